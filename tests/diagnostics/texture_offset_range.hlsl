// ARGS: -T ps_6_0
// EXPECT: PRISM4024 (8,32) immediate offsets are -8 to 7
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Tex.Sample(Smp, uv, int2(8, 0));
}
