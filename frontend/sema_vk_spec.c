/* Specialization constants as sizes: the length of an array and the
 * thread-group size of a compute shader.
 *
 *   [[vk::constant_id(0)]] const uint N = 64;
 *   groupshared float tile[N];          a workgroup array of N elements
 *   [numthreads(N, 1, 1)]               (or DXC's [[vk::LocalSizeId(N, 1, 1)]])
 *
 * SPIR-V allows both (2.12 "Specialization": an OpTypeArray's Length and
 * LocalSizeId's operands may be specialization constants); DXC allows
 * neither yet (issues #3092 and #4128; its drafts #7084 and #7439 add the
 * two spellings prism takes). The constant stands alone: SPIR-V would need
 * OpSpecConstantOp for an expression of it, WGSL takes one but Metal none,
 * so `N * 2` is an error that says so. Only the arrays of memory the
 * pipeline lays out when it is made, groupshared, static and local
 * variables, may be sized so; buffers, stage variables, parameters and
 * struct fields keep constant lengths (their layout is the host's too). An
 * array of specialized length is only indexed: copying it whole would need
 * its length at compile time. */
#include "sema.h"

bool sema_size_or_spec(Sema *s, Node **e, int64_t *out, Node **spec)
{
    *spec = NULL;
    if (!(*e)->type)
        sema_expr(s, e);
    Node *n = *e;
    while (n->kind == ND_CAST && n->cast.implicit)
        n = n->cast.expr;
    Node *d = n->kind == ND_IDENT ? n->ident.decl : NULL;
    if (!d || !sema_is_spec_constant(d) || !d->type || d->type->kind == TY_ERROR)
        return sema_eval_int(s, *e, out);
    if (d->type->kind != TY_SCALAR || (d->type->scalar != SC_INT && d->type->scalar != SC_UINT)) {
        diag(s->c, n->loc, D_SEMA_SPEC_SIZE_TYPE, d->var.name, type_name(s->c, d->type));
        return false;
    }
    if (!d->var.init || !sema_try_eval_int(s, d->var.init, out))
        return false; /* sema_check_spec_constant reported it */
    *out = d->type->scalar == SC_INT ? (int64_t)(int32_t)*out : (int64_t)(uint32_t)*out;
    *spec = d;
    return true;
}

bool sema_spec_len_allowed(const Node *v, bool global)
{
    return !v->var.cbuffer && (!global || (v->var.mods & (MOD_STATIC | MOD_GROUPSHARED)));
}

void sema_check_spec_var(Sema *s, Node *v)
{
    if (v->var.init && type_has_spec_len(v->type))
        diag(s->c, sema_expr_start(v->var.init), D_SEMA_SPEC_ARRAY_USE, v->var.name);
}

Type *sema_check_spec_use(Sema *s, Node *e, Type *t, bool indexed)
{
    if (indexed || !type_has_spec_len(t))
        return t;
    /* an assignment's or a choice's operands said it already */
    if (e->kind != ND_ASSIGN && e->kind != ND_COND && e->kind != ND_COMMA) {
        const Node *n = e;
        while (n->kind == ND_INDEX)
            n = n->index.base;
        diag(s->c, e->loc, D_SEMA_SPEC_ARRAY_USE,
             n->kind == ND_IDENT ? n->ident.name : n->kind == ND_MEMBER ? n->member.name : "this expression");
    }
    return e->type = type_error(s->tt); /* no cascade (overloads, conversions) */
}
