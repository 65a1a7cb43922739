/* HLSL's grammar (Shader Model 6.x, HLSL 2018 and 2021), for Lemon.
 *
 * Every action is one call into parse_build.c (or parse_literals.c); the
 * grammar only says what is where. The token feeder (parse.c) hands Lemon
 * terminals that already tell apart what a context-free grammar cannot:
 *   TYPE_NAME  an identifier that names a type here (float4, StructuredBuffer,
 *              a struct or typedef in scope, ns::T); IDENT otherwise. Qualified
 *              names (ns::f, E::A, S::Make) arrive as one IDENT or TYPE_NAME.
 *   TLT, TGT   the '<' and '>' of template arguments (vector<float, 4>,
 *              buf.Load<uint2>(0)); LT and GT are the comparisons. '>>'
 *              closing two template argument lists arrives as two TGT.
 *   unsigned [int] arrives as TYPE_NAME "uint".
 * Error recovery: the `error` rules below end at ';'; the feeder skips what
 * lies between the error and the ';' or '}' that ends the statement at the
 * nesting where Lemon resynchronised (parse.c, recover()). */

%include {
#include <assert.h>
#include "parse_internal.h"
struct yyParser;
static int yy_expected(struct yyParser *parser, int *out);
}

%name hlslParse
%token_prefix T_
%token_type {const Token *}
%extra_argument {Parser *p}
%stack_size 4096
%start_symbol file

%syntax_error {
    int expected_[YYNTOKEN]; parse_syntax_error(p, yymajor, TOKEN, expected_, yy_expected(yypParser, expected_));
}
%stack_overflow { parse_stack_overflow(p); }

/* Terminals the grammar never uses; the feeder still hands them over so
 * that a syntax error names them. */
%token UNSUPPORTED CHAR_LIT.
%token ELLIPSIS. /* only to refuse variadic templates */

/* C's operator precedence, lowest first. */
%right ASSIGN PLUS_ASSIGN MINUS_ASSIGN STAR_ASSIGN SLASH_ASSIGN PERCENT_ASSIGN AMP_ASSIGN PIPE_ASSIGN CARET_ASSIGN SHL_ASSIGN SHR_ASSIGN.
%right QUESTION.
%left OROR.
%left ANDAND.
%left PIPE.
%left CARET.
%left AMP.
%left EQEQ NE.
%left LT GT LE GE.
%left SHL SHR.
%left PLUS MINUS.
%left STAR SLASH PERCENT.
%right UNARY.
%nonassoc LOWER_THAN_ELSE.
%nonassoc ELSE.

/* The other terminals, in a fixed order: parse.c's messages group them by
 * ranges (the modifiers STATIC..UNORM, statements IF..RETURN, up to SIZEOF);
 * those of HLSL 2021's C++ side come after. */
%token SEMI LBRACE RBRACE STATIC CONST UNIFORM EXTERN VOLATILE INLINE EXPORT PRECISE SHARED GROUPSHARED
    GLOBALLYCOHERENT IN OUT INOUT ROW_MAJOR COLUMN_MAJOR NOINTERPOLATION LINEAR CENTROID NOPERSPECTIVE
    SAMPLE SNORM UNORM TYPE_NAME TLT TGT COMMA IDENT LBRACKET RBRACKET COLON REGISTER LPAREN RPAREN
    PACKOFFSET DOT STRUCT CLASS TYPEDEF ENUM CBUFFER TBUFFER NAMESPACE IF WHILE DO FOR SWITCH CASE
    DEFAULT BREAK CONTINUE DISCARD RETURN BANG TILDE PLUSPLUS MINUSMINUS THIS INT_LIT FLOAT_LIT
    STRING_LIT TRUE FALSE SIZEOF.
%token TEMPLATE TYPENAME USING OPERATOR INTERFACE COLONCOLON DECLTYPE.

/* ------------------------------------------------------------------ file */

file ::= decls.
decls ::= .
decls ::= decls ext_decl(L).                        { parse_add_decls(p, L); }

%type ext_decl {NodeList}
ext_decl(L) ::= decl_body(D).                       { L = D; }
ext_decl(L) ::= attrs(A) decl_body(D).              { L = parse_attach_attrs(p, A, D); }

/* What may appear at file or namespace scope. */
%type decl_body {NodeList}
decl_body(L) ::= SEMI.                              { L = parse_no_nodes(); }
decl_body(L) ::= var_decl(V) SEMI.                  { L = V.nodes; }
decl_body(L) ::= func_head(F) SEMI.                 { L = parse_one(p, F); }
decl_body(L) ::= func_head(F) block(B).             { L = parse_one(p, parse_func_body(p, F, B)); }
decl_body(L) ::= struct_def(S) SEMI.                { L = parse_one(p, S); }
decl_body(L) ::= struct_head SEMI.                  { L = parse_no_nodes(); }
decl_body(L) ::= typedef_decl(T) SEMI.              { L = T.nodes; }
decl_body(L) ::= enum_def(E) SEMI.                  { L = parse_one(p, E); }
decl_body(L) ::= cb_head(H) LBRACE members(M) RBRACE. { L = parse_cbuffer(p, H, M); }
decl_body(L) ::= ns_head(N) LBRACE decls RBRACE.    { L = parse_namespace_end(p, N); }
decl_body(L) ::= NAMESPACE(K) IDENT(N) ASSIGN IDENT(T) SEMI. { L = parse_one(p, parse_namespace_alias(p, K, N, T)); }
decl_body(L) ::= template_decl(T).                  { L = parse_one(p, T); }
decl_body(L) ::= TEMPLATE(K) func_head(F) SEMI.     { L = parse_one(p, parse_explicit_instance(p, K, F, NULL)); }
decl_body(L) ::= TEMPLATE(K) STRUCT TYPE_NAME(N) TLT targs(A) TGT SEMI. { L = parse_one(p, parse_explicit_instance(p, K, NULL, parse_type(p, N, &A))); }
decl_body(L) ::= TEMPLATE(K) CLASS TYPE_NAME(N) TLT targs(A) TGT SEMI. { L = parse_one(p, parse_explicit_instance(p, K, NULL, parse_type(p, N, &A))); }
decl_body(L) ::= using_decl(U) SEMI.                { L = parse_one(p, U); }
decl_body(L) ::= error SEMI.                        { L = parse_no_nodes(); }

/* ---------------------------------------------------------- declarations */

%type mods {Mods}
mods(A) ::= mod(K).                                 { A = parse_mods_add(p, parse_no_mods(), K); }
mods(A) ::= mods(B) mod(K).                         { A = parse_mods_add(p, B, K); }

mod(A) ::= STATIC(K).           { A = K; }
mod(A) ::= CONST(K).            { A = K; }
mod(A) ::= UNIFORM(K).          { A = K; }
mod(A) ::= EXTERN(K).           { A = K; }
mod(A) ::= VOLATILE(K).         { A = K; }
mod(A) ::= INLINE(K).           { A = K; }
mod(A) ::= EXPORT(K).           { A = K; }
mod(A) ::= PRECISE(K).          { A = K; }
mod(A) ::= SHARED(K).           { A = K; }
mod(A) ::= GROUPSHARED(K).      { A = K; }
mod(A) ::= GLOBALLYCOHERENT(K). { A = K; }
mod(A) ::= IN(K).               { A = K; }
mod(A) ::= OUT(K).              { A = K; }
mod(A) ::= INOUT(K).            { A = K; }
mod(A) ::= ROW_MAJOR(K).        { A = K; }
mod(A) ::= COLUMN_MAJOR(K).     { A = K; }
mod(A) ::= NOINTERPOLATION(K).  { A = K; }
mod(A) ::= LINEAR(K).           { A = K; }
mod(A) ::= CENTROID(K).         { A = K; }
mod(A) ::= NOPERSPECTIVE(K).    { A = K; }
mod(A) ::= SAMPLE(K).           { A = K; }
mod(A) ::= SNORM(K).            { A = K; }
mod(A) ::= UNORM(K).            { A = K; }

%type decl_specs {DeclSpec}
decl_specs(A) ::= type(T).                          { A = parse_specs(p, parse_no_mods(), T); }
decl_specs(A) ::= mods(M) type(T).                  { A = parse_specs(p, M, T); }

/* Types as written: float4, vector<float, 4>, StructuredBuffer<S>, ns::T. */
%type type {TypeSpec *}
type(A) ::= TYPE_NAME(N).                           { A = parse_type(p, N, NULL); }
type(A) ::= TYPE_NAME(N) TLT targs(L) TGT.          { A = parse_type(p, N, &L); }
type(A) ::= TYPE_NAME(N) TLT TGT.                   { A = parse_type_empty_args(p, N); }
type(A) ::= TYPE_NAME(N) TLT TGT COLONCOLON TYPE_NAME(M). { A = parse_member_type(p, parse_type_empty_args(p, N), M); }
type(A) ::= TYPE_NAME(N) TLT targs(L) TGT COLONCOLON TYPE_NAME(M). { A = parse_member_type(p, parse_type(p, N, &L), M); }
type(A) ::= TYPENAME TYPE_NAME(N) TLT targs(L) TGT COLONCOLON IDENT(M). { A = parse_member_type(p, parse_type(p, N, &L), M); }
type(A) ::= TYPENAME type(T).                       { A = T; }
type(A) ::= DECLTYPE(K) LPAREN expr(E) RPAREN.      { A = parse_decltype(p, K, E); }
type(A) ::= STRUCT TYPE_NAME(N).                    { A = parse_type(p, N, NULL); }
type(A) ::= STRUCT TYPE_NAME(N) TLT targs(L) TGT.   { A = parse_type(p, N, &L); }
type(A) ::= ENUM TYPE_NAME(N).                      { A = parse_type(p, N, NULL); }

%type targs {TypeArgList}
targs(A) ::= targ(X).                               { A = parse_targs_first(p, X); }
targs(A) ::= targs(B) COMMA targ(X).                { A = parse_targs_more(p, B, X); }
%type targ {struct TypeArg}
targ(A) ::= type(T).                                { A = parse_targ_type(p, T); }
targ(A) ::= SNORM type(T).                          { A = parse_targ_type(p, T); }
targ(A) ::= UNORM type(T).                          { A = parse_targ_type(p, T); }
targ(A) ::= e(E).                                   { A = parse_targ_expr(p, E); }

/* A declared name; a type's name here declares a variable that hides it. */
%type decl_name {const Token *}
decl_name(A) ::= IDENT(N).                          { A = N; }
decl_name(A) ::= TYPE_NAME(N).                      { A = parse_shadow(p, N); }

%type var_decl {DeclList}
var_decl(L) ::= decl_specs(S) declarator(D).        { L = parse_vars_first(p, S, D); }
var_decl(L) ::= struct_def(T) declarator(D).        { L = parse_vars_struct(p, T, D); }
var_decl(L) ::= var_decl(B) COMMA declarator(D).    { L = B; parse_vars_more(p, &L, D); }

%type declarator {Node *}
declarator(A) ::= decl_name(N) dims(D) annots(X) init_opt(I). { A = parse_declarator(p, N, D, X, I); }

/* Array dimensions: [4][2]; [] (unsized) is a NULL entry. */
%type dims {NodeList}
dims(A) ::= .                                       { A = parse_no_nodes(); }
dims(A) ::= dims(B) LBRACKET expr(E) RBRACKET.      { A = B; parse_append(p, &A, E); }
dims(A) ::= dims(B) LBRACKET RBRACKET.              { A = B; parse_append(p, &A, NULL); }

%type annots {Annots}
annots(A) ::= .                                     { A = parse_no_annots(); }
annots(A) ::= annots(B) COLON semantic(S).          { A = B; parse_annot_semantic(p, &A, S); }
annots(A) ::= annots(B) COLON INT_LIT(W).           { A = B; parse_annot_bits(p, &A, W); }
annots(A) ::= annots(B) COLON REGISTER LPAREN IDENT(R) RPAREN. { A = B; parse_annot_register(p, &A, R, NULL); }
annots(A) ::= annots(B) COLON REGISTER LPAREN IDENT(R) COMMA IDENT(S) RPAREN. { A = B; parse_annot_register(p, &A, R, S); }
annots(A) ::= annots(B) COLON PACKOFFSET LPAREN IDENT(R) RPAREN. { A = B; parse_annot_packoffset(p, &A, R, NULL); }
annots(A) ::= annots(B) COLON PACKOFFSET LPAREN IDENT(R) DOT IDENT(C) RPAREN. { A = B; parse_annot_packoffset(p, &A, R, C); }

semantic(A) ::= IDENT(N).                           { A = N; }
semantic(A) ::= TYPE_NAME(N).                       { A = N; }

%type init_opt {Node *}
init_opt(A) ::= .                                   { A = NULL; }
init_opt(A) ::= ASSIGN initializer(I).              { A = I; }

%type initializer {Node *}
initializer(A) ::= e(E).                            { A = E; }
initializer(A) ::= LBRACE(T) init_items(L) RBRACE.  { A = parse_init_list(p, T, L); }
initializer(A) ::= LBRACE(T) init_items(L) COMMA RBRACE. { A = parse_init_list(p, T, L); }
initializer(A) ::= LBRACE(T) RBRACE.                { A = parse_init_list(p, T, parse_no_nodes()); }

%type init_items {NodeList}
init_items(A) ::= initializer(I).                   { A = parse_one(p, I); }
init_items(A) ::= init_items(B) COMMA initializer(I). { A = B; parse_append(p, &A, I); }

/* ------------------------------------------------------------- functions */

%type func_head {Node *}
func_head(A) ::= decl_specs(S) decl_name(N) LPAREN params(L) RPAREN annots(X). { A = parse_func_head(p, S, N, L, X); }
func_head(A) ::= decl_specs(S) decl_name(N) TLT targs(T) TGT LPAREN params(L) RPAREN annots(X). { A = parse_func_head_targs(p, parse_func_head(p, S, N, L, X), &T); }
func_head(A) ::= decl_specs(S) op_name(N) LPAREN params(L) RPAREN annots(X). { A = parse_func_head(p, S, N, L, X); }
func_head(A) ::= OPERATOR(K) type(T) LPAREN params(L) RPAREN annots(X). { A = parse_conversion_op(p, K, T, L, X); }

%type params {NodeList}
params(A) ::= .                                     { A = parse_no_nodes(); }
params(A) ::= param_list(L).                        { A = parse_params_done(p, L); }
%type param_list {NodeList}
param_list(A) ::= param(X).                         { A = parse_one(p, X); }
param_list(A) ::= param_list(B) COMMA param(X).     { A = B; parse_append(p, &A, X); }

%type param {Node *}
param(A) ::= decl_specs(S) decl_name(N) dims(D) annots(X) init_opt(I). { A = parse_param(p, S, N, D, X, I); }
param(A) ::= decl_specs(S).                         { A = parse_param(p, S, NULL, parse_no_nodes(), parse_no_annots(), NULL); }
param(A) ::= attrs(T) decl_specs(S) decl_name(N) dims(D) annots(X) init_opt(I). { A = parse_param(p, S, N, D, X, I); A->param.attrs = T; }

/* ------------------------------------------- structs, typedefs, enums ... */

/* The keyword is not a nonterminal of its own here: `struct S` also names
 * a type (elaborated, in `type` below), and reducing it first would clash. */
%type struct_head {Node *}
struct_head(A) ::= STRUCT(K) sname(N) base_opt(B).  { A = parse_struct_head(p, K, N, B); }
struct_head(A) ::= CLASS(K) sname(N) base_opt(B).   { A = parse_struct_head(p, K, N, B); }
struct_head(A) ::= INTERFACE(K) sname(N) base_opt(B). { A = parse_struct_head(p, K, N, B); }
struct_head(A) ::= STRUCT(K).                       { A = parse_struct_head(p, K, NULL, NULL); }
struct_head(A) ::= CLASS(K).                        { A = parse_struct_head(p, K, NULL, NULL); }
struct_head(A) ::= STRUCT(K) TYPE_NAME(N) TLT targs(L) TGT base_opt(B). { A = parse_struct_spec_head(p, K, N, &L, B); }
struct_head(A) ::= CLASS(K) TYPE_NAME(N) TLT targs(L) TGT base_opt(B). { A = parse_struct_spec_head(p, K, N, &L, B); }

sname(A) ::= IDENT(N).                              { A = N; }
sname(A) ::= TYPE_NAME(N).                          { A = N; }

%type base_opt {TypeSpec *}
base_opt(A) ::= .                                   { A = NULL; }
base_opt(A) ::= COLON base_list(L).                 { A = L; }
%type base_list {TypeSpec *}
base_list(A) ::= type(T).                           { A = T; }
base_list(A) ::= base_list(B) COMMA type(T).        { A = parse_more_bases(p, B, T); }

%type struct_def {Node *}
struct_def(A) ::= struct_head(H) LBRACE members(M) RBRACE. { A = parse_struct_def(p, H, M); }

/* Members of a struct, class or cbuffer. */
%type members {NodeList}
members(A) ::= .                                    { A = parse_no_nodes(); }
members(A) ::= members(B) member(M).                { A = B; parse_append_all(p, &A, M); }

%type member {NodeList}
member(L) ::= member_body(D).                       { L = D; }
member(L) ::= attrs(A) member_body(D).              { L = parse_attach_attrs(p, A, D); }

%type member_body {NodeList}
member_body(L) ::= SEMI.                            { L = parse_no_nodes(); }
member_body(L) ::= var_decl(V) SEMI.                { L = V.nodes; }
member_body(L) ::= func_head(F) SEMI.               { L = parse_one(p, F); }
member_body(L) ::= func_head(F) block(B).           { L = parse_one(p, parse_func_body(p, F, B)); }
member_body(L) ::= struct_def(S) SEMI.              { L = parse_one(p, S); }
member_body(L) ::= typedef_decl(T) SEMI.            { L = T.nodes; }
member_body(L) ::= enum_def(E) SEMI.                { L = parse_one(p, E); }
member_body(L) ::= template_decl(T).                { L = parse_one(p, T); }
member_body(L) ::= using_decl(U) SEMI.              { L = parse_one(p, U); }
member_body(L) ::= error SEMI.                      { L = parse_no_nodes(); }

%type typedef_decl {DeclList}
typedef_decl(L) ::= TYPEDEF(K) decl_specs(S) tdef_name(N) dims(D). { L = parse_typedef_first(p, K, S, N, D); }
typedef_decl(L) ::= TYPEDEF(K) struct_def(T) tdef_name(N) dims(D). { L = parse_typedef_struct(p, K, T, N, D); }
typedef_decl(L) ::= typedef_decl(B) COMMA tdef_name(N) dims(D). { L = B; parse_typedef_more(p, &L, N, D); }

tdef_name(A) ::= IDENT(N).                          { A = parse_declare_type(p, N); }
tdef_name(A) ::= TYPE_NAME(N).                      { A = parse_declare_type(p, N); }

%type enum_head {Node *}
enum_head(A) ::= ENUM(K) sname(N) base_opt(B).      { A = parse_enum_head(p, K, false, N, B); }
enum_head(A) ::= ENUM(K) base_opt(B).               { A = parse_enum_head(p, K, false, NULL, B); }
enum_head(A) ::= ENUM(K) CLASS sname(N) base_opt(B). { A = parse_enum_head(p, K, true, N, B); }
enum_head(A) ::= ENUM(K) STRUCT sname(N) base_opt(B). { A = parse_enum_head(p, K, true, N, B); }

%type enum_def {Node *}
enum_def(A) ::= enum_head(H) LBRACE enumerators(L) RBRACE. { A = parse_enum_def(p, H, L); }
enum_def(A) ::= enum_head(H) LBRACE enumerators(L) COMMA RBRACE. { A = parse_enum_def(p, H, L); }
enum_def(A) ::= enum_head(H) LBRACE RBRACE.         { A = parse_enum_def(p, H, parse_no_nodes()); }

%type enumerators {NodeList}
enumerators(A) ::= enumerator(E).                   { A = parse_one(p, E); }
enumerators(A) ::= enumerators(B) COMMA enumerator(E). { A = B; parse_append(p, &A, E); }
%type enumerator {Node *}
enumerator(A) ::= IDENT(N).                         { A = parse_enumerator(p, N, NULL); }
enumerator(A) ::= IDENT(N) ASSIGN e(E).             { A = parse_enumerator(p, N, E); }

%type cb_head {Node *}
cb_head(A) ::= CBUFFER(K) sname(N) annots(X).       { A = parse_cbuffer_head(p, K, N, X); }
cb_head(A) ::= TBUFFER(K) sname(N) annots(X).       { A = parse_cbuffer_head(p, K, N, X); }

%type ns_head {Node *}
ns_head(A) ::= NAMESPACE(K) IDENT(N).               { A = parse_namespace_head(p, K, N); }

/* ------------------------------------------- templates, operators, using */

/* template<typename T, uint N = 4> declaration; template<> for an explicit
 * specialization (parse_template.c). */
%type template_decl {Node *}
template_decl(A) ::= template_head(H) func_head(F) SEMI. { A = parse_template(p, H, F); }
template_decl(A) ::= template_head(H) func_head(F) block(B). { A = parse_template(p, H, parse_func_body(p, F, B)); }
template_decl(A) ::= template_head(H) struct_def(S) SEMI. { A = parse_template(p, H, S); }
template_decl(A) ::= template_head(H) struct_head(S) SEMI. { A = parse_template(p, H, S); }
template_decl(A) ::= template_head(H) using_decl(U) SEMI. { A = parse_template(p, H, U); }
template_decl(A) ::= template_head(H) attrs(T) func_head(F) SEMI. { A = parse_template(p, H, parse_template_attrs(p, T, F)); }
template_decl(A) ::= template_head(H) attrs(T) func_head(F) block(B). { A = parse_template(p, H, parse_func_body(p, parse_template_attrs(p, T, F), B)); }

%type template_head {Node *}
template_head(A) ::= TEMPLATE(K) TLT tparams(L) TGT. { A = parse_template_head(p, K, L); }
template_head(A) ::= TEMPLATE(K) TLT TGT.           { A = parse_template_head(p, K, parse_no_nodes()); }

%type tparams {NodeList}
tparams(A) ::= tparam(X).                           { A = parse_one(p, X); }
tparams(A) ::= tparams(B) COMMA tparam(X).          { A = B; parse_append(p, &A, X); }

%type tparam {Node *}
tparam(A) ::= TYPENAME tparam_name(N).              { A = parse_tparam_type(p, N, NULL); }
tparam(A) ::= TYPENAME tparam_name(N) ASSIGN type(T). { A = parse_tparam_type(p, N, T); }
tparam(A) ::= CLASS tparam_name(N).                 { A = parse_tparam_type(p, N, NULL); }
tparam(A) ::= TYPENAME ELLIPSIS(K) tparam_name(N).  { A = parse_tparam_variadic(p, K, N); }
tparam(A) ::= CLASS ELLIPSIS(K) tparam_name(N).     { A = parse_tparam_variadic(p, K, N); }
tparam(A) ::= CLASS tparam_name(N) ASSIGN type(T).  { A = parse_tparam_type(p, N, T); }
tparam(A) ::= type(T) decl_name(N).                 { A = parse_tparam_value(p, T, N, NULL); }
tparam(A) ::= type(T) decl_name(N) ASSIGN e(E).     { A = parse_tparam_value(p, T, N, E); }
tparam_name(A) ::= IDENT(N).                        { A = parse_declare_tparam(p, N); }
tparam_name(A) ::= TYPE_NAME(N).                    { A = parse_declare_tparam(p, N); }

/* using namespace N; using N::x; using T = type; */
%type using_decl {Node *}
using_decl(A) ::= USING(K) NAMESPACE IDENT(N).      { A = parse_using(p, K, N, true); }
using_decl(A) ::= USING(K) NAMESPACE TYPE_NAME(N).  { A = parse_using(p, K, N, true); }
using_decl(A) ::= USING(K) IDENT(N).                { A = parse_using(p, K, N, false); }
using_decl(A) ::= USING(K) TYPE_NAME(N).            { A = parse_using(p, K, N, false); }
using_decl(A) ::= USING(K) tdef_name(N) ASSIGN type(T) dims(D). { A = parse_using_alias(p, K, N, T, D); }
using_decl(A) ::= USING(K) tdef_name(N) ASSIGN mods(M) type(T) dims(D). { A = parse_using_alias_mods(p, parse_using_alias(p, K, N, T, D), M); }
using_decl(A) ::= USING(K) tdef_name(N) attrs(X) ASSIGN type(T) dims(D). { A = parse_alias_attrs(p, parse_using_alias(p, K, N, T, D), X); }
using_decl(A) ::= USING(K) tdef_name(N) attrs(X) ASSIGN mods(M) type(T) dims(D). { A = parse_alias_attrs(p, parse_using_alias_mods(p, parse_using_alias(p, K, N, T, D), M), X); }

/* operator+, operator[], operator(): the name of an operator method. */
%type op_name {const Token *}
op_name(A) ::= OPERATOR(K) op_token(T).             { A = parse_op_name(p, K, T, NULL); }
op_name(A) ::= OPERATOR(K) LBRACKET(T) RBRACKET.    { A = parse_op_name(p, K, T, "[]"); }
op_name(A) ::= OPERATOR(K) LPAREN(T) RPAREN.        { A = parse_op_name(p, K, T, "()"); }
op_token(A) ::= PLUS(T).    { A = T; }
op_token(A) ::= MINUS(T).   { A = T; }
op_token(A) ::= STAR(T).    { A = T; }
op_token(A) ::= SLASH(T).   { A = T; }
op_token(A) ::= PERCENT(T). { A = T; }
op_token(A) ::= AMP(T).     { A = T; }
op_token(A) ::= PIPE(T).    { A = T; }
op_token(A) ::= CARET(T).   { A = T; }
op_token(A) ::= TILDE(T).   { A = T; }
op_token(A) ::= BANG(T).    { A = T; }
op_token(A) ::= LT(T).      { A = T; }
op_token(A) ::= GT(T).      { A = T; }
op_token(A) ::= LE(T).      { A = T; }
op_token(A) ::= GE(T).      { A = T; }
op_token(A) ::= EQEQ(T).    { A = T; }
op_token(A) ::= NE(T).      { A = T; }
op_token(A) ::= ANDAND(T).  { A = T; }
op_token(A) ::= OROR(T).    { A = T; }
op_token(A) ::= SHL(T).     { A = T; }
op_token(A) ::= SHR(T).     { A = T; }
op_token(A) ::= COMMA(T).   { A = T; }
op_token(A) ::= ASSIGN(T).  { A = T; }
op_token(A) ::= PLUS_ASSIGN(T).    { A = T; }
op_token(A) ::= MINUS_ASSIGN(T).   { A = T; }
op_token(A) ::= STAR_ASSIGN(T).    { A = T; }
op_token(A) ::= SLASH_ASSIGN(T).   { A = T; }
op_token(A) ::= PERCENT_ASSIGN(T). { A = T; }
op_token(A) ::= AMP_ASSIGN(T).     { A = T; }
op_token(A) ::= PIPE_ASSIGN(T).    { A = T; }
op_token(A) ::= CARET_ASSIGN(T).   { A = T; }
op_token(A) ::= SHL_ASSIGN(T).     { A = T; }
op_token(A) ::= SHR_ASSIGN(T).     { A = T; }
op_token(A) ::= PLUSPLUS(T).       { A = T; }
op_token(A) ::= MINUSMINUS(T).     { A = T; }

/* ------------------------------------------------------------ attributes */

/* [numthreads(8, 8, 1)], [unroll], [[vk::binding(0, 1)]], [[a, b(1)]]. */
%type attrs {AttrList}
attrs(A) ::= attr_group(G).                         { A = G; }
attrs(A) ::= attrs(B) attr_group(G).                { A = B; parse_attrs_append(p, &A, G); }

%type attr_group {AttrList}
attr_group(A) ::= LBRACKET attr(X) RBRACKET.        { A = parse_attr_one(p, X); }
attr_group(A) ::= LBRACKET LBRACKET attr_seq(L) RBRACKET RBRACKET. { A = L; }
%type attr_seq {AttrList}
attr_seq(A) ::= attr(X).                            { A = parse_attr_one(p, X); }
attr_seq(A) ::= attr_seq(B) COMMA attr(X).          { A = B; parse_attrs_append(p, &A, parse_attr_one(p, X)); }

%type attr {Attribute *}
attr(A) ::= attr_name(N).                           { A = parse_attr(p, N, NULL); }
attr(A) ::= attr_name(N) LPAREN RPAREN.             { A = parse_attr(p, N, NULL); }
attr(A) ::= attr_name(N) LPAREN args(L) RPAREN.     { A = parse_attr(p, N, &L); }
attr_name(A) ::= IDENT(N).                          { A = N; }
attr_name(A) ::= TYPE_NAME(N).                      { A = N; }

/* ------------------------------------------------------------ statements */

%type block {Node *}
block(A) ::= LBRACE(T) stmts(L) RBRACE.             { A = parse_block(p, T, L); }

%type stmts {NodeList}
stmts(A) ::= .                                      { A = parse_no_nodes(); }
stmts(A) ::= stmts(B) stmt(S).                      { A = B; parse_append(p, &A, S); }

%type stmt {Node *}
stmt(A) ::= stmt_body(S).                           { A = S; }
stmt(A) ::= attrs(T) stmt_body(S).                  { A = parse_stmt_attrs(p, T, S); }

%type stmt_body {Node *}
stmt_body(A) ::= block(B).                          { A = B; }
stmt_body(A) ::= var_decl(L) SEMI.                  { A = parse_decl_stmt(p, L); }
stmt_body(A) ::= struct_def(S) SEMI.                { A = parse_decl_stmt(p, parse_decl_of(p, S, S->loc)); }
stmt_body(A) ::= typedef_decl(L) SEMI.              { A = parse_decl_stmt(p, L); }
stmt_body(A) ::= enum_def(E) SEMI.                  { A = parse_decl_stmt(p, parse_decl_of(p, E, E->loc)); }
stmt_body(A) ::= using_decl(U) SEMI.                { A = parse_decl_stmt(p, parse_decl_of(p, U, U->loc)); }
stmt_body(A) ::= expr(E) SEMI.                      { A = parse_expr_stmt(p, E); }
stmt_body(A) ::= SEMI(K).                           { A = parse_simple_stmt(p, ND_EMPTY, K); }
stmt_body(A) ::= IF(K) LPAREN expr(C) RPAREN stmt(T). [LOWER_THAN_ELSE] { A = parse_if(p, K, C, T, NULL); }
stmt_body(A) ::= IF(K) LPAREN expr(C) RPAREN stmt(T) ELSE stmt(F). { A = parse_if(p, K, C, T, F); }
stmt_body(A) ::= WHILE(K) LPAREN expr(C) RPAREN stmt(B). { A = parse_while(p, K, C, B); }
stmt_body(A) ::= DO(K) stmt(B) WHILE LPAREN expr(C) RPAREN SEMI. { A = parse_do(p, K, B, C); }
stmt_body(A) ::= FOR(K) LPAREN for_init(I) expr_opt(C) SEMI expr_opt(S) RPAREN stmt(B). { A = parse_for(p, K, I, C, S, B); }
stmt_body(A) ::= SWITCH(K) LPAREN expr(C) RPAREN stmt(B). { A = parse_switch(p, K, C, B); }
stmt_body(A) ::= CASE(K) expr(E) COLON.             { A = parse_case(p, K, E); }
stmt_body(A) ::= DEFAULT(K) COLON.                  { A = parse_case(p, K, NULL); }
stmt_body(A) ::= BREAK(K) SEMI.                     { A = parse_simple_stmt(p, ND_BREAK, K); }
stmt_body(A) ::= CONTINUE(K) SEMI.                  { A = parse_simple_stmt(p, ND_CONTINUE, K); }
stmt_body(A) ::= DISCARD(K) SEMI.                   { A = parse_simple_stmt(p, ND_DISCARD, K); }
stmt_body(A) ::= RETURN(K) SEMI.                    { A = parse_return(p, K, NULL); }
stmt_body(A) ::= RETURN(K) expr(E) SEMI.            { A = parse_return(p, K, E); }
stmt_body(A) ::= error SEMI.                        { A = NULL; }

%type for_init {Node *}
for_init(A) ::= SEMI.                               { A = NULL; }
for_init(A) ::= expr(E) SEMI.                       { A = parse_expr_stmt(p, E); }
for_init(A) ::= var_decl(L) SEMI.                   { A = parse_decl_stmt(p, L); }

%type expr_opt {Node *}
expr_opt(A) ::= .                                   { A = NULL; }
expr_opt(A) ::= expr(E).                            { A = E; }

/* ----------------------------------------------------------- expressions */

/* expr: with the comma operator; e: an assignment-expression (arguments,
 * initializers). */
%type expr {Node *}
expr(A) ::= e(E).                                   { A = E; }
expr(A) ::= expr(L) COMMA e(R).                     { A = parse_comma(p, L, R); }

%type e {Node *}
e(A) ::= postfix(X).                                { A = X; }
e(A) ::= e(L) ASSIGN(O) e(R).                       { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) PLUS_ASSIGN(O) e(R).                  { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) MINUS_ASSIGN(O) e(R).                 { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) STAR_ASSIGN(O) e(R).                  { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) SLASH_ASSIGN(O) e(R).                 { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) PERCENT_ASSIGN(O) e(R).               { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) AMP_ASSIGN(O) e(R).                   { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) PIPE_ASSIGN(O) e(R).                  { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) CARET_ASSIGN(O) e(R).                 { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) SHL_ASSIGN(O) e(R).                   { A = parse_assign(p, O, L, R); }
e(A) ::= e(L) SHR_ASSIGN(O) e(R).                   { A = parse_assign(p, O, L, R); }
e(A) ::= e(C) QUESTION expr(T) COLON e(F). [QUESTION] { A = parse_cond(p, C, T, F); }
e(A) ::= e(L) OROR(O) e(R).                         { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) ANDAND(O) e(R).                       { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) PIPE(O) e(R).                         { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) CARET(O) e(R).                        { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) AMP(O) e(R).                          { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) EQEQ(O) e(R).                         { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) NE(O) e(R).                           { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) LT(O) e(R).                           { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) GT(O) e(R).                           { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) LE(O) e(R).                           { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) GE(O) e(R).                           { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) SHL(O) e(R).                          { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) SHR(O) e(R).                          { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) PLUS(O) e(R).                         { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) MINUS(O) e(R).                        { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) STAR(O) e(R).                         { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) SLASH(O) e(R).                        { A = parse_binary(p, O, L, R); }
e(A) ::= e(L) PERCENT(O) e(R).                      { A = parse_binary(p, O, L, R); }
e(A) ::= MINUS(O) e(X). [UNARY]                     { A = parse_unary(p, O, X); }
e(A) ::= PLUS(O) e(X). [UNARY]                      { A = parse_unary(p, O, X); }
e(A) ::= BANG(O) e(X). [UNARY]                      { A = parse_unary(p, O, X); }
e(A) ::= TILDE(O) e(X). [UNARY]                     { A = parse_unary(p, O, X); }
e(A) ::= PLUSPLUS(O) e(X). [UNARY]                  { A = parse_unary(p, O, X); }
e(A) ::= MINUSMINUS(O) e(X). [UNARY]                { A = parse_unary(p, O, X); }
e(A) ::= LPAREN(K) type(T) RPAREN e(X). [UNARY]     { A = parse_cast(p, K, T, parse_no_nodes(), X); }
e(A) ::= LPAREN(K) type(T) cast_dims(D) RPAREN e(X). [UNARY] { A = parse_cast(p, K, T, D, X); }

%type cast_dims {NodeList}
cast_dims(A) ::= LBRACKET expr(E) RBRACKET.         { A = parse_one(p, E); }
cast_dims(A) ::= cast_dims(B) LBRACKET expr(E) RBRACKET. { A = B; parse_append(p, &A, E); }

%type postfix {Node *}
postfix(A) ::= primary(X).                          { A = X; }
postfix(A) ::= postfix(B) LBRACKET(K) expr(I) RBRACKET. { A = parse_index(p, K, B, I); }
postfix(A) ::= postfix(F) LPAREN args_opt(L) RPAREN. { A = parse_call(p, F, L); }
postfix(A) ::= postfix(O) DOT IDENT(N).             { A = parse_member(p, O, N); }
postfix(A) ::= postfix(O) DOT IDENT(N) TLT targs(T) TGT LPAREN args_opt(L) RPAREN. { A = parse_method_template(p, O, N, &T, L); }
postfix(A) ::= postfix(X) PLUSPLUS(O).              { A = parse_postfix(p, O, X); }
postfix(A) ::= postfix(X) MINUSMINUS(O).            { A = parse_postfix(p, O, X); }

%type primary {Node *}
primary(A) ::= IDENT(T).                            { A = parse_ident(p, T); }
primary(A) ::= IDENT(T) TLT targs(L) TGT.           { A = parse_template_ident(p, T, &L); }
primary(A) ::= IDENT(T) TLT TGT.                    { A = parse_template_ident(p, T, NULL); }
primary(A) ::= TYPE_NAME(N) TLT TGT COLONCOLON IDENT(M). { A = parse_scoped_ident(p, parse_type_empty_args(p, N), M); }
primary(A) ::= TYPE_NAME(N) TLT targs(L) TGT COLONCOLON IDENT(M). { A = parse_scoped_ident(p, parse_type(p, N, &L), M); }
primary(A) ::= TYPE_NAME(N) TLT targs(L) TGT COLONCOLON IDENT(M) TLT targs(T) TGT. { A = parse_ident_targs(p, parse_scoped_ident(p, parse_type(p, N, &L), M), &T); }
primary(A) ::= THIS(T).                             { A = parse_this(p, T); }
primary(A) ::= op_name(N).                          { A = parse_ident(p, N); }
primary(A) ::= INT_LIT(T).                          { A = parse_int_lit(p, T); }
primary(A) ::= FLOAT_LIT(T).                        { A = parse_float_lit(p, T); }
primary(A) ::= STRING_LIT(T).                       { A = parse_string_lit(p, T); }
primary(A) ::= TRUE(T).                             { A = parse_bool_lit(p, T, true); }
primary(A) ::= FALSE(T).                            { A = parse_bool_lit(p, T, false); }
primary(A) ::= LPAREN expr(E) RPAREN.               { A = E; }
primary(A) ::= type(T) LPAREN args_opt(L) RPAREN.   { A = parse_ctor(p, T, L); }
primary(A) ::= SIZEOF(K) LPAREN type(T) RPAREN.     { A = parse_sizeof(p, K, T, NULL); }
primary(A) ::= SIZEOF(K) LPAREN type(T) cast_dims(D) RPAREN. { A = parse_sizeof_array(p, parse_sizeof(p, K, T, NULL), D); }
primary(A) ::= SIZEOF(K) LPAREN expr(E) RPAREN.     { A = parse_sizeof(p, K, NULL, E); }

%type args_opt {NodeList}
args_opt(A) ::= .                                   { A = parse_no_nodes(); }
args_opt(A) ::= args(L).                            { A = L; }
%type args {NodeList}
args(A) ::= e(E).                                   { A = parse_one(p, E); }
args(A) ::= args(B) COMMA e(E).                     { A = B; parse_append(p, &A, E); }

%code {
/* The Lemon engine as parse.c drives it. The parser lives in the
 * compilation's arena: a longjmp out of a diagnostic leaks nothing. */
void *hlsl_parser_new(Arena *a)
{
    /* not zeroed: 4096 stack entries, of which a shader uses a few dozen;
     * hlslParseInit sets what the engine reads before it writes */
    yyParser *y = arena_alloc_raw(a, sizeof *y);
    hlslParseInit(y);
    return y;
}

bool hlsl_parser_in_error(void *parser)
{
    yyParser *y = parser;
    return y->yytos->major == YYERRORSYMBOL;
}

int hlsl_parser_open_braces(void *parser)
{
    yyParser *y = parser;
    int n = 0;
    for (yyStackEntry *e = y->yystack; e <= y->yytos; e++)
        n += e->major == T_LBRACE;
    return n;
}

void hlsl_parser_error_done(void *parser)
{
    ((yyParser *)parser)->yyerrcnt = -1;
}

/* Whether terminal tok could come next: runs the reductions it would cause
 * on a copy of the state stack, so that default reductions do not hide what
 * the states below would have accepted. */
static bool yy_accepts(yyParser *y, YYCODETYPE tok)
{
    static const int cap = YYSTACKDEPTH + 8;
    YYACTIONTYPE st[YYSTACKDEPTH + 8];
    int n = 0;
    for (yyStackEntry *e = y->yystack; e <= y->yytos && n < cap; e++)
        st[n++] = e->stateno;
    for (int guard = 0; guard < 10000; guard++) {
        YYACTIONTYPE act = yy_find_shift_action(tok, st[n - 1]);
        if (act >= YY_MIN_REDUCE) {
            int rule = act - YY_MIN_REDUCE;
            n += yyRuleInfoNRhs[rule];
            if (n < 1)
                return false;
            st[n] = yy_find_reduce_action(st[n - 1], yyRuleInfoLhs[rule]);
            if (++n >= cap)
                return true;
        } else {
            return act <= YY_MAX_SHIFTREDUCE || act == YY_ACCEPT_ACTION;
        }
    }
    return false;
}

/* The terminals the parser would accept in its current state. */
static int yy_expected(struct yyParser *y, int *out)
{
    int n = 0;
    for (int t = 1; t < YYNTOKEN; t++)
        if (t != YYERRORSYMBOL && yy_accepts(y, (YYCODETYPE)t))
            out[n++] = t;
    return n;
}
}
