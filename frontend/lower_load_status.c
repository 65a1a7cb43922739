/* Load(..., out uint status) on byte-address, structured and typed buffers,
 * and CheckAccessFullyMapped(status) (DXC's tiled-resource overloads,
 * utils/hct/gen_intrin_main.txt: ByteAddressBufferMethods,
 * StructuredBufferMethods, BufferMethods).
 *
 * D3D's status says whether the access touched only mapped tiles of a
 * reserved (tiled) resource. No target lets a shader ask that of a buffer:
 * SPIR-V's OpImageSparse* read images only, Metal and WebGPU have no
 * residency queries. What a buffer load returns is therefore all there is
 * to know, and its status is "fully mapped", 0, which CheckAccessFullyMapped
 * reads as true (status == 0). A sparse texture op (OpImageSparse*) keeps
 * this encoding: it stores OpImageSparseTexelsResident(code) ? 0 : 1
 * (lower_texture.c), so one CheckAccessFullyMapped serves both, and a
 * shader without sparse textures needs no SparseResidency capability. */
#include "lower_internal.h"

/* After a Load with its status argument: the status. */
void lower_load_status(Lower *L, Node *e)
{
    Node *st = e->call.args.data[e->call.args.len - 1];
    while (st->kind == ND_CAST && st->cast.implicit)
        st = st->cast.expr;
    LValue lv;
    if (!lower_lvalue(L, st, &lv))
        return;
    const Type *ut = type_scalar(L->tt, SC_UINT);
    lower_store(L, &lv, lower_convert(L, lx_u32(L, 0), ut, st->type));
}

bool lower_has_load_status(Node *e)
{
    switch (e->call.intrinsic) {
    case INTR_BAB_LOAD:
    case INTR_BAB_LOAD_T:
    case INTR_BAB_LOAD2:
    case INTR_BAB_LOAD3:
    case INTR_BAB_LOAD4:
    case INTR_BUF_LOAD: return e->call.args.len == 2;
    default: return false;
    }
}

IrValue *lower_check_access_fully_mapped(Lower *L, Node *e)
{
    Node *a = e->call.args.data[0];
    IrValue *s = lower_convert(L, lower_expr(L, a), a->type, type_scalar(L->tt, SC_UINT));
    return lx_op2(L, IR_EQ, irt_bool(L->m), s, lx_u32(L, 0));
}
