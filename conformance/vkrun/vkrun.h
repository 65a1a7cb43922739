/* vkrun: runs one execution-conformance test on a Vulkan implementation.
 *
 * A test is an llvm offload-test-suite `.test` file (split-file sections
 * `source.hlsl` and `pipeline.yaml`), plus Prism's optional `prism.yaml`
 * section (docs/conformance.md). The flow, one file per step:
 *
 *   testfile.c   split the file, read pipeline.yaml into struct vr_test
 *   ext.c        read prism.yaml (wave size, size-dependent expectations)
 *   compile.c    run build/prism: SPIR-V and reflection JSON
 *   reflect.c    read the reflection JSON
 *   bindings.c   check the YAML's bindings against the reflection
 *   vk_setup.c   instance, device, the device's subgroup properties
 *   vk_buffers.c buffers, descriptor sets (checked against reflection)
 *   vk_run.c     compute pipeline, dispatch, read back
 *   compare.c    the Results rules
 *   main.c       options, the order of the steps, the exit status
 *
 * Exit status: 0 pass, 1 fail, 77 skip (a device limit; "SKIP: reason" is
 * printed), 2 bad usage or a malformed test, 3 the shader did not compile.
 */
#ifndef VKRUN_H
#define VKRUN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <yaml.h>

enum { VR_PASS = 0, VR_FAIL = 1, VR_BAD = 2, VR_NOCOMPILE = 3, VR_SKIP = 77 };

/* ---- arena: everything a run allocates, freed at once (util.c) ---- */

struct vr_arena {
    struct vr_chunk *head;
};
void *vr_alloc(struct vr_arena *a, size_t n); /* zeroed; exits on OOM */
char *vr_strndup(struct vr_arena *a, const char *s, size_t n);
char *vr_strdup(struct vr_arena *a, const char *s);
void vr_arena_free(struct vr_arena *a);
char *vr_read_file(struct vr_arena *a, const char *path, size_t *len);
int vr_write_file(const char *path, const void *data, size_t len);

/* ---- data formats of the offload-test-suite (testfile.c) ---- */

enum vr_kind { VR_K_HEX, VR_K_UINT, VR_K_SINT, VR_K_FLOAT };

/*        name     bytes  kind        */
#define VR_FORMATS(X)            \
    X(Hex8,    1, VR_K_HEX)      \
    X(Hex16,   2, VR_K_HEX)      \
    X(Hex32,   4, VR_K_HEX)      \
    X(Hex64,   8, VR_K_HEX)      \
    X(UInt16,  2, VR_K_UINT)     \
    X(UInt32,  4, VR_K_UINT)     \
    X(UInt64,  8, VR_K_UINT)     \
    X(Int16,   2, VR_K_SINT)     \
    X(Int32,   4, VR_K_SINT)     \
    X(Int64,   8, VR_K_SINT)     \
    X(Float16, 2, VR_K_FLOAT)    \
    X(Float32, 4, VR_K_FLOAT)    \
    X(Float64, 8, VR_K_FLOAT)    \
    X(Depth32, 4, VR_K_FLOAT)    \
    X(Bool,    4, VR_K_UINT)

enum vr_format {
#define X(n, b, k) VR_F_##n,
    VR_FORMATS(X)
#undef X
    VR_F_COUNT
};
struct vr_format_info {
    const char *name;
    unsigned bytes;
    enum vr_kind kind;
};
extern const struct vr_format_info vr_formats[VR_F_COUNT];

/* Resource kinds. `reg` is the HLSL register class; `raw` means a plain
 * buffer descriptor (as opposed to a texel buffer view). The descriptor type
 * is a VkDescriptorType value, spelled as our reflection spells it. */
/*        name                 reg  raw  rw  descriptor type           */
#define VR_RESOURCE_KINDS(X)                                          \
    X(StructuredBuffer,     't', 1, 0, "STORAGE_BUFFER")              \
    X(RWStructuredBuffer,   'u', 1, 1, "STORAGE_BUFFER")              \
    X(ByteAddressBuffer,    't', 1, 0, "STORAGE_BUFFER")              \
    X(RWByteAddressBuffer,  'u', 1, 1, "STORAGE_BUFFER")              \
    X(ConstantBuffer,       'b', 1, 0, "UNIFORM_BUFFER")              \
    X(Buffer,               't', 0, 0, "UNIFORM_TEXEL_BUFFER")        \
    X(RWBuffer,             'u', 0, 1, "STORAGE_TEXEL_BUFFER")

enum vr_rkind {
#define X(n, r, raw, rw, d) VR_R_##n,
    VR_RESOURCE_KINDS(X)
#undef X
    VR_R_COUNT
};
struct vr_rkind_info {
    const char *name;
    char reg;
    int raw, rw;
    const char *descriptor;
};
extern const struct vr_rkind_info vr_rkinds[VR_R_COUNT];

/* ---- the test (testfile.c, ext.c) ---- */

struct vr_buffer {
    const char *name;
    enum vr_format format;
    int channels, stride;
    uint32_t array_size;     /* > 1 for a resource array */
    size_t size;             /* bytes of each element of the array */
    unsigned char **data;    /* array_size blobs of `size` bytes */
};

struct vr_resource {
    const char *name;
    enum vr_rkind kind;
    uint32_t reg, space;     /* DirectXBinding */
    int has_vk_binding;
    uint32_t binding;        /* VulkanBinding (or from reflection) */
    int has_counter;
    struct vr_buffer *buf;
};

struct vr_set {
    struct vr_resource *res;
    int nres;
};

enum vr_rule { VR_RULE_EXACT, VR_RULE_ULP, VR_RULE_EPSILON, VR_RULE_UNORDERED };

struct vr_result {
    const char *name;
    enum vr_rule rule;
    struct vr_buffer *actual, *expected;
    unsigned ulpt;
    double epsilon;
};

/* prism.yaml: data of an expected buffer that depends on the subgroup size
 * W: either one list per size, or an integer expression of the element
 * index i (and W, N, and the `Let` names, evaluated in order). */
struct vr_expect {
    struct vr_buffer *buf;
    int nsizes;
    uint32_t *sizes;         /* BySubgroupSize keys */
    unsigned char **lists;   /* ... their data (size of buf, zero padded) */
    int nlet;
    const char **let_names, **let_exprs;
    const char *expr;        /* Expr, or NULL */
};

/* prism.yaml KnownIssues: a device (name contains `device`, driver info
 * contains `driver` when given) known to run this test wrong; see
 * conformance/driver-bugs/. */
struct vr_driver_bug {
    const char *device, *driver, *note;
};

struct vr_test {
    const char *path;
    const char *source;      /* the .hlsl section */
    const char *entry;
    char profile[16];        /* cs_6_N, from a RUN line (default cs_6_0) */
    const char *args[16];    /* prism flags found on RUN lines */
    int nargs;
    uint32_t dispatch[3];
    struct vr_buffer *bufs;
    int nbufs;
    struct vr_set *sets;
    int nsets;
    struct vr_result *results;
    int nresults;
    const char *unsupported; /* a pipeline feature vkrun does not run */
    /* prism.yaml */
    uint32_t wave_size;      /* required subgroup size; 0 from reflection */
    struct vr_buffer *lane_buf;  /* LaneCount: where the shader wrote W */
    uint32_t lane_index;
    struct vr_expect *expects;
    int nexpects;
    struct vr_driver_bug *bugs; /* KnownIssues: skip on these drivers */
    int nbugs;
};

/* Fills t from a .test file (or from separate pipeline/prism YAML texts
 * when path is NULL); prints the reason and returns nonzero if malformed. */
int vr_test_load(struct vr_arena *a, struct vr_test *t, const char *path);
int vr_test_load_yaml(struct vr_arena *a, struct vr_test *t,
                      const char *pipeline, const char *prism_ext);
struct vr_buffer *vr_test_buffer(struct vr_test *t, const char *name);
int vr_parse_data(struct vr_arena *a, yaml_document_t *d, yaml_node_t *list,
                  enum vr_format f, unsigned char **out, size_t *size);

/* ---- YAML helpers (yamltree.c); JSON is read with them too ---- */

int y_load(yaml_document_t *d, const char *text, const char *what);
yaml_node_t *y_root(yaml_document_t *d);
yaml_node_t *y_get(yaml_document_t *d, yaml_node_t *map, const char *key);
yaml_node_t *y_item(yaml_document_t *d, yaml_node_t *seq, int i);
int y_len(yaml_node_t *seq);
const char *y_str(yaml_node_t *n); /* a scalar's text, else NULL */
int y_u32(yaml_node_t *n, uint32_t *out);
int y_is_null(yaml_node_t *n);

/* prism.yaml (ext.c) */
int vr_ext_load(struct vr_arena *a, struct vr_test *t, const char *text);
/* Writes the subgroup-size-dependent expectations for size w. Returns
 * VR_PASS, VR_SKIP (no data for w) or VR_BAD (an expression error). */
int vr_ext_apply(struct vr_test *t, uint32_t w);

/* expr.c: an integer expression; names are looked up in vars. */
struct vr_vars {
    int n;
    const char *names[40];
    int64_t values[40];
};
int vr_expr_eval(const char *src, const struct vr_vars *v, int64_t *out,
                 char *err, size_t errlen);

/* ---- reflection (reflect.c) ---- */

struct vr_refl_res {
    const char *name;
    char reg;                /* t, u, b, s */
    uint32_t reg_no, space, set, binding;
    const char *descriptor;
};
struct vr_refl {
    const char *entry;
    uint32_t workgroup[3];
    uint32_t wave_min, wave_max, wave_preferred; /* 0: no [WaveSize] */
    uint32_t subgroup_ops;   /* VkSubgroupFeatureFlags */
    const char *caps[64];    /* SPIR-V capabilities */
    int ncaps;
    const char *device_exts[16]; /* inlineSpirv.vulkanExtensions */
    int ndevice_exts;
    const char *features[16];    /* inlineSpirv.vulkanFeatures */
    int nfeatures;
    struct vr_refl_res *res;
    int nres;
};
int vr_refl_load(struct vr_arena *a, struct vr_refl *r, const char *json);

/* bindings.c: the YAML's bindings against the reflection; fills in the
 * VulkanBinding a resource leaves out. VR_PASS or VR_FAIL (printed). */
int vr_check_bindings(struct vr_test *t, const struct vr_refl *r);

/* ---- compiling (compile.c) ---- */

/* Compiles t's source with prism into DIR/shader.spv and DIR/shader.json. */
int vr_compile(const struct vr_test *t, const char *prism, const char *dir);

/* ---- comparing (compare.c) ---- */

int vr_compare(const struct vr_result *r); /* 1 equal; prints differences */

#endif
