/* The MSL writer's private interface, shared by its files:
 *
 *   msl_passes.c     msl_prepare: the IR passes MSL needs, in order
 *   msl_module.c     msl_emit: what the entry reaches, the prelude, struct
 *                    types with explicit padding, constants, the file
 *   msl_types.c      type names and declarators, buffer layout (packed_
 *                    3-vectors, matrices as HLSL laid them out)
 *   msl_entry.c      the kernel signature: resources, builtins, threadgroup
 *                    and thread variables, Metal binding indices
 *   msl_func.c       functions and structured control flow
 *   msl_mem.c        memory: access chains as lvalues, loads, stores,
 *                    array copies, atomics
 *   msl_expr.c       other instructions: arithmetic, conversions, composites,
 *                    matrices, calls, barriers, texel buffers
 *   msl_image.c      textures and samplers: their types, the image ops
 *   msl_intrinsic.c  the intrinsic table's MSL cells and hooks
 *   msl_names.c      keywords, metal_stdlib names, the namer
 *
 * The output is C++14 with Metal's extensions (MSL 2.4 specification,
 * "Introduction": MSL is based on C++14). Every SSA value is a named local
 * (`const T name = expr;`); pointers are never values: each pointer is an
 * lvalue expression printed where it is used (MslVal), which is how MSL
 * reaches buffer elements, struct members and threadgroup arrays. */
#ifndef PRISM_MSL_INTERNAL_H
#define PRISM_MSL_INTERNAL_H
#include "../intrinsics/intrinsics.h"
#include "../util/arena.h"
#include "../util/nameset.h"
#include "../util/ptrmap.h"
#include "msl.h"
#include "../util/indent_log.h"

/* The namer's name sets (util/nameset.h), and whether one holds a name of
 * unnamed values' shape, "_<digit>..." (msl_names.c). */
typedef struct MslNameSet {
    NameSet set;
    bool has_underscore_digit;
} MslNameSet;

/* How a matrix is stored where HLSL laid it out (msl_types.c). */
typedef enum MslMatMode {
    MAT_NATURAL,    /* MSL floatRxC: R columns of C-vectors, each an IR (HLSL) row */
    MAT_TRANSPOSED, /* MSL floatCxR: HLSL column_major; element (i, j) is m[j][i] */
    MAT_ROWS,       /* an array of R vectors, widened to the matrix stride: rows */
    MAT_COLS,       /* an array of C vectors, widened to the matrix stride: columns */
} MslMatMode;

/* What an lvalue reaches, beyond its text. */
enum {
    V_ATOMIC = 1 << 0,  /* an atomic_int / atomic_uint object: loads and stores are atomic_*_explicit */
    V_PACKED = 1 << 1,  /* a packed_ 3-vector: loads unpack it */
    V_MATRIX = 1 << 2,  /* a laid-out matrix of mode `mat` (not MAT_NATURAL) */
    V_COLROW = 1 << 3,  /* row `row` of a column-stored matrix: not addressable as a vector */
    V_ELEMPTR = 1 << 4, /* a buffer declared as a pointer to its runtime array's elements */
};

/* The MSL form of a value: for pointers, the lvalue they point at. */
typedef struct MslVal { /* 24 bytes: one per value id of the function being emitted */
    const char *text;
    const char *row;        /* V_COLROW: the row index */
    uint32_t matrix_stride; /* of the matrix members below this lvalue (arrays of matrices) */
    uint8_t flags;
    uint8_t mat;            /* MslMatMode, with V_MATRIX */
    uint8_t mat_vec;        /* V_MATRIX MAT_ROWS/COLS: stored vector width (2..4) */
    bool row_major : 1;
    bool have_layout : 1;   /* matrix_stride/row_major apply */
} MslVal;

typedef struct MslWriter {
    Ctx *c;
    IrModule *m;
    IrFunction *const *entries; /* the module's entry points (a library has several) */
    MslInfo *infos;             /* by entry */
    int num_entries;
    IrFunction *entry;          /* the entry being emitted or indexed, else the last one */
    /* Where text goes: while a function is emitted, the context's scratch
     * arena (its tables by value id, local names, expressions), reset after
     * the function, so a module holds one function's at a time; else the
     * context's arena. Nothing else uses the scratch arena meanwhile, and
     * ctx_free frees it if a fatal diagnostic unwinds. */
    Arena *a;
    Arena *ma;                  /* what lives as long as the writer: spellings of types and constants */
    MslInfo *info;              /* entry's */
    int errors_at_start;
    StrBuf helpers;   /* prelude helper functions (ballot, ...) */
    StrBuf types;     /* struct definitions, dependencies first */
    StrBuf consts;    /* program-scope constant tables */
    StrBuf funcs;     /* function definitions, callees first */
    StrBuf *o;        /* where statements go now */
    int ind;          /* indent level of statements */
    IndentLog *ind_log; /* when streamed: funcs' indentation, kept as marks (msl_module.c) */
    MslNameSet names; /* file-scope names: functions, structs, constants */
    MslNameSet local; /* the current function's names (never a file-scope one) */
    IrFunctionList reached;    /* the entries and the functions they call, callees first */
    unsigned fn_st;            /* ST_* bits of the entries that reach the function being emitted */
    int *fn_slot;              /* by function value id: 1 + its index in reached (0: not there) */
    uint32_t num_fn_slots;
    const char **fn_name;      /* by index in reached: the MSL name */
    bool *fn_sizes;            /* by index in reached: takes prism_buffer_sizes (GetDimensions) */
    const char **type_name;    /* by IrType.id: names of the structs defined so far */
    const char **struct_label; /* by IrType.id: struct names, reserved before any function */
    uint32_t *struct_size;     /* by IrType.id: MSL size and alignment of an emitted struct */
    uint32_t *struct_align;
    uint32_t *want_size;       /* by IrType.id: the stride of arrays of this struct (HLSL's size), or 0 */
    uint64_t *pad_mask;        /* by IrType.id: bit k, a pad member before member k (struct constants) */
    uint32_t ntypes;
    uint8_t *type_ok;          /* by IrType.id: msl_check_type found it fine */
    const char **type_spell;   /* by IrType.id: a vector's, matrix's or texel buffer's MSL name, once made */
    const char **const_text;   /* by IrConst id: the constant as MSL, once made */
    uint32_t const_cap;
    const char **global_name;  /* by global id */
    bool *global_written;      /* by global id: some store or atomic targets it */
    bool *global_is_const;     /* by global id: a never-written private table, emitted as `constant` */
    unsigned helpers_done;     /* HELP_* bits */
    bool double_reported;      /* D_MSL_DOUBLE said once */
    bool uses_raytracing;      /* inline ray tracing: the file includes <metal_raytracing> (msl_rayquery.c) */
    PtrMap rq_flags;           /* a RayQuery's IR_VAR -> the name of the uint that keeps its flags (RayFlags) */
    bool scan_hit;             /* scratch of walk_function: the function needs buffer sizes */
    bool *spec_used;           /* by global id: a specialization constant the functions read */
    /* the function being emitted */
    IrFunction *fn;
    MslVal *val;      /* by value id */
    uint8_t *hoist;   /* by value id: declared at the top, assigned where defined */
    uint8_t *anon;    /* by value id: the unnamed value holds the name "_<id>" (not in w->local: msl_names.c) */
    uint32_t nvals;
    uint32_t tmp;     /* counter for scratch names */
} MslWriter;

enum { HELP_BALLOT = 1 << 0, HELP_DIV = 1 << 1, HELP_RQ_PARAMS = 1 << 2 };

#define MSL_OUT(w) ((w)->o)

/* sb_puts for the short pieces a statement is made of (names, " = ",
 * "float4"): a byte loop costs less than strlen and memcpy on them. */
static inline void msl_put(StrBuf *o, const char *s)
{
    if (!o->cap)
        sb_reserve(o, 64);
    for (; *s; s++) {
        if (o->len + 2 > o->cap)
            sb_reserve(o, 64);
        o->data[o->len++] = *s;
    }
    o->data[o->len] = 0;
}

/* ---- names (msl_names.c) */
/* A name not used yet (sanitized; keywords and metal_stdlib names get a
 * suffix): a local of the current function while w->fn is set, else a
 * file-scope name. Locals never take a file-scope name. */
const char *msl_unique(MslWriter *w, const char *base);
/* msl_unique("_<id>") for the unnamed value id of the current function. */
const char *msl_unique_anon(MslWriter *w, uint32_t id);
/* base as an identifier: keywords renamed; not registered (struct members). */
const char *msl_member_name(MslWriter *w, const char *base);
bool msl_is_reserved(const MslWriter *w, const char *s);
/* Makes the reserved words' index (once per process; each file calls it). */
void msl_names_init(MslWriter *w);
/* The strings up to NULL, joined, in w->a. */
const char *msl_cat(MslWriter *w, ...);
/* k in decimal. */
const char *msl_uint_text(MslWriter *w, uint32_t k);
/* 4 spaces per w->ind, into w->o. */
void msl_indent(MslWriter *w);

/* ---- types (msl_types.c) */
bool msl_check_bab_atomic64(MslWriter *w);
/* A struct's file-scope name, chosen once (before any local can take it). */
const char *msl_reserve_struct(MslWriter *w, const IrType *t);
/* "float", "uint3", "float4x4", a struct's name; arrays are declarators: use msl_decl. */
const char *msl_type(MslWriter *w, const IrType *t, SrcLoc loc);
/* "T name" with array suffixes: "float name[4][2]". prefix goes before T
 * ("const ", "threadgroup "); ref makes it a reference ("thread T (&name)[4]"). */
const char *msl_decl(MslWriter *w, const IrType *t, const char *name, const char *prefix, bool ref, SrcLoc loc);
/* The same with base (when not NULL) as the innermost element type ("atomic_uint"). */
const char *msl_decl_base(MslWriter *w, const IrType *t, const char *base, const char *name, const char *prefix,
                          bool ref, SrcLoc loc);
bool msl_elem_ptr_block(const IrType *t);
/* The MSL scalar/vector type of a scalar-kind and width (for conversions). */
const char *msl_scalar_name(const IrType *s);
/* Natural MSL size and alignment of a (non-packed) type. */
uint32_t msl_size(const IrType *t);
uint32_t msl_align(const IrType *t);
/* How a laid-out matrix member is stored; *vec gets the stored vector width. */
MslMatMode msl_mat_mode(const IrType *mt, uint32_t stride, bool row_major, uint8_t *vec);
/* A laid-out array whose element is a scalar or 2-vector in 16-byte slots:
 * declared as 4-vectors, used through a swizzle. */
bool msl_array_widened(const IrType *arr);
const char *msl_widen_swizzle(const IrType *elem);
/* A laid-out array of 3-vectors 12 bytes apart: packed_ elements. */
bool msl_array_packed(const IrType *arr);
/* A vector member at off with room bytes before the next one is packed_. */
bool msl_needs_packed(const IrType *t, uint32_t off, uint32_t room);
/* The declaration of a member with HLSL's layout. */
const char *msl_member_decl(MslWriter *w, const IrType *t, const char *name, const IrMember *mb, bool packed,
                            bool atomic, SrcLoc loc);

/* ---- module (msl_module.c) */
/* A constant as an MSL expression. */
const char *msl_const(MslWriter *w, IrConst *k, SrcLoc loc);
const char *msl_func_name(MslWriter *w, IrFunction *f);
/* Whether f (a reached function) needs the buffer-sizes parameter. */
bool msl_func_sizes(MslWriter *w, IrFunction *f);
/* The prelude helpers, emitted once each. */
void msl_need_helper(MslWriter *w, unsigned which);
/* Reports D_MSL_DOUBLE etc. for a type Metal lacks; false then. */
bool msl_check_type(MslWriter *w, const IrType *t, SrcLoc loc, const char *what);
void msl_line(MslWriter *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A line of the strings up to NULL, as they are. */
void msl_line_cat(MslWriter *w, ...);

/* ---- Vulkan specialization constants (msl_vk.c) */
/* The function constants the entry reads, into w->consts; their names in w->global_name. */
void msl_spec_constants(MslWriter *w);
/* A load of a specialization constant: its value is the constant's name. */
bool msl_load_spec_constant(MslWriter *w, IrInst *i);
/* A SubpassInput as a parameter: its texel, read by framebuffer fetch
 * ([[color(n)]]) in the fragment function; SubpassLoad() is that value. */
const char *msl_input_attachment_param(MslWriter *w, IrGlobal *g, const char *name, bool entry);
void msl_emit_subpass_load(MslWriter *w, IrInst *i);
/* A device address (vk::RawBufferLoad, vk::BufferPointer) as the device
 * memory it points at. */
void msl_emit_addr_to_ptr(MslWriter *w, IrInst *i);

/* ---- entry (msl_entry.c) */
/* A global's lvalue for a function parameter or kernel-body name. */
MslVal msl_global_val(MslWriter *w, IrGlobal *g, const char *name);
/* The declaration of a parameter carrying a global (helpers and kernel). */
const char *msl_global_param(MslWriter *w, IrFunction *f, IrParam *p, bool kernel);
/* " [[position]]", " [[user(locn0), flat]]", " [[color(0)]]": the
 * attribute of a stage input or output of the entry (msl_entry.c). */
const char *msl_io_attr(MslWriter *w, IrGlobal *g);
/* Kernel body declarations: threadgroup and thread variables. */
void msl_entry_locals(MslWriter *w, IrFunction *f);
bool msl_global_atomic(const IrGlobal *g);
/* Assigns the binding indices of the kernel's resources (into info). */
void msl_entry_indices(MslWriter *w);

/* ---- functions (msl_func.c) */
void msl_emit_function(MslWriter *w, IrFunction *f);
/* Where an instruction's value goes: declares "const T name = " (or assigns
 * a hoisted name) and returns the name; the caller prints the expression
 * and msl_end_def closes the statement. */
const char *msl_begin_def(MslWriter *w, IrInst *i);
void msl_end_def(MslWriter *w);
/* Both around one expression: the instruction's whole definition. */
void msl_def(MslWriter *w, IrInst *i, const char *expr);
/* The same with the expression given as strings up to NULL, written as
 * they are (no text built first). */
void msl_def_cat(MslWriter *w, IrInst *i, ...);
/* The same with the expression formatted (printf's text) straight into
 * the function's text. */
void msl_def_fmt(MslWriter *w, IrInst *i, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* The text of the instruction's k-th operand (msl_value at its place). */
const char *msl_arg(MslWriter *w, IrInst *i, uint32_t k);
/* The text of a value operand (constants inline). */
const char *msl_value(MslWriter *w, IrValue *v, SrcLoc loc);
MslVal *msl_ptr(MslWriter *w, IrValue *v);
/* A fresh scratch name. */
const char *msl_tmp(MslWriter *w, const char *base);

/* ---- memory (msl_mem.c) */
/* The lvalue one index further into b (which reaches an object of type t);
 * idx is the index text, or NULL with k a constant index. *next gets the
 * type reached. */
MslVal msl_step(MslWriter *w, const MslVal *b, const IrType *t, const char *idx, uint32_t k, const IrType **next);
void msl_emit_access(MslWriter *w, IrInst *i);
void msl_emit_load(MslWriter *w, IrInst *i);
void msl_emit_atomic(MslWriter *w, IrInst *i);

/* ---- textures and samplers (msl_image.c) */
/* The MSL type of a handle global's pointee (an image, a sampler or an
 * array of them); g gives a storage image its access (NULL: read). */
const char *msl_image_type(MslWriter *w, const IrType *t, const IrGlobal *g, SrcLoc loc);
/* The [[texture(n)]] or [[sampler(n)]] slots a handle type takes (arrays: one per element). */
int msl_image_slots(const IrType *t);
void msl_emit_image(MslWriter *w, IrInst *i);
/* Whether member k of a laid-out struct is a packed_ vector (as declared). */
bool msl_member_packed(MslWriter *w, const IrType *st, uint32_t k);
/* Declares the (non-const) array or struct `name` unless hoisted, and
 * fills it part by part (C++ arrays are not values). */
void msl_declare_var(MslWriter *w, IrInst *i);

/* ---- inline ray tracing (msl_rayquery.c) */
/* An acceleration structure global's type (PRISM5567 for an array). */
const char *msl_rq_accel_type(MslWriter *w, const IrGlobal *g, SrcLoc loc);
/* A RayQuery's local (and the flags kept beside it when RayFlags reads them). */
void msl_rq_declare(MslWriter *w, IrInst *var);
void msl_rq_intrinsic(MslWriter *w, IrInst *i);

/* ---- instructions (msl_expr.c, msl_intrinsic.c) */
void msl_emit_inst(MslWriter *w, IrInst *i);
void msl_emit_intrinsic(MslWriter *w, IrInst *i);
/* The rvalue a load of p gives (unpacking, transposing, atomics). */
const char *msl_load_expr(MslWriter *w, MslVal *p, const IrType *t, SrcLoc loc);
/* Statements storing value text v (of IR type t) through p. */
void msl_store(MslWriter *w, MslVal *p, const IrType *t, const char *v, SrcLoc loc);

#endif
