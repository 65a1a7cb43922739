// Inline SPIR-V conversions lifted to MSL and WGSL: float to and from
// signed and unsigned integers (the operand read with the signedness the
// opcode names), OpBitcast and OpCopyObject.
[[vk::ext_instruction(/* OpConvertFToU */ 109)]] uint ftou(float a);
[[vk::ext_instruction(/* OpConvertFToS */ 110)]] int2 ftos(float2 a);
[[vk::ext_instruction(/* OpConvertSToF */ 111)]] float stof(uint a);
[[vk::ext_instruction(/* OpConvertUToF */ 112)]] float utof(int a);
[[vk::ext_instruction(/* OpBitcast */ 124)]] float asf(uint a);
[[vk::ext_instruction(/* OpBitcast */ 124)]] uint2 asu2(float2 a);
[[vk::ext_instruction(/* OpCopyObject */ 83)]] float copy(float a);

RWStructuredBuffer<uint> U;
RWStructuredBuffer<float> F;

[numthreads(64, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    uint u = U[gi];
    float f = F[gi];
    int2 s = ftos(float2(f, -f));
    uint2 bits = asu2(float2(f, 2));
    U[gi] = ftou(f) + (uint)(s.x + s.y) + bits.x + bits.y;
    F[gi] = stof(u) + utof((int)u) + asf(u) + copy(f);
}
