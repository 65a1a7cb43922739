// ARGS: -T ps_6_0
// WGSL: PRISM5230 WebGPU has no binding arrays
// glslang: rejects (it has no vk::SampledTexture types)
// Arrays of vk::SampledTexture*: one array of OpTypeSampledImage at one
// binding (GLSL's sampler2D t[4]), its element taken once for both halves
// (k++ once); MSL: an array of textures and an array of samplers.
[[vk::binding(0)]] vk::SampledTexture2D<float4> Materials[4] : register(t0);
[[vk::binding(1)]] cbuffer Draw : register(b0) { uint Material; };

float4 sample_material(uint i, float2 uv)
{
    return Materials[i].Sample(uv) + Materials[i].Load(int3(0, 0, 0));
}

[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    uint k = Material;
    float4 c = sample_material(k & 3, uv) + Materials[(k++) & 3].SampleLevel(uv, 1.0);
    return c + Materials[k & 3].Gather(uv);
}
