/* Reflection of textures and samplers (docs/reflection.md): their Vulkan
 * descriptor types, their WebGPU binding layout entries in WebGPU's terms
 * (GPUTextureBindingLayout, GPUStorageTextureBindingLayout,
 * GPUSamplerBindingLayout), and the Vulkan features the SPIR-V
 * capabilities they declare need. */
#include "reflect.h"
#include <spirv/unified1/spirv.h>
#include <string.h>
#include "reflect_write.h"

static const IrType *element_of(const IrType *t)
{
    while (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)
        t = t->elem;
    return t;
}

bool reflect_is_handle(const IrGlobal *g)
{
    return g->resource == IRR_TEXTURE || g->resource == IRR_SAMPLER;
}

const IrGlobal *reflect_own_sampler(const IrModule *m, const IrGlobal *g)
{
    for (int i = 0; g->resource == IRR_TEXTURE && i < m->globals.len; i++)
        if (m->globals.data[i]->combined_image == g)
            return m->globals.data[i];
    return NULL;
}

void reflect_array_size(const IrGlobal *g, StrBuf *out)
{
    if (g->pointee->kind == IRT_ARRAY) {
        rw_lit(out, ", \"arraySize\": ");
        rw_uint(out, g->pointee->count);
    } else if (g->pointee->kind == IRT_RUNTIME_ARRAY)
        rw_lit(out, ", \"arraySize\": 0");
}

/* The SPIR-V format name, as spirv.h spells it without its prefix. */
const char *reflect_format_name(IrImageFormat f)
{
    static const char *const spv[IR_FMT_COUNT] = {
        [IR_FMT_UNKNOWN] = "Unknown", [IR_FMT_RGBA32F] = "Rgba32f", [IR_FMT_RG32F] = "Rg32f",
        [IR_FMT_R32F] = "R32f", [IR_FMT_RGBA32I] = "Rgba32i", [IR_FMT_RG32I] = "Rg32i", [IR_FMT_R32I] = "R32i",
        [IR_FMT_RGBA32UI] = "Rgba32ui", [IR_FMT_RG32UI] = "Rg32ui", [IR_FMT_R32UI] = "R32ui",
        [IR_FMT_RGBA16F] = "Rgba16f", [IR_FMT_RG16F] = "Rg16f", [IR_FMT_R16F] = "R16f",
        [IR_FMT_R11G11B10F] = "R11fG11fB10f", [IR_FMT_RGBA16] = "Rgba16", [IR_FMT_RGB10A2] = "Rgb10A2",
        [IR_FMT_RGBA8] = "Rgba8", [IR_FMT_RG16] = "Rg16", [IR_FMT_RG8] = "Rg8", [IR_FMT_R16] = "R16",
        [IR_FMT_R8] = "R8", [IR_FMT_RGBA16SNORM] = "Rgba16Snorm", [IR_FMT_RGBA8SNORM] = "Rgba8Snorm",
        [IR_FMT_RG16SNORM] = "Rg16Snorm", [IR_FMT_RG8SNORM] = "Rg8Snorm", [IR_FMT_R16SNORM] = "R16Snorm",
        [IR_FMT_R8SNORM] = "R8Snorm", [IR_FMT_RGBA16I] = "Rgba16i", [IR_FMT_RGBA8I] = "Rgba8i",
        [IR_FMT_RG16I] = "Rg16i", [IR_FMT_RG8I] = "Rg8i", [IR_FMT_R16I] = "R16i", [IR_FMT_R8I] = "R8i",
        [IR_FMT_RGBA16UI] = "Rgba16ui", [IR_FMT_RGB10A2UI] = "Rgb10a2ui", [IR_FMT_RGBA8UI] = "Rgba8ui",
        [IR_FMT_RG16UI] = "Rg16ui", [IR_FMT_RG8UI] = "Rg8ui", [IR_FMT_R16UI] = "R16ui", [IR_FMT_R8UI] = "R8ui",
        [IR_FMT_R64UI] = "R64ui", [IR_FMT_R64I] = "R64i",
    };
    return spv[f];
}

/* The format a texel buffer's view must have, or NULL where any format of
 * the element's numeric type will do (a uniform texel buffer's SPIR-V
 * format is Unknown): a storage texel buffer's is its SPIR-V format; a
 * 2-vector of 64-bit ints is read as four 32-bit channels whichever kind
 * (lower_image.c), so its view is Rgba32ui / Rgba32i, never R64G64. */
const char *reflect_texel_view_format(const IrGlobal *g)
{
    const IrType *t = element_of(g->pointee);
    if (t->kind != IRT_IMAGE)
        return NULL;
    if (t->sampled == IR_IMAGE_STORAGE)
        return reflect_format_name((IrImageFormat)t->format);
    const IrType *e = g->texel_type;
    if (e && irt_scalar_of(e)->bits == 64 && t->elem->bits == 32)
        return t->elem->is_signed ? "Rgba32i" : "Rgba32ui";
    return NULL;
}

void reflect_vulkan_handle(const IrGlobal *g, StrBuf *out)
{
    const IrType *t = element_of(g->pointee);
    sb_printf(out, "\"vulkan\": {\"set\": %d, \"binding\": %d, \"descriptorType\": ", g->set, g->binding);
    if (g->combined)
        sb_puts(out, "\"COMBINED_IMAGE_SAMPLER\"}");
    else if (t->kind == IRT_SAMPLER)
        sb_puts(out, "\"SAMPLER\"}");
    else if (t->sampled == IR_IMAGE_STORAGE)
        sb_printf(out, "\"STORAGE_IMAGE\", \"imageFormat\": \"%s\"}", reflect_format_name((IrImageFormat)t->format));
    else
        sb_puts(out, "\"SAMPLED_IMAGE\"}");
}

static const char *view_dimension(const IrType *t)
{
    switch ((IrImageDim)t->dim) {
    case IR_DIM_1D: return "1d";
    case IR_DIM_2D:
    case IR_DIM_2D_MS: return "2d";
    case IR_DIM_2D_ARRAY: return "2d-array";
    case IR_DIM_3D: return "3d";
    case IR_DIM_CUBE: return "cube";
    case IR_DIM_CUBE_ARRAY: return "cube-array";
    default: return NULL; /* 1d_array, 2d_ms_array: WebGPU has none */
    }
}

/* The binding type of a texture or sampler in WebGPU (the WGSL backend's
 * rules: wgsl_image.c), or "unsupported" with the reason. */
bool reflect_webgpu_binding(const WgslArrays *wa, const IrGlobal *g, StrBuf *out)
{
    uint32_t n = g->v.id < wa->num ? wa->count[g->v.id] : 0;
    int first = n ? wa->first[g->v.id] : g->binding;
    rw_lit(out, "\"webgpu\": {\"group\": ");
    rw_int(out, g->set);
    rw_lit(out, ", \"binding\": ");
    rw_int(out, first);
    rw_lit(out, ", ");
    if (n) {
        rw_lit(out, "\"bindings\": [");
        for (uint32_t k = 0; k < n; k++) {
            rw_sep(out, k);
            rw_int(out, first + (int)k);
        }
        rw_lit(out, "], ");
    }
    return !n && (g->pointee->kind == IRT_ARRAY || g->pointee->kind == IRT_RUNTIME_ARRAY);
}

void reflect_webgpu_handle(const WgslArrays *wa, const IrGlobal *g, bool own_sampler, StrBuf *out)
{
    const IrType *t = element_of(g->pointee);
    if (reflect_webgpu_binding(wa, g, out)) {
        sb_printf(out, "\"unsupported\": \"arrays of textures or samplers of more than %d, unbounded ones indexed at "
                       "run time, arrays of arrays or of combined image samplers: WebGPU has no binding arrays\"}",
                  WGSL_MAX_BINDING_ARRAY);
        return;
    }
    if (own_sampler) { /* the WGSL backend refuses it (5240) */
        sb_puts(out, "\"unsupported\": \"a vk::SampledTexture is a combined image sampler, which WebGPU does not "
                     "have\"}");
        return;
    }
    if (t->kind == IRT_SAMPLER && g->combined) { /* the WGSL backend refuses it (5239) */
        sb_puts(out, "\"unsupported\": \"the sampler of a [[vk::combinedImageSampler]] pair shares its texture's "
                     "binding, which WebGPU cannot\"}");
        return;
    }
    if (t->kind == IRT_SAMPLER) {
        sb_printf(out, "\"sampler\": {\"type\": \"%s\"}}",
                  t->depth ? "comparison" : g->sampler_unfiltered ? "non-filtering" : "filtering");
        return;
    }
    if (t->elem->bits == 64) { /* the WGSL backend refuses it (5390, 5203) */
        sb_puts(out, "\"unsupported\": \"64-bit integer texels: WebGPU has no 64-bit integers or texture formats\"}");
        return;
    }
    const char *view = view_dimension(t);
    if (!view) {
        sb_printf(out, "\"unsupported\": \"%s textures: WGSL has none\"}", ir_image_dim_info[t->dim].name);
        return;
    }
    if (t->sampled == IR_IMAGE_STORAGE) {
        const char *fmt = ir_image_format_info[t->format].wgsl;
        if (!fmt) {
            sb_printf(out, "\"unsupported\": \"storage format %s: WebGPU has no such storage format\"}",
                      ir_image_format_info[t->format].name);
            return;
        }
        const char *access = g->image_read && g->image_written ? "read-write" : g->image_written ? "write-only" : "read-only";
        sb_printf(out, "\"storageTexture\": {\"access\": \"%s\", \"format\": \"%s\", \"viewDimension\": \"%s\"}}", access,
                  fmt, view);
        return;
    }
    const char *sample_type = t->depth                    ? "depth"
                              : t->elem->kind == IRT_FLOAT ? (g->image_sampled ? "float" : "unfilterable-float")
                              : t->elem->is_signed          ? "sint"
                                                            : "uint";
    sb_printf(out, "\"texture\": {\"sampleType\": \"%s\", \"viewDimension\": \"%s\", \"multisampled\": %s}}", sample_type,
              view, ir_image_dim_info[t->dim].multisampled ? "true" : "false");
}

int reflect_metal_slots(const IrGlobal *g)
{
    return g->pointee->kind == IRT_ARRAY ? (int)g->pointee->count : 1;
}

/* The Vulkan device features (VkPhysicalDeviceFeatures and the 1.1-1.3
 * feature structs) that the capabilities of the module need: what
 * vkCreateDevice must enable for the pipeline to be valid. */
void reflect_vulkan_features(const SpirvInfo *info, const char *extra, StrBuf *out)
{
    static const struct { int cap; const char *feature; } map[] = {
        {SpvCapabilityImageGatherExtended, "shaderImageGatherExtended"},
        {SpvCapabilityStorageImageExtendedFormats, "shaderStorageImageExtendedFormats"},
        {SpvCapabilityStorageImageMultisample, "shaderStorageImageMultisample"},
        {SpvCapabilityStorageImageReadWithoutFormat, "shaderStorageImageReadWithoutFormat"},
        {SpvCapabilityStorageImageWriteWithoutFormat, "shaderStorageImageWriteWithoutFormat"},
        {SpvCapabilitySampledCubeArray, "imageCubeArray"},
        {SpvCapabilityImageCubeArray, "imageCubeArray"},
        {SpvCapabilityMinLod, "shaderResourceMinLod"},
        {SpvCapabilitySparseResidency, "shaderResourceResidency"},
        {SpvCapabilityDemoteToHelperInvocation, "shaderDemoteToHelperInvocation"},
        {SpvCapabilityRuntimeDescriptorArray, "runtimeDescriptorArray"},
        {SpvCapabilitySampledImageArrayNonUniformIndexing, "shaderSampledImageArrayNonUniformIndexing"},
        {SpvCapabilityStorageImageArrayNonUniformIndexing, "shaderStorageImageArrayNonUniformIndexing"},
        {SpvCapabilityUniformTexelBufferArrayNonUniformIndexing, "shaderUniformTexelBufferArrayNonUniformIndexing"},
        {SpvCapabilityStorageTexelBufferArrayNonUniformIndexing, "shaderStorageTexelBufferArrayNonUniformIndexing"},
        {SpvCapabilityUniformBufferArrayNonUniformIndexing, "shaderUniformBufferArrayNonUniformIndexing"},
        {SpvCapabilityStorageBufferArrayNonUniformIndexing, "shaderStorageBufferArrayNonUniformIndexing"},
        {SpvCapabilityComputeDerivativeGroupQuadsNV, "computeDerivativeGroupQuads"},
        {SpvCapabilityComputeDerivativeGroupLinearNV, "computeDerivativeGroupLinear"},
        {SpvCapabilitySampleRateShading, "sampleRateShading"},
        /* RWTexture*<int64_t>, RWBuffer<uint64_t>: R64 images need this
         * feature of VK_EXT_shader_image_atomic_int64 (the Vulkan spec's
         * capability table), their atomics too */
        {SpvCapabilityInt64ImageEXT, "shaderImageInt64Atomics"},
        {SpvCapabilityFloat64, "shaderFloat64"},
        {SpvCapabilityInt64, "shaderInt64"},
        {SpvCapabilityInt16, "shaderInt16"},
        {SpvCapabilityFloat16, "shaderFloat16"},
        /* system values (docs/stages.md) */
        {SpvCapabilityClipDistance, "shaderClipDistance"},
        {SpvCapabilityCullDistance, "shaderCullDistance"},
        {SpvCapabilityGeometry, "geometryShader"},
        {SpvCapabilityMultiView, "multiview"},
        {SpvCapabilityMultiViewport, "multiViewport"},
        {SpvCapabilityShaderLayer, "shaderOutputLayer"},
        {SpvCapabilityShaderViewportIndex, "shaderOutputViewportIndex"},
        {SpvCapabilityStorageInputOutput16, "storageInputOutput16"},
        {SpvCapabilityDrawParameters, "shaderDrawParameters"}, /* SV_StartVertexLocation, vk::builtin */
        {SpvCapabilityFragmentBarycentricKHR, "fragmentShaderBarycentric"},
    };
    rw_lit(out, "\"vulkanFeatures\": [");
    const char *done[sizeof map / sizeof map[0] + 8];
    int n = 0;
    for (size_t k = 0; k < sizeof map / sizeof map[0]; k++)
        for (int i = 0; i < info->capabilities.len; i++) {
            if (info->capabilities.data[i] != map[k].cap)
                continue;
            bool dup = false;
            for (int j = 0; j < n; j++)
                dup |= strcmp(done[j], map[k].feature) == 0;
            if (!dup) {
                rw_sep(out, n);
                rw_quoted(out, map[k].feature);
                done[n++] = map[k].feature;
            }
        }
    /* and what the Vulkan-specific code needs beyond capabilities (spv_layout.c, spv_vk.c) */
    for (unsigned bit = 1; bit && bit <= info->vulkan_features; bit <<= 1)
        if ((info->vulkan_features & bit) && spirv_feature_name(bit) && n < (int)(sizeof done / sizeof *done)) {
            rw_sep(out, n);
            rw_quoted(out, spirv_feature_name(bit));
            done[n++] = spirv_feature_name(bit);
        }
    if (extra) { /* mutableDescriptorType: descriptor heaps (reflect_heap.c) */
        rw_sep(out, n);
        rw_quoted(out, extra);
    }
    rw_char(out, ']');
}
