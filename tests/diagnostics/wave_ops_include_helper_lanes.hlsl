// ARGS: -T ps_6_7
// EXPECT-WARNING: PRISM3108 (4,2) the attribute is accepted, not honoured
[shader("pixel")]
[WaveOpsIncludeHelperLanes]
float4 main(float4 p : SV_Position) : SV_Target
{
    return WaveActiveSum(p.x).xxxx;
}
