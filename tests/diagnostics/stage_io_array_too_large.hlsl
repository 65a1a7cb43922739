// ARGS: -T vs_6_0 -E main
// EXPECT: PRISM3059 (7,36) TEXCOORD0 must have type a scalar or vector of float, int, uint or bool (or their 16-bit and min16 forms), or an array or matrix of them of 32 vectors at most, not 'float4[4][9]'
// An array stage value takes one signature register (a Location) per
// vector; a signature holds 32, so an array of arrays of 36 vectors is
// refused (D3D12: 32 input registers a stage).
[shader("vertex")]
float4 main(float4 weights[4][9] : TEXCOORD0) : SV_Position
{
    return weights[3][8];
}
