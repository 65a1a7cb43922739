// #include <vk/spirv.h> with no -I: the header Prism carries, with DXC's
// names. Its vk::StorageClassWorkgroup names the storage class of the
// pointer type WorkgroupSpirvPointer<uint> spells (written out here: the
// header's template of it needs the front end's templates), taken with
// OpCopyObject as its GetGroupSharedAddress does. SPIR-V only.
// MSL: PRISM5491 (26,26) the inline SPIR-V type vk::SpirvOpaqueType<OpTypePointer, vk::Literal<4>, uint> has no MSL equivalent
// WGSL: PRISM5301 (26,26) the inline SPIR-V type vk::SpirvOpaqueType<OpTypePointer, vk::Literal<4>, uint> has no WGSL equivalent
#include <vk/spirv.h>

typedef vk::SpirvOpaqueType</* OpTypePointer */ 32,
                            vk::Literal<vk::integral_constant<uint, vk::StorageClassWorkgroup> >, uint> GroupSharedUintPointer;

[[vk::ext_instruction(/* OpCopyObject */ 83)]] GroupSharedUintPointer GetGroupSharedAddress([[vk::ext_reference]] uint v);
[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint AtomicAdd(GroupSharedUintPointer p, uint scope, uint semantics, uint value);

groupshared uint total;
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    if (gi == 0)
        total = 0;
    GroupMemoryBarrierWithGroupSync();
    uint old = AtomicAdd(GetGroupSharedAddress(total), /* Workgroup */ 2, 0, gi);
    GroupMemoryBarrierWithGroupSync();
    U[gi] = old + total;
}
