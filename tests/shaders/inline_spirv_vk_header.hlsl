// #include <vk/spirv.h> with no -I: the header Prism carries, with DXC's
// names and templates. vk::GetGroupSharedAddress<T> (OpCopyObject of a
// [[vk::ext_reference]] operand) gives a vk::WorkgroupSpirvPointer<T>, the
// inline type OpTypePointer Workgroup T, which an atomic takes as its
// pointer; vk::ScopeWorkgroup names its scope. On MSL and WGSL the
// pointer is lifted to the place it copies, so the atomic works on
// groupshared memory there too.
#include <vk/spirv.h>

[[vk::ext_instruction(/* OpAtomicIAdd */ 234)]]
uint AtomicAdd(vk::WorkgroupSpirvPointer<uint> p, uint scope, uint semantics, uint value);

groupshared uint total;
RWStructuredBuffer<uint> U;

[numthreads(8, 1, 1)]
[shader("compute")]
void main(uint gi : SV_GroupIndex) {
    if (gi == 0)
        total = 0;
    GroupMemoryBarrierWithGroupSync();
    vk::WorkgroupSpirvPointer<uint> p = vk::GetGroupSharedAddress(total);
    uint old = AtomicAdd(p, vk::ScopeWorkgroup, /* None */ 0, gi);
    GroupMemoryBarrierWithGroupSync();
    U[gi] = old + total;
}
