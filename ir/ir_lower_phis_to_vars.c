/* ir_lower_phis_to_vars: every phi becomes a function-local variable
 * (required by MSL and WGSL, which have no phis).
 *
 * For a phi %x in block B with pairs (p_k, v_k):
 *   - a `var` of the phi's type, named after the phi, in the function's
 *     first block;
 *   - `store var, v_k` at the end of each predecessor p_k (before its jump
 *     when it ends in one: break, continue);
 *   - `%l = load var` where the phi was, so the loads of B's phis stay at
 *     the start of B, in the phis' order, before anything else of B; every
 *     use of %x becomes a use of %l.
 * The predecessors are the CFG's (ir_cfg.c): for a loop header the back
 * edge comes from continuing's last block, for the merge of an if with an
 * empty else from that (empty) else block, for a switch without default
 * from the header itself; the stores go there.
 *
 * Why this is right, and why the "lost copy" and "swap" problems of
 * out-of-SSA translation cannot happen here:
 *   - Every entry into B comes from some p_k, and the store of p_k is the
 *     last thing p_k does, so the load at B's start reads the value of the
 *     edge just taken, even when p_k has other successors (its store is then
 *     overwritten on the way to B through another predecessor, or never read).
 *   - Each phi has its own variable, and every stored value is an SSA value
 *     already computed when the store runs. When phis of one block read each
 *     other (`a, b = b, a` around a loop), the back edge stores the results
 *     of the loads done at the top of the header, which no store changes:
 *     the order of the stores at the end of a predecessor does not matter.
 * Uses are rewritten in one walk per function (a replacement table by
 * value id), so the pass is linear in the size of the function. Afterwards
 * m->no_phis is set, and the verifier rejects any phi. */
#include "ir.h"

typedef struct L {
    IrModule *m;
    IrFunction *f;
    Arena *a;
    VEC(IrInst *) phis;
    IrValue **repl; /* by value id (< num_old): the load that replaced a phi */
    uint32_t num_old;
} L;

static void collect_phis(IrBlock *b, void *user)
{
    L *l = user;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op != IR_PHI)
            break; /* phis come first [B1] */
        vec_push(l->a, &l->phis, i);
    }
}

static IrValue *resolve(L *l, IrValue *v)
{
    if (v && v->vkind == IRV_INST && v->id < l->num_old && l->repl[v->id])
        return l->repl[v->id];
    return v;
}

/* Rewrites the operands of the block's instructions and of the control node
 * after it (and break_if at the end of a continuing). */
static IrValue *resolve_use(IrValue *v, void *user)
{
    return resolve(user, v);
}

static void resolve_block(IrBlock *b, void *user)
{
    ir_block_map_uses(b, resolve_use, user);
}

/* Puts inst at the end of blk, before its jump if it ends in one. */
static void place_at_end(IrBlock *blk, IrInst *inst)
{
    if (blk->last && ir_op_is_jump(blk->last->op))
        ir_inst_insert_before(blk->last, inst);
    else
        ir_inst_append(blk, inst);
}

static bool lower_function(IrModule *m, IrFunction *f, Arena *a)
{
    L l0 = {.m = m, .f = f, .a = a}, *l = &l0;
    ir_walk_blocks(&f->body, collect_phis, l);
    if (!l->phis.len)
        return false;
    l->num_old = f->next_value_id;
    l->repl = ARENA_ARRAY(a, IrValue *, l->num_old + 1);
    IrValue **vars = ARENA_ARRAY(a, IrValue *, (uint32_t)l->phis.len);

    IrBuilder b;
    ir_builder_init(&b, m, f);
    /* Each phi: its var, and a load in its place. */
    for (int k = 0; k < l->phis.len; k++) {
        IrInst *phi = l->phis.data[k];
        b.loc = phi->loc;
        IrValue *var = vars[k] = ir_build_var(&b, phi->v.type, phi->v.name);
        IrInst *load = ir_inst_new(f, IR_LOAD, phi->v.type, 1);
        load->args[0] = var;
        load->loc = phi->loc;
        load->relaxed = phi->relaxed;
        load->v.name = phi->v.name;
        ir_inst_insert_before(phi, load);
        ir_inst_remove(phi);
        l->repl[phi->v.id] = &load->v;
    }
    /* The stores at the end of each predecessor (operands resolved below). */
    for (int k = 0; k < l->phis.len; k++) {
        IrInst *phi = l->phis.data[k];
        for (uint32_t j = 0; j < phi->num_args; j++) {
            IrInst *st = ir_inst_new(f, IR_STORE, NULL, 2);
            st->args[0] = vars[k];
            st->args[1] = phi->args[j];
            st->loc = phi->loc;
            place_at_end(phi->preds[j], st);
        }
    }
    ir_walk_blocks(&f->body, resolve_block, l);
    return true;
}

bool ir_lower_phis_to_vars_in(IrModule *m, IrFunction *f)
{
    Arena *a = arena_new();
    bool progress = lower_function(m, f, a);
    arena_free(a);
    return progress;
}

bool ir_lower_phis_to_vars(IrModule *m)
{
    bool progress = false;
    Arena *a = arena_new(); /* rewound after each function: a new arena each cost more than most functions */
    for (int k = 0; k < m->functions.len; k++) {
        progress |= lower_function(m, m->functions.data[k], a);
        arena_rewind(a);
    }
    arena_free(a);
    m->no_phis = true;
    return progress;
}
