// ARGS: -T cs_6_0 --target msl -Vd
// EXPECT: PRISM5490 (18,15) inline SPIR-V opcode 6999 (from 'future_op') has no MSL equivalent
// EXPECT: PRISM5490 (19,16) inline SPIR-V OpGroupNonUniformBallotBitCount (from 'ballot_count') has no MSL equivalent
// An opcode SPIRV-Headers does not know yet (a newer extension's: inline
// SPIR-V is how one uses it) is named by its number; a known one that the
// IR does not model, by its name. (SPIR-V alone would take them: the
// validator rejects the first: -Vd here, as DXC has it.)
[[vk::ext_instruction(6999)]] uint future_op(uint v);
[[vk::ext_capability(/* GroupNonUniformBallot */ 64)]]
[[vk::ext_instruction(/* OpGroupNonUniformBallotBitCount */ 342)]]
uint ballot_count(uint scope, [[vk::ext_literal]] uint operation, uint4 ballot);

RWStructuredBuffer<uint> buf;

[shader("compute")]
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    buf[gi] = future_op(gi);
    buf[gi] += ballot_count(3, 0, uint4(gi, 0, 0, 0));
}
