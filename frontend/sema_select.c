/* select(cond, a, b) beyond what the intrinsic table's "T(B,T,T)" binds:
 * scalar arms under a vector or matrix condition, and structs and arrays
 * (HLSL 2021). DXC accepts
 * select(bool, S, S) with a scalar condition and two arms of one type and
 * gives that type (the component-wise forms are the table's rows). */
#include "sema.h"

static bool is_composite(const Type *t)
{
    return t->kind == TY_STRUCT || t->kind == TY_ARRAY;
}

bool sema_select_is_composite(Type **args, int nargs)
{
    return nargs == 3 && (is_composite(args[1]) || is_composite(args[2]));
}

/* select's T (row "T(B,T,T)") bound from scalar arms takes the shape of a
 * vector or matrix condition: DXC's select(bool4, float, float) is a float4,
 * the arms splatted. */
Type *sema_select_shape(Sema *s, Type **args, int nargs, Type *T)
{
    if (type_component_count(T) != 1)
        return T;
    for (int i = 0; i < nargs; i++)
        if (sema_is_numeric_shape(args[i]) && type_component_count(args[i]) > 1)
            return sema_with_scalar(s, args[i], T->scalar);
    return T;
}

Type *sema_select_composite(Sema *s, Node *n, Type **args)
{
    if (!s->hlsl2021) {
        diag(s->c, n->loc, D_SEMA_NEEDS_2021, "select");
        return n->type = type_error(s->tt);
    }
    if (args[1] != args[2]) {
        diag(s->c, n->loc, D_SEMA_SELECT_ARMS, type_name(s->c, args[1]), type_name(s->c, args[2]));
        return n->type = type_error(s->tt);
    }
    Type *c = args[0];
    if (!sema_is_numeric_shape(c) || type_component_count(c) != 1) {
        diag(s->c, sema_expr_start(n->call.args.data[0]), D_SEMA_SELECT_COND, type_name(s->c, c));
        return n->type = type_error(s->tt);
    }
    if (!sema_convert(s, &n->call.args.data[0], type_scalar(s->tt, SC_BOOL), "argument 1 of 'select'"))
        return n->type = type_error(s->tt);
    n->call.intrinsic = INTR_SELECT;
    return n->type = args[1];
}
