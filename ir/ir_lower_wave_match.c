/* ir_lower_wave_match: WaveMatch and WaveMultiPrefix* (HLSL Shader Model
 * 6.5) as loops of Shader Model 6.0 wave operations. Required by MSL and
 * WGSL, which have no partitioned subgroup operations, and by SPIR-V unless
 * -fspv-partitioned-nv asks for SPV_NV_shader_subgroup_partitioned (which
 * only some Vulkan drivers have): the intrinsic table's cells name this pass.
 *
 * Every call becomes one loop that retires lanes, a group at a time:
 *     done = false
 *     loop {
 *         if (!done) { BODY }              // the lanes not yet done
 *     } continuing {
 *         break if WaveActiveAllTrue(done)
 *     }
 * Wave operations work on the active lanes (HLSL, SPIR-V, MSL and WGSL all
 * define them by the control flow reached), so BODY's see exactly the lanes
 * not yet done. The loop itself is left by every lane at once: results
 * computed in a divergent iteration then reach the code after the loop
 * through the loop's phis (its variables). A lane that `break`s alone
 * instead, carrying a value a wave op made (uniform in that iteration),
 * got the last iteration's value on lavapipe and SwiftShader, whose
 * divergence analyses take such values for uniform after the loop too.
 *
 * WaveMatch(x), "the active lanes whose x equals this lane's" (SM 6.5 spec,
 * WaveMatch; the lane's own bit is always set). BODY:
 *     same   = all(bits(x) == WaveReadLaneFirst(bits(x)))  // the lowest lane's
 *     result = same ? WaveActiveBallot(same) : result
 *     done   = same                        // that value's lanes retire
 * One iteration per distinct value. Floats compare by their bits (f16
 * through an exact f32), so a NaN matches itself and the loop ends: the
 * lowest lane left always matches its own value. 64-bit values travel as
 * two 32-bit words (Metal's simd_ functions take no 64-bit type).
 *
 * WaveMultiPrefixSum/Product/CountBits(v, mask): the exclusive prefix op
 * among the lanes of each group, a group being the lanes that give the same
 * mask (the spec requires the masks to partition the active lanes, and
 * ignores their bits of inactive lanes: the key is mask & the active lanes,
 * WaveActiveBallot(true) before the loop). BODY:
 *     if (all(key == WaveReadLaneFirst(key))) {   // the lowest lane's group,
 *         result = WavePrefixSum(v); done = true;  // alone active in here
 *     }
 * One iteration per group, each the target's own exclusive scan.
 *
 * WaveMultiPrefixBitAnd/BitOr/BitXor: MSL's simd_prefix_* and WGSL's
 * subgroupExclusive* only add and multiply, so the lanes are walked from
 * the lowest up, each giving its value to the lanes above whose mask has
 * its bit (the spec's definition, whatever the masks). With acc = the
 * identity (~0 for and, 0 for or and xor) before the loop, BODY:
 *     first = WaveIsFirstLane()            // the lowest lane left
 *     bit   = WaveActiveBallot(first)      // its bit
 *     v0    = WaveReadLaneFirst(v)         // its value
 *     acc   = !first && any((bit & mask) != 0) ? acc op v0 : acc
 *     done  = first                        // it retires with its acc
 * One iteration per active lane.
 *
 * Results go through function variables (ir_opt_vars_to_ssa, which runs
 * after, promotes them). The block holding the call is split: what
 * followed the call moves to the loop's merge block. */
#include "../intrinsics/intrinsics.h"
#include "ir.h"

typedef struct W {
    IrModule *m;
    IrFunction *f;
    IrBuilder b;
    VEC(IrInst *) calls;
} W;

static bool lowered_here(uint32_t id)
{
    switch (id) {
    case INTR_WAVE_MATCH:
    case INTR_WAVE_MULTI_PREFIX_SUM:
    case INTR_WAVE_MULTI_PREFIX_PRODUCT:
    case INTR_WAVE_MULTI_PREFIX_COUNT_BITS:
    case INTR_WAVE_MULTI_PREFIX_BIT_AND:
    case INTR_WAVE_MULTI_PREFIX_BIT_OR:
    case INTR_WAVE_MULTI_PREFIX_BIT_XOR: return true;
    default: return false;
    }
}

static void collect(IrBlock *blk, void *user)
{
    W *w = user;
    IR_FOR_EACH_INST(blk, i)
    if (i->op == IR_INTRINSIC && lowered_here(i->imm))
        vec_push(w->m->c->scratch, &w->calls, i);
}

static IrValue *wave1(W *w, int id, const IrType *t, IrValue *a)
{
    return ir_build_intrinsic(&w->b, id, t, &a, a ? 1 : 0);
}

/* One bool from a bool or bool vector: all (or any) of its components. */
static IrValue *reduce_bool(W *w, IrValue *b, bool any)
{
    if (b->type->kind != IRT_VECTOR)
        return b;
    return wave1(w, any ? INTR_ANY : INTR_ALL, irt_bool(w->m), b);
}

static const IrType *shaped(W *w, const IrType *scalar, const IrType *like)
{
    return irt_vector(w->m, scalar, irt_components(like));
}

/* Component k of x (x itself for a scalar). */
static IrValue *component(W *w, IrValue *x, uint32_t k)
{
    return x->type->kind == IRT_VECTOR ? ir_build_extract(&w->b, x, k) : x;
}

/* WaveReadLaneFirst(x); a 64-bit component travels as its two 32-bit words
 * (bitcast to uint2 and back: exact), since Metal's simd_broadcast_first
 * takes no 64-bit type (MSL 2.4 spec 6.9.2) while its long and ulong work. */
static IrValue *read_first(W *w, IrValue *x)
{
    IrModule *m = w->m;
    const IrType *t = x->type, *s = irt_scalar_of(t);
    if (s->bits != 64)
        return wave1(w, INTR_WAVE_READ_LANE_FIRST, t, x);
    const IrType *u2 = irt_vector(m, irt_int(m, 32, false), 2);
    IrValue *parts[4];
    uint32_t n = (uint32_t)irt_components(t);
    for (uint32_t k = 0; k < n; k++) {
        IrValue *words = ir_build1(&w->b, IR_BITCAST, u2, component(w, x, k));
        parts[k] = ir_build1(&w->b, IR_BITCAST, s, wave1(w, INTR_WAVE_READ_LANE_FIRST, u2, words));
    }
    return n == 1 ? parts[0] : &ir_build(&w->b, IR_CONSTRUCT, t, parts, (int)n)->v;
}

/* What WaveMatch compares: x's bits as values of 32-bit (or 16-bit int)
 * words, *words of them; ints as they are, f32 bitcast to uint, f16
 * widened (exactly) to f32 first (WGSL has no 16-bit int to bitcast to),
 * each 64-bit component bitcast to a uint2. Broadcasting the words, never
 * the floats, also avoids lavapipe's crash on a float
 * OpGroupNonUniformBroadcastFirst (conformance/driver-bugs). */
static int match_words(W *w, IrValue *x, IrValue **words)
{
    IrModule *m = w->m;
    const IrType *t = x->type, *s = irt_scalar_of(t);
    if (s->bits == 64) {
        const IrType *u2 = irt_vector(m, irt_int(m, 32, false), 2);
        int n = irt_components(t);
        for (int k = 0; k < n; k++)
            words[k] = ir_build1(&w->b, IR_BITCAST, u2, component(w, x, (uint32_t)k));
        return n;
    }
    if (s->kind == IRT_FLOAT) {
        if (s->bits == 16)
            x = ir_build1(&w->b, IR_CONVERT, shaped(w, irt_float(m, 32), t), x);
        x = ir_build1(&w->b, IR_BITCAST, shaped(w, irt_int(m, 32, false), t), x);
    }
    words[0] = x;
    return 1;
}

static IrValue *select(W *w, IrValue *c, IrValue *a, IrValue *b)
{
    IrValue *args[3] = {c, a, b};
    return &ir_build(&w->b, IR_SELECT, a->type, args, 3)->v;
}

/* same = all(words == WaveReadLaneFirst(words)), every word;
 * res = same ? ballot(same) : res; done = same */
static void match_body(W *w, IrValue **words, int n, IrValue *res, IrValue *done)
{
    IrModule *m = w->m;
    const IrType *u4 = irt_vector(m, irt_int(m, 32, false), 4), *bt = irt_bool(m);
    IrValue *same = NULL;
    for (int k = 0; k < n; k++) {
        IrValue *x = words[k], *first = wave1(w, INTR_WAVE_READ_LANE_FIRST, x->type, x);
        IrValue *eq = reduce_bool(w, ir_build2(&w->b, IR_EQ, shaped(w, bt, x->type), x, first), false);
        same = same ? ir_build2(&w->b, IR_AND, bt, same, eq) : eq;
    }
    IrValue *mask = wave1(w, INTR_WAVE_ACTIVE_BALLOT, u4, same);
    ir_build_store(&w->b, res, select(w, same, mask, ir_build_load(&w->b, res)));
    ir_build_store(&w->b, done, same);
}

/* if (all(key == WaveReadLaneFirst(key))) { res = scan(v); done = true; } */
static void partition_body(W *w, IrValue *key, IrValue *res, IrValue *done, int scan, IrValue *v)
{
    IrModule *m = w->m;
    IrValue *k0 = wave1(w, INTR_WAVE_READ_LANE_FIRST, key->type, key);
    IrValue *eq = ir_build2(&w->b, IR_EQ, shaped(w, irt_bool(m), key->type), key, k0);
    IrIf *iff = ir_build_if(&w->b, reduce_bool(w, eq, false));
    ir_builder_set_region(&w->b, &iff->then_);
    ir_build_store(&w->b, res, wave1(w, scan, res->type->elem, v));
    ir_build_store(&w->b, done, &ir_const_bool(m, true)->v);
    ir_builder_after(&w->b, &iff->n);
}

/* acc = take ? acc op first's v : acc; done = first */
static void bitwise_body(W *w, IrOp op, IrValue *v, IrValue *mask, IrValue *acc, IrValue *done)
{
    IrModule *m = w->m;
    const IrType *u4 = mask->type, *bt = irt_bool(m);
    IrValue *first = wave1(w, INTR_WAVE_IS_FIRST_LANE, bt, NULL);
    IrValue *bit = wave1(w, INTR_WAVE_ACTIVE_BALLOT, u4, first);
    IrValue *v0 = read_first(w, v);
    IrValue *hit = ir_build2(&w->b, IR_AND, u4, bit, mask);
    IrValue *in_mask = reduce_bool(w, ir_build2(&w->b, IR_NE, shaped(w, bt, u4), hit, &ir_const_null(m, u4)->v), true);
    IrValue *take = ir_build2(&w->b, IR_AND, bt, in_mask, ir_build1(&w->b, IR_NOT, bt, first));
    IrValue *a = ir_build_load(&w->b, acc);
    ir_build_store(&w->b, acc, select(w, take, ir_build2(&w->b, op, v->type, a, v0), a));
    ir_build_store(&w->b, done, first);
}

static IrValue *identity(W *w, IrOp op, const IrType *t)
{
    if (op != IR_AND)
        return &ir_const_null(w->m, t)->v;
    IrConst *ones = ir_const_int(w->m, irt_scalar_of(t), ~(uint64_t)0);
    return t->kind == IRT_VECTOR ? &ir_const_splat(w->m, t, ones)->v : &ones->v;
}

static void lower_call(W *w, IrInst *call)
{
    IrModule *m = w->m;
    IrBlock *blk = call->block;
    IrInst *tail = ir_inst_cut(call);
    ir_builder_set_block(&w->b, blk);
    w->b.loc = call->loc;

    const IrType *t = call->v.type;
    IrValue *x = call->args[0];
    IrValue *res = ir_build_var(&w->b, t, call->imm == INTR_WAVE_MATCH ? "wave_match" : "multi_prefix");
    IrOp bit_op = IR_AND;
    int scan = -1;
    switch ((IntrinsicId)call->imm) {
    case INTR_WAVE_MULTI_PREFIX_SUM: scan = INTR_WAVE_PREFIX_SUM; break;
    case INTR_WAVE_MULTI_PREFIX_PRODUCT: scan = INTR_WAVE_PREFIX_PRODUCT; break;
    case INTR_WAVE_MULTI_PREFIX_COUNT_BITS: scan = INTR_WAVE_PREFIX_COUNT_BITS; break;
    case INTR_WAVE_MULTI_PREFIX_BIT_OR: bit_op = IR_OR; break;
    case INTR_WAVE_MULTI_PREFIX_BIT_XOR: bit_op = IR_XOR; break;
    default: break;
    }
    IrValue *key = NULL, *words[4];
    int nwords = 0;
    if (call->imm == INTR_WAVE_MATCH) {
        nwords = match_words(w, x, words);
    } else if (scan >= 0) {
        IrValue *active = wave1(w, INTR_WAVE_ACTIVE_BALLOT, call->args[1]->type, &ir_const_bool(m, true)->v);
        key = ir_build2(&w->b, IR_AND, active->type, call->args[1], active);
    } else if (call->imm != INTR_WAVE_MATCH) {
        ir_build_store(&w->b, res, identity(w, bit_op, t));
    }
    /* loop { if (!done) { body } } continuing { break if WaveActiveAllTrue(done) } */
    const IrType *bt = irt_bool(m);
    IrValue *done = ir_build_var(&w->b, bt, "done");
    ir_build_store(&w->b, done, &ir_const_bool(m, false)->v);
    IrLoop *l = ir_build_loop(&w->b);
    ir_builder_set_region(&w->b, &l->body);
    IrIf *todo = ir_build_if(&w->b, ir_build1(&w->b, IR_NOT, bt, ir_build_load(&w->b, done)));
    ir_builder_set_region(&w->b, &todo->then_);
    if (call->imm == INTR_WAVE_MATCH)
        match_body(w, words, nwords, res, done);
    else if (scan >= 0)
        partition_body(w, key, res, done, scan, x);
    else
        bitwise_body(w, bit_op, x, call->args[1], res, done);
    ir_builder_set_region(&w->b, &l->continuing);
    l->break_if = wave1(w, INTR_WAVE_ACTIVE_ALL_TRUE, bt, ir_build_load(&w->b, done));

    ir_builder_after(&w->b, &l->n);
    IrBlock *merge = w->b.block;
    IrValue *r = ir_build_load(&w->b, res);
    ir_inst_append_list(merge, tail);
    /* merge now ends what blk ended: it is the predecessor blk was */
    ir_retarget_phis(&w->f->body, blk, merge);
    ir_replace_uses(w->f, &call->v, r);
}

bool ir_lower_wave_match(IrModule *m)
{
    bool changed = false;
    for (int fi = 0; fi < m->functions.len; fi++) {
        W w = {.m = m, .f = m->functions.data[fi]};
        ir_walk_blocks(&w.f->body, collect, &w);
        if (!w.calls.len)
            continue;
        ir_builder_init(&w.b, m, w.f);
        for (int k = 0; k < w.calls.len; k++)
            lower_call(&w, w.calls.data[k]);
        changed = true;
    }
    return changed;
}
