// ARGS: -T ps_6_1 -E main
// EXPECT: PRISM3356 (6,27) 'SV_Barycentrics' is a pixel input of shader model 6.1 that Prism does not compile yet; give each vertex of the triangle float3(1, 0, 0), float3(0, 1, 0) or float3(0, 0, 1) as a user varying instead
// A system value DXC takes and Prism does not: the diagnostic says what
// it is and what to write instead, not "not a pixel shader input".
[shader("pixel")]
float4 main(float3 bary : SV_Barycentrics) : SV_Target
{
    return float4(bary, 1.0);
}
