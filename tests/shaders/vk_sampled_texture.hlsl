// ARGS: -T ps_6_7
// WGSL: PRISM5240 WebGPU has no combined image samplers
// WGSL: PRISM5231 WGSL has no 1D array or multisampled array textures
// WGSL: PRISM5235 WGSL has no lod query and no lod clamp
// glslang: rejects (it has no vk::SampledTexture types)
// vk::SampledTexture* (HLSL proposal 0034): Vulkan's combined image
// samplers as types, whose methods are Texture*'s without the sampler
// argument. SPIR-V: one OpTypeSampledImage variable each (OpImage of it for
// Load, [] and GetDimensions); MSL: a texture and a sampler; register(s)
// or register(t), as DXC and the offload-test-suite write them.
[[vk::binding(0)]] vk::SampledTexture2D<float4> Albedo : register(s0);
[[vk::binding(1)]] vk::SampledTexture2D Shadow : register(t1);
[[vk::binding(2)]] vk::SampledTexture1D<float> Ramp : register(s2);
[[vk::binding(3)]] vk::SampledTexture1DArray<float2> Ramps : register(s3);
[[vk::binding(4)]] vk::SampledTexture2DArray<float4> Layers : register(s4);
[[vk::binding(5)]] vk::SampledTexture2DMS<float4, 4> Resolve : register(s5);
[[vk::binding(6)]] vk::SampledTexture2DMSArray<float4> ResolveLayers : register(s6);
[[vk::binding(7)]] vk::SampledTexture3D<float4> Volume : register(s7);
[[vk::binding(8)]] vk::SampledTextureCUBE<float4> Sky : register(s8);
[[vk::binding(9)]] vk::SampledTextureCUBEArray<float4> Probes : register(s9);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 dir : NORMAL) : SV_Target
{
    uint w, h, levels, status;
    Albedo.GetDimensions(0, w, h, levels);
    int2 p = int2(pos.xy);
    float4 c = Albedo.Sample(uv) + Albedo.Sample(uv, int2(1, 0)) + Albedo.Sample(uv, int2(0, 1), 2.0, status);
    c += Albedo.SampleBias(uv, 0.5) + Albedo.SampleLevel(uv, 1.0, int2(-1, 0));
    c += Albedo.SampleGrad(uv, ddx(uv), ddy(uv)) * CheckAccessFullyMapped(status);
    c += Albedo.Gather(uv) + Albedo.GatherRed(uv, int2(1, 1)) + Albedo.GatherAlpha(uv);
    c += Albedo.Load(int3(p, 0)) + Albedo.Load(int3(p, 1), int2(1, 0)) + Albedo[uint2(p)] + Albedo.mips[1][uint2(p) / 2];
    c.x += Albedo.CalculateLevelOfDetail(uv) + Albedo.CalculateLevelOfDetailUnclamped(uv);
    // a comparison makes Shadow a depth texture (depth2d on MSL)
    c.y += Shadow.SampleCmp(uv, 0.5) + Shadow.SampleCmpLevelZero(uv, 0.5, int2(1, 0)) + Shadow.SampleCmpLevel(uv, 0.5, 0.0);
    c += Shadow.GatherCmp(uv, 0.5) + Shadow.GatherCmpRed(uv, 0.25, int2(0, 1));
    c.z += Ramp.Sample(uv.x) + Ramp.Load(int2(p.x, 0)) + Ramps.SampleLevel(float2(uv.x, 1), 0).y;
    c += Layers.Sample(float3(uv, 2)) + Layers.Load(int4(p, 1, 0)) + Layers.GatherGreen(float3(uv, 1));
    c += Resolve.Load(p, 3) + Resolve.sample[1][uint2(p)] + Resolve[uint2(p)] + ResolveLayers.Load(int3(p, 1), 2);
    c.xy += Resolve.GetSamplePosition(2);
    c += Volume.Sample(float3(uv, 0.5)) + Volume.SampleLevel(float3(uv, 0.5), 2.0);
    c += Sky.Sample(dir) + Sky.SampleLevel(dir, 3.0) + Probes.Sample(float4(dir, 1)) + Probes.Gather(float4(dir, 2));
    return c + float4(w, h, levels, 0);
}
