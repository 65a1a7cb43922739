/* The SPIR-V writer's private interface, shared by its files:
 *
 *   spv_module.c     sections, ids, decorations, capabilities and extensions,
 *                    values, globals, entry point, names, spirv_emit itself
 *   spv_types.c      types and constants, deduplicated
 *   spv_function.c   functions and structured control flow (regions -> blocks)
 *   spv_inst.c       instructions: memory, arithmetic, conversions, composites,
 *                    atomics, barriers
 *   spv_intrinsic.c  the intrinsic table's SPIR-V cells and hooks
 *   spv_image.c      image types, texel reads and writes, size queries, texel pointers
 *
 * One SpvWriter per emitted module. Every id is handed out in a deterministic
 * walk (entry point, then callees in call order; instructions in tree order),
 * so the same IR always gives the same bytes: the hash maps below are only
 * ever looked up, never iterated into the output. */
#ifndef PRISM_SPV_INTERNAL_H
#define PRISM_SPV_INTERNAL_H
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>
#include "../intrinsics/intrinsics.h"
#include "../util/ptrmap.h"
#include "spirv.h"

typedef VEC(uint32_t) SpvWords;

/* The logical layout of a module (SPIR-V spec 2.4), one word buffer each. */
typedef enum SpvSection {
    SEC_CAPS,     /* OpCapability */
    SEC_EXTS,     /* OpExtension */
    SEC_IMPORTS,  /* OpExtInstImport */
    SEC_MEMMODEL, /* OpMemoryModel */
    SEC_ENTRY,    /* OpEntryPoint */
    SEC_MODES,    /* OpExecutionMode */
    SEC_SOURCE,   /* OpString, OpSource, OpSourceContinued (-Zi: spv_debug.c) */
    SEC_NAMES,    /* OpName, OpMemberName */
    SEC_PROCESSED, /* OpModuleProcessed (-Zi) */
    SEC_DECOR,    /* OpDecorate, OpMemberDecorate */
    SEC_TYPES,    /* types, constants, module-scope OpUndef and OpVariable */
    SEC_FUNCS,    /* function definitions */
    SEC_COUNT
} SpvSection;

/* Pointer -> id: util/ptrmap.h, the id stored as the value (0: none). */
typedef PtrMap SpvPtrMap;

/* Object -> id by the object's dense index (a type's or a constant's id),
 * cheaper than a SpvPtrMap; each slot keeps its object, so one made
 * without an index of its own (or past the end) goes to the writer's
 * pointer map instead (spv_dense_get, spv_dense_put). */
typedef struct SpvDense {
    const void **keys;
    uint32_t *ids;
    uint32_t len;
} SpvDense;

/* Word sequence -> id: deduplicates types and constants by their encoding,
 * so no two non-aggregate types or constants are ever emitted twice (the
 * relaxed-precision twin of f32 is the same OpTypeFloat 32, for example). */
typedef struct SpvKeyMap {
    uint32_t **keys; /* keys[i][0] is the length, then the words */
    uint32_t *vals;
    uint32_t cap, len;
} SpvKeyMap;

/* Where a region's last block goes when it does not end in a jump. */
typedef enum SpvNextKind {
    NEXT_LABEL,    /* OpBranch label */
    NEXT_BACKEDGE, /* a loop's continuing: OpBranch header, or break-if */
    NEXT_RETURN,   /* the function body: implicit return */
} SpvNextKind;

typedef struct SpvFlow {
    SpvNextKind next;
    uint32_t next_label;   /* NEXT_LABEL; NEXT_BACKEDGE: the loop header */
    IrValue *break_if;     /* NEXT_BACKEDGE */
    uint32_t break_label;  /* innermost loop or switch merge (0: none) */
    uint32_t cont_label;   /* innermost loop's continue target (0: none) */
    uint32_t loop_merge;   /* NEXT_BACKEDGE: where break-if leaves to */
} SpvFlow;

typedef VEC(IrGlobal *) SpvGlobals;

typedef struct SpvWriter {
    Ctx *c;
    IrModule *m;
    IrFunction *const *entries; /* the module's entry points (a library has several) */
    int num_entries;
    IrFunction *entry;     /* the one whose OpEntryPoint is being written; else the first */
    Arena *a;
    int vulkan;            /* 100, 110, 120, 130, 140; 0 for universal1.5 */
    uint32_t version;      /* SPIR-V: 0x00010000 ... 0x00010600 */
    SpvWords sec[SEC_COUNT];
    uint32_t next_id;
    SpvPtrMap ids;         /* IrValue* / IrType* / IrBlock* / IrNode* (loop headers) -> id */
    SpvKeyMap dedup;       /* type and constant encodings -> id */
    SpvDense type_ids;     /* by IrType.id */
    SpvDense const_ids;    /* by IrConst's id */
    uint32_t small_u32[16]; /* spv_u32 of 0..15 (scopes, semantics), 0 until made */
    uint32_t glsl_ext;     /* the GLSL.std.450 import, 0 until used */
    VEC(int) caps;
    VEC(const char *) exts;
    unsigned subgroup_ops;
    IrFunctionList funcs;      /* reached from the entries, the first entry first */
    SpvGlobals globals;        /* used by those functions, in module order */
    SpvGlobals *interfaces;    /* by entry: the globals it reaches, in module order */
    unsigned *global_stages;   /* by global id: ST_* bits of the entries that reach it */
    uint32_t num_global_stages;
    SpvPtrMap fn_stages;       /* IrFunction* -> ST_* bits of the entries reaching it (| 0x100) */
    unsigned fn_st;            /* ... of the function being emitted */
    int errors_at_start;
    unsigned vulkan_features; /* SPV_FEATURE_* */
    SpvPtrMap buffer_blocks;  /* SPIR-V < 1.3: the block types of storage buffers (BufferBlock) */
    IrInst *cur;              /* the instruction being emitted (its position for diagnostics) */
    VEC(uint32_t) extra_interface; /* variables the options add (BaseInstance...): OpEntryPoint's too */
    uint32_t base_instance, base_vertex; /* those variables, 0 until made */
    SpvPtrMap no_contraction; /* ids decorated NoContraction (never twice) */
    SpvPtrMap spec_emitted;   /* IRS_SPEC_CONSTANT globals written (an array length may come first) */
    struct SpvDebug *dbg;     /* -Zi state, NULL without debug information */
    bool wave_reported;       /* D_SPV_WAVE_VULKAN10 said */
    const PrismOptions *o;    /* the compilation's options (c->opts, or the defaults) */
    PrismOptions default_opts;
    bool uses_derivatives; /* derivatives or implicit-lod sampling: compute needs a derivative group */
    SrcLoc derivative_loc; /* the first of them, for a diagnostic */
    SpvPtrMap derivative_fns; /* IrFunction* -> 1: the functions that use them */
    bool uses_demote;      /* discard as OpDemoteToHelperInvocation: HelperInvocation reads are volatile */
    bool rq_used;          /* inline ray tracing's capability and extension are declared (spv_rayquery.c) */
    /* the function being emitted */
    IrFunction *fn;
    /* its values' ids by value id (instructions, parameters) and its
     * labels' by node id (blocks, loop headers): its values are used only
     * inside it (ir/verify.c, [D2]), and an array is cheaper than w->ids */
    uint32_t *fn_values, *fn_labels;
    uint32_t fn_num_values, fn_num_labels;
    SpvPtrMap alias;       /* IrBlock* -> the label that branches in its place (phi predecessors) */
    IrBlock *ballot_block; /* the last ballot of a WaveActive/PrefixCountBits: block, predicate, id */
    IrValue *ballot_pred;
    uint32_t ballot_id;
    struct SpvInline *inl; /* spv_inline.c's state: inline SPIR-V seen, where it landed */
    struct SpvInterlock *lock; /* spv_interlock.c: the critical section of the pixel entry being written */
} SpvWriter;

/* ---- words and sections (spv_module.c) */
uint32_t spv_id(SpvWriter *w);
/* The word writers are inline: every operand of every instruction goes
 * through them, and a call each cost more than the store. The rare paths
 * (growing the buffer, an instruction too long) stay out of line. */
void spv_grow_words(SpvWriter *w, SpvWords *buf);
void spv_too_long(SpvWriter *w, SpvWords *buf, size_t start, size_t count);
static inline void spv_w(SpvWriter *w, SpvWords *buf, uint32_t word)
{
    if (buf->len == buf->cap) /* not vec_push: it calls vec_grow_ for every word */
        spv_grow_words(w, buf);
    buf->data[buf->len++] = word;
}
/* Starts an instruction in buf; spv_end patches its word count. */
static inline size_t spv_begin(SpvWriter *w, SpvWords *buf, SpvOp op)
{
    size_t start = (size_t)buf->len;
    spv_w(w, buf, (uint32_t)op);
    return start;
}
static inline void spv_end(SpvWriter *w, SpvWords *buf, size_t start)
{
    size_t count = (size_t)buf->len - start;
    /* SPIR-V 2.3: the word count is 16 bits */
    if (count > 0xffff) {
        spv_too_long(w, buf, start, count);
        count = 0;
    }
    buf->data[start] = ((uint32_t)count << 16) | (buf->data[start] & 0xffffu);
}
void spv_str(SpvWriter *w, SpvWords *buf, const char *s);
/* A whole instruction of n operand words. */
void spv_op(SpvWriter *w, SpvWords *buf, SpvOp op, int n, ...);
/* An instruction of a fresh result id and a string (OpString,
 * OpExtInstImport); returns the id. */
uint32_t spv_op_string(SpvWriter *w, SpvWords *buf, SpvOp op, const char *s);
#define SPV_FN(w) (&(w)->sec[SEC_FUNCS])

uint32_t spv_map_get(const SpvPtrMap *m, const void *key);
void spv_map_put(SpvWriter *w, SpvPtrMap *m, const void *key, uint32_t val);
/* An empty slot means key has no id: a key goes to w->ids only when its
 * slot was another's already (slots are never emptied), or past the end. */
static inline uint32_t spv_dense_get(const SpvWriter *w, const SpvDense *d, uint32_t index, const void *key)
{
    if (index >= d->len || (d->keys[index] && d->keys[index] != key))
        return spv_map_get(&w->ids, key);
    return d->keys[index] ? d->ids[index] : 0;
}
void spv_dense_put(SpvWriter *w, SpvDense *d, uint32_t index, const void *key, uint32_t id);

void spv_cap(SpvWriter *w, SpvCapability cap);
void spv_ext(SpvWriter *w, const char *name);
void spv_decorate(SpvWriter *w, uint32_t id, SpvDecoration d, int n, ...);
void spv_member_decorate(SpvWriter *w, uint32_t id, uint32_t member, SpvDecoration d, int n, ...);
void spv_name(SpvWriter *w, uint32_t id, const char *name);
uint32_t spv_glsl(SpvWriter *w);

/* ---- types and constants (spv_types.c) */
uint32_t spv_type(SpvWriter *w, const IrType *t);
SpvStorageClass spv_storage_class(const SpvWriter *w, IrAddrSpace s);
uint32_t spv_const(SpvWriter *w, IrConst *k);
/* A scalar constant of type t: ints from u (sign-extended for signed), floats from f. */
uint32_t spv_const_scalar(SpvWriter *w, const IrType *t, uint64_t u, double f);
/* The literal words of a scalar constant (0 for bool, 2 for 64-bit). */
int spv_scalar_words(SpvWriter *w, const IrType *t, uint64_t u, double f, uint32_t ops[2]);
/* The same scalar in every component of vector type t (or the scalar itself). */
uint32_t spv_const_splat(SpvWriter *w, const IrType *t, uint64_t u, double f);
uint32_t spv_u32(SpvWriter *w, uint32_t v);
uint32_t spv_undef(SpvWriter *w, const IrType *t);
const IrType *spv_u32_type(SpvWriter *w);
bool spv_laid_out(const IrType *t);

/* ---- values (spv_module.c) */
/* The id of any value; instruction results and labels are handed out on
 * first mention (phis mention values defined later). */
uint32_t spv_value(SpvWriter *w, IrValue *v);
/* The id v has been given (0: none yet), and giving it one. */
uint32_t spv_value_id(const SpvWriter *w, const IrValue *v);
void spv_value_put(SpvWriter *w, const IrValue *v, uint32_t id);
uint32_t spv_label(SpvWriter *w, IrBlock *b);
/* The label of a node of the function being emitted (a block, or a loop's
 * synthesized header), made on first mention. */
uint32_t spv_node_label(SpvWriter *w, IrNode *n);
/* Makes v's id be id (an instruction that needs no SPIR-V code, e.g. a
 * conversion between relaxed twins); emits OpCopyObject when v was already
 * mentioned. */
void spv_set_value(SpvWriter *w, IrValue *v, uint32_t id);
/* RelaxedPrecision on the result of a relaxed instruction. */
void spv_relaxed(SpvWriter *w, IrInst *i, uint32_t id);
/* Element kind of a scalar/vector type: 0 float, 1 sint, 2 uint, 3 bool. */
int spv_elem_kind(const IrType *t);

/* ST_* bits of the entries that reach f (spv_module.c). */
unsigned spv_fn_stages(SpvWriter *w, IrFunction *f);

/* ---- functions and control flow (spv_function.c) */
void spv_emit_function(SpvWriter *w, IrFunction *f);

/* ---- rasterizer-ordered views (spv_interlock.c): f's critical section,
 * if it is a pixel entry that reaches one; the hooks emit_block calls
 * before each instruction of blk (and with NULL at its end), after each
 * one, and at a return or discard. */
void spv_interlock_plan(SpvWriter *w, IrFunction *f);
void spv_interlock_before(SpvWriter *w, IrBlock *blk, IrInst *i);
void spv_interlock_after(SpvWriter *w, IrInst *i);
void spv_interlock_leave(SpvWriter *w);

/* ---- coherent memory (spv_coherent.c) */
/* The global v reaches memory of (itself, an access chain, a loaded image), or NULL. */
const IrGlobal *spv_root_global(const IrValue *v);
/* Coherent (GLSL450) on a globallycoherent global. */
void spv_coherent_decorate(SpvWriter *w, const IrGlobal *g, uint32_t id);
/* Under the Vulkan memory model: the memory access bits of a load or store
 * through coherent memory at p, and *scope its scope id (0 and 0 when none). */
uint32_t spv_coherent_access(SpvWriter *w, const IrValue *p, bool load, uint32_t *scope);
/* ... and the image operand bits of a storage image read or write (*scope
 * 0 when they take no scope). */
uint32_t spv_coherent_texel(SpvWriter *w, const IrValue *img, bool read, uint32_t *scope);

/* ---- instructions (spv_inst.c) */
void spv_emit_inst(SpvWriter *w, IrInst *i);

/* OpTypeSampledImage of an image type (made where an image is sampled). */
uint32_t spv_sampled_image_type(SpvWriter *w, const IrType *image);
/* OpTypePointer UniformConstant of it, or of (runtime) arrays of it when
 * image is array<image, N> or array<image>: a combined image sampler
 * variable ([[vk::combinedImageSampler]], vk::SampledTexture*) or a part. */
uint32_t spv_sampled_image_pointer(SpvWriter *w, const IrType *image);

/* ---- images (spv_image.c) */
/* Notes a derivative (or implicit-lod sample) at loc. */
void spv_use_derivatives(SpvWriter *w, SrcLoc loc);
/* The operands of OpTypeImage for t (after the result id); declares the
 * capabilities its dim and format need. Returns the count. */
int spv_image_operands(SpvWriter *w, const IrType *t, uint32_t *ops);
void spv_emit_image(SpvWriter *w, IrInst *i);
/* A descriptor-indexing capability (SPIR-V 1.5 core; SPV_EXT_descriptor_indexing before). */
void spv_descriptor_indexing(SpvWriter *w, SpvCapability cap);
/* Whether an image or sampler value (or a handle pointer) was reached by
 * an access marked IR_ACCESS_NONUNIFORM: its uses need NonUniform. */
bool spv_nonuniform(const IrValue *v);
/* The NonUniform decoration on id (and its capabilities) when v is one. */
void spv_mark_nonuniform(SpvWriter *w, const IrValue *v, uint32_t id);
/* [[vk::combinedImageSampler]] and vk::SampledTexture*: the texture and
 * sampler of a pair are one OpTypeSampledImage variable (the texture's
 * global; the sampler's has no variable). The global an image or sampler
 * value, or a pointer to one (an element of an array), comes from, when it
 * is one of a pair. */
IrGlobal *spv_combined_global(const IrValue *v);

/* ---- Vulkan-specific parts (spv_vk.c) */
/* A specialization constant global: OpSpecConstant* with SpecId. */
/* Writes g's OpSpecConstant (once) and returns its id. */
uint32_t spv_emit_spec_constant(SpvWriter *w, IrGlobal *g);
/* A compute entry's thread-group size: LocalSize, or with specialization
 * constants LocalSizeId (SPIR-V 1.6) or a WorkgroupSize builtin. */
void spv_vk_local_size(SpvWriter *w, IrFunction *f, uint32_t fid);
/* spv_rayquery.c: what inline ray tracing needs (RayQueryKHR,
 * SPV_KHR_ray_query, SPIR-V 1.4, the features); a RayQuery method. */
void spv_rq_needs(SpvWriter *w);
void spv_rq_intrinsic(SpvWriter *w, IrInst *i);
/* SubpassLoad([sample]): OpImageRead at (0, 0) [Sample]. */
void spv_vk_subpass_load(SpvWriter *w, IrInst *i);
/* vk::ReadClock(scope): OpReadClockKHR. */
void spv_vk_read_clock(SpvWriter *w, IrInst *i);
/* A device address as a PhysicalStorageBuffer pointer (OpBitcast); the
 * Aligned operand a load or store through ptr takes (0: not physical). */
void spv_vk_addr_to_ptr(SpvWriter *w, IrInst *i);
uint32_t spv_vk_physical_align(const IrValue *ptr);
/* The value a store writes: -fvk-invert-y negates SV_Position.y on its
 * way out of a vertex shader. */
uint32_t spv_vk_stored_value(SpvWriter *w, IrInst *store);
/* Loads the options change (-fvk-use-dx-position-w, nonzero base
 * instance/vertex); true when emitted. */
bool spv_vk_load(SpvWriter *w, IrInst *load);
/* -Gis: NoContraction on arithmetic results. */
void spv_vk_no_contraction(SpvWriter *w, IrInst *i);
/* -fspv-reflect: HlslSemanticGOOGLE and UserTypeGOOGLE on global id. */
void spv_vk_reflect_global(SpvWriter *w, IrGlobal *g, uint32_t id);
/* Execution modes of the options (-fspv-enable-maximal-reconvergence). */
void spv_vk_entry_modes(SpvWriter *w, uint32_t fid);
uint32_t spv_vk_memory_model(SpvWriter *w);
uint32_t spv_vk_device_scope(SpvWriter *w);
uint32_t spv_vk_memory_access(SpvWriter *w, IrValue *p, bool load);
/* Globals -fspv-preserve-bindings / -fspv-preserve-interface keep; the
 * variables the options add (BaseInstance, BaseVertex) for the interface. */
bool spv_vk_preserved(SpvWriter *w, IrGlobal *g);
/* Reports each extension the -fspv-extension list does not allow. */
void spv_vk_check_extensions(SpvWriter *w);

/* ---- debug information (spv_debug.c; -Zi, -fspv-debug) */
struct SpvDebug;
/* OpSource and the file strings; NonSemantic.Shader.DebugInfo.100's
 * compilation unit. After the globals are known, before any function. */
void spv_debug_begin(SpvWriter *w);
/* After each OpLabel: the line state ends with its block. */
void spv_debug_label(SpvWriter *w);
/* Before an instruction: OpLine / DebugLine when its position changed. */
void spv_debug_line(SpvWriter *w, IrInst *i);
/* In f's first block, after its OpVariables: its DebugFunctionDefinition,
 * scope, and a DebugDeclare per local variable. */
void spv_debug_function(SpvWriter *w, IrFunction *f);
/* OpModuleProcessed, DebugEntryPoint. */
void spv_debug_end(SpvWriter *w);

/* ---- block layouts (spv_layout.c) */
typedef enum SpvLayoutNeed {
    SPV_LAYOUT_STRICT, SPV_LAYOUT_RELAXED, SPV_LAYOUT_UBO_STD, SPV_LAYOUT_SCALAR, SPV_LAYOUT_INVALID
} SpvLayoutNeed;
/* The least the block's explicit layout (offsets, strides) needs from the
 * device; uniform: a Uniform block (else storage or push constant). */
SpvLayoutNeed spv_layout_need(const IrType *block, bool uniform);

/* ---- intrinsics (spv_intrinsic.c) */
void spv_emit_intrinsic(SpvWriter *w, IrInst *i);
/* The Subgroup scope as an id, and the capability/feature bookkeeping of wave ops. */
uint32_t spv_subgroup_scope(SpvWriter *w);
void spv_use_subgroup(SpvWriter *w, int capability, unsigned vk_bits);

/* ---- inline SPIR-V (spv_inline.c, spv_validate.c; ir/ir_spirv.h) */
struct IrSpirvNeeds;
void spv_emit_spirv_inst(SpvWriter *w, IrInst *i);
uint32_t spv_inline_type(SpvWriter *w, const IrType *t);                       /* an IRT_SPIRV type */
void spv_inline_global(SpvWriter *w, IrGlobal *g, uint32_t id, size_t var_at); /* its BuiltIn, decorations */
void spv_inline_function(SpvWriter *w, IrFunction *f);                         /* its needs */
void spv_inline_members(SpvWriter *w, const IrType *st, uint32_t id);          /* its fields' decorations */
void spv_inline_local(SpvWriter *w, const struct IrSpirvGlobal *s, uint32_t id); /* a local's decorations */
void spv_inline_entry(SpvWriter *w, uint32_t fid);                             /* execution modes */
void spv_inline_needs(SpvWriter *w, const struct IrSpirvNeeds *n);
uint32_t spv_inline_addressing(SpvWriter *w);
bool spv_inline_used(const SpvWriter *w);
bool spv_inline_where(const SpvWriter *w, const size_t *sec_start, size_t word, SrcLoc *out);
bool spv_inline_first(const SpvWriter *w, SrcLoc *out);
/* Validates the finished module (its bytes): false, reported, when invalid. */
bool spv_validate(SpvWriter *w, const StrBuf *module);
/* A type instruction, deduplicated by its encoding (spv_types.c). */
uint32_t spv_type_instruction(SpvWriter *w, SpvOp op, const uint32_t *ops, int n, bool *fresh);

#endif
