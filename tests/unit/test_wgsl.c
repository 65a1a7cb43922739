/* The WGSL backend through the public API: HLSL in, WGSL text out, checked
 * for the snippets each rule of the backend promises (enables, bindings,
 * buffer layouts, atomics, control flow, names, diagnostics). Validity
 * itself is Tint's job (the conformance harness); these pin the choices. */
#include <stdbool.h>
#include "../../include/prism.h"
#include "unit.h"

typedef struct Out {
    PrismResult *r;
    const char *text; /* the first WGSL blob, or NULL */
} Out;

static Out compile(const char *src, const char *profile, int bits16)
{
    PrismOptions o = prism_default_options();
    o.targets = PRISM_TARGET_WGSL;
    o.profile = profile ? profile : "cs_6_6";
    o.enable_16bit_types = bits16;
    o.verify_ir = 1;
    Out out = {prism_compile(src, strlen(src), "t.hlsl", &o), NULL};
    const PrismBlob *b = prism_find(out.r, NULL, PRISM_TARGET_WGSL);
    out.text = b ? (const char *)b->data : NULL;
    if (!out.text)
        for (int i = 0; i < prism_diagnostic_count(out.r); i++) {
            char *d = prism_format_diagnostic(out.r, i, 0);
            printf("  diag: %s", d);
            free(d);
        }
    return out;
}

static bool has(const Out *o, const char *snippet)
{
    bool ok = o->text && strstr(o->text, snippet);
    if (!ok)
        printf("  missing: %s\n%s\n", snippet, o->text ? o->text : "(no output)");
    return ok;
}

static bool lacks(const Out *o, const char *snippet)
{
    return o->text && !strstr(o->text, snippet);
}

/* The diagnostic codes a compile reported include code, and nothing came out. */
static bool reports(const Out *o, int code)
{
    for (int i = 0; i < prism_diagnostic_count(o->r); i++)
        if (prism_diagnostic(o->r, i)->code == code)
            return !o->text;
    printf("  no PRISM%d\n", code);
    return false;
}

#define SB "RWStructuredBuffer<uint> Out : register(u0);\n"
#define ENTRY "[shader(\"compute\")] [numthreads(64, 1, 1)] void main(uint3 id : SV_DispatchThreadID)"

static void enables_subgroups_first(void)
{
    Out o = compile(SB ENTRY "{ Out[id.x] = WaveActiveSum(id.x) + WavePrefixCountBits(id.x > 3); }", NULL, 0);
    CHECK(o.text && strncmp(o.text, "enable subgroups;\ndiagnostic(off, subgroup_uniformity);\n", 56) == 0);
    CHECK(has(&o, "subgroupExclusiveAdd(select(u32(0u), u32(1u), "));
    prism_free(o.r);
}

static void no_enables_without_wave_ops(void)
{
    Out o = compile(SB ENTRY "{ Out[id.x] = id.x * 2; }", NULL, 0);
    CHECK(lacks(&o, "enable") && lacks(&o, "diagnostic("));
    prism_free(o.r);
}

static void enable_f16_for_half(void)
{
    Out o = compile("RWStructuredBuffer<half> H : register(u0);\n" ENTRY "{ H[id.x] = H[id.x] * (half)2; }", NULL, 1);
    CHECK(o.text && strncmp(o.text, "enable f16;\n", 12) == 0);
    CHECK(has(&o, "array<f16>") && has(&o, "2h"));
    prism_free(o.r);
}

static void wave_size_is_subgroup_size(void)
{
    Out o = compile(SB "[WaveSize(32)] " ENTRY "{ Out[id.x] = WaveGetLaneIndex(); }", NULL, 0);
    CHECK(has(&o, "enable subgroups;\nenable subgroup_size_control;\n"));
    CHECK(has(&o, "@compute @workgroup_size(64, 1, 1) @subgroup_size(32)"));
    CHECK(has(&o, "@builtin(subgroup_invocation_id)"));
    prism_free(o.r);
}

static void bindings_and_access_modes(void)
{
    Out o = compile("StructuredBuffer<float> In : register(t2, space1);\n"
                    "RWStructuredBuffer<float> Dst : register(u3);\n"
                    "cbuffer P : register(b1) { float scale; };\n" ENTRY
                    "{ Dst[id.x] = In[id.x] * scale; }",
                    NULL, 0);
    CHECK(has(&o, "@group(1) @binding(2) var<storage, read> In: array<f32>;"));
    CHECK(has(&o, "@group(0) @binding(3) var<storage, read_write> Dst: array<f32>;"));
    CHECK(has(&o, "@group(0) @binding(1) var<uniform> P: "));
    prism_free(o.r);
}

static void atomics_every_access(void)
{
    Out o = compile("RWByteAddressBuffer Count : register(u0);\n" ENTRY
                    "{ uint old; Count.InterlockedAdd(0, 1, old); Count.Store(4, Count.Load(8) + old); }",
                    NULL, 0);
    CHECK(has(&o, "var<storage, read_write> Count: array<atomic<u32>>;"));
    CHECK(has(&o, "atomicAdd(&Count[0u], 1u)"));
    CHECK(has(&o, "atomicLoad(&Count[2u])"));
    CHECK(has(&o, "atomicStore(&Count[1u], "));
    prism_free(o.r);
}

static void compare_exchange_is_strong(void)
{
    Out o = compile("groupshared int g;\n" SB ENTRY
                    "{ int old; InterlockedCompareExchange(g, 0, (int)id.x, old); Out[id.x] = (uint)old; }",
                    NULL, 0);
    CHECK(has(&o, "var<workgroup> g: atomic<i32>;"));
    CHECK(has(&o, "loop {"));
    CHECK(has(&o, "= atomicCompareExchangeWeak(&g, 0i, "));
    CHECK(has(&o, ".exchanged || ") && has(&o, ".old_value != 0i"));
    prism_free(o.r);
}

static void loop_continuing_break_if(void)
{
    Out o = compile(SB ENTRY "{ uint k = 0; do { k += id.x; } while (k < 100); Out[id.x] = k; }", NULL, 0);
    CHECK(has(&o, "loop {") && has(&o, "continuing {") && has(&o, "break if "));
    prism_free(o.r);
}

static void switch_fallthrough_copied(void)
{
    Out o = compile(SB ENTRY "{ uint r = 0; switch (id.x) { case 0: r = 5; case 1: r += 1; break; case 2: case 3: "
                             "r = 9; break; } Out[id.x] = r; }",
                    NULL, 0);
    CHECK(has(&o, "case 2u, 3u: {") || has(&o, "case 3u, 2u: {"));
    CHECK(has(&o, "default: {}"));
    /* case 0 runs case 1's `+ 1u` itself: two additions in the text */
    const char *a = o.text ? strstr(o.text, "+ 1u") : NULL;
    CHECK(a && strstr(a + 1, "+ 1u"));
    prism_free(o.r);
}

static void value_used_after_loop_is_hoisted(void)
{
    Out o = compile(SB ENTRY "{ uint i = 0; uint sq; for (;;) { sq = i * i; if (sq > id.x) break; i++; } Out[id.x] = sq; }",
                    NULL, 0);
    /* sq is defined in the body and read after the loop: a var at the top */
    CHECK(o.text && strstr(o.text, "var ") && strstr(o.text, "var ") < strstr(o.text, "loop {"));
    prism_free(o.r);
}

static void keywords_renamed(void)
{
    Out o = compile("struct type { float loop; uint fn; };\nRWStructuredBuffer<type> var : register(u0);\n"
                    "float __select(float let) { return let * 2; }\n" ENTRY
                    "{ type t = var[id.x]; t.loop = __select(t.loop); var[id.x] = t; }",
                    NULL, 0);
    CHECK(has(&o, "struct type_1 {") && has(&o, "struct type_2 {") && lacks(&o, "struct type {"));
    CHECK(has(&o, "var<storage, read_write> var_1: array<type_"));
    CHECK(has(&o, "fn _select(let_1: f32)")); /* `__` leads no identifier (WGSL 15.1) */
    CHECK(has(&o, "    _m0: f32,")); /* the member `loop` */
    CHECK(lacks(&o, " __"));
    prism_free(o.r);
}

static void cbuffer_layout_kept(void)
{
    Out o = compile("cbuffer P : register(b0) { float a; float3 b; float arr[3]; float2x3 m; };\n"
                    "RWStructuredBuffer<float4> Dst : register(u1);\n" ENTRY
                    "{ Dst[id.x] = float4(b, a) + arr[id.x % 3] + float4(m[1], 0); }",
                    NULL, 0);
    /* float3 at offset 4: three scalars; arrays of floats: one row each */
    CHECK(has(&o, "_m1_0: f32,") && has(&o, "_m1_2: f32,"));
    CHECK(has(&o, "@size(16) v: f32,") && has(&o, "arr: array<Stride16_f32, 3>,"));
    CHECK(has(&o, "vec3<f32>(P._m1_0, P._m1_1, P._m1_2)"));
    prism_free(o.r);
}

static void matrix_products_swap(void)
{
    Out o = compile("cbuffer P : register(b0) { row_major float4x4 M; };\n"
                    "RWStructuredBuffer<float4> Dst : register(u1);\n" ENTRY
                    "{ float4 v = Dst[id.x]; Dst[id.x] = mul(M, v) + mul(v, M); }",
                    NULL, 0);
    CHECK(has(&o, "M: mat4x4<f32>,"));
    /* mul(M, v) is v * M in WGSL (HLSL rows are WGSL columns), mul(v, M)
     * is M * v: the first load of M is the right operand, the second the left. */
    char m1[16] = "", m2[16] = "";
    const char *t = o.text ? strstr(o.text, "let ") : NULL;
    for (; t; t = strstr(t + 1, "let ")) {
        char name[16];
        int n = 0;
        if (sscanf(t, "let %15[a-z0-9_] = P.M;%n", name, &n) == 1 && n > 0)
            strcpy(m1[0] ? m2 : m1, name);
    }
    char want1[40], want2[40];
    snprintf(want1, sizeof want1, " * %s;", m1);
    snprintf(want2, sizeof want2, " = %s * ", m2);
    CHECK(m1[0] && m2[0] && has(&o, want1) && has(&o, want2));
    prism_free(o.r);
}

static void double_is_reported(void)
{
    Out o = compile(SB ENTRY "{ double d = id.x; Out[id.x] = (uint)(d * 0.5); }", NULL, 0);
    CHECK(reports(&o, 5200));
    prism_free(o.r);
}

static void int64_is_reported(void)
{
    Out o = compile("RWStructuredBuffer<uint64_t> W : register(u0);\n" ENTRY "{ W[id.x] = W[id.x] + 1; }", NULL, 0);
    CHECK(reports(&o, 5200));
    prism_free(o.r);
}

static void int16_is_reported(void)
{
    Out o = compile("RWStructuredBuffer<uint16_t> W : register(u0);\n" ENTRY "{ W[id.x] = W[id.x] + 1; }", NULL, 1);
    CHECK(reports(&o, 5201));
    prism_free(o.r);
}

static void texel_buffer_is_reported(void)
{
    /* 32-bit texels in T's own format are a storage buffer; three components are not */
    Out o = compile("RWBuffer<float3> T : register(u0);\n" ENTRY "{ T[id.x] = 1.0; }", NULL, 0);
    CHECK(reports(&o, 5203));
    prism_free(o.r);
}

static void barrier_in_divergent_if_is_reported(void)
{
    Out o = compile("groupshared uint g[64];\n" SB ENTRY
                    "{ g[id.x % 64] = id.x; if (id.x < 32) GroupMemoryBarrierWithGroupSync(); Out[id.x] = g[0]; }",
                    NULL, 0);
    CHECK(reports(&o, 5213));
    prism_free(o.r);
}

/* Deep in a switch and a loop: the check's first look for a barrier at
 * all must find it there. */
static void barrier_nested_in_switch_loop_is_reported(void)
{
    Out o = compile("cbuffer P : register(b1) { uint n; };\ngroupshared uint g[64];\n" SB ENTRY
                    "{ g[id.x % 64] = id.x; switch (n) { case 1: for (uint i = 0; i < n; i++) {"
                    " if (id.x < 32) GroupMemoryBarrierWithGroupSync(); } break; default: break; }"
                    " Out[id.x] = g[0]; }",
                    NULL, 0);
    CHECK(reports(&o, 5213));
    prism_free(o.r);
}

static void barrier_under_uniform_if_is_fine(void)
{
    Out o = compile("cbuffer P : register(b1) { uint n; };\ngroupshared uint g[64];\n" SB ENTRY
                    "{ g[id.x % 64] = id.x; if (n > 3) GroupMemoryBarrierWithGroupSync(); Out[id.x] = g[0]; }",
                    NULL, 0);
    CHECK(has(&o, "workgroupBarrier();"));
    prism_free(o.r);
}

static void isnan_from_bits(void)
{
    Out o = compile("RWStructuredBuffer<float> F : register(u1);\n" SB ENTRY "{ Out[id.x] = isnan(F[id.x]) ? 1 : 0; }",
                    NULL, 0);
    CHECK(has(&o, "(bitcast<u32>(") && has(&o, "& u32(0x7fffffffu)) > u32(0x7f800000u)"));
    prism_free(o.r);
}

static void deterministic(void)
{
    const char *src = "cbuffer P : register(b1) { float3 a; float b; };\n" SB ENTRY
                      "{ uint n = 0; for (uint i = 0; i < id.x; i++) n += WaveActiveCountBits(i < 3); Out[id.x] = n + (uint)a.y; }";
    Out a = compile(src, NULL, 0), b = compile(src, NULL, 0);
    CHECK(a.text && b.text && strcmp(a.text, b.text) == 0);
    prism_free(a.r);
    prism_free(b.r);
}

int main(void)
{
    RUN(enables_subgroups_first);
    RUN(no_enables_without_wave_ops);
    RUN(enable_f16_for_half);
    RUN(wave_size_is_subgroup_size);
    RUN(bindings_and_access_modes);
    RUN(atomics_every_access);
    RUN(compare_exchange_is_strong);
    RUN(loop_continuing_break_if);
    RUN(switch_fallthrough_copied);
    RUN(value_used_after_loop_is_hoisted);
    RUN(keywords_renamed);
    RUN(cbuffer_layout_kept);
    RUN(matrix_products_swap);
    RUN(double_is_reported);
    RUN(int64_is_reported);
    RUN(int16_is_reported);
    RUN(texel_buffer_is_reported);
    RUN(barrier_in_divergent_if_is_reported);
    RUN(barrier_nested_in_switch_loop_is_reported);
    RUN(barrier_under_uniform_if_is_fine);
    RUN(isnan_from_bits);
    RUN(deterministic);
    return UNIT_END();
}
