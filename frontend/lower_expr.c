/* Expressions: operators, conversions, places (lvalues), members, swizzles,
 * indexing, constructors, initializer lists and user calls.
 *
 * Rules mirrored:
 *   - shifts mask the amount by (bit width - 1), as HLSL and DXC do;
 *   - && || ?: short-circuit in HLSL 2021 when the condition is a scalar
 *     (a local variable, an if, and stores on each side: vars_to_ssa makes
 *     the phi); in HLSL 2018 and on vectors both sides are evaluated and
 *     combined component-wise (IR_AND / IR_OR / IR_SELECT);
 *   - arithmetic on matrices is done row by row (the IR has no matrix
 *     arithmetic but the mul family);
 *   - bool <-> number conversions are explicit: x != 0, and select(b, 1, 0)
 *     (DXC's OpINotEqual/OpFOrdNotEqual and OpSelect);
 *   - a swizzle store into function/private memory loads the vector, merges
 *     with IR_SHUFFLE/IR_INSERT and stores it back; into buffers and
 *     groupshared memory it stores each component through an access chain,
 *     so other lanes' components are never rewritten. */
#include <string.h>
#include "lower_internal.h"

static const IrType *vt(Lower *L, const Type *t)
{
    const IrType *r = layout_type(L, t, LAYOUT_NONE, false);
    return r ? r : irt_int(L->m, 32, false);
}

/* ---------------------------------------------------------------- small builders */

IrValue *lx_const(IrConst *k)
{
    return &k->v;
}

static bool is_k(const IrValue *v)
{
    return v->vkind == IRV_CONST;
}

IrValue *lx_scalar_const(Lower *L, const IrType *t, double f, uint64_t u)
{
    const IrType *s = t->kind == IRT_VECTOR ? t->elem : t;
    IrConst *k;
    if (s->kind == IRT_BOOL)
        k = ir_const_bool(L->m, u != 0);
    else if (s->kind == IRT_FLOAT)
        k = ir_const_float(L->m, s, f);
    else
        k = ir_const_int(L->m, s, u);
    if (t->kind == IRT_VECTOR)
        k = ir_const_splat(L->m, t, k);
    return &k->v;
}

IrValue *lx_u32(Lower *L, uint32_t v)
{
    return &ir_const_uint(L->m, v)->v;
}

static const IrType *elem_of(const IrType *t, uint32_t i)
{
    if (t->kind == IRT_STRUCT)
        return i < t->num_members ? t->members[i].type : NULL;
    return t->elem;
}

IrValue *lx_construct(Lower *L, const IrType *t, IrValue **parts, int n)
{
    bool all_k = true;
    for (int i = 0; i < n; i++)
        all_k &= is_k(parts[i]);
    if (all_k) {
        /* constant vectors take scalar parts: expand vector parts */
        IrConst **ks = ARENA_ARRAY(L->c->arena, IrConst *, (t->kind == IRT_VECTOR ? 4 : 0) + n + 1);
        int nk = 0;
        for (int i = 0; i < n; i++) {
            IrConst *k = (IrConst *)parts[i];
            if (t->kind == IRT_VECTOR && k->v.type->kind == IRT_VECTOR) {
                for (uint32_t j = 0; j < k->v.type->count; j++)
                    ks[nk++] = k->is_null ? ir_const_null(L->m, k->v.type->elem) : k->parts[j];
            } else {
                ks[nk++] = k;
            }
        }
        return &ir_const_composite(L->m, t, ks, nk)->v;
    }
    return &ir_build(&L->b, IR_CONSTRUCT, t, parts, n)->v;
}

IrValue *lx_extract(Lower *L, IrValue *v, uint32_t index)
{
    const IrType *et = elem_of(v->type, index);
    if (is_k(v)) {
        IrConst *k = (IrConst *)v;
        if (k->is_null)
            return &ir_const_null(L->m, et)->v;
        if (index < k->num_parts)
            return &k->parts[index]->v;
    }
    return ir_build_extract(&L->b, v, index);
}

IrValue *lx_splat(Lower *L, const IrType *vec, IrValue *s)
{
    if (vec->kind != IRT_VECTOR)
        return s;
    if (is_k(s))
        return &ir_const_splat(L->m, vec, (IrConst *)s)->v;
    return ir_build1(&L->b, IR_SPLAT, vec, s);
}

IrValue *lx_op1(Lower *L, IrOp op, const IrType *t, IrValue *a)
{
    return ir_build1(&L->b, op, t, a);
}

IrValue *lx_op2(Lower *L, IrOp op, const IrType *t, IrValue *a, IrValue *b)
{
    return ir_build2(&L->b, op, t, a, b);
}

/* An access chain; an access into the result of another access is one
 * chain (the inner one is left for DCE): smaller SPIR-V. */
IrValue *lx_access_n(Lower *L, IrValue *ptr, IrValue *const *idx, int n)
{
    /* one access chain, unless ptr is an element of a buffer array reached
     * by a NonUniformResourceIndex, whose mark (imm) the chain must keep */
    if (ptr->vkind == IRV_INST && ((IrInst *)ptr)->op == IR_ACCESS && !(((IrInst *)ptr)->imm & IR_ACCESS_NONUNIFORM)) {
        IrInst *a = (IrInst *)ptr;
        int m = (int)a->num_args - 1;
        IrValue **all = ARENA_ARRAY(L->c->arena, IrValue *, m + n);
        memcpy(all, a->args + 1, sizeof(IrValue *) * (size_t)m);
        memcpy(all + m, idx, sizeof(IrValue *) * (size_t)n);
        return ir_build_access(&L->b, a->args[0], all, m + n);
    }
    return ir_build_access(&L->b, ptr, idx, n);
}

IrValue *lx_access(Lower *L, IrValue *ptr, IrValue *index)
{
    return lx_access_n(L, ptr, &index, 1);
}

IrValue *lx_access_const(Lower *L, IrValue *ptr, uint32_t index)
{
    IrValue *i = lx_u32(L, index);
    return lx_access_n(L, ptr, &i, 1);
}

IrValue *lx_shuffle(Lower *L, const IrType *t, IrValue *a, IrValue *b, const uint32_t *comps, int n)
{
    if (is_k(a) && is_k(b)) {
        IrValue *parts[4];
        uint32_t na = a->type->kind == IRT_VECTOR ? a->type->count : 1;
        for (int i = 0; i < n; i++)
            parts[i] = comps[i] < na ? lx_extract(L, a, comps[i]) : lx_extract(L, b, comps[i] - na);
        return lx_construct(L, t, parts, n);
    }
    IrValue *args[2] = {a, b};
    return &ir_build_lits(&L->b, IR_SHUFFLE, t, args, 2, comps, n)->v;
}

static IrValue *extract_path(Lower *L, IrValue *v, const uint32_t *path, int n)
{
    if (n == 1 || is_k(v)) {
        for (int i = 0; i < n; i++)
            v = lx_extract(L, v, path[i]);
        return v;
    }
    const IrType *t = v->type;
    for (int i = 0; i < n; i++)
        t = elem_of(t, path[i]);
    return &ir_build_lits(&L->b, IR_EXTRACT, t, &v, 1, path, n)->v;
}

/* ---------------------------------------------------------------- matrices */

bool lx_is_real_matrix(const Type *t)
{
    return t->kind == TY_MATRIX && t->rows > 1 && t->cols > 1;
}

const Type *lx_vec_type(Lower *L, const Type *t, int n)
{
    ScalarKind k = type_scalar_kind(t);
    return n == 1 ? type_scalar(L->tt, k) : type_vector(L->tt, k, n);
}

IrValue *lx_mat_row(Lower *L, IrValue *m, const Type *t, int r)
{
    if (lx_is_real_matrix(t))
        return lx_extract(L, m, (uint32_t)r);
    if (t->cols == 1 && t->rows > 1)
        return lx_extract(L, m, (uint32_t)r);
    return m; /* 1xC: the one row; 1x1 */
}

IrValue *lx_mat_elem(Lower *L, IrValue *m, const Type *t, int r, int c)
{
    if (lx_is_real_matrix(t)) {
        uint32_t path[2] = {(uint32_t)r, (uint32_t)c};
        return extract_path(L, m, path, 2);
    }
    int n = t->rows * t->cols;
    if (n == 1)
        return m;
    return lx_extract(L, m, (uint32_t)(r * t->cols + c));
}

IrValue *lx_mat_build(Lower *L, const Type *t, IrValue **rows)
{
    if (lx_is_real_matrix(t))
        return lx_construct(L, vt(L, t), rows, t->rows);
    if (t->cols == 1 && t->rows > 1)
        return lx_construct(L, vt(L, t), rows, t->rows);
    return rows[0];
}

static const Type *row_type(Lower *L, const Type *t)
{
    return lx_vec_type(L, t, t->cols);
}

/* ---------------------------------------------------------------- conversions */

static int ncomp(const Type *t)
{
    switch (t->kind) {
    case TY_SCALAR: return 1;
    case TY_VECTOR: return t->cols;
    case TY_MATRIX: return t->rows * t->cols;
    default: return type_component_count(t);
    }
}

static bool is_sv(const Type *t)
{
    return t->kind == TY_SCALAR || t->kind == TY_VECTOR || (t->kind == TY_MATRIX && !lx_is_real_matrix(t));
}

IrValue *lx_convert_elems(Lower *L, IrValue *v, ScalarKind from, ScalarKind to, int n)
{
    const IrType *fs = layout_scalar(L, from), *ts = layout_scalar(L, to);
    if (fs == ts)
        return v;
    const IrType *tt = irt_vector(L->m, ts, n);
    if (is_k(v)) {
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

/* Scalars of a value, in HLSL's flattening order, with their element kinds. */
typedef struct Flat {
    IrValue **v;
    ScalarKind *k;
    int n, cap;
} Flat;

static void flat_push(Lower *L, Flat *f, IrValue *v, ScalarKind k)
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

static void flatten(Lower *L, IrValue *v, const Type *t, Flat *f)
{
    switch (t->kind) {
    case TY_SCALAR:
        flat_push(L, f, v, t->scalar);
        return;
    case TY_VECTOR:
        if (t->cols == 1) {
            flat_push(L, f, v, t->scalar);
            return;
        }
        for (int i = 0; i < t->cols; i++)
            flat_push(L, f, lx_extract(L, v, (uint32_t)i), t->scalar);
        return;
    case TY_MATRIX:
        for (int r = 0; r < t->rows; r++)
            for (int c = 0; c < t->cols; c++)
                flat_push(L, f, lx_mat_elem(L, v, t, r, c), t->scalar);
        return;
    case TY_ARRAY:
        for (uint32_t i = 0; i < t->len; i++)
            flatten(L, lx_extract(L, v, i), t->elem, f);
        return;
    case TY_STRUCT: {
        if (t->pointee) { /* vk::BufferPointer: its u64 address */
            flat_push(L, f, v, SC_UINT64);
            return;
        }
        int n = layout_struct_members(t);
        for (int i = 0; i < n; i++)
            flatten(L, lx_extract(L, v, (uint32_t)i), layout_member_type(t, i), f);
        return;
    }
    case TY_RESOURCE: /* a handle: one item (SC_COUNT marks it) */
        flat_push(L, f, v, SC_COUNT);
        return;
    default:
        return;
    }
}

static IrValue *next_scalar(Lower *L, Flat *f, int *pos, ScalarKind to)
{
    if (*pos >= f->n)
        return &ir_const_null(L->m, layout_scalar(L, to))->v;
    IrValue *v = f->v[*pos];
    ScalarKind k = f->k[(*pos)++];
    return lx_convert_elems(L, v, k, to, 1);
}

static IrValue *rebuild(Lower *L, const Type *t, Flat *f, int *pos)
{
    switch (t->kind) {
    case TY_SCALAR:
        return next_scalar(L, f, pos, t->scalar);
    case TY_VECTOR: {
        if (t->cols == 1)
            return next_scalar(L, f, pos, t->scalar);
        IrValue *p[4];
        for (int i = 0; i < t->cols; i++)
            p[i] = next_scalar(L, f, pos, t->scalar);
        return lx_construct(L, vt(L, t), p, t->cols);
    }
    case TY_MATRIX: {
        IrValue *rows[4];
        const Type *rt = row_type(L, t);
        for (int r = 0; r < t->rows; r++) {
            if (t->cols == 1 && t->rows > 1) {
                rows[r] = next_scalar(L, f, pos, t->scalar);
                continue;
            }
            IrValue *p[4];
            for (int c = 0; c < t->cols; c++)
                p[c] = next_scalar(L, f, pos, t->scalar);
            rows[r] = t->cols == 1 ? p[0] : lx_construct(L, vt(L, rt), p, t->cols);
        }
        return lx_mat_build(L, t, rows);
    }
    case TY_ARRAY: {
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, t->len ? t->len : 1);
        for (uint32_t i = 0; i < t->len; i++)
            p[i] = rebuild(L, t->elem, f, pos);
        return lx_construct(L, vt(L, t), p, (int)t->len);
    }
    case TY_STRUCT: {
        if (t->pointee)
            return next_scalar(L, f, pos, SC_UINT64);
        int n = layout_struct_members(t);
        IrValue **p = ARENA_ARRAY(L->c->arena, IrValue *, n ? n : 1);
        for (int i = 0; i < n; i++)
            p[i] = rebuild(L, layout_member_type(t, i), f, pos);
        return lx_construct(L, vt(L, t), p, n);
    }
    case TY_RESOURCE:
        if (*pos < f->n && f->k[*pos] == SC_COUNT && f->v[*pos]->type == vt(L, t))
            return f->v[(*pos)++];
        (*pos)++;
        return ir_undef(L->m, vt(L, t));
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
    const IrType *tt = vt(L, to);
    if (v->type == tt && ncomp(from) == ncomp(to) && from->kind != TY_STRUCT && to->kind != TY_STRUCT &&
        type_scalar_kind(from) == type_scalar_kind(to))
        return v; /* float1 and float, typedefs, 1x1 matrices */
    if (from->kind == TY_STRUCT && to->kind == TY_STRUCT && is_ancestor(to, from)) {
        for (const Type *t = from; t != to; t = t->base)
            v = lx_extract(L, v, 0);
        return v;
    }
    if (is_sv(from) && is_sv(to)) {
        int nf = ncomp(from), nt = ncomp(to);
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
        const Type *rt = row_type(L, to);
        for (int r = 0; r < to->rows; r++)
            rows[r] = lx_splat(L, vt(L, rt), s);
        return lx_mat_build(L, to, rows);
    }
    if (from->kind == TY_MATRIX && to->kind == TY_MATRIX && to->rows <= from->rows && to->cols <= from->cols &&
        lx_is_real_matrix(from)) {
        IrValue *rows[4];
        const Type *frt = row_type(L, from);
        for (int r = 0; r < to->rows; r++) {
            IrValue *row = lx_mat_row(L, v, from, r);
            rows[r] = lower_convert(L, row, frt, row_type(L, to));
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
    Flat f = {0};
    flatten(L, v, from, &f);
    int pos = 0;
    if (f.n == 1 && type_component_count(to) > 1) {
        for (int i = 1, n = type_component_count(to); i < n; i++)
            flat_push(L, &f, f.v[0], f.k[0]);
    }
    return rebuild(L, to, &f, &pos);
}

/* ---------------------------------------------------------------- memory forms */

IrValue *lower_mem_to_val(Lower *L, IrValue *v, const Type *t)
{
    const IrType *want = vt(L, t);
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
        const Type *rt = row_type(L, t);
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
        const Type *rt = row_type(L, t);
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

/* ---------------------------------------------------------------- places */

static bool is_this(const Node *e)
{
    return e->kind == ND_IDENT && e->ident.name && strcmp(e->ident.name, "this") == 0 &&
           (e->ident.sym == SYM_NONE || !e->ident.decl);
}

static bool is_field_of_this(const Node *e)
{
    return e->kind == ND_IDENT && (e->ident.sym == SYM_VAR) && e->ident.decl && e->ident.decl->kind == ND_VAR &&
           e->ident.decl->var.owner && !e->ident.decl->var.is_global;
}

/* Whether e names memory (so that a part of it can be reached through an
 * access chain): decided before anything is emitted. */
static bool is_place(const Node *e)
{
    switch (e->kind) {
    case ND_IDENT:
        return is_this(e) || e->ident.sym == SYM_VAR || e->ident.sym == SYM_PARAM;
    case ND_MEMBER:
        if (e->member.what == MEMBER_METHOD)
            return false;
        return is_place(e->member.object);
    case ND_INDEX: {
        const Type *bt = e->index.base->type;
        if (bt && bt->kind == TY_RESOURCE)
            return true;
        return is_place(e->index.base);
    }
    case ND_CALL: /* p.Get(): the memory at a vk::BufferPointer */
        return e->call.intrinsic == INTR_VK_BUFFER_POINTER_GET;
    case ND_CAST: /* (Base)derived: the base part */
        return !e->cast.implicit && type_is_base_of(e->type, e->cast.expr->type) && is_place(e->cast.expr);
    default:
        return false;
    }
}

bool lower_is_place(const Node *e)
{
    return is_place(e);
}

/* A scalar, a 1-vector or a 1x1 matrix: one IR scalar, so indexing it
 * (v[0], m[0][0], float4x1's m[i][0]) is the value itself. */
static bool is_one_component(const Type *t)
{
    return (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX) && type_component_count(t) == 1;
}

static bool report_resource(Lower *L, Node *e, VarInfo *vi, Node *decl)
{
    if (!vi->reported) {
        vi->reported = true;
        const Type *t = decl->type;
        const char *name = decl->kind == ND_VAR ? decl->var.name : decl->param.name;
        bool wide = t && t->kind == TY_RESOURCE && t->elem && (t->elem->kind == TY_SCALAR || t->elem->kind == TY_VECTOR) &&
                    scalar_info[t->elem->scalar].bits == 64 && scalar_info[t->elem->scalar].cls != SCLASS_FLOAT;
        if (t && t->kind == TY_RESOURCE && (t->res == RES_BUFFER || t->res == RES_RWBUFFER))
            lower_error(L, e, wide ? D_LOWER_TYPED_BUFFER64 : D_LOWER_TYPED_BUFFER, type_name(L->c, t), name);
        else
            lower_error(L, e, D_LOWER_RESOURCE_VALUE, name);
    }
    return false;
}

static bool lv_ident(Lower *L, Node *e, LValue *out)
{
    memset(out, 0, sizeof *out);
    if (is_this(e)) {
        if (!L->this_ptr || !L->func->func.owner)
            return false;
        out->ptr = L->this_ptr;
        out->type = L->func->func.owner->type;
        return true;
    }
    Node *decl = e->ident.decl;
    if (!decl)
        return false;
    if (is_field_of_this(e)) {
        if (!L->this_ptr)
            return false;
        const Type *st = L->func->func.owner ? L->func->func.owner->type : NULL;
        if (!st)
            return false;
        uint32_t path[16];
        int n = layout_field_path(st, decl->var.field_index, path, 16);
        IrValue *idx[16];
        for (int i = 0; i < n; i++)
            idx[i] = lx_u32(L, path[i]);
        out->ptr = lx_access_n(L, L->this_ptr, idx, n);
        out->type = decl->type;
        if (decl->type && decl->type->kind == TY_RESOURCE)
            lower_resource_place(L, out);
        return true;
    }
    VarInfo *vi = lower_var(L, decl);
    if (!vi) {
        if (decl->kind == ND_PARAM && decl->type && decl->type->kind == TY_RESOURCE) {
            lower_error(L, e, D_LOWER_RESOURCE_VALUE, decl->param.name);
            return false;
        }
        ice(L->c, "lowering: '%s' used before its declaration was lowered", e->ident.name);
    }
    if (vi->unsupported)
        return report_resource(L, e, vi, decl);
    if (vi->konst) {
        out->konst = vi->konst;
        out->type = decl->type;
        return true;
    }
    if (vi->block && vi->member >= 0) {
        out->ptr = lx_access_const(L, &vi->block->v, (uint32_t)vi->member);
        out->root = vi->block;
        out->type = decl->type;
        return true;
    }
    if (!vi->ptr)
        return report_resource(L, e, vi, decl);
    out->ptr = vi->ptr;
    out->root = vi->global;
    out->type = vi->type;
    out->own_sampler = vi->own_sampler ? &vi->own_sampler->v : NULL;
    if (vi->flat) {
        out->type = decl->type;
        out->flat_off = lx_u32(L, 0);
        out->flat_split = vi->split;
        out->flat_count = vi->nsplit;
        return true;
    }
    if (decl->type && decl->type->kind == TY_RESOURCE) {
        out->type = decl->type;
        lower_resource_place(L, out);
    }
    return true;
}

/* buf[i][k] for a typed buffer or texture element: .x/.y/... by a
 * constant k; a dynamic k reads the element and extracts it, and writes
 * the element whole with component k replaced (IR_INSERT_DYN), as DXC
 * goes through a temporary (the element is never a place in memory). */
static bool texel_component(Lower *L, Node *e, LValue *out, IrValue *k)
{
    if (!is_k(k)) {
        out->type = e->type;
        if (e->index.base->type->kind == TY_SCALAR)
            return true;
        out->texel_vec = e->index.base->type;
        out->texel_comp = k;
        return true;
    }
    uint32_t c = (uint32_t)((IrConst *)k)->u;
    out->type = e->type;
    if (e->index.base->type->kind == TY_SCALAR)
        return true;
    out->type = e->index.base->type;
    out->nsw = 1;
    out->sw[0] = (uint8_t)(c & 3);
    return true;
}

static bool lv_impl(Lower *L, Node *e, LValue *out)
{
    memset(out, 0, sizeof *out);
    switch (e->kind) {
    case ND_IDENT:
        return lv_ident(L, e, out);
    case ND_CALL:
        return e->call.intrinsic == INTR_VK_BUFFER_POINTER_GET && lower_vk_pointer_get(L, e, out);
    case ND_MEMBER: {
        LValue base;
        if (!lv_impl(L, e->member.object, &base))
            return false;
        if (e->member.what == MEMBER_FIELD || e->member.what == MEMBER_BITFIELD) {
            if (base.nsw || !base.type || base.type->kind != TY_STRUCT)
                return false;
            uint32_t path[16];
            int n = layout_field_path(base.type, e->member.field_index, path, 16);
            *out = base;
            out->type = e->type;
            out->res_type = NULL; /* a member of a ConstantBuffer<T>'s T is data */
            out->slot = out->own_sampler = NULL;
            if (e->member.what == MEMBER_BITFIELD)
                lower_bitfield_lvalue(L, out, e, base.type->fields[e->member.field_index].type);
            if (base.konst) {
                IrValue *v = extract_path(L, &base.konst->v, path, n);
                out->konst = (IrConst *)v;
                return true;
            }
            IrValue *idx[16];
            for (int i = 0; i < n; i++)
                idx[i] = lx_u32(L, path[i]);
            out->ptr = lx_access_n(L, base.ptr, idx, n);
            if (e->type && e->type->kind == TY_RESOURCE)
                lower_resource_place(L, out);
            return true;
        }
        if (e->member.what == MEMBER_SWIZZLE) {
            *out = base;
            out->nsw = e->member.num_comps;
            for (int i = 0; i < e->member.num_comps; i++)
                out->sw[i] = base.nsw ? base.sw[e->member.comps[i]] : e->member.comps[i];
            out->mat_elems = base.mat_elems;
            return true;
        }
        if (e->member.what == MEMBER_MATRIX_ELEMS) {
            if (base.nsw)
                return false;
            *out = base;
            out->nsw = e->member.num_comps;
            memcpy(out->sw, e->member.comps, 4);
            out->mat_elems = true;
            return true;
        }
        return false;
    }
    case ND_INDEX: {
        Node *bn = e->index.base;
        const Type *bt = bn->type;
        if (bt && bt->kind == TY_RESOURCE && bt->res != RES_BUFFER && bt->res != RES_RWBUFFER &&
            lower_is_texel_resource(bt))
            return lower_texture_element(L, e, out);
        if (bt && bt->kind == TY_RESOURCE) {
            LValue rb;
            if (!lower_resource_object(L, bn, &rb))
                return false;
            if (!rb.ptr) {
                lower_error(L, e, D_LOWER_RESOURCE_VALUE, bn->kind == ND_IDENT ? bn->ident.name : "?");
                return false;
            }
            if (bt->res == RES_BUFFER || bt->res == RES_RWBUFFER) {
                out->ptr = rb.ptr;
                out->texel = lower_texel_coord(L, e->index.index);
                out->root = rb.root;
                out->type = e->type;
                return true;
            }
            IrValue *idx[2] = {lx_u32(L, 0), lower_expr(L, e->index.index)};
            out->ptr = lx_access_n(L, rb.ptr, idx, 2);
            out->root = rb.root;
            out->type = e->type;
            return true;
        }
        LValue base;
        if (!lv_impl(L, bn, &base))
            return false;
        if (base.nsw)
            return false;
        IrValue *i = lower_expr(L, e->index.index);
        if (base.flat_off) {
            lower_flat_index(L, e, &base, i, out);
            return true;
        }
        *out = base;
        out->type = e->type;
        if (base.texel) /* a component of a texel: a swizzle of one */
            return texel_component(L, e, out, i);
        if (base.konst) {
            if (is_k(i)) {
                out->konst = (IrConst *)lx_extract(L, &base.konst->v, (uint32_t)((IrConst *)i)->u);
                return true;
            }
            /* a dynamic index into a folded constant: spill it to a variable */
            IrValue *tmp = ir_build_var(&L->b, base.konst->v.type, "const");
            ir_build_store(&L->b, tmp, &base.konst->v);
            out->konst = NULL;
            base.ptr = tmp;
        }
        if (bt && bt->kind == TY_MATRIX && bt->rows == 1) {
            out->ptr = base.ptr; /* float1xN[0]: the one row */
            return true;
        }
        if (bt && is_one_component(bt)) {
            out->ptr = base.ptr; /* a scalar, float1 (an IR scalar), float4x1[i] */
            return true;
        }
        out->ptr = lx_access(L, base.ptr, i);
        lower_mark_nonuniform(L, e->index.index, out->ptr); /* t[NonUniformResourceIndex(i)] */
        if (e->type && e->type->kind == TY_RESOURCE)
            lower_resource_place(L, out);
        return true;
    }
    case ND_CAST: /* (Base)derived: a base is member 0 of its derived struct */
        if (!lv_impl(L, e->cast.expr, out) || out->nsw || out->konst)
            return false;
        for (; out->type != e->type && out->type->base; out->type = out->type->base)
            out->ptr = lx_access_const(L, out->ptr, 0);
        return out->type == e->type;
    default:
        return false;
    }
}

bool lower_lvalue(Lower *L, Node *e, LValue *out)
{
    Node *x = e;
    while (x->kind == ND_CAST && x->cast.implicit && x->type == x->cast.expr->type)
        x = x->cast.expr;
    if (!is_place(x)) {
        lower_error(L, e, D_LOWER_NOT_LVALUE);
        return false;
    }
    if (!lv_impl(L, x, out)) {
        if (L->c->errors == 0) /* not already explained (a typed buffer...) */
            lower_error(L, e, D_LOWER_NOT_LVALUE);
        return false;
    }
    return true;
}

static IrAddrSpace ptr_space(const IrValue *p)
{
    return p->type->kind == IRT_POINTER ? p->type->space : IRS_FUNCTION;
}

static const IrType *pointee(const IrValue *p)
{
    return p->type->elem;
}

static IrValue *select_comps(Lower *L, IrValue *v, const LValue *lv)
{
    const Type *t = lv->type;
    const IrType *s = layout_scalar(L, type_scalar_kind(t));
    if (lv->mat_elems) {
        IrValue *p[4];
        for (int i = 0; i < lv->nsw; i++)
            p[i] = lx_mat_elem(L, v, t, lv->sw[i] >> 2, lv->sw[i] & 3);
        return lv->nsw == 1 ? p[0] : lx_construct(L, irt_vector(L->m, s, lv->nsw), p, lv->nsw);
    }
    if (ncomp(t) == 1) /* scalar.xxx */
        return lv->nsw == 1 ? v : lx_splat(L, irt_vector(L->m, s, lv->nsw), v);
    if (lv->nsw == 1)
        return lx_extract(L, v, lv->sw[0]);
    uint32_t comps[4];
    for (int i = 0; i < lv->nsw; i++)
        comps[i] = lv->sw[i];
    return lx_shuffle(L, irt_vector(L->m, s, lv->nsw), v, v, comps, lv->nsw);
}

IrValue *lower_load(Lower *L, const LValue *lv)
{
    IrValue *v;
    if (lv->bits_of)
        return lower_bitfield_load(L, lv);
    if (lv->res_type || (!lv->konst && !lv->texel && type_holds_resource(lv->type) &&
                         pointee(lv->ptr) != vt(L, lv->type)))
        return lower_resource_value(L, lv); /* a handle, or an array of a global's */
    if (lv->konst)
        v = &lv->konst->v;
    else if (lv->texel && lv->texel_comp) {
        v = lower_texel_load_at(L, lv->ptr, lv->texel, lv->texel_level, lv->texel_sample, lv->texel_vec);
        return lx_op2(L, IR_EXTRACT_DYN, irt_scalar_of(v->type), v, lv->texel_comp);
    } else if (lv->texel)
        v = lower_texel_load_at(L, lv->ptr, lv->texel, lv->texel_level, lv->texel_sample, lv->type);
    else
        v = lower_mem_to_val(L, ir_build_load(&L->b, lv->ptr), lv->type);
    if (lv->nsw)
        v = select_comps(L, v, lv);
    return v;
}

/* The vector old with the components lv's swizzle names replaced by v's. */
static IrValue *merge_swizzle(Lower *L, const LValue *lv, IrValue *old, IrValue *v)
{
    if (lv->nsw == 1) {
        uint32_t lit = lv->sw[0];
        IrValue *args[2] = {old, v};
        return &ir_build_lits(&L->b, IR_INSERT, old->type, args, 2, &lit, 1)->v;
    }
    uint32_t comps[4];
    int n = ncomp(lv->type);
    for (int j = 0; j < n; j++)
        comps[j] = (uint32_t)j;
    for (int i = 0; i < lv->nsw; i++)
        comps[lv->sw[i]] = (uint32_t)(n + i);
    return lx_shuffle(L, old->type, old, v, comps, n);
}

/* A typed buffer element is written whole: a swizzle reads it first. */
static void store_texel(Lower *L, const LValue *lv, IrValue *v)
{
    if (lv->texel_comp) {
        IrValue *old = lower_texel_load(L, lv->ptr, lv->texel, lv->texel_vec);
        IrValue *args[3] = {old, v, lv->texel_comp};
        v = &ir_build(&L->b, IR_INSERT_DYN, old->type, args, 3)->v;
        lower_texel_store(L, lv->ptr, lv->texel, lv->texel_vec, v);
        return;
    }
    if (lv->nsw && ncomp(lv->type) > 1)
        v = merge_swizzle(L, lv, lower_texel_load(L, lv->ptr, lv->texel, lv->type), v);
    else if (lv->nsw > 1) /* scalar.xx = v: the last write wins */
        v = lx_extract(L, v, (uint32_t)(lv->nsw - 1));
    lower_texel_store(L, lv->ptr, lv->texel, lv->type, v);
}

void lower_store(Lower *L, const LValue *lv, IrValue *v)
{
    if (lv->konst) {
        ice(L->c, "lowering: store to a constant");
    }
    if (lv->texel) {
        store_texel(L, lv, v);
        return;
    }
    if (lv->bits_of) {
        lower_bitfield_store(L, lv, v);
        return;
    }
    if (lv->res_type) {
        if (!lv->slot)
            ice(L->c, "lowering: a store to a global resource");
        ir_build_store(&L->b, lv->slot, v);
        return;
    }
    const Type *t = lv->type;
    if (!lv->nsw) {
        ir_build_store(&L->b, lv->ptr, lower_val_to_mem(L, v, t, pointee(lv->ptr)));
        return;
    }
    const Type *st = type_scalar(L->tt, type_scalar_kind(t));
    if (lv->mat_elems || ncomp(t) == 1) {
        for (int i = 0; i < lv->nsw; i++) {
            IrValue *c = lv->nsw == 1 ? v : lx_extract(L, v, (uint32_t)i);
            IrValue *p = lv->ptr;
            if (lv->mat_elems && lx_is_real_matrix(t)) {
                IrValue *idx[2] = {lx_u32(L, lv->sw[i] >> 2), lx_u32(L, lv->sw[i] & 3)};
                p = lx_access_n(L, p, idx, 2);
            } else if (lv->mat_elems && t->rows * t->cols > 1) {
                p = lx_access_const(L, p, (uint32_t)((lv->sw[i] >> 2) * t->cols + (lv->sw[i] & 3)));
            }
            ir_build_store(&L->b, p, lower_val_to_mem(L, c, st, pointee(p)));
        }
        return;
    }
    IrAddrSpace sp = ptr_space(lv->ptr);
    if ((sp == IRS_FUNCTION || sp == IRS_PRIVATE) && pointee(lv->ptr) == vt(L, t)) {
        IrValue *old = ir_build_load(&L->b, lv->ptr);
        ir_build_store(&L->b, lv->ptr, merge_swizzle(L, lv, old, v));
        return;
    }
    for (int i = 0; i < lv->nsw; i++) {
        IrValue *c = lv->nsw == 1 ? v : lx_extract(L, v, (uint32_t)i);
        IrValue *p = lx_access_const(L, lv->ptr, lv->sw[i]);
        ir_build_store(&L->b, p, lower_val_to_mem(L, c, st, pointee(p)));
    }
}

/* ---------------------------------------------------------------- operators */

static IrOp binary_op(AstOp op)
{
    switch (op) {
    case OP_ADD: return IR_ADD;
    case OP_SUB: return IR_SUB;
    case OP_MUL: return IR_MUL;
    case OP_DIV: return IR_DIV;
    case OP_MOD: return IR_REM;
    case OP_SHL: return IR_SHL;
    case OP_SHR: return IR_SHR;
    case OP_BITAND: return IR_AND;
    case OP_BITOR: return IR_OR;
    case OP_BITXOR: return IR_XOR;
    case OP_LOGAND: return IR_AND;
    case OP_LOGOR: return IR_OR;
    case OP_EQ: return IR_EQ;
    case OP_NE: return IR_NE;
    case OP_LT: return IR_LT;
    case OP_LE: return IR_LE;
    case OP_GT: return IR_GT;
    case OP_GE: return IR_GE;
    default: return IR_ADD;
    }
}

/* a op b on operands of HLSL type ot, giving rt. */
static IrValue *arith(Lower *L, AstOp op, const Type *ot, const Type *rt, IrValue *a, IrValue *b)
{
    if (lx_is_real_matrix(ot)) {
        IrValue *rows[4];
        const Type *ort = row_type(L, ot), *rrt = lx_vec_type(L, rt, rt->kind == TY_MATRIX ? rt->cols : ot->cols);
        for (int r = 0; r < ot->rows; r++)
            rows[r] = arith(L, op, ort, rrt, lx_mat_row(L, a, ot, r), lx_mat_row(L, b, ot, r));
        const Type *mt = rt->kind == TY_MATRIX ? rt : type_matrix(L->tt, type_scalar_kind(rt), ot->rows, ot->cols);
        return lx_mat_build(L, mt, rows);
    }
    if (op == OP_SHL || op == OP_SHR) {
        /* The width of the value shifted as the IR holds it: a literal int
         * operand (64 bits in sema) is a 32-bit int by now. */
        const IrType *bs = irt_scalar_of(b->type), *as = irt_scalar_of(a->type);
        int bits = as && as->kind == IRT_INT ? as->bits : scalar_info[type_scalar_kind(ot)].bits;
        if (bs && bs->kind == IRT_INT)
            b = lx_op2(L, IR_AND, b->type, b, lx_scalar_const(L, b->type, 0, (uint64_t)(bits - 1)));
    }
    if ((op == OP_LOGAND || op == OP_LOGOR) && type_scalar_kind(ot) != SC_BOOL) {
        a = lower_convert(L, a, ot, lx_vec_type(L, ot, ncomp(ot)));
        int n = ncomp(ot);
        a = lx_convert_elems(L, a, type_scalar_kind(ot), SC_BOOL, n);
        b = lx_convert_elems(L, b, type_scalar_kind(ot), SC_BOOL, n);
    }
    return lx_op2(L, binary_op(op), vt(L, rt), a, b);
}

static IrValue *lower_unary(Lower *L, Node *e)
{
    AstOp op = e->op.op;
    Node *x = e->op.lhs;
    const Type *t = x->type;
    if (op == OP_PRE_INC || op == OP_PRE_DEC || op == OP_POST_INC || op == OP_POST_DEC) {
        LValue lv;
        if (!lower_lvalue(L, x, &lv))
            return ir_undef(L->m, vt(L, e->type));
        IrValue *old = lower_load(L, &lv);
        const Type *ct = lv.nsw ? lx_vec_type(L, t, lv.nsw) : t;
        IrValue *one;
        if (lx_is_real_matrix(ct)) {
            IrValue *rows[4];
            const Type *rt = row_type(L, ct);
            for (int r = 0; r < ct->rows; r++)
                rows[r] = lx_scalar_const(L, vt(L, rt), 1.0, 1);
            one = lx_mat_build(L, ct, rows);
        } else {
            one = lx_scalar_const(L, old->type, 1.0, 1);
        }
        bool inc = op == OP_PRE_INC || op == OP_POST_INC;
        IrValue *nv = arith(L, inc ? OP_ADD : OP_SUB, ct, ct, old, one);
        lower_store(L, &lv, nv);
        return op == OP_PRE_INC || op == OP_PRE_DEC ? nv : old;
    }
    IrValue *v = lower_expr(L, x);
    if (op == OP_PLUS)
        return v;
    const Type *rt = e->type;
    if (op == OP_NOT && type_scalar_kind(t) != SC_BOOL) {
        const Type *bt = t->kind == TY_MATRIX ? type_matrix(L->tt, SC_BOOL, t->rows, t->cols)
                                              : lx_vec_type(L, type_scalar(L->tt, SC_BOOL), ncomp(t));
        v = lower_convert(L, v, t, bt);
        t = bt;
    }
    if (lx_is_real_matrix(t)) {
        IrValue *rows[4];
        const Type *rrt = row_type(L, t);
        for (int r = 0; r < t->rows; r++) {
            IrValue *row = lx_mat_row(L, v, t, r);
            rows[r] = lx_op1(L, op == OP_NEG ? IR_NEG : IR_NOT, vt(L, rrt), row);
        }
        return lx_mat_build(L, t, rows);
    }
    (void)rt;
    return lx_op1(L, op == OP_NEG ? IR_NEG : IR_NOT, vt(L, t), v);
}

static bool scalar_bool(const Type *t)
{
    return t && ncomp(t) == 1 && t->kind != TY_ARRAY && t->kind != TY_STRUCT;
}

static IrValue *lower_logical(Lower *L, Node *e)
{
    Node *a = e->op.lhs, *b = e->op.rhs;
    const Type *ot = a->type;
    if (!L->hlsl2021 || !scalar_bool(ot) || !scalar_bool(b->type)) {
        IrValue *va = lower_expr(L, a);
        IrValue *vb = lower_expr(L, b);
        vb = lower_convert(L, vb, b->type, ot);
        return arith(L, e->op.op, ot, e->type, va, vb);
    }
    const Type *bt = type_scalar(L->tt, SC_BOOL);
    IrValue *tmp = ir_build_var(&L->b, irt_bool(L->m), e->op.op == OP_LOGAND ? "and" : "or");
    IrValue *va = lower_convert(L, lower_expr(L, a), ot, bt);
    ir_build_store(&L->b, tmp, va);
    IrIf *i = ir_build_if(&L->b, va);
    ir_builder_set_region(&L->b, e->op.op == OP_LOGAND ? &i->then_ : &i->else_);
    IrValue *vb = lower_convert(L, lower_expr(L, b), b->type, bt);
    ir_build_store(&L->b, tmp, vb);
    ir_builder_after(&L->b, &i->n);
    IrValue *r = ir_build_load(&L->b, tmp);
    return lower_convert(L, r, bt, e->type);
}

static IrValue *lower_binary(Lower *L, Node *e)
{
    if (e->op.op == OP_LOGAND || e->op.op == OP_LOGOR)
        return lower_logical(L, e);
    IrValue *a = lower_expr(L, e->op.lhs);
    IrValue *b = lower_expr(L, e->op.rhs);
    return arith(L, e->op.op, e->op.lhs->type, e->type, a, b);
}

static IrValue *lower_assign(Lower *L, Node *e)
{
    LValue lv;
    if (!lower_lvalue(L, e->op.lhs, &lv))
        return ir_undef(L->m, vt(L, e->type ? e->type : e->op.lhs->type));
    const Type *lt = e->op.lhs->type;
    if (e->op.op == OP_NONE) {
        IrValue *v = lower_expr(L, e->op.rhs);
        v = lower_convert(L, v, e->op.rhs->type, lt);
        lower_mark_precise(e->op.lhs, v);
        L->b.loc = e->loc;
        lower_store(L, &lv, v);
        return v;
    }
    const Type *ot = e->op.op_type ? e->op.op_type : lt;
    IrValue *r = lower_expr(L, e->op.rhs);
    L->b.loc = e->loc;
    IrValue *cur = lower_load(L, &lv);
    cur = lower_convert(L, cur, lt, ot);
    const Type *rt = e->op.rhs->type;
    if (e->op.op != OP_SHL && e->op.op != OP_SHR)
        r = lower_convert(L, r, rt, ot);
    IrValue *res = arith(L, e->op.op, ot, ot, cur, r);
    res = lower_convert(L, res, ot, lt);
    lower_mark_precise(e->op.lhs, res);
    lower_store(L, &lv, res);
    return res;
}

static IrValue *lower_cond(Lower *L, Node *e)
{
    Node *c = e->cond.cond;
    const Type *rt = e->type;
    const IrType *it = vt(L, rt);
    bool composite = rt->kind == TY_ARRAY || rt->kind == TY_STRUCT;
    if (scalar_bool(c->type) && (L->hlsl2021 || composite)) {
        IrValue *cv = lower_convert(L, lower_expr(L, c), c->type, type_scalar(L->tt, SC_BOOL));
        IrValue *tmp = ir_build_var(&L->b, it, "cond");
        IrValue *pre_a = NULL, *pre_b = NULL;
        if (!L->hlsl2021) { /* HLSL 2018: both sides are evaluated */
            pre_a = lower_convert(L, lower_expr(L, e->cond.then_), e->cond.then_->type, rt);
            pre_b = lower_convert(L, lower_expr(L, e->cond.else_), e->cond.else_->type, rt);
        }
        IrIf *i = ir_build_if(&L->b, cv);
        ir_builder_set_region(&L->b, &i->then_);
        IrValue *a = pre_a ? pre_a : lower_convert(L, lower_expr(L, e->cond.then_), e->cond.then_->type, rt);
        ir_build_store(&L->b, tmp, a);
        ir_builder_set_region(&L->b, &i->else_);
        IrValue *b = pre_b ? pre_b : lower_convert(L, lower_expr(L, e->cond.else_), e->cond.else_->type, rt);
        ir_build_store(&L->b, tmp, b);
        ir_builder_after(&L->b, &i->n);
        return ir_build_load(&L->b, tmp);
    }
    IrValue *cv = lower_expr(L, c);
    IrValue *a = lower_convert(L, lower_expr(L, e->cond.then_), e->cond.then_->type, rt);
    IrValue *b = lower_convert(L, lower_expr(L, e->cond.else_), e->cond.else_->type, rt);
    const Type *ct = c->type;
    if (type_scalar_kind(ct) != SC_BOOL) {
        const Type *bt = ct->kind == TY_MATRIX ? type_matrix(L->tt, SC_BOOL, ct->rows, ct->cols)
                                               : lx_vec_type(L, type_scalar(L->tt, SC_BOOL), ncomp(ct));
        cv = lower_convert(L, cv, ct, bt);
        ct = bt;
    }
    if (lx_is_real_matrix(rt)) {
        IrValue *rows[4];
        const Type *rrt = row_type(L, rt);
        for (int r = 0; r < rt->rows; r++) {
            IrValue *cr = lx_is_real_matrix(ct) ? lx_mat_row(L, cv, ct, r) : cv;
            IrValue *args[3] = {cr, lx_mat_row(L, a, rt, r), lx_mat_row(L, b, rt, r)};
            rows[r] = &ir_build(&L->b, IR_SELECT, vt(L, rrt), args, 3)->v;
        }
        return lx_mat_build(L, rt, rows);
    }
    IrValue *args[3] = {cv, a, b};
    return &ir_build(&L->b, IR_SELECT, it, args, 3)->v;
}

/* ---------------------------------------------------------------- members, indexing */

static IrValue *lower_member(Lower *L, Node *e)
{
    if (is_place(e)) {
        LValue lv;
        if (lv_impl(L, e, &lv))
            return lower_load(L, &lv);
        return ir_undef(L->m, vt(L, e->type));
    }
    Node *o = e->member.object;
    const Type *ot = o->type;
    IrValue *v;
    if (ot && ot->kind == TY_RESOURCE && res_is_struct_view(ot->res)) {
        /* getBuffer().member: the member of the block the handle names */
        LValue lv;
        if (!lower_resource_object(L, o, &lv))
            return ir_undef(L->m, vt(L, e->type));
        v = lower_mem_to_val(L, ir_build_load(&L->b, lv.ptr), ot->elem);
        ot = ot->elem;
    } else {
        v = lower_expr(L, o);
    }
    switch (e->member.what) {
    case MEMBER_FIELD:
    case MEMBER_BITFIELD: {
        uint32_t path[16];
        int n = layout_field_path(ot, e->member.field_index, path, 16);
        IrValue *f = extract_path(L, v, path, n);
        return e->member.what == MEMBER_FIELD ? f
                                               : lower_bitfield_read(L, f, ot->fields[e->member.field_index].type, e);
    }
    case MEMBER_SWIZZLE:
    case MEMBER_MATRIX_ELEMS: {
        LValue tmp = {0};
        tmp.type = ot;
        tmp.nsw = e->member.num_comps;
        memcpy(tmp.sw, e->member.comps, 4);
        tmp.mat_elems = e->member.what == MEMBER_MATRIX_ELEMS;
        return select_comps(L, v, &tmp);
    }
    default:
        return ir_undef(L->m, vt(L, e->type));
    }
}

/* buf[i][k] with a dynamic k: a typed buffer element is no memory to
 * index into, so it is read whole and the component extracted. */
static bool dynamic_texel_component(Lower *L, Node *e)
{
    Node *b = e->index.base;
    const Type *rt = b->kind == ND_INDEX ? b->index.base->type : NULL;
    return rt && lower_is_texel_resource(rt) &&
           b->type && b->type->kind == TY_VECTOR && !lower_const_eval(L, e->index.index);
}

static IrValue *lower_index(Lower *L, Node *e)
{
    if (is_place(e) && !dynamic_texel_component(L, e)) {
        LValue lv;
        if (lv_impl(L, e, &lv))
            return lower_load(L, &lv);
        return ir_undef(L->m, vt(L, e->type));
    }
    Node *bn = e->index.base;
    const Type *bt = bn->type;
    IrValue *v = lower_expr(L, bn);
    IrValue *i = lower_expr(L, e->index.index);
    if (is_one_component(bt))
        return v; /* x[0] of a scalar, a float1 or a float1x1 (the index is in range: sema) */
    if (is_k(i)) {
        uint32_t k = (uint32_t)((IrConst *)i)->u;
        if (bt->kind == TY_MATRIX)
            return lx_mat_row(L, v, bt, (int)k);
        return lx_extract(L, v, k);
    }
    if (bt->kind == TY_VECTOR)
        return lx_op2(L, IR_EXTRACT_DYN, vt(L, e->type), v, i);
    if (bt->kind == TY_MATRIX && !lx_is_real_matrix(bt)) {
        if (bt->rows == 1)
            return v;
        return lx_op2(L, IR_EXTRACT_DYN, vt(L, e->type), v, i);
    }
    /* a dynamic index into an array or matrix value: through a variable */
    IrValue *tmp = ir_build_var(&L->b, v->type, "index");
    ir_build_store(&L->b, tmp, v);
    return ir_build_load(&L->b, lx_access(L, tmp, i));
}

/* ---------------------------------------------------------------- constructors, init lists */

/* An item of a constructor or init list whose components become kind `to`:
 * a literal-typed constant is converted from its full 64-bit value, never
 * through the 32-bit default of a literal (int64_t2(-9223372036854775807, 1)). */
static IrValue *lower_item_as(Lower *L, Node *a, ScalarKind to, const Type **at)
{
    IrConst *k = (int)to >= 0 ? lower_literal_as(L, a, to) : NULL;
    *at = k ? type_scalar(L->tt, to) : a->type;
    return k ? &k->v : lower_expr(L, a);
}

static void flatten_init(Lower *L, Node *item, Flat *f, ScalarKind to)
{
    if (item->kind == ND_INIT_LIST) {
        for (int i = 0; i < item->init.items.len; i++)
            flatten_init(L, item->init.items.data[i], f, to);
        return;
    }
    const Type *at;
    IrValue *v = lower_item_as(L, item, to, &at);
    flatten(L, v, at, f);
}

IrValue *lower_init(Lower *L, Node *init, const Type *t)
{
    if (init->kind != ND_INIT_LIST)
        return lower_convert(L, lower_expr(L, init), init->type, t);
    Flat f = {0};
    bool uniform = t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX;
    flatten_init(L, init, &f, uniform ? type_scalar_kind(t) : (ScalarKind)-1);
    int pos = 0;
    int need = type_component_count(t);
    if (f.n == 1 && need > 1)
        for (int i = 1; i < need; i++)
            flat_push(L, &f, f.v[0], f.k[0]);
    return rebuild(L, t, &f, &pos);
}

static IrValue *lower_constructor(Lower *L, Node *e)
{
    const Type *t = e->type;
    NodeList *args = &e->call.args;
    if (t->kind == TY_SCALAR && args->len == 1)
        return lower_convert(L, lower_expr(L, args->data[0]), args->data[0]->type, t);
    if (t->kind == TY_VECTOR || (t->kind == TY_MATRIX && !lx_is_real_matrix(t))) {
        ScalarKind tk = t->scalar;
        IrValue *parts[16];
        int np = 0, total = 0;
        bool ok = true;
        for (int i = 0; i < args->len && ok; i++) {
            Node *a = args->data[i];
            const Type *at;
            IrValue *v = lower_item_as(L, a, tk, &at);
            if (is_sv(at)) {
                int n = ncomp(at);
                v = lx_convert_elems(L, v, type_scalar_kind(at), tk, n);
                if (np < 16)
                    parts[np++] = v;
                total += n;
            } else {
                Flat f = {0};
                flatten(L, v, at, &f);
                for (int j = 0; j < f.n && np < 16; j++)
                    parts[np++] = lx_convert_elems(L, f.v[j], f.k[j], tk, 1);
                total += f.n;
            }
        }
        int want = ncomp(t);
        if (total == 1 && want > 1)
            return lx_splat(L, vt(L, t), parts[0]);
        if (np == 1 && total == want)
            return parts[0];
        return lx_construct(L, vt(L, t), parts, np);
    }
    if (lx_is_real_matrix(t)) {
        /* rows from a stream of parts: a part that is exactly a row at a row
         * start is used whole, anything else is split into scalars */
        Flat f = {0};
        IrValue *whole[64];
        int nwhole[64];
        int nparts = 0;
        for (int i = 0; i < args->len; i++) {
            Node *a = args->data[i];
            const Type *at;
            IrValue *v = lower_item_as(L, a, t->scalar, &at);
            if (at->kind == TY_VECTOR && at->cols == t->cols && nparts < 64) {
                whole[nparts] = lx_convert_elems(L, v, at->scalar, t->scalar, t->cols);
                nwhole[nparts++] = f.n;
                for (int c = 0; c < t->cols; c++)
                    flat_push(L, &f, NULL, t->scalar); /* placeholders, filled on demand */
                continue;
            }
            flatten(L, v, at, &f);
        }
        if (f.n == 1) {
            return lower_convert(L, f.v[0] ? f.v[0] : whole[0], type_scalar(L->tt, f.k[0]), t);
        }
        IrValue *rows[4];
        const Type *rt = row_type(L, t);
        int pos = 0;
        for (int r = 0; r < t->rows; r++) {
            int w = -1;
            for (int j = 0; j < nparts; j++)
                if (nwhole[j] == pos)
                    w = j;
            if (w >= 0) {
                rows[r] = whole[w];
                pos += t->cols;
                continue;
            }
            IrValue *p[4];
            for (int c = 0; c < t->cols; c++, pos++) {
                if (pos < f.n && !f.v[pos]) {
                    /* inside a whole-row part that does not start here */
                    int j = 0;
                    while (j < nparts && !(nwhole[j] <= pos && pos < nwhole[j] + t->cols))
                        j++;
                    p[c] = lx_extract(L, whole[j], (uint32_t)(pos - nwhole[j]));
                } else {
                    int q = pos;
                    p[c] = next_scalar(L, &f, &q, t->scalar);
                }
            }
            rows[r] = lx_construct(L, vt(L, rt), p, t->cols);
        }
        return lx_mat_build(L, t, rows);
    }
    /* structs, arrays: element-wise */
    Flat f = {0};
    for (int i = 0; i < args->len; i++)
        flatten(L, lower_expr(L, args->data[i]), args->data[i]->type, &f);
    int pos = 0;
    return rebuild(L, t, &f, &pos);
}

/* ---------------------------------------------------------------- calls */

typedef struct CopyBack {
    LValue lv;
    IrValue *tmp;
    const Type *arg_type, *param_type;
} CopyBack;

/* SPIR-V's OpFunctionCall takes pointers to whole variables only: an
 * OpVariable or a pointer parameter (a "memory object declaration"). */
static bool is_mem_object(const IrValue *p)
{
    return p->vkind == IRV_PARAM || (p->vkind == IRV_INST && ((const IrInst *)p)->op == IR_VAR);
}

static bool read_only_root(const LValue *lv)
{
    if (lv->konst)
        return true;
    IrGlobal *g = lv->root;
    return g && (g->space == IRS_UNIFORM || g->space == IRS_PUSH_CONSTANT || g->space == IRS_SPEC_CONSTANT ||
                 ((g->space == IRS_STORAGE || g->space == IRS_HANDLE) && !g->writable));
}

IrValue *lower_call(Lower *L, Node *e)
{
    Node *fn = e->call.func;
    Node *def = fn->func.definition ? fn->func.definition : fn;
    IrFunction *f = lower_get_function(L, def);
    int np = def->func.params.len;
    bool method = def->func.owner && !def->func.is_static_method;
    IrValue **args = ARENA_ARRAY(L->c->arena, IrValue *, np + 2);
    CopyBack *cb = ARENA_ARRAY(L->c->arena, CopyBack, np + 2);
    int na = 0, ncb = 0;
    if (method) {
        /* this: the object's own variable when it is one (a var or a pointer
         * parameter: SPIR-V passes only memory object declarations), else a
         * temporary copied in and, for an lvalue, back after the call. A
         * base's method gets the base part (member 0, repeatedly). */
        Node *obj = e->call.object;
        const Type *st = def->func.owner->type;
        const IrType *sit = vt(L, st);
        LValue lv;
        memset(&lv, 0, sizeof lv);
        bool place;
        if (!obj) {
            place = L->this_ptr && L->func && L->func->func.owner;
            if (place) {
                lv.ptr = L->this_ptr;
                lv.type = L->func->func.owner->type;
            }
        } else {
            place = is_place(obj) && lv_impl(L, obj, &lv);
        }
        while (place && !lv.nsw && !lv.konst && lv.type && lv.type != st && lv.type->kind == TY_STRUCT &&
               lv.type->base) {
            lv.ptr = lx_access_const(L, lv.ptr, 0);
            lv.type = lv.type->base;
        }
        if (place && !lv.nsw && !lv.konst && lv.ptr && ptr_space(lv.ptr) == IRS_FUNCTION && pointee(lv.ptr) == sit &&
            is_mem_object(lv.ptr)) {
            args[na++] = lv.ptr;
        } else if (!place && !obj) {
            args[na++] = ir_undef(L->m, f->params[0]->v.type);
        } else {
            IrValue *tmp = ir_build_var(&L->b, sit, "this");
            IrValue *v = place ? lower_load(L, &lv) : lower_expr(L, obj);
            ir_build_store(&L->b, tmp, lower_convert(L, v, place ? lv.type : obj->type, st));
            args[na++] = tmp;
            if (place && !read_only_root(&lv))
                cb[ncb++] = (CopyBack){lv, tmp, lv.type, st};
        }
    }
    for (int i = 0; i < np; i++) {
        Node *p = def->func.params.data[i];
        Node *a = i < e->call.args.len ? e->call.args.data[i] : p->param.default_value;
        if (!a) {
            args[na++] = ir_undef(L->m, vt(L, p->type));
            continue;
        }
        if (p->param.mods & (MOD_OUT | MOD_INOUT)) {
            Node *x = a;
            while (x->kind == ND_CAST && x->cast.implicit)
                x = x->cast.expr;
            LValue lv;
            IrValue *tmp = ir_build_var(&L->b, vt(L, p->type), p->param.name);
            if (!lower_lvalue(L, x, &lv)) {
                args[na++] = tmp;
                continue;
            }
            if (p->param.mods & MOD_INOUT) {
                IrValue *v = lower_load(L, &lv);
                ir_build_store(&L->b, tmp, lower_convert(L, v, x->type, p->type));
            }
            args[na++] = tmp;
            cb[ncb++] = (CopyBack){lv, tmp, x->type, p->type};
            continue;
        }
        IrValue *v = lower_expr(L, a);
        args[na++] = lower_convert(L, v, a->type, p->type);
    }
    L->b.loc = e->loc;
    IrValue *r = ir_build_call(&L->b, f, args, na);
    for (int i = 0; i < ncb; i++) {
        IrValue *v = ir_build_load(&L->b, cb[i].tmp);
        v = lower_convert(L, v, cb[i].param_type, cb[i].arg_type);
        if (cb[i].lv.nsw) {
            /* the swizzle's value type: its components */
            lower_store(L, &cb[i].lv, v);
        } else {
            lower_store(L, &cb[i].lv, v);
        }
    }
    return r;
}

/* ---------------------------------------------------------------- expressions */

static IrValue *lower_literal(Lower *L, Node *e)
{
    IrConst *k = lower_const_eval(L, e);
    if (k)
        return &k->v;
    return ir_undef(L->m, vt(L, e->type));
}

IrValue *lower_expr(Lower *L, Node *e)
{
    if (!e)
        return NULL;
    SrcLoc saved = L->b.loc;
    L->b.loc = e->loc;
    IrValue *r = NULL;
    switch (e->kind) {
    case ND_INT_LIT:
    case ND_FLOAT_LIT:
    case ND_BOOL_LIT:
        r = lower_literal(L, e);
        break;
    case ND_IDENT:
        if (e->ident.sym == SYM_ENUMERATOR) {
            r = lower_literal(L, e);
        } else {
            LValue lv;
            if (lv_ident(L, e, &lv))
                r = lower_load(L, &lv);
            else
                r = ir_undef(L->m, e->type ? vt(L, e->type) : irt_int(L->m, 32, false));
        }
        break;
    case ND_UNARY:
        r = lower_unary(L, e);
        break;
    case ND_BINARY:
        r = lower_binary(L, e);
        break;
    case ND_ASSIGN:
        r = lower_assign(L, e);
        break;
    case ND_COND:
        r = lower_cond(L, e);
        break;
    case ND_COMMA:
        lower_expr(L, e->comma.lhs);
        r = lower_expr(L, e->comma.rhs);
        break;
    case ND_CALL:
        if (e->call.is_constructor)
            r = lower_constructor(L, e);
        else if (lower_spirv_call(L, e, &r))
            ; /* inline SPIR-V, and the wrappers that pass references to it */
        else if (e->call.intrinsic >= 0 && !e->call.func)
            r = lower_intrinsic_call(L, e);
        else if (e->call.func)
            r = lower_call(L, e);
        else
            ice(L->c, "lowering: a call with nothing to call");
        break;
    case ND_MEMBER:
        r = lower_member(L, e);
        break;
    case ND_INDEX:
        r = lower_index(L, e);
        break;
    case ND_CAST: {
        Node *in = e->cast.expr;
        const Type *it = in->type;
        if (it && it->kind == TY_RESOURCE && res_is_struct_view(it->res)) {
            /* ConstantBuffer<T> as its T: the block's data */
            LValue lv;
            r = lower_resource_object(L, in, &lv) ? lower_mem_to_val(L, ir_build_load(&L->b, lv.ptr), it->elem)
                                                 : ir_undef(L->m, vt(L, e->type));
            r = lower_convert(L, r, it->elem, e->type);
            break;
        }
        IrValue *k = NULL;
        if (in->kind == ND_INT_LIT || in->kind == ND_FLOAT_LIT || in->kind == ND_BOOL_LIT ||
            (it && it->kind == TY_SCALAR && (it->scalar == SC_LITERAL_INT || it->scalar == SC_LITERAL_FLOAT))) {
            IrConst *kk = lower_const_eval(L, e);
            k = kk ? &kk->v : NULL;
        }
        r = k ? k : lower_convert(L, lower_expr(L, in), it, e->type);
        break;
    }
    case ND_INIT_LIST:
        r = lower_init(L, e, e->type);
        break;
    case ND_SIZEOF: {
        const Type *t = e->size_of.expr ? e->size_of.expr->type
                                        : (e->size_of.spec ? e->size_of.spec->resolved : NULL);
        uint32_t a = 0, s = 0;
        if (t)
            layout_align_size(t, LAYOUT_STD430, false, &a, &s, NULL);
        r = lower_convert(L, lx_u32(L, s), type_scalar(L->tt, SC_UINT), e->type);
        break;
    }
    default:
        ice(L->c, "lowering: unexpected %s in an expression", node_kind_name[e->kind]);
    }
    L->b.loc = saved;
    return r;
}
