// ARGS: -T ps_6_0 -E main
// EXPECT: PRISM3350 (5,55) 'SV_Target8': SV_Target takes the indices 0 to 7
// An array of render targets takes consecutive SV_Target indices; the
// ninth is past the eight D3D has.
float4 main(float4 p : SV_Position, out float4 c[3] : SV_Target6) : SV_Target0
{
    c[0] = p;
    c[1] = p;
    c[2] = p;
    return p;
}
