// vk::SpirvOpaqueType<opcode, operands...>: a pointer type, OpTypePointer
// Workgroup uint (the operand a vk::Literal storage class, then a type),
// which deduplicates with Prism's own pointer to groupshared uint; the
// pointer comes from OpCopyObject of a groupshared variable (what <vk/spirv.h>'s
// GetGroupSharedAddress does) and an OpLoad through it, the pointer an
// ordinary operand. MSL and WGSL lift it: the pointer is the place it
// copies, and the load reads the groupshared variable.
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
