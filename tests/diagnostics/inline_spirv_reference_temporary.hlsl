// EXPECT: PRISM3750 (13,25) argument 1 of 'atomicAdd' is passed by reference: counter + 1 is a temporary
// The seed's refusal: a [[vk::ext_reference]] operand is the argument's
// pointer, and a temporary has none (DXC refuses it too).
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomicAdd([[vk::ext_reference]] uint ptr, uint scope, uint semantics, uint value);

RWStructuredBuffer<uint> buf;
groupshared uint counter;

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = atomicAdd(counter + 1, 2, 0, 1u);
}
