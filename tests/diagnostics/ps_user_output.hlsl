// ARGS: -T ps_6_0
// EXPECT: PRISM3085 (6,20) a pixel shader outputs SV_Target0-7 and SV_Depth only
struct PSOut
{
    float4 color : SV_Target0;
    float4 extra : TEXCOORD0;
};
[shader("pixel")]
PSOut main(float2 uv : TEXCOORD0)
{
    PSOut o;
    o.color = float4(uv, 0, 1);
    o.extra = o.color;
    return o;
}
