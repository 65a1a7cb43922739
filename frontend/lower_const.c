/* Constants at lowering time: HLSL scalar constants of every kind, their
 * conversions, and the folding of constant expressions and initializer lists
 * (static const values, static initializers, literals at a wanted kind) into
 * IrConsts: scalars flattened in HLSL's order and rebuilt as the wanted type.
 * Moved out of lower.c, which makes the globals these initialise. */
#include <string.h>
#include "lower_internal.h"

static const Type *scalar_type_of(Lower *L, const Type *t)
{
    return type_scalar(L->tt, type_scalar_kind(t));
}

static IrConst *k_scalar(Lower *L, ScalarKind k, bool is_f, double f, int64_t i)
{
    /* Under a cast (wide_literals), literals are held in 64 bits until they
     * meet their type: an int64_t or double made from a literal keeps every
     * digit. */
    const IrType *t = L->wide_literals && k == SC_LITERAL_INT ? irt_int(L->m, 64, true)
                    : L->wide_literals && k == SC_LITERAL_FLOAT ? irt_float(L->m, 64) : layout_scalar(L, k);
    ScalarClass cls = scalar_info[k].cls;
    if (cls == SCLASS_BOOL)
        return ir_const_bool(L->m, is_f ? f != 0.0 : i != 0);
    if (cls == SCLASS_FLOAT) {
        double v = is_f ? f : (double)i;
        if (t->bits == 32)
            v = (double)(float)v;
        return ir_const_float(L->m, t, v);
    }
    /* C leaves a float out of int64's range (or NaN) undefined when converted:
     * clamp first (NaN: 0); within the range, narrower types wrap as before. */
    if (is_f)
        f = f != f ? 0.0 : f >= 0x1p63 ? 0x1p63 - 1024.0 : f < -0x1p63 ? -0x1p63 : f;
    int64_t v = is_f ? (int64_t)f : i;
    uint64_t u = (uint64_t)v;
    if (t->bits < 64) {
        uint64_t mask = (1ULL << t->bits) - 1;
        u &= mask;
        if (t->is_signed && (u >> (t->bits - 1)) & 1)
            u |= ~mask;
    }
    return ir_const_int(L->m, t, u);
}

/* The numeric value of a scalar constant of HLSL kind k. */
static bool k_get(IrConst *c, ScalarKind k, double *f, int64_t *i)
{
    ScalarClass cls = scalar_info[k].cls;
    if (cls == SCLASS_FLOAT) {
        *f = c->f;
        return true;
    }
    *i = (int64_t)c->u;
    if (cls == SCLASS_UINT && scalar_info[k].bits < 64 && k != SC_LITERAL_INT)
        *i = (int64_t)(c->u & 0xffffffffULL);
    return false;
}

static IrConst *k_convert_scalar(Lower *L, IrConst *c, ScalarKind from, ScalarKind to)
{
    double f = 0;
    int64_t i = 0;
    bool is_f = k_get(c, from, &f, &i);
    return k_scalar(L, to, is_f, f, i);
}

IrConst *lower_const_convert(Lower *L, IrConst *k, ScalarKind from, ScalarKind to)
{
    return k_convert_scalar(L, k, from, to);
}

static IrConst *const_eval(Lower *L, Node *e);

static void k_flatten(IrConst *c, const Type *t, Lower *L, IrConst **out, int *n, int max)
{
    if (*n >= max)
        return;
    switch (t->kind) {
    case TY_SCALAR:
        out[(*n)++] = c;
        return;
    case TY_VECTOR:
    case TY_MATRIX: {
        int cnt = t->kind == TY_VECTOR ? t->cols : t->rows * t->cols;
        if (cnt == 1) {
            out[(*n)++] = c;
            return;
        }
        if (t->kind == TY_MATRIX && t->rows > 1 && t->cols > 1) {
            for (int r = 0; r < t->rows; r++) {
                IrConst *row = c->is_null ? NULL : c->parts[r];
                for (int cc = 0; cc < t->cols && *n < max; cc++)
                    out[(*n)++] = row && !row->is_null ? row->parts[cc]
                                                       : ir_const_null(L->m, layout_scalar(L, t->scalar));
            }
            return;
        }
        for (int j = 0; j < cnt && *n < max; j++)
            out[(*n)++] = c->is_null ? ir_const_null(L->m, layout_scalar(L, t->scalar)) : c->parts[j];
        return;
    }
    case TY_ARRAY:
        for (uint32_t j = 0; j < t->len && *n < max; j++)
            k_flatten(c->is_null ? ir_const_null(L->m, layout_type(L, t->elem, LAYOUT_NONE, false)) : c->parts[j],
                      t->elem, L, out, n, max);
        return;
    case TY_STRUCT: {
        int nm = layout_struct_members(t);
        for (int j = 0; j < nm; j++) {
            const Type *mt = layout_member_type(t, j);
            k_flatten(c->is_null ? ir_const_null(L->m, layout_type(L, mt, LAYOUT_NONE, false)) : c->parts[j], mt, L,
                      out, n, max);
        }
        return;
    }
    default:
        return;
    }
}

static IrConst *k_build(Lower *L, const Type *t, IrConst **s, const Type **st, int *pos, int n)
{
    const IrType *it = layout_type(L, t, LAYOUT_NONE, false);
    if (!it)
        return NULL;
    switch (t->kind) {
    case TY_SCALAR:
        if (*pos >= n)
            return NULL;
        (*pos)++;
        return k_convert_scalar(L, s[*pos - 1], st[*pos - 1]->scalar, t->scalar);
    case TY_VECTOR:
    case TY_MATRIX: {
        int cnt = t->kind == TY_VECTOR ? t->cols : t->rows * t->cols;
        const Type *sc = scalar_type_of(L, t);
        if (cnt == 1)
            return k_build(L, sc, s, st, pos, n);
        IrConst *parts[16];
        for (int j = 0; j < cnt; j++)
            if (!(parts[j] = k_build(L, sc, s, st, pos, n)))
                return NULL;
        if (t->kind == TY_MATRIX && t->rows > 1 && t->cols > 1) {
            IrConst *rows[4];
            const IrType *rt = irt_vector(L->m, layout_scalar(L, t->scalar), t->cols);
            for (int r = 0; r < t->rows; r++)
                rows[r] = ir_const_composite(L->m, rt, parts + r * t->cols, t->cols);
            return ir_const_composite(L->m, it, rows, t->rows);
        }
        return ir_const_composite(L->m, it, parts, cnt);
    }
    case TY_ARRAY: {
        IrConst **parts = ARENA_ARRAY(L->c->scratch, IrConst *, t->len ? t->len : 1);
        for (uint32_t j = 0; j < t->len; j++)
            if (!(parts[j] = k_build(L, t->elem, s, st, pos, n)))
                return NULL;
        return ir_const_composite(L->m, it, parts, (int)t->len);
    }
    case TY_STRUCT: {
        int nm = layout_struct_members(t);
        IrConst **parts = ARENA_ARRAY(L->c->scratch, IrConst *, nm ? nm : 1);
        for (int j = 0; j < nm; j++)
            if (!(parts[j] = k_build(L, layout_member_type(t, j), s, st, pos, n)))
                return NULL;
        return ir_const_composite(L->m, it, parts, nm);
    }
    default:
        return NULL;
    }
}

/* Flattens the constant items of a constructor or init list to scalars
 * (with their HLSL scalar types), then rebuilds type t from them. */
IrConst *lower_const_aggregate(Lower *L, NodeList *items, const Type *t)
{
    enum { MAXK = 4096 };
    int total = type_component_count(t);
    if (total <= 0 || total > MAXK)
        return NULL;
    /* Room for one scalar past total: an item list that overflows still
     * ends with n != total, and the arrays stay the size of the constant
     * (two of MAXK were 64 KiB to zero per constant). */
    int max = total + 1;
    IrConst **s = ARENA_ARRAY(L->c->scratch, IrConst *, max);
    const Type **st = ARENA_ARRAY(L->c->scratch, const Type *, max);
    int n = 0;
    for (int i = 0; i < items->len; i++) {
        Node *it = items->data[i];
        if (it->kind == ND_INIT_LIST) {
            /* nested braces: flatten their items in order */
            IrConst *k = NULL;
            int before = n;
            for (int j = 0; j < it->init.items.len; j++) {
                Node *sub = it->init.items.data[j];
                k = const_eval(L, sub);
                if (!k || !sub->type)
                    return NULL;
                int m0 = n;
                k_flatten(k, sub->type, L, s, &n, max);
                for (int q = m0; q < n; q++)
                    st[q] = scalar_type_of(L, sub->type->kind == TY_SCALAR || sub->type->kind == TY_VECTOR ||
                                                      sub->type->kind == TY_MATRIX
                                                  ? sub->type
                                                  : type_scalar(L->tt, SC_FLOAT));
                if (sub->type->kind == TY_ARRAY || sub->type->kind == TY_STRUCT)
                    return NULL; /* mixed scalar kinds: leave it to run time */
            }
            (void)before;
            continue;
        }
        IrConst *k = const_eval(L, it);
        if (!k || !it->type)
            return NULL;
        const Type *ty = it->type;
        if (ty->kind != TY_SCALAR && ty->kind != TY_VECTOR && ty->kind != TY_MATRIX)
            return NULL;
        int m0 = n;
        k_flatten(k, ty, L, s, &n, max);
        for (int q = m0; q < n; q++)
            st[q] = scalar_type_of(L, ty);
    }
    int pos = 0;
    if (n == 1 && total > 1 && t->kind != TY_ARRAY && t->kind != TY_STRUCT) {
        /* a splat: float4(1) */
        for (int q = 1; q < total; q++) {
            s[q] = s[0];
            st[q] = st[0];
        }
        n = total;
    }
    if (n != total)
        return NULL;
    return k_build(L, t, s, st, &pos, n);
}

static IrConst *k_binary(Lower *L, Node *e, IrConst *a, IrConst *b)
{
    const Type *ot = e->op.lhs->type;
    if (!ot || ot->kind != TY_SCALAR || !e->type || e->type->kind != TY_SCALAR)
        return NULL;
    ScalarKind k = ot->scalar;
    double fa = 0, fb = 0;
    int64_t ia = 0, ib = 0;
    bool is_f = k_get(a, k, &fa, &ia);
    k_get(b, k, &fb, &ib);
    bool uns = scalar_info[k].cls == SCLASS_UINT || scalar_info[k].cls == SCLASS_BOOL;
    int bits = scalar_info[k].bits;
    ScalarKind rk = e->type->scalar;
    switch (e->op.op) {
    case OP_EQ: return k_scalar(L, rk, false, 0, is_f ? fa == fb : ia == ib);
    case OP_NE: return k_scalar(L, rk, false, 0, is_f ? fa != fb : ia != ib);
    case OP_LT: return k_scalar(L, rk, false, 0, is_f ? fa < fb : uns ? (uint64_t)ia < (uint64_t)ib : ia < ib);
    case OP_LE: return k_scalar(L, rk, false, 0, is_f ? fa <= fb : uns ? (uint64_t)ia <= (uint64_t)ib : ia <= ib);
    case OP_GT: return k_scalar(L, rk, false, 0, is_f ? fa > fb : uns ? (uint64_t)ia > (uint64_t)ib : ia > ib);
    case OP_GE: return k_scalar(L, rk, false, 0, is_f ? fa >= fb : uns ? (uint64_t)ia >= (uint64_t)ib : ia >= ib);
    case OP_LOGAND: return k_scalar(L, rk, false, 0, (is_f ? fa != 0 : ia != 0) && (is_f ? fb != 0 : ib != 0));
    case OP_LOGOR: return k_scalar(L, rk, false, 0, (is_f ? fa != 0 : ia != 0) || (is_f ? fb != 0 : ib != 0));
    default: break;
    }
    if (is_f) {
        double r;
        switch (e->op.op) {
        case OP_ADD: r = fa + fb; break;
        case OP_SUB: r = fa - fb; break;
        case OP_MUL: r = fa * fb; break;
        case OP_DIV: r = fa / fb; break;
        default: return NULL;
        }
        return k_scalar(L, rk, true, r, 0);
    }
    uint64_t ua = (uint64_t)ia, ub = (uint64_t)ib, r;
    switch (e->op.op) {
    case OP_ADD: r = ua + ub; break;
    case OP_SUB: r = ua - ub; break;
    case OP_MUL: r = ua * ub; break;
    case OP_DIV:
        if (ib == 0)
            return NULL;
        r = uns ? ua / ub : (uint64_t)(ia / ib);
        break;
    case OP_MOD:
        if (ib == 0)
            return NULL;
        r = uns ? ua % ub : (uint64_t)(ia % ib);
        break;
    case OP_SHL: r = ua << (ub & (uint64_t)(bits - 1)); break;
    case OP_SHR:
        r = uns ? (ua & (bits < 64 ? (1ULL << bits) - 1 : ~0ULL)) >> (ub & (uint64_t)(bits - 1))
                : (uint64_t)(ia >> (ib & (bits - 1)));
        break;
    case OP_BITAND: r = ua & ub; break;
    case OP_BITOR: r = ua | ub; break;
    case OP_BITXOR: r = ua ^ ub; break;
    default: return NULL;
    }
    return k_scalar(L, rk, false, 0, (int64_t)r);
}

static IrConst *const_eval(Lower *L, Node *e)
{
    if (!e || !e->type)
        return NULL;
    const Type *t = e->type;
    switch (e->kind) {
    case ND_INT_LIT:
        if (t->kind != TY_SCALAR)
            return NULL;
        return k_scalar(L, t->scalar, false, 0, (int64_t)e->ilit.value);
    case ND_FLOAT_LIT:
        if (t->kind != TY_SCALAR)
            return NULL;
        return k_scalar(L, t->scalar, true, e->flit.value, 0);
    case ND_BOOL_LIT:
        return t->kind == TY_SCALAR ? k_scalar(L, t->scalar, false, 0, e->blit.value) : NULL;
    case ND_IDENT:
        if (e->ident.sym == SYM_ENUMERATOR && t->kind == TY_SCALAR)
            return k_scalar(L, t->scalar, false, 0, e->ident.decl->enumerator.sema_value);
        if (e->ident.sym == SYM_VAR && e->ident.decl && e->ident.decl->kind == ND_VAR) {
            Node *d = e->ident.decl;
            VarInfo *vi = lower_var(L, d);
            if (vi && vi->konst) /* a static const, or the counter of an unrolled loop (lower_unroll.c) */
                return vi->konst;
            if ((d->var.mods & (MOD_STATIC | MOD_CONST)) != (MOD_STATIC | MOD_CONST) || !d->var.init)
                return NULL;
            if (d->var.init->kind == ND_INIT_LIST)
                return lower_const_aggregate(L, &d->var.init->init.items, d->type);
            IrConst *k = const_eval(L, d->var.init);
            return k;
        }
        return NULL;
    case ND_CAST: {
        Node *in = e->cast.expr;
        IrConst *k = const_eval(L, in);
        if (!k || !in->type)
            return NULL;
        if (in->type == t)
            return k;
        if (in->type->kind == TY_SCALAR && t->kind == TY_SCALAR)
            return k_convert_scalar(L, k, in->type->scalar, t->scalar);
        if (in->type->kind == TY_SCALAR && (t->kind == TY_VECTOR || t->kind == TY_MATRIX)) {
            NodeList one = {&in, 1, 1};
            return lower_const_aggregate(L, &one, t);
        }
        /* truncations and same-size casts: flatten and rebuild */
        enum { MAXK = 64 };
        IrConst *s[MAXK];
        const Type *st[MAXK];
        int n = 0, pos = 0;
        if (in->type->kind != TY_VECTOR && in->type->kind != TY_MATRIX && in->type->kind != TY_SCALAR)
            return NULL;
        k_flatten(k, in->type, L, s, &n, MAXK);
        for (int q = 0; q < n; q++)
            st[q] = scalar_type_of(L, in->type);
        int need = type_component_count(t);
        if (need > n || (t->kind == TY_MATRIX && in->type->kind == TY_MATRIX && in->type->cols != t->cols))
            return NULL;
        return k_build(L, t, s, st, &pos, need);
    }
    case ND_UNARY: {
        IrConst *k = const_eval(L, e->op.lhs);
        const Type *ot = e->op.lhs->type;
        if (!k || !ot || ot->kind != TY_SCALAR || t->kind != TY_SCALAR)
            return NULL;
        double f = 0;
        int64_t i = 0;
        bool is_f = k_get(k, ot->scalar, &f, &i);
        switch (e->op.op) {
        case OP_PLUS: return k;
        case OP_NEG: return k_scalar(L, t->scalar, is_f, -f, (int64_t)(0 - (uint64_t)i)); /* INT64_MIN wraps */
        case OP_NOT: return k_scalar(L, t->scalar, false, 0, is_f ? f == 0 : i == 0);
        case OP_BITNOT: return is_f ? NULL : k_scalar(L, t->scalar, false, 0, ~i);
        default: return NULL;
        }
    }
    case ND_BINARY: {
        IrConst *a = const_eval(L, e->op.lhs);
        IrConst *b = a ? const_eval(L, e->op.rhs) : NULL;
        return b ? k_binary(L, e, a, b) : NULL;
    }
    case ND_CALL:
        if (!e->call.is_constructor)
            return NULL;
        return lower_const_aggregate(L, &e->call.args, t);
    case ND_INIT_LIST:
        return lower_const_aggregate(L, &e->init.items, t);
    default:
        return NULL;
    }
}


static bool literal_kind(const Type *t)
{
    ScalarKind k = t ? type_scalar_kind(t) : SC_INT;
    return t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX) &&
           (k == SC_LITERAL_INT || k == SC_LITERAL_FLOAT);
}

/* DXC folds literal ints in 64 bits and literal floats in double, and a
 * literal takes its type only where it meets one: so the whole evaluation
 * holds literals wide (k_scalar), and what is still a literal at the top is
 * narrowed to its default layout (int, float) only here. */
IrConst *lower_const_eval(Lower *L, Node *e)
{
    int saved = L->wide_literals;
    L->wide_literals = 1;
    IrConst *k = const_eval(L, e);
    L->wide_literals = saved;
    if (!k || saved || !literal_kind(e->type))
        return k;
    if (e->type->kind == TY_SCALAR)
        return k_convert_scalar(L, k, e->type->scalar, e->type->scalar);
    enum { MAXK = 16 };
    IrConst *s[MAXK];
    const Type *st[MAXK];
    int n = 0, pos = 0;
    k_flatten(k, e->type, L, s, &n, MAXK);
    for (int q = 0; q < n; q++)
        st[q] = scalar_type_of(L, e->type);
    return k_build(L, e->type, s, st, &pos, n);
}

/* The constant value of literal-typed e as scalar kind `to`, never narrowed
 * through 32 bits on the way (int64_t4(-9223372036854775807, ...)); NULL when
 * e is not a constant literal expression. */
IrConst *lower_literal_as(Lower *L, Node *e, ScalarKind to)
{
    if (!e || !e->type || e->type->kind != TY_SCALAR || !literal_kind(e->type))
        return NULL;
    int saved = L->wide_literals;
    L->wide_literals = 1;
    IrConst *k = const_eval(L, e);
    L->wide_literals = saved;
    return k ? k_convert_scalar(L, k, e->type->scalar, to) : NULL;
}
