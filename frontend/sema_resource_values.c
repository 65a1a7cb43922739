/* Resources where lowering keeps none yet.
 *
 * Lowering (frontend/lower*.c) knows a resource only as a global: a
 * variable at global scope of a resource type or an array of one, used by
 * its name or an element of the array. HLSL 2021 lets resources go further
 * (locals, parameters, return values, struct members, static aliases; issue
 * 12 "resources as values", ../shared/DESIGN.md), and until that exists
 * every other way a resource can reach lowering is refused here, at the
 * user's declaration or expression, so that none reaches code that has no
 * IR form for it:
 *   - a variable (global, static, groupshared, cbuffer member, local) or a
 *     parameter of a struct type that holds a resource, through a member,
 *     an array, a nested struct or a base (D_SEMA_RESOURCE_HOLDER);
 *   - a parameter of a resource type (D_SEMA_RESOURCE_PARAM);
 *   - a function returning one (D_SEMA_RESOURCE_RETURN);
 *   - a static resource, at global scope or as a static member
 *     (D_SEMA_RESOURCE_STATIC); a groupshared one (D_SEMA_RESOURCE_GROUPSHARED);
 *   - an expression that makes a resource other than by naming a global
 *     one: `c ? a : b`, `(x, a)`, a cast (D_SEMA_RESOURCE_EXPR).
 * Local variables of resource types (D_SEMA_RESOURCE_LOCAL), resources in
 * cbuffers (D_SEMA_RESOURCE_IN_CBUFFER), assignments to resources
 * (D_SEMA_ASSIGN_CONST) and resources in buffers (D_SEMA_RESOURCE_BAD_ELEM)
 * are reported where they are declared (sema_decl.c, sema_expr.c,
 * sema_type.c). Types are checked as resolved, so typedefs (and template
 * instantiations, once they exist) are covered. A struct that holds a
 * resource may still be declared, as DXC allows: only its values are
 * refused. Runs once, after every declaration has been checked. */
#include <string.h>
#include "sema.h"

/* The first resource t holds: t itself, an array's element, a field of a
 * struct (its own or its base's: `fields` lists the base's first). *path
 * gets the member path to it ("" for t itself, "buf", "inner.buf"). */
static const Type *held(Sema *s, const Type *t, const char **path)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    if (!t)
        return NULL;
    if (t->kind == TY_RESOURCE) {
        *path = "";
        return t;
    }
    if (t->kind != TY_STRUCT)
        return NULL;
    for (int i = 0; i < t->num_fields; i++) {
        const char *sub;
        const Type *r = held(s, t->fields[i].type, &sub);
        if (r) {
            const char *name = t->fields[i].name ? t->fields[i].name : "";
            *path = *sub ? arena_printf(s->c->arena, "%s.%s", name, sub) : name;
            return r;
        }
    }
    return NULL;
}

/* "a resource (ByteAddressBuffer)" or "a value of type 'S', which holds
 * the resource 'buf' (ByteAddressBuffer)": what a declaration of t is. */
static const char *what(Sema *s, const Type *t, const Type *r, const char *path)
{
    if (!*path)
        return arena_printf(s->c->arena, "a resource (%s)", type_name(s->c, t));
    return arena_printf(s->c->arena, "a value of type '%s', which holds the resource '%s' (%s)", type_name(s->c, t),
                        path, type_name(s->c, r));
}

/* A variable or field declaration of a type holding a resource. */
static void check_var(Sema *s, Node *v, bool local)
{
    const char *path;
    const Type *t = v->type;
    const Type *r = t && t->kind != TY_ERROR ? held(s, t, &path) : NULL;
    if (!r)
        return;
    const char *name = v->var.name ? v->var.name : "";
    unsigned m = v->var.mods;
    if (m & MOD_GROUPSHARED) {
        diag(s->c, v->loc, D_SEMA_RESOURCE_GROUPSHARED, name, what(s, t, r, path));
        return;
    }
    if (*path == '\0') {
        /* a resource or an array of them: the supported kind at global
         * scope; locals and cbuffer members are reported by sema_decl.c */
        if ((m & MOD_STATIC) && !v->var.cbuffer && !local)
            diag(s->c, v->loc, D_SEMA_RESOURCE_STATIC, name, what(s, t, r, path));
        return;
    }
    if (m & MOD_STATIC) {
        diag(s->c, v->loc, D_SEMA_RESOURCE_STATIC, name, what(s, t, r, path));
        return;
    }
    diag(s->c, v->loc, D_SEMA_RESOURCE_HOLDER, name, type_name(s->c, t), path, type_name(s->c, r));
}

static void check_func(Sema *s, Node *f)
{
    if (f->func.definition && f->func.definition != f)
        return; /* a declaration: its definition is checked */
    const char *path;
    const Type *r = f->type ? held(s, f->type, &path) : NULL;
    if (r)
        diag(s->c, f->loc, D_SEMA_RESOURCE_RETURN, f->func.name ? f->func.name : "", what(s, f->type, r, path));
    for (int i = 0; i < f->func.params.len; i++) {
        Node *p = f->func.params.data[i];
        r = p->type && p->type->kind != TY_ERROR ? held(s, p->type, &path) : NULL;
        if (r)
            diag(s->c, p->loc, D_SEMA_RESOURCE_PARAM, p->param.name ? p->param.name : "", what(s, p->type, r, path));
    }
}

static void walk(Sema *s, Node *n, bool local);

static void walk_list(Sema *s, NodeList *l, bool local)
{
    for (int i = 0; i < l->len; i++)
        walk(s, l->data[i], local);
}

/* An expression that makes a resource value lowering cannot follow. */
static void check_expr(Sema *s, Node *e, const char *kind)
{
    const char *path;
    const Type *r = e->type ? held(s, e->type, &path) : NULL;
    if (r)
        diag(s->c, e->loc, D_SEMA_RESOURCE_EXPR, kind, type_name(s->c, r));
}

static void walk(Sema *s, Node *n, bool local)
{
    if (!n)
        return;
    switch (n->kind) {
    case ND_NAMESPACE: walk_list(s, &n->ns.decls, false); break;
    case ND_CBUFFER: walk_list(s, &n->cbuf.members, false); break;
    case ND_STRUCT:
        for (int i = 0; i < n->strukt.members.len; i++) {
            Node *m = n->strukt.members.data[i];
            if (m->kind == ND_VAR && (m->var.mods & MOD_STATIC))
                check_var(s, m, false); /* a static data member is a global */
            else if (m->kind != ND_VAR)
                walk(s, m, local);
        }
        break;
    case ND_FUNC:
        check_func(s, n);
        walk(s, n->func.body, true);
        break;
    case ND_VAR:
        check_var(s, n, local);
        walk(s, n->var.init, local);
        break;
    case ND_BLOCK: walk_list(s, &n->block.stmts, local); break;
    case ND_DECL_STMT: walk_list(s, &n->decl.vars, local); break;
    case ND_EXPR_STMT: walk(s, n->expr_stmt.expr, local); break;
    case ND_IF: case ND_FOR: case ND_WHILE: case ND_DO: case ND_SWITCH:
        walk(s, n->ctl.init, local);
        walk(s, n->ctl.cond, local);
        walk(s, n->ctl.step, local);
        walk(s, n->ctl.body, local);
        walk(s, n->ctl.else_, local);
        break;
    case ND_RETURN: walk(s, n->ret.value, local); break;
    case ND_UNARY: case ND_BINARY: case ND_ASSIGN:
        walk(s, n->op.lhs, local);
        walk(s, n->op.rhs, local);
        break;
    case ND_COND:
        check_expr(s, n, "conditional expression");
        walk(s, n->cond.cond, local);
        walk(s, n->cond.then_, local);
        walk(s, n->cond.else_, local);
        break;
    case ND_COMMA:
        check_expr(s, n, "comma expression");
        walk(s, n->comma.lhs, local);
        walk(s, n->comma.rhs, local);
        break;
    case ND_CALL:
        walk(s, n->call.callee, local);
        walk_list(s, &n->call.args, local);
        break;
    case ND_MEMBER: walk(s, n->member.object, local); break;
    case ND_INDEX:
        walk(s, n->index.base, local);
        walk(s, n->index.index, local);
        break;
    case ND_CAST:
        if (!n->cast.implicit)
            check_expr(s, n, "cast");
        walk(s, n->cast.expr, local);
        break;
    case ND_INIT_LIST: walk_list(s, &n->init.items, local); break;
    default: break;
    }
}

void sema_check_resource_values(Sema *s)
{
    walk_list(s, &s->ast->decls, false);
}
