// EXPECT: PRISM2170 (6,20) the alias 'SharedUint' can qualify its type with 'const' only
// EXPECT: PRISM2170 (7,45) the alias 'StaticPointer' can qualify its type with 'const' only
// An alias declaration names a type (C++ [dcl.type]: cv-qualifiers only);
// 'using X = const T;' is how <vk/spirv.h> declares WorkgroupSpirvPointer,
// and any other modifier belongs on a declaration.
using SharedUint = groupshared uint;
template <typename T> using StaticPointer = static vk::SpirvOpaqueType</* OpTypePointer */ 32,
    vk::Literal<vk::integral_constant<uint, /* Private */ 6> >, T>;
using ConstUint = const uint;

RWStructuredBuffer<uint> U;
[numthreads(8, 1, 1)]
void main(uint gi : SV_GroupIndex) {
    ConstUint c = 3;
    U[gi] = c;
}
