// vk::SpirvType<opcode, size, alignment, operands...> (HLSL proposal 0011,
// "Types"): a 16-bit unsigned integer declared as OpTypeInt 16 0 (two
// vk::Literal operands), the capability it needs named on its typedef
// (declared because the type is used), values made and read by inline
// SPIR-V instructions of that type. SPIR-V only: the text targets have no
// SPIR-V types.
// MSL: PRISM5491 (22,13) the inline SPIR-V type vk::SpirvType<OpTypeInt, 2, 2, vk::Literal<16>, vk::Literal<0>> has no MSL equivalent
// WGSL: PRISM5301 (22,13) the inline SPIR-V type vk::SpirvType<OpTypeInt, 2, 2, vk::Literal<16>, vk::Literal<0>> has no WGSL equivalent
[[vk::ext_capability(/* Int16 */ 22)]]
typedef vk::SpirvType</* OpTypeInt */ 21, 2, 2, vk::Literal<vk::integral_constant<uint, 16> >,
                      vk::Literal<vk::integral_constant<bool, false> > > u16;

[[vk::ext_instruction(/* OpUConvert */ 113)]] u16 narrow(uint v);
[[vk::ext_instruction(/* OpUConvert */ 113)]] uint widen(u16 v);
[[vk::ext_instruction(/* OpIAdd */ 128)]] u16 add16(u16 a, u16 b);

RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    u16 a = narrow(U[gi]);
    u16 b = narrow(0xffff);
    U[gi] = widen(add16(a, b));
}
