// -fspv-target-env=vulkan1.4: SPIR-V 1.6 (as for Vulkan 1.3).
// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.4
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint sTotal;

[shader("compute")]
[numthreads(32, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0)
        sTotal = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(sTotal, WaveActiveCountBits(id.x & 1));
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = sTotal;
}
