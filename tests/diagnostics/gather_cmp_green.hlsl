// ARGS: -T ps_6_0
// EXPECT: PRISM3561 (8,16) depth comparisons read the first channel only
Texture2D<float4> Tex : register(t0);
SamplerComparisonState Cmp : register(s0, space1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Tex.GatherCmpGreen(Cmp, uv, 0.5);
}
