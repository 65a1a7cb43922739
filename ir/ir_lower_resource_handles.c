/* ir_lower_resource_handles: HLSL 2021's resources as values, resolved to
 * the globals they name (required by every target, first after lowering).
 *
 * The front end gives a resource that is not used by its global's name a
 * handle value: the pointer to its global (ptr<storage, Block>,
 * ptr<uniform, Block>, ptr<handle, image or sampler>; an element of a
 * global array: access @A, i), held in variables, struct members, arrays,
 * parameters, return values and static (private) globals like any value
 * (ir_type_is_handle). No target can keep a resource in memory or pass one
 * to a function, so this pass removes them all, as DXC's legalization does
 * for SPIR-V:
 *
 *  1. Inlining: a function whose parameters or result hold handles (a
 *     method of a struct that holds one takes it through `this`) or take a
 *     RayQuery (its pointer, the caller's query: lower_rayquery.c), or that
 *     uses a private global holding handles (directly or through a call),
 *     is inlined into each caller (ir_inline_call), callees first; then it
 *     goes. Other functions stay as they are.
 *  2. Private globals holding handles (static resources, and the statics
 *     the front end makes for them), and static RayQuery objects, become
 *     variables of each entry point that uses them: after 1, only entry
 *     points do, and private memory is per invocation anyway.
 *  3. In each function, variables of types that hold handles are split
 *     into their parts (ir_handle_split.c), so that every handle has a
 *     variable of its own, which SSA construction promotes (only those:
 *     ir_promote_vars).
 *  4. Every handle value is resolved to its global, or to an element of a
 *     global array, and its uses rewritten (ir_handle_resolve.c); a
 *     resource chosen at run time among resources that are not elements of
 *     one array, or a resource variable read before it is set, is reported
 *     at the use.
 *  5. A counter reached through a handle (counter_of) becomes the
 *     counter of the global it resolved to (ir_counters.c).
 *  6. The globals that atomics now reach through a resolved handle are
 *     marked atomic (WGSL's atomic<T> elements), as lowering marks the ones
 *     it reaches by name.
 * Afterwards no handle is a value but a global, an access chain on one, or
 * (once ir_lower_globals_to_params has run) a parameter carrying one:
 * [H1] in docs/ir.md, which ir_verify checks from here on.
 *
 * Cost: the inlined copies, then linear per function. */
#include <string.h>
#include "ir_handles.h"
#include "ir_counters.h"

/* A RayQuery parameter (the caller's query: lower_rayquery.c) is resolved
 * the same way: the function is inlined, its pointer becomes the caller's
 * variable. */
static bool holds(const IrType *t)
{
    if (t->kind == IRT_POINTER && t->space == IRS_FUNCTION)
        t = t->elem;
    return ir_type_has_handles(t) || t->kind == IRT_RAY_QUERY;
}

static bool signature_holds(const IrFunction *f)
{
    if (holds(f->ret))
        return true;
    for (uint32_t k = 0; k < f->num_params; k++)
        if (holds(f->params[k]->v.type))
            return true;
    return false;
}

static bool handle_private(const IrValue *v)
{
    if (v->vkind != IRV_GLOBAL)
        return false;
    const IrGlobal *g = (const IrGlobal *)v;
    return g->space == IRS_PRIVATE && (ir_type_has_handles(g->pointee) || g->pointee->kind == IRT_RAY_QUERY);
}

typedef struct Pass {
    IrModule *m;
    Arena *a;
    uint8_t *inline_me;        /* by function value id */
    uint8_t *uses_private;     /* by function value id: a handle private, itself or through a call */
    IrFunctionList order;      /* callees first */
    uint8_t *visited;          /* by function value id */
} Pass;

typedef struct Scan {
    Pass *p;
    IrFunction *f;
    VEC(IrInst *) calls;
} Scan;

static void scan_block(IrBlock *b, void *user)
{
    Scan *sc = user;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op == IR_CALL && i->callee)
            vec_push(sc->p->a, &sc->calls, i);
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k] && handle_private(i->args[k]))
                sc->p->uses_private[sc->f->v.id] = 1;
    }
}

static void calls_of(Pass *p, IrFunction *f, Scan *sc)
{
    memset(sc, 0, sizeof *sc);
    sc->p = p;
    sc->f = f;
    ir_walk_blocks(&f->body, scan_block, sc);
}

/* Every function, callees first (ir_reachable_functions: no recursion,
 * which sema rejects anyway), with uses_private made transitive. */
static void order_functions(Pass *p)
{
    IrModule *m = p->m;
    for (int k = 0; k < m->entries.len + m->functions.len; k++) {
        IrFunction *root = k < m->entries.len ? m->entries.data[k] : m->functions.data[k - m->entries.len];
        if (p->visited[root->v.id])
            continue; /* the entries reach every function lowering made */
        IrFunctionList list = {0};
        ir_reachable_functions(m, root, IR_ORDER_CALLEES_FIRST, p->a, &list);
        for (int j = 0; j < list.len; j++) {
            IrFunction *f = list.data[j];
            if (p->visited[f->v.id])
                continue;
            p->visited[f->v.id] = 1;
            Scan sc;
            calls_of(p, f, &sc);
            for (int c = 0; c < sc.calls.len; c++)
                p->uses_private[f->v.id] |= p->uses_private[sc.calls.data[c]->callee->v.id];
            vec_push(p->a, &p->order, f);
        }
    }
}

static bool is_entry(const IrModule *m, const IrFunction *f)
{
    for (int k = 0; k < m->entries.len; k++)
        if (m->entries.data[k] == f)
            return true;
    return false;
}

static bool inline_calls(Pass *p)
{
    IrModule *m = p->m;
    bool any = false;
    for (int k = 0; k < m->functions.len && !any; k++)
        any = p->inline_me[m->functions.data[k]->v.id];
    if (!any)
        return false; /* (a second walk of every function found no call to inline) */
    any = false;
    for (int k = 0; k < p->order.len; k++) {
        IrFunction *f = p->order.data[k];
        Scan sc;
        calls_of(p, f, &sc);
        for (int c = 0; c < sc.calls.len; c++) {
            if (!p->inline_me[sc.calls.data[c]->callee->v.id])
                continue;
            ir_inline_call(m, f, sc.calls.data[c]);
            any = true;
        }
    }
    if (!any)
        return false;
    int n = 0;
    for (int k = 0; k < m->functions.len; k++)
        if (!p->inline_me[m->functions.data[k]->v.id])
            m->functions.data[n++] = m->functions.data[k];
    m->functions.len = n;
    return true;
}

/* ---------------------------------------------------------------- privates */

typedef struct Priv {
    IrModule *m;
    IrFunction *f;
    IrValue **var;     /* by global id: the entry's variable for it */
    IrBuilder b;
} Priv;

static IrValue *private_var(IrValue *v, void *user)
{
    Priv *pv = user;
    if (!handle_private(v))
        return v;
    if (!pv->var[v->id]) {
        IrGlobal *g = (IrGlobal *)v;
        pv->var[v->id] = ir_build_var(&pv->b, g->pointee, g->v.name);
    }
    return pv->var[v->id];
}

static void private_block(IrBlock *b, void *user)
{
    ir_block_map_uses(b, private_var, user);
}

static bool privates_to_vars(Pass *p)
{
    IrModule *m = p->m;
    bool any = false;
    for (int k = 0; k < m->globals.len && !any; k++)
        any = handle_private(&m->globals.data[k]->v);
    if (!any)
        return false;
    for (int k = 0; k < m->functions.len; k++) {
        IrFunction *f = m->functions.data[k];
        Priv pv = {.m = m, .f = f, .var = ARENA_ARRAY(p->a, IrValue *, m->next_global_id + 1)};
        ir_builder_init(&pv.b, m, f);
        ir_walk_blocks(&f->body, private_block, &pv);
    }
    int n = 0;
    for (int k = 0; k < m->globals.len; k++)
        if (!handle_private(&m->globals.data[k]->v))
            m->globals.data[n++] = m->globals.data[k];
    m->globals.len = n;
    return true;
}

/* ---------------------------------------------------------------- per function */

static void mark_atomics(IrBlock *b, void *user)
{
    (void)user;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op != IR_ATOMIC)
            continue;
        IrValue *p = i->args[0];
        while (p->vkind == IRV_INST && ((IrInst *)p)->op == IR_ACCESS)
            p = ((IrInst *)p)->args[0];
        if (p->vkind == IRV_GLOBAL)
            ((IrGlobal *)p)->used_atomically = true;
    }
}

static bool has_handle_values(IrFunction *f);

bool ir_lower_resource_handles(IrModule *m)
{
    Pass p0 = {.m = m, .a = arena_new()}, *p = &p0;
    uint32_t ids = m->next_global_id + 1;
    p->inline_me = ARENA_ARRAY(p->a, uint8_t, ids);
    p->uses_private = ARENA_ARRAY(p->a, uint8_t, ids);
    p->visited = ARENA_ARRAY(p->a, uint8_t, ids);
    order_functions(p);
    for (int k = 0; k < m->functions.len; k++) {
        IrFunction *f = m->functions.data[k];
        p->inline_me[f->v.id] = !is_entry(m, f) && (signature_holds(f) || p->uses_private[f->v.id]);
    }
    bool changed = inline_calls(p);
    changed |= privates_to_vars(p);
    IrHandleCtx hc = {.m = m, .a = p->a};
    bool ok = true;
    for (int k = 0; k < m->functions.len && ok; k++) {
        IrFunction *f = m->functions.data[k];
        if (!has_handle_values(f))
            continue;
        changed = true;
        ok = ir_handle_split(&hc, f);
        if (ok) {
            /* all of f's variables, not only the handles': a parameter
             * that inlining made a constant then reaches the ifs and
             * selects that choose among handles (dead_edge) */
            ir_promote_vars(m, f, NULL, NULL);
            ok = ir_handle_resolve(&hc, f);
        }
        if (ok)
            ir_resolve_counters(m, f);
        ir_walk_blocks(&f->body, mark_atomics, NULL);
    }
    arena_free(p->a);
    m->handles_lowered = ok;
    return changed;
}

/* ---------------------------------------------------------------- what to do */

static void find_handles(IrBlock *b, void *user)
{
    bool *found = user;
    IR_FOR_EACH_INST(b, i)
    {
        const IrType *t = i->op == IR_VAR ? i->v.type->elem : i->v.type;
        if (i->op == IR_ACCESS && i->args[0]->vkind == IRV_GLOBAL)
            continue; /* a root */
        if (ir_type_has_handles(t)) {
            *found = true;
            return;
        }
    }
}

/* Whether f has handle values other than globals and elements of global
 * arrays: handle variables, loads, choices. */
static bool has_handle_values(IrFunction *f)
{
    bool found = false;
    ir_walk_blocks(&f->body, find_handles, &found);
    return found;
}
