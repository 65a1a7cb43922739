/* The call graph as emitters and reflection need it: which functions an
 * entry point reaches, in the order they are emitted. */
#include "ir.h"

typedef struct Calls {
    Arena *a;
    IrFunctionList *list; /* the callees of one function, in tree order, each once */
    bool *seen;           /* by function value id, local to that one function */
} Calls;

static void calls_in_block(IrBlock *b, void *user)
{
    Calls *c = user;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op == IR_CALL && i->callee && !c->seen[i->callee->v.id]) {
            c->seen[i->callee->v.id] = true;
            vec_push(c->a, c->list, i->callee);
        }
    }
}

/* Each function's distinct callees, computed once (by function value id). */
static IrFunctionList *callees_of(IrModule *m, IrFunction *f, Arena *a, IrFunctionList **cache, bool *scratch)
{
    if (cache[f->v.id])
        return cache[f->v.id];
    IrFunctionList *list = ARENA_NEW(a, IrFunctionList);
    Calls c = {a, list, scratch};
    ir_walk_blocks(&f->body, calls_in_block, &c);
    for (int k = 0; k < list->len; k++) /* scratch is clean again for the next function */
        scratch[list->data[k]->v.id] = false;
    cache[f->v.id] = list;
    (void)m;
    return list;
}

void ir_reachable_functions(IrModule *m, IrFunction *entry, IrCallOrder order, Arena *a, IrFunctionList *out)
{
    uint32_t ids = m->next_global_id + 1; /* functions and globals share the id counter */
    for (int k = 0; k < m->functions.len; k++)
        if (m->functions.data[k]->v.id >= ids)
            ids = m->functions.data[k]->v.id + 1;
    bool *done = ARENA_ARRAY(a, bool, ids);
    bool *scratch = ARENA_ARRAY(a, bool, ids);
    IrFunctionList **cache = ARENA_ARRAY(a, IrFunctionList *, ids);
    if (order == IR_ORDER_DISCOVERY) {
        vec_push(a, out, entry);
        done[entry->v.id] = true;
        for (int f = 0; f < out->len; f++) { /* grows while walking */
            IrFunctionList *callees = callees_of(m, out->data[f], a, cache, scratch);
            for (int k = 0; k < callees->len; k++)
                if (!done[callees->data[k]->v.id]) {
                    done[callees->data[k]->v.id] = true;
                    vec_push(a, out, callees->data[k]);
                }
        }
        return;
    }
    /* Post-order with an explicit stack of (function, next callee). */
    typedef struct Frame {
        IrFunction *f;
        int k;
    } Frame;
    VEC(Frame) stack = {0};
    bool *open = ARENA_ARRAY(a, bool, ids); /* on the stack now */
    Frame first = {entry, 0};
    vec_push(a, &stack, first);
    open[entry->v.id] = true;
    while (stack.len) {
        Frame *fr = &vec_last(&stack);
        IrFunctionList *callees = callees_of(m, fr->f, a, cache, scratch);
        if (fr->k < callees->len) {
            IrFunction *g = callees->data[fr->k++];
            if (!done[g->v.id] && !open[g->v.id]) { /* open: a cycle, which sema rejects */
                open[g->v.id] = true;
                Frame next = {g, 0};
                vec_push(a, &stack, next);
            }
            continue;
        }
        done[fr->f->v.id] = true;
        vec_push(a, out, fr->f);
        stack.len--;
    }
}
