/* The SM 6.6 64-bit atomics of RWByteAddressBuffer (InterlockedAdd64 ...
 * InterlockedCompareStore64).
 *
 * The buffer is an array of 32-bit words on every target, and a logical
 * SPIR-V pointer cannot be reinterpreted, so the atomic goes through a second
 * view of the same binding: a storage buffer of 64-bit words (uint64_t, or
 * int64_t for the signed InterlockedMin64/Max64, whose signedness IR_ATOMIC
 * takes from its type), an IrGlobal with alias_of set. Both views are decorated
 * Aliased in SPIR-V, as vkd3d-proton's dxil-spirv does for these atomics (DXC's
 * SPIR-V backend leaves them unimplemented: DXC issue 8451). The address must
 * be 8-byte aligned, as D3D's spec of these methods requires; word addr >> 3.
 * MSL 2.4 and WGSL have no 64-bit atomics: their backends refuse the view's
 * 64-bit atomic with their own codes. */
#include "lower_internal.h"

#include <string.h>

/* The 64-bit view of byte-address buffer `root`, made once per element type
 * (found again by a scan of the module's globals: deterministic). */
static IrGlobal *word64_view(Lower *L, IrGlobal *root, bool is_signed)
{
    IrModule *m = L->m;
    const IrType *w = irt_int(m, 64, is_signed);
    for (int i = 0; i < m->globals.len; i++) {
        IrGlobal *g = m->globals.data[i];
        if (g->alias_of == root && g->pointee->kind == IRT_STRUCT && g->pointee->members[0].type->elem == w)
            return g;
    }
    IrType *st = irt_struct_new(m, is_signed ? "type_RWByteAddressBuffer_int64" : "type_RWByteAddressBuffer_uint64", 1);
    st->members[0].name = "data";
    st->members[0].type = irt_runtime_array(m, w, 8);
    st->explicit_layout = true;
    st->block = true;
    const char *name = arena_printf(L->c->arena, "%s_%s", root->v.name, is_signed ? "int64" : "uint64");
    IrGlobal *g = ir_global_new(m, name, st, IRS_STORAGE);
    g->resource = root->resource;
    g->writable = true;
    g->hlsl_type = root->hlsl_type;
    g->decl_loc = root->decl_loc;
    g->set = root->set;
    g->binding = root->binding;
    g->reg_class = root->reg_class;
    g->reg_index = root->reg_index;
    g->reg_space = root->reg_space;
    g->alias_of = root;
    g->used_atomically = true;
    root->aliased = true;
    return g;
}

static IrAtomicOp atomic_op(int id)
{
    switch (id) {
    case INTR_BAB_INTERLOCKED_ADD64: return IR_ATOMIC_ADD;
    case INTR_BAB_INTERLOCKED_MIN64: return IR_ATOMIC_MIN;
    case INTR_BAB_INTERLOCKED_MAX64: return IR_ATOMIC_MAX;
    case INTR_BAB_INTERLOCKED_AND64: return IR_ATOMIC_AND;
    case INTR_BAB_INTERLOCKED_OR64: return IR_ATOMIC_OR;
    case INTR_BAB_INTERLOCKED_XOR64: return IR_ATOMIC_XOR;
    case INTR_BAB_INTERLOCKED_EXCHANGE64: return IR_ATOMIC_EXCHANGE;
    default: return IR_ATOMIC_COMPARE_EXCHANGE; /* CompareExchange64, CompareStore64 */
    }
}

/* e: buf.InterlockedOp64(address, value [, out original]),
 *    buf.InterlockedCompareExchange64(address, compare, value, out original),
 *    buf.InterlockedCompareStore64(address, compare, value);
 * lv: the buffer. */
void lower_bab_atomic64(Lower *L, Node *e, int id, const LValue *lv)
{
    NodeList *args = &e->call.args;
    IrGlobal *root = lv->root;
    if (!root || lv->ptr != &root->v) {
        /* an element of an array of buffers: its view would be an array too */
        lower_error(L, e, D_LOWER_BAB_ATOMIC64_ARRAY, intrinsic_info[id].hlsl);
        return;
    }
    IrAtomicOp op = atomic_op(id);
    bool cmp = op == IR_ATOMIC_COMPARE_EXCHANGE;
    int nin = cmp ? 2 : 1;
    /* the value's type picks the view: int64_t for a signed min or max (and
     * any int64_t value, which is the same bits elsewhere) */
    Node *vn = args->len > 1 ? args->data[1] : NULL;
    bool is_signed = vn && vn->type && scalar_info[type_scalar_kind(vn->type)].cls == SCLASS_SINT;
    const Type *wt = type_scalar(L->tt, is_signed ? SC_INT64 : SC_UINT64);
    IrGlobal *view = word64_view(L, root, is_signed);
    IrValue *addr = lower_convert(L, lower_expr(L, args->data[0]), args->data[0]->type, type_scalar(L->tt, SC_UINT));
    IrValue *ix[2] = {lx_u32(L, 0), lx_op2(L, IR_SHR, irt_int(L->m, 32, false), addr, lx_u32(L, 3))};
    IrValue *ptr = lx_access_n(L, &view->v, ix, 2);
    IrValue *in[2] = {NULL, NULL};
    for (int i = 0; i < nin && 1 + i < args->len; i++) {
        Node *a = args->data[1 + i];
        in[i] = lower_convert(L, lower_expr(L, a), a->type, wt);
    }
    const IrType *pt = ptr->type->elem;
    IrValue *ops[3] = {ptr, NULL, NULL};
    int n = 1;
    if (cmp) {
        ops[n++] = in[1] ? in[1] : ir_undef(L->m, pt); /* value */
        ops[n++] = in[0] ? in[0] : ir_undef(L->m, pt); /* comparator */
    } else {
        ops[n++] = in[0] ? in[0] : ir_undef(L->m, pt);
    }
    L->b.loc = e->loc;
    IrInst *i = ir_build(&L->b, IR_ATOMIC, pt, ops, n);
    i->imm = (uint32_t)op;
    root->used_atomically = true;
    int out = 1 + nin;
    if (out < args->len) /* the `out original` */
        lower_store_out(L, args->data[out], &i->v, wt);
}
