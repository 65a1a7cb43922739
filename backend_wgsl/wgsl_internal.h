/* The WGSL writer's private interface, shared by its files:
 *
 *   wgsl_module.c     wgsl_emit: what the entry reaches, enables, globals,
 *                     the entry point's attributes and builtin parameters
 *   wgsl_layout.c     memory forms of host-shareable types: @align/@size,
 *                     split vectors, wrapped array elements, matrices stored
 *                     by HLSL's rules, atomics; loads and stores through them
 *   wgsl_types.c      value types, struct declarations, literals
 *   wgsl_func.c       functions, scopes (which values need a hoisted var),
 *                     structured control flow
 *   wgsl_expr.c       instructions: memory, arithmetic, conversions, composites
 *   wgsl_intrinsic.c  the intrinsic table's WGSL cells and hooks, atomics, barriers
 *   wgsl_image.c      textures and samplers: declarations, the image ops
 *   wgsl_uniform.c    barriers in control flow that WGSL will find non-uniform
 *   wgsl_derivative_uniform.c  whether derivative_uniformity must be off
 *   wgsl_names.c      WGSL keywords and reserved words, the namer, text buffers
 *   wgsl_passes.c     wgsl_prepare: the required IR passes
 *
 * One WgslWriter per emitted module (per entry point). Everything is named
 * in a deterministic walk (globals in module order, functions in call order,
 * values in tree order); the maps below are looked up, never iterated into
 * the output. */
#ifndef PRISM_WGSL_INTERNAL_H
#define PRISM_WGSL_INTERNAL_H
#include <stdarg.h>
#include "../intrinsics/intrinsics.h"
#include "../util/nameset.h"
#include "../util/ptrmap.h"
#include "wgsl.h"

/* Typed buffers of 32-bit texels as storage buffers (wgsl_texel_buffer.c). */
bool wgsl_lower_texel_buffers(IrModule *m);

/* Pointer -> pointer: util/ptrmap.h. */
typedef PtrMap WMap;

/* ---- text in the compilation's arena (wgsl_names.c): nothing to free,
 * even when a fatal diagnostic unwinds through the writer. Or, when out
 * is set, in the output's own malloc'd storage (the module's functions,
 * its largest text, which then is never copied): out's data and cap are
 * kept current at each growth, so that its owner frees it on any exit;
 * out's len is b's once the text is done. */
typedef struct WBuf {
    Arena *a;
    char *data; /* NUL-terminated */
    size_t len, cap;
    StrBuf *out;
    IndentLog *log; /* when set: wb_indent records marks instead of spaces (wgsl_module.c) */
} WBuf;
#define WB(w) ((WBuf){(w)->a, NULL, 0, 0, NULL, NULL})
/* A buffer in the function's arena (WgslWriter.fa): gone after the function. */
#define WB_FN(w) ((WBuf){(w)->fa, NULL, 0, 0, NULL, NULL})
void wb_reserve(WBuf *b, size_t n); /* room for n more bytes and the NUL */
void wb_puts(WBuf *b, const char *s);
void wb_putc(WBuf *b, char c);
void wb_printf(WBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void wb_vprintf(WBuf *b, const char *fmt, va_list ap);
void wb_indent(WBuf *b, int levels);
void wb_append(WBuf *out, const WBuf *src);
void wb_insert(WBuf *b, size_t at, const WBuf *src);

/* Names in use (module scope, or one function's scope): util/nameset.h. */
typedef NameSet WNames;

/* How a value of an IR type is stored in memory (wgsl_layout.c). The plain
 * kind is a WGSL type that holds the value as it is; the others need a
 * conversion on every load and store. */
typedef enum MdKind {
    MD_PLAIN,   /* memory type == value type */
    MD_ATOMIC,  /* atomic<u32|i32>: atomicLoad / atomicStore */
    MD_SPLIT,   /* a vector kept as scalar fields of its parent (names[k]) */
    MD_ARRAY,   /* array<elem' , N> (or runtime) whose element is wrapped or special */
    MD_STRUCT,  /* a struct with a memory twin (members special or split) */
    MD_MATRIX,  /* an HLSL matrix stored as rows or columns at matrix_stride */
    MD_BLOCK,   /* a block struct with one runtime array: that array itself */
} MdKind;

typedef struct MemDesc MemDesc;
struct MemDesc {
    MdKind kind;
    const IrType *t;         /* the IR type stored */
    const char *type_name;   /* WGSL memory type (not for MD_SPLIT) */
    uint32_t align, size;    /* WGSL AlignOf / SizeOf of the memory type */
    bool special;            /* loads and stores need a conversion */
    /* MD_SPLIT: the scalar fields; MD_ARRAY: elem's wrapper field (NULL: none) */
    const char *names[4];
    const char *wrap_field;
    const MemDesc *elem;     /* MD_ARRAY element, MD_MATRIX vector, MD_BLOCK array */
    uint32_t count;          /* MD_ARRAY length (0: runtime), MD_MATRIX vectors */
    bool by_rows;            /* MD_MATRIX: HLSL rows (row_major) or columns stored */
    /* MD_STRUCT: per member: desc and WGSL field name (for MD_SPLIT, names) */
    const MemDesc **members;
    const char **fields;
};

/* A place in memory: an lvalue expression (for MD_SPLIT: the parent that
 * holds the fields) and how the IR type there is stored. value_only: the
 * expression is a value (a row of a column-major matrix), never stored. */
typedef struct WRef {
    const char *expr;
    const MemDesc *d;
    bool value_only;
    const char *row; /* set: row `row` of the column-major matrix at expr */
} WRef;

typedef struct WgslWriter {
    Ctx *c;
    IrModule *m;
    IrFunction *const *entries; /* the module's entry points (a library has several) */
    int num_entries;
    IrFunction *entry;          /* the entry being emitted, else the last one */
    Arena *a;
    /* What lives while one function is emitted: its tables by value id,
     * local names, references and the expressions spelled in its text. The
     * context's scratch arena (nothing else uses it while WGSL is written;
     * ctx_free frees it if a fatal diagnostic unwinds), reset after each
     * function, so a module's peak is its largest function, not the sum. */
    Arena *fa;
    WBuf types;      /* struct declarations */
    WBuf globals;    /* module-scope variables */
    WBuf funcs;      /* function definitions */
    WgslInfo info;
    int errors_at_start;
    bool ray_query_reported; /* inline ray tracing said once per module (wgsl_vk.c) */
    SrcLoc ray_query_loc;    /* where it was said last */
    bool said_64bit, said_int16, said_empty_struct; /* each reported once per module */
    WBuf opaque;       /* var<private>s holding the bits of NaNs and infinities (wgsl_nonfinite.c) */
    WMap opaque_names; /* interned "type=init" -> the name of its var<private> */
    IrGlobal *const_init; /* set while a module-scope initializer (a const-expression) is written */
    bool said_const_nonfinite;
    WNames module_names;
    WMap type_names;   /* IrType* -> value type name (structs) */
    WMap type_text;    /* IrType* -> its WGSL spelling (wgsl_type) */
    WMap const_text;   /* IrConst* -> its WGSL spelling (wgsl_const) */
    WMap mem_descs[2]; /* IrType* -> MemDesc* (by atomic), for host-shareable types */
    WMap packed_types; /* struct IrType* -> itself: its vectors are scalar fields (wgsl_find_packed) */
    WMap global_names; /* IrGlobal* -> name */
    WMap global_descs; /* IrGlobal* -> MemDesc* of its pointee */
    WMap func_names;   /* IrFunction* -> name */
    WMap texel_reported; /* IrGlobal* of texel buffers already diagnosed */
    IrFunctionList funcs_list; /* reached from the entries, the first entry first */
    VEC(IrGlobal *) globals_list; /* used by those functions, module order */
    unsigned *global_stages;   /* by global id: ST_* bits of the entries reaching it */
    WMap fn_stages;            /* IrFunction* -> ST_* bits of the entries reaching it (| 0x100) */
    /* the function being emitted */
    IrFunction *fn;
    unsigned fn_st;            /* ST_* bits of the entries reaching it */
    WNames local_names;        /* in fa */
    /* by value id: named v<id> (wgsl_value_name), which local_names then
     * need not hold: the largest functions' names are nearly all such */
    bool *auto_named;
    uint32_t num_values;
    const char **vnames;  /* by value id: the let / param / var name */
    WRef **refs;          /* by value id: pointer values (vars, accesses, params) */
    bool *used;           /* by value id: some use spells it */
    bool *hoisted;        /* by value id: declared as a var at the function's top */
    WBuf *body;           /* where statements go */
    WBuf scratch;         /* wgsl_fmt's text before it is copied */
    WBuf expr;            /* an expression of several parts before it is bound (wgsl_expr.c) */
    int indent;
} WgslWriter;

/* ---- names (wgsl_names.c) */
/* arena_printf in the writer's arena, in one pass (wgsl_names.c): for
 * text that outlives a function (types, constants, module names). */
const char *wgsl_fmt(WgslWriter *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The same in the function's arena (fa): a part of an expression or a
 * reference, spelled again before the function ends, never kept after. */
const char *wgsl_tmp(WgslWriter *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool wgsl_is_reserved(const char *s);
/* A fresh identifier from want (sanitized, not reserved, unique in the
 * module and, when local, in the current function). */
const char *wgsl_name(WgslWriter *w, const char *want, bool local);
/* Value id's name v<id> when it is free (as wgsl_name would give it, with
 * no entry in the name set), else wgsl_name's. */
const char *wgsl_value_name(WgslWriter *w, uint32_t id);
/* Empties the function scope (a new table in fa). */
void wgsl_local_names_reset(WgslWriter *w);

/* Whether f is one of the module's entry points (wgsl_module.c). */
bool wgsl_is_entry(const WgslWriter *w, const IrFunction *f);

/* ---- functions (wgsl_func.c): an entry's input or output attributes,
 * "@location(0) @interpolate(flat) " or "@builtin(position) " */
const char *wgsl_io_attrs(WgslWriter *w, IrGlobal *g);

/* ---- types and literals (wgsl_types.c) */
const char *wgsl_type(WgslWriter *w, const IrType *t);
const char *wgsl_scalar_name(WgslWriter *w, const IrType *s);
/* A constant as a WGSL expression: 1u, -2i, 1.5f, 0.5h, vec3<f32>(...). */
const char *wgsl_const(WgslWriter *w, IrConst *k);
/* The zero value of a type: T(). */
const char *wgsl_zero(WgslWriter *w, const IrType *t);
/* Literal n in scalar type s (for splats and masks). */
const char *wgsl_lit(WgslWriter *w, const IrType *s, uint64_t u, double f);
/* Reports 64-bit ints and doubles once per module; false if t uses them. */
bool wgsl_check_type(WgslWriter *w, const IrType *t, SrcLoc loc);
void wgsl_use_f16(WgslWriter *w);
/* ---- NaN and infinity (wgsl_nonfinite.c): a non-finite float of type s, read
 * from a var<private> so that no const-expression evaluates it; the operand of
 * a bitcast to float type `to` when v is a constant whose result is not finite
 * (else NULL). */
const char *wgsl_nonfinite_lit(WgslWriter *w, const IrType *s, double f);
const char *wgsl_bitcast_operand(WgslWriter *w, IrValue *v, const IrType *to);

const char *wgsl_field(WgslWriter *w, const IrType *s, uint32_t i);

/* ---- memory layouts (wgsl_layout.c) */
const MemDesc *wgsl_mem_desc(WgslWriter *w, const IrType *t, bool atomic, bool uniform);
const MemDesc *wgsl_global_desc(WgslWriter *w, IrGlobal *g);
/* A value type stored as itself (function and private variables). */
const MemDesc *wgsl_plain_desc(WgslWriter *w, const IrType *t);
/* The reference one access step below r (a struct member, array element,
 * matrix row or vector component). */
WRef wgsl_ref_index(WgslWriter *w, WRef r, const IrType *t, IrValue *index);
const char *wgsl_load(WgslWriter *w, WRef r);
/* Emits the statements that store value (an expression of r's IR type). */
void wgsl_store(WgslWriter *w, WRef r, const char *value);

/* ---- functions (wgsl_func.c) */
void wgsl_emit_function(WgslWriter *w, IrFunction *f);
void wgsl_line(WgslWriter *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A line of the n texts in parts, as wgsl_line("%s%s...") writes it. */
void wgsl_line_of(WgslWriter *w, int n, const char *const *parts);
/* v as an operand; a constant is first bound to a `let` when every operand
 * of the operation is constant (all_const), so WGSL evaluates it at run time:
 * HLSL leaves overflow and x / 0 to the hardware, while WGSL's
 * const-evaluation rejects them (WGSL 8.7). */
const char *wgsl_operand(WgslWriter *w, IrValue *v, bool all_const);
bool wgsl_all_const(const IrInst *i); /* every operand is a constant */

/* Reports barriers the entry reaches in control flow we know to be
 * non-uniform (wgsl_uniform.c). */
void wgsl_check_barriers(WgslWriter *w, IrFunction *f);
/* Whether a derivative or implicit-lod sample of the module may be in
 * control flow that differs between invocations, so that the module must
 * turn derivative_uniformity off (wgsl_derivative_uniform.c). */
bool wgsl_derivatives_may_diverge(WgslWriter *w);

/* ---- instructions (wgsl_expr.c) */
/* The expression of any value (a let's name, a literal, a loaded input). */
const char *wgsl_value(WgslWriter *w, IrValue *v);
/* The reference a pointer value stands for. */
WRef wgsl_ref(WgslWriter *w, IrValue *p);
void wgsl_emit_inst(WgslWriter *w, IrInst *i);
/* Binds i's result: a `let` (or an assignment to its hoisted var) of expr,
 * or a phony assignment when nothing uses it. */
void wgsl_bind(WgslWriter *w, IrInst *i, const char *expr);
/* wgsl_bind of the formatted expression, which is written straight into
 * the function's text: an expression used once is never a string of its
 * own. The arguments are evaluated before the line starts, so what they
 * emit (a `let` of a constant operand) comes first, as with wgsl_bind. */
void wgsl_bind_fmt(WgslWriter *w, IrInst *i, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* v converted to a vector of the shape of like (a splat), or v. */
const char *wgsl_splat_to(WgslWriter *w, IrValue *v, const IrType *like);

/* ---- textures and samplers (wgsl_image.c) */
/* Declares a texture or sampler global (false for a texel buffer, which
 * is reported where it is used). */
bool wgsl_emit_handle_global(WgslWriter *w, IrGlobal *g, const char *name);
void wgsl_emit_image(WgslWriter *w, IrInst *i);

/* ---- intrinsics, atomics, barriers (wgsl_intrinsic.c) */
void wgsl_emit_intrinsic(WgslWriter *w, IrInst *i);
void wgsl_emit_atomic(WgslWriter *w, IrInst *i);
void wgsl_emit_barrier(WgslWriter *w, IrInst *i);
void wgsl_use_subgroups(WgslWriter *w);

/* wgsl_layout.c: marks the structs a storage array packs tighter than WGSL
 * aligns them; before any memory desc is made. */
void wgsl_find_packed(WgslWriter *w);

/* ---- Vulkan specialization constants (wgsl_vk.c) */
/* g's name: its own, or that of the constant before it with its SpecId. */
const char *wgsl_spec_constant_name(WgslWriter *w, IrGlobal *g);
/* `@id(N) override NAME: T = DEFAULT;`, once per id. */
void wgsl_spec_constant(WgslWriter *w, IrGlobal *g);
/* A function or private variable (name) of type t: false (reported) when t
 * is an array of specialized length, which only var<workgroup> may be. */
bool wgsl_check_spec_array(WgslWriter *w, const IrType *t, const char *name, SrcLoc loc);
/* False (reported) when the entry uses what WebGPU lacks of Vulkan's: a
 * device address (IR_ADDR_TO_PTR), an input attachment. */
bool wgsl_check_vulkan_only(WgslWriter *w);
bool wgsl_check_bab_atomic64(WgslWriter *w); /* wgsl_types.c */
/* @workgroup_size's arguments: literals, or the overrides of [numthreads]. */
const char *wgsl_workgroup_size(WgslWriter *w, IrFunction *f);

#endif
