// ARGS: -T cs_6_0 -WX
// The seed's examples (seeds/003): myBitReverse, extract with ext_literal,
// atomicAdd on groupshared memory through ext_reference and on a buffer
// element through an inout wrapper (inlined, its parameter bound to the
// caller's element), readClock declaring ShaderClockKHR and
// SPV_KHR_shader_clock, and an atomic store with release ordering. The
// clock and the release store have no MSL or WGSL equivalent. -WX: the
// declarations give no warning either.
// MSL: PRISM5490 (38,16) inline SPIR-V OpReadClockKHR (from 'readClock') has no MSL equivalent
// MSL: PRISM5490 (44,9) inline SPIR-V OpAtomicStore (from 'atomicStore') has no MSL equivalent: release ordering
// WGSL: PRISM5300 (38,16) inline SPIR-V OpReadClockKHR (from 'readClock') has no WGSL equivalent
// WGSL: PRISM5300 (44,9) inline SPIR-V OpAtomicStore (from 'atomicStore') has no WGSL equivalent: release ordering
[[vk::ext_instruction(/* OpBitReverse */ 204)]]
uint32_t myBitReverse(uint32_t v);

[[vk::ext_instruction(/* OpCompositeExtract */ 81)]]
uint32_t extract(uint32_t3 v, [[vk::ext_literal]] uint32_t index);

[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint32_t atomicAdd([[vk::ext_reference]] uint32_t ptr, uint32_t scope, uint32_t semantics, uint32_t value);

uint32_t addToElement(inout uint32_t p, uint32_t v) { return atomicAdd(p, /* Device */ 1, 0, v); }

[[vk::ext_capability(/* ShaderClockKHR */ 5055)]]
[[vk::ext_extension("SPV_KHR_shader_clock")]]
[[vk::ext_instruction(/* OpReadClockKHR */ 5056)]]
uint32_t2 readClock(uint32_t scope);

[[vk::ext_instruction(/* OpAtomicStore */ 228)]]
void atomicStore([[vk::ext_reference]] uint32_t ptr, uint32_t scope, uint32_t semantics, uint32_t value);

RWStructuredBuffer<uint> buf;
groupshared uint counter;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex, uint3 id : SV_DispatchThreadID) {
    uint2 t0 = readClock(/* Subgroup */ 3);
    buf[gi] = myBitReverse(gi) + extract(id, 0);
    uint slot = atomicAdd(counter, /* Workgroup */ 2, 0, 1u);
    addToElement(buf[64], slot);
    if (gi == 0)
        // Release | UniformMemory: what came before is visible before the store is
        atomicStore(buf[65], /* Device */ 1, /* Release | UniformMemory */ 0x44, t0.x | 1);
}
