/* Stage inputs and outputs of an entry point, flattened into slots of one
 * semantic each. Sema checks them (sema_entry.c); lowering makes one
 * IRS_INPUT or IRS_OUTPUT global per slot (lower.c). Both read the same
 * list, in this order: the parameters in order, then the return value;
 * a parameter or return value of struct type without a semantic of its own
 * stands for its fields, in order (recursively; a base struct's fields come
 * first, as they do in the struct), so system values may sit anywhere.
 *
 * Locations (DXC's SPIR-V mapping, "HLSL semantic and Vulkan Location"):
 * SV_Target[n] is Location n; user semantics (TEXCOORD0, COLOR, ...) take
 * [[vk::location(n)]] when given, else the next Location in declaration
 * order, counted separately for inputs and outputs; a system value DXIL
 * calls arbitrary in that place (SV_Position as a vertex input) counts as
 * a user semantic. */
#ifndef PRISM_STAGE_IO_H
#define PRISM_STAGE_IO_H
#include "../intrinsics/intrinsics.h"
#include "frontend.h"
#include "types.h"

/* System-value semantics, one row each (the D3D12 functional spec's
 * "System Generated Values" and "System Interpreted Values"; DXIL's
 * signature-point table, DxilSigPoint.inl, for where each may appear):
 *   in, out     the stages (ST_*) where it is a system value, as an input or
 *               an output: the IR builtin it becomes (DXC's SPIR-V mapping,
 *               DeclResultIdMapper::createSpirvStageVar)
 *   arb_in/out  the stages where DXIL calls it "arbitrary": an ordinary
 *               varying at a Location, as a user semantic (SV_Position as a
 *               vertex input, SV_InstanceID between the stages)
 *   types       what it takes
 *   max         its highest semantic index (SV_Target7, SV_ClipDistance1)
 * SV_Target is no builtin: it is Location n. SV_VertexID and SV_InstanceID
 * become Vulkan's VertexIndex and InstanceIndex (Metal's [[vertex_id]],
 * WGSL's vertex_index), which count from the draw's first vertex and
 * instance rather than from 0 as D3D's do: DXC maps them the same way
 * (unless -fvk-support-nonzero-base-vertex/-instance). SV_Position in a
 * pixel shader is FragCoord, whose w is 1/w (DXC's default too). The clip
 * and cull distances of a direction are one float array builtin each,
 * every SV_ClipDistanceN taking its components in the order of N (DXC's
 * GlPerVertex); SV_Coverage is element 0 of SampleMask, an array in Vulkan.
 * SV_StartVertexLocation and SV_StartInstanceLocation (shader model 6.8)
 * are the draw's first vertex (or vertex offset) and first instance:
 * Vulkan's BaseVertex and BaseInstance, as DXC maps them.
 *    id                        name                         in                      out          arb_in     arb_out    builtin               types        max */
#define SV_LIST(X)                                                                                                                                   \
    X(SV_DISPATCH_THREAD_ID,    "SV_DispatchThreadID",       ST_COMPUTE,             0,           0,         0,         IRB_GLOBAL_INVOCATION_ID, SVT_ID3, 0) \
    X(SV_GROUP_ID,              "SV_GroupID",                ST_COMPUTE,             0,           0,         0,         IRB_WORKGROUP_ID,     SVT_ID3,     0) \
    X(SV_GROUP_THREAD_ID,       "SV_GroupThreadID",          ST_COMPUTE,             0,           0,         0,         IRB_LOCAL_INVOCATION_ID, SVT_ID3,  0) \
    X(SV_GROUP_INDEX,           "SV_GroupIndex",             ST_COMPUTE,             0,           0,         0,         IRB_LOCAL_INVOCATION_INDEX, SVT_UINT, 0) \
    X(SV_VERTEX_ID,             "SV_VertexID",               ST_VERTEX,              0,           0,         0,         IRB_VERTEX_INDEX,     SVT_UINT,    0) \
    X(SV_INSTANCE_ID,           "SV_InstanceID",             ST_VERTEX,              0,           ST_FRAGMENT, ST_VERTEX, IRB_INSTANCE_INDEX,  SVT_UINT,    0) \
    X(SV_POSITION,              "SV_Position",               ST_FRAGMENT,            ST_VERTEX,   ST_VERTEX, 0,         IRB_POSITION,         SVT_FLOAT4,  0) \
    X(SV_IS_FRONT_FACE,         "SV_IsFrontFace",            ST_FRAGMENT,            0,           0,         0,         IRB_FRONT_FACING,     SVT_BOOL,    0) \
    X(SV_TARGET,                "SV_Target",                 0,                      ST_FRAGMENT, 0,         0,         IRB_NONE,             SVT_USER,    7) \
    X(SV_DEPTH,                 "SV_Depth",                  0,                      ST_FRAGMENT, 0,         0,         IRB_FRAG_DEPTH,       SVT_FLOAT,   0) \
    X(SV_DEPTH_GREATER_EQUAL,   "SV_DepthGreaterEqual",      0,                      ST_FRAGMENT, 0,         0,         IRB_FRAG_DEPTH,       SVT_FLOAT,   0) \
    X(SV_DEPTH_LESS_EQUAL,      "SV_DepthLessEqual",         0,                      ST_FRAGMENT, 0,         0,         IRB_FRAG_DEPTH,       SVT_FLOAT,   0) \
    X(SV_CLIP_DISTANCE,         "SV_ClipDistance",           ST_FRAGMENT,            ST_VERTEX,   ST_VERTEX, 0,         IRB_CLIP_DISTANCE,    SVT_DISTANCE, 1) \
    X(SV_CULL_DISTANCE,         "SV_CullDistance",           ST_FRAGMENT,            ST_VERTEX,   ST_VERTEX, 0,         IRB_CULL_DISTANCE,    SVT_DISTANCE, 1) \
    X(SV_PRIMITIVE_ID,          "SV_PrimitiveID",            ST_FRAGMENT,            0,           0,         0,         IRB_PRIMITIVE_ID,     SVT_UINT,    0) \
    X(SV_SAMPLE_INDEX,          "SV_SampleIndex",            ST_FRAGMENT,            0,           0,         0,         IRB_SAMPLE_INDEX,     SVT_UINT,    0) \
    X(SV_COVERAGE,              "SV_Coverage",               ST_FRAGMENT,            ST_FRAGMENT, 0,         0,         IRB_SAMPLE_MASK,      SVT_UINT,    0) \
    X(SV_STENCIL_REF,           "SV_StencilRef",             0,                      ST_FRAGMENT, 0,         0,         IRB_FRAG_STENCIL_REF, SVT_UINT,    0) \
    X(SV_VIEW_ID,               "SV_ViewID",                 ST_VERTEX | ST_FRAGMENT, 0,          0,         0,         IRB_VIEW_INDEX,       SVT_UINT,    0) \
    X(SV_RENDER_TARGET_ARRAY_INDEX, "SV_RenderTargetArrayIndex", ST_FRAGMENT,        ST_VERTEX,   ST_VERTEX, 0,         IRB_LAYER,            SVT_UINT,    0) \
    X(SV_VIEWPORT_ARRAY_INDEX,  "SV_ViewportArrayIndex",     ST_FRAGMENT,            ST_VERTEX,   ST_VERTEX, 0,         IRB_VIEWPORT_INDEX,   SVT_UINT,    0) \
    X(SV_START_VERTEX_LOCATION, "SV_StartVertexLocation",    ST_VERTEX,              0,           0,         0,         IRB_BASE_VERTEX,      SVT_UINT,    0) \
    X(SV_START_INSTANCE_LOCATION, "SV_StartInstanceLocation", ST_VERTEX,             0,           0,         0,         IRB_BASE_INSTANCE,    SVT_UINT,    0) \
    X(SV_BARYCENTRICS,          "SV_Barycentrics",           ST_FRAGMENT,            0,           0,         0,         IRB_BARY_COORD,       SVT_FLOAT3,  0)

/* The types a semantic takes. */
typedef enum SvTypes {
    SVT_ID3,      /* uint or int, scalar or vector of up to 3 */
    SVT_UINT,     /* uint or int */
    SVT_FLOAT4,   /* float4 */
    SVT_BOOL,     /* bool */
    SVT_FLOAT,    /* float */
    SVT_FLOAT3,   /* float3 */
    SVT_USER,     /* a scalar or vector of 1-4 32-bit float, int or uint, min16 types, bool
                     (carried as uint, as DXC does), 16-bit types with -enable-16bit-types */
    SVT_DISTANCE, /* float, float2-4, or an array of them (clip and cull distances) */
    SVT_INT_ARRAY, /* an array of int or uint ([[vk::builtin("ViewportMaskNV")]]) */
} SvTypes;

typedef enum SvKind {
#define SV_ENUM_(id, name, in, out, arb_in, arb_out, builtin, types, max) id,
    SV_LIST(SV_ENUM_)
#undef SV_ENUM_
        SV_COUNT,
    SV_USER = SV_COUNT, /* not SV_: a user semantic */
} SvKind;

typedef struct SvInfo {
    const char *name;
    unsigned in, out;         /* ST_*: a system value there */
    unsigned arb_in, arb_out; /* ST_*: an ordinary varying there */
    IrBuiltin builtin;
    SvTypes types;
    int max_index;
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

/* The lowest shader model (major * 10 + minor) a system value needs. */
int sv_min_shader_model(int sv);
/* For a system value of DXC's that Prism does not compile (SV_Barycentrics,
 * the geometry and tessellation ones, ...): what it is and what to write
 * instead, else NULL. */
const char *sv_unsupported_reason(const char *semantic);

/* The semantic as a system value (case-insensitive; any trailing number is
 * its index: SV_Target3, SV_ClipDistance1, SV_Position0), SV_USER for one
 * not starting with "SV_", or -1 for an unknown SV_. *index gets the
 * trailing number (TEXCOORD3: 3; none: 0). */
int sv_lookup(const char *semantic, int *index);
/* Whether t is one of `types`. */
bool sv_type_ok(SvTypes types, const Type *t);
/* Floats a clip or cull distance of type t takes (0: not one). */
int sv_distance_count(const Type *t);
/* "float4", "uint or int", ...: for messages. */
const char *sv_types_text(SvTypes types);
/* ST_COMPUTE etc. of an IrStage. */
unsigned sv_stage_bit(int stage);

enum { STAGE_IO_MAX_DEPTH = 16 };

typedef struct StageSlot {
    Node *root;           /* the ND_PARAM, or the ND_FUNC for its return value */
    Node *decl;           /* what carries the semantic: root, or a struct field (ND_VAR) */
    const char *name;     /* the field's or parameter's name, else the semantic */
    const char *semantic; /* as written; NULL: missing */
    const Type *type;
    SrcLoc loc;           /* the declaration's position */
    SrcLoc sem_loc;       /* where its semantic is written ("x : TEXCOORD0" on one line), else loc */
    bool output;
    int sv;               /* SvKind, SV_USER, or -1 (an unknown SV_ name) */
    int index;            /* the semantic's number: SV_Target3, TEXCOORD3: 3 */
    int location;         /* user semantics and SV_Target: the Location; else -1 */
    int vk_location;      /* [[vk::location(n)]]: n, else -1 */
    int vk_builtin;       /* [[vk::builtin]]: its row of vk_builtin_info, else -1 */
    int vk_index;         /* [[vk::index(n)]] (dual-source blending): n, else -1 */
    unsigned interp;      /* IR_INTERP_* (vertex outputs and fragment inputs at a location) */
    bool arbitrary;       /* a system value DXIL treats as a user semantic here (sv_info's arb_*) */
    int distance_offset;  /* SV_ClipDistance/SV_CullDistance: its first float in the array */
    int distance_total;   /* ... and the floats of the direction's whole array */
    bool too_deep;        /* structs nested deeper than STAGE_IO_MAX_DEPTH */
    const char *overridden; /* a field's own semantic, replaced by its struct's (walk_value) */
    SrcLoc overridden_loc;  /* ... where it is written */
    int depth;            /* path length: member indices of the IR value type from the root's
                             value (a struct with a base has the base as member 0: layout.c) */
    uint8_t path[STAGE_IO_MAX_DEPTH];
} StageSlot;

typedef VEC(StageSlot) StageSlots;

/* A user semantic, SV_Target or an arbitrary system value: a varying at a
 * Location, not a builtin. */
bool stage_slot_at_location(const StageSlot *s);

/* Where the semantic written after the declaration at loc starts ("x :
 * SV_..." on the same line), or loc when it is not there as written
 * (macros). The AST keeps no position for semantics. */
SrcLoc stage_io_semantic_loc(Ctx *c, SrcLoc loc, const char *sem);

/* The slots of entry point fn compiled as stage (an IrStage), into out
 * (arena memory of c). Locations are assigned as above. */
void stage_io_collect(Ctx *c, Node *fn, int stage, StageSlots *out);

#endif
