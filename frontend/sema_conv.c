/* HLSL's conversion rules: implicit conversions and their ranks (overload
 * resolution), explicit casts, and the usual arithmetic conversions of
 * binary operators. The rules mirror what DXC accepts (SemaHLSL.cpp:
 * CanConvert, GetConversionForm, UsualArithmeticConversion). */
#include "sema.h"
#include <string.h>

ScalarKind sema_concrete_scalar(ScalarKind k)
{
    /* A literal nothing constrained materialises as int / float (DXC). */
    if (k == SC_LITERAL_INT)
        return SC_INT;
    if (k == SC_LITERAL_FLOAT)
        return SC_FLOAT;
    return k;
}

bool sema_is_numeric_shape(const Type *t)
{
    return t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX);
}

static bool is_literal(ScalarKind k) { return k == SC_LITERAL_INT || k == SC_LITERAL_FLOAT; }

/* Precision of an integer kind, for "the larger" among ints. */
static int int_width(ScalarKind k)
{
    switch (k) {
    case SC_INT16: case SC_UINT16: case SC_MIN16INT: case SC_MIN16UINT: return 16;
    case SC_INT64: case SC_UINT64: return 64;
    default: return 32;
    }
}

/* Order among floats: min16float < half < float < double. */
static int float_order(ScalarKind k)
{
    switch (k) {
    case SC_MIN16FLOAT: return 1;
    case SC_HALF: return 2;
    case SC_DOUBLE: return 4;
    default: return 3;
    }
}

ScalarKind sema_common_scalar(Sema *s, ScalarKind a, ScalarKind b)
{
    (void)s;
    if (a == b)
        return a;
    /* Literals adopt the other operand's type: 1 + u is uint, 1.5 * h is
     * half; a float literal with an integer operand gives float (DXC). */
    if (is_literal(a) && is_literal(b))
        return SC_LITERAL_FLOAT;
    if (is_literal(b)) {
        ScalarKind t = a; a = b; b = t;
    }
    if (a == SC_LITERAL_INT)
        return b == SC_BOOL ? SC_INT : b;
    if (a == SC_LITERAL_FLOAT)
        return scalar_info[b].cls == SCLASS_FLOAT ? b : SC_FLOAT;
    ScalarClass ca = scalar_info[a].cls, cb = scalar_info[b].cls;
    /* Rank by class: bool < integers < floats. */
    if (ca == SCLASS_FLOAT || cb == SCLASS_FLOAT) {
        if (ca != SCLASS_FLOAT)
            return b;
        if (cb != SCLASS_FLOAT)
            return a;
        return float_order(a) >= float_order(b) ? a : b;
    }
    if (ca == SCLASS_BOOL)
        return b;
    if (cb == SCLASS_BOOL)
        return a;
    /* Integers: the wider wins; at equal width the unsigned one wins. */
    int wa = int_width(a), wb = int_width(b);
    if (wa != wb)
        return wa > wb ? a : b;
    if (ca != cb)
        return ca == SCLASS_UINT ? a : b;
    /* Same width and signedness (int16_t vs min16int): the exact-width one. */
    return (a == SC_MIN16INT || a == SC_MIN16UINT) ? b : a;
}

static Type *shape(Sema *s, ScalarKind k, TypeKind kind, int rows, int cols)
{
    switch (kind) {
    case TY_VECTOR: return type_vector(s->tt, k, cols);
    case TY_MATRIX: return type_matrix(s->tt, k, rows, cols);
    default: return type_scalar(s->tt, k);
    }
}

Type *sema_with_scalar(Sema *s, Type *t, ScalarKind k)
{
    return shape(s, k, t->kind, t->rows, t->cols);
}

Type *sema_common_type(Sema *s, Type *a, Type *b)
{
    if (!sema_is_numeric_shape(a) || !sema_is_numeric_shape(b))
        return NULL;
    ScalarKind k = sema_common_scalar(s, a->scalar, b->scalar);
    /* Shapes: scalar op X -> X (splat); vector op vector -> the smaller
     * (with a truncation warning where an operand converts); matrix op
     * matrix -> the smaller in each dimension; vector op matrix only when
     * the matrix is a 1xN / Nx1 (a vector in disguise): a vector. */
    if (a->kind == TY_SCALAR)
        return sema_with_scalar(s, b, k);
    if (b->kind == TY_SCALAR)
        return sema_with_scalar(s, a, k);
    if (a->kind == TY_VECTOR && b->kind == TY_VECTOR)
        return type_vector(s->tt, k, a->cols < b->cols ? a->cols : b->cols);
    if (a->kind == TY_MATRIX && b->kind == TY_MATRIX)
        return type_matrix(s->tt, k, a->rows < b->rows ? a->rows : b->rows,
                           a->cols < b->cols ? a->cols : b->cols);
    Type *v = a->kind == TY_VECTOR ? a : b, *m = a->kind == TY_MATRIX ? a : b;
    if (m->rows == 1 || m->cols == 1) {
        int n = m->rows * m->cols;
        return type_vector(s->tt, k, v->cols < n ? v->cols : n);
    }
    if (v->cols == 1)
        return sema_with_scalar(s, m, k);
    return NULL;
}

/* Rank of an element conversion. */
static ConvRank scalar_rank(ScalarKind from, ScalarKind to)
{
    if (from == to)
        return CONV_EXACT;
    ScalarClass cf = scalar_info[from].cls, ct = scalar_info[to].cls;
    /* A literal adopts int / float best (F(-1) picks F(int) over F(uint),
     * F(1.5) picks F(float) over F(half)); any other numeric type next. */
    if (from == SC_LITERAL_INT)
        return to == SC_INT ? CONV_PROMOTION : CONV_CONVERSION;
    if (from == SC_LITERAL_FLOAT)
        return to == SC_FLOAT ? CONV_PROMOTION : CONV_CONVERSION;
    if (is_literal(to))
        return CONV_CONVERSION;
    if (cf == ct) {
        if (cf == SCLASS_FLOAT)
            return float_order(to) >= float_order(from) ? CONV_PROMOTION : CONV_CONVERSION;
        if (cf != SCLASS_BOOL)
            return int_width(to) >= int_width(from) ? CONV_PROMOTION : CONV_CONVERSION;
    }
    return CONV_CONVERSION;
}

/* Rank of the shape part of an implicit conversion. */
static ConvRank shape_rank(const Type *f, const Type *t)
{
    int fr = f->kind == TY_MATRIX ? f->rows : 1, fc = f->kind == TY_SCALAR ? 1 : f->cols;
    int tr = t->kind == TY_MATRIX ? t->rows : 1, tc = t->kind == TY_SCALAR ? 1 : t->cols;
    int fn = fr * fc, tn = tr * tc;
    if (f->kind == t->kind && fr == tr && fc == tc)
        return CONV_EXACT;
    /* A one-component value (scalar, float1, float1x1) is a scalar. */
    if (fn == 1 && tn == 1)
        return CONV_PROMOTION;
    if (fn == 1)
        return CONV_SPLAT;
    if (tn == 1)
        return CONV_TRUNCATION; /* float4 -> float: warns */
    if (f->kind == TY_VECTOR && t->kind == TY_VECTOR)
        return tc < fc ? CONV_TRUNCATION : CONV_NONE;
    if (f->kind == TY_MATRIX && t->kind == TY_MATRIX)
        return (tr <= fr && tc <= fc) ? CONV_TRUNCATION : CONV_NONE;
    /* vector <-> 1xN / Nx1 matrix. */
    const Type *m = f->kind == TY_MATRIX ? f : t;
    if (m->rows == 1 || m->cols == 1) {
        if (fn == tn)
            return CONV_CONVERSION;
        if (tn < fn)
            return CONV_TRUNCATION;
    }
    return CONV_NONE;
}

/* The scalar kinds of t, flattened (arrays element by element, structs
 * field by field), up to cap. */
static void leaves_of(const Type *t, ScalarKind *out, int *n, int cap)
{
    switch (t->kind) {
    case TY_SCALAR: case TY_VECTOR: case TY_MATRIX:
        for (int i = 0; i < type_component_count(t) && *n < cap; i++)
            out[(*n)++] = t->scalar;
        break;
    case TY_ARRAY:
        for (uint32_t i = 0; i < t->len && *n < cap; i++)
            leaves_of(t->elem, out, n, cap);
        break;
    case TY_STRUCT:
        for (int i = 0; i < t->num_fields && *n < cap; i++)
            leaves_of(t->fields[i].type, out, n, cap);
        break;
    default:
        if (*n < cap)
            out[(*n)++] = SC_COUNT; /* an object: never the same as a number */
        break;
    }
}

static bool same_layout(const Type *a, const Type *b)
{
    enum { CAP = 256 }; /* larger structs are told apart by name */
    ScalarKind ka[CAP + 1], kb[CAP + 1];
    int na = 0, nb = 0;
    leaves_of(a, ka, &na, CAP + 1);
    leaves_of(b, kb, &nb, CAP + 1);
    if (na != nb || na > CAP)
        return false;
    for (int i = 0; i < na; i++)
        if (ka[i] != kb[i] || ka[i] == SC_COUNT)
            return false;
    return true;
}

ConvRank sema_conv_rank(Sema *s, const Type *from, const Type *to)
{
    if (from == to)
        return CONV_EXACT;
    if (from->kind == TY_ERROR || to->kind == TY_ERROR)
        return CONV_EXACT;
    if (s && sema_is_heap_element(s, from)) /* ResourceDescriptorHeap[i] as a resource argument */
        return sema_heap_rank(s, from, to);
    if (type_is_enum(from) || type_is_enum(to))
        return sema_enum_rank(s, from, to);
    if (sema_is_numeric_shape(from) && sema_is_numeric_shape(to)) {
        ConvRank a = scalar_rank(from->scalar, to->scalar), b = shape_rank(from, to);
        return a > b ? a : b;
    }
    /* ConstantBuffer<T> stands for its T (DXC: the buffer is an lvalue of T). */
    if (from->kind == TY_RESOURCE && res_is_struct_view(from->res) && from->elem == to)
        return CONV_EXACT;
    /* A derived struct converts to its base (DXC's struct inheritance). */
    if (from->kind == TY_STRUCT && to->kind == TY_STRUCT)
        for (const Type *b = from->base; b; b = b->base)
            if (b == to)
                return CONV_CONVERSION;
    /* Before HLSL 2021 two structs of the same layout are one type to DXC
     * (no "strict UDT casting": the HLSL 2021 announcement). */
    if (s && !s->hlsl2021 && from->kind == TY_STRUCT && to->kind == TY_STRUCT && same_layout(from, to))
        return CONV_EXACT;
    /* Arrays, structs and objects convert only to the identical type
     * (types are interned: pointer equality). */
    return CONV_NONE;
}

/* Every leaf of an aggregate is a number or a bool (no objects). */
static bool all_numeric_leaves(const Type *t)
{
    switch (t->kind) {
    case TY_SCALAR: case TY_VECTOR: case TY_MATRIX: return true;
    case TY_ARRAY: return t->len > 0 && all_numeric_leaves(t->elem);
    case TY_STRUCT:
        for (int i = 0; i < t->num_fields; i++)
            if (!all_numeric_leaves(t->fields[i].type))
                return false;
        return t->num_fields > 0;
    default: return false;
    }
}

bool sema_cast_ok(Sema *s, const Type *from, const Type *to)
{
    if (from->kind == TY_ERROR || to->kind == TY_ERROR)
        return true;
    if (to->kind == TY_VOID)
        return true; /* (void)x discards */
    if (sema_conv_rank(s, from, to) != CONV_NONE)
        return true;
    if (sema_is_numeric_shape(from) && sema_is_numeric_shape(to)) {
        int fn = type_component_count(from), tn = type_component_count(to);
        /* Explicit casts may also truncate any vector/matrix (no warning)
         * and reshape between a vector and a matrix of as many components
         * ((float2x2)v4, (float4)m22): DXC's flat conversion. */
        if (fn == tn)
            return true;
        if (from->kind == to->kind && from->kind == TY_VECTOR)
            return to->cols <= from->cols;
        if (from->kind == TY_MATRIX && to->kind == TY_VECTOR)
            return tn <= fn;
        return false;
    }
    /* (S)0 and (S)x: a scalar splats into every field of a struct or
     * element of an array of numbers (DXC's zero-init idiom). */
    if (type_is_scalar_like(from) && all_numeric_leaves(to))
        return true;
    /* Aggregates of numbers with as many components: element-wise. */
    if ((from->kind == TY_STRUCT || from->kind == TY_ARRAY || to->kind == TY_STRUCT || to->kind == TY_ARRAY) &&
        all_numeric_leaves(from) && all_numeric_leaves(to) &&
        type_component_count(from) == type_component_count(to))
        return true;
    return false;
}

Node *sema_wrap_cast(Sema *s, Node *e, Type *to)
{
    Node *c = ast_new(s->c, ND_CAST, e->loc);
    c->cast.expr = e;
    c->cast.implicit = true;
    c->type = to;
    return c;
}

static bool convert(Sema *s, Node **e, Type *to, const char *what, bool warn)
{
    Node *n = *e;
    Type *from = n->type;
    if (!from || !to)
        return false;
    if (to->kind == TY_RAYQUERY && from->kind == TY_RAYQUERY)
        return sema_rayquery_copy(s, n, to); /* only RayQuery<F>() initializes one (sema_rayquery.c) */
    if (from == to || from->kind == TY_ERROR || to->kind == TY_ERROR)
        return true;
    if (from->kind == TY_VOID) {
        diag(s->c, n->loc, D_SEMA_VOID_VALUE);
        n->type = type_error(s->tt);
        return false;
    }
    if (sema_is_heap_element(s, from))
        return sema_heap_convert(s, e, to, what);
    ConvRank r = sema_conv_rank(s, from, to);
    if (r == CONV_NONE) {
        diag(s->c, n->loc, D_SEMA_CONVERT, type_name(s->c, from), type_name(s->c, to), what);
        return false;
    }
    /* DXC warns "implicit truncation of vector type" when an implicit
     * conversion drops components (float4 -> float3, float4 -> float). */
    if (warn && r == CONV_TRUNCATION && shape_rank(from, to) == CONV_TRUNCATION)
        diag(s->c, sema_expr_start(n), D_SEMA_TRUNCATION, type_name(s->c, from), type_name(s->c, to));
    if (warn)
        sema_warn_conversion(s, n, from, to);
    *e = sema_wrap_cast(s, n, to);
    return true;
}

bool sema_convert(Sema *s, Node **e, Type *to, const char *what) { return convert(s, e, to, what, true); }

/* A conversion the source asks for by name: the arguments of a constructor
 * (uint16_t4(v), int2(1.5, 2) are casts to DXC, which gives them no
 * warning). The same rules as sema_convert, without its warnings. */
bool sema_convert_explicit(Sema *s, Node **e, Type *to, const char *what)
{
    return convert(s, e, to, what, false);
}
