/* The intrinsics that reinterpret bits component by component, at every
 * shape HLSL takes (matrices row by row): f32tof16 / f16tof32 (through
 * GLSL.std.450 PackHalf2x16 / UnpackHalf2x16, as lower_intrinsics.c's
 * header says), asdouble(lo, hi) and asuint(d, out lo, out hi) (each
 * double as a uint2 of its low and high words, OpBitcast). */
#include "lower_internal.h"

/* The IR type of a value of HLSL type t; the vector of a matrix row. */
static const IrType *vt(Lower *L, const Type *t)
{
    return layout_type(L, t, LAYOUT_NONE, false);
}

static const Type *row_type(Lower *L, const Type *t)
{
    return lx_vec_type(L, t, t->cols);
}

/* f32tof16 / f16tof32, per component (see the header comment); matrices
 * row by row. */
IrValue *lower_half_pack(Lower *L, int id, IrValue *v, const Type *t, const Type *rt)
{
    if (lx_is_real_matrix(t)) {
        IrValue *rows[4];
        for (int r = 0; r < t->rows; r++)
            rows[r] = lower_half_pack(L, id, lx_mat_row(L, v, t, r), row_type(L, t), row_type(L, rt));
        return lx_mat_build(L, rt, rows);
    }
    int n = type_component_count(t);
    IrModule *m = L->m;
    const IrType *f32 = irt_float(m, 32), *u32 = irt_int(m, 32, false), *v2 = irt_vector(m, f32, 2);
    IrValue *parts[4];
    for (int i = 0; i < n; i++) {
        IrValue *c = n == 1 ? v : lx_extract(L, v, (uint32_t)i);
        if (c->type->relaxed) /* min16float, min16uint: the instruction takes plain 32 bits */
            c = lx_op1(L, IR_CONVERT, id == INTR_F32TOF16 ? f32 : u32, c);
        if (id == INTR_F32TOF16) {
            IrValue *pair[2] = {c, lx_scalar_const(L, f32, 0.0, 0)};
            IrValue *vec = lx_construct(L, v2, pair, 2);
            parts[i] = ir_build_intrinsic(&L->b, id, u32, &vec, 1);
        } else {
            IrValue *pair = ir_build_intrinsic(&L->b, id, v2, &c, 1);
            parts[i] = lx_extract(L, pair, 0);
        }
    }
    return n == 1 ? parts[0] : lx_construct(L, vt(L, rt), parts, n);
}

/* asdouble(lo, hi): each component pair as uint2, bitcast to a double;
 * matrices row by row. */
IrValue *lower_as_double(Lower *L, IrValue *lo, IrValue *hi, const Type *t, const Type *rt)
{
    if (lx_is_real_matrix(rt)) {
        IrValue *rows[4];
        for (int r = 0; r < rt->rows; r++)
        { /* hi's row first: gcc's order (C leaves a call's argument order open) */
            IrValue *row_hi = lx_mat_row(L, hi, t, r);
            rows[r] = lower_as_double(L, lx_mat_row(L, lo, t, r), row_hi, row_type(L, t), row_type(L, rt));
        }
        return lx_mat_build(L, rt, rows);
    }
    int n = type_component_count(rt);
    const IrType *u2 = irt_vector(L->m, irt_int(L->m, 32, false), 2), *f64 = irt_float(L->m, 64);
    IrValue *parts[4];
    for (int i = 0; i < n; i++) {
        IrValue *w[2] = {n == 1 ? lo : lx_extract(L, lo, (uint32_t)i), n == 1 ? hi : lx_extract(L, hi, (uint32_t)i)};
        parts[i] = lx_op1(L, IR_BITCAST, f64, lx_construct(L, u2, w, 2));
    }
    return n == 1 ? parts[0] : lx_construct(L, vt(L, rt), parts, n);
}

/* The low and high words of each double of d (a scalar or vector). */
static void split_doubles(Lower *L, IrValue *d, int n, IrValue **lo, IrValue **hi)
{
    const IrType *u32 = irt_int(L->m, 32, false), *u2 = irt_vector(L->m, u32, 2);
    const IrType *ut = irt_vector(L->m, u32, n);
    IrValue *l[4], *h[4];
    for (int i = 0; i < n; i++) {
        IrValue *w = lx_op1(L, IR_BITCAST, u2, n == 1 ? d : lx_extract(L, d, (uint32_t)i));
        l[i] = lx_extract(L, w, 0);
        h[i] = lx_extract(L, w, 1);
    }
    *lo = n == 1 ? l[0] : lx_construct(L, ut, l, n);
    *hi = n == 1 ? h[0] : lx_construct(L, ut, h, n);
}

/* asuint(d, out lo, out hi): each double bitcast to uint2, split;
 * matrices row by row. */
void lower_as_uint_split(Lower *L, Node *e)
{
    Node *dn = e->call.args.data[0];
    const Type *t = dn->type;
    IrValue *d = lower_expr(L, dn);
    const Type *ut = lower_shape_of(L, t, SC_UINT);
    IrValue *lo, *hi;
    if (lx_is_real_matrix(t)) {
        IrValue *l[4], *h[4];
        for (int r = 0; r < t->rows; r++)
            split_doubles(L, lx_mat_row(L, d, t, r), t->cols, &l[r], &h[r]);
        lo = lx_mat_build(L, ut, l);
        hi = lx_mat_build(L, ut, h);
    } else {
        split_doubles(L, d, type_component_count(t), &lo, &hi);
    }
    lower_store_out(L, e->call.args.data[1], lo, ut);
    lower_store_out(L, e->call.args.data[2], hi, ut);
}
