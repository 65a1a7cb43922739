/* ir_lower_globals_to_params: module-level variables become function
 * parameters (required by the text targets: MSL has no module-scope
 * resources or stage inputs, and Prism's WGSL writer passes them the same
 * way, so one IR shape serves both).
 *
 * The globals lowered are those whose address space has its bit
 * (1u << IrAddrSpace) in space_mask. For each function F, uses(F) is the set
 * of those globals F names as an operand, or that a function it calls uses
 * (transitively: a post-order walk of the call graph, which has no cycles:
 * sema rejects recursion, D_SEMA_RECURSION). Then every function F, entry
 * point or not, gets one new parameter per global G in uses(F), appended
 * after its own parameters in the order of m->globals, with
 * IrParam.global = G and the name of G:
 *   - G in IRS_INPUT: the parameter is the value (type G's pointee); every
 *     `load @G` in F is removed and its uses read the parameter. (Any other
 *     use of an input's address, an `access` into an input array, reads a
 *     function-local copy of the parameter, made at the top of F.)
 *   - any other space: the parameter is the pointer (G's own type
 *     ptr<space, T>), and every use of @G in F becomes a use of it.
 * Every call to a function that gained parameters passes the caller's own
 * parameters for the same globals (the caller has them: uses(caller)
 * includes uses(callee)). F's type becomes fn(old params, new params) -> ret.
 *
 * Afterwards no instruction names a lowered global; the globals stay in
 * m->globals, because emitters read their bindings, builtins and types
 * there (through IrParam.global). m->globals_lowered_mask records the
 * spaces, and the verifier rejects any remaining use.
 *
 * Time: linear in the size of the module, plus (functions + calls) times
 * (lowered globals / 64) for the bit sets. */
#include "ir.h"

typedef struct P {
    IrModule *m;
    Arena *a;
    uint32_t nsel;           /* globals lowered */
    IrGlobal **sel;          /* in m->globals order */
    int32_t *sel_of;         /* by module id: index in sel, or -1 */
    int32_t *func_of;        /* by module id: index in m->functions, or -1 */
    uint32_t words;          /* 64-bit words per set */
    uint64_t *uses;          /* by function index: `words` words */
    uint32_t *old_params;    /* by function index: parameter count before the pass */
    VEC(uint32_t) *callees;  /* by function index */
    /* the function being rewritten */
    IrFunction *f;
    uint32_t fi;
    IrParam **param_of;      /* by sel index: f's parameter for it (filled per function) */
    IrValue **copy_of;       /* by sel index: f's local copy of an input (made on demand) */
    IrValue **repl;          /* by value id: a removed load's parameter */
    uint32_t num_old;
    bool any_repl;
} P;

static uint64_t *uses_of(P *p, uint32_t fi) { return p->uses + (size_t)fi * p->words; }

static int32_t sel_index(P *p, const IrValue *v)
{
    if (!v || v->vkind != IRV_GLOBAL || v->id >= p->m->next_global_id)
        return -1;
    return p->sel_of[v->id];
}

/* ---------------------------------------------------------------- uses and the call graph */

static void scan_block(IrBlock *b, void *user)
{
    P *p = user;
    uint64_t *u = uses_of(p, p->fi);
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op == IR_CALL && i->callee && i->callee->v.id < p->m->next_global_id &&
            p->func_of[i->callee->v.id] >= 0)
            vec_push(p->a, &p->callees[p->fi], (uint32_t)p->func_of[i->callee->v.id]);
        for (uint32_t k = 0; k < i->num_args; k++) {
            int32_t s = sel_index(p, i->args[k]);
            if (s >= 0)
                u[s / 64] |= 1ull << (s % 64);
        }
    }
}

/* uses(F) |= uses(callee) for every callee, callees first (iterative DFS). */
static void close_over_calls(P *p)
{
    uint32_t nf = (uint32_t)p->m->functions.len;
    uint8_t *state = ARENA_ARRAY(p->a, uint8_t, nf + 1); /* 0 new, 1 on the stack, 2 done */
    uint32_t *stack = ARENA_ARRAY(p->a, uint32_t, nf + 1);
    int *next = ARENA_ARRAY(p->a, int, nf + 1);
    for (uint32_t root = 0; root < nf; root++) {
        if (state[root])
            continue;
        uint32_t sp = 0;
        stack[sp++] = root;
        state[root] = 1;
        while (sp) {
            uint32_t f = stack[sp - 1];
            if (next[f] < p->callees[f].len) {
                uint32_t c = p->callees[f].data[next[f]++];
                if (state[c] == 1)
                    ice(p->m->c, "ir_lower_globals_to_params: recursive call to @%s",
                        p->m->functions.data[c]->name ? p->m->functions.data[c]->name : "?");
                if (!state[c]) {
                    state[c] = 1;
                    stack[sp++] = c;
                }
                continue;
            }
            uint64_t *u = uses_of(p, f);
            for (int k = 0; k < p->callees[f].len; k++) {
                const uint64_t *cu = uses_of(p, p->callees[f].data[k]);
                for (uint32_t w = 0; w < p->words; w++)
                    u[w] |= cu[w];
            }
            state[f] = 2;
            sp--;
        }
    }
}

/* ---------------------------------------------------------------- new parameters */

static void add_params(P *p, uint32_t fi)
{
    IrModule *m = p->m;
    IrFunction *f = m->functions.data[fi];
    const uint64_t *u = uses_of(p, fi);
    uint32_t add = 0;
    for (uint32_t w = 0; w < p->words; w++)
        add += (uint32_t)__builtin_popcountll(u[w]);
    p->old_params[fi] = f->num_params;
    if (!add)
        return;
    uint32_t n = f->num_params + add;
    IrParam **params = ARENA_ARRAY(m->arena, IrParam *, n);
    const IrType **types = ARENA_ARRAY(p->a, const IrType *, n);
    for (uint32_t k = 0; k < f->num_params; k++) {
        params[k] = f->params[k];
        types[k] = f->params[k]->v.type;
    }
    uint32_t k = f->num_params;
    for (uint32_t s = 0; s < p->nsel; s++) {
        if (!(u[s / 64] >> (s % 64) & 1))
            continue;
        IrGlobal *g = p->sel[s];
        IrParam *par = ARENA_NEW(m->arena, IrParam);
        par->v.vkind = IRV_PARAM;
        par->v.id = f->next_value_id++;
        par->v.type = g->space == IRS_INPUT ? g->pointee : g->v.type;
        par->v.name = g->v.name;
        par->func = f;
        par->global = g;
        types[k] = par->v.type;
        params[k++] = par;
    }
    f->params = params;
    f->num_params = n;
    f->v.type = irt_function(m, f->ret, types, (int)n);
}

/* ---------------------------------------------------------------- rewriting */

/* f's local copy of input s, for uses of its address other than a whole
 * load: a var stored from the parameter at the top of the function. */
static IrValue *input_copy(P *p, int32_t s)
{
    if (p->copy_of[s])
        return p->copy_of[s];
    IrGlobal *g = p->sel[s];
    IrBuilder b;
    ir_builder_init(&b, p->m, p->f);
    IrValue *var = ir_build_var(&b, g->pointee, g->v.name);
    IrInst *st = ir_inst_new(p->f, IR_STORE, NULL, 2);
    st->args[0] = var;
    st->args[1] = &p->param_of[s]->v;
    IrInst *vi = (IrInst *)var;
    if (vi->next)
        ir_inst_insert_before(vi->next, st);
    else
        ir_inst_append(vi->block, st);
    return p->copy_of[s] = var;
}

static bool is_function_ptr(const IrValue *v)
{
    return v && v->type->kind == IRT_POINTER && v->type->space == IRS_FUNCTION;
}

static void rewrite_block(IrBlock *b, void *user)
{
    P *p = user;
    IrModule *m = p->m;
    for (IrInst *i = b->first, *next; i; i = next) {
        next = i->next;
        if (i->op == IR_LOAD) {
            int32_t s = sel_index(p, i->args[0]);
            if (s >= 0 && p->sel[s]->space == IRS_INPUT) {
                p->repl[i->v.id] = &p->param_of[s]->v;
                p->any_repl = true;
                ir_inst_remove(i);
                continue;
            }
        }
        for (uint32_t k = 0; k < i->num_args; k++) {
            int32_t s = sel_index(p, i->args[k]);
            if (s < 0)
                continue;
            if (p->sel[s]->space == IRS_INPUT) {
                i->args[k] = input_copy(p, s);
                /* An access into the copy points into function memory. */
                if (i->op == IR_ACCESS && k == 0)
                    i->v.type = irt_pointer(m, i->v.type->elem, IRS_FUNCTION);
            } else {
                i->args[k] = &p->param_of[s]->v;
            }
        }
        if (i->op == IR_ACCESS && is_function_ptr(i->args[0]) && i->v.type->kind == IRT_POINTER &&
            i->v.type->space == IRS_INPUT)
            i->v.type = irt_pointer(m, i->v.type->elem, IRS_FUNCTION); /* an access of such an access */
        if (i->op == IR_CALL && i->callee && p->func_of[i->callee->v.id] >= 0) {
            IrFunction *c = i->callee;
            uint32_t old = p->old_params[p->func_of[c->v.id]];
            if (c->num_params == old)
                continue;
            uint32_t n = 1 + c->num_params;
            IrValue **args = ARENA_ARRAY(m->arena, IrValue *, n);
            for (uint32_t k = 0; k < i->num_args; k++)
                args[k] = i->args[k];
            for (uint32_t k = old; k < c->num_params; k++) {
                int32_t s = p->sel_of[c->params[k]->global->v.id];
                if (!p->param_of[s])
                    ice(m->c, "ir_lower_globals_to_params: @%s calls @%s without @%s", p->f->name ? p->f->name : "?",
                        c->name ? c->name : "?", p->sel[s]->v.name ? p->sel[s]->v.name : "?");
                args[1 + k] = &p->param_of[s]->v;
            }
            i->args = args;
            i->num_args = n;
        }
    }
}

static IrValue *resolve(P *p, IrValue *v)
{
    if (v && v->vkind == IRV_INST && v->id < p->num_old && p->repl[v->id])
        return p->repl[v->id];
    return v;
}

static IrValue *resolve_use(IrValue *v, void *user)
{
    return resolve(user, v);
}

static void resolve_block(IrBlock *b, void *user)
{
    ir_block_map_uses(b, resolve_use, user);
}

static void rewrite_function(P *p, uint32_t fi)
{
    IrFunction *f = p->f = p->m->functions.data[fi];
    p->fi = fi;
    for (uint32_t k = p->old_params[fi]; k < f->num_params; k++)
        p->param_of[p->sel_of[f->params[k]->global->v.id]] = f->params[k];
    p->num_old = f->next_value_id;
    p->repl = ARENA_ARRAY(p->a, IrValue *, p->num_old + 1);
    p->any_repl = false;
    ir_walk_blocks(&f->body, rewrite_block, p);
    if (p->any_repl)
        ir_walk_blocks(&f->body, resolve_block, p);
    for (uint32_t k = p->old_params[fi]; k < f->num_params; k++) {
        int32_t s = p->sel_of[f->params[k]->global->v.id];
        p->param_of[s] = NULL;
        p->copy_of[s] = NULL;
    }
}

bool ir_lower_globals_to_params(IrModule *m, unsigned space_mask)
{
    Arena *a = arena_new();
    P p0 = {.m = m, .a = a}, *p = &p0;
    uint32_t nids = m->next_global_id;
    p->sel_of = ARENA_ARRAY(a, int32_t, nids + 1);
    p->func_of = ARENA_ARRAY(a, int32_t, nids + 1);
    for (uint32_t k = 0; k <= nids; k++)
        p->sel_of[k] = p->func_of[k] = -1;
    p->sel = ARENA_ARRAY(a, IrGlobal *, (uint32_t)m->globals.len + 1);
    for (int k = 0; k < m->globals.len; k++) {
        IrGlobal *g = m->globals.data[k];
        if (g->space < IRS_COUNT && (space_mask >> g->space & 1u) && g->v.id < nids) {
            p->sel_of[g->v.id] = (int32_t)p->nsel;
            p->sel[p->nsel++] = g;
        }
    }
    uint32_t nf = (uint32_t)m->functions.len;
    for (uint32_t k = 0; k < nf; k++)
        if (m->functions.data[k]->v.id < nids)
            p->func_of[m->functions.data[k]->v.id] = (int32_t)k;
    bool progress = false;
    if (p->nsel) {
        p->words = (p->nsel + 63) / 64;
        p->uses = ARENA_ARRAY(a, uint64_t, (size_t)nf * p->words + 1);
        p->old_params = ARENA_ARRAY(a, uint32_t, nf + 1);
        p->callees = arena_alloc(a, sizeof(*p->callees) * (nf + 1));
        p->param_of = ARENA_ARRAY(a, IrParam *, p->nsel);
        p->copy_of = ARENA_ARRAY(a, IrValue *, p->nsel);
        for (uint32_t k = 0; k < nf; k++) {
            p->fi = k;
            ir_walk_blocks(&m->functions.data[k]->body, scan_block, p);
        }
        close_over_calls(p);
        for (uint32_t k = 0; k < nf; k++) {
            add_params(p, k);
            progress |= m->functions.data[k]->num_params != p->old_params[k];
        }
        /* A function that gained no parameter names no lowered global,
         * and neither do its callees (uses are transitive): nothing to
         * rewrite in it. */
        for (uint32_t k = 0; progress && k < nf; k++)
            if (m->functions.data[k]->num_params != p->old_params[k])
                rewrite_function(p, k);
    }
    arena_free(a);
    m->globals_lowered_mask |= space_mask;
    return progress;
}
