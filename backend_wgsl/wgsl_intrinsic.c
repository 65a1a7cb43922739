/* IR_INTRINSIC: the WGSL column of the intrinsic table (a function name, or
 * a hook here), then atomics and barriers.
 *
 * Subgroup functions (WGSL 17.12, `enable subgroups;`) exist only in compute
 * and fragment shaders; HLSL does not ask for uniform control flow around
 * wave ops, so the module also says `diagnostic(off, subgroup_uniformity);`.
 * They take i32, u32, f32 and f16 scalars and vectors, never bools: a bool
 * goes through u32 and back. */
#include <string.h>
#include "wgsl_internal.h"

void wgsl_use_subgroups(WgslWriter *w)
{
    w->info.subgroups = true;
}

static bool is_wave(const IntrinsicInfo *r)
{
    return r->spirv.subgroup_ops != 0;
}

static void not_supported(WgslWriter *w, IrInst *i, const char *why)
{
    const IntrinsicInfo *r = &intrinsic_info[i->imm];
    diag(w->c, i->loc, D_WGSL_UNSUPPORTED_INTRINSIC, r->hlsl ? r->hlsl : "(internal)", why);
}

/* Argument k; the first through a let when all are constants, so that
 * WGSL does not const-evaluate the call (an overflow there is an error,
 * WGSL 15.7; HLSL computes it at run time). */
static const char *arg(WgslWriter *w, IrInst *i, uint32_t k)
{
    bool wave = i->imm < INTR_COUNT && intrinsic_info[i->imm].spirv.subgroup_ops != 0; /* never const */
    return k == 0 && !wave ? wgsl_operand(w, i->args[0], wgsl_all_const(i)) : wgsl_value(w, i->args[k]);
}

/* `select(0u, 1u, b)` in b's shape. */
static const char *bool_to_u32(WgslWriter *w, IrValue *b)
{
    const IrType *u = irt_int(w->m, 32, false);
    const IrType *t = b->type->kind == IRT_VECTOR ? irt_vector(w->m, u, (int)b->type->count) : u;
    const char *tn = wgsl_type(w, t);
    return wgsl_tmp(w, "select(%s(0u), %s(1u), %s)", tn, tn, wgsl_value(w, b));
}

/* A float's class from its bits (WGSL has no isnan/isinf): exponent all
 * ones; a NaN has a nonzero fraction. f16 goes through f32, which keeps
 * both classes. */
static const char *float_class(WgslWriter *w, IrInst *i, bool nan)
{
    IrValue *x = i->args[0];
    const IrType *t = x->type;
    uint32_t n = t->kind == IRT_VECTOR ? t->count : 1;
    const char *ut = n == 1 ? "u32" : wgsl_tmp(w, "vec%u<u32>", n);
    const char *xs = wgsl_value(w, x);
    if (irt_scalar_of(t)->bits == 16)
        xs = wgsl_tmp(w, "%s(%s)", n == 1 ? "f32" : wgsl_tmp(w, "vec%u<f32>", n), xs);
    return wgsl_tmp(w, "(bitcast<%s>(%s) & %s(0x7fffffffu)) %s %s(0x7f800000u)", ut, xs, ut, nan ? ">" : "==", ut);
}

/* WaveActiveAllEqual: per component, subgroupAll(x == subgroupBroadcastFirst(x)). */
static const char *all_equal(WgslWriter *w, IrInst *i)
{
    IrValue *x = i->args[0];
    const IrType *t = x->type;
    const char *xs = irt_scalar_of(t)->kind == IRT_BOOL ? bool_to_u32(w, x) : wgsl_value(w, x);
    const char *eq = wgsl_tmp(w, "%s == subgroupBroadcastFirst(%s)", xs, xs);
    if (t->kind != IRT_VECTOR)
        return wgsl_tmp(w, "subgroupAll(%s)", eq);
    const char *tmp = wgsl_name(w, "eq", true);
    wgsl_line(w, "let %s = %s;", tmp, eq);
    WBuf sb = WB_FN(w);
    wb_printf(&sb, "vec%u<bool>(", t->count);
    for (uint32_t k = 0; k < t->count; k++)
        wb_printf(&sb, "%ssubgroupAll(%s[%u])", k ? ", " : "", tmp, k);
    wb_putc(&sb, ')');
    const char *s = sb.data;
    return s;
}

/* A table function name applied to the arguments; bool data through u32
 * for the subgroup functions. */
static const char *call_fn(WgslWriter *w, IrInst *i, const char *name, bool wave)
{
    bool boolish = wave && i->num_args && irt_scalar_of(i->args[0]->type)->kind == IRT_BOOL &&
                   i->imm != INTR_WAVE_ACTIVE_ANY_TRUE && i->imm != INTR_WAVE_ACTIVE_ALL_TRUE &&
                   i->imm != INTR_WAVE_ACTIVE_BALLOT;
    WBuf sb = WB_FN(w);
    wb_printf(&sb, "%s(", name);
    for (uint32_t k = 0; k < i->num_args; k++)
        wb_printf(&sb, "%s%s", k ? ", " : "",
                  k == 0 && boolish ? bool_to_u32(w, i->args[0])
                  : k == 0 && !wave ? wgsl_operand(w, i->args[0], wgsl_all_const(i))
                                    : arg(w, i, k));
    wb_putc(&sb, ')');
    const char *s = sb.data;
    if (boolish && irt_scalar_of(i->v.type)->kind == IRT_BOOL)
        s = wgsl_tmp(w, "%s != %s(0u)", s,
                         i->v.type->kind == IRT_VECTOR ? wgsl_tmp(w, "vec%u<u32>", i->v.type->count) : "u32");
    return s;
}

/* QuadReadLaneAt with a lane that is not a constant: quadBroadcast's lane
 * is a const-expression (WGSL 17.12.3), so all four are broadcast and the
 * lane picks one (HLSL: lanes of a quad are 0-3). */
static const char *quad_lane_dynamic(WgslWriter *w, IrInst *i)
{
    IrValue *x = i->args[0];
    bool b = irt_scalar_of(x->type)->kind == IRT_BOOL;
    const char *xs = b ? bool_to_u32(w, x) : wgsl_value(w, x);
    const char *lane = wgsl_name(w, "lane", true), *q = wgsl_name(w, "quad", true);
    wgsl_line(w, "let %s = u32(%s) & 3u;", lane, wgsl_value(w, i->args[1]));
    const char *t = b ? (x->type->kind == IRT_VECTOR ? wgsl_tmp(w, "vec%u<u32>", x->type->count) : "u32")
                      : wgsl_type(w, x->type);
    wgsl_line(w, "let %s = array<%s, 4>(quadBroadcast(%s, 0u), quadBroadcast(%s, 1u), quadBroadcast(%s, 2u), "
                 "quadBroadcast(%s, 3u));",
              q, t, xs, xs, xs, xs);
    if (b)
        return wgsl_tmp(w, "%s[%s] != %s(0u)", q, lane, t);
    return wgsl_tmp(w, "%s[%s]", q, lane);
}

static const char *hook(WgslWriter *w, IrInst *i)
{
    switch ((IntrinsicId)i->imm) {
    case INTR_CHECK_ACCESS_FULLY_MAPPED: return "true"; /* no sparse textures in WebGPU (wgsl_image.c) */
    case INTR_FMOD: /* WGSL's float % is x - y * trunc(x / y): HLSL's fmod (8.7.4) */
        return wgsl_tmp(w, "%s %% %s", arg(w, i, 0), arg(w, i, 1));
    case INTR_ISNAN: return float_class(w, i, true);
    case INTR_ISINF: return float_class(w, i, false);
    case INTR_FIRSTBITHIGH: /* FindSMsb / FindUMsb: firstLeadingBit, then HLSL's uint */
    case INTR_FIRSTBITLOW: {
        const char *f = i->imm == INTR_FIRSTBITHIGH ? "firstLeadingBit" : "firstTrailingBit";
        const char *e = wgsl_tmp(w, "%s(%s)", f, arg(w, i, 0));
        if (irt_scalar_of(i->args[0]->type)->is_signed)
            e = wgsl_tmp(w, "%s(%s)", wgsl_type(w, i->v.type), e);
        return e;
    }
    case INTR_F32TOF16: return wgsl_tmp(w, "pack2x16float(%s)", arg(w, i, 0));   /* arg: vec2(x, 0) */
    case INTR_F16TOF32: return wgsl_tmp(w, "unpack2x16float(%s)", arg(w, i, 0)); /* result: vec2 */
    case INTR_MODF: return wgsl_tmp(w, "modf(%s)", arg(w, i, 0));
    case INTR_FREXP: return wgsl_tmp(w, "frexp(%s)", arg(w, i, 0));
    case INTR_WAVE_ACTIVE_ALL_EQUAL: return all_equal(w, i);
    /* Counting the lanes where b holds: the sum of 1s (the seed's table). */
    case INTR_WAVE_ACTIVE_COUNT_BITS: return wgsl_tmp(w, "subgroupAdd(%s)", bool_to_u32(w, i->args[0]));
    case INTR_WAVE_PREFIX_COUNT_BITS: return wgsl_tmp(w, "subgroupExclusiveAdd(%s)", bool_to_u32(w, i->args[0]));
    default: not_supported(w, i, ""); return "0";
    }
}

/* Constant arguments that HLSL leaves undefined but WGSL's const-evaluation
 * rejects outright (WGSL 17.5.7 clamp: low <= high; 17.12 subgroupShuffle: a
 * constant lane below 128): the same call written so that no constant
 * breaks the rule. */
/* Some component of constant lo exceeds the same component of hi. */
static bool const_above(WgslWriter *w, IrConst *lo, IrConst *hi)
{
    const IrType *t = lo->v.type, *s = irt_scalar_of(t);
    int n = t->kind == IRT_VECTOR ? (int)t->count : 1;
    for (int k = 0; k < n; k++) {
        IrConst *a = t->kind == IRT_VECTOR ? ir_const_part(w->m, lo, (uint32_t)k) : lo;
        IrConst *b = hi->v.type->kind == IRT_VECTOR ? ir_const_part(w->m, hi, (uint32_t)k) : hi;
        bool above = s->kind == IRT_FLOAT ? a->f > b->f : s->is_signed ? (int64_t)a->u > (int64_t)b->u : a->u > b->u;
        if (above)
            return true;
    }
    return false;
}

/* Some component of constant float lo is not below that of hi (or NaN). */
static bool const_not_below(WgslWriter *w, IrConst *lo, IrConst *hi)
{
    const IrType *t = lo->v.type;
    int n = t->kind == IRT_VECTOR ? (int)t->count : 1;
    for (int k = 0; k < n; k++) {
        IrConst *a = t->kind == IRT_VECTOR ? ir_const_part(w->m, lo, (uint32_t)k) : lo;
        IrConst *b = hi->v.type->kind == IRT_VECTOR ? ir_const_part(w->m, hi, (uint32_t)k) : hi;
        if (!(a->f < b->f))
            return true;
    }
    return false;
}

static bool const_args_rejected(WgslWriter *w, IrInst *i, const char **out)
{
    if (i->imm == INTR_CLAMP && i->args[1]->vkind == IRV_CONST && i->args[2]->vkind == IRV_CONST &&
        const_above(w, (IrConst *)i->args[1], (IrConst *)i->args[2])) {
        /* min(max(x, low), high): clamp's own definition, valid for any order. */
        *out = wgsl_tmp(w, "min(max(%s, %s), %s)", arg(w, i, 0), arg(w, i, 1), arg(w, i, 2));
        return true;
    }
    if (i->imm == INTR_SMOOTHSTEP && i->args[0]->vkind == IRV_CONST && i->args[1]->vkind == IRV_CONST &&
        const_not_below(w, (IrConst *)i->args[0], (IrConst *)i->args[1])) {
        /* WGSL 17.5.60: constant edges need low < high (a shader-creation
         * error otherwise); HLSL divides by zero at run time. low through a
         * let is no longer a constant. */
        *out = wgsl_tmp(w, "smoothstep(%s, %s, %s)", wgsl_operand(w, i->args[0], true), arg(w, i, 1),
                            arg(w, i, 2));
        return true;
    }
    if (i->imm == INTR_WAVE_READ_LANE_AT && i->args[1]->vkind == IRV_CONST && ((IrConst *)i->args[1])->u >= 128) {
        /* A lane past any subgroup reads an undefined value in HLSL; lane 0
         * is as good an undefined value as any and keeps WGSL valid. */
        *out = wgsl_tmp(w, "subgroupShuffle(%s, 0u)", arg(w, i, 0));
        return true;
    }
    return false;
}

void wgsl_emit_intrinsic(WgslWriter *w, IrInst *i)
{
    if (i->imm >= INTR_COUNT)
        ice(w->c, "wgsl: intrinsic %u out of range", i->imm);
    const IntrinsicInfo *r = &intrinsic_info[i->imm];
    if (i->imm == INTR_VK_READ_CLOCK) { /* nor 64-bit integers */
        not_supported(w, i, ": WebGPU shaders have no clock to read");
        return;
    }
    if (i->imm == INTR_RT_SAMPLE_COUNT || i->imm == INTR_RT_SAMPLE_POSITION) {
        not_supported(w, i,
                      ": WGSL cannot query the render target's sample count or sample positions; pass them in a "
                      "uniform buffer (WebGPU's standard sample positions are fixed for each sample count), or read "
                      "@builtin(position) in an @interpolate(perspective, sample) input");
        return;
    }
    bool wave = is_wave(r) || i->imm == INTR_QUAD_READ_LANE_AT;
    if (wave) {
        if (w->fn_st & ST_VERTEX) {
            diag(w->c, i->loc, D_WGSL_STAGE, r->hlsl, "vertex");
            return;
        }
        wgsl_use_subgroups(w);
    }
    for (uint32_t k = 0; k < i->num_args; k++)
        if (!wgsl_check_type(w, i->args[k]->type, i->loc))
            return;
    if (r->flags & INF_DERIVATIVE) {
        if (w->fn_st & ~(unsigned)ST_FRAGMENT) {
            diag(w->c, i->loc, D_WGSL_DERIVATIVE_STAGE, r->hlsl);
            return;
        }
        w->info.derivatives = true;
    }
    if (i->imm == INTR_DEMOTE) { /* WGSL 9.4.4: the invocation goes on as a helper */
        wgsl_line(w, "discard;");
        return;
    }
    if (i->imm == INTR_IS_HELPER_LANE) {
        if (w->fn_st & ST_FRAGMENT)
            diag(w->c, i->loc, D_WGSL_HELPER_LANE);
        else
            wgsl_bind(w, i, "false");
        return;
    }
    const char *e;
    if (i->imm == INTR_QUAD_READ_LANE_AT && i->args[1]->vkind != IRV_CONST) {
        wgsl_bind(w, i, quad_lane_dynamic(w, i));
        return;
    }
    if (const_args_rejected(w, i, &e)) {
        wgsl_bind(w, i, e);
        return;
    }
    switch (r->wgsl.kind) {
    case TXT_FN: e = call_fn(w, i, r->wgsl.name, wave); break;
    case TXT_HOOK: e = hook(w, i); break;
    default: not_supported(w, i, ": it should have been lowered before the backend"); return;
    }
    if (i->v.type->kind == IRT_VOID)
        wgsl_line(w, "%s;", e);
    else
        wgsl_bind(w, i, e);
}

/* ---------------------------------------------------------------- atomics */

/* WGSL 17.8: atomicAdd/Min/Max/And/Or/Xor/Exchange/Load/Store take a
 * pointer to atomic<i32|u32>; min and max are signed or not by the type.
 * atomicCompareExchangeWeak may fail spuriously, HLSL's compare-exchange
 * may not: it is retried until it exchanges or sees another value. */
void wgsl_emit_atomic(WgslWriter *w, IrInst *i)
{
    WRef r = wgsl_ref(w, i->args[0]);
    const IrType *vt = i->args[0]->type->elem;
    if (!(vt->kind == IRT_INT && vt->bits == 32)) {
        diag(w->c, i->loc, D_WGSL_ATOMIC_TYPE, irt_name(w->m, vt));
        return;
    }
    if (r.d->kind != MD_ATOMIC) {
        diag(w->c, i->loc, D_WGSL_ATOMIC_ACCESS, r.expr, irt_name(w->m, vt));
        return;
    }
    const char *p = wgsl_tmp(w, "&%s", r.expr);
    const char *v = i->num_args > 1 ? wgsl_value(w, i->args[1]) : NULL;
    const char *fn = NULL;
    switch ((IrAtomicOp)i->imm) {
    case IR_ATOMIC_ADD: fn = "atomicAdd"; break;
    case IR_ATOMIC_MIN: fn = "atomicMin"; break;
    case IR_ATOMIC_MAX: fn = "atomicMax"; break;
    case IR_ATOMIC_AND: fn = "atomicAnd"; break;
    case IR_ATOMIC_OR: fn = "atomicOr"; break;
    case IR_ATOMIC_XOR: fn = "atomicXor"; break;
    case IR_ATOMIC_EXCHANGE: fn = "atomicExchange"; break;
    case IR_ATOMIC_LOAD: wgsl_bind(w, i, wgsl_tmp(w, "atomicLoad(%s)", p)); return;
    case IR_ATOMIC_STORE: wgsl_line(w, "atomicStore(%s, %s);", p, v); return;
    case IR_ATOMIC_COMPARE_EXCHANGE: {
        const char *cmp = wgsl_value(w, i->args[2]);
        const char *res = w->vnames[i->v.id];
        const char *old = res ? res : wgsl_name(w, "old", true);
        if (!res || !w->hoisted[i->v.id])
            wgsl_line(w, "var %s: %s;", old, wgsl_type(w, vt));
        const char *x = wgsl_name(w, "cx", true);
        wgsl_line(w, "loop {");
        w->indent++;
        wgsl_line(w, "let %s = atomicCompareExchangeWeak(%s, %s, %s);", x, p, cmp, v);
        wgsl_line(w, "if %s.exchanged || %s.old_value != %s {", x, x, cmp);
        wgsl_line(w, "    %s = %s.old_value;", old, x);
        wgsl_line(w, "    break;");
        wgsl_line(w, "}");
        w->indent--;
        wgsl_line(w, "}");
        return;
    }
    default: ice(w->c, "wgsl: atomic op %u", i->imm);
    }
    wgsl_bind(w, i, wgsl_tmp(w, "%s(%s, %s)", fn, p, v));
}

/* ---------------------------------------------------------------- barriers */

/* WGSL 17.11: workgroupBarrier() orders workgroup memory, storageBarrier()
 * storage memory, and both also wait for the whole workgroup. WGSL has no
 * memory-only barrier, so HLSL's GroupMemoryBarrier / DeviceMemoryBarrier /
 * AllMemoryBarrier become the same barriers: stronger (they also wait),
 * never weaker, but only valid in uniform control flow. */
void wgsl_emit_barrier(WgslWriter *w, IrInst *i)
{
    uint32_t f = i->imm;
    if (w->fn_st & ~(unsigned)ST_COMPUTE) {
        diag(w->c, i->loc, D_WGSL_BARRIER_STAGE, "a barrier");
        return;
    }
    if (!(f & IR_BARRIER_EXEC))
        wgsl_line(w, "// memory-only barrier in HLSL: WGSL's barriers also wait for the workgroup");
    if (f & IR_MEM_DEVICE)
        wgsl_line(w, "storageBarrier();");
    if ((f & IR_MEM_WORKGROUP) || !(f & IR_MEM_DEVICE))
        wgsl_line(w, "workgroupBarrier();");
}
