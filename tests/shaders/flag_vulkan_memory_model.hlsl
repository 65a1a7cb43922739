// -fspv-use-vulkan-memory-model: OpMemoryModel Logical Vulkan with the
// VulkanMemoryModel capability (core in SPIR-V 1.5), and
// VulkanMemoryModelDeviceScope for the Device-scope atomic and barrier;
// workgroup ones need nothing more; buffer loads and stores say
// NonPrivatePointer (shared memory), groupshared ones also
// MakePointerVisible / MakePointerAvailable at Workgroup scope (coherent in
// the group, as DXC's upgrade to this model makes them). MSL and WGSL are
// unchanged by it.
// ARGS: -T cs_6_0 -fspv-use-vulkan-memory-model
RWStructuredBuffer<uint> Out : register(u0);
groupshared uint Shared;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint3 id : SV_DispatchThreadID, uint gi : SV_GroupIndex)
{
    if (gi == 0)
        Shared = 0;
    GroupMemoryBarrierWithGroupSync();
    InterlockedAdd(Shared, id.x);
    uint old;
    InterlockedAdd(Out[0], id.x, old);
    DeviceMemoryBarrierWithGroupSync();
    Out[id.x + 1] = old + Shared;
}
