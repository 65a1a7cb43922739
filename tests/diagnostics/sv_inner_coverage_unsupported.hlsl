// ARGS: -T ps_6_1 -E main
// EXPECT: PRISM3356 (6,22) 'SV_InnerCoverage' is conservative rasterization's input, which Prism does not compile; read SV_Coverage instead
// A system value DXC takes and Prism does not: the diagnostic says what
// it is and what to write instead, not "not a pixel shader input".
[shader("pixel")]
float4 main(uint c : SV_InnerCoverage) : SV_Target
{
    return float(c);
}
