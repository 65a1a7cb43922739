/* Lowering (frontend/lower*.c, layout.c): small HLSL programs through
 * preprocess -> parse -> sema_check -> lower_to_ir -> ir_verify, compared
 * with expected IR dumps (whole or in part), then through the optimisation
 * passes and spirv_emit + spirv-val (Vulkan 1.2). Cases are named after the
 * rule they check. Buffers and their layouts (read from the IR types'
 * offsets and strides) are in test_lower_resources.c. */
#include <setjmp.h>
#include <unistd.h>
#include "../../backend_spirv/spirv.h"
#include "../../frontend/layout.h"
#include "../../frontend/sema.h"
#include "lower_unit.h"

/* ---------------------------------------------------------------- cases */

static const char *compact_src =
    "StructuredBuffer<float> Values : register(t0);\n"
    "RWStructuredBuffer<float> Kept : register(u1);\n"
    "RWByteAddressBuffer Count : register(u2);\n"
    "[shader(\"compute\")]\n"
    "[numthreads(64, 1, 1)]\n"
    "void CSMain(uint3 id : SV_DispatchThreadID)\n"
    "{\n"
    "    float v = Values[id.x];\n"
    "    bool keep = v > 0.5;\n"
    "    uint laneOffset = WavePrefixCountBits(keep);\n"
    "    uint waveCount = WaveActiveCountBits(keep);\n"
    "    uint waveBase = 0;\n"
    "    if (WaveIsFirstLane())\n"
    "        Count.InterlockedAdd(0, waveCount, waveBase);\n"
    "    waveBase = WaveReadLaneFirst(waveBase);\n"
    "    if (keep)\n"
    "        Kept[waveBase + laneOffset] = v;\n"
    "}\n";

/* Seed 000: the entry's body is lowered into the entry function itself, the
 * dispatch id comes from one input builtin, resources are storage blocks
 * with their registers, and the SPIR-V stays within the seed's 1576 bytes. */
static void compact_shader_entry_inlined(void)
{
    Run *r = compile(compact_src);
    char buf[8192];
    CHECK_STR(fn_text(r, "CSMain", buf, sizeof buf),
              "fn @CSMain() -> void  compute workgroup_size(64,1,1) {\n"
              "  b0:\n"
              "    %1 = var ptr<function, vec3<u32>>  ; id\n"
              "    %2 = var ptr<function, f32>  ; v\n"
              "    %3 = var ptr<function, bool>  ; keep\n"
              "    %4 = var ptr<function, u32>  ; laneOffset\n"
              "    %5 = var ptr<function, u32>  ; waveCount\n"
              "    %6 = var ptr<function, u32>  ; waveBase\n"
              "    %7 = load vec3<u32> @gl_GlobalInvocationID\n"
              "    store %1, %7\n"
              "    %8 = load vec3<u32> %1\n"
              "    %9 = extract u32 %8, 0\n"
              "    %10 = access ptr<storage, f32> @Values, 0u, %9\n"
              "    %11 = load f32 %10\n"
              "    store %2, %11\n"
              "    %12 = load f32 %2\n"
              "    %13 = gt bool %12, 0.5f\n"
              "    store %3, %13\n"
              "    %14 = load bool %3\n"
              "    %15 = intrinsic u32 WavePrefixCountBits(%14)\n"
              "    store %4, %15\n"
              "    %16 = load bool %3\n"
              "    %17 = intrinsic u32 WaveActiveCountBits(%16)\n"
              "    store %5, %17\n"
              "    store %6, 0u\n"
              "    %18 = intrinsic bool WaveIsFirstLane()\n"
              "    if %18 {\n"
              "    b1:\n"
              "      %19 = shr u32 0u, 2u\n"
              "      %20 = access ptr<storage, u32> @Count, 0u, %19\n"
              "      %21 = load u32 %5\n"
              "      %22 = atomic add u32 %20, %21\n"
              "      store %6, %22\n"
              "    } else {\n"
              "    b2:\n"
              "    }\n"
              "  b3:\n"
              "    %23 = load u32 %6\n"
              "    %24 = intrinsic u32 WaveReadLaneFirst(%23)\n"
              "    store %6, %24\n"
              "    %25 = load bool %3\n"
              "    if %25 {\n"
              "    b4:\n"
              "      %26 = load u32 %6\n"
              "      %27 = load u32 %4\n"
              "      %28 = add u32 %26, %27\n"
              "      %29 = access ptr<storage, f32> @Kept, 0u, %28\n"
              "      %30 = load f32 %2\n"
              "      store %29, %30\n"
              "    } else {\n"
              "    b5:\n"
              "    }\n"
              "  b6:\n"
              "    return\n"
              "}\n");
    CHECK_HAS(r, "global @Values : ptr<storage, type_StructuredBuffer_float> structured set(0) binding(0) readonly");
    CHECK_HAS(r, "global @Count : ptr<storage, type_RWByteAddressBuffer> byteaddress set(0) binding(2) atomic");
    CHECK(r->m && r->m->functions.len == 1 && r->m->entries.len == 1);
    size_t bytes = check_module(r);
    CHECK(bytes > 0 && bytes <= 1576);
    run_free(r);
}

/* for (init; cond; step): loop { if !cond break; body } continuing { step };
 * vars_to_ssa then puts the phis in the loop header. */
static void for_loop_shape_and_phis(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint sum = 0;\n"
                     "    [unroll(4)] for (uint i = 0; i < id.x; i++)\n"
                     "    {\n"
                     "        if (i == 7) continue;\n"
                     "        sum += i;\n"
                     "    }\n"
                     "    Out[id.x] = sum;\n"
                     "}\n");
    char buf[8192];
    CHECK_STR(fn_text(r, "main", buf, sizeof buf),
              "fn @main() -> void  compute workgroup_size(64,1,1) {\n"
              "  b0:\n"
              "    %1 = var ptr<function, vec3<u32>>  ; id\n"
              "    %2 = var ptr<function, u32>  ; sum\n"
              "    %3 = var ptr<function, u32>  ; i\n"
              "    %4 = load vec3<u32> @gl_GlobalInvocationID\n"
              "    store %1, %4\n"
              "    store %2, 0u\n"
              "    store %3, 0u\n"
              "    loop [unroll(4)] {\n"
              "    b1:\n"
              "      %5 = load u32 %3\n"
              "      %6 = load vec3<u32> %1\n"
              "      %7 = extract u32 %6, 0\n"
              "      %8 = lt bool %5, %7\n"
              "      if %8 {\n"
              "      b2:\n"
              "      } else {\n"
              "      b3:\n"
              "        break\n"
              "      }\n"
              "    b4:\n"
              "      %9 = load u32 %3\n"
              "      %10 = eq bool %9, 7u\n"
              "      if %10 {\n"
              "      b5:\n"
              "        continue\n"
              "      } else {\n"
              "      b6:\n"
              "      }\n"
              "    b7:\n"
              "      %11 = load u32 %3\n"
              "      %12 = load u32 %2\n"
              "      %13 = add u32 %12, %11\n"
              "      store %2, %13\n"
              "    } continuing {\n"
              "    b8:\n"
              "      %14 = load u32 %3\n"
              "      %15 = add u32 %14, 1u\n"
              "      store %3, %15\n"
              "    }\n"
              "  b9:\n"
              "    %16 = load vec3<u32> %1\n"
              "    %17 = extract u32 %16, 0\n"
              "    %18 = access ptr<storage, u32> @Out, 0u, %17\n"
              "    %19 = load u32 %2\n"
              "    store %18, %19\n"
              "    return\n"
              "}\n");
    CHECK(check_module(r) > 0);
    StrBuf sb = {0};
    if (r->m)
        ir_dump(r->m, &sb);
    CHECK(sb.data && strstr(sb.data, "= phi u32"));
    sb_free(&sb);
    run_free(r);
}

/* do { } while (c): the condition is the continuing's break_if. */
static void do_while_break_if(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint n = id.x;\n"
                     "    do { n = n / 2; } while (n > 3);\n"
                     "    Out[id.x] = n;\n"
                     "}\n");
    CHECK_HAS(r, "    loop {\n"
                 "    b1:\n"
                 "      %6 = load u32 %2\n"
                 "      %7 = div u32 %6, 2u\n"
                 "      store %2, %7\n"
                 "    } continuing {\n"
                 "    b2:\n"
                 "      %8 = load u32 %2\n"
                 "      %9 = gt bool %8, 3u\n"
                 "      %10 = not bool %9\n"
                 "      break_if %10\n"
                 "    }\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* switch: one case per run of labels, fall-through where no break, a
 * default in the middle, a break inside an if. */
static void switch_fallthrough_cases(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    uint r = 0;\n"
                     "    switch (id.x % 8)\n"
                     "    {\n"
                     "    case 0: r += 1;\n"
                     "    case 1: r += 10; break;\n"
                     "    case 2: case 3: r = 100; break;\n"
                     "    default: r = 7; break;\n"
                     "    case 5: if (id.x > 20) break; r = 50;\n"
                     "    }\n"
                     "    Out[id.x] = r;\n"
                     "}\n");
    CHECK_HAS(r, "    switch %6 {\n"
                 "    case 0 {\n"
                 "    b1:\n"
                 "      %7 = load u32 %2\n"
                 "      %8 = add u32 %7, 1u\n"
                 "      store %2, %8\n"
                 "    }\n"
                 "    case 1 {\n");
    CHECK_HAS(r, "    case 2, 3 {\n"
                 "    b3:\n"
                 "      store %2, 100u\n"
                 "      break\n"
                 "    }\n"
                 "    default {\n");
    /* the last case ends with an explicit break */
    CHECK_HAS(r, "      store %2, 50u\n"
                 "      break\n"
                 "    }\n"
                 "    }\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* out/inout: the callee takes ptr<function, T>; the caller passes a
 * temporary, copied in for inout and back after the call (a swizzle and an
 * array element here). In parameters become local variables. */
static void out_inout_copy_semantics(void)
{
    Run *r = compile("RWStructuredBuffer<float4> Out : register(u0);\n"
                     "void Swap(inout float a, inout float b) { float t = a; a = b; b = t; }\n"
                     "void Half(float v, out float h) { v = v * 0.5; h = v; }\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    float4 v = float4((float)id.x, 1.5, 2.5, 3.5);\n"
                     "    Swap(v.x, v.w);\n"
                     "    float parts[2];\n"
                     "    Half(v.y, parts[1]);\n"
                     "    Out[id.x] = v + parts[1];\n"
                     "}\n");
    CHECK_HAS(r, "fn @Swap(%1: ptr<function, f32>, %2: ptr<function, f32>) -> void {\n");
    CHECK_HAS(r, "fn @Half(%1: f32, %2: ptr<function, f32>) -> void {\n"
                 "  b0:\n"
                 "    %3 = var ptr<function, f32>  ; v\n"
                 "    store %3, %1\n");
    /* copy-in of v.x and v.w, the call, copy-back into the vector */
    CHECK_HAS(r, "    %12 = load vec4<f32> %2\n"
                 "    %13 = extract f32 %12, 0\n"
                 "    store %3, %13\n"
                 "    %14 = load vec4<f32> %2\n"
                 "    %15 = extract f32 %14, 3\n"
                 "    store %4, %15\n"
                 "    call void @Swap(%3, %4)\n"
                 "    %16 = load f32 %3\n"
                 "    %17 = load vec4<f32> %2\n"
                 "    %18 = insert vec4<f32> %17, %16, 0\n"
                 "    store %2, %18\n");
    /* out into an array element: address first, no copy-in, copy-out after */
    CHECK_HAS(r, "    %24 = access ptr<function, f32> %5, 1i\n"
                 "    call void @Half(%23, %6)\n"
                 "    %25 = load f32 %6\n"
                 "    store %24, %25\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* mul(): float matrices use the IR's matrix ops; int matrices (arrays of
 * rows in the IR: SPIR-V matrices are float-only) multiply-add. */
static void matrix_mul_float_and_int(void)
{
    Run *r = compile("RWStructuredBuffer<float4> Out : register(u0);\n"
                     "RWStructuredBuffer<int2> OutI : register(u1);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    float t = (float)id.x;\n"
                     "    float4x4 m = float4x4(1, 0, 0, t, 0, 1, 0, 2, 0, 0, 1, 3, 0, 0, 0, 1);\n"
                     "    float4 p = float4(1.0, 2.0, 3.0, 1.0);\n"
                     "    float4x4 mm = mul(m, transpose(m));\n"
                     "    Out[id.x] = mul(m, p) + mul(p, m) + mm[2] + (m * 2.0)[1] + dot(p, p);\n"
                     "    int2x2 im = int2x2(1, 2, 3, (int)id.x);\n"
                     "    OutI[id.x] = mul(im, int2(5, 6));\n"
                     "}\n");
    CHECK_HAS(r, "mat_times_vec vec4<f32> ");
    CHECK_HAS(r, "vec_times_mat vec4<f32> ");
    CHECK_HAS(r, "mat_times_mat mat4x4<f32> ");
    CHECK_HAS(r, "transpose mat4x4<f32> ");
    CHECK_HAS(r, "dot f32 ");
    CHECK_HAS(r, "var ptr<function, array<vec2<i32>, 2>>  ; im\n");
    CHECK_HAS(r, "mul i32 ");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* HLSL 2021: scalar && short-circuits through a variable and an if. */
static void short_circuit_and_2021(void)
{
    Run *r = compile("RWStructuredBuffer<uint> Out : register(u0);\n"
                     "bool Touch(uint i) { Out[i] = 1; return true; }\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    if (id.x > 10 && Touch(id.x))\n"
                     "        Out[0] = 2;\n"
                     "}\n");
    CHECK_HAS(r, "    %2 = var ptr<function, bool>  ; and\n");
    CHECK_HAS(r, "    %6 = gt bool %5, 10u\n"
                 "    store %2, %6\n"
                 "    if %6 {\n"
                 "    b1:\n"
                 "      %7 = load vec3<u32> %1\n"
                 "      %8 = extract u32 %7, 0\n"
                 "      %9 = call bool @Touch(%8)\n"
                 "      store %2, %9\n"
                 "    } else {\n"
                 "    b2:\n"
                 "    }\n"
                 "  b3:\n"
                 "    %10 = load bool %2\n"
                 "    if %10 {\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* HLSL 2018 (and vectors in any version): both sides evaluated, combined
 * with a component-wise and; ?: on vectors is a select. */
static void logical_and_2018_vectors(void)
{
    Run *r = compile_hv("RWStructuredBuffer<uint2> Out : register(u0);\n"
                        "[numthreads(64, 1, 1)]\n"
                        "void main(uint3 id : SV_DispatchThreadID)\n"
                        "{\n"
                        "    bool2 a = id.xy > 3;\n"
                        "    bool2 b = id.xy < 9;\n"
                        "    bool2 c = a && b;\n"
                        "    bool s = id.x > 1 && id.y > 2;\n"
                        "    Out[id.x] = c ? uint2(1, 2) : uint2(3, s ? 4 : 5);\n"
                        "}\n",
                        2018);
    CHECK_HAS(r, "and vec2<bool> ");
    CHECK_HAS(r, "and bool ");
    CHECK_HAS(r, "select vec2<u32> ");
    CHECK_HAS(r, "select i32 %27, 4i, 5i\n");
    CHECK(r->dump && !strstr(r->dump, "if "));
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* static const scalars and vectors fold to constants at every use; a static
 * const array is a private global with a constant initializer; literals are
 * constants of their converted type. */
static void static_const_folding(void)
{
    Run *r = compile("static const uint kCount = 2 * 2;\n"
                     "static const float kTable[4] = { 0.5, 1.5, 2.5, 3.5 };\n"
                     "static const float3 kAxis = float3(0.0, 1.0, 0.0);\n"
                     "static float gScale = 3;\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    Out[id.x] = kTable[id.x % kCount] * kAxis.y * gScale + (float)kCount;\n"
                     "}\n");
    CHECK_HAS(r, "global @kTable : ptr<private, array<f32, 4>> = array<f32, 4>(0.5, 1.5, 2.5, 3.5)\n");
    CHECK_HAS(r, "global @gScale : ptr<private, f32> = 3.0f\n");
    CHECK_HAS(r, "    %8 = rem u32 %7, 4u\n"
                 "    %9 = access ptr<private, f32> @kTable, %8\n"
                 "    %10 = load f32 %9\n"
                 "    %11 = mul f32 %10, 1.0f\n"
                 "    %12 = load f32 @gScale\n"
                 "    %13 = mul f32 %11, %12\n"
                 "    %14 = add f32 %13, 4.0f\n");
    CHECK(!global(r, "kCount") && !global(r, "kAxis"));
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Methods: "S::name" with `this` as a ptr<function, S> first parameter;
 * a local object is passed by address and modified in place. */
static void struct_method_this_pointer(void)
{
    Run *r = compile("struct Counter {\n"
                     "    uint count;\n"
                     "    void Add(uint v) { count += v; }\n"
                     "    uint Get() { return count; }\n"
                     "};\n"
                     "RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    Counter c;\n"
                     "    c.count = 0;\n"
                     "    c.Add(id.x);\n"
                     "    Out[id.x] = c.Get();\n"
                     "}\n");
    CHECK_HAS(r, "fn @Counter::Add(%1: ptr<function, Counter>, %2: u32) -> void {\n");
    CHECK_HAS(r, "call void @Counter::Add(%2, ");
    CHECK_HAS(r, "fn @Counter::Get(%1: ptr<function, Counter>) -> u32 {\n"
                 "  b0:\n"
                 "    %2 = access ptr<function, u32> %1, 0u\n"
                 "    %3 = load u32 %2\n"
                 "    return %3\n"
                 "}\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Swizzle stores: load-merge-store in function memory, one store per
 * component through an access chain into a buffer. Shifts mask their
 * amount. Wave lane builtins are input globals. */
static void swizzle_stores_and_shifts(void)
{
    Run *r = compile("RWStructuredBuffer<float4> Out : register(u0);\n"
                     "RWStructuredBuffer<uint> OutU : register(u1);\n"
                     "[numthreads(64, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{\n"
                     "    float4 v = 0;\n"
                     "    v.zy = float2(5.0, 6.0);\n"
                     "    Out[id.x] = v;\n"
                     "    Out[0].wx = float2(1.0, 2.0);\n"
                     "    OutU[id.x] = (id.x << id.y) + WaveGetLaneIndex() + WaveGetLaneCount();\n"
                     "}\n");
    CHECK_HAS(r, "    %4 = load vec4<f32> %2\n"
                 "    %5 = shuffle vec4<f32> %4, vec2<f32>(5.0, 6.0), 0, 5, 4, 3\n"
                 "    store %2, %5\n");
    CHECK_HAS(r, "    %11 = access ptr<storage, f32> @Out, 0u, 0i, 3u\n"
                 "    store %11, 1.0f\n"
                 "    %12 = access ptr<storage, f32> @Out, 0u, 0i, 0u\n"
                 "    store %12, 2.0f\n");
    CHECK_HAS(r, "    %20 = and u32 %19, 31u\n"
                 "    %21 = shl u32 %17, %20\n");
    CHECK_HAS(r, "load u32 @gl_SubgroupInvocationID\n");
    CHECK_HAS(r, "load u32 @gl_SubgroupSize\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Entry parameters: narrower ids take .xy, a struct input is stored
 * member by member from its members' semantics, [WaveSize] reaches the
 * function. */
static void entry_inputs_and_wave_size(void)
{
    Run *r = compile("struct In { uint3 d : SV_DispatchThreadID; uint gi : SV_GroupIndex; };\n"
                     "RWStructuredBuffer<uint> Out : register(u0);\n"
                     "[shader(\"compute\")] [WaveSize(32)] [numthreads(8, 4, 2)]\n"
                     "void main(In input, uint2 gt : SV_GroupThreadID, int g : SV_GroupID)\n"
                     "{\n"
                     "    Out[input.d.x] = input.gi + gt.y + (uint)g;\n"
                     "}\n");
    CHECK_HAS(r, "fn @main() -> void  compute workgroup_size(8,4,2) wave_size(32");
    CHECK_HAS(r, "shuffle vec2<u32> ");
    CHECK_HAS(r, "bitcast i32 ");
    CHECK_HAS(r, "access ptr<function, u32> %1, 1u\n");
    CHECK_HAS(r, "load u32 @gl_LocalInvocationIndex\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

/* Static data members are globals; a base's method called from a derived
 * method (and on a derived object) gets the base part: access ... 0. */
static void inheritance_static_members_methods(void)
{
    Run *r = compile("struct Base { float v; float Get() { return v; } };\n"
                     "struct S : Base {\n"
                     "    static const int N = 4;\n"
                     "    static uint calls;\n"
                     "    float arr[N];\n"
                     "    float Sum() { calls++; float t = Get(); for (int i = 0; i < N; i++) t += arr[i]; return t + v; }\n"
                     "};\n"
                     "namespace NS { enum Kind { KA = 3, KB }; static const int M = S::N * 2; }\n"
                     "RWStructuredBuffer<float> Out : register(u0);\n"
                     "static float Table[NS::M];\n"
                     "[shader(\"compute\")] [numthreads(S::N, 1, 1)]\n"
                     "void main(uint3 id : SV_DispatchThreadID)\n"
                     "{ S s = (S)0; Out[id.x] = s.Sum() + s.Get() + NS::KA + Table[0] + (float)S::calls; }\n");
    CHECK_HAS(r, "struct S {\n"
                 "  Base : Base\n"
                 "  arr : array<f32, 4>\n"
                 "}\n");
    CHECK_HAS(r, "global @calls : ptr<private, u32> = 0u\n");
    CHECK_HAS(r, "global @Table : ptr<private, array<f32, 8>> = null<array<f32, 8>>\n");
    CHECK_HAS(r, "call f32 @Base::Get(");
    /* this's base part, in S::Sum: through a temporary (SPIR-V calls take
     * whole variables), copied back after the call */
    CHECK_HAS(r, "    %7 = access ptr<function, Base> %1, 0u\n"
                 "    %8 = load Base %7\n"
                 "    store %3, %8\n"
                 "    %9 = call f32 @Base::Get(%3)\n"
                 "    %10 = load Base %3\n"
                 "    store %7, %10\n");
    CHECK(check_module(r) > 0);
    run_free(r);
}

int main(void)
{
    RUN(compact_shader_entry_inlined);
    RUN(for_loop_shape_and_phis);
    RUN(do_while_break_if);
    RUN(switch_fallthrough_cases);
    RUN(out_inout_copy_semantics);
    RUN(matrix_mul_float_and_int);
    RUN(short_circuit_and_2021);
    RUN(logical_and_2018_vectors);
    RUN(static_const_folding);
    RUN(struct_method_this_pointer);
    RUN(swizzle_stores_and_shifts);
    RUN(entry_inputs_and_wave_size);
    RUN(inheritance_static_members_methods);
    return UNIT_END();
}
