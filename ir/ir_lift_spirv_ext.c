/* ir_lift_spirv, continued: the GLSL.std.450 set, atomics and subgroup
 * operations, each to the intrinsic-table row (or IR op) with the same
 * meaning, so MSL and WGSL read their own columns.
 *
 *   GLSL.std.450  Round RoundEven Trunc FAbs SAbs FSign SSign Floor Ceil Fract
 *                 Radians Degrees Sin Cos Tan Asin Acos Atan Sinh Cosh Tanh
 *                 Atan2 Pow Exp Log Exp2 Log2 Sqrt InverseSqrt Determinant
 *                 FMin UMin SMin FMax UMax SMax FClamp UClamp SClamp FMix Step
 *                 SmoothStep Fma Length Distance Cross Normalize FaceForward
 *                 Reflect Refract FindILsb FindSMsb FindUMsb
 *   OpAtomic*     Load Store Exchange CompareExchange IIncrement IDecrement
 *                 IAdd ISub SMin UMin SMax UMax And Or Xor, on buffer and
 *                 groupshared memory, with relaxed semantics: MSL 2.4 and
 *                 WGSL have relaxed atomics only, so an Acquire, Release,
 *                 AcquireRelease or SequentiallyConsistent ordering is
 *                 reported, never dropped; any constant scope (the IR's
 *                 atomics are device-wide, which no scope is stronger than)
 *   OpGroupNonUniform*, execution scope Subgroup: Elect All Any AllEqual
 *                 Broadcast BroadcastFirst Ballot Shuffle ShuffleXor
 *                 ShuffleUp ShuffleDown QuadBroadcast QuadSwap; IAdd FAdd
 *                 IMul FMul SMin UMin FMin SMax UMax FMax BitwiseAnd/Or/Xor
 *                 LogicalAnd/Or/Xor as Reduce; IAdd FAdd IMul FMul as
 *                 ExclusiveScan and InclusiveScan (the exclusive scan and
 *                 the lane's own value) */
#include "ir_lift_spirv.h"
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>

static bool is_int_sv(const IrType *t) { return (t->kind == IRT_INT || t->kind == IRT_VECTOR) && irt_is_int(t); }
static bool is_float_sv(const IrType *t) { return (t->kind == IRT_FLOAT || t->kind == IRT_VECTOR) && irt_is_float(t); }

static const char *const TYPES = "its operand types are not the ones this instruction takes";

/* Whether the intrinsic row takes T = t (its type classes and shapes). */
static bool row_takes(IntrinsicId id, const IrType *t)
{
    const IntrinsicInfo *r = &intrinsic_info[id];
    const IrType *s = irt_scalar_of(t);
    unsigned shape = t->kind == IRT_MATRIX ? TS_MATRIX : t->kind == IRT_VECTOR ? TS_VECTOR : TS_SCALAR;
    unsigned cls = s->kind == IRT_BOOL    ? TC_BOOL
                   : s->kind == IRT_FLOAT ? (s->bits == 64 ? TC_DOUBLE : TC_FLOAT)
                   : s->bits == 64        ? (TC_INT64 | (s->is_signed ? TC_SINT : TC_UINT))
                                          : (s->is_signed ? TC_SINT : TC_UINT);
    if ((cls & TC_INT64) && !(r->type_classes & TC_INT64))
        return false;
    return (r->type_classes & cls & ~TC_INT64) && (r->type_shapes & shape);
}

/* ---------------------------------------------------------------- GLSL.std.450 */

/* How an instruction of the set maps: to a row whose T is the operands'
 * type (read with the signedness `cls` names: 'f' float, 's' signed, 'u'
 * unsigned), with `n` operands (the last one a scalar of T for Refract),
 * and a result that is T, U (uint of T's shape), S (T's scalar) or float3. */
typedef struct GlslLift {
    uint8_t number;
    IntrinsicId id;
    char cls;
    uint8_t n;
    char result; /* 'T', 'U', 'S' */
} GlslLift;

static const GlslLift glsl_lifts[] = {
    /* Round: GLSL.std.450 lets either direction take the half; RoundEven is one */
    {GLSLstd450Round, INTR_ROUND, 'f', 1, 'T'},    {GLSLstd450RoundEven, INTR_ROUND, 'f', 1, 'T'},
    {GLSLstd450Trunc, INTR_TRUNC, 'f', 1, 'T'},    {GLSLstd450FAbs, INTR_ABS, 'f', 1, 'T'},
    {GLSLstd450SAbs, INTR_ABS, 's', 1, 'T'},       {GLSLstd450Floor, INTR_FLOOR, 'f', 1, 'T'},
    {GLSLstd450Ceil, INTR_CEIL, 'f', 1, 'T'},      {GLSLstd450Fract, INTR_FRAC, 'f', 1, 'T'},
    {GLSLstd450Radians, INTR_RADIANS, 'f', 1, 'T'}, {GLSLstd450Degrees, INTR_DEGREES, 'f', 1, 'T'},
    {GLSLstd450Sin, INTR_SIN, 'f', 1, 'T'},        {GLSLstd450Cos, INTR_COS, 'f', 1, 'T'},
    {GLSLstd450Tan, INTR_TAN, 'f', 1, 'T'},        {GLSLstd450Asin, INTR_ASIN, 'f', 1, 'T'},
    {GLSLstd450Acos, INTR_ACOS, 'f', 1, 'T'},      {GLSLstd450Atan, INTR_ATAN, 'f', 1, 'T'},
    {GLSLstd450Sinh, INTR_SINH, 'f', 1, 'T'},      {GLSLstd450Cosh, INTR_COSH, 'f', 1, 'T'},
    {GLSLstd450Tanh, INTR_TANH, 'f', 1, 'T'},      {GLSLstd450Atan2, INTR_ATAN2, 'f', 2, 'T'},
    {GLSLstd450Pow, INTR_POW, 'f', 2, 'T'},        {GLSLstd450Exp, INTR_EXP, 'f', 1, 'T'},
    {GLSLstd450Log, INTR_LOG, 'f', 1, 'T'},        {GLSLstd450Exp2, INTR_EXP2, 'f', 1, 'T'},
    {GLSLstd450Log2, INTR_LOG2, 'f', 1, 'T'},      {GLSLstd450Sqrt, INTR_SQRT, 'f', 1, 'T'},
    {GLSLstd450InverseSqrt, INTR_RSQRT, 'f', 1, 'T'}, {GLSLstd450Determinant, INTR_DETERMINANT, 'f', 1, 'S'},
    {GLSLstd450FMin, INTR_MIN, 'f', 2, 'T'},       {GLSLstd450UMin, INTR_MIN, 'u', 2, 'T'},
    {GLSLstd450SMin, INTR_MIN, 's', 2, 'T'},       {GLSLstd450FMax, INTR_MAX, 'f', 2, 'T'},
    {GLSLstd450UMax, INTR_MAX, 'u', 2, 'T'},       {GLSLstd450SMax, INTR_MAX, 's', 2, 'T'},
    {GLSLstd450FClamp, INTR_CLAMP, 'f', 3, 'T'},   {GLSLstd450UClamp, INTR_CLAMP, 'u', 3, 'T'},
    {GLSLstd450SClamp, INTR_CLAMP, 's', 3, 'T'},   {GLSLstd450FMix, INTR_LERP, 'f', 3, 'T'},
    {GLSLstd450Step, INTR_STEP, 'f', 2, 'T'},      {GLSLstd450SmoothStep, INTR_SMOOTHSTEP, 'f', 3, 'T'},
    {GLSLstd450Fma, INTR_FMA, 'f', 3, 'T'},        {GLSLstd450Length, INTR_LENGTH, 'f', 1, 'S'},
    {GLSLstd450Distance, INTR_DISTANCE, 'f', 2, 'S'}, {GLSLstd450Cross, INTR_CROSS, 'f', 2, 'T'},
    {GLSLstd450Normalize, INTR_NORMALIZE, 'f', 1, 'T'}, {GLSLstd450FaceForward, INTR_FACEFORWARD, 'f', 3, 'T'},
    {GLSLstd450Reflect, INTR_REFLECT, 'f', 2, 'T'}, {GLSLstd450Refract, INTR_REFRACT, 'f', 3, 'T'},
    {GLSLstd450FindILsb, INTR_FIRSTBITLOW, 'u', 1, 'U'}, {GLSLstd450FindSMsb, INTR_FIRSTBITHIGH, 's', 1, 'U'},
    {GLSLstd450FindUMsb, INTR_FIRSTBITHIGH, 'u', 1, 'U'},
};

/* FSign / SSign: 1, 0 or -1 of the operand's type (HLSL's sign() gives
 * an int, so it is spelled out: (x > 0) - (x < 0) as selects). */
static IrValue *sign(Lift *l, IrValue *x)
{
    const IrType *t = x->type;
    const IrType *b = irt_vector(l->m, irt_bool(l->m), irt_components(t));
    IrValue *zero = lift_splat(l, t, 0, 0.0);
    IrValue *pos = lift_op(l, IR_GT, b, 2, x, zero, NULL), *neg = lift_op(l, IR_LT, b, 2, x, zero, NULL);
    IrValue *r = lift_op(l, IR_SELECT, t, 3, neg, lift_splat(l, t, ~0ull, -1.0), zero);
    return lift_op(l, IR_SELECT, t, 3, pos, lift_splat(l, t, 1, 1.0), r);
}

IrValue *lift_glsl(Lift *l)
{
    uint32_t number = l->s->opcode;
    const IrType *rt = lift_rtype(l);
    if (number == GLSLstd450FSign || number == GLSLstd450SSign) {
        IrValue *x = lift_arg(l, 0);
        bool f = number == GLSLstd450FSign;
        if (!x || !(f ? is_float_sv(rt) : is_int_sv(rt)))
            return lift_fail(l, TYPES);
        x = lift_as(l, x, f ? rt : lift_signed(l, rt, true));
        return x ? lift_as(l, sign(l, x), rt) : lift_fail(l, TYPES);
    }
    const GlslLift *g = NULL;
    for (size_t k = 0; k < sizeof glsl_lifts / sizeof *glsl_lifts && !g; k++)
        if (glsl_lifts[k].number == number)
            g = &glsl_lifts[k];
    if (!g)
        return lift_fail(l, "Prism lifts the GLSL.std.450 instructions that have an HLSL intrinsic (docs/inline-spirv.md)");
    if (l->at->num_args != g->n || l->s->num_operands != g->n)
        return lift_fail(l, TYPES);
    /* T: the first operand's type, read with the class's signedness. */
    IrValue *a[3] = {lift_arg(l, 0), lift_arg(l, 1), lift_arg(l, 2)};
    const IrType *T = a[0]->type;
    if (g->cls == 'f' ? !is_float_sv(T) && T->kind != IRT_MATRIX : !is_int_sv(T))
        return lift_fail(l, TYPES);
    if (g->cls != 'f')
        T = lift_signed(l, T, g->cls == 's');
    for (int k = 0; k < g->n; k++) {
        bool scalar = g->id == INTR_REFRACT && k == 2;
        a[k] = lift_as(l, a[k], scalar ? irt_scalar_of(T) : T);
        if (!a[k])
            return lift_fail(l, TYPES);
    }
    /* fma: the table's row is HLSL's fma(double...); MSL and WGSL have fma on float too */
    bool fma_f = g->id == INTR_FMA && irt_scalar_of(T)->kind == IRT_FLOAT && irt_scalar_of(T)->bits <= 32;
    if ((!row_takes(g->id, T) && !fma_f) || (g->id == INTR_CROSS && (T->kind != IRT_VECTOR || T->count != 3)))
        return lift_fail(l, "its operand type is not one the matching HLSL intrinsic takes");
    const IrType *r = g->result == 'T' ? T : g->result == 'S' ? irt_scalar_of(T) : lift_signed(l, T, false);
    IrValue *v = lift_intrinsic(l, g->id, r, g->n, a[0], a[1], a[2]);
    v = lift_as(l, v, rt);
    return v ? v : lift_fail(l, TYPES);
}

/* ---------------------------------------------------------------- atomics */

/* The global a pointer reaches into, through access chains. */
static IrGlobal *root_global(IrValue *p)
{
    while (p && p->vkind == IRV_INST && ((IrInst *)p)->op == IR_ACCESS)
        p = ((IrInst *)p)->args[0];
    return p && p->vkind == IRV_GLOBAL ? (IrGlobal *)p : NULL;
}

#define ORDERING                                                                                  \
    (SpvMemorySemanticsAcquireMask | SpvMemorySemanticsReleaseMask | SpvMemorySemanticsAcquireReleaseMask | \
     SpvMemorySemanticsSequentiallyConsistentMask)

static bool relaxed(Lift *l, uint32_t k)
{
    uint64_t sem;
    if (!lift_const(l, k, &sem)) {
        lift_fail(l, "its memory semantics must be a constant");
        return false;
    }
    if (sem & ORDERING) {
        lift_fail(l, l->target == IR_LIFT_WGSL
                         ? "its memory semantics ask for an ordering (Acquire, Release, AcquireRelease or "
                           "SequentiallyConsistent), and WGSL's atomics are relaxed only; pass Relaxed (0) "
                           "semantics, or compile this for SPIR-V"
                         : "its memory semantics ask for an ordering (Acquire, Release, AcquireRelease or "
                           "SequentiallyConsistent), and MSL 2.4's atomics are memory_order_relaxed only; pass "
                           "Relaxed (0) semantics, or compile this for SPIR-V");
        return false;
    }
    if (sem & (SpvMemorySemanticsMakeAvailableMask | SpvMemorySemanticsMakeVisibleMask | SpvMemorySemanticsVolatileMask)) {
        lift_fail(l, "its memory semantics (MakeAvailable, MakeVisible, Volatile) have no equivalent there");
        return false;
    }
    return true;
}

IrValue *lift_atomic(Lift *l)
{
    SpvOp op = (SpvOp)l->s->opcode;
    const IrType *rt = lift_rtype(l);
    IrValue *p = lift_arg(l, 0);
    uint64_t scope;
    if (!p || p->type->kind != IRT_POINTER)
        return lift_fail(l, "its Pointer operand is not a pointer (declare it [[vk::ext_reference]])");
    if (!lift_const(l, 1, &scope))
        return lift_fail(l, "its scope must be a constant");
    IrGlobal *g = root_global(p);
    if (!g || (g->space != IRS_STORAGE && g->space != IRS_WORKGROUP))
        return lift_fail(l, "only atomics on buffer elements and groupshared variables are lifted");
    const IrType *vt = p->type->elem;
    if (vt->kind != IRT_INT)
        return lift_fail(l, "only atomics on integers are lifted");
    bool cmpxchg = op == SpvOpAtomicCompareExchange;
    if (!relaxed(l, 2) || (cmpxchg && !relaxed(l, 3)))
        return NULL;
    IrAtomicOp aop;
    IrValue *v = NULL, *cmp = NULL;
    uint32_t value = cmpxchg ? 4 : 3;
    switch (op) {
    case SpvOpAtomicLoad: aop = IR_ATOMIC_LOAD; break;
    case SpvOpAtomicStore: aop = IR_ATOMIC_STORE; break;
    case SpvOpAtomicExchange: aop = IR_ATOMIC_EXCHANGE; break;
    case SpvOpAtomicCompareExchange: aop = IR_ATOMIC_COMPARE_EXCHANGE; break;
    case SpvOpAtomicIIncrement: case SpvOpAtomicIDecrement:
        aop = IR_ATOMIC_ADD;
        v = &ir_const_int(l->m, vt, op == SpvOpAtomicIIncrement ? 1 : ~0ull)->v;
        break;
    case SpvOpAtomicIAdd: case SpvOpAtomicISub: aop = IR_ATOMIC_ADD; break;
    case SpvOpAtomicSMin: case SpvOpAtomicUMin: aop = IR_ATOMIC_MIN; break;
    case SpvOpAtomicSMax: case SpvOpAtomicUMax: aop = IR_ATOMIC_MAX; break;
    case SpvOpAtomicAnd: aop = IR_ATOMIC_AND; break;
    case SpvOpAtomicOr: aop = IR_ATOMIC_OR; break;
    case SpvOpAtomicXor: aop = IR_ATOMIC_XOR; break;
    default: return lift_fail(l, "this atomic is not one the IR has");
    }
    /* The IR's min and max are signed or unsigned by the value's type. */
    if ((op == SpvOpAtomicSMin || op == SpvOpAtomicSMax) != vt->is_signed &&
        (aop == IR_ATOMIC_MIN || aop == IR_ATOMIC_MAX))
        return lift_fail(l, "its signedness differs from the pointee's, which decides it there");
    if (aop != IR_ATOMIC_LOAD && !v) {
        v = lift_arg(l, value);
        if (!v || v->type != vt)
            return lift_fail(l, TYPES);
    }
    if (cmpxchg) {
        cmp = lift_arg(l, 5);
        if (!cmp || cmp->type != vt)
            return lift_fail(l, TYPES);
    }
    if (op == SpvOpAtomicISub) /* two's complement: subtracting is adding the negation */
        v = lift_op(l, IR_SUB, vt, 2, &ir_const_int(l->m, vt, 0)->v, v, NULL);
    if (aop == IR_ATOMIC_STORE ? rt->kind != IRT_VOID : rt != vt)
        return lift_fail(l, TYPES);
    g->used_atomically = true;
    int n = aop == IR_ATOMIC_LOAD ? 1 : cmpxchg ? 3 : 2;
    IrValue *r = lift_op(l, IR_ATOMIC, aop == IR_ATOMIC_STORE ? NULL : vt, n, p, v, cmp);
    ((IrInst *)r)->imm = aop;
    return r;
}

/* ---------------------------------------------------------------- subgroup operations */

/* The row for an arithmetic group opcode and operation, or INTR_COUNT. */
static IntrinsicId group_row(SpvOp op, uint32_t group_op, char *cls)
{
    *cls = 0;
    bool reduce = group_op == SpvGroupOperationReduce, scan = !reduce;
    switch (op) {
    case SpvOpGroupNonUniformIAdd: case SpvOpGroupNonUniformFAdd:
        *cls = op == SpvOpGroupNonUniformFAdd ? 'f' : 'i';
        return reduce ? INTR_WAVE_ACTIVE_SUM : INTR_WAVE_PREFIX_SUM;
    case SpvOpGroupNonUniformIMul: case SpvOpGroupNonUniformFMul:
        *cls = op == SpvOpGroupNonUniformFMul ? 'f' : 'i';
        return reduce ? INTR_WAVE_ACTIVE_PRODUCT : INTR_WAVE_PREFIX_PRODUCT;
    case SpvOpGroupNonUniformSMin: case SpvOpGroupNonUniformUMin: case SpvOpGroupNonUniformFMin:
        *cls = op == SpvOpGroupNonUniformFMin ? 'f' : op == SpvOpGroupNonUniformSMin ? 's' : 'u';
        return scan ? INTR_COUNT : INTR_WAVE_ACTIVE_MIN;
    case SpvOpGroupNonUniformSMax: case SpvOpGroupNonUniformUMax: case SpvOpGroupNonUniformFMax:
        *cls = op == SpvOpGroupNonUniformFMax ? 'f' : op == SpvOpGroupNonUniformSMax ? 's' : 'u';
        return scan ? INTR_COUNT : INTR_WAVE_ACTIVE_MAX;
    case SpvOpGroupNonUniformBitwiseAnd: *cls = 'i'; return scan ? INTR_COUNT : INTR_WAVE_ACTIVE_BIT_AND;
    case SpvOpGroupNonUniformBitwiseOr: *cls = 'i'; return scan ? INTR_COUNT : INTR_WAVE_ACTIVE_BIT_OR;
    case SpvOpGroupNonUniformBitwiseXor: *cls = 'i'; return scan ? INTR_COUNT : INTR_WAVE_ACTIVE_BIT_XOR;
    default: return INTR_COUNT;
    }
}

static IrValue *group_arith(Lift *l, SpvOp op)
{
    const IrType *rt = lift_rtype(l);
    uint32_t group_op;
    IrValue *x = lift_arg(l, 2);
    if (!lift_word(l, 1, &group_op))
        return lift_fail(l, "its GroupOperation must be a literal (declare it [[vk::ext_literal]])");
    if (group_op > SpvGroupOperationExclusiveScan)
        return lift_fail(l, "only the Reduce, InclusiveScan and ExclusiveScan group operations are lifted");
    if (!x || l->s->num_operands != 3 || x->type != rt)
        return lift_fail(l, TYPES);
    char cls;
    IntrinsicId id = group_row(op, group_op, &cls);
    if (id == INTR_COUNT)
        return lift_fail(l, "only sums and products are lifted as scans (MSL and WGSL scan nothing else)");
    if (cls == 'f' ? !is_float_sv(rt) : !is_int_sv(rt))
        return lift_fail(l, TYPES);
    const IrType *t = cls == 's' ? lift_signed(l, rt, true) : cls == 'u' ? lift_signed(l, rt, false) : rt;
    if (!row_takes(id, t))
        return lift_fail(l, "its operand type is not one the wave intrinsic takes");
    x = lift_as(l, x, t);
    IrValue *r = lift_intrinsic(l, id, t, 1, x, NULL, NULL);
    if (group_op == SpvGroupOperationInclusiveScan) /* the exclusive scan, then the lane's own value */
        r = lift_op(l, id == INTR_WAVE_PREFIX_SUM ? IR_ADD : IR_MUL, t, 2, r, x, NULL);
    return lift_as(l, r, rt);
}

IrValue *lift_group(Lift *l)
{
    SpvOp op = (SpvOp)l->s->opcode;
    const IrType *rt = lift_rtype(l);
    uint64_t scope;
    if (!lift_const(l, 0, &scope) || scope != SpvScopeSubgroup)
        return lift_fail(l, "its execution scope must be the constant Subgroup (3): the targets have subgroup "
                            "(SIMD-group) operations only");
    IrValue *x = lift_arg(l, 1), *y = lift_arg(l, 2);
    const IrType *b = irt_bool(l->m);
    switch (op) {
    case SpvOpGroupNonUniformElect:
        return rt == b ? lift_intrinsic(l, INTR_WAVE_IS_FIRST_LANE, b, 0, NULL, NULL, NULL) : lift_fail(l, TYPES);
    case SpvOpGroupNonUniformAll: case SpvOpGroupNonUniformAny:
        if (!x || x->type != b || rt != b)
            return lift_fail(l, TYPES);
        return lift_intrinsic(l, op == SpvOpGroupNonUniformAll ? INTR_WAVE_ACTIVE_ALL_TRUE : INTR_WAVE_ACTIVE_ANY_TRUE, b,
                              1, x, NULL, NULL);
    case SpvOpGroupNonUniformAllEqual: {
        if (!x || rt != b || !row_takes(INTR_WAVE_ACTIVE_ALL_EQUAL, x->type))
            return lift_fail(l, TYPES);
        /* One bool for the whole value: HLSL's WaveActiveAllEqual gives one a component. */
        int n = irt_components(x->type);
        IrValue *e = lift_intrinsic(l, INTR_WAVE_ACTIVE_ALL_EQUAL, irt_vector(l->m, b, n), 1, x, NULL, NULL);
        IrValue *all = n == 1 ? e : NULL;
        for (int k = 0; k < n && n > 1; k++) {
            IrValue *c = lift_op(l, IR_EXTRACT, b, 1, e, NULL, NULL);
            ((IrInst *)c)->lits = ARENA_NEW(l->m->arena, uint32_t);
            ((IrInst *)c)->lits[0] = (uint32_t)k;
            ((IrInst *)c)->num_lits = 1;
            all = all ? lift_op(l, IR_AND, b, 2, all, c, NULL) : c;
        }
        return all;
    }
    case SpvOpGroupNonUniformBroadcast: case SpvOpGroupNonUniformShuffle:
    case SpvOpGroupNonUniformShuffleXor: case SpvOpGroupNonUniformShuffleUp: case SpvOpGroupNonUniformShuffleDown: {
        if (!x || !y || x->type != rt || !is_int_sv(y->type) || y->type->kind != IRT_INT ||
            !row_takes(INTR_WAVE_READ_LANE_AT, rt))
            return lift_fail(l, TYPES);
        IrValue *lane = lift_as(l, y, irt_int(l->m, 32, false));
        if (!lane)
            return lift_fail(l, TYPES);
        /* XOR, Up and Down name a lane relative to this one: a shuffle from it. */
        if (op == SpvOpGroupNonUniformShuffleXor)
            lane = lift_op(l, IR_XOR, lane->type, 2, lift_lane_index(l), lane, NULL);
        else if (op == SpvOpGroupNonUniformShuffleUp)
            lane = lift_op(l, IR_SUB, lane->type, 2, lift_lane_index(l), lane, NULL);
        else if (op == SpvOpGroupNonUniformShuffleDown)
            lane = lift_op(l, IR_ADD, lane->type, 2, lift_lane_index(l), lane, NULL);
        return lift_intrinsic(l, INTR_WAVE_READ_LANE_AT, rt, 2, x, lane, NULL);
    }
    case SpvOpGroupNonUniformBroadcastFirst:
        if (!x || x->type != rt || !row_takes(INTR_WAVE_READ_LANE_FIRST, rt))
            return lift_fail(l, TYPES);
        return lift_intrinsic(l, INTR_WAVE_READ_LANE_FIRST, rt, 1, x, NULL, NULL);
    case SpvOpGroupNonUniformBallot:
        if (!x || x->type != b || rt != irt_vector(l->m, irt_int(l->m, 32, false), 4))
            return lift_fail(l, TYPES);
        return lift_intrinsic(l, INTR_WAVE_ACTIVE_BALLOT, rt, 1, x, NULL, NULL);
    case SpvOpGroupNonUniformQuadBroadcast: {
        IrValue *lane = y ? lift_as(l, y, irt_int(l->m, 32, false)) : NULL;
        if (!x || !lane || x->type != rt || !row_takes(INTR_QUAD_READ_LANE_AT, rt))
            return lift_fail(l, TYPES);
        return lift_intrinsic(l, INTR_QUAD_READ_LANE_AT, rt, 2, x, lane, NULL);
    }
    case SpvOpGroupNonUniformQuadSwap: {
        uint64_t dir;
        if (!x || x->type != rt || !lift_const(l, 2, &dir) || dir > 2)
            return lift_fail(l, "its direction must be the constant 0, 1 or 2");
        static const IntrinsicId swaps[3] = {INTR_QUAD_READ_ACROSS_X, INTR_QUAD_READ_ACROSS_Y,
                                             INTR_QUAD_READ_ACROSS_DIAGONAL};
        if (!row_takes(swaps[dir], rt))
            return lift_fail(l, TYPES);
        return lift_intrinsic(l, swaps[dir], rt, 1, x, NULL, NULL);
    }
    case SpvOpGroupNonUniformLogicalAnd: case SpvOpGroupNonUniformLogicalOr: case SpvOpGroupNonUniformLogicalXor: {
        uint32_t group_op;
        IrValue *v = lift_arg(l, 2);
        if (!lift_word(l, 1, &group_op) || group_op != SpvGroupOperationReduce)
            return lift_fail(l, "only the Reduce group operation of the logical ones is lifted");
        if (!v || v->type != b || rt != b)
            return lift_fail(l, TYPES);
        if (op == SpvOpGroupNonUniformLogicalXor) { /* odd count of true lanes */
            const IrType *u = irt_int(l->m, 32, false);
            IrValue *n = lift_intrinsic(l, INTR_WAVE_ACTIVE_COUNT_BITS, u, 1, v, NULL, NULL);
            return lift_op(l, IR_NE, b, 2, lift_op(l, IR_AND, u, 2, n, lift_u32(l, 1), NULL), lift_u32(l, 0), NULL);
        }
        return lift_intrinsic(l, op == SpvOpGroupNonUniformLogicalAnd ? INTR_WAVE_ACTIVE_ALL_TRUE : INTR_WAVE_ACTIVE_ANY_TRUE,
                              b, 1, v, NULL, NULL);
    }
    default: {
        char cls;
        if (group_row(op, SpvGroupOperationReduce, &cls) != INTR_COUNT)
            return group_arith(l, op);
        return lift_fail(l, "this subgroup operation (ballot bit queries, clustered and partitioned ones, ...) "
                            "has no lifted form");
    }
    }
}
