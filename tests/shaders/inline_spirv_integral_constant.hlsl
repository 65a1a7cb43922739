// vk::integral_constant<T, v> as a SpirvOpaqueType operand: the <id> of a
// constant, here OpTypeArray's Length (OpTypeArray %float %uint_4), next to
// a type operand. Values of it are made and read with OpCompositeConstruct
// and OpCompositeExtract. SPIR-V only.
// MSL: PRISM5491 (20,21) the inline SPIR-V type vk::SpirvOpaqueType<OpTypeArray, float, vk::integral_constant<uint, 4>> has no MSL equivalent
// WGSL: PRISM5301 (20,21) the inline SPIR-V type vk::SpirvOpaqueType<OpTypeArray, float, vk::integral_constant<uint, 4>> has no WGSL equivalent
typedef vk::SpirvOpaqueType</* OpTypeArray */ 28, float, vk::integral_constant<uint, 4> > Float4Array;

[[vk::ext_instruction(/* OpCompositeConstruct */ 80)]]
Float4Array make(float a, float b, float c, float d);
[[vk::ext_instruction(/* OpCompositeExtract */ 81)]]
float element(Float4Array a, [[vk::ext_literal]] uint index);

RWStructuredBuffer<float> F;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    float x = F[gi];
    Float4Array a = make(x, x * 2, x * 3, x * 4);
    F[gi] = element(a, 1) + element(a, 3);
}
