/* The MSL writer, end to end through the API: HLSL in, the key pieces of
 * the MSL out (kernel signatures with their Metal indices and builtins,
 * atomics, threadgroup memory, barriers, simd_ and quad_ functions, struct
 * padding, renamed keywords), the diagnostics for what Metal lacks, and
 * reflection's Metal indices agreeing with the source. When clang and
 * conformance/msl are there, each output also goes through the checker. */
#include <stdlib.h>
#include <unistd.h>
#include "../../include/prism.h"
#include "unit.h"

typedef struct Out {
    PrismResult *r;
    const char *msl;
} Out;

static Out compile_as(const char *src, const char *profile)
{
    PrismOptions o = prism_default_options();
    o.profile = profile;
    o.targets = PRISM_TARGET_MSL | PRISM_TARGET_SPIRV;
    o.verify_ir = 1;
    static const struct PrismBindingShift shift = {'u', 16, -1};
    o.binding_shifts = &shift;
    o.num_binding_shifts = 1;
    Out out = {prism_compile(src, strlen(src), "test.hlsl", &o), NULL};
    const PrismBlob *b = prism_find(out.r, NULL, PRISM_TARGET_MSL);
    out.msl = b ? (const char *)b->data : NULL;
    if (!out.msl)
        for (int i = 0; i < prism_diagnostic_count(out.r); i++) {
            char *d = prism_format_diagnostic(out.r, i, 0);
            printf("  diag: %s", d);
            free(d);
        }
    return out;
}

static Out compile(const char *src, int unused)
{
    (void)unused;
    return compile_as(src, NULL);
}

/* The checker of conformance/msl, when this machine has it. */
static int clang_check(const char *msl)
{
    if (access("conformance/msl/check.sh", R_OK) != 0 || system("command -v clang-19 >/dev/null 2>&1") != 0)
        return 1;
    char path[] = "/tmp/prism-test-msl-XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return 1;
    FILE *f = fdopen(fd, "w");
    fputs(msl, f);
    fclose(f);
    char cmd[256];
    snprintf(cmd, sizeof cmd, "sh conformance/msl/check.sh %s >/dev/null 2>&1", path);
    int ok = system(cmd) == 0;
    if (!ok) {
        snprintf(cmd, sizeof cmd, "sh conformance/msl/check.sh %s", path);
        if (system(cmd)) {
        }
    }
    unlink(path);
    return ok;
}

#define HAS(out, s)                                                               \
    do {                                                                          \
        if (!(out).msl || !strstr((out).msl, (s))) {                              \
            printf("  %s:%d: missing: %s\n", __FILE__, __LINE__, (s));            \
            if ((out).msl)                                                        \
                printf("%s\n", (out).msl);                                        \
            unit_case_failed = 1;                                                 \
        }                                                                         \
    } while (0)

static int has_code(PrismResult *r, int code)
{
    for (int i = 0; i < prism_diagnostic_count(r); i++)
        if (prism_diagnostic(r, i)->code == code)
            return 1;
    return 0;
}

static const char compact[] =
    "StructuredBuffer<float> Values : register(t0);\n"
    "RWStructuredBuffer<float> Kept : register(u1);\n"
    "RWByteAddressBuffer Count : register(u2);\n"
    "[shader(\"compute\")] [numthreads(64, 1, 1)]\n"
    "void CSMain(uint3 id : SV_DispatchThreadID) {\n"
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

static void kernel_signature_has_indices_and_builtins(void)
{
    Out o = compile(compact, 0);
    HAS(o, "#include <metal_stdlib>\nusing namespace metal;");
    HAS(o, "kernel void CSMain(");
    HAS(o, "const device float* Values [[buffer(0)]]");
    HAS(o, "device float* Kept [[buffer(1)]]");
    HAS(o, "device atomic_uint* Count [[buffer(2)]]");
    HAS(o, "uint3 gl_GlobalInvocationID [[thread_position_in_grid]]");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void seed_wave_ops_map_to_simd_functions(void)
{
    Out o = compile(compact, 0);
    HAS(o, "simd_prefix_exclusive_sum(uint(");
    HAS(o, "simd_sum(uint(");
    HAS(o, "simd_is_first()");
    HAS(o, "simd_broadcast_first(");
    HAS(o, "atomic_fetch_add_explicit(&Count[0u], ");
    HAS(o, "memory_order_relaxed)");
    prism_free(o.r);
}

static void reflection_metal_indices_match_the_source(void)
{
    Out o = compile(compact, 0);
    const char *j = prism_reflection_json(o.r);
    CHECK(j && strstr(j, "\"name\": \"Count\""));
    const char *c = j ? strstr(j, "\"name\": \"Count\"") : NULL;
    CHECK(c && strstr(c, "\"metal\": {\"buffer\": 2}"));
    CHECK(j && strstr(j, "\"metal\": {\"function\": \"CSMain\"}"));
    prism_free(o.r);
}

static void builtins_get_kernel_attributes(void)
{
    Out o = compile("RWStructuredBuffer<uint> O : register(u0);\n"
                    "[numthreads(8, 8, 1)] [shader(\"compute\")]\n"
                    "void K(uint3 t : SV_GroupThreadID, uint3 g : SV_GroupID, uint i : SV_GroupIndex) {\n"
                    "    O[i] = t.x + g.y + WaveGetLaneIndex() + WaveGetLaneCount();\n"
                    "}\n",
                    0);
    HAS(o, "[[thread_position_in_threadgroup]]");
    HAS(o, "[[threadgroup_position_in_grid]]");
    HAS(o, "uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]]");
    HAS(o, "[[thread_index_in_simdgroup]]");
    HAS(o, "[[threads_per_simdgroup]]");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void groupshared_is_threadgroup_in_the_kernel_and_passed_down(void)
{
    Out o = compile("RWStructuredBuffer<float> O : register(u0);\n"
                    "groupshared float Tile[64];\n"
                    "groupshared uint Hits;\n"
                    "float Sum(uint i) { return Tile[i] + Tile[63 - i]; }\n"
                    "[numthreads(64, 1, 1)] [shader(\"compute\")]\n"
                    "void K(uint i : SV_GroupIndex) {\n"
                    "    Tile[i] = O[i];\n"
                    "    InterlockedAdd(Hits, 1);\n"
                    "    GroupMemoryBarrierWithGroupSync();\n"
                    "    O[i] = Sum(i) + Hits;\n"
                    "    AllMemoryBarrierWithGroupSync();\n"
                    "    DeviceMemoryBarrierWithGroupSync();\n"
                    "}\n",
                    0);
    HAS(o, "    threadgroup float Tile[64];");
    HAS(o, "    threadgroup atomic_uint Hits;");
    HAS(o, "threadgroup float (&Tile)[64]");
    HAS(o, "threadgroup_barrier(mem_flags::mem_threadgroup);");
    HAS(o, "threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);");
    HAS(o, "threadgroup_barrier(mem_flags::mem_device);");
    HAS(o, "atomic_fetch_add_explicit(&Hits, 1u, memory_order_relaxed)");
    HAS(o, "atomic_load_explicit(&Hits, memory_order_relaxed)");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void cbuffer_members_sit_at_hlsl_offsets(void)
{
    Out o = compile("cbuffer P : register(b0) { float a; float3 b; float2 c; float3 h; float arr[2]; };\n"
                    "RWStructuredBuffer<float4> O : register(u0);\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void K() { O[0] = float4(b, a) + float4(c, h.xy) + arr[1]; }\n",
                    0);
    HAS(o, "    float a;\n    packed_float3 b;\n    float2 c;\n    char _pad0[8];\n    float3 h;\n    float4 arr[2];");
    HAS(o, "constant type_P& P [[buffer(0)]]");
    HAS(o, "float3(P.b)");
    HAS(o, "P.arr[1].x");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void keywords_and_main_are_renamed(void)
{
    Out o = compile("RWStructuredBuffer<float> device : register(u0);\n"
                    "float kernel(float constant) { float max = constant * 2; return max; }\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void main(uint3 id : SV_DispatchThreadID) { device[id.x] = kernel(device[0]); }\n",
                    0);
    HAS(o, "kernel void main0(");
    HAS(o, "device float* device0 [[buffer(0)]]");
    HAS(o, "float kernel0(float constant0)");
    const char *j = prism_reflection_json(o.r);
    CHECK(j && strstr(j, "\"metal\": {\"function\": \"main0\"}"));
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void wave_and_quad_ops_on_bools_travel_as_uint(void)
{
    Out o = compile("RWStructuredBuffer<uint4> O : register(u0);\n"
                    "[numthreads(64, 1, 1)] [shader(\"compute\")]\n"
                    "void K(uint3 id : SV_DispatchThreadID) {\n"
                    "    bool b = id.x > 3;\n"
                    "    uint4 m = WaveActiveBallot(b);\n"
                    "    bool f = WaveReadLaneFirst(b);\n"
                    "    uint q = QuadReadAcrossX(id.x) + QuadReadAcrossDiagonal(id.y) + WaveReadLaneAt(id.z, 3);\n"
                    "    O[id.x] = m + uint4(f, q, WaveActiveAllEqual(id.x), 0);\n"
                    "}\n",
                    0);
    HAS(o, "static inline uint4 prism_ballot(bool b)");
    HAS(o, "prism_ballot(");
    HAS(o, "bool(simd_broadcast_first(uint(");
    HAS(o, "quad_shuffle_xor(");
    HAS(o, ", 1u)");
    HAS(o, ", 3u)");
    HAS(o, "simd_shuffle(");
    HAS(o, "simd_all(");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void compare_exchange_is_strong(void)
{
    Out o = compile("RWByteAddressBuffer B : register(u0);\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void K() { uint old; B.InterlockedCompareExchange(0, 5, 7, old); B.Store(4, old); }\n",
                    0);
    HAS(o, "while (!atomic_compare_exchange_weak_explicit(&B[0u], &");
    HAS(o, "atomic_store_explicit(&B[");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void continue_runs_the_continuing_code(void)
{
    Out o = compile("RWStructuredBuffer<uint> O : register(u0);\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void K() { uint s = 0; for (uint i = 0; i < 10; i++) { if (i == 3) continue; s += i; } O[0] = s; }\n",
                    0);
    HAS(o, "for (;;)");
    HAS(o, "goto cont;");
    HAS(o, "cont:;");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void typed_buffers_are_texture_buffers(void)
{
    Out o = compile("Buffer<float4> In : register(t0);\n"
                    "RWBuffer<uint> Out : register(u0);\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void K(uint3 id : SV_DispatchThreadID) { uint w; Out.GetDimensions(w); Out[id.x] = (uint)In[id.x].y + w; }\n",
                    0);
    HAS(o, "texture_buffer<float, access::read> In [[texture(0)]]");
    HAS(o, "texture_buffer<uint, access::read_write> Out [[texture(1)]]");
    HAS(o, ".read(uint(");
    HAS(o, ".write(");
    HAS(o, ".get_width()");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void static_const_tables_are_program_scope_constants(void)
{
    Out o = compile("static const float W[3] = {0.25, 0.5, 0.25};\n"
                    "RWStructuredBuffer<float> O : register(u0);\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void K(uint3 id : SV_DispatchThreadID) { O[id.x] = W[id.x % 3]; }\n",
                    0);
    HAS(o, "constant float W[3] = {0.25f, 0.5f, 0.25f};");
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void get_dimensions_reads_the_buffer_sizes(void)
{
    Out o = compile("struct S { float4 a; float b; };\n"
                    "StructuredBuffer<S> In : register(t0);\n"
                    "RWByteAddressBuffer Raw : register(u0);\n"
                    "uint Count() { uint n, s; In.GetDimensions(n, s); return n; }\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void K() { uint b; Raw.GetDimensions(b); Raw.Store(0, Count() + b); }\n",
                    0);
    HAS(o, "constant uint* prism_buffer_sizes [[buffer(2)]]");
    HAS(o, "uint Count(const device S* In, constant uint* prism_buffer_sizes)");
    HAS(o, "prism_buffer_sizes[0] / 32u");
    HAS(o, "prism_buffer_sizes[1] / 4u");
    const char *j = prism_reflection_json(o.r);
    CHECK(j && strstr(j, "\"bufferSizes\": {\"buffer\": 2}"));
    CHECK(o.msl && clang_check(o.msl));
    prism_free(o.r);
}

static void double_is_a_diagnostic(void)
{
    Out o = compile("RWStructuredBuffer<float> O : register(u0);\n"
                    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
                    "void K(uint3 id : SV_DispatchThreadID) { double d = id.x; O[0] = (float)(d * 0.5); }\n",
                    0);
    CHECK(!prism_success(o.r));
    CHECK(has_code(o.r, 5400));
    prism_free(o.r);
}

static void wave_size_warns(void)
{
    Out o = compile_as("RWStructuredBuffer<uint> O : register(u0);\n"
                       "[WaveSize(32)] [numthreads(32, 1, 1)] [shader(\"compute\")]\n"
                       "void K(uint3 id : SV_DispatchThreadID) { O[id.x] = WaveGetLaneCount(); }\n",
                       "cs_6_6");
    CHECK(has_code(o.r, 5413));
    CHECK(o.msl != NULL);
    prism_free(o.r);
}

static void output_is_deterministic(void)
{
    Out a = compile(compact, 0), b = compile(compact, 0);
    CHECK(a.msl && b.msl && strcmp(a.msl, b.msl) == 0);
    prism_free(a.r);
    prism_free(b.r);
}

int main(void)
{
    RUN(kernel_signature_has_indices_and_builtins);
    RUN(seed_wave_ops_map_to_simd_functions);
    RUN(reflection_metal_indices_match_the_source);
    RUN(builtins_get_kernel_attributes);
    RUN(groupshared_is_threadgroup_in_the_kernel_and_passed_down);
    RUN(cbuffer_members_sit_at_hlsl_offsets);
    RUN(keywords_and_main_are_renamed);
    RUN(wave_and_quad_ops_on_bools_travel_as_uint);
    RUN(compare_exchange_is_strong);
    RUN(continue_runs_the_continuing_code);
    RUN(typed_buffers_are_texture_buffers);
    RUN(static_const_tables_are_program_scope_constants);
    RUN(get_dimensions_reads_the_buffer_sizes);
    RUN(double_is_a_diagnostic);
    RUN(wave_size_warns);
    RUN(output_is_deterministic);
    return UNIT_END();
}
