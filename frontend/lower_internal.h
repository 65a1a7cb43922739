/* Lowering the checked AST to IR: state shared by lower.c (module, globals,
 * functions, entry wrappers), lower_stmt.c (statements), lower_expr.c
 * (expressions, calls), lower_convert.c (conversions), lower_place.c
 * (lvalues, loads, stores), lower_intrinsics.c
 * (intrinsics and resource methods), lower_image.c (typed buffers) and
 * layout.c (HLSL types to IR types).
 *
 * Two representations of every HLSL value:
 *   - the value form: what an SSA value of that type is (layout.c's
 *     LAYOUT_NONE type: bool is bool, structs without offsets, int/bool
 *     matrices as arrays of row vectors);
 *   - the memory form: what a buffer holds (LAYOUT_STD430 for structured
 *     and byte-address buffers, LAYOUT_STD140 for cbuffers): bool stored as
 *     u32, structs and arrays with offsets and strides (distinct IrTypes).
 * Function, private and workgroup memory holds the value form. A load
 * through a pointer gives the memory form; lower_mem_to_val converts it
 * (member by member where the IR types differ), lower_val_to_mem the other
 * way before a store. Loads and stores of parts go through IR_ACCESS chains
 * so that only the part touched is converted. */
#ifndef PRISM_LOWER_INTERNAL_H
#define PRISM_LOWER_INTERNAL_H
#include "../intrinsics/intrinsics.h"
#include "frontend.h"
#include "../util/ptrmap.h"
#include "layout.h"


/* What a declaration (ND_VAR / ND_PARAM) lowered to. */
typedef struct VarInfo { /* fields ordered for no padding: one per local variable */
    IrValue *ptr;        /* pointer to its storage (local var, global, out param), or NULL */
    IrValue *value;      /* a local written once (lower_single_assign.c): its value, in place of ptr */
    const Type *type;    /* the HLSL type held at ptr (for ConstantBuffer<T>: T) */
    IrConst *konst;      /* static const folded to a constant: uses become this value */
    IrGlobal *block;     /* cbuffer / $Globals member: access(block, member) */
    IrGlobal *global;    /* the global behind ptr, if any (atomics mark it) */
    IrGlobal *own_sampler; /* a vk::SampledTexture*: the sampler global of its pair */
    IrGlobal **split;    /* -fspv-flatten-resource-arrays: a global per element (nsplit), or NULL */
    int member;
    uint32_t nsplit;
    bool unsupported;    /* e.g. a typed buffer of bools: reported once, at the first use */
    bool flat;           /* an array of arrays of resources, flattened (lower_resource_flat.c) */
    bool reported;
} VarInfo;

/* A place: the object at ptr (of HLSL type `type`), optionally narrowed to
 * some of its components by a swizzle (vectors) or a _m01 selection
 * (matrices: sw[i] = row * 4 + col). */
typedef struct LValue {
    IrValue *ptr;
    const Type *type;
    IrGlobal *root;      /* the global the access chain starts from, or NULL */
    int nsw;             /* 0: the whole object */
    uint8_t sw[4];
    bool mat_elems;
    IrConst *konst;      /* a folded static const: readable, not writable */
    IrValue *texel;      /* a typed buffer or texture element: ptr is the image handle, texel the coordinate */
    IrValue *texel_level;  /* t.mips[level][coord]: the level (else level 0 where the image has levels) */
    IrValue *texel_sample; /* t.sample[index][coord]: the sample index */
    IrValue *texel_comp;   /* t[coord][k], k not a constant: the component (type is the component's, */
    const Type *texel_vec; /* texel_vec the element's: read whole, written whole with k replaced) */
    const Type *bits_of; /* a bit-field: ptr is its unit (of this type), `type` the bit-field's */
    uint8_t bit_offset, bit_width;
    /* A resource itself (lower_resource_values.c): ptr is its handle, the
     * pointer to its global's block, image or sampler (type: for a
     * ConstantBuffer<T>, T); res_type its HLSL type. slot: the memory that
     * holds the handle (a local, a parameter, a member), where a store goes.
     * own_sampler: a vk::SampledTexture*'s sampler handle; for a global
     * (or an element of a global array) its sampler global, whose element
     * is the image's (lower_resource_value takes it so). */
    const Type *res_type;
    IrValue *slot;
    IrValue *own_sampler;
    /* A sub-array of a flattened array of arrays of resources
     * (lower_resource_flat.c): ptr is the flat global, flat_off (u32) the
     * index of its first element; flat_nonuniform: an index on the way was
     * NonUniformResourceIndex. */
    IrValue *flat_off;
    bool flat_nonuniform;
    IrGlobal *const *flat_split; /* -fspv-flatten-resource-arrays: the elements' globals (flat_count) */
    uint32_t flat_count;
} LValue;

typedef struct Lower {
    Ctx *c;
    Arena *scratch;      /* this struct, its tables and lowering's temporary arrays: freed when lowering ends */
    Ast *ast;
    IrModule *m;
    TypeTable *tt;
    bool hlsl2021;
    IrBuilder b;         /* where instructions go */
    IrFunction *fn;      /* the function being lowered */
    Node *func;          /* its ND_FUNC */
    IrValue *this_ptr;   /* in methods: pointer to the object */
    PtrMap funcs;        /* ND_FUNC (definition) -> IrFunction */
    PtrMap blocks;       /* Type (resource) -> IrType block struct, shared by buffers of one type */
    PtrMap layouts[LAYOUT_COUNT * 2]; /* Type -> IrType per rule (x2: row_major) */
    PtrMap reported;     /* Node -> non-NULL: a diagnostic already given for it */
    PtrMap sparse_types; /* texel IrType -> struct {u32 code, texel} of sparse image ops (lower_texture.c) */
    IrGlobal *sample_positions; /* GetSamplePosition's table, made on first use (lower_texture.c) */
    PtrMap nonuniform;   /* ND_VAR / ND_PARAM -> non-NULL: holds a NonUniformResourceIndex value */
    PtrMap single_assign; /* the body being lowered's ND_VARs -> their lower_single_assign.c state */
    NodeList single_assign_open; /* the scan's list of open declarations (its array kept) */
    PtrMap inlined_fns;  /* ND_FUNC -> whether the resource handle pass may inline it (lower_single_assign.c) */
    NodeList worklist;   /* functions whose body is still to lower */
    IrGlobal *builtins[IRB_COUNT];
    IrGlobal *builtin_outputs[IRB_COUNT]; /* IRS_OUTPUT builtins (SV_Position of a vertex shader, SV_Depth) */
    IrGlobal *stage_builtins[2][2][IRB_COUNT]; /* [pixel][output]: the system values of vertex and pixel entries */
    struct EntryIo *io;  /* the vertex or pixel entry being lowered (its stage outputs), or NULL */
    NodeList static_inits; /* global statics with non-constant initializers (ND_VAR) */
    IrGlobal *globals_block; /* $Globals, or NULL */
    int wide_literals;   /* > 0: inside lower_const_eval, which holds literals in 64 bits */
    struct LowerSpirv *spirv; /* lower_inline_spirv.c's state, made on first use */
    const IrType *scalars[SC_COUNT]; /* layout_scalar's types, interned on first use */
} Lower;

/* The AST's variables' VarInfo: in the AST's arena, freed with the nodes
 * that point to them. */
static inline Arena *lower_tmp_arena(const Lower *L)
{
    return L->c->ast_arena ? L->c->ast_arena : L->c->arena;
}

/* A declaration's VarInfo sits on its node (var.lowered, param.lowered),
 * not in a table: one lookup per use without hashing, and no table left
 * behind in the arena as it grows. Other kinds have none. */
static inline VarInfo *lower_var(Lower *L, const Node *decl)
{
    (void)L;
    if (!decl)
        return NULL;
    return decl->kind == ND_VAR ? decl->var.lowered : decl->kind == ND_PARAM ? decl->param.lowered : NULL;
}
static inline void lower_set_var(Node *decl, VarInfo *vi)
{
    if (decl->kind == ND_PARAM)
        decl->param.lowered = vi;
    else if (decl->kind == ND_VAR) /* other kinds have no field (a node is its own kind's size) */
        decl->var.lowered = vi;
}

/* ---- lower.c ---- */
/* Sets a resource global's register (as written) and Vulkan set and binding. */
void lower_bind_global(IrGlobal *g, Register *reg, char cls, int set, int binding);
IrFunction *lower_get_function(Lower *L, Node *fn); /* signature now, body later */
IrGlobal *lower_builtin(Lower *L, IrBuiltin which);
/* A system value of the entry being lowered (one global per stage and
 * direction; of type t, else the builtin's own), and the HLSL type a
 * builtin's global holds (u32 unless said). */
IrGlobal *lower_stage_builtin(Lower *L, IrBuiltin which, IrAddrSpace space, const Type *t, Node *decl);
const Type *lower_builtin_type(Lower *L, IrBuiltin which);

/* ---- lower_stage_io.c ---- */
/* The entry fn's parameters as local variables holding its stage inputs;
 * sets L->io (its outputs, for lower_entry_return). */
void lower_entry_inputs(Lower *L, Node *fn);
/* `return v;` (v NULL: `return;` or the end of the body) in the entry
 * L->io: stores the stage outputs, then returns. */
void lower_entry_return(Lower *L, IrValue *v);
/* Reports id at n once per node. */
void lower_error(Lower *L, Node *n, DiagId id, ...);
int lower_attr_int(Node *arg, int dflt);
Attribute *lower_find_attr(AttrList *attrs, const char *name);
/* static const with a constant initializer: the constant, else NULL. */
IrConst *lower_const_eval(Lower *L, Node *e);
IrConst *lower_literal_as(Lower *L, Node *e, ScalarKind to);
IrConst *lower_const_convert(Lower *L, IrConst *k, ScalarKind from, ScalarKind to); /* scalar */
/* The constant of a constructor's or init list's items as type t, or NULL
 * when one is not constant (lower_const.c). */
IrConst *lower_const_aggregate(Lower *L, NodeList *items, const Type *t);

/* ---- lower_vk.c: push constant blocks and specialization constants ---- */
IrGlobal *lower_push_constant_var(Lower *L, Node *v);
void lower_spec_constant(Lower *L, Node *v);
IrGlobal *lower_spec_global(Lower *L, Node *decl); /* the constant an array length or axis is */
/* vk::RawBufferLoad(addr[, align]) / vk::RawBufferStore(addr, v[, align]) */
IrValue *lower_vk_raw_buffer(Lower *L, Node *e, bool store);
/* lower_rayquery.c: a RaytracingAccelerationStructure global (false for
 * other types); a RayQuery method call. */
bool lower_accel_global(Lower *L, Node *v, VarInfo *vi);
IrValue *lower_rayquery_method(Lower *L, Node *e, int id);
/* SubpassInput(MS): its image type; its global's attachment index; SubpassLoad */
const IrType *lower_vk_subpass_type(Lower *L, const Type *t);
void lower_vk_input_attachment(Lower *L, IrGlobal *g, Node *v);
IrValue *lower_vk_subpass_load(Lower *L, Node *e, int id, IrValue *handle);
/* IncrementCounter, DecrementCounter, Append, Consume on the buffer lv */
IrValue *lower_vk_counter_method(Lower *L, Node *e, int id, const LValue *lv);
/* globallycoherent on the local or parameter decl that lv reads a resource
 * through (lower_resource_values.c) */
void lower_coherent_handle(Lower *L, const Node *decl, LValue *lv);
/* p.Get(): the lvalue of the memory at vk::BufferPointer p */
bool lower_vk_pointer_get(Lower *L, Node *e, LValue *out);

/* ---- lower_single_assign.c ---- */
/* Finds fn's locals that are only read after their initializer (before
 * its body is lowered); lower_single_assign: whether v is one, to bind to
 * its initializer's value. */
void lower_single_assign_scan(Lower *L, Node *fn);
bool lower_single_assign(Lower *L, const Node *v);

/* ---- lower_stmt.c ---- */
void lower_stmt(Lower *L, Node *st);
void lower_local_var(Lower *L, Node *var);

/* ---- lower_expr.c ---- */
IrValue *lower_expr(Lower *L, Node *e);
/* The expression as a place; false (with a diagnostic) when it is not one. */
bool lower_lvalue(Lower *L, Node *e, LValue *out);
IrValue *lower_load(Lower *L, const LValue *lv);
void lower_store(Lower *L, const LValue *lv, IrValue *v);
/* The value of an initializer (expression or init list) as type t. */
IrValue *lower_init(Lower *L, Node *init, const Type *t);
IrValue *lower_convert(Lower *L, IrValue *v, const Type *from, const Type *to);
IrValue *lower_mem_to_val(Lower *L, IrValue *v, const Type *t);
IrValue *lower_val_to_mem(Lower *L, IrValue *v, const Type *t, const IrType *mem);
IrValue *lower_call(Lower *L, Node *call);

/* small builders (lower_expr.c): they fold constants where it is free */
IrValue *lx_const(IrConst *k);
IrValue *lx_scalar_const(Lower *L, const IrType *t, double f, uint64_t u); /* scalar or splat vector */
IrValue *lx_u32(Lower *L, uint32_t v);
IrValue *lx_construct(Lower *L, const IrType *t, IrValue **parts, int n);
IrValue *lx_extract(Lower *L, IrValue *v, uint32_t index);
IrValue *lx_splat(Lower *L, const IrType *vec, IrValue *s);
IrValue *lx_op1(Lower *L, IrOp op, const IrType *t, IrValue *a);
IrValue *lx_op2(Lower *L, IrOp op, const IrType *t, IrValue *a, IrValue *b);
IrValue *lx_access(Lower *L, IrValue *ptr, IrValue *index);
IrValue *lx_access_n(Lower *L, IrValue *ptr, IrValue *const *idx, int n);
IrValue *lx_access_const(Lower *L, IrValue *ptr, uint32_t index);
IrValue *lx_shuffle(Lower *L, const IrType *t, IrValue *a, IrValue *b, const uint32_t *comps, int n);
/* Matrices in their value form (see layout.c): real float matrices are
 * IRT_MATRIX, other RxC (R, C > 1) arrays of row vectors, Rx1/1xC vectors,
 * 1x1 scalars. Rows and elements read and build every form. */
IrValue *lx_mat_row(Lower *L, IrValue *m, const Type *t, int r);
IrValue *lx_mat_elem(Lower *L, IrValue *m, const Type *t, int r, int c);
IrValue *lx_mat_build(Lower *L, const Type *t, IrValue **rows);
bool lx_is_real_matrix(const Type *t); /* R > 1 and C > 1 */
/* The vector (or scalar) type of n components of t's element. */
const Type *lx_vec_type(Lower *L, const Type *t, int n);
/* Component-wise conversion of a scalar/vector value between element kinds
 * (lower_convert.c). */
IrValue *lx_convert_elems(Lower *L, IrValue *v, ScalarKind from, ScalarKind to, int n);
/* Helpers shared by lower_expr.c, lower_convert.c and lower_place.c. */
const IrType *lx_vt(Lower *L, const Type *t); /* t's value form (u32 where t has none) */
bool lx_is_k(const IrValue *v);
IrValue *lx_extract_path(Lower *L, IrValue *v, const uint32_t *path, int n);

/* ---- lower_convert.c: conversions between types and between the two forms ---- */
const Type *lx_row_type(Lower *L, const Type *t);
int lx_ncomp(const Type *t);
bool lx_is_sv(const Type *t); /* scalar, vector, or a matrix that is one of those */
/* Scalars of a value, in HLSL's flattening order, with their element kinds. */
typedef struct LxFlat {
    IrValue **v;
    ScalarKind *k;
    int n, cap;
} LxFlat;
void lx_flat_push(Lower *L, LxFlat *f, IrValue *v, ScalarKind k);
void lx_flatten(Lower *L, IrValue *v, const Type *t, LxFlat *f);
IrValue *lx_next_scalar(Lower *L, LxFlat *f, int *pos, ScalarKind to);
IrValue *lx_rebuild(Lower *L, const Type *t, LxFlat *f, int *pos);

/* ---- lower_place.c: places (lvalues), loads and stores ---- */
bool lx_is_one_component(const Type *t);
bool lx_lv_ident(Lower *L, Node *e, LValue *out);
bool lx_lv_impl(Lower *L, Node *e, LValue *out);
IrAddrSpace lx_ptr_space(const IrValue *p);
const IrType *lx_pointee(const IrValue *p);
IrValue *lx_select_comps(Lower *L, IrValue *v, const LValue *lv);

/* ---- lower_bab16.c: 16-bit scalars of byte-address buffers ---- */
/* The scalar of kind k (16 bits) at byte address addr + off of buffer g, a
 * runtime array of u32 words; the store leaves the word's other half alone. */
IrValue *lower_bab16_load(Lower *L, IrValue *g, IrValue *addr, uint32_t off, ScalarKind k);
void lower_bab16_store(Lower *L, IrValue *g, IrValue *addr, uint32_t off, ScalarKind k, IrValue *v, IrGlobal *root);
/* ---- lower_bab64.c: InterlockedAdd64 ... of RWByteAddressBuffer (lv: the buffer) ---- */
void lower_bab_atomic64(Lower *L, Node *e, int id, const LValue *lv);

/* ---- lower_image.c: typed buffers as images ---- */
/* The image type of Buffer<T> / RWBuffer<T>, or NULL when T cannot be a texel. */
const IrType *lower_image_type(Lower *L, const Type *res);
IrValue *lower_texel_coord(Lower *L, Node *index);             /* a 32-bit int */
/* handle: ptr<handle, image>; t: the element type T. */
IrValue *lower_texel_load(Lower *L, IrValue *handle, IrValue *coord, const Type *t);
void lower_texel_store(Lower *L, IrValue *handle, IrValue *coord, const Type *t, IrValue *v);
IrValue *lower_texel_pointer(Lower *L, IrValue *handle, IrValue *coord); /* ptr<image, S> */
IrValue *lower_image_size(Lower *L, IrValue *handle);           /* u32 */

/* The texel scalar of element type t (f32, i32 or u32: 16-bit and min16
 * elements widen), or NULL when t cannot be a texel. */
const IrType *lower_texel_scalar(Lower *L, const Type *t);
/* Element type t is a 2-vector of 64-bit ints, held as four 32-bit channels
 * (Rgba32i / Rgba32ui, bitcast on the way in and out: lower_image.c). */
bool lower_texel_split(const Type *t);
/* DXC's storage format for element type t: R32/Rg32/Rgba32 f, i, ui by
 * component count; Unknown for 3 components and 16-bit elements. */
IrImageFormat lower_default_format(const Type *t);
/* A texel (vec4 of the image's scalar) as element type t: its first
 * components, converted. */
IrValue *lower_texel_to_elem(Lower *L, IrValue *texel, const Type *t);
/* The element at coord, with an explicit level or sample index (either
 * may be NULL: level 0 where the image has levels). */
IrValue *lower_texel_load_at(Lower *L, IrValue *handle, IrValue *coord, IrValue *level, IrValue *sample,
                             const Type *t);

/* ---- lower_texture.c: textures and samplers ---- */
/* Makes the global of a texture or sampler declaration (or an array of
 * them) into vi; false when v is not one. */
bool lower_texture_global(Lower *L, Node *v, VarInfo *vi);
const IrType *lower_texture_image_type(Lower *L, const Type *t, Node *decl);
/* img with the format [[vk::image_format]] on v names, if any (storage images). */
const IrType *lower_written_format(Lower *L, Node *v, const IrType *img);
/* Typed buffers, textures and t.mips[l] / t.sample[i]: indexing gives a texel. */
bool lower_is_texel_resource(const Type *t);
/* t[coord], t.mips[level][coord], t.sample[index][coord] as a place. */
bool lower_texture_element(Lower *L, Node *e, LValue *out);
/* What each argument of texture method row id is ('s' sampler, 'c'
 * coordinate, 'o' offset, ...: lower_texture.c). */
void lower_texture_arg_roles(int id, char *roles, int max);
/* lower_unroll.c: lowers for loop st unrolled, when its Sample* offsets
 * need its counter to be a constant; false (nothing lowered) otherwise. */
bool lower_unroll_for(Lower *L, Node *st);
/* Calls pred on every node of the statement or expression n (not into
 * called functions); true as soon as one call says true. */
bool lower_any_node(Node *n, bool (*pred)(Node *n, void *user), void *user);
/* A method of a texture; handle is the texture's ptr<handle, image>. */
IrValue *lower_texture_method(Lower *L, Node *e, int id, IrValue *handle);
/* Marks access (into an array of handles) IR_ACCESS_NONUNIFORM when its
 * index expression went through NonUniformResourceIndex. */
void lower_mark_nonuniform(Lower *L, Node *index_expr, IrValue *access);
/* lower_resource_flat.c: arrays of arrays of resources as DXC flattens them */
Type *lower_flat_array_type(Lower *L, Type *t);
void lower_flat_index(Lower *L, Node *e, const LValue *base, IrValue *i, LValue *out);
IrValue *lower_flat_value(Lower *L, const LValue *lv);
void lower_split_resource_array(Lower *L, Node *v, VarInfo *vi);
/* ---- lower_resource_values.c: resources as values (ir_lower_resource_handles) ---- */
/* The value form of resource type t: its handle, the pointer to a global's
 * block, image or sampler (a vk::SampledTexture*: a struct of the image's
 * and the sampler's); NULL for what is no value (.mips). */
const IrType *lower_handle_type(Lower *L, const Type *t);
/* lv, of resource type lv->type, made a resource place: memory holding its
 * handle becomes lv->slot and the handle is loaded. */
void lower_resource_place(Lower *L, LValue *lv);
/* lv's handle is h (of lv->res_type): ptr, and own_sampler for a pair. */
void lower_set_handle(Lower *L, LValue *lv, IrValue *h);
/* The value of place lv, which holds resources but not in their value form
 * (a global resource, an array of them): the handles, built. */
IrValue *lower_resource_value(Lower *L, const LValue *lv);
/* A resource object e as a place: a place's (lower_lvalue), else the
 * place of its value (a call's result, a ?: of resources). */
bool lower_resource_object(Lower *L, Node *e, LValue *out);
/* e names memory (lower_expr.c). */
bool lower_is_place(const Node *e);

/* ---- lower_nonuniform.c ---- */
/* The locals and parameters that hold a NonUniformResourceIndex value
 * (L->nonuniform), over the functions the entries reach. */
void lower_nonuniform_scan(Lower *L);
/* Whether the index expression e is non-uniform: it went through
 * NonUniformResourceIndex, or reads a variable that holds such a value. */
bool lower_nonuniform_index(Lower *L, const Node *e);
/* ---- lower_bitfield.c: bit-fields (sema_bitfield.c) ---- */
IrValue *lower_bitfield_read(Lower *L, IrValue *unit, const Type *unit_type, const Node *member);
void lower_bitfield_lvalue(Lower *L, LValue *lv, const Node *member, const Type *unit_type);
IrValue *lower_bitfield_load(Lower *L, const LValue *lv);
void lower_bitfield_store(Lower *L, const LValue *lv, IrValue *v);
/* ---- lower_inline_spirv.c (sema_inline_spirv.h) ---- */
/* A call that is inline SPIR-V (an instruction, an execution mode) or goes
 * to a reference wrapper (inlined): true, *out its value. */
bool lower_spirv_call(Lower *L, Node *e, IrValue **out);
/* Whether calls to fn are inlined as a reference wrapper (lower_spirv_call). */
bool lower_spirv_is_wrapper(Lower *L, Node *fn);
/* [[vk::spvexecutionmode]] on entry fn: its OpExecutionModes, at the builder. */
void lower_spirv_entry_modes(Lower *L, Node *fn);
/* A local's ext_decorate* and needs: on its IR_VAR (or, static, its global). */
void lower_spirv_local(Lower *L, Node *v);
/* [[vk::ext_decorate*]] of an entry's parameter, field or return value on its stage variable. */
void lower_spirv_stage_var(Lower *L, Node *decl, IrGlobal *g);
/* Whether decl (a parameter, field or entry) has [[vk::ext_decorate*]]. */
bool lower_spirv_decorated(const Node *decl);
/* An ordinary function's parameters' decorations (IrParam.spirv), from parameter `first` of f. */
void lower_spirv_params(Lower *L, Node *fn, IrFunction *f, int first, bool entry);
/* A vk::ext_builtin_input/output variable: makes its global (true). */
bool lower_spirv_global(Lower *L, Node *v);
/* After the globals: their decorations, storage classes and needs. */
void lower_spirv_globals_done(Lower *L);
/* [[vk::ext_capability]] & co on a function with a body. */
void lower_spirv_function(Lower *L, Node *fn, IrFunction *f);
/* Member i of st gets the inline SPIR-V (decorations, needs) of field. */
void lower_spirv_member(Lower *L, IrType *st, int i, Node *field);
/* The IRT_SPIRV type of a TY_SPIRV type (NULL, reported, when it has none). */
const IrType *lower_spirv_type(Lower *L, const Type *t);

/* ---- lower_intrinsics.c ---- */
IrValue *lower_intrinsic_call(Lower *L, Node *call);
/* lower_classic_intrinsics.c: dst, lit, msad4, pack_*, ... (*done = false: not one of them) */
IrValue *lower_classic_intrinsic(Lower *L, Node *e, int id, IrValue **a, const Type **ts, bool *done);
/* lower_select.c: select on a struct or an array */
IrValue *lower_select_composite(Lower *L, Node *e);
IrValue *lower_printf(Lower *L, Node *e);
void lower_mark_precise(Node *target, IrValue *v); /* lower_precise.c: target a precise var (or its ident) */
/* `discard` at `at`: the lane is demoted to a helper and goes on. */
void lower_discard(Lower *L, Node *at);
/* Stores v (of HLSL type vtype) to the out argument arg, converted. */
void lower_store_out(Lower *L, Node *arg, IrValue *v, const Type *vtype);

/* ---- lower_widen.c: a LOWER_INTRINSIC row at types its instruction lacks on
 * some target (bit intrinsics of 16 and 64 bits, derivatives of 16-bit floats,
 * scalar geometry), from its args a of HLSL types ts, giving rt; NULL: none ---- */
IrValue *lower_widened(Lower *L, int id, IrValue **a, const Type **ts, const Type *rt);
const Type *lower_shape_of(Lower *L, const Type *t, ScalarKind k); /* t's shape, element k */
/* ---- lower_bitcast.c: f32tof16 / f16tof32, asdouble(lo, hi), asuint(d, out
 * lo, out hi), at every shape (matrices row by row) ---- */
IrValue *lower_half_pack(Lower *L, int id, IrValue *v, const Type *t, const Type *rt);
IrValue *lower_as_double(Lower *L, IrValue *lo, IrValue *hi, const Type *t, const Type *rt);
void lower_as_uint_split(Lower *L, Node *e);
/* ---- lower_load_status.c: Load(..., out uint status) and CheckAccessFullyMapped ---- */
bool lower_has_load_status(Node *call);
void lower_load_status(Lower *L, Node *call); /* stores the status: 0, fully mapped */
IrValue *lower_check_access_fully_mapped(Lower *L, Node *call);
/* ---- lower_scalar_geometry.c: normalize, reflect, refract, faceforward of
 * scalars, which MSL and WGSL define only on vectors ---- */
IrValue *lower_scalar_geometry(Lower *L, int id, IrValue **a, const IrType *t);

#endif
