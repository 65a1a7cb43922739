// Inline SPIR-V comparisons and selection lifted to MSL and WGSL: the
// integer compares of either signedness (operands bitcast to it), the
// ordered float compares, the unordered ones (NOT of the ordered
// opposite), the logical ops on bools, OpSelect, OpIsNan and OpIsInf.
[[vk::ext_instruction(/* OpIEqual */ 170)]] bool ieq(uint a, int b);
[[vk::ext_instruction(/* OpULessThan */ 176)]] bool ult(int a, int b);
[[vk::ext_instruction(/* OpSGreaterThanEqual */ 175)]] bool sge(uint a, uint b);
[[vk::ext_instruction(/* OpFOrdLessThan */ 184)]] bool flt(float a, float b);
[[vk::ext_instruction(/* OpFOrdNotEqual */ 182)]] bool2 fone(float2 a, float2 b);
[[vk::ext_instruction(/* OpFUnordEqual */ 181)]] bool fueq(float a, float b);
[[vk::ext_instruction(/* OpFUnordGreaterThan */ 187)]] bool fugt(float a, float b);
[[vk::ext_instruction(/* OpLogicalAnd */ 167)]] bool land(bool a, bool b);
[[vk::ext_instruction(/* OpLogicalOr */ 166)]] bool lor(bool a, bool b);
[[vk::ext_instruction(/* OpLogicalNot */ 168)]] bool lnot(bool a);
[[vk::ext_instruction(/* OpLogicalNotEqual */ 165)]] bool lne(bool a, bool b);
[[vk::ext_instruction(/* OpSelect */ 169)]] uint pick(bool c, uint a, uint b);
[[vk::ext_instruction(/* OpIsNan */ 156)]] bool nan(float a);
[[vk::ext_instruction(/* OpIsInf */ 157)]] bool inf(float a);

RWStructuredBuffer<uint> U;
RWStructuredBuffer<float> F;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint u = U[gi];
    float f = F[gi];
    bool2 ne = fone(float2(f, 1), float2(0, f));
    bool a = land(ieq(u, 3), lnot(ult((int)u, -1)));
    bool b = lor(sge(u, 4u), flt(f, 0.5));
    bool c = lne(fueq(f, 2), fugt(f, 1)) || ne.x || ne.y;
    U[gi] = pick(a, 1u, 2u) + pick(b, 4u, 8u) + pick(c, 16u, 32u) + pick(nan(f), 64u, 0u) + pick(inf(f), 128u, 0u);
}
