/* Enums as types of their own: conversions and operators (sema.h says
 * which rules, after DXC's SemaHLSL/enums.hlsl). */
#include "sema.h"

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

bool sema_is_enum_class(const Type *t)
{
    return type_is_enum(t) && t->decl->enm.is_class;
}

ConvRank sema_enum_rank(Sema *s, const Type *from, const Type *to)
{
    if (from == to)
        return CONV_EXACT;
    if (type_is_enum(to) || sema_is_enum_class(from) || !sema_is_numeric_shape(to))
        return CONV_NONE; /* E e = 1; int i = EC::A; */
    /* a plain enum is its integer: promoted to it, converted beyond */
    ConvRank r = sema_conv_rank(s, type_scalar(s->tt, from->scalar), to);
    return r == CONV_EXACT ? CONV_PROMOTION : r;
}

Type *sema_enum_binary(Sema *s, Node *n, Type *lt, Type *rt)
{
    if (!sema_is_enum_class(lt) && !sema_is_enum_class(rt))
        return NULL;
    AstOp op = n->op.op;
    if ((op == OP_EQ || op == OP_NE) && lt == rt)
        return n->type = type_scalar(s->tt, SC_BOOL);
    const Type *ec = sema_is_enum_class(lt) ? lt : rt;
    diag(s->c, n->loc, D_SEMA_ENUM_CLASS_OP, ast_op_name[op], type_name(s->c, ec), type_name(s->c, ec));
    return fail(s, n);
}

bool sema_enum_unary(Sema *s, Node *n, Type **t)
{
    AstOp op = n->op.op;
    const char *text = op == OP_NEG ? "-" : op == OP_PLUS ? "+" : op == OP_PRE_INC || op == OP_POST_INC ? "++"
                     : op == OP_PRE_DEC || op == OP_POST_DEC ? "--" : ast_op_name[op];
    if (op == OP_PRE_INC || op == OP_POST_INC || op == OP_PRE_DEC || op == OP_POST_DEC) {
        diag(s->c, n->loc, D_SEMA_ENUM_INCREMENT, text, type_name(s->c, *t));
        return false;
    }
    if (sema_is_enum_class(*t)) {
        diag(s->c, n->loc, D_SEMA_ENUM_CLASS_OP, text, type_name(s->c, *t), type_name(s->c, *t));
        return false;
    }
    Type *base = type_scalar(s->tt, (*t)->scalar);
    sema_convert(s, &n->op.lhs, base, "operand");
    *t = base;
    return true;
}
