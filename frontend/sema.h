/* Semantic analysis, internal to the front end. Two halves share this header:
 *   declarations and statements: sema.c (entry, top-level walk, entry points),
 *     sema_decl.c (variables, functions, structs, typedefs, enums, cbuffers,
 *     registers, attributes), sema_stmt.c (statements), sema_scope.c (scopes
 *     and lookup), sema_type.c (TypeSpec to Type), types.c (types.h);
 *   expressions: sema_expr.c (operators, members, swizzles, indexing,
 *     literals, casts, init lists), sema_conv.c (HLSL's conversion rules and
 *     ranking), sema_call.c (overloads of intrinsics, the signature language
 *     of intrinsics.h), sema_call_user.c (overloads of user functions),
 *     sema_const.c (constant evaluation).
 * Codes: frontend/sema_diags.def, 3000-3499 declarations/statements,
 * 3500-3999 expressions. */
#ifndef PRISM_SEMA_H
#define PRISM_SEMA_H
#include "../intrinsics/intrinsics.h"
#include "frontend.h"

typedef struct Scope Scope;

enum { SEMA_RQ_CONSTANTS = 19 }; /* sema_rayquery.c's built-in constants */

typedef struct Sema {
    Ctx *c;
    TypeTable *tt;
    Ast *ast;
    Scope *scope;         /* innermost */
    Scope *global;
    Node *func;           /* the function whose body is being checked, or NULL */
    Node *strukt;         /* the struct whose method is being checked, or NULL */
    int loop_depth;       /* for break/continue */
    int switch_depth;     /* for break/case */
    NodeList entries;     /* entry points found, in source order */
    bool hlsl2021;        /* -HV 2021 (default): short-circuit && || ?:, methods... */
    bool enable_16bit;    /* -enable-16bit-types */
    int shader_model;     /* major * 10 + minor from the profile (default 60): 60 .. 69, and 70
                             for 6.10 (there is no SM 7; comparisons keep working) */
    bool spec_len_ok;     /* the type being resolved may take a specialized array length */
    bool index_base;      /* the expression being checked is indexed (sema_expr) */
    VEC(Type *) pointer_types; /* vk::BufferPointer types made (sema_vk_pointer.c) */
    int hlsl_version;     /* 2016 .. 2021; 2029 for -HV 202x */
    int inst_depth;       /* sema_template.c: instantiations in progress, nested */
    int alias_depth;      /* sema_scope.c: namespace aliases being followed */
    struct SemaSpirv *spirv;    /* sema_inline_spirv.c: inline SPIR-V types and built-ins, made on first use */
    NodeList resource_leaves;   /* sema_resource_struct.c: the globals made for structs' resources */
    /* sema_descriptor_heap.c: the heaps' and their elements' types, the
     * arrays made for the elements, and the base of the index being checked */
    Type *heap_types[5];
    NodeList heap_vars;
    const Node *heap_base;
    /* sema_rayquery.c: the built-in constants and structs, made on first use */
    Node *rq_constants[SEMA_RQ_CONSTANTS];
    Type *rq_structs[2];
    /* sema_vk_intrinsics.c: the RWStructuredBuffer types whose counter is
     * reached through a value (a local, a parameter, a member): each
     * global buffer of one of them gets a counter (sema_bindings.c) */
    VEC(const Type *) value_counters;
} Sema;

/* ---- scopes (sema_scope.c) ---- */
void sema_push_scope(Sema *s);
void sema_pop_scope(Sema *s);
/* Declares name in the innermost scope: a variable, parameter, function
 * (overloads chain through the scope's list), typedef/struct/enum (kind
 * SYM_TYPE, decl the ND_STRUCT/ND_TYPEDEF/ND_ENUM) or enumerator.
 * Reports a redefinition and returns false when name is already there
 * (functions: only when the signature is the same). */
bool sema_declare(Sema *s, const char *name, SymKind kind, Node *decl);
/* Innermost declaration of name (qualifier: "ns" / "Enum" / NULL). For
 * functions, fills *overloads with every visible overload. */
Node *sema_lookup(Sema *s, const char *qualifier, const char *name, SymKind *kind, NodeList *overloads);

/* ---- types (sema_type.c) ---- */
/* Resolves a written type (with array dims_expr, may be NULL) to a Type, with
 * a diagnostic and type_error() when it names no type. */
Type *sema_resolve_type(Sema *s, TypeSpec *spec, NodeList *dims_expr, unsigned mods);
/* spec names a const typedef or alias (using X = const T;) */
bool sema_spec_is_const(Sema *s, const TypeSpec *spec);

/* ---- expressions (sema_expr.c, sema_conv.c, sema_call.c, sema_const.c) ---- */
/* Checks the expression at *e, annotates it (and its children), and may
 * replace *e (e.g. wrap it in an implicit ND_CAST). Returns its type
 * (type_error() after a reported error). */
Type *sema_expr(Sema *s, Node **e);
/* Converts *e to type `to` by HLSL's implicit conversion rules, wrapping
 * it in an implicit ND_CAST when the types differ; reports an error (with
 * `what` naming the context: "initializer", "argument 2 of 'f'", "return
 * value") when no conversion exists, and the truncation warning for vector
 * truncation. Returns false on error. */
bool sema_convert(Sema *s, Node **e, Type *to, const char *what);
/* sema_convert without the conversion warnings: constructor arguments. */
bool sema_convert_explicit(Sema *s, Node **e, Type *to, const char *what);
/* An lvalue expression (variables, parameters, members, swizzles without
 * repeats, indexing of lvalues, buffer elements of writable buffers). */
bool sema_is_lvalue(Sema *s, const Node *e);
/* Evaluates an integer constant expression (literals, static const
 * variables with constant initializers, enumerators, operators, casts).
 * Reports "expected a constant expression" and returns false otherwise. */
bool sema_eval_int(Sema *s, Node *e, int64_t *out);
/* The same without a diagnostic: for checks like "is this case label constant". */
bool sema_try_eval_int(Sema *s, Node *e, int64_t *out);
/* sema_resource_struct.c: a global of a struct type (or an array of one)
 * that holds resources, and its split into one global per resource. */
bool sema_is_resource_struct(const Node *v, const Type *t);
void sema_split_resource_struct(Sema *s, Node *v);
/* The registers of those made with none, as D3D assigns them (reported by
 * reflection; their Vulkan bindings stay implicit). */
void sema_resource_struct_registers(Sema *s);

/* ---- expression internals shared by sema_expr.c, sema_conv.c, sema_call.c,
 * sema_const.c (added by the expressions half) ----
 *
 * Representation choices lowering can rely on:
 *   - Literals: an unsuffixed integer literal has type SC_LITERAL_INT, an
 *     unsuffixed float literal SC_LITERAL_FLOAT. A binary operation of two
 *     literals stays literal (1 + 2); a literal meeting a typed operand adopts
 *     its type through an implicit ND_CAST. A literal type that survives in a
 *     value position nothing constrained (an expression statement, a comma's
 *     left side) lowers as int / float.
 *   - An unqualified field name inside a method is rewritten into
 *     ND_MEMBER(object: ND_IDENT "this", what MEMBER_FIELD); `this` is an
 *     ND_IDENT named "this" with sym SYM_PARAM, decl NULL and the struct type:
 *     the implicit object parameter of the method being checked.
 *   - Arguments to out/inout parameters are never wrapped in casts (they must
 *     stay lvalues): when the types differ, lowering copies in and out through
 *     a temporary of the parameter's type. Missing trailing arguments take the
 *     parameter's default_value (lowering).
 *   - A call to a method of a struct (or an unqualified call of a sibling method
 *     inside a method) has call.func and call.object (ND_IDENT "this" for the
 *     latter); a static method S::f() has call.func only. */
typedef enum ConvRank {
    CONV_EXACT,       /* the same type */
    CONV_PROMOTION,   /* literal adoption, widening in the same class (half -> float) */
    CONV_CONVERSION,  /* int <-> float, signedness, narrowing, vector <-> 1xN matrix */
    CONV_SPLAT,       /* scalar -> vector/matrix */
    CONV_TRUNCATION,  /* vector/matrix to fewer components (warns) */
    CONV_NONE,        /* no implicit conversion */
} ConvRank;
/* The rank of the implicit conversion from -> to (overload resolution). */
ConvRank sema_conv_rank(Sema *s, const Type *from, const Type *to);
/* sema_conv_warn.c: DXC's warnings of an implicit conversion of n that may
 * lose value (narrowing, a literal that changes); the caller has ranked it. */
void sema_warn_conversion(Sema *s, const Node *n, const Type *from, const Type *to);
/* clang's -Wsign-compare on the comparison n of operands of types lt and rt. */
void sema_warn_sign_compare(Sema *s, const Node *n, const Type *lt, const Type *rt);
/* Whether an explicit cast (T)e from -> to is allowed. */
bool sema_cast_ok(Sema *s, const Type *from, const Type *to);
/* Wraps e in an implicit ND_CAST to `to` (no checks). */
Node *sema_wrap_cast(Sema *s, Node *e, Type *to);
/* The element type of a binary operation on a and b (HLSL's usual
 * arithmetic conversions; literals adopt the other side's type). */
ScalarKind sema_common_scalar(Sema *s, ScalarKind a, ScalarKind b);
/* The common type of two scalar/vector/matrix operands (shape and element),
 * or NULL when the shapes do not combine. */
Type *sema_common_type(Sema *s, Type *a, Type *b);
/* t with its element scalar replaced by k (same shape). */
Type *sema_with_scalar(Sema *s, Type *t, ScalarKind k);
/* int for literal int, float for literal float, else k. */
ScalarKind sema_concrete_scalar(ScalarKind k);
bool sema_is_numeric_shape(const Type *t); /* scalar, vector or matrix (bool included) */
/* sema_call.c: ND_CALL (functions, intrinsics, methods, constructors). */
Type *sema_call(Sema *s, Node **e);
/* sema_expr.c: checks that e may be written (assignment, ++, out argument);
 * `what` names the context for messages. Reports and returns false if not. */
bool sema_check_assignable(Sema *s, Node *e, const char *what);
/* sema_expr.c: where an expression starts in the text (its leftmost
 * operand): where a diagnostic about a whole argument points. */
SrcLoc sema_expr_start(const Node *e);
/* sema_expr.c: a new ND_IDENT "this" (see above) at loc. */
Node *sema_this_node(Sema *s, SrcLoc loc);
/* sema_expr.c: the method named name of struct type t or its bases, or NULL. */
Node *sema_find_method(const Type *t, const char *name);
/* sema_texture.c: textures and samplers.
 *   sema_texture_type      Texture2D<float4> & co (the element type, the sample
 *                          count of Texture2DMS<T, N>), from sema_type.c
 *   sema_texture_param     the type of a texture letter of a signature (K V C G
 *                          O L, intrinsics.h) for texture type obj, or NULL
 *   sema_texture_method    the checks after a method call on texture ot resolved
 *   sema_texture_member    t.mips and t.sample (n is the ND_MEMBER), or NULL
 *                          when name is neither (nothing reported)
 *   sema_texture_index     t[coord], t.mips[level][coord], t.sample[i][coord];
 *                          NULL when bt is none of them */
Type *sema_texture_type(Sema *s, TypeSpec *spec, ResourceKind r);
Type *sema_texture_param(Sema *s, const Type *obj, char letter);
bool sema_texture_method(Sema *s, Node *call, const Type *ot);
Type *sema_texture_member(Sema *s, Node *n, Type *t);
/* The sampler of vk::SampledTexture* obj, as the argument (of type
 * sampler: RES_SAMPLER or RES_SAMPLER_CMP) that its methods take from it. */
Node *sema_texture_own_sampler(Sema *s, Node *obj, ResourceKind sampler);
Type *sema_texture_index(Sema *s, Node *n, Type *bt, Type *it);
/* [[vk::image_format("...")]] and [[vk::combinedImageSampler]] on the
 * global resource v; the pairing of combined textures and samplers after
 * the bindings are known (sema_check_bindings); a and b (declarations)
 * are a combined texture and its sampler. */
void sema_texture_decl(Sema *s, Node *v);
/* [WaveOpsIncludeHelperLanes] on function f (SM 6.7, pixel shaders). */
void sema_helper_lanes_attr(Sema *s, Node *f, Attribute *a);
void sema_check_combined(Sema *s, NodeList *decls);
bool sema_combined_pair(const Node *a, const Node *b);
/* sema_const.c: HLSL's sizeof in bytes of t, or -1 for objects. */
int64_t sema_sizeof(const Type *t);

/* ---- declarations (sema_decl.c), statements (sema_stmt.c) ---- */
void sema_decl(Sema *s, Node *d);   /* any declaration node, global or local */
void sema_stmt(Sema *s, Node *st);
/* Checks a variable initializer (expression or init list) against type t. */
void sema_initializer(Sema *s, Node **init, Type *t);

/* ---- declaration-side internals shared by sema.c, sema_scope.c,
 * sema_type.c, sema_decl.c, sema_stmt.c (added by the declarations half) ----
 *
 * Annotations lowering and the expression half can rely on:
 *   - ND_FUNC: node->type is the return type. func.definition is the ND_FUNC
 *     with the body (itself for a definition; NULL for a function declared
 *     and never defined). func.stage is an IrStage for entry points
 *     (IR_STAGE_COMPUTE 1, IR_STAGE_VERTEX 2, IR_STAGE_FRAGMENT 3), -1 for
 *     every other function. func.numthreads: [numthreads] (0s when absent).
 *     func.wave_size: the [WaveSize] arguments in order, 0 for those not
 *     written ([WaveSize(32)] gives {32, 0, 0}). After sema, every
 *     ND_CALL.call.func is a definition (func.definition followed).
 *   - ND_PARAM, ND_VAR, ND_TYPEDEF: node->type is the declared type, array
 *     dimensions included; TypeSpec.resolved is the type without them.
 *   - ND_ENUM, ND_ENUMERATOR: node->type is the enum's integer scalar type
 *     (int unless written `enum E : uint`); an enum names that scalar type.
 *   - Struct fields: ND_VAR with var.owner and var.field_index (base fields
 *     come first). `static` members are globals, not fields (field_index -1,
 *     var.owner NULL).
 *   - Inside a method body, sema_lookup finds the struct's fields (ND_VAR,
 *     SYM_VAR, var.owner set) and methods (ND_FUNC, func.owner set), its
 *     base's too, before names of the enclosing scopes.
 *   - Qualified lookup: the qualifier names a namespace, struct (static
 *     methods, nested types) or enum (its enumerators), "" the global scope.
 *   - Before sema_eval_int / sema_try_eval_int, the declarations half has
 *     run sema_expr on the expression (array sizes, case labels, enum
 *     values, attribute arguments). */
/* The named scope of a namespace, struct or enum declared in s->scope
 * (made on first use; a reopened namespace gets its scope back). Entering it
 * is setting s->scope; leaving is restoring the scope saved before. */
Scope *sema_named_scope(Sema *s, const char *name, Node *owner);
/* The named scope made for owner (ND_NAMESPACE/ND_STRUCT/ND_ENUM), or NULL. */
Scope *sema_scope_of(Sema *s, Node *owner);
/* The ND_NAMESPACE/ND_STRUCT/ND_ENUM a named scope belongs to (NULL for
 * blocks), and a scope's lexical parent. */
Node *sema_scope_owner(const Scope *sc);
Scope *sema_scope_parent(const Scope *sc);
/* Struct scopes search their base struct's scope before their parent. */
void sema_scope_set_base(Scope *sc, Scope *base);
/* Calls fn for every name visible from the current scope, innermost first
 * (suggestions). */
void sema_each_visible(Sema *s, void (*fn)(void *ctx, const char *name, SymKind kind, Node *decl), void *ctx);
/* ... and for every name declared in scope sc (and its bases). */
void sema_each_in_scope(Scope *sc, void (*fn)(void *ctx, const char *name, SymKind kind, Node *decl), void *ctx);
/* The declaration of name in scope sc alone (and its bases), or NULL. */
Node *sema_lookup_scope(Sema *s, Scope *sc, const char *name, SymKind *kind, NodeList *overloads);
/* The declaration of name in the innermost scope only, or NULL. */
Node *sema_lookup_here(Sema *s, const char *name, SymKind *kind);
/* Declares name again in the innermost scope, hiding the earlier one
 * without a diagnostic (HLSL 2018 for-init redeclarations). */
void sema_redeclare(Sema *s, const char *name, SymKind kind, Node *decl);
/* sema_type.c: sema_resolve_type, where an unsized outermost dimension []
 * gives a TY_ARRAY of len 0 instead of an error when allow_unsized. */
Type *sema_resolve_type_ex(Sema *s, TypeSpec *spec, NodeList *dims_expr, unsigned mods, bool allow_unsized);
/* The most scalars one type may hold (arrays and structs, flattened): past
 * it, sizes and offsets in 32 bits and flattened initializer lists are no
 * longer safe, and no device has the memory. */
#define SEMA_MAX_SCALARS (1 << 24)
/* Reports t (declared at loc) if it holds more than SEMA_MAX_SCALARS scalars
 * (D_SEMA_TYPE_TOO_LARGE). Returns false then. */
bool sema_check_type_size(Sema *s, Type *t, SrcLoc loc);
/* sema_type.c: reports name (e.g. "[WaveSize]") as needing shader model
 * sm (62 = 6.2) when the profile's is lower; returns whether it is available. */
bool sema_require_sm(Sema *s, SrcLoc loc, int sm, const char *what);
bool sema_descriptor_heap_name(Sema *s, Node *n);
/* Heap[i]: its element's type, or NULL when base is no heap. */
Type *sema_descriptor_heap_index(Sema *s, Node *n, Type *base);
bool sema_is_heap_element(const Sema *s, const Type *t);
ConvRank sema_heap_rank(const Sema *s, const Type *from, const Type *to);
/* A heap element converted to resource type `to`: *e becomes an element
 * of the heap's array of `to` (false after a diagnostic). */
bool sema_heap_convert(Sema *s, Node **e, Type *to, const char *what);
/* sema_stmt.c: checks the body of func, its parameters already declared in
 * s->scope, and the missing-return rule. */
void sema_function_body(Sema *s, Node *func);
/* sema_decl.c: the register overlap and Vulkan binding checks over every
 * global resource and cbuffer (run once, after the top-level walk). */
void sema_check_bindings(Sema *s);
/* sema_entry.c: the inputs and outputs of a vertex or pixel entry point. */
void sema_check_stage_entry(Sema *s, Node *f);
/* sema.c: where the semantic sem written after the declaration at loc
 * starts ("x : SV_..." on the same line), or loc (the AST keeps no position
 * for semantics). */
SrcLoc sema_semantic_loc(Sema *s, SrcLoc loc, const char *sem);
/* sema_decl.c: the integer value of attribute argument i via sema_eval_int;
 * false (reported) when it is missing or not constant. */
bool sema_attr_int(Sema *s, Attribute *a, int i, int64_t *out);

/* ---- resources where lowering keeps none yet (sema_resource_values.c) ---- */
void sema_check_resource_values(Sema *s);
/* ---- the Vulkan attributes (sema_vk.c, sema_vk_io.c) ---- */
typedef enum VkSite {
    VK_SITE_GLOBAL, VK_SITE_LOCAL, VK_SITE_FIELD, VK_SITE_CBUFFER, VK_SITE_CBUFFER_MEMBER,
    VK_SITE_FUNCTION, VK_SITE_PARAM, VK_SITE_STATEMENT, VK_SITE_COUNT
} VkSite;
/* Checks a [[vk::...]] attribute on declaration d at a site: its place and
 * its arguments. Returns false when sema_vk.c does not own a's name. */
bool sema_vk_attr(Sema *s, Attribute *a, VkSite site, Node *d);
Attribute *sema_find_attr(const AttrList *l, const char *name);
/* A second push constant block; a spec constant's declaration (once its
 * initializer is checked). The predicates: frontend.h. */
void sema_check_push_constants(Sema *s, NodeList *decls, Node **first);
void sema_check_spec_constant(Sema *s, Node *v);
void sema_check_spec_ids(Sema *s, NodeList *decls, NodeList *seen);
/* sema_vk_io.c: vk::builtin's name, vk::counter_binding's and
 * vk::input_attachment_index's declarations; the builtins and indices of an
 * entry's stage slots against its stage. */
void sema_vk_builtin_arg(Sema *s, Attribute *a);
void sema_vk_counter_binding(Sema *s, Attribute *a, Node *d);
void sema_vk_input_attachment(Sema *s, Attribute *a, Node *d);
/* A global SubpassInput(MS) names its input attachment (DXC requires it). */
void sema_vk_check_subpass(Sema *s, Node *v);
/* sema_vk_spec.c: specialization constants as sizes. sema_size_or_spec
 * reads an array length or [numthreads] argument: an integer constant
 * expression, or a spec constant alone (*spec its declaration, *out its
 * default). Variable v (global: at module scope) may have an array length
 * that is a spec constant; v's initializer and expression e of type t
 * (unless indexed) may not be such an array: t, or type_error() then. */
bool sema_size_or_spec(Sema *s, Node **e, int64_t *out, Node **spec);
bool sema_spec_len_allowed(const Node *v, bool global);
void sema_check_spec_var(Sema *s, Node *v);
Type *sema_check_spec_use(Sema *s, Node *e, Type *t, bool indexed);
/* sema_vk_intrinsics.c: the constant arguments of a call n to a vk::
 * intrinsic (any other call passes); false when one was reported. */
bool sema_vk_intrinsic_args(Sema *s, Node *n);
/* Whether a counter method is called through a value of type t, an
 * RWStructuredBuffer (sema_vk_intrinsics.c). */
bool sema_value_counter(const Sema *s, const Type *t);
bool sema_counter_direct(const Node *obj);
/* DXC's globallycoherent mismatch warning for resource e going to a
 * variable with to_mods (sema_resource_struct.c) */
void sema_coherent_transfer(Sema *s, const Node *e, unsigned to_mods);
/* the same for an assignment of a resource to a local or a parameter */
void sema_coherent_assign(Sema *s, const Node *lhs, const Node *rhs);
bool sema_classic_intrinsic_args(Sema *s, Node *n); /* sema_classic.c */
/* sema_select.c: select(bool, S, S) on structs and arrays */
bool sema_select_is_composite(Type **args, int nargs);
Type *sema_select_composite(Sema *s, Node *n, Type **args);
Type *sema_select_shape(Sema *s, Type **args, int nargs, Type *T);
Type *sema_printf(Sema *s, Node *n, Type **args, int nargs);
/* globallycoherent on a local or parameter (mods, of type t): a UAV's is
 * not carried to its global (PRISM3491), a non-UAV's is DXC's error
 * (PRISM3490) (sema_resource_struct.c) */
void sema_coherent_value(Sema *s, SrcLoc loc, unsigned mods, const Type *t, const char *what, const char *name);
/* abort, errorf: DXC's refusal (sema_refused.c); false for other names */
bool sema_refused_intrinsic(Sema *s, Node *call, const char *name);
/* sema_vk_pointer.c: vk::BufferPointer<T, A> (HLSL proposal 0010): the
 * type (a struct of one nameless uint64_t field, its pointee and
 * alignment in Type), p.Get(), vk::BufferPointer<T, A>(address), and
 * vk::static_pointer_cast / vk::reinterpret_pointer_cast. */
Type *sema_vk_buffer_pointer_type(Sema *s, TypeSpec *spec);
Type *sema_vk_pointer_method(Sema *s, Node *n, Node *obj, Type *ot, const char *name, int nargs);
Type *sema_vk_pointer_ctor(Sema *s, Node *n, Type *t, Type **args, int nargs);
Type *sema_vk_pointer_cast(Sema *s, Node *n, const char *name, Type **args, int nargs);
/* The type argument of vk::f<T>(...), NULL when none is written
 * (type_error after a report). */
Type *sema_vk_template_arg(Sema *s, Node *n);
/* sema_rayquery.c: inline ray tracing (SM 6.5). The built-in constants
 * (RAY_FLAG_*, COMMITTED_*, CANDIDATE_*, RAYQUERY_FLAG_*: uint enumerators
 * of no enum), found after every scope; a warning when one of SM 6.9 is
 * used below it. The built-in structs RayDesc and
 * BuiltInTriangleIntersectionAttributes (NULL for other names), declared
 * globally at their first use. RayQuery<FLAGS[, RAYQUERY_FLAGS]>. */
Node *sema_rayquery_constant(Sema *s, const char *name, SymKind *kind);
void sema_rayquery_constant_used(Sema *s, Node *n, Node *d);
Type *sema_rayquery_struct(Sema *s, TypeSpec *spec, const char *name);
Type *sema_rayquery_type(Sema *s, TypeSpec *spec);
/* A declaration of type t (what: "a struct member", "a global variable"
 * ...) that may not hold a RayQuery: false after PRISM3923. */
bool sema_rayquery_place(Sema *s, const Type *t, SrcLoc loc, const char *name, const char *what);
/* The object of a method call, the argument of a RayQuery parameter: a
 * variable or parameter itself (PRISM3925, 3922 otherwise); a copy into a
 * RayQuery (PRISM3922 unless it is RayQuery<F>()). */
bool sema_rayquery_object(Sema *s, Node *call, Node *obj, const char *method);
bool sema_rayquery_arg(Sema *s, Node **a, Type *param, const char *what);
bool sema_rayquery_copy(Sema *s, Node *e, const Type *to);
/* TraceRayInline's ray: a struct named RayDesc with its four fields (the
 * index of field k of Origin, TMin, Direction, TMax in t). */
bool sema_rayquery_is_ray(Sema *s, const Type *t);
int sema_rayquery_ray_field(const Type *t, int k);
/* The checks of a RayQuery method call after its row is chosen. */
bool sema_rayquery_call(Sema *s, Node *n, const Type *ot);
/* vk::CrossDeviceScope ... vk::QueueFamilyScope (DXC's predefined uint
 * constants, SPIR-V's Scope values) as enumerators; NULL for other names. */
Node *sema_vk_constant(Sema *s, const char *qualifier, const char *name, SymKind *kind);
/* A stage input or output (parameter, field or return value of an entry of
 * stage) with [[vk::builtin]]: checks that the builtin is one of the
 * stage's, in that direction, of its type. False when attrs have none. */
bool sema_vk_builtin_slot(Sema *s, int stage, const AttrList *attrs, SrcLoc loc, const char *name, const Type *t,
                          bool output);
/* ---- templates (sema_template.c) ----
 *
 * A template is checked only through its instances: each distinct list of
 * arguments gets one copy of the declaration (ast_clone), checked in a
 * scope of its own whose parent is where the template was declared, with
 * the parameters bound (a type parameter as a typedef, a value parameter
 * as a constant that uses become literals of). Instances are ordinary
 * ND_FUNC / ND_STRUCT nodes, appended to the file's declarations and
 * memoised on the template, so lowering sees plain functions and structs.
 * An instance function is named f<float>, a struct S<float, 4>. */
void sema_template_decl(Sema *s, Node *t);
/* S<args> where lookup found d (kind): a struct or alias template, or the
 * injected name of a struct template inside its instance. Returns NULL
 * when d is none of those (the caller goes on), else the type (type_error
 * after a report). */
Type *sema_template_type(Sema *s, Node *d, SymKind kind, TypeSpec *spec);
/* S<T>::Inner and __decltype(e) (TypeSpec.scope / .decltype_expr). */
Type *sema_special_type(Sema *s, TypeSpec *spec);
/* The named scope of the struct type t (S<T>::x), or NULL. */
Scope *sema_struct_scope(Sema *s, Type *t);
/* Replaces every function template among cands by its instance for these
 * arguments (explicit ones first: targs), or drops it when deduction fails;
 * *why gets the first failure for the "no matching overload" message. */
bool sema_expand_templates(Sema *s, Node *call, NodeList *cands, Type **args, int nargs, struct TypeArg *targs,
                           int ntargs, const char **why);
/* 1 when a is to be preferred over b where their conversions tie, -1 for b,
 * 0 for neither: a function over a template instance, a more specialized
 * template over a less specialized one. */
int sema_template_tie_break(const Node *a, const Node *b);
/* A use of a template value parameter p: *e becomes a literal of p's type. */
Type *sema_tparam_value(Sema *s, Node **e, Node *p);
/* S<T>::x: looks x up in the struct S<T> (*decl NULL and reported when it
 * has none). Returns the struct type (type_error after a report). */
Type *sema_scoped_ident(Sema *s, Node **e, SymKind *kind, Node **decl, NodeList *ov);
/* Whether f is an instance of a function template (a template loses to a
 * plain function when the conversions tie, C++ [over.match.best]). */
bool sema_is_instance(const Node *f);

/* ---- enums (sema_enum.c) ----
 * An enum is a scalar type of its own (types.h, type_enum). DXC's rules
 * (SemaHLSL/enums.hlsl): a plain enum converts implicitly to numbers, an
 * enum class to nothing; nothing converts implicitly to an enum; casts
 * work both ways; ++ and -- take no enum; an enum class takes only == and
 * != with its own type. */
bool sema_is_enum_class(const Type *t);
/* The implicit conversion rank from -> to where one of them is an enum. */
ConvRank sema_enum_rank(Sema *s, const Type *from, const Type *to);
/* a op b with an enum operand: NULL when the built-in operator goes on
 * (a plain enum acts as its integer), else the result (type_error after a
 * report). */
Type *sema_enum_binary(Sema *s, Node *n, Type *lt, Type *rt);
/* op a on an enum: false after a report; else *t becomes the integer type
 * the operation is done in (the operand converted to it). */
bool sema_enum_unary(Sema *s, Node *n, Type **t);

/* ---- "did you mean ...?" (sema_suggest.c, with suggest.c) ----
 * Each reports a note with the nearest name, when there is one, after the
 * error about the misspelled one at loc. */
typedef enum SuggestWhat { SUGGEST_VALUE, SUGGEST_FUNC, SUGGEST_TYPE } SuggestWhat;
/* qualifier: "ns", "E", "S" for a qualified name (its scope's names), or NULL. */
void sema_suggest_name(Sema *s, SrcLoc loc, const char *qualifier, const char *name, SuggestWhat what);
void sema_suggest_member(Sema *s, SrcLoc loc, const Type *t, const char *name, bool methods);
/* sema_call.c: the OBJ_ bits of the methods of a resource kind (0: none). */
unsigned sema_object_bits(ResourceKind r);
void sema_suggest_semantic(Sema *s, SrcLoc loc, const char *name);
void sema_suggest_attr(Sema *s, SrcLoc loc, const char *name);

/* ---- interfaces and classes (sema_class.c) ----
 * HLSL's interface declares methods a class (or struct) implements; with
 * no dynamic linkage in Shader Model 6 every call is resolved statically,
 * on the class (as DXC does): an interface is no value type. */
bool sema_is_interface(const Type *t);
/* After a struct's members: an interface holds method declarations only;
 * a struct implementing interfaces defines each of their methods; one base
 * struct at most. */
void sema_class_check(Sema *s, Node *st);
/* A variable, parameter, field or return value of type t: false (reported)
 * when t is an interface. */
bool sema_value_type_ok(Sema *s, Type *t, SrcLoc loc, const char *name);

/* ---- bit-fields (sema_bitfield.c) ---- */
typedef VEC(Field) FieldVec;
/* Places bit-field v (of type t) in the struct's last unit when it fits,
 * else in a new unit (a uint, uint16_t or uint64_t field of its own). */
void sema_bitfield_place(Sema *s, Node *v, Type *t, FieldVec *fields);
/* The bit-field named name of struct t or its bases, or NULL. */
Node *sema_bitfield_named(const Type *t, const char *name);
/* obj.name for a bit-field b of struct t: n becomes MEMBER_BITFIELD. */
Type *sema_bitfield_member(Sema *s, Node *n, Node *b);
/* Whether t holds bit-fields (at any depth): init lists and casts check. */
bool sema_has_bitfields(const Type *t);
/* An init list for a type with bit-fields, rewritten to its storage
 * layout (each bit-field's item combined into its unit). */
bool sema_bitfield_init_list(Sema *s, Node **list, Type *t);
/* name alone inside a method of its struct, b a bit-field: this.name. */
Type *sema_bitfield_this(Sema *s, Node **e, Node *b);

/* ---- methods as callees (sema_member.c) ---- */
/* The methods and method templates named name of struct type t, from the
 * most derived struct that declares the name (it hides its bases'). */
NodeList sema_method_candidates(Sema *s, const Type *t, const char *name);
/* S::f(args) with cands the methods named f of S; S<T>::f(args). */
Type *sema_static_call(Sema *s, Node *call, const Type *st, const char *qual, NodeList *cands, Type **args,
                       int nargs);
Type *sema_scoped_call(Sema *s, Node *call, Type **args, int nargs);
/* Replaces the function templates among cands by their instances (false
 * after a report: none takes the arguments, or f<...> names no template). */
bool sema_expand_call_templates(Sema *s, Node *call, const char *name, NodeList *cands, Type **args, int nargs);
/* float S::f() { } and uint S::n = 0; at file scope. */
void sema_out_of_line_method(Sema *s, Node *f);
void sema_out_of_line_static(Sema *s, Node *v);
/* obj.name where name is a static data member of obj's struct t: *e becomes
 * the member itself (NULL when it is none). */
Type *sema_static_via_object(Sema *s, Node **e, const Type *t);
/* sema_decl.c: a method's signature (declared in the current scope, a
 * struct's) and its body. */
void sema_method_signature(Sema *s, Node *f, Node *owner);
void sema_method_body(Sema *s, Node *f);
/* The most parameters of an intrinsic's signature (sema_call.c); a user
 * call's overloads are ranked over at most SIG_MAX * 4 arguments. */
enum { SIG_MAX = 8 };
/* sema_call_user.c: overload resolution among user functions (and templates). */
Type *sema_resolve_user(Sema *s, Node *call, const char *name, NodeList *cands, Type **args, int nargs);
/* sema_call.c, shared with sema_call_user.c: 1 when ranks a are better than
 * b (no argument worse, one better), -1 when worse, else 0; and the text
 * "name(type, ...)" of a call's arguments, for messages. */
int sema_compare_ranks(const ConvRank *a, const ConvRank *b, int n);
const char *sema_arg_list(Sema *s, const char *name, Type **args, int nargs);
/* sema_ctor.c: T(args) for a numeric or struct type T. */
Type *sema_constructor(Sema *s, Node *call, Type *t, Type **args, int nargs);

/* ---- operators (sema_operator.c) ---- */
/* Checks an operator method's declaration (which operators HLSL 2021 lets
 * a struct overload, and how many parameters each takes). */
void sema_operator_decl(Sema *s, Node *f);
/* a op b, op a, a[i] where an operand is a struct: the operator method's
 * call replaces *e. Returns NULL when no operand is a struct (the caller
 * goes on with the built-in operator). */
Type *sema_operator_binary(Sema *s, Node **e, Type *lt, Type *rt);
Type *sema_operator_unary(Sema *s, Node **e, Type *t);
Type *sema_operator_index(Sema *s, Node **e, Type *bt, Type *it);
/* f(x) where f is an object, (expr)(x), obj.field(x): operator(). */
Type *sema_call_functor(Sema *s, Node *call, Type **args, int nargs, bool bad);
Type *sema_call_field(Sema *s, Node *call, Type **args, int nargs);

/* ---- using, namespaces (sema_using.c) ---- */
void sema_using_decl(Sema *s, Node *u);
/* sema_scope.c: the namespace a qualifier names (aliases followed), or
 * NULL; `using namespace` adds ns to the names seen from the current scope. */
Scope *sema_resolve_namespace(Sema *s, const char *qualifier);
Scope *sema_resolve_scope(Sema *s, const char *qualifier); /* any named scope */
void sema_add_using(Sema *s, Scope *ns);

#endif
