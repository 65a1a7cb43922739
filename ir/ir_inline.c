/* ir_inline_call: a call replaced by a copy of its callee's body.
 *
 * The block of the call is split at the call: what came before it stays,
 * the callee's body is copied after it (instructions with their values
 * renamed, control nodes rebuilt through the builder), and what came after
 * the call moves to the block after the copy, in front of whatever node
 * followed the block (an if's condition, a loop's break_if computed there
 * move with it). Parameters become the call's arguments; the callee's
 * variables become the caller's (ir_build_var: in its first block).
 *
 * Returns: a non-void callee stores its value to a variable that the code
 * after the copy loads. A callee whose only return ends its body is copied
 * as it is. Any other is copied inside a loop that runs once, `loop {
 * BODY; break }`, and each return leaves it: a `break` where the return is
 * not inside one of the callee's own loops or switches; inside one, a flag
 * is set before the `break` that leaves that construct, and after every
 * construct that holds a return, `if (flag) break;` leaves the next one
 * out, up to the wrapper. Structured control flow needs nothing else.
 *
 * Runs before SSA construction: the callee has no phis. Linear in the size
 * of the copy (a construct's "holds a return" is looked up once per
 * construct, so deeply nested returns cost the depth times the size). */
#include <string.h>
#include "ir.h"

typedef struct Inl {
    IrModule *m;
    IrFunction *g;     /* the callee */
    IrBuilder b;       /* in the caller */
    IrValue **map;     /* callee value id -> the caller's value */
    IrValue *ret_var;  /* a non-void callee's result */
    IrValue *flag;     /* set by a return inside a loop or switch of the callee */
    bool wrapped;      /* returns leave the one-pass loop around the copy */
    int depth;         /* the callee's loops and switches around the copy point */
} Inl;

static IrValue *map(Inl *s, IrValue *v)
{
    if (!v)
        return NULL;
    if ((v->vkind == IRV_INST || v->vkind == IRV_PARAM) && v->id < s->g->next_value_id && s->map[v->id])
        return s->map[v->id];
    return v;
}

/* Whether region r (or any region nested in it) returns. */
static bool holds_return(IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            if (i->op == IR_RETURN)
                return true;
            break;
        case IRN_IF:
            if (holds_return(&((IrIf *)n)->then_) || holds_return(&((IrIf *)n)->else_))
                return true;
            break;
        case IRN_LOOP:
            if (holds_return(&((IrLoop *)n)->body) || holds_return(&((IrLoop *)n)->continuing))
                return true;
            break;
        case IRN_SWITCH: {
            IrSwitch *sw = (IrSwitch *)n;
            for (uint32_t k = 0; k < sw->num_cases; k++)
                if (holds_return(&sw->cases[k].body))
                    return true;
            break;
        }
        }
    }
    return false;
}

/* Counts the returns under r; nested: one sits inside a loop or switch. */
static void count_returns(IrRegion *r, int depth, int *count, bool *nested)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            if (i->op == IR_RETURN) {
                (*count)++;
                *nested |= depth > 0;
            }
            break;
        case IRN_IF:
            count_returns(&((IrIf *)n)->then_, depth, count, nested);
            count_returns(&((IrIf *)n)->else_, depth, count, nested);
            break;
        case IRN_LOOP:
            count_returns(&((IrLoop *)n)->body, depth + 1, count, nested);
            count_returns(&((IrLoop *)n)->continuing, depth + 1, count, nested);
            break;
        case IRN_SWITCH: {
            IrSwitch *sw = (IrSwitch *)n;
            for (uint32_t k = 0; k < sw->num_cases; k++)
                count_returns(&sw->cases[k].body, depth + 1, count, nested);
            break;
        }
        }
    }
}

static void copy_return(Inl *s, IrInst *i)
{
    if (i->num_args && s->ret_var)
        ir_build_store(&s->b, s->ret_var, map(s, i->args[0]));
    if (!s->wrapped)
        return; /* the last instruction of the body: the copy just ends */
    if (s->depth > 0)
        ir_build_store(&s->b, s->flag, &ir_const_bool(s->m, true)->v);
    ir_build_jump(&s->b, IR_BREAK, NULL);
}

static void copy_block(Inl *s, IrBlock *src)
{
    IR_FOR_EACH_INST(src, i)
    {
        s->b.loc = i->loc;
        if (i->op == IR_PHI)
            ice(s->m->c, "ir_inline_call: a phi in '%s'", s->g->name);
        if (i->op == IR_RETURN) {
            copy_return(s, i);
            continue;
        }
        if (i->op == IR_VAR) {
            IrValue *nv = ir_build_var(&s->b, i->v.type->elem, i->v.name);
            IrInst *vi = (IrInst *)nv;
            vi->loc = i->loc;
            if (i->num_args) {
                vi->num_args = 1;
                vi->args = ARENA_ARRAY(s->m->arena, IrValue *, 1);
                vi->args[0] = map(s, i->args[0]);
            }
            s->map[i->v.id] = nv;
            continue;
        }
        IrInst *n = ir_build(&s->b, i->op, i->v.type, NULL, 0);
        n->num_args = i->num_args;
        n->args = ARENA_ARRAY(s->m->arena, IrValue *, i->num_args ? i->num_args : 1);
        for (uint32_t k = 0; k < i->num_args; k++)
            n->args[k] = map(s, i->args[k]);
        n->imm = i->imm;
        n->num_lits = i->num_lits;
        if (i->num_lits) {
            n->lits = ARENA_ARRAY(s->m->arena, uint32_t, i->num_lits);
            memcpy(n->lits, i->lits, sizeof(*n->lits) * i->num_lits);
        }
        if (i->op == IR_CALL) /* callee shares lits' word */
            n->callee = i->callee;
        n->relaxed = i->relaxed;
        n->v.name = i->v.name;
        s->map[i->v.id] = &n->v;
    }
}

static void copy_region(Inl *s, IrRegion *src);

/* After a copied loop or switch that returns: leave the next construct out. */
static void propagate_return(Inl *s, bool returns)
{
    if (!returns)
        return;
    IrIf *i = ir_build_if(&s->b, ir_build_load(&s->b, s->flag));
    ir_builder_set_region(&s->b, &i->then_);
    ir_build_jump(&s->b, IR_BREAK, NULL);
    ir_builder_after(&s->b, &i->n);
}

static void copy_region(Inl *s, IrRegion *src)
{
    for (IrNode *n = src->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: copy_block(s, (IrBlock *)n); break;
        case IRN_IF: {
            IrIf *o = (IrIf *)n, *c = ir_build_if(&s->b, map(s, o->cond));
            c->hints = o->hints;
            ir_builder_set_region(&s->b, &c->then_);
            copy_region(s, &o->then_);
            ir_builder_set_region(&s->b, &c->else_);
            copy_region(s, &o->else_);
            ir_builder_after(&s->b, &c->n);
            break;
        }
        case IRN_LOOP: {
            IrLoop *o = (IrLoop *)n, *c = ir_build_loop(&s->b);
            c->hints = o->hints;
            c->unroll_count = o->unroll_count;
            s->depth++;
            ir_builder_set_region(&s->b, &c->body);
            copy_region(s, &o->body);
            ir_builder_set_region(&s->b, &c->continuing);
            copy_region(s, &o->continuing);
            c->break_if = map(s, o->break_if);
            s->depth--;
            ir_builder_after(&s->b, &c->n);
            propagate_return(s, s->flag && holds_return(&o->body));
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *o = (IrSwitch *)n, *c = ir_build_switch(&s->b, map(s, o->selector), (int)o->num_cases);
            bool returns = false;
            s->depth++;
            for (uint32_t k = 0; k < o->num_cases; k++) {
                c->cases[k].is_default = o->cases[k].is_default;
                ir_case_set_values(s->m, &c->cases[k], o->cases[k].values, (int)o->cases[k].num_values);
                ir_builder_set_region(&s->b, &c->cases[k].body);
                copy_region(s, &o->cases[k].body);
                returns |= s->flag && holds_return(&o->cases[k].body);
            }
            s->depth--;
            ir_builder_after(&s->b, &c->n);
            propagate_return(s, returns);
            break;
        }
        }
    }
}

IrValue *ir_inline_call(IrModule *m, IrFunction *f, IrInst *call)
{
    IrFunction *g = call->callee;
    IrBlock *blk = call->block;
    Inl s0 = {.m = m, .g = g}, *s = &s0;
    s->map = ARENA_ARRAY(m->arena, IrValue *, g->next_value_id + 1);
    for (uint32_t k = 0; k < g->num_params && k + 1 < call->num_args; k++)
        s->map[g->params[k]->v.id] = call->args[k + 1];

    /* Split the block: the instructions after the call wait for the copy's end. */
    IrInst *tail = call->next;
    if (tail) {
        tail->prev = NULL;
        call->next = NULL;
        blk->last = call;
    }
    ir_inst_remove(call);
    ir_builder_init(&s->b, m, f);
    ir_builder_set_block(&s->b, blk);
    s->b.loc = call->loc;

    int count = 0;
    bool nested = false;
    count_returns(&g->body, 0, &count, &nested);
    IrBlock *last = (IrBlock *)g->body.last;
    bool final = last->last && last->last->op == IR_RETURN;
    s->wrapped = !(count == 1 && final);
    if (g->ret->kind != IRT_VOID)
        s->ret_var = ir_build_var(&s->b, g->ret, arena_printf(ir_names_arena(m), "%s.result", g->name));
    if (s->wrapped && nested) {
        s->flag = ir_build_var(&s->b, irt_bool(m), arena_printf(ir_names_arena(m), "%s.returned", g->name));
        ir_build_store(&s->b, s->flag, &ir_const_bool(m, false)->v);
    }
    if (s->wrapped) {
        IrLoop *w = ir_build_loop(&s->b);
        ir_builder_set_region(&s->b, &w->body);
        copy_region(s, &g->body);
        if (!ir_builder_terminated(&s->b)) {
            s->b.loc = call->loc;
            ir_build_jump(&s->b, IR_BREAK, NULL);
        }
        ir_builder_after(&s->b, &w->n);
    } else {
        copy_region(s, &g->body);
    }
    s->b.loc = call->loc;
    IrValue *result = s->ret_var ? ir_build_load(&s->b, s->ret_var) : NULL;
    IrBlock *dst = s->b.block;
    while (tail) {
        IrInst *next = tail->next;
        ir_inst_append(dst, tail);
        tail = next;
    }
    if (result)
        ir_replace_uses(f, &call->v, result);
    return result;
}
