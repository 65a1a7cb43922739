/* Prism's IR: SSA values inside a tree of structured control flow.
 *
 * docs/ir.md states the invariants; ir/verify.c checks them. In short:
 *
 * Module   globals (module-level variables: resources, groupshared, private,
 *          stage inputs/outputs), functions, entry points.
 * Function a body Region; parameters are values.
 * Region   a list of Nodes that alternates blocks and control nodes, and
 *          always starts and ends with a block (blocks may be empty):
 *              block (if|loop|switch block)*
 *          as in NIR. The block before a control node is its header (it
 *          computes the condition); the block after it is its merge.
 * Block    a list of instructions. Phis come first. A jump (break, continue,
 *          return, discard, unreachable) may only be the last instruction,
 *          and a block that ends with one is the last node of its region.
 * If       cond; then and else regions.
 * Loop     body region; continuing region; optional break_if value (computed
 *          in continuing's last block): loop { body } continuing { ...; break if c }.
 *          `continue` jumps to continuing; `break` to the loop's merge.
 *          Naga's and WGSL's form; SPIR-V's OpLoopMerge with a continue target.
 * Switch   selector; cases in source order, each with literal values (or
 *          default) and a region. A case region that does not end in a jump
 *          falls through into the next case. `break` leaves the switch.
 *
 * Values: constants (interned), undef, globals, function parameters and
 * instruction results, each with a type. Instructions use values; SSA means
 * each instruction result is defined once and used only where its definition
 * dominates (in structured terms: later in the same block, in a region nested
 * after it, or in a phi of a merge it reaches).
 *
 * Phis: a phi in the first block of a region after an if/loop/switch (a merge
 * block), or in the first block of a loop body (the loop header) or of a
 * continuing region, takes one (predecessor block, value) pair per incoming
 * edge. ir_cfg.c computes the edges from the tree.
 *
 * Memory: locals start as IR_VAR (in the function's first block) with
 * load/store; ir_opt_vars_to_ssa promotes those whose address does not escape.
 *
 * Wave ops and barriers (intrinsics with INF_CONVERGENT) are never moved
 * across control flow by any pass.
 *
 * Everything is allocated in the compilation's arena. */
#ifndef PRISM_IR_H
#define PRISM_IR_H
#include <stdbool.h>
#include <stdint.h>
#include "../util/ctx.h"
#include "../util/strbuf.h"

/* ---------------------------------------------------------------- types */

typedef enum IrTypeKind {
    IRT_VOID,
    IRT_BOOL,
    IRT_INT,      /* bits 16/32/64, is_signed */
    IRT_FLOAT,    /* bits 16/32/64 */
    IRT_VECTOR,   /* elem scalar, count 2..4 */
    IRT_MATRIX,   /* count rows, each an elem vector: HLSL's row view (see below) */
    IRT_ARRAY,    /* elem, count >= 1; stride when laid out */
    IRT_RUNTIME_ARRAY, /* elem; stride when laid out: only as the last member of a block struct */
    IRT_STRUCT,
    IRT_POINTER,  /* elem pointee, space */
    IRT_FUNCTION, /* ret (elem) and params */
    IRT_IMAGE,    /* elem sampled scalar (f32/i32/u32), dim, sampled, format, depth: an opaque texel store */
    IRT_SAMPLER,  /* depth: a comparison sampler (SamplerComparisonState) */
    IRT_SPIRV,    /* vk::SpirvType / vk::SpirvOpaqueType: spirv (ir_spirv.h); nominal, one per distinct type */
    IRT_ACCEL_STRUCT, /* RaytracingAccelerationStructure: opaque, in handle memory (SPIR-V
                         OpTypeAccelerationStructureKHR, MSL instance_acceleration_structure) */
    IRT_RAY_QUERY,    /* RayQuery: opaque traversal state, in function memory only (SPIR-V
                         OpTypeRayQueryKHR, MSL intersection_query); an intrinsic's first argument */
} IrTypeKind;

/* Matrices: an HLSL floatRxC is IRT_MATRIX with count = R rows, elem = a vector
 * of C floats, so m[i] is row i and mul(m, v) is row-by-vector dot products.
 * SPIR-V gets an OpTypeMatrix of R "columns" of vecC (DXC's choice: HLSL rows
 * are SPIR-V columns), so that layout decorations are swapped accordingly. */

typedef enum IrAddrSpace {
    IRS_FUNCTION,  /* locals */
    IRS_PRIVATE,   /* static globals */
    IRS_WORKGROUP, /* groupshared */
    IRS_STORAGE,   /* structured / byte-address / RW buffers */
    IRS_UNIFORM,   /* cbuffers, ConstantBuffer<T> */
    IRS_INPUT,     /* stage inputs and builtins (SV_DispatchThreadID, lane index, ...) */
    IRS_OUTPUT,
    IRS_HANDLE,    /* textures, samplers, typed buffers: opaque (SPIR-V UniformConstant) */
    IRS_IMAGE,     /* one texel of a storage image, only as an atomic's pointer (SPIR-V Image) */
    IRS_PUSH_CONSTANT, /* [[vk::push_constant]] block (SPIR-V PushConstant); the text targets
                          make it IRS_UNIFORM (ir_lower_push_constants) */
    IRS_SPEC_CONSTANT, /* [[vk::constant_id]] scalar: never stored, and a load is its value
                          (SPIR-V OpSpecConstant*, WGSL override, MSL function constant) */
    IRS_PHYSICAL,  /* memory at a device address (vk::RawBufferLoad, vk::BufferPointer): only
                      through IR_ADDR_TO_PTR; laid out (SPIR-V PhysicalStorageBuffer, MSL device) */
    IRS_COUNT
} IrAddrSpace;

extern const char *const ir_space_name[IRS_COUNT];

/* Image dimensions, one row each: what a texel coordinate is (components,
 * array layer included), how many components a size query gives, how many
 * an offset or a gradient has (the dim without its layer), and whether it
 * carries an array layer or samples. Sampling a cube takes a direction
 * (3 components, 4 with the layer) where reading a texel would take a face.
 *    dim                 name          coords size base arrayed ms */
#define IR_IMAGE_DIM_LIST(X)                                        \
    X(IR_DIM_1D,          "1d",          1,   1,   1,   false, false) \
    X(IR_DIM_1D_ARRAY,    "1d_array",    2,   2,   1,   true,  false) \
    X(IR_DIM_2D,          "2d",          2,   2,   2,   false, false) \
    X(IR_DIM_2D_ARRAY,    "2d_array",    3,   3,   2,   true,  false) \
    X(IR_DIM_2D_MS,       "2d_ms",       2,   2,   2,   false, true)  \
    X(IR_DIM_2D_MS_ARRAY, "2d_ms_array", 3,   3,   2,   true,  true)  \
    X(IR_DIM_3D,          "3d",          3,   3,   3,   false, false) \
    X(IR_DIM_CUBE,        "cube",        3,   2,   3,   false, false) \
    X(IR_DIM_CUBE_ARRAY,  "cube_array",  4,   3,   3,   true,  false) \
    X(IR_DIM_BUFFER,      "buffer",      1,   1,   1,   false, false) \
    X(IR_DIM_SUBPASS,     "subpass",     2,   2,   2,   false, false) /* Vulkan input attachments */ \
    X(IR_DIM_SUBPASS_MS,  "subpass_ms",  2,   2,   2,   false, true)

typedef enum IrImageDim {
#define IR_DIM_ENUM_(d, name, coords, size, base, arrayed, ms) d,
    IR_IMAGE_DIM_LIST(IR_DIM_ENUM_)
#undef IR_DIM_ENUM_
        IR_DIM_COUNT
} IrImageDim;

typedef struct IrImageDimInfo {
    const char *name;
    int coords;   /* components of a coordinate (array layer included) */
    int size;     /* components of image_query size (array layers included) */
    int base;     /* components of an offset, a gradient or a lod coordinate (no layer) */
    bool arrayed, multisampled;
} IrImageDimInfo;
extern const IrImageDimInfo ir_image_dim_info[IR_DIM_COUNT];

/* Texel formats a storage image can declare: [[vk::image_format("...")]]
 * names them (DXC's spellings), or the element type implies one (DXC's
 * choice for RWBuffer<T> and RWTexture*<T>: R32f for float, Rg32f for
 * float2, Rgba32f for float4, the same for int and uint; 3 components and
 * 16-bit elements have none, so Unknown). `wgsl` is the WebGPU storage
 * format, or NULL where WebGPU has none (WGSL 6.5.5 "Texel Formats").
 *    format                 name           comps kind ('f' float/unorm/snorm, 'i', 'u'; 0: any)  wgsl */
#define IR_IMAGE_FORMAT_LIST(X)                                      \
    X(IR_FMT_UNKNOWN,     "unknown",     0, 0,   NULL)                \
    X(IR_FMT_RGBA32F,     "rgba32f",     4, 'f', "rgba32float")       \
    X(IR_FMT_RG32F,       "rg32f",       2, 'f', "rg32float")         \
    X(IR_FMT_R32F,        "r32f",        1, 'f', "r32float")          \
    X(IR_FMT_RGBA32I,     "rgba32i",     4, 'i', "rgba32sint")        \
    X(IR_FMT_RG32I,       "rg32i",       2, 'i', "rg32sint")          \
    X(IR_FMT_R32I,        "r32i",        1, 'i', "r32sint")           \
    X(IR_FMT_RGBA32UI,    "rgba32ui",    4, 'u', "rgba32uint")        \
    X(IR_FMT_RG32UI,      "rg32ui",      2, 'u', "rg32uint")          \
    X(IR_FMT_R32UI,       "r32ui",       1, 'u', "r32uint")           \
    X(IR_FMT_RGBA16F,     "rgba16f",     4, 'f', "rgba16float")       \
    X(IR_FMT_RG16F,       "rg16f",       2, 'f', NULL)                \
    X(IR_FMT_R16F,        "r16f",        1, 'f', NULL)                \
    X(IR_FMT_R11G11B10F,  "r11g11b10f",  3, 'f', NULL)                \
    X(IR_FMT_RGBA16,      "rgba16",      4, 'f', NULL)                \
    X(IR_FMT_RGB10A2,     "rgb10a2",     4, 'f', NULL)                \
    X(IR_FMT_RGBA8,       "rgba8",       4, 'f', "rgba8unorm")        \
    X(IR_FMT_RG16,        "rg16",        2, 'f', NULL)                \
    X(IR_FMT_RG8,         "rg8",         2, 'f', NULL)                \
    X(IR_FMT_R16,         "r16",         1, 'f', NULL)                \
    X(IR_FMT_R8,          "r8",          1, 'f', NULL)                \
    X(IR_FMT_RGBA16SNORM, "rgba16snorm", 4, 'f', NULL)                \
    X(IR_FMT_RGBA8SNORM,  "rgba8snorm",  4, 'f', "rgba8snorm")        \
    X(IR_FMT_RG16SNORM,   "rg16snorm",   2, 'f', NULL)                \
    X(IR_FMT_RG8SNORM,    "rg8snorm",    2, 'f', NULL)                \
    X(IR_FMT_R16SNORM,    "r16snorm",    1, 'f', NULL)                \
    X(IR_FMT_R8SNORM,     "r8snorm",     1, 'f', NULL)                \
    X(IR_FMT_RGBA16I,     "rgba16i",     4, 'i', "rgba16sint")        \
    X(IR_FMT_RGBA8I,      "rgba8i",      4, 'i', "rgba8sint")         \
    X(IR_FMT_RG16I,       "rg16i",       2, 'i', NULL)                \
    X(IR_FMT_RG8I,        "rg8i",        2, 'i', NULL)                \
    X(IR_FMT_R16I,        "r16i",        1, 'i', NULL)                \
    X(IR_FMT_R8I,         "r8i",         1, 'i', NULL)                \
    X(IR_FMT_RGBA16UI,    "rgba16ui",    4, 'u', "rgba16uint")        \
    X(IR_FMT_RGB10A2UI,   "rgb10a2ui",   4, 'u', NULL)                \
    X(IR_FMT_RGBA8UI,     "rgba8ui",     4, 'u', "rgba8uint")         \
    X(IR_FMT_RG16UI,      "rg16ui",      2, 'u', NULL)                \
    X(IR_FMT_RG8UI,       "rg8ui",       2, 'u', NULL)                \
    X(IR_FMT_R16UI,       "r16ui",       1, 'u', NULL)                \
    X(IR_FMT_R8UI,        "r8ui",        1, 'u', NULL)                \
    X(IR_FMT_R64UI,       "r64ui",       1, 'u', NULL)                \
    X(IR_FMT_R64I,        "r64i",        1, 'i', NULL)

typedef enum IrImageFormat {
#define IR_FMT_ENUM_(f, name, comps, kind, wgsl) f,
    IR_IMAGE_FORMAT_LIST(IR_FMT_ENUM_)
#undef IR_FMT_ENUM_
        IR_FMT_COUNT
} IrImageFormat;

typedef struct IrImageFormatInfo {
    const char *name;
    int components;
    char kind;
    const char *wgsl;
} IrImageFormatInfo;
extern const IrImageFormatInfo ir_image_format_info[IR_FMT_COUNT];

/* IrType.sampled of an image: how shaders reach it (SPIR-V's Sampled operand). */
enum { IR_IMAGE_SAMPLED = 1, IR_IMAGE_STORAGE = 2 };

typedef struct IrType IrType;

/* A field added to the structs below changes their size: ir/ir_clone_fields.c
 * (the pointer fields ir_clone_check reads) then fails to compile until it
 * is listed there, if it is a pointer. */
typedef struct IrMember {
    const char *name;
    const IrType *type;
    uint32_t offset;        /* bytes, in laid-out structs (explicit_layout) */
    uint32_t matrix_stride; /* for matrix members (and arrays of matrices) */
    bool row_major;         /* HLSL row_major: in SPIR-V becomes ColMajor (rows are columns there) */
} IrMember;

struct IrType {
    IrTypeKind kind;
    uint32_t id;            /* dense, creation order */
    uint8_t bits;           /* IRT_INT / IRT_FLOAT */
    bool is_signed;         /* IRT_INT */
    bool relaxed;           /* min16float & co: 32-bit with RelaxedPrecision */
    const IrType *elem;     /* vector/matrix/array/runtime array element, pointer pointee, function return */
    uint32_t count;         /* vector components, matrix rows, array length */
    uint32_t stride;        /* arrays in explicit layout; 0 when not laid out */
    struct IrGlobal *spec_count; /* IRT_ARRAY: the IRS_SPEC_CONSTANT its length is (count
                                    holds the default); NULL for a constant length */
    IrAddrSpace space;      /* IRT_POINTER */
    /* IRT_STRUCT (nominal: two structs are equal only if the same object) */
    const char *name;
    uint32_t num_members;
    IrMember *members;
    bool explicit_layout;   /* members have offsets (host-shareable) */
    bool block;             /* the top-level struct of a buffer variable (SPIR-V Block) */
    const struct IrSpirvGlobal **member_spirv; /* NULL, or per member its inline SPIR-V (ext_decorate*, needs; ir_spirv.h) or NULL */
    /* IRT_FUNCTION */
    uint32_t num_params;
    const IrType **params;
    /* IRT_IMAGE (elem: the sampled scalar) */
    uint8_t dim;            /* IrImageDim */
    uint8_t sampled;        /* IR_IMAGE_SAMPLED (read-only, fetched) or IR_IMAGE_STORAGE (read/write) */
    uint8_t format;         /* IrImageFormat */
    bool depth;             /* IRT_IMAGE: a depth texture (used with comparisons: ir_lower_image_uses);
                               IRT_SAMPLER: a comparison sampler */
    /* IRT_SPIRV: its opcode and operands (ir/ir_spirv.h) */
    const struct IrSpirvType *spirv;
};

typedef struct IrModule IrModule;

const IrType *irt_void(IrModule *m);
const IrType *irt_bool(IrModule *m);
const IrType *irt_int(IrModule *m, int bits, bool is_signed);
const IrType *irt_float(IrModule *m, int bits);
const IrType *irt_relaxed(IrModule *m, const IrType *t); /* the RelaxedPrecision twin of a 32-bit scalar/vector */
const IrType *irt_vector(IrModule *m, const IrType *scalar, int n); /* n == 1 gives the scalar */
const IrType *irt_matrix(IrModule *m, const IrType *row_vector, int rows);
const IrType *irt_array(IrModule *m, const IrType *elem, uint32_t count, uint32_t stride);
const IrType *irt_runtime_array(IrModule *m, const IrType *elem, uint32_t stride);
/* An array of specialized length: spec (an IRS_SPEC_CONSTANT, marked
 * spec_size) is its length, count its default. Only workgroup, private and
 * function memory hold one, and only accesses reach its elements. */
const IrType *irt_array_spec(IrModule *m, const IrType *elem, uint32_t count, struct IrGlobal *spec);
/* Whether t is, or holds through arrays, an array of specialized length. */
bool irt_has_spec_count(const IrType *t);
/* Sets used[g->v.id] for each spec constant g a length of t is. */
void irt_mark_spec_counts(const IrType *t, bool *used);
const IrType *irt_pointer(IrModule *m, const IrType *pointee, IrAddrSpace space);
const IrType *irt_function(IrModule *m, const IrType *ret, const IrType *const *params, int n);
/* sampled_type: f32, i32 or u32 (the scalar a texel read gives four of). */
const IrType *irt_image(IrModule *m, IrImageDim dim, const IrType *sampled_type, int sampled, IrImageFormat format);
/* Bytes a laid-out type covers (ir_layout.c), up to the end of its last
 * element or member: arrays count-1 strides and an element, structs the
 * end of their last member, matrices (with their member's matrix_stride
 * and majorness) their vectors likewise. */
uint32_t ir_layout_size(const IrType *t, uint32_t matrix_stride, bool row_major);
/* The same image type as a depth texture (depth true) or not. */
const IrType *irt_image_depth(IrModule *m, const IrType *image, bool depth);
/* SamplerState (comparison false) or SamplerComparisonState. */
const IrType *irt_sampler(IrModule *m, bool comparison);
/* Inline ray tracing's two opaque types (docs/rayquery.md). */
const IrType *irt_accel_struct(IrModule *m);
const IrType *irt_ray_query(IrModule *m);
/* t is a ray query, or a pointer to one (the first argument of its intrinsics). */
bool ir_type_is_ray_query(const IrType *t);
/* Structs are not interned: make one, then fill members (arena arrays). */
IrType *irt_struct_new(IrModule *m, const char *name, int num_members);

bool irt_is_scalar(const IrType *t);            /* bool, int, float */
bool irt_is_int(const IrType *t);               /* int scalar or int vector */
bool irt_is_float(const IrType *t);             /* float scalar or float vector */
bool irt_is_bool(const IrType *t);              /* bool scalar or bool vector */
const IrType *irt_scalar_of(const IrType *t);   /* element scalar of scalar/vector/matrix */
int irt_components(const IrType *t);            /* 1 for scalars, n for vectors */
/* An image or sampler, or an array of them: what lives in handle memory. */
bool ir_type_is_opaque(const IrType *t);
/* A resource handle: a pointer to one whole resource (a buffer's block
 * struct in storage or uniform memory, an image or a sampler in handle
 * memory), as HLSL 2021's resource values are before
 * ir_lower_resource_handles; ir_type_has_handles: t is one, or an array or
 * struct that holds one. */
bool ir_type_is_handle(const IrType *t);
bool ir_type_has_handles(const IrType *t);
/* "f32", "vec4<u32>", "mat3x4<f32>" (3 rows), "ptr<storage, S>",
 * "image<buffer, f32, storage, r32f>": for dumps */
const char *irt_name(IrModule *m, const IrType *t);

/* ---------------------------------------------------------------- values */

typedef enum IrValueKind {
    IRV_CONST,
    IRV_UNDEF,
    IRV_GLOBAL,
    IRV_PARAM,
    IRV_INST,
    IRV_FUNC, /* a function as the callee of IR_CALL */
} IrValueKind;

typedef struct IrValue {
    IrValueKind vkind;
    uint32_t id;          /* dense: per function for params and insts, per module otherwise */
    const IrType *type;
    const char *name;     /* source name for dumps and OpName, or NULL */
} IrValue;

/* Constants are interned per module: same type and bits give the same value. */
typedef struct IrConst {
    IrValue v;
    union {
        uint64_t u;       /* bool (0/1) and ints, zero- or sign-extended to 64 bits */
        double f;         /* floats of any width, as a double */
    };
    uint32_t num_parts;   /* composites: vector/matrix/array/struct parts */
    struct IrConst **parts;
    bool is_null;         /* a zero composite (OpConstantNull) */
} IrConst;

/* Builtin inputs (and later outputs) of entry points. */
#define IR_BUILTIN_LIST(X)                                                  \
    X(IRB_NONE, "none")                                                     \
    X(IRB_GLOBAL_INVOCATION_ID, "global_invocation_id")   /* SV_DispatchThreadID */ \
    X(IRB_LOCAL_INVOCATION_ID, "local_invocation_id")     /* SV_GroupThreadID */ \
    X(IRB_WORKGROUP_ID, "workgroup_id")                   /* SV_GroupID */       \
    X(IRB_LOCAL_INVOCATION_INDEX, "local_invocation_index") /* SV_GroupIndex */  \
    X(IRB_NUM_WORKGROUPS, "num_workgroups")                                      \
    X(IRB_SUBGROUP_SIZE, "subgroup_size")                 /* WaveGetLaneCount */ \
    X(IRB_SUBGROUP_INVOCATION_ID, "subgroup_invocation_id") /* WaveGetLaneIndex */ \
    X(IRB_POSITION, "position")                           /* SV_Position: vertex output, fragment input */ \
    X(IRB_FRAG_COORD, "frag_coord")                                              \
    X(IRB_VERTEX_INDEX, "vertex_index")                                          \
    X(IRB_INSTANCE_INDEX, "instance_index")                                      \
    X(IRB_FRONT_FACING, "front_facing")                                          \
    X(IRB_FRAG_DEPTH, "frag_depth")                       /* SV_Depth, SV_DepthGreaterEqual/LessEqual */ \
    /* more system values (frontend/stage_io.h); the names are WGSL's where it has them */ \
    X(IRB_CLIP_DISTANCE, "clip_distances")                /* SV_ClipDistance: f32 array */ \
    X(IRB_CULL_DISTANCE, "cull_distance")                 /* SV_CullDistance: f32 array */ \
    X(IRB_PRIMITIVE_ID, "primitive_index")                /* SV_PrimitiveID */ \
    X(IRB_SAMPLE_INDEX, "sample_index")                   /* SV_SampleIndex */ \
    X(IRB_SAMPLE_MASK, "sample_mask")                     /* SV_Coverage: u32 array of 1 */ \
    X(IRB_FRAG_STENCIL_REF, "frag_stencil_ref")           /* SV_StencilRef */ \
    X(IRB_VIEW_INDEX, "view_index")                       /* SV_ViewID */ \
    X(IRB_LAYER, "layer")                                 /* SV_RenderTargetArrayIndex */ \
    X(IRB_VIEWPORT_INDEX, "viewport_index")               /* SV_ViewportArrayIndex */ \
    X(IRB_NUM_SUBGROUPS, "num_subgroups")                 /* GetGroupWaveCount (SM 6.10) */ \
    X(IRB_SUBGROUP_ID, "subgroup_id")                     /* GetGroupWaveIndex (SM 6.10) */ \
    X(IRB_BARY_COORD, "barycentric")                      /* SV_Barycentrics: f32x3 */ \
    X(IRB_BARY_COORD_NO_PERSP, "barycentric_no_perspective") /* noperspective SV_Barycentrics */ \
    /* [[vk::builtin("...")]] (DXC's list): */                                    \
    X(IRB_POINT_SIZE, "point_size")                                              \
    X(IRB_HELPER_INVOCATION, "helper_invocation")                                \
    X(IRB_BASE_VERTEX, "base_vertex")                                            \
    X(IRB_BASE_INSTANCE, "base_instance")                                        \
    X(IRB_DRAW_INDEX, "draw_index")                                              \
    X(IRB_DEVICE_INDEX, "device_index")                                          \
    X(IRB_VIEWPORT_MASK_NV, "viewport_mask_nv")

typedef enum IrBuiltin {
#define IRB_ENUM_(k, s) k,
    IR_BUILTIN_LIST(IRB_ENUM_)
#undef IRB_ENUM_
        IRB_COUNT
} IrBuiltin;
extern const char *const ir_builtin_name[IRB_COUNT];

/* How a fragment input at a location is interpolated (HLSL's interpolation
 * modifiers): none of the bits is perspective-correct at the pixel centre.
 * Integer inputs are always flat (Vulkan VUID-StandaloneSpirv-Flat-04744,
 * WGSL 13.3.1.4), and the front end sets the bit on the vertex output too,
 * since WGSL requires both ends to match. */
enum {
    IR_INTERP_FLAT = 1 << 0,          /* nointerpolation */
    IR_INTERP_NOPERSPECTIVE = 1 << 1, /* noperspective (HLSL's linear is the default) */
    IR_INTERP_CENTROID = 1 << 2,      /* centroid */
    IR_INTERP_SAMPLE = 1 << 3,        /* sample */
};

/* What a resource variable is, for reflection and the text backends. */
typedef enum IrResourceKind {
    IRR_NONE,
    IRR_STRUCTURED,    /* (RW)StructuredBuffer<T>: block { T data[]; } */
    IRR_BYTEADDRESS,   /* (RW)ByteAddressBuffer: block { uint data[]; } */
    IRR_TYPED_BUFFER,  /* Buffer<T>, RWBuffer<T>: texel buffer (IRS_HANDLE) */
    IRR_CBUFFER,       /* cbuffer, ConstantBuffer<T>: block in IRS_UNIFORM */
    IRR_TEXTURE,       /* Texture*<T> (sampled) and RWTexture*<T> (storage): an image (IRS_HANDLE) */
    IRR_SAMPLER,       /* SamplerState, SamplerComparisonState (IRS_HANDLE) */
    IRR_INPUT_ATTACHMENT, /* SubpassInput(MS)<T>: a subpass image (IRS_HANDLE), input_attachment_index */
    IRR_ACCEL_STRUCT,  /* RaytracingAccelerationStructure (IRS_HANDLE), or an array of them */
} IrResourceKind;

/* A module-level variable. Its value is a pointer (type irt_pointer(T, space)). */
typedef struct IrGlobal {
    IrValue v;
    IrAddrSpace space;
    const IrType *pointee;
    IrConst *init;          /* initializer for private variables, or NULL */
    IrBuiltin builtin;      /* IRS_INPUT/IRS_OUTPUT builtins */
    int location;           /* user-semantic inputs/outputs and SV_Target[n]: the Location; -1 */
    uint8_t interp;         /* IR_INTERP_* bits: vertex outputs and fragment inputs at a location */
    const char *semantic;   /* stage inputs/outputs: the HLSL semantic ("TEXCOORD0"), for reflection */
    /* resources */
    IrResourceKind resource;
    bool writable;          /* RW resources: false gives NonWritable / read-only access */
    bool coherent;          /* globallycoherent: device-coherent accesses (SPIR-V Coherent, or per access
                               under the Vulkan memory model: backend_spirv/spv_coherent.c) */
    bool rasterizer_ordered; /* RasterizerOrdered*: pixel shaders order their accesses (SPIR-V
                                fragment shader interlock, MSL raster order groups) */
    int set, binding;       /* Vulkan descriptor set and binding (WebGPU group and binding) */
    char reg_class;         /* HLSL register class t/u/b/s, for reflection */
    int reg_index, reg_space;
    const char *hlsl_type;  /* "RWStructuredBuffer<float>", for reflection */
    SrcLoc decl_loc;        /* textures, samplers, stage inputs and outputs: their declaration (the
                               semantic of a stage IO global), for backends' diagnostics */
    bool used_atomically;   /* some atomic targets it (WGSL needs atomic<T> elements) */
    const IrType *texel_type; /* IRR_TYPED_BUFFER: the HLSL element T (WGSL's storage-buffer form) */
    /* Vulkan-specific (docs/reflection.md): */
    bool push_constant;     /* a [[vk::push_constant]] block (space IRS_PUSH_CONSTANT, or IRS_UNIFORM
                               once ir_lower_push_constants ran) */
    int spec_id;            /* IRS_SPEC_CONSTANT: its SpecId / @id / function_constant index;
                               its default is init; -1 otherwise */
    SrcLoc loc;             /* the declaration, for backend diagnostics; {0} when none */
    bool spec_size;         /* IRS_SPEC_CONSTANT: an array length or a workgroup size (kept
                               with its users, which name it outside any instruction) */
    int blend_index;        /* [[vk::index(n)]] on a pixel output (dual-source blending), else -1 */
    struct IrGlobal *counter_of; /* a structured buffer's counter buffer: that buffer */
    bool has_counter;       /* a structured buffer with a counter buffer, at counter_set/_binding
                               (made on first use: ir_counter_global, ir/ir_counters.c) */
    int counter_set, counter_binding;
    uint8_t descriptor_heap; /* 1, 2: an array of ResourceDescriptorHeap's, SamplerDescriptorHeap's
                                elements (sema_descriptor_heap.c), aliasing the heap's binding */
    struct IrGlobal *alias_of; /* a 64-bit word view of a byte-address buffer (lower_bab64.c): that
                                  buffer, whose set and binding it shares; reflection skips it */
    bool aliased;           /* a byte-address buffer with such a view (SPIR-V: Aliased on both) */
    int input_attachment_index; /* IRR_INPUT_ATTACHMENT: [[vk::input_attachment_index(n)]] */
    /* images: how the shader reaches them (ir_lower_image_uses), for MSL's and
     * WGSL's access modes and reflection */
    bool image_read, image_written;
    bool image_sampled;     /* a sampled image some sample, gather or lod query filters (WebGPU sampleType) */
    bool sampler_unfiltered; /* a sampler used with a depth or integer texture without comparison:
                                WebGPU's "non-filtering" sampler type */
    bool combined;          /* [[vk::combinedImageSampler]]: SPIR-V makes one sampled image of the
                               texture and the sampler that share its set and binding */
    struct IrGlobal *combined_image; /* a vk::SampledTexture*'s sampler: the image global of that one
                                        HLSL resource (reflection reports them as one) */
    struct IrSpirvGlobal *spirv; /* inline SPIR-V attributes on it (ir/ir_spirv.h), or NULL */
} IrGlobal;

typedef struct IrFunction IrFunction;
typedef struct IrBlock IrBlock;

typedef struct IrParam {
    IrValue v;
    IrFunction *func;
    /* Set by ir_lower_globals_to_params: the module-level variable this
     * parameter carries. For IRS_INPUT globals the parameter is the loaded
     * value (type = the global's pointee); for other spaces it is the pointer. */
    IrGlobal *global;
    const struct IrSpirvGlobal *spirv; /* [[vk::ext_decorate*]] on the HLSL parameter (ir_spirv.h), or NULL */
} IrParam;

/* ---------------------------------------------------------------- instructions */

/* The IR ops. Arithmetic works on scalars and vectors (never matrices: the
 * front end splits those into rows) and is typed by its operands: IR_ADD on
 * floats is FAdd, on ints IAdd; IR_DIV on signed ints SDiv, unsigned UDiv.
 *
 *    op                 name               args  (what the args are) */
#define IR_OP_LIST(X)                                                                 \
    X(IR_VAR,            "var",             -1) /* [init]: a local; result ptr<function,T>; imm: its ext_decorate* (ir_spirv.h) */ \
    X(IR_LOAD,           "load",             1) /* ptr */                              \
    X(IR_STORE,          "store",            2) /* ptr, value */                       \
    X(IR_ACCESS,         "access",          -1) /* ptr, index...: pointer to a part (struct indices are constants); imm IR_ACCESS_NONUNIFORM */ \
    X(IR_HANDLE_COHERENT, "handle_coherent", 1) /* handle: the same, used through a globallycoherent local or parameter; gone after ir_lower_resource_handles, which makes the global coherent */ \
    X(IR_COUNTER_OF,     "counter_of",       1) /* ptr to a structured buffer's block (a handle value): ptr to its counter's block; gone after ir_lower_resource_handles */ \
    X(IR_ARRAY_LENGTH,   "array_length",     1) /* ptr to block struct; imm = member index of its runtime array */ \
    X(IR_ADDR_TO_PTR,    "addr_to_ptr",      1) /* u64 device address: ptr<physical, T>; imm = its alignment */ \
    X(IR_CONSTRUCT,      "construct",       -1) /* parts... of a vector/matrix/array/struct */ \
    X(IR_EXTRACT,        "extract",          1) /* composite; lits = path of constant indices */ \
    X(IR_INSERT,         "insert",           2) /* composite, part; lits = path */     \
    X(IR_SHUFFLE,        "shuffle",          2) /* vec a, vec b; lits = components (0.. of a, then b) */ \
    X(IR_EXTRACT_DYN,    "extract_dyn",      2) /* vector, index */                    \
    X(IR_INSERT_DYN,     "insert_dyn",       3) /* vector, part, index */              \
    X(IR_SPLAT,          "splat",            1) /* scalar to the result vector type */ \
    X(IR_ADD,            "add",              2)                                        \
    X(IR_SUB,            "sub",              2)                                        \
    X(IR_MUL,            "mul",              2) /* component-wise */                   \
    X(IR_DIV,            "div",              2)                                        \
    X(IR_REM,            "rem",              2) /* HLSL %: sign of the dividend (SRem / FRem) */ \
    X(IR_NEG,            "neg",              1)                                        \
    X(IR_SHL,            "shl",              2) /* shift amount already masked by the front end */ \
    X(IR_SHR,            "shr",              2) /* arithmetic for signed, logical for unsigned */ \
    X(IR_AND,            "and",              2) /* bitwise on ints, logical on bools */ \
    X(IR_OR,             "or",               2)                                        \
    X(IR_XOR,            "xor",              2)                                        \
    X(IR_NOT,            "not",              1) /* bitwise on ints, logical on bools */ \
    X(IR_EQ,             "eq",               2) /* result bool of the operands' shape */ \
    X(IR_NE,             "ne",               2)                                        \
    X(IR_LT,             "lt",               2)                                        \
    X(IR_LE,             "le",               2)                                        \
    X(IR_GT,             "gt",               2)                                        \
    X(IR_GE,             "ge",               2)                                        \
    X(IR_SELECT,         "select",           3) /* cond (bool of the same shape, or scalar), a, b */ \
    X(IR_CONVERT,        "convert",          1) /* numeric/bool conversion to the result type */ \
    X(IR_BITCAST,        "bitcast",          1) /* same total bits */                  \
    X(IR_DOT,            "dot",              2) /* float vectors */                    \
    X(IR_MAT_TIMES_VEC,  "mat_times_vec",    2) /* mul(M, v): v has M's columns; result has M's rows */ \
    X(IR_VEC_TIMES_MAT,  "vec_times_mat",    2) /* mul(v, M) */                        \
    X(IR_MAT_TIMES_MAT,  "mat_times_mat",    2) /* mul(A, B) */                        \
    X(IR_MAT_TIMES_SCALAR, "mat_times_scalar", 2)                                      \
    X(IR_TRANSPOSE,      "transpose",        1)                                        \
    X(IR_CALL,           "call",            -1) /* callee (IrFunction value), args... */ \
    X(IR_INTRINSIC,      "intrinsic",       -1) /* imm = IntrinsicId; args */         \
    X(IR_ATOMIC,         "atomic",          -1) /* imm = IrAtomicOp; ptr, value [, comparator]; result = old value */ \
    X(IR_BARRIER,        "barrier",          0) /* imm = IR_BARRIER_EXEC | IR_MEM_* */ \
    X(IR_IMAGE_SAMPLE,   "image_sample",    -1) /* imm = IR_IMG_* operands: image, sampler, coord [dref] [bias|lod] [ddx, ddy] [offset] [min_lod] */ \
    X(IR_IMAGE_GATHER,   "image_gather",    -1) /* imm = IR_IMG_* | component << IR_IMG_COMPONENT_SHIFT: image, sampler, coord [dref] [offset] */ \
    X(IR_IMAGE_READ,     "image_read",      -1) /* imm = IR_IMG_*: image, coord [lod] [sample] [offset]: vec4 of the sampled type (fetch when sampled) */ \
    X(IR_IMAGE_WRITE,    "image_write",      3) /* storage image, coord, vec4 of the sampled type */ \
    X(IR_IMAGE_QUERY,    "image_query",     -1) /* imm = IrImageQuery: size: image [lod]; levels, samples: image; lod*: image, sampler, coord */ \
    X(IR_IMAGE_TEXEL_POINTER, "image_texel_pointer", 2) /* ptr<handle, storage image>, coord: ptr<image, sampled scalar> */ \
    X(IR_SPIRV,          "spirv",           -1) /* imm = index of m->spirv->insts (ir_spirv.h): raw SPIR-V; args = its <id> operands */ \
    X(IR_PHI,            "phi",             -1) /* value per predecessor: args[i] from preds[i] */ \
    X(IR_BREAK,          "break",            0) /* leaves the innermost loop or switch */ \
    X(IR_CONTINUE,       "continue",         0) /* to the innermost loop's continuing */ \
    X(IR_RETURN,         "return",          -1) /* [value] */                          \
    X(IR_DISCARD,        "discard",          0) /* fragment shaders (later) */          \
    X(IR_UNREACHABLE,    "unreachable",      0)

typedef enum IrOp {
#define IR_OP_ENUM_(op, name, nargs) op,
    IR_OP_LIST(IR_OP_ENUM_)
#undef IR_OP_ENUM_
        IR_OP_COUNT
} IrOp;

typedef struct IrOpInfo {
    const char *name;
    int nargs; /* -1: variable */
} IrOpInfo;
extern const IrOpInfo ir_op_info[IR_OP_COUNT];

/* IR_ACCESS imm: an index into an array of handles that is not
 * dynamically uniform (HLSL NonUniformResourceIndex; SPIR-V NonUniform). */
enum { IR_ACCESS_NONUNIFORM = 1 };

typedef enum IrAtomicOp {
    IR_ATOMIC_ADD, IR_ATOMIC_MIN, IR_ATOMIC_MAX, IR_ATOMIC_AND, IR_ATOMIC_OR,
    IR_ATOMIC_XOR, IR_ATOMIC_EXCHANGE, IR_ATOMIC_COMPARE_EXCHANGE, IR_ATOMIC_LOAD,
    IR_ATOMIC_STORE, IR_ATOMIC_COUNT
} IrAtomicOp; /* MIN/MAX are signed or unsigned by the value's type */
extern const char *const ir_atomic_name[IR_ATOMIC_COUNT];

/* The optional operands of image_sample, image_gather and image_read, in
 * operand order after the image, the sampler (sample, gather) and the
 * coordinate. An operand is there exactly when its bit is set. Results:
 * vec4 of the sampled type; f32 for a sample with a depth reference. */
enum {
    IR_IMG_DREF = 1 << 0,    /* sample, gather: the depth reference, f32 (comparison) */
    IR_IMG_BIAS = 1 << 1,    /* sample: lod bias, f32 (implicit lod) */
    IR_IMG_LOD = 1 << 2,     /* sample: explicit lod, f32; read: mip level, i32 or u32 */
    IR_IMG_GRAD = 1 << 3,    /* sample: ddx and ddy, f32 vectors of the dim's base (explicit lod) */
    IR_IMG_SAMPLE = 1 << 4,  /* read: the sample index of a multisampled image, i32 or u32 */
    IR_IMG_OFFSET = 1 << 5,  /* sample, gather, read: a texel offset, i32 vector of the dim's base */
    IR_IMG_MIN_LOD = 1 << 6, /* sample: the lod clamp, f32 */
    IR_IMG_SPARSE = 1 << 7,  /* sample, gather, read (tiled resources): the result is a struct
                                {u32 residency code, the texel}; no operand */
    IR_IMG_COMPONENT_SHIFT = 8, /* gather: the component (0-3) in imm bits 8-9 */
};
/* Which sample modes read derivatives (implicit lod): a sample without an
 * explicit lod or gradients, and the lod queries. */
#define IR_IMG_EXPLICIT_LOD (IR_IMG_LOD | IR_IMG_GRAD)

typedef enum IrImageQuery {
    IR_QUERY_SIZE,           /* image [lod]: u32, or vecN<u32> with N the dim's size */
    IR_QUERY_LEVELS,         /* image: u32, the mip level count */
    IR_QUERY_SAMPLES,        /* image: u32, the sample count (multisampled) */
    IR_QUERY_LOD,            /* image, sampler, coord (the dim's base): f32, the lod sampling would use (clamped) */
    IR_QUERY_LOD_UNCLAMPED,  /* the same before clamping to the image's levels */
    IR_QUERY_COUNT
} IrImageQuery;
extern const char *const ir_query_name[IR_QUERY_COUNT];

enum {
    IR_BARRIER_EXEC = 1 << 0,  /* all invocations of the workgroup wait (…WithGroupSync) */
    IR_MEM_WORKGROUP = 1 << 1, /* groupshared memory is made visible */
    IR_MEM_DEVICE = 1 << 2,    /* buffers and images are made visible */
};

typedef struct IrInst {
    IrValue v;              /* the result; type void when there is none */
    IrOp op;
    uint32_t imm;           /* op-specific, see the op list */
    uint32_t num_args;
    uint32_t num_lits;      /* IR_EXTRACT / IR_INSERT paths, IR_SHUFFLE components */
    IrValue **args;         /* (the counts side by side: no padding, 96 bytes an instruction) */
    union {                 /* by op, never two at once: read only the op's own */
        uint32_t *lits;     /* num_lits > 0 (never an IR_PHI or IR_CALL) */
        IrBlock **preds;    /* IR_PHI: predecessor of each arg */
        IrFunction *callee; /* IR_CALL */
    };
    IrBlock *block;         /* the block it is in */
    struct IrInst *prev, *next;
    SrcLoc loc;             /* the user's text it came from */
    bool relaxed;           /* RelaxedPrecision (min16 types) */
    bool precise;           /* NoContraction: HLSL precise (frontend/lower_precise.c) */
} IrInst;

/* ---------------------------------------------------------------- control flow */

typedef enum IrNodeKind { IRN_BLOCK, IRN_IF, IRN_LOOP, IRN_SWITCH } IrNodeKind;

typedef struct IrNode IrNode;
typedef struct IrRegion IrRegion;

struct IrRegion {
    IrNode *first, *last;   /* first and last are blocks (see the invariant above) */
    IrNode *parent;         /* the if/loop/switch it belongs to; NULL for a function body */
};

struct IrNode {
    IrNodeKind kind;
    uint32_t id;            /* dense per function (blocks: their label in dumps) */
    IrNode *prev, *next;
    IrRegion *parent;       /* the region the node is in */
};

struct IrBlock {
    IrNode n;
    IrInst *first, *last;
};

typedef struct IrIf {
    IrNode n;
    IrValue *cond;          /* bool, defined in the header block or before */
    IrRegion then_, else_;
    uint32_t hints;         /* IR_HINT_* from [branch] / [flatten] */
} IrIf;

typedef struct IrLoop {
    IrNode n;
    IrRegion body;
    IrRegion continuing;
    IrValue *break_if;      /* NULL: loop until a break; else leave when true at the end of continuing */
    uint32_t hints;         /* IR_HINT_* from [unroll] / [loop] */
    uint32_t unroll_count;  /* [unroll(n)] */
} IrLoop;

typedef struct IrCase {
    bool is_default;
    uint32_t num_values;
    int64_t *values;        /* literal case values (default may also have values) */
    IrRegion body;
} IrCase;

typedef struct IrSwitch {
    IrNode n;
    IrValue *selector;      /* 32-bit int */
    uint32_t num_cases;
    IrCase *cases;
} IrSwitch;

enum {
    IR_HINT_UNROLL = 1 << 0, IR_HINT_DONT_UNROLL = 1 << 1,
    IR_HINT_BRANCH = 1 << 2, IR_HINT_FLATTEN = 1 << 3,
};

/* ---------------------------------------------------------------- functions, module */

typedef enum IrStage { IR_STAGE_NONE, IR_STAGE_COMPUTE, IR_STAGE_VERTEX, IR_STAGE_FRAGMENT } IrStage;
typedef enum IrDepthMode { IR_DEPTH_ANY, IR_DEPTH_GREATER, IR_DEPTH_LESS } IrDepthMode;

struct IrFunction {
    IrValue v;              /* the function as a value (IRV_FUNC), type irt_function */
    const char *name;
    const IrType *ret;
    uint32_t num_params;
    IrParam **params;
    IrRegion body;
    uint32_t next_value_id; /* dense ids for params and instructions */
    uint32_t next_node_id;
    /* entry points */
    IrStage stage;
    uint32_t workgroup_size[3];
    struct IrGlobal *workgroup_spec[3]; /* the spec constant an axis is (its default in
                                           workgroup_size), or NULL */
    uint32_t wave_size[3];  /* [WaveSize(min, max, preferred)]; 0 when not given */
    /* Set by ir_lower_outputs_to_return on entries that had stage outputs:
     * ret is a struct whose member k carries outputs[k] (its builtin or
     * location), as IrParam.global does for inputs. */
    IrGlobal **outputs;
    uint32_t num_outputs;
    /* Entry points: the stage inputs and outputs its signature declares,
     * used or not (-fspv-preserve-interface keeps them all). */
    IrGlobal **interface;
    uint32_t num_interface;
    IrFunction *next;
    IrModule *m;            /* the module it belongs to (set by ir_function_new) */
    SrcLoc loc;             /* its declaration (debug information); {0} when none */
    IrInst *var_tail;       /* the builder's cache: last IR_VAR of the first block (may be stale) */
    const struct IrSpirvNeeds *spirv_needs; /* [[vk::ext_capability/ext_extension]] on it: declared when reached */
    /* pixel entries: SV_DepthGreaterEqual / SV_DepthLessEqual (conservative
     * depth: SPIR-V DepthGreater/DepthLess, MSL depth(greater/less)) and
     * [earlydepthstencil] (EarlyFragmentTests, [[early_fragment_tests]]) */
    IrDepthMode depth_mode;
    bool early_fragment_tests;
    SrcLoc early_fragment_tests_loc; /* where [earlydepthstencil] is written */
};

struct IrModule {
    Ctx *c;
    Arena *arena;
    VEC(IrGlobal *) globals;     /* in creation order: deterministic output */
    VEC(IrFunction *) functions; /* callees before callers not required */
    VEC(IrFunction *) entries;   /* entry points, in source order */
    uint32_t next_global_id;
    uint32_t next_type_id;
    struct IrInterner *interned; /* types and constants (ir.c) */
    /* Lowering states (docs/ir.md, "Lowered states"); the verifier enforces them. */
    bool no_phis;                  /* set by ir_lower_phis_to_vars: no IR_PHI anywhere */
    unsigned globals_lowered_mask; /* ir_lower_globals_to_params: bits (1u << IrAddrSpace) whose
                                      globals no instruction uses (they are parameters now) */
    struct IrInlineSpirv *spirv;   /* inline SPIR-V (ir/ir_spirv.h); NULL when the source has none */
    bool handles_lowered;          /* set by ir_lower_resource_handles: no resource handle is a value [H1] */
};

IrModule *ir_module_new(Ctx *c);
/* A module whose objects live in `a` (m->arena), freed by its owner
 * (lib/compile.c: so that a compacted copy can replace it). */
IrModule *ir_module_new_in(Ctx *c, Arena *a);
/* Where names (of values, types, structs) go: the compilation's arena,
 * which outlives every module, so that a copy of a module (ir_clone.c
 * shares strings) never points into the arena of a module since freed. */
static inline Arena *ir_names_arena(const IrModule *m)
{
    return m->c->arena;
}

/* Constants. */
IrConst *ir_const_bool(IrModule *m, bool v);
IrConst *ir_const_int(IrModule *m, const IrType *t, uint64_t v); /* t: int scalar type */
IrConst *ir_const_uint(IrModule *m, uint32_t v);                  /* u32 */
IrConst *ir_const_i32(IrModule *m, int32_t v);
IrConst *ir_const_float(IrModule *m, const IrType *t, double v);  /* t: float scalar type */
IrConst *ir_const_composite(IrModule *m, const IrType *t, IrConst **parts, int n);
IrConst *ir_const_splat(IrModule *m, const IrType *vec, IrConst *scalar);
IrConst *ir_const_null(IrModule *m, const IrType *t); /* zero of any type */
IrValue *ir_undef(IrModule *m, const IrType *t);

/* Part i of a constant composite (vector component, matrix row, array element,
 * struct member); works on null composites (gives the null part). */
IrConst *ir_const_part(IrModule *m, const IrConst *c, uint32_t i);
/* How many constants the module has made: their ids are below it. */
uint32_t ir_num_consts(const IrModule *m);

/* A new global, appended to m->globals. set, binding, reg_index and location
 * start at -1 (not given). Globals and functions share the module's id counter. */
IrGlobal *ir_global_new(IrModule *m, const char *name, const IrType *pointee, IrAddrSpace space);
/* A new function, appended to m->functions; its body is one empty block.
 * An entry point: set stage (and workgroup_size...) and push it on m->entries. */
IrFunction *ir_function_new(IrModule *m, const char *name, const IrType *ret,
                            const IrType *const *param_types, int num_params);

/* ---------------------------------------------------------------- building */

/* The builder appends instructions at the end of the current block and
 * creates structured control flow around them:
 *
 *   IrIf *i = ir_build_if(b, cond);          // ends the current block
 *   ir_builder_set_region(b, &i->then_);      // ... emit the then branch
 *   ir_builder_set_region(b, &i->else_);      // ... emit the else branch
 *   ir_builder_after(b, &i->n);               // continue in the merge block
 *
 * Loops and switches likewise. A region made by the builder starts with an
 * empty block; nodes are appended so the alternation invariant always holds.
 *
 * Position rules:
 * - ir_build_if/loop/switch insert the node right after the current block,
 *   then a new empty merge block after the node, and leave the builder AT
 *   THE END OF THAT MERGE BLOCK (ir_builder_after(b, &node->n) is the same
 *   place). Each region of the node holds one empty block: move into it with
 *   ir_builder_set_region.
 * - ir_build_if: then_ and else_ each one empty block (an empty else is fine).
 *   ir_build_loop: body and continuing each one empty block; set break_if
 *   yourself (a value computed in continuing's last block).
 *   ir_build_switch(b, sel, n): n cases, each one empty block; fill each
 *   case's is_default and values with ir_case_set_values.
 * - Dead code: when the current block already ends in a jump (after a
 *   return, break, ...), whatever is built next (instructions, phis and
 *   control nodes) goes into a fresh block of a detached region that no
 *   function reaches: it is silently dropped. The front end never needs to
 *   test ir_builder_terminated before emitting code after a jump.
 * - ir_build_var puts the IR_VAR at the start of the function body's first
 *   block (after the vars already there), wherever the builder is; the
 *   position does not move. Its optional initializer (args[0], a constant)
 *   is set by the caller.
 * - ir_build_phi inserts after the phis already at the start of the current
 *   block; the caller fills args[i] and preds[i] (one per CFG predecessor).
 * - ir_build_call: args[0] is the callee's value, args[1..] the arguments.
 * - ir_inst_new: type NULL means void. */
typedef struct IrBuilder {
    IrModule *m;
    IrFunction *f;
    IrBlock *block;         /* where instructions go */
    SrcLoc loc;             /* given to new instructions */
} IrBuilder;

void ir_builder_init(IrBuilder *b, IrModule *m, IrFunction *f); /* at the end of f's body */
void ir_builder_set_region(IrBuilder *b, IrRegion *r);          /* at the end of r */
void ir_builder_after(IrBuilder *b, IrNode *n);                 /* at the end of the block after n */
void ir_builder_set_block(IrBuilder *b, IrBlock *blk);          /* at the end of blk */
bool ir_builder_terminated(const IrBuilder *b);                 /* current block ends in a jump */

IrInst *ir_build(IrBuilder *b, IrOp op, const IrType *type, IrValue *const *args, int num_args);
IrInst *ir_build_lits(IrBuilder *b, IrOp op, const IrType *type, IrValue *const *args, int num_args,
                      const uint32_t *lits, int num_lits);
IrValue *ir_build1(IrBuilder *b, IrOp op, const IrType *type, IrValue *a);
IrValue *ir_build2(IrBuilder *b, IrOp op, const IrType *type, IrValue *a, IrValue *c);
IrValue *ir_build_load(IrBuilder *b, IrValue *ptr);
void ir_build_store(IrBuilder *b, IrValue *ptr, IrValue *value);
IrValue *ir_build_var(IrBuilder *b, const IrType *t, const char *name); /* in the function's first block */
IrValue *ir_build_access(IrBuilder *b, IrValue *ptr, IrValue *const *indices, int n); /* result type computed */
IrValue *ir_build_extract(IrBuilder *b, IrValue *composite, uint32_t index);
IrValue *ir_build_intrinsic(IrBuilder *b, int intrinsic, const IrType *type, IrValue *const *args, int n);
IrValue *ir_build_call(IrBuilder *b, IrFunction *callee, IrValue *const *args, int n);
void ir_build_jump(IrBuilder *b, IrOp op, IrValue *value); /* break/continue/return/discard/unreachable */

IrIf *ir_build_if(IrBuilder *b, IrValue *cond);
IrLoop *ir_build_loop(IrBuilder *b);
IrSwitch *ir_build_switch(IrBuilder *b, IrValue *selector, int num_cases);
IrInst *ir_build_phi(IrBuilder *b, const IrType *t, int num_preds); /* at the start of the current block */

/* Sets a case's literal values (copied into the arena). */
void ir_case_set_values(IrModule *m, IrCase *cs, const int64_t *values, int n);

/* Low-level editing, for passes. */
IrBlock *ir_block_new(IrFunction *f);
void ir_inst_insert_before(IrInst *pos, IrInst *inst);
void ir_inst_append(IrBlock *blk, IrInst *inst);
void ir_inst_remove(IrInst *inst);
/* Splitting a block at inst: removes inst and detaches what followed it,
 * which it returns (a list linked by next, in order; NULL when inst was
 * last); ir_inst_append_list appends such a list to a block. */
IrInst *ir_inst_cut(IrInst *inst);
void ir_inst_append_list(IrBlock *blk, IrInst *list);
IrInst *ir_inst_new(IrFunction *f, IrOp op, const IrType *type, int num_args);
/* Replaces every use of `from` in f with `to`. */
void ir_replace_uses(IrFunction *f, IrValue *from, IrValue *to);
/* The end of block `from` is now the end of `to` (a pass split it): the phis
 * in r that name from as a predecessor name to. */
void ir_retarget_phis(IrRegion *r, IrBlock *from, IrBlock *to);
/* Rewrites every use in blk through map: its instructions' operands and the
 * control values the block feeds (the condition of an if or the selector of
 * a switch right after it; the break_if of the loop whose continuing it ends).
 * The one walk every pass that substitutes values shares. */
typedef IrValue *(*IrUseMap)(IrValue *v, void *user);
void ir_block_map_uses(IrBlock *blk, IrUseMap map, void *user);
/* Calls fn for every use of a value in region r and the regions nested in
 * it, in tree order, with the region the use sits in (a break_if counts as
 * used in its continuing region). Text emitters use it to find values used
 * outside the region that defines them. */
typedef void (*IrUseFn)(IrValue *v, IrRegion *where, void *user);
void ir_walk_uses(IrRegion *r, IrUseFn fn, void *user);

/* The functions entry reaches, each once, without recursion (a chain of
 * 100,000 calls is fine) and in linear time:
 *   IR_ORDER_DISCOVERY      the entry first, then callees in the order their
 *                           first calls appear (tree order, breadth-first);
 *   IR_ORDER_CALLEES_FIRST  depth-first post-order: every callee before its
 *                           callers, the entry last (C++-style declaration order). */
typedef VEC(IrFunction *) IrFunctionList;
typedef enum IrCallOrder { IR_ORDER_DISCOVERY, IR_ORDER_CALLEES_FIRST } IrCallOrder;
void ir_reachable_functions(IrModule *m, IrFunction *entry, IrCallOrder order, Arena *a, IrFunctionList *out);

/* Walking: every block of a region tree, in order (pre-order over nodes). */
typedef void (*IrBlockFn)(IrBlock *blk, void *user);
void ir_walk_blocks(IrRegion *r, IrBlockFn fn, void *user);
#define IR_FOR_EACH_INST(blk, i) for (IrInst *i = (blk)->first; i; i = i->next)
/* Every instruction of entry and of the functions it calls (each function
 * once, a callee's right after the first call to it), in order. */
typedef void (*IrInstFn)(IrInst *i, void *user);
void ir_walk_entry_insts(IrModule *m, IrFunction *entry, IrInstFn fn, void *user);
/* break, continue, return, discard, unreachable */
bool ir_op_is_jump(IrOp op);

/* ---------------------------------------------------------------- CFG (ir_cfg.c) */

/* The edges the structured tree implies, for SSA construction, the verifier
 * and emitters. Blocks are numbered by node id. */
typedef struct IrCfg {
    uint32_t num_blocks;
    IrBlock **blocks;        /* by node id (NULL for non-block ids) */
    VEC(IrBlock *) *preds;   /* by node id */
    VEC(IrBlock *) *succs;
    IrBlock **idom;          /* immediate dominator, by node id; NULL for the entry */
    uint32_t *rpo;           /* block ids in reverse post-order */
    uint32_t num_rpo;
    uint32_t *dom_pre, *dom_post; /* dominator-tree DFS numbers by node id (O(1) dominance); 0 if unreachable */
} IrCfg;

IrCfg *ir_cfg_build(IrFunction *f, Arena *a);
bool ir_cfg_dominates(const IrCfg *cfg, const IrBlock *a, const IrBlock *b);

/* ---------------------------------------------------------------- passes */

/* Each pass is one file, named after it, returning whether it changed the
 * function/module. ir_opt_* are optional; ir_lower_* are required by a target. */
bool ir_opt_vars_to_ssa(IrModule *m);
bool ir_opt_constant_fold(IrModule *m);
bool ir_opt_dce(IrModule *m);

/* Required by the text targets (MSL, WGSL), which have no phis and no
 * module-level inputs (ir_lower_*.c, one file each):
 * every phi becomes a function-local variable, stored at the end of each
 * predecessor and loaded where the phi was. */
bool ir_lower_phis_to_vars(IrModule *m);
/* The same for one function, leaving m->no_phis alone (the phis of SSA
 * values made before ir_lower_divergent_returns, which needs variables). */
bool ir_lower_phis_to_vars_in(IrModule *m, IrFunction *f);
/* Globals in the address spaces of space_mask (bits 1 << IrAddrSpace) that a
 * function uses, directly or through its callees, become parameters: of the
 * entry functions (IrParam.global says which global; the emitter gives them
 * their stage attributes) and, passed down, of every function on the way. */
bool ir_lower_globals_to_params(IrModule *m, unsigned space_mask);
/* Required by the text targets, whose entry points return their stage
 * outputs (WGSL 13.3.1 "Entry Point IO", MSL 2.4 spec 5.2.3.3-4): in each
 * entry that stores IRS_OUTPUT globals, they become the members of one
 * struct (in m->globals order) held in a local variable; the stores go to
 * its members and every return returns it. Sets IrFunction.outputs and
 * marks IRS_OUTPUT lowered (no instruction may use such a global after it).
 * Runs before ir_lower_globals_to_params. */
bool ir_lower_outputs_to_return(IrModule *m);
/* After it: whether entry f returns the builtin b among its outputs (a
 * vertex shader's position: WGSL and Metal require it). */
bool ir_entry_outputs(const IrFunction *f, IrBuiltin b);
/* Required by the text targets, which have no push constants: every
 * IRS_PUSH_CONSTANT pointer (globals, instruction results, function types
 * and parameters) becomes IRS_UNIFORM; the global keeps push_constant for
 * reflection. Runs first of their passes. */
bool ir_lower_push_constants(IrModule *m);
/* Required by WGSL, whose switch cases never fall through: a case that runs
 * on into the next gets a copy of the next one's region (an empty one gives
 * it its values instead). Runs after ir_lower_phis_to_vars. */
bool ir_lower_switch_fallthrough(IrModule *m);
#include "ir_divergent.h" /* ir_lower_divergent_returns and the helpers it shares */
/* Required by every target without partitioned subgroup operations (MSL,
 * WGSL; SPIR-V unless -fspv-partitioned-nv): WaveMatch and WaveMultiPrefix*
 * become loops of SM 6.0 wave ops that retire lanes group by group (the
 * file says how). Runs before the optional passes. */
bool ir_lower_wave_match(IrModule *m);

/* Required by every target, right after lowering: a sampled image that a
 * comparison reads becomes a depth image (MSL depth2d, WGSL
 * texture_depth_2d), and storage images record whether they are read and
 * written (IrGlobal.image_read / image_written). */
bool ir_lower_image_uses(IrModule *m);

/* Required by every target, first after lowering: resource handles (HLSL
 * 2021's resources in locals, parameters, return values, struct members,
 * statics; ir_type_is_handle) are resolved, each to one global or one
 * element of a global resource array. Functions that take, return or hold
 * handles are inlined; what cannot be resolved (a resource chosen at run
 * time among resources that are not elements of one array) is reported at
 * its use. Sets handles_lowered ([H1] in docs/ir.md). */
bool ir_lower_resource_handles(IrModule *m);
/* Replaces call (an IR_CALL in f) with a copy of its callee's body
 * (ir_inline.c): returns the value the call had, or NULL for void. The
 * callee must have no phis. */
IrValue *ir_inline_call(IrModule *m, IrFunction *f, IrInst *call);
/* ir_opt_vars_to_ssa on f alone, for the vars want(var, user) accepts
 * (all of them when want is NULL). */
bool ir_promote_vars(IrModule *m, IrFunction *f, bool (*want)(const IrInst *var, void *user), void *user);

/* The verifier: returns true when the module keeps every invariant of
 * docs/ir.md; else reports D_IR_VERIFY naming the pass and the problem. */
bool ir_verify(IrModule *m, const char *after_pass);

/* The stable text form (--dump-ir). */
void ir_dump(IrModule *m, StrBuf *out);

#endif
