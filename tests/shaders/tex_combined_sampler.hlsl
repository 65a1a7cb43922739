// ARGS: -T ps_6_0
// WGSL: PRISM5239 (9,65) WebGPU binds a pair's sampler apart
// WGSL: PRISM5239 (11,65) WebGPU binds a pair's sampler apart
// [[vk::combinedImageSampler]]: a texture and a sampler at one Vulkan
// binding become one sampled image (COMBINED_IMAGE_SAMPLER), as GLSL's
// sampler2D; Load and GetDimensions take OpImage of it. MSL keeps them
// apart; WebGPU cannot give two resources one binding.
[[vk::combinedImageSampler]] [[vk::binding(0, 0)]] Texture2D<float4> Albedo : register(t0);
[[vk::combinedImageSampler]] [[vk::binding(0, 0)]] SamplerState AlbedoSampler : register(s0);
[[vk::combinedImageSampler]] [[vk::binding(1, 0)]] TextureCube<float4> Env : register(t1);
[[vk::combinedImageSampler]] [[vk::binding(1, 0)]] SamplerState EnvSampler : register(s1);

[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0, float3 n : NORMAL) : SV_Target
{
    uint w, h;
    Albedo.GetDimensions(w, h);
    float4 c = Albedo.Sample(AlbedoSampler, uv) * Env.SampleLevel(EnvSampler, n, 2.0);
    return c + Albedo.Load(int3(w / 2, h / 2, 0));
}
