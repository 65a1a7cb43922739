/* normalize, reflect, refract and faceforward of scalars (HLSL takes
 * float_like<c>, so a scalar is a 1-vector): MSL's and WGSL's functions of
 * these names take vectors only (MSL 2.4 6.6, WGSL 17.5), so every target
 * gets the definitions themselves, with dot(a, b) = a * b:
 *   normalize(x)         = x / abs(x)
 *   reflect(i, n)        = i - 2 * (n * i) * n
 *   refract(i, n, eta)   = k < 0 ? 0 : eta * i - (eta * d + sqrt(k)) * n,
 *                          d = n * i, k = 1 - eta * eta * (1 - d * d)
 *   faceforward(n, i, g) = g * i < 0 ? n : -n
 * (the GLSL.std.450 definitions that SPIR-V's instructions follow). */
#include "lower_internal.h"

static IrValue *op(Lower *L, IrOp o, IrValue *a, IrValue *b)
{
    return lx_op2(L, o, a->type, a, b);
}

static IrValue *select3(Lower *L, IrValue *c, IrValue *a, IrValue *b)
{
    IrValue *args[3] = {c, a, b};
    return &ir_build(&L->b, IR_SELECT, a->type, args, 3)->v;
}

IrValue *lower_scalar_geometry(Lower *L, int id, IrValue **a, const IrType *t)
{
    const IrType *bt = irt_bool(L->m);
    IrValue *zero = lx_scalar_const(L, t, 0.0, 0);
    switch (id) {
    case INTR_NORMALIZE:
        return op(L, IR_DIV, a[0], ir_build_intrinsic(&L->b, INTR_ABS, t, a, 1));
    case INTR_REFLECT: {
        IrValue *d2 = op(L, IR_MUL, lx_scalar_const(L, t, 2.0, 2), op(L, IR_MUL, a[1], a[0]));
        return op(L, IR_SUB, a[0], op(L, IR_MUL, d2, a[1]));
    }
    case INTR_REFRACT: {
        IrValue *i = a[0], *n = a[1], *eta = a[2];
        IrValue *one = lx_scalar_const(L, t, 1.0, 1);
        IrValue *d = op(L, IR_MUL, n, i);
        /* operands one statement each, the last first: C leaves the order of a call's arguments open (gcc and clang differ) */
        IrValue *one_dd = op(L, IR_SUB, one, op(L, IR_MUL, d, d));
        IrValue *k = op(L, IR_SUB, one, op(L, IR_MUL, op(L, IR_MUL, eta, eta), one_dd));
        /* sqrt of max(k, 0): never of a negative (WGSL's const-evaluation
         * rejects one) and the same where it is taken */
        IrValue *mk[2] = {k, zero};
        IrValue *kpos = ir_build_intrinsic(&L->b, INTR_MAX, t, mk, 2);
        IrValue *root = ir_build_intrinsic(&L->b, INTR_SQRT, t, &kpos, 1);
        IrValue *along_n = op(L, IR_MUL, op(L, IR_ADD, op(L, IR_MUL, eta, d), root), n); /* the last first */
        IrValue *r = op(L, IR_SUB, op(L, IR_MUL, eta, i), along_n);
        return select3(L, lx_op2(L, IR_LT, bt, k, zero), zero, r);
    }
    default: { /* INTR_FACEFORWARD */
        IrValue *back = lx_op2(L, IR_LT, bt, op(L, IR_MUL, a[2], a[1]), zero);
        return select3(L, back, a[0], lx_op1(L, IR_NEG, t, a[0]));
    }
    }
}
