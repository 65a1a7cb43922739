/* ir_opt_dce: removes what nothing needs.
 *
 * In each function, mark and sweep: the roots are instructions with effects
 * (stores, image writes, calls, atomics, barriers, jumps, intrinsics flagged
 * INF_SIDE_EFFECTS or taking a pointer) and the operands of control nodes
 * (if conditions, switch selectors, break_if); everything an operand chain
 * reaches from a root is live; the rest is removed, dead cycles of phis
 * included, so one run reaches the fixed point. Unused vars go too (a var
 * only stored to is kept: the store is a root). A convergent intrinsic
 * (wave op) whose result is unused and that has no side effect is removed:
 * removing is not moving.
 *
 * In the module, when it has entry points: functions no entry reaches
 * through calls are removed, then globals (resources included) that no
 * remaining function uses (but those -fspv-preserve-* keeps). Backends emit
 * only what an entry reaches anyway. */
#include "../intrinsics/intrinsics.h"
#include "ir.h"
#include "ir_spirv.h"

typedef struct Dce {
    IrFunction *f;
    Arena *a;
    uint8_t *live; /* by value id */
    VEC(IrInst *) work;
    bool progress;
} Dce;

static bool has_effect(const IrInst *i)
{
    switch (i->op) {
    case IR_STORE:
    case IR_CALL:
    case IR_ATOMIC:
    case IR_SPIRV: /* inline SPIR-V: the user's instruction, kept as written */
    case IR_IMAGE_WRITE:
    case IR_BARRIER:
    case IR_BREAK:
    case IR_CONTINUE:
    case IR_RETURN:
    case IR_DISCARD:
    case IR_UNREACHABLE: return true;
    case IR_INTRINSIC:
        if (i->imm >= INTR_COUNT || (intrinsic_info[i->imm].flags & INF_SIDE_EFFECTS))
            return true;
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k] && i->args[k]->type->kind == IRT_POINTER)
                return true; /* may write through it */
        return false;
    default: return false;
    }
}

static void mark(Dce *d, IrValue *v)
{
    if (!v || v->vkind != IRV_INST || v->id >= d->f->next_value_id || d->live[v->id])
        return;
    d->live[v->id] = 1;
    vec_push(d->a, &d->work, (IrInst *)v);
}

static void roots(IrBlock *b, void *user)
{
    Dce *d = user;
    IR_FOR_EACH_INST(b, i)
    if (has_effect(i))
        mark(d, &i->v);
    IrNode *n = b->n.next;
    if (n && n->kind == IRN_IF)
        mark(d, ((IrIf *)n)->cond);
    if (n && n->kind == IRN_SWITCH)
        mark(d, ((IrSwitch *)n)->selector);
    IrRegion *r = b->n.parent;
    if (!b->n.next && r->parent && r->parent->kind == IRN_LOOP && r == &((IrLoop *)r->parent)->continuing)
        mark(d, ((IrLoop *)r->parent)->break_if);
}

static void sweep(IrBlock *b, void *user)
{
    Dce *d = user;
    for (IrInst *i = b->first, *next; i; i = next) {
        next = i->next;
        if (!d->live[i->v.id]) {
            ir_inst_remove(i);
            d->progress = true;
        }
    }
}

static bool dce_function(IrFunction *f)
{
    Dce d = {.f = f, .a = arena_new()};
    d.live = ARENA_ARRAY(d.a, uint8_t, f->next_value_id + 1);
    ir_walk_blocks(&f->body, roots, &d);
    while (d.work.len) {
        IrInst *i = vec_pop(&d.work);
        for (uint32_t k = 0; k < i->num_args; k++)
            mark(&d, i->args[k]);
    }
    ir_walk_blocks(&f->body, sweep, &d);
    arena_free(d.a);
    return d.progress;
}

typedef struct Uses {
    IrModule *m;
    uint8_t *global_used; /* by module id */
    uint8_t *func_used;
    uint32_t num_ids;
    VEC(IrFunction *) work;
    Arena *a;
} Uses;

static void use_function(Uses *u, IrFunction *f)
{
    if (f && f->v.id < u->num_ids && !u->func_used[f->v.id]) {
        u->func_used[f->v.id] = 1;
        vec_push(u->a, &u->work, f);
    }
}

static void uses_in_block(IrBlock *b, void *user)
{
    Uses *u = user;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op == IR_CALL)
            use_function(u, i->callee);
        /* an inline SPIR-V instruction's body: what a text target calls
         * instead when it cannot lift it (ir_lift_spirv) */
        const IrSpirvInst *s = i->op == IR_SPIRV ? ir_spirv_inst(u->m, i) : NULL;
        if (s)
            use_function(u, s->fallback);
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k] && i->args[k]->vkind == IRV_GLOBAL && i->args[k]->id < u->num_ids)
                u->global_used[i->args[k]->id] = 1;
    }
}

/* -fspv-preserve-bindings keeps every resource, -fspv-preserve-interface
 * every stage variable an entry declares (DXC's options). */
static bool preserved(const IrModule *m, const IrGlobal *g)
{
    if (g->spec_size) /* named by a type or an entry's workgroup size, not by an instruction */
        return true;
    const PrismOptions *o = m->c->opts;
    if (!o)
        return false;
    if (o->preserve_bindings && (g->resource != IRR_NONE || g->space == IRS_HANDLE))
        return true;
    for (int e = 0; o->preserve_interface && e < m->entries.len; e++)
        for (uint32_t k = 0; k < m->entries.data[e]->num_interface; k++)
            if (m->entries.data[e]->interface[k] == g)
                return true;
    return false;
}

static bool dce_module(IrModule *m)
{
    if (!m->entries.len)
        return false;
    Uses u = {.m = m, .a = arena_new(), .num_ids = m->next_global_id};
    u.global_used = ARENA_ARRAY(u.a, uint8_t, u.num_ids + 1);
    u.func_used = ARENA_ARRAY(u.a, uint8_t, u.num_ids + 1);
    for (int k = 0; k < m->entries.len; k++)
        use_function(&u, m->entries.data[k]);
    while (u.work.len) {
        IrFunction *f = vec_pop(&u.work);
        ir_walk_blocks(&f->body, uses_in_block, &u);
    }
    bool progress = false;
    int n = 0;
    for (int k = 0; k < m->functions.len; k++) {
        IrFunction *f = m->functions.data[k];
        if (f->v.id < u.num_ids && u.func_used[f->v.id])
            m->functions.data[n++] = f;
        else
            progress = true;
    }
    m->functions.len = n;
    n = 0;
    for (int k = 0; k < m->globals.len; k++) {
        IrGlobal *g = m->globals.data[k];
        if ((g->v.id < u.num_ids && u.global_used[g->v.id]) || preserved(m, g))
            m->globals.data[n++] = g;
        else
            progress = true;
    }
    m->globals.len = n;
    arena_free(u.a);
    return progress;
}

bool ir_opt_dce(IrModule *m)
{
    bool progress = false;
    for (int k = 0; k < m->functions.len; k++)
        progress |= dce_function(m->functions.data[k]);
    progress |= dce_module(m);
    return progress;
}
