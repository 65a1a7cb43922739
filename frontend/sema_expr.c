/* Expressions: literals, names, operators, members and swizzles, indexing,
 * casts, sizeof. Calls and constructors are in sema_call.c, conversions in
 * sema_conv.c, constant evaluation in sema_const.c. Each check cites the
 * HLSL rule (or the DXC behaviour) it mirrors. */
#include "sema.h"
#include "texture.h"
#include <string.h>

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

static bool is_err(const Type *t) { return !t || t->kind == TY_ERROR; }

/* Where an expression starts in the text (its leftmost operand), for
 * messages about the whole expression: `In[i] = 1` is reported at `In`. */
static SrcLoc expr_start(const Node *e)
{
    for (;;) {
        switch (e->kind) {
        case ND_BINARY: case ND_ASSIGN: e = e->op.lhs; break;
        case ND_UNARY:
            if (e->op.op != OP_POST_INC && e->op.op != OP_POST_DEC)
                return e->loc;
            e = e->op.lhs;
            break;
        case ND_INDEX: e = e->index.base; break;
        case ND_MEMBER: e = e->member.object; break;
        case ND_COND: e = e->cond.cond; break;
        case ND_COMMA: e = e->comma.lhs; break;
        case ND_CAST:
            if (!e->cast.implicit)
                return e->loc;
            e = e->cast.expr;
            break;
        case ND_CALL:
            if (!e->call.callee)
                return e->loc;
            e = e->call.callee;
            break;
        default: return e->loc;
        }
    }
}

SrcLoc sema_expr_start(const Node *e) { return expr_start(e); }

/* ---- literals ---- */

static Type *int_literal(Sema *s, Node *n)
{
    /* Unsuffixed: a literal int that adopts the type it meets. u: uint;
     * l / ll: int64_t; ul / ull / lu / llu: uint64_t (DXC's suffixes). */
    const char *sfx = n->ilit.suffix ? n->ilit.suffix : "";
    bool u = strchr(sfx, 'u') != NULL, l = strchr(sfx, 'l') != NULL;
    ScalarKind k = SC_LITERAL_INT;
    if (l)
        k = u ? SC_UINT64 : SC_INT64;
    else if (u)
        k = SC_UINT;
    else if (s->hlsl_version >= 2029) {
        /* HLSL 202x's conforming literals (proposal 0017, DXC -HV 202x): C's
         * rule, the first type the value fits: int, then (hex and octal)
         * uint, then int64_t, then (hex and octal) uint64_t. */
        uint64_t v = n->ilit.value;
        bool nd = n->ilit.nondecimal;
        k = v <= INT32_MAX ? SC_INT : nd && v <= UINT32_MAX ? SC_UINT : v <= INT64_MAX ? SC_INT64 : SC_UINT64;
    }
    return n->type = type_scalar(s->tt, k);
}

static Type *float_literal(Sema *s, Node *n)
{
    /* f: float; h: half (float without -enable-16bit-types); l: double. */
    /* HLSL 202x (conforming literals): unsuffixed is float. */
    ScalarKind k = s->hlsl_version >= 2029 ? SC_FLOAT : SC_LITERAL_FLOAT;
    switch (n->flit.suffix) {
    case 'f': case 'F': k = SC_FLOAT; break;
    case 'h': case 'H': k = s->enable_16bit ? SC_HALF : SC_FLOAT; break;
    case 'l': case 'L': k = SC_DOUBLE; break;
    default: break;
    }
    return n->type = type_scalar(s->tt, k);
}

/* ---- names ---- */


Node *sema_this_node(Sema *s, SrcLoc loc)
{
    Node *t = ast_new(s->c, ND_IDENT, loc);
    t->ident.name = intern_cstr(s->c->strs, "this");
    t->ident.sym = SYM_PARAM;
    t->ident.decl = NULL;
    t->type = s->strukt && s->strukt->type ? s->strukt->type : type_error(s->tt);
    return t;
}

/* The index of the field named name in struct type t, or -1. */
static int field_index(const Type *t, const char *name)
{
    if (!t || t->kind != TY_STRUCT)
        return -1;
    /* from the last: a derived struct's field hides a base's of that name */
    for (int i = t->num_fields - 1; i >= 0; i--)
        if (t->fields[i].name && !t->fields[i].bits_used && strcmp(t->fields[i].name, name) == 0)
            return i;
    return -1;
}

/* The method named name of struct type t (or its bases), or NULL. */

Node *sema_find_method(const Type *t, const char *name)
{
    for (; t && t->kind == TY_STRUCT; t = t->base) {
        if (!t->decl)
            continue;
        NodeList *m = &t->decl->strukt.members;
        for (int i = 0; i < m->len; i++)
            if (m->data[i]->kind == ND_FUNC && strcmp(m->data[i]->func.name, name) == 0)
                return m->data[i];
    }
    return NULL;
}

/* Rewrites *e (an unqualified name inside a method) into this.field. */
static Type *implicit_this_field(Sema *s, Node **e, int idx)
{
    Node *n = *e;
    Type *st = s->strukt->type;
    Node *m = ast_new(s->c, ND_MEMBER, n->loc);
    m->member.object = sema_this_node(s, n->loc);
    m->member.name = n->ident.name;
    m->member.what = MEMBER_FIELD;
    m->member.field_index = idx;
    m->type = st->fields[idx].type;
    *e = m;
    return m->type;
}

static Type *ident(Sema *s, Node **e)
{
    Node *n = *e;
    const char *name = n->ident.name;
    SymKind kind = SYM_NONE;
    NodeList ov = {0};
    Node *d = NULL;
    if (ident_scope(n)) { /* S<T>::x */
        if (sema_scoped_ident(s, e, &kind, &d, &ov)->kind == TY_ERROR)
            return fail(s, n);
    } else {
        d = sema_lookup(s, ident_qualifier(n), name, &kind, &ov);
    }
    if (d && d->kind == ND_TPARAM && !ident_scope(n))
        return sema_tparam_value(s, e, d);
    Type *st = s->strukt ? s->strukt->type : NULL;
    bool qualified = ident_qualifier(n) || ident_scope(n);

    /* Inside a method, a field of the struct is this.field unless a local
     * or parameter of the same name hides it (C++ class scope, HLSL 2021). */
    if (!qualified && st && st->kind == TY_STRUCT) {
        int fi = field_index(st, name);
        bool hidden = d && (kind == SYM_PARAM || (kind == SYM_VAR && !d->var.is_global && !d->var.owner));
        bool static_field = d && kind == SYM_VAR && d->var.owner && (d->var.mods & MOD_STATIC);
        if (fi >= 0 && !hidden && !static_field)
            return implicit_this_field(s, e, fi);
        Node *bf = fi < 0 && !hidden ? sema_bitfield_named(st, name) : NULL;
        if (bf)
            return sema_bitfield_this(s, e, bf);
    }
    if (!d && !ident_qualifier(n) && strcmp(name, "this") == 0) {
        if (!s->strukt) {
            diag(s->c, n->loc, D_SEMA_THIS_OUTSIDE);
            return fail(s, n);
        }
        n->ident.sym = SYM_PARAM;
        n->ident.decl = NULL;
        return n->type = st ? st : type_error(s->tt);
    }
    if (!d && sema_descriptor_heap_name(s, n))
        return n->type;
    if (!d) {
        const char *full = ident_qualifier(n) ? arena_printf(s->c->arena, "%s::%s", ident_qualifier(n), name) : name;
        diag(s->c, n->loc, D_SEMA_UNDECLARED, full);
        sema_suggest_name(s, n->loc, ident_qualifier(n), name, SUGGEST_VALUE);
        return fail(s, n);
    }
    n->ident.sym = kind;
    n->ident.decl = d;
    switch (kind) {
    case SYM_VAR:
        if (qualified && d->kind == ND_VAR && d->var.owner && !(d->var.mods & MOD_STATIC)) {
            /* S::x names a field, which needs an object */
            diag(s->c, n->loc, D_SEMA_FIELD_NO_OBJECT, ident_qualifier(n) ? ident_qualifier(n) : "S", name, name);
            return fail(s, n);
        }
        /* fallthrough */
    case SYM_PARAM:
        return n->type = d->type ? d->type : type_error(s->tt);
    case SYM_ENUMERATOR:
        if (d->loc.file == 0) /* a built-in constant: RAY_FLAG_* (sema_rayquery.c), vk::SubgroupScope */
            sema_rayquery_constant_used(s, n, d);
        /* Enumerators are int unless the enum names a base type. */
        return n->type = d->type ? d->type : type_scalar(s->tt, SC_INT);
    case SYM_FUNC:
        diag(s->c, n->loc, D_SEMA_FUNC_VALUE, name, name);
        return fail(s, n);
    case SYM_TYPE:
        diag(s->c, n->loc, D_SEMA_NOT_A_VALUE, name, "a type");
        return fail(s, n);
    case SYM_TEMPLATE:
        diag(s->c, n->loc, D_SEMA_TEMPLATE_VALUE, name, name);
        return fail(s, n);
    case SYM_NAMESPACE:
        diag(s->c, n->loc, D_SEMA_NOT_A_VALUE, name, "a namespace");
        return fail(s, n);
    default:
        diag(s->c, n->loc, D_SEMA_UNDECLARED, name);
        return fail(s, n);
    }
}

/* ---- lvalues ---- */

static bool swizzle_repeats(const Node *m)
{
    for (int i = 0; i < m->member.num_comps; i++)
        for (int j = i + 1; j < m->member.num_comps; j++)
            if (m->member.comps[i] == m->member.comps[j])
                return true;
    return false;
}

bool sema_is_lvalue(Sema *s, const Node *e)
{
    switch (e->kind) {
    case ND_CALL: /* p.Get(): the memory at a vk::BufferPointer */
        return e->call.intrinsic == INTR_VK_BUFFER_POINTER_GET;
    case ND_IDENT:
        return e->ident.sym == SYM_VAR || e->ident.sym == SYM_PARAM;
    case ND_MEMBER:
        if ((e->member.what == MEMBER_SWIZZLE || e->member.what == MEMBER_MATRIX_ELEMS) && swizzle_repeats(e))
            return false;
        return e->member.what != MEMBER_METHOD && sema_is_lvalue(s, e->member.object);
    case ND_INDEX: {
        const Type *bt = e->index.base->type;
        if (bt && bt->kind == TY_RESOURCE)
            return resource_info[bt->res].writable;
        return sema_is_lvalue(s, e->index.base);
    }
    case ND_CAST: /* (Base)derived names the base part (DXC) */
        return !e->cast.implicit && type_is_base_of(e->type, e->cast.expr->type) && sema_is_lvalue(s, e->cast.expr);
    default:
        return false;
    }
}

/* The name of the variable an lvalue expression starts from (for messages). */
static const char *root_name(const Node *e)
{
    for (;;) {
        switch (e->kind) {
        case ND_MEMBER: e = e->member.object; break;
        case ND_INDEX: e = e->index.base; break;
        case ND_IDENT: return e->ident.name;
        default: return "expression";
        }
    }
}

/* "RWStructuredBuffer" for "StructuredBuffer" etc. */
static const char *rw_name(Sema *s, const Type *t)
{
    switch (t->res) {
    case RES_BUFFER: return arena_printf(s->c->arena, "RWBuffer<%s>", type_name(s->c, t->elem));
    case RES_STRUCTURED: return arena_printf(s->c->arena, "RWStructuredBuffer<%s>", type_name(s->c, t->elem));
    case RES_BYTEADDRESS: return "RWByteAddressBuffer";
    case RES_TEXTURE1D: case RES_TEXTURE1D_ARRAY: case RES_TEXTURE2D: case RES_TEXTURE2D_ARRAY: case RES_TEXTURE3D:
        /* Texture2D<T> -> RWTexture2D<T> */
        return arena_printf(s->c->arena, "RW%s", type_name(s->c, t));
    default: return "a writable resource";
    }
}

bool sema_check_assignable(Sema *s, Node *e, const char *what)
{
    switch (e->kind) {
    case ND_IDENT: {
        if (is_err(e->type))
            return true;
        if (e->ident.sym == SYM_PARAM) {
            if (e->ident.decl && (e->ident.decl->param.mods & MOD_CONST)) {
                diag(s->c, e->loc, D_SEMA_ASSIGN_CONST, e->ident.name, "a const parameter");
                return false;
            }
            if (ast_is_uniform_param(e->ident.decl)) { /* an entry's: a member of $Globals */
                diag(s->c, e->loc, D_SEMA_ASSIGN_CONST, e->ident.name,
                     "a uniform parameter (read-only, in $Globals); copy it to a local to modify it");
                return false;
            }
            return true;
        }
        if (e->ident.sym != SYM_VAR || !e->ident.decl) {
            diag(s->c, e->loc, D_SEMA_NOT_LVALUE, what);
            return false;
        }
        Node *d = e->ident.decl;
        const char *why = NULL;
        if (d->var.mods & MOD_CONST)
            why = "const";
        else if (d->var.cbuffer)
            why = "a constant buffer member (read-only)";
        else if ((d->var.is_resource || (d->type && d->type->kind == TY_RESOURCE)) && d->var.is_global &&
                 !(d->var.mods & MOD_STATIC))
            why = "a global resource, bound by the application; write to its elements, or keep a handle in a "
                  "local (Buffer b = g;) to assign another resource to";
        /* Globals that are not static or groupshared are uniform
         * parameters in $Globals: read-only (DXC: "cannot assign to const"). */
        else if (d->var.is_global && !(d->var.mods & (MOD_STATIC | MOD_GROUPSHARED)) && !d->var.owner)
            why = "a global, which HLSL makes a read-only uniform; declare it 'static' to make it writable";
        if (why) {
            diag(s->c, e->loc, D_SEMA_ASSIGN_CONST, e->ident.name, why);
            return false;
        }
        return true;
    }
    case ND_MEMBER:
        /* A swizzle that names a component twice cannot be a write mask. */
        if ((e->member.what == MEMBER_SWIZZLE || e->member.what == MEMBER_MATRIX_ELEMS) && swizzle_repeats(e)) {
            diag(s->c, e->loc, D_SEMA_SWIZZLE_REPEAT, e->member.name);
            return false;
        }
        if (e->member.what == MEMBER_METHOD) {
            diag(s->c, e->loc, D_SEMA_NOT_LVALUE, what);
            return false;
        }
        return sema_check_assignable(s, e->member.object, what);
    case ND_INDEX: {
        Type *bt = e->index.base->type;
        if (is_err(bt))
            return true;
        if (bt->kind == TY_RESOURCE) {
            if (resource_info[bt->res].writable)
                return true;
            diag(s->c, expr_start(e), D_SEMA_READONLY_BUFFER, type_name(s->c, bt), root_name(e->index.base), rw_name(s, bt));
            return false;
        }
        return sema_check_assignable(s, e->index.base, what);
    }
    case ND_CALL: /* p.Get(): writable device memory, whatever p is */
        if (e->call.intrinsic == INTR_VK_BUFFER_POINTER_GET || is_err(e->type))
            return true;
        diag(s->c, expr_start(e), D_SEMA_NOT_LVALUE, what);
        return false;
    case ND_CAST:
        if (is_err(e->type))
            return true;
        if (!e->cast.implicit && type_is_base_of(e->type, e->cast.expr->type))
            return sema_check_assignable(s, e->cast.expr, what); /* (Base)d = b; */
        /* fallthrough */
    default:
        if (is_err(e->type))
            return true;
        diag(s->c, expr_start(e), D_SEMA_NOT_LVALUE, what);
        return false;
    }
}

/* ---- operators ---- */

static const char *op_text(AstOp op)
{
    switch (op) {
    case OP_NEG: return "-";
    case OP_PLUS: return "+";
    case OP_PRE_INC: case OP_POST_INC: return "++";
    case OP_PRE_DEC: case OP_POST_DEC: return "--";
    default: return ast_op_name[op];
    }
}

/* A binary operator's texts for sema_convert, static (an arena copy per
 * operator stayed until the end of the compile). */
#define OPERAND_OF_(k, t) [k] = "operand of '" t "'",
#define OP_ASSIGN_(k, t) [k] = "'" t "='",
static const char *const operand_of[OP_COUNT] = {OP_LIST(OPERAND_OF_)}, *const op_assign[OP_COUNT] = {OP_LIST(OP_ASSIGN_)};

static bool is_arith(AstOp op) { return op >= OP_ADD && op <= OP_MOD; }
static bool is_shift(AstOp op) { return op == OP_SHL || op == OP_SHR; }
static bool is_bitwise(AstOp op) { return op == OP_BITAND || op == OP_BITOR || op == OP_BITXOR; }
static bool is_compare(AstOp op) { return op >= OP_EQ && op <= OP_GE; }

static bool is_float_kind(ScalarKind k) { return scalar_info[k].cls == SCLASS_FLOAT; }

static Type *bool_shape(Sema *s, Type *t) { return sema_with_scalar(s, t, SC_BOOL); }

/* An integer constant zero (for "integer division by zero"). */
static bool is_const_zero(Sema *s, Node *e)
{
    int64_t v;
    return sema_try_eval_int(s, e, &v) && v == 0;
}

/* The type a binary operator works in, with its operand rules checked;
 * NULL after a reported error. */
static Type *binary_op_type(Sema *s, AstOp op, Node *lhs, Type *lt, Type *rt, SrcLoc loc)
{
    if (!sema_is_numeric_shape(lt) || !sema_is_numeric_shape(rt)) {
        diag(s->c, loc, D_SEMA_BAD_OPERANDS, op_text(op), type_name(s->c, lt), type_name(s->c, rt));
        return NULL;
    }
    Type *ct = sema_common_type(s, lt, rt);
    if (!ct) {
        diag(s->c, loc, D_SEMA_BAD_OPERANDS, op_text(op), type_name(s->c, lt), type_name(s->c, rt));
        return NULL;
    }
    if (is_arith(op)) {
        /* Arithmetic on bools is done in int (HLSL promotes bool). */
        if (ct->scalar == SC_BOOL)
            ct = sema_with_scalar(s, ct, SC_INT);
    } else if (is_bitwise(op) || is_shift(op)) {
        /* & | ^ << >> need integer operands (bool promotes to int). */
        const Type *bad = is_float_kind(lt->scalar) ? lt : is_float_kind(rt->scalar) ? rt : NULL;
        if (bad) {
            diag(s->c, loc, D_SEMA_INT_ONLY, op_text(op), type_name(s->c, bad));
            return NULL;
        }
        if (is_shift(op)) {
            /* A shift's type is its left operand's (C, HLSL). */
            ScalarKind k = lt->scalar == SC_BOOL ? SC_INT : lt->scalar;
            ct = sema_with_scalar(s, ct, k);
        } else if (ct->scalar == SC_BOOL && !(lt->scalar == SC_BOOL && rt->scalar == SC_BOOL)) {
            ct = sema_with_scalar(s, ct, SC_INT);
        }
    }
    (void)lhs;
    return ct;
}

static bool check_int_div_zero(Sema *s, AstOp op, Type *ct, Node *rhs)
{
    /* DXC rejects an integer division or remainder by a constant zero. */
    if ((op == OP_DIV || op == OP_MOD) && !is_float_kind(ct->scalar) && is_const_zero(s, rhs)) {
        diag(s->c, rhs->loc, D_SEMA_INT_DIV_ZERO, op == OP_DIV ? "division" : "remainder");
        return false;
    }
    return true;
}

static Type *logical(Sema *s, Node *n, Type *lt, Type *rt)
{
    AstOp op = n->op.op;
    const char *fn = op == OP_LOGAND ? "and" : "or";
    if (!sema_is_numeric_shape(lt) || !sema_is_numeric_shape(rt)) {
        diag(s->c, n->loc, D_SEMA_BAD_OPERANDS, op_text(op), type_name(s->c, lt), type_name(s->c, rt));
        return fail(s, n);
    }
    if (s->hlsl2021) {
        /* HLSL 2021: && and || are scalar-only and short-circuit. */
        const Type *bad = !type_is_scalar_like(lt) ? lt : !type_is_scalar_like(rt) ? rt : NULL;
        if (bad) {
            diag(s->c, n->loc, D_SEMA_LOGICAL_VECTOR, op_text(op), type_name(s->c, bad), fn);
            return fail(s, n);
        }
        Type *b = type_scalar(s->tt, SC_BOOL);
        sema_convert(s, &n->op.lhs, b, "operand of a logical operator");
        sema_convert(s, &n->op.rhs, b, "operand of a logical operator");
        return n->type = b;
    }
    /* HLSL 2018: component-wise on the common shape, both sides evaluated. */
    Type *ct = sema_common_type(s, lt, rt);
    if (!ct) {
        diag(s->c, n->loc, D_SEMA_BAD_OPERANDS, op_text(op), type_name(s->c, lt), type_name(s->c, rt));
        return fail(s, n);
    }
    Type *b = bool_shape(s, ct);
    sema_convert(s, &n->op.lhs, b, "operand of a logical operator");
    sema_convert(s, &n->op.rhs, b, "operand of a logical operator");
    return n->type = b;
}

static Type *binary(Sema *s, Node **e)
{
    Node *n = *e;
    Type *lt = sema_expr(s, &n->op.lhs);
    Type *rt = sema_expr(s, &n->op.rhs);
    if (is_err(lt) || is_err(rt))
        return fail(s, n);
    Type *ot = lt->kind == TY_STRUCT || rt->kind == TY_STRUCT ? sema_operator_binary(s, e, lt, rt)
             : type_is_enum(lt) || type_is_enum(rt)   ? sema_enum_binary(s, n, lt, rt)
                                                       : NULL;
    if (ot) /* a.operator+(b); EC::A == x */
        return ot;
    AstOp op = n->op.op;
    if (op == OP_LOGAND || op == OP_LOGOR)
        return logical(s, n, lt, rt);
    Type *ct = binary_op_type(s, op, n->op.lhs, lt, rt, n->loc);
    if (!ct)
        return fail(s, n);
    const char *what = op < OP_NEG ? operand_of[op] : arena_printf(s->c->arena, "operand of '%s'", op_text(op));
    if (is_compare(op))
        sema_warn_sign_compare(s, n, lt, rt);
    sema_convert(s, &n->op.lhs, ct, what);
    sema_convert(s, &n->op.rhs, ct, what);
    if (!check_int_div_zero(s, op, ct, n->op.rhs))
        return fail(s, n);
    /* Comparisons give bools of the operands' shape. */
    return n->type = is_compare(op) ? bool_shape(s, ct) : ct;
}

static Type *unary(Sema *s, Node **e)
{
    Node *n = *e;
    AstOp op = n->op.op;
    Type *t = sema_expr(s, &n->op.lhs);
    if (is_err(t))
        return fail(s, n);
    Type *ot = t->kind == TY_STRUCT ? sema_operator_unary(s, e, t) : NULL;
    if (ot) /* a.operator-() */
        return ot;
    if (type_is_enum(t) && !sema_enum_unary(s, n, &t))
        return fail(s, n);
    if (!sema_is_numeric_shape(t)) {
        diag(s->c, n->loc, D_SEMA_BAD_OPERAND, op_text(op), type_name(s->c, t));
        return fail(s, n);
    }
    switch (op) {
    case OP_NEG:
    case OP_PLUS:
        /* Unary minus/plus on bool works in int. */
        if (t->scalar == SC_BOOL) {
            Type *it = sema_with_scalar(s, t, SC_INT);
            sema_convert(s, &n->op.lhs, it, "operand of unary '-'");
            t = it;
        }
        return n->type = t;
    case OP_BITNOT:
        if (is_float_kind(t->scalar)) {
            diag(s->c, n->loc, D_SEMA_INT_ONLY, "~", type_name(s->c, t));
            return fail(s, n);
        }
        if (t->scalar == SC_BOOL) {
            Type *it = sema_with_scalar(s, t, SC_INT);
            sema_convert(s, &n->op.lhs, it, "operand of '~'");
            t = it;
        }
        return n->type = t;
    case OP_NOT: {
        /* ! is component-wise in every HLSL version: bools of t's shape. */
        Type *b = bool_shape(s, t);
        sema_convert(s, &n->op.lhs, b, "operand of '!'");
        return n->type = b;
    }
    case OP_PRE_INC: case OP_PRE_DEC: case OP_POST_INC: case OP_POST_DEC:
        if (t->scalar == SC_BOOL) {
            diag(s->c, n->loc, D_SEMA_BAD_OPERAND, op_text(op), type_name(s->c, t));
            return fail(s, n);
        }
        /* ++ and -- modify their operand: an assignable lvalue. */
        if (!sema_check_assignable(s, n->op.lhs, arena_printf(s->c->arena, "operator '%s'", op_text(op))))
            return fail(s, n);
        return n->type = t;
    default:
        ice(s->c, "unary operator %d", (int)op);
    }
}

static Type *assign(Sema *s, Node **e)
{
    Node *n = *e;
    Type *lt = sema_expr(s, &n->op.lhs);
    Type *rt = sema_expr(s, &n->op.rhs);
    if (is_err(lt) || is_err(rt))
        return fail(s, n);
    AstOp op = n->op.op;
    const char *what = op == OP_NONE ? "assignment" : op < OP_NEG ? op_assign[op] : arena_printf(s->c->arena, "'%s='", op_text(op));
    if (!sema_check_assignable(s, n->op.lhs, what))
        return fail(s, n);
    if (op == OP_NONE) {
        if (!sema_convert(s, &n->op.rhs, lt, "assignment"))
            return fail(s, n);
        sema_coherent_assign(s, n->op.lhs, n->op.rhs);
        return n->type = lt;
    }
    /* x op= y is x = (T)(x op y): the operation is done in the common
     * type of x and y (op_type), and the result converts back to x's type. */
    Type *ct = binary_op_type(s, op, n->op.lhs, lt, rt, n->loc);
    if (!ct)
        return fail(s, n);
    if (is_shift(op))
        ct = lt;
    if (!sema_convert(s, &n->op.rhs, ct, what))
        return fail(s, n);
    ConvRank back = sema_conv_rank(s, ct, lt);
    if (back == CONV_NONE) {
        diag(s->c, n->loc, D_SEMA_CONVERT, type_name(s->c, ct), type_name(s->c, lt), what);
        return fail(s, n);
    }
    if (back == CONV_TRUNCATION && ct->kind != TY_SCALAR)
        diag(s->c, n->loc, D_SEMA_TRUNCATION, type_name(s->c, ct), type_name(s->c, lt));
    if (!is_shift(op))
        sema_warn_conversion(s, n, ct, lt); /* i += d: the double result goes back to int */
    if (!check_int_div_zero(s, op, ct, n->op.rhs))
        return fail(s, n);
    n->op.op_type = ct;
    return n->type = lt;
}

static Type *conditional(Sema *s, Node **e)
{
    Node *n = *e;
    Type *ct = sema_expr(s, &n->cond.cond);
    Type *tt = sema_expr(s, &n->cond.then_);
    Type *et = sema_expr(s, &n->cond.else_);
    if (is_err(ct) || is_err(tt) || is_err(et))
        return fail(s, n);
    if (!sema_is_numeric_shape(ct)) {
        diag(s->c, n->cond.cond->loc, D_SEMA_CONVERT, type_name(s->c, ct), "bool", "condition of ?:");
        return fail(s, n);
    }
    bool vec_cond = !type_is_scalar_like(ct);
    /* HLSL 2021: a scalar condition, short-circuit; vectors need select(). */
    if (vec_cond && s->hlsl2021) {
        diag(s->c, n->cond.cond->loc, D_SEMA_COND_VECTOR, type_name(s->c, ct));
        return fail(s, n);
    }
    Type *rt;
    if (sema_is_numeric_shape(tt) && sema_is_numeric_shape(et)) {
        rt = tt == et && !vec_cond ? tt : sema_common_type(s, tt, et); /* c ? E::A : E::B is an E */
        if (rt && vec_cond) {
            /* The result takes the condition's shape (a literal becomes int/float). */
            Type *sh = sema_common_type(s, rt, ct);
            rt = sh ? sema_with_scalar(s, sh, sema_concrete_scalar(rt->scalar)) : NULL;
        }
        if (!rt) {
            diag(s->c, n->loc, D_SEMA_BAD_OPERANDS, "?:", type_name(s->c, tt), type_name(s->c, et));
            return fail(s, n);
        }
    } else if (tt == et && tt->kind == TY_RAYQUERY) {
        diag(s->c, n->loc, D_SEMA_RAYQUERY_COPY, type_name(s->c, tt)); /* a ?: of queries is a copy of one */
        return fail(s, n);
    } else if (tt == et) {
        rt = tt; /* structs, arrays, objects, void: only the same type */
    } else {
        diag(s->c, n->loc, D_SEMA_BAD_OPERANDS, "?:", type_name(s->c, tt), type_name(s->c, et));
        return fail(s, n);
    }
    /* HLSL 2018 vector condition: a component-wise select, the condition
     * with the result's shape. */
    sema_convert(s, &n->cond.cond, vec_cond ? bool_shape(s, rt) : type_scalar(s->tt, SC_BOOL), "condition of ?:");
    sema_convert(s, &n->cond.then_, rt, "result of ?:");
    sema_convert(s, &n->cond.else_, rt, "result of ?:");
    return n->type = rt;
}

/* ---- members ---- */

static int swizzle_comp(char ch, int *set)
{
    const char *xyzw = "xyzw", *rgba = "rgba";
    const char *p = strchr(xyzw, ch);
    if (ch && p) {
        *set = 0;
        return (int)(p - xyzw);
    }
    p = strchr(rgba, ch);
    if (ch && p) {
        *set = 1;
        return (int)(p - rgba);
    }
    return -1;
}

static Type *swizzle(Sema *s, Node *n, Type *t)
{
    const char *name = n->member.name;
    int len = (int)strlen(name), size = t->kind == TY_VECTOR ? t->cols : 1;
    /* xyzw or rgba, not mixed, 1-4 components, each within the size. */
    if (len < 1 || len > 4) {
        diag(s->c, n->loc, D_SEMA_BAD_SWIZZLE, name, type_name(s->c, t), "a swizzle has 1 to 4 components");
        return fail(s, n);
    }
    int first_set = -1;
    for (int i = 0; i < len; i++) {
        int set, c = swizzle_comp(name[i], &set);
        if (c < 0) {
            if (t->kind == TY_VECTOR || t->kind == TY_SCALAR) {
                /* Not a swizzle at all: most likely a field name by mistake. */
                bool looks = true;
                for (int j = 0; j < len; j++)
                    if (!strchr("xyzwrgba", name[j]))
                        looks = false;
                if (!looks) {
                    diag(s->c, n->loc, D_SEMA_NO_MEMBER, type_name(s->c, t), name);
                    return fail(s, n);
                }
            }
            diag(s->c, n->loc, D_SEMA_BAD_SWIZZLE, name, type_name(s->c, t), "use only xyzw or rgba");
            return fail(s, n);
        }
        if (first_set >= 0 && set != first_set) {
            diag(s->c, n->loc, D_SEMA_BAD_SWIZZLE, name, type_name(s->c, t), "xyzw and rgba cannot be mixed");
            return fail(s, n);
        }
        first_set = set;
        if (c >= size) {
            const char *why = arena_printf(s->c->arena, "component '%c' is beyond its %d component%s", name[i], size,
                                           size == 1 ? "" : "s");
            diag(s->c, n->loc, D_SEMA_BAD_SWIZZLE, name, type_name(s->c, t), why);
            return fail(s, n);
        }
        n->member.comps[i] = (uint8_t)c;
    }
    n->member.what = MEMBER_SWIZZLE;
    n->member.num_comps = len;
    ScalarKind k = t->scalar;
    return n->type = len == 1 ? type_scalar(s->tt, k) : type_vector(s->tt, k, len);
}

static Type *matrix_elems(Sema *s, Node *n, Type *t)
{
    /* ._m00 (0-based) or ._11 (1-based), up to four in a row, one form. */
    const char *p = n->member.name;
    int count = 0, form = -1;
    while (*p) {
        if (*p != '_' || count == 4)
            goto bad;
        p++;
        int zero = *p == 'm';
        if (zero)
            p++;
        if (form >= 0 && form != zero)
            goto bad;
        form = zero;
        if (p[0] < '0' || p[0] > '9' || p[1] < '0' || p[1] > '9')
            goto bad;
        int r = p[0] - '0' - (zero ? 0 : 1), c = p[1] - '0' - (zero ? 0 : 1);
        if (r < 0 || c < 0 || r >= t->rows || c >= t->cols)
            goto bad;
        n->member.comps[count++] = (uint8_t)(r * 4 + c);
        p += 2;
    }
    if (count == 0)
        goto bad;
    n->member.what = MEMBER_MATRIX_ELEMS;
    n->member.num_comps = count;
    return n->type = count == 1 ? type_scalar(s->tt, t->scalar) : type_vector(s->tt, t->scalar, count);
bad:
    diag(s->c, n->loc, D_SEMA_BAD_MATRIX_ELEM, n->member.name, type_name(s->c, t), t->rows, t->cols);
    return fail(s, n);
}

static Type *member(Sema *s, Node **e)
{
    Node *n = *e;
    Type *t = sema_expr(s, &n->member.object);
    if (is_err(t))
        return fail(s, n);
    /* cb.field on a ConstantBuffer<S> reads S's field. */
    if (t->kind == TY_RESOURCE && res_is_struct_view(t->res) && t->elem && t->elem->kind == TY_STRUCT)
        t = t->elem;
    Type *view = sema_texture_member(s, n, t);
    if (view)
        return view;
    switch (t->kind) {
    case TY_STRUCT: {
        int fi = field_index(t, n->member.name);
        if (fi >= 0) {
            n->member.what = MEMBER_FIELD;
            n->member.field_index = fi;
            return n->type = t->fields[fi].type;
        }
        Node *bf = sema_bitfield_named(t, n->member.name);
        if (bf) /* s.a, a bit-field */
            return sema_bitfield_member(s, n, bf);
        Type *st = sema_static_via_object(s, e, t);
        if (st) /* obj.count, a static data member */
            return st;
        if (sema_find_method(t, n->member.name)) {
            diag(s->c, n->loc, D_SEMA_METHOD_VALUE, n->member.name, type_name(s->c, t), n->member.name);
            return fail(s, n);
        }
        diag(s->c, n->loc, D_SEMA_NO_MEMBER, type_name(s->c, t), n->member.name);
        sema_suggest_member(s, n->loc, t, n->member.name, false);
        return fail(s, n);
    }
    case TY_SCALAR:
    case TY_VECTOR:
        /* Swizzles apply to scalars too: f.xxx is a float3. */
        return swizzle(s, n, t);
    case TY_MATRIX:
        if (n->member.name[0] == '_')
            return matrix_elems(s, n, t);
        diag(s->c, n->loc, D_SEMA_NO_MEMBER, type_name(s->c, t), n->member.name);
        sema_suggest_member(s, n->loc, t, n->member.name, false);
        return fail(s, n);
    default:
        diag(s->c, n->loc, D_SEMA_NO_MEMBER, type_name(s->c, t), n->member.name);
        sema_suggest_member(s, n->loc, t, n->member.name, false);
        return fail(s, n);
    }
}

/* ---- indexing ---- */

static Type *index_expr(Sema *s, Node **e)
{
    Node *n = *e;
    s->index_base = true;
    s->heap_base = n->index.base;
    Type *bt = sema_expr(s, &n->index.base);
    Type *it = sema_expr(s, &n->index.index);
    if (is_err(bt) || is_err(it))
        return fail(s, n);
    Type *texel = sema_texture_index(s, n, bt, it); /* t[coord], t.mips[level][coord] */
    if (texel)
        return texel;
    Type *ot = bt->kind == TY_STRUCT ? sema_operator_index(s, e, bt, it) : NULL;
    if (ot) /* a.operator[](i) */
        return ot;
    /* An index is an integer scalar (int or uint kept; a literal becomes int). */
    ScalarKind ik = it->scalar;
    if (!type_is_scalar_like(it) || !sema_is_numeric_shape(it) ||
        !(scalar_info[ik].cls == SCLASS_SINT || scalar_info[ik].cls == SCLASS_UINT)) {
        diag(s->c, n->index.index->loc, D_SEMA_INDEX_NOT_INT, type_name(s->c, it));
        return fail(s, n);
    }
    Type *heap = sema_descriptor_heap_index(s, n, bt); /* ResourceDescriptorHeap[i] */
    if (heap)
        return heap;
    if (it->kind != TY_SCALAR || ik == SC_LITERAL_INT)
        sema_convert(s, &n->index.index, type_scalar(s->tt, sema_concrete_scalar(ik)), "index");
    int size = -1;
    Type *rt = NULL;
    switch (bt->kind) {
    case TY_ARRAY:
        rt = bt->elem;
        size = bt->len && !bt->spec_len ? (int)bt->len : -1;
        break;
    case TY_VECTOR:
        rt = type_scalar(s->tt, bt->scalar);
        size = bt->cols;
        break;
    case TY_MATRIX:
        /* m[i] is row i. */
        rt = type_vector(s->tt, bt->scalar, bt->cols);
        size = bt->rows;
        break;
    case TY_RESOURCE:
        switch (bt->res) {
        case RES_BUFFER: case RES_RWBUFFER: case RES_STRUCTURED: case RES_RWSTRUCTURED:
            rt = bt->elem;
            break;
        case RES_BYTEADDRESS: case RES_RWBYTEADDRESS:
            diag(s->c, expr_start(n), D_SEMA_BAB_INDEX, type_name(s->c, bt));
            return fail(s, n);
        default:
            break;
        }
        break;
    default:
        break;
    }
    if (!rt) {
        diag(s->c, expr_start(n), D_SEMA_NOT_INDEXABLE, type_name(s->c, bt));
        return fail(s, n);
    }
    /* A constant index outside a fixed array, vector or matrix is an error. */
    int64_t v;
    if (size > 0 && sema_try_eval_int(s, n->index.index, &v) && (v < 0 || v >= size)) {
        if (s->hlsl_version > 2016) {
            diag(s->c, n->index.index->loc, D_SEMA_INDEX_RANGE, (long long)v, type_name(s->c, bt), size - 1);
            return fail(s, n);
        }
        /* fxc's rule (DXC -HV 2016): a warning; the access is undefined, and
         * Prism makes it the nearest element, never memory outside */
        diag(s->c, n->index.index->loc, D_SEMA_INDEX_RANGE_2016, (long long)v, type_name(s->c, bt), size - 1);
        Node *k = ast_new(s->c, ND_INT_LIT, n->index.index->loc);
        k->ilit.value = v < 0 ? 0 : (uint64_t)(size - 1);
        k->ilit.suffix = "";
        k->type = n->index.index->type;
        n->index.index = k;
    }
    return n->type = rt;
}

/* ---- casts, sizeof ---- */

static Type *cast(Sema *s, Node **e)
{
    Node *n = *e;
    if (n->cast.implicit || !n->cast.spec) {
        if (!n->type)
            n->type = sema_expr(s, &n->cast.expr);
        return n->type;
    }
    Type *to = sema_resolve_type(s, n->cast.spec, &n->cast.dims_expr, 0);
    Type *from = sema_expr(s, &n->cast.expr);
    if (is_err(to) || is_err(from))
        return fail(s, n);
    if (to->kind == TY_ARRAY) {
        diag(s->c, n->loc, D_SEMA_ARRAY_CAST);
        return fail(s, n);
    }
    if (from->kind == TY_VOID && to->kind != TY_VOID) {
        diag(s->c, n->cast.expr->loc, D_SEMA_VOID_VALUE);
        return fail(s, n);
    }
    if (sema_is_heap_element(s, from)) { /* (Texture2D<float4>)ResourceDescriptorHeap[i] */
        if (!sema_heap_convert(s, &n->cast.expr, to, "cast"))
            return fail(s, n);
        *e = n->cast.expr;
        return (*e)->type;
    }
    if (!sema_cast_ok(s, from, to)) {
        diag(s->c, n->loc, D_SEMA_BAD_CAST, type_name(s->c, from), type_name(s->c, to));
        return fail(s, n);
    }
    int64_t zero = 1;
    if (from != to && !type_is_base_of(to, from) && sema_has_bitfields(to) &&
        !(type_is_scalar_like(from) && sema_try_eval_int(s, n->cast.expr, &zero) && zero == 0)) {
        diag(s->c, n->loc, D_SEMA_BITFIELD_CAST, type_name(s->c, to)); /* (S)0 only */
        return fail(s, n);
    }
    return n->type = to;
}

static Type *size_of(Sema *s, Node **e)
{
    Node *n = *e;
    Type *t = n->size_of.spec ? sema_resolve_type(s, n->size_of.spec, &n->size_of.dims_expr, 0)
                              : sema_expr(s, &n->size_of.expr);
    if (is_err(t))
        return fail(s, n);
    if (n->size_of.expr && n->size_of.expr->kind == ND_MEMBER && n->size_of.expr->member.what == MEMBER_BITFIELD) {
        diag(s->c, n->loc, D_SEMA_SIZEOF_BITFIELD); /* C11 6.5.3.4p1 */
        return fail(s, n);
    }
    if (sema_sizeof(t) < 0) {
        diag(s->c, n->loc, D_SEMA_SIZEOF, type_name(s->c, t));
        return fail(s, n);
    }
    /* a constant: DXC's sizes (packed, float3[2] is 24), never the buffer
     * layout's */
    Node *k = ast_new(s->c, ND_INT_LIT, n->loc);
    k->ilit.value = (uint64_t)sema_sizeof(t);
    k->ilit.suffix = "u";
    *e = k;
    return k->type = type_scalar(s->tt, SC_UINT);
}

static Type *expr_kind(Sema *s, Node **e);

Type *sema_expr(Sema *s, Node **e)
{
    bool indexed = s->index_base;
    s->index_base = false;
    /* Checked already (a constant evaluated early, a shared subtree): the
     * annotations stand; checking again would repeat its diagnostics. */
    if ((*e)->type)
        return (*e)->type;
    Type *t = expr_kind(s, e);
    return sema_check_spec_use(s, *e, t, indexed);
}

static Type *expr_kind(Sema *s, Node **e)
{
    Node *n = *e;
    switch (n->kind) {
    case ND_INT_LIT: return int_literal(s, n);
    case ND_FLOAT_LIT: return float_literal(s, n);
    case ND_BOOL_LIT: return n->type = type_scalar(s->tt, SC_BOOL);
    case ND_STRING_LIT: return n->type = type_string(s->tt);
    case ND_IDENT: return ident(s, e);
    case ND_UNARY: return unary(s, e);
    case ND_BINARY: return binary(s, e);
    case ND_ASSIGN: return assign(s, e);
    case ND_COND: return conditional(s, e);
    case ND_COMMA: {
        Type *lt = sema_expr(s, &n->comma.lhs), *rt = sema_expr(s, &n->comma.rhs);
        Type *ot = lt->kind == TY_STRUCT ? sema_operator_binary(s, e, lt, rt) : NULL;
        return ot ? ot : (n->type = rt); /* a.operator,(b) */
    }
    case ND_CALL: return sema_call(s, e);
    case ND_MEMBER: return member(s, e);
    case ND_INDEX: return index_expr(s, e);
    case ND_CAST: return cast(s, e);
    case ND_SIZEOF: return size_of(s, e);
    case ND_INIT_LIST:
        diag(s->c, n->loc, D_SEMA_INIT_LIST_EXPR);
        return fail(s, n);
    default:
        ice(s->c, "sema_expr on a %s node", node_kind_name[n->kind]);
    }
}
