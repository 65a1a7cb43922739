/* Lowering the Vulkan declarations (the attributes: sema_vk.c):
 *
 *   [[vk::push_constant]] S pc;       IRS_PUSH_CONSTANT block of S's members, by the
 *   [[vk::push_constant]] ConstantBuffer<S> pc;   policy's push constant rule (DXC:
 *   [[vk::push_constant]] cbuffer X { ... }       sBufferLayoutRule, relaxed std430)
 *   [[vk::constant_id(N)]] const T c = v;  IRS_SPEC_CONSTANT global, spec_id N,
 *                                          initializer v (the default)
 *
 *   vk::RawBufferLoad<T>(addr, a)      IR_ADDR_TO_PTR (alignment a, DXC's default 4)
 *   vk::RawBufferStore<T>(addr, v, a)  of ptr<physical, T laid out as a storage buffer
 *                                      is>, then a load or store of it
 *
 * A push constant block keeps the WebGPU binding sema gave it (set and
 * binding; SPIR-V writes none); its uses are those of a ConstantBuffer<S>. A
 * spec constant's uses load it, which every backend reads as its value. */
#include <string.h>
#include "lower_internal.h"
#include "sema.h"
#include "../ir/ir_counters.h"

IrGlobal *lower_push_constant_var(Lower *L, Node *v)
{
    VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
    vi->member = -1;
    lower_set_var(v, vi);
    const Type *st = v->type;
    if (st->kind == TY_RESOURCE)
        st = st->elem; /* ConstantBuffer<S> */
    vi->type = st;
    const char *name = arena_printf(L->c->arena, "type_PushConstant_%s", st->name ? st->name : v->var.name);
    const IrType *block = layout_struct_block(L, st, layout_rule_for(L->c, BUF_PUSH_CONSTANT), name);
    if (!block) {
        lower_error(L, v, D_LOWER_RESOURCE_VALUE, v->var.name);
        vi->unsupported = vi->reported = true;
        return NULL;
    }
    IrGlobal *g = ir_global_new(L->m, v->var.name, block, IRS_PUSH_CONSTANT);
    g->push_constant = true;
    g->resource = IRR_CBUFFER;
    g->hlsl_type = type_name(L->c, v->type);
    g->set = v->var.vk_set;
    g->binding = v->var.vk_binding;
    g->loc = v->loc;
    vi->ptr = &g->v;
    vi->global = g;
    return g;
}

void lower_spec_constant(Lower *L, Node *v)
{
    VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
    vi->member = -1;
    vi->type = v->type;
    lower_set_var(v, vi);
    const IrType *t = layout_type(L, v->type, LAYOUT_NONE, false);
    IrConst *k = lower_const_eval(L, v->var.init);
    if (!t || !k || k->v.type != t) /* sema_check_spec_constant let only foldable scalars through */
        ice(L->c, "specialization constant '%s' has no constant default", v->var.name);
    IrGlobal *g = ir_global_new(L->m, v->var.name, t, IRS_SPEC_CONSTANT);
    g->spec_id = sema_spec_id(v);
    g->init = k;
    g->hlsl_type = type_name(L->c, v->type);
    g->loc = v->loc;
    vi->ptr = &g->v;
    vi->global = g;
}

/* The constant an array length or a workgroup axis is (sema_vk_spec.c):
 * lowered already, as it is declared before its uses. */
IrGlobal *lower_spec_global(Lower *L, Node *decl)
{
    VarInfo *vi = lower_var(L, decl);
    if (!vi || !vi->global || vi->global->space != IRS_SPEC_CONSTANT)
        ice(L->c, "specialization constant '%s' used as a size before it is lowered", decl->var.name);
    return vi->global;
}

static bool raw_type_ok(const Type *t)
{
    if (t->kind == TY_STRUCT) {
        int n = layout_struct_members(t);
        for (int i = 0; i < n; i++)
            if (!raw_type_ok(layout_member_type(t, i)) && layout_member_type(t, i)->kind != TY_ARRAY)
                return false;
        return true;
    }
    return t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX;
}

IrValue *lower_vk_raw_buffer(Lower *L, Node *e, bool store)
{
    NodeList *args = &e->call.args;
    IrModule *m = L->m;
    const Type *t = store ? args->data[1]->type : e->type;
    const IrType *mem = raw_type_ok(t) ? layout_type(L, t, layout_rule_for(L->c, BUF_STORAGE),
                                                     layout_default_row_major(L->c, 0))
                                       : NULL;
    if (!mem) {
        lower_error(L, e, D_LOWER_VK_RAW_TYPE, type_name(L->c, t));
        return store ? NULL : ir_undef(m, layout_type(L, e->type, LAYOUT_NONE, false));
    }
    Node *an = args->data[0];
    IrValue *addr = lower_convert(L, lower_expr(L, an), an->type, type_scalar(L->tt, SC_UINT64));
    int at = store ? 2 : 1;
    IrConst *k = at < args->len ? lower_const_eval(L, args->data[at]) : NULL;
    IrInst *p = ir_build(&L->b, IR_ADDR_TO_PTR, irt_pointer(m, mem, IRS_PHYSICAL), &addr, 1);
    p->imm = k ? (uint32_t)k->u : 4; /* sema checked it: a power of two */
    if (!store)
        return lower_mem_to_val(L, ir_build_load(&L->b, &p->v), t);
    ir_build_store(&L->b, &p->v, lower_val_to_mem(L, lower_expr(L, args->data[1]), t, mem));
    return NULL;
}

/* p.Get(): p's address (the u64 its value is) as a pointer to its pointee
 * laid out as a storage buffer is, aligned as the type says (else as the
 * pointee is there: proposal 0010's alignof(S)). */
bool lower_vk_pointer_get(Lower *L, Node *e, LValue *out)
{
    Node *obj = e->call.object;
    const Type *pt = obj ? obj->type : NULL;
    if (!pt || !pt->pointee)
        return false;
    LayoutRule rule = layout_rule_for(L->c, BUF_STORAGE);
    bool rm = layout_default_row_major(L->c, 0);
    const IrType *mem = layout_type(L, pt->pointee, rule, rm);
    if (!mem) {
        lower_error(L, e, D_LOWER_VK_RAW_TYPE, type_name(L->c, pt->pointee));
        return false;
    }
    uint32_t a = pt->pointer_align, size, stride;
    if (!a)
        layout_align_size(pt->pointee, rule, rm, &a, &size, &stride);
    IrValue *addr = lower_expr(L, obj);
    IrInst *p = ir_build(&L->b, IR_ADDR_TO_PTR, irt_pointer(L->m, mem, IRS_PHYSICAL), &addr, 1);
    p->imm = a < 4 ? 4 : a;
    memset(out, 0, sizeof *out);
    out->ptr = &p->v;
    out->type = pt->pointee;
    return true;
}

/* The block of a counter buffer (DXC: "counter.var.NAME", a block of one
 * int): an RWStructuredBuffer<int>'s, so that every target's atomics on
 * buffer elements serve it. */
static const IrType *counter_block(Lower *L)
{
    return layout_buffer_block(L, type_resource(L->tt, RES_RWSTRUCTURED, type_scalar(L->tt, SC_INT)));
}

/* DXC's SPIR-V.rst: IncrementCounter returns the counter before, and
 * DecrementCounter after, the change; Append(v) stores v at the slot
 * IncrementCounter returns, Consume() loads the one DecrementCounter does.
 * Through the buffer's global (or an element of a global array) the
 * counter is that global's; through a value it is counter_of the handle,
 * which ir_lower_resource_handles makes the counter of the global the
 * handle resolves to (ir/ir_counters.c). */
IrValue *lower_vk_counter_method(Lower *L, Node *e, int id, const LValue *lv)
{
    Node *obj = e->call.object, *base = obj && obj->kind == ND_INDEX ? obj->index.base : obj;
    IrModule *m = L->m;
    const IrType *i32 = irt_int(m, 32, true), *u32 = irt_int(m, 32, false);
    const IrType *block = counter_block(L);
    IrGlobal *buf = lv->root ? lv->root : lv->ptr->vkind == IRV_GLOBAL ? (IrGlobal *)lv->ptr : NULL;
    IrValue *counter;
    if (sema_counter_direct(obj)) {
        Node *decl = base->ident.decl;
        if (!buf || !decl->var.has_counter || !buf->has_counter)
            ice(L->c, "a counter method on a buffer without a counter");
        counter = &ir_counter_global(m, buf, block)->v;
        if (obj != base) { /* B[i]: counter i, with the buffer's index and its NonUniform mark */
            IrInst *el = lv->ptr->vkind == IRV_INST ? (IrInst *)lv->ptr : NULL;
            if (!el || el->op != IR_ACCESS || el->num_args != 2)
                ice(L->c, "an element of an array of buffers that is not one access");
            IrInst *ca = (IrInst *)ir_build_access(&L->b, counter, &el->args[1], 1);
            ca->imm = el->imm;
            counter = &ca->v;
        }
    } else {
        counter = lx_op1(L, IR_COUNTER_OF, irt_pointer(m, block, IRS_STORAGE), lv->ptr);
    }
    IrValue *zero[2] = {lx_u32(L, 0), lx_u32(L, 0)};
    bool down = id == INTR_SB_DECREMENT_COUNTER || id == INTR_SB_CONSUME;
    IrValue *ops[2] = {lx_access_n(L, counter, zero, 2), lx_scalar_const(L, i32, down ? -1 : 1, down ? (uint64_t)-1 : 1)};
    IrInst *a = ir_build(&L->b, IR_ATOMIC, i32, ops, 2);
    a->imm = IR_ATOMIC_ADD;
    IrValue *slot = lx_op1(L, IR_BITCAST, u32, &a->v);
    if (down)
        slot = lx_op2(L, IR_SUB, u32, slot, lx_u32(L, 1));
    if (id == INTR_SB_INCREMENT_COUNTER || id == INTR_SB_DECREMENT_COUNTER)
        return slot;
    IrValue *ix[2] = {lx_u32(L, 0), slot};
    LValue el = {0};
    el.ptr = lx_access_n(L, lv->ptr, ix, 2);
    el.type = obj->type->elem;
    el.root = buf;
    if (id == INTR_SB_CONSUME)
        return lower_load(L, &el);
    lower_store(L, &el, lower_expr(L, e->call.args.data[0]));
    return NULL;
}

/* SubpassInput<T> and SubpassInputMS<T> (DXC's SPIR-V.rst, "Subpass
 * inputs"): a subpass image of T's scalar, read with OpImageRead at
 * (0, 0), the fragment's own texel, of a sample for SubpassInputMS. */
const IrType *lower_vk_subpass_type(Lower *L, const Type *t)
{
    const IrType *s = layout_scalar(L, type_scalar_kind(t->elem));
    if (s->kind == IRT_BOOL || s->bits != 32)
        return NULL; /* reported as the resource's value (sema allows 32-bit scalars and vectors) */
    return irt_image(L->m, t->res == RES_SUBPASS_INPUT_MS ? IR_DIM_SUBPASS_MS : IR_DIM_SUBPASS, s, IR_IMAGE_STORAGE,
                     IR_FMT_UNKNOWN);
}

void lower_vk_input_attachment(Lower *L, IrGlobal *g, Node *v)
{
    Attribute *a = lower_find_attr(&v->var.attrs, "vk::input_attachment_index");
    g->loc = v->loc;
    IrConst *k = a && a->args.len == 1 ? lower_const_eval(L, a->args.data[0]) : NULL;
    g->input_attachment_index = k ? (int)k->u : 0;
}

IrValue *lower_vk_subpass_load(Lower *L, Node *e, int id, IrValue *handle)
{
    const IrType *img = handle->type->elem, *s = img->elem, *v4 = irt_vector(L->m, s, 4);
    IrValue *args[2] = {ir_build_load(&L->b, handle), NULL};
    int n = 1;
    if (id == INTR_VK_SUBPASS_LOAD_MS) {
        Node *sn = e->call.args.data[0];
        args[n++] = lower_convert(L, lower_expr(L, sn), sn->type, type_scalar(L->tt, SC_INT));
    }
    IrValue *texel = ir_build_intrinsic(&L->b, id, v4, args, n);
    const Type *t = e->type;
    int c = t->kind == TY_VECTOR ? t->cols : 1;
    static const uint32_t first[3] = {0, 1, 2};
    IrValue *v = c == 4 ? texel : c == 1 ? lx_extract(L, texel, 0) : lx_shuffle(L, irt_vector(L->m, s, c), texel, texel, first, c);
    const IrType *want = layout_type(L, t, LAYOUT_NONE, false);
    return want == v->type ? v : lx_op1(L, IR_CONVERT, want, v);
}
