// ARGS: -T cs_6_0 --target wgsl
// EXPECT: PRISM5300 (14,15) inline SPIR-V OpBitFieldUExtract (from 'extract_bits') has no WGSL equivalent
// An opcode the IR does not model: the text targets name it (from
// SPIRV-Headers' grammar) and the target; SPIR-V takes it as it is.
[[vk::ext_instruction(/* OpBitFieldUExtract */ 203)]]
uint extract_bits(uint base, uint offset, uint count);

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    uint v = buf[gi];
    buf[gi] = extract_bits(v, 4, 8);
}
