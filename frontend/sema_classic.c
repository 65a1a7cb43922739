/* What the signatures of the classic intrinsics (intrinsics.def, "the rest of
 * the classic list") cannot say: noise is refused, dot2add takes 2-vectors,
 * and the forms on 16-bit vectors need -enable-16bit-types. */
#include "sema.h"

static bool is_16bit_form(IntrinsicId id)
{
    return id == INTR_PACK_U8_16 || id == INTR_PACK_S8_16 || id == INTR_PACK_CLAMP_U8_16 ||
           id == INTR_PACK_CLAMP_S8_16 || id == INTR_UNPACK_S8S16 || id == INTR_UNPACK_U8U16;
}

bool sema_classic_intrinsic_args(Sema *s, Node *n)
{
    IntrinsicId id = (IntrinsicId)n->call.intrinsic;
    const char *name = intrinsic_info[id].hlsl;
    if (id == INTR_NOISE) {
        /* DXC: "noise" is only for the tx_1_0 texture-shader profile */
        diag(s->c, n->loc, D_SEMA_NOISE);
        return false;
    }
    if (id == INTR_DOT2ADD) {
        for (int i = 0; i < 2 && i < n->call.args.len; i++) {
            const Type *t = n->call.args.data[i]->type;
            if (t->kind != TY_VECTOR || t->cols != 2) {
                diag(s->c, sema_expr_start(n->call.args.data[i]), D_SEMA_DOT2ADD_SHAPE, i + 1, type_name(s->c, t));
                return false;
            }
        }
        return true;
    }
    if (id == INTR_ASUINT16 || id == INTR_ASINT16 || id == INTR_ASFLOAT16) {
        const Type *t = n->call.args.len ? n->call.args.data[0]->type : NULL;
        if (!s->enable_16bit) {
            diag(s->c, n->loc, D_SEMA_AS16_NEEDS_FLAG, name);
            return false;
        }
        if (!t || scalar_info[type_scalar_kind(t)].bits != 16) {
            diag(s->c, n->loc, D_SEMA_INTR_TYPE, name, t ? type_name(s->c, t) : "?");
            return false;
        }
        n->type = sema_with_scalar(s, n->type, id == INTR_ASUINT16 ? SC_UINT16 : id == INTR_ASINT16 ? SC_INT16 : SC_HALF);
        return true;
    }
    if (is_16bit_form(id) && !s->enable_16bit) {
        bool unpack = id == INTR_UNPACK_S8S16 || id == INTR_UNPACK_U8U16;
        diag(s->c, n->loc, D_SEMA_PACK_16BIT, name,
             unpack ? (id == INTR_UNPACK_S8S16 ? "unpack_s8s32" : "unpack_u8u32")
                    : arena_printf(s->c->arena, "'%s' of a 32-bit int4 or uint4", name));
        return false;
    }
    return true;
}

/* printf(format, args...): SPIR-V's NonSemantic.DebugPrintf (DXC's mapping;
 * lower_classic_intrinsics.c). The format is a string literal; the
 * arguments scalars or vectors of numbers, literals taking int or float. */
Type *sema_printf(Sema *s, Node *n, Type **args, int nargs)
{
    NodeList *al = &n->call.args;
    if (nargs < 1 || al->data[0]->kind != ND_STRING_LIT) {
        diag(s->c, nargs ? sema_expr_start(al->data[0]) : n->loc, D_SEMA_PRINTF_FORMAT);
        return n->type = type_error(s->tt);
    }
    for (int i = 1; i < nargs; i++) {
        Type *t = args[i];
        if (t->kind == TY_ERROR)
            return n->type = type_error(s->tt);
        if ((t->kind != TY_SCALAR && t->kind != TY_VECTOR) || t->scalar == SC_BOOL) {
            diag(s->c, sema_expr_start(al->data[i]), D_SEMA_PRINTF_ARG, i + 1, type_name(s->c, t));
            return n->type = type_error(s->tt);
        }
        ScalarKind k = sema_concrete_scalar(t->scalar);
        if (k != t->scalar)
            al->data[i] = sema_wrap_cast(s, al->data[i], sema_with_scalar(s, t, k));
    }
    n->call.intrinsic = INTR_PRINTF;
    return n->type = type_void(s->tt);
}
