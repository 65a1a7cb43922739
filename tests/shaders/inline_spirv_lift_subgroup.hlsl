// OpGroupNonUniform* at Subgroup scope lifted to MSL and WGSL as the wave
// intrinsics they are: Elect, All/Any/AllEqual, Broadcast(First),
// Ballot, Shuffle and ShuffleXor (a shuffle from this lane ^ mask),
// reductions (SMin on a uint read as signed), the exclusive and
// inclusive sum scans, and the logical reductions.
[[vk::ext_capability(/* GroupNonUniform */ 61)]] [[vk::ext_instruction(/* OpGroupNonUniformElect */ 333)]] bool elect(uint scope);
[[vk::ext_capability(/* GroupNonUniformVote */ 62)]] [[vk::ext_instruction(/* OpGroupNonUniformAll */ 334)]] bool all_true(uint scope, bool p);
[[vk::ext_capability(/* GroupNonUniformVote */ 62)]] [[vk::ext_instruction(/* OpGroupNonUniformAllEqual */ 336)]] bool all_equal(uint scope, uint2 v);
[[vk::ext_capability(/* GroupNonUniformBallot */ 64)]] [[vk::ext_instruction(/* OpGroupNonUniformBroadcastFirst */ 338)]] float first(uint scope, float v);
[[vk::ext_capability(/* GroupNonUniformBallot */ 64)]] [[vk::ext_instruction(/* OpGroupNonUniformBroadcast */ 337)]] uint broadcast(uint scope, uint v, uint lane);
[[vk::ext_capability(/* GroupNonUniformBallot */ 64)]] [[vk::ext_instruction(/* OpGroupNonUniformBallot */ 339)]] uint4 ballot(uint scope, bool p);
[[vk::ext_capability(/* GroupNonUniformShuffle */ 65)]] [[vk::ext_instruction(/* OpGroupNonUniformShuffleXor */ 346)]] uint shuffle_xor(uint scope, uint v, uint mask);
[[vk::ext_capability(/* GroupNonUniformArithmetic */ 63)]] [[vk::ext_instruction(/* OpGroupNonUniformIAdd */ 349)]]
uint iadd(uint scope, [[vk::ext_literal]] uint operation, uint v);
[[vk::ext_capability(/* GroupNonUniformArithmetic */ 63)]] [[vk::ext_instruction(/* OpGroupNonUniformFAdd */ 350)]]
float fadd(uint scope, [[vk::ext_literal]] uint operation, float v);
[[vk::ext_capability(/* GroupNonUniformArithmetic */ 63)]] [[vk::ext_instruction(/* OpGroupNonUniformSMin */ 353)]]
uint smin(uint scope, [[vk::ext_literal]] uint operation, uint v);
[[vk::ext_capability(/* GroupNonUniformArithmetic */ 63)]] [[vk::ext_instruction(/* OpGroupNonUniformBitwiseXor */ 361)]]
uint bxor(uint scope, [[vk::ext_literal]] uint operation, uint v);
[[vk::ext_capability(/* GroupNonUniformArithmetic */ 63)]] [[vk::ext_instruction(/* OpGroupNonUniformLogicalXor */ 364)]]
bool lxor(uint scope, [[vk::ext_literal]] uint operation, bool v);

static const uint Subgroup = 3, Reduce = 0, InclusiveScan = 1, ExclusiveScan = 2;

RWStructuredBuffer<uint> U;
RWStructuredBuffer<float> F;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint u = U[gi];
    uint4 b = ballot(Subgroup, (u & 1) != 0);
    uint flags = (elect(Subgroup) ? 1u : 0u) | (all_true(Subgroup, u < 100) ? 2u : 0u) |
                 (all_equal(Subgroup, uint2(u, 1)) ? 4u : 0u) | (lxor(Subgroup, Reduce, u > 3) ? 8u : 0u);
    U[gi] = flags + b.x + broadcast(Subgroup, u, 1) + shuffle_xor(Subgroup, u, 1) + iadd(Subgroup, Reduce, u) +
            iadd(Subgroup, InclusiveScan, u) + iadd(Subgroup, ExclusiveScan, u) + smin(Subgroup, Reduce, u) +
            bxor(Subgroup, Reduce, u);
    F[gi] = first(Subgroup, F[gi]) + fadd(Subgroup, InclusiveScan, F[gi]);
}
