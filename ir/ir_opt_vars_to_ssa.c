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
 * with undef as the incoming value.
 *
 * Memory: everything the pass builds lives in one scratch arena freed after
 * each function, in arrays sized by a counting walk first (the frontiers,
 * the predecessor slots, each var's blocks, the renaming stack), not in
 * vectors that double. Not where the count would be a walk over the
 * instructions: the vars and the scan's block events grow at their arena's
 * end instead, as a walk costs a cache miss an instruction in a big
 * function. The phis too are built there: only those that
 * survive the trivial and dead phi removal become instructions of the
 * module (build_survivors), so a removed phi costs the module nothing. */
#include "ir.h"

typedef struct Var {
    IrInst *var;
    const IrType *type;
    IrValue *init;
    bool promote;
    bool global;              /* loaded in a block before being stored there */
    bool collect;             /* the second scan lists its blocks (promoted and global) */
    IrBlock **defs, **uses;   /* blocks that store it; that load it before any store there */
    uint32_t num_defs, num_uses;
    uint32_t num_stores;      /* for the size of the renaming stack */
    uint32_t last_def_block;  /* node id + 1 of the last block counted in defs */
    uint32_t last_use_block;  /* node id + 1 of the last block counted in uses */
} Var;

/* A placed phi while the pass runs, in the scratch arena. Its v is what
 * renaming, the operands and the replaced loads refer to; survivors get a
 * module instruction (built) and every reference is moved onto it. */
typedef struct Phi {
    IrValue v;
    uint32_t var, block;
    IrValue **args;           /* by the block's predecessors, in cfg order */
    bool removed;             /* trivial: repl says what it became */
    bool live;                /* reached from a real use */
    IrInst *built;
} Phi;

/* Where a block is a predecessor: of block succ, as its preds[index] (the
 * operand index of the phis placed there). */
typedef struct PredSlot {
    uint32_t succ, index;
} PredSlot;

/* A block the first scan counted in a var's defs or uses, in scan order:
 * the lists are filled from these, not from a second walk over every
 * instruction (at 100k lines a walk is a cache miss an instruction). */
typedef struct BlockEvent {
    IrBlock *block;
    uint32_t var;
    bool def;
} BlockEvent;

typedef struct Undo {
    uint32_t var;
    IrValue *old;
} Undo;

typedef struct S {
    IrModule *m;
    IrFunction *f;
    IrBlock *entry;
    Arena *a;
    Arena *tmp;                /* one phase's work arrays, reset after it */
    IrCfg *cfg;
    Var *vars;
    uint32_t num_vars;
    int32_t *var_of;           /* by value id (< num_old): index of the var it is, or -1 */
    uint32_t num_old;          /* value ids before the pass made phis */
    VEC(BlockEvent) events;    /* in tmp: the blocks the scan counted, for list_var_blocks */
    /* Block b's dominance frontier is df[df_start[b] .. df_start[b + 1]). */
    uint32_t *df_start;
    IrBlock **df;
    /* Placed phis in placement order; block b's are phi_order[phi_start[b] ..
     * phi_start[b + 1]), indices into phis, in the same order. */
    VEC(Phi) phis;
    uint32_t *phi_start, *phi_order;
    uint32_t *phi_at;          /* by value id - num_old: phis index + 1, or 0 (a pruned phi's id) */
    uint32_t num_phi_ids;
    IrValue **cur;             /* by var */
    IrValue **repl;            /* by value id */
    /* Block b is a predecessor at slots[slot_start[b] .. slot_start[b + 1]). */
    uint32_t *slot_start;
    PredSlot *slots;
    Undo *undo;                /* the renaming stack, sized by its pushes */
    uint32_t undo_len, undo_cap;
    Phi **live_work;           /* each phi is pushed once, when found live */
    uint32_t live_len;
    bool block_uses_phi;       /* resolve_block's block so far */
    IrBlock **phi_use_blocks;  /* blocks whose instructions use placed phis */
    uint32_t num_phi_use_blocks;
} S;

static int32_t var_index(S *s, IrValue *v)
{
    if (!v || v->vkind != IRV_INST || v->id >= s->num_old)
        return -1;
    return s->var_of[v->id];
}

/* The placed phi v is, or NULL. */
static Phi *phi_of(S *s, IrValue *v)
{
    if (!v || v->vkind != IRV_INST || v->id < s->num_old || v->id - s->num_old >= s->num_phi_ids)
        return NULL;
    uint32_t at = s->phi_at[v->id - s->num_old];
    return at && &s->phis.data[at - 1].v == v ? &s->phis.data[at - 1] : NULL;
}

static bool replaced(S *s, IrValue *v)
{
    return v && v->vkind == IRV_INST && v->id < s->f->next_value_id && s->repl[v->id];
}

/* Follows the replacements to their end, then points every value on the
 * way straight at it, so long chains (a copy of a copy of ...) are walked
 * once, not once per use. */
static IrValue *resolve(S *s, IrValue *v)
{
    IrValue *end = v;
    for (int guard = 0; replaced(s, end); guard++) {
        if (guard > 1 << 20)
            ice(s->m->c, "vars_to_ssa: replacement cycle");
        end = s->repl[end->id];
    }
    while (v != end) {
        IrValue *next = s->repl[v->id];
        s->repl[v->id] = end;
        v = next;
    }
    return end;
}

/* Marks vars whose address escapes; counts the blocks that store them and
 * the blocks they are live into, noting each in s->events. */
static void scan_inst(S *s, IrBlock *b, IrInst *i)
{
    uint32_t here = b->n.id + 1;
    for (uint32_t k = 0; k < i->num_args; k++) {
        int32_t vi = var_index(s, i->args[k]);
        if (vi >= 0 && !(k == 0 && (i->op == IR_LOAD || i->op == IR_STORE)))
            s->vars[vi].promote = false;
    }
    if ((i->op != IR_LOAD && i->op != IR_STORE) || !i->num_args)
        return;
    int32_t vi = var_index(s, i->args[0]);
    if (vi < 0)
        return;
    Var *v = &s->vars[vi];
    if (i->op == IR_STORE) {
        v->num_stores++;
        if (v->last_def_block != here) {
            vec_push(s->tmp, &s->events, ((BlockEvent){b, (uint32_t)vi, true}));
            v->num_defs++;
            v->last_def_block = here;
        }
    } else if (v->last_def_block != here && v->last_use_block != here) {
        v->global = true;
        vec_push(s->tmp, &s->events, ((BlockEvent){b, (uint32_t)vi, false}));
        v->num_uses++;
        v->last_use_block = here;
    }
}

/* The blocks after the entry (scan_entry did it). */
static void scan_block(IrBlock *b, void *user)
{
    S *s = user;
    if (b == s->entry)
        return;
    IR_FOR_EACH_INST(b, i)
    scan_inst(s, b, i);
}

/* The vars (the entry block's IR_VARs, growing at a's end) and the scan
 * of the entry block, in one walk: in straight-line code the entry block
 * is most of the function, and each walk a cache miss an instruction. A
 * var comes before its uses, so each is listed before the scan meets
 * them. Returns whether there is any var. */
static bool scan_entry(S *s, bool (*want)(const IrInst *, void *), void *user)
{
    VEC(Var) vars = {0};
    IR_FOR_EACH_INST(s->entry, i)
    {
        if (i->op == IR_VAR) {
            Var v = {
                .var = i,
                .type = i->v.type->elem,
                .init = i->num_args ? i->args[0] : NULL,
                .promote = !i->imm && (!want || want(i, user)), /* a decorated local (ir_spirv_local) keeps its OpVariable */
            };
            s->var_of[i->v.id] = vars.len;
            vec_push(s->a, &vars, v);
            s->vars = vars.data;
            s->num_vars = (uint32_t)vars.len;
        }
        scan_inst(s, s->entry, i);
    }
    return vars.len > 0;
}

/* Sizes each collected var's block lists by the scan's counts and fills
 * them from its events, in scan order; returns whether any var needs
 * phis. */
static bool list_var_blocks(S *s)
{
    bool any = false;
    for (uint32_t vi = 0; vi < s->num_vars; vi++) {
        Var *v = &s->vars[vi];
        v->collect = v->promote && v->global;
        if (!v->collect)
            continue;
        any = true;
        v->defs = ARENA_ARRAY(s->tmp, IrBlock *, v->num_defs);
        v->uses = ARENA_ARRAY(s->tmp, IrBlock *, v->num_uses);
        v->num_defs = v->num_uses = 0;
    }
    for (int k = 0; any && k < s->events.len; k++) {
        const BlockEvent *e = &s->events.data[k];
        Var *v = &s->vars[e->var];
        if (!v->collect)
            continue;
        if (e->def)
            v->defs[v->num_defs++] = e->block;
        else
            v->uses[v->num_uses++] = e->block;
    }
    return any;
}

/* Dominance frontiers (Cooper-Harvey-Kennedy's runner form), reachable
 * blocks only. The walk runs twice: counting each block's frontier (fill
 * NULL), then filling the lists at the offsets the counts give. mark holds
 * the join b + 1 a block's list got last, so no join goes in twice. */
static void frontier_walk(S *s, uint32_t *mark, uint32_t *fill)
{
    IrCfg *cfg = s->cfg;
    for (uint32_t r = 0; r < cfg->num_rpo; r++) {
        uint32_t b = cfg->rpo[r];
        if (cfg->preds[b].len < 2)
            continue;
        for (int k = 0; k < cfg->preds[b].len; k++) {
            IrBlock *run = cfg->preds[b].data[k];
            if (!cfg->dom_pre[run->n.id])
                continue;
            while (run && run != cfg->idom[b]) {
                uint32_t x = run->n.id;
                if (mark[x] != b + 1) {
                    mark[x] = b + 1;
                    if (fill)
                        s->df[s->df_start[x] + fill[x]++] = cfg->blocks[b];
                    else
                        s->df_start[x + 1]++;
                }
                run = cfg->idom[x];
            }
        }
    }
}

static void build_frontiers(S *s)
{
    uint32_t nb = s->cfg->num_blocks;
    uint32_t *mark = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    s->df_start = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    frontier_walk(s, mark, NULL);
    for (uint32_t b = 0; b < nb; b++)
        s->df_start[b + 1] += s->df_start[b];
    s->df = ARENA_ARRAY(s->tmp, IrBlock *, s->df_start[nb] + 1);
    uint32_t *fill = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    for (uint32_t b = 0; b <= nb; b++)
        mark[b] = 0;
    frontier_walk(s, mark, fill);
}

/* Phis at the iterated dominance frontier of each var's stores, but only
 * where the var is live in (pruned SSA): a phi the semi-pruned placement
 * would make dead is never made, though it still takes its value id, so
 * the ids of the phis that stay (and the output) are those of placing them
 * all and removing the dead ones after. Placing only records the phi (one
 * vector, growing at the arena's end: nothing else is allocated meanwhile). */
static void place_phis(S *s)
{
    IrCfg *cfg = s->cfg;
    uint32_t nb = cfg->num_blocks;
    uint32_t *has_phi = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);  /* var index + 1 */
    uint32_t *in_work = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    uint32_t *live = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);     /* var index + 1: live into the block */
    uint32_t *kills = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);    /* var index + 1: the block stores it */
    IrBlock **work = ARENA_ARRAY(s->tmp, IrBlock *, nb + 1);
    uint32_t next_id = s->f->next_value_id;
    for (uint32_t vi = 0; vi < s->num_vars; vi++) {
        Var *v = &s->vars[vi];
        if (!v->collect)
            continue;
        /* Live-in blocks: backwards from the blocks that load it first, stopping at stores. */
        uint32_t nw = 0;
        for (uint32_t k = 0; k < v->num_defs; k++)
            kills[v->defs[k]->n.id] = vi + 1;
        for (uint32_t k = 0; k < v->num_uses; k++) {
            live[v->uses[k]->n.id] = vi + 1;
            work[nw++] = v->uses[k];
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
        for (uint32_t k = 0; k < v->num_defs; k++) {
            IrBlock *d = v->defs[k];
            if (cfg->dom_pre[d->n.id] && in_work[d->n.id] != vi + 1) {
                in_work[d->n.id] = vi + 1;
                work[nw++] = d;
            }
        }
        while (nw) {
            uint32_t x = work[--nw]->n.id;
            for (uint32_t k = s->df_start[x]; k < s->df_start[x + 1]; k++) {
                IrBlock *y = s->df[k];
                if (has_phi[y->n.id] == vi + 1)
                    continue;
                has_phi[y->n.id] = vi + 1;
                uint32_t id = next_id++;
                if (live[y->n.id] == vi + 1) {
                    Phi p = {.v = {.vkind = IRV_INST, .id = id, .type = v->type}, .var = vi, .block = y->n.id};
                    vec_push(s->a, &s->phis, p);
                }
                if (in_work[y->n.id] != vi + 1) {
                    in_work[y->n.id] = vi + 1;
                    work[nw++] = y;
                }
            }
        }
    }
    s->num_phi_ids = next_id - s->num_old;
    s->f->next_value_id = next_id;
}

/* The per-block phi lists (a counting sort of the placement order, which
 * keeps it within each block), the phis' operand arrays (one pool), and
 * the index by value id. */
static void index_phis(S *s)
{
    uint32_t nb = s->cfg->num_blocks, np = (uint32_t)s->phis.len;
    s->phi_start = ARENA_ARRAY(s->a, uint32_t, nb + 1);
    s->phi_order = ARENA_ARRAY(s->a, uint32_t, np + 1);
    s->phi_at = ARENA_ARRAY(s->a, uint32_t, s->num_phi_ids + 1);
    size_t num_args = 0;
    for (uint32_t k = 0; k < np; k++) {
        s->phi_start[s->phis.data[k].block + 1]++;
        num_args += (size_t)s->cfg->preds[s->phis.data[k].block].len;
    }
    for (uint32_t b = 0; b < nb; b++)
        s->phi_start[b + 1] += s->phi_start[b];
    uint32_t *fill = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    IrValue **args = ARENA_ARRAY(s->a, IrValue *, num_args + 1);
    for (uint32_t k = 0; k < np; k++) {
        Phi *p = &s->phis.data[k];
        s->phi_order[s->phi_start[p->block] + fill[p->block]++] = k;
        s->phi_at[p->v.id - s->num_old] = k + 1;
        p->args = args;
        args += s->cfg->preds[p->block].len;
    }
}

/* Each block's predecessor slots, grouped by the predecessor. */
static void build_pred_slots(S *s)
{
    IrCfg *cfg = s->cfg;
    uint32_t nb = cfg->num_blocks;
    s->slot_start = ARENA_ARRAY(s->a, uint32_t, nb + 1);
    for (uint32_t b = 0; b < nb; b++)
        for (int k = 0; k < cfg->preds[b].len; k++)
            s->slot_start[cfg->preds[b].data[k]->n.id + 1]++;
    for (uint32_t b = 0; b < nb; b++)
        s->slot_start[b + 1] += s->slot_start[b];
    s->slots = ARENA_ARRAY(s->a, PredSlot, s->slot_start[nb] + 1);
    uint32_t *fill = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    for (uint32_t b = 0; b < nb; b++)
        for (int k = 0; k < cfg->preds[b].len; k++) {
            uint32_t p = cfg->preds[b].data[k]->n.id;
            s->slots[s->slot_start[p] + fill[p]++] = (PredSlot){b, (uint32_t)k};
        }
}

static void set_cur(S *s, uint32_t vi, IrValue *v)
{
    if (s->undo_len == s->undo_cap)
        ice(s->m->c, "vars_to_ssa: renaming stack overflow");
    s->undo[s->undo_len++] = (Undo){vi, s->cur[vi]};
    s->cur[vi] = v;
}

static void rename_block(S *s, IrBlock *b)
{
    uint32_t id = b->n.id;
    for (uint32_t k = s->phi_start[id]; k < s->phi_start[id + 1]; k++) {
        Phi *p = &s->phis.data[s->phi_order[k]];
        set_cur(s, p->var, &p->v);
    }
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
    for (uint32_t k = s->slot_start[id]; k < s->slot_start[id + 1]; k++) {
        PredSlot sl = s->slots[k];
        for (uint32_t j = s->phi_start[sl.succ]; j < s->phi_start[sl.succ + 1]; j++) {
            Phi *p = &s->phis.data[s->phi_order[j]];
            p->args[sl.index] = s->cur[p->var];
        }
    }
}

static void undo_to(S *s, uint32_t mark)
{
    while (s->undo_len > mark) {
        Undo u = s->undo[--s->undo_len];
        s->cur[u.var] = u.old;
    }
}

/* Renaming down the dominator tree (an explicit stack: the tree can be as
 * deep as the function is long), then the unreachable blocks. */
static void rename_all(S *s, IrBlock *entry)
{
    IrCfg *cfg = s->cfg;
    uint32_t nb = cfg->num_blocks;
    uint32_t *nchild = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    uint32_t *child = ARENA_ARRAY(s->tmp, uint32_t, cfg->num_rpo + 1);
    uint32_t *fill = ARENA_ARRAY(s->tmp, uint32_t, nb + 1);
    for (uint32_t r = 1; r < cfg->num_rpo; r++)
        nchild[cfg->idom[cfg->rpo[r]]->n.id + 1]++;
    for (uint32_t b = 0; b < nb; b++)
        nchild[b + 1] += nchild[b];
    for (uint32_t r = 1; r < cfg->num_rpo; r++) {
        uint32_t b = cfg->rpo[r], d = cfg->idom[b]->n.id;
        child[nchild[d] + fill[d]++] = b;
    }
    typedef struct Frame {
        uint32_t block, next_child, undo_mark;
    } Frame;
    Frame *stack = ARENA_ARRAY(s->tmp, Frame, cfg->num_rpo + 1);
    uint32_t sp = 0;
    stack[sp++] = (Frame){entry->n.id, 0, s->undo_len};
    rename_block(s, entry);
    while (sp) {
        Frame *fr = &stack[sp - 1];
        if (fr->next_child < fill[fr->block]) {
            uint32_t c = child[nchild[fr->block] + fr->next_child++];
            stack[sp++] = (Frame){c, 0, s->undo_len};
            rename_block(s, cfg->blocks[c]);
        } else {
            undo_to(s, fr->undo_mark);
            sp--;
        }
    }
    for (uint32_t b = 0; b < nb; b++) {
        if (!cfg->blocks[b] || cfg->dom_pre[b])
            continue;
        uint32_t mark = s->undo_len;
        rename_block(s, cfg->blocks[b]);
        undo_to(s, mark);
    }
}

/* Trivial phis: all operands the same value (or the phi itself). */
static void remove_trivial_phis(S *s)
{
    uint32_t nb = s->cfg->num_blocks;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t b = 0; b < nb; b++) {
            for (uint32_t k = s->phi_start[b]; k < s->phi_start[b + 1]; k++) {
                Phi *p = &s->phis.data[s->phi_order[k]];
                if (p->removed)
                    continue;
                IrValue *same = NULL;
                bool trivial = true;
                for (int j = 0; j < s->cfg->preds[b].len; j++) {
                    IrValue *x = resolve(s, p->args[j]);
                    p->args[j] = x;
                    if (x == &p->v || x == same)
                        continue;
                    if (same) {
                        trivial = false;
                        break;
                    }
                    same = x;
                }
                if (!trivial)
                    continue;
                s->repl[p->v.id] = same ? same : ir_undef(s->m, p->v.type);
                p->removed = true;
                changed = true;
            }
        }
    }
}

static void mark_live(S *s, Phi *p)
{
    if (!p || p->live)
        return;
    p->live = true;
    s->live_work[s->live_len++] = p;
}

/* The first walk over the function after renaming: every use gets its
 * final value, and the placed phis it reaches are the roots of liveness
 * (a use by a placed phi is not one: those are not in the blocks). The
 * blocks that use one are listed for move_uses_to_built. */
static IrValue *resolve_root(IrValue *v, void *user)
{
    S *s = user;
    v = resolve(s, v);
    Phi *p = phi_of(s, v);
    if (p) {
        s->block_uses_phi = true;
        mark_live(s, p);
    }
    return v;
}

static void resolve_block(IrBlock *b, void *user)
{
    S *s = user;
    s->block_uses_phi = false;
    ir_block_map_uses(b, resolve_root, s);
    if (s->block_uses_phi)
        s->phi_use_blocks[s->num_phi_use_blocks++] = b;
}

/* Dead phis: placed phis not reachable from a real use. */
static void mark_live_phis(S *s)
{
    while (s->live_len) {
        Phi *p = s->live_work[--s->live_len];
        for (int j = 0; j < s->cfg->preds[p->block].len; j++) {
            p->args[j] = resolve(s, p->args[j]);
            mark_live(s, phi_of(s, p->args[j]));
        }
    }
}

static IrValue *built_value(S *s, IrValue *v)
{
    Phi *p = phi_of(s, v);
    return p ? &p->built->v : v;
}

static IrValue *built_use(IrValue *v, void *user)
{
    return built_value(user, v);
}

/* The live phis become module instructions, each block's after the phis it
 * had, in placement order; then their operands and the uses listed by
 * resolve_block move from the scratch phis onto them. */
static void build_survivors(S *s)
{
    IrCfg *cfg = s->cfg;
    uint32_t next_id = s->f->next_value_id;
    for (uint32_t b = 0; b < cfg->num_blocks; b++) {
        if (s->phi_start[b] == s->phi_start[b + 1])
            continue;
        IrBlock *blk = cfg->blocks[b];
        IrInst *pos = blk->first;
        while (pos && pos->op == IR_PHI)
            pos = pos->next;
        uint32_t np = (uint32_t)cfg->preds[b].len;
        for (uint32_t k = s->phi_start[b]; k < s->phi_start[b + 1]; k++) {
            Phi *p = &s->phis.data[s->phi_order[k]];
            if (p->removed || !p->live)
                continue;
            IrInst *phi = ir_inst_new(s->f, IR_PHI, p->v.type, (int)np);
            phi->v.id = p->v.id;
            phi->preds = ARENA_ARRAY(s->m->arena, IrBlock *, np);
            for (uint32_t j = 0; j < np; j++)
                phi->preds[j] = cfg->preds[b].data[j];
            phi->loc = s->vars[p->var].var->loc;
            phi->v.name = s->vars[p->var].var->v.name;
            if (pos)
                ir_inst_insert_before(pos, phi);
            else
                ir_inst_append(blk, phi);
            p->built = phi;
        }
    }
    s->f->next_value_id = next_id; /* ir_inst_new took ids; the phis keep those placing gave */
    for (int k = 0; k < s->phis.len; k++) {
        Phi *p = &s->phis.data[k];
        if (p->built)
            for (uint32_t j = 0; j < p->built->num_args; j++)
                p->built->args[j] = built_value(s, p->args[j]);
    }
    for (uint32_t k = 0; k < s->num_phi_use_blocks; k++)
        ir_block_map_uses(s->phi_use_blocks[k], built_use, s);
}

static bool promote_function(IrModule *m, IrFunction *f, Arena *a, Arena *tmp, bool (*want)(const IrInst *, void *), void *user)
{
    S s0 = {.m = m, .f = f, .a = a, .tmp = tmp}, *s = &s0;
    IrBlock *entry = (IrBlock *)f->body.first;
    uint32_t nvals = s->num_old = f->next_value_id;
    s->var_of = ARENA_ARRAY(a, int32_t, nvals + 1);
    for (uint32_t k = 0; k <= nvals; k++)
        s->var_of[k] = -1;
    s->entry = entry;
    if (!scan_entry(s, want, user))
        return false;
    ir_walk_blocks(&f->body, scan_block, s);
    bool any = false;
    for (uint32_t k = 0; k < s->num_vars; k++)
        any |= s->vars[k].promote;
    if (!any)
        return false;

    s->cfg = ir_cfg_build(f, a);
    uint32_t nb = s->cfg->num_blocks;
    if (list_var_blocks(s)) {
        build_frontiers(s);
        place_phis(s);
        /* Reset, not rewound: kept, tmp's chunks would sit idle while the
         * function arena grows (nesting 100k: +15 MiB at the peak). */
        arena_reset(s->tmp);
    }
    index_phis(s);
    build_pred_slots(s);
    arena_reset(s->tmp);

    uint32_t nvals2 = f->next_value_id;
    s->repl = ARENA_ARRAY(a, IrValue *, nvals2 + 1);
    s->cur = ARENA_ARRAY(s->tmp, IrValue *, s->num_vars);
    for (uint32_t vi = 0; vi < s->num_vars; vi++) {
        s->cur[vi] = s->vars[vi].init ? s->vars[vi].init : ir_undef(m, s->vars[vi].type);
        if (s->vars[vi].promote)
            s->undo_cap += s->vars[vi].num_stores;
    }
    s->undo_cap += (uint32_t)s->phis.len;
    s->undo = ARENA_ARRAY(s->tmp, Undo, s->undo_cap + 1);
    rename_all(s, entry);
    arena_reset(s->tmp);
    remove_trivial_phis(s);

    s->live_work = ARENA_ARRAY(a, Phi *, s->phis.len + 1);
    s->phi_use_blocks = ARENA_ARRAY(a, IrBlock *, nb + 1);
    ir_walk_blocks(&f->body, resolve_block, s);
    mark_live_phis(s);
    build_survivors(s);

    for (uint32_t vi = 0; vi < s->num_vars; vi++)
        if (s->vars[vi].promote)
            ir_inst_remove(s->vars[vi].var);
    return true;
}

/* The two arenas are emptied after each function, not made anew: a module
 * of many small functions would pay for the making. Rewound, they keep
 * their chunks, so a big function after another writes memory already
 * resident instead of fresh pages (arena.c). */
bool ir_opt_vars_to_ssa(IrModule *m)
{
    bool progress = false;
    Arena *a = arena_new(), *tmp = arena_new();
    for (int k = 0; k < m->functions.len; k++) {
        progress |= promote_function(m, m->functions.data[k], a, tmp, NULL, NULL);
        arena_rewind(a);
        arena_rewind(tmp);
    }
    arena_free(a);
    arena_free(tmp);
    return progress;
}

bool ir_promote_vars(IrModule *m, IrFunction *f, bool (*want)(const IrInst *var, void *user), void *user)
{
    Arena *a = arena_new(), *tmp = arena_new();
    bool progress = promote_function(m, f, a, tmp, want, user);
    arena_free(a);
    arena_free(tmp);
    return progress;
}
