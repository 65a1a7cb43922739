/* ir_opt_vars_to_ssa: promotes local variables to SSA values.
 *
 * A var is promoted when its only uses are whole loads (IR_LOAD of it) and
 * whole stores (IR_STORE to it): any type, structs and arrays included. A var
 * whose address escapes (IR_ACCESS, call arguments, atomics, phis...) stays.
 *
 * Classic SSA construction (Cytron et al.) on the CFG the structured tree
 * implies: phis at the iterated dominance frontier of the stores, only for
 * vars live across blocks and only where the var is live in (pruned), then
 * renaming down the dominator tree; afterwards trivial phis (all operands
 * the same) and dead phis (used only by dead phis) are removed. Joins exist only
 * at merge blocks, loop bodies' first blocks and continuing's first blocks,
 * so that is where phis land. A load before any store reads the var's
 * initializer, or undef. Blocks unreachable from the entry are renamed
 * with undef as the incoming value. */
#include "ir.h"

typedef struct Var {
    IrInst *var;
    const IrType *type;
    IrValue *init;
    bool promote;
    bool global;           /* loaded in a block before being stored there */
    VEC(IrBlock *) defs;   /* blocks that store it */
    VEC(IrBlock *) uses;   /* blocks that load it before any store there */
    uint32_t last_def_block; /* node id + 1 of the last block pushed on defs */
    uint32_t last_use_block; /* node id + 1 of the last block pushed on uses */
} Var;

typedef struct PlacedPhi {
    uint32_t var;
    IrInst *phi;
} PlacedPhi;

typedef VEC(PlacedPhi) PhiList;

/* Where a block is a predecessor: of block succ, as its preds[index] (the
 * operand index of the phis placed there). */
typedef struct PredSlot {
    uint32_t succ, index;
} PredSlot;

typedef struct Undo {
    uint32_t var;
    IrValue *old;
} Undo;

typedef struct S {
    IrModule *m;
    IrFunction *f;
    Arena *a;
    IrCfg *cfg;
    Var *vars;
    uint32_t num_vars;
    int32_t *var_of;           /* by value id (< num_old): index of the var it is, or -1 */
    uint32_t num_old;          /* value ids before the pass made phis */
    PhiList *phis_in;   /* by node id */
    IrValue **cur;             /* by var */
    IrValue **repl;            /* by value id */
    int32_t *phi_var;          /* by value id: var index of a placed phi, or -1 */
    VEC(PredSlot) *slots;      /* by node id: where the block is a predecessor */
    VEC(Undo) undo;
} S;

static int32_t var_index(S *s, IrValue *v)
{
    if (!v || v->vkind != IRV_INST || v->id >= s->num_old)
        return -1;
    return s->var_of[v->id];
}

static IrValue *resolve(S *s, IrValue *v)
{
    for (int guard = 0; v && v->vkind == IRV_INST && v->id < s->f->next_value_id && s->repl[v->id]; guard++) {
        if (guard > 1 << 20)
            ice(s->m->c, "vars_to_ssa: replacement cycle");
        v = s->repl[v->id];
    }
    return v;
}

/* Marks vars whose address escapes; records the blocks that store them and
 * whether they are live into some block. */
static void scan_block(IrBlock *b, void *user)
{
    S *s = user;
    IR_FOR_EACH_INST(b, i)
    {
        for (uint32_t k = 0; k < i->num_args; k++) {
            int32_t vi = var_index(s, i->args[k]);
            if (vi < 0)
                continue;
            bool ok = k == 0 && (i->op == IR_LOAD || i->op == IR_STORE);
            if (!ok)
                s->vars[vi].promote = false;
        }
        int32_t vi = i->num_args ? var_index(s, i->args[0]) : -1;
        if (vi < 0)
            continue;
        Var *v = &s->vars[vi];
        if (i->op == IR_STORE) {
            if (v->last_def_block != b->n.id + 1) {
                vec_push(s->a, &v->defs, b);
                v->last_def_block = b->n.id + 1;
            }
        } else if (i->op == IR_LOAD) {
            if (v->last_def_block != b->n.id + 1 && v->last_use_block != b->n.id + 1) {
                v->global = true;
                vec_push(s->a, &v->uses, b);
                v->last_use_block = b->n.id + 1;
            }
        }
    }
}

static void place_phi(S *s, IrBlock *b, uint32_t vi, uint32_t id)
{
    IrCfg *cfg = s->cfg;
    uint32_t np = (uint32_t)cfg->preds[b->n.id].len;
    IrInst *phi = ir_inst_new(s->f, IR_PHI, s->vars[vi].type, (int)np);
    phi->v.id = id;
    phi->preds = ARENA_ARRAY(s->m->arena, IrBlock *, np);
    for (uint32_t k = 0; k < np; k++)
        phi->preds[k] = cfg->preds[b->n.id].data[k];
    phi->loc = s->vars[vi].var->loc;
    phi->v.name = s->vars[vi].var->v.name;
    IrInst *p = b->first;
    while (p && p->op == IR_PHI)
        p = p->next;
    if (p)
        ir_inst_insert_before(p, phi);
    else
        ir_inst_append(b, phi);
    PlacedPhi pp = {vi, phi};
    vec_push(s->a, &s->phis_in[b->n.id], pp);
}

static void set_cur(S *s, uint32_t vi, IrValue *v)
{
    Undo u = {vi, s->cur[vi]};
    vec_push(s->a, &s->undo, u);
    s->cur[vi] = v;
}

static void rename_block(S *s, IrBlock *b)
{
    PhiList *here = &s->phis_in[b->n.id];
    for (int k = 0; k < here->len; k++)
        set_cur(s, here->data[k].var, &here->data[k].phi->v);
    for (IrInst *i = b->first, *next; i; i = next) {
        next = i->next;
        if (i->op != IR_LOAD && i->op != IR_STORE)
            continue;
        int32_t vi = var_index(s, i->args[0]);
        if (vi < 0 || !s->vars[vi].promote)
            continue;
        if (i->op == IR_LOAD)
            s->repl[i->v.id] = s->cur[vi];
        else
            set_cur(s, (uint32_t)vi, i->args[1]);
        ir_inst_remove(i);
    }
    /* The operand of each successor's phis that comes from b: found by
     * its slot, not by searching the phi's predecessors (a merge after a
     * switch of n cases has n of them, and n searches of n cost n^2). */
    for (int k = 0; k < s->slots[b->n.id].len; k++) {
        PredSlot sl = s->slots[b->n.id].data[k];
        PhiList *there = &s->phis_in[sl.succ];
        for (int j = 0; j < there->len; j++)
            there->data[j].phi->args[sl.index] = s->cur[there->data[j].var];
    }
}

static void undo_to(S *s, int mark)
{
    while (s->undo.len > mark) {
        Undo u = vec_pop(&s->undo);
        s->cur[u.var] = u.old;
    }
}

static IrValue *resolve_use(IrValue *v, void *user)
{
    return resolve(user, v);
}

static void resolve_block(IrBlock *b, void *user)
{
    ir_block_map_uses(b, resolve_use, user);
}

typedef struct LiveCtx {
    S *s;
    uint8_t *live; /* by value id, placed phis */
    VEC(IrInst *) work;
} LiveCtx;

static void mark_phi(LiveCtx *lc, IrValue *v)
{
    S *s = lc->s;
    if (!v || v->vkind != IRV_INST || v->id >= s->f->next_value_id || s->phi_var[v->id] < 0 || lc->live[v->id])
        return;
    lc->live[v->id] = 1;
    vec_push(s->a, &lc->work, (IrInst *)v);
}

/* Roots: every use by something other than a placed phi. */
static void live_roots(IrBlock *b, void *user)
{
    LiveCtx *lc = user;
    S *s = lc->s;
    IR_FOR_EACH_INST(b, i)
    {
        if (s->phi_var[i->v.id] >= 0)
            continue;
        for (uint32_t k = 0; k < i->num_args; k++)
            mark_phi(lc, i->args[k]);
    }
    IrNode *n = b->n.next;
    if (n && n->kind == IRN_IF)
        mark_phi(lc, ((IrIf *)n)->cond);
    if (n && n->kind == IRN_SWITCH)
        mark_phi(lc, ((IrSwitch *)n)->selector);
    IrRegion *r = b->n.parent;
    if (!b->n.next && r->parent && r->parent->kind == IRN_LOOP && r == &((IrLoop *)r->parent)->continuing)
        mark_phi(lc, ((IrLoop *)r->parent)->break_if);
}

static bool promote_function(IrModule *m, IrFunction *f, Arena *a, bool (*want)(const IrInst *, void *), void *user)
{
    S s0 = {.m = m, .f = f, .a = a}, *s = &s0;
    IrBlock *entry = (IrBlock *)f->body.first;
    uint32_t nvals = s->num_old = f->next_value_id;
    s->var_of = ARENA_ARRAY(a, int32_t, nvals + 1);
    for (uint32_t k = 0; k <= nvals; k++)
        s->var_of[k] = -1;
    uint32_t nv = 0;
    IR_FOR_EACH_INST(entry, i)
    if (i->op == IR_VAR)
        nv++;
    if (!nv)
        return false;
    s->vars = ARENA_ARRAY(a, Var, nv);
    IR_FOR_EACH_INST(entry, i)
    {
        if (i->op != IR_VAR)
            continue;
        Var *v = &s->vars[s->num_vars];
        v->var = i;
        v->type = i->v.type->elem;
        v->init = i->num_args ? i->args[0] : NULL;
        v->promote = !i->imm && (!want || want(i, user)); /* a decorated local (ir_spirv_local) keeps its OpVariable */
        s->var_of[i->v.id] = (int32_t)s->num_vars++;
    }
    ir_walk_blocks(&f->body, scan_block, s);
    bool any = false;
    for (uint32_t k = 0; k < s->num_vars; k++)
        any |= s->vars[k].promote;
    if (!any)
        return false;

    IrCfg *cfg = s->cfg = ir_cfg_build(f, a);
    uint32_t nb = cfg->num_blocks;

    /* Dominance frontiers (Cooper-Harvey-Kennedy's runner form), reachable blocks only. */
    VEC(IrBlock *) *df = arena_alloc(a, sizeof(*df) * (nb + 1));
    for (uint32_t r = 0; r < cfg->num_rpo; r++) {
        uint32_t b = cfg->rpo[r];
        if (cfg->preds[b].len < 2)
            continue;
        for (int k = 0; k < cfg->preds[b].len; k++) {
            IrBlock *run = cfg->preds[b].data[k];
            if (!cfg->dom_pre[run->n.id])
                continue;
            while (run && run != cfg->idom[b]) {
                if (!df[run->n.id].len || vec_last(&df[run->n.id]) != cfg->blocks[b])
                    vec_push(a, &df[run->n.id], cfg->blocks[b]);
                run = cfg->idom[run->n.id];
            }
        }
    }

    /* Phis at the iterated dominance frontier of each var's stores, but only
     * where the var is live in (pruned SSA): a phi the semi-pruned placement
     * would make dead is never made, though it still takes its value id, so
     * the ids of the phis that stay (and the output) are those of placing
     * them all and removing the dead ones after. */
    s->phis_in = arena_alloc(a, sizeof(*s->phis_in) * (nb + 1));
    uint32_t *has_phi = ARENA_ARRAY(a, uint32_t, nb + 1);  /* var index + 1 */
    uint32_t *in_work = ARENA_ARRAY(a, uint32_t, nb + 1);
    uint32_t *live = ARENA_ARRAY(a, uint32_t, nb + 1);     /* var index + 1: live into the block */
    uint32_t *kills = ARENA_ARRAY(a, uint32_t, nb + 1);    /* var index + 1: the block stores it */
    IrBlock **work = ARENA_ARRAY(a, IrBlock *, nb + 1);
    uint32_t next_id = f->next_value_id;
    for (uint32_t vi = 0; vi < s->num_vars; vi++) {
        Var *v = &s->vars[vi];
        if (!v->promote || !v->global)
            continue;
        /* Live-in blocks: backwards from the blocks that load it first, stopping at stores. */
        uint32_t nw = 0;
        for (int k = 0; k < v->defs.len; k++)
            kills[v->defs.data[k]->n.id] = vi + 1;
        for (int k = 0; k < v->uses.len; k++) {
            live[v->uses.data[k]->n.id] = vi + 1;
            work[nw++] = v->uses.data[k];
        }
        while (nw) {
            uint32_t x = work[--nw]->n.id;
            for (int k = 0; k < cfg->preds[x].len; k++) {
                IrBlock *p = cfg->preds[x].data[k];
                if (live[p->n.id] == vi + 1 || kills[p->n.id] == vi + 1)
                    continue;
                live[p->n.id] = vi + 1;
                work[nw++] = p;
            }
        }
        for (int k = 0; k < v->defs.len; k++) {
            IrBlock *d = v->defs.data[k];
            if (cfg->dom_pre[d->n.id] && in_work[d->n.id] != vi + 1) {
                in_work[d->n.id] = vi + 1;
                work[nw++] = d;
            }
        }
        while (nw) {
            IrBlock *x = work[--nw];
            for (int k = 0; k < df[x->n.id].len; k++) {
                IrBlock *y = df[x->n.id].data[k];
                if (has_phi[y->n.id] == vi + 1)
                    continue;
                has_phi[y->n.id] = vi + 1;
                uint32_t id = next_id++;
                if (live[y->n.id] == vi + 1)
                    place_phi(s, y, vi, id);
                if (in_work[y->n.id] != vi + 1) {
                    in_work[y->n.id] = vi + 1;
                    work[nw++] = y;
                }
            }
        }
    }
    f->next_value_id = next_id;

    /* Renaming down the dominator tree, then the unreachable blocks. */
    uint32_t nvals2 = f->next_value_id;
    s->repl = ARENA_ARRAY(a, IrValue *, nvals2 + 1);
    s->phi_var = ARENA_ARRAY(a, int32_t, nvals2 + 1);
    for (uint32_t k = 0; k <= nvals2; k++)
        s->phi_var[k] = -1;
    for (uint32_t b = 0; b < nb; b++)
        for (int k = 0; k < s->phis_in[b].len; k++)
            s->phi_var[s->phis_in[b].data[k].phi->v.id] = (int32_t)s->phis_in[b].data[k].var;
    s->slots = arena_alloc(a, sizeof(*s->slots) * (nb + 1));
    for (uint32_t b = 0; b < nb; b++)
        for (int k = 0; k < cfg->preds[b].len; k++)
            vec_push(a, &s->slots[cfg->preds[b].data[k]->n.id], ((PredSlot){b, (uint32_t)k}));
    s->cur = ARENA_ARRAY(a, IrValue *, s->num_vars);
    for (uint32_t vi = 0; vi < s->num_vars; vi++)
        s->cur[vi] = s->vars[vi].init ? s->vars[vi].init : ir_undef(m, s->vars[vi].type);

    uint32_t *nchild = ARENA_ARRAY(a, uint32_t, nb + 1);
    uint32_t *child = ARENA_ARRAY(a, uint32_t, cfg->num_rpo + 1);
    uint32_t *fill = ARENA_ARRAY(a, uint32_t, nb + 1);
    for (uint32_t r = 1; r < cfg->num_rpo; r++)
        nchild[cfg->idom[cfg->rpo[r]]->n.id + 1]++;
    for (uint32_t b = 0; b < nb; b++)
        nchild[b + 1] += nchild[b];
    for (uint32_t r = 1; r < cfg->num_rpo; r++) {
        uint32_t b = cfg->rpo[r], d = cfg->idom[b]->n.id;
        child[nchild[d] + fill[d]++] = b;
    }
    typedef struct Frame {
        uint32_t block, next_child;
        int undo_mark;
    } Frame;
    Frame *stack = ARENA_ARRAY(a, Frame, cfg->num_rpo + 1);
    uint32_t sp = 0;
    stack[sp++] = (Frame){entry->n.id, 0, s->undo.len};
    rename_block(s, entry);
    while (sp) {
        Frame *fr = &stack[sp - 1];
        if (fr->next_child < fill[fr->block]) {
            uint32_t c = child[nchild[fr->block] + fr->next_child++];
            stack[sp++] = (Frame){c, 0, s->undo.len};
            rename_block(s, cfg->blocks[c]);
        } else {
            undo_to(s, fr->undo_mark);
            sp--;
        }
    }
    for (uint32_t b = 0; b < nb; b++) {
        if (!cfg->blocks[b] || cfg->dom_pre[b])
            continue;
        int mark = s->undo.len;
        rename_block(s, cfg->blocks[b]);
        undo_to(s, mark);
    }

    /* Trivial phis: all operands the same value (or the phi itself). */
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t b = 0; b < nb; b++) {
            for (int k = 0; k < s->phis_in[b].len; k++) {
                IrInst *phi = s->phis_in[b].data[k].phi;
                if (!phi->block)
                    continue;
                IrValue *same = NULL;
                bool trivial = true;
                for (uint32_t j = 0; j < phi->num_args; j++) {
                    IrValue *x = resolve(s, phi->args[j]);
                    phi->args[j] = x;
                    if (x == &phi->v || x == same)
                        continue;
                    if (same) {
                        trivial = false;
                        break;
                    }
                    same = x;
                }
                if (!trivial)
                    continue;
                s->repl[phi->v.id] = same ? same : ir_undef(m, phi->v.type);
                ir_inst_remove(phi);
                changed = true;
            }
        }
    }
    ir_walk_blocks(&f->body, resolve_block, s);

    /* Dead phis: placed phis not reachable from a real use. */
    LiveCtx lc = {.s = s, .live = ARENA_ARRAY(a, uint8_t, nvals2 + 1)};
    ir_walk_blocks(&f->body, live_roots, &lc);
    while (lc.work.len) {
        IrInst *phi = vec_pop(&lc.work);
        for (uint32_t j = 0; j < phi->num_args; j++)
            mark_phi(&lc, phi->args[j]);
    }
    for (uint32_t b = 0; b < nb; b++)
        for (int k = 0; k < s->phis_in[b].len; k++) {
            IrInst *phi = s->phis_in[b].data[k].phi;
            if (phi->block && !lc.live[phi->v.id])
                ir_inst_remove(phi);
        }

    for (uint32_t vi = 0; vi < s->num_vars; vi++)
        if (s->vars[vi].promote)
            ir_inst_remove(s->vars[vi].var);
    return true;
}

bool ir_opt_vars_to_ssa(IrModule *m)
{
    bool progress = false;
    for (int k = 0; k < m->functions.len; k++) {
        Arena *a = arena_new();
        progress |= promote_function(m, m->functions.data[k], a, NULL, NULL);
        arena_free(a);
    }
    return progress;
}

bool ir_promote_vars(IrModule *m, IrFunction *f, bool (*want)(const IrInst *var, void *user), void *user)
{
    Arena *a = arena_new();
    bool progress = promote_function(m, f, a, want, user);
    arena_free(a);
    return progress;
}
