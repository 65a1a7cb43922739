/* A deep copy of a declaration's syntax tree, for template instantiation
 * (sema_template.c): every node, TypeSpec, attribute and list is new, the
 * "sema:" fields are cleared, and links inside the copied tree (a member's
 * owner, a struct defined in place and named by its TypeSpec.def) point
 * into the copy. Strings and registers are immutable and shared. Templates
 * are never checked themselves, so the original is always the tree the
 * parser built. */
#include "ast.h"
#include <string.h>
#include "../util/ptrmap.h"

typedef struct Cloner {
    Ctx *c;
    PtrMap map; /* original Node -> its copy */
} Cloner;

static Node *clone(Cloner *k, Node *n);

static NodeList clone_list(Cloner *k, NodeList l)
{
    NodeList out = {0};
    for (int i = 0; i < l.len; i++)
        vec_push(k->c->arena, &out, clone(k, l.data[i]));
    return out;
}

static TypeSpec *clone_spec(Cloner *k, TypeSpec *t);

static struct TypeArg *clone_args(Cloner *k, struct TypeArg *a, int n)
{
    if (!a || n <= 0)
        return NULL;
    struct TypeArg *out = ARENA_ARRAY(k->c->arena, struct TypeArg, n);
    for (int i = 0; i < n; i++) {
        out[i].type = clone_spec(k, a[i].type);
        out[i].expr = clone(k, a[i].expr);
    }
    return out;
}

static TypeSpec *clone_spec(Cloner *k, TypeSpec *t)
{
    if (!t)
        return NULL;
    TypeSpec *c = typespec_new(k->c, t->loc, t->name);
    c->num_args = t->num_args;
    c->args = clone_args(k, t->args, t->num_args);
    c->empty_args = t->empty_args;
    c->def = clone(k, t->def);
    c->scope = clone_spec(k, t->scope);
    c->next = clone_spec(k, t->next);
    c->decltype_expr = clone(k, t->decltype_expr);
    return c;
}

static AttrList clone_attrs(Cloner *k, AttrList l)
{
    AttrList out = {0};
    for (int i = 0; i < l.len; i++) {
        Attribute *a = ARENA_NEW(k->c->arena, Attribute);
        *a = *l.data[i];
        a->args = clone_list(k, l.data[i]->args);
        vec_push(k->c->arena, &out, a);
    }
    return out;
}

/* The copy of a node already copied (or being copied), else the node. */
static Node *mapped(Cloner *k, Node *n)
{
    Node *m = n ? ptrmap_get(&k->map, n) : NULL;
    return m ? m : n;
}

static void clone_payload(Cloner *k, Node *n, Node *c)
{
    switch (n->kind) {
    case ND_FUNC:
        c->func.ret_spec = clone_spec(k, n->func.ret_spec);
        c->func.params = clone_list(k, n->func.params);
        c->func.body = clone(k, n->func.body);
        c->func.attrs = clone_attrs(k, n->func.attrs);
        c->func.owner = mapped(k, n->func.owner);
        c->func.targs = clone_args(k, n->func.targs, n->func.num_targs);
        c->func.definition = NULL;
        c->func.stage = -1;
        memset(c->func.numthreads, 0, sizeof c->func.numthreads);
        memset(c->func.wave_size, 0, sizeof c->func.wave_size);
        c->func.recursive_checked = false;
        c->func.graph_slot = 0;
        c->func.instance_of = NULL;
        break;
    case ND_PARAM:
        c->param.spec = clone_spec(k, n->param.spec);
        c->param.dims_expr = clone_list(k, n->param.dims_expr);
        c->param.default_value = clone(k, n->param.default_value);
        c->param.attrs = clone_attrs(k, n->param.attrs);
        memset(c->param.array_dims, 0, sizeof c->param.array_dims);
        break;
    case ND_VAR:
        c->var.spec = clone_spec(k, n->var.spec);
        c->var.dims_expr = clone_list(k, n->var.dims_expr);
        c->var.init = clone(k, n->var.init);
        c->var.attrs = clone_attrs(k, n->var.attrs);
        c->var.cbuffer = mapped(k, n->var.cbuffer);
        c->var.owner = mapped(k, n->var.owner);
        c->var.is_global = c->var.is_resource = false;
        c->var.field_index = 0;
        c->var.bit_offset = 0;
        c->var.vk_set = c->var.vk_binding = 0;
        break;
    case ND_STRUCT:
        c->strukt.base = clone_spec(k, n->strukt.base);
        c->strukt.members = clone_list(k, n->strukt.members);
        c->strukt.targs = clone_args(k, n->strukt.targs, n->strukt.num_targs);
        c->strukt.instance_of = NULL;
        for (int i = 0; i < c->strukt.members.len; i++) {
            Node *m = c->strukt.members.data[i];
            if (m && m->kind == ND_VAR)
                m->var.owner = c;
            else if (m && m->kind == ND_FUNC)
                m->func.owner = c;
        }
        break;
    case ND_TYPEDEF:
        c->tdef.spec = clone_spec(k, n->tdef.spec);
        c->tdef.dims_expr = clone_list(k, n->tdef.dims_expr);
        c->tdef.attrs = clone_attrs(k, n->tdef.attrs);
        break;
    case ND_ENUM:
        c->enm.base = clone_spec(k, n->enm.base);
        c->enm.members = clone_list(k, n->enm.members);
        for (int i = 0; i < c->enm.members.len; i++)
            c->enm.members.data[i]->enumerator.owner = c;
        break;
    case ND_ENUMERATOR:
        c->enumerator.value = clone(k, n->enumerator.value);
        c->enumerator.owner = mapped(k, n->enumerator.owner);
        c->enumerator.sema_value = 0;
        break;
    case ND_CBUFFER:
        c->cbuf.members = clone_list(k, n->cbuf.members);
        c->cbuf.attrs = clone_attrs(k, n->cbuf.attrs);
        for (int i = 0; i < c->cbuf.members.len; i++)
            c->cbuf.members.data[i]->var.cbuffer = c;
        break;
    case ND_NAMESPACE: c->ns.decls = clone_list(k, n->ns.decls); break;
    case ND_TEMPLATE:
        c->tmpl.params = clone_list(k, n->tmpl.params);
        c->tmpl.decl = clone(k, n->tmpl.decl);
        c->tmpl.instantiate = clone_spec(k, n->tmpl.instantiate);
        c->tmpl.spec = c->tmpl.decl && c->tmpl.decl->kind == ND_STRUCT ? c->tmpl.decl->strukt.targs
                       : c->tmpl.decl && c->tmpl.decl->kind == ND_FUNC ? c->tmpl.decl->func.targs
                                                                        : clone_args(k, n->tmpl.spec, n->tmpl.num_spec);
        c->tmpl.scope = NULL;
        c->tmpl.primary = NULL;
        c->tmpl.specs = (NodeList){0};
        c->tmpl.memo = NULL;
        break;
    case ND_TPARAM:
        c->tparam.spec = clone_spec(k, n->tparam.spec);
        c->tparam.def_type = clone_spec(k, n->tparam.def_type);
        c->tparam.def_expr = clone(k, n->tparam.def_expr);
        break;
    case ND_BLOCK: c->block.stmts = clone_list(k, n->block.stmts); break;
    case ND_DECL_STMT: c->decl.vars = clone_list(k, n->decl.vars); break;
    case ND_EXPR_STMT:
        c->expr_stmt.expr = clone(k, n->expr_stmt.expr);
        c->expr_stmt.attrs = clone_attrs(k, n->expr_stmt.attrs);
        break;
    case ND_IF: case ND_FOR: case ND_WHILE: case ND_DO: case ND_SWITCH:
        c->ctl.init = clone(k, n->ctl.init);
        c->ctl.cond = clone(k, n->ctl.cond);
        c->ctl.step = clone(k, n->ctl.step);
        c->ctl.body = clone(k, n->ctl.body);
        c->ctl.else_ = clone(k, n->ctl.else_);
        c->ctl.attrs = clone_attrs(k, n->ctl.attrs);
        break;
    case ND_CASE:
        c->label.value = clone(k, n->label.value);
        c->label.sema_value = 0;
        break;
    case ND_RETURN: c->ret.value = clone(k, n->ret.value); break;
    case ND_IDENT:
        if (n->ident.qual) { /* the clone's own: clone_spec gives it its own scope */
            c->ident.qual = ARENA_NEW(k->c->arena, IdentQual);
            *c->ident.qual = *n->ident.qual;
            c->ident.qual->scope = clone_spec(k, n->ident.qual->scope);
            c->ident.qual->targs = clone_args(k, n->ident.qual->targs, n->ident.qual->num_targs);
        }
        c->ident.sym = SYM_NONE;
        c->ident.decl = NULL;
        break;
    case ND_UNARY: case ND_BINARY: case ND_ASSIGN:
        c->op.lhs = clone(k, n->op.lhs);
        c->op.rhs = clone(k, n->op.rhs);
        if (n->kind == ND_ASSIGN) /* the others have no op_type (ast.c) */
            c->op.op_type = NULL;
        break;
    case ND_COND:
        c->cond.cond = clone(k, n->cond.cond);
        c->cond.then_ = clone(k, n->cond.then_);
        c->cond.else_ = clone(k, n->cond.else_);
        break;
    case ND_COMMA:
        c->comma.lhs = clone(k, n->comma.lhs);
        c->comma.rhs = clone(k, n->comma.rhs);
        break;
    case ND_CALL:
        c->call.callee = clone(k, n->call.callee);
        c->call.ctor_spec = clone_spec(k, n->call.ctor_spec);
        c->call.targs = clone_args(k, n->call.targs, n->call.num_targs);
        c->call.template_arg = n->call.num_targs && n->call.template_arg == n->call.targs[0].type
                                   ? c->call.targs[0].type
                                   : clone_spec(k, n->call.template_arg);
        c->call.args = clone_list(k, n->call.args);
        c->call.func = NULL;
        c->call.intrinsic = -1;
        c->call.object = NULL;
        c->call.is_constructor = false;
        break;
    case ND_MEMBER:
        c->member.object = clone(k, n->member.object);
        c->member.what = MEMBER_FIELD;
        c->member.field_index = 0;
        c->member.num_comps = 0;
        break;
    case ND_INDEX:
        c->index.base = clone(k, n->index.base);
        c->index.index = clone(k, n->index.index);
        break;
    case ND_CAST:
        c->cast.spec = clone_spec(k, n->cast.spec);
        c->cast.dims_expr = clone_list(k, n->cast.dims_expr);
        c->cast.expr = clone(k, n->cast.expr);
        break;
    case ND_INIT_LIST: c->init.items = clone_list(k, n->init.items); break;
    case ND_SIZEOF:
        c->size_of.spec = clone_spec(k, n->size_of.spec);
        c->size_of.dims_expr = clone_list(k, n->size_of.dims_expr);
        c->size_of.expr = clone(k, n->size_of.expr);
        break;
    default:
        break; /* literals, break/continue/discard, using: nothing below them */
    }
}

static Node *clone(Cloner *k, Node *n)
{
    if (!n)
        return NULL;
    Node *done = ptrmap_get(&k->map, n);
    if (done)
        return done;
    Node *c = arena_alloc(k->c->arena, ast_node_size(n->kind));
    memcpy(c, n, ast_node_size(n->kind));
    c->type = NULL;
    ptrmap_put(k->c->arena, &k->map, n, c);
    clone_payload(k, n, c);
    return c;
}

Node *ast_clone(Ctx *c, Node *n)
{
    Cloner k = {c, {0}};
    return clone(&k, n);
}

TypeSpec *ast_clone_spec(Ctx *c, TypeSpec *t)
{
    Cloner k = {c, {0}};
    return clone_spec(&k, t);
}
