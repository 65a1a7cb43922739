/* Intrinsics at widths and shapes a target lacks, given what HLSL means by
 * them (lower_widened, called for every LOWER_INTRINSIC row; NULL: nothing
 * special, the row's own instruction takes these types):
 *
 * countbits, reversebits, firstbithigh and firstbitlow at every integer
 * width HLSL takes (16, 32 and 64 bits), as 32-bit operations.
 * Vulkan takes OpBitCount and OpBitReverse only on 32-bit integers
 * (VUID-StandaloneSpirv-Base-04781), and GLSL.std.450 FindILsb, FindSMsb
 * and FindUMsb only on 32-bit ones (their result has the operand's width);
 * WGSL has no 16- or 64-bit integers, and Metal's clz/ctz count within the
 * operand's own width. So every target gets the 32-bit forms:
 *   16 bits  the operand is widened: zero-extended for counting, reversing
 *            and firstbitlow, sign-extended for firstbithigh of a signed
 *            value (FindSMsb on the widened value finds the same bit);
 *            reversebits(x) = reverse32(x) >> 16, back to 16 bits.
 *   64 bits  the operand is split into its low and high words:
 *            countbits   = count(lo) + count(hi)
 *            reversebits = reverse(lo) << 32 | reverse(hi)
 *            firstbitlow = lo != 0 ? lsb(lo) : hi != 0 ? 32 + lsb(hi) : ~0
 *            firstbithigh (unsigned) = hi != 0 ? 32 + msb(hi) : msb(lo)
 *            firstbithigh (signed): of x < 0 ? ~x : x, unsigned (FindSMsb's
 *            definition: the highest bit that differs from the sign bit)
 *   32 bits  countbits of a signed value counts its bits as a uint (WGSL's
 *            countOneBits keeps the operand's type; HLSL answers a uint).
 * Results are DXC's: countbits and firstbit* give uint (32-bit) in the
 * operand's shape, 0xFFFFFFFF when no bit is found; reversebits gives the
 * operand's type. Matrices go row by row.
 *
 * Derivatives (ddx, ddy, their _coarse and _fine forms, fwidth) of 16-bit
 * floats: Vulkan's OpDPdx* and OpFwidth* take 32-bit floats only (their
 * result "component width must be 32 bits"), WGSL's dpdx and fwidth f32
 * only; the value is widened to float, differentiated and rounded back,
 * on every target (D3D computes derivatives in 32 bits too).
 *
 * normalize, reflect, refract and faceforward of scalars:
 * lower_scalar_geometry.c. */
#include "lower_internal.h"

static const IrType *shaped(Lower *L, const IrType *scalar, const IrType *like)
{
    return irt_vector(L->m, scalar, irt_components(like));
}

static IrValue *k_u32(Lower *L, const IrType *like, uint32_t v)
{
    return lx_scalar_const(L, shaped(L, irt_int(L->m, 32, false), like), (double)v, v);
}

static IrValue *intr(Lower *L, int id, const IrType *t, IrValue *x)
{
    return ir_build_intrinsic(&L->b, id, t, &x, 1);
}

static IrValue *select3(Lower *L, IrValue *c, IrValue *a, IrValue *b)
{
    IrValue *args[3] = {c, a, b};
    return &ir_build(&L->b, IR_SELECT, a->type, args, 3)->v;
}

static IrValue *nonzero(Lower *L, IrValue *x)
{
    return lx_op2(L, IR_NE, shaped(L, irt_bool(L->m), x->type), x, k_u32(L, x->type, 0));
}

/* x as unsigned bits of its own width (a bitcast of a signed value). */
static IrValue *as_unsigned(Lower *L, IrValue *x)
{
    const IrType *s = irt_scalar_of(x->type);
    if (!s->is_signed)
        return x;
    return lx_op1(L, IR_BITCAST, shaped(L, irt_int(L->m, s->bits, false), x->type), x);
}

/* The low and high 32-bit words of a 64-bit value. */
static void split64(Lower *L, IrValue *x, IrValue **lo, IrValue **hi)
{
    IrValue *u = as_unsigned(L, x);
    const IrType *u32 = shaped(L, irt_int(L->m, 32, false), x->type);
    IrValue *k32 = lx_scalar_const(L, u->type, 32.0, 32);
    *lo = lx_op1(L, IR_CONVERT, u32, u);
    *hi = lx_op1(L, IR_CONVERT, u32, lx_op2(L, IR_SHR, u->type, u, k32));
}

/* firstbitlow / firstbithigh (unsigned) of a 64-bit value as its words. */
static IrValue *first_bit64(Lower *L, int id, IrValue *lo, IrValue *hi)
{
    const IrType *u32 = lo->type;
    IrValue *k32 = k_u32(L, u32, 32);
    if (id == INTR_FIRSTBITLOW) {
        IrValue *in_hi = lx_op2(L, IR_ADD, u32, intr(L, id, u32, hi), k32);
        IrValue *none = k_u32(L, u32, 0xFFFFFFFFu);
        /* the operands the last first (gcc's order; C leaves it open) */
        IrValue *high = select3(L, nonzero(L, hi), in_hi, none), *low = intr(L, id, u32, lo);
        return select3(L, nonzero(L, lo), low, high);
    }
    IrValue *in_hi = lx_op2(L, IR_ADD, u32, intr(L, id, u32, hi), k32);
    IrValue *low = intr(L, id, u32, lo); /* before the test: gcc's order (C leaves it open) */
    return select3(L, nonzero(L, hi), in_hi, low);
}

static IrValue *bits64(Lower *L, int id, IrValue *x, const IrType *rt)
{
    IrModule *m = L->m;
    const IrType *t = x->type, *s = irt_scalar_of(t);
    if (id == INTR_FIRSTBITHIGH && s->is_signed) {
        /* x < 0 ? ~x : x, then as unsigned */
        IrValue *zero = lx_scalar_const(L, t, 0.0, 0);
        IrValue *neg = lx_op2(L, IR_LT, shaped(L, irt_bool(m), t), x, zero);
        x = select3(L, neg, lx_op1(L, IR_NOT, t, x), x);
    }
    IrValue *lo, *hi;
    split64(L, x, &lo, &hi);
    const IrType *u32 = lo->type;
    switch (id) {
    case INTR_COUNTBITS:
    { /* the high word first: gcc's order (C leaves a call's argument order open) */
        IrValue *count_hi = intr(L, id, u32, hi);
        return lx_op2(L, IR_ADD, u32, intr(L, id, u32, lo), count_hi);
    }
    case INTR_REVERSEBITS: {
        const IrType *u64 = shaped(L, irt_int(m, 64, false), t);
        IrValue *k32 = lx_scalar_const(L, u64, 32.0, 32);
        IrValue *high = lx_op2(L, IR_SHL, u64, lx_op1(L, IR_CONVERT, u64, intr(L, id, u32, lo)), k32);
        IrValue *low = lx_op1(L, IR_CONVERT, u64, intr(L, id, u32, hi));
        IrValue *r = lx_op2(L, IR_OR, u64, high, low);
        return r->type == rt ? r : lx_op1(L, IR_BITCAST, rt, r);
    }
    default:
        return first_bit64(L, id, lo, hi);
    }
}

static IrValue *bits16(Lower *L, int id, IrValue *x, const IrType *rt)
{
    IrModule *m = L->m;
    const IrType *t = x->type, *s = irt_scalar_of(t);
    const IrType *u32 = shaped(L, irt_int(m, 32, false), t);
    if (id == INTR_FIRSTBITHIGH && s->is_signed) {
        const IrType *i32 = shaped(L, irt_int(m, 32, true), t);
        return intr(L, id, rt, lx_op1(L, IR_CONVERT, i32, x)); /* sign-extended */
    }
    IrValue *w = lx_op1(L, IR_CONVERT, u32, as_unsigned(L, x)); /* zero-extended */
    if (id != INTR_REVERSEBITS)
        return intr(L, id, rt, w);
    IrValue *r = lx_op2(L, IR_SHR, u32, intr(L, id, u32, w), k_u32(L, u32, 16));
    const IrType *u16 = shaped(L, irt_int(m, 16, false), t);
    r = lx_op1(L, IR_CONVERT, u16, r);
    return r->type == rt ? r : lx_op1(L, IR_BITCAST, rt, r);
}

static IrValue *bit_intrinsic(Lower *L, int id, IrValue *x, const IrType *rt)
{
    const IrType *s = irt_scalar_of(x->type);
    if (s->bits == 64)
        return bits64(L, id, x, rt);
    if (s->bits == 16)
        return bits16(L, id, x, rt);
    if (id == INTR_COUNTBITS)
        x = as_unsigned(L, x);
    return intr(L, id, rt, x);
}

const Type *lower_shape_of(Lower *L, const Type *t, ScalarKind k)
{
    if (t->kind == TY_MATRIX)
        return type_matrix(L->tt, k, t->rows, t->cols);
    if (t->kind == TY_VECTOR)
        return type_vector(L->tt, k, t->cols);
    return type_scalar(L->tt, k);
}

static const IrType *plain(Lower *L, const Type *t)
{
    return layout_type(L, t, LAYOUT_NONE, false);
}

static bool is_one_component(const Type *t)
{
    return t->kind == TY_SCALAR || (t->kind == TY_VECTOR && t->cols == 1) ||
           (t->kind == TY_MATRIX && t->rows == 1 && t->cols == 1);
}

IrValue *lower_widened(Lower *L, int id, IrValue **a, const Type **ts, const Type *rt)
{
    const Type *t = ts[0];
    switch (id) {
    case INTR_COUNTBITS:
    case INTR_REVERSEBITS:
    case INTR_FIRSTBITHIGH:
    case INTR_FIRSTBITLOW: {
        const IrType *irt = plain(L, rt);
        if (!lx_is_real_matrix(t))
            return bit_intrinsic(L, id, a[0], irt);
        IrValue *rows[4];
        for (int r = 0; r < t->rows; r++)
            rows[r] = bit_intrinsic(L, id, lx_mat_row(L, a[0], t, r), plain(L, lx_vec_type(L, rt, rt->cols)));
        return lx_mat_build(L, rt, rows);
    }
    case INTR_NORMALIZE:
    case INTR_REFLECT:
    case INTR_REFRACT:
    case INTR_FACEFORWARD:
        return is_one_component(t) ? lower_scalar_geometry(L, id, a, plain(L, t)) : NULL;
    default:
        break;
    }
    if (!(intrinsic_info[id].flags & INF_DERIVATIVE) || irt_scalar_of(plain(L, t))->bits != 16)
        return NULL;
    const Type *ft = lower_shape_of(L, t, SC_FLOAT);
    IrValue *w = lower_convert(L, a[0], t, ft);
    const IrType *fvt = plain(L, ft);
    IrValue *d;
    if (lx_is_real_matrix(ft)) {
        IrValue *rows[4];
        for (int r = 0; r < ft->rows; r++) {
            IrValue *row = lx_mat_row(L, w, ft, r);
            rows[r] = ir_build_intrinsic(&L->b, id, row->type, &row, 1);
        }
        d = lx_mat_build(L, ft, rows);
    } else {
        d = ir_build_intrinsic(&L->b, id, fvt, &w, 1);
    }
    return lower_convert(L, d, ft, rt);
}
