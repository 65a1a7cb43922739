// vk::SpirvOpaqueType<opcode, operands...>: a pointer type, OpTypePointer
// Workgroup uint (the operand a vk::Literal storage class, then a type),
// which deduplicates with Prism's own pointer to groupshared uint; the
// pointer comes from OpCopyObject of a groupshared variable (what <vk/spirv.h>'s
// GetGroupSharedAddress does) and an OpLoad through it, the pointer an
// ordinary operand. SPIR-V only.
// MSL: PRISM5491 (24,26) the inline SPIR-V type vk::SpirvOpaqueType<OpTypePointer, vk::Literal<4>, uint> has no MSL equivalent
// WGSL: PRISM5301 (24,26) the inline SPIR-V type vk::SpirvOpaqueType<OpTypePointer, vk::Literal<4>, uint> has no WGSL equivalent
typedef vk::SpirvOpaqueType</* OpTypePointer */ 32, vk::Literal<vk::integral_constant<uint, /* Workgroup */ 4> >,
                            uint> WorkgroupPointer;

[[vk::ext_instruction(/* OpCopyObject */ 83)]] WorkgroupPointer address_of([[vk::ext_reference]] uint v);
[[vk::ext_instruction(/* OpLoad */ 61)]] uint load_through(WorkgroupPointer p);

groupshared uint value;
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    if (gi == 0)
        value = 42;
    GroupMemoryBarrierWithGroupSync();
    WorkgroupPointer p = address_of(value);
    U[gi] = load_through(p) + gi;
}
