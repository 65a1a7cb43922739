/* Registers and Vulkan bindings (DESIGN.md, binding model): every resource
 * and cbuffer's register() and [[vk::binding]], with the -fvk-*-shift,
 * -fvk-bind-register, -fvk-auto-shift-bindings and -fvk-bind-globals
 * options (DXC's meanings), the overlaps and clashes they may cause, and
 * the bindings of those given none ($Globals and push constant blocks'
 * WebGPU bindings last). From sema_decl.c, where it grew too long. */
#include <string.h>
#include "sema.h"
#include "texture.h"

typedef struct Binding {
    Node *decl;
    SrcLoc loc;          /* the register, else the declaration */
    const char *name;
    char cls;            /* register class, 0 when no register(...) */
    int index, space, count;
    int vk_set, vk_binding; /* -1 when no Vulkan binding is known yet */
    bool explicit_vk;
    char implicit_cls;   /* the class of the resource's kind (-fvk-auto-shift-bindings) */
    bool counter;        /* the counter buffer of the resource before it (decl) */
    int prefer;          /* an implicit register's index (sema_resource_struct.c): the binding it
                            takes when free, as Clang does; else 0 */
    int vk_count;        /* Vulkan bindings it takes from vk_binding on: 1, or an array's
                            length with -fspv-flatten-resource-arrays (0 read as 1) */
} Binding;
typedef VEC(Binding) BindingVec;

static Attribute *find_attr(AttrList *l, const char *name)
{
    for (int i = 0; i < l->len; i++)
        if (!strcmp(l->data[i]->name, name))
            return l->data[i];
    return NULL;
}

/* -fvk-{b,s,t,u}-shift: DXC's way to keep t0, u0, b0 and s0 apart in one
 * Vulkan set. The first shift naming the class and space (or every space) wins. */
static int binding_shift(const Sema *s, char cls, int space)
{
    const PrismOptions *o = s->c->opts;
    for (int i = 0; o && i < o->num_binding_shifts; i++) {
        const struct PrismBindingShift *sh = &o->binding_shifts[i];
        if (sh->reg_class == cls && (sh->space < 0 || sh->space == space))
            return sh->shift;
    }
    return 0;
}

/* -fvk-bind-register xN SPACE BINDING SET for a register, or NULL. */
static const struct PrismRegisterBinding *bound_register(const Sema *s, char cls, int index, int space)
{
    const PrismOptions *o = s->c->opts;
    for (int i = 0; o && i < o->num_register_bindings; i++) {
        const struct PrismRegisterBinding *rb = &o->register_bindings[i];
        if (rb->reg_class == cls && rb->index == index && rb->space == space)
            return rb;
    }
    return NULL;
}

static void add_binding(Sema *s, BindingVec *out, Node *d, const char *name, Register *r, AttrList *attrs,
                        char cls, int count)
{
    Binding b = {d, r ? r->loc : d->loc, name ? name : "", 0, 0, 0, count, -1, -1, false, cls, false, 0, 1};
    if (r && r->implicit)
        b.prefer = r->index + binding_shift(s, cls, 0);
    if (r && r->cls != 'c' && !r->implicit) {
        b.cls = cls; /* mismatched classes were reported; count them as the right one */
        b.index = r->index;
        b.space = r->space < 0 ? 0 : r->space;
        b.vk_set = b.space;
        b.vk_binding = b.index + binding_shift(s, cls, b.space);
    }
    Attribute *a = find_attr(attrs, "vk::binding");
    int64_t v0, v1 = 0;
    if (a && a->args.len >= 1 && sema_try_eval_int(s, a->args.data[0], &v0) &&
        (a->args.len < 2 || sema_try_eval_int(s, a->args.data[1], &v1))) {
        b.vk_binding = (int)v0;
        b.vk_set = (int)v1;
        b.explicit_vk = true;
    }
    /* DXC's SPIR-V.rst: "command-line option has higher precedence over
     * source code attribute" */
    const struct PrismRegisterBinding *rb = b.cls ? bound_register(s, b.cls, b.index, b.space) : NULL;
    if (rb) {
        b.vk_binding = rb->binding;
        b.vk_set = rb->set;
        b.explicit_vk = true;
    }
    vec_push(s->c->scratch, out, b);
}

/* A structured buffer's counter (DXC's SPIR-V.rst, "Counter buffers"): a
 * buffer of its own, for Append/ConsumeStructuredBuffer always and for an
 * RWStructuredBuffer whose IncrementCounter/DecrementCounter is called or
 * that names [[vk::counter_binding(N)]]; at that binding of the buffer's
 * set, else the next free one there. */
static void add_counter(Sema *s, BindingVec *out, Node *d, const Type *t)
{
    Attribute *a = find_attr(&d->var.attrs, "vk::counter_binding");
    bool counted = t->res == RES_APPEND_STRUCTURED || t->res == RES_CONSUME_STRUCTURED ||
                   (t->res == RES_RWSTRUCTURED && (d->var.counter_used || a));
    /* a counter method called through a value of its type may reach it:
     * its counter is bound if one does (ir/ir_counters.c), at the first
     * binding of its set then free, as DXC makes the counter on demand */
    d->var.counter_late = !counted && t->res == RES_RWSTRUCTURED && sema_value_counter(s, t);
    if (!counted)
        return;
    Binding b = vec_last(out);
    b.loc = a ? a->loc : d->loc;
    b.name = arena_printf(s->c->arena, "the counter of %s", d->var.name);
    b.cls = 0;
    b.counter = true; /* an array of buffers has an array of counters (DXC) */
    b.vk_count = 1;
    b.vk_binding = -1;
    int64_t v;
    if (a && a->args.len == 1 && sema_try_eval_int(s, a->args.data[0], &v) && v >= 0) {
        b.vk_binding = (int)v;
        b.explicit_vk = true;
    }
    vec_push(s->c->scratch, out, b);
}

static void collect_bindings(Sema *s, NodeList *decls, BindingVec *out, PtrVec *cbufs, PtrVec *push)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (!d)
            continue;
        if (d->kind == ND_NAMESPACE) {
            collect_bindings(s, &d->ns.decls, out, cbufs, push);
        } else if ((d->kind == ND_VAR || d->kind == ND_CBUFFER) && sema_is_push_constant(d)) {
            vec_push(s->c->scratch, push, d); /* no descriptor: a WebGPU binding after the others */
        } else if (d->kind == ND_VAR && d->var.heap) {
            /* a descriptor heap's array: bound after the others (assign_heaps) */
        } else if (d->kind == ND_VAR && d->var.is_resource && d->type && d->type->kind != TY_ERROR) {
            Type *t = d->type;
            int count = 1;
            for (; t->kind == TY_ARRAY; t = t->elem)
                count *= t->len ? (int)t->len : 1;
            add_binding(s, out, d, d->var.name, d->var.reg, &d->var.attrs, texture_reg_class(t, d->var.reg), count);
            if (s->c->opts && s->c->opts->flatten_resource_arrays && d->type->kind == TY_ARRAY)
                out->data[out->len - 1].vk_count = count; /* DXC: one binding per element */
            add_counter(s, out, d, t);
        } else if (d->kind == ND_CBUFFER) {
            vec_push(s->c->scratch, cbufs, d);
            add_binding(s, out, d, d->cbuf.name, d->cbuf.reg, &d->cbuf.attrs, d->cbuf.is_tbuffer ? 't' : 'b', 1);
        }
    }
}

static int vk_count(const Binding *b)
{
    return b->vk_count > 1 ? b->vk_count : 1;
}

/* Whether any of bindings [binding, binding + n) of set is taken. */
static bool bindings_taken(const BindingVec *bs, int set, int binding, int n)
{
    for (int i = 0; i < bs->len; i++) {
        const Binding *b = &bs->data[i];
        if (b->vk_set == set && b->vk_binding >= 0 && b->vk_binding < binding + n &&
            binding < b->vk_binding + vk_count(b))
            return true;
    }
    return false;
}

static bool binding_taken(const BindingVec *bs, int set, int binding)
{
    return bindings_taken(bs, set, binding, 1);
}

/* Whether some global lands in $Globals (lower.c, walk_globals): a
 * non-static, non-groupshared data variable that is neither a push
 * constant block nor a specialization constant. */
static bool has_globals(NodeList *decls)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (!d)
            continue;
        if ((d->kind == ND_NAMESPACE && has_globals(&d->ns.decls)) ||
            (d->kind == ND_DECL_STMT && has_globals(&d->decl.vars)))
            return true;
        if (d->kind == ND_VAR && !d->var.cbuffer && !d->var.is_resource && d->type && d->type->kind != TY_ERROR &&
            d->type->kind != TY_RESOURCE && !(d->var.mods & (MOD_STATIC | MOD_GROUPSHARED)) &&
            !sema_is_push_constant(d) && !sema_is_spec_constant(d))
            return true;
    }
    return false;
}

static int first_free(const BindingVec *bs, int set, int from)
{
    int n = from;
    while (binding_taken(bs, set, n))
        n++;
    return n;
}

/* The first run of count free bindings of set at or after from. */
static int first_free_run(const BindingVec *bs, int set, int from, int count)
{
    int n = from;
    while (bindings_taken(bs, set, n, count))
        n++;
    return n;
}

static bool register_taken(const BindingVec *bs, char cls, int index, int count)
{
    for (int i = 0; i < bs->len; i++) {
        const Binding *b = &bs->data[i];
        if (b->cls == cls && b->space == 0 && index < b->index + b->count && b->index < index + count)
            return true;
    }
    return false;
}

static int first_free_register(const BindingVec *bs, char cls, int count)
{
    int n = 0;
    while (register_taken(bs, cls, n, count))
        n++;
    return n;
}

/* D3D's registers for the resources written without register() (what DXC's
 * DXIL gives them, and what a pipeline built for both APIs binds them at):
 * in declaration order, each takes the lowest range of its class in space 0
 * that no other resource holds, after the written ones; $Globals, which DXC
 * creates first, takes the first free b register before them. DXC drops
 * unused resources before it allocates; prism counts every declared one, so
 * the registers do not depend on what an entry point uses. Reflection reports
 * them; the Vulkan bindings are DXC's own rule (assign_bindings). */
static void assign_registers(Sema *s, BindingVec *bs, bool globals)
{
    s->ast->globals_reg = globals ? first_free_register(bs, 'b', 1) : -1;
    if (globals) { /* hold it while the others take theirs */
        Binding g = {0};
        g.cls = 'b', g.index = s->ast->globals_reg, g.count = 1, g.vk_set = g.vk_binding = -1;
        vec_push(s->c->scratch, bs, g);
    }
    for (int i = 0; i < bs->len; i++) {
        Binding *b = &bs->data[i];
        if (b->cls || b->counter || !b->decl)
            continue;
        Register *r = ARENA_NEW(s->c->arena, Register);
        r->loc = b->decl->loc;
        r->cls = b->implicit_cls;
        r->index = first_free_register(bs, r->cls, b->count);
        r->space = 0;
        b->cls = r->cls, b->index = r->index, b->space = 0;
        if (b->decl->kind == ND_CBUFFER)
            b->decl->cbuf.implicit_reg = r;
        else
            b->decl->var.implicit_reg = r;
    }
    if (globals)
        bs->len--;
}

/* Resources with neither register() nor [[vk::binding]] take, in declaration
 * order, the lowest binding of set 0 still free (with
 * -fvk-auto-shift-bindings, the lowest at or above their class's shift);
 * $Globals then takes the next free one (DXC places it likewise) unless
 * -fvk-bind-globals places it; push constant blocks have no descriptor, and
 * take the next free binding of set 0 for WebGPU, where they are uniform
 * buffers. Results go to the declarations. */
static void assign_bindings(Sema *s, BindingVec *bs, PtrVec *push)
{
    const PrismOptions *o = s->c->opts;
    for (int i = 0; i < bs->len; i++) {
        Binding *b = &bs->data[i];
        if (b->counter) { /* after its buffer, in the buffer's set */
            b->vk_set = bs->data[i - 1].vk_set;
            if (b->vk_binding < 0)
                b->vk_binding = first_free(bs, b->vk_set, 0);
            b->decl->var.has_counter = true;
            b->decl->var.vk_counter_set = b->vk_set;
            b->decl->var.vk_counter_binding = b->vk_binding;
            continue;
        }
        if (b->vk_binding < 0) {
            int from = o && o->auto_shift_bindings ? binding_shift(s, b->implicit_cls, 0) : b->prefer;
            b->vk_set = 0;
            b->vk_binding = first_free_run(bs, 0, from, vk_count(b));
        }
        Node *d = b->decl;
        if (d->kind == ND_CBUFFER)
            d->cbuf.vk_set = b->vk_set, d->cbuf.vk_binding = b->vk_binding;
        else
            d->var.vk_set = b->vk_set, d->var.vk_binding = b->vk_binding;
    }
    int gset = 0, gbinding = first_free(bs, 0, 0);
    if (o && o->bind_globals)
        gset = o->globals_set, gbinding = o->globals_binding;
    s->ast->globals_set = gset;
    s->ast->globals_binding = gbinding;
    int next = gset == 0 && (has_globals(&s->ast->decls) || ast_entries_have_uniforms(&s->entries)) ? gbinding + 1 : 0;
    for (int i = 0; i < push->len; i++) {
        Node *d = push->data[i];
        next = first_free(bs, 0, next);
        if (d->kind == ND_CBUFFER)
            d->cbuf.vk_set = 0, d->cbuf.vk_binding = next++;
        else
            d->var.vk_set = 0, d->var.vk_binding = next++;
    }
}

/* The counter heap (DXC's -fvk-bind-counter-heap): the counters of the
 * Append/ConsumeStructuredBuffers taken from ResourceDescriptorHeap, and of
 * its RWStructuredBuffers whose counter is used (through the value they are
 * taken into), are one more unbounded array, counter i that of heap element
 * i, at the flag's binding, else the first binding of set 0 free after the
 * resource heap's (as DXC places it). */
static void assign_counter_heap(Sema *s, BindingVec *bs)
{
    const PrismOptions *o = s->c->opts;
    int set = 0, binding = -1;
    for (int i = 0; i < s->heap_vars.len; i++) {
        Node *v = s->heap_vars.data[i];
        const Type *t = v->type->elem;
        if (v->var.heap != 1 || t->kind != TY_RESOURCE ||
            !(t->res == RES_APPEND_STRUCTURED || t->res == RES_CONSUME_STRUCTURED ||
              (t->res == RES_RWSTRUCTURED && sema_value_counter(s, t))))
            continue;
        if (binding < 0) {
            if (o && o->bind_heap[2])
                set = o->heap_set[2], binding = o->heap_binding[2];
            else
                binding = first_free(bs, 0, 0);
            Binding b = {0};
            b.decl = v, b.loc = v->loc, b.name = "the counter heap", b.count = 1, b.vk_set = set, b.vk_binding = binding;
            vec_push(s->c->scratch, bs, b); /* taken for the sampler heap */
        }
        v->var.has_counter = true;
        v->var.vk_counter_set = set;
        v->var.vk_counter_binding = binding;
    }
}

/* The descriptor heaps (sema_descriptor_heap.c; DXC's SPIR-V.rst): every
 * array of one heap at one set and binding, -fvk-bind-resource-heap's
 * (-sampler-heap's) or else the first binding of set 0 no other resource
 * takes, the resource heap's first. */
static void assign_heaps(Sema *s, BindingVec *bs)
{
    const PrismOptions *o = s->c->opts;
    for (int heap = 1; heap <= 2; heap++) {
        if (heap == 2)
            assign_counter_heap(s, bs);
        int set = 0, binding = -1;
        for (int i = 0; i < s->heap_vars.len; i++) {
            Node *v = s->heap_vars.data[i];
            if (v->var.heap != heap)
                continue;
            if (binding < 0) {
                if (o && o->bind_heap[heap - 1])
                    set = o->heap_set[heap - 1], binding = o->heap_binding[heap - 1];
                else
                    binding = first_free(bs, 0, 0);
                Binding b = {0};
                b.decl = v, b.loc = v->loc, b.name = v->var.name, b.count = 1, b.vk_set = set, b.vk_binding = binding;
                vec_push(s->c->scratch, bs, b); /* taken for the next heap */
            }
            v->var.vk_set = set;
            v->var.vk_binding = binding;
        }
    }
}

void sema_check_bindings(Sema *s)
{
    BindingVec bs = {0};
    PtrVec cbufs = {0}, push = {0};
    collect_bindings(s, &s->ast->decls, &bs, &cbufs, &push);
    /* Two cbuffers of one name. */
    for (int i = 0; i < cbufs.len; i++) {
        Node *a = cbufs.data[i];
        for (int j = 0; j < i && a->cbuf.name; j++) {
            Node *b = cbufs.data[j];
            if (b->cbuf.name == a->cbuf.name) {
                diag(s->c, a->loc, D_SEMA_CBUFFER_REDEFINITION, a->cbuf.name, b->loc.line);
                break;
            }
        }
    }
    for (int i = 0; i < bs.len; i++) {
        Binding *b = &bs.data[i];
        for (int j = 0; j < i; j++) {
            Binding *a = &bs.data[j];
            /* The same register twice (DXC: overlapping register ranges);
             * arrays take one register per element. */
            if (a->cls && a->cls == b->cls && a->space == b->space && b->index < a->index + a->count &&
                a->index < b->index + b->count) {
                diag(s->c, b->loc, D_SEMA_REGISTER_OVERLAP, b->cls, b->index, b->space, b->name, a->name,
                     a->decl->loc.line);
                break;
            }
            /* One Vulkan binding per descriptor (an array is one binding): t0
             * and u0 both become binding 0 of set 0 (DESIGN.md, binding model). */
            if (a->vk_binding < 0 || b->vk_binding < 0 || a->vk_set != b->vk_set ||
                a->vk_binding >= b->vk_binding + vk_count(b) || b->vk_binding >= a->vk_binding + vk_count(a) ||
                sema_combined_pair(a->decl, b->decl))
                continue;
            if (!a->explicit_vk && !b->explicit_vk && a->cls != b->cls) {
                diag(s->c, b->loc, D_SEMA_VK_BINDING_CLASH, a->cls, a->index, b->cls, b->index, b->vk_binding,
                     b->vk_set, b->cls);
                break;
            }
            if (a->explicit_vk || b->explicit_vk) {
                diag(s->c, b->loc, D_SEMA_VK_BINDING_DUP, b->name, a->name, a->decl->loc.line, b->vk_binding,
                     b->vk_set);
                break;
            }
        }
    }
    assign_bindings(s, &bs, &push);
    assign_heaps(s, &bs);
    assign_registers(s, &bs, (has_globals(&s->ast->decls) || ast_entries_have_uniforms(&s->entries)));
    sema_check_combined(s, &s->ast->decls);
}
