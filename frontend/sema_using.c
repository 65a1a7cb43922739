/* using directives and declarations, and namespace aliases (C++
 * [namespace.udir], [namespace.udecl], [namespace.alias], as DXC has them):
 *   using namespace N;   N's names are found from this scope on
 *   using N::x;          x here is N::x (every overload of a function)
 *   namespace A = N;     A:: is N:: */
#include <string.h>
#include "sema.h"

static void using_namespace(Sema *s, Node *u)
{
    Scope *ns = sema_resolve_namespace(s, u->use.target);
    if (!ns) {
        diag(s->c, u->loc, D_SEMA_NOT_NAMESPACE, u->use.target);
        return;
    }
    if (u->use.alias) {
        sema_declare(s, u->use.alias, SYM_NAMESPACE, u);
        return;
    }
    sema_add_using(s, ns);
}

static void using_name(Sema *s, Node *u)
{
    const char *t = u->use.target, *last = NULL;
    for (const char *p = strstr(t, "::"); p; p = strstr(p + 2, "::"))
        last = p;
    if (!last)
        return; /* the parser reported it */
    const char *qual = intern(s->c->strs, t, (size_t)(last - t));
    const char *name = intern_cstr(s->c->strs, last + 2);
    SymKind kind;
    NodeList ov = {0};
    Node *d = sema_lookup(s, qual, name, &kind, &ov);
    if (!d) {
        diag(s->c, u->loc, D_SEMA_UNDECLARED, t);
        return;
    }
    if (ov.len) {
        for (int i = 0; i < ov.len; i++)
            sema_redeclare(s, name, ov.data[i]->kind == ND_TEMPLATE ? SYM_TEMPLATE : SYM_FUNC, ov.data[i]);
        return;
    }
    SymKind here;
    Node *old = sema_lookup_here(s, name, &here);
    if (old && old != d) {
        diag(s->c, u->loc, D_SEMA_REDEFINITION, name, old->loc.line);
        return;
    }
    if (!old)
        sema_redeclare(s, name, kind, d);
}

void sema_using_decl(Sema *s, Node *u)
{
    if (u->use.is_namespace)
        using_namespace(s, u);
    else
        using_name(s, u);
}
