/* ir_handle_resolve: each resource handle value of a function becomes the
 * global it names, or an access to one element of a global resource array.
 *
 * After ir_handle_split and SSA construction, a handle value is one of
 *   @G                      a global resource (a root);
 *   access @A, i            element i of a global resource array (a root);
 *   phi, select             a choice among handles;
 *   undef                   a resource variable read before it is set.
 * First a fixpoint over the phis and selects (a lattice: nothing yet, one
 * global, or a conflict between two) finds the one global behind each
 * value. Then each value that names an array gets its index: a root's own,
 * a phi of the indices at a phi, a select of the indices at a select; a
 * chain of selects that ir_handle_split made for a dynamic index into a
 * local array (IrHandleChoice) whose candidates are the elements c + k of
 * one global array is the element sel + c (Arr[i] = gArr[i] for all i,
 * then Arr[j] is gArr[j]). NonUniformResourceIndex on a root marks what it
 * reaches. Every use of a handle value then uses the global, or an access
 * made right after the value's definition, and the handle phis and selects
 * go, with the comparisons and index arithmetic only they used.
 *
 * A use whose handle is a conflict (a resource chosen at run time among
 * resources that are not elements of one array, as DXC's legalization
 * also refuses) or undef is reported at the use; nothing is rewritten then.
 * Linear in the function, times the lattice's height (3) for the fixpoint. */
#include <string.h>
#include "ir_handles.h"
#include "ir_switch_uses.h"

enum { R_NONE, R_GLOBAL, R_CONFLICT };

typedef struct Res {
    uint8_t kind;
    bool nonuniform;
    bool root;          /* @G or access @A, i itself */
    IrGlobal *g, *other; /* the global; a second one for a conflict */
    IrValue *idx;       /* arrays, once made: the index (u32 unless a root's own) */
    IrValue *handle;    /* once made: what its uses take */
    bool affine;        /* a marked select whose chain is elements off + k of g */
    int64_t off;
    bool idx_busy;      /* its index phi is being made */
} Res;

typedef struct Rs {
    IrHandleCtx *hc;
    IrModule *m;
    IrFunction *f;
    Res *res;           /* by value id (< num_old) */
    uint32_t num_old;
    VEC(IrInst *) choices; /* handle phis and selects, in tree order */
    VEC(IrInst *) made;    /* index arithmetic the rewrite may leave unused */
    VEC(SrcLoc) reported;
    bool ok;
} Rs;

static bool is_inst(const IrValue *v, IrOp op)
{
    return v && v->vkind == IRV_INST && ((const IrInst *)v)->op == op;
}

static bool array_global(const IrGlobal *g)
{
    return g->pointee->kind == IRT_ARRAY || g->pointee->kind == IRT_RUNTIME_ARRAY;
}

static Res *res_of(Rs *s, IrValue *v)
{
    if (v->vkind == IRV_INST && v->id < s->num_old)
        return &s->res[v->id];
    return NULL;
}

/* The lattice value of v now; g_out gets the global of a global (which has
 * no slot). */
static void value_of(Rs *s, IrValue *v, Res *out)
{
    memset(out, 0, sizeof *out);
    if (v->vkind == IRV_GLOBAL) {
        out->kind = R_GLOBAL;
        out->g = (IrGlobal *)v;
        out->root = true;
        return;
    }
    Res *r = res_of(s, v);
    if (r)
        *out = *r;
}

static bool merge(Res *into, const Res *x)
{
    Res old = *into;
    if (x->kind == R_NONE)
        return false;
    into->nonuniform |= x->nonuniform;
    if (into->kind == R_NONE) {
        into->kind = x->kind;
        into->g = x->g;
        into->other = x->other;
    } else if (into->kind == R_GLOBAL && (x->kind == R_CONFLICT || x->g != into->g)) {
        into->kind = R_CONFLICT;
        into->other = x->kind == R_CONFLICT ? x->other : x->g;
        if (x->kind == R_CONFLICT && x->g != into->g)
            into->other = x->g;
    }
    return into->kind != old.kind || into->g != old.g || into->nonuniform != old.nonuniform;
}

/* ---------------------------------------------------------------- the lattice */

static void scan_block(IrBlock *b, void *user)
{
    Rs *s = user;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->v.id >= s->num_old || !ir_type_is_handle(i->v.type))
            continue;
        Res *r = &s->res[i->v.id];
        if (i->op == IR_ACCESS && i->args[0]->vkind == IRV_GLOBAL && array_global((IrGlobal *)i->args[0])) {
            r->kind = R_GLOBAL;
            r->g = (IrGlobal *)i->args[0];
            r->root = true;
            r->idx = i->num_args > 1 ? i->args[1] : NULL;
            r->nonuniform = (i->imm & IR_ACCESS_NONUNIFORM) != 0;
            r->handle = &i->v;
        } else if (i->op == IR_PHI || i->op == IR_SELECT || i->op == IR_HANDLE_COHERENT) {
            vec_push(s->hc->a, &s->choices, i); /* handle_coherent: a choice of one */
        } else if (i->op == IR_COUNTER_OF) {
            r->root = true; /* a counter, made from the handle it takes (ir_counters.c) */
        } else if (i->op == IR_ACCESS) {
            /* a part of a handle that is itself one (a sub-block): not a choice */
        } else {
            ice(s->m->c, "ir_handle_resolve: a resource handle made by %s in '%s'", ir_op_info[i->op].name,
                s->f->name);
        }
    }
}

/* The arm a select with a constant condition takes (c ? A : B after c
 * became a constant by inlining), else NULL: DXC's legalization folds
 * these before it resolves, so the other arm is no choice. */
static bool const_cond(const IrValue *c, bool *out);

static IrValue *taken_arm(const IrInst *i)
{
    bool c;
    if (i->op != IR_SELECT || !const_cond(i->args[0], &c))
        return NULL;
    return c ? i->args[1] : i->args[2];
}

static bool const_cond(const IrValue *c, bool *out)
{
    if (!c || c->vkind != IRV_CONST || c->type->kind != IRT_BOOL)
        return false;
    *out = ((const IrConst *)c)->u != 0;
    return true;
}

/* Whether the edge from pred into phi's block is never taken: pred lies in
 * the region of an if with a constant condition that the condition skips,
 * or pred is the header of such an if that always takes its then region
 * (whose phi's block follows the if). Inlining makes these (a parameter
 * that was a constant at the call); DXC folds them before it resolves. */
static bool dead_edge(const IrInst *phi, const IrBlock *pred)
{
    bool c;
    IrNode *nx = pred->n.next;
    if (nx && nx->kind == IRN_IF && const_cond(((IrIf *)nx)->cond, &c) && c && nx->next == &phi->block->n)
        return true;
    for (const IrRegion *r = pred->n.parent; r && r->parent; r = r->parent->parent) {
        if (r->parent->kind != IRN_IF)
            continue;
        const IrIf *i = (const IrIf *)r->parent;
        if (const_cond(i->cond, &c) && r == (c ? &i->else_ : &i->then_))
            return true;
    }
    return false;
}

static void fixpoint(Rs *s)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (int k = 0; k < s->choices.len; k++) {
            IrInst *i = s->choices.data[k];
            Res *r = &s->res[i->v.id];
            IrValue *arm = taken_arm(i);
            /* a choice made by a[NonUniformResourceIndex(i)] of a local array */
            IrHandleChoice *ch = i->op == IR_SELECT ? ptrmap_get(&s->hc->choices, i) : NULL;
            if (ch && ch->nonuniform && !r->nonuniform) {
                r->nonuniform = true;
                changed = true;
            }
            for (uint32_t a = i->op == IR_SELECT ? 1 : 0; a < i->num_args; a++) {
                Res x;
                if ((arm && i->args[a] != arm) || (i->op == IR_PHI && dead_edge(i, i->preds[a])))
                    continue;
                value_of(s, i->args[a], &x);
                changed |= merge(r, &x);
            }
        }
    }
}

/* A globallycoherent local or parameter makes the global it holds
 * coherent: Prism's coherence is the global's (SPIR-V's Coherent
 * decoration is the variable's; under the Vulkan memory model every access
 * to it is made available and visible), so every access to that global
 * becomes device-coherent, which is what the local's asked for and more. */
static void coherent_roots(Rs *s, IrValue *v, uint8_t *seen)
{
    if (v->vkind == IRV_GLOBAL) {
        ((IrGlobal *)v)->coherent = true;
        return;
    }
    Res *r = res_of(s, v);
    if (!r || seen[v->id])
        return;
    seen[v->id] = 1;
    IrInst *i = (IrInst *)v;
    if (r->root) {
        if (r->g)
            r->g->coherent = true;
    } else if (i->op == IR_PHI || i->op == IR_SELECT || i->op == IR_HANDLE_COHERENT) {
        for (uint32_t a = i->op == IR_SELECT ? 1 : 0; a < i->num_args; a++)
            coherent_roots(s, i->args[a], seen);
    }
}

/* A coherent use of a choice among resources (one that becomes a switch,
 * switch_conflicts) makes every resource it may choose coherent, and then
 * is the choice itself, so that the switch wraps its uses. */
static void mark_coherent(Rs *s)
{
    uint8_t *seen = NULL;
    for (int k = 0; k < s->choices.len; k++) {
        IrInst *i = s->choices.data[k];
        Res *r = &s->res[i->v.id];
        if (i->op != IR_HANDLE_COHERENT)
            continue;
        if (r->kind == R_GLOBAL) {
            r->g->coherent = true;
        } else if (r->kind == R_CONFLICT) {
            if (!seen)
                seen = ARENA_ARRAY(s->hc->a, uint8_t, s->num_old + 1);
            coherent_roots(s, i->args[0], seen);
            ir_replace_uses(s->f, &i->v, i->args[0]);
            ir_inst_remove(i); /* not a use of the choice any more */
        }
    }
}

/* ---------------------------------------------------------------- indices */

static const IrType *u32_of(Rs *s)
{
    return irt_int(s->m, 32, false);
}

static IrInst *new_inst(Rs *s, IrOp op, const IrType *t, int n, SrcLoc loc)
{
    IrInst *i = ir_inst_new(s->f, op, t, n);
    i->loc = loc;
    vec_push(s->hc->a, &s->made, i);
    return i;
}

/* i, placed right after `after` (after the phis when it is one). */
static void place_after(IrInst *after, IrInst *i)
{
    IrInst *p = after->next;
    if (after->op == IR_PHI)
        while (p && p->op == IR_PHI)
            p = p->next;
    if (p)
        ir_inst_insert_before(p, i);
    else
        ir_inst_append(after->block, i);
}

static IrValue *as_u32(Rs *s, IrValue *x, IrInst *after)
{
    const IrType *u32 = u32_of(s);
    if (!x || x->type == u32)
        return x;
    if (x->vkind == IRV_CONST)
        return &ir_const_uint(s->m, (uint32_t)((IrConst *)x)->u)->v;
    if (x->vkind == IRV_UNDEF)
        return ir_undef(s->m, u32);
    IrInst *c = new_inst(s, x->type->bits == 32 ? IR_BITCAST : IR_CONVERT, u32, 1, after->loc);
    c->args[0] = x;
    place_after(after, c);
    return &c->v;
}

static bool const_index(const Res *r, int64_t *out)
{
    if (!r->idx || r->idx->vkind != IRV_CONST)
        return false;
    *out = (int64_t)(uint32_t)((IrConst *)r->idx)->u;
    return true;
}

static IrValue *index_of(Rs *s, IrValue *v);

/* The selector of a marked select, as its condition (sel == k) reads it
 * now: promoting the function's variables may have replaced the load that
 * IrHandleChoice.sel names by the stored value. */
static IrValue *choice_sel(const IrInst *i)
{
    const IrValue *c = i->args[0];
    return is_inst(c, IR_EQ) ? ((const IrInst *)c)->args[0] : NULL;
}

/* A marked chain: select(sel == k, candidate k, rest) is elements off + k
 * of the array when every candidate's index is constant and in step. */
static bool chain_affine(Rs *s, IrInst *i, Res *r)
{
    IrHandleChoice *ch = ptrmap_get(&s->hc->choices, i);
    if (!ch)
        return false;
    Res a, b;
    value_of(s, i->args[1], &a);
    value_of(s, i->args[2], &b);
    int64_t ia, ib;
    if (!a.root || !const_index(&a, &ia))
        return false;
    r->off = ia - (int64_t)ch->k;
    if (b.root && const_index(&b, &ib))
        r->affine = ib - (int64_t)(ch->k + 1) == r->off;
    else if (is_inst(i->args[2], IR_SELECT) && res_of(s, i->args[2]) && res_of(s, i->args[2])->affine) {
        IrHandleChoice *next = ptrmap_get(&s->hc->choices, i->args[2]);
        r->affine = next && choice_sel((IrInst *)i->args[2]) == choice_sel(i) && res_of(s, i->args[2])->off == r->off;
    }
    IrValue *sel = choice_sel(i);
    if (!r->affine || !sel)
        return false;
    if (r->off) {
        IrInst *add = new_inst(s, IR_ADD, u32_of(s), 2, i->loc);
        add->args[0] = sel;
        add->args[1] = &ir_const_uint(s->m, (uint32_t)r->off)->v;
        place_after(i, add);
        sel = &add->v;
    }
    r->idx = sel;
    return true;
}

static IrValue *index_of(Rs *s, IrValue *v)
{
    if (v->vkind == IRV_UNDEF)
        return ir_undef(s->m, u32_of(s));
    Res *r = res_of(s, v);
    if (!r || r->kind != R_GLOBAL)
        return ir_undef(s->m, u32_of(s)); /* a path that never sets it */
    if (r->idx)
        return r->idx;
    IrInst *i = (IrInst *)v;
    if (i->op == IR_PHI) {
        IrInst *p = new_inst(s, IR_PHI, u32_of(s), (int)i->num_args, i->loc);
        p->preds = ARENA_ARRAY(s->m->arena, IrBlock *, i->num_args);
        memcpy(p->preds, i->preds, sizeof(IrBlock *) * i->num_args);
        p->v.name = i->v.name;
        ir_inst_insert_before(i, p);
        r->idx = &p->v; /* before the operands: a loop's phi reaches itself */
        for (uint32_t k = 0; k < i->num_args; k++) {
            IrValue *x = index_of(s, i->args[k]);
            Res *xr = res_of(s, i->args[k]);
            IrInst *def = xr && xr->root ? (IrInst *)i->args[k] : NULL;
            p->args[k] = def ? as_u32(s, x, def) : as_u32(s, x, p);
        }
        return r->idx;
    }
    if (i->op == IR_HANDLE_COHERENT) {
        r->idx = as_u32(s, index_of(s, i->args[0]), i);
        return r->idx;
    }
    /* a select */
    IrValue *arm = taken_arm(i);
    if (arm) {
        r->idx = as_u32(s, index_of(s, arm), i);
        return r->idx;
    }
    if (chain_affine(s, i, r))
        return r->idx;
    Res *ra = res_of(s, i->args[1]), *rb = res_of(s, i->args[2]);
    bool a_set = i->args[1]->vkind == IRV_GLOBAL || (ra && ra->kind == R_GLOBAL);
    bool b_set = i->args[2]->vkind == IRV_GLOBAL || (rb && rb->kind == R_GLOBAL);
    IrValue *ia = a_set ? index_of(s, i->args[1]) : NULL, *ib = b_set ? index_of(s, i->args[2]) : NULL;
    if (!ia || !ib || ia == ib) {
        r->idx = as_u32(s, ia ? ia : ib, i);
        return r->idx;
    }
    IrInst *sel = new_inst(s, IR_SELECT, u32_of(s), 3, i->loc);
    place_after(i, sel);
    sel->args[0] = i->args[0];
    sel->args[1] = as_u32(s, ia, i);
    sel->args[2] = as_u32(s, ib, i);
    r->idx = &sel->v;
    return r->idx;
}

/* ---------------------------------------------------------------- rewriting */

static IrValue *handle_of(Rs *s, IrInst *i, Res *r)
{
    if (r->handle)
        return r->handle;
    if (!array_global(r->g)) {
        r->handle = &r->g->v;
        return r->handle;
    }
    IrValue *idx = index_of(s, &i->v);
    IrInst *a = new_inst(s, IR_ACCESS, i->v.type, 2, i->loc);
    a->args[0] = &r->g->v;
    a->args[1] = idx;
    a->imm = r->nonuniform ? IR_ACCESS_NONUNIFORM : 0;
    IrInst *after = i;
    if (idx->vkind == IRV_INST && ((IrInst *)idx)->block == i->block && ((IrInst *)idx)->op != IR_PHI)
        after = (IrInst *)idx; /* after the index made for it */
    place_after(after, a);
    r->handle = &a->v;
    return r->handle;
}

static bool was_reported(Rs *s, SrcLoc loc)
{
    for (int k = 0; k < s->reported.len; k++)
        if (s->reported.data[k].file == loc.file && s->reported.data[k].line == loc.line &&
            s->reported.data[k].col == loc.col)
            return true;
    vec_push(s->hc->a, &s->reported, loc);
    return false;
}

static const char *gname(const IrGlobal *g)
{
    return g && g->v.name ? g->v.name : "?";
}

/* A use (by `user`) of handle v that cannot be rewritten. */
static void report(Rs *s, IrInst *user, IrValue *v, const Res *r)
{
    s->ok = false;
    if (was_reported(s, user->loc))
        return;
    if (r && r->kind == R_CONFLICT) {
        diag(s->m->c, user->loc, D_LOWER_RESOURCE_RUNTIME, gname(r->g), gname(r->other),
             (unsigned)IR_HANDLES_MAX_CHOICE);
        return;
    }
    const char *name = v->name ? arena_printf(s->m->arena, " '%s'", v->name) : "";
    diag(s->m->c, user->loc, D_LOWER_RESOURCE_UNSET, name);
}

typedef struct Use {
    Rs *s;
    IrInst *user;
} Use;

static IrValue *rewrite(IrValue *v, void *user)
{
    Use *u = user;
    Rs *s = u->s;
    if (!ir_type_is_handle(v->type))
        return v;
    if (v->vkind == IRV_UNDEF) {
        report(s, u->user, v, NULL);
        return v;
    }
    Res *r = res_of(s, v);
    if (!r || r->root)
        return v;
    if (r->kind != R_GLOBAL) {
        report(s, u->user, v, r);
        return v;
    }
    return handle_of(s, (IrInst *)v, r);
}

static bool is_choice(Rs *s, const IrInst *i)
{
    return i->v.id < s->num_old && ir_type_is_handle(i->v.type) &&
           (i->op == IR_PHI || i->op == IR_SELECT || i->op == IR_HANDLE_COHERENT);
}

static void rewrite_block(IrBlock *b, void *user)
{
    Rs *s = user;
    Use u = {s, NULL};
    for (IrInst *i = b->first; i; i = i->next) {
        if (is_choice(s, i))
            continue;
        u.user = i;
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k])
                i->args[k] = rewrite(i->args[k], &u);
    }
}

/* ---------------------------------------------------------------- cleanup */

typedef struct Count {
    uint32_t *uses; /* by value id */
} Count;

static void count_value(Count *c, IrValue *v)
{
    if (v && v->vkind == IRV_INST)
        c->uses[v->id]++;
}

static void count_block(IrBlock *b, void *user)
{
    Count *c = user;
    IR_FOR_EACH_INST(b, i)
    for (uint32_t k = 0; k < i->num_args; k++)
        count_value(c, i->args[k]);
    IrNode *n = b->n.next;
    if (n && n->kind == IRN_IF)
        count_value(c, ((IrIf *)n)->cond);
    if (n && n->kind == IRN_SWITCH)
        count_value(c, ((IrSwitch *)n)->selector);
    IrRegion *r = b->n.parent;
    if (!b->n.next && r && r->parent && r->parent->kind == IRN_LOOP && r == &((IrLoop *)r->parent)->continuing)
        count_value(c, ((IrLoop *)r->parent)->break_if);
}

static bool pure(const IrInst *i)
{
    switch (i->op) {
    case IR_EQ: case IR_ADD: case IR_MUL: case IR_BITCAST: case IR_CONVERT:
    case IR_SELECT: case IR_PHI: case IR_ACCESS: case IR_LOAD:
        return true;
    default:
        return false;
    }
}

/* Removes the handle choices, then whatever pure instruction is left
 * unused among the ones made here and the selector arithmetic of
 * ir_handle_split (the operands of what goes, transitively). */
static void cleanup(Rs *s)
{
    Count c = {ARENA_ARRAY(s->hc->a, uint32_t, s->f->next_value_id + 1)};
    ir_walk_blocks(&s->f->body, count_block, &c);
    VEC(IrInst *) work = {0};
    for (int k = 0; k < s->choices.len; k++)
        vec_push(s->hc->a, &work, s->choices.data[k]);
    for (int k = 0; k < s->made.len; k++)
        if (!c.uses[s->made.data[k]->v.id])
            vec_push(s->hc->a, &work, s->made.data[k]);
    while (work.len) {
        IrInst *i = vec_pop(&work);
        if (!i->block)
            continue;
        bool choice = is_choice(s, i);
        if (!choice && c.uses[i->v.id])
            continue;
        ir_inst_remove(i);
        for (uint32_t k = 0; k < i->num_args; k++) {
            IrValue *a = i->args[k];
            if (!a || a->vkind != IRV_INST || !c.uses[a->id])
                continue;
            IrInst *ai = (IrInst *)a;
            if (--c.uses[a->id] == 0 && ai->block && pure(ai) && ai->op != IR_LOAD && ai->op != IR_ACCESS)
                vec_push(s->hc->a, &work, ai);
        }
    }
}

/* ---------------------------------------------------------------- switches */

/* What a candidate of a choice takes once resolved: a root itself, or the
 * handle a resolvable value gets; NULL for a conflict or an unset one. */
static IrValue *resolved(Rs *s, IrValue *v)
{
    if (v->vkind == IRV_GLOBAL)
        return v;
    Res *r = res_of(s, v);
    if (!r || r->kind != R_GLOBAL)
        return NULL;
    return r->root ? v : handle_of(s, (IrInst *)v, r);
}

/* The candidates of the marked chain whose head (candidate 0) is i, in
 * order, each resolved; 0 when one is not, or i heads no such chain. */
static uint32_t chain_candidates(Rs *s, IrInst *i, IrValue *sel, IrValue **out)
{
    uint32_t n = 0;
    for (IrInst *c = i;;) {
        IrHandleChoice *ch = ptrmap_get(&s->hc->choices, c);
        if (!ch || ch->k != n || choice_sel(c) != sel || n + 1 >= IR_HANDLES_MAX_CHOICE ||
            !(out[n++] = resolved(s, c->args[1])))
            return 0;
        IrValue *rest = c->args[2];
        IrHandleChoice *next = is_inst(rest, IR_SELECT) ? ptrmap_get(&s->hc->choices, rest) : NULL;
        if (next && next->k == n && choice_sel((IrInst *)rest) == sel) {
            c = (IrInst *)rest;
            continue;
        }
        return (out[n++] = resolved(s, rest)) ? n : 0;
    }
}

/* The index of h among cands[0..*n), added when new. */
static uint32_t candidate(IrValue **cands, uint32_t *n, IrValue *h)
{
    for (uint32_t k = 0; k < *n; k++)
        if (cands[k] == h)
            return k;
    cands[*n] = h;
    return (*n)++;
}

/* The number of the candidate v holds, as a u32 built beside the choices
 * (a phi of numbers at a phi, a select at a select, the same web as the
 * handles'), its leaves' resolved handles numbered in cands; NULL when a
 * leaf does not resolve (unset on a path). memo: by value id, the numbers
 * made, so a loop's phi reaches itself. */
typedef struct Web {
    IrValue **cands;
    uint32_t n;
    IrValue **memo;
} Web;

static IrValue *candidate_number(Rs *s, IrValue *v, Web *w)
{
    if (v->vkind == IRV_UNDEF) /* a path that never sets it (undefined in HLSL): any will do */
        return &ir_const_uint(s->m, 0)->v;
    Res *r = res_of(s, v);
    if (v->vkind == IRV_GLOBAL || (r && r->kind == R_GLOBAL)) {
        IrValue *h = resolved(s, v);
        if (!h || w->n >= IR_HANDLES_MAX_CHOICE)
            return NULL;
        return &ir_const_uint(s->m, candidate(w->cands, &w->n, h))->v;
    }
    if (!r || r->kind != R_CONFLICT)
        return NULL;
    if (w->memo[v->id])
        return w->memo[v->id];
    IrInst *i = (IrInst *)v;
    const IrType *u32 = u32_of(s);
    if (i->op == IR_PHI) {
        IrInst *p = new_inst(s, IR_PHI, u32, (int)i->num_args, i->loc);
        p->preds = ARENA_ARRAY(s->m->arena, IrBlock *, i->num_args);
        memcpy(p->preds, i->preds, sizeof(IrBlock *) * i->num_args);
        ir_inst_insert_before(i, p);
        w->memo[v->id] = &p->v; /* before the operands: a loop's phi reaches itself */
        for (uint32_t a = 0; a < i->num_args; a++)
            if (!(p->args[a] = candidate_number(s, i->args[a], w))) {
                for (; a < i->num_args; a++) /* left unused, but whole */
                    p->args[a] = ir_undef(s->m, u32);
                return NULL;
            }
        return &p->v;
    }
    if (i->op != IR_SELECT)
        return NULL;
    IrValue *arm = taken_arm(i);
    if (arm)
        return w->memo[v->id] = candidate_number(s, arm, w);
    IrValue *x = candidate_number(s, i->args[1], w), *y = x ? candidate_number(s, i->args[2], w) : NULL;
    if (!y)
        return NULL;
    IrInst *sel = new_inst(s, IR_SELECT, u32, 3, i->loc);
    sel->args[0] = i->args[0];
    sel->args[1] = x;
    sel->args[2] = y;
    place_after(i, sel);
    return w->memo[v->id] = &sel->v;
}

/* A resource chosen at run time among resources that are not elements of
 * one global array: a dynamic index into a local array of them
 * (RWBuffer<int> a[2] = {A, B}; a[i][0] = 0, in a loop that does not
 * unroll: a run-time bound, a break), a phi (if (c) b = A; else b = B;), a
 * select (c ? A : B). Each use of it becomes a switch on the index (or on
 * the candidate's number), a case per candidate, each naming one resource
 * (ir_switch_uses.c): a SPIR-V select or phi of descriptors is not allowed
 * (logical addressing), nor a WGSL one. The candidates are every resource
 * the choice may hold, through choices of choices and the phis of loops
 * that carry one (a path that sets none takes any). A choice among more
 * than IR_HANDLES_MAX_CHOICE, or one a use takes that no switch can wrap,
 * stays PRISM4120 at its use. */
static void switch_conflicts(Rs *s)
{
    IrValue **cands = ARENA_ARRAY(s->hc->a, IrValue *, IR_HANDLES_MAX_CHOICE + 1);
    for (int k = 0; k < s->choices.len; k++) {
        IrInst *i = s->choices.data[k];
        if (s->res[i->v.id].kind != R_CONFLICT || !i->block || i->op == IR_HANDLE_COHERENT)
            continue;
        IrHandleChoice *ch = i->op == IR_SELECT ? ptrmap_get(&s->hc->choices, i) : NULL;
        uint32_t n = 0;
        IrValue *sel;
        if (ch && ch->k)
            continue; /* a chain's link: it goes with its head */
        sel = ch ? choice_sel(i) : NULL; /* a chain's head: its own selector */
        n = sel ? chain_candidates(s, i, sel, cands) : 0;
        if (!n) { /* any other choice: the web of candidate numbers */
            Web w = {cands, 0, ARENA_ARRAY(s->hc->a, IrValue *, s->num_old + 1)};
            sel = candidate_number(s, &i->v, &w);
            n = w.n;
        }
        if (sel && n > 1)
            ir_switch_uses(s->m, s->f, i, sel, cands, n);
    }
}

bool ir_handle_resolve(IrHandleCtx *hc, IrFunction *f)
{
    Rs s0 = {.hc = hc, .m = hc->m, .f = f, .ok = true}, *s = &s0;
    s->num_old = f->next_value_id;
    s->res = ARENA_ARRAY(hc->a, Res, s->num_old + 1);
    ir_walk_blocks(&f->body, scan_block, s);
    fixpoint(s);
    mark_coherent(s);
    switch_conflicts(s);
    ir_walk_blocks(&f->body, rewrite_block, s);
    if (s->ok)
        cleanup(s);
    return s->ok;
}
