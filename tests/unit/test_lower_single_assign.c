/* Locals written once (frontend/lower_single_assign.c): with the optional
 * passes on, a local only read after its initializer is its initializer's
 * value in the lowered IR, with no var, store or load; every way of writing
 * it, or of reaching it as a place, keeps the variable. The modules pass
 * ir_verify, the passes and spirv-val (check_module). */
#include "lower_unit.h"

/* compile() with the default pipeline's options (optimize = 1), under
 * which lowering binds such locals to values. */
static Run *compile_optimized_hv(const char *src, int hv) { return compile_opt(src, hv, 1); }

static Run *compile_optimized(const char *src)
{
    return compile_optimized_hv(src, 2021);
}

/* Whether the dump has a var for the local `name` (its "; name" comment). */
static bool has_var(const Run *r, const char *type, const char *name)
{
    char line[160];
    snprintf(line, sizeof line, "= var ptr<function, %s>  ; %s\n", type, name);
    return r->dump && strstr(r->dump, line) != NULL;
}

static const char *kinds_src =
    "RWStructuredBuffer<float> Out : register(u0);\n"
    "void set_one(out float o) { o = 1.0; }\n"
    "[numthreads(1, 1, 1)]\n"
    "void main(uint3 id : SV_DispatchThreadID)\n"
    "{\n"
    "    float x = Out[id.x];\n"
    "    float once = x * 2.0;\n"
    "    float later = x + 1.0;\n"
    "    later += once;\n"
    "    float stepped = x;\n"
    "    stepped++;\n"
    "    float outarg = x - 1.0;\n"
    "    set_one(outarg);\n"
    "    float2 elem = float2(x, once);\n"
    "    elem.y = 3.0;\n"
    "    float2 part = float2(once, x);\n"
    "    float k = 0.5;\n"
    "    if (x > 0.0) {\n"
    "        float inner = x * 3.0;\n"
    "        Out[2] = inner;\n"
    "    }\n"
    "    Out[1] = once + later + stepped + outarg + elem.x + part.y + k;\n"
    "}\n";

/* x and once are only read: values (the multiply's result is used
 * directly, never loaded). later (+=), stepped (++), outarg (an out
 * argument), elem (a component written), part (a component read, through
 * its place), k (a constant, which a load does not fold) and inner (in an
 * if, where ir_opt_vars_to_ssa's phi ids could differ) stay variables. */
static void written_once_has_no_var(void)
{
    Run *r = compile_optimized(kinds_src);
    CHECK(r->m != NULL);
    CHECK(!has_var(r, "f32", "x"));
    CHECK(!has_var(r, "f32", "once"));
    CHECK_HAS(r, "%15 = mul f32 %14, 2.0f\n    %16 = add f32 %14, 1.0f\n");
    CHECK(has_var(r, "f32", "later"));
    CHECK(has_var(r, "f32", "stepped"));
    CHECK(has_var(r, "f32", "outarg"));
    CHECK(has_var(r, "vec2<f32>", "elem"));
    CHECK(has_var(r, "vec2<f32>", "part"));
    CHECK(has_var(r, "f32", "k"));
    CHECK(has_var(r, "f32", "inner"));
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* -O0 keeps every local a variable: no pass would remove them, and the
 * output shows them. */
static void unoptimized_keeps_vars(void)
{
    Run *r = compile(kinds_src);
    CHECK(has_var(r, "f32", "x"));
    CHECK(has_var(r, "f32", "once"));
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* A local used as an inout argument, as the destination of an atomic's
 * original value, or by an index into an array of it stays a variable;
 * `precise` anywhere keeps the function's locals (its mark would follow a
 * value past where the load stopped it). */
static void places_keep_vars(void)
{
    Run *r = compile_optimized("RWStructuredBuffer<uint> Buf : register(u0);\n"
                               "void twice(inout uint v) { v *= 2; }\n"
                               "[numthreads(1, 1, 1)]\n"
                               "void main(uint3 id : SV_DispatchThreadID)\n"
                               "{\n"
                               "    uint io = Buf[0];\n"
                               "    twice(io);\n"
                               "    uint orig = 0u + Buf[1];\n"
                               "    InterlockedAdd(Buf[2], 1u, orig);\n"
                               "    uint read = Buf[3];\n"
                               "    Buf[4] = io + orig + read;\n"
                               "}\n");
    CHECK(has_var(r, "u32", "io"));
    CHECK(has_var(r, "u32", "orig"));
    CHECK(!has_var(r, "u32", "read"));
    CHECK(check_module(r) > 0);
    run_free(r);
    r = compile_optimized("RWStructuredBuffer<float> Out : register(u0);\n"
                          "[numthreads(1, 1, 1)]\n"
                          "void main(uint3 id : SV_DispatchThreadID)\n"
                          "{\n"
                          "    float a = Out[0] * 2.0;\n"
                          "    precise float p = a + 1.0;\n"
                          "    Out[1] = p;\n"
                          "}\n");
    CHECK(has_var(r, "f32", "a"));
    CHECK(has_var(r, "f32", "p"));
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* A for-init variable only read in its loop is a value; read after the
 * loop (HLSL 2018 scoping) it stays a variable: the read is outside the
 * scope the pre-scan saw it in. */
static void read_after_loop_keeps_var(void)
{
    const char *src = "RWStructuredBuffer<float> Out : register(u0);\n"
                      "[numthreads(1, 1, 1)]\n"
                      "void main(uint3 id : SV_DispatchThreadID)\n"
                      "{\n"
                      "    float acc = 0.0;\n"
                      "    for (float lim = Out[0] + 1.0; acc < lim; acc += 1.0)\n"
                      "        Out[1] = acc;\n"
                      "    Out[2] = AFTER;\n"
                      "}\n";
    char buf[1024];
    snprintf(buf, sizeof buf, "#define AFTER acc\n%s", src);
    Run *r = compile_optimized(buf);
    CHECK(has_var(r, "f32", "acc"));
    CHECK(!has_var(r, "f32", "lim"));
    CHECK(check_module(r) > 0);
    run_free(r);
    snprintf(buf, sizeof buf, "#define AFTER lim\n%s", src);
    r = compile_optimized_hv(buf, 2018);
    CHECK(r->m != NULL);
    CHECK(has_var(r, "f32", "lim"));
    CHECK(check_module(r) > 0);
    run_free(r);
}

int main(void)
{
    RUN(written_once_has_no_var);
    RUN(unoptimized_keeps_vars);
    RUN(places_keep_vars);
    RUN(read_after_loop_keeps_var);
    return UNIT_END();
}
