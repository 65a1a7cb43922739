// ARGS: -T ps_6_7
// EXPECT: PRISM3566 (8,18) GatherRaw needs a uint16_t or uint texture
Texture2D<float> Depth : register(t0);
SamplerState Smp : register(s0, space1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return Depth.GatherRaw(Smp, uv);
}
