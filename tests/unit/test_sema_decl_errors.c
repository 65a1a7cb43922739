/* Unit tests of sema's declarations half on programs it must reject: each
 * case compiles a small shader through preprocess -> parse -> sema_check and
 * checks its diagnostics (code and line:col): redefinitions, unknown types,
 * register and binding clashes, entry point attributes, statements out of
 * place, recursion, fields, attributes, array sizes and template arguments.
 * Cases are named after the rule they check. Moved out of test_sema_decl.c. */
#include "sema_decl_unit.h"

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

int main(void)
{
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
