// ARGS: -T ps_6_0
// MSL: PRISM5420 (9,52) Metal binds fixed-size arrays only
// WGSL: PRISM5230 (9,52) WebGPU has no binding arrays
// glslang: rejects (it has no vk::SampledTexture types)
// An unbounded array of vk::SampledTexture2D ("bindless" combined image
// samplers, GLSL's sampler2D t[]) indexed with NonUniformResourceIndex:
// RuntimeDescriptorArray, NonUniform on the loaded sampled image; and
// with a uniform index.
[[vk::binding(0, 1)]] vk::SampledTexture2D<float4> Bindless[] : register(t0, space1);
[[vk::binding(0)]] cbuffer Draw : register(b0) { uint Base; };

[shader("pixel")]
float4 main(float2 uv : TEXCOORD0, nointerpolation uint id : INDEX) : SV_Target
{
    return Bindless[NonUniformResourceIndex(id)].Sample(uv) + Bindless[Base].Gather(uv);
}
