/* The WGSL backend: one WGSL module (text) per entry point. */
#ifndef PRISM_WGSL_H
#define PRISM_WGSL_H
#include "../ir/ir.h"
#include "../util/indent_log.h"

/* What the module needs from the WebGPU device, for reflection. */
typedef struct WgslInfo {
    bool subgroups;             /* enable subgroups; -> requiredFeatures "subgroups" */
    bool subgroup_size_control; /* enable subgroup_size_control; */
    bool f16;                   /* enable f16; -> "shader-f16" */
    bool dual_source_blending;  /* enable dual_source_blending; -> "dual-source-blending" ([[vk::index]]) */
    bool derivatives;           /* derivatives or implicit-lod sampling: diagnostic(off, derivative_uniformity) */
    bool clip_distances;        /* enable clip_distances; -> "clip-distances" (SV_ClipDistance) */
    bool primitive_index;       /* enable primitive_index; -> "primitive-index" (SV_PrimitiveID) */
    bool subgroup_id;           /* requires subgroup_id; (GetGroupWaveIndex/Count): a language feature */
} WgslInfo;

/* The required IR passes for WGSL, in order (backend_wgsl/wgsl_passes.c):
 * run once on a module before wgsl_emit. Returns false after a diagnostic. */
bool wgsl_prepare(IrModule *m);
/* The WebGPU format name ("rgba32float") of the texels a typed buffer holds
 * when WGSL binds it as a storage buffer of its element type
 * (wgsl_texel_buffer.c), or NULL when WGSL cannot bind it (PRISM5203). */
const char *wgsl_texel_buffer_format(const IrGlobal *g);
/* Arrays of resources as one binding an element (wgsl_resource_arrays.c):
 * WebGPU has no arrays of bindings. By global id: count, the bindings the
 * array takes (0: not split: a single resource, or an array WGSL cannot
 * bind); first, the WebGPU binding of element 0 (element k is at first +
 * k; a global's own binding when not split). Computed before
 * ir_lower_phis_to_vars; the split runs in wgsl_prepare. */
#define WGSL_MAX_BINDING_ARRAY 16
typedef struct WgslArrays {
    uint32_t *count;
    int *first;
    uint32_t num;
} WgslArrays;
WgslArrays wgsl_resource_arrays(const IrModule *m, Arena *a);
bool wgsl_split_resource_arrays(IrModule *m);
/* Emits the WGSL for `entry` (only what it reaches) as text into out.
 * Reports PRISM52xx diagnostics for what WGSL cannot express (64-bit types,
 * texel buffers, ...) and returns false then. */
bool wgsl_emit(IrModule *m, IrFunction *entry, StrBuf *out, WgslInfo *info);
/* The same for entries[0..n) in one module (a library), each function and
 * global once; info covers the whole module. */
bool wgsl_emit_module(IrModule *m, IrFunction *const *entries, int n, StrBuf *out, WgslInfo *info);
/* The same, the text handed to put in pieces (at most 1 MiB each) instead
 * of into out, its indentation spaced out only as it goes; out is the
 * writer's buffer for the unindented functions (emptied after). Nothing
 * is put when it returns false. */
bool wgsl_emit_module_streamed(IrModule *m, IrFunction *const *entries, int n, StrBuf *out, TextPieceFn put,
                               void *user, WgslInfo *info);

#endif
