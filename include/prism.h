/* Prism: HLSL to SPIR-V, MSL and WGSL. The public C API.
 *
 *   PrismOptions o = prism_default_options();
 *   o.targets = PRISM_TARGET_SPIRV;
 *   PrismResult *r = prism_compile(src, len, "shader.hlsl", &o);
 *   if (prism_success(r)) { const PrismBlob *b = prism_find(r, "CSMain", PRISM_TARGET_SPIRV); ... }
 *   prism_free(r);
 *
 * The library never exits the process and keeps no global state: two
 * compilations may run on two threads at once. */
#ifndef PRISM_H
#define PRISM_H
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define PRISM_VERSION "0.1.0"

typedef enum PrismTarget {
    PRISM_TARGET_SPIRV = 1 << 0,
    PRISM_TARGET_MSL = 1 << 1,
    PRISM_TARGET_WGSL = 1 << 2,
} PrismTarget;

/* Text outputs for inspection, asked for with PrismOptions.dumps. */
typedef enum PrismDump {
    PRISM_DUMP_PREPROCESSED = 1 << 0, /* like dxc -P */
    PRISM_DUMP_AST = 1 << 1,
    PRISM_DUMP_IR = 1 << 2, /* IR after the optimisation pipeline */
    PRISM_DUMP_SPIRV_ASM = 1 << 3, /* our own disassembly, no SPIRV-Tools */
    /* the IR after every pass that ran, each headed by a line
     * "; ---- after PASS (MODULE)" (MODULE: common, spirv, wgsl or msl) */
    PRISM_DUMP_IR_PASSES = 1 << 4,
} PrismDump;

typedef enum PrismSeverity { PRISM_ERROR, PRISM_WARNING, PRISM_NOTE } PrismSeverity;

/* PrismOptions.output_sink: one chunk of the output of entry for target
 * (entry is "" for a library); data NULL and size 0 end that output. */
typedef void (*PrismOutputSink)(void *user, const char *entry, PrismTarget target, const unsigned char *data,
                                size_t size);

typedef struct PrismOptions {
    const char *entry;   /* -E; NULL compiles every [shader("...")] function */
    const char *profile; /* -T, e.g. "cs_6_0"; NULL means "from the attribute" */
    int hlsl_version;    /* -HV: 2016, 2017, 2018, 2021, or 2029 for 202x (DXC's numbers) */
    int vulkan_version;  /* -fspv-target-env: 110, 120 or 130 */
    unsigned targets;    /* PrismTarget bits */
    unsigned dumps;      /* PrismDump bits */
    int enable_16bit_types;
    /* -fspv-partitioned-nv: SPIR-V keeps WaveMatch and WaveMultiPrefix* as
     * SPV_NV_shader_subgroup_partitioned instructions (reflection then asks
     * for VK_SUBGROUP_FEATURE_PARTITIONED_BIT_NV); 0: every target gets the
     * portable loops of ir_lower_wave_match */
    int spv_partitioned_nv;
    int optimize;        /* 0: no optional passes; 1: the default pipeline */
    int verify_ir;       /* run the IR verifier after every pass */
    int max_errors;      /* stop after this many errors (0: default 50) */
    int time_passes;     /* record the time of each phase (prism_time_report) */
    /* -fvk-{b,s,t,u}-shift N SPACE (DXC's spelling): registers of that class
     * in that space (-1: every space) get Vulkan binding register + N. */
    const struct PrismBindingShift {
        char reg_class;
        int shift;
        int space;
    } *binding_shifts;
    int num_binding_shifts;
    const char *const *defines; /* "NAME" or "NAME=VALUE" */
    int num_defines;
    const char *const *undefines;
    int num_undefines;
    const char *const *include_dirs;
    int num_include_dirs;
    /* How #include reads a file; NULL reads the file system. Returns a
     * malloc'd buffer the library frees, or NULL if there is no such file. */
    char *(*read_file)(void *user, const char *path, size_t *len);
    void *read_file_user;
    /* -Vd (DXC's spelling): do not validate modules that use inline SPIR-V
     * (they are validated in process by default; Prism's own code is valid
     * by construction) */
    int skip_validation;

    /* ---- Vulkan-specific options (DXC's -fvk-* / -fspv-* flags; added
     * after the fields above so that older callers keep working: zero is
     * always DXC's default) ---- */
    int layout;            /* PrismLayout: buffer layout rules (-fvk-use-*-layout) */
    /* -fspv-target-env=vulkan1.1spirv1.4 / universal1.5: the SPIR-V version
     * (0x00010400, 0x00010500), 0 to take it from vulkan_version;
     * vulkan_version 0 with it means "universal": no Vulkan environment. */
    unsigned spirv_version;
    int spv_reflect;       /* -fspv-reflect: SPV_GOOGLE_hlsl_functionality1, SPV_GOOGLE_user_type */
    int invert_y;          /* -fvk-invert-y: SV_Position.y negated in vertex shaders */
    int dx_position_w;     /* -fvk-use-dx-position-w: SV_Position.w reciprocated in pixel shaders */
    int nonzero_base_instance; /* -fvk-support-nonzero-base-instance: SV_InstanceID from BaseInstance */
    int nonzero_base_vertex;   /* -fvk-support-nonzero-base-vertex: SV_VertexID from BaseVertex */
    int ieee_strict;       /* -Gis: no contraction of float arithmetic (NoContraction), SignedZeroInfNanPreserve 32 */
    int maximal_reconvergence; /* -fspv-enable-maximal-reconvergence */
    int vulkan_memory_model;   /* -fspv-use-vulkan-memory-model: OpMemoryModel Vulkan */
    int auto_shift_bindings;   /* -fvk-auto-shift-bindings: shifts apply to implicit bindings too */
    int stage_io_alpha;    /* -fvk-stage-io-order=alpha (0: decl, DXC's default) */
    int preserve_bindings; /* -fspv-preserve-bindings: every resource, used or not */
    int preserve_interface; /* -fspv-preserve-interface: every stage input and output, used or not */
    int default_row_major; /* -Zpr: matrices row_major unless declared column_major */
    int legacy_buffer_matrix_order; /* -fspv-use-legacy-buffer-matrix-order: raw buffer matrices row-major */
    int warnings_as_errors; /* -WX */
    int no_warnings;       /* -no-warnings */
    /* -Wno-NAME: warnings not reported, by name (docs/diagnostics.md) or PRISMnnnn */
    const char *const *disabled_warnings;
    int num_disabled_warnings;
    /* -WNAME: warnings off by default that are reported (-Wsign-compare) */
    const char *const *enabled_warnings;
    int num_enabled_warnings;
    /* -fspv-extension=EXT (repeatable): the only SPIR-V extensions the module
     * may use ("KHR" allows every SPV_KHR_ one); NULL/0: any */
    const char *const *spv_extensions;
    int num_spv_extensions;
    /* -fvk-bind-register tN SPACE BINDING SET: that register's Vulkan binding */
    const struct PrismRegisterBinding {
        char reg_class;
        int index, space, binding, set;
    } *register_bindings;
    int num_register_bindings;
    /* -fvk-bind-globals B S: the $Globals cbuffer's binding and set (else
     * the first binding of set 0 no resource takes) */
    int bind_globals, globals_binding, globals_set;
    /* -fvk-bind-resource-heap / -sampler-heap / -counter-heap B S: where
     * ResourceDescriptorHeap [0] and SamplerDescriptorHeap [1] are bound
     * (else the first free bindings of set 0 after every other resource) */
    int bind_heap[3], heap_binding[3], heap_set[3];
    /* -fspv-flatten-resource-arrays: an array of N resources is N resources
     * at N consecutive bindings (DXC's meaning), indexed by constants */
    int flatten_resource_arrays;
    int debug_info;        /* -Zi / -fspv-debug: PrismDebugInfo bits */
    int strip_debug;       /* -Qstrip_debug: no OpName, OpLine or debug instructions */
    int strip_reflect;     /* -Qstrip_reflect: no -fspv-reflect decorations */
    const char *spv_entry_name; /* -fspv-entrypoint-name: the SPIR-V OpEntryPoint name */
    /* Where the outputs go instead of the result (NULL: into the result,
     * prism_blob). Each output comes as chunks of its bytes in order, then
     * one call with data NULL and size 0 that ends it; one output ends
     * before the next begins, in the order WGSL, SPIR-V, MSL (the order
     * they are made in). A big text output is handed out while it is
     * joined, so it is never whole in memory. The compile may fail after
     * some outputs were handed out: when prism_success is 0 the caller
     * drops them. With a sink the result holds no blobs. */
    PrismOutputSink output_sink;
    void *output_sink_user;
} PrismOptions;

/* PrismOptions.layout (DXC's -fvk-use-*-layout; docs/reflection.md, "Layouts"). */
typedef enum PrismLayout {
    PRISM_LAYOUT_DEFAULT, /* DXC's default: relaxed std140 for cbuffers, relaxed std430 for the rest */
    PRISM_LAYOUT_GL,      /* -fvk-use-gl-layout: strict std140 / std430 */
    PRISM_LAYOUT_DX,      /* -fvk-use-dx-layout: FXC's cbuffer packing, tightly packed structured buffers */
    PRISM_LAYOUT_SCALAR,  /* -fvk-use-scalar-layout: VK_EXT_scalar_block_layout everywhere */
} PrismLayout;

/* PrismOptions.debug_info (-Zi, -fspv-debug=...). */
typedef enum PrismDebugInfo {
    PRISM_DEBUG_FILE = 1 << 0,   /* OpSource with the file name */
    PRISM_DEBUG_SOURCE = 1 << 1, /* and the source text */
    PRISM_DEBUG_LINE = 1 << 2,   /* OpLine for every instruction */
    PRISM_DEBUG_TOOL = 1 << 3,   /* OpModuleProcessed with the command line options */
    PRISM_DEBUG_VULKAN = 1 << 4, /* NonSemantic.Shader.DebugInfo.100 (types, functions, locals, lines) */
} PrismDebugInfo;

typedef struct PrismBlob {
    const char *entry;
    PrismTarget target;
    const unsigned char *data; /* SPIR-V words (little endian) or UTF-8 text */
    size_t size;               /* bytes; text has a NUL after size bytes */
} PrismBlob;

typedef struct PrismDiagnostic {
    PrismSeverity severity;
    int code;            /* the nnnn of PRISMnnnn; stable across releases */
    const char *file;    /* NULL when the diagnostic has no position */
    int line, column;    /* 1-based; 0 when unknown */
    const char *message;
} PrismDiagnostic;

typedef struct PrismResult PrismResult;

PrismOptions prism_default_options(void);
PrismResult *prism_compile(const char *source, size_t length, const char *filename,
                           const PrismOptions *options);
void prism_free(PrismResult *r);

int prism_success(const PrismResult *r); /* no errors */
int prism_blob_count(const PrismResult *r);
const PrismBlob *prism_blob(const PrismResult *r, int i);
const PrismBlob *prism_find(const PrismResult *r, const char *entry, PrismTarget target);
int prism_diagnostic_count(const PrismResult *r);
const PrismDiagnostic *prism_diagnostic(const PrismResult *r, int i);
/* "file(line,col): error PRISMnnnn: message", plus the source line and a caret
 * under the column when with_caret is set. Returns a malloc'd string. */
char *prism_format_diagnostic(const PrismResult *r, int i, int with_caret);
/* A dump asked for in options.dumps, or NULL. */
const char *prism_dump(const PrismResult *r, PrismDump which);
/* What one entry point needs from the device: the summary of its reflection. */
typedef struct PrismEntryInfo {
    const char *name;
    const char *stage;                   /* "compute", "vertex", "fragment" */
    unsigned workgroup_size[3];          /* [numthreads] */
    unsigned wave_size[3];               /* [WaveSize(min, max, preferred)]; 0 when not given */
    unsigned subgroup_operations;        /* VkSubgroupFeatureFlagBits: compare with subgroupSupportedOperations */
    const char *subgroup_operation_names; /* "Basic, Ballot" */
    const char *const *webgpu_features;  /* the requiredFeatures for requestDevice */
    int num_webgpu_features;
} PrismEntryInfo;

int prism_entry_count(const PrismResult *r);
const PrismEntryInfo *prism_entry_info(const PrismResult *r, int i);

/* The reflection JSON of every entry point compiled (docs/reflection.md),
 * or NULL when compilation failed. */
const char *prism_reflection_json(const PrismResult *r);
/* Time spent per phase, "phase seconds" lines, when options asked for it. */
const char *prism_time_report(const PrismResult *r);
/* The files the compilation read, for build systems (-MD): the input
 * first, then each #include'd file once, as its path was opened (also
 * when compilation failed). */
int prism_dependency_count(const PrismResult *r);
/* The text of a SPIR-V module in the form `spirv-dis --raw-id` gives (for
 * -Fc); malloc'd, or NULL when bytes are no SPIR-V module. */
char *prism_disassemble_spirv(const unsigned char *bytes, size_t size);
/* -Wno-NAME: whether NAME names a warning (its name in docs/diagnostics.md,
 * or PRISMnnnn of a warning), and every name, comma-separated. */
int prism_warning_known(const char *name);
const char *prism_warning_names(void);
const char *prism_dependency(const PrismResult *r, int i);

/* ---- Compile contexts: many compiles, one cache (docs/jobs.md) ----
 *
 *   PrismContext *x = prism_context_new();
 *   // from any number of threads at once:
 *   PrismResult *r = prism_context_compile(x, src, len, "shader.hlsl", &o);
 *   ...
 *   prism_context_free(x); // after every compile has returned
 *
 * A context shares between its compiles what does not depend on a
 * compile's macros: each file read once (the input through
 * prism_context_read_file, every #include), and the preprocessed tokens of
 * compiles whose preprocessing inputs are equal (the source, the file
 * name, -D, -U, -I, the profile, -HV, -enable-16bit-types, whether SPIR-V
 * is the one target and its version, the warning options): such compiles
 * run the preprocessor once. A result is byte for byte the one
 * prism_compile gives. Files are read as of their first read: a context is
 * for one build, not for watching files change. All functions are
 * thread-safe; free the context only when no compile is running in it. */
typedef struct PrismContext PrismContext;

PrismContext *prism_context_new(void);
void prism_context_free(PrismContext *x);
PrismResult *prism_context_compile(PrismContext *x, const char *source, size_t length, const char *filename,
                                   const PrismOptions *options);
/* The bytes of path (NUL after *length bytes), read once per context and
 * kept by it until prism_context_free; NULL with errno set when it cannot
 * be read (the error is kept too). "-" is standard input. With
 * options.read_file set, #include goes through that function instead,
 * once per path as well (the cache is per function and user pointer). */
const char *prism_context_read_file(PrismContext *x, const char *path, size_t *length);
/* What the context shared so far (the job runner's --jobs-stats). */
typedef struct PrismContextStats {
    long file_reads;        /* files read (or read_file calls), each path once */
    long file_hits;         /* reads answered from the cache */
    long preprocess_runs;   /* preprocessings run for the cache */
    long preprocess_shared; /* compiles that took tokens another compile had made */
    long preprocess_own;    /* compiles that preprocessed by themselves (errors in the shared run) */
} PrismContextStats;
PrismContextStats prism_context_stats(PrismContext *x);
/* Preprocessed tokens are kept while their bytes stay under this limit
 * (default 256 MiB); past it the oldest unused are dropped. 0: nothing is
 * shared, each compile preprocesses by itself. */
void prism_context_set_cache_limit(PrismContext *x, size_t bytes);
/* A context keeps the memory its compiles' arenas gave back, for the next
 * compiles (no fresh pages to fault in), up to this many bytes (default
 * 8 MiB); 0 keeps none. The outputs do not change. */
void prism_context_set_memory_limit(PrismContext *x, size_t bytes);

#ifdef __cplusplus
}
#endif
#endif
