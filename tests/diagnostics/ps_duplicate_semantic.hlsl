// ARGS: -T ps_6_0
// EXPECT: PRISM3087 (4,49) TEXCOORD0 is given twice
[shader("pixel")]
float4 main(float2 uv : TEXCOORD0, float2 uv2 : texcoord0) : SV_Target
{
    return float4(uv, uv2);
}
