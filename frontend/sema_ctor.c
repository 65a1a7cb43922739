/* Constructors: T(args) for the scalar, vector and matrix types. The
 * arguments' components, flattened in order (matrices row by row), fill
 * the new value (DXC: float4(m2x2), float2x2(v4), float3(1, v.xy)). */
#include "sema.h"

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

Type *sema_constructor(Sema *s, Node *n, Type *t, Type **args, int nargs)
{
    n->call.is_constructor = true;
    if (t->kind == TY_ERROR)
        return fail(s, n);
    if (t->kind == TY_RAYQUERY && nargs == 0) /* RayQuery<F>(): a new query, as a declaration makes */
        return n->type = t;
    if (t->kind == TY_STRUCT && t->pointee) /* vk::BufferPointer<T>(address) */
        return sema_vk_pointer_ctor(s, n, t, args, nargs);
    if (t->kind == TY_STRUCT) {
        /* HLSL has no struct constructors (DXC: "no matching constructor"). */
        diag(s->c, n->loc, D_SEMA_STRUCT_CTOR, type_name(s->c, t), type_name(s->c, t));
        return fail(s, n);
    }
    if (!sema_is_numeric_shape(t)) {
        diag(s->c, n->loc, D_SEMA_CTOR_ARG, nargs ? type_name(s->c, args[0]) : "()", type_name(s->c, t));
        return fail(s, n);
    }
    /* float3(1, v.xy): the arguments' components, flattened, fill the
     * target exactly (DXC: "too few/many elements in vector initialization"). */
    int total = 0;
    for (int i = 0; i < nargs; i++) {
        if (!sema_is_numeric_shape(args[i])) {
            diag(s->c, n->call.args.data[i]->loc, D_SEMA_CTOR_ARG, type_name(s->c, args[i]), type_name(s->c, t));
            return fail(s, n);
        }
        total += type_component_count(args[i]);
    }
    int want = type_component_count(t);
    if (total != want) {
        diag(s->c, n->loc, D_SEMA_CTOR_COUNT, type_name(s->c, t), want, total);
        return fail(s, n);
    }
    for (int i = 0; i < nargs; i++) {
        Type *to = sema_with_scalar(s, args[i], t->scalar);
        if (nargs == 1 && type_component_count(args[i]) == want)
            to = args[i]->kind == t->kind || want == 1 ? t : to;
        sema_convert_explicit(s, &n->call.args.data[i], to, "constructor argument");
    }
    return n->type = t;
}
