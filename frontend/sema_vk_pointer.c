/* vk::BufferPointer<T, A> (HLSL proposal 0010, DXC 1.8.2502): a pointer to
 * a T at a device address, aligned to A bytes (default: T's alignment in
 * a storage buffer).
 *
 *   vk::BufferPointer<S> p = pc.root;     a copy (in buffers: 8 bytes, as a uint64_t)
 *   p.Get().x = 1;  float4 v = p.Get().v; the memory at the address: an lvalue of S
 *   vk::BufferPointer<S>(address)         from a uint64_t; (uint64_t)p back
 *   vk::static_pointer_cast<B, A>(p)      to a pointer at a base of S, alignment <= p's
 *   vk::reinterpret_pointer_cast<U, A>(p) to any pointer, alignment <= p's
 *
 * The type is a struct of one nameless uint64_t field (so copies, casts to
 * and from uint64_t and the buffer layout of a uint64_t come for free); its
 * IR form is a u64, and Get() is IR_ADDR_TO_PTR of it (lower_vk.c). The
 * proposal's other rules: no default construction, no arithmetic, no ==. */
#include <string.h>
#include "sema.h"

static Type *make(Sema *s, Type *pointee, uint32_t align)
{
    for (int i = 0; i < s->pointer_types.len; i++) {
        Type *t = s->pointer_types.data[i];
        if (t->pointee == pointee && t->pointer_align == align)
            return t;
    }
    const char *pn = type_name(s->c, pointee);
    const char *name = align ? arena_printf(s->c->arena, "vk::BufferPointer<%s, %u>", pn, align)
                             : arena_printf(s->c->arena, "vk::BufferPointer<%s>", pn);
    Type *t = type_struct_new(s->tt, name, NULL);
    t->fields = ARENA_ARRAY(s->c->arena, Field, 1);
    t->fields[0].type = type_scalar(s->tt, SC_UINT64);
    t->num_fields = 1;
    t->complete = true;
    t->scalars = 1;
    t->pointee = pointee;
    t->pointer_align = align;
    vec_push(s->c->arena, &s->pointer_types, t);
    return t;
}

Type *sema_vk_buffer_pointer_type(Sema *s, TypeSpec *spec)
{
    int64_t a = 0;
    bool ok = spec->num_args >= 1 && spec->num_args <= 2 && spec->args[0].type;
    if (ok && spec->num_args == 2)
        ok = spec->args[1].expr && sema_eval_int(s, spec->args[1].expr, &a) && a >= 1 && a <= 0x10000 &&
             !(a & (a - 1));
    if (!ok) {
        diag(s->c, spec->loc, D_SEMA_VK_POINTER_ARGS);
        return type_error(s->tt);
    }
    Type *t = sema_resolve_type(s, spec->args[0].type, NULL, 0);
    if (t->kind == TY_ERROR)
        return t;
    if (t->kind == TY_VOID || t->kind == TY_RESOURCE || t->kind == TY_STRING) {
        diag(s->c, spec->args[0].type->loc, D_SEMA_VK_POINTER_ARGS);
        return type_error(s->tt);
    }
    return make(s, t, (uint32_t)a);
}

Type *sema_vk_pointer_method(Sema *s, Node *n, Node *obj, Type *ot, const char *name, int nargs)
{
    if (strcmp(name, "Get") != 0 || nargs != 0) {
        diag(s->c, n->loc, D_SEMA_VK_POINTER_METHOD, type_name(s->c, ot), name);
        n->type = type_error(s->tt);
        return n->type;
    }
    n->call.object = obj;
    n->call.intrinsic = INTR_VK_BUFFER_POINTER_GET;
    return n->type = ot->pointee;
}

Type *sema_vk_pointer_ctor(Sema *s, Node *n, Type *t, Type **args, int nargs)
{
    Type *u64 = type_scalar(s->tt, SC_UINT64);
    if (nargs != 1 || !type_is_scalar_like(args[0]) || sema_conv_rank(s, args[0], u64) == CONV_NONE) {
        diag(s->c, n->loc, D_SEMA_VK_POINTER_CTOR, type_name(s->c, t));
        return n->type = type_error(s->tt);
    }
    sema_convert(s, &n->call.args.data[0], u64, "address");
    return n->type = t;
}

/* The alignment a pointer type promises: its own, or (0) its pointee's. */
static uint32_t align_of(const Type *p)
{
    return p->pointer_align ? p->pointer_align : 0;
}

static bool derives_from(const Type *t, const Type *base)
{
    for (; t; t = t->kind == TY_STRUCT ? t->base : NULL)
        if (t == base)
            return true;
    return false;
}

Type *sema_vk_pointer_cast(Sema *s, Node *n, const char *name, Type **args, int nargs)
{
    const char *full = arena_printf(s->c->arena, "vk::%s", name);
    /* <T, A>: the pointer type it makes, vk::BufferPointer<T, A> */
    Node *callee = n->call.callee;
    TypeSpec *ts = typespec_new(s->c, n->loc, intern_cstr(s->c->strs, "vk::BufferPointer"));
    ts->num_args = ident_num_targs(callee);
    ts->args = ident_targs(callee);
    Type *to = sema_resolve_type(s, ts, NULL, 0);
    if (to->kind == TY_ERROR)
        return n->type = to;
    if (nargs != 1 || args[0]->kind != TY_STRUCT || !args[0]->pointee) {
        diag(s->c, n->loc, D_SEMA_VK_POINTER_CAST, full, nargs ? type_name(s->c, args[0]) : "()");
        return n->type = type_error(s->tt);
    }
    const Type *from = args[0];
    /* both: the target's alignment no larger (an unstated one is the
     * pointee's, compared when both are stated) */
    bool align_ok = !align_of(to) || !align_of(from) || align_of(to) <= align_of(from);
    if (!align_ok || (name[0] == 's' && !derives_from(from->pointee, to->pointee))) {
        diag(s->c, n->loc, D_SEMA_VK_POINTER_STATIC, full, type_name(s->c, from), type_name(s->c, to));
        return n->type = type_error(s->tt);
    }
    n->call.intrinsic = INTR_VK_POINTER_CAST;
    return n->type = to;
}

/* The one type vk::f<T>(...) names (NULL: none written). */
Type *sema_vk_template_arg(Sema *s, Node *n)
{
    Node *callee = n->call.callee;
    if (!callee || callee->kind != ND_IDENT || !ident_num_targs(callee))
        return NULL;
    if (ident_num_targs(callee) != 1 || !ident_targs(callee)[0].type) {
        diag(s->c, callee->loc, D_SEMA_VK_TEMPLATE_ARG, arena_printf(s->c->arena, "vk::%s", callee->ident.name));
        return type_error(s->tt);
    }
    return sema_resolve_type(s, ident_targs(callee)[0].type, NULL, 0);
}
