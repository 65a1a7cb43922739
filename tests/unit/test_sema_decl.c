/* Unit tests of sema's declarations half (frontend/sema.c, sema_scope.c,
 * sema_type.c, sema_decl.c, sema_stmt.c, types.c): each case compiles a
 * small shader through preprocess -> parse -> sema_check and checks the
 * annotations (entry points, numthreads, field indices, enum values,
 * resolved types) or the diagnostics (code and line:col). Cases are named
 * after the rule they check. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/sema.h"
#include "unit.h"

/* ---- running a shader ---- */

typedef struct Run {
    PrismOptions o;
    Ctx *c;
    Ast ast;
    bool ok;
    char diags[8192]; /* "E3001@8:11 message\n" per diagnostic */
} Run;

typedef struct Opts {
    const char *profile; /* default cs_6_0 */
    const char *entry;
    int hv;              /* default 2021 */
    int enable16;
} Opts;

static Run *compile_with(const char *src, Opts op)
{
    Run *r = calloc(1, sizeof *r);
    memset(&r->o, 0, sizeof r->o);
    r->o.profile = op.profile ? op.profile : "cs_6_0";
    r->o.entry = op.entry;
    r->o.hlsl_version = op.hv ? op.hv : 2021;
    r->o.enable_16bit_types = op.enable16;
    r->o.max_errors = 100;
    r->c = ctx_new(&r->o);
    uint32_t file = ctx_add_file(r->c, "t.hlsl", "t.hlsl", src, strlen(src));
    jmp_buf jb;
    r->c->bail = &jb;
    if (setjmp(jb) == 0) {
        TokenVec toks = {0};
        if (preprocess(r->c, file, &toks) && parse(r->c, &toks, &r->ast))
            r->ok = sema_check(r->c, &r->ast);
    }
    r->c->bail = NULL;
    size_t n = 0;
    for (int i = 0; i < r->c->diags.len; i++) {
        Diag *d = &r->c->diags.data[i];
        if (n < sizeof r->diags)
            n += (size_t)snprintf(r->diags + n, sizeof r->diags - n, "%c%d@%u:%u %s\n",
                                  d->severity == DIAG_ERROR ? 'E' : d->severity == DIAG_WARNING ? 'W' : 'N',
                                  d->code, d->loc.line, d->loc.col, d->message);
    }
    return r;
}

static Run *compile(const char *src)
{
    Opts op = {0};
    return compile_with(src, op);
}

static void run_free(Run *r)
{
    ctx_free(r->c);
    free(r);
}

/* The diagnostics contain `want` ("E3001@8:11"), and no other error unless
 * more_ok. */
static void expect_diag(Run *r, const char *want, bool more_ok)
{
    char key[64];
    snprintf(key, sizeof key, "%s ", want);
    int errors = 0;
    bool found = false;
    for (const char *p = r->diags; *p;) {
        const char *nl = strchr(p, '\n');
        if (!nl)
            break;
        if (!strncmp(p, key, strlen(key)))
            found = true;
        else if (*p == 'E')
            errors++;
        p = nl + 1;
    }
    if (!found || (errors && !more_ok)) {
        printf("  want %s, got:\n%s", want, r->diags[0] ? r->diags : "  (no diagnostics)\n");
        unit_case_failed = 1;
    }
}

#define EXPECT(r, want) expect_diag((r), (want), false)
#define EXPECT_AMONG(r, want) expect_diag((r), (want), true)

static void expect_clean(Run *r)
{
    if (r->diags[0] || !r->ok) {
        printf("  want no diagnostics, got:\n%s", r->diags);
        unit_case_failed = 1;
    }
}

static bool has_text(Run *r, const char *text)
{
    bool yes = strstr(r->diags, text) != NULL;
    if (!yes)
        printf("  no '%s' in:\n%s", text, r->diags);
    return yes;
}

/* ---- finding declarations ---- */

static Node *find_in(NodeList *l, NodeKind kind, const char *name);

static const char *decl_name(Node *d)
{
    switch (d->kind) {
    case ND_FUNC: return d->func.name;
    case ND_VAR: return d->var.name;
    case ND_STRUCT: return d->strukt.name;
    case ND_TYPEDEF: return d->tdef.name;
    case ND_ENUM: return d->enm.name;
    case ND_ENUMERATOR: return d->enumerator.name;
    case ND_CBUFFER: return d->cbuf.name;
    case ND_NAMESPACE: return d->ns.name;
    case ND_PARAM: return d->param.name;
    default: return NULL;
    }
}

static Node *find_node(Node *n, NodeKind kind, const char *name)
{
    if (!n)
        return NULL;
    const char *nm = decl_name(n);
    if (n->kind == kind && nm && !strcmp(nm, name))
        return n;
    switch (n->kind) {
    case ND_FUNC: {
        Node *x = find_in(&n->func.params, kind, name);
        return x ? x : find_node(n->func.body, kind, name);
    }
    case ND_STRUCT: return find_in(&n->strukt.members, kind, name);
    case ND_ENUM: return find_in(&n->enm.members, kind, name);
    case ND_CBUFFER: return find_in(&n->cbuf.members, kind, name);
    case ND_NAMESPACE: return find_in(&n->ns.decls, kind, name);
    case ND_BLOCK: return find_in(&n->block.stmts, kind, name);
    case ND_DECL_STMT: return find_in(&n->decl.vars, kind, name);
    case ND_IF:
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH: {
        Node *x = find_node(n->ctl.init, kind, name);
        if (!x)
            x = find_node(n->ctl.body, kind, name);
        return x ? x : find_node(n->ctl.else_, kind, name);
    }
    default: return NULL;
    }
}

static Node *find_in(NodeList *l, NodeKind kind, const char *name)
{
    for (int i = 0; i < l->len; i++) {
        Node *x = find_node(l->data[i], kind, name);
        if (x)
            return x;
    }
    return NULL;
}

static Node *find(Run *r, NodeKind kind, const char *name)
{
    return find_in(&r->ast.decls, kind, name);
}

/* The type name of the variable (or parameter) named name. */
static const char *var_type(Run *r, const char *name)
{
    Node *v = find(r, ND_VAR, name);
    if (!v)
        v = find(r, ND_PARAM, name);
    if (!v || !v->type)
        return "(none)";
    return type_name(r->c, v->type);
}

#define ENTRY "[shader(\"compute\")]\n[numthreads(64, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID)\n"

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

/* ============================================================ errors */

static void redefinition_in_same_scope(void)
{
    Run *r = compile(ENTRY "{\n    int a = 1;\n    float a = 2;\n}\n");
    EXPECT(r, "E3001@6:11");
    CHECK(has_text(r, "first declared at line 5"));
    run_free(r);
}

static void function_redefinition(void)
{
    Run *r = compile("float F(float x) { return x; }\nfloat F(float y) { return y; }\n" ENTRY "{}\n");
    EXPECT(r, "E3002@2:7");
    run_free(r);
}

static void overload_differing_only_in_return(void)
{
    Run *r = compile("float F(float x);\nint F(float x);\n" ENTRY "{}\n");
    EXPECT(r, "E3003@2:5");
    run_free(r);
}

static void variable_and_function_clash(void)
{
    Run *r = compile("static float F = 1;\nfloat F(float x) { return x; }\n" ENTRY "{}\n");
    EXPECT(r, "E3001@2:7");
    run_free(r);
}

/* The parser already rejects most unknown names (its type table); sema
 * sees the rest, e.g. names its type table knows but no scope declares. */
static void unknown_type_name(void)
{
    Run *r = compile(ENTRY "{\n    float5 v;\n}\n");
    EXPECT_AMONG(r, "E2068@5:5");
    run_free(r);
    PrismOptions o;
    memset(&o, 0, sizeof o);
    Ctx *c = ctx_new(&o);
    jmp_buf jb;
    c->bail = &jb;
    if (setjmp(jb) == 0) {
        Ast ast = {0};
        Sema s;
        memset(&s, 0, sizeof s);
        s.c = c;
        s.tt = c->types = types_new(c);
        s.ast = &ast;
        s.shader_model = 60;
        sema_push_scope(&s);
        SrcLoc loc = {1, 2, 3};
        Type *t = sema_resolve_type(&s, typespec_new(c, loc, intern_cstr(c->strs, "Foo")), NULL, 0);
        CHECK(t->kind == TY_ERROR);
        CHECK(c->diags.len == 1 && c->diags.data[0].code == 3000 && c->diags.data[0].loc.line == 2);
        Node *v = ast_new(c, ND_VAR, loc);
        v->var.name = intern_cstr(c->strs, "x");
        v->type = type_scalar(s.tt, SC_INT);
        CHECK(sema_declare(&s, v->var.name, SYM_VAR, v));
        t = sema_resolve_type(&s, typespec_new(c, loc, v->var.name), NULL, 0);
        CHECK(t->kind == TY_ERROR && c->diags.len == 2 && c->diags.data[1].code == 3005);
        t = sema_resolve_type(&s, typespec_new(c, loc, intern_cstr(c->strs, "uint2x3")), NULL, 0);
        CHECK_STR(type_name(c, t), "uint2x3");
    }
    c->bail = NULL;
    ctx_free(c);
}

static void unsupported_object_type(void)
{
    Run *r = compile("FeedbackTexture2D<float4> Tex : register(u0);\n" ENTRY "{}\n");
    EXPECT(r, "E3004@1:1");
    run_free(r);
}

static void register_class_mismatch(void)
{
    Run *r = compile("StructuredBuffer<float> In : register(b0);\n"
                     "cbuffer CB : register(t3) { float k; };\n" ENTRY "{}\n");
    EXPECT_AMONG(r, "E3022@1:39");
    EXPECT_AMONG(r, "E3022@2:23");
    CHECK(has_text(r, "write register(t0)"));
    CHECK(has_text(r, "write register(b3)"));
    run_free(r);
}

static void register_overlap(void)
{
    Run *r = compile("RWStructuredBuffer<float> A : register(u1);\n"
                     "RWStructuredBuffer<float> B : register(u1);\n" ENTRY "{}\n");
    EXPECT(r, "E3023@2:40");
    run_free(r);
}

static void register_array_overlap(void)
{
    Run *r = compile("RWStructuredBuffer<float> A[4] : register(u0, space2);\n"
                     "RWStructuredBuffer<float> B : register(u3, space2);\n" ENTRY "{}\n");
    EXPECT(r, "E3023@2:40");
    run_free(r);
}

static void vulkan_binding_clash_across_classes(void)
{
    Run *r = compile("StructuredBuffer<float> In : register(t0);\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n" ENTRY "{}\n");
    EXPECT(r, "E3024@2:42");
    CHECK(has_text(r, "-fvk-u-shift"));
    run_free(r);
}

static void vulkan_binding_explicit_duplicate(void)
{
    Run *r = compile("[[vk::binding(2, 1)]] StructuredBuffer<float> In;\n"
                     "[[vk::binding(2, 1)]] RWStructuredBuffer<float> Out;\n" ENTRY "{}\n");
    EXPECT(r, "E3025@2:49");
    run_free(r);
}

static void vk_binding_arguments(void)
{
    Run *r = compile("[[vk::binding(-1)]] StructuredBuffer<float> In;\n"
                     "[[vk::binding(0)]] static float NotAResource = 1;\n" ENTRY "{}\n");
    EXPECT_AMONG(r, "E3026@1:3");
    EXPECT_AMONG(r, "E3027@2:3");
    run_free(r);
}

static void numthreads_limits(void)
{
    Run *r = compile("[shader(\"compute\")] [numthreads(0, 1, 1)] void a() {}\n"
                     "[shader(\"compute\")] [numthreads(1, 1, 65)] void b() {}\n"
                     "[shader(\"compute\")] [numthreads(64, 32, 1)] void c() {}\n"
                     "[shader(\"compute\")] [numthreads(2048, 1, 1)] void d() {}\n"
                     "[shader(\"compute\")] [numthreads(64, 1)] void e() {}\n");
    EXPECT_AMONG(r, "E3041@1:33");
    EXPECT_AMONG(r, "E3042@2:39");
    EXPECT_AMONG(r, "E3043@3:22");
    EXPECT_AMONG(r, "E3042@4:33");
    EXPECT_AMONG(r, "E3040@5:22");
    CHECK(has_text(r, "makes 2048 threads per group"));
    run_free(r);
}

static void wave_size_validation(void)
{
    Opts op = {.profile = "cs_6_8"};
    Run *r = compile_with("[shader(\"compute\")] [WaveSize(24)] [numthreads(64, 1, 1)] void a() {}\n"
                          "[shader(\"compute\")] [WaveSize(64, 32)] [numthreads(64, 1, 1)] void b() {}\n"
                          "[shader(\"compute\")] [WaveSize(16, 32, 64)] [numthreads(64, 1, 1)] void c() {}\n"
                          "[shader(\"compute\")] [WaveSize(256)] [numthreads(64, 1, 1)] void d() {}\n",
                          op);
    EXPECT_AMONG(r, "E3047@1:31");
    EXPECT_AMONG(r, "E3048@2:22");
    EXPECT_AMONG(r, "E3049@3:39");
    EXPECT_AMONG(r, "E3047@4:31");
    run_free(r);
}

static void wave_size_needs_shader_model(void)
{
    Opts op = {.profile = "cs_6_6"};
    Run *r = compile_with("[shader(\"compute\")] [WaveSize(16, 32)] [numthreads(64, 1, 1)] void a() {}\n", op);
    EXPECT(r, "E3015@1:22");
    CHECK(has_text(r, "requires shader model 6.8"));
    run_free(r);
    r = compile("[shader(\"compute\")] [WaveSize(32)] [numthreads(64, 1, 1)] void a() {}\n");
    EXPECT(r, "E3015@1:22");
    CHECK(has_text(r, "compile with -T cs_6_6"));
    run_free(r);
}

static void missing_numthreads(void)
{
    Run *r = compile("[shader(\"compute\")]\nvoid main() {}\n");
    EXPECT(r, "E3055@2:6");
    run_free(r);
}

static void compute_entry_inputs(void)
{
    Run *r = compile("[shader(\"compute\")] [numthreads(1, 1, 1)]\n"
                     "void main(uint3 a : SV_Position, uint b, float3 c : SV_DispatchThreadID, out uint d : SV_GroupIndex,\n"
                     "          uint2 e : SV_GroupIndex) {}\n"
                     "[shader(\"compute\")] [numthreads(1, 1, 1)] float other() { return 1; }\n");
    EXPECT_AMONG(r, "E3058@2:21");
    EXPECT_AMONG(r, "E3057@2:39");
    EXPECT_AMONG(r, "E3059@2:53");
    EXPECT_AMONG(r, "E3060@2:83");
    EXPECT_AMONG(r, "E3059@3:21");
    EXPECT_AMONG(r, "E3056@4:49");
    run_free(r);
}

static void no_entry_point(void)
{
    Run *r = compile("void helper() {}\n");
    EXPECT(r, "E3054@0:0");
    run_free(r);
    Opts op = {.entry = "nope"};
    r = compile_with("[numthreads(1, 1, 1)] void main() {}\n", op);
    EXPECT(r, "E6000@0:0");
    run_free(r);
}

static void break_continue_case_outside(void)
{
    Run *r = compile(ENTRY "{\n    break;\n    continue;\n    case 1: ;\n"
                     "    switch (id.x) { default: continue; }\n"
                     "    switch (id.x) { case 0: { case 1: break; } }\n}\n");
    EXPECT_AMONG(r, "E3070@5:5");
    EXPECT_AMONG(r, "E3071@6:5");
    EXPECT_AMONG(r, "E3068@7:5");
    EXPECT_AMONG(r, "E3071@8:30");
    EXPECT_AMONG(r, "E3069@9:31");
    run_free(r);
}

static void duplicate_case_and_default(void)
{
    Run *r = compile("enum E { Two = 2 };\n" ENTRY "{\n    switch (id.x) {\n    case 2: break;\n    case Two: break;\n"
                     "    default: break;\n    default: break;\n    }\n}\n");
    EXPECT_AMONG(r, "E3066@8:10");
    EXPECT_AMONG(r, "E3067@10:5");
    CHECK(has_text(r, "first used at line 7"));
    run_free(r);
}

static void nonconstant_case(void)
{
    Run *r = compile(ENTRY "{\n    uint limit = 3;\n    switch (id.x) {\n    case limit: break;\n    }\n}\n");
    EXPECT(r, "E3065@7:10");
    run_free(r);
}

static void switch_selector_must_be_integer(void)
{
    Run *r = compile(ENTRY "{\n    switch (1.5f) { default: break; }\n}\n");
    EXPECT(r, "E3064@5:13");
    run_free(r);
}

static void vector_condition_is_an_error(void)
{
    Run *r = compile(ENTRY "{\n    float2 v = 1;\n    if (v) {}\n    while (v) {}\n    if (1.5) {}\n}\n");
    EXPECT_AMONG(r, "E3063@6:9");
    EXPECT_AMONG(r, "E3063@7:12");
    run_free(r);
}

static void return_mismatches(void)
{
    Run *r = compile("void V() {\n    return 1;\n}\n"
                     "float F() {\n    return;\n}\n"
                     "float G(int x) {\n    if (x) return 1;\n}\n"
                     "float H() {\n    return float2(1, 2);\n}\n" ENTRY "{}\n");
    EXPECT_AMONG(r, "E3072@2:5");
    EXPECT_AMONG(r, "E3073@5:5");
    EXPECT_AMONG(r, "E3074@7:7");
    run_free(r);
}

static void recursion_direct(void)
{
    Run *r = compile("uint Fact(uint n) { return n == 0 ? 1 : n * Fact(n - 1); }\n"
                     "RWStructuredBuffer<uint> Out : register(u0);\n" ENTRY "{ Out[0] = Fact(id.x); }\n");
    EXPECT(r, "E3076@1:45");
    CHECK(has_text(r, "recursive call to 'Fact' (Fact -> Fact)"));
    run_free(r);
}

static void recursion_indirect_reported_once(void)
{
    Run *r = compile("uint Pong(uint n);\n"
                     "uint Ping(uint n) { return n == 0 ? 0 : Pong(n - 1); }\n"
                     "uint Pong(uint n) { return n == 0 ? 1 : Ping(n - 1); }\n" ENTRY "{ uint x = Ping(id.x); }\n");
    EXPECT(r, "E3076@3:41");
    CHECK(has_text(r, "(Ping -> Pong -> Ping)"));
    CHECK(strstr(r->diags, "E3076") == strrchr(r->diags, 'E') - 0 || 1);
    int count = 0;
    for (const char *p = r->diags; (p = strstr(p, "E3076")); p++)
        count++;
    CHECK(count == 1);
    run_free(r);
}

static void uninitialized_const(void)
{
    Run *r = compile("static const float K;\n" ENTRY "{\n    const int k;\n}\n");
    EXPECT_AMONG(r, "E3021@1:20");
    EXPECT_AMONG(r, "E3021@6:15");
    CHECK(has_text(r, "write 'static const float K = value;'"));
    run_free(r);
}

static void duplicate_and_recursive_fields(void)
{
    Run *r = compile("struct S {\n    float a;\n    int a;\n};\nstruct T {\n    T inner;\n};\n" ENTRY "{}\n");
    EXPECT_AMONG(r, "E3036@3:9");
    EXPECT_AMONG(r, "E3035@6:7");
    run_free(r);
}

static void unknown_attribute_warns(void)
{
    Run *r = compile("[shader(\"compute\")]\n[numthreads(1, 1, 1)]\n[nonsense(3)]\nvoid main()\n{\n"
                     "    [unroll] if (true) {}\n}\n");
    EXPECT_AMONG(r, "W3050@3:2");
    EXPECT_AMONG(r, "W3051@6:6");
    CHECK(r->ok);
    run_free(r);
}

static void discard_in_compute(void)
{
    Run *r = compile("void Kill() {\n    discard;\n}\n" ENTRY "{ Kill(); }\n");
    EXPECT(r, "E3075@2:5");
    run_free(r);
}

static void locals_that_must_be_global(void)
{
    Run *r = compile(ENTRY "{\n    groupshared float g;\n    RWStructuredBuffer<float> b;\n}\n");
    EXPECT(r, "E3020@5:23"); /* a resource local is a value (HLSL 2021) */
    run_free(r);
}

static void default_arguments_trailing(void)
{
    Run *r = compile("float F(float a = 1, float b) { return a + b; }\nvoid G(out float x = 1) { x = 2; }\n" ENTRY
                     "{}\n");
    EXPECT_AMONG(r, "E3033@1:28");
    EXPECT_AMONG(r, "E3034@2:18");
    run_free(r);
}

static void array_sizes(void)
{
    Run *r = compile(ENTRY "{\n    float a[0];\n    int b[];\n    float c[-2];\n}\n");
    EXPECT_AMONG(r, "E3016@5:13");
    EXPECT_AMONG(r, "E3017@6:9");
    EXPECT_AMONG(r, "E3016@7:13");
    run_free(r);
}

static void template_argument_errors(void)
{
    Run *r = compile("StructuredBuffer Missing;\nByteAddressBuffer<uint> Extra;\nBuffer<S> Bad;\nstruct S { float a; };\n"
                     "RWBuffer<float4x4> M;\nConstantBuffer<float> CBf;\n" ENTRY
                     "{\n    matrix<float, 5, 1> m;\n    vector<float4, 2> v;\n}\n");
    EXPECT_AMONG(r, "E3010@1:1");
    EXPECT_AMONG(r, "E3011@2:1");
    EXPECT_AMONG(r, "E3006@3:8");
    EXPECT_AMONG(r, "E3012@5:1");
    EXPECT_AMONG(r, "E3012@6:1");
    EXPECT_AMONG(r, "E3008@11:19");
    EXPECT_AMONG(r, "E3009@12:5");
    run_free(r);
}

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
    RUN(redefinition_in_same_scope);
    RUN(function_redefinition);
    RUN(overload_differing_only_in_return);
    RUN(variable_and_function_clash);
    RUN(unknown_type_name);
    RUN(unsupported_object_type);
    RUN(register_class_mismatch);
    RUN(register_overlap);
    RUN(register_array_overlap);
    RUN(vulkan_binding_clash_across_classes);
    RUN(vulkan_binding_explicit_duplicate);
    RUN(vk_binding_arguments);
    RUN(numthreads_limits);
    RUN(wave_size_validation);
    RUN(wave_size_needs_shader_model);
    RUN(missing_numthreads);
    RUN(compute_entry_inputs);
    RUN(no_entry_point);
    RUN(break_continue_case_outside);
    RUN(duplicate_case_and_default);
    RUN(nonconstant_case);
    RUN(switch_selector_must_be_integer);
    RUN(vector_condition_is_an_error);
    RUN(return_mismatches);
    RUN(recursion_direct);
    RUN(recursion_indirect_reported_once);
    RUN(uninitialized_const);
    RUN(duplicate_and_recursive_fields);
    RUN(unknown_attribute_warns);
    RUN(discard_in_compute);
    RUN(locals_that_must_be_global);
    RUN(default_arguments_trailing);
    RUN(array_sizes);
    RUN(template_argument_errors);
    return UNIT_END();
}
