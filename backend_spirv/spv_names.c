/* Names of the SPIR-V capabilities Prism can declare, for reflection. */
#include <spirv/unified1/spirv.h>
#include "spirv.h"
#include "../ir/spirv_grammar.h"

const char *spirv_capability_name(int capability)
{
    switch (capability) {
#define CAP_(name) case SpvCapability##name: return #name;
        CAP_(Matrix) CAP_(Shader) CAP_(Float16) CAP_(Float64) CAP_(Int64) CAP_(Int64Atomics)
        CAP_(Int16) CAP_(Int8) CAP_(StorageBuffer16BitAccess) CAP_(UniformAndStorageBuffer16BitAccess)
        CAP_(StoragePushConstant16) CAP_(StorageInputOutput16) CAP_(GroupNonUniform)
        CAP_(GroupNonUniformVote) CAP_(GroupNonUniformArithmetic) CAP_(GroupNonUniformBallot)
        CAP_(GroupNonUniformShuffle) CAP_(GroupNonUniformShuffleRelative)
        CAP_(GroupNonUniformClustered) CAP_(GroupNonUniformQuad) CAP_(GroupNonUniformPartitionedNV)
        CAP_(SampledBuffer) CAP_(ImageBuffer) CAP_(StorageImageExtendedFormats)
        CAP_(StorageImageReadWithoutFormat) CAP_(StorageImageWriteWithoutFormat)
        CAP_(DerivativeControl) CAP_(VulkanMemoryModel) CAP_(Float16Buffer) CAP_(ImageQuery)
        CAP_(Sampled1D) CAP_(Image1D) CAP_(SampledCubeArray) CAP_(ImageCubeArray)
        CAP_(StorageImageMultisample) CAP_(ImageMSArray)
        CAP_(ImageGatherExtended) CAP_(MinLod) CAP_(SparseResidency) CAP_(SampleRateShading)
        CAP_(DemoteToHelperInvocation) CAP_(RuntimeDescriptorArray) CAP_(ShaderNonUniform)
        CAP_(SampledImageArrayNonUniformIndexing) CAP_(StorageImageArrayNonUniformIndexing)
        CAP_(UniformTexelBufferArrayNonUniformIndexing) CAP_(StorageTexelBufferArrayNonUniformIndexing)
        CAP_(UniformBufferArrayNonUniformIndexing) CAP_(StorageBufferArrayNonUniformIndexing)
        CAP_(ComputeDerivativeGroupQuadsNV) CAP_(ComputeDerivativeGroupLinearNV)
#undef CAP_
    default: { /* what inline SPIR-V declares: SPIRV-Headers' name */
        const char *n = spirv_enum_name(SPIRV_ENUM_CAPABILITY, (uint32_t)capability);
        return n ? n : "Capability<unknown>";
    }
    }
}
