// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3085 (4,43) 'SV_Coverage' is not a vertex shader input
// SV_Coverage is a pixel shader input and output.
float4 main(float4 p : POSITION, uint c : SV_Coverage) : SV_Position
{
    return p + (float)c;
}
