/* Intrinsic calls and resource methods (intrinsics.def's "lower" column).
 *
 *   LOWER_INTRINSIC  IR_INTRINSIC with imm = the row id, the converted args
 *                    and the result type; INF_COMPONENTWISE rows on matrices
 *                    are applied row by row and the rows reassembled.
 *                    f32tof16 / f16tof32: their SPIR-V cells are GLSL
 *                    PackHalf2x16 / UnpackHalf2x16, which work on 2-vectors,
 *                    so the IR_INTRINSIC of these two rows takes vec2<f32>
 *                    and gives u32 (f32tof16(x) = pack(vec2(x, 0))), and
 *                    takes u32 and gives vec2<f32> (f16tof32(u) =
 *                    unpack(u).x), once per component.
 *   LOWER_IR_OP      the row's IR op with the row's imm: IR_BITCAST (asuint,
 *                    asint, asfloat), IR_BARRIER, IR_ATOMIC (Interlocked*:
 *                    ptr to the destination, value [, comparator]; the old
 *                    value goes to the `out` argument when there is one).
 *   LOWER_HOOK       the code below, by row id.
 * Resource methods take the buffer global from the call's object. */
#include <string.h>
#include "lower_internal.h"
#include "texture.h"

static const IrType *vt(Lower *L, const Type *t)
{
    const IrType *r = layout_type(L, t, LAYOUT_NONE, false);
    return r ? r : irt_int(L->m, 32, false);
}

static const Type *row_type(Lower *L, const Type *t)
{
    return lx_vec_type(L, t, t->cols);
}

static int ncomp(const Type *t)
{
    return t->kind == TY_SCALAR ? 1 : t->kind == TY_VECTOR ? t->cols : t->rows * t->cols;
}

/* An IR_INTRINSIC (id) or a plain IR op (op, when id < 0) on args of HLSL
 * types ts, giving rt; matrices row by row. */
/* DXC decorates a mad NoContraction: its Fma, or an integer mad's
 * multiply and add (GLSL.std.450 Fma: decorated, "fma is considered a
 * single operation" and computed alike wherever it appears). v: the mad's
 * result, a matrix's rows in a construct. */
static IrValue *mark_mad(IrValue *v)
{
    IrInst *i = v && v->vkind == IRV_INST ? (IrInst *)v : NULL;
    if (!i)
        return v;
    if (i->op == IR_CONSTRUCT) {
        for (uint32_t k = 0; k < i->num_args; k++)
            mark_mad(i->args[k]);
    } else if (i->op == IR_INTRINSIC && i->imm == INTR_MAD) {
        i->precise = true;
    } else if (i->op == IR_ADD) {
        i->precise = true;
        IrValue *m = i->args[0];
        if (m->vkind == IRV_INST && ((IrInst *)m)->op == IR_MUL)
            ((IrInst *)m)->precise = true;
    }
    return v;
}

static IrValue *apply(Lower *L, int id, IrOp op, const Type *rt, IrValue **a, const Type **ts, int n)
{
    int mi = -1;
    for (int i = 0; i < n; i++)
        if (lx_is_real_matrix(ts[i]))
            mi = i;
    if (mi >= 0 && rt->kind == TY_MATRIX) {
        const Type *mt = ts[mi];
        IrValue *rows[4];
        const Type *rrt = row_type(L, rt);
        for (int r = 0; r < mt->rows; r++) {
            IrValue *ra[4];
            const Type *rts[4];
            for (int i = 0; i < n; i++) {
                bool m = lx_is_real_matrix(ts[i]);
                ra[i] = m ? lx_mat_row(L, a[i], ts[i], r) : a[i];
                rts[i] = m ? row_type(L, ts[i]) : ts[i];
            }
            rows[r] = apply(L, id, op, rrt, ra, rts, n);
        }
        return lx_mat_build(L, rt, rows);
    }
    if (id >= 0)
        return ir_build_intrinsic(&L->b, id, vt(L, rt), a, n);
    return &ir_build(&L->b, op, vt(L, rt), a, n)->v;
}

static void lower_args(Lower *L, Node *e, IrValue **vals, const Type **ts, int max)
{
    for (int i = 0; i < e->call.args.len && i < max; i++) {
        Node *a = e->call.args.data[i];
        vals[i] = lower_expr(L, a);
        ts[i] = a->type;
    }
}

/* A constant of t's element type, splatted/rowed to t's shape. */
static IrValue *const_like(Lower *L, const Type *t, double f)
{
    if (lx_is_real_matrix(t)) {
        IrValue *rows[4];
        for (int r = 0; r < t->rows; r++)
            rows[r] = lx_scalar_const(L, vt(L, row_type(L, t)), f, (uint64_t)(int64_t)f);
        return lx_mat_build(L, t, rows);
    }
    return lx_scalar_const(L, vt(L, t), f, (uint64_t)(int64_t)f);
}

static bool is_float(const Type *t)
{
    return scalar_info[type_scalar_kind(t)].cls == SCLASS_FLOAT;
}

static bool is_unsigned(const Type *t)
{
    return scalar_info[type_scalar_kind(t)].cls == SCLASS_UINT;
}

/* ---------------------------------------------------------------- stores to out arguments */

void lower_store_out(Lower *L, Node *arg, IrValue *v, const Type *vtype)
{
    Node *x = arg;
    while (x->kind == ND_CAST && x->cast.implicit)
        x = x->cast.expr;
    LValue lv;
    if (!lower_lvalue(L, x, &lv))
        return;
    lower_store(L, &lv, lower_convert(L, v, vtype, x->type));
}

/* ---------------------------------------------------------------- atomics */

static bool atomic_space_ok(IrValue *ptr)
{
    IrAddrSpace s = ptr->type->space;
    return s == IRS_WORKGROUP || s == IRS_STORAGE || s == IRS_IMAGE;
}

/* A typed buffer element: the atomic goes through a texel pointer, which
 * exists only for a whole 32-bit int texel (RWBuffer<uint> / <int>). */
static IrValue *texel_atomic_ptr(Lower *L, Node *dest, const LValue *lv, int id)
{
    const IrType *img = lv->ptr->type->elem;
    const IrType *want = layout_type(L, lv->type, LAYOUT_NONE, false);
    const Type *elem = lv->texel_vec ? lv->texel_vec : lv->type;
    if (lower_texel_split(elem)) { /* RWBuffer<uint64_t2>'s B[i].x */
        lower_error(L, dest, D_LOWER_TEXEL_SPLIT_ATOMIC, intrinsic_info[id].hlsl,
                    arena_printf(L->c->arena, "RWBuffer<%s>", type_name(L->c, elem)));
        return NULL;
    }
    if (lv->nsw || img->sampled != IR_IMAGE_STORAGE || want != img->elem || img->elem->kind != IRT_INT) {
        lower_error(L, dest, img->dim == IR_DIM_BUFFER ? D_LOWER_TEXEL_ATOMIC : D_LOWER_TEXEL_ATOMIC_TEXTURE,
                    intrinsic_info[id].hlsl);
        return NULL;
    }
    return lower_texel_pointer(L, lv->ptr, lv->texel);
}

/* ptr: the destination; dest_t its HLSL type; vals from args[first..]. */
static IrValue *emit_atomic(Lower *L, Node *e, int id, IrValue *ptr, IrGlobal *root, const Type *dest_t, int first)
{
    const IntrinsicInfo *r = &intrinsic_info[id];
    NodeList *args = &e->call.args;
    bool cmp = r->imm == IR_ATOMIC_COMPARE_EXCHANGE;
    const IrType *pt = ptr->type->elem;
    IrValue *ops[3];
    int n = 0;
    ops[n++] = ptr;
    int nin = cmp ? 2 : 1;
    IrValue *in[2] = {NULL, NULL};
    for (int i = 0; i < nin && first + i < args->len; i++) {
        Node *a = args->data[first + i];
        in[i] = lower_convert(L, lower_expr(L, a), a->type, dest_t);
    }
    if (!in[0])
        in[0] = ir_undef(L->m, pt);
    if (cmp) {
        if (!in[1])
            in[1] = ir_undef(L->m, pt);
        ops[n++] = in[1]; /* value */
        ops[n++] = in[0]; /* comparator */
    } else {
        ops[n++] = in[0];
    }
    L->b.loc = e->loc;
    IrInst *i = ir_build(&L->b, IR_ATOMIC, pt, ops, n);
    i->imm = (uint32_t)r->imm;
    if (root)
        root->used_atomically = true;
    int out = first + nin;
    if (out < args->len) /* the optional `out original` */
        lower_store_out(L, args->data[out], &i->v, dest_t);
    return &i->v;
}

static IrValue *lower_interlocked(Lower *L, Node *e, int id)
{
    Node *dest = e->call.args.data[0];
    LValue lv;
    if (!lower_lvalue(L, dest, &lv))
        return NULL;
    IrValue *ptr = lv.ptr;
    if (lv.texel) {
        ptr = texel_atomic_ptr(L, dest, &lv, id);
        return ptr ? emit_atomic(L, e, id, ptr, lv.root, lv.type, 1) : NULL;
    }
    if (lv.konst || lv.mat_elems || lv.nsw > 1 || !ptr) {
        lower_error(L, dest, D_LOWER_ATOMIC_TARGET, intrinsic_info[id].hlsl);
        return NULL;
    }
    const Type *dt = lv.type;
    if (lv.nsw == 1) {
        ptr = lx_access_const(L, ptr, lv.sw[0]);
        dt = type_scalar(L->tt, type_scalar_kind(dt));
    }
    if (!atomic_space_ok(ptr)) {
        lower_error(L, dest, D_LOWER_ATOMIC_TARGET, intrinsic_info[id].hlsl);
        return NULL;
    }
    return emit_atomic(L, e, id, ptr, lv.root, dt, 1);
}

/* ---------------------------------------------------------------- mul */

/* Element (i, j) of an operand of mul() seen as a matrix: a vector is a row
 * (1xN) on the left and a column (Nx1) on the right. */
static IrValue *mul_elem(Lower *L, IrValue *v, const Type *t, bool left, int i, int j)
{
    if (t->kind == TY_MATRIX)
        return lx_mat_elem(L, v, t, i, j);
    if (ncomp(t) == 1)
        return v;
    return lx_extract(L, v, (uint32_t)(left ? j : i));
}

static void mul_dims(const Type *t, bool left, int *rows, int *cols)
{
    if (t->kind == TY_MATRIX) {
        *rows = t->rows;
        *cols = t->cols;
    } else if (left) {
        *rows = 1;
        *cols = ncomp(t);
    } else {
        *rows = ncomp(t);
        *cols = 1;
    }
}

static IrValue *lower_mul(Lower *L, Node *e)
{
    Node *an = e->call.args.data[0], *bn = e->call.args.data[1];
    const Type *rt = e->type;
    ScalarKind k = type_scalar_kind(rt);
    IrValue *a = lower_expr(L, an), *b = lower_expr(L, bn);
    const Type *ta = an->type, *tb = bn->type;
    /* both operands in the result's element type */
    if (type_scalar_kind(ta) != k) {
        const Type *nt = ta->kind == TY_MATRIX ? type_matrix(L->tt, k, ta->rows, ta->cols) : lx_vec_type(L, ta, ncomp(ta));
        nt = ta->kind == TY_MATRIX ? nt : (ncomp(ta) == 1 ? type_scalar(L->tt, k) : type_vector(L->tt, k, ncomp(ta)));
        a = lower_convert(L, a, ta, nt);
        ta = nt;
    }
    if (type_scalar_kind(tb) != k) {
        const Type *nt = tb->kind == TY_MATRIX ? type_matrix(L->tt, k, tb->rows, tb->cols)
                                               : (ncomp(tb) == 1 ? type_scalar(L->tt, k) : type_vector(L->tt, k, ncomp(tb)));
        b = lower_convert(L, b, tb, nt);
        tb = nt;
    }
    bool fl = scalar_info[k].cls == SCLASS_FLOAT;
    const IrType *irt = vt(L, rt);
    bool sa = ncomp(ta) == 1, sb = ncomp(tb) == 1;
    if (sa || sb) { /* scaling */
        IrValue *s = sa ? a : b, *x = sa ? b : a;
        const Type *tx = sa ? tb : ta;
        if (sa && sb)
            return lx_op2(L, IR_MUL, irt, a, b);
        if (lx_is_real_matrix(tx)) {
            if (fl)
                return lx_op2(L, IR_MAT_TIMES_SCALAR, irt, x, s);
            IrValue *rows[4];
            const Type *rrt = row_type(L, tx);
            for (int r = 0; r < tx->rows; r++) {
                IrValue *splat = lx_splat(L, vt(L, rrt), s); /* first: gcc's order (C leaves it open) */
                rows[r] = lx_op2(L, IR_MUL, vt(L, rrt), lx_mat_row(L, x, tx, r), splat);
            }
            return lx_mat_build(L, rt, rows);
        }
        return lx_op2(L, IR_MUL, irt, x, lx_splat(L, irt, s));
    }
    if (fl) {
        bool ma = lx_is_real_matrix(ta), mb = lx_is_real_matrix(tb);
        if (ta->kind == TY_VECTOR && tb->kind == TY_VECTOR)
            return lx_op2(L, IR_DOT, irt, a, b);
        if (ma && tb->kind == TY_VECTOR)
            return lx_op2(L, IR_MAT_TIMES_VEC, irt, a, b);
        if (ta->kind == TY_VECTOR && mb)
            return lx_op2(L, IR_VEC_TIMES_MAT, irt, a, b);
        if (ma && mb)
            return lx_op2(L, IR_MAT_TIMES_MAT, irt, a, b);
    }
    /* everything else, and all integer cases (SPIR-V's matrix instructions
     * are float-only): multiply-adds element by element */
    int ar, ac, br, bc;
    mul_dims(ta, true, &ar, &ac);
    mul_dims(tb, false, &br, &bc);
    int kk = ac < br ? ac : br;
    const IrType *s = layout_scalar(L, k);
    IrValue *elems[16];
    int ne = 0;
    for (int i = 0; i < ar; i++)
        for (int j = 0; j < bc; j++) {
            IrValue *acc = NULL;
            for (int q = 0; q < kk; q++) {
                IrValue *bq = mul_elem(L, b, tb, false, q, j); /* the last first: gcc's order (C leaves it open) */
                IrValue *p = lx_op2(L, IR_MUL, s, mul_elem(L, a, ta, true, i, q), bq);
                acc = acc ? lx_op2(L, IR_ADD, s, acc, p) : p;
            }
            elems[ne++] = acc;
        }
    if (rt->kind == TY_SCALAR || ne == 1)
        return elems[0];
    if (rt->kind == TY_VECTOR)
        return lx_construct(L, irt, elems, ne);
    IrValue *rows[4];
    for (int r = 0; r < rt->rows; r++)
        rows[r] = rt->cols == 1 ? elems[r] : lx_construct(L, vt(L, row_type(L, rt)), elems + r * rt->cols, rt->cols);
    return lx_mat_build(L, rt, rows);
}

/* ---------------------------------------------------------------- hooks */

static IrValue *dot_values(Lower *L, IrValue *a, IrValue *b, const Type *t, const Type *rt)
{
    const IrType *irt = vt(L, rt);
    int n = ncomp(t);
    if (n == 1)
        return lx_op2(L, IR_MUL, irt, a, b);
    if (is_float(t))
        return lx_op2(L, IR_DOT, irt, a, b);
    IrValue *p = lx_op2(L, IR_MUL, vt(L, t), a, b);
    IrValue *acc = lx_extract(L, p, 0);
    for (int i = 1; i < n; i++)
        acc = lx_op2(L, IR_ADD, irt, acc, lx_extract(L, p, (uint32_t)i));
    return acc;
}

/* any/all: a bool scalar from any shape. */
static IrValue *any_all(Lower *L, IrValue *v, const Type *t, bool any)
{
    ScalarKind k = type_scalar_kind(t);
    const IrType *b = irt_bool(L->m);
    if (lx_is_real_matrix(t)) {
        IrValue *acc = NULL;
        const Type *rt = row_type(L, t);
        for (int r = 0; r < t->rows; r++) {
            IrValue *x = any_all(L, lx_mat_row(L, v, t, r), rt, any);
            acc = acc ? lx_op2(L, any ? IR_OR : IR_AND, b, acc, x) : x;
        }
        return acc;
    }
    int n = ncomp(t);
    if (k != SC_BOOL)
        v = lx_convert_elems(L, v, k, SC_BOOL, n);
    if (n == 1)
        return v;
    return ir_build_intrinsic(&L->b, any ? INTR_ANY : INTR_ALL, b, &v, 1);
}

/* discard (and clip): the lane becomes a helper and goes on, as D3D's
 * discard does, so the derivatives and quad operations of its neighbours
 * stay defined after it: SPIR-V OpDemoteToHelperInvocation, MSL 2.3+
 * discard_fragment(), WGSL discard (WGSL 9.4.4: a helper from then on). */
void lower_discard(Lower *L, Node *at)
{
    L->b.loc = at->loc;
    ir_build_intrinsic(&L->b, INTR_DEMOTE, irt_void(L->m), NULL, 0);
}

/* clip(x) (HLSL, pixel shaders): `if (any(x < 0)) discard;`. */
static void clip(Lower *L, Node *e)
{
    Node *xn = e->call.args.data[0];
    const Type *t = xn->type;
    IrValue *x = lower_expr(L, xn);
    const Type *bt = lower_shape_of(L, t, SC_BOOL);
    IrValue *k[2] = {x, const_like(L, t, 0.0)};
    const Type *kt[2] = {t, t};
    IrValue *neg = apply(L, -1, IR_LT, bt, k, kt, 2); /* matrices row by row */
    IrIf *i = ir_build_if(&L->b, any_all(L, neg, bt, true));
    ir_builder_set_region(&L->b, &i->then_);
    lower_discard(L, e);
    ir_builder_after(&L->b, &i->n);
}

static IrValue *transpose(Lower *L, IrValue *v, const Type *t, const Type *rt)
{
    if (lx_is_real_matrix(t) && is_float(t))
        return lx_op1(L, IR_TRANSPOSE, vt(L, rt), v);
    IrValue *rows[4];
    for (int r = 0; r < rt->rows; r++) {
        IrValue *p[4];
        for (int c = 0; c < rt->cols; c++)
            p[c] = lx_mat_elem(L, v, t, c, r);
        rows[r] = rt->cols == 1 ? p[0] : lx_construct(L, vt(L, row_type(L, rt)), p, rt->cols);
    }
    return lx_mat_build(L, rt, rows);
}

/* modf / frexp: GLSL.std.450 ModfStruct / FrexpStruct give a struct of two
 * results ({fraction, whole} / {significand, int exponent}); both come back
 * in x's type (HLSL's frexp writes the exponent as a float), row by row. */
static void struct_pair(Lower *L, int id, IrValue *x, const Type *t, IrValue **first, IrValue **second)
{
    if (lx_is_real_matrix(t)) {
        IrValue *f[4], *sc[4];
        const Type *rt = row_type(L, t);
        for (int r = 0; r < t->rows; r++)
            struct_pair(L, id, lx_mat_row(L, x, t, r), rt, &f[r], &sc[r]);
        *first = lx_mat_build(L, t, f);
        *second = lx_mat_build(L, t, sc);
        return;
    }
    bool fx = id == INTR_FREXP;
    const Type *vtt = lx_vec_type(L, t, ncomp(t));
    const Type *st = fx ? lx_vec_type(L, type_scalar(L->tt, SC_INT), ncomp(t)) : vtt;
    IrType *pair = irt_struct_new(L->m, fx ? "FrexpResult" : "ModfResult", 2);
    pair->members[0].name = fx ? "significand" : "fraction";
    pair->members[0].type = vt(L, vtt);
    pair->members[1].name = fx ? "exponent" : "whole";
    pair->members[1].type = vt(L, st);
    IrValue *r = ir_build_intrinsic(&L->b, id, pair, &x, 1);
    *first = lx_extract(L, r, 0);
    *second = lower_convert(L, lx_extract(L, r, 1), st, vtt);
}

/* QuadAny / QuadAll (SM 6.7; no core SPIR-V instruction): b combined with
 * the three other lanes of its quad, read by quad swaps (which take bools:
 * SPIR-V 3.42.24, OpGroupNonUniformQuadSwap). */
static IrValue *quad_any_all(Lower *L, IrValue *b, bool any)
{
    static const int swaps[3] = {INTR_QUAD_READ_ACROSS_X, INTR_QUAD_READ_ACROSS_Y, INTR_QUAD_READ_ACROSS_DIAGONAL};
    const IrType *bt = irt_bool(L->m);
    IrValue *acc = b;
    for (int k = 0; k < 3; k++)
        acc = lx_op2(L, any ? IR_OR : IR_AND, bt, acc, ir_build_intrinsic(&L->b, swaps[k], bt, &b, 1));
    return acc;
}

/* Hooks that lower only some arguments (the rest are out arguments). */
static IrValue *hook_out_args(Lower *L, Node *e, int id)
{
    NodeList *args = &e->call.args;
    Node *xn = args->data[0];
    const Type *t = xn->type;
    IrValue *x = lower_expr(L, xn);
    switch (id) {
    case INTR_SINCOS: /* sin and cos of x to the two out arguments */
        lower_store_out(L, args->data[1], apply(L, INTR_SIN, IR_ADD, t, &x, &t, 1), t);
        lower_store_out(L, args->data[2], apply(L, INTR_COS, IR_ADD, t, &x, &t, 1), t);
        return NULL;
    default: { /* modf: fraction back, whole out; frexp: significand back, exponent out */
        IrValue *first, *second;
        struct_pair(L, id, x, t, &first, &second);
        lower_store_out(L, args->data[1], second, t);
        return first;
    }
    }
}

static IrValue *hook(Lower *L, Node *e, int id)
{
    NodeList *args = &e->call.args;
    IrValue *a[4] = {0};
    const Type *ts[4] = {0};
    const Type *rt = e->type;
    switch (id) {
    case INTR_MUL:
        return lower_mul(L, e);
    case INTR_VK_RAW_BUFFER_LOAD:
    case INTR_VK_RAW_BUFFER_LOAD_T:
    case INTR_VK_RAW_BUFFER_STORE:
        return lower_vk_raw_buffer(L, e, id == INTR_VK_RAW_BUFFER_STORE);
    case INTR_VK_BUFFER_POINTER_GET: {
        LValue lv;
        return lower_vk_pointer_get(L, e, &lv) ? lower_load(L, &lv) : ir_undef(L->m, vt(L, e->type));
    }
    case INTR_VK_POINTER_CAST: /* the same address */
        return lower_expr(L, args->data[0]);
    case INTR_WAVE_GET_LANE_COUNT:
    case INTR_WAVE_GET_LANE_INDEX:
    case INTR_GET_GROUP_WAVE_INDEX:
    case INTR_GET_GROUP_WAVE_COUNT: {
        IrBuiltin b = id == INTR_WAVE_GET_LANE_COUNT ? IRB_SUBGROUP_SIZE
                    : id == INTR_WAVE_GET_LANE_INDEX ? IRB_SUBGROUP_INVOCATION_ID
                    : id == INTR_GET_GROUP_WAVE_INDEX ? IRB_SUBGROUP_ID : IRB_NUM_SUBGROUPS;
        return ir_build_load(&L->b, &lower_builtin(L, b)->v);
    }
    case INTR_SINCOS:
    case INTR_MODF:
    case INTR_FREXP:
        return hook_out_args(L, e, id);
    case INTR_ASUINT_SPLIT:
        lower_as_uint_split(L, e);
        return NULL;
    case INTR_CLIP:
        clip(L, e);
        return NULL;
    case INTR_CHECK_ACCESS_FULLY_MAPPED:
        return lower_check_access_fully_mapped(L, e);
    case INTR_IS_HELPER_LANE: /* only pixel shaders have helper lanes (SM 6.6) */
        if (L->fn->stage != IR_STAGE_FRAGMENT && L->func && L->func->func.stage >= 0)
            return &ir_const_bool(L->m, false)->v;
        return ir_build_intrinsic(&L->b, INTR_IS_HELPER_LANE, irt_bool(L->m), NULL, 0);
    case INTR_NON_UNIFORM_RESOURCE_INDEX: /* the index itself; the access it feeds is marked */
        return lower_expr(L, e->call.args.data[0]);
    case INTR_PRINTF:
        return lower_printf(L, e);
    default:
        break;
    }
    lower_args(L, e, a, ts, 4);
    int n = args->len < 4 ? args->len : 4;
    switch (id) {
    case INTR_LOG10: {
        IrValue *l = apply(L, INTR_LOG2, IR_ADD, rt, a, ts, 1);
        IrValue *k[2] = {l, const_like(L, rt, 0.30102999566398)};
        const Type *kt[2] = {rt, rt};
        return apply(L, -1, IR_MUL, rt, k, kt, 2);
    }
    case INTR_SATURATE: {
        IrValue *x[3] = {a[0], const_like(L, ts[0], 0.0), const_like(L, ts[0], 1.0)};
        const Type *xt[3] = {ts[0], ts[0], ts[0]};
        return apply(L, INTR_CLAMP, IR_ADD, rt, x, xt, 3);
    }
    case INTR_MAD: {
        if (is_float(rt))
            return mark_mad(apply(L, INTR_MAD, IR_ADD, rt, a, ts, 3));
        IrValue *p = apply(L, -1, IR_MUL, rt, a, ts, 2);
        IrValue *x[2] = {p, a[2]};
        const Type *xt[2] = {rt, ts[2]};
        return mark_mad(apply(L, -1, IR_ADD, rt, x, xt, 2));
    }
    case INTR_ABS: /* abs(u) == u (DXC: unsigned_op=uabs) */
        if (is_unsigned(ts[0]))
            return a[0];
        return apply(L, INTR_ABS, IR_ADD, rt, a, ts, 1);
    case INTR_SIGN: {
        /* sign in the argument's type, then to int (the row's "I(T)");
         * of an unsigned value: 0 or 1 (DXC: unsigned_op=usign) */
        if (is_unsigned(ts[0])) {
            const Type *bt = lower_shape_of(L, ts[0], SC_BOOL);
            IrValue *k[2] = {a[0], const_like(L, ts[0], 0.0)};
            const Type *kt[2] = {ts[0], ts[0]};
            return lower_convert(L, apply(L, -1, IR_NE, bt, k, kt, 2), bt, rt);
        }
        IrValue *s = apply(L, INTR_SIGN, IR_ADD, ts[0], a, ts, 1);
        return lower_convert(L, s, ts[0], rt);
    }
    case INTR_DETERMINANT: /* of a float1x1: its element (an IR scalar) */
        if (ncomp(ts[0]) == 1)
            return a[0];
        return ir_build_intrinsic(&L->b, INTR_DETERMINANT, vt(L, rt), a, 1);
    case INTR_RCP: { /* 1 / x */
        IrValue *k[2] = {const_like(L, rt, 1.0), a[0]};
        const Type *kt[2] = {rt, ts[0]};
        return apply(L, -1, IR_DIV, rt, k, kt, 2);
    }
    case INTR_LDEXP: { /* x * exp2(e), as DXC */
        IrValue *k[2] = {a[0], apply(L, INTR_EXP2, IR_ADD, rt, &a[1], &ts[1], 1)};
        const Type *kt[2] = {ts[0], rt};
        return apply(L, -1, IR_MUL, rt, k, kt, 2);
    }
    case INTR_ASDOUBLE:
        return lower_as_double(L, a[0], a[1], ts[0], rt);
    case INTR_QUAD_ANY:
    case INTR_QUAD_ALL:
        return quad_any_all(L, a[0], id == INTR_QUAD_ANY);
    case INTR_DOT:
        return dot_values(L, a[0], a[1], ts[0], rt);
    case INTR_TRANSPOSE:
        return transpose(L, a[0], ts[0], rt);
    case INTR_ANY:
    case INTR_ALL:
        return any_all(L, a[0], ts[0], id == INTR_ANY);
    case INTR_ISFINITE: {
        IrValue *nan = apply(L, INTR_ISNAN, IR_ADD, rt, a, ts, 1);
        IrValue *inf = apply(L, INTR_ISINF, IR_ADD, rt, a, ts, 1);
        IrValue *x[2] = {nan, inf};
        const Type *xt[2] = {rt, rt};
        IrValue *either = apply(L, -1, IR_OR, rt, x, xt, 2);
        return apply(L, -1, IR_NOT, rt, &either, xt, 1);
    }
    default: {
        bool done;
        IrValue *r = lower_classic_intrinsic(L, e, id, a, ts, &done);
        if (done)
            return r;
        (void)n;
        lower_error(L, e, D_LOWER_UNSUPPORTED,
                    arena_printf(L->c->arena, "the intrinsic '%s'", intrinsic_info[id].hlsl ? intrinsic_info[id].hlsl : "?"));
        return ir_undef(L->m, vt(L, rt));
    }
    }
}

/* ---------------------------------------------------------------- byte-address buffers */

/* The word at byte address (addr >> 2) + k of the buffer at g. */
static IrValue *raw_word_ptr(Lower *L, IrValue *g, IrValue *idx0, uint32_t k)
{
    IrValue *idx = idx0;
    if (k)
        idx = lx_op2(L, IR_ADD, irt_int(L->m, 32, false), idx0, lx_u32(L, k));
    IrValue *ix[2] = {lx_u32(L, 0), idx};
    return lx_access_n(L, g, ix, 2);
}

static bool raw_ok(Lower *L, Node *e, const Type *t)
{
    const Type *b = t;
    while (b->kind == TY_ARRAY)
        b = b->elem;
    if (b->kind == TY_STRUCT) {
        int n = layout_struct_members(b);
        for (int i = 0; i < n; i++)
            if (!raw_ok(L, e, layout_member_type(b, i)))
                return false;
        return true;
    }
    if (b->kind != TY_SCALAR && b->kind != TY_VECTOR && b->kind != TY_MATRIX)
        return false;
    int bits = scalar_info[b->scalar].bits;
    return (bits == 16 || bits == 32 || bits == 64) && b->scalar != SC_LITERAL_INT && b->scalar != SC_LITERAL_FLOAT;
}

static IrValue *raw_scalar_load(Lower *L, IrValue *g, IrValue *idx0, uint32_t off, ScalarKind k)
{
    IrModule *m = L->m;
    const IrType *u32 = irt_int(m, 32, false);
    const IrType *st = layout_scalar(L, k);
    if (scalar_info[k].bits == 64) {
        IrValue *w[2] = {ir_build_load(&L->b, raw_word_ptr(L, g, idx0, off / 4)),
                         ir_build_load(&L->b, raw_word_ptr(L, g, idx0, off / 4 + 1))};
        IrValue *pair = lx_construct(L, irt_vector(m, u32, 2), w, 2);
        return lx_op1(L, IR_BITCAST, st, pair);
    }
    IrValue *w = ir_build_load(&L->b, raw_word_ptr(L, g, idx0, off / 4));
    if (k == SC_BOOL)
        return lx_op2(L, IR_NE, st, w, lx_u32(L, 0));
    if (st == u32)
        return w;
    return lx_op1(L, IR_BITCAST, st, w);
}

static void raw_scalar_store(Lower *L, IrValue *g, IrValue *idx0, uint32_t off, ScalarKind k, IrValue *v)
{
    IrModule *m = L->m;
    const IrType *u32 = irt_int(m, 32, false);
    if (scalar_info[k].bits == 64) {
        IrValue *pair = lx_op1(L, IR_BITCAST, irt_vector(m, u32, 2), v);
        IrValue *word = lx_extract(L, pair, 0); /* then the pointer: gcc's order (C leaves it open) */
        ir_build_store(&L->b, raw_word_ptr(L, g, idx0, off / 4), word);
        word = lx_extract(L, pair, 1);
        ir_build_store(&L->b, raw_word_ptr(L, g, idx0, off / 4 + 1), word);
        return;
    }
    if (k == SC_BOOL) {
        IrValue *args[3] = {v, lx_u32(L, 1), lx_u32(L, 0)};
        v = &ir_build(&L->b, IR_SELECT, u32, args, 3)->v;
    } else if (v->type != u32) {
        v = lx_op1(L, IR_BITCAST, u32, v);
    }
    ir_build_store(&L->b, raw_word_ptr(L, g, idx0, off / 4), v);
}

/* Load<T> / Store<T>: T laid out as in a structured buffer (the policy's
 * storage rule), matrices packed by their majorness: column-major unless
 * row_major (or -Zpr), as DXC; -fspv-use-legacy-buffer-matrix-order makes
 * them all row-major, as DXC did before (DXC's option of that name). */
static IrValue *raw_access(Lower *L, IrValue *g, IrValue *idx0, IrValue *addr, IrGlobal *root, uint32_t off,
                           const Type *t, IrValue *store,
                           bool rm)
{
    uint32_t a, s, stride;
    switch (t->kind) {
    case TY_SCALAR:
        if (scalar_info[t->scalar].bits == 16) { /* lower_bab16.c */
            if (!store)
                return lower_bab16_load(L, g, addr, off, t->scalar);
            lower_bab16_store(L, g, addr, off, t->scalar, store, root);
            return NULL;
        }
        if (store) {
            raw_scalar_store(L, g, idx0, off, t->scalar, store);
            return NULL;
        }
        return raw_scalar_load(L, g, idx0, off, t->scalar);
    case TY_VECTOR:
    case TY_MATRIX: {
        uint32_t es = (uint32_t)scalar_info[t->scalar].bits / 8;
        int rows = t->kind == TY_MATRIX ? t->rows : 1, cols = t->cols;
        if (ncomp(t) == 1)
            return raw_access(L, g, idx0, addr, root, off, type_scalar(L->tt, t->scalar), store, rm);
        IrValue *el[16];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++) {
                /* vectors: component c; matrices: element (r, c) by majorness */
                bool by_rows = rm || (L->c->opts && L->c->opts->legacy_buffer_matrix_order);
                uint32_t o = off + (t->kind == TY_MATRIX ? (uint32_t)(by_rows ? r * cols + c : c * rows + r)
                                                         : (uint32_t)c) * es;
                IrValue *sv = NULL;
                if (store)
                    sv = t->kind == TY_MATRIX ? lx_mat_elem(L, store, t, r, c) : lx_extract(L, store, (uint32_t)c);
                el[r * cols + c] = raw_access(L, g, idx0, addr, root, o, type_scalar(L->tt, t->scalar), sv, rm);
            }
        if (store)
            return NULL;
        if (t->kind == TY_VECTOR)
            return lx_construct(L, vt(L, t), el, cols);
        IrValue *rowv[4];
        for (int r = 0; r < rows; r++)
            rowv[r] = cols == 1 ? el[r] : lx_construct(L, vt(L, row_type(L, t)), el + r * cols, cols);
        return lx_mat_build(L, t, rowv);
    }
    case TY_ARRAY: {
        layout_align_size(t, layout_rule_for(L->c, BUF_STORAGE), false, &a, &s, &stride);
        IrValue **el = ARENA_ARRAY(L->c->arena, IrValue *, t->len ? t->len : 1);
        for (uint32_t i = 0; i < t->len; i++)
            el[i] = raw_access(L, g, idx0, addr, root, off + i * stride, t->elem, store ? lx_extract(L, store, i) : NULL, rm);
        return store ? NULL : lx_construct(L, vt(L, t), el, (int)t->len);
    }
    case TY_STRUCT: {
        int n = layout_struct_members(t);
        IrValue **el = ARENA_ARRAY(L->c->arena, IrValue *, n ? n : 1);
        uint32_t o = 0;
        for (int i = 0; i < n; i++) {
            const Type *mt = layout_member_type(t, i);
            LayoutRule rule = layout_rule_for(L->c, BUF_STORAGE);
            layout_align_size(mt, rule, layout_member_row_major(t, i), &a, &s, &stride);
            uint32_t mo = layout_place(mt, rule, s, a, &o);
            el[i] = raw_access(L, g, idx0, addr, root, off + mo, mt, store ? lx_extract(L, store, (uint32_t)i) : NULL,
                               layout_member_row_major(t, i));
        }
        return store ? NULL : lx_construct(L, vt(L, t), el, n);
    }
    default:
        return NULL;
    }
}

/* A signed InterlockedMin/Max on a byte-address buffer's u32 word: IR_ATOMIC
 * takes the signedness of MIN/MAX from its value's type, which must be the
 * pointee's (u32), so this is a compare-exchange loop instead:
 *   loop { old = *p; new = min(int(old), v); r = cmpxchg(p, new, old);
 *          if (r == old) break; } */
static void signed_minmax(Lower *L, Node *e, IrValue *ptr, IrGlobal *root, bool is_min)
{
    IrModule *m = L->m;
    const IrType *u32 = irt_int(m, 32, false), *i32 = irt_int(m, 32, true);
    const Type *it = type_scalar(L->tt, SC_INT);
    Node *vn = e->call.args.data[1];
    IrValue *v = lower_convert(L, lower_expr(L, vn), vn->type, it);
    IrValue *orig = ir_build_var(&L->b, u32, "original");
    L->b.loc = e->loc;
    IrLoop *lp = ir_build_loop(&L->b);
    ir_builder_set_region(&L->b, &lp->body);
    IrValue *old = ir_build_load(&L->b, ptr);
    IrValue *oldi = lx_op1(L, IR_BITCAST, i32, old);
    IrValue *better = lx_op2(L, is_min ? IR_LT : IR_GT, irt_bool(m), v, oldi);
    IrValue *sel[3] = {better, v, oldi};
    IrValue *nv = lx_op1(L, IR_BITCAST, u32, &ir_build(&L->b, IR_SELECT, i32, sel, 3)->v);
    IrValue *ops[3] = {ptr, nv, old};
    IrInst *r = ir_build(&L->b, IR_ATOMIC, u32, ops, 3);
    r->imm = IR_ATOMIC_COMPARE_EXCHANGE;
    ir_build_store(&L->b, orig, &r->v);
    IrIf *done = ir_build_if(&L->b, lx_op2(L, IR_EQ, irt_bool(m), &r->v, old));
    ir_builder_set_region(&L->b, &done->then_);
    ir_build_jump(&L->b, IR_BREAK, NULL);
    ir_builder_after(&L->b, &lp->n);
    if (root)
        root->used_atomically = true;
    if (e->call.args.len > 2)
        lower_store_out(L, e->call.args.data[2], lx_op1(L, IR_BITCAST, i32, ir_build_load(&L->b, orig)), it);
}

static IrValue *byte_address(Lower *L, Node *addr)
{
    return lower_convert(L, lower_expr(L, addr), addr->type, type_scalar(L->tt, SC_UINT));
}

static IrValue *word_of(Lower *L, IrValue *byte_addr)
{
    return lx_op2(L, IR_SHR, irt_int(L->m, 32, false), byte_addr, lx_u32(L, 2));
}

static IrValue *word_index(Lower *L, Node *addr)
{
    return word_of(L, byte_address(L, addr));
}

/* ---------------------------------------------------------------- methods */

static IrValue *lower_method(Lower *L, Node *e, int id)
{
    Node *obj = e->call.object;
    NodeList *args = &e->call.args;
    const Type *ot = obj ? obj->type : NULL;
    LValue lv;
    if (ot && ot->kind == TY_RAYQUERY)
        return lower_rayquery_method(L, e, id);
    if (!obj || !ot || ot->kind != TY_RESOURCE || !lower_resource_object(L, obj, &lv))
        return ir_undef(L->m, vt(L, e->type));
    IrAddrSpace sp = lv.ptr ? lv.ptr->type->space : IRS_FUNCTION;
    if (!lv.ptr || (sp != IRS_HANDLE && sp != IRS_STORAGE && sp != IRS_UNIFORM)) {
        lower_error(L, e, D_LOWER_RESOURCE_VALUE, obj->kind == ND_IDENT ? obj->ident.name : "?");
        return ir_undef(L->m, vt(L, e->type));
    }
    if (type_is_texture(ot))
        return lower_texture_method(L, e, id, lv.ptr);
    bool typed = ot->res == RES_BUFFER || ot->res == RES_RWBUFFER;
    IrValue *g = lv.ptr;
    IrModule *m = L->m;
    const IrType *u32 = irt_int(m, 32, false);
    const Type *ut = type_scalar(L->tt, SC_UINT);
    switch (id) {
    case INTR_BAB_LOAD:
    case INTR_BAB_LOAD2:
    case INTR_BAB_LOAD3:
    case INTR_BAB_LOAD4:
    case INTR_BAB_LOAD_T: {
        const Type *t = e->type;
        if (!raw_ok(L, e, t)) {
            lower_error(L, e, D_LOWER_RAW_TYPE, type_name(L->c, t));
            return ir_undef(m, vt(L, t));
        }
        IrValue *addr = byte_address(L, args->data[0]), *idx0 = word_of(L, addr);
        IrGlobal *root = lv.root;
        return raw_access(L, g, idx0, addr, root, 0, t, NULL, layout_default_row_major(L->c, 0));
    }
    case INTR_BAB_STORE:
    case INTR_BAB_STORE2:
    case INTR_BAB_STORE3:
    case INTR_BAB_STORE4:
    case INTR_BAB_STORE_T: {
        Node *vn = args->data[1];
        const Type *t = vn->type;
        if (!raw_ok(L, e, t)) {
            lower_error(L, e, D_LOWER_RAW_TYPE, type_name(L->c, t));
            return NULL;
        }
        IrValue *addr = byte_address(L, args->data[0]), *idx0 = word_of(L, addr);
        IrGlobal *root = lv.root;
        IrValue *v = lower_expr(L, vn);
        raw_access(L, g, idx0, addr, root, 0, t, v, layout_default_row_major(L->c, 0));
        return NULL;
    }
    case INTR_BAB_GET_DIMENSIONS: {
        IrInst *len = ir_build(&L->b, IR_ARRAY_LENGTH, u32, &g, 1);
        len->imm = 0;
        IrValue *bytes = lx_op2(L, IR_MUL, u32, &len->v, lx_u32(L, 4));
        lower_store_out(L, args->data[0], bytes, ut);
        return NULL;
    }
    case INTR_SB_INCREMENT_COUNTER:
    case INTR_SB_DECREMENT_COUNTER:
    case INTR_SB_APPEND:
    case INTR_SB_CONSUME:
        return lower_vk_counter_method(L, e, id, &lv);
    case INTR_VK_SUBPASS_LOAD:
    case INTR_VK_SUBPASS_LOAD_MS:
        return lower_vk_subpass_load(L, e, id, g);
    case INTR_SB_GET_DIMENSIONS: {
        IrInst *len = ir_build(&L->b, IR_ARRAY_LENGTH, u32, &g, 1);
        len->imm = 0;
        lower_store_out(L, args->data[0], &len->v, ut);
        uint32_t a, s, stride;
        layout_align_size(ot->elem, layout_rule_for(L->c, BUF_STORAGE), layout_default_row_major(L->c, 0), &a, &s,
                          &stride);
        if (args->len > 1) /* the runtime array's stride (layout_buffer_block) */
            lower_store_out(L, args->data[1], lx_u32(L, (s + a - 1) / a * a), ut);
        return NULL;
    }
    case INTR_BUF_LOAD: {
        if (typed)
            return lower_texel_load(L, g, lower_texel_coord(L, args->data[0]), ot->elem);
        IrValue *ix[2] = {lx_u32(L, 0), lower_expr(L, args->data[0])};
        LValue el = {0};
        el.ptr = lx_access_n(L, g, ix, 2);
        el.type = ot->elem;
        el.root = lv.root;
        return lower_load(L, &el);
    }
    case INTR_BAB_INTERLOCKED_ADD:
    case INTR_BAB_INTERLOCKED_MIN:
    case INTR_BAB_INTERLOCKED_MAX:
    case INTR_BAB_INTERLOCKED_AND:
    case INTR_BAB_INTERLOCKED_OR:
    case INTR_BAB_INTERLOCKED_XOR:
    case INTR_BAB_INTERLOCKED_EXCHANGE:
    case INTR_BAB_INTERLOCKED_COMPARE_EXCHANGE:
    case INTR_BAB_INTERLOCKED_COMPARE_STORE: {
        IrValue *idx0 = word_index(L, args->data[0]);
        IrValue *ptr = raw_word_ptr(L, g, idx0, 0);
        if ((id == INTR_BAB_INTERLOCKED_MIN || id == INTR_BAB_INTERLOCKED_MAX) && args->len > 1 &&
            scalar_info[type_scalar_kind(args->data[1]->type)].cls == SCLASS_SINT) {
            signed_minmax(L, e, ptr, lv.root, id == INTR_BAB_INTERLOCKED_MIN);
            return NULL;
        }
        emit_atomic(L, e, id, ptr, lv.root, ut, 1);
        return NULL;
    }
    case INTR_BAB_INTERLOCKED_ADD64:
    case INTR_BAB_INTERLOCKED_MIN64:
    case INTR_BAB_INTERLOCKED_MAX64:
    case INTR_BAB_INTERLOCKED_AND64:
    case INTR_BAB_INTERLOCKED_OR64:
    case INTR_BAB_INTERLOCKED_XOR64:
    case INTR_BAB_INTERLOCKED_EXCHANGE64:
    case INTR_BAB_INTERLOCKED_COMPARE_EXCHANGE64:
    case INTR_BAB_INTERLOCKED_COMPARE_STORE64:
        lower_bab_atomic64(L, e, id, &lv);
        return NULL;
    case INTR_TB_GET_DIMENSIONS:
        lower_store_out(L, args->data[0], lower_image_size(L, g), ut);
        return NULL;
    default:
        lower_error(L, e, D_LOWER_UNSUPPORTED,
                    arena_printf(L->c->arena, "the method '%s' of %s", intrinsic_info[id].hlsl,
                                 type_name(L->c, ot)));
        return ir_undef(m, vt(L, e->type));
    }
}

/* ---------------------------------------------------------------- entry */

IrValue *lower_intrinsic_call(Lower *L, Node *e)
{
    int id = e->call.intrinsic;
    const IntrinsicInfo *r = &intrinsic_info[id];
    if (r->object) {
        IrValue *v = lower_method(L, e, id);
        if (lower_has_load_status(e))
            lower_load_status(L, e);
        return v;
    }
    if (r->lower == LOWER_HOOK)
        return hook(L, e, id);
    if (r->lower == LOWER_IR_OP) {
        switch (r->ir_op) {
        case IR_BARRIER: {
            IrInst *i = ir_build(&L->b, IR_BARRIER, irt_void(L->m), NULL, 0);
            i->imm = (uint32_t)r->imm;
            return NULL;
        }
        case IR_ATOMIC:
            return lower_interlocked(L, e, id);
        case IR_BITCAST: {
            Node *an = e->call.args.data[0];
            IrValue *v = lower_expr(L, an);
            const Type *t = an->type;
            if (vt(L, t) == vt(L, e->type))
                return v;
            return apply(L, -1, IR_BITCAST, e->type, &v, &t, 1);
        }
        default: {
            IrValue *a[4];
            const Type *ts[4];
            int n = e->call.args.len < 4 ? e->call.args.len : 4;
            if (id == INTR_SELECT && (e->type->kind == TY_STRUCT || e->type->kind == TY_ARRAY))
                return lower_select_composite(L, e);
            lower_args(L, e, a, ts, 4);
            if (r->flags & INF_COMPONENTWISE) /* select, and, or: matrices row by row */
                return apply(L, -1, (IrOp)r->ir_op, e->type, a, ts, n);
            IrInst *i = ir_build(&L->b, (IrOp)r->ir_op, vt(L, e->type), a, n);
            i->imm = (uint32_t)r->imm;
            return &i->v;
        }
        }
    }
    /* LOWER_INTRINSIC */
    IrValue *a[4];
    const Type *ts[4];
    int n = e->call.args.len < 4 ? e->call.args.len : 4;
    lower_args(L, e, a, ts, 4);
    if (id == INTR_F32TOF16 || id == INTR_F16TOF32)
        return lower_half_pack(L, id, a[0], ts[0], e->type);
    IrValue *w = n ? lower_widened(L, id, a, ts, e->type) : NULL; /* lower_widen.c */
    if (w)
        return w;
    if (e->type->kind == TY_VOID) {
        ir_build_intrinsic(&L->b, id, irt_void(L->m), a, n);
        return NULL;
    }
    return apply(L, id, IR_ADD, e->type, a, ts, n);
}
