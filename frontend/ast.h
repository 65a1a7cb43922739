/* The abstract syntax tree, as the parser builds it and sema annotates it.
 *
 * One Node struct for every kind, with a union of per-kind payloads. The
 * parser fills the syntax fields; sema fills the fields marked "sema:" and
 * rewrites the tree in two ways only:
 *   - implicit conversions become explicit ND_CAST nodes (implicit = 1);
 *   - nothing else moves: lowering reads the tree sema leaves.
 * After sema succeeds, lowering may rely on every "sema:" field being set. */
#ifndef PRISM_AST_H
#define PRISM_AST_H
#include <stdbool.h>
#include <stdint.h>
#include "../util/ctx.h"
#include "token.h"
#include "types.h"

typedef struct Node Node;
typedef VEC(Node *) NodeList;

/*     kind                 what it is */
#define NODE_LIST(X)                                                         \
    /* declarations (top level, struct members, statements) */             \
    X(ND_FUNC)          /* function declaration or definition */           \
    X(ND_PARAM)         /* function parameter */                           \
    X(ND_VAR)           /* variable (global, local, static, groupshared, resource, cbuffer member) */ \
    X(ND_STRUCT)        /* struct/class definition (fields are ND_VAR, methods ND_FUNC) */ \
    X(ND_TYPEDEF)                                                          \
    X(ND_ENUM)          /* enum (members are ND_ENUMERATOR) */             \
    X(ND_ENUMERATOR)                                                       \
    X(ND_CBUFFER)       /* cbuffer/tbuffer block (members are ND_VAR) */   \
    X(ND_NAMESPACE)                                                        \
    X(ND_TEMPLATE)      /* template<params> declaration (sema_template.c) */ \
    X(ND_TPARAM)        /* one template parameter: typename T, uint N */   \
    X(ND_USING)         /* using namespace N; using N::x; namespace A = B; */ \
    /* statements */                                                       \
    X(ND_BLOCK)                                                            \
    X(ND_DECL_STMT)     /* one or more ND_VAR declared together */         \
    X(ND_EXPR_STMT)                                                        \
    X(ND_EMPTY)                                                            \
    X(ND_IF)                                                               \
    X(ND_FOR)                                                              \
    X(ND_WHILE)                                                            \
    X(ND_DO)                                                               \
    X(ND_SWITCH)                                                           \
    X(ND_CASE)          /* case label; value NULL means default */         \
    X(ND_BREAK)                                                            \
    X(ND_CONTINUE)                                                         \
    X(ND_RETURN)                                                           \
    X(ND_DISCARD)                                                          \
    /* expressions */                                                      \
    X(ND_INT_LIT)                                                          \
    X(ND_FLOAT_LIT)                                                        \
    X(ND_BOOL_LIT)                                                         \
    X(ND_STRING_LIT)    /* only as attribute arguments */                  \
    X(ND_IDENT)         /* a name, possibly qualified (ns::x, Enum::A) */  \
    X(ND_UNARY)                                                            \
    X(ND_BINARY)                                                           \
    X(ND_ASSIGN)        /* = and compound assignments */                   \
    X(ND_COND)          /* a ? b : c */                                    \
    X(ND_COMMA)                                                            \
    X(ND_CALL)          /* f(args), T(args) constructor, obj.method(args) */ \
    X(ND_MEMBER)        /* obj.name: field, swizzle, or matrix element (_m01/_12) */ \
    X(ND_INDEX)         /* a[i] */                                         \
    X(ND_CAST)          /* (T)e, and sema's implicit conversions */        \
    X(ND_INIT_LIST)     /* { a, b, c } */                                  \
    X(ND_SIZEOF)

typedef enum NodeKind {
#define NODE_ENUM_(k) k,
    NODE_LIST(NODE_ENUM_)
#undef NODE_ENUM_
        ND_COUNT
} NodeKind;

extern const char *const node_kind_name[ND_COUNT];

/* Operators of ND_UNARY, ND_BINARY and ND_ASSIGN (compound ops reuse the binary ones). */
#define OP_LIST(X)                                                               \
    X(OP_NONE, "=") /* plain assignment */                                       \
    X(OP_ADD, "+") X(OP_SUB, "-") X(OP_MUL, "*") X(OP_DIV, "/") X(OP_MOD, "%")   \
    X(OP_SHL, "<<") X(OP_SHR, ">>") X(OP_BITAND, "&") X(OP_BITOR, "|") X(OP_BITXOR, "^") \
    X(OP_LOGAND, "&&") X(OP_LOGOR, "||")                                         \
    X(OP_EQ, "==") X(OP_NE, "!=") X(OP_LT, "<") X(OP_LE, "<=") X(OP_GT, ">") X(OP_GE, ">=") \
    X(OP_NEG, "-u") X(OP_PLUS, "+u") X(OP_NOT, "!") X(OP_BITNOT, "~")           \
    X(OP_PRE_INC, "++x") X(OP_PRE_DEC, "--x") X(OP_POST_INC, "x++") X(OP_POST_DEC, "x--")

typedef enum AstOp {
#define OP_ENUM_(k, s) k,
    OP_LIST(OP_ENUM_)
#undef OP_ENUM_
        OP_COUNT
} AstOp;

extern const char *const ast_op_name[OP_COUNT];

/* A type as written: a name with template arguments, before sema resolves it.
 * float4, vector<float,4>, StructuredBuffer<MyStruct>, RWTexture2D<float4>,
 * unsigned int, Outer::Inner. */
typedef struct TypeSpec { /* fields ordered for no padding: 80 bytes */
    SrcLoc loc;
    int num_args;
    const char *name;       /* interned; "unsigned int" normalised to "uint" */
    struct TypeArg {
        struct TypeSpec *type; /* a type argument, or */
        Node *expr;            /* an integer argument (vector<float, 4>) */
    } *args;
    Node *def;              /* the ND_STRUCT defined in place (struct {...} s;, typedef
                               struct {...} T;): the only link to an anonymous struct */
    struct TypeSpec *scope; /* S<T>::Inner: the template-id whose member `name` is */
    struct TypeSpec *next;  /* class C : B, I1, I2: the bases after this one */
    Node *decltype_expr;    /* __decltype(e): the type of e */
    Type *resolved;         /* sema: */
    bool empty_args;        /* S<>: an argument list, empty (num_args 0) */
} TypeSpec;

/* Declaration modifiers and qualifiers, as bits. */
enum {
    MOD_STATIC = 1 << 0, MOD_CONST = 1 << 1, MOD_UNIFORM = 1 << 2, MOD_EXTERN = 1 << 3,
    MOD_GROUPSHARED = 1 << 4, MOD_VOLATILE = 1 << 5, MOD_PRECISE = 1 << 6,
    MOD_IN = 1 << 7, MOD_OUT = 1 << 8, MOD_INOUT = 1 << 9,
    MOD_ROW_MAJOR = 1 << 10, MOD_COLUMN_MAJOR = 1 << 11,
    MOD_NOINTERPOLATION = 1 << 12, MOD_LINEAR = 1 << 13, MOD_CENTROID = 1 << 14,
    MOD_NOPERSPECTIVE = 1 << 15, MOD_SAMPLE = 1 << 16,
    MOD_INLINE = 1 << 17, MOD_EXPORT = 1 << 18, MOD_GLOBALLYCOHERENT = 1 << 19,
    MOD_SNORM = 1 << 20, MOD_UNORM = 1 << 21, MOD_SHARED = 1 << 22,
};

/* [name(args)] or [[ns::name(args)]]: on functions, statements, declarations. */
typedef struct Attribute {
    SrcLoc loc;
    const char *name; /* interned, with namespace: "numthreads", "vk::binding" */
    NodeList args;    /* expressions (literals, identifiers, string literals) */
} Attribute;
typedef VEC(Attribute *) AttrList;

/* register(u3, space1) and packoffset(c2.y). */
typedef struct Register {
    SrcLoc loc;
    char cls;         /* 't', 'u', 'b', 's', 'c' (packoffset) */
    int index;        /* u3 -> 3 */
    int space;        /* space1 -> 1; -1 when not given */
    int component;    /* packoffset c2.y -> 1; 0 when not given */
    const char *profile; /* register(vs, t0) form; NULL */
    bool implicit;    /* not written: D3D's implicit register (sema_resource_struct.c), no Vulkan binding */
    struct Register *next; /* `: register(t3) : register(u5)`: one register per class (a struct of
                              resources of several classes), in source order; NULL */
} Register;

/* Where a name points after sema's lookup. */
typedef enum SymKind {
    SYM_NONE, SYM_VAR, SYM_PARAM, SYM_FUNC, SYM_ENUMERATOR, SYM_TYPE,
    SYM_TEMPLATE, /* decl: an ND_TEMPLATE (function templates overload like functions) */
    SYM_NAMESPACE, /* decl: the ND_USING of a namespace alias */
} SymKind;

/* The header is 24 bytes: kind and depth share one word (a tree is
 * mostly small nodes, and 8 bytes more on each was a tenth of the AST). */
struct Node {
    NodeKind kind : 16;
    uint32_t depth : 16; /* parser: height of the tree under it (0 for a leaf), at most
                            PARSE_MAX_DEPTH + 1: sema, lowering and the passes recurse over it */
    SrcLoc loc;
    Type *type; /* sema: the expression's type (after conversion), or the declared type */
    union {
        /* ND_FUNC */
        struct {
            const char *name;
            TypeSpec *ret_spec;
            unsigned ret_mods;
            NodeList params;          /* ND_PARAM */
            Node *body;               /* ND_BLOCK, or NULL for a declaration */
            AttrList attrs;
            const char *semantic;     /* float4 f() : SV_Target */
            Node *owner;              /* the ND_STRUCT of a method; NULL for free functions */
            bool is_static_method;
            const char *qualifier;    /* float S::f() {...}: "S", defined out of its struct */
            int num_targs;            /* template<> float f<float>(...): the arguments written */
            struct TypeArg *targs;
            Node *instance_of;        /* sema: the ND_TEMPLATE this function instantiates */
            /* sema: */
            Node *definition;         /* the ND_FUNC with the body, for declarations */
            int stage;                /* PrismStage of an entry point, else -1 */
            int numthreads[3];
            Node *numthreads_spec[3]; /* the spec constant an axis is, or NULL */
            int wave_size[3];         /* [WaveSize(min, max, preferred)]; 0 when absent */
            bool recursive_checked;
            int graph_slot;           /* sema's call graph: 1 + its index there; 0 when not in it */
            struct SpirvFunc *spirv;  /* sema: [[vk::ext_instruction]] & co (sema_inline_spirv.h), or NULL */
        } func;
        /* ND_PARAM */
        struct {
            const char *name;
            TypeSpec *spec;
            unsigned mods;            /* MOD_IN/OUT/INOUT/UNIFORM/const, interpolation */
            int array_dims[4];        /* float a[2][3] -> {2,3}; sema evaluates dims_expr */
            NodeList dims_expr;
            int num_dims;
            const char *semantic;
            Node *default_value;
            AttrList attrs;           /* [[vk::location(n)]] on entry point inputs and outputs */
            uint8_t spirv;            /* sema: SPIRV_PARAM_LITERAL / _REFERENCE (sema_inline_spirv.h) */
            struct SpirvVar *spirv_var; /* sema: its [[vk::ext_decorate*]] (sema_inline_spirv.h), or NULL */
            struct VarInfo *lowered;  /* lowering: what it lowered to (lower_internal.h), NULL before */
        } param;
        /* ND_VAR */
        struct { /* fields ordered for no padding (184 bytes with the header) */
            const char *name;
            TypeSpec *spec;
            unsigned mods;
            int field_index;          /* sema: position among its struct's fields */
            NodeList dims_expr;       /* array dimensions as written; NULL entry: [] unsized */
            Node *init;               /* initializer or NULL */
            const char *semantic;
            Register *reg;            /* register(...) or packoffset(...) or NULL */
            AttrList attrs;           /* [[vk::binding(0,1)]] etc. */
            Node *cbuffer;            /* the ND_CBUFFER this member belongs to */
            Node *owner;              /* the ND_STRUCT of a field */
            int bit_width;            /* uint a : 4; -> 4; 0: not a bit-field (-1: ': 0' written) */
            int bit_offset;           /* sema: a bit-field's first bit in its storage field
                                         (field_index: that field, a plain uint, int...) */
            /* sema: */
            bool is_global;           /* module scope (or cbuffer member, or static local) */
            bool is_resource;         /* buffer/texture/sampler object at module scope */
            bool counter_used;        /* IncrementCounter/DecrementCounter called on it */
            uint8_t heap;             /* 1, 2: an array of ResourceDescriptorHeap's, SamplerDescriptorHeap's
                                         elements (sema_descriptor_heap.c) */
            bool has_counter;         /* a counter buffer, at vk_counter_set/_binding (sema_bindings.c) */
            bool counter_late;        /* a counter only if a value resolves to it: bound then (ir_counters.c) */
            int vk_set, vk_binding;   /* resources: the Vulkan (and WebGPU) binding */
            int vk_counter_set, vk_counter_binding;
            Register *implicit_reg;   /* sema: D3D's register for a resource written without one */
            struct SpirvVar *spirv;   /* sema: vk::ext_builtin_input & co (sema_inline_spirv.h), or NULL */
            struct VarInfo *lowered;  /* lowering: what it lowered to (lower_internal.h), NULL before */
        } var;
        /* ND_STRUCT */
        struct {
            const char *name;         /* NULL for an anonymous struct */
            TypeSpec *base;           /* struct D : B */
            NodeList members;         /* ND_VAR fields and ND_FUNC methods, in order */
            bool is_class;
            bool is_interface;        /* interface I { methods }: no fields, no bodies */
            int num_targs;            /* template<> struct S<0> {...}: the arguments written */
            struct TypeArg *targs;
            Node *instance_of;        /* sema: the ND_TEMPLATE this struct instantiates */
        } strukt;
        /* ND_TYPEDEF */
        struct {
            const char *name;
            TypeSpec *spec;
            NodeList dims_expr;
            unsigned mods;
            AttrList attrs;           /* [[vk::ext_capability]] & co on an inline SPIR-V type */
        } tdef;
        /* ND_ENUM */
        struct {
            const char *name;
            bool is_class;            /* enum class: names need Enum:: */
            TypeSpec *base;           /* enum E : uint */
            NodeList members;         /* ND_ENUMERATOR */
        } enm;
        /* ND_ENUMERATOR */
        struct {
            const char *name;
            Node *value;              /* explicit value or NULL */
            Node *owner;              /* its ND_ENUM */
            int64_t sema_value;       /* sema: */
        } enumerator;
        /* ND_CBUFFER */
        struct {
            const char *name;
            bool is_tbuffer;
            NodeList members;         /* ND_VAR */
            Register *reg;
            AttrList attrs;
            int vk_set, vk_binding;   /* sema: the Vulkan (and WebGPU) binding */
            Register *implicit_reg;   /* sema: D3D's register when none is written */
        } cbuf;
        /* ND_NAMESPACE */
        struct {
            const char *name;
            NodeList decls;
            int depth;                /* namespace A::B {: 2 (the innermost holds the decls) */
        } ns;
        /* ND_TEMPLATE */
        struct {
            NodeList params;          /* ND_TPARAM; empty for template<> */
            Node *decl;               /* ND_FUNC, ND_STRUCT or ND_TYPEDEF (using A = ...);
                                         NULL for `template struct S<int>;` */
            bool explicit_instance;   /* template struct S<int>; template void f<1>(); */
            TypeSpec *instantiate;    /* the struct an explicit instantiation names (for a
                                         function: decl is its prototype) */
            int num_spec;             /* template<...> struct S<args>: a specialization of S */
            struct TypeArg *spec;     /* for those args; NULL for a primary template */
            /* sema: */
            struct Scope *scope;      /* where it was declared: instances look names up there */
            Node *primary;            /* a specialization's primary template */
            NodeList specs;           /* a primary's specializations (ND_TEMPLATE) */
            struct TemplateMemo *memo; /* its instances, one per argument list */
        } tmpl;
        /* ND_TPARAM */
        struct {
            const char *name;
            bool is_type;             /* typename T / class T */
            TypeSpec *spec;           /* the type of a value parameter (uint N) */
            TypeSpec *def_type;       /* = float */
            Node *def_expr;           /* = 4 */
            int64_t value;            /* sema: a value parameter's argument, in an instance */
        } tparam;
        /* ND_USING */
        struct {
            const char *target;       /* the namespace, or the qualified name ns::x */
            const char *alias;        /* namespace A = B: "A"; else NULL */
            bool is_namespace;        /* using namespace N; namespace A = B; */
        } use;
        /* ND_BLOCK */
        struct {
            NodeList stmts;
        } block;
        /* ND_DECL_STMT */
        struct {
            NodeList vars;            /* ND_VAR, or a ND_STRUCT/ND_TYPEDEF declared locally */
        } decl;
        /* ND_EXPR_STMT */
        struct {
            Node *expr;
            AttrList attrs;           /* [[vk::ext_capability]] & co on a vk::ext_execution_mode call */
        } expr_stmt;
        /* ND_IF, ND_FOR, ND_WHILE, ND_DO, ND_SWITCH: one struct for all */
        struct {
            Node *init;               /* for: ND_DECL_STMT or ND_EXPR_STMT or NULL */
            Node *cond;               /* may be NULL in for(;;) */
            Node *step;               /* for: expression or NULL */
            Node *body;               /* then-branch for if; body of loops and switch */
            Node *else_;              /* if only */
            AttrList attrs;           /* [unroll], [loop], [branch], [flatten], [fastopt], [allow_uav_condition] */
        } ctl;
        /* ND_CASE: a label; the statements that follow it in the switch body belong to it */
        struct {
            Node *value;              /* NULL: default */
            int64_t sema_value;       /* sema: */
        } label;
        /* ND_RETURN */
        struct {
            Node *value;
        } ret;
        /* ND_INT_LIT */
        struct {
            uint64_t value;
            const char *suffix;       /* "", "u", "l", "ul", "ll", "ull", "h" ... as written, lower-cased */
            bool nondecimal;          /* hex or octal (HLSL 202x types those as C does) */
        } ilit;
        /* ND_FLOAT_LIT */
        struct {
            double value;
            char suffix;              /* 0, 'f', 'h', 'l' (double) */
        } flit;
        /* ND_BOOL_LIT */
        struct {
            bool value;
        } blit;
        /* ND_STRING_LIT */
        struct {
            const char *value;        /* without quotes, escapes resolved */
        } slit;
        /* ND_IDENT */
        struct { /* 56 bytes with the header: the most common node */
            const char *name;         /* last component */
            struct IdentQual *qual;   /* ns::x, S<T>::x, f<float>: the rare parts (ident_* below), or NULL */
            Node *decl;               /* sema: ND_VAR, ND_PARAM, ND_FUNC, ND_ENUMERATOR */
            SymKind sym;              /* sema: */
        } ident;
        /* ND_UNARY, ND_BINARY, ND_ASSIGN */
        struct {
            AstOp op;
            Node *lhs;                /* the operand of a unary */
            Node *rhs;
            /* sema: for compound assignment the type the operation is done in
             * (lhs converted to it, result converted back to lhs's type).
             * ND_ASSIGN only: unary and binary nodes end before it (ast.c). */
            Type *op_type;
        } op;
        /* ND_COND */
        struct {
            Node *cond, *then_, *else_;
        } cond;
        /* ND_COMMA */
        struct {
            Node *lhs, *rhs;
        } comma;
        /* ND_CALL: f(args) with callee ND_IDENT; T(args) with ctor_spec; obj.m(args) with callee ND_MEMBER */
        struct {
            Node *callee;             /* ND_IDENT or ND_MEMBER, or NULL for a constructor */
            TypeSpec *ctor_spec;      /* float4(...), MyStruct(...) */
            TypeSpec *template_arg;   /* buf.Load<float4>(...) */
            int num_targs;            /* obj.f<float, 2>(...): every template argument */
            int intrinsic;            /* sema: an IntrinsicId (intrinsics/intrinsics.h), or -1 */
            struct TypeArg *targs;
            NodeList args;
            /* sema: exactly one of func, intrinsic, is_constructor says what is called */
            Node *func;               /* a user ND_FUNC (the definition) */
            Node *object;             /* the object of a method call (resource or struct), else NULL */
            struct SpirvFunc *spirv;  /* sema: the needs of a vk::ext_execution_mode call's statement */
            bool is_constructor;      /* vector/matrix/struct/scalar constructor: type is what it makes */
        } call;
        /* ND_MEMBER */
        struct {
            Node *object;
            const char *name;
            /* sema: what the name turned out to be */
            enum { MEMBER_FIELD, MEMBER_SWIZZLE, MEMBER_MATRIX_ELEMS, MEMBER_METHOD,
                   MEMBER_TEXTURE_VIEW, /* t.mips, t.sample: indexed next (sema_texture.c) */
                   MEMBER_OWN_SAMPLER, /* a vk::SampledTexture*'s sampler, the implicit argument of its methods */
                   MEMBER_BITFIELD } what;
            int field_index;          /* MEMBER_FIELD; MEMBER_BITFIELD: its storage field */
            uint8_t bit_offset, bit_width; /* MEMBER_BITFIELD: the bits of the storage field it is */
            uint8_t num_comps;        /* MEMBER_SWIZZLE / MEMBER_MATRIX_ELEMS: 1-4 */
            uint8_t comps[4];         /* swizzle: component indices; matrix: row*4+col */
        } member;
        /* ND_INDEX */
        struct {
            Node *base, *index;
        } index;
        /* ND_CAST */
        struct {
            TypeSpec *spec;           /* NULL for sema's implicit casts */
            NodeList dims_expr;       /* (float[2])x, rare */
            Node *expr;
            bool implicit;
        } cast;
        /* ND_INIT_LIST */
        struct {
            NodeList items;           /* may nest; sema flattens per HLSL's rules */
        } init;
        /* ND_SIZEOF */
        struct {
            TypeSpec *spec;
            Node *expr;
            NodeList dims_expr;       /* sizeof(S[3]) */
        } size_of;
    };
};

/* What an ND_IDENT holds beyond its name, out of line: most names have
 * none of it (a plain name's node is 16 bytes smaller for it). */
typedef struct IdentQual {
    const char *qualifier;    /* "ns" of ns::x, "E" of E::A, or NULL; nested joined with "::" */
    TypeSpec *scope;          /* S<T>::x: the template-id it is a member of */
    int num_targs;            /* f<float>(...): explicit template arguments */
    struct TypeArg *targs;
} IdentQual;

static inline const char *ident_qualifier(const Node *n) { return n->ident.qual ? n->ident.qual->qualifier : NULL; }
static inline TypeSpec *ident_scope(const Node *n) { return n->ident.qual ? n->ident.qual->scope : NULL; }
static inline int ident_num_targs(const Node *n) { return n->ident.qual ? n->ident.qual->num_targs : 0; }
static inline struct TypeArg *ident_targs(const Node *n) { return n->ident.qual ? n->ident.qual->targs : NULL; }

/* The whole file: top-level declarations in source order. */
typedef struct Ast {
    NodeList decls;
    NodeList entries; /* sema: the entry points (ND_FUNC definitions), in source order */
    int globals_binding; /* sema: binding of the $Globals block (first one free in set 0, or -fvk-bind-globals) */
    int globals_set;     /* sema: its set (0 unless -fvk-bind-globals) */
    int globals_reg;     /* sema: its D3D register, b<n> (the first free one) */
    bool nonuniform_index; /* sema: some call is NonUniformResourceIndex (else lowering skips its scan) */
    bool spirv_reference;  /* sema: some parameter is [[vk::ext_reference]] (else no wrapper passes one) */
} Ast;

Node *ast_new(Ctx *c, NodeKind kind, SrcLoc loc);
/* The bytes a node of this kind takes (its header and its payload only). */
size_t ast_node_size(NodeKind kind);
TypeSpec *typespec_new(Ctx *c, SrcLoc loc, const char *name);
/* n's IdentQual, made (zeroed, in the AST's arena) on first use: for writing. */
IdentQual *ast_ident_qual(Ctx *c, Node *n);
/* ast_clone.c: a deep copy of n's tree with the sema fields cleared (for
 * template instantiation). */
Node *ast_clone(Ctx *c, Node *n);
/* uniform entry parameters, members of $Globals (uniform_params.c) */
bool ast_is_uniform_param(const Node *p);
bool ast_entries_have_uniforms(const NodeList *entries);
void ast_uniform_param_vars(Ctx *c, const NodeList *entries, NodeList *vars, NodeList *params);
TypeSpec *ast_clone_spec(Ctx *c, TypeSpec *t);
/* output_names.c: a function's or struct's name as the output spells it
 * (f<float> -> f_float, operator+ -> operator_add). */
const char *ast_output_name(Ctx *c, const char *name);
/* The indented tree for --dump-ast (types shown once sema has run). */
void ast_dump(Ctx *c, const Ast *ast, StrBuf *out);

/* parser.y + parse.c: builds the AST from preprocessed tokens. Reports syntax
 * errors (PRISM2xxx), recovers at ';' and '}', returns false on errors. */
bool parse(Ctx *c, const TokenVec *toks, Ast *out);

#endif
