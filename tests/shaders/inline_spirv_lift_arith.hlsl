// Inline SPIR-V arithmetic (SPIR-V 3.52.13) lifted to MSL and WGSL: integer
// ops whose operands differ in signedness (SPIR-V allows it; the IR op
// gets bitcasts), signed and unsigned division and remainder, negation.
[[vk::ext_instruction(/* OpIAdd */ 128)]] uint iadd(uint a, int b);
[[vk::ext_instruction(/* OpISub */ 130)]] int isub(int a, int b);
[[vk::ext_instruction(/* OpIMul */ 132)]] uint imul(uint a, uint b);
[[vk::ext_instruction(/* OpUDiv */ 134)]] uint udiv(uint a, uint b);
[[vk::ext_instruction(/* OpSDiv */ 135)]] int sdiv(int a, int b);
[[vk::ext_instruction(/* OpUMod */ 137)]] uint umod(uint a, uint b);
[[vk::ext_instruction(/* OpSRem */ 138)]] int srem(int a, int b);
[[vk::ext_instruction(/* OpSNegate */ 126)]] int sneg(int a);
[[vk::ext_instruction(/* OpFAdd */ 129)]] float2 fadd(float2 a, float2 b);
[[vk::ext_instruction(/* OpFSub */ 131)]] float fsub(float a, float b);
[[vk::ext_instruction(/* OpFMul */ 133)]] float fmul(float a, float b);
[[vk::ext_instruction(/* OpFDiv */ 136)]] float fdiv(float a, float b);
[[vk::ext_instruction(/* OpFRem */ 140)]] float frem(float a, float b);
[[vk::ext_instruction(/* OpFNegate */ 127)]] float fneg(float a);

RWStructuredBuffer<uint> U;
RWStructuredBuffer<int> I;
RWStructuredBuffer<float> F;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint u = U[gi];
    int i = I[gi];
    float f = F[gi];
    U[gi] = iadd(u, i) + imul(u, 3u) + udiv(u, 7u) + umod(u, 5u);
    I[gi] = isub(i, 2) + sdiv(i, -3) + srem(i, 4) + sneg(i);
    float2 v = fadd(float2(f, 1), float2(2, f));
    F[gi] = v.x + fsub(f, 1) * fmul(f, f) + fdiv(f, 3) + frem(f, 2) + fneg(f);
}
