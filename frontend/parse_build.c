/* The AST builders the grammar's actions call (parser.y), one per construct.
 * Positions follow the conventions written at the top of parse.c. */
#include "parse_internal.h"
#include <ctype.h>
#include <limits.h>
#include <string.h>

/* ------------------------------------------------------------------ lists */

NodeList parse_no_nodes(void)
{
    return (NodeList){0};
}

void parse_append(Parser *p, NodeList *list, Node *n)
{
    vec_push(parse_arena(p), list, n);
}

void parse_append_all(Parser *p, NodeList *list, NodeList more)
{
    for (int i = 0; i < more.len; i++)
        vec_push(parse_arena(p), list, more.data[i]);
}

/* Room for exactly one: most lists (a declaration's variables, a call's
 * arguments) stay at one, and vec's first size is eight. */
NodeList parse_one(Parser *p, Node *n)
{
    NodeList l = {ARENA_NEW(parse_arena(p), Node *), 1, 1};
    l.data[0] = n;
    return l;
}

void parse_add_decls(Parser *p, NodeList decls)
{
    parse_append_all(p, vec_last(&p->targets), decls);
}

/* The first token of an expression (binary nodes sit at their operator). */
SrcLoc parse_expr_start(const Node *e)
{
    for (;;) {
        switch (e->kind) {
        case ND_BINARY: case ND_ASSIGN: e = e->op.lhs; break;
        case ND_MEMBER: e = e->member.object; break;
        case ND_INDEX: e = e->index.base; break;
        case ND_CALL:
            if (!e->call.callee)
                return e->loc;
            e = e->call.callee;
            break;
        default:
            return e->loc;
        }
    }
}

/* ------------------------------------------------------ types, modifiers */

static unsigned mod_bit(TokKind k)
{
    switch (k) {
    case TK_KW_STATIC: return MOD_STATIC;
    case TK_KW_CONST: return MOD_CONST;
    case TK_KW_UNIFORM: return MOD_UNIFORM;
    case TK_KW_EXTERN: return MOD_EXTERN;
    case TK_KW_VOLATILE: return MOD_VOLATILE;
    case TK_KW_INLINE: return MOD_INLINE;
    case TK_KW_EXPORT: return MOD_EXPORT;
    case TK_KW_PRECISE: return MOD_PRECISE;
    case TK_KW_SHARED: return MOD_SHARED;
    case TK_KW_GROUPSHARED: return MOD_GROUPSHARED;
    case TK_KW_GLOBALLYCOHERENT: return MOD_GLOBALLYCOHERENT;
    case TK_KW_IN: return MOD_IN;
    case TK_KW_OUT: return MOD_OUT;
    case TK_KW_INOUT: return MOD_INOUT;
    case TK_KW_ROW_MAJOR: return MOD_ROW_MAJOR;
    case TK_KW_COLUMN_MAJOR: return MOD_COLUMN_MAJOR;
    case TK_KW_NOINTERPOLATION: return MOD_NOINTERPOLATION;
    case TK_KW_LINEAR: return MOD_LINEAR;
    case TK_KW_CENTROID: return MOD_CENTROID;
    case TK_KW_NOPERSPECTIVE: return MOD_NOPERSPECTIVE;
    case TK_KW_SAMPLE: return MOD_SAMPLE;
    case TK_KW_SNORM: return MOD_SNORM;
    case TK_KW_UNORM: return MOD_UNORM;
    default: return 0;
    }
}

Mods parse_no_mods(void)
{
    return (Mods){0, {0, 0, 0}};
}

Mods parse_mods_add(Parser *p, Mods m, const Token *kw)
{
    if (!m.bits)
        m.loc = kw->loc;
    m.bits |= mod_bit(kw->kind);
    return m;
}

DeclSpec parse_specs(Parser *p, Mods m, TypeSpec *spec)
{
    unsigned bits = m.bits;
    if ((bits & MOD_IN) && (bits & MOD_OUT))
        bits = (bits & ~(unsigned)(MOD_IN | MOD_OUT)) | MOD_INOUT; /* "in out" is inout */
    return (DeclSpec){bits, spec, m.bits ? m.loc : spec->loc};
}

TypeSpec *parse_type(Parser *p, const Token *name, TypeArgList *args)
{
    TypeSpec *t = typespec_new(p->c, name->loc, name->text);
    if (args && args->len) {
        t->num_args = args->len;
        t->args = args->data;
    }
    return t;
}

TypeArgList parse_targs_first(Parser *p, struct TypeArg a)
{
    TypeArgList l = {0};
    vec_push(parse_arena(p), &l, a);
    return l;
}

TypeArgList parse_targs_more(Parser *p, TypeArgList list, struct TypeArg a)
{
    vec_push(parse_arena(p), &list, a);
    return list;
}

struct TypeArg parse_targ_type(Parser *p, TypeSpec *t)
{
    return (struct TypeArg){t, NULL};
}

struct TypeArg parse_targ_expr(Parser *p, Node *e)
{
    return (struct TypeArg){NULL, e};
}

/* The type of a variable or typedef declared with a struct defined in place. */
static TypeSpec *spec_of_struct(Parser *p, Node *strukt)
{
    TypeSpec *t = typespec_new(p->c, strukt->loc, strukt->strukt.name);
    t->def = strukt;
    return t;
}

/* ---------------------------------------------------- semantics, registers */

Annots parse_no_annots(void)
{
    return (Annots){NULL, NULL, 0, {0, 0, 0}};
}

void parse_annot_semantic(Parser *p, Annots *a, const Token *name)
{
    a->semantic = name->text;
}

/* "u3" -> 'u', 3; false if it is not a letter and a number. */
static bool split_register(const char *s, const char *classes, char *cls, int *index)
{
    char c = (char)tolower((unsigned char)s[0]);
    if (!c || !strchr(classes, c) || !isdigit((unsigned char)s[1]))
        return false;
    long v = 0;
    for (const char *q = s + 1; *q; q++) {
        if (!isdigit((unsigned char)*q))
            return false;
        v = v * 10 + (*q - '0');
        if (v > INT_MAX)
            return false;
    }
    *cls = c;
    *index = (int)v;
    return true;
}

/* "space2" -> 2 */
static bool split_space(const char *s, int *space)
{
    char cls;
    return strncmp(s, "space", 5) == 0 && split_register(s + 4, "e", &cls, space);
}

static Register *new_register(Parser *p, SrcLoc loc)
{
    Register *r = ARENA_NEW(parse_arena(p), Register);
    r->loc = loc;
    r->space = -1;
    return r;
}

/* register(u3), register(t1, space2), register(ps_5_0, s0) */
void parse_annot_register(Parser *p, Annots *a, const Token *reg, const Token *space)
{
    Register *r = new_register(p, reg->loc);
    const Token *slot = reg;
    if (space && !split_space(space->text, &r->space) &&
        split_register(space->text, "tubsc", &r->cls, &r->index)) {
        r->profile = reg->text; /* the profile form */
        slot = space;
        space = NULL;
    }
    if (slot == reg && !split_register(reg->text, "tubsc", &r->cls, &r->index)) {
        diag(p->c, reg->loc, D_PARSE_BAD_REGISTER, reg->text);
        return;
    }
    if (space && !split_space(space->text, &r->space)) {
        diag(p->c, space->loc, D_PARSE_BAD_SPACE, space->text);
        return;
    }
    /* HLSL takes one register per class: `S s : register(t3) : register(u5)`
     * binds a struct's textures from t3 and its UAVs from u5 (sema). */
    Register **at = &a->reg;
    for (; *at; at = &(*at)->next)
        if ((*at)->cls == r->cls || (*at)->cls == 'c') {
            diag(p->c, reg->loc, D_PARSE_TWO_REGISTERS);
            break;
        }
    *at = r;
}

/* packoffset(c2), packoffset(c2.y) */
void parse_annot_packoffset(Parser *p, Annots *a, const Token *reg, const Token *comp)
{
    Register *r = new_register(p, reg->loc);
    if (!split_register(reg->text, "c", &r->cls, &r->index)) {
        diag(p->c, reg->loc, D_PARSE_BAD_PACKOFFSET, reg->text);
        return;
    }
    if (comp) {
        const char *s = comp->text;
        const char *at = s[0] && !s[1] ? strchr("xyzw", s[0]) : NULL;
        if (!at) {
            diag(p->c, reg->loc, D_PARSE_BAD_PACKOFFSET, arena_printf(p->c->arena, "%s.%s", reg->text, s));
            return;
        }
        r->component = (int)(at - "xyzw");
    }
    if (a->reg)
        diag(p->c, reg->loc, D_PARSE_TWO_REGISTERS);
    a->reg = r;
}

/* --------------------------------------------------------- nesting depth */

static uint32_t depth_of(const Node *n) { return n ? n->depth : 0; }
static uint32_t max_depth(uint32_t a, uint32_t b) { return a > b ? a : b; }

static uint32_t list_depth(NodeList l)
{
    uint32_t d = 0;
    for (int i = 0; i < l.len; i++)
        d = max_depth(d, depth_of(l.data[i]));
    return d;
}

/* Gives n the height of its deepest child plus one. Past PARSE_MAX_DEPTH it
 * reports once and stops the parse (parse_internal.h says why). */
static Node *nest(Parser *p, Node *n, uint32_t child)
{
    n->depth = child <= PARSE_MAX_DEPTH ? child + 1 : PARSE_MAX_DEPTH + 1; /* 16 bits */
    if (n->depth > PARSE_MAX_DEPTH && !p->stop) {
        diag(p->c, n->loc, n->kind >= ND_INT_LIT ? D_PARSE_EXPR_DEPTH : D_PARSE_STMT_DEPTH, PARSE_MAX_DEPTH);
        p->errors++;
        p->stop = true;
    }
    return n;
}

/* ----------------------------------------------------------- declarations */

Node *parse_declarator(Parser *p, const Token *name, NodeList dims, Annots an, Node *init)
{
    Node *v = ast_new(p->c, ND_VAR, name->loc);
    v->var.name = name->text;
    v->var.dims_expr = dims;
    v->var.semantic = an.semantic;
    v->var.reg = an.reg;
    v->var.bit_width = an.bit_width;
    v->var.init = init;
    v->depth = depth_of(init);
    return v;
}

/* A declaration's mods with #pragma pack_matrix's default when it names no layout. */
unsigned parse_pack_matrix(const Parser *p, unsigned mods)
{
    return mods & (MOD_ROW_MAJOR | MOD_COLUMN_MAJOR) ? mods : mods | p->pack_matrix;
}

DeclList parse_vars_first(Parser *p, DeclSpec s, Node *var)
{
    var->var.spec = s.spec;
    var->var.mods = parse_pack_matrix(p, s.mods);
    return (DeclList){parse_one(p, var), s.loc};
}

DeclList parse_vars_struct(Parser *p, Node *strukt, Node *var)
{
    var->var.spec = spec_of_struct(p, strukt);
    DeclList l = {parse_one(p, strukt), strukt->loc};
    parse_append(p, &l.nodes, var);
    return l;
}

void parse_vars_more(Parser *p, DeclList *l, Node *var)
{
    for (int i = l->nodes.len - 1; i >= 0; i--) {
        Node *prev = l->nodes.data[i];
        if (prev->kind == ND_VAR) {
            var->var.spec = prev->var.spec;
            var->var.mods = prev->var.mods;
            break;
        }
    }
    parse_append(p, &l->nodes, var);
}

DeclList parse_decl_of(Parser *p, Node *n, SrcLoc loc)
{
    return (DeclList){parse_one(p, n), loc};
}

static void no_register(Parser *p, Annots an, const char *what)
{
    if (an.reg)
        diag(p->c, an.reg->loc, D_PARSE_REGISTER_PLACE, what);
}

Node *parse_func_head(Parser *p, DeclSpec s, const Token *name, NodeList params, Annots an)
{
    Node *f = ast_new(p->c, ND_FUNC, name->loc);
    f->func.name = name->text;
    const char *sep = strstr(name->text, "::");
    if (sep) { /* float S::f() { } defines a method of S */
        const char *last = sep;
        for (const char *q = strstr(sep + 2, "::"); q; q = strstr(q + 2, "::"))
            last = q;
        f->func.qualifier = intern(p->c->strs, name->text, (size_t)(last - name->text));
        f->func.name = intern_cstr(p->c->strs, last + 2);
    }
    f->func.ret_spec = s.spec;
    f->func.ret_mods = s.mods;
    f->func.params = params;
    f->func.semantic = an.semantic;
    f->func.stage = -1;
    no_register(p, an, "functions");
    if (parse_in_template_head(p) && !f->func.qualifier)
        parse_declare_template_func(p, f->func.name); /* f<N - 1>() in its own body */
    return f;
}

Node *parse_func_body(Parser *p, Node *func, Node *body)
{
    func->func.body = body;
    return func;
}

Node *parse_param(Parser *p, DeclSpec s, const Token *name, NodeList dims, Annots an, Node *def)
{
    Node *n = ast_new(p->c, ND_PARAM, name ? name->loc : s.loc);
    n->param.name = name ? name->text : NULL;
    n->param.spec = s.spec;
    n->param.mods = s.mods;
    n->param.dims_expr = dims;
    n->param.num_dims = dims.len;
    n->param.semantic = an.semantic;
    n->param.default_value = def;
    no_register(p, an, "parameters");
    return n;
}

/* f(void) declares no parameters. */
NodeList parse_params_done(Parser *p, NodeList params)
{
    if (params.len == 1) {
        Node *only = params.data[0];
        if (!only->param.name && !only->param.mods && only->param.spec->name == p->s_void &&
            !only->param.spec->num_args)
            return parse_no_nodes();
    }
    return params;
}

Node *parse_struct_head(Parser *p, const Token *kw, const Token *name, TypeSpec *base)
{
    Node *s = ast_new(p->c, ND_STRUCT, name ? name->loc : kw->loc);
    s->strukt.name = name ? name->text : NULL;
    s->strukt.base = base;
    s->strukt.is_class = kw->kind == TK_KW_CLASS;
    s->strukt.is_interface = kw->kind == TK_KW_INTERFACE;
    if (name) {
        parse_declare_type(p, name);
        parse_set_scope_prefix(p, name->text);
    }
    return s;
}

Node *parse_struct_def(Parser *p, Node *head, NodeList members)
{
    head->strukt.members = members;
    for (int i = 0; i < members.len; i++) {
        Node *m = members.data[i];
        if (m->kind == ND_VAR) {
            m->var.owner = head;
        } else if (m->kind == ND_FUNC) {
            m->func.owner = head;
            m->func.is_static_method = (m->func.ret_mods & MOD_STATIC) != 0;
        }
    }
    return head;
}

static Node *new_typedef(Parser *p, const Token *name, TypeSpec *spec, unsigned mods, NodeList dims)
{
    Node *t = ast_new(p->c, ND_TYPEDEF, name->loc);
    t->tdef.name = name->text;
    t->tdef.spec = spec;
    t->tdef.mods = parse_pack_matrix(p, mods);
    t->tdef.dims_expr = dims;
    return t;
}

DeclList parse_typedef_first(Parser *p, const Token *kw, DeclSpec s, const Token *name, NodeList dims)
{
    return (DeclList){parse_one(p, new_typedef(p, name, s.spec, s.mods, dims)), kw->loc};
}

DeclList parse_typedef_struct(Parser *p, const Token *kw, Node *strukt, const Token *name, NodeList dims)
{
    DeclList l = {parse_one(p, strukt), kw->loc};
    parse_append(p, &l.nodes, new_typedef(p, name, spec_of_struct(p, strukt), 0, dims));
    return l;
}

void parse_typedef_more(Parser *p, DeclList *l, const Token *name, NodeList dims)
{
    Node *prev = vec_last(&l->nodes);
    parse_append(p, &l->nodes, new_typedef(p, name, prev->tdef.spec, prev->tdef.mods, dims));
}

Node *parse_enum_head(Parser *p, const Token *kw, bool is_class, const Token *name, TypeSpec *base)
{
    Node *e = ast_new(p->c, ND_ENUM, name ? name->loc : kw->loc);
    e->enm.name = name ? name->text : NULL;
    e->enm.is_class = is_class;
    e->enm.base = base;
    if (name) {
        parse_declare_type(p, name);
        parse_set_scope_prefix(p, name->text);
    }
    return e;
}

Node *parse_enum_def(Parser *p, Node *head, NodeList members)
{
    head->enm.members = members;
    for (int i = 0; i < members.len; i++)
        members.data[i]->enumerator.owner = head;
    return head;
}

Node *parse_enumerator(Parser *p, const Token *name, Node *value)
{
    Node *e = ast_new(p->c, ND_ENUMERATOR, name->loc);
    e->enumerator.name = name->text;
    e->enumerator.value = value;
    return e;
}

Node *parse_cbuffer_head(Parser *p, const Token *kw, const Token *name, Annots an)
{
    Node *b = ast_new(p->c, ND_CBUFFER, name->loc);
    b->cbuf.name = name->text;
    b->cbuf.is_tbuffer = kw->kind == TK_KW_TBUFFER;
    b->cbuf.reg = an.reg;
    return b;
}

/* A cbuffer holds variables; types declared inside it go before it. */
NodeList parse_cbuffer(Parser *p, Node *head, NodeList members)
{
    NodeList out = {0};
    for (int i = 0; i < members.len; i++) {
        Node *m = members.data[i];
        if (m->kind == ND_VAR) {
            m->var.cbuffer = head;
            parse_append(p, &head->cbuf.members, m);
        } else if (m->kind == ND_FUNC) {
            diag(p->c, m->loc, D_PARSE_CBUFFER_FUNC, m->func.name, head->cbuf.is_tbuffer ? "tbuffer" : "cbuffer");
            p->errors++;
        } else {
            parse_append(p, &out, m);
        }
    }
    parse_append(p, &out, head);
    return out;
}

Node *parse_namespace_head(Parser *p, const Token *kw, const Token *name)
{
    /* namespace A::B { } (C++17) is namespace A { namespace B { } } */
    const char *text = name->text, *sep;
    Node *ns = NULL;
    int depth = 0;
    do {
        sep = strstr(text, "::");
        ns = ast_new(p->c, ND_NAMESPACE, name->loc);
        ns->ns.name = sep ? intern(p->c->strs, text, (size_t)(sep - text)) : intern_cstr(p->c->strs, text);
        parse_add_decls(p, parse_one(p, ns));
        parse_push_target(p, &ns->ns.decls);
        depth++;
        text = sep ? sep + 2 : NULL;
    } while (text);
    ns->ns.depth = depth;
    parse_set_scope_prefix(p, name->text);
    return ns;
}

NodeList parse_namespace_end(Parser *p, Node *ns)
{
    for (int i = 0; i < ns->ns.depth; i++)
        parse_pop_target(p);
    return parse_no_nodes();
}

/* ------------------------------------------------------------- attributes */

AttrList parse_no_attrs(void)
{
    return (AttrList){0};
}

void parse_attrs_append(Parser *p, AttrList *list, AttrList more)
{
    for (int i = 0; i < more.len; i++)
        vec_push(parse_arena(p), list, more.data[i]);
}

AttrList parse_attr_one(Parser *p, Attribute *a)
{
    AttrList l = {0};
    vec_push(parse_arena(p), &l, a);
    return l;
}

Attribute *parse_attr(Parser *p, const Token *name, NodeList *args)
{
    Attribute *a = ARENA_NEW(parse_arena(p), Attribute);
    a->loc = name->loc;
    a->name = name->text;
    if (args)
        a->args = *args;
    return a;
}

static void attrs_ignored(Parser *p, AttrList attrs, const char *where)
{
    for (int i = 0; i < attrs.len; i++)
        diag(p->c, attrs.data[i]->loc, D_PARSE_ATTR_IGNORED, attrs.data[i]->name, where);
}

NodeList parse_attach_attrs(Parser *p, AttrList attrs, NodeList decls)
{
    bool used = false;
    for (int i = 0; i < decls.len; i++) {
        Node *d = decls.data[i];
        if (d->kind == ND_TEMPLATE && d->tmpl.decl) /* [[...]] template<...> T f(); (HLSL proposal 0011's form) */
            d = d->tmpl.decl;
        AttrList *to = d->kind == ND_FUNC ? &d->func.attrs
                     : d->kind == ND_VAR ? &d->var.attrs
                     : d->kind == ND_CBUFFER ? &d->cbuf.attrs
                     : d->kind == ND_TYPEDEF ? &d->tdef.attrs : NULL;
        if (to) {
            parse_attrs_append(p, to, attrs);
            used = true;
        }
    }
    if (!used && decls.len) /* none: a declaration lost to a syntax error */
        attrs_ignored(p, attrs, "this declaration");
    return decls;
}

Node *parse_stmt_attrs(Parser *p, AttrList attrs, Node *stmt)
{
    if (!stmt)
        return NULL;
    switch (stmt->kind) {
    case ND_IF: case ND_FOR: case ND_WHILE: case ND_DO: case ND_SWITCH:
        parse_attrs_append(p, &stmt->ctl.attrs, attrs);
        break;
    case ND_DECL_STMT: { /* [[...]] float x;: the variables' own, as at global scope */
        bool used = false;
        for (int i = 0; i < stmt->decl.vars.len; i++)
            if (stmt->decl.vars.data[i] && stmt->decl.vars.data[i]->kind == ND_VAR) {
                parse_attrs_append(p, &stmt->decl.vars.data[i]->var.attrs, attrs);
                used = true;
            }
        if (!used)
            attrs_ignored(p, attrs, "this declaration");
        break;
    }
    case ND_EXPR_STMT: /* [[vk::ext_capability(N)]] vk::ext_execution_mode(...); sema checks those */
        for (int i = 0; i < attrs.len; i++) {
            Attribute *a = attrs.data[i];
            if (a->name && strncmp(a->name, "vk::ext_", 8) == 0)
                vec_push(parse_arena(p), &stmt->expr_stmt.attrs, a);
            else
                diag(p->c, a->loc, D_PARSE_ATTR_IGNORED, a->name, "this statement");
        }
        break;
    default:
        attrs_ignored(p, attrs, "this statement");
        break;
    }
    return stmt;
}

/* ------------------------------------------------------------- statements */

Node *parse_block(Parser *p, const Token *lbrace, NodeList stmts)
{
    Node *b = ast_new(p->c, ND_BLOCK, lbrace->loc);
    for (int i = 0; i < stmts.len; i++)
        if (stmts.data[i]) /* NULL: a statement lost to a syntax error */
            parse_append(p, &b->block.stmts, stmts.data[i]);
    return nest(p, b, list_depth(b->block.stmts));
}

Node *parse_decl_stmt(Parser *p, DeclList l)
{
    Node *d = ast_new(p->c, ND_DECL_STMT, l.loc);
    d->decl.vars = l.nodes;
    return nest(p, d, list_depth(l.nodes));
}

Node *parse_expr_stmt(Parser *p, Node *e)
{
    Node *s = ast_new(p->c, ND_EXPR_STMT, parse_expr_start(e));
    s->expr_stmt.expr = e;
    return nest(p, s, depth_of(e));
}

Node *parse_simple_stmt(Parser *p, NodeKind kind, const Token *kw)
{
    return ast_new(p->c, kind, kw->loc);
}

Node *parse_return(Parser *p, const Token *kw, Node *value)
{
    Node *r = ast_new(p->c, ND_RETURN, kw->loc);
    r->ret.value = value;
    return nest(p, r, depth_of(value));
}

static Node *control(Parser *p, NodeKind kind, const Token *kw)
{
    return ast_new(p->c, kind, kw->loc);
}

Node *parse_if(Parser *p, const Token *kw, Node *cond, Node *then_, Node *else_)
{
    Node *n = control(p, ND_IF, kw);
    n->ctl.cond = cond;
    n->ctl.body = then_;
    n->ctl.else_ = else_;
    return nest(p, n, max_depth(depth_of(cond), max_depth(depth_of(then_), depth_of(else_))));
}

Node *parse_while(Parser *p, const Token *kw, Node *cond, Node *body)
{
    Node *n = control(p, ND_WHILE, kw);
    n->ctl.cond = cond;
    n->ctl.body = body;
    return nest(p, n, max_depth(depth_of(cond), depth_of(body)));
}

Node *parse_do(Parser *p, const Token *kw, Node *body, Node *cond)
{
    Node *n = control(p, ND_DO, kw);
    n->ctl.cond = cond;
    n->ctl.body = body;
    return nest(p, n, max_depth(depth_of(cond), depth_of(body)));
}

Node *parse_for(Parser *p, const Token *kw, Node *init, Node *cond, Node *step, Node *body)
{
    Node *n = control(p, ND_FOR, kw);
    n->ctl.init = init;
    n->ctl.cond = cond;
    n->ctl.step = step;
    n->ctl.body = body;
    return nest(p, n, max_depth(max_depth(depth_of(init), depth_of(cond)), max_depth(depth_of(step), depth_of(body))));
}

Node *parse_switch(Parser *p, const Token *kw, Node *cond, Node *body)
{
    Node *n = control(p, ND_SWITCH, kw);
    n->ctl.cond = cond;
    n->ctl.body = body;
    return nest(p, n, max_depth(depth_of(cond), depth_of(body)));
}

Node *parse_case(Parser *p, const Token *kw, Node *value)
{
    Node *n = ast_new(p->c, ND_CASE, kw->loc);
    n->label.value = value;
    return nest(p, n, depth_of(value));
}

/* ------------------------------------------------------------ expressions */

Node *parse_ident(Parser *p, const Token *t)
{
    Node *n = ast_new(p->c, ND_IDENT, t->loc);
    const char *name = t->text, *last = NULL;
    if (memchr(name, ':', t->len)) /* only the feeder's merged ns::x names */
        for (const char *q = strstr(name, "::"); q; q = strstr(q + 2, "::"))
            last = q;
    if (last) {
        ast_ident_qual(p->c, n)->qualifier = intern(p->c->strs, name, (size_t)(last - name));
        n->ident.name = intern_cstr(p->c->strs, last + 2);
    } else {
        n->ident.name = name;
    }
    return n;
}

Node *parse_this(Parser *p, const Token *t)
{
    Node *n = ast_new(p->c, ND_IDENT, t->loc);
    n->ident.name = p->s_this;
    return n;
}

Node *parse_bool_lit(Parser *p, const Token *t, bool value)
{
    Node *n = ast_new(p->c, ND_BOOL_LIT, t->loc);
    n->blit.value = value;
    return n;
}

static AstOp binary_op(TokKind k)
{
    switch (k) {
    case TK_PLUS: case TK_PLUS_ASSIGN: return OP_ADD;
    case TK_MINUS: case TK_MINUS_ASSIGN: return OP_SUB;
    case TK_STAR: case TK_STAR_ASSIGN: return OP_MUL;
    case TK_SLASH: case TK_SLASH_ASSIGN: return OP_DIV;
    case TK_PERCENT: case TK_PERCENT_ASSIGN: return OP_MOD;
    case TK_SHL: case TK_SHL_ASSIGN: return OP_SHL;
    case TK_SHR: case TK_SHR_ASSIGN: return OP_SHR;
    case TK_AMP: case TK_AMP_ASSIGN: return OP_BITAND;
    case TK_PIPE: case TK_PIPE_ASSIGN: return OP_BITOR;
    case TK_CARET: case TK_CARET_ASSIGN: return OP_BITXOR;
    case TK_AMPAMP: return OP_LOGAND;
    case TK_PIPEPIPE: return OP_LOGOR;
    case TK_EQEQ: return OP_EQ;
    case TK_NE: return OP_NE;
    case TK_LT: return OP_LT;
    case TK_LE: return OP_LE;
    case TK_GT: return OP_GT;
    case TK_GE: return OP_GE;
    default: return OP_NONE;
    }
}

Node *parse_binary(Parser *p, const Token *op, Node *lhs, Node *rhs)
{
    Node *n = ast_new(p->c, ND_BINARY, op->loc);
    n->op.op = binary_op(op->kind);
    n->op.lhs = lhs;
    n->op.rhs = rhs;
    return nest(p, n, max_depth(depth_of(lhs), depth_of(rhs)));
}

Node *parse_assign(Parser *p, const Token *op, Node *lhs, Node *rhs)
{
    Node *n = ast_new(p->c, ND_ASSIGN, op->loc);
    n->op.op = op->kind == TK_ASSIGN ? OP_NONE : binary_op(op->kind);
    n->op.lhs = lhs;
    n->op.rhs = rhs;
    return nest(p, n, max_depth(depth_of(lhs), depth_of(rhs)));
}

Node *parse_unary(Parser *p, const Token *op, Node *operand)
{
    Node *n = ast_new(p->c, ND_UNARY, op->loc);
    switch (op->kind) {
    case TK_MINUS: n->op.op = OP_NEG; break;
    case TK_PLUS: n->op.op = OP_PLUS; break;
    case TK_BANG: n->op.op = OP_NOT; break;
    case TK_TILDE: n->op.op = OP_BITNOT; break;
    case TK_PLUSPLUS: n->op.op = OP_PRE_INC; break;
    default: n->op.op = OP_PRE_DEC; break;
    }
    n->op.lhs = operand;
    return nest(p, n, depth_of(operand));
}

Node *parse_postfix(Parser *p, const Token *op, Node *operand)
{
    Node *n = ast_new(p->c, ND_UNARY, parse_expr_start(operand));
    n->op.op = op->kind == TK_PLUSPLUS ? OP_POST_INC : OP_POST_DEC;
    n->op.lhs = operand;
    return nest(p, n, depth_of(operand));
}

Node *parse_cond(Parser *p, Node *cond, Node *then_, Node *else_)
{
    Node *n = ast_new(p->c, ND_COND, parse_expr_start(cond));
    n->cond.cond = cond;
    n->cond.then_ = then_;
    n->cond.else_ = else_;
    return nest(p, n, max_depth(depth_of(cond), max_depth(depth_of(then_), depth_of(else_))));
}

Node *parse_comma(Parser *p, Node *lhs, Node *rhs)
{
    Node *n = ast_new(p->c, ND_COMMA, parse_expr_start(lhs));
    n->comma.lhs = lhs;
    n->comma.rhs = rhs;
    return nest(p, n, max_depth(depth_of(lhs), depth_of(rhs)));
}

Node *parse_cast(Parser *p, const Token *lparen, TypeSpec *spec, NodeList dims, Node *e)
{
    Node *n = ast_new(p->c, ND_CAST, lparen->loc);
    n->cast.spec = spec;
    n->cast.dims_expr = dims;
    n->cast.expr = e;
    return nest(p, n, depth_of(e));
}

Node *parse_call(Parser *p, Node *callee, NodeList args)
{
    Node *n = ast_new(p->c, ND_CALL, callee->loc);
    n->call.callee = callee;
    n->call.args = args;
    n->call.intrinsic = -1;
    return nest(p, n, max_depth(depth_of(callee), list_depth(args)));
}

Node *parse_ctor(Parser *p, TypeSpec *spec, NodeList args)
{
    Node *n = ast_new(p->c, ND_CALL, spec->loc);
    n->call.ctor_spec = spec;
    n->call.args = args;
    n->call.intrinsic = -1;
    return nest(p, n, list_depth(args));
}

Node *parse_member(Parser *p, Node *object, const Token *name)
{
    Node *n = ast_new(p->c, ND_MEMBER, name->loc);
    n->member.object = object;
    n->member.name = name->text;
    return nest(p, n, depth_of(object));
}

Node *parse_method_template(Parser *p, Node *object, const Token *name, TypeArgList *targs, NodeList args)
{
    Node *call = parse_call(p, parse_member(p, object, name), args);
    call->call.num_targs = targs->len;
    call->call.targs = targs->data;
    call->call.template_arg = targs->len ? targs->data[0].type : NULL;
    return call;
}

Node *parse_index(Parser *p, const Token *lbracket, Node *base, Node *index)
{
    Node *n = ast_new(p->c, ND_INDEX, lbracket->loc);
    n->index.base = base;
    n->index.index = index;
    return nest(p, n, max_depth(depth_of(base), depth_of(index)));
}

Node *parse_init_list(Parser *p, const Token *lbrace, NodeList items)
{
    Node *n = ast_new(p->c, ND_INIT_LIST, lbrace->loc);
    n->init.items = items;
    return nest(p, n, list_depth(items));
}

Node *parse_sizeof(Parser *p, const Token *kw, TypeSpec *spec, Node *e)
{
    Node *n = ast_new(p->c, ND_SIZEOF, kw->loc);
    n->size_of.spec = spec;
    n->size_of.expr = e;
    return nest(p, n, depth_of(e));
}
