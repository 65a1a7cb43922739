/* 16-bit scalars in byte-address buffers (Load<half2>, Store<uint16_t3>, ...).
 *
 * The buffer is an array of 32-bit words on every target (as DXC's SPIR-V,
 * and the uint-array view of MSL/WGSL), so a 16-bit scalar at byte address
 * a is the half of word a >> 2 that (a & 2) selects, shifted by (a & 2) * 8.
 * The address is only 2-byte aligned in general, so the half is chosen at run
 * time, as DXC does.
 *
 * A store must not clobber the other half of its word: two threads writing
 * the two halves of one word at once is the normal case
 * (ByteAddressBuffers-16bit-clobber.test). DXC's plain read-modify-write
 * races there (DXC issue 8172); we clear our half with an atomic AND and
 * set it with an atomic OR, which leaves the other half alone whatever the
 * other thread does in between. */
#include "lower_internal.h"
#include "layout.h"


static IrValue *word_ptr(Lower *L, IrValue *g, IrValue *byte_addr)
{
    IrValue *idx = lx_op2(L, IR_SHR, irt_int(L->m, 32, false), byte_addr, lx_u32(L, 2));
    IrValue *ix[2] = {lx_u32(L, 0), idx};
    return lx_access_n(L, g, ix, 2);
}

/* (a & 2) * 8: 0 for the low half of the word, 16 for the high half. */
static IrValue *half_shift(Lower *L, IrValue *byte_addr)
{
    const IrType *u32 = irt_int(L->m, 32, false);
    return lx_op2(L, IR_SHL, u32, lx_op2(L, IR_AND, u32, byte_addr, lx_u32(L, 2)), lx_u32(L, 3));
}

static IrValue *at(Lower *L, IrValue *addr, uint32_t off)
{
    return off ? lx_op2(L, IR_ADD, irt_int(L->m, 32, false), addr, lx_u32(L, off)) : addr;
}

IrValue *lower_bab16_load(Lower *L, IrValue *g, IrValue *addr, uint32_t off, ScalarKind k)
{
    IrModule *m = L->m;
    const IrType *u32 = irt_int(m, 32, false), *u16 = irt_int(m, 16, false);
    IrValue *a = at(L, addr, off);
    IrValue *w = ir_build_load(&L->b, word_ptr(L, g, a));
    IrValue *low = lx_op2(L, IR_SHR, u32, w, half_shift(L, a));
    const IrType *st = layout_scalar(L, k);
    if (k == SC_HALF) /* u32 -> half2, component 0: WGSL has f16 but no 16-bit ints */
        return lx_extract(L, lx_op1(L, IR_BITCAST, irt_vector(m, st, 2), low), 0);
    IrValue *bits = lx_op1(L, IR_CONVERT, u16, low);
    return st == u16 ? bits : lx_op1(L, IR_BITCAST, st, bits);
}

void lower_bab16_store(Lower *L, IrValue *g, IrValue *addr, uint32_t off, ScalarKind k, IrValue *v, IrGlobal *root)
{
    IrModule *m = L->m;
    const IrType *u32 = irt_int(m, 32, false), *u16 = irt_int(m, 16, false);
    IrValue *a = at(L, addr, off);
    IrValue *ptr = word_ptr(L, g, a);
    IrValue *sh = half_shift(L, a);
    IrValue *bits;
    if (k == SC_HALF) { /* half2(v, 0) as u32: the bits of v, zero above */
        IrValue *pair[2] = {v, lx_scalar_const(L, v->type, 0.0, 0)};
        bits = lx_op1(L, IR_BITCAST, u32, lx_construct(L, irt_vector(m, v->type, 2), pair, 2));
    } else {
        bits = lx_op1(L, IR_CONVERT, u32, v->type != u16 ? lx_op1(L, IR_BITCAST, u16, v) : v);
    }
    IrValue *set = lx_op2(L, IR_SHL, u32, bits, sh);
    IrValue *keep = lx_op1(L, IR_NOT, u32, lx_op2(L, IR_SHL, u32, lx_u32(L, 0xFFFFu), sh));
    IrValue *ops[2] = {ptr, keep};
    ir_build(&L->b, IR_ATOMIC, u32, ops, 2)->imm = IR_ATOMIC_AND;
    ops[1] = set;
    ir_build(&L->b, IR_ATOMIC, u32, ops, 2)->imm = IR_ATOMIC_OR;
    if (root)
        root->used_atomically = true;
}
