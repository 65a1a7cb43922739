// ARGS: -T vs_6_0
// EXPECT: PRISM3567 (8,35) vertex shaders have no derivatives: use SampleLevel
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);
[shader("vertex")]
float4 main(float2 uv : TEXCOORD0) : SV_Position
{
    return float4(uv, 0, 1) + Tex.Sample(Smp, uv);
}
