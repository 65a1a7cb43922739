/* HLSL's interfaces and classes (sema.h): interface I { float f(); };
 * class C : I { float f() { ... } }; calls go to the class's methods, so
 * an interface only states what its implementations define. */
#include "sema.h"
#include <string.h>

bool sema_is_interface(const Type *t)
{
    return t && t->kind == TY_STRUCT && t->decl && t->decl->strukt.is_interface;
}

bool sema_value_type_ok(Sema *s, Type *t, SrcLoc loc, const char *name)
{
    const Type *e = t;
    while (e && e->kind == TY_ARRAY)
        e = e->elem;
    if (!sema_is_interface(e))
        return true;
    diag(s->c, loc, D_SEMA_INTERFACE_VALUE, name ? name : "", type_name(s->c, e));
    return false;
}

static bool same_signature(const Node *a, const Node *b)
{
    if (a->type != b->type || a->func.params.len != b->func.params.len)
        return false;
    for (int i = 0; i < a->func.params.len; i++)
        if (a->func.params.data[i]->type != b->func.params.data[i]->type)
            return false;
    return true;
}

/* Whether struct t (or a base) defines a method like m. */
static bool defines(Sema *s, const Type *t, const Node *m)
{
    NodeList c = sema_method_candidates(s, t, m->func.name);
    for (int i = 0; i < c.len; i++)
        if (c.data[i]->kind == ND_FUNC && c.data[i]->func.owner != m->func.owner && same_signature(c.data[i], m) &&
            (c.data[i]->func.body || c.data[i]->func.definition))
            return true;
    return false;
}

static void check_interface_body(Sema *s, Node *st)
{
    for (int i = 0; i < st->strukt.members.len; i++) {
        Node *m = st->strukt.members.data[i];
        if (m->kind == ND_VAR)
            diag(s->c, m->loc, D_SEMA_INTERFACE_MEMBER, st->strukt.name, m->var.name, "a field");
        else if (m->kind == ND_FUNC && m->func.body)
            diag(s->c, m->loc, D_SEMA_INTERFACE_MEMBER, st->strukt.name, m->func.name, "a method with a body");
        else if (m->kind == ND_FUNC && m->func.is_static_method)
            diag(s->c, m->loc, D_SEMA_INTERFACE_MEMBER, st->strukt.name, m->func.name, "a static method");
    }
}

static void check_implements(Sema *s, Node *st, const Type *iface, SrcLoc at)
{
    NodeList *m = &iface->decl->strukt.members;
    for (int i = 0; i < m->len; i++) {
        Node *f = m->data[i];
        if (f->kind == ND_FUNC && !defines(s, st->type, f))
            diag(s->c, at, D_SEMA_INTERFACE_MISSING, st->strukt.name ? st->strukt.name : "", f->func.name,
                 type_name(s->c, iface));
    }
    if (iface->decl->strukt.base) /* interface J : I: C implements I too */
        for (TypeSpec *b = iface->decl->strukt.base; b; b = b->next)
            if (sema_is_interface(b->resolved))
                check_implements(s, st, b->resolved, at);
}

void sema_class_check(Sema *s, Node *st)
{
    if (st->strukt.is_interface)
        check_interface_body(s, st);
    bool have_struct = false;
    for (TypeSpec *b = st->strukt.base; b; b = b->next) {
        Type *t = b == st->strukt.base ? b->resolved : sema_resolve_type(s, b, NULL, 0);
        if (!t || t->kind == TY_ERROR)
            continue;
        if (sema_is_interface(t)) {
            if (!st->strukt.is_interface)
                check_implements(s, st, t, b->loc);
        } else if (st->strukt.is_interface) {
            diag(s->c, b->loc, D_SEMA_BAD_BASE, st->strukt.name ? st->strukt.name : "", type_name(s->c, t));
        } else if (b != st->strukt.base || have_struct) {
            diag(s->c, b->loc, D_SEMA_ONE_BASE, st->strukt.name ? st->strukt.name : "", type_name(s->c, t));
        }
        have_struct |= !sema_is_interface(t);
    }
}
