// ARGS: -T ps_6_1 -E main
// EXPECT: PRISM3059 (6,24) SV_Barycentrics must have type float3, not 'float2'
// SV_Barycentrics is the three weights of the triangle's vertices: a
// float3 (DXC takes no other type).
[shader("pixel")]
float4 main(float2 b : SV_Barycentrics) : SV_Target
{
    return b.xyxy;
}
