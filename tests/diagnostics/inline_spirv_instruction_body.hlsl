// EXPECT: PRISM3303 (5,6) 'reverse' is declared [[vk::ext_instruction]], so a call to it is the SPIR-V instruction itself; it cannot have a body
// A function declared [[vk::ext_instruction]] is a declaration only: its
// calls are the instruction.
[[vk::ext_instruction(/* OpBitReverse */ 204)]]
uint reverse(uint v) { return v; }

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = reverse(gi);
}
