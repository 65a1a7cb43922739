// ARGS: -T vs_6_0
// EXPECT: PRISM3084 (4,47) every vertex input needs a semantic
[shader("vertex")]
float4 main(float3 position : POSITION, float w) : SV_Position
{
    return float4(position, w);
}
