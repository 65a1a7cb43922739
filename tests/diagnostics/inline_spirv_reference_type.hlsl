// EXPECT: PRISM3752 (13,25) argument 1 of 'atomicAdd' is passed by reference, so it must be a 'uint' itself, not 'int'
// A reference operand is the argument's pointer, which no conversion can
// make: an int variable for a uint parameter is refused.
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint atomicAdd([[vk::ext_reference]] uint ptr, uint scope, uint semantics, uint value);

RWStructuredBuffer<uint> buf;
groupshared int counter;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = atomicAdd(counter, 2, 0, 1u);
}
