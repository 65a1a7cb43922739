/* The control-flow graph the structured tree implies, reverse post-order,
 * and dominators (Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
 * Algorithm", 2001), with dominator-tree DFS numbers for O(1) queries.
 *
 * Edges (docs/ir.md, "Control flow"):
 *   block before an if      -> first block of then_, first block of else_
 *   block before a loop     -> first block of body
 *   block before a switch   -> first block of each case (+ merge if no default)
 *   last block of then/else -> the if's merge (the block after the if)
 *   last block of body      -> first block of continuing
 *   last block of continuing-> first block of body (back edge) [+ merge with break_if]
 *   last block of a case    -> first block of the next case (fall-through), last case -> merge
 *   break                   -> merge of the innermost loop or switch
 *   continue                -> first block of the innermost loop's continuing
 *   return/discard/unreachable, last block of the function body -> none */
#include "ir.h"

typedef struct Targets {
    IrBlock *exit;  /* where falling off the region's end goes (NULL: nowhere) */
    IrBlock *extra; /* a second exit edge (break_if's merge) */
    IrBlock *brk, *cont;
} Targets;

/* Two walks: the first (a == NULL) counts each block's edges in cap, the
 * second fills arrays sized once, so no vector grows and leaves copies. */
static void edge(IrCfg *cfg, Arena *a, IrBlock *from, IrBlock *to)
{
    if (!a) {
        cfg->succs[from->n.id].cap++;
        cfg->preds[to->n.id].cap++;
        return;
    }
    cfg->succs[from->n.id].data[cfg->succs[from->n.id].len++] = to;
    cfg->preds[to->n.id].data[cfg->preds[to->n.id].len++] = from;
}

static IrBlock *first_block(IrRegion *r) { return (IrBlock *)r->first; }

static void region_edges(IrCfg *cfg, Arena *a, IrRegion *r, Targets t)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: {
            IrBlock *b = (IrBlock *)n;
            if (n->id < cfg->num_blocks)
                cfg->blocks[n->id] = b;
            IrInst *last = b->last;
            if (last && ir_op_is_jump(last->op)) {
                if (last->op == IR_BREAK && t.brk)
                    edge(cfg, a, b, t.brk);
                else if (last->op == IR_CONTINUE && t.cont)
                    edge(cfg, a, b, t.cont);
            } else if (n->next) {
                IrNode *c = n->next;
                if (c->kind == IRN_IF) {
                    edge(cfg, a, b, first_block(&((IrIf *)c)->then_));
                    edge(cfg, a, b, first_block(&((IrIf *)c)->else_));
                } else if (c->kind == IRN_LOOP) {
                    edge(cfg, a, b, first_block(&((IrLoop *)c)->body));
                } else if (c->kind == IRN_SWITCH) {
                    IrSwitch *s = (IrSwitch *)c;
                    bool has_default = false;
                    for (uint32_t i = 0; i < s->num_cases; i++) {
                        edge(cfg, a, b, first_block(&s->cases[i].body));
                        has_default |= s->cases[i].is_default;
                    }
                    if (!has_default && c->next)
                        edge(cfg, a, b, (IrBlock *)c->next);
                }
            } else {
                if (t.exit)
                    edge(cfg, a, b, t.exit);
                if (t.extra)
                    edge(cfg, a, b, t.extra);
            }
            break;
        }
        case IRN_IF: {
            IrIf *i = (IrIf *)n;
            Targets in = t;
            in.exit = (IrBlock *)n->next;
            in.extra = NULL;
            region_edges(cfg, a, &i->then_, in);
            region_edges(cfg, a, &i->else_, in);
            break;
        }
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            IrBlock *merge = (IrBlock *)n->next;
            Targets body = {first_block(&l->continuing), NULL, merge, first_block(&l->continuing)};
            region_edges(cfg, a, &l->body, body);
            Targets cont = {first_block(&l->body), l->break_if ? merge : NULL, merge, NULL};
            region_edges(cfg, a, &l->continuing, cont);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            IrBlock *merge = (IrBlock *)n->next;
            for (uint32_t i = 0; i < s->num_cases; i++) {
                Targets in = t;
                in.exit = i + 1 < s->num_cases ? first_block(&s->cases[i + 1].body) : merge;
                in.extra = NULL;
                in.brk = merge;
                region_edges(cfg, a, &s->cases[i].body, in);
            }
            break;
        }
        }
    }
}

static uint32_t intersect(const IrCfg *cfg, const uint32_t *order, uint32_t b1, uint32_t b2)
{
    while (b1 != b2) {
        while (order[b1] > order[b2])
            b1 = cfg->idom[b1]->n.id;
        while (order[b2] > order[b1])
            b2 = cfg->idom[b2]->n.id;
    }
    return b1;
}

IrCfg *ir_cfg_build(IrFunction *f, Arena *a)
{
    IrCfg *cfg = ARENA_NEW(a, IrCfg);
    uint32_t n = f->next_node_id;
    cfg->num_blocks = n;
    cfg->blocks = ARENA_ARRAY(a, IrBlock *, n);
    cfg->preds = arena_alloc(a, sizeof(*cfg->preds) * n);
    cfg->succs = arena_alloc(a, sizeof(*cfg->succs) * n);
    cfg->idom = ARENA_ARRAY(a, IrBlock *, n);
    cfg->rpo = ARENA_ARRAY(a, uint32_t, n);
    cfg->dom_pre = ARENA_ARRAY(a, uint32_t, n);
    cfg->dom_post = ARENA_ARRAY(a, uint32_t, n);
    region_edges(cfg, NULL, &f->body, (Targets){0});
    /* One pool for every edge list: a block's lists are slices of it, not
     * an allocation each (most blocks have one or two edges). */
    size_t num_edges = 0;
    for (uint32_t i = 0; i < n; i++)
        num_edges += (size_t)cfg->succs[i].cap;
    IrBlock **pool = ARENA_ARRAY(a, IrBlock *, 2 * num_edges + 1);
    for (uint32_t i = 0; i < n; i++) {
        cfg->succs[i].data = pool;
        pool += cfg->succs[i].cap;
        cfg->preds[i].data = pool;
        pool += cfg->preds[i].cap;
    }
    region_edges(cfg, a, &f->body, (Targets){0});

    /* Post-order by an iterative DFS from the entry. A big CFG's work
     * arrays go in an arena of their own, freed on return: the caller's
     * keeps only the CFG (a third less at the pass's peak). A small one's
     * are not worth the arena. */
    Arena *own = n >= 4096 ? arena_new() : NULL, *tmp = own ? own : a;
    IrBlock *entry = first_block(&f->body);
    uint32_t *stack = ARENA_ARRAY(tmp, uint32_t, n + 1);
    uint32_t *next_succ = ARENA_ARRAY(tmp, uint32_t, n);
    uint8_t *seen = ARENA_ARRAY(tmp, uint8_t, n);
    uint32_t *post = ARENA_ARRAY(tmp, uint32_t, n);
    uint32_t npost = 0, sp = 0;
    stack[sp++] = entry->n.id;
    seen[entry->n.id] = 1;
    while (sp) {
        uint32_t b = stack[sp - 1];
        if (next_succ[b] < (uint32_t)cfg->succs[b].len) {
            uint32_t s = cfg->succs[b].data[next_succ[b]++]->n.id;
            if (!seen[s]) {
                seen[s] = 1;
                stack[sp++] = s;
            }
        } else {
            post[npost++] = b;
            sp--;
        }
    }
    cfg->num_rpo = npost;
    uint32_t *order = ARENA_ARRAY(tmp, uint32_t, n); /* rpo index + 1; 0: unreachable */
    for (uint32_t i = 0; i < npost; i++) {
        cfg->rpo[i] = post[npost - 1 - i];
        order[cfg->rpo[i]] = i + 1;
    }

    /* Cooper-Harvey-Kennedy: iterate to a fixed point in reverse post-order. */
    cfg->idom[entry->n.id] = entry;
    for (bool changed = true; changed;) {
        changed = false;
        for (uint32_t i = 1; i < npost; i++) {
            uint32_t b = cfg->rpo[i];
            uint32_t nd = UINT32_MAX;
            for (int k = 0; k < cfg->preds[b].len; k++) {
                uint32_t p = cfg->preds[b].data[k]->n.id;
                if (!order[p] || !cfg->idom[p])
                    continue;
                nd = nd == UINT32_MAX ? p : intersect(cfg, order, p, nd);
            }
            if (nd != UINT32_MAX && cfg->idom[b] != cfg->blocks[nd]) {
                cfg->idom[b] = cfg->blocks[nd];
                changed = true;
            }
        }
    }
    cfg->idom[entry->n.id] = NULL;

    /* Dominator-tree DFS numbers: a dominates b iff pre[a] <= pre[b] and post[b] <= post[a]. */
    uint32_t *nchild = ARENA_ARRAY(tmp, uint32_t, n + 1);
    for (uint32_t i = 1; i < npost; i++)
        nchild[cfg->idom[cfg->rpo[i]]->n.id + 1]++;
    for (uint32_t i = 0; i < n; i++)
        nchild[i + 1] += nchild[i]; /* now: start offsets */
    uint32_t *child = ARENA_ARRAY(tmp, uint32_t, npost ? npost : 1);
    uint32_t *fill = ARENA_ARRAY(tmp, uint32_t, n);
    for (uint32_t i = 1; i < npost; i++) {
        uint32_t b = cfg->rpo[i], d = cfg->idom[b]->n.id;
        child[nchild[d] + fill[d]++] = b;
    }
    uint32_t clock = 0;
    sp = 0;
    stack[sp++] = entry->n.id;
    cfg->dom_pre[entry->n.id] = ++clock;
    for (uint32_t i = 0; i < n; i++)
        next_succ[i] = 0;
    while (sp) {
        uint32_t b = stack[sp - 1];
        if (next_succ[b] < fill[b]) {
            uint32_t c = child[nchild[b] + next_succ[b]++];
            cfg->dom_pre[c] = ++clock;
            stack[sp++] = c;
        } else {
            cfg->dom_post[b] = ++clock;
            sp--;
        }
    }
    arena_free(own);
    return cfg;
}

/* Blocks unreachable from the entry are dominated by every block (vacuously)
 * and dominate only themselves and other unreachable blocks. */
bool ir_cfg_dominates(const IrCfg *cfg, const IrBlock *a, const IrBlock *b)
{
    if (a == b)
        return true;
    uint32_t ia = a->n.id, ib = b->n.id;
    if (!cfg->dom_pre[ib])
        return true;
    if (!cfg->dom_pre[ia])
        return false;
    return cfg->dom_pre[ia] <= cfg->dom_pre[ib] && cfg->dom_post[ib] <= cfg->dom_post[ia];
}
