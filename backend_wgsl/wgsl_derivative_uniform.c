/* Whether the module may keep WGSL's derivative_uniformity check on.
 *
 * WGSL requires derivatives (dpdx...) and implicit-lod sampling in uniform
 * control flow (WGSL 15.2 "Uniformity", the derivative_uniformity
 * diagnostic); HLSL does not (a derivative in a quad whose pixels diverged
 * is undefined). ir_lower_divergent_returns makes the usual case uniform: a
 * pixel that returned early keeps running to the derivatives. The writer
 * then leaves the check on, so Tint proves what we claim, and turns it off
 * (`diagnostic(off, derivative_uniformity);`) only where HLSL's own
 * semantics need it: a derivative under an if, switch or loop exit that
 * differs between pixels, after such a return the pass could not predicate,
 * or in a function called from such flow.
 *
 * The analysis errs on the side of "may differ" (a wrong "uniform" would be
 * a module Tint rejects): values from stage inputs, parameters, calls,
 * writable or private memory, atomics, image operations and convergent or
 * derivative intrinsics may differ; constants, uniform buffers, read-only
 * storage and pure operations on them do not; a function variable may
 * differ once a value that may is stored to it, or any value under flow
 * that may (found to a fixpoint, so loop counters with uniform bounds stay
 * uniform). Flow may differ inside an if or switch on a value that may,
 * in a loop whose break_if may or that a break or continue leaves under
 * such flow (after the loop it reconverges, as in WGSL), and everywhere in a
 * function that returns early under such flow. */
#include "wgsl_internal.h"

typedef struct DU {
    WgslWriter *w;
    IrFunction *f;
    uint8_t *nu;      /* by value id: may differ between invocations */
    uint8_t *var_nu;  /* by value id (a var): its contents may */
    bool changed;     /* a variable's flag was set in this walk */
    bool tainted;     /* the function returns early under flow that may differ */
    bool bad;         /* a derivative, or a call reaching one, in such flow */
    WMap *has_deriv;  /* IrFunction -> (void *)1 no derivative reached, 2 some */
} DU;

static bool fn_has_derivatives(WgslWriter *w, WMap *memo, IrFunction *f);

static bool may_differ(DU *u, IrValue *v)
{
    if (!v)
        return false;
    if (v->vkind == IRV_PARAM)
        return true;
    if (v->vkind != IRV_INST)
        return false;
    return v->id >= u->f->next_value_id || u->nu[v->id];
}

static IrValue *root_of(IrValue *p)
{
    while (p->vkind == IRV_INST && ((IrInst *)p)->op == IR_ACCESS)
        p = ((IrInst *)p)->args[0];
    return p;
}

/* The flag of the function variable a pointer reaches, or NULL. */
static uint8_t *var_flag(DU *u, IrValue *p)
{
    IrValue *r = root_of(p);
    if (r->vkind == IRV_INST && ((IrInst *)r)->op == IR_VAR && r->id < u->f->next_value_id)
        return &u->var_nu[r->id];
    return NULL;
}

static void set_var(DU *u, uint8_t *vf)
{
    if (vf && !*vf) {
        *vf = 1;
        u->changed = true;
    }
}

static bool uniform_memory(IrValue *p)
{
    if (p->type->kind != IRT_POINTER)
        return false;
    switch (p->type->space) {
    case IRS_UNIFORM:
    case IRS_PUSH_CONSTANT:
    case IRS_HANDLE: return true;
    case IRS_STORAGE: {
        IrValue *r = root_of(p);
        if (r->vkind == IRV_GLOBAL)
            return !((IrGlobal *)r)->writable;
        return false;
    }
    default: return false;
    }
}

static bool operands_differ(DU *u, IrInst *i)
{
    for (uint32_t k = 0; k < i->num_args; k++)
        if (may_differ(u, i->args[k]))
            return true;
    return false;
}

static void mark(DU *u, IrInst *i, bool cf)
{
    bool n;
    switch (i->op) {
    case IR_VAR: n = false; break;
    case IR_LOAD: {
        uint8_t *vf = var_flag(u, i->args[0]);
        n = may_differ(u, i->args[0]) || (vf ? *vf : !uniform_memory(i->args[0]));
        break;
    }
    case IR_STORE:
        if (cf || may_differ(u, i->args[1]) || may_differ(u, i->args[0]))
            set_var(u, var_flag(u, i->args[0]));
        n = false;
        break;
    case IR_CALL:
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k]->type->kind == IRT_POINTER)
                set_var(u, var_flag(u, i->args[k]));
        if (cf && fn_has_derivatives(u->w, u->has_deriv, i->callee))
            u->bad = true;
        n = true;
        break;
    case IR_INTRINSIC:
        n = i->imm >= INTR_COUNT ||
            (intrinsic_info[i->imm].flags & (INF_CONVERGENT | INF_DERIVATIVE | INF_SIDE_EFFECTS)) ||
            operands_differ(u, i);
        break;
    case IR_ATOMIC:
    case IR_PHI:
    case IR_SPIRV:
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER:
    case IR_IMAGE_READ:
    case IR_IMAGE_QUERY:
    case IR_IMAGE_TEXEL_POINTER: n = true; break;
    default: n = operands_differ(u, i); break;
    }
    if (cf && ir_inst_reads_derivatives(i))
        u->bad = true;
    if (i->v.id < u->f->next_value_id)
        u->nu[i->v.id] = n;
}

/* Does r leave its loop (break, continue) under flow that may differ?
 * Nested loops catch their own; a switch catches its breaks. */
static bool leaves_loop(DU *u, IrRegion *r, bool under, bool in_switch)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: {
            IrInst *t = ((IrBlock *)n)->last;
            if (under && t && ((t->op == IR_BREAK && !in_switch) || t->op == IR_CONTINUE))
                return true;
            break;
        }
        case IRN_IF: {
            IrIf *i = (IrIf *)n;
            bool c = under || may_differ(u, i->cond);
            if (leaves_loop(u, &i->then_, c, in_switch) || leaves_loop(u, &i->else_, c, in_switch))
                return true;
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            bool c = under || may_differ(u, s->selector);
            for (uint32_t k = 0; k < s->num_cases; k++)
                if (leaves_loop(u, &s->cases[k].body, c, true))
                    return true;
            break;
        }
        case IRN_LOOP: break;
        }
    }
    return false;
}

static void walk(DU *u, IrRegion *r, bool cf)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: {
            IrBlock *b = (IrBlock *)n;
            IR_FOR_EACH_INST(b, i)
            mark(u, i, cf);
            /* a return before the function's end, under flow that may differ */
            if (cf && b->last && b->last->op == IR_RETURN && !(r == &u->f->body && !n->next))
                u->tainted = true;
            break;
        }
        case IRN_IF: {
            IrIf *i = (IrIf *)n;
            bool c = cf || may_differ(u, i->cond);
            walk(u, &i->then_, c);
            walk(u, &i->else_, c);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            bool c = cf || may_differ(u, s->selector);
            for (uint32_t k = 0; k < s->num_cases; k++)
                walk(u, &s->cases[k].body, c);
            break;
        }
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            /* the body's values decide its exits: a first look marks them */
            walk(u, &l->body, cf);
            walk(u, &l->continuing, cf);
            bool c = cf || may_differ(u, l->break_if) || leaves_loop(u, &l->body, false, false) ||
                     leaves_loop(u, &l->continuing, false, false);
            walk(u, &l->body, c);
            walk(u, &l->continuing, c);
            break;
        }
        }
    }
}

static void check_fn(DU *u, IrFunction *f)
{
    u->f = f;
    u->nu = ARENA_ARRAY(u->w->a, uint8_t, f->next_value_id + 1);
    u->var_nu = ARENA_ARRAY(u->w->a, uint8_t, f->next_value_id + 1);
    u->tainted = false;
    /* flags only ever get set: walk until none changes, then the last walk
     * (with the taint of an early return, if any) decides */
    do {
        u->changed = false;
        bool was = u->tainted;
        walk(u, &f->body, u->tainted);
        u->changed |= u->tainted != was;
    } while (u->changed);
}

typedef struct Find {
    WgslWriter *w;
    WMap *memo;
    bool found;
} Find;

static void find_block(IrBlock *b, void *user)
{
    Find *fd = user;
    IR_FOR_EACH_INST(b, i)
    if (ir_inst_reads_derivatives(i) || (i->op == IR_CALL && fn_has_derivatives(fd->w, fd->memo, i->callee)))
        fd->found = true;
}

/* Does f, or a function it calls, read derivatives? */
static bool fn_has_derivatives(WgslWriter *w, WMap *memo, IrFunction *f)
{
    uintptr_t v = (uintptr_t)ptrmap_get(memo, f);
    if (!v) {
        Find fd = {w, memo, false};
        ir_walk_blocks(&f->body, find_block, &fd);
        v = fd.found ? 2 : 1;
        ptrmap_put(w->a, memo, f, (void *)v);
    }
    return v == 2;
}

bool wgsl_derivatives_may_diverge(WgslWriter *w)
{
    WMap memo = {0};
    DU u = {.w = w, .has_deriv = &memo};
    for (int k = 0; k < w->funcs_list.len && !u.bad; k++) {
        IrFunction *f = w->funcs_list.data[k];
        if (fn_has_derivatives(w, &memo, f))
            check_fn(&u, f);
    }
    return u.bad;
}
