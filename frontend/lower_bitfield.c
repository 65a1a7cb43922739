/* Bit-fields (sema_bitfield.c): a bit-field is bits [offset, offset +
 * width) of a unit field (uint, uint16_t or uint64_t). Reading shifts them
 * down (arithmetically for a signed type, so the sign extends) and masks;
 * writing loads the unit, clears the bits and ors the new ones in. */
#include "lower_internal.h"

static const IrType *scalar_ir(Lower *L, const Type *t)
{
    return layout_type(L, t, LAYOUT_NONE, false);
}

/* The value of bit-field (offset, width, type bt) in unit value u (of type ut). */
static IrValue *extract(Lower *L, IrValue *u, const Type *ut, const Type *bt, int off, int width)
{
    const IrType *it = scalar_ir(L, ut);
    int bits = scalar_info[ut->scalar].bits;
    if (scalar_info[bt->scalar].cls == SCLASS_SINT) {
        /* up to the top, then back down arithmetically: the sign extends */
        ScalarKind sk = bits == 16 ? SC_INT16 : bits == 64 ? SC_INT64 : SC_INT;
        const Type *st = type_scalar(L->tt, sk);
        const IrType *sit = scalar_ir(L, st);
        if (off + width < bits)
            u = lx_op2(L, IR_SHL, it, u, lx_scalar_const(L, it, 0, (uint64_t)(bits - off - width)));
        IrValue *v = lx_op1(L, IR_BITCAST, sit, u);
        if (width < bits)
            v = lx_op2(L, IR_SHR, sit, v, lx_scalar_const(L, sit, 0, (uint64_t)(bits - width)));
        return lower_convert(L, v, st, bt);
    }
    if (off)
        u = lx_op2(L, IR_SHR, it, u, lx_scalar_const(L, it, 0, (uint64_t)off));
    if (width < bits)
        u = lx_op2(L, IR_AND, it, u, lx_scalar_const(L, it, 0, (1ull << width) - 1));
    return lower_convert(L, u, ut, bt);
}

IrValue *lower_bitfield_read(Lower *L, IrValue *unit, const Type *unit_type, const Node *member)
{
    return extract(L, unit, unit_type, member->type, member->member.bit_offset, member->member.bit_width);
}

void lower_bitfield_lvalue(Lower *L, LValue *lv, const Node *member, const Type *unit_type)
{
    lv->bits_of = unit_type;
    lv->bit_offset = member->member.bit_offset;
    lv->bit_width = member->member.bit_width;
}

static IrValue *load_unit(Lower *L, const LValue *lv)
{
    if (lv->konst)
        return &lv->konst->v;
    return lower_mem_to_val(L, ir_build_load(&L->b, lv->ptr), lv->bits_of);
}

IrValue *lower_bitfield_load(Lower *L, const LValue *lv)
{
    return extract(L, load_unit(L, lv), lv->bits_of, lv->type, lv->bit_offset, lv->bit_width);
}

void lower_bitfield_store(Lower *L, const LValue *lv, IrValue *v)
{
    const Type *ut = lv->bits_of;
    const IrType *it = scalar_ir(L, ut);
    int bits = scalar_info[ut->scalar].bits, off = lv->bit_offset, width = lv->bit_width;
    uint64_t ones = width >= 64 ? ~0ull : (1ull << width) - 1;
    uint64_t keep = bits >= 64 ? ~(ones << off) : ~(ones << off) & ((1ull << bits) - 1);
    /* the new bits: the value as the unit's type, masked, moved up */
    IrValue *nb = lower_convert(L, v, lv->type, ut);
    if (width < bits)
        nb = lx_op2(L, IR_AND, it, nb, lx_scalar_const(L, it, 0, ones));
    if (off)
        nb = lx_op2(L, IR_SHL, it, nb, lx_scalar_const(L, it, 0, (uint64_t)off));
    IrValue *old = load_unit(L, lv);
    IrValue *u = width == bits ? nb : lx_op2(L, IR_OR, it, lx_op2(L, IR_AND, it, old, lx_scalar_const(L, it, 0, keep)), nb);
    ir_build_store(&L->b, lv->ptr, lower_val_to_mem(L, u, ut, lv->ptr->type->elem));
}
