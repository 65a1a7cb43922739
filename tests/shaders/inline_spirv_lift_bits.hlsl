// Inline SPIR-V bit opcodes lifted to MSL and WGSL: shifts (the amount
// masked to the width, as WGSL does and the IR requires; SPIR-V leaves a
// larger one undefined), logical and arithmetic right shifts on either
// signedness, the bitwise ops, OpBitReverse and OpBitCount.
[[vk::ext_instruction(/* OpShiftRightLogical */ 194)]] int srl(int a, uint n);
[[vk::ext_instruction(/* OpShiftRightArithmetic */ 195)]] uint sra(uint a, uint n);
[[vk::ext_instruction(/* OpShiftLeftLogical */ 196)]] uint2 sll(uint2 a, int2 n);
[[vk::ext_instruction(/* OpBitwiseOr */ 197)]] uint bor(uint a, uint b);
[[vk::ext_instruction(/* OpBitwiseXor */ 198)]] int bxor(int a, uint b);
[[vk::ext_instruction(/* OpBitwiseAnd */ 199)]] uint band(uint a, uint b);
[[vk::ext_instruction(/* OpNot */ 200)]] uint bnot(uint a);
[[vk::ext_instruction(/* OpBitReverse */ 204)]] uint reverse(uint a);
[[vk::ext_instruction(/* OpBitCount */ 205)]] int count(uint a);

RWStructuredBuffer<uint> U;
RWStructuredBuffer<int> I;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint u = U[gi];
    int i = I[gi];
    uint2 s = sll(uint2(u, 1), int2(i, 3));
    U[gi] = sra(u, 4) + s.x + s.y + bor(u, 0xf0) + band(u, 0x3c) + bnot(u) + reverse(u);
    I[gi] = srl(i, u) + bxor(i, u) + count(u);
}
