// ARGS: -T cs_6_0 -fspv-target-env=vulkan1.3  -fvk-u-shift 16 all
// Vulkan 1.3 (SPIR-V 1.6): every global variable in the entry point's interface.
StructuredBuffer<uint> In : register(t0);
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint sTotal;

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0)
        sTotal = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(sTotal, In[id.x]);
    GroupMemoryBarrierWithGroupSync();
    Out[id.x] = sTotal + WaveActiveMax(id.x);
}
