/* Semantic analysis, internal to the front end. Two halves share this header:
 *   declarations and statements: sema.c (entry, top-level walk, entry points),
 *     sema_decl.c (variables, functions, structs, typedefs, enums, cbuffers,
 *     registers, attributes), sema_stmt.c (statements), sema_scope.c (scopes
 *     and lookup), sema_type.c (TypeSpec to Type), types.c (types.h);
 *   expressions: sema_expr.c (operators, members, swizzles, indexing,
 *     literals, casts, init lists), sema_conv.c (HLSL's conversion rules and
 *     ranking), sema_call.c (overloads of user functions and intrinsics, the
 *     signature language of intrinsics.h), sema_const.c (constant evaluation).
 * Codes: frontend/sema_diags.def, 3000-3499 declarations/statements,
 * 3500-3999 expressions. */
#ifndef PRISM_SEMA_H
#define PRISM_SEMA_H
#include "../intrinsics/intrinsics.h"
#include "frontend.h"

typedef struct Scope Scope;

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
    struct SigCache *sig_cache; /* sema_call.c: intrinsic signatures, parsed on first use */
    struct SemaSpirv *spirv;    /* sema_inline_spirv.c: inline SPIR-V types and built-ins, made on first use */
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
/* An lvalue expression (variables, parameters, members, swizzles without
 * repeats, indexing of lvalues, buffer elements of writable buffers). */
bool sema_is_lvalue(Sema *s, const Node *e);
/* Evaluates an integer constant expression (literals, static const
 * variables with constant initializers, enumerators, operators, casts).
 * Reports "expected a constant expression" and returns false otherwise. */
bool sema_eval_int(Sema *s, Node *e, int64_t *out);
/* The same without a diagnostic: for checks like "is this case label constant". */
bool sema_try_eval_int(Sema *s, Node *e, int64_t *out);

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
/* Struct scopes search their base struct's scope before their parent. */
void sema_scope_set_base(Scope *sc, Scope *base);
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

#endif
