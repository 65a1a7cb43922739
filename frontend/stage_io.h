/* Stage inputs and outputs of an entry point, flattened into slots of one
 * semantic each. Sema checks them (sema_entry.c); lowering makes one
 * IRS_INPUT or IRS_OUTPUT global per slot (lower.c). Both read the same
 * list, in this order: the parameters in order, then the return value;
 * a parameter or return value of struct type without a semantic of its own
 * stands for its fields, in order (recursively).
 *
 * Locations (DXC's SPIR-V mapping, "HLSL semantic and Vulkan Location"):
 * SV_Target[n] is Location n; user semantics (TEXCOORD0, COLOR, ...) take
 * [[vk::location(n)]] when given, else the next Location in declaration
 * order, counted separately for inputs and outputs. */
#ifndef PRISM_STAGE_IO_H
#define PRISM_STAGE_IO_H
#include "../intrinsics/intrinsics.h"
#include "frontend.h"
#include "types.h"

/* System-value semantics, one row each: the stages (ST_*) where it is an
 * input and where an output, the IR builtin it becomes, and the types it
 * takes. SV_Target is no builtin: it is Location n. SV_VertexID becomes
 * Vulkan's VertexIndex (Metal's [[vertex_id]], WGSL's vertex_index), which
 * counts from the draw's first vertex rather than from 0 as D3D's does:
 * DXC maps it the same way. SV_Position in a pixel shader is FragCoord,
 * whose w is 1/w (DXC's default too).
 *    id                      name                   in          out          builtin                     types */
#define SV_LIST(X)                                                                                             \
    X(SV_DISPATCH_THREAD_ID, "SV_DispatchThreadID", ST_COMPUTE,  0,           IRB_GLOBAL_INVOCATION_ID,   SVT_ID3) \
    X(SV_GROUP_ID,           "SV_GroupID",          ST_COMPUTE,  0,           IRB_WORKGROUP_ID,           SVT_ID3) \
    X(SV_GROUP_THREAD_ID,    "SV_GroupThreadID",    ST_COMPUTE,  0,           IRB_LOCAL_INVOCATION_ID,    SVT_ID3) \
    X(SV_GROUP_INDEX,        "SV_GroupIndex",       ST_COMPUTE,  0,           IRB_LOCAL_INVOCATION_INDEX, SVT_UINT) \
    X(SV_VERTEX_ID,          "SV_VertexID",         ST_VERTEX,   0,           IRB_VERTEX_INDEX,           SVT_UINT) \
    X(SV_INSTANCE_ID,        "SV_InstanceID",       ST_VERTEX,   0,           IRB_INSTANCE_INDEX,         SVT_UINT) \
    X(SV_POSITION,           "SV_Position",         ST_FRAGMENT, ST_VERTEX,   IRB_POSITION,               SVT_FLOAT4) \
    X(SV_IS_FRONT_FACE,      "SV_IsFrontFace",      ST_FRAGMENT, 0,           IRB_FRONT_FACING,           SVT_BOOL) \
    X(SV_TARGET,             "SV_Target",           0,           ST_FRAGMENT, IRB_NONE,                   SVT_USER) \
    X(SV_DEPTH,              "SV_Depth",            0,           ST_FRAGMENT, IRB_FRAG_DEPTH,             SVT_FLOAT)

/* The types a semantic takes. */
typedef enum SvTypes {
    SVT_ID3,    /* uint or int, scalar or vector of up to 3 */
    SVT_UINT,   /* uint or int */
    SVT_FLOAT4, /* float4 */
    SVT_BOOL,   /* bool */
    SVT_FLOAT,  /* float */
    SVT_USER,   /* a scalar or vector of 1-4 32-bit float, int or uint (user semantics too) */
    SVT_INT_ARRAY, /* an array of int or uint */
} SvTypes;

typedef enum SvKind {
#define SV_ENUM_(id, name, in, out, builtin, types) id,
    SV_LIST(SV_ENUM_)
#undef SV_ENUM_
        SV_COUNT,
    SV_USER = SV_COUNT, /* not SV_: a user semantic */
} SvKind;

typedef struct SvInfo {
    const char *name;
    unsigned in, out; /* ST_* */
    IrBuiltin builtin;
    SvTypes types;
} SvInfo;
extern const SvInfo sv_info[SV_COUNT];

/* [[vk::builtin("X")]] (DXC's SPIR-V.rst, "Builtin variables"): Vulkan
 * builtins HLSL has no semantic for; the slot is that builtin, whatever
 * its semantic says.
 *    name                 builtin                 in                              out        types */
#define VK_BUILTIN_LIST(X)                                                                                 \
    X("PointSize",         IRB_POINT_SIZE,         0,                              ST_VERTEX, SVT_FLOAT)    \
    X("HelperInvocation",  IRB_HELPER_INVOCATION,  ST_FRAGMENT,                    0,         SVT_BOOL)     \
    X("BaseVertex",        IRB_BASE_VERTEX,        ST_VERTEX,                      0,         SVT_UINT)     \
    X("BaseInstance",      IRB_BASE_INSTANCE,      ST_VERTEX,                      0,         SVT_UINT)     \
    X("DrawIndex",         IRB_DRAW_INDEX,         ST_VERTEX,                      0,         SVT_UINT)     \
    X("DeviceIndex",       IRB_DEVICE_INDEX,       ST_VERTEX | ST_FRAGMENT | ST_COMPUTE, 0,   SVT_UINT)     \
    X("ViewportMaskNV",    IRB_VIEWPORT_MASK_NV,   0,                              ST_VERTEX, SVT_INT_ARRAY)

typedef struct VkBuiltinInfo {
    const char *name;
    IrBuiltin builtin;
    unsigned in, out; /* ST_* */
    SvTypes types;
} VkBuiltinInfo;
extern const VkBuiltinInfo vk_builtin_info[];
extern const int vk_builtin_count;
/* The row of a vk::builtin name (case-sensitive, as DXC), or -1. */
int vk_builtin_lookup(const char *name);
/* The row named by a declaration's [[vk::builtin]], or -1. */
int vk_builtin_of(const AttrList *attrs);

/* The semantic as a system value (case-insensitive, SV_Target0-7 with its
 * index), SV_USER for one not starting with "SV_", or -1 for an unknown SV_.
 * *index gets the trailing number (TEXCOORD3: 3; none: 0). */
int sv_lookup(const char *semantic, int *index);
/* Whether t is one of `types`. */
bool sv_type_ok(SvTypes types, const Type *t);
/* "float4", "uint or int", ...: for messages. */
const char *sv_types_text(SvTypes types);
/* ST_COMPUTE etc. of an IrStage. */
unsigned sv_stage_bit(int stage);

enum { STAGE_IO_MAX_DEPTH = 8 };

typedef struct StageSlot {
    Node *root;           /* the ND_PARAM, or the ND_FUNC for its return value */
    Node *decl;           /* what carries the semantic: root, or a struct field (ND_VAR) */
    const char *name;     /* the field's or parameter's name, else the semantic */
    const char *semantic; /* as written; NULL: missing */
    const Type *type;
    SrcLoc loc;           /* the declaration's position */
    bool output;
    int sv;               /* SvKind, SV_USER, or -1 (an unknown SV_ name) */
    int index;            /* the semantic's number: SV_Target3, TEXCOORD3: 3 */
    int location;         /* user semantics and SV_Target: the Location; else -1 */
    int vk_location;      /* [[vk::location(n)]]: n, else -1 */
    int vk_builtin;       /* [[vk::builtin]]: its row of vk_builtin_info, else -1 */
    int vk_index;         /* [[vk::index(n)]] (dual-source blending): n, else -1 */
    unsigned interp;      /* IR_INTERP_* (vertex outputs and fragment inputs at a location) */
    bool too_deep;        /* structs nested deeper than STAGE_IO_MAX_DEPTH */
    bool base_struct;     /* inside a struct with a base struct (not supported yet) */
    int depth;            /* path length: field indices from the root's value */
    uint8_t path[STAGE_IO_MAX_DEPTH];
} StageSlot;

typedef VEC(StageSlot) StageSlots;

/* The slots of entry point fn compiled as stage (an IrStage), into out
 * (arena memory of c). Locations are assigned as above. */
void stage_io_collect(Ctx *c, Node *fn, int stage, StageSlots *out);

#endif
