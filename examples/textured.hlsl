// A textured pixel shader: a sampled albedo, tinted, with alpha test.
//   prism -T ps_6_0 -E PSMain --target all examples/textured.hlsl -Fo textured
Texture2D<float4> Albedo : register(t0);
SamplerState LinearWrap : register(s1);

cbuffer Material : register(b2)
{
    float4 Tint;
    float AlphaCutoff;
};

struct PSInput
{
    float4 position : SV_Position;
    float2 uv : TEXCOORD0;
};

[shader("pixel")]
float4 PSMain(PSInput input) : SV_Target0
{
    float4 color = Albedo.Sample(LinearWrap, input.uv) * Tint;
    clip(color.a - AlphaCutoff);
    return color;
}
