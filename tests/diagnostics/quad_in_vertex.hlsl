// ARGS: -T vs_6_0
// EXPECT: PRISM3092 (5,12) quad operations are for pixel and compute shaders
float neighbour(float x)
{
    return QuadReadAcrossX(x);
}
[shader("vertex")]
float4 main(float3 position : POSITION) : SV_Position
{
    return float4(position, neighbour(position.x));
}
