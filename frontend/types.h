/* HLSL's types, as sema sees them. Interned: pointer equality is type
 * equality (structs are nominal: one Type per declaration). Layout for
 * buffers is computed at lowering (frontend/layout.c), not stored here. */
#ifndef PRISM_TYPES_H
#define PRISM_TYPES_H
#include <stdbool.h>
#include <stdint.h>
#include "../util/ctx.h"

struct Node;

/*      kind              spelling           bits  class */
#define SCALAR_LIST(X)                                            \
    X(SC_BOOL,           "bool",             32, SCLASS_BOOL)     \
    X(SC_INT,            "int",              32, SCLASS_SINT)     \
    X(SC_UINT,           "uint",             32, SCLASS_UINT)     \
    X(SC_INT16,          "int16_t",          16, SCLASS_SINT)     \
    X(SC_UINT16,         "uint16_t",         16, SCLASS_UINT)     \
    X(SC_INT64,          "int64_t",          64, SCLASS_SINT)     \
    X(SC_UINT64,         "uint64_t",         64, SCLASS_UINT)     \
    X(SC_HALF,           "half",             16, SCLASS_FLOAT)    /* 16-bit: only with -enable-16bit-types; else sema uses SC_FLOAT */ \
    X(SC_FLOAT,          "float",            32, SCLASS_FLOAT)    \
    X(SC_DOUBLE,         "double",           64, SCLASS_FLOAT)    \
    X(SC_MIN16FLOAT,     "min16float",       32, SCLASS_FLOAT)    /* 32 bits, relaxed precision (16-bit with -enable-16bit-types: SC_HALF) */ \
    X(SC_MIN16INT,       "min16int",         32, SCLASS_SINT)     \
    X(SC_MIN16UINT,      "min16uint",        32, SCLASS_UINT)     \
    X(SC_LITERAL_INT,    "literal int",      64, SCLASS_SINT)     /* an integer literal before it meets a type */ \
    X(SC_LITERAL_FLOAT,  "literal float",    64, SCLASS_FLOAT)

typedef enum ScalarKind {
#define SC_ENUM_(k, s, b, cl) k,
    SCALAR_LIST(SC_ENUM_)
#undef SC_ENUM_
        SC_COUNT
} ScalarKind;

typedef enum ScalarClass { SCLASS_BOOL, SCLASS_SINT, SCLASS_UINT, SCLASS_FLOAT } ScalarClass;

typedef struct ScalarInfo {
    const char *name;
    int bits;
    ScalarClass cls;
} ScalarInfo;
extern const ScalarInfo scalar_info[SC_COUNT];

/*      kind                       HLSL name                  reg  writable  has element type */
#define RESOURCE_LIST(X)                                                              \
    X(RES_BUFFER,               "Buffer",                   't', false, true)         \
    X(RES_RWBUFFER,             "RWBuffer",                 'u', true,  true)         \
    X(RES_STRUCTURED,           "StructuredBuffer",         't', false, true)         \
    X(RES_RWSTRUCTURED,         "RWStructuredBuffer",       'u', true,  true)         \
    X(RES_APPEND_STRUCTURED,    "AppendStructuredBuffer",   'u', true,  true)         \
    X(RES_CONSUME_STRUCTURED,   "ConsumeStructuredBuffer",  'u', true,  true)         \
    X(RES_BYTEADDRESS,          "ByteAddressBuffer",        't', false, false)        \
    X(RES_RWBYTEADDRESS,        "RWByteAddressBuffer",      'u', true,  false)        \
    X(RES_CONSTANT_BUFFER,      "ConstantBuffer",           'b', false, true)         \
    /* TextureBuffer<T>: ConstantBuffer<T>'s form of tbuffer (read-only storage) */   \
    X(RES_TEXTURE_BUFFER,       "TextureBuffer",            't', false, true)         \
    X(RES_SUBPASS_INPUT,        "SubpassInput",             't', false, true)         \
    X(RES_SUBPASS_INPUT_MS,     "SubpassInputMS",           't', false, true)         \
    /* inline ray tracing's top-level acceleration structure (sema_rayquery.c) */      \
    X(RES_ACCEL_STRUCT,         "RaytracingAccelerationStructure", 't', false, false) \
    /* textures and samplers (frontend/texture.h has their dims) */                   \
    X(RES_TEXTURE1D,            "Texture1D",                't', false, true)         \
    X(RES_TEXTURE1D_ARRAY,      "Texture1DArray",           't', false, true)         \
    X(RES_TEXTURE2D,            "Texture2D",                't', false, true)         \
    X(RES_TEXTURE2D_ARRAY,      "Texture2DArray",           't', false, true)         \
    X(RES_TEXTURE2DMS,          "Texture2DMS",              't', false, true)         \
    X(RES_TEXTURE2DMS_ARRAY,    "Texture2DMSArray",         't', false, true)         \
    X(RES_TEXTURE3D,            "Texture3D",                't', false, true)         \
    X(RES_TEXTURECUBE,          "TextureCube",              't', false, true)         \
    X(RES_TEXTURECUBE_ARRAY,    "TextureCubeArray",         't', false, true)         \
    X(RES_RWTEXTURE1D,          "RWTexture1D",              'u', true,  true)         \
    X(RES_RWTEXTURE1D_ARRAY,    "RWTexture1DArray",         'u', true,  true)         \
    X(RES_RWTEXTURE2D,          "RWTexture2D",              'u', true,  true)         \
    X(RES_RWTEXTURE2D_ARRAY,    "RWTexture2DArray",         'u', true,  true)         \
    X(RES_RWTEXTURE3D,          "RWTexture3D",              'u', true,  true)         \
    /* Vulkan's combined image samplers (HLSL proposal 0034): a texture and \
       its sampler in one descriptor; the methods take no sampler */               \
    X(RES_VK_SAMPLED_TEXTURE1D,        "vk::SampledTexture1D",        't', false, true) \
    X(RES_VK_SAMPLED_TEXTURE1D_ARRAY,  "vk::SampledTexture1DArray",   't', false, true) \
    X(RES_VK_SAMPLED_TEXTURE2D,        "vk::SampledTexture2D",        't', false, true) \
    X(RES_VK_SAMPLED_TEXTURE2D_ARRAY,  "vk::SampledTexture2DArray",   't', false, true) \
    X(RES_VK_SAMPLED_TEXTURE2DMS,      "vk::SampledTexture2DMS",      't', false, true) \
    X(RES_VK_SAMPLED_TEXTURE2DMS_ARRAY, "vk::SampledTexture2DMSArray", 't', false, true) \
    X(RES_VK_SAMPLED_TEXTURE3D,        "vk::SampledTexture3D",        't', false, true) \
    X(RES_VK_SAMPLED_TEXTURECUBE,      "vk::SampledTextureCUBE",      't', false, true) \
    X(RES_VK_SAMPLED_TEXTURECUBE_ARRAY, "vk::SampledTextureCUBEArray", 't', false, true) \
    X(RES_SAMPLER,              "SamplerState",             's', false, false)        \
    X(RES_SAMPLER_CMP,          "SamplerComparisonState",   's', false, false)        \
    /* t.mips and t.mips[level], t.sample and t.sample[index] (elem: the texture); \
       no HLSL name can spell them */                                                 \
    X(RES_MIPS,                 ".mips",                    't', false, true)         \
    X(RES_MIPS_LEVEL,           ".mips[]",                  't', false, true)         \
    X(RES_SAMPLES,              ".sample",                  't', false, true)         \
    X(RES_SAMPLES_INDEX,        ".sample[]",                't', false, true)

typedef enum ResourceKind {
#define RES_ENUM_(k, n, r, w, e) k,
    RESOURCE_LIST(RES_ENUM_)
#undef RES_ENUM_
        RES_COUNT
} ResourceKind;

/* ConstantBuffer<T> and TextureBuffer<T>: a view of one struct, used as the struct. */
static inline bool res_is_struct_view(ResourceKind r)
{
    return r == RES_CONSTANT_BUFFER || r == RES_TEXTURE_BUFFER;
}

typedef struct ResourceInfo {
    const char *name;
    char reg_class;
    bool writable;
    bool has_elem;
} ResourceInfo;
extern const ResourceInfo resource_info[RES_COUNT];

typedef enum TypeKind {
    TY_ERROR,  /* after a reported error: accepted everywhere, so one mistake gives one message */
    TY_VOID,
    TY_SCALAR,
    TY_VECTOR,
    TY_MATRIX,
    TY_ARRAY,
    TY_STRUCT,
    TY_RESOURCE,
    TY_STRING, /* attribute arguments only */
    TY_SPIRV,  /* vk::SpirvType, vk::SpirvOpaqueType, vk::ext_type<N>: spirv (frontend/sema_inline_spirv.h) */
    TY_RAYQUERY, /* RayQuery<rq_flags, rq_omm> (SM 6.5, sema_rayquery.c): a local object, never copied */
} TypeKind;

typedef struct Type Type;

typedef struct Field {
    const char *name;
    Type *type;
    bool row_major;      /* matrices (and arrays of them): layout in buffers */
    struct Node *decl;   /* the ND_VAR (a bit-field unit: its first bit-field) */
    uint8_t bits_used;   /* a bit-field unit (sema_bitfield.c): the bits its bit-fields
                            take, from bit 0; 0 for every other field */
} Field;

struct Type {
    TypeKind kind;
    uint32_t id;         /* dense, in creation order: deterministic tables */
    ScalarKind scalar;   /* TY_SCALAR, and the element of TY_VECTOR / TY_MATRIX */
    uint8_t rows;        /* TY_MATRIX */
    uint8_t cols;        /* TY_VECTOR: component count (1-4); TY_MATRIX: columns */
    Type *elem;          /* TY_ARRAY element; TY_RESOURCE element (NULL for byte-address) */
    uint32_t len;        /* TY_ARRAY length; 0: unsized */
    struct Node *spec_len; /* TY_ARRAY: the [[vk::constant_id]] constant its length is (len
                              holds the default); NULL for a constant length */
    const char *spec_name; /* and its name */
    Type *spec_next;     /* type_array_spec's list */
    ResourceKind res;    /* TY_RESOURCE */
    bool rov;            /* TY_RESOURCE: RasterizerOrdered* (res is its RW counterpart; sema_rov.c) */
    /* TY_STRUCT (and an enum, a TY_SCALAR: its name and ND_ENUM) */
    const char *name;
    struct Node *decl;   /* ND_STRUCT */
    Type *base;          /* struct D : B (fields of B come first in `fields`) */
    int num_fields;
    Field *fields;
    bool complete;       /* false while its body is being read */
    Type *pointee;       /* TY_STRUCT: vk::BufferPointer<pointee, pointer_align> (sema_vk_pointer.c):
                            a uint64_t device address, a u64 in IR and memory */
    uint32_t pointer_align;
    uint32_t scalars;    /* TY_STRUCT, once complete: its scalars, flattened, capped at
                            SEMA_MAX_SCALARS + 1 (set by sema_check_type_size) */
    struct SpirvTypeDesc *spirv; /* TY_SPIRV: opcode, operands (name: its spelling) */
    uint32_t rq_flags;   /* TY_RAYQUERY: its RAY_FLAG_* template argument */
    uint32_t rq_omm;     /* and its RAYQUERY_FLAG_* one (SM 6.9), 0 when not written */
};

typedef struct TypeTable TypeTable;

/* One table per compilation; types live in c->arena. */
TypeTable *types_new(Ctx *c);
Type *type_error(TypeTable *t);
Type *type_void(TypeTable *t);
Type *type_string(TypeTable *t);
Type *type_scalar(TypeTable *t, ScalarKind k);
Type *type_vector(TypeTable *t, ScalarKind k, int n);  /* n == 1 gives a 1-vector (float1) */
Type *type_matrix(TypeTable *t, ScalarKind k, int rows, int cols);
Type *type_array(TypeTable *t, Type *elem, uint32_t len);
/* An array whose length is the specialization constant spec (default len). */
Type *type_array_spec(TypeTable *t, Type *elem, uint32_t len, struct Node *spec, const char *name);
/* Whether t is, or holds through arrays, an array of specialized length. */
bool type_holds_resource(const Type *t);
bool type_has_spec_len(const Type *t);
Type *type_resource(TypeTable *t, ResourceKind r, Type *elem);
/* The RasterizerOrdered* twin of the writable resource type rw (rw itself when it has none). */
Type *type_resource_rov(TypeTable *t, Type *rw);
Type *type_struct_new(TypeTable *t, const char *name, struct Node *decl);
/* An enum: a scalar of its underlying type, distinct from it (decl is the
 * ND_ENUM, name its name). Made once per enum. */
Type *type_enum(TypeTable *t, ScalarKind base, struct Node *decl, const char *name);
bool type_is_enum(const Type *t);
/* RAY_FLAG_* by bit (RAY_FLAG_FORCE_OPAQUE is bit 0), for messages. */
enum { RAY_FLAG_BITS = 11 };
extern const char *const ray_flag_names[RAY_FLAG_BITS];
/* RayQuery<flags, omm>: one per argument pair. */
Type *type_rayquery(TypeTable *t, uint32_t flags, uint32_t omm);
/* t is a RayQuery, or an array or struct that holds one. */
bool type_holds_rayquery(const Type *t);
/* A new inline SPIR-V type (nominal; sema_spirv_types.c keeps one per distinct description). */
Type *type_spirv_new(TypeTable *t, const char *name, struct SpirvTypeDesc *desc);

bool type_is_numeric(const Type *t);   /* scalar, vector or matrix of non-bool */
bool type_is_base_of(const Type *base, const Type *derived); /* a struct base, at any depth */
bool type_is_scalar_like(const Type *t); /* scalar, 1-vector or 1x1 matrix */
int type_component_count(const Type *t); /* scalars in a scalar/vector/matrix/array/struct, flattened */
ScalarKind type_scalar_kind(const Type *t); /* element scalar of scalar/vector/matrix */
/* "float4", "StructuredBuffer<float>", "S", "float[4]": for messages and dumps. */
const char *type_name(Ctx *c, const Type *t);

#endif
