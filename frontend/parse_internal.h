/* The parser's own header: shared by parser.y (the Lemon grammar), parse.c
 * (the token feeder, the type-name table, error recovery), parse_build.c
 * (the AST builders the grammar's actions call) and parse_literals.c.
 * Nothing outside the parser includes it. */
#ifndef PRISM_PARSE_INTERNAL_H
#define PRISM_PARSE_INTERNAL_H
#include "ast.h"

/* Nesting of ( [ { beyond this is reported (D_PARSE_NESTING) and parsing stops. */
#define PARSE_MAX_NESTING 256
/* Lemon's stack, in entries: a nesting of 256 brackets needs about 4 entries
 * a level; long right-recursive chains (a = b = c = ..., !!!!x) take one or
 * two an operator. Overflow is D_PARSE_STACK. */
#define PARSE_STACK_SIZE 4096
/* Height of the syntax tree (expressions and statements nested in each
 * other) beyond this is reported (D_PARSE_EXPR_DEPTH, D_PARSE_STMT_DEPTH)
 * and parsing stops. Left-associative chains (a + b + c ..., a[0][0]...,
 * x.y.z...) grow the tree without growing Lemon's stack; the later phases
 * recurse over the tree, so this bounds their use of the C stack (about
 * 1 KiB a level at -O2: the limit fits in a 1 MiB thread stack). */
#define PARSE_MAX_DEPTH 1024

/* Modifier keywords as written, with the position of the first. */
typedef struct Mods {
    unsigned bits;
    SrcLoc loc; /* file 0: none written */
} Mods;

/* What starts a declaration: modifiers and the type. */
typedef struct DeclSpec {
    unsigned mods;
    TypeSpec *spec;
    SrcLoc loc; /* the first token: the first modifier, else the type */
} DeclSpec;

/* Declarations declared together (int a, b[2];), with their first token. */
typedef struct DeclList {
    NodeList nodes;
    SrcLoc loc;
} DeclList;

/* What follows a declarator after ':' (semantic, register, packoffset). */
typedef struct Annots {
    const char *semantic;
    Register *reg;
    int bit_width;      /* uint a : 4 (0: none; -1: ': 0' written) */
    SrcLoc bit_loc;
} Annots;

typedef VEC(struct TypeArg) TypeArgList;

/* One binding of the name table: a name is a type (or, is not one) in a scope. */
typedef struct NameBinding {
    int slot;    /* its slot in NameTable.slots */
    int prev;    /* the binding it hides, or -1 */
    bool is_type;
} NameBinding;

typedef struct NameSlot {
    const char *name; /* interned; NULL: empty slot */
    int top;          /* innermost binding, or -1 */
    bool global_type; /* a built-in type, or a qualified name (ns::T) declared anywhere */
    bool global_template; /* a function template's name (f, ns::f, S::f): a '<' after it
                             opens its template arguments */
} NameSlot;

/* Which identifiers name types (the "lexer hack"): an open-addressing hash
 * keyed by interned pointer, with scoped bindings undone when a scope closes. */
typedef struct NameTable {
    NameSlot *slots;
    int cap, used;
    VEC(NameBinding) bindings;
} NameTable;

typedef struct ParseScope {
    int mark;           /* bindings.len when the scope opened */
    const char *prefix; /* "ns" / "ns::S" for namespace and struct bodies, else NULL */
    int template_depth; /* a template's parameter scope: brackets.len at its `template`
                           (it closes with the declaration); -1 for brace scopes */
    VEC(const char *) survivors; /* types declared in a template scope that outlive it:
                                    the name of the struct or alias it declares */
} ParseScope;

/* A '<' that opened template arguments: where, and after which name. */
typedef struct TemplateOpen {
    int depth;          /* brackets.len at the '<' */
    const char *name;   /* the template's name (S of S<T>), or NULL */
} TemplateOpen;

/* A type declared in a namespace or struct body: `using namespace` makes
 * its plain name a type again. */
typedef struct ScopedType {
    const char *prefix; /* "ns", "A::B" */
    const char *name;
} ScopedType;

typedef struct Parser {
    Ctx *c;
    const InternBase *words; /* the built-in words: which are types (builtin_words.h) */
    Ast *ast;
    const Token *toks;
    int ntoks;
    int pos;                   /* next raw token */
    void *lemon;               /* the Lemon parser (arena memory) */
    NameTable names;
    VEC(ParseScope) scopes;    /* [0]: file scope */
    const char *next_scope_prefix; /* set by a struct/namespace head, taken by the next '{' */
    PtrVec targets;            /* NodeList*: where top-level declarations go (file, namespaces) */
    VEC(uint8_t) brackets;     /* open ( [ { fed so far: '(' '[' '{' */
    VEC(TemplateOpen) templates; /* each open template '<' */
    const char *closed_template; /* the name of the template whose '>' was fed last, while
                                    a '::' may follow (S<T>::x) */
    VEC(ScopedType) scoped_types; /* every type declared in a named scope */
    int prev_code, prev2_code; /* the last two terminals handed to Lemon */
    const Token *prev_tok;     /* the last token handed to Lemon */
    bool force_tlt;            /* the next '<' opens a method's template arguments */
    bool has_pending;
    int pending_code;
    const Token *pending_tok;
    int nqueued, queue_head;   /* terminals split off a literal (1.xxx: '.', "xxx"), in order */
    int queued_code[2];
    const Token *queued_tok[2];
    bool error;                /* Lemon reported a syntax error during the last call */
    bool stop;                 /* a limit was hit: stop parsing */
    int last_error_pos;        /* raw position of the last syntax error (loop guard) */
    int errors;                /* errors this parse reported */
    /* interned names the feeder and builders compare against */
    const char *s_int, *s_uint, *s_this, *s_void;
    /* #pragma pack_matrix: the words (token.h), the default in effect for the
     * declarations reduced now (MOD_ROW_MAJOR / MOD_COLUMN_MAJOR / 0), and the
     * one met, taken once the token after it is fed (Lemon reduces the
     * declaration before the pragma with that token as its lookahead) */
    const char *s_pack_row, *s_pack_col;
    unsigned pack_matrix, pack_pending;
    bool has_pack_pending;
} Parser;
unsigned parse_pack_matrix(const Parser *p, unsigned mods); /* mods with the pragma's default */

/* ---- parse_names.c: names and scopes ---- */
/* Where what only the AST (and the parser itself) reads goes: the AST's
 * arena, freed once lowered, not the compilation's, which lasts to the
 * end (node lists, attributes, registers, the parser's tables). */
static inline Arena *parse_arena(const Parser *p)
{
    return p->c->ast_arena ? p->c->ast_arena : p->c->arena;
}
bool parse_is_type_name(Parser *p, const char *name);
void parse_bind_global_type(Parser *p, const char *name);
/* The scope of a '{' (and its '}'); the scope of a template<...> head, which
 * ends with the declaration it heads (code: the terminal after it). */
void parse_push_scope(Parser *p);
void parse_pop_scope(Parser *p);
void parse_push_template_scope(Parser *p);
void parse_end_template_scopes(Parser *p, int code);
bool parse_is_template_func(Parser *p, const char *name);
/* Declares tok's name as a type in the current scope (and ns::name when in a
 * namespace or struct). Returns tok. */
const Token *parse_declare_type(Parser *p, const Token *tok);
/* A variable named like a visible type: the name is no type in this scope. */
const Token *parse_shadow(Parser *p, const Token *tok);
void parse_set_scope_prefix(Parser *p, const char *name);
/* A template parameter's name: a type in the template's scope only. */
const Token *parse_declare_tparam(Parser *p, const Token *tok);
/* Whether the parser is right after a template<...> head, at its nesting. */
bool parse_in_template_head(Parser *p);
/* f (and ns::f, S::f) names a function template from here on. */
void parse_declare_template_func(Parser *p, const char *name);
/* using namespace ns: the types declared in ns become plain type names in
 * the current scope; using ns::T: T does. */
void parse_using_types(Parser *p, const char *target, bool is_namespace);
/* namespace A = ns: ns::T is also A::T. */
void parse_namespace_alias_types(Parser *p, const char *alias, const char *target);
void parse_push_target(Parser *p, NodeList *list);
void parse_pop_target(Parser *p);
/* The error reporting hooks of the grammar (%syntax_error, %stack_overflow). */
void parse_syntax_error(Parser *p, int code, const Token *tok, const int *expected, int nexpected);
void parse_stack_overflow(Parser *p);
/* "'return'", "end of file": a token as messages show it. */
const char *parse_token_desc(Parser *p, const Token *t);

/* ---- parse_literals.c ---- */
Node *parse_int_lit(Parser *p, const Token *t);
Node *parse_float_lit(Parser *p, const Token *t);
Node *parse_string_lit(Parser *p, const Token *t);

/* ---- parse_build.c: the builders behind the grammar's actions ---- */
SrcLoc parse_expr_start(const Node *e);
NodeList parse_no_nodes(void);
void parse_append(Parser *p, NodeList *list, Node *n);
void parse_append_all(Parser *p, NodeList *list, NodeList more);
NodeList parse_one(Parser *p, Node *n);
void parse_add_decls(Parser *p, NodeList decls);

Mods parse_no_mods(void);
Mods parse_mods_add(Parser *p, Mods m, const Token *kw);
DeclSpec parse_specs(Parser *p, Mods m, TypeSpec *spec);
TypeSpec *parse_type(Parser *p, const Token *name, TypeArgList *args);
TypeArgList parse_targs_first(Parser *p, struct TypeArg a);
TypeArgList parse_targs_more(Parser *p, TypeArgList list, struct TypeArg a);
struct TypeArg parse_targ_type(Parser *p, TypeSpec *t);
struct TypeArg parse_targ_expr(Parser *p, Node *e);

Annots parse_no_annots(void);
void parse_annot_semantic(Parser *p, Annots *a, const Token *name);
void parse_annot_register(Parser *p, Annots *a, const Token *r, const Token *space);
void parse_annot_packoffset(Parser *p, Annots *a, const Token *r, const Token *comp);

Node *parse_declarator(Parser *p, const Token *name, NodeList dims, Annots an, Node *init);
DeclList parse_vars_first(Parser *p, DeclSpec s, Node *var);
DeclList parse_vars_struct(Parser *p, Node *strukt, Node *var);
void parse_vars_more(Parser *p, DeclList *l, Node *var);
DeclList parse_decl_of(Parser *p, Node *n, SrcLoc loc);

Node *parse_func_head(Parser *p, DeclSpec s, const Token *name, NodeList params, Annots an);
Node *parse_func_body(Parser *p, Node *func, Node *body);
Node *parse_param(Parser *p, DeclSpec s, const Token *name, NodeList dims, Annots an, Node *def);
NodeList parse_params_done(Parser *p, NodeList params);

Node *parse_struct_head(Parser *p, const Token *kw, const Token *name, TypeSpec *base);
Node *parse_struct_def(Parser *p, Node *head, NodeList members);
DeclList parse_typedef_first(Parser *p, const Token *kw, DeclSpec s, const Token *name, NodeList dims);
DeclList parse_typedef_struct(Parser *p, const Token *kw, Node *strukt, const Token *name, NodeList dims);
void parse_typedef_more(Parser *p, DeclList *l, const Token *name, NodeList dims);
Node *parse_enum_head(Parser *p, const Token *kw, bool is_class, const Token *name, TypeSpec *base);
Node *parse_enum_def(Parser *p, Node *head, NodeList members);
Node *parse_enumerator(Parser *p, const Token *name, Node *value);
Node *parse_cbuffer_head(Parser *p, const Token *kw, const Token *name, Annots an);
NodeList parse_cbuffer(Parser *p, Node *head, NodeList members);
Node *parse_namespace_head(Parser *p, const Token *kw, const Token *name);
NodeList parse_namespace_end(Parser *p, Node *ns);

AttrList parse_no_attrs(void);
void parse_attrs_append(Parser *p, AttrList *list, AttrList more);
AttrList parse_attr_one(Parser *p, Attribute *a);
Attribute *parse_attr(Parser *p, const Token *name, NodeList *args);
NodeList parse_attach_attrs(Parser *p, AttrList attrs, NodeList decls);
Node *parse_stmt_attrs(Parser *p, AttrList attrs, Node *stmt);

Node *parse_block(Parser *p, const Token *lbrace, NodeList stmts);
Node *parse_decl_stmt(Parser *p, DeclList l);
Node *parse_expr_stmt(Parser *p, Node *e);
Node *parse_simple_stmt(Parser *p, NodeKind kind, const Token *kw);
Node *parse_return(Parser *p, const Token *kw, Node *value);
Node *parse_if(Parser *p, const Token *kw, Node *cond, Node *then_, Node *else_);
Node *parse_while(Parser *p, const Token *kw, Node *cond, Node *body);
Node *parse_do(Parser *p, const Token *kw, Node *body, Node *cond);
Node *parse_for(Parser *p, const Token *kw, Node *init, Node *cond, Node *step, Node *body);
Node *parse_switch(Parser *p, const Token *kw, Node *cond, Node *body);
Node *parse_case(Parser *p, const Token *kw, Node *value);

Node *parse_ident(Parser *p, const Token *t);
Node *parse_this(Parser *p, const Token *t);
Node *parse_bool_lit(Parser *p, const Token *t, bool value);
Node *parse_binary(Parser *p, const Token *op, Node *lhs, Node *rhs);
Node *parse_assign(Parser *p, const Token *op, Node *lhs, Node *rhs);
Node *parse_unary(Parser *p, const Token *op, Node *operand);
Node *parse_postfix(Parser *p, const Token *op, Node *operand);
Node *parse_cond(Parser *p, Node *cond, Node *then_, Node *else_);
Node *parse_comma(Parser *p, Node *lhs, Node *rhs);
Node *parse_cast(Parser *p, const Token *lparen, TypeSpec *spec, NodeList dims, Node *e);
Node *parse_call(Parser *p, Node *callee, NodeList args);
Node *parse_ctor(Parser *p, TypeSpec *spec, NodeList args);
Node *parse_method_template(Parser *p, Node *object, const Token *name, TypeArgList *targs, NodeList args);
Node *parse_member(Parser *p, Node *object, const Token *name);
Node *parse_index(Parser *p, const Token *lbracket, Node *base, Node *index);
Node *parse_init_list(Parser *p, const Token *lbrace, NodeList items);
Node *parse_sizeof(Parser *p, const Token *kw, TypeSpec *spec, Node *e);

/* ---- parse_template.c: templates, operators, using, bit-fields ---- */
Node *parse_template_head(Parser *p, const Token *kw, NodeList params);
Node *parse_template(Parser *p, Node *head, Node *decl);
Node *parse_tparam_type(Parser *p, const Token *name, TypeSpec *def);
Node *parse_tparam_value(Parser *p, TypeSpec *type, const Token *name, Node *def);
Node *parse_explicit_instance(Parser *p, const Token *kw, Node *func, TypeSpec *type);
Node *parse_struct_spec_head(Parser *p, const Token *kw, const Token *name, TypeArgList *args, TypeSpec *base);
Node *parse_func_head_targs(Parser *p, Node *func, TypeArgList *args);
const Token *parse_op_name(Parser *p, const Token *kw, const Token *op, const char *spelling);
Node *parse_conversion_op(Parser *p, const Token *kw, TypeSpec *type, NodeList params, Annots an);
Node *parse_using(Parser *p, const Token *kw, const Token *name, bool is_namespace);
Node *parse_using_alias(Parser *p, const Token *kw, const Token *name, TypeSpec *type, NodeList dims);
Node *parse_using_alias_mods(Parser *p, Node *alias, Mods m);
Node *parse_template_attrs(Parser *p, AttrList attrs, Node *func);
Node *parse_alias_attrs(Parser *p, Node *alias, AttrList attrs);
Node *parse_ident_targs(Parser *p, Node *ident, TypeArgList *args);
Node *parse_namespace_alias(Parser *p, const Token *kw, const Token *name, const Token *target);
TypeSpec *parse_member_type(Parser *p, TypeSpec *scope, const Token *name);
TypeSpec *parse_more_bases(Parser *p, TypeSpec *first, TypeSpec *more);
TypeSpec *parse_decltype(Parser *p, const Token *kw, Node *e);
void parse_annot_bits(Parser *p, Annots *a, const Token *width);
Node *parse_sizeof_array(Parser *p, Node *size_of, NodeList dims);
Node *parse_template_ident(Parser *p, const Token *name, TypeArgList *args);
TypeSpec *parse_type_empty_args(Parser *p, const Token *name);
/* template<typename... T>: refused (D_PARSE_VARIADIC_TEMPLATE), taken as typename T. */
Node *parse_tparam_variadic(Parser *p, const Token *ellipsis, const Token *name);
Node *parse_scoped_ident(Parser *p, TypeSpec *scope, const Token *name);

/* ---- parser.y's %code: the Lemon engine, wrapped ---- */
void *hlsl_parser_new(Arena *a);
void hlslParse(void *parser, int code, const Token *tok, Parser *p);
bool hlsl_parser_in_error(void *parser);  /* the error symbol is on top of the stack */
int hlsl_parser_open_braces(void *parser); /* '{' still on the stack */
void hlsl_parser_error_done(void *parser); /* report the next syntax error at once */

#endif
