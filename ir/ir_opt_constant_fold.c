/* ir_opt_constant_fold: replaces instructions whose operands are constants
 * by their value, computed exactly as the GPU would:
 *   - integers wrap at their type's width (16/32/64, signed or unsigned);
 *     division and remainder by zero, INT_MIN / -1 and shifts by the width
 *     or more are undefined on GPUs and left alone;
 *   - floats are computed in their own precision (f32 in float, f16 rounded
 *     to half, f64 in double); results that are NaN, infinite or subnormal
 *     (which GPUs may flush) are left alone, as are float remainders (FRem's
 *     precision is the implementation's) and compares with a NaN operand;
 *   - float to int conversions out of range are left alone.
 * Also folded: select with a constant condition (whatever its operands),
 * convert, bitcast, extract / extract_dyn / shuffle / splat of constants,
 * construct of constants, and phis whose operands are all one constant.
 * Intrinsics are not folded (wave ops never). If nodes with a constant
 * condition are kept (the backends' compilers fold them). */
#include <float.h>
#include <math.h>
#include <string.h>
#include "ir.h"

typedef struct F {
    IrModule *m;
    IrFunction *f;
    IrValue **repl; /* by value id */
    uint32_t num_ids;
    bool progress;
} F;

static IrConst *cst(IrValue *v) { return v && v->vkind == IRV_CONST ? (IrConst *)v : NULL; }

static IrValue *resolve(F *s, IrValue *v)
{
    while (v && v->vkind == IRV_INST && v->id < s->num_ids && s->repl[v->id])
        v = s->repl[v->id];
    return v;
}

/* Component k of a scalar or vector constant. */
static IrConst *comp(F *s, IrConst *c, uint32_t k)
{
    return c->v.type->kind == IRT_VECTOR ? ir_const_part(s->m, c, k) : c;
}

/* ---------------------------------------------------------------- scalars */

static int64_t sval(const IrConst *c) { return (int64_t)c->u; }

static bool float_ok(const IrType *t, double r)
{
    if (isnan(r) || isinf(r))
        return false;
    double min_normal = t->bits == 16 ? 6.103515625e-05 : t->bits == 32 ? (double)FLT_MIN : DBL_MIN;
    return r == 0 || fabs(r) >= min_normal;
}

static IrConst *fold_int(F *s, IrOp op, const IrType *t, const IrType *rt, IrConst *a, IrConst *b)
{
    IrModule *m = s->m;
    uint64_t x = a->u, y = b ? b->u : 0;
    bool sg = t->is_signed;
    int bits = t->bits;
    uint64_t min = sg ? (uint64_t)-1 << (bits - 1) : 0; /* sign-extended INT_MIN of the width */
    switch (op) {
    case IR_ADD: return ir_const_int(m, t, x + y);
    case IR_SUB: return ir_const_int(m, t, x - y);
    case IR_MUL: return ir_const_int(m, t, x * y);
    case IR_DIV:
        if (y == 0 || (sg && x == min && sval(b) == -1))
            return NULL;
        return ir_const_int(m, t, sg ? (uint64_t)(sval(a) / sval(b)) : x / y);
    case IR_REM:
        if (y == 0 || (sg && x == min && sval(b) == -1))
            return NULL;
        return ir_const_int(m, t, sg ? (uint64_t)(sval(a) % sval(b)) : x % y);
    case IR_NEG: return ir_const_int(m, t, 0 - x);
    case IR_NOT: return ir_const_int(m, t, ~x);
    case IR_AND: return ir_const_int(m, t, x & y);
    case IR_OR: return ir_const_int(m, t, x | y);
    case IR_XOR: return ir_const_int(m, t, x ^ y);
    case IR_SHL:
    case IR_SHR: {
        if ((b->v.type->is_signed && sval(b) < 0) || y >= (uint64_t)bits)
            return NULL;
        if (op == IR_SHL)
            return ir_const_int(m, t, x << y);
        if (sg && sval(a) < 0)
            return ir_const_int(m, t, ~(~x >> y)); /* arithmetic */
        return ir_const_int(m, t, x >> y);
    }
    case IR_EQ: return ir_const_bool(m, x == y);
    case IR_NE: return ir_const_bool(m, x != y);
    case IR_LT: return ir_const_bool(m, sg ? sval(a) < sval(b) : x < y);
    case IR_LE: return ir_const_bool(m, sg ? sval(a) <= sval(b) : x <= y);
    case IR_GT: return ir_const_bool(m, sg ? sval(a) > sval(b) : x > y);
    case IR_GE: return ir_const_bool(m, sg ? sval(a) >= sval(b) : x >= y);
    default: return NULL;
    }
    (void)rt;
}

static IrConst *fold_float(F *s, IrOp op, const IrType *t, IrConst *a, IrConst *b)
{
    IrModule *m = s->m;
    double x = a->f, y = b ? b->f : 0;
    if (isnan(x) || isnan(y) || !float_ok(t, x) || !float_ok(t, y))
        return NULL;
    double r;
    bool f32 = t->bits != 64; /* f32, and f16 computed in float then rounded to half */
    switch (op) {
    case IR_ADD: r = f32 ? (double)((float)x + (float)y) : x + y; break;
    case IR_SUB: r = f32 ? (double)((float)x - (float)y) : x - y; break;
    case IR_MUL: r = f32 ? (double)((float)x * (float)y) : x * y; break;
    case IR_DIV:
        if (y == 0)
            return NULL;
        r = f32 ? (double)((float)x / (float)y) : x / y;
        break;
    case IR_NEG: r = -x; break;
    case IR_EQ: return ir_const_bool(m, x == y);
    case IR_NE: return ir_const_bool(m, x != y);
    case IR_LT: return ir_const_bool(m, x < y);
    case IR_LE: return ir_const_bool(m, x <= y);
    case IR_GT: return ir_const_bool(m, x > y);
    case IR_GE: return ir_const_bool(m, x >= y);
    default: return NULL;
    }
    IrConst *c = ir_const_float(m, t, r);
    return float_ok(t, c->f) ? c : NULL;
}

static IrConst *fold_bool(F *s, IrOp op, IrConst *a, IrConst *b)
{
    bool x = a->u != 0, y = b ? b->u != 0 : false;
    switch (op) {
    case IR_AND: return ir_const_bool(s->m, x && y);
    case IR_OR: return ir_const_bool(s->m, x || y);
    case IR_XOR:
    case IR_NE: return ir_const_bool(s->m, x != y);
    case IR_EQ: return ir_const_bool(s->m, x == y);
    case IR_NOT: return ir_const_bool(s->m, !x);
    default: return NULL;
    }
}

static IrConst *fold_scalar(F *s, IrOp op, const IrType *rt, IrConst *a, IrConst *b)
{
    const IrType *t = a->v.type;
    if (a->v.vkind != IRV_CONST || (b && b->v.vkind != IRV_CONST))
        return NULL;
    switch (t->kind) {
    case IRT_INT: return fold_int(s, op, t, rt, a, b);
    case IRT_FLOAT: return fold_float(s, op, t, a, b);
    case IRT_BOOL: return fold_bool(s, op, a, b);
    default: return NULL;
    }
}

static IrConst *convert(F *s, const IrType *to, IrConst *a)
{
    IrModule *m = s->m;
    const IrType *from = a->v.type;
    if (from->kind == IRT_BOOL) {
        if (to->kind == IRT_BOOL)
            return a;
        return to->kind == IRT_INT ? ir_const_int(m, to, a->u) : ir_const_float(m, to, a->u ? 1.0 : 0.0);
    }
    if (from->kind == IRT_INT) {
        if (to->kind == IRT_BOOL)
            return ir_const_bool(m, a->u != 0);
        if (to->kind == IRT_INT)
            return ir_const_int(m, to, a->u);
        double d;
        if (from->is_signed) {
            if (sval(a) >= (int64_t)1 << 53 || sval(a) <= -((int64_t)1 << 53))
                return NULL; /* would round twice */
            d = (double)sval(a);
        } else {
            if (a->u >= (uint64_t)1 << 53)
                return NULL;
            d = (double)a->u;
        }
        IrConst *c = ir_const_float(m, to, d);
        return isinf(c->f) ? NULL : c;
    }
    /* from float */
    double x = a->f;
    if (isnan(x))
        return NULL;
    if (to->kind == IRT_BOOL)
        return ir_const_bool(m, x != 0);
    if (to->kind == IRT_FLOAT)
        return float_ok(to, ir_const_float(m, to, x)->f) ? ir_const_float(m, to, x) : NULL;
    double tr = trunc(x);
    if (to->is_signed) {
        double lim = ldexp(1.0, to->bits - 1);
        if (tr < -lim || tr >= lim)
            return NULL;
        return ir_const_int(m, to, (uint64_t)(int64_t)tr);
    }
    if (tr < 0 || tr >= ldexp(1.0, to->bits))
        return NULL;
    return ir_const_int(m, to, (uint64_t)tr);
}

static IrConst *bitcast(F *s, const IrType *to, IrConst *a)
{
    IrModule *m = s->m;
    const IrType *from = a->v.type;
    if (from->bits != to->bits || (from->bits == 16 && (from->kind == IRT_FLOAT || to->kind == IRT_FLOAT)))
        return NULL;
    uint64_t bits;
    if (from->kind == IRT_FLOAT) {
        if (from->bits == 32) {
            float f = (float)a->f;
            uint32_t u;
            memcpy(&u, &f, 4);
            bits = u;
        } else {
            memcpy(&bits, &a->f, 8);
        }
    } else {
        bits = a->u;
    }
    if (to->kind == IRT_INT)
        return ir_const_int(m, to, bits);
    if (to->bits == 32) {
        uint32_t u = (uint32_t)bits;
        float f;
        memcpy(&f, &u, 4);
        return isnan(f) ? NULL : ir_const_float(m, to, f);
    }
    double d;
    memcpy(&d, &bits, 8);
    return isnan(d) ? NULL : ir_const_float(m, to, d);
}

/* ---------------------------------------------------------------- instructions */

/* Applies a scalar fold to each component of scalar/vector operands. */
static IrConst *componentwise(F *s, IrInst *i, IrConst *a, IrConst *b, int kind)
{
    const IrType *rt = i->v.type;
    uint32_t n = (uint32_t)irt_components(rt);
    if ((uint32_t)irt_components(a->v.type) != n)
        return NULL;
    IrConst *parts[4];
    const IrType *rs = irt_scalar_of(rt);
    for (uint32_t k = 0; k < n; k++) {
        IrConst *x = comp(s, a, k), *y = b ? comp(s, b, k) : NULL;
        IrConst *r = kind == 0 ? fold_scalar(s, i->op, rs, x, y) : kind == 1 ? convert(s, rs, x) : bitcast(s, rs, x);
        if (!r)
            return NULL;
        parts[k] = r;
    }
    return rt->kind == IRT_VECTOR ? ir_const_composite(s->m, rt, parts, (int)n) : parts[0];
}

static IrValue *fold(F *s, IrInst *i)
{
    IrModule *m = s->m;
    IrValue **a = i->args;
    IrConst *c0 = i->num_args > 0 ? cst(a[0]) : NULL;
    IrConst *c1 = i->num_args > 1 ? cst(a[1]) : NULL;
    switch (i->op) {
    case IR_ADD:
    case IR_SUB:
    case IR_MUL:
    case IR_DIV:
    case IR_REM:
    case IR_SHL:
    case IR_SHR:
    case IR_AND:
    case IR_OR:
    case IR_XOR:
    case IR_EQ:
    case IR_NE:
    case IR_LT:
    case IR_LE:
    case IR_GT:
    case IR_GE:
        if (!c0 || !c1 || irt_components(c0->v.type) != irt_components(c1->v.type))
            return NULL;
        return (IrValue *)componentwise(s, i, c0, c1, 0);
    case IR_NEG:
    case IR_NOT: return c0 ? (IrValue *)componentwise(s, i, c0, NULL, 0) : NULL;
    case IR_CONVERT: return c0 ? (IrValue *)componentwise(s, i, c0, NULL, 1) : NULL;
    case IR_BITCAST:
        if (!c0 || irt_components(c0->v.type) != irt_components(i->v.type))
            return NULL;
        return (IrValue *)componentwise(s, i, c0, NULL, 2);
    case IR_SELECT: {
        if (!c0)
            return NULL;
        if (c0->v.type->kind == IRT_BOOL)
            return c0->u ? a[1] : a[2];
        uint32_t n = c0->v.type->count, t = 0;
        for (uint32_t k = 0; k < n; k++)
            t += comp(s, c0, k)->u != 0;
        if (t == n)
            return a[1];
        if (t == 0)
            return a[2];
        IrConst *x = cst(a[1]), *y = cst(a[2]);
        if (!x || !y)
            return NULL;
        IrConst *parts[4];
        for (uint32_t k = 0; k < n; k++)
            parts[k] = comp(s, c0, k)->u ? comp(s, x, k) : comp(s, y, k);
        return (IrValue *)ir_const_composite(m, i->v.type, parts, (int)n);
    }
    case IR_EXTRACT: {
        if (!c0)
            return NULL;
        IrConst *c = c0;
        for (uint32_t k = 0; k < i->num_lits; k++)
            c = ir_const_part(m, c, i->lits[k]);
        return &c->v;
    }
    case IR_EXTRACT_DYN:
        if (!c0 || !c1 || c1->u >= c0->v.type->count)
            return NULL;
        return &ir_const_part(m, c0, (uint32_t)c1->u)->v;
    case IR_SPLAT: return c0 ? &ir_const_splat(m, i->v.type, c0)->v : NULL;
    case IR_SHUFFLE: {
        if (!c0 || !c1 || i->num_lits > 4)
            return NULL;
        IrConst *parts[4];
        uint32_t na = c0->v.type->count;
        for (uint32_t k = 0; k < i->num_lits; k++)
            parts[k] = i->lits[k] < na ? ir_const_part(m, c0, i->lits[k]) : ir_const_part(m, c1, i->lits[k] - na);
        if (i->num_lits == 1)
            return &parts[0]->v;
        return &ir_const_composite(m, i->v.type, parts, (int)i->num_lits)->v;
    }
    case IR_CONSTRUCT: {
        const IrType *rt = i->v.type;
        for (uint32_t k = 0; k < i->num_args; k++)
            if (!cst(a[k]))
                return NULL;
        if (rt->kind == IRT_VECTOR) {
            IrConst *parts[4];
            uint32_t n = 0;
            for (uint32_t k = 0; k < i->num_args; k++) {
                IrConst *c = cst(a[k]);
                for (uint32_t j = 0; j < (uint32_t)irt_components(c->v.type); j++) {
                    if (n >= 4)
                        return NULL;
                    parts[n++] = comp(s, c, j);
                }
            }
            return n == rt->count ? &ir_const_composite(m, rt, parts, (int)n)->v : NULL;
        }
        IrConst **parts = ARENA_ARRAY(m->arena, IrConst *, i->num_args);
        for (uint32_t k = 0; k < i->num_args; k++)
            parts[k] = cst(a[k]);
        return &ir_const_composite(m, rt, parts, (int)i->num_args)->v;
    }
    case IR_PHI: {
        if (!i->num_args || !c0)
            return NULL;
        for (uint32_t k = 1; k < i->num_args; k++)
            if (a[k] != a[0])
                return NULL;
        return a[0];
    }
    default: return NULL;
    }
}

static void fold_block(IrBlock *b, void *user)
{
    F *s = user;
    for (IrInst *i = b->first, *next; i; i = next) {
        next = i->next;
        for (uint32_t k = 0; k < i->num_args; k++)
            i->args[k] = resolve(s, i->args[k]);
        if (i->v.type->kind == IRT_VOID)
            continue;
        IrValue *r = fold(s, i);
        if (!r || r == &i->v)
            continue;
        s->repl[i->v.id] = r;
        ir_inst_remove(i);
        s->progress = true;
    }
}

static IrValue *resolve_use(IrValue *v, void *user)
{
    return resolve(user, v);
}

static void resolve_block(IrBlock *b, void *user)
{
    ir_block_map_uses(b, resolve_use, user);
}

bool ir_opt_constant_fold(IrModule *m)
{
    bool progress = false;
    for (int k = 0; k < m->functions.len; k++) {
        IrFunction *f = m->functions.data[k];
        Arena *a = arena_new();
        F s = {.m = m, .f = f, .num_ids = f->next_value_id};
        s.repl = ARENA_ARRAY(a, IrValue *, s.num_ids + 1);
        ir_walk_blocks(&f->body, fold_block, &s);
        if (s.progress)
            ir_walk_blocks(&f->body, resolve_block, &s);
        progress |= s.progress;
        arena_free(a);
    }
    return progress;
}
