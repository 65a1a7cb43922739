// ARGS: -T ps_6_0
// EXPECT: PRISM4006 (6,32) textures as parameters are not supported yet (no crash)
// ALLOW-EXTRA-ERRORS: the parameter and the argument are reported too
Texture2D<float4> Tex : register(t0);
SamplerState Smp : register(s0, space1);
float4 shade(Texture2D<float4> t, float2 uv) { return t.Sample(Smp, uv); }
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0) : SV_Target
{
    return shade(Tex, uv);
}
