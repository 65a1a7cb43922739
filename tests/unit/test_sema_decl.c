/* Unit tests of sema's declarations half (frontend/sema.c, sema_scope.c,
 * sema_type.c, sema_decl.c, sema_stmt.c, types.c): each case compiles a
 * small shader through preprocess -> parse -> sema_check and checks the
 * annotations (entry points, numthreads, field indices, enum values,
 * resolved types) or the diagnostics (code and line:col). Cases are named
 * after the rule they check. Programs sema must reject are in
 * test_sema_decl_errors.c. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/sema.h"
#include "sema_decl_unit.h"

/* ============================================================ good programs */

static void entry_found_with_numthreads(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[shader(\"compute\")]\n"
                     "[numthreads(8, 4, 2)]\n"
                     "void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex) { Out[gi] = id.x; }\n"
                     "void helper() {}\n");
    expect_clean(r);
    CHECK(r->ast.entries.len == 1);
    if (r->ast.entries.len == 1) {
        Node *f = r->ast.entries.data[0];
        CHECK(f->func.stage == IR_STAGE_COMPUTE);
        CHECK(f->func.numthreads[0] == 8 && f->func.numthreads[1] == 4 && f->func.numthreads[2] == 2);
    }
    Node *h = find(r, ND_FUNC, "helper");
    CHECK(h && h->func.stage == -1);
    run_free(r);
}

static void entry_named_by_E_takes_profile_stage(void)
{
    Opts op = {.entry = "CSMain"};
    Run *r = compile_with("RWStructuredBuffer<uint> Out : register(u0);\n"
                          "[numthreads(4, 1, 1)] void CSMain(uint3 id : SV_DispatchThreadID) { Out[id.x] = 1; }\n"
                          "[shader(\"compute\")] [numthreads(1, 1, 1)] void other() {}\n",
                          op);
    expect_clean(r);
    CHECK(r->ast.entries.len == 1);
    Node *o = find(r, ND_FUNC, "other");
    CHECK(o && o->func.stage == -1);
    Node *m = find(r, ND_FUNC, "CSMain");
    CHECK(m && m->func.stage == IR_STAGE_COMPUTE && m->func.numthreads[0] == 4);
    run_free(r);
}

static void struct_fields_indexed_base_first(void)
{
    Run *r = compile("struct Base { float a; int b; };\n"
                     "struct D : Base { row_major float2x3 m; uint c[2]; };\n"
                     "RWStructuredBuffer<D> Out : register(u0);\n" ENTRY "{ D d = (D)0; Out[0] = d; }\n");
    expect_clean(r);
    Node *d = find(r, ND_STRUCT, "D");
    CHECK(d && d->type && d->type->kind == TY_STRUCT);
    if (d && d->type) {
        Type *t = d->type;
        CHECK(t->num_fields == 4 && t->complete);
        if (t->num_fields == 4) {
            CHECK_STR(t->fields[0].name, "a");
            CHECK_STR(t->fields[2].name, "m");
            CHECK(t->fields[2].row_major && !t->fields[0].row_major);
            CHECK_STR(type_name(r->c, t->fields[2].type), "float2x3");
            CHECK_STR(type_name(r->c, t->fields[3].type), "uint[2]");
        }
    }
    Node *c = find(r, ND_VAR, "c");
    CHECK(c && c->var.field_index == 3 && c->var.owner == d);
    Node *b = find(r, ND_VAR, "b");
    CHECK(b && b->var.field_index == 1);
    CHECK_STR(var_type(r, "Out"), "RWStructuredBuffer<D>");
    run_free(r);
}

static void enum_values_explicit_and_next(void)
{
    Run *r = compile("enum Mode { A, B = 5, C, D = B * 2 };\n"
                     "enum class Ch : uint { Red = 1, Green = Red << 1 };\n"
                     "RWStructuredBuffer<uint> Out : register(u0);\n" ENTRY
                     "{ Mode m = C; Ch c = Ch::Green; Out[0] = (uint)m + (uint)c + (uint)D; }\n");
    expect_clean(r);
    Node *a = find(r, ND_ENUMERATOR, "A"), *c = find(r, ND_ENUMERATOR, "C"), *d = find(r, ND_ENUMERATOR, "D");
    Node *g = find(r, ND_ENUMERATOR, "Green");
    CHECK(a && a->enumerator.sema_value == 0);
    CHECK(c && c->enumerator.sema_value == 6);
    CHECK(d && d->enumerator.sema_value == 10);
    CHECK(g && g->enumerator.sema_value == 2);
    CHECK_STR(var_type(r, "m"), "Mode"); /* an enum is a type of its own */
    CHECK_STR(var_type(r, "c"), "Ch");
    run_free(r);
}

static void enum_class_members_need_qualifier(void)
{
    Run *r = compile("enum class Ch { Red, Green };\n" ENTRY "{ int x = (int)Green; }\n");
    EXPECT(r, "E3500@5:16");
    run_free(r);
}

/* Names that share their first letters with another scalar's (int and
 * int16_t, min16int and min16uint, uint and uint32_t): each resolves to its
 * own scalar, whatever the order of the table of scalar names. */
static void builtin_numeric_names_sharing_first_letters(void)
{
    Run *r = compile("RWStructuredBuffer<float> Out : register(u0);\n" ENTRY "{\n"
                     "    int4 a = 0; int32_t2 b = 0; uint32_t3 c = 0; uint2x2 d = 0; min16uint4 e = 0;\n"
                     "    min16int3 f = 0; double1x3 g = 0; dword2 h = 0; int64_t4 i = 0; float32_t j = 0;\n"
                     "}\n");
    expect_clean(r);
    CHECK_STR(var_type(r, "a"), "int4");
    CHECK_STR(var_type(r, "b"), "int2");
    CHECK_STR(var_type(r, "c"), "uint3");
    CHECK_STR(var_type(r, "d"), "uint2x2");
    CHECK_STR(var_type(r, "e"), "min16uint4");
    CHECK_STR(var_type(r, "f"), "min16int3");
    CHECK_STR(var_type(r, "g"), "double1x3");
    CHECK_STR(var_type(r, "h"), "uint2");
    CHECK_STR(var_type(r, "i"), "int64_t4");
    CHECK_STR(var_type(r, "j"), "float");
    run_free(r);
}

static void builtin_type_names_resolve(void)
{
    Run *r = compile("RWStructuredBuffer<float> Out : register(u0);\n"
                     "Buffer Buf : register(t1);\n"
                     "ByteAddressBuffer Raw : register(t2);\n" ENTRY "{\n"
                     "    float3x4 a = 0; int b[4] = {1, 2, 3, 4}; vector<int, 2> c = 0; vector d = 0;\n"
                     "    matrix e = 0; matrix<uint, 2, 3> f = 0; dword g = 0; min10float h = 0; half i = 0;\n"
                     "    min12int j = 0; uint64_t k = 0; float32_t2 l = 0; bool1x2 m2 = false; float n[2][3];\n"
                     "}\n");
    expect_clean(r);
    CHECK_STR(var_type(r, "a"), "float3x4");
    CHECK_STR(var_type(r, "b"), "int[4]");
    CHECK_STR(var_type(r, "c"), "int2");
    CHECK_STR(var_type(r, "d"), "float4");
    CHECK_STR(var_type(r, "e"), "float4x4");
    CHECK_STR(var_type(r, "f"), "uint2x3");
    CHECK_STR(var_type(r, "g"), "uint");
    CHECK_STR(var_type(r, "h"), "min16float");
    CHECK_STR(var_type(r, "i"), "float"); /* half is 32-bit without -enable-16bit-types */
    CHECK_STR(var_type(r, "j"), "min16int");
    CHECK_STR(var_type(r, "k"), "uint64_t");
    CHECK_STR(var_type(r, "l"), "float2");
    CHECK_STR(var_type(r, "m2"), "bool1x2");
    CHECK_STR(var_type(r, "n"), "float[2][3]");
    CHECK_STR(var_type(r, "Buf"), "Buffer<float4>");
    CHECK_STR(var_type(r, "Raw"), "ByteAddressBuffer");
    Node *raw = find(r, ND_VAR, "Raw");
    CHECK(raw && raw->var.is_resource && raw->var.is_global);
    run_free(r);
}

static void sixteen_bit_types_with_flag(void)
{
    Opts op = {.profile = "cs_6_2", .enable16 = 1};
    Run *r = compile_with(ENTRY "{ half a = 0; float16_t2 b = 0; min16float c = 0; min16int d = 0;\n"
                                "  min16uint e = 0; int16_t f = 0; uint16_t4 g = 0; }\n",
                          op);
    expect_clean(r);
    CHECK_STR(var_type(r, "a"), "half");
    CHECK_STR(var_type(r, "b"), "half2");
    CHECK_STR(var_type(r, "c"), "half");
    CHECK_STR(var_type(r, "d"), "int16_t");
    CHECK_STR(var_type(r, "e"), "uint16_t");
    CHECK_STR(var_type(r, "g"), "uint16_t4");
    run_free(r);
}

static void sixteen_bit_types_need_flag(void)
{
    Opts op = {.profile = "cs_6_2"};
    Run *r = compile_with(ENTRY "{\n    int16_t x = 1;\n}\n", op);
    EXPECT(r, "E3014@5:5");
    CHECK(has_text(r, "use 'min16int'"));
    run_free(r);
}

static void sixteen_bit_flag_needs_sm62(void)
{
    Opts op = {.profile = "cs_6_0", .enable16 = 1};
    Run *r = compile_with(ENTRY "{ }\n", op);
    EXPECT(r, "E3015@0:0");
    CHECK(has_text(r, "compile with -T cs_6_2"));
    run_free(r);
}

static void namespaces_qualified_lookup(void)
{
    Run *r = compile("namespace Color {\n"
                     "    static const float kGamma = 2.2;\n"
                     "    float Twice(float c) { return c * 2; }\n"
                     "    namespace Detail { float Half(float c) { return c * 0.5; } }\n"
                     "}\n"
                     "namespace Color { float Again(float c) { return Twice(c) + kGamma; } }\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n" ENTRY
                     "{ Out[0] = Color::Twice(Color::Detail::Half(1.0)) + Color::kGamma + Color::Again(1); }\n");
    expect_clean(r);
    run_free(r);
}

static void static_members_and_nested_qualified_names(void)
{
    Run *r = compile("struct Base { float v; float Get() { return v; } };\n"
                     "struct S : Base {\n"
                     "    static const int N = 4;\n"
                     "    float arr[N];\n"
                     "    float Sum() { float t = Get(); for (int i = 0; i < N; i++) t += arr[i]; return t + v; }\n"
                     "};\n"
                     "namespace NS { enum Kind { KA = 3, KB }; struct Inner { int q; }; static const int M = S::N * 2; }\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n"
                     "static float Table[NS::M];\n"
                     "[shader(\"compute\")] [numthreads(S::N, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{ S s = (S)0; NS::Inner in1; in1.q = NS::KB; Out[id.x] = s.Sum() + in1.q + NS::KA + Table[0]; }\n");
    expect_clean(r);
    CHECK_STR(var_type(r, "arr"), "float[4]");
    CHECK_STR(var_type(r, "Table"), "float[8]");
    Node *n = find(r, ND_VAR, "N");
    CHECK(n && n->var.is_global && n->var.field_index == -1 && !n->var.owner);
    Node *s = find(r, ND_STRUCT, "S");
    CHECK(s && s->type->num_fields == 2 && s->type->base == find(r, ND_STRUCT, "Base")->type);
    CHECK(r->ast.entries.len == 1 && r->ast.entries.data[0]->func.numthreads[0] == 4);
    run_free(r);
}

static void overloads_by_parameter_types(void)
{
    Run *r = compile("float F(float x);\n"
                     "float F(float x) { return x; }\n"
                     "int F(int x) { return x + 1; }\n"
                     "float F(float2 v) { return v.x; }\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n" ENTRY
                     "{ Out[0] = F(1.0f) + (float)F(2) + F(float2(1, 2)); }\n");
    expect_clean(r);
    Node *decl = r->ast.decls.len > 0 ? r->ast.decls.data[0] : NULL;
    Node *def = r->ast.decls.len > 1 ? r->ast.decls.data[1] : NULL;
    CHECK(decl && def && decl->kind == ND_FUNC && !decl->func.body);
    CHECK(decl && def && decl->func.definition == def && def->func.definition == def);
    run_free(r);
}

static void call_to_declaration_points_at_definition(void)
{
    Run *r = compile("float G(float x);\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n" ENTRY "{ Out[0] = G(1.0f); }\n"
                     "float G(float x) { return x; }\n");
    expect_clean(r);
    Node *m = find(r, ND_FUNC, "main");
    Node *def = r->ast.decls.data[r->ast.decls.len - 1];
    /* main's body: { Out[0] = G(1.0f); } -> the call's func is the definition */
    Node *st = m && m->func.body->block.stmts.len ? m->func.body->block.stmts.data[0] : NULL;
    Node *call = st && st->kind == ND_EXPR_STMT ? st->expr_stmt.expr->op.rhs : NULL;
    while (call && call->kind == ND_CAST)
        call = call->cast.expr;
    CHECK(call && call->kind == ND_CALL && call->call.func == def);
    run_free(r);
}

static void methods_see_fields_and_static_methods(void)
{
    Run *r = compile("struct Counter {\n"
                     "    uint count; float total;\n"
                     "    void Add(float v) { count += 1; total += v; Touch(); }\n"
                     "    void Touch() { total = total; }\n"
                     "    static Counter Make() { Counter c; c.count = 0; c.total = 0; return c; }\n"
                     "};\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n" ENTRY
                     "{ Counter c = Counter::Make(); c.Add(1.0); Out[0] = c.total; }\n");
    expect_clean(r);
    Node *add = find(r, ND_FUNC, "Add");
    CHECK(add && add->func.owner == find(r, ND_STRUCT, "Counter"));
    run_free(r);
}

static void shadowing_in_inner_scope_is_fine(void)
{
    Run *r = compile("static int x = 1;\n" ENTRY "{ int x = 2; { int x = 3; { float x = 4; } } }\n");
    expect_clean(r);
    run_free(r);
}

static void for_scope_2021_is_the_loop(void)
{
    Run *r = compile(ENTRY "{ for (int i = 0; i < 2; i++) {} for (int i = 0; i < 2; i++) {} int i = 5; }\n");
    expect_clean(r);
    run_free(r);
}

static void for_scope_2018_leaks(void)
{
    Opts op = {.hv = 2018};
    Run *r = compile_with(ENTRY "{\n    for (int i = 0; i < 2; i++) {}\n    int j = i;\n    int i = 5;\n}\n", op);
    EXPECT(r, "E3001@7:9"); /* i is still declared in the function's scope */
    run_free(r);
}

static void for_scope_2018_redeclared_in_second_loop_warns(void)
{
    Opts op = {.hv = 2018};
    Run *r = compile_with(ENTRY "{\n    for (int i = 0; i < 2; i++) {}\n    for (int i = 0; i < 2; i++) {}\n}\n", op);
    EXPECT(r, "W3077@6:14");
    CHECK(r->ok);
    run_free(r);
}

static void unsized_array_takes_list_length(void)
{
    Run *r = compile("static const int Table[] = {1, 2, 3};\n"
                     "static const float2 Pairs[] = {1, 2, 3, 4};\n" ENTRY "{ int x = Table[1]; }\n");
    expect_clean(r);
    CHECK_STR(var_type(r, "Table"), "int[3]");
    CHECK_STR(var_type(r, "Pairs"), "float2[2]");
    run_free(r);
}

static void init_lists_flatten(void)
{
    Run *r = compile("struct S { float a; int2 b; };\n" ENTRY
                     "{ float4 v = {1, {2, 3}, 4}; float2x2 m = {1, 2, float2(3, 4)};\n"
                     "  S s = {1.0, 2, 3}; S arr[2] = {s, 4, 5, 6}; int one = {7}; }\n");
    expect_clean(r);
    run_free(r);
}

static void init_list_too_many(void)
{
    Run *r = compile(ENTRY "{\n    float3 v = {1, 2, 3, 4};\n}\n");
    EXPECT(r, "E3030@5:16");
    run_free(r);
}

static void init_list_too_few(void)
{
    Run *r = compile("struct S { float a; int2 b; };\n" ENTRY "{\n    S s = {1, 2};\n}\n");
    EXPECT(r, "E3031@6:11");
    CHECK(has_text(r, "'S': it has 3 components, the list has 2"));
    run_free(r);
}

static void cbuffer_members_are_globals(void)
{
    Run *r = compile("cbuffer Params : register(b0) { float Scale : packoffset(c0); uint Count; };\n"
                     "float Loose;\n"
                     "RWStructuredBuffer<float> Out : register(u1);\n" ENTRY "{ Out[0] = Scale * Count + Loose; }\n");
    expect_clean(r);
    Node *sc = find(r, ND_VAR, "Scale");
    CHECK(sc && sc->var.cbuffer == find(r, ND_CBUFFER, "Params") && sc->var.is_global);
    Node *lo = find(r, ND_VAR, "Loose");
    CHECK(lo && lo->var.is_global && !lo->var.cbuffer && !lo->var.is_resource);
    run_free(r);
}

static void structs_defined_in_place(void)
{
    Run *r = compile("typedef struct { float a; uint b; } Pair;\n"
                     "struct { int x; } Anon;\n"
                     "struct Named { float2 p; } Inst;\n" ENTRY "{ Pair pr = {1, 2}; struct L { int k; } local = {3}; }\n");
    expect_clean(r);
    CHECK_STR(var_type(r, "pr"), "Pair");
    CHECK_STR(var_type(r, "Inst"), "Named");
    Node *a = find(r, ND_VAR, "Anon");
    CHECK(a && a->type && a->type->kind == TY_STRUCT && a->type->num_fields == 1);
    Node *l = find(r, ND_VAR, "local");
    CHECK(l && l->type && l->type->kind == TY_STRUCT && !l->var.is_global);
    run_free(r);
}

static void static_local_is_global(void)
{
    Run *r = compile("groupshared float Tile[64];\n" ENTRY "{ static int calls = 0; calls++; int plain = 0; }\n");
    expect_clean(r);
    Node *c = find(r, ND_VAR, "calls"), *p = find(r, ND_VAR, "plain");
    CHECK(c && c->var.is_global);
    CHECK(p && !p->var.is_global);
    CHECK_STR(var_type(r, "Tile"), "float[64]");
    run_free(r);
}

static void typedefs_name_types(void)
{
    Run *r = compile("typedef float4 Color;\ntypedef int Quad[4];\n" ENTRY "{ Color c = 0; Quad q = {1, 2, 3, 4}; }\n");
    expect_clean(r);
    CHECK_STR(var_type(r, "c"), "float4");
    CHECK_STR(var_type(r, "q"), "int[4]");
    run_free(r);
}

static void registers_in_other_spaces_do_not_clash(void)
{
    Run *r = compile("StructuredBuffer<float> A : register(t0, space0);\n"
                     "StructuredBuffer<float> B : register(t0, space1);\n"
                     "[[vk::binding(3, 0)]] RWStructuredBuffer<float> C : register(u0);\n" ENTRY
                     "{ C[0] = A[0] + B[0]; }\n");
    expect_clean(r);
    run_free(r);
}

static void wave_size_recorded(void)
{
    Opts op = {.profile = "cs_6_8"};
    Run *r = compile_with("[shader(\"compute\")] [WaveSize(16, 64, 32)] [numthreads(64, 1, 1)] void a() {}\n"
                          "[shader(\"compute\")] [WaveSize(32)] [numthreads(64, 1, 1)] void b() {}\n",
                          op);
    expect_clean(r);
    Node *a = find(r, ND_FUNC, "a"), *b = find(r, ND_FUNC, "b");
    CHECK(a && a->func.wave_size[0] == 16 && a->func.wave_size[1] == 64 && a->func.wave_size[2] == 32);
    CHECK(b && b->func.wave_size[0] == 32 && b->func.wave_size[1] == 0);
    CHECK(r->ast.entries.len == 2);
    run_free(r);
}

static void switch_labels_and_continue_in_loop(void)
{
    Run *r = compile("enum Mode { M0, M1 };\n" ENTRY
                     "{ for (int i = 0; i < 4; i++) { switch (i) { case M0: continue; case M1 + 1: break;\n"
                     "  default: break; } } }\n");
    expect_clean(r);
    run_free(r);
}

static void statement_attributes_accepted(void)
{
    Run *r = compile(ENTRY "{ int s = 0;\n"
                     "  [unroll] for (int i = 0; i < 4; i++) s++;\n"
                     "  [unroll(2)] for (int j = 0; j < 4; j++) s++;\n"
                     "  [loop] while (s < 10) s++;\n"
                     "  [fastopt] do { s--; } while (s > 5);\n"
                     "  [branch] if (s > 1) s = 0;\n"
                     "  [flatten] switch (s) { default: break; }\n"
                     "  [forcecase] switch (s) { default: break; } }\n");
    expect_clean(r);
    run_free(r);
}

static void returning_loops_and_if_else_need_no_final_return(void)
{
    Run *r = compile("int A(int x) { for (;;) { if (x > 0) return x; x++; } }\n"
                     "int B(int x) { if (x > 0) { return 1; } else return 2; }\n"
                     "int C(int x) { while (true) { return x; } }\n"
                     "int D(int x) { switch (x) { default: return 0; } }\n" ENTRY
                     "{ int y = A(1) + B(2) + C(3) + D(4); }\n");
    expect_clean(r);
    run_free(r);
}

static void struct_input_semantics(void)
{
    Run *r = compile("struct In { uint3 d : SV_DispatchThreadID; uint g : SV_GroupIndex; int2 t : SV_GroupThreadID; };\n"
                     "[shader(\"compute\")] [numthreads(8, 8, 1)] void main(In input) {}\n");
    expect_clean(r);
    run_free(r);
}

/* ============================================================ types */

static void types_interned(void)
{
    PrismOptions o;
    memset(&o, 0, sizeof o);
    Ctx *c = ctx_new(&o);
    TypeTable *t = types_new(c);
    CHECK(type_vector(t, SC_FLOAT, 3) == type_vector(t, SC_FLOAT, 3));
    CHECK(type_matrix(t, SC_INT, 2, 3) != type_matrix(t, SC_INT, 3, 2));
    Type *a4 = type_array(t, type_scalar(t, SC_INT), 4);
    CHECK(a4 == type_array(t, type_scalar(t, SC_INT), 4));
    CHECK(type_array(t, a4, 2) == type_array(t, type_array(t, type_scalar(t, SC_INT), 4), 2));
    Type *sb = type_resource(t, RES_STRUCTURED, type_vector(t, SC_FLOAT, 4));
    CHECK(sb == type_resource(t, RES_STRUCTURED, type_vector(t, SC_FLOAT, 4)));
    CHECK(type_resource(t, RES_BYTEADDRESS, NULL) == type_resource(t, RES_BYTEADDRESS, type_scalar(t, SC_INT)));
    CHECK_STR(type_name(c, type_array(t, a4, 2)), "int[2][4]");
    CHECK_STR(type_name(c, sb), "StructuredBuffer<float4>");
    CHECK_STR(type_name(c, type_matrix(t, SC_FLOAT, 3, 4)), "float3x4");
    CHECK(type_component_count(type_array(t, type_matrix(t, SC_FLOAT, 2, 3), 2)) == 12);
    CHECK(type_is_scalar_like(type_vector(t, SC_INT, 1)) && !type_is_numeric(type_scalar(t, SC_BOOL)));
    CHECK(type_scalar_kind(type_vector(t, SC_UINT, 2)) == SC_UINT);
    /* Many arrays: the keyed table grows and keeps every entry. */
    Type *arrs[300];
    for (int i = 0; i < 300; i++)
        arrs[i] = type_array(t, type_scalar(t, SC_FLOAT), (uint32_t)i + 1);
    bool same = true;
    for (int i = 0; i < 300; i++)
        same = same && arrs[i] == type_array(t, type_scalar(t, SC_FLOAT), (uint32_t)i + 1) && arrs[i]->len == (uint32_t)i + 1;
    CHECK(same);
    ctx_free(c);
}

int main(void)
{
    RUN(types_interned);
    RUN(entry_found_with_numthreads);
    RUN(entry_named_by_E_takes_profile_stage);
    RUN(struct_fields_indexed_base_first);
    RUN(enum_values_explicit_and_next);
    RUN(enum_class_members_need_qualifier);
    RUN(builtin_type_names_resolve);
    RUN(builtin_numeric_names_sharing_first_letters);
    RUN(sixteen_bit_types_with_flag);
    RUN(sixteen_bit_types_need_flag);
    RUN(sixteen_bit_flag_needs_sm62);
    RUN(namespaces_qualified_lookup);
    RUN(static_members_and_nested_qualified_names);
    RUN(overloads_by_parameter_types);
    RUN(call_to_declaration_points_at_definition);
    RUN(methods_see_fields_and_static_methods);
    RUN(shadowing_in_inner_scope_is_fine);
    RUN(for_scope_2021_is_the_loop);
    RUN(for_scope_2018_leaks);
    RUN(for_scope_2018_redeclared_in_second_loop_warns);
    RUN(unsized_array_takes_list_length);
    RUN(init_lists_flatten);
    RUN(init_list_too_many);
    RUN(init_list_too_few);
    RUN(cbuffer_members_are_globals);
    RUN(structs_defined_in_place);
    RUN(static_local_is_global);
    RUN(typedefs_name_types);
    RUN(registers_in_other_spaces_do_not_clash);
    RUN(wave_size_recorded);
    RUN(switch_labels_and_continue_in_loop);
    RUN(statement_attributes_accepted);
    RUN(returning_loops_and_if_else_need_no_final_return);
    RUN(struct_input_semantics);
    return UNIT_END();
}
