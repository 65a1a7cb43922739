/* Resources where no value can hold one: a groupshared resource
 * (D_SEMA_RESOURCE_GROUPSHARED; groupshared memory holds data), also
 * through a struct that holds one.
 *
 * Everything else HLSL 2021 allows (locals, parameters, return values,
 * struct members, statics, arrays, ?: and casts of resources) is a resource
 * value (lower_resource_values.c), resolved by ir_lower_resource_handles;
 * what cannot be resolved is reported there at its use (PRISM4120, 4121).
 * Runs once, after every declaration has been checked. */
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
static void check_var(Sema *s, Node *v)
{
    const char *path;
    const Type *t = v->type;
    const Type *r = t && t->kind != TY_ERROR ? held(s, t, &path) : NULL;
    if (r && (v->var.mods & MOD_GROUPSHARED))
        diag(s->c, v->loc, D_SEMA_RESOURCE_GROUPSHARED, v->var.name ? v->var.name : "", what(s, t, r, path));
}

/* A cbuffer member of a struct type that holds a resource: a constant
 * buffer holds data (a resource member itself is sema_decl.c's). */
static void check_cbuffer(Sema *s, Node *cb)
{
    for (int i = 0; i < cb->cbuf.members.len; i++) {
        Node *v = cb->cbuf.members.data[i];
        const char *path;
        const Type *r = v->kind == ND_VAR && v->type && v->type->kind != TY_ERROR ? held(s, v->type, &path) : NULL;
        if (r && *path)
            diag(s->c, v->loc, D_SEMA_RESOURCE_STRUCT_CBUFFER, v->var.name ? v->var.name : "", type_name(s->c, v->type),
                 path, type_name(s->c, r));
    }
}

static void walk_list(Sema *s, NodeList *l)
{
    for (int i = 0; i < l->len; i++) {
        Node *n = l->data[i];
        if (!n)
            continue;
        if (n->kind == ND_NAMESPACE)
            walk_list(s, &n->ns.decls);
        else if (n->kind == ND_DECL_STMT)
            walk_list(s, &n->decl.vars);
        else if (n->kind == ND_VAR)
            check_var(s, n);
        else if (n->kind == ND_CBUFFER)
            check_cbuffer(s, n);
    }
}

void sema_check_resource_values(Sema *s)
{
    walk_list(s, &s->ast->decls);
}
