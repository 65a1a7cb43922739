/* ir_repair_dominance: values that no longer dominate their uses, after a
 * pass added early exits (ir_lower_divergent_returns' breaks), go through
 * variables. Split out of ir_lower_divergent_returns.c, its one user. */
#include "ir.h"

/* The breaks ir_lower_divergent_returns adds leave a switch or loop early, so a value made
 * after one of them (in a later case that used to be reached by falling
 * through, or later in a loop body) may no longer dominate a use after the
 * node. Such a value goes through a variable: stored where it is made,
 * loaded where it is used (only threads that returned see the variable
 * unwritten, and their work after it is predicated off). */
typedef struct Repair {
    IrModule *m;
    IrFunction *f;
    IrBuilder b;
    IrCfg *cfg;
    uint32_t nvalues, nblocks;
    IrBlock *blk; /* the block of the use */
    IrInst *at;   /* the loads go before it (NULL: the end of blk) */
    IrValue **vars; /* by value id */
} Repair;

/* An address (access chain) or a handle loaded from its global (an image,
 * a sampler: opaque, so no variable may hold one) is recomputed where a
 * pass would otherwise spill it to a variable. */
bool ir_inst_recomputed_not_spilled(const IrInst *def)
{
    return def->op == IR_ACCESS || (def->op == IR_LOAD && ir_type_is_opaque(def->v.type));
}

IrValue *ir_store_to_new_var(IrBuilder *b, IrInst *def)
{
    IrValue *var = ir_build_var(b, def->v.type, def->v.name ? def->v.name : "value");
    IrInst *st = ir_inst_new(b->f, IR_STORE, NULL, 2);
    st->args[0] = var;
    st->args[1] = &def->v;
    st->loc = def->loc;
    IrInst *after = def;
    while (after->next && after->next->op == IR_PHI)
        after = after->next; /* phis first */
    if (after->next)
        ir_inst_insert_before(after->next, st);
    else
        ir_inst_append(def->block, st);
    return var;
}

static void repair_place(Repair *r, IrInst *i)
{
    if (r->at)
        ir_inst_insert_before(r->at, i);
    else
        ir_inst_append(r->blk, i);
}

static IrValue *repair_use(IrValue *v, void *user)
{
    Repair *r = user;
    if (v->vkind != IRV_INST || v->id >= r->nvalues)
        return v;
    IrInst *def = (IrInst *)v;
    if (!def->block || def->block == r->blk || def->block->n.id >= r->nblocks ||
        r->blk->n.id >= r->nblocks || ir_cfg_dominates(r->cfg, def->block, r->blk))
        return v;
    const IrType *t = v->type;
    if (ir_inst_recomputed_not_spilled(def)) {
        /* an address or a handle is computed again where it is used: no
         * variable holds one */
        IrInst *cp = ir_inst_new(r->f, def->op, t, (int)def->num_args);
        for (uint32_t k = 0; k < def->num_args; k++)
            cp->args[k] = repair_use(def->args[k], r);
        cp->imm = def->imm;
        cp->loc = def->loc;
        repair_place(r, cp);
        return &cp->v;
    }
    if (t->kind == IRT_POINTER || t->kind == IRT_IMAGE || t->kind == IRT_SPIRV || t->kind == IRT_VOID)
        return v; /* no variable holds one */
    if (!r->vars[v->id])
        r->vars[v->id] = ir_store_to_new_var(&r->b, def);
    IrInst *ld = ir_inst_new(r->f, IR_LOAD, t, 1);
    ld->args[0] = r->vars[v->id];
    ld->loc = def->loc;
    repair_place(r, ld);
    return &ld->v;
}

static void repair_block(IrBlock *blk, void *user)
{
    Repair *r = user;
    r->blk = blk;
    for (IrInst *i = blk->first; i; i = i->next) {
        if (i->op == IR_PHI || i->v.id >= r->nvalues)
            continue; /* a phi's operands are checked on their edges; new loads and stores are fine */
        r->at = i;
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k])
                i->args[k] = repair_use(i->args[k], r);
    }
    /* the operands of the control node after blk (its condition, selector,
     * break_if): loaded at blk's end */
    r->at = NULL;
    IrNode *n = blk->n.next;
    if (n && n->kind == IRN_IF)
        ((IrIf *)n)->cond = repair_use(((IrIf *)n)->cond, r);
    if (n && n->kind == IRN_SWITCH)
        ((IrSwitch *)n)->selector = repair_use(((IrSwitch *)n)->selector, r);
    IrRegion *reg = blk->n.parent;
    if (!blk->n.next && reg && reg->parent && reg->parent->kind == IRN_LOOP) {
        IrLoop *l = (IrLoop *)reg->parent;
        if (reg == &l->continuing && l->break_if) {
            IrInst *last = blk->last;
            r->at = last && ir_op_is_jump(last->op) ? last : NULL;
            l->break_if = repair_use(l->break_if, r);
        }
    }
}

void ir_repair_dominance(IrModule *m, IrFunction *f)
{
    Repair r = {m, f, {0}, ir_cfg_build(f, m->c->scratch), f->next_value_id, f->next_node_id, NULL, NULL,
                ARENA_ARRAY(m->c->scratch, IrValue *, f->next_value_id + 1)};
    ir_builder_init(&r.b, m, f);
    ir_walk_blocks(&f->body, repair_block, &r);
}
