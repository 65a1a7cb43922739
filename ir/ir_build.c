/* The builder and the low-level editing functions: instructions in blocks,
 * blocks and control nodes in regions, always keeping the alternation
 * invariant (a region is block (node block)*). */
#include <string.h>
#include "ir.h"

/* ---------------------------------------------------------------- low level */

IrBlock *ir_block_new(IrFunction *f)
{
    IrBlock *b = ARENA_NEW(f->m->arena, IrBlock);
    b->n.kind = IRN_BLOCK;
    b->n.id = f->next_node_id++;
    return b;
}

IrInst *ir_inst_new(IrFunction *f, IrOp op, const IrType *type, int num_args)
{
    /* the operands right after the instruction: one allocation, not two
     * (nothing grows an instruction's operand array in place; an edit
     * gives it a new one) */
    IrInst *i = arena_alloc(f->m->arena, sizeof *i + sizeof *i->args * (size_t)num_args);
    i->v.vkind = IRV_INST;
    i->v.id = f->next_value_id++;
    i->v.type = type ? type : irt_void(f->m);
    i->op = op;
    i->num_args = (uint32_t)num_args;
    i->args = num_args ? (IrValue **)(i + 1) : NULL;
    return i;
}

void ir_inst_insert_before(IrInst *pos, IrInst *inst)
{
    IrBlock *b = pos->block;
    inst->block = b;
    inst->next = pos;
    inst->prev = pos->prev;
    if (pos->prev)
        pos->prev->next = inst;
    else
        b->first = inst;
    pos->prev = inst;
}

void ir_inst_append(IrBlock *blk, IrInst *inst)
{
    inst->block = blk;
    inst->next = NULL;
    inst->prev = blk->last;
    if (blk->last)
        blk->last->next = inst;
    else
        blk->first = inst;
    blk->last = inst;
}

/* Unlinks inst; its block becomes NULL, which the verifier reports if a
 * remaining instruction still uses it. */
void ir_inst_remove(IrInst *inst)
{
    IrBlock *b = inst->block;
    if (!b)
        return;
    if (inst->prev)
        inst->prev->next = inst->next;
    else
        b->first = inst->next;
    if (inst->next)
        inst->next->prev = inst->prev;
    else
        b->last = inst->prev;
    inst->prev = inst->next = NULL;
    inst->block = NULL;
}

IrInst *ir_inst_cut(IrInst *inst)
{
    IrBlock *blk = inst->block;
    IrInst *tail = inst->next;
    if (tail) {
        tail->prev = NULL;
        inst->next = NULL;
        blk->last = inst;
    }
    ir_inst_remove(inst);
    return tail;
}

void ir_inst_append_list(IrBlock *blk, IrInst *list)
{
    while (list) {
        IrInst *next = list->next;
        ir_inst_append(blk, list);
        list = next;
    }
}

/* Inserts node after pos in pos's region. */
static void node_insert_after(IrNode *pos, IrNode *n)
{
    IrRegion *r = pos->parent;
    n->parent = r;
    n->prev = pos;
    n->next = pos->next;
    if (pos->next)
        pos->next->prev = n;
    else
        r->last = n;
    pos->next = n;
}

static void region_init(IrFunction *f, IrRegion *r, IrNode *parent)
{
    IrBlock *b = ir_block_new(f);
    b->n.parent = r;
    r->first = r->last = &b->n;
    r->parent = parent;
}

void ir_case_set_values(IrModule *m, IrCase *cs, const int64_t *values, int n)
{
    cs->values = ARENA_ARRAY(m->arena, int64_t, n);
    if (n)
        memcpy(cs->values, values, sizeof(*values) * (size_t)n);
    cs->num_values = (uint32_t)n;
}

typedef struct ReplaceCtx {
    IrValue *from, *to;
} ReplaceCtx;

void ir_block_map_uses(IrBlock *blk, IrUseMap map, void *user)
{
    IR_FOR_EACH_INST(blk, i)
    {
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k])
                i->args[k] = map(i->args[k], user);
    }
    /* The operands of the control node after this block. */
    IrNode *n = blk->n.next;
    if (n && n->kind == IRN_IF)
        ((IrIf *)n)->cond = map(((IrIf *)n)->cond, user);
    if (n && n->kind == IRN_SWITCH)
        ((IrSwitch *)n)->selector = map(((IrSwitch *)n)->selector, user);
    IrRegion *r = blk->n.parent;
    if (!blk->n.next && r && r->parent && r->parent->kind == IRN_LOOP) {
        IrLoop *l = (IrLoop *)r->parent;
        if (r == &l->continuing && l->break_if)
            l->break_if = map(l->break_if, user);
    }
}

static IrValue *replace_one(IrValue *v, void *user)
{
    ReplaceCtx *rc = user;
    return v == rc->from ? rc->to : v;
}

static void replace_in_block(IrBlock *blk, void *user)
{
    ir_block_map_uses(blk, replace_one, user);
}

void ir_replace_uses(IrFunction *f, IrValue *from, IrValue *to)
{
    ReplaceCtx rc = {from, to};
    ir_walk_blocks(&f->body, replace_in_block, &rc);
}

typedef struct Retarget {
    IrBlock *from, *to;
} Retarget;

static void retarget_block(IrBlock *blk, void *user)
{
    Retarget *r = user;
    IR_FOR_EACH_INST(blk, i)
    {
        if (i->op != IR_PHI)
            break;
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->preds[k] == r->from)
                i->preds[k] = r->to;
    }
}

void ir_retarget_phis(IrRegion *r, IrBlock *from, IrBlock *to)
{
    Retarget rt = {from, to};
    ir_walk_blocks(r, retarget_block, &rt);
}

void ir_walk_uses(IrRegion *r, IrUseFn fn, void *user)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            {
                for (uint32_t k = 0; k < i->num_args; k++)
                    fn(i->args[k], r, user);
            }
            break;
        case IRN_IF:
            fn(((IrIf *)n)->cond, r, user);
            ir_walk_uses(&((IrIf *)n)->then_, fn, user);
            ir_walk_uses(&((IrIf *)n)->else_, fn, user);
            break;
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            ir_walk_uses(&l->body, fn, user);
            ir_walk_uses(&l->continuing, fn, user);
            if (l->break_if)
                fn(l->break_if, &l->continuing, user);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            fn(s->selector, r, user);
            for (uint32_t c = 0; c < s->num_cases; c++)
                ir_walk_uses(&s->cases[c].body, fn, user);
            break;
        }
        }
    }
}

void ir_walk_blocks(IrRegion *r, IrBlockFn fn, void *user)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: fn((IrBlock *)n, user); break;
        case IRN_IF:
            ir_walk_blocks(&((IrIf *)n)->then_, fn, user);
            ir_walk_blocks(&((IrIf *)n)->else_, fn, user);
            break;
        case IRN_LOOP:
            ir_walk_blocks(&((IrLoop *)n)->body, fn, user);
            ir_walk_blocks(&((IrLoop *)n)->continuing, fn, user);
            break;
        case IRN_SWITCH: {
            IrSwitch *s = (IrSwitch *)n;
            for (uint32_t i = 0; i < s->num_cases; i++)
                ir_walk_blocks(&s->cases[i].body, fn, user);
            break;
        }
        }
    }
}

typedef struct EntryWalk {
    IrModule *m;
    bool *seen; /* by index in m->functions */
    IrInstFn fn;
    void *user;
} EntryWalk;

static void entry_walk_function(EntryWalk *ew, IrFunction *f);

static void entry_walk_block(IrBlock *b, void *user)
{
    EntryWalk *ew = user;
    IR_FOR_EACH_INST(b, i)
    {
        ew->fn(i, ew->user);
        if (i->op == IR_CALL && i->callee)
            entry_walk_function(ew, i->callee);
    }
}

static void entry_walk_function(EntryWalk *ew, IrFunction *f)
{
    for (int k = 0; k < ew->m->functions.len; k++)
        if (ew->m->functions.data[k] == f) {
            if (ew->seen[k])
                return;
            ew->seen[k] = true;
        }
    ir_walk_blocks(&f->body, entry_walk_block, ew);
}

void ir_walk_entry_insts(IrModule *m, IrFunction *entry, IrInstFn fn, void *user)
{
    EntryWalk ew = {m, ARENA_ARRAY(m->arena, bool, m->functions.len + 1), fn, user};
    entry_walk_function(&ew, entry);
}

/* ---------------------------------------------------------------- builder position */

void ir_builder_init(IrBuilder *b, IrModule *m, IrFunction *f)
{
    memset(b, 0, sizeof *b);
    b->m = m;
    b->f = f;
    b->block = (IrBlock *)f->body.last;
}

void ir_builder_set_region(IrBuilder *b, IrRegion *r) { b->block = (IrBlock *)r->last; }

void ir_builder_after(IrBuilder *b, IrNode *n)
{
    if (!n->next || n->next->kind != IRN_BLOCK)
        ice(b->m->c, "ir_builder_after: no block after the node");
    b->block = (IrBlock *)n->next;
}

void ir_builder_set_block(IrBuilder *b, IrBlock *blk) { b->block = blk; }

bool ir_builder_terminated(const IrBuilder *b)
{
    return b->block && b->block->last && ir_op_is_jump(b->block->last->op);
}

/* Code after a jump (after `return`, `break`...) is dead. Rather than make
 * the front end special-case it, the builder moves to a fresh block in a
 * detached region (reachable from nowhere, never walked, never emitted):
 * everything built there, control flow included, is simply dropped. */
static IrBlock *cur_block(IrBuilder *b)
{
    if (!b->block)
        ice(b->m->c, "IR builder has no position");
    if (ir_builder_terminated(b)) {
        IrRegion *dead = ARENA_NEW(b->m->arena, IrRegion);
        region_init(b->f, dead, NULL);
        b->block = (IrBlock *)dead->first;
    }
    return b->block;
}

/* ---------------------------------------------------------------- instructions */

IrInst *ir_build(IrBuilder *b, IrOp op, const IrType *type, IrValue *const *args, int num_args)
{
    IrBlock *blk = cur_block(b);
    IrInst *i = ir_inst_new(b->f, op, type, num_args);
    for (int k = 0; k < num_args; k++)
        i->args[k] = args[k];
    i->loc = b->loc;
    ir_inst_append(blk, i);
    return i;
}

IrInst *ir_build_lits(IrBuilder *b, IrOp op, const IrType *type, IrValue *const *args, int num_args,
                      const uint32_t *lits, int num_lits)
{
    IrInst *i = ir_build(b, op, type, args, num_args);
    i->num_lits = (uint32_t)num_lits;
    i->lits = num_lits ? ARENA_ARRAY(b->m->arena, uint32_t, num_lits) : NULL;
    if (num_lits)
        memcpy(i->lits, lits, sizeof(*lits) * (size_t)num_lits);
    return i;
}

IrValue *ir_build1(IrBuilder *b, IrOp op, const IrType *type, IrValue *a)
{
    return &ir_build(b, op, type, &a, 1)->v;
}

IrValue *ir_build2(IrBuilder *b, IrOp op, const IrType *type, IrValue *a, IrValue *c)
{
    IrValue *args[2] = {a, c};
    return &ir_build(b, op, type, args, 2)->v;
}

IrValue *ir_build_load(IrBuilder *b, IrValue *ptr)
{
    if (ptr->type->kind != IRT_POINTER)
        ice(b->m->c, "ir_build_load: not a pointer (%s)", irt_name(b->m, ptr->type));
    return ir_build1(b, IR_LOAD, ptr->type->elem, ptr);
}

void ir_build_store(IrBuilder *b, IrValue *ptr, IrValue *value)
{
    ir_build2(b, IR_STORE, irt_void(b->m), ptr, value);
}

IrValue *ir_build_var(IrBuilder *b, const IrType *t, const char *name)
{
    IrFunction *f = b->f;
    IrBlock *first = (IrBlock *)f->body.first;
    IrInst *i = ir_inst_new(f, IR_VAR, irt_pointer(b->m, t, IRS_FUNCTION), 0);
    i->v.name = name;
    i->loc = b->loc;
    IrInst *tail = f->var_tail;
    /* The cache is only trusted when it is still the last var of the first block. */
    if (!tail || tail->block != first || tail->op != IR_VAR || (tail->next && tail->next->op == IR_VAR)) {
        tail = NULL;
        for (IrInst *p = first->first; p && p->op == IR_VAR; p = p->next)
            tail = p;
    }
    if (!tail) {
        if (first->first)
            ir_inst_insert_before(first->first, i);
        else
            ir_inst_append(first, i);
    } else if (tail->next) {
        ir_inst_insert_before(tail->next, i);
    } else {
        ir_inst_append(first, i);
    }
    f->var_tail = i;
    return &i->v;
}

/* The type reached from t by one index (a constant for structs). */
static const IrType *index_type(IrBuilder *b, const IrType *t, IrValue *idx, uint32_t lit, bool use_lit)
{
    switch (t->kind) {
    case IRT_STRUCT: {
        uint32_t k = lit;
        if (!use_lit) {
            if (idx->vkind != IRV_CONST || !irt_is_int(idx->type))
                ice(b->m->c, "struct index is not an int constant");
            k = (uint32_t)((IrConst *)idx)->u;
        }
        if (k >= t->num_members)
            ice(b->m->c, "struct index %u out of range for %s", k, irt_name(b->m, t));
        return t->members[k].type;
    }
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY:
    case IRT_MATRIX: return t->elem;
    case IRT_VECTOR: return t->elem;
    default: ice(b->m->c, "cannot index into %s", irt_name(b->m, t));
    }
}

IrValue *ir_build_access(IrBuilder *b, IrValue *ptr, IrValue *const *indices, int n)
{
    if (ptr->type->kind != IRT_POINTER)
        ice(b->m->c, "ir_build_access: not a pointer (%s)", irt_name(b->m, ptr->type));
    const IrType *t = ptr->type->elem;
    for (int k = 0; k < n; k++)
        t = index_type(b, t, indices[k], 0, false);
    IrInst *i = ir_build(b, IR_ACCESS, irt_pointer(b->m, t, ptr->type->space), NULL, 0);
    i->num_args = (uint32_t)n + 1;
    i->args = ARENA_ARRAY(b->m->arena, IrValue *, n + 1);
    i->args[0] = ptr;
    for (int k = 0; k < n; k++)
        i->args[k + 1] = indices[k];
    return &i->v;
}

IrValue *ir_build_extract(IrBuilder *b, IrValue *composite, uint32_t index)
{
    const IrType *t = index_type(b, composite->type, NULL, index, true);
    if (composite->type->kind != IRT_STRUCT && composite->type->kind != IRT_RUNTIME_ARRAY &&
        index >= composite->type->count)
        ice(b->m->c, "extract index %u out of range for %s", index, irt_name(b->m, composite->type));
    return &ir_build_lits(b, IR_EXTRACT, t, &composite, 1, &index, 1)->v;
}

IrValue *ir_build_intrinsic(IrBuilder *b, int intrinsic, const IrType *type, IrValue *const *args, int n)
{
    IrInst *i = ir_build(b, IR_INTRINSIC, type, args, n);
    i->imm = (uint32_t)intrinsic;
    return &i->v;
}

IrValue *ir_build_call(IrBuilder *b, IrFunction *callee, IrValue *const *args, int n)
{
    IrInst *i = ir_build(b, IR_CALL, callee->ret, NULL, 0);
    i->num_args = (uint32_t)n + 1;
    i->args = ARENA_ARRAY(b->m->arena, IrValue *, n + 1);
    i->args[0] = &callee->v;
    for (int k = 0; k < n; k++)
        i->args[k + 1] = args[k];
    i->callee = callee;
    return &i->v;
}

void ir_build_jump(IrBuilder *b, IrOp op, IrValue *value)
{
    if (!ir_op_is_jump(op))
        ice(b->m->c, "ir_build_jump: %s is not a jump", ir_op_info[op].name);
    ir_build(b, op, irt_void(b->m), &value, value ? 1 : 0);
}

IrInst *ir_build_phi(IrBuilder *b, const IrType *t, int num_preds)
{
    IrBlock *blk = cur_block(b);
    IrInst *i = ir_inst_new(b->f, IR_PHI, t, num_preds);
    i->preds = ARENA_ARRAY(b->m->arena, IrBlock *, num_preds);
    i->loc = b->loc;
    IrInst *p = blk->first;
    while (p && p->op == IR_PHI)
        p = p->next;
    if (p)
        ir_inst_insert_before(p, i);
    else
        ir_inst_append(blk, i);
    return i;
}

/* ---------------------------------------------------------------- control flow */

/* Puts n after the current block, then a fresh (merge) block after n, and
 * moves the builder to the merge block. */
static void place_node(IrBuilder *b, IrNode *n)
{
    IrBlock *blk = cur_block(b);
    node_insert_after(&blk->n, n);
    IrBlock *merge = ir_block_new(b->f);
    node_insert_after(n, &merge->n);
    b->block = merge;
}

IrIf *ir_build_if(IrBuilder *b, IrValue *cond)
{
    IrIf *i = ARENA_NEW(b->m->arena, IrIf);
    i->n.kind = IRN_IF;
    i->n.id = b->f->next_node_id++;
    i->cond = cond;
    region_init(b->f, &i->then_, &i->n);
    region_init(b->f, &i->else_, &i->n);
    place_node(b, &i->n);
    return i;
}

IrLoop *ir_build_loop(IrBuilder *b)
{
    IrLoop *l = ARENA_NEW(b->m->arena, IrLoop);
    l->n.kind = IRN_LOOP;
    l->n.id = b->f->next_node_id++;
    region_init(b->f, &l->body, &l->n);
    region_init(b->f, &l->continuing, &l->n);
    place_node(b, &l->n);
    return l;
}

IrSwitch *ir_build_switch(IrBuilder *b, IrValue *selector, int num_cases)
{
    IrSwitch *s = ARENA_NEW(b->m->arena, IrSwitch);
    s->n.kind = IRN_SWITCH;
    s->n.id = b->f->next_node_id++;
    s->selector = selector;
    s->num_cases = (uint32_t)num_cases;
    s->cases = ARENA_ARRAY(b->m->arena, IrCase, num_cases);
    for (int k = 0; k < num_cases; k++)
        region_init(b->f, &s->cases[k].body, &s->n);
    place_node(b, &s->n);
    return s;
}
