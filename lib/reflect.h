/* Reflection: what an application needs to bind and run each entry point. */
#ifndef PRISM_REFLECT_H
#define PRISM_REFLECT_H
#include "../backend_msl/msl.h"
#include "../backend_spirv/spirv.h"
#include "../backend_wgsl/wgsl.h"
#include "../ir/ir.h"

/* What an entry's inline SPIR-V declares (reflect_inline_spirv.c). */
typedef VEC(uint32_t) ReflectWords;
typedef VEC(const char *) ReflectNames;
typedef struct InlineSpirvReflection {
    ReflectWords capabilities;       /* SpvCapability, first use first */
    ReflectNames extensions;         /* SPV_* */
    ReflectWords execution_modes;    /* SpvExecutionMode */
    ReflectWords builtins;           /* SpvBuiltIn of vk::ext_builtin_input/output */
    ReflectNames features;           /* "VkPhysicalDeviceShaderClockFeaturesKHR::shaderSubgroupClock" */
    ReflectNames device_extensions;  /* "VK_KHR_shader_clock" */
    unsigned subgroup_ops;           /* VkSubgroupFeatureFlagBits its GroupNonUniform* capabilities imply */
} InlineSpirvReflection;

typedef struct ReflectEntry {
    IrFunction *entry;
    SpirvInfo spirv;      /* capabilities and subgroup operations of its SPIR-V */
    bool have_spirv;
    WgslInfo wgsl;        /* the WebGPU features its WGSL enables */
    bool have_wgsl;
    MslInfo msl;          /* its Metal binding indices (by the reflected module's global ids) */
    bool have_msl;
    /* Filled by reflect_summarize from the above: */
    bool *global_used;    /* by IrGlobal id: the entry reaches it */
    unsigned subgroup_ops; /* VkSubgroupFeatureFlagBits */
    const char *webgpu_features[8];
    int num_webgpu_features;
    InlineSpirvReflection inline_spirv;
    WgslArrays webgpu_arrays; /* the WebGPU bindings of arrays of resources (wgsl.h) */
} ReflectEntry;

void reflect_inline_spirv(IrModule *m, IrFunction *entry, const bool *global_used, InlineSpirvReflection *r);
bool reflect_inline_spirv_empty(const InlineSpirvReflection *r);
/* g's SPIR-V BuiltIn from inline SPIR-V ("FragSizeEXT"), or NULL. */
const char *reflect_inline_builtin(const IrGlobal *g);
void reflect_inline_spirv_json(const InlineSpirvReflection *r, StrBuf *out);

/* "compute", "vertex", "fragment". */
const char *reflect_stage_name(IrStage s);
/* Works out what the device must support for re (its summary fields). */
void reflect_summarize(IrModule *m, ReflectEntry *re);
/* Appends the JSON document for all entries (docs/reflection.md); summarizes
 * those the caller has not. */
void reflect_json(IrModule *m, ReflectEntry *entries, int n, StrBuf *out);
void reflect_json_string(StrBuf *out, const char *s);
/* A constant buffer's "members" (reflect_members.c). */
void reflect_block_members(const IrGlobal *g, StrBuf *out);
void reflect_element_layout(const IrGlobal *g, StrBuf *out);
/* Textures and samplers (reflect_texture.c): whether g is one; the sampler
 * of vk::SampledTexture* image g, or NULL; its "arraySize", "vulkan" and
 * "webgpu" members (own_sampler: g is a vk::SampledTexture* whose sampler
 * the entry uses); its Metal index count; the "vulkanFeatures" the module's
 * capabilities need. */
bool reflect_is_handle(const IrGlobal *g);
/* A SPIR-V image format's name ("Rgba32ui"); the format a typed buffer's
 * view must have, or NULL where the element's numeric type is enough. */
const char *reflect_format_name(IrImageFormat f);
const char *reflect_texel_view_format(const IrGlobal *g);
const IrGlobal *reflect_own_sampler(const IrModule *m, const IrGlobal *g);
void reflect_array_size(const IrGlobal *g, StrBuf *out);
void reflect_vulkan_handle(const IrGlobal *g, StrBuf *out);
void reflect_webgpu_handle(const WgslArrays *wa, const IrGlobal *g, bool own_sampler, StrBuf *out);
/* "webgpu": {"group": G, "binding": B, and for an array of resources that
 * WGSL splits, "bindings": [B, B+1, ...], (one a element); true when g is
 * an array WGSL cannot bind (the caller says "unsupported"). */
bool reflect_webgpu_binding(const WgslArrays *wa, const IrGlobal *g, StrBuf *out);
int reflect_metal_slots(const IrGlobal *g);
void reflect_vulkan_features(const SpirvInfo *info, const char *extra, StrBuf *out);
/* Descriptor heaps (reflect_heap.c): an entry of "resources" for array g
 * of a heap's elements after its name and type (buffer_descriptor: its
 * descriptor type when it is a buffer); seen gathers the resource heap's
 * descriptor types, several of which need mutableDescriptorType. */
typedef struct ReflectHeaps {
    const char *first;
    bool mutable_types;
} ReflectHeaps;
void reflect_heap_resource(const IrGlobal *g, const char *buffer_descriptor, ReflectHeaps *seen, StrBuf *out);
void reflect_heap_counter(const IrGlobal *g, StrBuf *out);
/* "Basic, Ballot": VkSubgroupFeatureFlagBits names of mask, in bit order. */
void reflect_subgroup_names(unsigned mask, StrBuf *out);

#endif
