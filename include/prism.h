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
} PrismDump;

typedef enum PrismSeverity { PRISM_ERROR, PRISM_WARNING, PRISM_NOTE } PrismSeverity;

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
} PrismOptions;

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

#ifdef __cplusplus
}
#endif
#endif
