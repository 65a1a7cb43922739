/* ir_lift_spirv: inline SPIR-V for the text targets (MSL, WGSL), which have
 * no raw SPIR-V. An instruction the IR models becomes its IR op, so the
 * source that asked for OpIAdd or GLSL.std.450 Sin compiles to Metal and
 * WebGPU as well; what the IR does not model, or models only with a
 * meaning the target lacks (an atomic with release ordering, a clock), is
 * reported, named from SPIRV-Headers' grammar, with the reason.
 *
 * Lifted here (SPIR-V 3.52, with their Vulkan types: operands of either
 * signedness, as SPIR-V allows, are bitcast to what the IR op takes):
 *   OpNop (nothing)
 *   OpSNegate OpFNegate OpIAdd OpFAdd OpISub OpFSub OpIMul OpFMul OpUDiv
 *   OpSDiv OpFDiv OpUMod OpSRem OpFRem OpVectorTimesScalar OpDot
 *   OpShiftRightLogical OpShiftRightArithmetic OpShiftLeftLogical (amount
 *   masked to the width) OpBitwiseOr OpBitwiseXor OpBitwiseAnd OpNot
 *   OpBitReverse OpBitCount
 *   OpLogicalEqual OpLogicalNotEqual OpLogicalOr OpLogicalAnd OpLogicalNot
 *   OpSelect OpIEqual OpINotEqual OpU/SGreaterThan(Equal) OpU/SLessThan(Equal)
 *   OpFOrd* and OpFUnord* (Equal, NotEqual, LessThan, GreaterThan, ...Equal)
 *   OpIsNan OpIsInf
 *   OpConvertFToU OpConvertFToS OpConvertSToF OpConvertUToF OpUConvert
 *   OpSConvert OpFConvert OpBitcast OpCopyObject (values)
 *   OpCompositeConstruct OpCompositeExtract OpCompositeInsert OpVectorShuffle
 *   OpLoad OpStore (memory operands None, Aligned, Nontemporal)
 *   OpControlBarrier (Workgroup execution scope) OpMemoryBarrier
 * and in ir_lift_spirv_ext.c: GLSL.std.450, OpAtomic*, OpGroupNonUniform*. */
#include "ir_lift_spirv.h"
#include <spirv/unified1/spirv.h>
#include <string.h>
#include "spirv_grammar.h"

/* ---------------------------------------------------------------- operands and builders */

IrValue *lift_fail(Lift *l, const char *why)
{
    if (!l->why)
        l->why = why;
    return NULL;
}

IrValue *lift_arg(Lift *l, uint32_t k)
{
    if (k >= l->s->num_operands || l->s->operands[k].kind != IR_SPV_ARG)
        return NULL;
    return l->at->args[l->s->operands[k].index];
}

bool lift_word(Lift *l, uint32_t k, uint32_t *out)
{
    if (k >= l->s->num_operands || l->s->operands[k].kind != IR_SPV_LITERAL)
        return false;
    *out = l->s->operands[k].words[0];
    return true;
}

bool lift_const(Lift *l, uint32_t k, uint64_t *out)
{
    IrValue *v = lift_arg(l, k);
    if (!v || v->vkind != IRV_CONST || v->type->kind != IRT_INT)
        return false;
    *out = ((IrConst *)v)->u & (v->type->bits == 64 ? ~0ull : 0xffffffffull);
    return true;
}

const IrType *lift_rtype(Lift *l)
{
    return l->at->v.type;
}

IrValue *lift_op(Lift *l, IrOp op, const IrType *t, int n, IrValue *a, IrValue *b, IrValue *c)
{
    IrInst *i = ir_inst_new(l->f, op, t, n);
    IrValue *args[3] = {a, b, c};
    for (int k = 0; k < n; k++)
        i->args[k] = args[k];
    i->loc = l->at->loc;
    ir_inst_insert_before(l->at, i);
    return &i->v;
}

IrValue *lift_intrinsic(Lift *l, IntrinsicId id, const IrType *t, int n, IrValue *a, IrValue *b, IrValue *c)
{
    IrValue *v = lift_op(l, IR_INTRINSIC, t, n, a, b, c);
    ((IrInst *)v)->imm = (uint32_t)id;
    return v;
}

static uint32_t sv_bits(const IrType *t)
{
    return (uint32_t)irt_components(t) * irt_scalar_of(t)->bits;
}

IrValue *lift_as(Lift *l, IrValue *v, const IrType *t)
{
    if (!v || v->type == t)
        return v;
    const IrType *f = v->type;
    bool num = (f->kind == IRT_INT || f->kind == IRT_FLOAT || (f->kind == IRT_VECTOR && !irt_is_bool(f))) &&
               (t->kind == IRT_INT || t->kind == IRT_FLOAT || (t->kind == IRT_VECTOR && !irt_is_bool(t)));
    if (!num || irt_components(f) != irt_components(t) || sv_bits(f) != sv_bits(t))
        return NULL;
    if (v->vkind == IRV_CONST && irt_is_scalar(f) && f->kind == IRT_INT && t->kind == IRT_INT)
        return &ir_const_int(l->m, t, ((IrConst *)v)->u)->v;
    return lift_op(l, IR_BITCAST, t, 1, v, NULL, NULL);
}

const IrType *lift_signed(Lift *l, const IrType *t, bool is_signed)
{
    const IrType *s = irt_scalar_of(t);
    if (s->kind != IRT_INT)
        return t;
    return irt_vector(l->m, irt_int(l->m, s->bits, is_signed), irt_components(t));
}

/* The IR pointer type an inline vk::SpirvOpaqueType<OpTypePointer, SC, T>
 * spells (<vk/spirv.h>'s WorkgroupSpirvPointer<T>), for the storage
 * classes the IR has; NULL otherwise. */
const IrType *lift_pointer_type(IrModule *m, const IrType *t)
{
    if (!t || t->kind != IRT_SPIRV || t->spirv->opcode != SpvOpTypePointer || t->spirv->num_operands != 2 ||
        t->spirv->operands[0].kind != IR_SPV_LITERAL || t->spirv->operands[1].kind != IR_SPV_TYPE)
        return NULL;
    IrAddrSpace space;
    switch (t->spirv->operands[0].words[0]) {
    case SpvStorageClassWorkgroup: space = IRS_WORKGROUP; break;
    case SpvStorageClassStorageBuffer: space = IRS_STORAGE; break;
    case SpvStorageClassPrivate: space = IRS_PRIVATE; break;
    case SpvStorageClassFunction: space = IRS_FUNCTION; break;
    default: return NULL;
    }
    const IrType *elem = t->spirv->operands[1].type;
    return elem && elem->kind != IRT_SPIRV ? irt_pointer(m, elem, space) : NULL;
}

IrValue *lift_u32(Lift *l, uint32_t v)
{
    return &ir_const_uint(l->m, v)->v;
}

IrValue *lift_splat(Lift *l, const IrType *t, uint64_t u, double f)
{
    const IrType *s = irt_scalar_of(t);
    IrConst *k = s->kind == IRT_FLOAT ? ir_const_float(l->m, s, f)
                 : s->kind == IRT_BOOL ? ir_const_bool(l->m, u != 0)
                                       : ir_const_int(l->m, s, u);
    return t->kind == IRT_VECTOR ? &ir_const_splat(l->m, t, k)->v : &k->v;
}

IrValue *lift_lane_index(Lift *l)
{
    IrGlobal *g = NULL;
    for (int i = 0; i < l->m->globals.len && !g; i++) {
        IrGlobal *x = l->m->globals.data[i];
        if (x->space == IRS_INPUT && x->builtin == IRB_SUBGROUP_INVOCATION_ID)
            g = x;
    }
    if (!g) { /* as the front end makes it for WaveGetLaneIndex */
        g = ir_global_new(l->m, "gl_SubgroupInvocationID", irt_int(l->m, 32, false), IRS_INPUT);
        g->builtin = IRB_SUBGROUP_INVOCATION_ID;
        g->location = -1;
        g->set = g->binding = -1;
    }
    return lift_op(l, IR_LOAD, g->pointee, 1, &g->v, NULL, NULL);
}

/* ---------------------------------------------------------------- core opcodes */

static bool is_int_sv(const IrType *t) { return (t->kind == IRT_INT || t->kind == IRT_VECTOR) && irt_is_int(t); }
static bool is_float_sv(const IrType *t) { return (t->kind == IRT_FLOAT || t->kind == IRT_VECTOR) && irt_is_float(t); }
static bool is_bool_sv(const IrType *t) { return (t->kind == IRT_BOOL || t->kind == IRT_VECTOR) && irt_is_bool(t); }

static const char *const TYPES = "its operand types are not the ones SPIR-V gives this opcode";

/* Integer arithmetic on the result type's bits: the operands bitcast to
 * the signedness the op needs (sign 0 unsigned, 1 signed, -1 the result's). */
static IrValue *int_binary(Lift *l, IrOp op, int sign)
{
    const IrType *rt = lift_rtype(l);
    IrValue *a = lift_arg(l, 0), *b = lift_arg(l, 1);
    if (!a || !b || !is_int_sv(rt))
        return lift_fail(l, TYPES);
    const IrType *t = sign < 0 ? rt : lift_signed(l, rt, sign == 1);
    a = lift_as(l, a, t), b = lift_as(l, b, t);
    if (!a || !b)
        return lift_fail(l, TYPES);
    return lift_as(l, lift_op(l, op, t, 2, a, b, NULL), rt);
}

static IrValue *float_binary(Lift *l, IrOp op)
{
    const IrType *rt = lift_rtype(l);
    IrValue *a = lift_arg(l, 0), *b = lift_arg(l, 1);
    if (!a || !b || !is_float_sv(rt) || a->type != rt || b->type != rt)
        return lift_fail(l, TYPES);
    return lift_op(l, op, rt, 2, a, b, NULL);
}

static IrValue *unary(Lift *l, IrOp op, bool (*ok)(const IrType *))
{
    const IrType *rt = lift_rtype(l);
    IrValue *a = lift_as(l, lift_arg(l, 0), rt);
    if (!a || !ok(rt))
        return lift_fail(l, TYPES);
    return lift_op(l, op, rt, 1, a, NULL, NULL);
}

static bool is_num_sv(const IrType *t) { return is_int_sv(t) || is_float_sv(t); }

/* Shifts: SPIR-V leaves an amount of the width or more undefined; WGSL
 * takes it modulo the width and the IR wants it masked (ir.h): so is it. */
static IrValue *shift(Lift *l, IrOp op, int sign)
{
    const IrType *rt = lift_rtype(l);
    IrValue *a = lift_arg(l, 0), *n = lift_arg(l, 1);
    if (!a || !n || !is_int_sv(rt) || !is_int_sv(n->type) || irt_components(n->type) != irt_components(rt))
        return lift_fail(l, TYPES);
    const IrType *t = sign < 0 ? rt : lift_signed(l, rt, sign == 1);
    a = lift_as(l, a, t);
    if (!a)
        return lift_fail(l, TYPES);
    n = lift_op(l, IR_AND, n->type, 2, n, lift_splat(l, n->type, irt_scalar_of(rt)->bits - 1, 0), NULL);
    return lift_as(l, lift_op(l, op, t, 2, a, n, NULL), rt);
}

static IrOp cmp_op(SpvOp op)
{
    switch (op) {
    case SpvOpIEqual: case SpvOpFOrdEqual: case SpvOpLogicalEqual: return IR_EQ;
    case SpvOpINotEqual: case SpvOpFUnordNotEqual: case SpvOpLogicalNotEqual: return IR_NE;
    case SpvOpUGreaterThan: case SpvOpSGreaterThan: case SpvOpFOrdGreaterThan: return IR_GT;
    case SpvOpUGreaterThanEqual: case SpvOpSGreaterThanEqual: case SpvOpFOrdGreaterThanEqual: return IR_GE;
    case SpvOpULessThan: case SpvOpSLessThan: case SpvOpFOrdLessThan: return IR_LT;
    case SpvOpULessThanEqual: case SpvOpSLessThanEqual: case SpvOpFOrdLessThanEqual: return IR_LE;
    default: return IR_OP_COUNT;
    }
}

/* The IR's float compares are ordered, but for != (ir.h: HLSL's meaning);
 * the others are NOT of the ordered opposite. */
static IrValue *compare(Lift *l, SpvOp op)
{
    const IrType *rt = lift_rtype(l);
    IrValue *a = lift_arg(l, 0), *b = lift_arg(l, 1);
    if (!a || !b || !is_bool_sv(rt) || irt_components(rt) != irt_components(a->type))
        return lift_fail(l, TYPES);
    bool is_f = op >= SpvOpFOrdEqual && op <= SpvOpFUnordGreaterThanEqual;
    if (is_f) {
        if (!is_float_sv(a->type) || b->type != a->type)
            return lift_fail(l, TYPES);
        IrValue *gt, *ordered_ne;
        switch (op) {
        case SpvOpFOrdNotEqual: /* neither NaN and not equal */
            /* a > b, then a < b: one statement each, as C leaves the order
             * of a call's arguments open (gcc and clang differ) */
            gt = lift_op(l, IR_GT, rt, 2, a, b, NULL);
            return lift_op(l, IR_OR, rt, 2, lift_op(l, IR_LT, rt, 2, a, b, NULL), gt, NULL);
        case SpvOpFUnordEqual:
            gt = lift_op(l, IR_GT, rt, 2, a, b, NULL);
            ordered_ne = lift_op(l, IR_OR, rt, 2, lift_op(l, IR_LT, rt, 2, a, b, NULL), gt, NULL);
            return lift_op(l, IR_NOT, rt, 1, ordered_ne, NULL, NULL);
        case SpvOpFUnordLessThan: return lift_op(l, IR_NOT, rt, 1, lift_op(l, IR_GE, rt, 2, a, b, NULL), NULL, NULL);
        case SpvOpFUnordGreaterThan: return lift_op(l, IR_NOT, rt, 1, lift_op(l, IR_LE, rt, 2, a, b, NULL), NULL, NULL);
        case SpvOpFUnordLessThanEqual: return lift_op(l, IR_NOT, rt, 1, lift_op(l, IR_GT, rt, 2, a, b, NULL), NULL, NULL);
        case SpvOpFUnordGreaterThanEqual: return lift_op(l, IR_NOT, rt, 1, lift_op(l, IR_LT, rt, 2, a, b, NULL), NULL, NULL);
        default: return lift_op(l, cmp_op(op), rt, 2, a, b, NULL);
        }
    }
    if (op == SpvOpLogicalEqual || op == SpvOpLogicalNotEqual) {
        if (!is_bool_sv(a->type) || b->type != a->type)
            return lift_fail(l, TYPES);
        return lift_op(l, cmp_op(op), rt, 2, a, b, NULL);
    }
    if (!is_int_sv(a->type) || !is_int_sv(b->type))
        return lift_fail(l, TYPES);
    int sign = op == SpvOpIEqual || op == SpvOpINotEqual ? -1
               : (op == SpvOpSGreaterThan || op == SpvOpSGreaterThanEqual || op == SpvOpSLessThan ||
                  op == SpvOpSLessThanEqual);
    const IrType *t = sign < 0 ? a->type : lift_signed(l, a->type, sign == 1);
    a = lift_as(l, a, t), b = lift_as(l, b, t);
    if (!a || !b)
        return lift_fail(l, TYPES);
    return lift_op(l, cmp_op(op), rt, 2, a, b, NULL);
}

/* Conversions: the operand read with the signedness the opcode names,
 * converted to the result's width and kind, then bitcast to the result. */
static IrValue *convert(Lift *l, SpvOp op)
{
    const IrType *rt = lift_rtype(l);
    IrValue *a = lift_arg(l, 0);
    if (!a || !is_num_sv(rt) || irt_components(a->type) != irt_components(rt))
        return lift_fail(l, TYPES);
    bool from_f = is_float_sv(a->type), to_f = is_float_sv(rt);
    switch (op) {
    case SpvOpConvertFToU: case SpvOpConvertFToS:
        if (!from_f || to_f)
            return lift_fail(l, TYPES);
        return lift_as(l, lift_op(l, IR_CONVERT, lift_signed(l, rt, op == SpvOpConvertFToS), 1, a, NULL, NULL), rt);
    case SpvOpConvertSToF: case SpvOpConvertUToF:
        if (from_f || !to_f)
            return lift_fail(l, TYPES);
        return lift_op(l, IR_CONVERT, rt, 1, lift_as(l, a, lift_signed(l, a->type, op == SpvOpConvertSToF)), NULL, NULL);
    case SpvOpUConvert: case SpvOpSConvert: {
        if (from_f || to_f)
            return lift_fail(l, TYPES);
        bool s = op == SpvOpSConvert;
        IrValue *x = lift_as(l, a, lift_signed(l, a->type, s));
        const IrType *t = lift_signed(l, rt, s);
        if (!x)
            return lift_fail(l, TYPES);
        return lift_as(l, x->type == t ? x : lift_op(l, IR_CONVERT, t, 1, x, NULL, NULL), rt);
    }
    case SpvOpFConvert:
        if (!from_f || !to_f)
            return lift_fail(l, TYPES);
        return a->type == rt ? a : lift_op(l, IR_CONVERT, rt, 1, a, NULL, NULL);
    default:
        return lift_fail(l, TYPES);
    }
}

static IrValue *select_op(Lift *l)
{
    const IrType *rt = lift_rtype(l);
    IrValue *c = lift_arg(l, 0), *a = lift_arg(l, 1), *b = lift_arg(l, 2);
    if (!c || !a || !b || a->type != rt || b->type != rt || !is_bool_sv(c->type) ||
        (c->type->kind == IRT_VECTOR && irt_components(c->type) != irt_components(rt)))
        return lift_fail(l, TYPES);
    return lift_op(l, IR_SELECT, rt, 3, c, a, b);
}

/* OpCompositeExtract / Insert: the literal indexes are the IR's path. */
static IrValue *composite_path(Lift *l, IrOp op)
{
    uint32_t first = op == IR_INSERT ? 2 : 1;
    IrValue *comp = lift_arg(l, op == IR_INSERT ? 1 : 0);
    IrValue *part = op == IR_INSERT ? lift_arg(l, 0) : NULL;
    if (!comp || (op == IR_INSERT && !part) || l->s->num_operands <= first)
        return lift_fail(l, TYPES);
    uint32_t n = l->s->num_operands - first;
    uint32_t *lits = ARENA_ARRAY(l->m->arena, uint32_t, n);
    const IrType *t = comp->type;
    for (uint32_t k = 0; k < n; k++) {
        if (!lift_word(l, first + k, &lits[k]))
            return lift_fail(l, "its indexes must be literals (declare them [[vk::ext_literal]])");
        uint32_t count = t->kind == IRT_STRUCT ? t->num_members : t->count;
        if ((t->kind != IRT_VECTOR && t->kind != IRT_MATRIX && t->kind != IRT_ARRAY && t->kind != IRT_STRUCT) ||
            lits[k] >= count)
            return lift_fail(l, "an index is out of range for its composite");
        t = t->kind == IRT_STRUCT ? t->members[lits[k]].type : t->elem;
    }
    if (op == IR_EXTRACT ? t != lift_rtype(l) : (part->type != t || comp->type != lift_rtype(l)))
        return lift_fail(l, TYPES);
    IrValue *r = op == IR_INSERT ? lift_op(l, IR_INSERT, lift_rtype(l), 2, comp, part, NULL)
                                 : lift_op(l, IR_EXTRACT, lift_rtype(l), 1, comp, NULL, NULL);
    ((IrInst *)r)->lits = lits;
    ((IrInst *)r)->num_lits = n;
    return r;
}

static IrValue *construct(Lift *l)
{
    const IrType *rt = lift_rtype(l);
    uint32_t n = l->at->num_args;
    if (n != l->s->num_operands || (rt->kind != IRT_VECTOR && rt->kind != IRT_ARRAY && rt->kind != IRT_STRUCT &&
                                    rt->kind != IRT_MATRIX))
        return lift_fail(l, TYPES);
    IrInst *i = ir_inst_new(l->f, IR_CONSTRUCT, rt, (int)n);
    uint32_t comps = 0;
    for (uint32_t k = 0; k < n; k++) {
        IrValue *v = lift_arg(l, k);
        const IrType *want = rt->kind == IRT_STRUCT ? (k < rt->num_members ? rt->members[k].type : NULL) : rt->elem;
        if (rt->kind == IRT_VECTOR ? irt_scalar_of(v->type) != rt->elem : v->type != want)
            return lift_fail(l, TYPES);
        comps += rt->kind == IRT_VECTOR ? (uint32_t)irt_components(v->type) : 1;
        i->args[k] = v;
    }
    if (comps != (rt->kind == IRT_STRUCT ? rt->num_members : rt->count))
        return lift_fail(l, TYPES);
    i->loc = l->at->loc;
    ir_inst_insert_before(l->at, i);
    return &i->v;
}

static IrValue *shuffle(Lift *l)
{
    const IrType *rt = lift_rtype(l);
    IrValue *a = lift_arg(l, 0), *b = lift_arg(l, 1);
    if (!a || !b || rt->kind != IRT_VECTOR || a->type->kind != IRT_VECTOR || b->type->kind != IRT_VECTOR ||
        a->type->elem != rt->elem || b->type->elem != rt->elem || l->s->num_operands != 2 + rt->count)
        return lift_fail(l, TYPES);
    uint32_t *lits = ARENA_ARRAY(l->m->arena, uint32_t, rt->count);
    for (uint32_t k = 0; k < rt->count; k++)
        if (!lift_word(l, 2 + k, &lits[k]) || lits[k] >= a->type->count + b->type->count)
            return lift_fail(l, "its components must be literals in range (0xFFFFFFFF, undefined, is not lifted)");
    IrValue *r = lift_op(l, IR_SHUFFLE, rt, 2, a, b, NULL);
    ((IrInst *)r)->lits = lits;
    ((IrInst *)r)->num_lits = rt->count;
    return r;
}

/* OpLoad / OpStore through a pointer operand ([[vk::ext_reference]]), with
 * memory operands that change nothing a text target could keep. */
static IrValue *memory(Lift *l, bool store)
{
    IrValue *p = lift_arg(l, 0), *v = store ? lift_arg(l, 1) : NULL;
    uint32_t first = store ? 2 : 1, access = 0;
    if (!p || p->type->kind != IRT_POINTER || (store && (!v || v->type != p->type->elem)) ||
        (!store && p->type->elem != lift_rtype(l)))
        return lift_fail(l, TYPES);
    if (l->s->num_operands > first && !lift_word(l, first, &access))
        return lift_fail(l, "its memory operands must be literals");
    if (access & ~(uint32_t)(SpvMemoryAccessAlignedMask | SpvMemoryAccessNontemporalMask))
        return lift_fail(l, "its memory operands (Volatile, MakePointerAvailable, ...) have no equivalent there; "
                            "only None, Aligned and Nontemporal are lifted");
    if (p->type->space == IRS_HANDLE || p->type->space == IRS_IMAGE)
        return lift_fail(l, "it goes through an image or texel pointer");
    return store ? lift_op(l, IR_STORE, NULL, 2, p, v, NULL) : lift_op(l, IR_LOAD, p->type->elem, 1, p, NULL, NULL);
}

/* OpControlBarrier (execution scope Workgroup) and OpMemoryBarrier: the
 * IR's barrier, with the memory the semantics name. */
static IrValue *barrier(Lift *l, bool control)
{
    uint64_t exec = 0, scope, sem;
    uint32_t k = control ? 1 : 0;
    if ((control && !lift_const(l, 0, &exec)) || !lift_const(l, k, &scope) || !lift_const(l, k + 1, &sem))
        return lift_fail(l, "its scopes and memory semantics must be constants");
    if (control && exec != SpvScopeWorkgroup)
        return lift_fail(l, "only a Workgroup execution scope (GroupMemoryBarrierWithGroupSync & co) is lifted");
    unsigned flags = control ? IR_BARRIER_EXEC : 0;
    if (sem & SpvMemorySemanticsWorkgroupMemoryMask)
        flags |= IR_MEM_WORKGROUP;
    if (sem & (SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsImageMemoryMask))
        flags |= IR_MEM_DEVICE;
    if (!flags)
        return lift_fail(l, "its memory semantics name no memory (WorkgroupMemory, UniformMemory or ImageMemory)");
    IrValue *r = lift_op(l, IR_BARRIER, NULL, 0, NULL, NULL, NULL);
    ((IrInst *)r)->imm = flags;
    return r;
}

static IrValue *core(Lift *l)
{
    SpvOp op = (SpvOp)l->s->opcode;
    const IrType *rt = lift_rtype(l);
    switch (op) {
    case SpvOpNop: return &l->at->v;
    case SpvOpSNegate: {
        IrValue *a = lift_as(l, lift_arg(l, 0), rt);
        return a && is_int_sv(rt) ? lift_op(l, IR_NEG, rt, 1, a, NULL, NULL) : lift_fail(l, TYPES);
    }
    case SpvOpFNegate: return unary(l, IR_NEG, is_float_sv);
    case SpvOpIAdd: return int_binary(l, IR_ADD, -1);
    case SpvOpISub: return int_binary(l, IR_SUB, -1);
    case SpvOpIMul: return int_binary(l, IR_MUL, -1);
    case SpvOpUDiv: return int_binary(l, IR_DIV, 0);
    case SpvOpSDiv: return int_binary(l, IR_DIV, 1);
    case SpvOpUMod: return int_binary(l, IR_REM, 0);
    case SpvOpSRem: return int_binary(l, IR_REM, 1); /* the sign of the dividend: the IR's rem */
    case SpvOpFAdd: return float_binary(l, IR_ADD);
    case SpvOpFSub: return float_binary(l, IR_SUB);
    case SpvOpFMul: return float_binary(l, IR_MUL);
    case SpvOpFDiv: return float_binary(l, IR_DIV);
    case SpvOpFRem: return float_binary(l, IR_REM);
    case SpvOpVectorTimesScalar: {
        IrValue *v = lift_arg(l, 0), *s = lift_arg(l, 1);
        if (!v || !s || v->type != rt || rt->kind != IRT_VECTOR || s->type != rt->elem || !is_float_sv(rt))
            return lift_fail(l, TYPES);
        return lift_op(l, IR_MUL, rt, 2, v, lift_op(l, IR_SPLAT, rt, 1, s, NULL, NULL), NULL);
    }
    case SpvOpDot: {
        IrValue *a = lift_arg(l, 0), *b = lift_arg(l, 1);
        if (!a || !b || a->type != b->type || a->type->kind != IRT_VECTOR || !is_float_sv(a->type) ||
            rt != a->type->elem)
            return lift_fail(l, TYPES);
        return lift_op(l, IR_DOT, rt, 2, a, b, NULL);
    }
    case SpvOpShiftRightLogical: return shift(l, IR_SHR, 0);
    case SpvOpShiftRightArithmetic: return shift(l, IR_SHR, 1);
    case SpvOpShiftLeftLogical: return shift(l, IR_SHL, -1);
    case SpvOpBitwiseOr: return int_binary(l, IR_OR, -1);
    case SpvOpBitwiseXor: return int_binary(l, IR_XOR, -1);
    case SpvOpBitwiseAnd: return int_binary(l, IR_AND, -1);
    case SpvOpNot: return unary(l, IR_NOT, is_int_sv);
    case SpvOpBitReverse: case SpvOpBitCount: {
        IrValue *a = lift_arg(l, 0);
        if (!a || !is_int_sv(a->type) || !is_int_sv(rt) || irt_components(a->type) != irt_components(rt))
            return lift_fail(l, TYPES);
        if (irt_scalar_of(a->type)->bits != 32 || irt_scalar_of(rt)->bits != 32)
            return lift_fail(l, "reversebits and countbits take 32-bit integers there (as Vulkan's SPIR-V does)");
        if (op == SpvOpBitReverse)
            return lift_as(l, lift_intrinsic(l, INTR_REVERSEBITS, a->type, 1, a, NULL, NULL), rt);
        const IrType *u = lift_signed(l, a->type, false);
        return lift_as(l, lift_intrinsic(l, INTR_COUNTBITS, u, 1, a, NULL, NULL), rt);
    }
    case SpvOpLogicalOr: case SpvOpLogicalAnd: {
        IrValue *a = lift_arg(l, 0), *b = lift_arg(l, 1);
        if (!a || !b || a->type != rt || b->type != rt || !is_bool_sv(rt))
            return lift_fail(l, TYPES);
        return lift_op(l, op == SpvOpLogicalOr ? IR_OR : IR_AND, rt, 2, a, b, NULL);
    }
    case SpvOpLogicalNot: return unary(l, IR_NOT, is_bool_sv);
    case SpvOpSelect: return select_op(l);
    case SpvOpIsNan: case SpvOpIsInf: {
        IrValue *a = lift_arg(l, 0);
        if (!a || !is_float_sv(a->type) || !is_bool_sv(rt) || irt_components(rt) != irt_components(a->type))
            return lift_fail(l, TYPES);
        return lift_intrinsic(l, op == SpvOpIsNan ? INTR_ISNAN : INTR_ISINF, rt, 1, a, NULL, NULL);
    }
    case SpvOpBitcast: {
        IrValue *a = lift_arg(l, 0);
        IrValue *r = a && is_num_sv(rt) && is_num_sv(a->type) && sv_bits(a->type) == sv_bits(rt)
                         ? (a->type == rt ? a : lift_op(l, IR_BITCAST, rt, 1, a, NULL, NULL))
                         : NULL;
        return r ? r : lift_fail(l, "its operand and result differ in size, or one is a pointer");
    }
    case SpvOpCopyObject: {
        /* Of a pointer (GetGroupSharedAddress): the instructions using the
         * copy use the place itself; one the IR cannot follow (a call, a
         * phi) keeps the inline type, which is reported. */
        IrValue *a = lift_arg(l, 0);
        if (!a || (a->type != rt && a->type != lift_pointer_type(l->m, rt)))
            return lift_fail(l, TYPES);
        return a;
    }
    case SpvOpCompositeConstruct: return construct(l);
    case SpvOpCompositeExtract: return composite_path(l, IR_EXTRACT);
    case SpvOpCompositeInsert: return composite_path(l, IR_INSERT);
    case SpvOpVectorShuffle: return shuffle(l);
    case SpvOpLoad: return memory(l, false);
    case SpvOpStore: return memory(l, true);
    case SpvOpControlBarrier: return barrier(l, true);
    case SpvOpMemoryBarrier: return barrier(l, false);
    case SpvOpReadClockKHR:
        return lift_fail(l, l->target == IR_LIFT_WGSL ? "WGSL has no shader clock"
                                                      : "the Metal Shading Language (2.4) has no shader clock");
    default:
        if (op >= SpvOpIEqual && op <= SpvOpFUnordGreaterThanEqual)
            return compare(l, op);
        if (op == SpvOpLogicalEqual || op == SpvOpLogicalNotEqual)
            return compare(l, op);
        if (op >= SpvOpConvertFToU && op <= SpvOpFConvert)
            return convert(l, op);
        if (op >= SpvOpAtomicLoad && op <= SpvOpAtomicXor)
            return lift_atomic(l);
        if (op >= SpvOpGroupNonUniformElect && op <= SpvOpGroupNonUniformQuadSwap)
            return lift_group(l);
        return NULL;
    }
}

/* ---------------------------------------------------------------- the pass */

/* Execution modes that only hint: a target without them loses nothing. */
static bool hint_mode(uint32_t mode)
{
    return mode == SpvExecutionModeLocalSizeHint || mode == SpvExecutionModeLocalSizeHintId ||
           mode == SpvExecutionModeSubgroupUniformControlFlowKHR;
}

typedef struct Pass {
    IrModule *m;
    IrLiftTarget target;
    IrFunction *f;
    int errors;
    VEC(const IrType *) reported_types;
} Pass;

static void report_inst(Pass *p, IrInst *i, const IrSpirvInst *s, const char *why)
{
    const char *name = ir_spirv_inst_name(p->m, s);
    const char *from = s->name ? s->name : "?";
    if (s->set && !strcmp(s->set, "NonSemantic.DebugPrintf") && !strcmp(from, "printf")) {
        /* HLSL's printf (lower_classic_intrinsics.c), not inline SPIR-V: say so */
        diag(p->m->c, i->loc, p->target == IR_LIFT_WGSL ? D_WGSL_PRINTF : D_MSL_PRINTF);
        p->errors++;
        return;
    }
    if (!why)
        why = "Prism lifts core arithmetic, bit, comparison, conversion, composite and memory opcodes, "
              "GLSL.std.450, OpAtomic* on buffers and groupshared memory, OpGroupNonUniform* at Subgroup scope "
              "and barriers to the text targets (docs/inline-spirv.md); use this instruction in SPIR-V output only";
    diag(p->m->c, i->loc, p->target == IR_LIFT_WGSL ? D_WGSL_INLINE_INST : D_MSL_INLINE_INST, name, from, why);
    p->errors++;
}

static const IrType *spirv_in(const IrType *t);

/* An instruction on inline SPIR-V types: the type is what the target
 * lacks (reported once, by types_block). */
static bool on_spirv_types(IrModule *m, const IrInst *i, const IrSpirvInst *s)
{
    bool pointer_copy = s->kind == IR_SPV_CORE && s->opcode == SpvOpCopyObject && lift_pointer_type(m, i->v.type);
    if (spirv_in(i->v.type) && !pointer_copy)
        return true;
    for (uint32_t k = 0; k < i->num_args; k++)
        if (i->args[k] && spirv_in(i->args[k]->type))
            return true;
    return false;
}

/* The constant a literal operand's words spell, as parameter type t. */
static IrValue *literal_value(IrModule *m, const IrSpirvOperand *o, const IrType *t)
{
    uint64_t u = o->words[0] | (o->num_words > 1 ? (uint64_t)o->words[1] << 32 : 0);
    if (t->kind == IRT_BOOL)
        return &ir_const_bool(m, u != 0)->v;
    if (t->kind == IRT_INT)
        return &ir_const_int(m, t, u)->v;
    if (t->kind != IRT_FLOAT)
        return NULL;
    double f;
    if (t->bits == 64) {
        memcpy(&f, &u, 8);
    } else {
        float h;
        uint32_t w = (uint32_t)u;
        memcpy(&h, &w, 4);
        f = h;
    }
    return &ir_const_float(m, t, f)->v;
}

/* An instruction the target cannot have, whose declaration has a body
 * (DXC allows one, and ignores it): a call of the body, the operands its
 * arguments in order (a [[vk::ext_reference]] operand read, a literal the
 * constant it spells). NULL when an operand does not fit its parameter. */
static IrValue *fallback_call(Lift *l)
{
    IrFunction *g = l->s->fallback;
    if (!g || g->num_params != l->s->num_operands || g->ret != lift_rtype(l))
        return NULL;
    IrValue **args = ARENA_ARRAY(l->m->arena, IrValue *, g->num_params + 1);
    for (uint32_t k = 0; k < g->num_params; k++) {
        const IrType *pt = g->params[k]->v.type;
        const IrSpirvOperand *o = &l->s->operands[k];
        IrValue *v = o->kind == IR_SPV_ARG ? lift_arg(l, k)
                     : o->kind == IR_SPV_CONST ? &o->konst->v
                     : o->kind == IR_SPV_LITERAL ? literal_value(l->m, o, pt)
                                                 : NULL;
        if (v && v->type->kind == IRT_POINTER && pt->kind != IRT_POINTER && v->type->elem == pt)
            v = lift_op(l, IR_LOAD, pt, 1, v, NULL, NULL); /* a reference operand: its value */
        if (!v || v->type != pt)
            return NULL;
        args[k] = v;
    }
    IrInst *call = ir_inst_new(l->f, IR_CALL, g->ret, (int)g->num_params + 1);
    call->args[0] = &g->v;
    for (uint32_t k = 0; k < g->num_params; k++)
        call->args[k + 1] = args[k];
    call->callee = g;
    call->loc = l->at->loc;
    ir_inst_insert_before(l->at, call);
    return &call->v;
}

static void lift_block(IrBlock *b, void *user)
{
    Pass *p = user;
    for (IrInst *i = b->first, *next; i; i = next) {
        next = i->next;
        const IrSpirvInst *s = ir_spirv_inst(p->m, i);
        if (!s || on_spirv_types(p->m, i, s))
            continue;
        if (s->kind == IR_SPV_EXECUTION_MODE || s->kind == IR_SPV_EXECUTION_MODE_ID) {
            if (hint_mode(s->opcode))
                ir_inst_remove(i);
            else
                report_inst(p, i, s, "an execution mode that changes what the shader does has no equivalent there "
                                     "(only LocalSizeHint and SubgroupUniformControlFlowKHR, which hint, are dropped)");
            continue;
        }
        Lift l = {p->m, p->f, i, s, p->target, NULL};
        IrInst *before = i->prev;
        IrValue *r = s->kind == IR_SPV_CORE ? core(&l)
                     : s->set && strcmp(s->set, "GLSL.std.450") == 0 ? lift_glsl(&l)
                                                                      : NULL;
        if (!r) {
            /* what a lift that gave up had built already goes */
            while (i->prev != before)
                ir_inst_remove(i->prev);
            r = fallback_call(&l);
        }
        if (!r) {
            while (i->prev != before)
                ir_inst_remove(i->prev);
            if (!l.why && s->kind == IR_SPV_EXT_INST)
                l.why = "Prism lifts GLSL.std.450 only of the extended instruction sets";
            report_inst(p, i, s, l.why);
            continue;
        }
        if (r != &i->v && i->v.type->kind != IRT_VOID)
            ir_replace_uses(p->f, &i->v, r);
        ir_inst_remove(i);
    }
}

/* Inline SPIR-V types, anywhere in t. */
static const IrType *spirv_in(const IrType *t)
{
    for (; t; t = t->elem) {
        if (t->kind == IRT_SPIRV)
            return t;
        if (t->kind == IRT_STRUCT)
            for (uint32_t k = 0; k < t->num_members; k++) {
                const IrType *s = spirv_in(t->members[k].type);
                if (s)
                    return s;
            }
        if (t->kind == IRT_FUNCTION || t->kind == IRT_STRUCT)
            return NULL;
    }
    return NULL;
}

/* Decorations that only promise or hint: dropping them keeps the meaning. */
/* Decorations the text targets may drop: hints, and NonWritable /
 * NonReadable (SPIR-V 3.20: the module does not write / read the memory;
 * a promise about the code, which the code keeps whatever the target). */
static bool hint_decoration(uint32_t d)
{
    return d == SpvDecorationRelaxedPrecision || d == SpvDecorationRestrict || d == SpvDecorationNonUniform ||
           d == SpvDecorationNonWritable || d == SpvDecorationNonReadable;
}

/* One decoration a target cannot keep (a global's or a field's). */
static void report_decoration(Pass *p, const char *name, const IrSpirvDecoration *d)
{
    if (hint_decoration(d->decoration))
        return;
    diag(p->m->c, d->loc, p->target == IR_LIFT_WGSL ? D_WGSL_INLINE_VAR : D_MSL_INLINE_VAR, name,
         arena_printf(p->m->arena, "the decoration %s (vk::ext_decorate%s)", ir_spirv_decoration_name(p->m, d->decoration),
                      d->form == IR_SPV_DECORATE_ID ? "_id" : d->form == IR_SPV_DECORATE_STRING ? "_string" : ""),
         " (RelaxedPrecision, Restrict, NonUniform, NonWritable and NonReadable, which hint or promise, are dropped)");
    p->errors++;
}

/* The fields of the structs in t with decorations, each struct once. */
static void report_members(Pass *p, const IrType *t)
{
    for (; t && t->kind != IRT_STRUCT; t = t->kind == IRT_FUNCTION || t->kind == IRT_SPIRV ? NULL : t->elem)
        ;
    if (!t)
        return;
    for (int k = 0; k < p->reported_types.len; k++)
        if (p->reported_types.data[k] == t)
            return;
    vec_push(p->m->arena, &p->reported_types, t);
    for (uint32_t k = 0; k < t->num_members; k++) {
        const IrSpirvGlobal *s = t->member_spirv ? t->member_spirv[k] : NULL;
        for (uint32_t d = 0; s && d < s->num_decorations; d++)
            report_decoration(p, t->members[k].name ? t->members[k].name : "?", &s->decorations[d]);
        report_members(p, t->members[k].type);
    }
}

static void report_type(Pass *p, const IrType *t, SrcLoc loc)
{
    report_members(p, t);
    const IrType *s = spirv_in(t);
    if (!s)
        return;
    for (int k = 0; k < p->reported_types.len; k++)
        if (p->reported_types.data[k] == s)
            return;
    vec_push(p->m->arena, &p->reported_types, s);
    diag(p->m->c, loc.line ? loc : s->spirv->loc, p->target == IR_LIFT_WGSL ? D_WGSL_INLINE_TYPE : D_MSL_INLINE_TYPE,
         s->spirv->name ? s->spirv->name : ir_spirv_type_name(p->m, s->spirv));
    p->errors++;
}

static void types_block(IrBlock *b, void *user)
{
    Pass *p = user;
    IR_FOR_EACH_INST(b, i)
    {
        const IrSpirvGlobal *local = ir_spirv_local(p->m, i);
        for (uint32_t k = 0; local && k < local->num_decorations; k++)
            report_decoration(p, i->v.name ? i->v.name : "?", &local->decorations[k]);
        report_type(p, i->v.type, i->loc);
        for (uint32_t k = 0; k < i->num_args; k++)
            if (i->args[k])
                report_type(p, i->args[k]->type, i->loc);
    }
}

static void check_global(Pass *p, IrGlobal *g)
{
    report_type(p, g->pointee, g->spirv ? g->spirv->loc : (SrcLoc){0, 0, 0});
    const IrSpirvGlobal *s = g->spirv;
    if (!s)
        return;
    DiagId id = p->target == IR_LIFT_WGSL ? D_WGSL_INLINE_VAR : D_MSL_INLINE_VAR;
    const char *name = g->v.name ? g->v.name : "?";
    if (s->builtin >= 0) {
        /* a stage variable (it has a semantic) is one by [[vk::ext_decorate(BuiltIn, B)]] */
        const char *how = g->semantic ? "vk::ext_decorate" : g->space == IRS_OUTPUT ? "vk::ext_builtin_output"
                                                                                  : "vk::ext_builtin_input";
        diag(p->m->c, s->loc, id, name,
             arena_printf(p->m->arena, "%s (%s)", ir_spirv_builtin_name(p->m, (uint32_t)s->builtin), how),
             g->space == IRS_INPUT ? "; the built-ins the targets share are SV_ semantics and the vk::ext_builtin_input "
                                     "of NumWorkgroups, WorkgroupId, LocalInvocationId, GlobalInvocationId, "
                                     "LocalInvocationIndex, SubgroupSize, SubgroupLocalInvocationId, VertexIndex "
                                     "and InstanceIndex with their HLSL types"
                                   : "");
        p->errors++;
    }
    for (uint32_t k = 0; k < s->num_decorations; k++)
        report_decoration(p, name, &s->decorations[k]);
}

bool ir_lift_spirv(IrModule *m, IrLiftTarget target)
{
    if (!m->spirv)
        return true;
    Pass p = {m, target, NULL, 0, {0}};
    for (int g = 0; g < m->globals.len; g++)
        check_global(&p, m->globals.data[g]);
    for (int k = 0; k < m->functions.len; k++) {
        p.f = m->functions.data[k];
        ir_walk_blocks(&p.f->body, lift_block, &p);
    }
    for (int k = 0; k < m->functions.len; k++) {
        IrFunction *f = m->functions.data[k];
        for (uint32_t a = 0; a < f->num_params; a++) {
            report_type(&p, f->params[a]->v.type, (SrcLoc){0, 0, 0});
            for (uint32_t k = 0; f->params[a]->spirv && k < f->params[a]->spirv->num_decorations; k++)
                report_decoration(&p, f->params[a]->v.name ? f->params[a]->v.name : "?",
                                  &f->params[a]->spirv->decorations[k]);
        }
        report_type(&p, f->ret, (SrcLoc){0, 0, 0});
        ir_walk_blocks(&f->body, types_block, &p);
    }
    return p.errors == 0;
}
