/* ir_lower_switch_fallthrough: no switch case falls through into the next
 * (required by WGSL, whose cases never fall through: WGSL 9.4.3).
 *
 * A case whose region does not end in a jump runs on into the next case.
 * Working from the last case back, so that the next case is already
 * self-contained:
 *   - an empty case (one empty block) gives its values (and default) to the
 *     next case and goes: `case 2: case 3: ...` is one case of two values;
 *   - any other gets a copy of the next case's region appended to its own:
 *     instructions, with the values defined in the copy renamed, and control
 *     nodes rebuilt through the builder. A `break` in the copy still leaves
 *     the same switch, and a `continue` the same loop.
 * The copy may only use values that dominate the next case, which are
 * defined before the switch, or in the copy itself: any value flowing from
 * one case into another goes through a phi, so this pass runs after
 * ir_lower_phis_to_vars (which turns those into variables). A value the
 * next case defines and code after the switch uses (it dominated the merge
 * when every path ran through that case's tail) goes through a variable
 * that both the case and the copy store. Inner switches
 * are lowered first, so copies are lowered already.
 *
 * Cost: the size of each copied region (HLSL code seldom falls through past
 * a few statements). */
#include <string.h>
#include "ir.h"

typedef struct F {
    IrModule *m;
    IrFunction *f;
    IrBuilder b;
    IrValue **remap; /* by value id (< num_old): the copy's value */
    uint32_t num_old;
    bool changed;
} F;

static IrValue *map(F *s, IrValue *v)
{
    if (v && v->vkind == IRV_INST && v->id < s->num_old && s->remap[v->id])
        return s->remap[v->id];
    return v;
}

static void copy_region(F *s, IrRegion *src);

static void copy_block(F *s, IrBlock *src)
{
    IR_FOR_EACH_INST(src, i)
    {
        if (i->op == IR_PHI || i->op == IR_VAR)
            ice(s->m->c, "ir_lower_switch_fallthrough: %s in a case", ir_op_info[i->op].name);
        IrInst *n = ir_inst_new(s->f, i->op, i->v.type, (int)i->num_args);
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
        n->loc = i->loc;
        n->relaxed = i->relaxed;
        n->v.name = i->v.name;
        ir_inst_append(s->b.block, n);
        if (i->v.id < s->num_old)
            s->remap[i->v.id] = &n->v;
    }
}

static void copy_region(F *s, IrRegion *src)
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
            ir_builder_set_region(&s->b, &c->body);
            copy_region(s, &o->body);
            ir_builder_set_region(&s->b, &c->continuing);
            copy_region(s, &o->continuing);
            c->break_if = map(s, o->break_if);
            ir_builder_after(&s->b, &c->n);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *o = (IrSwitch *)n, *c = ir_build_switch(&s->b, map(s, o->selector), (int)o->num_cases);
            for (uint32_t k = 0; k < o->num_cases; k++) {
                c->cases[k].is_default = o->cases[k].is_default;
                ir_case_set_values(s->m, &c->cases[k], o->cases[k].values, (int)o->cases[k].num_values);
                ir_builder_set_region(&s->b, &c->cases[k].body);
                copy_region(s, &o->cases[k].body);
            }
            ir_builder_after(&s->b, &c->n);
            break;
        }
        }
    }
}

/* ---- values that leave the copied case */

/* r is src or nested in it. */
static bool within(const IrRegion *r, const IrRegion *src)
{
    for (; r; r = r->parent ? r->parent->parent : NULL)
        if (r == src)
            return true;
    return false;
}

typedef struct Escape {
    F *s;
    const IrRegion *src, *copy;
    IrValue **var;   /* by value id: the variable carrying it out, once made */
    IrBlock *blk;    /* the block whose uses are being rewritten */
} Escape;

static void store_after(F *s, IrValue *def, IrValue *var)
{
    IrInst *d = (IrInst *)def, *st = ir_inst_new(s->f, IR_STORE, irt_void(s->m), 2);
    st->args[0] = var;
    st->args[1] = def;
    st->loc = d->loc;
    if (d->next)
        ir_inst_insert_before(d->next, st);
    else
        ir_inst_append(d->block, st);
}

/* A use outside both the case and its copy of a value the case defines: it
 * read the value because every path came through the case's tail; now two
 * tails (the case and the copy) reach it, so the value goes through a
 * variable stored by both and loaded here. */
static IrValue *escape_use(IrValue *v, void *user)
{
    Escape *e = user;
    F *s = e->s;
    if (!v || v->vkind != IRV_INST || v->id >= s->num_old || !s->remap[v->id])
        return v;
    if (!e->var[v->id]) {
        IrValue *var = ir_build_var(&s->b, v->type, v->name);
        store_after(s, v, var);
        store_after(s, s->remap[v->id], var);
        e->var[v->id] = var;
    }
    IrInst *ld = ir_inst_new(s->f, IR_LOAD, v->type, 1);
    ld->args[0] = e->var[v->id];
    ld->v.name = v->name;
    if (e->blk->first)
        ir_inst_insert_before(e->blk->first, ld);
    else
        ir_inst_append(e->blk, ld);
    return &ld->v;
}

static void escape_block(IrBlock *b, void *user)
{
    Escape *e = user;
    if (within(b->n.parent, e->src) || within(b->n.parent, e->copy))
        return;
    e->blk = b;
    ir_block_map_uses(b, escape_use, e);
}

static bool ends_in_jump(const IrRegion *r)
{
    const IrNode *last = r->last;
    return last->kind == IRN_BLOCK && ((const IrBlock *)last)->last &&
           ir_op_is_jump(((const IrBlock *)last)->last->op);
}

static bool is_empty(const IrRegion *r)
{
    return r->first == r->last && r->first->kind == IRN_BLOCK && !((const IrBlock *)r->first)->first;
}

static void lower_region(F *s, IrRegion *r);

static void lower_switch(F *s, IrSwitch *sw)
{
    for (uint32_t k = 0; k < sw->num_cases; k++)
        lower_region(s, &sw->cases[k].body);
    bool *gone = ARENA_ARRAY(s->m->arena, bool, sw->num_cases + 1);
    uint32_t after = sw->num_cases - 1; /* the nearest following case that stays */
    for (uint32_t k = sw->num_cases - 1; k-- > 0; after = gone[k + 1] ? after : k + 1) {
        IrCase *cs = &sw->cases[k], *next = &sw->cases[gone[k + 1] ? after : k + 1];
        if (ends_in_jump(&cs->body))
            continue;
        s->changed = true;
        if (is_empty(&cs->body)) {
            int64_t *vals = ARENA_ARRAY(s->m->arena, int64_t, cs->num_values + next->num_values + 1);
            memcpy(vals, next->values, sizeof(*vals) * next->num_values);
            memcpy(vals + next->num_values, cs->values, sizeof(*vals) * cs->num_values);
            ir_case_set_values(s->m, next, vals, (int)(cs->num_values + next->num_values));
            next->is_default |= cs->is_default;
            gone[k] = true;
            continue;
        }
        /* A fresh renaming per copy: next may hold earlier copies. */
        s->num_old = s->f->next_value_id;
        s->remap = ARENA_ARRAY(s->m->c->scratch, IrValue *, s->num_old + 1);
        ir_builder_set_region(&s->b, &cs->body);
        copy_region(s, &next->body);
        Escape e = {s, &next->body, &cs->body, ARENA_ARRAY(s->m->c->scratch, IrValue *, s->num_old + 1), NULL};
        ir_walk_blocks(&s->f->body, escape_block, &e);
    }
    uint32_t n = 0;
    for (uint32_t k = 0; k < sw->num_cases; k++) {
        if (gone[k])
            continue;
        sw->cases[n] = sw->cases[k];
        /* The region moved: its nodes must name its new address. */
        for (IrNode *node = sw->cases[n].body.first; node; node = node->next)
            node->parent = &sw->cases[n].body;
        n++;
    }
    sw->num_cases = n;
}

static void lower_region(F *s, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: break;
        case IRN_IF:
            lower_region(s, &((IrIf *)n)->then_);
            lower_region(s, &((IrIf *)n)->else_);
            break;
        case IRN_LOOP:
            lower_region(s, &((IrLoop *)n)->body);
            lower_region(s, &((IrLoop *)n)->continuing);
            break;
        case IRN_SWITCH: lower_switch(s, (IrSwitch *)n); break;
        }
    }
}

bool ir_lower_switch_fallthrough(IrModule *m)
{
    bool changed = false;
    for (int fi = 0; fi < m->functions.len; fi++) {
        F s = {0};
        s.m = m;
        s.f = m->functions.data[fi];
        ir_builder_init(&s.b, m, s.f);
        lower_region(&s, &s.f->body);
        changed |= s.changed;
    }
    return changed;
}
