// ARGS: -T ps_6_0
// EXPECT: PRISM4021 (9,32) Sample offsets are immediates
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);
[shader("pixel")]
float4 main(float4 pos : SV_Position, float2 uv : TEXCOORD0) : SV_Target
{
    int2 o = int2(pos.xy) & 1;
    return Tex.Sample(Smp, uv, o);
}
