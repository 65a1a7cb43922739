// ARGS: -T ps_6_0
// EXPECT: PRISM3092 (6,5) barriers with group sync are for compute shaders
[shader("pixel")]
float4 main(float4 pos : SV_Position) : SV_Target
{
    GroupMemoryBarrierWithGroupSync();
    return pos;
}
