// EXPECT: PRISM5080 (7,10) generated SPIR-V is invalid: [VUID-StandaloneSpirv-Base-04781] Expected 32-bit int type for Base operand: BitReverse; %19 = OpBitReverse %ulong %18
// The seed's example of invalid inline SPIR-V: OpBitReverse on a uint64_t.
// A module that uses inline SPIR-V is validated in process (SPIRV-Tools,
// for the target environment); the error points at the declaration that
// produced the instruction, and nothing is written (-Vd turns it off).
[[vk::ext_instruction(/* OpBitReverse */ 204)]]
uint64_t myBitReverse(uint64_t v);

RWStructuredBuffer<uint64_t> buf;

[shader("compute")]
[numthreads(64, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = myBitReverse(buf[gi]);
}
