// <vk/spirv.h>: Prism's own version of the helper header DXC ships for
// inline SPIR-V (tools/clang/lib/Headers/hlsl/vk/spirv.h), with its names.
// Prism embeds it: `#include <vk/spirv.h>` finds it with no -I (a file of
// that name in an -I folder comes first). make install also puts it in
// PREFIX/include/prism/hlsl/vk/spirv.h. The templates need HLSL 2021 (as
// in DXC); the enumerations are there in every version.
#ifndef _HLSL_VK_SPIRV_H_
#define _HLSL_VK_SPIRV_H_

namespace vk {

// The values of SPIR-V's operand kinds (SPIR-V 3.x), for the operands of
// inline SPIR-V instructions and types: vk::ScopeSubgroup where an
// instruction takes a <Scope>, and so on.

// OpTypeCooperativeMatrixKHR's Use (SPV_KHR_cooperative_matrix).
enum CooperativeMatrixUse {
  CooperativeMatrixUseMatrixAKHR = 0,
  CooperativeMatrixUseMatrixBKHR = 1,
  CooperativeMatrixUseMatrixAccumulatorKHR = 2,
  CooperativeMatrixUseMax = 0x7fffffff,
};

// OpCooperativeMatrixLoadKHR / StoreKHR's memory layout.
enum CooperativeMatrixLayout {
  CooperativeMatrixLayoutRowMajorKHR = 0,
  CooperativeMatrixLayoutColumnMajorKHR = 1,
  CooperativeMatrixLayoutRowBlockedInterleavedARM = 4202,
  CooperativeMatrixLayoutColumnBlockedInterleavedARM = 4203,
  CooperativeMatrixLayoutMax = 0x7fffffff,
};

// OpCooperativeMatrixMulAddKHR's operands (a mask).
enum CooperativeMatrixOperandsMask {
  CooperativeMatrixOperandsMaskNone = 0,
  CooperativeMatrixOperandsMatrixASignedComponentsKHRMask = 0x1,
  CooperativeMatrixOperandsMatrixBSignedComponentsKHRMask = 0x2,
  CooperativeMatrixOperandsMatrixCSignedComponentsKHRMask = 0x4,
  CooperativeMatrixOperandsMatrixResultSignedComponentsKHRMask = 0x8,
  CooperativeMatrixOperandsSaturatingAccumulationKHRMask = 0x10,
};

// A cooperative vector's matrix layout (SPV_NV_cooperative_vector).
enum CooperativeVectorMatrixLayout {
  CooperativeVectorMatrixLayoutRowMajorNV = 0,
  CooperativeVectorMatrixLayoutColumnMajorNV = 1,
  CooperativeVectorMatrixLayoutInferencingOptimalNV = 2,
  CooperativeVectorMatrixLayoutTrainingOptimalNV = 3,
  CooperativeVectorMatrixLayoutMax = 0x7fffffff,
};

// How a cooperative vector's components are read (VkComponentTypeKHR).
enum CooperativeVectorComponentType {
  CooperativeVectorComponentTypeFloat16NV = 0,
  CooperativeVectorComponentTypeFloat32NV = 1,
  CooperativeVectorComponentTypeFloat64NV = 2,
  CooperativeVectorComponentTypeSignedInt8NV = 3,
  CooperativeVectorComponentTypeSignedInt16NV = 4,
  CooperativeVectorComponentTypeSignedInt32NV = 5,
  CooperativeVectorComponentTypeSignedInt64NV = 6,
  CooperativeVectorComponentTypeUnsignedInt8NV = 7,
  CooperativeVectorComponentTypeUnsignedInt16NV = 8,
  CooperativeVectorComponentTypeUnsignedInt32NV = 9,
  CooperativeVectorComponentTypeUnsignedInt64NV = 10,
  CooperativeVectorComponentTypeSignedInt8PackedNV = 1000491000,
  CooperativeVectorComponentTypeUnsignedInt8PackedNV = 1000491001,
  CooperativeVectorComponentTypeFloatE4M3NV = 1000491002,
  CooperativeVectorComponentTypeFloatE5M2NV = 1000491003,
};

// Memory Operands (SPIR-V 3.26): the literal mask after OpLoad's and
// OpStore's pointer.
enum MemoryAccessMask {
  MemoryAccessMaskNone = 0,
  MemoryAccessVolatileMask = 0x1,
  MemoryAccessAlignedMask = 0x2,
  MemoryAccessNontemporalMask = 0x4,
  MemoryAccessMakePointerAvailableMask = 0x8,
  MemoryAccessMakePointerAvailableKHRMask = 0x8,
  MemoryAccessMakePointerVisibleMask = 0x10,
  MemoryAccessMakePointerVisibleKHRMask = 0x10,
  MemoryAccessNonPrivatePointerMask = 0x20,
  MemoryAccessNonPrivatePointerKHRMask = 0x20,
  MemoryAccessAliasScopeINTELMaskMask = 0x10000,
  MemoryAccessNoAliasINTELMaskMask = 0x20000,
};

// Scope <id> (SPIR-V 3.27): what atomics, barriers and group operations
// synchronize with.
enum Scope {
  ScopeCrossDevice = 0,
  ScopeDevice = 1,
  ScopeWorkgroup = 2,
  ScopeSubgroup = 3,
  ScopeInvocation = 4,
  ScopeQueueFamily = 5,
  ScopeQueueFamilyKHR = 5,
  ScopeShaderCallKHR = 6,
  ScopeMax = 0x7fffffff,
};

// The storage classes the header's pointers use (SPIR-V 3.7).
enum StorageClass {
  StorageClassWorkgroup = 4,
};

#if __HLSL_VERSION >= 2021
// An opaque type for a SPIR-V pointer to the Workgroup storage class
// (const, as in DXC: a variable of it is set once, where it is declared).
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
