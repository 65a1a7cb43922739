/* Reflection of textures and samplers (docs/reflection.md), through the
 * public API: the descriptor types, the WebGPU layout entries in WebGPU's
 * terms, arraySize, Metal indices, vulkanFeatures. */
#include <stdlib.h>
#include <string.h>
#include "../../include/prism.h"
#include "reflect_unit.h"
#include "unit.h"

static PrismResult *compile(const char *src, const char *profile, unsigned targets)
{
    PrismOptions o = prism_default_options();
    o.targets = targets;
    o.profile = profile;
    o.entry = "main";
    return prism_compile(src, strlen(src), "test.hlsl", &o);
}

static const char *pixel =
    "Texture2D<float4> Albedo : register(t0);\n"
    "Texture2D<float> Shadow : register(t1);\n"
    "Texture2D<uint> Ids : register(t2);\n"
    "Texture2D<float4> Data : register(t3);\n"
    "TextureCubeArray<float4> Probes : register(t4);\n"
    "Texture2DMS<float4> Msaa : register(t5);\n"
    "Texture2D<float4> Maps[3] : register(t6);\n"
    "SamplerState Smp : register(s0, space1);\n"
    "SamplerComparisonState Cmp : register(s1, space1);\n"
    "float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target {\n"
    "    float4 c = Albedo.Sample(Smp, uv) + Shadow.SampleCmp(Cmp, uv, 0.5) + Data.Load(int3(pos.xy, 0));\n"
    "    c += Probes.SampleLevel(Smp, float4(1, 0, 0, 2), 0) + Msaa.Load(int2(pos.xy), 1) + Maps[2].Sample(Smp, uv);\n"
    "    return c + Albedo.GatherRed(Smp, uv, int2(1, 0)) + float4(Ids.Load(int3(0, 0, 0)), 0, 0, 0);\n"
    "}\n";

static void sampled_textures_and_samplers(void)
{
    PrismResult *r = compile(pixel, "ps_6_0", PRISM_TARGET_SPIRV | PRISM_TARGET_MSL);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"name\": \"Albedo\", \"type\": \"Texture2D<float4>\", \"register\": \"t0\""));
    CHECK(has(r, "\"descriptorType\": \"SAMPLED_IMAGE\"}"));
    CHECK(has(r, "\"texture\": {\"sampleType\": \"float\", \"viewDimension\": \"2d\", \"multisampled\": false}}"));
    /* compared: depth; only loaded: unfilterable-float; uint: uint */
    CHECK(has(r, "\"texture\": {\"sampleType\": \"depth\", \"viewDimension\": \"2d\""));
    CHECK(has(r, "\"texture\": {\"sampleType\": \"unfilterable-float\", \"viewDimension\": \"2d\""));
    CHECK(has(r, "\"texture\": {\"sampleType\": \"uint\""));
    CHECK(has(r, "\"viewDimension\": \"cube-array\""));
    CHECK(has(r, "\"multisampled\": true"));
    CHECK(has(r, "\"arraySize\": 3"));
    /* WebGPU: one binding an element (wgsl_resource_arrays.c) */
    CHECK(has(r, "\"webgpu\": {\"group\": 0, \"binding\": 6, \"bindings\": [6, 7, 8], \"texture\": {\"sampleType\": "
                 "\"float\""));
    CHECK(has(r, "\"descriptorType\": \"SAMPLER\""));
    CHECK(has(r, "\"sampler\": {\"type\": \"filtering\"}"));
    CHECK(has(r, "\"sampler\": {\"type\": \"comparison\"}"));
    /* Metal: textures count per class (the array takes 3), samplers apart */
    CHECK(has(r, "\"name\": \"Maps\""));
    CHECK(has(r, "\"metal\": {\"texture\": 6}}"));
    CHECK(has(r, "\"metal\": {\"sampler\": 1}}"));
    CHECK(has(r, "\"vulkanFeatures\": [\"shaderImageGatherExtended\", \"imageCubeArray\"]"));
    prism_free(r);
}

static const char *compute =
    "[[vk::image_format(\"rgba8\")]] RWTexture2D<float4> Out : register(u0);\n"
    "RWTexture2D<float> Accum : register(u1);\n"
    "RWTexture2D<float3> Loose : register(u2);\n"
    "[numthreads(8, 8, 1)] void main(uint3 id : SV_DispatchThreadID) {\n"
    "    Out[id.xy] = 1.0; Accum[id.xy] = Accum[id.xy] + 1.0; Loose[id.xy] = Loose[id.xy] * 2.0;\n"
    "}\n";

static void storage_textures(void)
{
    PrismResult *r = compile(compute, "cs_6_0", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"descriptorType\": \"STORAGE_IMAGE\", \"imageFormat\": \"Rgba8\"}"));
    CHECK(has(r, "\"storageTexture\": {\"access\": \"write-only\", \"format\": \"rgba8unorm\", \"viewDimension\": \"2d\"}"));
    CHECK(has(r, "\"storageTexture\": {\"access\": \"read-write\", \"format\": \"r32float\", \"viewDimension\": \"2d\"}"));
    CHECK(has(r, "\"imageFormat\": \"Unknown\""));
    CHECK(has(r, "\"unsupported\": \"storage format unknown: WebGPU has no such storage format\""));
    CHECK(has(r, "\"vulkanFeatures\": [\"shaderStorageImageReadWithoutFormat\", \"shaderStorageImageWriteWithoutFormat\"]"));
    prism_free(r);
}

static void combined_image_samplers(void)
{
    const char *src = "[[vk::combinedImageSampler]] [[vk::binding(2, 1)]] Texture2D<float4> Tex : register(t0);\n"
                      "[[vk::combinedImageSampler]] [[vk::binding(2, 1)]] SamplerState Smp : register(s0);\n"
                      "float4 main(float2 uv : TEXCOORD0) : SV_Target { return Tex.Sample(Smp, uv); }\n";
    PrismResult *r = compile(src, "ps_6_0", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"vulkan\": {\"set\": 1, \"binding\": 2, \"descriptorType\": \"COMBINED_IMAGE_SAMPLER\"}"));
    CHECK(has(r, "\"unsupported\": \"the sampler of a [[vk::combinedImageSampler]] pair"));
    prism_free(r);
}

/* WebGPU pairs "filtering" samplers with "float" textures only: a sampler
 * that reads a depth texture (one a comparison makes depth) or gathers an
 * integer one without comparison is "non-filtering". */
static void non_filtering_samplers(void)
{
    const char *src = "Texture2D<float> Shadow : register(t0);\n"
                      "Texture2D<uint> Ids : register(t1);\n"
                      "Texture2D<float4> Albedo : register(t2);\n"
                      "SamplerComparisonState Cmp : register(s0, space1);\n"
                      "SamplerState Point : register(s1, space1);\n"
                      "SamplerState Nearest : register(s2, space1);\n"
                      "SamplerState Linear : register(s3, space1);\n"
                      "float4 main(float2 uv : TEXCOORD0) : SV_Target {\n"
                      "    float4 c = Shadow.SampleCmp(Cmp, uv, 0.5) + Shadow.SampleLevel(Point, uv, 0);\n"
                      "    return c + float4(Ids.Gather(Nearest, uv)) + Albedo.Sample(Linear, uv); }\n";
    PrismResult *r = compile(src, "ps_6_0", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    const char *json = prism_reflection_json(r);
    const char *p = json ? strstr(json, "\"name\": \"Point\"") : NULL;
    const char *n = json ? strstr(json, "\"name\": \"Nearest\"") : NULL;
    const char *l = json ? strstr(json, "\"name\": \"Linear\"") : NULL;
    CHECK(p && n && l);
    CHECK(p && strstr(p, "\"sampler\": {\"type\": \"non-filtering\"}") < n);
    CHECK(n && strstr(n, "\"sampler\": {\"type\": \"non-filtering\"}") < l);
    CHECK(l && strstr(l, "\"sampler\": {\"type\": \"filtering\"}"));
    CHECK(has(r, "\"sampler\": {\"type\": \"comparison\"}"));
    prism_free(r);
}

/* vk::SampledTexture*: one entry, one COMBINED_IMAGE_SAMPLER; Metal's
 * texture and sampler in it; none for WebGPU. Only loaded: no sampler. */
static void vk_sampled_textures(void)
{
    const char *src = "[[vk::binding(3)]] vk::SampledTexture2D<float4> Tex : register(s1);\n"
                      "[[vk::binding(4)]] vk::SampledTexture2D<float4> Data : register(t2);\n"
                      "float4 main(float2 uv : TEXCOORD0) : SV_Target {\n"
                      "    return Tex.Sample(uv) + Data.Load(int3(0, 0, 0)); }\n";
    PrismResult *r = compile(src, "ps_6_0", PRISM_TARGET_SPIRV | PRISM_TARGET_MSL);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"name\": \"Tex\", \"type\": \"vk::SampledTexture2D<float4>\", \"register\": \"s1\""));
    CHECK(has(r, "\"vulkan\": {\"set\": 0, \"binding\": 3, \"descriptorType\": \"COMBINED_IMAGE_SAMPLER\"}"));
    CHECK(has(r, "\"unsupported\": \"a vk::SampledTexture is a combined image sampler"));
    CHECK(has(r, "\"metal\": {\"texture\": 0, \"sampler\": 0}"));
    CHECK(has(r, "\"texture\": {\"sampleType\": \"unfilterable-float\", \"viewDimension\": \"2d\""));
    CHECK(has(r, "\"metal\": {\"texture\": 1}}"));
    const char *json = prism_reflection_json(r);
    CHECK(json && !strstr(json, "Tex_sampler")); /* one resource, one entry */
    prism_free(r);
}

static void discard_needs_the_demote_feature(void)
{
    const char *src = "Texture2D<float4> T : register(t0); SamplerState S : register(s0, space1);\n"
                      "float4 main(float2 uv : TEXCOORD0) : SV_Target {\n"
                      "    float4 c = T.Sample(S, uv); if (c.a < 0.5) discard; return c; }\n";
    PrismResult *r = compile(src, "ps_6_0", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"extensions\": [\"SPV_EXT_demote_to_helper_invocation\"]"));
    CHECK(has(r, "\"vulkanFeatures\": [\"shaderDemoteToHelperInvocation\"]"));
    prism_free(r);
}

/* Typed buffers of 32-bit texels in T's own format are storage buffers on
 * WebGPU, with the format their texels must be in; the others say why not. */
static void typed_buffers_on_webgpu(void)
{
    PrismResult *r = compile("RWBuffer<float4> A : register(u0);\n"
                             "Buffer<int2> B : register(t1);\n"
                             "RWBuffer<float3> C : register(u2);\n"
                             "[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {\n"
                             "    A[i] = float4(B[i], 0, 1); C[i] = 1;\n"
                             "}\n",
                             "cs_6_0", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"webgpu\": {\"group\": 0, \"binding\": 0, \"buffer\": {\"type\": \"storage\"}, "
                 "\"texelFormat\": \"rgba32float\"}"));
    CHECK(has(r, "\"buffer\": {\"type\": \"read-only-storage\"}, \"texelFormat\": \"rg32sint\"}"));
    CHECK(has(r, "\"webgpu\": {\"group\": 0, \"binding\": 2, \"unsupported\": \"texel buffers"));
    prism_free(r);
}

/* The view a texel buffer needs: a storage one's SPIR-V format; a 2-vector
 * of 64-bit ints, four 32-bit channels, whichever kind (a uniform texel
 * buffer's SPIR-V says Unknown); other uniform ones, none. */
static void texel_buffer_view_formats(void)
{
    PrismResult *r = compile("RWBuffer<uint64_t2> A : register(u0);\n"
                             "Buffer<int64_t2> B : register(t1);\n"
                             "RWBuffer<float2> C : register(u2);\n"
                             "Buffer<float4> D : register(t3);\n"
                             "[numthreads(1, 1, 1)] void main(uint i : SV_DispatchThreadID) {\n"
                             "    A[i] = B[i] + (int64_t2)C[i] + (int64_t2)D[i].xy;\n"
                             "}\n",
                             "cs_6_6", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"binding\": 0, \"descriptorType\": \"STORAGE_TEXEL_BUFFER\", \"imageFormat\": \"Rgba32ui\"}"));
    CHECK(has(r, "\"binding\": 1, \"descriptorType\": \"UNIFORM_TEXEL_BUFFER\", \"imageFormat\": \"Rgba32i\"}"));
    CHECK(has(r, "\"binding\": 2, \"descriptorType\": \"STORAGE_TEXEL_BUFFER\", \"imageFormat\": \"Rg32f\"}"));
    CHECK(has(r, "\"binding\": 3, \"descriptorType\": \"UNIFORM_TEXEL_BUFFER\"}"));
    prism_free(r);
}

/* R64 images: the feature and the device extension they need. */
static void int64_textures_need_image_int64(void)
{
    PrismResult *r = compile("RWTexture2D<uint64_t> V : register(u0);\n"
                             "Texture2D<uint64_t> P : register(t1);\n"
                             "[numthreads(8, 8, 1)] void main(uint3 i : SV_DispatchThreadID) {\n"
                             "    InterlockedMax(V[i.xy], P[i.yx]);\n"
                             "}\n",
                             "cs_6_6", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"descriptorType\": \"STORAGE_IMAGE\", \"imageFormat\": \"R64ui\"}"));
    CHECK(has(r, "\"unsupported\": \"64-bit integer texels"));
    CHECK(has(r, "\"vulkanFeatures\": [\"shaderImageInt64Atomics\", \"shaderInt64\"]"));
    CHECK(has(r, "\"vulkanExtensions\": [\"VK_EXT_shader_image_atomic_int64\"]"));
    prism_free(r);
}

/* 64-bit atomics: Vulkan enables them per storage class (buffers,
 * groupshared, images), each with its own feature; image atomics alone
 * need neither of the first two. */
static void int64_atomics_name_their_storage_class(void)
{
    PrismResult *r = compile("RWByteAddressBuffer B : register(u0);\n"
                             "groupshared uint64_t g;\n"
                             "[numthreads(8, 1, 1)] void main(uint i : SV_GroupIndex) {\n"
                             "    uint64_t o; InterlockedAdd(g, (uint64_t)i, o);\n"
                             "    GroupMemoryBarrierWithGroupSync();\n"
                             "    B.InterlockedAdd64(0, g, o);\n"
                             "}\n",
                             "cs_6_6", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(has(r, "\"vulkanFeatures\": [\"shaderInt64\", \"shaderBufferInt64Atomics\", \"shaderSharedInt64Atomics\"]"));
    prism_free(r);
    r = compile("RWTexture2D<uint64_t> V : register(u0);\n"
                "[numthreads(8, 8, 1)] void main(uint3 i : SV_DispatchThreadID) { InterlockedMax(V[i.xy], 1); }\n",
                "cs_6_6", PRISM_TARGET_SPIRV);
    CHECK(r && prism_success(r));
    CHECK(!has(r, "shaderBufferInt64Atomics") && !has(r, "shaderSharedInt64Atomics"));
    prism_free(r);
}

int main(void)
{
    RUN(texel_buffer_view_formats);
    RUN(int64_textures_need_image_int64);
    RUN(int64_atomics_name_their_storage_class);
    RUN(typed_buffers_on_webgpu);
    RUN(sampled_textures_and_samplers);
    RUN(storage_textures);
    RUN(combined_image_samplers);
    RUN(vk_sampled_textures);
    RUN(non_filtering_samplers);
    RUN(discard_needs_the_demote_feature);
    return UNIT_END();
}
