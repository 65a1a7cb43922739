/* Unrolling the for loops whose Sample* offsets are their counters, or
 * that choose elements of local resource arrays by them.
 *
 * HLSL's texel offsets of Sample* and SampleCmp* are immediates, and a PCF
 * filter writes them from loop counters:
 *
 *     [unroll] for (int y = -1; y <= 1; y++)
 *         [unroll] for (int x = -1; x <= 1; x++)
 *             s += Shadow.SampleCmpLevelZero(Cmp, uv, d, int2(x, y));
 *
 * FXC unrolls such loops, and so does DXC's SPIR-V legalization (spirv-opt's
 * loop unrolling) before the offsets must be constants. Prism lowers the
 * body once per iteration with the counter a constant (VarInfo.konst), so
 * the offsets are constants to lower_const_eval, and each Sample gets its
 * ConstOffset.
 *
 * A loop is unrolled when an offset of a Sample* or SampleCmp* call in its
 * body names its counter (or an index into a local array of resources does:
 * local_resource_index_names), it has no [loop] attribute, and its iterations
 * are known (or, with -fspv-flatten-resource-arrays, when its counter
 * indexes a global array of resources, each element a binding of its own,
 * as DXC's legalization unrolls it): `for (int i = A; COND; STEP)` with i an int or uint, A a
 * constant, COND a constant once i is (i < 3, 2 * i <= N with N a static
 * const), STEP i++, ++i, i--, --i, i += C or i -= C, a body that does not
 * write i and has no break of its own (a continue ends its iteration: each
 * copy is then do { body } while (false)), and at most
 * MAX_ITERATIONS iterations. Any other loop stays a loop (and its offsets
 * get PRISM4021). */
#include "lower_internal.h"
#include "texture.h"
#include <string.h>

enum { MAX_ITERATIONS = 64 };

/* Calls pred on every node of the statement or expression n (not into
 * called functions); true as soon as one call says true. */
typedef bool (*Pred)(Node *n, void *user);

static bool any_list(NodeList *l, Pred pred, void *user);

static bool any(Node *n, Pred pred, void *user)
{
    if (!n)
        return false;
    if (pred(n, user))
        return true;
    switch (n->kind) {
    case ND_BLOCK: return any_list(&n->block.stmts, pred, user);
    case ND_DECL_STMT: return any_list(&n->decl.vars, pred, user);
    case ND_VAR: return any(n->var.init, pred, user);
    case ND_EXPR_STMT: return any(n->expr_stmt.expr, pred, user);
    case ND_IF:
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH:
        return any(n->ctl.init, pred, user) || any(n->ctl.cond, pred, user) || any(n->ctl.step, pred, user) ||
               any(n->ctl.body, pred, user) || any(n->ctl.else_, pred, user);
    case ND_RETURN: return any(n->ret.value, pred, user);
    case ND_UNARY:
    case ND_BINARY:
    case ND_ASSIGN: return any(n->op.lhs, pred, user) || any(n->op.rhs, pred, user);
    case ND_COND: return any(n->cond.cond, pred, user) || any(n->cond.then_, pred, user) || any(n->cond.else_, pred, user);
    case ND_COMMA: return any(n->comma.lhs, pred, user) || any(n->comma.rhs, pred, user);
    case ND_CALL:
        return (n->call.callee && n->call.callee->kind == ND_MEMBER && any(n->call.callee->member.object, pred, user)) ||
               any_list(&n->call.args, pred, user);
    case ND_MEMBER: return any(n->member.object, pred, user);
    case ND_INDEX: return any(n->index.base, pred, user) || any(n->index.index, pred, user);
    case ND_CAST: return any(n->cast.expr, pred, user);
    case ND_INIT_LIST: return any_list(&n->init.items, pred, user);
    default: return false;
    }
}

static bool any_list(NodeList *l, Pred pred, void *user)
{
    for (int i = 0; i < l->len; i++)
        if (any(l->data[i], pred, user))
            return true;
    return false;
}

bool lower_any_node(Node *n, bool (*pred)(Node *n, void *user), void *user)
{
    return any(n, pred, user);
}

static bool names(Node *n, void *decl)
{
    return n->kind == ND_IDENT && n->ident.decl == decl;
}

/* The variable an lvalue expression is part of, or NULL. */
static Node *root_decl(Node *e)
{
    for (;;) {
        switch (e->kind) {
        case ND_IDENT: return e->ident.decl;
        case ND_MEMBER: e = e->member.object; break;
        case ND_INDEX: e = e->index.base; break;
        case ND_CAST: e = e->cast.expr; break;
        default: return NULL;
        }
    }
}

/* Whether parameter k of intrinsic row id is out, inout or ref. */
static bool intrinsic_writes_arg(int id, int k)
{
    const char *p = strchr(intrinsic_info[id].signature, '(');
    for (int i = 0; p && i < k; i++)
        p = strchr(p + 1, ',');
    if (!p)
        return false;
    p++;
    while (*p == ' ')
        p++;
    return !strncmp(p, "out ", 4) || !strncmp(p, "inout ", 6) || !strncmp(p, "ref ", 4);
}

/* n writes the variable decl: an assignment, ++ or --, or an out argument. */
static bool writes(Node *n, void *decl)
{
    switch (n->kind) {
    case ND_ASSIGN: return root_decl(n->op.lhs) == decl;
    case ND_UNARY:
        return (n->op.op == OP_PRE_INC || n->op.op == OP_PRE_DEC || n->op.op == OP_POST_INC || n->op.op == OP_POST_DEC) &&
               root_decl(n->op.lhs) == decl;
    case ND_CALL:
        for (int k = 0; k < n->call.args.len; k++) {
            if (root_decl(n->call.args.data[k]) != decl)
                continue;
            Node *f = n->call.func;
            if (f && k < f->func.params.len && (f->func.params.data[k]->param.mods & (MOD_OUT | MOD_INOUT)))
                return true;
            if (n->call.intrinsic >= 0 && intrinsic_writes_arg(n->call.intrinsic, k))
                return true;
        }
        return false;
    default: return false;
    }
}

/* A break (kind ND_BREAK) or continue (ND_CONTINUE) of the loop whose body
 * n is (not of a nested loop; a switch takes the breaks in it, never the
 * continues). */
static bool own_jump(Node *n, bool in_switch, int kind)
{
    if (!n)
        return false;
    switch (n->kind) {
    case ND_BREAK: return kind == ND_BREAK && !in_switch;
    case ND_CONTINUE: return kind == ND_CONTINUE;
    case ND_FOR:
    case ND_WHILE:
    case ND_DO: return false;
    case ND_SWITCH: return own_jump(n->ctl.body, true, kind);
    case ND_IF: return own_jump(n->ctl.body, in_switch, kind) || own_jump(n->ctl.else_, in_switch, kind);
    case ND_BLOCK:
        for (int i = 0; i < n->block.stmts.len; i++)
            if (own_jump(n->block.stmts.data[i], in_switch, kind))
                return true;
        return false;
    default: return false;
    }
}

/* An iteration of a body with continues of its own: do { body } while
 * (false), whose continue leaves the iteration (as the loop's would). */
static Node *once(Lower *L, Node *body)
{
    Node *d = ast_new(L->c, ND_DO, body->loc);
    d->ctl.body = body;
    d->ctl.cond = ast_new(L->c, ND_BOOL_LIT, body->loc);
    d->ctl.cond->blit.value = false;
    d->ctl.cond->type = type_scalar(L->tt, SC_BOOL);
    return d;
}

/* A Sample* or SampleCmp* call whose offset names decl. */
static bool sample_offset_names(Node *n, void *decl)
{
    if (n->kind != ND_CALL || n->call.intrinsic < 0 || !n->call.object || !type_is_texture(n->call.object->type))
        return false;
    const char *name = intrinsic_info[n->call.intrinsic].hlsl;
    if (!name || strncmp(name, "Sample", 6) != 0)
        return false;
    char roles[8];
    lower_texture_arg_roles(n->call.intrinsic, roles, 8);
    for (int k = 0; k < n->call.args.len && k < 8; k++)
        if (roles[k] == 'o' && any(n->call.args.data[k], names, decl))
            return true;
    return false;
}

/* -fspv-flatten-resource-arrays: an index naming decl into a global
 * array of resources, whose elements are globals of their own then
 * (lower_resource_flat.c), so the index must be a constant. */
static bool split_index_names(Node *n, void *decl)
{
    if (n->kind != ND_INDEX || !any(n->index.index, names, decl))
        return false;
    Node *r = root_decl(n->index.base);
    return r && r->kind == ND_VAR && r->var.is_global && r->var.is_resource && !r->var.heap && r->type &&
           r->type->kind == TY_ARRAY;
}

/* An element of a local array of resources (or of structs holding them;
 * a static, a parameter, a global struct's copy) chosen by decl: each use
 * of a resource must resolve to one global (ir_lower_resource_handles), so
 * the loop is unrolled, as DXC's legalization unrolls it. A global array of
 * resources is one binding of descriptors, indexed at run time: no need. */
static bool local_resource_index_names(Node *n, void *decl)
{
    if (n->kind != ND_INDEX || !any(n->index.index, names, decl))
        return false;
    const Type *bt = n->index.base->type;
    if (!bt || bt->kind != TY_ARRAY || !type_holds_resource(bt))
        return false;
    Node *root = root_decl(n->index.base);
    return root && !(root->kind == ND_VAR && root->var.is_resource);
}

/* Either of the two above: one walk of the body instead of two. */
static bool needs_constant_counter(Node *n, void *decl)
{
    return sample_offset_names(n, decl) || local_resource_index_names(n, decl);
}

/* The counter's value as a constant of its IR type. */
static IrConst *counter_const(Lower *L, const IrType *t, int64_t v)
{
    return ir_const_int(L->m, t, (uint64_t)v & 0xffffffffu);
}

static int64_t const_value(const IrConst *k, bool is_signed)
{
    return is_signed ? (int64_t)(int32_t)(uint32_t)k->u : (int64_t)(uint32_t)k->u;
}

/* STEP's change of the counter per iteration, if it is one this pass knows. */
static bool step_of(Lower *L, Node *step, Node *decl, bool is_signed, int64_t *delta)
{
    if (!step)
        return false;
    if (step->kind == ND_UNARY && step->op.lhs->kind == ND_IDENT && step->op.lhs->ident.decl == decl) {
        switch (step->op.op) {
        case OP_PRE_INC: case OP_POST_INC: *delta = 1; return true;
        case OP_PRE_DEC: case OP_POST_DEC: *delta = -1; return true;
        default: return false;
        }
    }
    if (step->kind == ND_ASSIGN && (step->op.op == OP_ADD || step->op.op == OP_SUB) && step->op.lhs->kind == ND_IDENT &&
        step->op.lhs->ident.decl == decl) {
        IrConst *k = lower_const_eval(L, step->op.rhs);
        if (!k || k->v.type->kind != IRT_INT)
            return false;
        int64_t c = const_value(k, k->v.type->is_signed);
        *delta = step->op.op == OP_ADD ? c : -c;
        (void)is_signed;
        return true;
    }
    return false;
}

bool lower_unroll_for(Lower *L, Node *st)
{
    Node *init = st->ctl.init;
    if (!init || init->kind != ND_DECL_STMT || init->decl.vars.len != 1 || !st->ctl.cond ||
        lower_find_attr(&st->ctl.attrs, "loop"))
        return false;
    Node *v = init->decl.vars.data[0];
    const Type *t = v->type;
    if (v->kind != ND_VAR || !v->var.init || (v->var.mods & MOD_STATIC) || !t || t->kind != TY_SCALAR ||
        (t->scalar != SC_INT && t->scalar != SC_UINT))
        return false;
    bool split = L->c->opts && L->c->opts->flatten_resource_arrays && any(st->ctl.body, split_index_names, v);
    if ((!split && !any(st->ctl.body, needs_constant_counter, v)) ||
        any(st->ctl.body, writes, v) || own_jump(st->ctl.body, false, ND_BREAK))
        return false;
    bool continues = own_jump(st->ctl.body, false, ND_CONTINUE);
    bool is_signed = t->scalar == SC_INT;
    IrConst *start = lower_const_eval(L, v->var.init);
    int64_t delta;
    if (!start || start->v.type->kind != IRT_INT || !step_of(L, st->ctl.step, v, is_signed, &delta))
        return false;
    /* The values the counter takes, found by running the loop's head with
     * the counter a constant (a stand-in VarInfo until the variable is made). */
    VarInfo *probe = ARENA_NEW(lower_tmp_arena(L), VarInfo);
    lower_set_var(v, probe);
    const IrType *it = irt_int(L->m, 32, is_signed);
    int64_t values[MAX_ITERATIONS], x = const_value(start, start->v.type->is_signed);
    int n = 0;
    for (;;) {
        probe->konst = counter_const(L, it, x);
        IrConst *c = lower_const_eval(L, st->ctl.cond);
        probe->konst = NULL;
        if (!c || c->v.type->kind != IRT_BOOL || (c->u && n == MAX_ITERATIONS))
            return false; /* a loop after all (the probe, without konst, is replaced by the variable) */
        if (!c->u)
            break;
        values[n++] = x;
        x = is_signed ? (int64_t)(int32_t)(uint32_t)(x + delta) : (int64_t)(uint32_t)(x + delta);
    }
    lower_local_var(L, v); /* the variable stays for reads after the loop (HLSL 2018 scoping) */
    VarInfo *vi = lower_var(L, v);
    for (int k = 0; k < n && !ir_builder_terminated(&L->b); k++) {
        vi->konst = counter_const(L, it, values[k]);
        lower_stmt(L, continues ? once(L, st->ctl.body) : st->ctl.body);
    }
    vi->konst = NULL;
    if (!ir_builder_terminated(&L->b) && vi->ptr)
        ir_build_store(&L->b, vi->ptr, lx_const(counter_const(L, it, x)));
    return true;
}
