// ARGS: -T ps_6_0
// EXPECT: PRISM5021 (9,16) a combined texture samples with its own sampler only
[[vk::combinedImageSampler]] [[vk::binding(0, 0)]] Texture2D<float4> Tex : register(t0);
[[vk::combinedImageSampler]] [[vk::binding(0, 0)]] SamplerState Own : register(s0);
SamplerState Other : register(s1, space1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Tex.Sample(Other, uv);
}
