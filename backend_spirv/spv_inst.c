/* Instructions: memory, arithmetic, comparisons, conversions, composites,
 * matrices, calls, atomics and barriers. An IR op is typed by its operands;
 * the SPIR-V opcode is chosen here by element kind (float, sint, uint, bool). */
#include "spv_internal.h"

enum { K_FLOAT, K_SINT, K_UINT, K_BOOL };

/* Opcode by element kind, one row per IR op: float, sint, uint, bool
 * (SpvOpNop: not defined for that kind). */
typedef struct OpRow {
    SpvOp op[4];
} OpRow;

static const OpRow arith_ops[IR_OP_COUNT] = {
    [IR_ADD] = {{SpvOpFAdd, SpvOpIAdd, SpvOpIAdd, SpvOpNop}},
    [IR_SUB] = {{SpvOpFSub, SpvOpISub, SpvOpISub, SpvOpNop}},
    [IR_MUL] = {{SpvOpFMul, SpvOpIMul, SpvOpIMul, SpvOpNop}},
    [IR_DIV] = {{SpvOpFDiv, SpvOpSDiv, SpvOpUDiv, SpvOpNop}},
    /* HLSL % takes the dividend's sign: FRem; signed ints see emit_arith
     * (UMod == URem for unsigned). */
    [IR_REM] = {{SpvOpFRem, SpvOpSRem, SpvOpUMod, SpvOpNop}},
    [IR_NEG] = {{SpvOpFNegate, SpvOpSNegate, SpvOpSNegate, SpvOpNop}},
    [IR_SHL] = {{SpvOpNop, SpvOpShiftLeftLogical, SpvOpShiftLeftLogical, SpvOpNop}},
    [IR_SHR] = {{SpvOpNop, SpvOpShiftRightArithmetic, SpvOpShiftRightLogical, SpvOpNop}},
    [IR_AND] = {{SpvOpNop, SpvOpBitwiseAnd, SpvOpBitwiseAnd, SpvOpLogicalAnd}},
    [IR_OR] = {{SpvOpNop, SpvOpBitwiseOr, SpvOpBitwiseOr, SpvOpLogicalOr}},
    [IR_XOR] = {{SpvOpNop, SpvOpBitwiseXor, SpvOpBitwiseXor, SpvOpLogicalNotEqual}},
    [IR_NOT] = {{SpvOpNop, SpvOpNot, SpvOpNot, SpvOpLogicalNot}},
    [IR_EQ] = {{SpvOpFOrdEqual, SpvOpIEqual, SpvOpIEqual, SpvOpLogicalEqual}},
    /* HLSL != is true when either side is NaN (DXC emits FUnordNotEqual). */
    [IR_NE] = {{SpvOpFUnordNotEqual, SpvOpINotEqual, SpvOpINotEqual, SpvOpLogicalNotEqual}},
    [IR_LT] = {{SpvOpFOrdLessThan, SpvOpSLessThan, SpvOpULessThan, SpvOpNop}},
    [IR_LE] = {{SpvOpFOrdLessThanEqual, SpvOpSLessThanEqual, SpvOpULessThanEqual, SpvOpNop}},
    [IR_GT] = {{SpvOpFOrdGreaterThan, SpvOpSGreaterThan, SpvOpUGreaterThan, SpvOpNop}},
    [IR_GE] = {{SpvOpFOrdGreaterThanEqual, SpvOpSGreaterThanEqual, SpvOpUGreaterThanEqual, SpvOpNop}},
};

static void unsupported(SpvWriter *w, IrInst *i, const IrType *t)
{
    diag(w->c, i->loc, D_SPV_UNSUPPORTED_OP, ir_op_info[i->op].name, irt_name(w->m, t));
}

/* Result id of i: a fresh one, or the one phis already mentioned. */
static uint32_t result(SpvWriter *w, IrInst *i)
{
    return spv_value(w, &i->v);
}

/* A scalar value repeated into a vector of n components (constants fold
 * into a constant composite). */
static uint32_t splat(SpvWriter *w, IrValue *s, const IrType *vec)
{
    if (vec->kind != IRT_VECTOR)
        return spv_value(w, s);
    if (s->vkind == IRV_CONST && irt_is_scalar(s->type)) {
        IrConst *k = (IrConst *)s;
        return spv_const_splat(w, irt_vector(w->m, s->type, (int)vec->count), k->is_null ? 0 : k->u,
                               k->is_null ? 0.0 : k->f);
    }
    uint32_t sid = spv_value(w, s), id = spv_id(w);
    const IrType *vt = irt_vector(w->m, s->type, (int)vec->count);
    SpvWords *b = SPV_FN(w);
    size_t at = spv_begin(w, b, SpvOpCompositeConstruct);
    spv_w(w, b, spv_type(w, vt));
    spv_w(w, b, id);
    for (uint32_t k = 0; k < vec->count; k++)
        spv_w(w, b, sid);
    spv_end(w, b, at);
    return id;
}

/* Operand a of a binary op, made a vector when the other side is one. */
static uint32_t operand(SpvWriter *w, IrValue *a, IrValue *other)
{
    if (a->type->kind != IRT_VECTOR && other && other->type->kind == IRT_VECTOR)
        return splat(w, a, other->type);
    return spv_value(w, a);
}

static void emit_arith(SpvWriter *w, IrInst *i)
{
    IrValue *a = i->args[0], *b2 = i->num_args > 1 ? i->args[1] : NULL;
    const IrType *opt = (b2 && b2->type->kind == IRT_VECTOR) ? b2->type : a->type;
    int k = spv_elem_kind(opt);
    SpvOp op = arith_ops[i->op].op[k];
    /* Shifts are defined by the base's kind; the amount may be any int. */
    if (i->op == IR_SHL || i->op == IR_SHR)
        op = arith_ops[i->op].op[spv_elem_kind(a->type)];
    if (op == SpvOpNop || opt->kind == IRT_MATRIX) {
        unsupported(w, i, opt);
        return;
    }
    uint32_t type = spv_type(w, i->v.type);
    if (!b2) {
        uint32_t x = spv_value(w, a), id = result(w, i);
        spv_op(w, SPV_FN(w), op, 3, type, id, x);
        spv_relaxed(w, i, id);
        return;
    }
    uint32_t x, y;
    if (i->op == IR_MUL && k == K_FLOAT && (a->type->kind == IRT_VECTOR) != (b2->type->kind == IRT_VECTOR)) {
        /* vector * scalar */
        IrValue *v = a->type->kind == IRT_VECTOR ? a : b2, *s = v == a ? b2 : a;
        x = spv_value(w, v);
        y = spv_value(w, s);
        op = SpvOpVectorTimesScalar;
    } else {
        x = operand(w, a, b2);
        y = operand(w, b2, a);
    }
    uint32_t id = result(w, i);
    if (op == SpvOpSRem) {
        /* Vulkan's SPIR-V environment leaves OpSRem undefined when an operand
         * is negative (NVIDIA's 580 driver gives 7 % -2 == 7), but HLSL's %
         * truncates, defined for every sign: a - b * (a / b), through OpSDiv,
         * which Vulkan defines for negative operands. */
        uint32_t q = spv_id(w), p = spv_id(w);
        spv_op(w, SPV_FN(w), SpvOpSDiv, 4, type, q, x, y);
        spv_op(w, SPV_FN(w), SpvOpIMul, 4, type, p, y, q);
        spv_op(w, SPV_FN(w), SpvOpISub, 4, type, id, x, p);
        spv_relaxed(w, i, id);
        return;
    }
    spv_op(w, SPV_FN(w), op, 4, type, id, x, y);
    spv_relaxed(w, i, id);
}

/* ---------------------------------------------------------------- conversions */

static const IrType *with_scalar(SpvWriter *w, const IrType *shape, const IrType *scalar)
{
    return shape->kind == IRT_VECTOR ? irt_vector(w->m, scalar, (int)shape->count) : scalar;
}

/* HLSL conversions between bool, ints and floats of any width (component-wise). */
static uint32_t convert(SpvWriter *w, IrInst *i, const IrType *from, const IrType *to, uint32_t src)
{
    const IrType *fs = irt_scalar_of(from), *ts = irt_scalar_of(to);
    int fk = spv_elem_kind(from), tk = spv_elem_kind(to);
    uint32_t type = spv_type(w, to);
    SpvWords *b = SPV_FN(w);
    if (fk == tk && (fk == K_BOOL || fs->bits == ts->bits))
        return src; /* the same SPIR-V type (relaxed twins) */
    uint32_t id = spv_id(w);
    if (fk == K_BOOL) { /* true -> 1, false -> 0 */
        uint32_t one = spv_const_splat(w, to, 1, 1.0), zero = spv_const_splat(w, to, 0, 0.0);
        spv_op(w, b, SpvOpSelect, 5, type, id, src, one, zero);
    } else if (tk == K_BOOL) { /* x != 0; a NaN converts to true */
        uint32_t zero = spv_const_splat(w, from, 0, 0.0);
        spv_op(w, b, fk == K_FLOAT ? SpvOpFUnordNotEqual : SpvOpINotEqual, 4, type, id, src, zero);
    } else if (fk == K_FLOAT && tk == K_FLOAT) {
        spv_op(w, b, SpvOpFConvert, 3, type, id, src);
    } else if (fk == K_FLOAT) {
        spv_op(w, b, tk == K_SINT ? SpvOpConvertFToS : SpvOpConvertFToU, 3, type, id, src);
    } else if (tk == K_FLOAT) {
        spv_op(w, b, fk == K_SINT ? SpvOpConvertSToF : SpvOpConvertUToF, 3, type, id, src);
    } else if (fs->bits == ts->bits) { /* sign change */
        spv_op(w, b, SpvOpBitcast, 3, type, id, src);
    } else if (fk == K_SINT) { /* sign-extend or truncate */
        spv_op(w, b, SpvOpSConvert, 3, type, id, src);
    } else if (tk == K_UINT) { /* zero-extend or truncate */
        spv_op(w, b, SpvOpUConvert, 3, type, id, src);
    } else { /* OpUConvert's result must be unsigned: convert, then reinterpret */
        uint32_t mid = spv_type(w, with_scalar(w, to, irt_int(w->m, ts->bits, false)));
        uint32_t tmp = id;
        id = spv_id(w);
        spv_op(w, b, SpvOpUConvert, 3, mid, tmp, src);
        spv_op(w, b, SpvOpBitcast, 3, type, id, tmp);
    }
    return id;
}

static void emit_convert(SpvWriter *w, IrInst *i)
{
    IrValue *a = i->args[0];
    if (!(irt_is_scalar(a->type) || a->type->kind == IRT_VECTOR) ||
        !(irt_is_scalar(i->v.type) || i->v.type->kind == IRT_VECTOR) ||
        irt_components(a->type) != irt_components(i->v.type)) {
        unsupported(w, i, a->type);
        return;
    }
    uint32_t src = spv_value(w, a);
    uint32_t id = convert(w, i, a->type, i->v.type, src);
    if (id == src) {
        spv_set_value(w, &i->v, id);
        return;
    }
    /* convert() made a fresh id: tie it to the IR value. */
    uint32_t want = spv_value_id(w, &i->v);
    if (want)
        spv_op(w, SPV_FN(w), SpvOpCopyObject, 3, spv_type(w, i->v.type), want, id);
    else
        spv_value_put(w, &i->v, id);
    spv_relaxed(w, i, id);
}

/* ---------------------------------------------------------------- memory and composites */

static void emit_lits(SpvWriter *w, SpvWords *b, IrInst *i)
{
    for (uint32_t k = 0; k < i->num_lits; k++)
        spv_w(w, b, i->lits[k]);
}

static void emit_access(SpvWriter *w, IrInst *i)
{
    if (i->num_args == 1) {
        spv_set_value(w, &i->v, spv_value(w, i->args[0]));
        return;
    }
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_combined_global(i->args[0]) ? spv_sampled_image_pointer(w, i->v.type->elem)
                                                    : spv_type(w, i->v.type);
    uint32_t base = spv_value(w, i->args[0]);
    uint32_t *idx = ARENA_ARRAY(w->a, uint32_t, i->num_args);
    const IrType *t = i->args[0]->type->elem;
    for (uint32_t k = 1; k < i->num_args; k++) {
        IrValue *x = i->args[k];
        if (t->kind == IRT_STRUCT) {
            /* Member indices are OpConstants of any 32-bit int type: use the
             * uint one, which the scope and semantics operands share. */
            if (x->vkind != IRV_CONST)
                ice(w->c, "struct index of access %%%u is not a constant", i->v.id);
            uint32_t m = (uint32_t)((IrConst *)x)->u;
            if (m >= t->num_members)
                ice(w->c, "struct index %u out of range", m);
            idx[k] = spv_u32(w, m);
            t = t->members[m].type;
        } else {
            idx[k] = spv_value(w, x);
            t = t->elem;
        }
    }
    uint32_t id = result(w, i);
    size_t at = spv_begin(w, b, SpvOpAccessChain);
    spv_w(w, b, type);
    spv_w(w, b, id);
    spv_w(w, b, base);
    for (uint32_t k = 1; k < i->num_args; k++)
        spv_w(w, b, idx[k]);
    spv_end(w, b, at);
    /* Buf[NonUniformResourceIndex(i)] and the pointers into it: Vulkan wants
     * the pointer a load or store takes decorated NonUniform. */
    IrAddrSpace sp = i->v.type->space;
    for (const IrInst *a = i; (sp == IRS_STORAGE || sp == IRS_UNIFORM) && a && a->op == IR_ACCESS;
         a = a->args[0]->vkind == IRV_INST ? (const IrInst *)a->args[0] : NULL)
        if (a->imm & IR_ACCESS_NONUNIFORM) {
            spv_mark_nonuniform(w, &a->v, id);
            break;
        }
}

/* An instruction whose operands are exactly its IR args, in order. */
static uint32_t emit_plain(SpvWriter *w, IrInst *i, SpvOp op, bool with_lits)
{
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_type(w, i->v.type);
    uint32_t *ops = ARENA_ARRAY(w->a, uint32_t, i->num_args + 1);
    for (uint32_t k = 0; k < i->num_args; k++)
        ops[k] = spv_value(w, i->args[k]);
    uint32_t id = result(w, i);
    size_t at = spv_begin(w, b, op);
    spv_w(w, b, type);
    spv_w(w, b, id);
    for (uint32_t k = 0; k < i->num_args; k++)
        spv_w(w, b, ops[k]);
    if (with_lits)
        emit_lits(w, b, i);
    spv_end(w, b, at);
    spv_relaxed(w, i, id);
    return id;
}

static void emit_select(SpvWriter *w, IrInst *i)
{
    const IrType *t = i->v.type;
    IrValue *cond = i->args[0];
    if (!(irt_is_scalar(t) || t->kind == IRT_VECTOR) && w->version < 0x00010400u) {
        diag(w->c, i->loc, D_SPV_SELECT_COMPOSITE, irt_name(w->m, t));
        return;
    }
    uint32_t c = (t->kind == IRT_VECTOR && cond->type->kind != IRT_VECTOR) ? splat(w, cond, t) : spv_value(w, cond);
    uint32_t x = spv_value(w, i->args[1]), y = spv_value(w, i->args[2]), id = result(w, i);
    spv_op(w, SPV_FN(w), SpvOpSelect, 5, spv_type(w, t), id, c, x, y);
    spv_relaxed(w, i, id);
}

static void emit_splat(SpvWriter *w, IrInst *i)
{
    const IrType *t = i->v.type;
    if (t->kind != IRT_VECTOR) {
        spv_set_value(w, &i->v, spv_value(w, i->args[0]));
        return;
    }
    uint32_t s = splat(w, i->args[0], t);
    uint32_t want = spv_value_id(w, &i->v);
    if (want)
        spv_op(w, SPV_FN(w), SpvOpCopyObject, 3, spv_type(w, t), want, s);
    else
        spv_value_put(w, &i->v, s);
}

static void emit_bitcast(SpvWriter *w, IrInst *i)
{
    uint32_t src = spv_value(w, i->args[0]);
    if (spv_type(w, i->args[0]->type) == spv_type(w, i->v.type)) {
        spv_set_value(w, &i->v, src);
        return;
    }
    uint32_t id = result(w, i);
    spv_op(w, SPV_FN(w), SpvOpBitcast, 3, spv_type(w, i->v.type), id, src);
}

/* ---------------------------------------------------------------- matrices */

/* IR matrices are HLSL's row view: an R x C matrix M is R rows of vecC, and
 * SPIR-V holds it as a matrix S of R columns of vecC, that is S = M^T. So
 *   mul(M, v) = M v        = (v^T S)^T -> OpVectorTimesMatrix(v, S)
 *   mul(v, M) = v^T M      = S v       -> OpMatrixTimesVector(S, v)
 *   mul(A, B) = A B = (S_B S_A)^T      -> OpMatrixTimesMatrix(S_B, S_A)
 * (e.g. M = [[1,2],[3,4]], v = (1,1): mul(M,v) = (3,7); S's columns are
 * (1,2) and (3,4), and v . column j gives 3 and 7.) */
static void emit_matrix(SpvWriter *w, IrInst *i)
{
    IrValue *a = i->args[0], *b2 = i->num_args > 1 ? i->args[1] : NULL;
    const IrType *mt = a->type->kind == IRT_MATRIX ? a->type : b2 ? b2->type : a->type;
    if (mt->kind != IRT_MATRIX || irt_scalar_of(mt)->kind != IRT_FLOAT) {
        if (i->op == IR_TRANSPOSE)
            diag(w->c, i->loc, D_SPV_TRANSPOSE_NON_FLOAT, irt_name(w->m, irt_scalar_of(mt)));
        else
            unsupported(w, i, mt);
        return;
    }
    uint32_t type = spv_type(w, i->v.type), x = spv_value(w, a), y = b2 ? spv_value(w, b2) : 0;
    uint32_t id = result(w, i);
    SpvWords *b = SPV_FN(w);
    switch (i->op) {
    case IR_MAT_TIMES_VEC: spv_op(w, b, SpvOpVectorTimesMatrix, 4, type, id, y, x); break;
    case IR_VEC_TIMES_MAT: spv_op(w, b, SpvOpMatrixTimesVector, 4, type, id, y, x); break;
    case IR_MAT_TIMES_MAT: spv_op(w, b, SpvOpMatrixTimesMatrix, 4, type, id, y, x); break;
    case IR_MAT_TIMES_SCALAR:
        if (a->type->kind == IRT_MATRIX)
            spv_op(w, b, SpvOpMatrixTimesScalar, 4, type, id, x, y);
        else
            spv_op(w, b, SpvOpMatrixTimesScalar, 4, type, id, y, x);
        break;
    default: spv_op(w, b, SpvOpTranspose, 3, type, id, x); break;
    }
    spv_relaxed(w, i, id);
}

/* ---------------------------------------------------------------- calls, atomics, barriers */

static void emit_call(SpvWriter *w, IrInst *i)
{
    uint32_t first = (i->num_args && i->args[0]->vkind == IRV_FUNC) ? 1 : 0;
    IrFunction *callee = i->callee;
    if (!callee)
        ice(w->c, "call without a callee");
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_type(w, callee->ret), fid = spv_value(w, &callee->v);
    uint32_t *ops = ARENA_ARRAY(w->a, uint32_t, i->num_args + 1);
    for (uint32_t k = first; k < i->num_args; k++)
        ops[k] = spv_value(w, i->args[k]);
    uint32_t id = result(w, i);
    size_t at = spv_begin(w, b, SpvOpFunctionCall);
    spv_w(w, b, type);
    spv_w(w, b, id);
    spv_w(w, b, fid);
    for (uint32_t k = first; k < i->num_args; k++)
        spv_w(w, b, ops[k]);
    spv_end(w, b, at);
}

/* Relaxed atomics (semantics None), scope Device for buffers and texel
 * pointers and Workgroup for groupshared memory: what DXC emits for the
 * Interlocked* functions. */
static void emit_atomic(SpvWriter *w, IrInst *i)
{
    IrValue *ptr = i->args[0];
    if (ptr->type->kind != IRT_POINTER)
        ice(w->c, "atomic on a non-pointer");
    const IrType *vt = ptr->type->elem;
    if (vt->kind == IRT_INT && vt->bits == 64) {
        spv_cap(w, SpvCapabilityInt64Atomics);
        /* Vulkan enables 64-bit atomics per storage class (the spec's
         * Int64Atomics row): images need shaderImageInt64Atomics, which
         * their Int64ImageEXT capability already names. */
        if (ptr->type->space == IRS_WORKGROUP)
            w->vulkan_features |= SPV_FEATURE_SHARED_INT64_ATOMICS;
        else if (ptr->type->space == IRS_STORAGE || ptr->type->space == IRS_PHYSICAL)
            w->vulkan_features |= SPV_FEATURE_BUFFER_INT64_ATOMICS;
    }
    uint32_t scope = ptr->type->space == IRS_WORKGROUP ? spv_u32(w, SpvScopeWorkgroup) : spv_vk_device_scope(w);
    uint32_t sem = spv_u32(w, SpvMemorySemanticsMaskNone);
    uint32_t p = spv_value(w, ptr);
    SpvWords *b = SPV_FN(w);
    bool is_signed = vt->kind == IRT_INT && vt->is_signed;
    SpvOp op;
    switch ((IrAtomicOp)i->imm) {
    case IR_ATOMIC_ADD: op = SpvOpAtomicIAdd; break;
    case IR_ATOMIC_MIN: op = is_signed ? SpvOpAtomicSMin : SpvOpAtomicUMin; break;
    case IR_ATOMIC_MAX: op = is_signed ? SpvOpAtomicSMax : SpvOpAtomicUMax; break;
    case IR_ATOMIC_AND: op = SpvOpAtomicAnd; break;
    case IR_ATOMIC_OR: op = SpvOpAtomicOr; break;
    case IR_ATOMIC_XOR: op = SpvOpAtomicXor; break;
    case IR_ATOMIC_EXCHANGE: op = SpvOpAtomicExchange; break;
    case IR_ATOMIC_COMPARE_EXCHANGE: {
        if (i->num_args < 3)
            ice(w->c, "compare-exchange without a comparator");
        uint32_t v = spv_value(w, i->args[1]), cmp = spv_value(w, i->args[2]);
        uint32_t id = result(w, i);
        spv_op(w, b, SpvOpAtomicCompareExchange, 8, spv_type(w, vt), id, p, scope, sem, sem, v, cmp);
        return;
    }
    case IR_ATOMIC_LOAD: {
        uint32_t id = result(w, i);
        spv_op(w, b, SpvOpAtomicLoad, 5, spv_type(w, vt), id, p, scope, sem);
        return;
    }
    case IR_ATOMIC_STORE:
        spv_op(w, b, SpvOpAtomicStore, 4, p, scope, sem, spv_value(w, i->args[1]));
        return;
    default: ice(w->c, "atomic op %u", i->imm);
    }
    if (i->num_args < 2)
        ice(w->c, "atomic without a value");
    uint32_t v = spv_value(w, i->args[1]);
    uint32_t id = result(w, i);
    spv_op(w, b, op, 6, spv_type(w, vt), id, p, scope, sem, v);
}

/* DXC's choices: GroupMemoryBarrierWithGroupSync = OpControlBarrier Workgroup
 * Workgroup AcquireRelease|WorkgroupMemory (0x108); DeviceMemoryBarrier =
 * OpMemoryBarrier Device AcquireRelease|UniformMemory|ImageMemory (0x848);
 * AllMemoryBarrier adds WorkgroupMemory (0x948). */
static void emit_barrier(SpvWriter *w, IrInst *i)
{
    uint32_t f = i->imm;
    uint32_t sem = SpvMemorySemanticsAcquireReleaseMask;
    if (f & IR_MEM_WORKGROUP)
        sem |= SpvMemorySemanticsWorkgroupMemoryMask;
    if (f & IR_MEM_DEVICE)
        sem |= SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsImageMemoryMask;
    uint32_t mem = (f & IR_MEM_DEVICE) ? spv_vk_device_scope(w) : spv_u32(w, SpvScopeWorkgroup);
    uint32_t semid = spv_u32(w, sem);
    if (f & IR_BARRIER_EXEC) {
        if (w->fn_st & ~(unsigned)ST_COMPUTE) {
            diag(w->c, i->loc, D_SPV_BARRIER_STAGE,
                 (f & IR_MEM_DEVICE) ? ((f & IR_MEM_WORKGROUP) ? "AllMemoryBarrierWithGroupSync"
                                                               : "DeviceMemoryBarrierWithGroupSync")
                                     : "GroupMemoryBarrierWithGroupSync");
            return;
        }
        spv_op(w, SPV_FN(w), SpvOpControlBarrier, 3, spv_u32(w, SpvScopeWorkgroup), mem, semid);
    } else {
        spv_op(w, SPV_FN(w), SpvOpMemoryBarrier, 2, mem, semid);
    }
}

/* ---------------------------------------------------------------- dispatch */

/* The pointer a load or store goes through. SV_Coverage is a u32 in the
 * IR and element 0 of SampleMask here: Vulkan declares SampleMask an array
 * (VUID-SampleMask-SampleMask-04359), so each use takes an access chain
 * (spv_module.c declares the variable). */
static uint32_t mem_pointer(SpvWriter *w, IrValue *p)
{
    if (p->vkind != IRV_GLOBAL || ((IrGlobal *)p)->builtin != IRB_SAMPLE_MASK)
        return spv_value(w, p);
    IrGlobal *g = (IrGlobal *)p;
    uint32_t id = spv_id(w);
    /* the constant, then the pointer type: one statement each, as C leaves
     * the order of a call's arguments open (gcc and clang differ) */
    uint32_t zero = spv_u32(w, 0), base = spv_value(w, p);
    spv_op(w, SPV_FN(w), SpvOpAccessChain, 4, spv_type(w, irt_pointer(w->m, g->pointee, g->space)), id, base, zero);
    return id;
}

/* The memory operands of a load or store through p, in SPIR-V's order:
 * the mask, Aligned's literal (physical pointers), then the scope of
 * MakePointerAvailable or MakePointerVisible (spv_coherent.c). */
static void memory_operands(SpvWriter *w, IrValue *p, bool load)
{
    uint32_t align = spv_vk_physical_align(p); /* Aligned: required there */
    uint32_t scope;
    uint32_t access = spv_vk_memory_access(w, p, load) | spv_coherent_access(w, p, load, &scope) |
                      (align ? SpvMemoryAccessAlignedMask : 0);
    SpvWords *b = SPV_FN(w);
    if (!access)
        return;
    spv_w(w, b, access);
    if (align)
        spv_w(w, b, align);
    if (scope)
        spv_w(w, b, scope);
}

void spv_emit_inst(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    w->cur = i;
    spv_debug_line(w, i);
    switch (i->op) {
    case IR_LOAD: {
        if (i->args[0]->type->space == IRS_SPEC_CONSTANT) { /* its value is the constant */
            spv_set_value(w, &i->v, spv_value(w, i->args[0]));
            break;
        }
        if (spv_vk_load(w, i))
            break;
        IrGlobal *pair = spv_combined_global(i->args[0]);
        if (pair && pair->resource == IRR_SAMPLER)
            break; /* the texture's variable holds the sampler too */
        uint32_t type = pair ? spv_sampled_image_type(w, i->v.type) : spv_type(w, i->v.type);
        uint32_t p = mem_pointer(w, i->args[0]), id = result(w, i);
        size_t at = spv_begin(w, b, SpvOpLoad);
        spv_w(w, b, type);
        spv_w(w, b, id);
        spv_w(w, b, p);
        memory_operands(w, i->args[0], true);
        spv_end(w, b, at);
        spv_relaxed(w, i, id);
        spv_mark_nonuniform(w, i->args[0], id); /* an image or sampler of t[NonUniformResourceIndex(k)] */
        break;
    }
    case IR_STORE: {
        uint32_t p = mem_pointer(w, i->args[0]), v = spv_vk_stored_value(w, i);
        size_t at = spv_begin(w, b, SpvOpStore);
        spv_w(w, b, p);
        spv_w(w, b, v);
        memory_operands(w, i->args[0], false);
        spv_end(w, b, at);
        break;
    }
    case IR_ADDR_TO_PTR: spv_vk_addr_to_ptr(w, i); break;
    case IR_ACCESS: {
        IrGlobal *pair = spv_combined_global(i->args[0]);
        if (!pair || pair->resource != IRR_SAMPLER) /* a pair's sampler is its texture's */
            emit_access(w, i);
        break;
    }
    case IR_ARRAY_LENGTH: {
        uint32_t type = spv_type(w, i->v.type), p = spv_value(w, i->args[0]), id = result(w, i);
        spv_op(w, b, SpvOpArrayLength, 4, type, id, p, i->imm);
        break;
    }
    case IR_CONSTRUCT: emit_plain(w, i, SpvOpCompositeConstruct, false); break;
    case IR_EXTRACT: emit_plain(w, i, SpvOpCompositeExtract, true); break;
    case IR_INSERT: {
        /* IR: composite, part; SPIR-V: object (the part), composite */
        uint32_t type = spv_type(w, i->v.type), comp = spv_value(w, i->args[0]), part = spv_value(w, i->args[1]);
        uint32_t id = result(w, i);
        size_t at = spv_begin(w, b, SpvOpCompositeInsert);
        spv_w(w, b, type);
        spv_w(w, b, id);
        spv_w(w, b, part);
        spv_w(w, b, comp);
        emit_lits(w, b, i);
        spv_end(w, b, at);
        spv_relaxed(w, i, id);
        break;
    }
    case IR_SHUFFLE: emit_plain(w, i, SpvOpVectorShuffle, true); break;
    case IR_EXTRACT_DYN: emit_plain(w, i, SpvOpVectorExtractDynamic, false); break;
    case IR_INSERT_DYN: emit_plain(w, i, SpvOpVectorInsertDynamic, false); break;
    case IR_SPLAT: emit_splat(w, i); break;
    case IR_ADD:
    case IR_SUB:
    case IR_MUL:
    case IR_DIV:
    case IR_REM:
    case IR_NEG:
    case IR_SHL:
    case IR_SHR:
    case IR_AND:
    case IR_OR:
    case IR_XOR:
    case IR_NOT:
    case IR_EQ:
    case IR_NE:
    case IR_LT:
    case IR_LE:
    case IR_GT:
    case IR_GE: emit_arith(w, i); break;
    case IR_SELECT: emit_select(w, i); break;
    case IR_CONVERT: emit_convert(w, i); break;
    case IR_BITCAST: emit_bitcast(w, i); break;
    case IR_DOT:
        if (!irt_is_float(i->args[0]->type)) {
            unsupported(w, i, i->args[0]->type);
            break;
        }
        emit_plain(w, i, SpvOpDot, false);
        break;
    case IR_MAT_TIMES_VEC:
    case IR_VEC_TIMES_MAT:
    case IR_MAT_TIMES_MAT:
    case IR_MAT_TIMES_SCALAR:
    case IR_TRANSPOSE: emit_matrix(w, i); break;
    case IR_CALL: emit_call(w, i); break;
    case IR_INTRINSIC: spv_emit_intrinsic(w, i); break;
    case IR_ATOMIC: emit_atomic(w, i); break;
    case IR_SPIRV: spv_emit_spirv_inst(w, i); break;
    case IR_BARRIER: emit_barrier(w, i); break;
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER:
    case IR_IMAGE_READ:
    case IR_IMAGE_WRITE:
    case IR_IMAGE_QUERY:
    case IR_IMAGE_TEXEL_POINTER: spv_emit_image(w, i); break;
    case IR_VAR:
    case IR_PHI:
    case IR_BREAK:
    case IR_CONTINUE:
    case IR_RETURN:
    case IR_DISCARD:
    case IR_UNREACHABLE:
    case IR_HANDLE_COHERENT:
    case IR_COUNTER_OF: /* ir_lower_resource_handles resolved it */
    case IR_OP_COUNT: ice(w->c, "%s reached the instruction emitter", ir_op_info[i->op].name);
    }
    spv_vk_no_contraction(w, i);
    /* The source name, unless the result is its operand's own id (an
     * identity conversion) that has a name of its own. */
    if (i->v.name && i->v.type->kind != IRT_VOID) {
        uint32_t id = spv_value_id(w, &i->v);
        if (id && !(i->num_args && spv_value_id(w, i->args[0]) == id))
            spv_name(w, id, i->v.name);
    }
}
