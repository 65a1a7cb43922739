/* Expressions: operators, members, swizzles, indexing, constructors,
 * initializer lists and user calls; the small builders every lowering file
 * uses. Conversions are in lower_convert.c, places (lvalues, loads, stores)
 * in lower_place.c.
 *
 * Rules mirrored:
 *   - shifts mask the amount by (bit width - 1), as HLSL and DXC do;
 *   - && || ?: short-circuit in HLSL 2021 when the condition is a scalar
 *     (a local variable, an if, and stores on each side: vars_to_ssa makes
 *     the phi); in HLSL 2018 and on vectors both sides are evaluated and
 *     combined component-wise (IR_AND / IR_OR / IR_SELECT);
 *   - arithmetic on matrices is done row by row (the IR has no matrix
 *     arithmetic but the mul family). */
#include <string.h>
#include "lower_internal.h"

const IrType *lx_vt(Lower *L, const Type *t)
{
    const IrType *r = layout_type(L, t, LAYOUT_NONE, false);
    return r ? r : irt_int(L->m, 32, false);
}

/* ---------------------------------------------------------------- small builders */

IrValue *lx_const(IrConst *k)
{
    return &k->v;
}

bool lx_is_k(const IrValue *v)
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
        all_k &= lx_is_k(parts[i]);
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
    if (lx_is_k(v)) {
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
    if (lx_is_k(s))
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
    if (lx_is_k(a) && lx_is_k(b)) {
        IrValue *parts[4];
        uint32_t na = a->type->kind == IRT_VECTOR ? a->type->count : 1;
        for (int i = 0; i < n; i++)
            parts[i] = comps[i] < na ? lx_extract(L, a, comps[i]) : lx_extract(L, b, comps[i] - na);
        return lx_construct(L, t, parts, n);
    }
    IrValue *args[2] = {a, b};
    return &ir_build_lits(&L->b, IR_SHUFFLE, t, args, 2, comps, n)->v;
}

IrValue *lx_extract_path(Lower *L, IrValue *v, const uint32_t *path, int n)
{
    if (n == 1 || lx_is_k(v)) {
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
        return lx_extract_path(L, m, path, 2);
    }
    int n = t->rows * t->cols;
    if (n == 1)
        return m;
    return lx_extract(L, m, (uint32_t)(r * t->cols + c));
}

IrValue *lx_mat_build(Lower *L, const Type *t, IrValue **rows)
{
    if (lx_is_real_matrix(t))
        return lx_construct(L, lx_vt(L, t), rows, t->rows);
    if (t->cols == 1 && t->rows > 1)
        return lx_construct(L, lx_vt(L, t), rows, t->rows);
    return rows[0];
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
        const Type *ort = lx_row_type(L, ot), *rrt = lx_vec_type(L, rt, rt->kind == TY_MATRIX ? rt->cols : ot->cols);
        for (int r = 0; r < ot->rows; r++)
        { /* b's row first: gcc's order (C leaves a call's argument order open) */
            IrValue *row_b = lx_mat_row(L, b, ot, r);
            rows[r] = arith(L, op, ort, rrt, lx_mat_row(L, a, ot, r), row_b);
        }
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
        a = lower_convert(L, a, ot, lx_vec_type(L, ot, lx_ncomp(ot)));
        int n = lx_ncomp(ot);
        a = lx_convert_elems(L, a, type_scalar_kind(ot), SC_BOOL, n);
        b = lx_convert_elems(L, b, type_scalar_kind(ot), SC_BOOL, n);
    }
    return lx_op2(L, binary_op(op), lx_vt(L, rt), a, b);
}

static IrValue *lower_unary(Lower *L, Node *e)
{
    AstOp op = e->op.op;
    Node *x = e->op.lhs;
    const Type *t = x->type;
    if (op == OP_PRE_INC || op == OP_PRE_DEC || op == OP_POST_INC || op == OP_POST_DEC) {
        LValue lv;
        if (!lower_lvalue(L, x, &lv))
            return ir_undef(L->m, lx_vt(L, e->type));
        IrValue *old = lower_load(L, &lv);
        const Type *ct = lv.nsw ? lx_vec_type(L, t, lv.nsw) : t;
        IrValue *one;
        if (lx_is_real_matrix(ct)) {
            IrValue *rows[4];
            const Type *rt = lx_row_type(L, ct);
            for (int r = 0; r < ct->rows; r++)
                rows[r] = lx_scalar_const(L, lx_vt(L, rt), 1.0, 1);
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
                                              : lx_vec_type(L, type_scalar(L->tt, SC_BOOL), lx_ncomp(t));
        v = lower_convert(L, v, t, bt);
        t = bt;
    }
    if (lx_is_real_matrix(t)) {
        IrValue *rows[4];
        const Type *rrt = lx_row_type(L, t);
        for (int r = 0; r < t->rows; r++) {
            IrValue *row = lx_mat_row(L, v, t, r);
            rows[r] = lx_op1(L, op == OP_NEG ? IR_NEG : IR_NOT, lx_vt(L, rrt), row);
        }
        return lx_mat_build(L, t, rows);
    }
    (void)rt;
    return lx_op1(L, op == OP_NEG ? IR_NEG : IR_NOT, lx_vt(L, t), v);
}

static bool scalar_bool(const Type *t)
{
    return t && lx_ncomp(t) == 1 && t->kind != TY_ARRAY && t->kind != TY_STRUCT;
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
        return ir_undef(L->m, lx_vt(L, e->type ? e->type : e->op.lhs->type));
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
    const IrType *it = lx_vt(L, rt);
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
                                               : lx_vec_type(L, type_scalar(L->tt, SC_BOOL), lx_ncomp(ct));
        cv = lower_convert(L, cv, ct, bt);
        ct = bt;
    }
    if (lx_is_real_matrix(rt)) {
        IrValue *rows[4];
        const Type *rrt = lx_row_type(L, rt);
        for (int r = 0; r < rt->rows; r++) {
            IrValue *cr = lx_is_real_matrix(ct) ? lx_mat_row(L, cv, ct, r) : cv;
            IrValue *args[3] = {cr, lx_mat_row(L, a, rt, r), lx_mat_row(L, b, rt, r)};
            rows[r] = &ir_build(&L->b, IR_SELECT, lx_vt(L, rrt), args, 3)->v;
        }
        return lx_mat_build(L, rt, rows);
    }
    IrValue *args[3] = {cv, a, b};
    return &ir_build(&L->b, IR_SELECT, it, args, 3)->v;
}

/* ---------------------------------------------------------------- members, indexing */

static IrValue *lower_member(Lower *L, Node *e)
{
    if (lower_is_place(e)) {
        LValue lv;
        if (lx_lv_impl(L, e, &lv))
            return lower_load(L, &lv);
        return ir_undef(L->m, lx_vt(L, e->type));
    }
    Node *o = e->member.object;
    const Type *ot = o->type;
    IrValue *v;
    if (ot && ot->kind == TY_RESOURCE && res_is_struct_view(ot->res)) {
        /* getBuffer().member: the member of the block the handle names */
        LValue lv;
        if (!lower_resource_object(L, o, &lv))
            return ir_undef(L->m, lx_vt(L, e->type));
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
        IrValue *f = lx_extract_path(L, v, path, n);
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
        return lx_select_comps(L, v, &tmp);
    }
    default:
        return ir_undef(L->m, lx_vt(L, e->type));
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
    if (lower_is_place(e) && !dynamic_texel_component(L, e)) {
        LValue lv;
        if (lx_lv_impl(L, e, &lv))
            return lower_load(L, &lv);
        return ir_undef(L->m, lx_vt(L, e->type));
    }
    Node *bn = e->index.base;
    const Type *bt = bn->type;
    IrValue *v = lower_expr(L, bn);
    IrValue *i = lower_expr(L, e->index.index);
    if (lx_is_one_component(bt))
        return v; /* x[0] of a scalar, a float1 or a float1x1 (the index is in range: sema) */
    if (lx_is_k(i)) {
        uint32_t k = (uint32_t)((IrConst *)i)->u;
        if (bt->kind == TY_MATRIX)
            return lx_mat_row(L, v, bt, (int)k);
        return lx_extract(L, v, k);
    }
    if (bt->kind == TY_VECTOR)
        return lx_op2(L, IR_EXTRACT_DYN, lx_vt(L, e->type), v, i);
    if (bt->kind == TY_MATRIX && !lx_is_real_matrix(bt)) {
        if (bt->rows == 1)
            return v;
        return lx_op2(L, IR_EXTRACT_DYN, lx_vt(L, e->type), v, i);
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

static void flatten_init(Lower *L, Node *item, LxFlat *f, ScalarKind to)
{
    if (item->kind == ND_INIT_LIST) {
        for (int i = 0; i < item->init.items.len; i++)
            flatten_init(L, item->init.items.data[i], f, to);
        return;
    }
    const Type *at;
    IrValue *v = lower_item_as(L, item, to, &at);
    lx_flatten(L, v, at, f);
}

IrValue *lower_init(Lower *L, Node *init, const Type *t)
{
    if (init->kind != ND_INIT_LIST)
        return lower_convert(L, lower_expr(L, init), init->type, t);
    LxFlat f = {0};
    bool uniform = t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX;
    flatten_init(L, init, &f, uniform ? type_scalar_kind(t) : (ScalarKind)-1);
    int pos = 0;
    int need = type_component_count(t);
    if (f.n == 1 && need > 1)
        for (int i = 1; i < need; i++)
            lx_flat_push(L, &f, f.v[0], f.k[0]);
    return lx_rebuild(L, t, &f, &pos);
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
            if (lx_is_sv(at)) {
                int n = lx_ncomp(at);
                v = lx_convert_elems(L, v, type_scalar_kind(at), tk, n);
                if (np < 16)
                    parts[np++] = v;
                total += n;
            } else {
                LxFlat f = {0};
                lx_flatten(L, v, at, &f);
                for (int j = 0; j < f.n && np < 16; j++)
                    parts[np++] = lx_convert_elems(L, f.v[j], f.k[j], tk, 1);
                total += f.n;
            }
        }
        int want = lx_ncomp(t);
        if (total == 1 && want > 1)
            return lx_splat(L, lx_vt(L, t), parts[0]);
        if (np == 1 && total == want)
            return parts[0];
        return lx_construct(L, lx_vt(L, t), parts, np);
    }
    if (lx_is_real_matrix(t)) {
        /* rows from a stream of parts: a part that is exactly a row at a row
         * start is used whole, anything else is split into scalars */
        LxFlat f = {0};
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
                    lx_flat_push(L, &f, NULL, t->scalar); /* placeholders, filled on demand */
                continue;
            }
            lx_flatten(L, v, at, &f);
        }
        if (f.n == 1) {
            return lower_convert(L, f.v[0] ? f.v[0] : whole[0], type_scalar(L->tt, f.k[0]), t);
        }
        IrValue *rows[4];
        const Type *rt = lx_row_type(L, t);
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
                    p[c] = lx_next_scalar(L, &f, &q, t->scalar);
                }
            }
            rows[r] = lx_construct(L, lx_vt(L, rt), p, t->cols);
        }
        return lx_mat_build(L, t, rows);
    }
    /* structs, arrays: element-wise */
    LxFlat f = {0};
    for (int i = 0; i < args->len; i++)
        lx_flatten(L, lower_expr(L, args->data[i]), args->data[i]->type, &f);
    int pos = 0;
    return lx_rebuild(L, t, &f, &pos);
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

static void copy_back(Lower *L, CopyBack **cb, int np, int *ncb, CopyBack c)
{
    if (!*cb)
        *cb = ARENA_ARRAY(L->scratch, CopyBack, np + 2);
    (*cb)[(*ncb)++] = c;
}

IrValue *lower_call(Lower *L, Node *e)
{
    Node *fn = e->call.func;
    Node *def = fn->func.definition ? fn->func.definition : fn;
    IrFunction *f = lower_get_function(L, def);
    int np = def->func.params.len;
    bool method = def->func.owner && !def->func.is_static_method;
    IrValue **args = ARENA_ARRAY(L->scratch, IrValue *, np + 2);
    CopyBack *cb = NULL; /* made at the first copy-back: most calls have none */
    int na = 0, ncb = 0;
    if (method) {
        /* this: the object's own variable when it is one (a var or a pointer
         * parameter: SPIR-V passes only memory object declarations), else a
         * temporary copied in and, for an lvalue, back after the call. A
         * base's method gets the base part (member 0, repeatedly). */
        Node *obj = e->call.object;
        const Type *st = def->func.owner->type;
        const IrType *sit = lx_vt(L, st);
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
            place = lower_is_place(obj) && lx_lv_impl(L, obj, &lv);
        }
        while (place && !lv.nsw && !lv.konst && lv.type && lv.type != st && lv.type->kind == TY_STRUCT &&
               lv.type->base) {
            lv.ptr = lx_access_const(L, lv.ptr, 0);
            lv.type = lv.type->base;
        }
        if (place && !lv.nsw && !lv.konst && lv.ptr && lx_ptr_space(lv.ptr) == IRS_FUNCTION && lx_pointee(lv.ptr) == sit &&
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
                copy_back(L, &cb, np, &ncb, (CopyBack){lv, tmp, lv.type, st});
        }
    }
    for (int i = 0; i < np; i++) {
        Node *p = def->func.params.data[i];
        Node *a = i < e->call.args.len ? e->call.args.data[i] : p->param.default_value;
        if (!a) {
            args[na++] = ir_undef(L->m, lx_vt(L, p->type));
            continue;
        }
        if (p->type && p->type->kind == TY_RAYQUERY) { /* the caller's query itself (sema_rayquery.c) */
            Node *x = a;
            while (x->kind == ND_CAST && x->cast.implicit)
                x = x->cast.expr;
            LValue lv;
            bool ok = lower_lvalue(L, x, &lv) && lv.ptr;
            if (ok && lx_ptr_space(lv.ptr) != IRS_FUNCTION) { /* a static's private global */
                lower_error(L, x, D_LOWER_RAYQUERY_STATIC_ARG, x->kind == ND_IDENT ? x->ident.name : "?", def->func.name);
                ok = false;
            }
            args[na++] = ok ? lv.ptr : ir_undef(L->m, irt_pointer(L->m, irt_ray_query(L->m), IRS_FUNCTION));
            continue;
        }
        if (p->param.mods & (MOD_OUT | MOD_INOUT)) {
            Node *x = a;
            while (x->kind == ND_CAST && x->cast.implicit)
                x = x->cast.expr;
            LValue lv;
            IrValue *tmp = ir_build_var(&L->b, lx_vt(L, p->type), p->param.name);
            if (!lower_lvalue(L, x, &lv)) {
                args[na++] = tmp;
                continue;
            }
            if (p->param.mods & MOD_INOUT) {
                IrValue *v = lower_load(L, &lv);
                ir_build_store(&L->b, tmp, lower_convert(L, v, x->type, p->type));
            }
            args[na++] = tmp;
            copy_back(L, &cb, np, &ncb, (CopyBack){lv, tmp, x->type, p->type});
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
    return ir_undef(L->m, lx_vt(L, e->type));
}

/* The value a local written once is bound to (lower_single_assign.c), or NULL. */
static IrValue *single_assign_value(Lower *L, const Node *e)
{
    const Node *d = e->ident.decl;
    if (!d || d->kind != ND_VAR || d->var.is_global)
        return NULL;
    VarInfo *vi = lower_var(L, d);
    if (!vi || !vi->value)
        return NULL;
    L->b.f->next_value_id++; /* the id of the load it replaces (see bind_value, lower_stmt.c) */
    return vi->value;
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
        } else if ((r = single_assign_value(L, e))) {
            /* a local written once: its initializer's value */
        } else {
            LValue lv;
            if (lx_lv_ident(L, e, &lv))
                r = lower_load(L, &lv);
            else
                r = ir_undef(L->m, e->type ? lx_vt(L, e->type) : irt_int(L->m, 32, false));
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
                                                 : ir_undef(L->m, lx_vt(L, e->type));
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
