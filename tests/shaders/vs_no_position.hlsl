// ARGS: -T vs_6_0 -E main
// EXPECT-WARNING: PRISM3086 (11,8) writes no SV_Position
// MSL: PRISM5511 (11,8) a Metal vertex function that returns values must return a [[position]]
// WGSL: PRISM5322 (11,8) WGSL's vertex shaders must return a position
// A vertex shader need not write SV_Position (DXC accepts it: rasterizer
// discard, stream output); Prism warns and compiles it to SPIR-V. Metal
// and WGSL want the position, and say so.
// Its output is a user semantic only, and SV_Position0 as an input is a
// vertex attribute at a Location (DXIL calls it arbitrary there).
[shader("vertex")]
float4 main(float3 p : SV_Position0, uint id : SV_VertexID) : TEXCOORD4
{
    return float4(p, (float)id);
}
