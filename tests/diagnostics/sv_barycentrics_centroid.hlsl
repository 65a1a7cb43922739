// ARGS: -T ps_6_1 -E main
// EXPECT: PRISM3091 (7,33) 'SV_Barycentrics': centroid and sample barycentrics as entry point inputs and outputs are not supported yet
// DXC decorates a centroid or sample SV_Barycentrics; Prism gives the
// pixel-centre weights only, so it refuses the others rather than
// ignore the modifier.
[shader("pixel")]
float4 main(centroid float3 b : SV_Barycentrics) : SV_Target
{
    return float4(b, 1.0);
}
