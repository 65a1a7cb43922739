// Vulkan 1.0 has no subgroup operations: a wave intrinsic is an error
// (DXC: "will trigger a compiler error" under vulkan1.0).
// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.0
// EXPECT: PRISM5061 (10,17) the first wave op
RWStructuredBuffer<uint> Out : register(u0);
[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID)
{
    Out[id.x] = WaveActiveSum(id.x);
}
