// Inline SPIR-V atomics with relaxed semantics (0, or only the memory
// class bits) lifted to MSL and WGSL on buffer elements and groupshared
// variables ([[vk::ext_reference]] passes the pointer): the IR's atomics,
// on a global marked atomic, so WGSL declares atomic<u32> elements.
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomic_add([[vk::ext_reference]] uint p, uint scope, uint semantics, uint v);
[[vk::ext_instruction(/* OpAtomicISub */ 235)]]
uint atomic_sub([[vk::ext_reference]] uint p, uint scope, uint semantics, uint v);
[[vk::ext_instruction(/* OpAtomicSMax */ 238)]]
int atomic_smax([[vk::ext_reference]] int p, uint scope, uint semantics, int v);
[[vk::ext_instruction(/* OpAtomicUMin */ 237)]]
uint atomic_umin([[vk::ext_reference]] uint p, uint scope, uint semantics, uint v);
[[vk::ext_instruction(/* OpAtomicOr */ 241)]]
uint atomic_or([[vk::ext_reference]] uint p, uint scope, uint semantics, uint v);
[[vk::ext_instruction(/* OpAtomicExchange */ 229)]]
uint atomic_exchange([[vk::ext_reference]] uint p, uint scope, uint semantics, uint v);
[[vk::ext_instruction(/* OpAtomicCompareExchange */ 230)]]
uint atomic_cas([[vk::ext_reference]] uint p, uint scope, uint equal, uint unequal, uint v, uint comparator);
[[vk::ext_instruction(/* OpAtomicIIncrement */ 232)]]
uint atomic_inc([[vk::ext_reference]] uint p, uint scope, uint semantics);
[[vk::ext_instruction(/* OpAtomicLoad */ 227)]]
uint atomic_load([[vk::ext_reference]] uint p, uint scope, uint semantics);
[[vk::ext_instruction(/* OpAtomicStore */ 228)]]
void atomic_store([[vk::ext_reference]] uint p, uint scope, uint semantics, uint v);

RWStructuredBuffer<uint> U;
RWStructuredBuffer<int> I;
groupshared uint shared_count;

static const uint Device = 1, Workgroup = 2, Relaxed = 0, UniformMemory = 0x40;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    if (gi == 0)
        atomic_store(shared_count, Workgroup, Relaxed, 0);
    GroupMemoryBarrierWithGroupSync();
    uint slot = atomic_inc(shared_count, Workgroup, Relaxed);
    uint old = atomic_add(U[0], Device, UniformMemory, 1);
    atomic_sub(U[1], Device, Relaxed, gi);
    atomic_smax(I[0], Device, Relaxed, (int)gi - 32);
    atomic_umin(U[2], Device, Relaxed, gi);
    atomic_or(U[3], Device, Relaxed, 1u << (gi % 32));
    uint prev = atomic_exchange(U[4], Device, Relaxed, gi);
    atomic_cas(U[5], Device, Relaxed, Relaxed, gi, 0);
    U[8 + gi] = slot + old + prev + atomic_load(U[6], Device, Relaxed);
}
