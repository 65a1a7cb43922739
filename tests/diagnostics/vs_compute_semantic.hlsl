// ARGS: -T vs_6_0
// EXPECT: PRISM3085 (5,24) SV_DispatchThreadID is not a vertex shader input
[shader("vertex")]
float4 main(float3 position : POSITION,
            uint3 id : SV_DispatchThreadID) : SV_Position
{
    return float4(position, (float)id.x);
}
