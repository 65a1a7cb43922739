// ARGS: -T ps_6_0
// EXPECT: PRISM3560 (8,16) Sample filters, so it needs a float texture
Texture2D<uint> Ids : register(t0);
SamplerState Smp : register(s0, space1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Ids.Sample(Smp, uv);
}
