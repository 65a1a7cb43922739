// ARGS: -T ps_6_0 -E main
// EXPECT: PRISM3355 (6,24) 'SV_Barycentrics' needs shader model 6.1 or later; the profile is shader model 6.0 (write -T ps_6_1)
// SV_Barycentrics came with shader model 6.1; below it the profile to
// write is named.
[shader("pixel")]
float4 main(float3 b : SV_Barycentrics) : SV_Target
{
    return float4(b, 1.0);
}
