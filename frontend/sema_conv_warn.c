/* The warnings of implicit conversions that keep the shape but may lose
 * value, as DXC gives them (an explicit cast never warns: casts do not
 * come here):
 *
 *  - DXC's warn_hlsl_narrowing, "conversion from larger type to smaller,
 *    possible loss of data" (FXC's X3205), when the destination's element
 *    has fewer bits of precision than the source's (SemaHLSL.cpp's
 *    TYPE_CONVERSION_PRECISION_LOSS: double -> float, int64_t -> int,
 *    float -> min16float, int -> min16int). Floats and integers of one
 *    width convert silently (float -> int, int -> float), bool never warns,
 *    and an untyped literal never does (it takes the destination's type).
 *    The pairs mirror DXC's test types/conversions/scalar-assignments.hlsl.
 *  - clang's -Wliteral-conversion and -Wconstant-conversion, which DXC keeps:
 *    a literal that changes value on the way (int i = 1.5; int16_t h =
 *    70000;). A literal that only changes sign (uint u = -1;) is silent, as
 *    in DXC (that is -Wsign-conversion, off by default).
 *  - clang's -Wsign-compare, "comparison of integers of different signs",
 *    which DXC leaves off unless asked (-Wsign-compare; it is in no default
 *    group), and so does Prism (util/warnings.c: off by default). */
#include "sema.h"
#include <math.h>

/* Bits of precision DXC gives each element type (BPROP_BITS): the min16
 * types count 16 whatever their storage; half is float unless
 * -enable-16bit-types (sema already spells it SC_FLOAT then). */
static int precision_bits(ScalarKind k)
{
    switch (k) {
    case SC_HALF: case SC_INT16: case SC_UINT16:
    case SC_MIN16FLOAT: case SC_MIN16INT: case SC_MIN16UINT: return 16;
    case SC_INT64: case SC_UINT64: case SC_DOUBLE: return 64;
    default: return 32;
    }
}

static bool is_integer(ScalarKind k)
{
    return scalar_info[k].cls == SCLASS_SINT || scalar_info[k].cls == SCLASS_UINT;
}

/* A literal as written (1.5, -1.5, 70000, -70000), or false. */
static bool literal_value(const Node *n, bool *is_float, double *f, int64_t *i)
{
    bool neg = false;
    while (n->kind == ND_UNARY && (n->op.op == OP_NEG || n->op.op == OP_PLUS)) {
        neg ^= n->op.op == OP_NEG;
        n = n->op.lhs;
    }
    if (n->kind == ND_FLOAT_LIT) {
        *is_float = true;
        *f = neg ? -n->flit.value : n->flit.value;
        return true;
    }
    if (n->kind == ND_INT_LIT && n->ilit.value <= (uint64_t)INT64_MAX) {
        *is_float = false;
        *i = neg ? -(int64_t)n->ilit.value : (int64_t)n->ilit.value;
        return true;
    }
    return false;
}

/* The value an integer literal has once converted to a `bits`-wide integer
 * of signedness `sign`, as the hardware wraps it. */
static int64_t wrapped(int64_t v, int bits, bool sign)
{
    uint64_t mask = (UINT64_C(1) << bits) - 1, u = (uint64_t)v & mask;
    if (sign && (u >> (bits - 1)))
        return (int64_t)(u | ~mask);
    return (int64_t)u;
}

static void warn_literal(Sema *s, const Node *n, ScalarKind from, const Type *to)
{
    ScalarKind k = to->scalar;
    if (from == SC_BOOL)
        return;
    bool is_float;
    double f;
    int64_t i;
    if (!is_integer(k) || !literal_value(n, &is_float, &f, &i))
        return;
    const char *fn = type_name(s->c, type_scalar(s->tt, from)), *tn = type_name(s->c, to);
    if (is_float) {
        /* 1.5 -> 1; a value beyond int64_t is left to the narrowing rule. */
        if (f != trunc(f) && fabs(f) < 9.2e18)
            diag(s->c, sema_expr_start(n), D_SEMA_LITERAL_CHANGES, fn, tn,
                 arena_printf(s->c->arena, "%.17g", f), arena_printf(s->c->arena, "%lld", (long long)trunc(f)));
        return;
    }
    int bits = scalar_info[k].bits;
    if (bits >= 64)
        return;
    /* Fits as either signedness: only the sign may change (silent). */
    int64_t lo = -(INT64_C(1) << (bits - 1)), hi = (INT64_C(1) << bits) - 1;
    if (i >= lo && i <= hi)
        return;
    int64_t w = wrapped(i, bits, scalar_info[k].cls == SCLASS_SINT);
    diag(s->c, sema_expr_start(n), D_SEMA_LITERAL_CHANGES, fn, tn, arena_printf(s->c->arena, "%lld", (long long)i),
         arena_printf(s->c->arena, "%lld", (long long)w));
}

void sema_warn_conversion(Sema *s, const Node *n, const Type *from, const Type *to)
{
    if (!sema_is_numeric_shape(from) || !sema_is_numeric_shape(to))
        return;
    ScalarKind fk = from->scalar, tk = to->scalar;
    /* A literal that changes value: untyped (1.5) or typed (1.5f, 2.5l). */
    warn_literal(s, n, fk, to);
    if (fk == SC_LITERAL_INT || fk == SC_LITERAL_FLOAT)
        return;
    if (fk == SC_BOOL || tk == SC_BOOL || tk == SC_LITERAL_INT || tk == SC_LITERAL_FLOAT)
        return;
    if (precision_bits(tk) < precision_bits(fk))
        diag(s->c, sema_expr_start(n), D_SEMA_NARROWING, type_name(s->c, from), type_name(s->c, to));
}

static bool is_signed_int(ScalarKind k) { return scalar_info[k].cls == SCLASS_SINT && k != SC_LITERAL_INT; }
static bool is_unsigned_int(ScalarKind k) { return scalar_info[k].cls == SCLASS_UINT; }

void sema_warn_sign_compare(Sema *s, const Node *n, const Type *lt, const Type *rt)
{
    if (!sema_is_numeric_shape(lt) || !sema_is_numeric_shape(rt))
        return;
    ScalarKind a = lt->scalar, b = rt->scalar;
    Node *signed_side;
    ScalarKind sk, uk;
    if (is_signed_int(a) && is_unsigned_int(b))
        signed_side = n->op.lhs, sk = a, uk = b;
    else if (is_unsigned_int(a) && is_signed_int(b))
        signed_side = n->op.rhs, sk = b, uk = a;
    else
        return; /* a literal takes the other side's type */
    /* As clang: silent when the unsigned side converts to the wider signed
     * type (int64_t < uint), or the signed side is a constant >= 0. */
    if (scalar_info[sk].bits > scalar_info[uk].bits)
        return;
    int64_t v;
    if (sema_try_eval_int(s, signed_side, &v) && v >= 0)
        return;
    diag(s->c, n->loc, D_SEMA_SIGN_COMPARE, type_name(s->c, lt), type_name(s->c, rt));
}
