/* The arguments of the vk:: intrinsics (DXC's SPIR-V.rst, "Vulkan-specific
 * intrinsics") that must be constants of a kind:
 *
 *   uint64_t vk::ReadClock(uint scope)      scope: vk::SubgroupScope or
 *                                           vk::DeviceScope (VK_KHR_shader_clock)
 *   T vk::RawBufferLoad<T>(uint64_t addr, uint alignment = 4)
 *   void vk::RawBufferStore<T>(uint64_t addr, T value, uint alignment = 4)
 *                                           alignment: a power of two >= 4
 *
 * SPIR-V takes each as a literal or a constant id, so a value known only
 * at run time is an error here, where DXC fails in its backend. */
#include "sema.h"

static bool const_arg(Sema *s, Node *n, int i, int64_t *v)
{
    return i < n->call.args.len && sema_try_eval_int(s, n->call.args.data[i], v);
}

bool sema_value_counter(const Sema *s, const Type *t)
{
    for (int i = 0; i < s->value_counters.len; i++)
        if (s->value_counters.data[i] == t)
            return true;
    return false;
}

/* Whether the object of a counter method is a global buffer itself or an
 * element of a one-dimensional global array of buffers (lower_vk.c takes
 * their counters directly; the rest go through ir_lower_resource_handles). */
bool sema_counter_direct(const Node *obj)
{
    const Node *o = obj && obj->kind == ND_INDEX ? obj->index.base : obj;
    const Node *d = o && o->kind == ND_IDENT ? o->ident.decl : NULL;
    return d && d->kind == ND_VAR && d->var.is_global && d->var.is_resource && !d->var.heap && d->type &&
           (obj->kind == ND_INDEX) == (d->type->kind == TY_ARRAY) &&
           !(d->type->kind == TY_ARRAY && d->type->elem->kind == TY_ARRAY);
}

bool sema_vk_intrinsic_args(Sema *s, Node *n)
{
    int64_t v = 0;
    switch ((IntrinsicId)n->call.intrinsic) {
    case INTR_VK_READ_CLOCK:
        if (!const_arg(s, n, 0, &v) || (v != 1 && v != 3)) {
            diag(s->c, sema_expr_start(n->call.args.data[0]), D_SEMA_VK_CLOCK_SCOPE);
            return false;
        }
        return true;
    case INTR_VK_RAW_BUFFER_LOAD:
    case INTR_VK_RAW_BUFFER_LOAD_T:
    case INTR_VK_RAW_BUFFER_STORE: {
        int at = n->call.intrinsic == INTR_VK_RAW_BUFFER_STORE ? 2 : 1;
        if (at >= n->call.args.len)
            return true; /* DXC's default: 4 */
        bool ok = const_arg(s, n, at, &v);
        if (!ok || v < 4 || v > 0x10000 || (v & (v - 1))) {
            const char *name = n->call.intrinsic == INTR_VK_RAW_BUFFER_STORE ? "vk::RawBufferStore" : "vk::RawBufferLoad";
            diag(s->c, sema_expr_start(n->call.args.data[at]), D_SEMA_VK_ALIGNMENT, name,
                 ok ? arena_printf(s->c->arena, "%lld", (long long)v) : "a value known only at run time");
            return false;
        }
        return true;
    }
    case INTR_SB_INCREMENT_COUNTER:
    case INTR_SB_DECREMENT_COUNTER:
    case INTR_SB_APPEND:
    case INTR_SB_CONSUME: {
        /* the counter is the buffer variable's, or for an element of a
         * global array of buffers that element's (DXC: an array of
         * counters); through anything else (a local, a parameter, a
         * member, an element of an array of arrays) it is the counter of
         * the global that ir_lower_resource_handles resolves the buffer
         * to, as DXC's alias counters follow their buffer */
        Node *o = n->call.object;
        if (o && o->kind == ND_INDEX)
            o = o->index.base;
        Node *d = o && o->kind == ND_IDENT ? o->ident.decl : NULL;
        if (!sema_counter_direct(n->call.object)) {
            const Type *t = n->call.object ? n->call.object->type : NULL;
            if (t && t->kind == TY_RESOURCE && t->res == RES_RWSTRUCTURED && !sema_value_counter(s, t))
                vec_push(s->c->arena, &s->value_counters, t);
            return true;
        }
        if (n->call.object->kind == ND_INDEX && s->c->opts && s->c->opts->flatten_resource_arrays) {
            diag(s->c, n->loc, D_SEMA_FLATTEN_COUNTER, d->var.name);
            return false;
        }
        d->var.counter_used = true;
        return true;
    }
    default: return true;
    }
}
