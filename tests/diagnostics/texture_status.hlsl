// ARGS: -T ps_6_0
// EXPECT: PRISM4022 (9,49) tiled-resource status is not supported yet
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    uint status;
    return Tex.Sample(Smp, uv, int2(0, 0), 1.0, status);
}
