/* Integer constant expressions (array sizes, case labels, attribute
 * arguments, template arguments) and HLSL's sizeof. Arithmetic is done in
 * 64 bits with C semantics, then wrapped to the expression's type when
 * sema gave it a 32-bit (or narrower) integer type. */
#include "sema.h"

int64_t sema_sizeof(const Type *t)
{
    /* HLSL sizes: bool is 4 bytes; vectors and matrices are packed;
     * structs are their fields one after another, each aligned to its
     * scalar size (DXC's sizeof on non-cbuffer layouts). */
    switch (t->kind) {
    case TY_SCALAR: {
        int bits = scalar_info[sema_concrete_scalar(t->scalar)].bits;
        return bits < 32 && t->scalar == SC_BOOL ? 4 : bits / 8;
    }
    case TY_VECTOR: return (int64_t)t->cols * (scalar_info[t->scalar].bits / 8);
    case TY_MATRIX: return (int64_t)t->rows * t->cols * (scalar_info[t->scalar].bits / 8);
    case TY_ARRAY: {
        int64_t e = sema_sizeof(t->elem);
        return e < 0 || t->len == 0 ? -1 : e * t->len;
    }
    case TY_STRUCT: {
        int64_t size = 0;
        for (int i = 0; i < t->num_fields; i++) {
            const Type *f = t->fields[i].type;
            int64_t fs = sema_sizeof(f);
            if (fs < 0)
                return -1;
            const Type *leaf = f;
            while (leaf->kind == TY_ARRAY)
                leaf = leaf->elem;
            int64_t align = leaf->kind == TY_STRUCT ? 4 : scalar_info[leaf->scalar].bits / 8;
            if (align < 1)
                align = 1;
            size = (size + align - 1) / align * align + fs;
        }
        return size;
    }
    default: return -1;
    }
}

/* Wraps v to the integer type t (int/uint and narrower wrap like C). */
static int64_t wrap(const Type *t, int64_t v)
{
    if (!t || (t->kind != TY_SCALAR && !(t->kind == TY_VECTOR && t->cols == 1)))
        return v;
    switch (t->scalar) {
    case SC_INT: case SC_MIN16INT: return (int32_t)v;
    case SC_UINT: case SC_MIN16UINT: return (uint32_t)v;
    case SC_INT16: return (int16_t)v;
    case SC_UINT16: return (uint16_t)v;
    case SC_BOOL: return v != 0;
    default: return v;
    }
}

static bool is_unsigned(const Type *t)
{
    return t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR) && scalar_info[t->scalar].cls == SCLASS_UINT;
}

typedef struct Eval {
    Sema *s;
    bool report; /* report why it is not constant (the first reason only) */
    bool reported;
    int depth;
} Eval;

static bool not_const(Eval *ev, Node *e)
{
    if (ev->report && !ev->reported) {
        diag(ev->s->c, e->loc, D_SEMA_NOT_CONST);
        ev->reported = true;
    }
    return false;
}

static bool eval(Eval *ev, Node *e, int64_t *out);

static bool eval_ident(Eval *ev, Node *e, int64_t *out)
{
    Node *d = e->ident.decl;
    SymKind kind = e->ident.sym;
    if (!d) {
        NodeList ov = {0};
        d = sema_lookup(ev->s, ident_qualifier(e), e->ident.name, &kind, &ov);
        if (!d)
            return not_const(ev, e);
    }
    if (d->kind == ND_TPARAM) { /* a template value parameter */
        *out = d->tparam.value;
        return true;
    }
    if (kind == SYM_ENUMERATOR || d->kind == ND_ENUMERATOR) {
        *out = d->enumerator.sema_value;
        return true;
    }
    /* A const variable with a constant initializer, at any scope; a
     * non-static global const is a uniform in $Globals, not a constant. */
    if (d->kind == ND_VAR && (d->var.mods & MOD_CONST) && d->var.init &&
        (!d->var.is_global || (d->var.mods & MOD_STATIC)) && !d->var.cbuffer) {
        if (++ev->depth > 64)
            return not_const(ev, e);
        bool ok = eval(ev, d->var.init, out);
        ev->depth--;
        if (ok)
            *out = wrap(d->type, *out);
        return ok;
    }
    if (sema_is_spec_constant(d) && ev->report && !ev->reported) {
        diag(ev->s->c, e->loc, D_SEMA_SPEC_NOT_CONST, d->var.name);
        ev->reported = true;
    }
    return not_const(ev, e);
}

static bool eval_binary(Eval *ev, Node *e, int64_t *out)
{
    int64_t a, b;
    AstOp op = e->op.op;
    if (op == OP_LOGAND || op == OP_LOGOR) {
        if (!eval(ev, e->op.lhs, &a))
            return false;
        if ((op == OP_LOGAND && !a) || (op == OP_LOGOR && a)) {
            *out = op == OP_LOGOR;
            return true;
        }
        if (!eval(ev, e->op.rhs, &b))
            return false;
        *out = b != 0;
        return true;
    }
    if (!eval(ev, e->op.lhs, &a) || !eval(ev, e->op.rhs, &b))
        return false;
    /* The operands' type decides signedness (after sema's conversions). */
    bool uns = is_unsigned(e->op.lhs->type) || is_unsigned(e->op.rhs->type);
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case OP_ADD: *out = (int64_t)(ua + ub); break;
    case OP_SUB: *out = (int64_t)(ua - ub); break;
    case OP_MUL: *out = (int64_t)(ua * ub); break;
    case OP_DIV:
    case OP_MOD:
        if (b == 0) {
            if (ev->report && !ev->reported) {
                diag(ev->s->c, e->op.rhs->loc, D_SEMA_CONST_DIV_ZERO);
                ev->reported = true;
            }
            return false;
        }
        if (uns)
            *out = (int64_t)(op == OP_DIV ? ua / ub : ua % ub);
        else if (a == INT64_MIN && b == -1)
            *out = op == OP_DIV ? INT64_MIN : 0;
        else
            *out = op == OP_DIV ? a / b : a % b;
        break;
    case OP_SHL: *out = (int64_t)(ua << (ub & 63)); break;
    case OP_SHR: *out = uns ? (int64_t)(ua >> (ub & 63)) : a >> (ub & 63); break;
    case OP_BITAND: *out = a & b; break;
    case OP_BITOR: *out = a | b; break;
    case OP_BITXOR: *out = a ^ b; break;
    case OP_EQ: *out = a == b; return true;
    case OP_NE: *out = a != b; return true;
    case OP_LT: *out = uns ? ua < ub : a < b; return true;
    case OP_LE: *out = uns ? ua <= ub : a <= b; return true;
    case OP_GT: *out = uns ? ua > ub : a > b; return true;
    case OP_GE: *out = uns ? ua >= ub : a >= b; return true;
    default: return not_const(ev, e);
    }
    *out = wrap(e->type, *out);
    return true;
}

static bool eval(Eval *ev, Node *e, int64_t *out)
{
    /* Operations done in floating point are not integer constants here. */
    if ((e->kind == ND_BINARY || e->kind == ND_UNARY || e->kind == ND_COND) && e->type &&
        e->type->kind == TY_SCALAR && scalar_info[e->type->scalar].cls == SCLASS_FLOAT)
        return not_const(ev, e);
    switch (e->kind) {
    case ND_INT_LIT: *out = (int64_t)e->ilit.value; return true;
    case ND_BOOL_LIT: *out = e->blit.value; return true;
    case ND_FLOAT_LIT:
        /* Only where it is cast to an integer (or used as one). */
        if (e->flit.value != e->flit.value || e->flit.value >= 9.2e18 || e->flit.value <= -9.2e18)
            return not_const(ev, e);
        *out = (int64_t)e->flit.value;
        return true;
    case ND_IDENT: return eval_ident(ev, e, out);
    case ND_UNARY: {
        int64_t v;
        if (!eval(ev, e->op.lhs, &v))
            return false;
        switch (e->op.op) {
        case OP_NEG: *out = (int64_t)(0 - (uint64_t)v); break;
        case OP_PLUS: *out = v; break;
        case OP_BITNOT: *out = ~v; break;
        case OP_NOT: *out = !v; return true;
        default: return not_const(ev, e);
        }
        *out = wrap(e->type, *out);
        return true;
    }
    case ND_BINARY: return eval_binary(ev, e, out);
    case ND_COND: {
        int64_t c;
        if (!eval(ev, e->cond.cond, &c))
            return false;
        return eval(ev, c ? e->cond.then_ : e->cond.else_, out);
    }
    case ND_CAST: {
        if (!eval(ev, e->cast.expr, out))
            return false;
        const Type *t = e->type;
        if (t && t->kind == TY_SCALAR && scalar_info[t->scalar].cls == SCLASS_BOOL)
            *out = *out != 0;
        else
            *out = wrap(t, *out);
        return true;
    }
    case ND_SIZEOF: {
        Type *t = e->size_of.spec ? e->size_of.spec->resolved : e->size_of.expr ? e->size_of.expr->type : NULL;
        int64_t n = t ? sema_sizeof(t) : -1;
        if (n < 0)
            return not_const(ev, e);
        *out = n;
        return true;
    }
    default: return not_const(ev, e);
    }
}

static bool run(Sema *s, Node *e, int64_t *out, bool report)
{
    Eval ev = {s, report, false, 0};
    /* Not checked yet (an array size, a case label): check it first, so
     * names resolve and operators get their types. */
    if (!e->type && report) {
        Node *tmp = e;
        sema_expr(s, &tmp);
        if (tmp->type && tmp->type->kind == TY_ERROR)
            return false;
        e = tmp;
    }
    if (e->type && e->type->kind == TY_ERROR)
        return false;
    return eval(&ev, e, out);
}

bool sema_eval_int(Sema *s, Node *e, int64_t *out)
{
    *out = 0;
    return run(s, e, out, true);
}

bool sema_try_eval_int(Sema *s, Node *e, int64_t *out)
{
    int64_t v = 0;
    bool ok = run(s, e, &v, false);
    if (ok)
        *out = v;
    return ok;
}
