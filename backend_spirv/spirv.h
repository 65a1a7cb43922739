/* The SPIR-V backend: one binary module per entry point, or one for
 * several (a library: an OpEntryPoint each, as DXC writes lib_6_x). */
#ifndef PRISM_SPIRV_H
#define PRISM_SPIRV_H
#include "../ir/ir.h"

typedef struct SpirvOptions {
    int vulkan_version; /* 110, 120, 130: SPIR-V 1.3, 1.5, 1.6 */
} SpirvOptions;

/* What the module needed, for reflection. */
typedef struct SpirvInfo {
    VEC(int) capabilities;    /* SpvCapability values declared, in order */
    VEC(const char *) extensions;
    unsigned subgroup_ops;    /* VkSubgroupFeatureFlagBits the module uses */
} SpirvInfo;

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
