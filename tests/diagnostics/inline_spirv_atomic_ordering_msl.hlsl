// ARGS: -T cs_6_0 --target msl
// EXPECT: PRISM5490 (15,5) inline SPIR-V OpAtomicIAdd (from 'atomicAdd') has no MSL equivalent: its memory semantics ask for an ordering
// An atomic whose memory semantics ask for an ordering (here AcquireRelease)
// is never weakened to relaxed, which is all MSL 2.4 has; SPIR-V keeps it.
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomicAdd([[vk::ext_reference]] uint ptr, uint scope, uint semantics, uint value);

RWStructuredBuffer<uint> buf;

static const uint AcquireRelease = 0x8, UniformMemory = 0x40;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    atomicAdd(buf[0], /* Device */ 1, AcquireRelease | UniformMemory, gi);
}
