// ARGS: -T ps_6_0 -E main --target wgsl
// EXPECT: PRISM5240 (7,49) 'Albedo' is a vk::SampledTexture2D<float4>, Vulkan's combined image sampler, which WebGPU does not have
// A vk::SampledTexture is one Vulkan descriptor holding a texture and its
// sampler; WebGPU binds textures and samplers apart, so its WGSL is
// refused (at the declaration) with what to declare instead. Only Load:
// no sampler, and the WGSL is a plain texture (Data).
[[vk::binding(0)]] vk::SampledTexture2D<float4> Albedo : register(t0);
[[vk::binding(1)]] vk::SampledTexture2D<float4> Data : register(t1);

float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Albedo.Sample(uv) + Data.Load(int3(0, 0, 0));
}
