/* NonUniformResourceIndex through variables.
 *
 *     uint i = NonUniformResourceIndex(material);
 *     float4 c = Textures[i].Sample(s, uv);
 *
 * DXC marks the value NonUniformResourceIndex returns and every value
 * computed from it (its SPIR-V backend decorates them NonUniform and
 * propagates the decoration through loads, stores and arithmetic), so the
 * access above is non-uniform as if the call were written in the brackets.
 * Prism finds the same accesses before lowering: a local or parameter
 * holds a non-uniform value when any initializer, assignment or call
 * argument that writes it is non-uniform (NonUniformResourceIndex, or an
 * expression reading such a variable), to a fixed point over the
 * functions the entry points reach. The rule is flow-insensitive: a
 * variable once given a non-uniform value is non-uniform everywhere, which
 * can only mark an access that is uniform after all (a NonUniform
 * decoration is a permission for the driver, never wrong), never miss one.
 * lower_mark_nonuniform (lower_texture.c) then marks the access. */
#include "lower_internal.h"

bool lower_nonuniform_index(Lower *L, const Node *e)
{
    while (e && e->kind == ND_CAST)
        e = e->cast.expr;
    if (!e)
        return false;
    switch (e->kind) {
    case ND_CALL: return e->call.intrinsic == INTR_NON_UNIFORM_RESOURCE_INDEX;
    case ND_IDENT: return e->ident.decl && ptrmap_get(&L->nonuniform, e->ident.decl);
    case ND_BINARY: return lower_nonuniform_index(L, e->op.lhs) || lower_nonuniform_index(L, e->op.rhs);
    case ND_UNARY: return lower_nonuniform_index(L, e->op.lhs);
    case ND_COND: return lower_nonuniform_index(L, e->cond.then_) || lower_nonuniform_index(L, e->cond.else_);
    case ND_COMMA: return lower_nonuniform_index(L, e->comma.rhs);
    case ND_ASSIGN: return lower_nonuniform_index(L, e->op.lhs) || lower_nonuniform_index(L, e->op.rhs);
    default: return false;
    }
}

typedef struct Scan {
    Lower *L;
    bool changed;
    NodeList funcs; /* the function definitions reached, in the order found */
    PtrMap seen;
} Scan;

static void mark(Scan *s, Node *decl)
{
    if (decl && (decl->kind == ND_VAR || decl->kind == ND_PARAM) && !ptrmap_get(&s->L->nonuniform, decl)) {
        ptrmap_put(s->L->scratch, &s->L->nonuniform, decl, decl);
        s->changed = true;
    }
}

static void reach(Scan *s, Node *fn)
{
    if (fn && fn->func.body && !ptrmap_get(&s->seen, fn)) {
        ptrmap_put(s->L->scratch, &s->seen, fn, fn);
        vec_push(s->L->scratch, &s->funcs, fn);
    }
}

static bool visit(Node *n, void *user)
{
    Scan *s = user;
    switch (n->kind) {
    case ND_VAR:
        if (n->var.init && lower_nonuniform_index(s->L, n->var.init))
            mark(s, n);
        break;
    case ND_ASSIGN: /* i = e, i += e */
        if (n->op.lhs && n->op.lhs->kind == ND_IDENT && lower_nonuniform_index(s->L, n->op.rhs))
            mark(s, n->op.lhs->ident.decl);
        break;
    case ND_CALL: {
        Node *fn = n->call.func;
        reach(s, fn);
        for (int k = 0; fn && k < n->call.args.len && k < fn->func.params.len; k++)
            if (lower_nonuniform_index(s->L, n->call.args.data[k]))
                mark(s, fn->func.params.data[k]);
        break;
    }
    default: break;
    }
    return false; /* visit every node */
}

void lower_nonuniform_scan(Lower *L)
{
    if (!L->ast->nonuniform_index)
        return; /* nothing to mark: skip walking every reached function */
    Scan s = {.L = L};
    for (int i = 0; i < L->ast->entries.len; i++)
        reach(&s, L->ast->entries.data[i]);
    do {
        s.changed = false;
        for (int i = 0; i < s.funcs.len; i++) /* funcs grows as calls are found */
            lower_any_node(s.funcs.data[i]->func.body, visit, &s);
    } while (s.changed);
}
