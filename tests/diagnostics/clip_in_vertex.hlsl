// ARGS: -T vs_6_0
// EXPECT: PRISM3092 (6,5) clip is a pixel shader intrinsic
[shader("vertex")]
float4 main(float3 position : POSITION) : SV_Position
{
    clip(position.x);
    return float4(position, 1.0);
}
