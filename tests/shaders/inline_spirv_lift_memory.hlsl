// OpLoad and OpStore through [[vk::ext_reference]] pointers, with None and
// Aligned memory operands, OpControlBarrier (the workgroup barrier) and
// OpMemoryBarrier, lifted to MSL and WGSL; the loads' results are
// vk::ext_result_id<T> values (no variable of their own, as in DXC).
[[vk::ext_instruction(/* OpLoad */ 61)]]
vk::ext_result_id<uint> load([[vk::ext_reference]] uint p, [[vk::ext_literal]] uint access, [[vk::ext_literal]] uint align);
[[vk::ext_instruction(/* OpStore */ 62)]]
void store([[vk::ext_reference]] uint p, vk::ext_result_id<uint> v, [[vk::ext_literal]] uint access);
[[vk::ext_instruction(/* OpControlBarrier */ 224)]]
void control_barrier(uint exec, uint memory, uint semantics);
[[vk::ext_instruction(/* OpMemoryBarrier */ 225)]]
void memory_barrier(uint memory, uint semantics);

RWStructuredBuffer<uint> U;
groupshared uint tile[64];

static const uint Device = 1, Workgroup = 2;
static const uint AcquireRelease = 0x8, UniformMemory = 0x40, WorkgroupMemory = 0x100;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    vk::ext_result_id<uint> v = load(U[gi], /* Aligned */ 2, 4);
    store(tile[gi], v, /* None */ 0);
    control_barrier(Workgroup, Workgroup, AcquireRelease | WorkgroupMemory);
    uint x = tile[63 - gi];
    memory_barrier(Device, AcquireRelease | UniformMemory);
    U[gi] = x;
}
