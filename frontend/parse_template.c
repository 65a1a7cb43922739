/* The AST builders for HLSL 2021's C++ side (parser.y's "templates,
 * operators, using" rules): template declarations and their parameters,
 * explicit specializations and instantiations, operator names, using
 * declarations and aliases, namespace aliases, S<T>::x, __decltype and
 * bit-field widths. Positions follow the conventions at the top of parse.c:
 * a declaration sits at its name, a template at its `template` keyword. */
#include "parse_internal.h"
#include <string.h>

/* Templates and operator overloading are HLSL 2021 (before it, DXC:
 * "'template' is a reserved keyword in HLSL"). */
static void needs_2021(Parser *p, const Token *kw)
{
    const PrismOptions *o = p->c->opts;
    if (o && o->hlsl_version && o->hlsl_version < 2021) {
        diag(p->c, kw->loc, D_PARSE_NEEDS_2021, token_spelling[kw->kind]);
        p->errors++;
    }
}

static struct TypeArg *targs_of(TypeArgList *l, int *n)
{
    *n = l ? l->len : 0;
    return l && l->len ? l->data : NULL;
}

/* ------------------------------------------------------------- templates */

Node *parse_template_head(Parser *p, const Token *kw, NodeList params)
{
    needs_2021(p, kw);
    Node *t = ast_new(p->c, ND_TEMPLATE, kw->loc);
    t->tmpl.params = params;
    return t;
}

Node *parse_tparam_type(Parser *p, const Token *name, TypeSpec *def)
{
    Node *n = ast_new(p->c, ND_TPARAM, name->loc);
    n->tparam.name = name->text;
    n->tparam.is_type = true;
    n->tparam.def_type = def;
    return n;
}

Node *parse_tparam_value(Parser *p, TypeSpec *type, const Token *name, Node *def)
{
    Node *n = ast_new(p->c, ND_TPARAM, name->loc);
    n->tparam.name = name->text;
    n->tparam.spec = type;
    n->tparam.def_expr = def;
    return n;
}

/* The declaration a template head applies to. A struct or function that
 * names arguments (struct S<0>, f<int>) is a specialization of the
 * template of that name; a function template's name opens template
 * arguments from here on (f<float>(x)). */
Node *parse_template(Parser *p, Node *head, Node *decl)
{
    head->tmpl.decl = decl;
    if (!decl)
        return head;
    head->loc = decl->loc; /* a template is where its name is */
    switch (decl->kind) {
    case ND_STRUCT:
        head->tmpl.num_spec = decl->strukt.num_targs;
        head->tmpl.spec = decl->strukt.targs;
        break;
    case ND_FUNC:
        head->tmpl.num_spec = decl->func.num_targs;
        head->tmpl.spec = decl->func.targs;
        if (decl->func.name && !decl->func.qualifier)
            parse_declare_template_func(p, decl->func.name);
        break;
    default:
        break;
    }
    return head;
}

/* template<typename T> [[vk::ext_instruction(204)]] T f(T);: attributes
 * of a function template go between its head and its declaration (C++
 * [temp.pre]: the head is followed by a declaration, which may start with
 * an attribute list). */
Node *parse_template_attrs(Parser *p, AttrList attrs, Node *func)
{
    parse_attach_attrs(p, attrs, parse_one(p, func));
    return func;
}

Node *parse_explicit_instance(Parser *p, const Token *kw, Node *func, TypeSpec *type)
{
    needs_2021(p, kw);
    Node *t = ast_new(p->c, ND_TEMPLATE, func ? func->loc : type->loc);
    t->tmpl.explicit_instance = true;
    t->tmpl.decl = func;
    t->tmpl.instantiate = type;
    return t;
}

Node *parse_struct_spec_head(Parser *p, const Token *kw, const Token *name, TypeArgList *args, TypeSpec *base)
{
    Node *s = parse_struct_head(p, kw, NULL, base);
    s->loc = name->loc;
    s->strukt.name = name->text;
    s->strukt.targs = targs_of(args, &s->strukt.num_targs);
    parse_set_scope_prefix(p, name->text);
    return s;
}

Node *parse_func_head_targs(Parser *p, Node *func, TypeArgList *args)
{
    func->func.targs = targs_of(args, &func->func.num_targs);
    return func;
}

/* ------------------------------------------------------------- operators */

/* "operator+": the method name an operator is declared and found by. */
const Token *parse_op_name(Parser *p, const Token *kw, const Token *op, const char *spelling)
{
    needs_2021(p, kw);
    const char *text = spelling ? spelling : op->text && *op->text ? op->text : token_spelling[op->kind];
    Token *t = ARENA_NEW(p->c->arena, Token);
    *t = *kw;
    t->kind = TK_IDENT;
    t->text = intern_cstr(p->c->strs, arena_printf(p->c->arena, "operator%s", text));
    t->len = (uint32_t)strlen(t->text);
    return t;
}

/* operator float4(): DXC "conversion operator is not supported in HLSL". */
Node *parse_conversion_op(Parser *p, const Token *kw, TypeSpec *type, NodeList params, Annots an)
{
    diag(p->c, kw->loc, D_PARSE_CONVERSION_OP, type->name ? type->name : "T", type->name ? type->name : "T");
    p->errors++;
    Node *f = ast_new(p->c, ND_FUNC, kw->loc);
    f->func.name = intern_cstr(p->c->strs, arena_printf(p->c->arena, "operator %s", type->name ? type->name : ""));
    f->func.ret_spec = type;
    f->func.params = params;
    f->func.stage = -1;
    return f;
}

/* ----------------------------------------------------------------- using */

Node *parse_using(Parser *p, const Token *kw, const Token *name, bool is_namespace)
{
    Node *u = ast_new(p->c, ND_USING, name->loc);
    u->use.target = name->text;
    u->use.is_namespace = is_namespace;
    if (!is_namespace && !strstr(name->text, "::")) {
        diag(p->c, name->loc, D_PARSE_USING_QUALIFIED, name->text, name->text);
        p->errors++;
    }
    parse_using_types(p, name->text, is_namespace);
    return u;
}

/* using T = type;: a typedef by another spelling. */
Node *parse_using_alias(Parser *p, const Token *kw, const Token *name, TypeSpec *type, NodeList dims)
{
    Node *t = ast_new(p->c, ND_TYPEDEF, name->loc);
    t->tdef.name = name->text;
    t->tdef.spec = type;
    t->tdef.dims_expr = dims;
    return t;
}

/* using X = const T;: an alias of a qualified type, as DXC's <vk/spirv.h>
 * writes WorkgroupSpirvPointer. C++ [dcl.type] lets only cv-qualifiers
 * into a type-id; the rest (static, groupshared, in ...) qualify
 * declarations, not types. */
Node *parse_using_alias_mods(Parser *p, Node *alias, Mods m)
{
    if (m.bits & ~(unsigned)(MOD_CONST | MOD_VOLATILE)) {
        diag(p->c, m.loc, D_PARSE_ALIAS_MODS, alias->tdef.name);
        p->errors++;
    }
    alias->tdef.mods = m.bits & (MOD_CONST | MOD_VOLATILE);
    return alias;
}

/* using X [[vk::ext_capability(39)]] = T;: C++ [dcl.pre] puts an alias's
 * attributes after its name (HLSL proposal 0011 declares what an inline
 * SPIR-V type needs this way). */
Node *parse_alias_attrs(Parser *p, Node *alias, AttrList attrs)
{
    parse_attrs_append(p, &alias->tdef.attrs, attrs);
    return alias;
}

Node *parse_namespace_alias(Parser *p, const Token *kw, const Token *name, const Token *target)
{
    Node *u = ast_new(p->c, ND_USING, name->loc);
    u->use.alias = name->text;
    u->use.target = target->text;
    u->use.is_namespace = true;
    parse_namespace_alias_types(p, name->text, target->text);
    return u;
}

/* --------------------------------------------------------- names, types */

TypeSpec *parse_member_type(Parser *p, TypeSpec *scope, const Token *name)
{
    TypeSpec *t = typespec_new(p->c, name->loc, name->text);
    t->scope = scope;
    return t;
}

TypeSpec *parse_more_bases(Parser *p, TypeSpec *first, TypeSpec *more)
{
    TypeSpec *t = first;
    while (t->next)
        t = t->next;
    t->next = more;
    return first;
}

TypeSpec *parse_decltype(Parser *p, const Token *kw, Node *e)
{
    TypeSpec *t = typespec_new(p->c, kw->loc, intern_cstr(p->c->strs, "__decltype"));
    t->decltype_expr = e;
    return t;
}

Node *parse_sizeof_array(Parser *p, Node *size_of, NodeList dims)
{
    size_of->size_of.dims_expr = dims;
    return size_of;
}

void parse_annot_bits(Parser *p, Annots *a, const Token *width)
{
    Node *lit = parse_int_lit(p, width);
    uint64_t v = lit && lit->kind == ND_INT_LIT ? lit->ilit.value : 0;
    a->bit_width = v == 0 ? -1 : v > 64 ? 65 : (int)v;
    a->bit_loc = width->loc;
}

Node *parse_tparam_variadic(Parser *p, const Token *ellipsis, const Token *name)
{
    diag(p->c, ellipsis->loc, D_PARSE_VARIADIC_TEMPLATE);
    p->errors++;
    return parse_tparam_type(p, name, NULL);
}

TypeSpec *parse_type_empty_args(Parser *p, const Token *name)
{
    TypeSpec *t = parse_type(p, name, NULL);
    t->empty_args = true; /* S<>: every argument from its default */
    return t;
}

Node *parse_template_ident(Parser *p, const Token *name, TypeArgList *args)
{
    Node *n = parse_ident(p, name);
    IdentQual *q = ast_ident_qual(p->c, n);
    q->targs = targs_of(args, &q->num_targs);
    return n;
}

/* S<T>::f<U>: a member template of a template-id, with its arguments. */
Node *parse_ident_targs(Parser *p, Node *ident, TypeArgList *args)
{
    IdentQual *q = ast_ident_qual(p->c, ident);
    q->targs = targs_of(args, &q->num_targs);
    return ident;
}

Node *parse_scoped_ident(Parser *p, TypeSpec *scope, const Token *name)
{
    Node *n = ast_new(p->c, ND_IDENT, name->loc);
    n->ident.name = name->text;
    ast_ident_qual(p->c, n)->scope = scope;
    return n;
}
