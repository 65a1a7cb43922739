/* Barriers in non-uniform control flow: WGSL's uniformity analysis (WGSL
 * 15.2 "Uniformity") rejects workgroupBarrier() and storageBarrier() unless
 * every invocation of the workgroup reaches them together; HLSL accepts
 * them anywhere. Where we can tell for sure, we say so at the HLSL barrier,
 * before Tint says it about our output.
 *
 * "For sure" is deliberately narrow (no false alarms): a value is
 * non-uniform when it derives, through SSA operations of the entry point,
 * from an invocation's own builtin (global or local invocation id, local
 * index, subgroup invocation id), from a load of read_write storage or
 * workgroup memory, or from an atomic; a function or private variable is
 * non-uniform once a non-uniform value is stored to it, or any value under
 * non-uniform control flow (so loop counters, and at -O0 every local, are
 * followed; found to a fixpoint). Helper functions and subgroup results
 * are assumed uniform (Tint still judges them). The
 * control flow is non-uniform inside an if or switch on such a value, and
 * in a loop whose break_if is one or whose body breaks out under one (the
 * shape of `for (...; i < n; ...)` with a non-uniform n). */
#include "wgsl_internal.h"

typedef struct U {
    WgslWriter *w;
    uint8_t *nu;     /* by value id: 1 when non-uniform */
    uint8_t *var_nu; /* by value id (a var or a pointer parameter): its contents are */
    uint8_t *gvar_nu; /* by global id: the same for private globals */
    bool quiet;      /* only mark values (a loop's first look at its body, the fixpoint) */
    bool changed;    /* a variable became non-uniform in this walk */
} U;

static bool nonuniform(U *u, IrValue *v)
{
    if (!v || v->id >= u->w->fn->next_value_id)
        return false;
    if (v->vkind == IRV_PARAM) {
        IrParam *p = (IrParam *)v;
        if (!p->global || p->global->space != IRS_INPUT)
            return false;
        IrBuiltin b = p->global->builtin;
        return b == IRB_GLOBAL_INVOCATION_ID || b == IRB_LOCAL_INVOCATION_ID || b == IRB_LOCAL_INVOCATION_INDEX ||
               b == IRB_SUBGROUP_INVOCATION_ID;
    }
    return v->vkind == IRV_INST && u->nu[v->id];
}

/* The memory a pointer value reaches into. */
static IrAddrSpace space_of(IrValue *p)
{
    return p->type->kind == IRT_POINTER ? p->type->space : IRS_FUNCTION;
}

static bool writable_storage(IrValue *p)
{
    while (p->vkind == IRV_INST && ((IrInst *)p)->op == IR_ACCESS)
        p = ((IrInst *)p)->args[0];
    if (p->vkind == IRV_GLOBAL)
        return ((IrGlobal *)p)->writable;
    if (p->vkind == IRV_PARAM && ((IrParam *)p)->global)
        return ((IrParam *)p)->global->writable;
    return true;
}

/* The flag of the variable a pointer into own memory reaches, or NULL. */
static uint8_t *var_flag(U *u, IrValue *p)
{
    IrAddrSpace s = space_of(p);
    if (s != IRS_FUNCTION && s != IRS_PRIVATE)
        return NULL;
    while (p->vkind == IRV_INST && ((IrInst *)p)->op == IR_ACCESS)
        p = ((IrInst *)p)->args[0];
    if (p->vkind == IRV_GLOBAL)
        return p->id < u->w->m->next_global_id ? &u->gvar_nu[p->id] : NULL;
    if ((p->vkind == IRV_INST || p->vkind == IRV_PARAM) && p->id < u->w->fn->next_value_id)
        return &u->var_nu[p->id];
    return NULL;
}

static void mark(U *u, IrInst *i, const char *why)
{
    bool n = false;
    if (i->op == IR_ATOMIC)
        n = true;
    else if (i->op == IR_LOAD) {
        IrAddrSpace s = space_of(i->args[0]);
        uint8_t *vf = var_flag(u, i->args[0]);
        n = s == IRS_WORKGROUP || (s == IRS_STORAGE && writable_storage(i->args[0])) || (vf && *vf);
    } else if (i->op == IR_STORE) {
        uint8_t *vf = var_flag(u, i->args[0]);
        if (vf && !*vf && (why || nonuniform(u, i->args[1]) || nonuniform(u, i->args[0]))) {
            *vf = 1;
            u->changed = true;
        }
    }
    for (uint32_t k = 0; k < i->num_args && !n; k++)
        if (i->op != IR_LOAD || k > 0)
            n = nonuniform(u, i->args[k]);
    if (i->op == IR_LOAD && !n && i->args[0]->vkind == IRV_INST)
        n = nonuniform(u, i->args[0]); /* an access with a non-uniform index */
    if (i->v.id < u->w->fn->next_value_id)
        u->nu[i->v.id] = n;
}

static const char *barrier_name(uint32_t f)
{
    bool ex = f & IR_BARRIER_EXEC, wg = f & IR_MEM_WORKGROUP, dev = f & IR_MEM_DEVICE;
    if (wg && dev)
        return ex ? "AllMemoryBarrierWithGroupSync" : "AllMemoryBarrier";
    if (dev)
        return ex ? "DeviceMemoryBarrierWithGroupSync" : "DeviceMemoryBarrier";
    return ex ? "GroupMemoryBarrierWithGroupSync" : "GroupMemoryBarrier";
}

static bool region_breaks(IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next)
        if (n->kind == IRN_BLOCK && ((IrBlock *)n)->last && ((IrBlock *)n)->last->op == IR_BREAK)
            return true;
    return false;
}

/* Does r break out of its loop under a non-uniform condition? (Nested
 * loops and switches are not looked into: their breaks are their own.) */
static bool breaks_nonuniformly(U *u, IrRegion *r, bool under)
{
    if (under && region_breaks(r))
        return true;
    for (IrNode *n = r->first; n; n = n->next) {
        if (n->kind == IRN_IF) {
            IrIf *i = (IrIf *)n;
            bool c = under || nonuniform(u, i->cond);
            if (breaks_nonuniformly(u, &i->then_, c) || breaks_nonuniformly(u, &i->else_, c))
                return true;
        }
    }
    return false;
}

static void walk(U *u, IrRegion *r, const char *why)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            {
                if (i->op == IR_BARRIER && why && !u->quiet)
                    diag(u->w->c, i->loc, D_WGSL_BARRIER_NONUNIFORM, barrier_name(i->imm), why);
                mark(u, i, why);
            }
            break;
        case IRN_IF: {
            IrIf *i = (IrIf *)n;
            const char *w = why ? why : nonuniform(u, i->cond) ? "an if whose condition differs between threads" : NULL;
            walk(u, &i->then_, w);
            walk(u, &i->else_, w);
            break;
        }
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            /* Values of the body decide its exits: mark them first. */
            if (!u->quiet) {
                U probe = *u;
                probe.quiet = true;
                walk(&probe, &l->body, NULL);
                walk(&probe, &l->continuing, NULL);
            }
            const char *w = why;
            if (!w && (nonuniform(u, l->break_if) || breaks_nonuniformly(u, &l->body, false)))
                w = "a loop whose exit differs between threads";
            walk(u, &l->body, w);
            walk(u, &l->continuing, w);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            const char *w = why ? why : nonuniform(u, s->selector) ? "a switch whose selector differs between threads" : NULL;
            for (uint32_t c = 0; c < s->num_cases; c++)
                walk(u, &s->cases[c].body, w);
            break;
        }
        }
    }
}

/* Whether r holds a barrier anywhere: most entry points have none, and
 * then the fixpoint walks below cannot report anything. */
static bool has_barrier(IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            {
                if (i->op == IR_BARRIER)
                    return true;
            }
            break;
        case IRN_IF:
            if (has_barrier(&((IrIf *)n)->then_) || has_barrier(&((IrIf *)n)->else_))
                return true;
            break;
        case IRN_LOOP:
            if (has_barrier(&((IrLoop *)n)->body) || has_barrier(&((IrLoop *)n)->continuing))
                return true;
            break;
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            for (uint32_t c = 0; c < s->num_cases; c++)
                if (has_barrier(&s->cases[c].body))
                    return true;
            break;
        }
        }
    }
    return false;
}

void wgsl_check_barriers(WgslWriter *w, IrFunction *f)
{
    if (!wgsl_is_entry(w, f) || !has_barrier(&f->body))
        return;
    U u = {w, ARENA_ARRAY(w->fa, uint8_t, f->next_value_id + 1), ARENA_ARRAY(w->fa, uint8_t, f->next_value_id + 1),
           ARENA_ARRAY(w->fa, uint8_t, w->m->next_global_id + 1), true, false};
    /* variables only become non-uniform: walk until none does, then report */
    do {
        u.changed = false;
        walk(&u, &f->body, NULL);
    } while (u.changed);
    u.quiet = false;
    walk(&u, &f->body, NULL);
}
