// ARGS: -T vs_6_0
// EXPECT: PRISM3086 (4,8) a vertex shader must output SV_Position
[shader("vertex")]
float4 main(float3 position : POSITION) : TEXCOORD0
{
    return float4(position, 1.0);
}
