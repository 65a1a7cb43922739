/* The MSL backend: one MSL 2.4 source (text) per entry point, or one for
 * several (a library). */
#ifndef PRISM_MSL_H
#define PRISM_MSL_H
#include "../ir/ir.h"
#include "../util/indent_log.h"

/* The Metal argument indices the kernel got, for reflection: per global id
 * (IrGlobal.v.id), -1 when the entry does not use it. */
typedef struct MslInfo {
    int *buffer_index;  /* [[buffer(n)]]: storage and uniform buffers */
    int *texture_index; /* [[texture(n)]]: textures and texel buffers */
    int *sampler_index; /* [[sampler(n)]] */
    int num_globals;    /* length of the three arrays */
    /* The kernel's name in the MSL source: the HLSL name, unless C++ or MSL
     * reserves it (`main` becomes `main0`); what MTLLibrary newFunctionWithName takes. */
    const char *function_name;
    /* GetDimensions of a structured or byte-address buffer: Metal buffers
     * carry no length, so the kernel takes `constant uint* prism_buffer_sizes
     * [[buffer(n)]]`, which the application fills with the byte size of the
     * buffer bound at each [[buffer(i)]] index i (SPIRV-Cross's convention
     * for spvBufferSizeConstants). n here; -1 when the kernel needs none. */
    int buffer_sizes_index;
} MslInfo;

/* The required IR passes for MSL, in order (backend_msl/msl_passes.c): run
 * once on a module before msl_emit. Returns false after a diagnostic. */
bool msl_prepare(IrModule *m);
/* Emits the MSL for `entry` (only what it reaches) into out; indices go to
 * info (arrays allocated in m's arena). Reports PRISM54xx diagnostics for
 * what Metal cannot express and returns false then. */
bool msl_emit(IrModule *m, IrFunction *entry, StrBuf *out, MslInfo *info);
/* The same for entries[0..n) in one source (a library), each function once;
 * infos[k] gets entry k's indices. */
bool msl_emit_module(IrModule *m, IrFunction *const *entries, int n, StrBuf *out, MslInfo *infos);
/* The same, the text handed to put in pieces (at most 1 MiB each) instead
 * of into a buffer: its indentation is only spaced out as it goes. Nothing
 * is put when it returns false. */
bool msl_emit_module_streamed(IrModule *m, IrFunction *const *entries, int n, TextPieceFn put, void *user,
                              MslInfo *infos);

#endif
