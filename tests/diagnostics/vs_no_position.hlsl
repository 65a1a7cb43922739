// ARGS: -T vs_6_0
// A vertex shader need not write SV_Position (DXC accepts it, for
// rasterizer discard and stream output): a warning, and it compiles.
// EXPECT-WARNING: PRISM3086 (6,8) the rasterizer gets no position
[shader("vertex")]
float4 main(float3 position : POSITION) : TEXCOORD0
{
    return float4(position, 1.0);
}
