/* Methods as call candidates: which of a struct's methods (and method
 * templates) a name means, S::f() and S<T>::f() static calls, and methods
 * defined out of their struct (float S::f() { ... }). */
#include <string.h>
#include "sema.h"

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

static bool names_method(const Node *m, const char *name)
{
    if (m->kind == ND_FUNC)
        return m->func.name && !strcmp(m->func.name, name) && !m->func.qualifier;
    return m->kind == ND_TEMPLATE && !m->tmpl.primary && m->tmpl.decl && m->tmpl.decl->kind == ND_FUNC &&
           m->tmpl.decl->func.name && !strcmp(m->tmpl.decl->func.name, name);
}

/* C++ [class.member.lookup]: the methods named so in the most derived
 * struct that declares the name hide those of its bases. */
NodeList sema_method_candidates(Sema *s, const Type *t, const char *name)
{
    NodeList out = {0};
    for (; t && t->kind == TY_STRUCT && !out.len; t = t->base) {
        if (!t->decl)
            continue;
        NodeList *m = &t->decl->strukt.members;
        for (int i = 0; i < m->len; i++)
            if (m->data[i] && names_method(m->data[i], name))
                vec_push(s->c->arena, &out, m->data[i]);
    }
    return out;
}

static bool is_static(const Node *m)
{
    if (m->kind == ND_TEMPLATE)
        m = m->tmpl.decl;
    return m->func.is_static_method || (m->func.ret_mods & MOD_STATIC);
}

/* S::f(args): f must be static (C++ [class.static]: no object to call it
 * on), unless this is an S (Base::f() in a method of a derived struct). */
Type *sema_static_call(Sema *s, Node *n, const Type *st, const char *qual, NodeList *cands, Type **args, int nargs)
{
    Node *callee = n->call.callee;
    const Type *self = s->strukt ? s->strukt->type : NULL;
    bool on_this = self && (self == st || type_is_base_of(st, self));
    for (int i = 0; i < cands->len && !on_this; i++)
        if (!is_static(cands->data[i])) {
            diag(s->c, callee->loc, D_SEMA_NOT_STATIC, qual, callee->ident.name);
            return fail(s, n);
        }
    if (on_this)
        n->call.object = sema_this_node(s, callee->loc);
    return sema_resolve_user(s, n, callee->ident.name, cands, args, nargs);
}

/* S<T>::f(args). */
Type *sema_scoped_call(Sema *s, Node *n, Type **args, int nargs)
{
    Node *callee = n->call.callee;
    Type *st = sema_resolve_type(s, ident_scope(callee), NULL, 0);
    if (st->kind == TY_ERROR)
        return fail(s, n);
    NodeList cands = sema_method_candidates(s, st, callee->ident.name);
    if (!cands.len) {
        diag(s->c, callee->loc, D_SEMA_NO_METHOD, type_name(s->c, st), callee->ident.name);
        return fail(s, n);
    }
    return sema_static_call(s, n, st, type_name(s->c, st), &cands, args, nargs);
}

bool sema_expand_call_templates(Sema *s, Node *n, const char *name, NodeList *cands, Type **args, int nargs)
{
    Node *callee = n->call.callee;
    int nt = callee && callee->kind == ND_IDENT ? ident_num_targs(callee) : 0;
    bool any = false;
    for (int i = 0; i < cands->len; i++)
        any |= cands->data[i]->kind == ND_TEMPLATE;
    if (nt && !any) {
        diag(s->c, callee->loc, D_SEMA_NOT_TEMPLATE, name);
        return false;
    }
    if (!any)
        return true;
    const char *why = NULL;
    if (!sema_expand_templates(s, n, cands, args, nargs, nt ? ident_targs(callee) : NULL, nt, &why))
        return false;
    if (!cands->len) {
        diag(s->c, n->loc, D_SEMA_DEDUCE_FAIL, name, why ? why : "no template takes these arguments", name);
        return false;
    }
    return true;
}

/* float S::f(float x) { ... }: the body of a method declared in S,
 * checked as a method of S in S's scope; declaring it there links the
 * declaration to it (sema_declare). */
void sema_out_of_line_method(Sema *s, Node *f)
{
    SymKind kind = SYM_NONE;
    Node *st = sema_lookup(s, NULL, f->func.qualifier, &kind, NULL);
    if (!st || kind != SYM_TYPE || st->kind != ND_STRUCT || !st->type) {
        const char *full = arena_printf(s->c->arena, "%s::%s", f->func.qualifier, f->func.name);
        if (st)
            diag(s->c, f->loc, D_SEMA_NOT_A_TYPE, f->func.qualifier);
        else
            diag(s->c, f->loc, D_SEMA_UNDECLARED, full);
        return;
    }
    Scope *saved = s->scope;
    s->scope = sema_scope_of(s, st);
    int errors = s->c->errors;
    sema_method_signature(s, f, st);
    NodeList cands = sema_method_candidates(s, st->type, f->func.name);
    Node *decl = NULL;
    for (int i = 0; i < cands.len && !decl; i++)
        if (cands.data[i] != f && cands.data[i]->kind == ND_FUNC && cands.data[i]->func.definition == f)
            decl = cands.data[i];
    if (!decl && s->c->errors == errors) {
        diag(s->c, f->loc, D_SEMA_NO_SUCH_METHOD, f->func.name, st->strukt.name);
    } else if (decl) {
        f->func.is_static_method = decl->func.is_static_method; /* `static` is not repeated */
        sema_method_body(s, f);
    }
    s->scope = saved;
}

/* uint S::count = 0;: the definition of a static data member declared in
 * S gives it its initializer; it declares nothing of its own. */
void sema_out_of_line_static(Sema *s, Node *v)
{
    const char *name = v->var.name, *last = NULL;
    for (const char *p = strstr(name, "::"); p; p = strstr(p + 2, "::"))
        last = p;
    const char *qual = intern(s->c->strs, name, (size_t)(last - name));
    const char *field = intern_cstr(s->c->strs, last + 2);
    SymKind kind = SYM_NONE;
    Node *st = sema_lookup(s, NULL, qual, &kind, NULL);
    Scope *sc = st && kind == SYM_TYPE && st->kind == ND_STRUCT ? sema_scope_of(s, st) : NULL;
    Node *m = sc ? sema_lookup_scope(s, sc, field, &kind, NULL) : NULL;
    if (!m || kind != SYM_VAR || m->kind != ND_VAR || !(m->var.mods & MOD_STATIC)) {
        diag(s->c, v->loc, D_SEMA_NO_STATIC_MEMBER, field, qual);
        return;
    }
    if (m->var.init) {
        diag(s->c, v->loc, D_SEMA_REDEFINITION, name, m->loc.line);
        return;
    }
    Type *t = sema_resolve_type(s, v->var.spec, &v->var.dims_expr, v->var.mods);
    if (t->kind != TY_ERROR && m->type && t != m->type) {
        diag(s->c, v->loc, D_SEMA_CONVERT, type_name(s->c, t), type_name(s->c, m->type), "the definition of a static member");
        return;
    }
    Scope *saved = s->scope;
    s->scope = sc;
    m->var.init = v->var.init;
    sema_initializer(s, &m->var.init, m->type);
    s->scope = saved;
}

/* Whether e can be dropped: a name or a member or element of one, with no
 * call, assignment or ++ inside. */
static bool pure(const Node *e)
{
    switch (e->kind) {
    case ND_IDENT: case ND_INT_LIT: case ND_FLOAT_LIT: case ND_BOOL_LIT: return true;
    case ND_MEMBER: return pure(e->member.object);
    case ND_INDEX: return pure(e->index.base) && pure(e->index.index);
    case ND_CAST: return pure(e->cast.expr);
    default: return false;
    }
}

Type *sema_static_via_object(Sema *s, Node **e, const Type *t)
{
    Node *n = *e;
    Scope *sc = NULL;
    Node *d = NULL;
    SymKind kind = SYM_NONE;
    for (const Type *b = t; b && b->kind == TY_STRUCT && !d; b = b->base)
        if ((sc = sema_struct_scope(s, (Type *)b)))
            d = sema_lookup_scope(s, sc, n->member.name, &kind, NULL);
    if (!d || kind != SYM_VAR || d->kind != ND_VAR || !(d->var.mods & MOD_STATIC))
        return NULL;
    /* obj.count is S::count; obj is still evaluated when it could matter */
    Node *id = ast_new(s->c, ND_IDENT, n->loc);
    id->ident.name = n->member.name;
    id->ident.sym = SYM_VAR;
    id->ident.decl = d;
    id->type = d->type;
    if (pure(n->member.object)) {
        *e = id;
        return id->type;
    }
    Node *c = ast_new(s->c, ND_COMMA, n->loc);
    c->comma.lhs = n->member.object;
    c->comma.rhs = id;
    c->type = id->type;
    *e = c;
    return c->type;
}
