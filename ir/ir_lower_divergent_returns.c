/* ir_lower_divergent_returns: returns that only some threads take, before
 * a barrier, become predication, so that the threads that returned still
 * reach every barrier. Required by every target (lib/compile.c,
 * lower_module): WGSL's uniformity rules reject a barrier after such a
 * return, and Vulkan and Metal want every thread of a group at a barrier
 * (lavapipe loses the group otherwise).
 *
 * HLSL lets a thread leave early while the others meet at a barrier:
 *     if (i >= count) return;
 *     for (t = 0; t < count; t += 64) { tile[gi] = ...; GroupMemoryBarrierWithGroupSync(); ... }
 * (the n-body shaders of the Vulkan samples do this). WGSL's uniformity
 * analysis (WGSL 15.2) rejects it: after a return under a condition that
 * differs between threads the rest of the function is non-uniform, and
 * workgroupBarrier() must only be called from uniform control flow. The
 * shader means: the threads that returned do nothing more, and the barrier
 * waits for the others. This pass writes that out:
 *   - a flag `returned`, false at the start; each return but the
 *     function's last statement sets it instead (a value goes to a
 *     variable, which the last return returns);
 *   - after such a return, what the code does runs under `if (!returned)`,
 *     in runs: whole ifs, loops and switches without a barrier in one
 *     piece; a node that holds a barrier stays, and its insides are treated
 *     the same way;
 *   - the control flow that leads to a barrier stays for every thread: the
 *     conditions of the ifs and switches around it, the exits of the loops
 *     around it (break_if, and the ifs that break or continue), and the
 *     operands of an operation that needs uniform control flow (a table row
 *     with INF_UNIFORM_CF, as derivatives will be) are computed by every
 *     thread, with what they are computed from ("N" below);
 *   - a thread that returned inside a loop or switch without a barrier
 *     leaves it (`break`), as the return did; inside a loop with a barrier
 *     it keeps iterating, its work predicated, and meets the others at every
 *     barrier (a return at the top of a case of a switch with a barrier
 *     leaves the switch: the case would fall through).
 * So the threads that returned run the same barriers as the others, the
 * same number of times, and nothing else: the meaning is the shader's, and
 * the barriers sit in the control flow they had before the return, which
 * is uniform when HLSL's own rule (every thread still running reaches the
 * barrier) holds.
 *
 * N is closed over operands, and over memory: a load from a local
 * (function or private) variable brings in every store to that variable
 * and every call given its address. Such work is safe for a thread that
 * returned: WGSL defines every operation on every value (division by zero,
 * shifts and indices out of range), WebGPU bounds buffer accesses, and the
 * only memory written is the thread's own. An operation that others would
 * see (a store to groupshared or buffer memory, an atomic, a wave
 * operation, a call with effects) cannot be in N: then no predication
 * exists, and that is D_WGSL_RETURN_BARRIER_EFFECT at the operation. A call
 * to a function that holds a barrier, where a thread that returned gets to
 * it, would run that function's effects for it: D_WGSL_RETURN_BARRIER_CALL.
 * For SPIR-V and MSL (ir_lower_divergent_returns_where_possible) such a
 * function is left as HLSL wrote it. A loop bound or condition that
 * differs between threads is left to the uniformity check (wgsl_uniform.c):
 * the barrier is then in non-uniform control flow, return or no return.
 *
 * Pixel shaders: the operations that read the other pixels of the quad
 * (ir_inst_reads_quad: derivatives, implicit-LOD sampling, LOD queries,
 * QuadReadAcross*) are required too, and so are calls to functions that
 * hold them: a pixel that returned before one still computes its operand
 * for its neighbours, as a D3D helper lane would, and its outputs (stage
 * output stores, UAV stores, discard) are predicated off like any effect.
 * Where that has no predication (an operand made by an effect) the
 * function is left as HLSL wrote it, on every target, with no diagnostic:
 * HLSL gives such a derivative an undefined value, and WGSL then keeps
 * derivative_uniformity off (wgsl_derivative_uniform.c).
 *
 * Runs before the optional passes, on the front end's IR (locals are
 * variables; && || ?: may have made phis): a value made in a run and used
 * after it goes through a variable; phis never move alone, and those that
 * named a block that was split name its new end. Stores to stage outputs
 * are effects, predicated like the rest. Functions without a barrier, or
 * without a return before their end, are left alone. Linear in the
 * function, plus one walk of it for each run whose values are used after
 * the run. */
#include "../intrinsics/intrinsics.h"
#include "../util/ptrmap.h"
#include "ir.h"

/* a function holds a required operation / has effects / holds a barrier */
enum { F_REQUIRED = 1, F_EFFECTS = 2, F_BARRIER = 4 };

/* What a thread that returned inside a region does: nothing more in the
 * function (AROUND_NONE), keep iterating the loop or running the switch
 * around it, which holds a barrier (AROUND_KEPT), or leave it (AROUND_FREE). */
typedef enum Around { AROUND_NONE, AROUND_KEPT, AROUND_FREE } Around;

typedef struct P {
    IrModule *m;
    IrFunction *f;
    IrBuilder b;
    PtrMap fn_flags;        /* IrFunction -> F_* + 8 (0: not known yet) */
    PtrMap pixel_fns;       /* IrFunction -> non-NULL: reached from a pixel shader */
    bool pixel;             /* the function at hand is: quad operations are required */
    bool barriers;          /* ... holds a barrier: a case without predication is reported */
    uint8_t *need;          /* by value id: in N */
    uint8_t *moved;         /* by value id: defined in the run just wrapped */
    uint8_t *moved_node;    /* by node id: inside that run */
    uint32_t nvalues, nnodes;
    VEC(IrInst *) writers;  /* stores and calls with pointer arguments */
    VEC(IrValue *) work;
    IrValue *returned;      /* ptr<function, bool> */
    IrValue *retval;        /* ptr<function, ret>, for a function with a value */
    IrInst *last_return;    /* the function's last statement: stays a return */
    bool changed, growing;
    bool quiet;             /* SPIR-V, MSL: where no predication exists, leave the function as it is */
    bool impossible;        /* ... and this one has no predication */
} P;

/* A case with no predication: reported (WGSL), or the function is left as
 * HLSL wrote it (SPIR-V and MSL drivers mostly run that; WGSL rejects it). */
static void no_way(P *p, SrcLoc loc, DiagId id, const char *a, const char *b)
{
    p->impossible = true;
    if (!p->quiet && p->barriers)
        diag(p->m->c, loc, id, a, b);
}

/* ---------------------------------------------------------------- facts */

static unsigned fn_flags(P *p, IrFunction *f)
{
    uintptr_t v = (uintptr_t)ptrmap_get(&p->fn_flags, f);
    return v ? (unsigned)(v - 8) : 0;
}

static IrValue *root_of(IrValue *ptr)
{
    while (ptr->vkind == IRV_INST && ((IrInst *)ptr)->op == IR_ACCESS)
        ptr = ((IrInst *)ptr)->args[0];
    return ptr;
}

/* Memory no other thread sees: function variables, private globals. */
static bool own_memory(IrValue *ptr)
{
    return ptr->type->kind == IRT_POINTER && (ptr->type->space == IRS_FUNCTION || ptr->type->space == IRS_PRIVATE);
}

static bool is_barrier(P *p, const IrInst *i)
{
    if (i->op == IR_BARRIER)
        return true;
    if (i->op == IR_INTRINSIC && i->imm < INTR_COUNT && (intrinsic_info[i->imm].flags & INF_UNIFORM_CF))
        return true;
    return i->op == IR_CALL && (fn_flags(p, i->callee) & F_BARRIER);
}

static bool is_required(P *p, const IrInst *i)
{
    if (is_barrier(p, i) || (p->pixel && ir_inst_reads_quad(i)))
        return true;
    return i->op == IR_CALL && (fn_flags(p, i->callee) & F_REQUIRED);
}

/* Seen by other threads, or by the rest of the pipeline (outputs). */
static bool has_effect(P *p, const IrInst *i)
{
    switch (i->op) {
    case IR_STORE: return !own_memory(i->args[0]);
    case IR_ATOMIC:
    case IR_BARRIER:
    case IR_IMAGE_WRITE:
    case IR_SPIRV: /* inline SPIR-V: whatever it does, it may be seen */
    case IR_DISCARD: return true;
    case IR_INTRINSIC:
        return i->imm < INTR_COUNT && (intrinsic_info[i->imm].flags & (INF_SIDE_EFFECTS | INF_CONVERGENT));
    case IR_CALL: return (fn_flags(p, i->callee) & (F_EFFECTS | F_REQUIRED)) != 0;
    default: return false;
    }
}

typedef struct Scan {
    P *p;
    unsigned flags;
} Scan;

static void scan_block(IrBlock *blk, void *user)
{
    Scan *s = user;
    IR_FOR_EACH_INST(blk, i)
    {
        if (is_required(s->p, i))
            s->flags |= F_REQUIRED;
        if (is_barrier(s->p, i))
            s->flags |= F_BARRIER;
        if (has_effect(s->p, i))
            s->flags |= F_EFFECTS;
    }
}

/* F_REQUIRED and F_EFFECTS of every function reached, callees first (HLSL
 * has no recursion). */
static void compute_fn_flags(P *p)
{
    for (int e = 0; e < p->m->entries.len; e++) {
        IrFunctionList order = {0};
        if (p->m->entries.data[e]->stage != IR_STAGE_FRAGMENT)
            continue;
        ir_reachable_functions(p->m, p->m->entries.data[e], IR_ORDER_CALLEES_FIRST, p->m->c->scratch, &order);
        for (int k = 0; k < order.len; k++)
            ptrmap_put(p->m->c->scratch, &p->pixel_fns, order.data[k], order.data[k]);
    }
    for (int e = 0; e < p->m->entries.len; e++) {
        IrFunctionList order = {0};
        ir_reachable_functions(p->m, p->m->entries.data[e], IR_ORDER_CALLEES_FIRST, p->m->c->scratch, &order);
        for (int k = 0; k < order.len; k++) {
            IrFunction *f = order.data[k];
            if (ptrmap_get(&p->fn_flags, f))
                continue;
            Scan s = {p, 0};
            p->pixel = ptrmap_get(&p->pixel_fns, f) != NULL;
            ir_walk_blocks(&f->body, scan_block, &s);
            ptrmap_put(p->m->c->scratch, &p->fn_flags, f, (void *)(uintptr_t)(s.flags + 8));
        }
    }
}

/* Does the subtree hold an instruction for which pred holds? */
typedef bool (*InstPred)(P *p, IrInst *i);

static bool region_any(P *p, IrRegion *r, InstPred pred);

static bool node_any(P *p, IrNode *n, InstPred pred)
{
    switch (n->kind) {
    case IRN_BLOCK:
        IR_FOR_EACH_INST((IrBlock *)n, i)
        if (pred(p, i))
            return true;
        return false;
    case IRN_IF: return region_any(p, &((IrIf *)n)->then_, pred) || region_any(p, &((IrIf *)n)->else_, pred);
    case IRN_LOOP: return region_any(p, &((IrLoop *)n)->body, pred) || region_any(p, &((IrLoop *)n)->continuing, pred);
    case IRN_SWITCH: {
        IrSwitch *s = (IrSwitch *)n;
        for (uint32_t c = 0; c < s->num_cases; c++)
            if (region_any(p, &s->cases[c].body, pred))
                return true;
        return false;
    }
    }
    return false;
}

static bool region_any(P *p, IrRegion *r, InstPred pred)
{
    for (IrNode *n = r->first; n; n = n->next)
        if (node_any(p, n, pred))
            return true;
    return false;
}

static bool pred_required(P *p, IrInst *i) { return is_required(p, i); }
static bool pred_need(P *p, IrInst *i) { return i->v.id < p->nvalues && p->need[i->v.id]; }
static bool pred_return(P *p, IrInst *i) { return i->op == IR_RETURN && i != p->last_return; }

/* A break or continue inside the subtree that leaves it (loops and
 * switches nested in it catch their own). */
static bool region_escapes(IrRegion *r, int loops, int breakables);

static bool node_escapes(IrNode *n, int loops, int breakables)
{
    switch (n->kind) {
    case IRN_BLOCK: {
        IrInst *t = ((IrBlock *)n)->last;
        return t && ((t->op == IR_BREAK && !breakables) || (t->op == IR_CONTINUE && !loops));
    }
    case IRN_IF: {
        IrIf *i = (IrIf *)n;
        return region_escapes(&i->then_, loops, breakables) || region_escapes(&i->else_, loops, breakables);
    }
    case IRN_LOOP: {
        IrLoop *l = (IrLoop *)n;
        return region_escapes(&l->body, loops + 1, breakables + 1) ||
               region_escapes(&l->continuing, loops + 1, breakables + 1);
    }
    case IRN_SWITCH: {
        IrSwitch *s = (IrSwitch *)n;
        for (uint32_t c = 0; c < s->num_cases; c++)
            if (region_escapes(&s->cases[c].body, loops, breakables + 1))
                return true;
        return false;
    }
    }
    return false;
}

static bool region_escapes(IrRegion *r, int loops, int breakables)
{
    for (IrNode *n = r->first; n; n = n->next)
        if (node_escapes(n, loops, breakables))
            return true;
    return false;
}

/* A control node every thread must run: it holds a barrier, or work in N,
 * or a jump out of it (the loop around it exits there). */
static bool kept(P *p, IrNode *n)
{
    return node_any(p, n, pred_required) || node_any(p, n, pred_need) || node_escapes(n, 0, 0);
}

/* ---------------------------------------------------------------- N */

static void add_need(P *p, IrValue *v)
{
    if (!v || v->vkind != IRV_INST || v->id >= p->nvalues || p->need[v->id])
        return;
    p->need[v->id] = 1;
    p->growing = true;
    vec_push(p->m->c->scratch, &p->work, v);
}

static void collect_writers(IrBlock *blk, void *user)
{
    P *p = user;
    IR_FOR_EACH_INST(blk, i)
    {
        bool w = i->op == IR_STORE;
        for (uint32_t k = 1; i->op == IR_CALL && k < i->num_args && !w; k++)
            w = i->args[k]->type->kind == IRT_POINTER;
        if (w)
            vec_push(p->m->c->scratch, &p->writers, i);
    }
}

/* Does writer w write (through a pointer) into the variable root? */
static bool writes_root(IrInst *w, IrValue *root)
{
    if (w->op == IR_STORE)
        return root_of(w->args[0]) == root;
    for (uint32_t k = 1; k < w->num_args; k++)
        if (w->args[k]->type->kind == IRT_POINTER && root_of(w->args[k]) == root)
            return true;
    return false;
}

static void reported(P *p, IrInst *what)
{
    const char *name = what->op == IR_CALL     ? what->callee->name
                       : what->op == IR_ATOMIC ? "an atomic operation"
                       : what->op == IR_STORE  ? "a store to memory other threads see"
                       : what->op == IR_INTRINSIC && what->imm < INTR_COUNT && intrinsic_info[what->imm].hlsl
                           ? intrinsic_info[what->imm].hlsl
                           : ir_op_info[what->op].name;
    no_way(p, what->loc, D_WGSL_RETURN_BARRIER_EFFECT, name, NULL);
}

/* Closes N over operands and memory. */
static void close_need(P *p)
{
    while (p->work.len) {
        IrInst *i = (IrInst *)vec_pop(&p->work);
        if (has_effect(p, i) && !is_required(p, i)) { /* a quad read runs for every pixel anyway */
            reported(p, i);
            continue;
        }
        for (uint32_t k = 0; k < i->num_args; k++)
            add_need(p, i->args[k]);
        if (i->op == IR_LOAD && own_memory(i->args[0])) {
            IrValue *root = root_of(i->args[0]);
            for (int w = 0; w < p->writers.len; w++)
                if (writes_root(p->writers.data[w], root))
                    add_need(p, &p->writers.data[w]->v);
        }
    }
}

/* The roots of N: the control values of the kept nodes a thread that
 * returned runs, and the operands of the operations that need uniform
 * control flow there. Kept-ness grows with N: until nothing changes. The
 * walk follows process_region's: `after` once a return may have run. */
static void roots_region(P *p, IrRegion *r, bool after)
{
    for (IrNode *n = r->first; n; n = n->next) {
        if (n->kind == IRN_BLOCK) {
            IrBlock *blk = (IrBlock *)n;
            IR_FOR_EACH_INST(blk, i)
            if (after && is_required(p, i))
                for (uint32_t k = 0; k < i->num_args; k++)
                    add_need(p, i->args[k]);
            if (blk->last && pred_return(p, blk->last))
                after = true;
            continue;
        }
        bool returns = node_any(p, n, pred_return);
        bool keep = after && kept(p, n);
        bool in = keep ? after : false; /* a node left whole starts with nobody returned */
        switch (n->kind) {
        case IRN_IF: {
            IrIf *i = (IrIf *)n;
            if (keep)
                add_need(p, i->cond);
            roots_region(p, &i->then_, in);
            roots_region(p, &i->else_, in);
            break;
        }
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            if (keep)
                add_need(p, l->break_if);
            roots_region(p, &l->body, in || returns);
            roots_region(p, &l->continuing, in || returns);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            if (keep)
                add_need(p, s->selector);
            for (uint32_t c = 0; c < s->num_cases; c++)
                roots_region(p, &s->cases[c].body, in || returns);
            break;
        }
        case IRN_BLOCK: break;
        }
        if (returns)
            after = true;
    }
}

/* ---------------------------------------------------------------- surgery */

static void unlink_node(IrNode *n)
{
    IrRegion *r = n->parent;
    if (n->prev)
        n->prev->next = n->next;
    else
        r->first = n->next;
    if (n->next)
        n->next->prev = n->prev;
    else
        r->last = n->prev;
    n->prev = n->next = NULL;
}

static void append_node(IrRegion *r, IrNode *n)
{
    n->parent = r;
    n->prev = r->last;
    n->next = NULL;
    if (r->last)
        r->last->next = n;
    else
        r->first = n;
    r->last = n;
}

static void move_insts(IrInst *from, IrInst *to_excl, IrBlock *dst)
{
    while (from && from != to_excl) {
        IrInst *next = from->next;
        ir_inst_remove(from);
        ir_inst_append(dst, from);
        from = next;
    }
}

/* The end of `from` is now the end of `to`: phis that named from as a
 * predecessor name to. */
static void retarget(P *p, IrBlock *from, IrBlock *to)
{
    ir_retarget_phis(&p->f->body, from, to);
}

static IrValue *load_returned(P *p)
{
    return ir_build_load(&p->b, p->returned);
}

/* An if placed in blk before instruction at (NULL: at the end): blk keeps
 * what comes before `at` and computes the condition; what follows goes to
 * the if's merge block. cond_fn builds the condition at the end of blk. */
static IrIf *insert_if(P *p, IrBlock *blk, IrInst *at, bool when_returned)
{
    IrBlock tail = {0};
    move_insts(at, NULL, &tail); /* out of the way: blk may end in a jump */
    ir_builder_set_block(&p->b, blk);
    IrValue *r = load_returned(p);
    IrValue *c = when_returned ? r : ir_build1(&p->b, IR_NOT, irt_bool(p->m), r);
    IrIf *i = ir_build_if(&p->b, c);
    move_insts(tail.first, NULL, p->b.block);
    retarget(p, blk, p->b.block);
    return i;
}

static IrBlock *merge_of(IrIf *i)
{
    return (IrBlock *)i->n.next;
}


/* ---------------------------------------------------------------- runs */

static void mark_region(P *p, IrRegion *r, bool on);

static void mark_node(P *p, IrNode *n, bool on)
{
    if (n->id < p->nnodes)
        p->moved_node[n->id] = on;
    switch (n->kind) {
    case IRN_BLOCK:
        IR_FOR_EACH_INST((IrBlock *)n, i)
        if (i->v.id < p->nvalues)
            p->moved[i->v.id] = on;
        return;
    case IRN_IF:
        mark_region(p, &((IrIf *)n)->then_, on);
        mark_region(p, &((IrIf *)n)->else_, on);
        return;
    case IRN_LOOP:
        mark_region(p, &((IrLoop *)n)->body, on);
        mark_region(p, &((IrLoop *)n)->continuing, on);
        return;
    case IRN_SWITCH:
        for (uint32_t c = 0; c < ((IrSwitch *)n)->num_cases; c++)
            mark_region(p, &((IrSwitch *)n)->cases[c].body, on);
        return;
    }
}

static void mark_region(P *p, IrRegion *r, bool on)
{
    for (IrNode *n = r->first; n; n = n->next)
        mark_node(p, n, on);
}

/* Values made in the run and used after it: through a variable, stored
 * where the value is made and loaded at the start of the merge. */
typedef struct Spill {
    P *p;
    IrBlock *merge;
    IrInst *at;      /* new instructions go before it (NULL: the end of merge) */
    IrValue **loads; /* by value id */
} Spill;

static void spill_place(Spill *s, IrInst *i)
{
    if (s->at)
        ir_inst_insert_before(s->at, i);
    else
        ir_inst_append(s->merge, i);
}

static IrValue *spill_use(IrValue *v, void *user)
{
    Spill *s = user;
    P *p = s->p;
    if (v->vkind != IRV_INST || v->id >= p->nvalues || !p->moved[v->id])
        return v;
    if (!s->loads[v->id] && ir_inst_recomputed_not_spilled((IrInst *)v)) {
        /* an address or a handle is computed again after the run (no
         * variable holds one), from its operands, spilled in turn */
        IrInst *def = (IrInst *)v;
        IrInst *cp = ir_inst_new(p->f, def->op, v->type, (int)def->num_args);
        for (uint32_t k = 0; k < def->num_args; k++)
            cp->args[k] = spill_use(def->args[k], s);
        cp->imm = def->imm;
        cp->loc = def->loc;
        spill_place(s, cp);
        s->loads[v->id] = &cp->v;
    }
    if (!s->loads[v->id]) {
        IrInst *def = (IrInst *)v;
        IrValue *var = ir_store_to_new_var(&p->b, def);
        IrInst *ld = ir_inst_new(p->f, IR_LOAD, v->type, 1);
        ld->args[0] = var;
        ld->loc = def->loc;
        spill_place(s, ld);
        s->loads[v->id] = &ld->v;
    }
    return s->loads[v->id];
}

static void spill_block(IrBlock *blk, void *user)
{
    Spill *s = user;
    if (blk->n.id < s->p->nnodes && s->p->moved_node[blk->n.id])
        return;
    ir_block_map_uses(blk, spill_use, s);
}

static void spill_escapes(P *p, IrIf *w)
{
    p->nnodes = p->f->next_node_id;
    p->moved_node = ARENA_ARRAY(p->m->c->scratch, uint8_t, p->nnodes + 1);
    mark_region(p, &w->then_, true);
    Spill s = {p, merge_of(w), merge_of(w)->first, ARENA_ARRAY(p->m->c->scratch, IrValue *, p->nvalues)};
    ir_walk_blocks(&p->f->body, spill_block, &s);
    mark_region(p, &w->then_, false);
}

/* Wraps the run from instruction `from` of block a (NULL: none of a)
 * through the nodes after a, up to instruction `to` (exclusive; NULL: the
 * end, jump excluded) of block e (e == a: within a) in if (!returned). */
static void wrap_run(P *p, IrBlock *a, IrInst *from, IrBlock *e, IrInst *to)
{
    IrIf *w = insert_if(p, a, from, false);
    IrBlock *m = merge_of(w);
    IrBlock *t0 = (IrBlock *)w->then_.first;
    if (e == a) {
        /* the run is now at the start of the merge block, up to `to` */
        move_insts(m->first, to, t0);
    } else {
        move_insts(m->first, NULL, t0); /* a's part of the run */
        while (m->n.next != &e->n) {
            IrNode *n = m->n.next;
            unlink_node(n);
            append_node(&w->then_, n);
        }
        /* a loop that moved enters from t0 now (insert_if named m) */
        ir_retarget_phis(&w->then_, m, t0);
        IrBlock *t1 = ir_block_new(p->f);
        append_node(&w->then_, &t1->n);
        move_insts(e->first, to, t1); /* e's phis (the merge of what moved) and its run */
        move_insts(e->first, NULL, m); /* the rest of e, its jump with it */
        unlink_node(&e->n);
        retarget(p, e, m);
    }
    spill_escapes(p, w);
    p->changed = true;
}

static bool is_jump(const IrInst *i)
{
    return i->op == IR_BREAK || i->op == IR_CONTINUE || i->op == IR_RETURN || i->op == IR_DISCARD ||
           i->op == IR_UNREACHABLE;
}

/* Work in blk that only threads still running do: everything but N, the
 * operations that need uniform control flow, and the final jump. */
static bool predicated(P *p, IrInst *i)
{
    if (i->v.id >= p->nvalues || i->op == IR_PHI)
        return false; /* made by this pass (loads of the flag, spills), or a merge's phi */
    const IrType *t = i->v.type;
    if ((t->kind == IRT_POINTER && i->op != IR_ACCESS) || t->kind == IRT_IMAGE || t->kind == IRT_SPIRV)
        return false; /* a handle, a texel pointer, an inline SPIR-V value: no variable holds one */
    return !is_jump(i) && !is_required(p, i) && !p->need[i->v.id];
}

/* The runs of predicated work inside one block, each in its own if (but
 * a run at its end when leave_tail: the node after it takes that one in
 * its own run); returns the block where blk's last instructions now are. */
static IrBlock *wrap_block(P *p, IrBlock *blk, bool leave_tail)
{
    IrInst *i = blk->first;
    while (i) {
        if (!predicated(p, i)) {
            i = i->next;
            continue;
        }
        IrInst *end = i;
        while (end && predicated(p, end))
            end = end->next;
        if (!end && leave_tail)
            break;
        wrap_run(p, blk, i, blk, end);
        blk = merge_of((IrIf *)blk->n.next);
        i = blk->first;
    }
    return blk;
}

/* ---------------------------------------------------------------- returns */

/* return [v] -> [retval = v;] returned = true; [break] */
static void convert_return(P *p, IrInst *ret, bool leave)
{
    IrBlock *blk = ret->block;
    ir_inst_remove(ret);
    ir_builder_set_block(&p->b, blk);
    p->b.loc = ret->loc;
    if (ret->num_args && p->retval)
        ir_build_store(&p->b, p->retval, ret->args[0]);
    ir_build_store(&p->b, p->returned, &ir_const_bool(p->m, true)->v);
    if (leave)
        ir_build_jump(&p->b, IR_BREAK, NULL);
    p->changed = true;
}

/* `if (returned) break;` at the start of blk. */
static void break_if_returned(P *p, IrBlock *blk)
{
    IrInst *at = blk->first;
    while (at && at->op == IR_PHI)
        at = at->next;
    IrIf *i = insert_if(p, blk, at, true);
    ir_builder_set_region(&p->b, &i->then_);
    ir_build_jump(&p->b, IR_BREAK, NULL);
}

/* discard -> if (!returned) discard; (a pixel that returned keeps its
 * outputs); at the end of the function, the others return after it. */
static void predicate_discard(P *p, IrBlock *blk)
{
    IrInst *d = blk->last;
    IrIf *i = insert_if(p, blk, d, false);
    ir_inst_remove(d);
    ir_inst_append((IrBlock *)i->then_.first, d);
    if (i->n.parent == &p->f->body && !merge_of(i)->n.next) {
        ir_builder_set_block(&p->b, merge_of(i));
        ir_build_jump(&p->b, IR_RETURN, p->retval ? ir_build_load(&p->b, p->retval) : NULL);
    }
}

static void process_region(P *p, IrRegion *r, bool after, Around around, bool case_top);

static void process_node(P *p, IrNode *n, bool after, Around around)
{
    switch (n->kind) {
    case IRN_IF:
        process_region(p, &((IrIf *)n)->then_, after, around, false);
        process_region(p, &((IrIf *)n)->else_, after, around, false);
        return;
    case IRN_LOOP: {
        IrLoop *l = (IrLoop *)n;
        bool a = after || node_any(p, n, pred_return);
        Around in = node_any(p, n, pred_required) ? AROUND_KEPT : AROUND_FREE;
        process_region(p, &l->body, a, in, false);
        process_region(p, &l->continuing, a, in, false);
        return;
    }
    case IRN_SWITCH: {
        IrSwitch *s = (IrSwitch *)n;
        bool a = after || node_any(p, n, pred_return);
        Around in = node_any(p, n, pred_required) ? AROUND_KEPT : AROUND_FREE;
        for (uint32_t c = 0; c < s->num_cases; c++)
            process_region(p, &s->cases[c].body, a, in, true);
        return;
    }
    case IRN_BLOCK: return;
    }
}

/* r: a region; after: a thread may have returned before it; around: what
 * a thread that returns in it does next; case_top: r is a case's region. */
static void process_region(P *p, IrRegion *r, bool after, Around around, bool case_top)
{
    IrNode *n = r->first;
    while (n) {
        if (n->kind == IRN_BLOCK) {
            IrBlock *blk = (IrBlock *)n;
            IrInst *ret = blk->last && blk->last->op == IR_RETURN && blk->last != p->last_return ? blk->last : NULL;
            if (after)
                blk = wrap_block(p, blk, blk->n.next && !kept(p, blk->n.next));
            if (after && blk->last && blk->last->op == IR_DISCARD)
                predicate_discard(p, blk);
            if (ret) {
                bool leave = around == AROUND_FREE || (around == AROUND_KEPT && case_top);
                convert_return(p, ret, leave);
                after = true;
            }
            n = blk->n.next;
            continue;
        }
        bool returns = node_any(p, n, pred_return);
        if (after && !kept(p, n)) {
            /* a whole node without a barrier: one run, with the (possibly
             * empty) blocks around it */
            IrBlock *a = (IrBlock *)n->prev, *e = (IrBlock *)n->next;
            IrInst *from = NULL;
            for (IrInst *i = a->first; i; i = i->next)
                if (predicated(p, i))
                    from = from ? from : i;
                else
                    from = NULL; /* the run starts after the last kept instruction */
            IrInst *to = e->first; /* its merge's phis, and the work after it unless it returns */
            while (to && to->op == IR_PHI)
                to = to->next;
            while (!returns && to && predicated(p, to))
                to = to->next;
            wrap_run(p, a, from, e, to);
            IrIf *w = (IrIf *)a->n.next;
            if (returns) { /* its own returns: inside, nobody has returned yet */
                process_node(p, n, false, around);
                if (around == AROUND_FREE)
                    break_if_returned(p, merge_of(w));
            }
            n = &merge_of(w)->n;
            continue;
        }
        process_node(p, n, after, around);
        if (returns) {
            after = true;
            if (around == AROUND_FREE && n->next)
                break_if_returned(p, (IrBlock *)n->next);
        }
        n = n->next;
    }
}

/* ---------------------------------------------------------------- driver */

static IrInst *final_return(IrFunction *f)
{
    IrNode *last = f->body.last;
    if (!last || last->kind != IRN_BLOCK)
        return NULL;
    IrInst *t = ((IrBlock *)last)->last;
    return t && t->op == IR_RETURN ? t : NULL;
}

/* A call to a function with a required operation and effects (a barrier),
 * where a thread that returned gets. */
static void check_calls(P *p, IrRegion *r, bool after);

static void check_node_calls(P *p, IrNode *n, bool after)
{
    switch (n->kind) {
    case IRN_BLOCK: return;
    case IRN_IF:
        check_calls(p, &((IrIf *)n)->then_, after);
        check_calls(p, &((IrIf *)n)->else_, after);
        return;
    case IRN_LOOP: {
        bool a = after || node_any(p, n, pred_return);
        check_calls(p, &((IrLoop *)n)->body, a);
        check_calls(p, &((IrLoop *)n)->continuing, a);
        return;
    }
    case IRN_SWITCH: {
        bool a = after || node_any(p, n, pred_return);
        for (uint32_t c = 0; c < ((IrSwitch *)n)->num_cases; c++)
            check_calls(p, &((IrSwitch *)n)->cases[c].body, a);
        return;
    }
    }
}

static void check_calls(P *p, IrRegion *r, bool after)
{
    for (IrNode *n = r->first; n; n = n->next) {
        if (n->kind == IRN_BLOCK) {
            IR_FOR_EACH_INST((IrBlock *)n, i)
            if (after && i->op == IR_CALL && (fn_flags(p, i->callee) & (F_REQUIRED | F_EFFECTS)) == (F_REQUIRED | F_EFFECTS))
                no_way(p, i->loc, D_WGSL_RETURN_BARRIER_CALL, i->callee->name, i->callee->name);
            IrInst *t = ((IrBlock *)n)->last;
            if (t && t->op == IR_RETURN && t != p->last_return)
                after = true;
            continue;
        }
        check_node_calls(p, n, after);
        if (node_any(p, n, pred_return))
            after = true;
    }
}

static void lower_function(P *p, IrFunction *f)
{
    p->f = f;
    p->pixel = ptrmap_get(&p->pixel_fns, f) != NULL;
    p->barriers = (fn_flags(p, f) & F_BARRIER) != 0;
    p->last_return = final_return(f);
    if (!(fn_flags(p, f) & F_REQUIRED) || !region_any(p, &f->body, pred_return))
        return;
    p->impossible = false;
    check_calls(p, &f->body, false);
    if (p->impossible)
        return;
    /* ir_lower_resource_handles promotes every local of a function with
     * resource values: back to variables, the form this pass moves (loop
     * and switch phis would lose the edges it adds and moves) */
    ir_lower_phis_to_vars_in(p->m, f);
    p->nvalues = f->next_value_id;
    p->nnodes = f->next_node_id;
    p->need = ARENA_ARRAY(p->m->c->scratch, uint8_t, p->nvalues + 1);
    p->writers.len = p->work.len = 0;
    ir_walk_blocks(&f->body, collect_writers, p);
    do {
        p->growing = false;
        roots_region(p, &f->body, false);
        close_need(p);
    } while (p->growing && !p->impossible);
    if (p->impossible)
        return;
    /* Marks for the runs cover the values and nodes made from here on too. */
    p->moved = ARENA_ARRAY(p->m->c->scratch, uint8_t, p->nvalues + 1);
    ir_builder_init(&p->b, p->m, f);
    p->returned = ir_build_var(&p->b, irt_bool(p->m), "returned");
    p->retval = f->ret->kind != IRT_VOID ? ir_build_var(&p->b, f->ret, "return_value") : NULL;
    /* returned = false, after the variables of the first block */
    IrBlock *first = (IrBlock *)f->body.first;
    IrInst *st = ir_inst_new(f, IR_STORE, NULL, 2);
    st->args[0] = p->returned;
    st->args[1] = &ir_const_bool(p->m, false)->v;
    IrInst *pos = first->first;
    while (pos && pos->op == IR_VAR)
        pos = pos->next;
    if (pos)
        ir_inst_insert_before(pos, st);
    else
        ir_inst_append(first, st);
    process_region(p, &f->body, false, AROUND_NONE, false);
    if (p->retval && p->last_return && p->last_return->num_args) {
        /* the last return: its value unless a return gave one before:
         * if (!returned) return_value = v; return return_value; */
        IrInst *ret = p->last_return;
        IrBlock *blk = ret->block;
        IrValue *v = ret->args[0];
        ir_inst_remove(ret);
        IrIf *i = insert_if(p, blk, NULL, false);
        ir_builder_set_region(&p->b, &i->then_);
        ir_build_store(&p->b, p->retval, v);
        ir_builder_after(&p->b, &i->n);
        ir_build_jump(&p->b, IR_RETURN, ir_build_load(&p->b, p->retval));
    }
    ir_repair_dominance(p->m, f);
}

static bool run(IrModule *m, bool quiet)
{
    P p = {.m = m, .quiet = quiet};
    compute_fn_flags(&p);
    for (int k = 0; k < m->functions.len; k++)
        lower_function(&p, m->functions.data[k]);
    return p.changed;
}

bool ir_lower_divergent_returns(IrModule *m)
{
    return run(m, false);
}

bool ir_lower_divergent_returns_where_possible(IrModule *m)
{
    return run(m, true);
}
