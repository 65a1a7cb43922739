/* ir_switch_uses: a resource chosen at run time among several (an index
 * into an array of bindings WGSL splits, wgsl_resource_arrays.c; a
 * dynamic index into a local array of different resources,
 * ir_handle_resolve.c) is used through a switch over the choices, each
 * case using one. No target can select a pointer to one of several
 * resources: WGSL has no pointers to different variables in one value (a
 * texture is no value), and SPIR-V's logical addressing has no OpSelect or
 * OpPhi of descriptors (without VariablePointers, which Vulkan does not
 * require). So the switch wraps the use itself: the load, store, atomic,
 * arrayLength, texture call or call that uses the resource, with the
 * access chain from it cloned into each case; a result goes through a
 * function variable. The last case is the default (an index past the end
 * is undefined in HLSL, as descriptor indices out of range are in D3D12
 * and Vulkan). */
#include <string.h>
#include "ir_switch_uses.h"

typedef VEC(IrInst *) InstVec;

typedef struct Sw {
    IrModule *m;
    IrFunction *f;
    IrBuilder b;
    InstVec insts;   /* scratch: the users of a value */
    IrValue *find;   /* users(): the value whose users are collected */
} Sw;

static void collect_users(IrBlock *blk, void *user)
{
    Sw *s = user;
    IR_FOR_EACH_INST(blk, i)
    {
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k] == s->find) {
                vec_push(s->m->arena, &s->insts, i);
                break;
            }
    }
}

/* The instructions that use v, in program order. */
static InstVec users(Sw *s, IrValue *v)
{
    s->insts = (InstVec){0};
    s->find = v;
    ir_walk_blocks(&s->f->body, collect_users, s);
    return s->insts;
}

static bool in_vec(const InstVec *v, const IrInst *i)
{
    for (int k = 0; k < v->len; k++)
        if (v->data[k] == i)
            return true;
    return false;
}

/* What carries an element on to its use: an access chain further in, the
 * load of a texture or sampler (a value only its texture call may use),
 * a texel pointer (its atomic is the use). */
static bool carries(const IrInst *u, const IrValue *v)
{
    if (u->args[0] != v)
        return false;
    if (u->op == IR_ACCESS || u->op == IR_IMAGE_TEXEL_POINTER || u->op == IR_COUNTER_OF)
        return true;
    return u->op == IR_LOAD && ir_type_is_opaque(u->v.type);
}

/* Whether u may be wrapped in the switch as the use of v. */
static bool wrappable(const IrInst *u, const IrValue *v)
{
    switch (u->op) {
    case IR_LOAD:
    case IR_ARRAY_LENGTH:
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER:
    case IR_IMAGE_READ:
    case IR_IMAGE_WRITE:
    case IR_IMAGE_QUERY:
    case IR_CALL:
    case IR_INTRINSIC: return true;
    case IR_STORE:
    case IR_ATOMIC: return u->args[0] == v && (u->num_args < 2 || u->args[1] != v);
    default: return false;
    }
}

/* The chain from the root (chain->data[0]) and the uses it reaches;
 * false for a use that cannot be wrapped. */
static bool trace(Sw *s, IrInst *from, InstVec *chain, InstVec *uses)
{
    InstVec us = users(s, &from->v);
    for (int k = 0; k < us.len; k++) {
        IrInst *u = us.data[k];
        if ((u->op == IR_PHI || u->op == IR_SELECT) && ir_type_is_handle(u->v.type))
            continue; /* another choice of handles: switched at its own uses (ir_handle_resolve) */
        if (carries(u, &from->v)) {
            vec_push(s->m->arena, chain, u);
            if (!trace(s, u, chain, uses))
                return false;
        } else if (wrappable(u, &from->v)) {
            if (!in_vec(uses, u))
                vec_push(s->m->arena, uses, u);
        } else {
            return false;
        }
    }
    return true;
}

typedef struct Clone {
    const InstVec *chain;
    IrValue **copy; /* the chain's instructions in this case, by position */
} Clone;

static IrValue *mapped(const Clone *c, IrValue *v)
{
    for (int k = 0; k < c->chain->len; k++)
        if (v == &c->chain->data[k]->v)
            return c->copy[k] ? c->copy[k] : v;
    return v;
}

static IrInst *clone_inst(Sw *s, const Clone *c, const IrInst *i)
{
    IrInst *n = ir_inst_new(s->f, i->op, i->v.type, (int)i->num_args);
    n->imm = i->imm;
    n->loc = i->loc;
    n->relaxed = i->relaxed;
    n->precise = i->precise;
    n->v.name = i->v.name;
    n->num_lits = i->num_lits;
    if (i->op != IR_PHI) /* lits or callee, one word (the preds are not copied) */
        n->lits = i->lits;
    for (uint32_t k = 0; k < i->num_args; k++)
        n->args[k] = mapped(c, i->args[k]);
    ir_inst_append(s->b.block, n);
    return n;
}

/* needed[q] for each chain->data[q] that i takes as an operand */
static void mark_operands(const InstVec *chain, const IrInst *i, bool *needed)
{
    for (uint32_t j = 0; j < i->num_args; j++)
        for (int q = 0; q < chain->len; q++)
            if (i->args[j] == &chain->data[q]->v)
                needed[q] = true;
}

/* Choice e's copy of the chain that use u depends on, then u. */
static IrInst *emit_case(Sw *s, const InstVec *chain, IrInst *u, IrValue *e)
{
    Clone c = {chain, ARENA_ARRAY(s->m->arena, IrValue *, chain->len)};
    IrInst *root = chain->data[0];
    if (root->op != IR_ACCESS || root->num_args == 2) {
        c.copy[0] = e;
    } else { /* B[i][j...]: element e, then j... */
        IrInst *a = clone_inst(s, &c, root);
        a->args[0] = e;
        memmove(a->args + 1, a->args + 2, (a->num_args - 2) * sizeof *a->args);
        a->num_args--;
        c.copy[0] = &a->v;
    }
    /* the chain is in dependency order (trace pushed each after its
     * operand): mark what u reaches backwards, clone it forwards */
    bool *needed = ARENA_ARRAY(s->m->arena, bool, chain->len);
    mark_operands(chain, u, needed);
    for (int k = chain->len - 1; k > 0; k--)
        if (needed[k])
            mark_operands(chain, chain->data[k], needed);
    for (int k = 1; k < chain->len; k++)
        if (needed[k])
            c.copy[k] = &clone_inst(s, &c, chain->data[k])->v;
    return clone_inst(s, &c, u);
}

/* switch (index) { case k: { use on choice k } ... } around u. */
static void wrap(Sw *s, const InstVec *chain, IrInst *u, IrValue *index, IrValue *const *cands, uint32_t n)
{
    IrModule *m = s->m;
    IrBlock *blk = u->block;
    IrInst *tail = ir_inst_cut(u);
    ir_builder_set_block(&s->b, blk);
    s->b.loc = u->loc;
    if (index->type->bits != 32)
        index = ir_build1(&s->b, IR_CONVERT, irt_int(m, 32, false), index);
    bool value = u->v.type->kind != IRT_VOID;
    IrValue *res = value ? ir_build_var(&s->b, u->v.type, "element") : NULL;
    IrSwitch *sw = ir_build_switch(&s->b, index, (int)n);
    for (uint32_t k = 0; k < n; k++) {
        IrCase *cs = &sw->cases[k];
        int64_t v = k;
        ir_case_set_values(m, cs, &v, 1);
        cs->is_default = k == n - 1;
        ir_builder_set_region(&s->b, &cs->body);
        IrInst *r = emit_case(s, chain, u, cands[k]);
        if (value)
            ir_build_store(&s->b, res, &r->v);
        ir_build_jump(&s->b, IR_BREAK, NULL);
    }
    ir_builder_after(&s->b, &sw->n);
    IrBlock *merge = s->b.block;
    IrValue *r = value ? ir_build_load(&s->b, res) : NULL;
    ir_inst_append_list(merge, tail);
    if (r)
        ir_replace_uses(s->f, &u->v, r);
    /* merge now ends what blk ended: it is the predecessor blk was */
    ir_retarget_phis(&s->f->body, blk, merge);
}

bool ir_switch_uses(IrModule *m, IrFunction *f, IrInst *root, IrValue *index, IrValue *const *cands, uint32_t n)
{
    Sw s = {.m = m, .f = f};
    ir_builder_init(&s.b, m, f);
    InstVec chain = {0}, uses = {0};
    vec_push(m->arena, &chain, root);
    if (!trace(&s, root, &chain, &uses))
        return false;
    for (int k = 0; k < uses.len; k++)
        wrap(&s, &chain, uses.data[k], index, cands, n);
    /* a choice of handles (ir_handle_resolve) stays for its other
     * choices until that pass removes them all */
    bool choice = root->op == IR_PHI || root->op == IR_SELECT;
    for (int k = chain.len - 1; k >= (choice ? 1 : 0); k--)
        ir_inst_remove(chain.data[k]);
    return true;
}
