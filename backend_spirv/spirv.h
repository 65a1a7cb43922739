/* The SPIR-V backend: one binary module per entry point, or one for
 * several (a library: an OpEntryPoint each, as DXC writes lib_6_x). */
#ifndef PRISM_SPIRV_H
#define PRISM_SPIRV_H
#include "../ir/ir.h"

typedef struct SpirvOptions {
    int vulkan_version;     /* 100, 110, 120, 130, 140: SPIR-V 1.0, 1.3, 1.5, 1.6, 1.6; 0: universal */
    unsigned spirv_version; /* 0: Vulkan's; 0x00010400 (vulkan1.1spirv1.4), 0x00010500 (universal1.5) */
} SpirvOptions;

/* The SPIR-V version of a target environment (-fspv-target-env), or 0
 * for one there is none of. */
uint32_t spv_target_version(int vulkan_version, unsigned spirv_version);

/* Vulkan features a module needs beyond its capabilities (reflection's
 * "vulkanFeatures"): the block layouts spv_layout.c finds, the clocks and
 * device addresses the vk:: intrinsics use (spv_vk.c). */
enum {
    SPV_FEATURE_RELAXED_BLOCK_LAYOUT = 1 << 0, /* VK_KHR_relaxed_block_layout: Vulkan 1.0 only (core since 1.1) */
    SPV_FEATURE_UBO_STANDARD_LAYOUT = 1 << 1,  /* uniformBufferStandardLayout */
    SPV_FEATURE_SCALAR_BLOCK_LAYOUT = 1 << 2,  /* scalarBlockLayout */
    SPV_FEATURE_SHADER_DEVICE_CLOCK = 1 << 3,  /* shaderDeviceClock (VK_KHR_shader_clock): vk::ReadClock */
    SPV_FEATURE_SHADER_SUBGROUP_CLOCK = 1 << 4, /* shaderSubgroupClock */
    SPV_FEATURE_BUFFER_DEVICE_ADDRESS = 1 << 5, /* bufferDeviceAddress: vk::RawBufferLoad, vk::BufferPointer */
    SPV_FEATURE_VULKAN_MEMORY_MODEL = 1 << 6,   /* vulkanMemoryModel: -fspv-use-vulkan-memory-model */
    SPV_FEATURE_VULKAN_MEMORY_MODEL_DEVICE_SCOPE = 1 << 7, /* vulkanMemoryModelDeviceScope: and Device scope */
    SPV_FEATURE_FRAGMENT_SHADER_PIXEL_INTERLOCK = 1 << 8,  /* fragmentShaderPixelInterlock: RasterizerOrdered* */
    SPV_FEATURE_FRAGMENT_SHADER_SAMPLE_INTERLOCK = 1 << 9, /* fragmentShaderSampleInterlock: and SV_SampleIndex */
    SPV_FEATURE_BUFFER_INT64_ATOMICS = 1 << 10, /* shaderBufferInt64Atomics: a 64-bit atomic on a buffer */
    SPV_FEATURE_SHARED_INT64_ATOMICS = 1 << 11, /* shaderSharedInt64Atomics: on groupshared memory */
};

/* What the module needed, for reflection. */
typedef struct SpirvInfo {
    VEC(int) capabilities;    /* SpvCapability values declared, in order */
    VEC(const char *) extensions;
    unsigned subgroup_ops;    /* VkSubgroupFeatureFlagBits the module uses */
    unsigned vulkan_features; /* SPV_FEATURE_* */
} SpirvInfo;

/* The Vulkan feature of one SPV_FEATURE_ bit ("scalarBlockLayout"), or
 * NULL (an extension only); the device extension it needs on a Vulkan
 * version (110, 120, ...), or NULL. */
const char *spirv_feature_name(unsigned bit);
const char *spirv_feature_extension(unsigned bit, int vulkan_version);

/* Emits the module for `entry` (only what it reaches) as little-endian words
 * into out. Reports PRISM5xxx diagnostics for what SPIR-V cannot express and
 * returns false then. */
bool spirv_emit(IrModule *m, IrFunction *entry, const SpirvOptions *opts, StrBuf *out, SpirvInfo *info);
/* The same for entries[0..n): one module, the functions and globals they
 * share written once; info covers the whole module. */
bool spirv_emit_module(IrModule *m, IrFunction *const *entries, int n, const SpirvOptions *opts, StrBuf *out,
                       SpirvInfo *info);

/* The SPIR-V spelling of a capability ("GroupNonUniformBallot"), for
 * reflection and messages; "Capability<N>" for one we never emit. */
const char *spirv_capability_name(int capability);

#endif
