// ARGS: -T ps_6_0
// EXPECT: PRISM3106 (4,3) a combined texture needs exactly one sampler at its binding
// EXPECT: PRISM3107 (5,3) a combined sampler needs [[vk::binding]]
[[vk::combinedImageSampler]] [[vk::binding(0, 0)]] Texture2D<float4> Tex : register(t0);
[[vk::combinedImageSampler]] SamplerState Smp : register(s1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target { return Tex.Sample(Smp, uv); }
