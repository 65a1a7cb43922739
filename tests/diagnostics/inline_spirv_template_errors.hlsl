// EXPECT: PRISM3750 (18,67) argument 1 of 'GetGroupSharedAddress' is passed by reference ([[vk::ext_reference]]), so it must be a variable
// EXPECT: PRISM3600 (19,13) no matching call to template 'bitcast': cannot deduce template argument 'R'
// EXPECT: PRISM3751 (20,25) argument 2 of 'extract' is a literal operand ([[vk::ext_literal]]), so it must be a compile-time constant
// Templates over inline SPIR-V keep inline SPIR-V's rules in each instance:
// <vk/spirv.h>'s GetGroupSharedAddress<T> takes its operand by reference,
// so a temporary has no pointer to give (DXC: "argument for a parameter
// with vk::ext_reference attribute must be a reference"); a result type
// only a template argument names is written, not deduced; a literal
// operand of T is a constant.
#include <vk/spirv.h>
template <typename R, typename A> [[vk::ext_instruction(/* OpBitcast */ 124)]] R bitcast(A a);
template <typename T> [[vk::ext_instruction(/* OpCompositeExtract */ 81)]] T extract(vector<T, 3> v, [[vk::ext_literal]] uint i);

groupshared uint total;
RWStructuredBuffer<uint> U;
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex, uint3 id : SV_DispatchThreadID) {
    vk::WorkgroupSpirvPointer<uint> p = vk::GetGroupSharedAddress(total + 1);
    U[gi] = bitcast(1.0f);
    U[gi] = extract(id, gi);
}
