/* The intrinsic table: one row per HLSL intrinsic function or method (or per
 * IR-internal helper), read by the front end (signatures, lowering), every
 * backend (its own column only), reflection and the generated docs.
 * The rows are in intrinsics.def; this header says what the columns mean. */
#ifndef PRISM_INTRINSICS_H
#define PRISM_INTRINSICS_H
#include <stdbool.h>
#include <stdint.h>

/* Which element types the generic type T of a signature may take. */
enum {
    TC_BOOL = 1 << 0,
    TC_SINT = 1 << 1,   /* int, min16int, int16_t */
    TC_UINT = 1 << 2,   /* uint, min16uint, uint16_t */
    TC_FLOAT = 1 << 3,  /* float, half, min16float */
    TC_DOUBLE = 1 << 4,
    TC_INT64 = 1 << 5,  /* int64_t, uint64_t (with TC_SINT/TC_UINT) */
    TC_INT = TC_SINT | TC_UINT,
    TC_NUM = TC_SINT | TC_UINT | TC_FLOAT,
    TC_ANY = TC_BOOL | TC_NUM,
};
/* Which shapes T may take. */
enum { TS_SCALAR = 1 << 0, TS_VECTOR = 1 << 1, TS_MATRIX = 1 << 2, TS_SV = TS_SCALAR | TS_VECTOR, TS_ALL = 7 };

/* Stages an intrinsic may be called from. */
enum { ST_COMPUTE = 1 << 0, ST_VERTEX = 1 << 1, ST_FRAGMENT = 1 << 2, ST_ALL = 7 };

/* What a call is to the object it is called on (methods), or OBJ_NONE. */
enum {
    OBJ_NONE = 0,
    OBJ_BYTEADDRESS = 1 << 0,   /* ByteAddressBuffer */
    OBJ_RWBYTEADDRESS = 1 << 1, /* RWByteAddressBuffer */
    OBJ_STRUCTURED = 1 << 2,    /* StructuredBuffer, RWStructuredBuffer, Append/Consume */
    OBJ_TYPED = 1 << 3,         /* Buffer, RWBuffer */
    OBJ_APPEND = 1 << 4,
    OBJ_CONSUME = 1 << 5,
    /* textures, one bit per kind (frontend/texture.h) */
    OBJ_TEX1D = 1 << 6, OBJ_TEX1D_ARRAY = 1 << 7, OBJ_TEX2D = 1 << 8, OBJ_TEX2D_ARRAY = 1 << 9,
    OBJ_TEX2DMS = 1 << 10, OBJ_TEX2DMS_ARRAY = 1 << 11, OBJ_TEX3D = 1 << 12, OBJ_TEXCUBE = 1 << 13,
    OBJ_TEXCUBE_ARRAY = 1 << 14, OBJ_RWTEX1D = 1 << 15, OBJ_RWTEX1D_ARRAY = 1 << 16, OBJ_RWTEX2D = 1 << 17,
    OBJ_RWTEX2D_ARRAY = 1 << 18, OBJ_RWTEX3D = 1 << 19,
    OBJ_RWSTRUCTURED = 1 << 20, /* RWStructuredBuffer only (its counter) */
    OBJ_SUBPASS = 1 << 21,      /* SubpassInput */
    OBJ_SUBPASS_MS = 1 << 22,   /* SubpassInputMS */
    OBJ_RAYQUERY = 1 << 23,     /* RayQuery<FLAGS> (inline ray tracing, frontend/lower_rayquery.c) */
};
/* Texture kinds that share methods (DXC's gen_intrin_main.txt namespaces). */
enum {
    OBJ_TEX_CUBES = OBJ_TEXCUBE | OBJ_TEXCUBE_ARRAY,
    /* sampled with texel offsets: every dim but cubes and multisampled */
    OBJ_TEX_OFFSETS = OBJ_TEX1D | OBJ_TEX1D_ARRAY | OBJ_TEX2D | OBJ_TEX2D_ARRAY | OBJ_TEX3D,
    OBJ_TEX_SAMPLED = OBJ_TEX_OFFSETS | OBJ_TEX_CUBES,                  /* Sample, SampleLevel, ... */
    OBJ_TEX_CMP = OBJ_TEX_SAMPLED & ~OBJ_TEX3D,                         /* SampleCmp* (no 3D) */
    OBJ_TEX_CMP_OFFSETS = OBJ_TEX_OFFSETS & ~OBJ_TEX3D,
    OBJ_TEX_GATHER = OBJ_TEX2D | OBJ_TEX2D_ARRAY | OBJ_TEX_CUBES,       /* Gather* */
    OBJ_TEX_GATHER_OFFSETS = OBJ_TEX2D | OBJ_TEX2D_ARRAY,
    OBJ_TEX_MS = OBJ_TEX2DMS | OBJ_TEX2DMS_ARRAY,
    OBJ_RWTEX = OBJ_RWTEX1D | OBJ_RWTEX1D_ARRAY | OBJ_RWTEX2D | OBJ_RWTEX2D_ARRAY | OBJ_RWTEX3D,
};

/* How the front end lowers a call (column "lower"). */
typedef enum LowerKind {
    LOWER_INTRINSIC, /* an IR_INTRINSIC instruction carrying this row: backends map it */
    LOWER_IR_OP,     /* the generic IR op in column ir_op (imm in column imm), args in order */
    LOWER_HOOK,      /* front-end code (frontend/lower_intrinsics.c) named by the row id */
} LowerKind;

/* The SPIR-V cell kinds. */
typedef enum SpvCellKind {
    SPV_NONE,   /* never reaches the backend (lowered earlier), or unsupported */
    SPV_OP,     /* one core opcode: a[0] */
    SPV_OP3,    /* core opcode chosen by element type: a[0] float, a[1] sint, a[2] uint (0: not allowed) */
    SPV_GLSL,   /* GLSL.std.450 instruction by element type: a[0] float, a[1] sint, a[2] uint */
    SPV_GROUP,  /* OpGroupNonUniform* arithmetic by type: a[0] float, a[1] sint, a[2] uint; a[3] SpvGroupOperation */
    SPV_HOOK,   /* backend_spirv code named by the row id */
} SpvCellKind;

typedef struct SpvCell {
    SpvCellKind kind;
    int a[4];
    int capability;        /* SpvCapability it needs beyond Shader, or -1 */
    unsigned subgroup_ops; /* VkSubgroupFeatureFlagBits it needs (reflection) */
    const char *spelling;  /* the cell as written in the table, for docs and dumps */
} SpvCell;

/* The MSL and WGSL cells: a function name, or a hook, or the required IR
 * pass that lowers the call before any backend sees it (its name), or none
 * (not yet: filled by the MSL and WGSL issues). */
typedef enum TextCellKind { TXT_NONE, TXT_FN, TXT_HOOK, TXT_PASS } TextCellKind;
typedef struct TextCell {
    TextCellKind kind;
    const char *name; /* TXT_FN: the function; TXT_PASS: the pass */
} TextCell;

/* Vulkan subgroup feature bits (VkSubgroupFeatureFlagBits). */
enum {
    VK_SG_BASIC = 0x1, VK_SG_VOTE = 0x2, VK_SG_ARITHMETIC = 0x4, VK_SG_BALLOT = 0x8,
    VK_SG_SHUFFLE = 0x10, VK_SG_SHUFFLE_RELATIVE = 0x20, VK_SG_CLUSTERED = 0x40,
    VK_SG_QUAD = 0x80, VK_SG_PARTITIONED_NV = 0x100,
};

/* Row flags. */
enum {
    INF_CONVERGENT = 1 << 0, /* wave/quad ops, barriers: never moved across control flow */
    INF_SIDE_EFFECTS = 1 << 1, /* never removed when unused (barriers, atomics, stores) */
    INF_COMPONENTWISE = 1 << 6, /* on a matrix, lowering applies it row by row */
    /* needs this shader model of the profile (sema: D_SEMA_NEEDS_SM) */
    INF_SM_6_2 = 1 << 2, INF_SM_6_5 = 1 << 3, INF_SM_6_6 = 1 << 4, INF_SM_6_7 = 1 << 5,
    INF_HLSL2021 = 1 << 7,   /* only with -HV 2021 (select, and, or) */
    INF_SAME_SHAPE = 1 << 8, /* T-shaped arguments that are not scalars must have T's
                              * shape exactly: no truncation (select, and, or) */
    INF_SM_6_8 = 1 << 9,
    INF_DERIVATIVE = 1 << 10, /* reads derivatives (ddx, implicit-lod sampling): pixel shaders, and
                               * compute shaders from SM 6.6 (sema); never moved across control flow */
    INF_32BIT = 1 << 11,      /* 16-bit arguments convert to their 32-bit kind first
                              * (DXC's uint/float/numeric32_only parameters: asuint,
                              * f16tof32 ...) */
    INF_SQUARE = 1 << 12,    /* a matrix T must be square (determinant) */
    INF_UNIFORM_CF = 1 << 13, /* needs uniform control flow in WGSL (its barriers; derivatives and
                               * implicit-LOD sampling): ir_lower_divergent_returns keeps the
                               * threads that returned early running to it */
    INF_SM_6_4 = 1 << 14,     /* dot2add, dot4add_*: SM 6.4 (D_SEMA_NEEDS_SM) */
    INF_SM_6_10 = 1 << 16,   /* shader model 6.10 (GetGroupWaveIndex, GetGroupWaveCount) */
    INF_SM_WARN = 1 << 17,   /* below its shader model a warning, not an error: DXC's SPIR-V
                              * takes it (QuadAny, QuadAll), and Prism writes no DXIL */
};

typedef enum IntrinsicId {
#define INTRINSIC(id, hlsl, obj, sig, tc, ts, stages, flags, lower, ir_op, imm, spv, msl, wgsl) INTR_##id,
#include "intrinsics.def"
#undef INTRINSIC
    INTR_COUNT
} IntrinsicId;

typedef struct IntrinsicInfo {
    const char *hlsl;      /* HLSL name (method name for methods); NULL for IR-internal rows */
    unsigned object;       /* OBJ_* bits: a method of these objects; 0: a free function */
    const char *signature; /* "R(P,P)" in the signature language below */
    unsigned type_classes; /* TC_* bits for T */
    unsigned type_shapes;  /* TS_* bits for T */
    unsigned stages;       /* ST_* */
    unsigned flags;        /* INF_* */
    LowerKind lower;
    int ir_op;             /* an IrOp, for LOWER_IR_OP */
    int imm;               /* the IR instruction's imm, for LOWER_IR_OP */
    SpvCell spirv;
    TextCell msl;
    TextCell wgsl;
} IntrinsicInfo;

/* Signature language, one string per row: "RET(P1,P2,...)".
 *   T        the generic type (constrained by type_classes and type_shapes)
 *   S        the scalar element type of T
 *   B U I F D  bool / uint / int / float / double with T's shape
 *   float3, uint, uint2, int, bool, void ...   that exact type
 *   out X / inout X   an out or inout parameter (an lvalue of type X)
 *   ref X    an lvalue the operation works on in place (atomics: groupshared
 *            or buffer memory)
 *   X?       an optional trailing parameter (overload with and without it)
 *   int! uint!  an integer scalar exactly (lane indices): int, uint or an
 *            integer literal, converted to X; floats, bools and vectors are
 *            refused (D_SEMA_INTR_INT_ARG) where HLSL would convert them
 * Texture methods (frontend/sema_texture.c gives each its type from the
 * texture's dim):
 *   E        the texture's element type (Texture2D<float4>: float4)
 *   K        E's scalar; V  a vector of 4 of it (Gather)
 *   C        the float coordinate of sampling (Texture2DArray: float3)
 *   G        a float vector of the dim without its layer (gradients, lod queries)
 *   O        an int vector of the same (texel offsets)
 *   L        the int location of Load: the texel coordinate, plus the mip
 *            level where the texture has mips (Texture2D: int3)
 *   sampler, sampler_cmp   SamplerState, SamplerComparisonState
 *   RaytracingAccelerationStructure; RayDesc  the ray of TraceRayInline (any
 *            argument type here: sema_rayquery_call takes the built-in struct, or a
 *            user's own RayDesc of its fields, and refuses the others)
 * Several rows may share an HLSL name: they are overloads, tried in order. */

extern const IntrinsicInfo intrinsic_info[INTR_COUNT];

/* Rows named name (free functions when object == 0, else methods of object's
 * kind), as a range of consecutive ids; *count 0 when there is none. */
IntrinsicId intrinsic_lookup(const char *name, unsigned object, int *count);

#endif
