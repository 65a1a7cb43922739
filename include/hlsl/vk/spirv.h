// <vk/spirv.h>: Prism's own version of the helper header DXC ships for
// inline SPIR-V (tools/clang/lib/Headers/hlsl/vk/spirv.h), with its names.
// Prism embeds it: `#include <vk/spirv.h>` finds it with no -I (a file of
// that name in an -I folder comes first). make install also puts it in
// PREFIX/include/prism/hlsl/vk/spirv.h.
#ifndef _HLSL_VK_SPIRV_H_
#define _HLSL_VK_SPIRV_H_

namespace vk {

// The SPIR-V storage classes the header's pointers use (SPIR-V 3.7).
enum StorageClass {
  StorageClassWorkgroup = 4,
};

// The template parts need HLSL 2021 templates, which Prism's front end
// defines __PRISM_HLSL_TEMPLATES__ for once it has them.
#ifdef __PRISM_HLSL_TEMPLATES__
// An opaque type for a SPIR-V pointer to the Workgroup storage class.
template <typename PointeeType>
using WorkgroupSpirvPointer = const vk::SpirvOpaqueType<
    /* OpTypePointer */ 32,
    vk::Literal<vk::integral_constant<uint, StorageClassWorkgroup> >,
    PointeeType>;

// A SPIR-V pointer to v, which must be groupshared (the validator reports
// a variable in another storage class).
template <typename T>
[[vk::ext_instruction(/* OpCopyObject */ 83)]] WorkgroupSpirvPointer<T>
GetGroupSharedAddress([[vk::ext_reference]] T v);
#endif

} // namespace vk

#endif // _HLSL_VK_SPIRV_H_
