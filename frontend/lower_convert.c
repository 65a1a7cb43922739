/* Conversions between HLSL types and between a value's two forms (see
 * lower_internal.h): component counts, HLSL's element-wise flattening and
 * rebuilding (casts between structs, arrays, vectors and matrices of the same
 * components), lower_convert (implicit and explicit casts, bool <-> number
 * as x != 0 and select(b, 1, 0), DXC's OpINotEqual/OpFOrdNotEqual and
 * OpSelect), and lower_mem_to_val / lower_val_to_mem (a buffer's memory form,
 * bool as u32 and laid-out structs, to the value form and back). Moved out of
 * lower_expr.c, which uses them for operators, constructors and init lists. */
#include <string.h>
#include "lower_internal.h"

const Type *lx_row_type(Lower *L, const Type *t)
{
    return lx_vec_type(L, t, t->cols);
}

/* ---------------------------------------------------------------- conversions */

int lx_ncomp(const Type *t)
{
    switch (t->kind) {
    case TY_SCALAR: return 1;
    case TY_VECTOR: return t->cols;
    case TY_MATRIX: return t->rows * t->cols;
    default: return type_component_count(t);
    }
}

bool lx_is_sv(const Type *t)
{
    return t->kind == TY_SCALAR || t->kind == TY_VECTOR || (t->kind == TY_MATRIX && !lx_is_real_matrix(t));
}

IrValue *lx_convert_elems(Lower *L, IrValue *v, ScalarKind from, ScalarKind to, int n)
{
    const IrType *fs = layout_scalar(L, from), *ts = layout_scalar(L, to);
    if (fs == ts)
        return v;
    const IrType *tt = irt_vector(L->m, ts, n);
    if (lx_is_k(v)) {
        IrConst *k = (IrConst *)v;
        if (n == 1)
            return &lower_const_convert(L, k, from, to)->v;
        IrConst *parts[4];
        for (int i = 0; i < n; i++)
            parts[i] = lower_const_convert(L, k->is_null ? ir_const_null(L->m, fs) : k->parts[i], from, to);
        return &ir_const_composite(L->m, tt, parts, n)->v;
    }
    if (ts->kind == IRT_BOOL)
        return lx_op2(L, IR_NE, tt, v, lx_scalar_const(L, v->type, 0.0, 0));
    if (fs->kind == IRT_BOOL) {
        IrValue *args[3] = {v, lx_scalar_const(L, tt, 1.0, 1), lx_scalar_const(L, tt, 0.0, 0)};
        return &ir_build(&L->b, IR_SELECT, tt, args, 3)->v;
    }
    return lx_op1(L, IR_CONVERT, tt, v);
}

void lx_flat_push(Lower *L, LxFlat *f, IrValue *v, ScalarKind k)
{
    if (f->n == f->cap) {
        int nc = f->cap ? f->cap * 2 : 16;
        IrValue **nv = ARENA_ARRAY(L->c->arena, IrValue *, nc);
        ScalarKind *nk = ARENA_ARRAY(L->c->arena, ScalarKind, nc);
        if (f->n) {
            memcpy(nv, f->v, sizeof(IrValue *) * (size_t)f->n);
            memcpy(nk, f->k, sizeof(ScalarKind) * (size_t)f->n);
        }
        f->v = nv;
        f->k = nk;
        f->cap = nc;
    }
    f->v[f->n] = v;
    f->k[f->n++] = k;
}

void lx_flatten(Lower *L, IrValue *v, const Type *t, LxFlat *f)
{
    switch (t->kind) {
    case TY_SCALAR:
        lx_flat_push(L, f, v, t->scalar);
        return;
    case TY_VECTOR:
        if (t->cols == 1) {
            lx_flat_push(L, f, v, t->scalar);
            return;
        }
        for (int i = 0; i < t->cols; i++)
            lx_flat_push(L, f, lx_extract(L, v, (uint32_t)i), t->scalar);
        return;
    case TY_MATRIX:
        for (int r = 0; r < t->rows; r++)
            for (int c = 0; c < t->cols; c++)
                lx_flat_push(L, f, lx_mat_elem(L, v, t, r, c), t->scalar);
        return;
    case TY_ARRAY:
        for (uint32_t i = 0; i < t->len; i++)
            lx_flatten(L, lx_extract(L, v, i), t->elem, f);
        return;
    case TY_STRUCT: {
        if (t->pointee) { /* vk::BufferPointer: its u64 address */
            lx_flat_push(L, f, v, SC_UINT64);
            return;
        }
        int n = layout_struct_members(t);
        for (int i = 0; i < n; i++)
            lx_flatten(L, lx_extract(L, v, (uint32_t)i), layout_member_type(t, i), f);
        return;
    }
    case TY_RESOURCE: /* a handle: one item (SC_COUNT marks it) */
        lx_flat_push(L, f, v, SC_COUNT);
        return;
    default:
        return;
    }
}

IrValue *lx_next_scalar(Lower *L, LxFlat *f, int *pos, ScalarKind to)
{
    if (*pos >= f->n)
        return &ir_const_null(L->m, layout_scalar(L, to))->v;
    IrValue *v = f->v[*pos];
    ScalarKind k = f->k[(*pos)++];
    return lx_convert_elems(L, v, k, to, 1);
}

IrValue *lx_rebuild(Lower *L, const Type *t, LxFlat *f, int *pos)
{
    switch (t->kind) {
    case TY_SCALAR:
        return lx_next_scalar(L, f, pos, t->scalar);
    case TY_VECTOR: {
        if (t->cols == 1)
            return lx_next_scalar(L, f, pos, t->scalar);
        IrValue *p[4];
        for (int i = 0; i < t->cols; i++)
            p[i] = lx_next_scalar(L, f, pos, t->scalar);
        return lx_construct(L, lx_vt(L, t), p, t->cols);
    }
    case TY_MATRIX: {
        IrValue *rows[4];
        const Type *rt = lx_row_type(L, t);
        for (int r = 0; r < t->rows; r++) {
            if (t->cols == 1 && t->rows > 1) {
                rows[r] = lx_next_scalar(L, f, pos, t->scalar);
                continue;
            }
            IrValue *p[4];
            for (int c = 0; c < t->cols; c++)
                p[c] = lx_next_scalar(L, f, pos, t->scalar);
            rows[r] = t->cols == 1 ? p[0] : lx_construct(L, lx_vt(L, rt), p, t->cols);
        }
        return lx_mat_build(L, t, rows);
    }
    case TY_ARRAY: {
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, t->len ? t->len : 1);
        for (uint32_t i = 0; i < t->len; i++)
            p[i] = lx_rebuild(L, t->elem, f, pos);
        return lx_construct(L, lx_vt(L, t), p, (int)t->len);
    }
    case TY_STRUCT: {
        if (t->pointee)
            return lx_next_scalar(L, f, pos, SC_UINT64);
        int n = layout_struct_members(t);
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, n ? n : 1);
        for (int i = 0; i < n; i++)
            p[i] = lx_rebuild(L, layout_member_type(t, i), f, pos);
        return lx_construct(L, lx_vt(L, t), p, n);
    }
    case TY_RESOURCE:
        if (*pos < f->n && f->k[*pos] == SC_COUNT && f->v[*pos]->type == lx_vt(L, t))
            return f->v[(*pos)++];
        (*pos)++;
        return ir_undef(L->m, lx_vt(L, t));
    default:
        return ir_undef(L->m, irt_int(L->m, 32, false));
    }
}

static bool is_ancestor(const Type *base, const Type *t)
{
    for (int d = 0; t && d < 64; t = t->base, d++)
        if (t == base)
            return true;
    return false;
}

IrValue *lower_convert(Lower *L, IrValue *v, const Type *from, const Type *to)
{
    if (!from || !to || from == to || to->kind == TY_VOID)
        return v;
    if (from->kind == TY_RESOURCE && res_is_struct_view(from->res)) {
        if (v->type->kind == IRT_POINTER) /* the handle: its block's data */
            v = lower_mem_to_val(L, ir_build_load(&L->b, v), from->elem);
        from = from->elem;
    }
    if (from == to)
        return v;
    const IrType *tt = lx_vt(L, to);
    if (v->type == tt && lx_ncomp(from) == lx_ncomp(to) && from->kind != TY_STRUCT && to->kind != TY_STRUCT &&
        type_scalar_kind(from) == type_scalar_kind(to))
        return v; /* float1 and float, typedefs, 1x1 matrices */
    if (from->kind == TY_STRUCT && to->kind == TY_STRUCT && is_ancestor(to, from)) {
        for (const Type *t = from; t != to; t = t->base)
            v = lx_extract(L, v, 0);
        return v;
    }
    if (lx_is_sv(from) && lx_is_sv(to)) {
        int nf = lx_ncomp(from), nt = lx_ncomp(to);
        ScalarKind fk = type_scalar_kind(from), tk = type_scalar_kind(to);
        if (nf == 1 && nt > 1)
            return lx_splat(L, tt, lx_convert_elems(L, v, fk, tk, 1));
        if (nt < nf) {
            if (nt == 1) {
                v = lx_extract(L, v, 0);
            } else {
                uint32_t comps[4] = {0, 1, 2, 3};
                v = lx_shuffle(L, irt_vector(L->m, layout_scalar(L, fk), nt), v, v, comps, nt);
            }
        }
        if (nt <= nf)
            return lx_convert_elems(L, v, fk, tk, nt);
    }
    if (from->kind == TY_SCALAR && to->kind == TY_MATRIX) {
        IrValue *s = lx_convert_elems(L, v, from->scalar, to->scalar, 1);
        IrValue *rows[4];
        const Type *rt = lx_row_type(L, to);
        for (int r = 0; r < to->rows; r++)
            rows[r] = lx_splat(L, lx_vt(L, rt), s);
        return lx_mat_build(L, to, rows);
    }
    if (from->kind == TY_MATRIX && to->kind == TY_MATRIX && to->rows <= from->rows && to->cols <= from->cols &&
        lx_is_real_matrix(from)) {
        IrValue *rows[4];
        const Type *frt = lx_row_type(L, from);
        for (int r = 0; r < to->rows; r++) {
            IrValue *row = lx_mat_row(L, v, from, r);
            rows[r] = lower_convert(L, row, frt, lx_row_type(L, to));
        }
        if (!lx_is_real_matrix(to)) {
            /* Rx1 / 1xC / 1x1: rows are scalars or the single row */
            if (to->cols == 1 && to->rows > 1)
                return lx_construct(L, tt, rows, to->rows);
            return rows[0];
        }
        return lx_mat_build(L, to, rows);
    }
    /* everything else (vector <-> matrix reshapes, arrays, structs of the
     * same components): flatten and rebuild, as HLSL's element-wise casts */
    LxFlat f = {0};
    lx_flatten(L, v, from, &f);
    int pos = 0;
    if (f.n == 1 && type_component_count(to) > 1) {
        for (int i = 1, n = type_component_count(to); i < n; i++)
            lx_flat_push(L, &f, f.v[0], f.k[0]);
    }
    return lx_rebuild(L, to, &f, &pos);
}

/* ---------------------------------------------------------------- memory forms */

IrValue *lower_mem_to_val(Lower *L, IrValue *v, const Type *t)
{
    const IrType *want = lx_vt(L, t);
    if (v->type == want)
        return v;
    if (v->type->kind == IRT_ARRAY && (t->kind == TY_VECTOR || (t->kind == TY_MATRIX && !lx_is_real_matrix(t)))) {
        /* a 1xN / Nx1 matrix of FXC's layout: one scalar per register (layout.c) */
        IrValue *p[4];
        const Type *st = type_scalar(L->tt, t->scalar);
        for (uint32_t i = 0; i < v->type->count && i < 4; i++)
            p[i] = lower_mem_to_val(L, lx_extract(L, v, i), st);
        return lx_construct(L, want, p, (int)v->type->count);
    }
    switch (t->kind) {
    case TY_SCALAR:
    case TY_VECTOR:
        /* bool stored as u32 */
        return lx_op2(L, IR_NE, want, v, lx_scalar_const(L, v->type, 0, 0));
    case TY_MATRIX: {
        if (!lx_is_real_matrix(t))
            return lx_op2(L, IR_NE, want, v, lx_scalar_const(L, v->type, 0, 0));
        IrValue *rows[4];
        const Type *rt = lx_row_type(L, t);
        for (int r = 0; r < t->rows; r++)
            rows[r] = lower_mem_to_val(L, lx_extract(L, v, (uint32_t)r), rt);
        return lx_construct(L, want, rows, t->rows);
    }
    case TY_ARRAY: {
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, t->len ? t->len : 1);
        for (uint32_t i = 0; i < t->len; i++)
            p[i] = lower_mem_to_val(L, lx_extract(L, v, i), t->elem);
        return lx_construct(L, want, p, (int)t->len);
    }
    case TY_STRUCT: {
        int n = layout_struct_members(t);
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, n ? n : 1);
        for (int i = 0; i < n; i++)
            p[i] = lower_mem_to_val(L, lx_extract(L, v, (uint32_t)i), layout_member_type(t, i));
        return lx_construct(L, want, p, n);
    }
    default:
        return v;
    }
}

IrValue *lower_val_to_mem(Lower *L, IrValue *v, const Type *t, const IrType *mem)
{
    if (v->type == mem)
        return v;
    switch (t->kind) {
    case TY_SCALAR:
    case TY_VECTOR:
        if (v->type->kind == IRT_BOOL || (v->type->kind == IRT_VECTOR && v->type->elem->kind == IRT_BOOL))
            return &ir_build(&L->b, IR_SELECT, mem,
                             (IrValue *[]){v, lx_scalar_const(L, mem, 1, 1), lx_scalar_const(L, mem, 0, 0)}, 3)->v;
        return v;
    case TY_MATRIX: {
        if (!lx_is_real_matrix(t))
            return lower_val_to_mem(L, v, lx_vec_type(L, t, t->rows * t->cols), mem);
        IrValue *rows[4];
        const Type *rt = lx_row_type(L, t);
        for (int r = 0; r < t->rows; r++)
            rows[r] = lower_val_to_mem(L, lx_extract(L, v, (uint32_t)r), rt, mem->elem);
        return lx_construct(L, mem, rows, t->rows);
    }
    case TY_ARRAY: {
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, t->len ? t->len : 1);
        for (uint32_t i = 0; i < t->len; i++)
            p[i] = lower_val_to_mem(L, lx_extract(L, v, i), t->elem, mem->elem);
        return lx_construct(L, mem, p, (int)t->len);
    }
    case TY_STRUCT: {
        int n = layout_struct_members(t);
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, n ? n : 1);
        for (int i = 0; i < n; i++)
            p[i] = lower_val_to_mem(L, lx_extract(L, v, (uint32_t)i), layout_member_type(t, i), mem->members[i].type);
        return lx_construct(L, mem, p, n);
    }
    default:
        return v;
    }
}
