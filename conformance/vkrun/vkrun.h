/* vkrun: runs one execution-conformance test on a Vulkan implementation.
 *
 * A test is an llvm offload-test-suite `.test` file (split-file sections:
 * the HLSL, `pipeline.yaml`, lit's RUN lines), plus Prism's optional
 * `prism.yaml` section (docs/conformance.md). The flow, one file per step:
 *
 *   testfile.c          split the file; the %dxc_target RUN line of each shader
 *   testfile_data.c     Buffers: formats, Data, FillSize, OutputProps
 *   testfile_pipeline.c Shaders, passes, DescriptorSets, Samplers, PushConstants,
 *                       Bindings, DispatchParameters, Results
 *   ext.c, ext_gfx.c    prism.yaml (wave sizes, expectations; images, samplers,
 *                       depth, clear colour, Before passes)
 *   compile.c           prism (or glslangValidator): SPIR-V and reflection JSON
 *   reflect.c, spirv.c  the reflection JSON; what SPIR-V without one says
 *   bindings.c          the YAML's bindings against the reflection
 *   vk_setup.c          instance, device, the device's subgroup properties
 *   features.c          the device as lit features (run-offload.sh)
 *   run.c               device limits, subgroup size, the passes, the comparison
 *   vk_buffers.c        buffers, texel buffer views, vertex buffers
 *   vk_images.c         images, views, samplers, uploads and read-backs
 *   vk_descriptors.c    descriptor sets
 *   vk_accel.c          acceleration structures: the device's extensions, BLAS and TLAS builds
 *   vk_pass.c           pipeline layout, specialization constants, compute pipeline
 *   vk_graphics.c       render pass, framebuffer, graphics pipeline, draw
 *   vk_run.c            the one command buffer: record, submit, wait; cleanup
 *   compare.c           the Results rules
 *   offload.c, png.c    the suite's offloader's output; a render target as PNG
 *   main.c              options, the order of the steps, the exit status
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

/* Resource kinds: the suite's (lib/Support/Pipeline.h) and, beyond them,
 * the other HLSL texture kinds (docs/conformance.md). `reg` is the HLSL
 * register class; `cls` how it is bound; `dim` the image view for textures.
 * The descriptor type is spelled as our reflection spells it. */
enum vr_rclass { VR_C_BUFFER, VR_C_TEXEL, VR_C_IMAGE, VR_C_SAMPLER, VR_C_COMBINED, VR_C_ACCEL };
enum vr_dim { VR_D_NONE, VR_D_1D, VR_D_1DA, VR_D_2D, VR_D_2DA, VR_D_2DMS, VR_D_2DMSA,
              VR_D_3D, VR_D_CUBE, VR_D_CUBEA };
/*        name                    reg  class          rw  descriptor type      dim */
#define VR_RESOURCE_KINDS(X)                                                         \
    X(StructuredBuffer,        't', VR_C_BUFFER,   0, "STORAGE_BUFFER", VR_D_NONE)   \
    X(RWStructuredBuffer,      'u', VR_C_BUFFER,   1, "STORAGE_BUFFER", VR_D_NONE)   \
    X(ByteAddressBuffer,       't', VR_C_BUFFER,   0, "STORAGE_BUFFER", VR_D_NONE)   \
    X(RWByteAddressBuffer,     'u', VR_C_BUFFER,   1, "STORAGE_BUFFER", VR_D_NONE)   \
    X(ConstantBuffer,          'b', VR_C_BUFFER,   0, "UNIFORM_BUFFER", VR_D_NONE)   \
    X(Buffer,                  't', VR_C_TEXEL,    0, "UNIFORM_TEXEL_BUFFER", VR_D_NONE) \
    X(RWBuffer,                'u', VR_C_TEXEL,    1, "STORAGE_TEXEL_BUFFER", VR_D_NONE) \
    X(Texture1D,               't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_1D)      \
    X(Texture1DArray,          't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_1DA)     \
    X(Texture2D,               't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_2D)      \
    X(Texture2DArray,          't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_2DA)     \
    X(Texture2DMS,             't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_2DMS)    \
    X(Texture2DMSArray,        't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_2DMSA)   \
    X(Texture3D,               't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_3D)      \
    X(TextureCube,             't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_CUBE)    \
    X(TextureCubeArray,        't', VR_C_IMAGE,    0, "SAMPLED_IMAGE", VR_D_CUBEA)   \
    X(RWTexture1D,             'u', VR_C_IMAGE,    1, "STORAGE_IMAGE", VR_D_1D)      \
    X(RWTexture1DArray,        'u', VR_C_IMAGE,    1, "STORAGE_IMAGE", VR_D_1DA)     \
    X(RWTexture2D,             'u', VR_C_IMAGE,    1, "STORAGE_IMAGE", VR_D_2D)      \
    X(RWTexture2DArray,        'u', VR_C_IMAGE,    1, "STORAGE_IMAGE", VR_D_2DA)     \
    X(RWTexture3D,             'u', VR_C_IMAGE,    1, "STORAGE_IMAGE", VR_D_3D)      \
    X(Sampler,                 's', VR_C_SAMPLER,  0, "SAMPLER", VR_D_NONE)          \
    X(SampledTexture1D,        's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_1D)   \
    X(SampledTexture1DArray,   's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_1DA)  \
    X(SampledTexture2D,        's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_2D)   \
    X(SampledTexture2DArray,   's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_2DA)  \
    X(SampledTexture2DMS,      's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_2DMS) \
    X(SampledTexture2DMSArray, 's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_2DMSA) \
    X(SampledTexture3D,        's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_3D)   \
    X(SampledTextureCUBE,      's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_CUBE) \
    X(SampledTextureCUBEArray, 's', VR_C_COMBINED, 0, "COMBINED_IMAGE_SAMPLER", VR_D_CUBEA) \
    X(AccelerationStructure,   't', VR_C_ACCEL,    0, "ACCELERATION_STRUCTURE", VR_D_NONE)

enum vr_rkind {
#define X(n, r, c, rw, d, dim) VR_R_##n,
    VR_RESOURCE_KINDS(X)
#undef X
    VR_R_COUNT
};
struct vr_rkind_info {
    const char *name;
    char reg;
    enum vr_rclass cls;
    int rw;
    const char *descriptor;
    enum vr_dim dim;
};
extern const struct vr_rkind_info vr_rkinds[VR_R_COUNT];

/* ---- the test (testfile.c, testfile_data.c, testfile_pipeline.c, ext.c) ---- */

/* OutputProps: a buffer that is also an image (a texture or a render
 * target). For the array and cube kinds Depth is the number of layers. */
struct vr_image_props {
    uint32_t width, height, depth, mips;
    uint32_t samples;        /* prism.yaml Images: Samples (1 default) */
};

struct vr_buffer {
    const char *name;
    enum vr_format format;
    int channels, stride;
    uint32_t array_size;     /* > 1 for a resource array */
    size_t size;             /* bytes of each element of the array */
    unsigned char **data;    /* array_size blobs of `size` bytes */
    int has_props;           /* OutputProps given */
    struct vr_image_props img;
    int unorm;               /* prism.yaml Images: Unorm (8/16-bit UNORM texels) */
    struct vr_buffer *counter; /* HasCounter: its counters (one UInt32 per element, counters.c) */
    int hidden;              /* a counter buffer: not one of the test's, not dumped */
};

/* Samplers (the suite's YAMLSampler; MipFilter and BorderColor from
 * prism.yaml). Enumerations keep the suite's order; compare is VkCompareOp's
 * order too (Never .. Always). */
enum vr_address { VR_A_CLAMP, VR_A_REPEAT, VR_A_MIRROR, VR_A_BORDER, VR_A_MIRROR_ONCE };
enum vr_border { VR_B_TRANSPARENT_BLACK, VR_B_OPAQUE_BLACK, VR_B_OPAQUE_WHITE };
struct vr_sampler {
    const char *name;
    int min_linear, mag_linear, mip_linear;
    enum vr_address address;
    float min_lod, max_lod, bias;
    int comparison;          /* Kind: SamplerComparison */
    int compare_op;
    enum vr_border border;
};

struct vr_resource {
    const char *name;
    enum vr_rkind kind;
    uint32_t reg, space;     /* DirectXBinding */
    int has_vk_binding;
    uint32_t binding;        /* VulkanBinding (or from reflection) */
    int has_counter;
    int has_counter_binding;
    uint32_t counter_binding; /* VulkanBinding: CounterBinding */
    const struct vr_resource *counter_of; /* a synthesized counter resource: its buffer's (counters.c) */
    const char *shader_name; /* the reflection's name of what it binds */
    int has_vk_set;          /* no VulkanBinding: the reflection's set, where it is bound (bindings.c) */
    uint32_t vk_set;
    int in_heap;             /* HeapIndex: an element of the shader's descriptor heap (vk_heap.c) */
    uint32_t heap_index;
    int heap_unused;         /* ... of a heap the shaders do not read: not bound */
    struct vr_buffer *buf;   /* NULL for a Sampler and an AccelerationStructure */
    const struct vr_tlas *tlas; /* an AccelerationStructure: its TLAS (accel.h) */
    struct vr_sampler *sampler; /* Sampler and SampledTexture kinds */
    const char *shader_type; /* the reflection's HLSL type, when a shader uses it */
    const char *shader_format; /* ... and its imageFormat, when it gives one */
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
    double epsilon, zero_tolerance;
    int denorm_strict;       /* DenormMode FTZ or Preserve: no flushed-denormal allowance */
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

enum vr_stage { VR_ST_COMPUTE, VR_ST_VERTEX, VR_ST_PIXEL, VR_ST_OTHER };

struct vr_specconst {
    uint32_t id;
    enum vr_format type;
    const char *value;
};

/* One shader of a pass, and how it is compiled: the %dxc_target RUN line of
 * its stage (profile, entry, flags, source section). */
struct vr_shader {
    enum vr_stage stage;
    const char *stage_name;  /* as the YAML spells it */
    const char *entry;
    struct vr_specconst *specs;
    int nspecs;
    const char *source_name; /* the split-file section */
    const char *source;
    char profile[16];
    const char *args[32];    /* flags of its RUN line, for prism */
    int nargs;
};

struct vr_vattr {
    enum vr_format format;
    int channels, offset;
    const char *name;        /* the vertex shader input's semantic */
};

enum vr_topology { VR_TOPO_TRIANGLES, VR_TOPO_POINTS, VR_TOPO_LINES, VR_TOPO_PATCHES };

struct vr_push {
    enum vr_stage stage;
    unsigned char *data;
    uint32_t size;
};

/* A pass: one pipeline and its dispatch or draw. pipeline.yaml is the last
 * pass; prism.yaml `Before:` lists passes run first, on the same buffers. */
struct vr_pass {
    struct vr_shader *shaders;
    int nshaders;
    int graphics;            /* a Vertex shader: a draw, else a dispatch */
    uint32_t dispatch[3];
    struct vr_set *sets;
    int nsets;
    struct vr_push *pushes;
    int npushes;
    /* graphics (Bindings) */
    struct vr_buffer *vertex_buf, *target;
    struct vr_vattr *vattrs;
    int nvattrs;
    enum vr_topology topology;
    uint32_t vertex_count;   /* DispatchParameters.VertexCount, else from the VB */
    struct vr_buffer *depth; /* prism.yaml Depth: Buffer (may be NULL) */
    int depth_test;          /* prism.yaml Depth given */
    int depth_compare;       /* VkCompareOp order */
    float depth_clear;
    float clear[4];          /* prism.yaml ClearColor (default 0) */
    uint32_t layer;          /* prism.yaml Layer: the render target's layer drawn to */
};

struct vr_section {
    const char *name, *text;
};

/* A %dxc_target RUN line. */
struct vr_compile_line {
    const char *source_name;
    char profile[16];
    const char *entry;
    const char *args[32];
    int nargs;
};

struct vr_test {
    const char *path;
    struct vr_section *sections;
    int nsections;
    struct vr_compile_line lines[8];
    int nlines;
    const char *pending;     /* "# PENDING: what": see docs/conformance.md */
    struct vr_pass *passes;  /* prism.yaml Before..., then pipeline.yaml */
    int npasses;
    struct vr_buffer *bufs;
    int nbufs;
    struct vr_sampler *samplers;
    int nsamplers;
    struct vr_result *results;
    int nresults;
    const char *unsupported; /* a pipeline feature vkrun does not run */
    struct vr_accel *accel;  /* AccelerationStructures (accel.h), or NULL */
    /* prism.yaml */
    uint32_t wave_size;      /* required subgroup size; 0 from reflection */
    struct vr_buffer *lane_buf;  /* LaneCount: where the shader wrote W */
    uint32_t lane_index;
    struct vr_expect *expects;
    int nexpects;
    struct vr_driver_bug *bugs; /* KnownIssues: skip on these drivers */
    int nbugs;
};

/* The shaders of every pass, in order (shader k of the run). */
int vr_test_nshaders(const struct vr_test *t);
struct vr_shader *vr_test_shader(struct vr_test *t, int k);

/* Fills t from a .test file (or from separate pipeline/prism YAML texts
 * when path is NULL); prints the reason and returns nonzero if malformed. */
int vr_test_load(struct vr_arena *a, struct vr_test *t, const char *path);
int vr_test_load_yaml(struct vr_arena *a, struct vr_test *t,
                      const char *pipeline, const char *prism_ext);
struct vr_buffer *vr_test_buffer(struct vr_test *t, const char *name);
int vr_parse_data(struct vr_arena *a, yaml_document_t *d, yaml_node_t *list,
                  enum vr_format f, unsigned char **out, size_t *size);
int vr_test_load_pipeline_file(struct vr_arena *a, struct vr_test *t, const char *path,
                               const char *ext_path);
int vr_parse_float(const char *s, double *out);
int vr_put_scalar(const char *s, enum vr_format f, unsigned char *dst);
int vr_lookup_format(const char *s, enum vr_format *f);
int vr_opt_u32(yaml_node_t *n, uint32_t dflt, uint32_t *out);
int vr_load_buffer(struct vr_arena *a, yaml_document_t *d, yaml_node_t *n,
                   struct vr_buffer *b);
uint32_t vr_texel_bytes(const struct vr_buffer *b);
size_t vr_image_bytes(const struct vr_buffer *b, int layered);
int vr_load_pass(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                 yaml_node_t *root, struct vr_pass *p);

/* ---- YAML helpers (yamltree.c); JSON is read with them too ---- */

int y_load(yaml_document_t *d, const char *text, const char *what);
yaml_node_t *y_root(yaml_document_t *d);
yaml_node_t *y_get(yaml_document_t *d, yaml_node_t *map, const char *key);
yaml_node_t *y_item(yaml_document_t *d, yaml_node_t *seq, int i);
int y_len(yaml_node_t *seq);
const char *y_str(yaml_node_t *n); /* a scalar's text, else NULL */
int y_u32(yaml_node_t *n, uint32_t *out);
int y_is_null(yaml_node_t *n);

/* prism.yaml (ext.c; its graphics and texture keys: ext_gfx.c) */
int vr_ext_load(struct vr_arena *a, struct vr_test *t, const char *text);
int vr_ext_gfx_load(struct vr_arena *a, struct vr_test *t, yaml_document_t *d,
                    yaml_node_t *root);
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
    const char *name, *type; /* type: the HLSL spelling ("Texture2D<float4>") */
    char reg;                /* t, u, b, s */
    uint32_t reg_no, space, set, binding;
    const char *descriptor;
    const char *image_format; /* "imageFormat" ("Rgba32ui"), NULL when not given */
    int push_constant;       /* "vulkan": {"pushConstant": true} */
    uint32_t push_size;
    int counter;             /* "register": null, "counterOf": a structured buffer's counter */
    const char *counter_of;  /* ... that buffer's name */
    int heap;                /* "descriptorHeap": 1 resource, 2 sampler, 3 counter (no register) */
};
struct vr_refl_io {
    const char *semantic;
    int location;            /* -1 for a builtin */
};
struct vr_refl_spec {
    const char *name, *type;
    uint32_t id;
};
struct vr_refl {
    int present;             /* 0: SPIR-V of another compiler, no reflection */
    const char *entry, *stage;
    uint32_t workgroup[3];
    uint32_t wave_min, wave_max, wave_preferred; /* 0: no [WaveSize] */
    uint32_t subgroup_ops;   /* VkSubgroupFeatureFlags */
    const char *caps[64];    /* SPIR-V capabilities */
    int ncaps;
    const char *device_exts[16]; /* inlineSpirv.vulkanExtensions */
    int ndevice_exts;
    const char *features[16];    /* inlineSpirv.vulkanFeatures */
    int nfeatures;
    const char *entry_features[16]; /* the entry point's vulkanFeatures (caps.c) */
    int nentry_features;
    struct vr_refl_res *res;
    int nres;
    struct vr_refl_io *inputs;
    int ninputs;
    struct vr_refl_spec *specs;
    int nspecs;
    uint32_t push_size;      /* the push-constant range this entry point needs */
    int accel;               /* binds an acceleration structure (reflection's
                              * ACCELERATION_STRUCTURE, or OpTypeAccelerationStructureKHR) */
    uint32_t accel_set[8], accel_binding[8]; /* SPIR-V without reflection: where (spirv.c) */
    int naccel;
};
int vr_refl_load(struct vr_arena *a, struct vr_refl *r, const char *json);
/* caps.c: a SPIR-V capability's name by its number (NULL: one vkrun does
 * not know); the device extensions a module's capabilities need, added to
 * want[0..n) (at most max), the new count. */
const char *vr_cap_name(uint32_t number);
int vr_cap_extensions(const struct vr_refl *r, const char **want, int n, int max);
/* What a SPIR-V module says without reflection: capabilities, the first
 * entry point's name and LocalSize (spirv.c). */
int vr_spirv_scan(struct vr_arena *a, struct vr_refl *r, const uint32_t *spv,
                  size_t len);

/* counters.c: the suite's HasCounter. A resource with a counter gets a
 * hidden buffer of UInt32 counters (zero, one per array element), bound as
 * a storage buffer at its CounterBinding (else where the reflection puts
 * the buffer's counter) by a resource added at the end of its set. The
 * test's buffers and set resources must have room for them (t->bufs:
 * 2 * nbufs, a set: 2 * nres). */
int vr_counter_resource(struct vr_arena *a, struct vr_test *t, struct vr_set *set,
                        const struct vr_resource *r);

/* bindings.c: the YAML's bindings against the reflections of a pass's
 * shaders; fills in the VulkanBinding a resource leaves out. VR_PASS or
 * VR_FAIL (printed). */
int vr_check_bindings(struct vr_arena *a, struct vr_pass *p, const struct vr_refl *r, int nrefl);

/* ---- compiling (compile.c) ---- */

/* Compiles shader k of t into DIR/sK.spv and DIR/sK.json with prism, or
 * with glslangValidator when compiler is "glslang" (no reflection). */
int vr_compile(const struct vr_test *t, int k, const char *compiler,
               const char *prism, const char *dir);
int vr_compile_all(const struct vr_test *t, const char *compiler, const char *prism,
                   const char *dir);

/* ---- comparing (compare.c) ---- */

int vr_compare(const struct vr_result *r); /* 1 equal; prints differences */
int vr_compare_quiet(const struct vr_result *r);

/* ---- the offloader's output (offload.c) ---- */

/* The stream vr_offload_dump writes to (a dup of the original stdout). */
int vr_offload_stdout(int fd);
FILE *vr_offload_out(void);
/* The buffers as the suite's offloader prints them (llvm::yaml::Output). */
void vr_offload_dump(FILE *f, const struct vr_test *t);
/* A failed result as the suite's offloader reports it (Check.cpp). */
void vr_offload_report(FILE *f, const struct vr_result *r);
/* A buffer with OutputProps as a 16-bit RGBA PNG, rows bottom-up (png.c). */
int vr_write_png(const struct vr_buffer *b, const char *path);

#endif
