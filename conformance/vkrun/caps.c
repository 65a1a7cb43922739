/* The SPIR-V capabilities a module may declare and what a Vulkan device
 * must have for each (the Vulkan spec's "SPIR-V Environment" appendix, its
 * capabilities table): a feature, a device extension, or both. A test
 * whose module needs what the device lacks SKIPs with the feature's name;
 * without this, a driver is handed SPIR-V it need not take, and lavapipe
 * and SwiftShader crash on it (SparseResidency) instead of refusing it.
 *
 * Every capability prism emits is here (run.c SKIPs on a capability with a
 * feature the device lacks; one that is core needs no row), and the
 * capabilities glslang's modules declare (spirv.c reads them by number). */
#include "vk.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

/* A device extension vkrun enables and a feature struct of it. */
enum { EXT_NONE, EXT_COMPUTE_DERIVATIVES, EXT_FRAGMENT_SHADER_INTERLOCK, EXT_IMAGE_ATOMIC_INT64 };

#define FEATURE(member) offsetof(struct vr_vk, member), #member
#define CORE 0, NULL

static const struct vr_cap {
    uint32_t number;       /* spirv.h */
    const char *name;
    size_t have;           /* offset of the VkBool32 in struct vr_vk; 0: none */
    const char *feature;   /* its place in struct vr_vk: the member's name last */
    const char *extension; /* a device extension it needs, when not core in 1.3 */
    int ext_struct;        /* the feature struct that extension brings */
} caps[] = {
    {1, "Shader", CORE, NULL, EXT_NONE},
    {2, "Geometry", FEATURE(f.features.geometryShader), NULL, EXT_NONE},
    {3, "Tessellation", FEATURE(f.features.tessellationShader), NULL, EXT_NONE},
    {9, "Float16", FEATURE(f12.shaderFloat16), NULL, EXT_NONE},
    {10, "Float64", FEATURE(f.features.shaderFloat64), NULL, EXT_NONE},
    {11, "Int64", FEATURE(f.features.shaderInt64), NULL, EXT_NONE},
    {12, "Int64Atomics", FEATURE(f12.shaderBufferInt64Atomics), NULL, EXT_NONE},
    {22, "Int16", FEATURE(f.features.shaderInt16), NULL, EXT_NONE},
    {25, "ImageGatherExtended", FEATURE(f.features.shaderImageGatherExtended), NULL, EXT_NONE},
    {27, "StorageImageMultisample", FEATURE(f.features.shaderStorageImageMultisample), NULL, EXT_NONE},
    {29, "SampledImageArrayDynamicIndexing", FEATURE(f.features.shaderSampledImageArrayDynamicIndexing),
     NULL, EXT_NONE},
    {31, "StorageImageArrayDynamicIndexing", FEATURE(f.features.shaderStorageImageArrayDynamicIndexing),
     NULL, EXT_NONE},
    {32, "ClipDistance", FEATURE(f.features.shaderClipDistance), NULL, EXT_NONE},
    {33, "CullDistance", FEATURE(f.features.shaderCullDistance), NULL, EXT_NONE},
    {34, "ImageCubeArray", FEATURE(f.features.imageCubeArray), NULL, EXT_NONE},
    {35, "SampleRateShading", FEATURE(f.features.sampleRateShading), NULL, EXT_NONE},
    {37, "SampledRect", CORE, NULL, EXT_NONE},
    {39, "Int8", FEATURE(f12.shaderInt8), NULL, EXT_NONE},
    {40, "InputAttachment", CORE, NULL, EXT_NONE},
    {41, "SparseResidency", FEATURE(f.features.shaderResourceResidency), NULL, EXT_NONE},
    {42, "MinLod", FEATURE(f.features.shaderResourceMinLod), NULL, EXT_NONE},
    {43, "Sampled1D", CORE, NULL, EXT_NONE},
    {44, "Image1D", CORE, NULL, EXT_NONE},
    {45, "SampledCubeArray", FEATURE(f.features.imageCubeArray), NULL, EXT_NONE},
    {46, "SampledBuffer", CORE, NULL, EXT_NONE},
    {47, "ImageBuffer", CORE, NULL, EXT_NONE},
    {48, "ImageMSArray", FEATURE(f.features.shaderStorageImageMultisample), NULL, EXT_NONE},
    {49, "StorageImageExtendedFormats", FEATURE(f.features.shaderStorageImageExtendedFormats), NULL,
     EXT_NONE},
    {50, "ImageQuery", CORE, NULL, EXT_NONE},
    {51, "DerivativeControl", CORE, NULL, EXT_NONE},
    {52, "InterpolationFunction", FEATURE(f.features.sampleRateShading), NULL, EXT_NONE},
    {55, "StorageImageReadWithoutFormat", FEATURE(f.features.shaderStorageImageReadWithoutFormat), NULL,
     EXT_NONE},
    {56, "StorageImageWriteWithoutFormat", FEATURE(f.features.shaderStorageImageWriteWithoutFormat), NULL,
     EXT_NONE},
    {57, "MultiViewport", FEATURE(f.features.multiViewport), NULL, EXT_NONE},
    {61, "GroupNonUniform", CORE, NULL, EXT_NONE}, /* subgroup operations: run.c */
    {69, "ShaderLayer", FEATURE(f12.shaderOutputLayer), NULL, EXT_NONE},
    {70, "ShaderViewportIndex", FEATURE(f12.shaderOutputViewportIndex), NULL, EXT_NONE},
    {4427, "DrawParameters", FEATURE(f11.shaderDrawParameters), NULL, EXT_NONE},
    {4433, "StorageBuffer16BitAccess", FEATURE(f11.storageBuffer16BitAccess), NULL, EXT_NONE},
    {4434, "UniformAndStorageBuffer16BitAccess", FEATURE(f11.uniformAndStorageBuffer16BitAccess), NULL,
     EXT_NONE},
    {4435, "StoragePushConstant16", FEATURE(f11.storagePushConstant16), NULL, EXT_NONE},
    {4436, "StorageInputOutput16", FEATURE(f11.storageInputOutput16), NULL, EXT_NONE},
    {4448, "StorageBuffer8BitAccess", FEATURE(f12.storageBuffer8BitAccess), NULL, EXT_NONE},
    {4449, "UniformAndStorageBuffer8BitAccess", FEATURE(f12.uniformAndStorageBuffer8BitAccess), NULL,
     EXT_NONE},
    {4450, "StoragePushConstant8", FEATURE(f12.storagePushConstant8), NULL, EXT_NONE},
    /* a property, not a feature: prism's -Gis declares the mode for 32-bit floats */
    {4466, "SignedZeroInfNanPreserve", FEATURE(float_controls.shaderSignedZeroInfNanPreserveFloat32), NULL,
     EXT_NONE},
    {5055, "ShaderClockKHR", CORE, "VK_KHR_shader_clock", EXT_NONE}, /* features: reflection's */
    {5254, "ShaderViewportIndexLayerEXT", FEATURE(f12.shaderOutputLayer), NULL, EXT_NONE},
    {5288, "ComputeDerivativeGroupQuadsNV", FEATURE(derivatives.computeDerivativeGroupQuads),
     "VK_NV_compute_shader_derivatives", EXT_COMPUTE_DERIVATIVES},
    {5350, "ComputeDerivativeGroupLinearNV", FEATURE(derivatives.computeDerivativeGroupLinear),
     "VK_NV_compute_shader_derivatives", EXT_COMPUTE_DERIVATIVES},
    {5378, "FragmentShaderPixelInterlockEXT", FEATURE(interlock.fragmentShaderPixelInterlock),
     "VK_EXT_fragment_shader_interlock", EXT_FRAGMENT_SHADER_INTERLOCK},
    {5363, "FragmentShaderSampleInterlockEXT", FEATURE(interlock.fragmentShaderSampleInterlock),
     "VK_EXT_fragment_shader_interlock", EXT_FRAGMENT_SHADER_INTERLOCK},
    /* R64i / R64ui images and texel buffers (RWTexture2D<uint64_t>, RWBuffer<int64_t>) */
    {5016, "Int64ImageEXT", FEATURE(image_int64.shaderImageInt64Atomics),
     "VK_EXT_shader_image_atomic_int64", EXT_IMAGE_ATOMIC_INT64},
    {5301, "ShaderNonUniform", CORE, NULL, EXT_NONE},
    {5302, "RuntimeDescriptorArray", FEATURE(f12.runtimeDescriptorArray), NULL, EXT_NONE},
    {5307, "SampledImageArrayNonUniformIndexing", FEATURE(f12.shaderSampledImageArrayNonUniformIndexing),
     NULL, EXT_NONE},
    {5309, "StorageImageArrayNonUniformIndexing", FEATURE(f12.shaderStorageImageArrayNonUniformIndexing),
     NULL, EXT_NONE},
    {5306, "UniformBufferArrayNonUniformIndexing", FEATURE(f12.shaderUniformBufferArrayNonUniformIndexing),
     NULL, EXT_NONE},
    {5308, "StorageBufferArrayNonUniformIndexing", FEATURE(f12.shaderStorageBufferArrayNonUniformIndexing),
     NULL, EXT_NONE},
    {5311, "UniformTexelBufferArrayNonUniformIndexing",
     FEATURE(f12.shaderUniformTexelBufferArrayNonUniformIndexing), NULL, EXT_NONE},
    {5312, "StorageTexelBufferArrayNonUniformIndexing",
     FEATURE(f12.shaderStorageTexelBufferArrayNonUniformIndexing), NULL, EXT_NONE},
    {5345, "VulkanMemoryModel", FEATURE(f12.vulkanMemoryModel), NULL, EXT_NONE},
    {5346, "VulkanMemoryModelDeviceScope", FEATURE(f12.vulkanMemoryModelDeviceScope), NULL, EXT_NONE},
    {5347, "PhysicalStorageBufferAddresses", FEATURE(f12.bufferDeviceAddress), NULL, EXT_NONE},
    {5379, "DemoteToHelperInvocation", FEATURE(f13.shaderDemoteToHelperInvocation), NULL, EXT_NONE},
    /* what vkrun does not enable: the device extension is reported missing */
    {5013, "StencilExportEXT", CORE, "VK_EXT_shader_stencil_export", EXT_NONE},
    {5297, "GroupNonUniformPartitionedNV", CORE, "VK_NV_shader_subgroup_partitioned", EXT_NONE},
    {6033, "AtomicFloat32AddEXT", CORE, "VK_EXT_shader_atomic_float", EXT_NONE},
    /* with acceleration structures (vk_accel.c enables the extensions and
     * rayQuery; run.c SKIPs first on a device without them) */
    {4472, "RayQueryKHR", FEATURE(rayq.rayQuery), "VK_KHR_ray_query", EXT_NONE},
    {4478, "RayTraversalPrimitiveCullingKHR", FEATURE(rayq.rayQuery), "VK_KHR_ray_query", EXT_NONE},
};

static const struct vr_cap *find(const char *name)
{
    for (size_t i = 0; i < sizeof caps / sizeof *caps; i++)
        if (strcmp(caps[i].name, name) == 0)
            return &caps[i];
    return NULL;
}

const char *vr_cap_name(uint32_t number)
{
    for (size_t i = 0; i < sizeof caps / sizeof *caps; i++)
        if (caps[i].number == number)
            return caps[i].name;
    return NULL;
}

/* The device extensions a module's capabilities need beyond the ones a
 * device enables for every test: appended to want (vr_vk_device enables
 * each the device has, and names the first it lacks). */
int vr_cap_extensions(const struct vr_refl *r, const char **want, int n, int max)
{
    for (int c = 0; c < r->ncaps; c++) {
        const struct vr_cap *cap = find(r->caps[c]);
        if (!cap || !cap->extension)
            continue;
        int dup = 0;
        for (int i = 0; i < n; i++)
            dup |= strcmp(want[i], cap->extension) == 0;
        if (!dup && n < max)
            want[n++] = cap->extension;
    }
    return n;
}

/* Fills the feature struct f (its sType: type) from the device and chains it into
 * the features vkCreateDevice gets. */
static void chain(struct vr_vk *vk, void *f, VkStructureType type)
{
    VkBaseOutStructure *b = f;
    b->sType = type;
    VkPhysicalDeviceFeatures2 q = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = f};
    vkGetPhysicalDeviceFeatures2(vk->phys, &q);
    b->pNext = vk->f.pNext;
    vk->f.pNext = f;
}

/* Chain the feature struct of an extension vkrun enables. */
void vr_cap_chain_features(struct vr_vk *vk, const char *extension)
{
    if (strcmp(extension, VK_EXT_MUTABLE_DESCRIPTOR_TYPE_EXTENSION_NAME) == 0)
        chain(vk, &vk->mutable_types, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MUTABLE_DESCRIPTOR_TYPE_FEATURES_EXT);
    if (strcmp(extension, "VK_NV_compute_shader_derivatives") == 0)
        chain(vk, &vk->derivatives, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COMPUTE_SHADER_DERIVATIVES_FEATURES_NV);
    if (strcmp(extension, "VK_EXT_shader_image_atomic_int64") == 0)
        chain(vk, &vk->image_int64, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT);
    if (strcmp(extension, "VK_EXT_fragment_shader_interlock") == 0)
        chain(vk, &vk->interlock, VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FRAGMENT_SHADER_INTERLOCK_FEATURES_EXT);
}

/* The first device feature (or extension) the module's capabilities need
 * that the device lacks; NULL when it has them all. A capability vkrun
 * does not know is left to the validation layer. */
/* Device features reflection names (an entry point's vulkanFeatures) that
 * say more than a capability does: Int64Atomics is one capability for
 * buffer and workgroup atomics, but they are two features. */
static const struct vr_feature {
    const char *name;
    size_t have;
} features[] = {
    {"shaderBufferInt64Atomics", offsetof(struct vr_vk, f12.shaderBufferInt64Atomics)},
    {"shaderSharedInt64Atomics", offsetof(struct vr_vk, f12.shaderSharedInt64Atomics)},
};

/* VKRUN_WITHOUT_FEATURES="a,b": the device is taken to lack these features
 * of the table above (not enabled, and a shader needing one SKIPs), so that
 * a test can play a device that has buffer but not workgroup 64-bit atomics. */
void vr_cap_mask_features(struct vr_vk *vk)
{
    const char *list = getenv("VKRUN_WITHOUT_FEATURES");
    for (size_t k = 0; list && k < sizeof features / sizeof *features; k++) {
        size_t n = strlen(features[k].name);
        for (const char *p = strstr(list, features[k].name); p; p = strstr(p + 1, features[k].name))
            if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == 0))
                *(VkBool32 *)((char *)vk + features[k].have) = VK_FALSE;
    }
}

static const char *feature_missing(const struct vr_vk *vk, const struct vr_refl *r)
{
    for (int i = 0; i < r->nentry_features; i++)
        for (size_t k = 0; k < sizeof features / sizeof *features; k++)
            if (strcmp(r->entry_features[i], features[k].name) == 0 &&
                !*(const VkBool32 *)((const char *)vk + features[k].have))
                return features[k].name;
    return NULL;
}

const char *vr_cap_missing(const struct vr_vk *vk, const struct vr_refl *r)
{
    for (int c = 0; c < r->ncaps; c++) {
        const struct vr_cap *cap = find(r->caps[c]);
        if (!cap)
            continue;
        /* prism's reflection says which Int64Atomics it is (feature_missing);
         * a module without it (glslang's) takes the buffer feature */
        if (cap->number == 12 && r->nentry_features)
            continue;
        if (cap->have && !*(const VkBool32 *)((const char *)vk + cap->have))
            return strrchr(cap->feature, '.') + 1; /* "f12.shaderInt8": shaderInt8 */
    }
    return feature_missing(vk, r);
}
