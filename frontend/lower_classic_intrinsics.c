/* The rest of HLSL's classic intrinsic list, built from plain IR ops so that
 * every target gets them with no backend code (intrinsics.def, "the rest of
 * the classic list"). Each follows the HLSL reference's definition and DXC's
 * lowering (lib/HLSL/HLOperationLower.cpp, SPIRV/SpirvEmitter.cpp):
 *
 *   dst(a, b)            float4(1, a.y * b.y, a.z, b.w)
 *   lit(l, h, m)         float4(1, max(l, 0), l < 0 || h < 0 ? 0 : pow(h, m), 1)
 *   msad4(r, s, acc)     acc[i] + the sum over the bytes j of r that are not 0
 *                        of |r.byte[j] - t.byte[j]|, t = the 4 bytes of the
 *                        64-bit s.y:s.x from byte i
 *   D3DCOLORtoUBYTE4(c)  int4(c.zyxw * 255.001953), truncated (DXC's constant)
 *   dot2add(a, b, acc)   acc + a.x * b.x + a.y * b.y, in float
 *   dot4add_u8packed / dot4add_i8packed: acc + the sum of the products of
 *                        the four (unsigned / signed) bytes of a and b
 *   pack_u8 / pack_s8    the low 8 bits of each component, x in byte 0
 *   pack_clamp_u8 / _s8  the same after clamping to [0, 255] / [-128, 127]
 *   unpack_u8u* / s8s*   byte i to component i, zero / sign extended
 *   AddUint64(a, b)      per pair (x low, y high): lo = a.x + b.x,
 *                        hi = a.y + b.y + (lo < a.x), in 32-bit uints
 */
#include "lower_internal.h"
#include "../ir/ir_spirv.h"

static const IrType *u32t(Lower *L) { return irt_int(L->m, 32, false); }
static const IrType *i32t(Lower *L) { return irt_int(L->m, 32, true); }

static const IrType *vec_of(Lower *L, const IrType *s, int n)
{
    return n == 1 ? s : irt_vector(L->m, s, n);
}

static IrValue *k_u32(Lower *L, const IrType *t, uint32_t v) { return lx_scalar_const(L, t, (double)v, v); }
static IrValue *k_i32(Lower *L, const IrType *t, int32_t v) { return lx_scalar_const(L, t, (double)v, (uint64_t)(int64_t)v); }

static IrValue *comp(Lower *L, IrValue *v, int i)
{
    return v->type->kind == IRT_VECTOR ? lx_extract(L, v, (uint32_t)i) : v;
}

static IrValue *select3(Lower *L, IrValue *c, IrValue *a, IrValue *b)
{
    IrValue *args[3] = {c, a, b};
    return &ir_build(&L->b, IR_SELECT, a->type, args, 3)->v;
}

/* (v >> (8 * byte)) & 0xff, on u32 values of any shape. */
static IrValue *byte_of(Lower *L, IrValue *v, int byte)
{
    const IrType *t = v->type;
    IrValue *s = byte ? lx_op2(L, IR_SHR, t, v, k_u32(L, t, 8u * (uint32_t)byte)) : v;
    return byte == 3 ? s : lx_op2(L, IR_AND, t, s, k_u32(L, t, 0xffu));
}

/* The byte of v sign-extended to an int: int(v << (24 - 8 * byte)) >> 24. */
static IrValue *sbyte_of(Lower *L, IrValue *v, int byte)
{
    const IrType *t = v->type, *it = vec_of(L, i32t(L), v->type->kind == IRT_VECTOR ? (int)v->type->count : 1);
    IrValue *up = byte == 3 ? v : lx_op2(L, IR_SHL, t, v, k_u32(L, t, 24u - 8u * (uint32_t)byte));
    return lx_op2(L, IR_SHR, it, lx_op1(L, IR_BITCAST, it, up), k_i32(L, it, 24));
}

static IrValue *intr(Lower *L, int id, const IrType *t, IrValue *a, IrValue *b)
{
    IrValue *args[2] = {a, b};
    return ir_build_intrinsic(&L->b, id, t, args, b ? 2 : 1);
}

static IrValue *lit(Lower *L, IrValue **a)
{
    const IrType *f = irt_float(L->m, 32), *bt = irt_bool(L->m);
    IrValue *zero = lx_scalar_const(L, f, 0.0, 0), *one = lx_scalar_const(L, f, 1.0, 1);
    IrValue *diffuse = intr(L, INTR_MAX, f, a[0], zero);
    /* operands one statement each, the last first: C leaves the order of a call's arguments open (gcc and clang differ) */
    IrValue *spec_off = lx_op2(L, IR_LT, bt, a[1], zero), *diffuse_off = lx_op2(L, IR_LT, bt, a[0], zero);
    IrValue *off = lx_op2(L, IR_OR, bt, diffuse_off, spec_off);
    IrValue *spec = select3(L, off, zero, intr(L, INTR_POW, f, a[1], a[2]));
    IrValue *parts[4] = {one, diffuse, spec, one};
    return lx_construct(L, irt_vector(L->m, f, 4), parts, 4);
}

static IrValue *dst(Lower *L, IrValue **a)
{
    const IrType *f = irt_float(L->m, 32);
    IrValue *y1 = comp(L, a[1], 1), *y0 = comp(L, a[0], 1); /* the last operand first, as gcc evaluates them */
    IrValue *parts[4] = {lx_scalar_const(L, f, 1.0, 1), lx_op2(L, IR_MUL, f, y0, y1), NULL, NULL};
    parts[2] = comp(L, a[0], 2);
    parts[3] = comp(L, a[1], 3);
    return lx_construct(L, irt_vector(L->m, f, 4), parts, 4);
}

static IrValue *msad4(Lower *L, IrValue **a)
{
    const IrType *u = u32t(L), *u4 = vec_of(L, u, 4), *b4 = vec_of(L, irt_bool(L->m), 4);
    IrValue *lo = comp(L, a[1], 0), *hi = comp(L, a[1], 1), *win[4];
    for (int i = 0; i < 4; i++) /* the 4 bytes of hi:lo from byte i */
        if (i == 0) {
            win[i] = lo;
        } else { /* the high part first (gcc's order; C leaves it open) */
            IrValue *from_hi = lx_op2(L, IR_SHL, u, hi, k_u32(L, u, 32u - 8u * (uint32_t)i));
            win[i] = lx_op2(L, IR_OR, u, lx_op2(L, IR_SHR, u, lo, k_u32(L, u, 8u * (uint32_t)i)), from_hi);
        }
    IrValue *t = lx_construct(L, u4, win, 4), *acc = a[2], *zero = k_u32(L, u4, 0);
    for (int j = 0; j < 4; j++) {
        IrValue *r = lx_splat(L, u4, byte_of(L, a[0], j)), *s = byte_of(L, t, j);
        IrValue *s_r = lx_op2(L, IR_SUB, u4, s, r), *r_s = lx_op2(L, IR_SUB, u4, r, s); /* the last first */
        IrValue *d = select3(L, lx_op2(L, IR_GT, b4, r, s), r_s, s_r);
        acc = lx_op2(L, IR_ADD, u4, acc, select3(L, lx_op2(L, IR_NE, b4, r, zero), d, zero));
    }
    return acc;
}

static IrValue *to_ubyte4(Lower *L, IrValue **a)
{
    const IrType *f4 = irt_vector(L->m, irt_float(L->m, 32), 4);
    static const uint32_t zyxw[4] = {2, 1, 0, 3};
    IrValue *v = lx_shuffle(L, f4, a[0], a[0], zyxw, 4);
    v = lx_op2(L, IR_MUL, f4, v, lx_scalar_const(L, f4, 255.001953, 0));
    return lx_op1(L, IR_CONVERT, vec_of(L, i32t(L), 4), v);
}

static IrValue *dot2add(Lower *L, IrValue **a, const Type **ts)
{
    const IrType *f = irt_float(L->m, 32), *f2 = vec_of(L, f, 2);
    IrValue *x = lx_convert_elems(L, a[0], type_scalar_kind(ts[0]), SC_FLOAT, 2);
    IrValue *y = lx_convert_elems(L, a[1], type_scalar_kind(ts[1]), SC_FLOAT, 2);
    (void)f2;
    IrValue *y0 = comp(L, y, 0), *p = lx_op2(L, IR_MUL, f, comp(L, x, 0), y0); /* the last operand first */
    IrValue *y1 = comp(L, y, 1), *q = lx_op2(L, IR_MUL, f, comp(L, x, 1), y1);
    return lx_op2(L, IR_ADD, f, lx_op2(L, IR_ADD, f, a[2], p), q);
}

static IrValue *dot4add(Lower *L, IrValue **a, bool sign)
{
    const IrType *t = sign ? i32t(L) : u32t(L);
    IrValue *acc = a[2];
    for (int j = 0; j < 4; j++) {
        IrValue *x = sign ? sbyte_of(L, a[0], j) : byte_of(L, a[0], j);
        IrValue *y = sign ? sbyte_of(L, a[1], j) : byte_of(L, a[1], j);
        acc = lx_op2(L, IR_ADD, t, acc, lx_op2(L, IR_MUL, t, x, y));
    }
    return acc;
}

/* pack_*: v (a 4-vector of 16- or 32-bit ints) clamped when lo < hi, then
 * byte i = the low 8 bits of component i. */
static IrValue *pack8(Lower *L, IrValue *v, const Type *t, bool clamp, int lo, int hi)
{
    const IrType *u = u32t(L), *i4 = vec_of(L, i32t(L), 4), *u4 = vec_of(L, u, 4);
    ScalarKind k = type_scalar_kind(t);
    bool sgn = scalar_info[k].cls == SCLASS_SINT;
    IrValue *w = lx_convert_elems(L, v, k, sgn ? SC_INT : SC_UINT, 4);
    if (clamp) {
        IrValue *args[3] = {w, k_i32(L, i4, lo), k_i32(L, i4, hi)};
        w = ir_build_intrinsic(&L->b, INTR_CLAMP, i4, args, 3);
    }
    if (sgn)
        w = lx_op1(L, IR_BITCAST, u4, w);
    w = lx_op2(L, IR_AND, u4, w, k_u32(L, u4, 0xffu));
    IrValue *r = comp(L, w, 0);
    for (int i = 1; i < 4; i++)
        r = lx_op2(L, IR_OR, u, r, lx_op2(L, IR_SHL, u, comp(L, w, i), k_u32(L, u, 8u * (uint32_t)i)));
    return r;
}

static IrValue *unpack8(Lower *L, IrValue *p, bool sign, ScalarKind to)
{
    IrValue *parts[4];
    for (int i = 0; i < 4; i++)
        parts[i] = sign ? sbyte_of(L, p, i) : byte_of(L, p, i);
    IrValue *v = lx_construct(L, vec_of(L, sign ? i32t(L) : u32t(L), 4), parts, 4);
    return lx_convert_elems(L, v, sign ? SC_INT : SC_UINT, to, 4);
}

static IrValue *add_uint64(Lower *L, IrValue *a, IrValue *b, int n)
{
    const IrType *u = u32t(L);
    IrValue *parts[4];
    for (int i = 0; i < n; i += 2) {
        /* operands one statement each, the last first: C leaves the order of a call's arguments open (gcc and clang differ) */
        IrValue *b_lo = comp(L, b, i), *lo = lx_op2(L, IR_ADD, u, comp(L, a, i), b_lo);
        IrValue *carry = select3(L, lx_op2(L, IR_LT, irt_bool(L->m), lo, comp(L, a, i)), k_u32(L, u, 1), k_u32(L, u, 0));
        IrValue *b_hi = comp(L, b, i + 1), *hi = lx_op2(L, IR_ADD, u, lx_op2(L, IR_ADD, u, comp(L, a, i + 1), b_hi), carry);
        parts[i] = lo;
        parts[i + 1] = hi;
    }
    return lx_construct(L, vec_of(L, u, n), parts, n);
}

IrValue *lower_classic_intrinsic(Lower *L, Node *e, int id, IrValue **a, const Type **ts, bool *done)
{
    *done = true;
    switch (id) {
    case INTR_DST: return dst(L, a);
    case INTR_LIT: return lit(L, a);
    case INTR_MSAD4: return msad4(L, a);
    case INTR_D3DCOLORTOUBYTE4: return to_ubyte4(L, a);
    case INTR_DOT2ADD: return dot2add(L, a, ts);
    case INTR_DOT4ADD_U8: return dot4add(L, a, false);
    case INTR_DOT4ADD_I8: return dot4add(L, a, true);
    case INTR_PACK_U8:
    case INTR_PACK_U8_16:
    case INTR_PACK_S8:
    case INTR_PACK_S8_16: return pack8(L, a[0], ts[0], false, 0, 0);
    case INTR_PACK_CLAMP_U8:
    case INTR_PACK_CLAMP_U8_16: return pack8(L, a[0], ts[0], true, 0, 255);
    case INTR_PACK_CLAMP_S8:
    case INTR_PACK_CLAMP_S8_16: return pack8(L, a[0], ts[0], true, -128, 127);
    case INTR_UNPACK_S8S32: return unpack8(L, a[0], true, SC_INT);
    case INTR_UNPACK_U8U32: return unpack8(L, a[0], false, SC_UINT);
    case INTR_UNPACK_S8S16: return unpack8(L, a[0], true, SC_INT16);
    case INTR_UNPACK_U8U16: return unpack8(L, a[0], false, SC_UINT16);
    case INTR_ADDUINT64_2: return add_uint64(L, a[0], a[1], 2);
    case INTR_ADDUINT64_4: return add_uint64(L, a[0], a[1], 4);
    default: break;
    }
    (void)e;
    *done = false;
    return NULL;
}

/* ---------------------------------------------------------------- printf */

/* printf(format, args...): OpExtInst DebugPrintf (instruction 1 of
 * NonSemantic.DebugPrintf) with the format's OpString and the values, as
 * DXC emits it (SPV_KHR_non_semantic_info; Vulkan's VK_KHR_shader_non_semantic_info
 * and the validation layer's debug printf show it). Built as inline SPIR-V,
 * so MSL and WGSL report it where they meet it (ir_lift_spirv). */
IrValue *lower_printf(Lower *L, Node *e)
{
    NodeList *args = &e->call.args;
    int n = args->len - 1;
    IrValue **vals = ARENA_ARRAY(L->c->arena, IrValue *, n > 0 ? n : 1);
    IrSpirvInst *d = ARENA_NEW(L->c->arena, IrSpirvInst);
    static const char *const exts[] = {"SPV_KHR_non_semantic_info"};
    d->kind = IR_SPV_EXT_INST;
    d->opcode = 1; /* DebugPrintf */
    d->set = "NonSemantic.DebugPrintf";
    d->num_operands = (uint32_t)n + 1;
    d->operands = ARENA_ARRAY(L->c->arena, IrSpirvOperand, (size_t)n + 1);
    d->operands[0].kind = IR_SPV_STRING_ID;
    d->operands[0].str = args->data[0]->slit.value;
    for (int i = 0; i < n; i++) {
        vals[i] = lower_expr(L, args->data[i + 1]);
        d->operands[i + 1].kind = IR_SPV_ARG;
        d->operands[i + 1].index = (uint32_t)i;
    }
    d->needs.num_exts = 1;
    d->needs.exts = exts;
    d->name = "printf";
    d->decl = e->loc;
    IrInst *i = ir_build(&L->b, IR_SPIRV, irt_void(L->m), vals, n);
    i->imm = ir_spirv_add_inst(L->m, d);
    return NULL;
}
