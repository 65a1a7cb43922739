/* IR_INTRINSIC: the MSL column of the intrinsic table. A TXT_FN cell is a
 * metal_stdlib function called with the same arguments; TXT_HOOK cells are
 * spelled out here. Wave and quad operations are MSL's simd_ and quad_
 * functions (MSL 2.4 spec 6.9.2, 6.9.3), which take 32- and 16-bit int,
 * uint, float and half scalars and vectors: bools travel as uint, and
 * 64-bit types are refused (D_MSL_WAVE_TYPE). */
#include "msl_internal.h"

static const char *uint_like(MslWriter *w, const IrType *t)
{
    return t->kind == IRT_VECTOR ? arena_printf(w->a, "uint%u", t->count) : "uint";
}

/* The argument of a simd_/quad_ function: bools as uint. NULL (after a
 * diagnostic) for what those functions do not take. */
static const char *wave_arg(MslWriter *w, IrInst *i, const IntrinsicInfo *r)
{
    const IrType *t = i->args[0]->type, *s = irt_scalar_of(t);
    if (s->kind == IRT_BOOL)
        return arena_printf(w->a, "%s(%s)", uint_like(w, t), msl_arg(w, i, 0));
    if (s->bits == 64) {
        diag(w->c, i->loc, D_MSL_WAVE_TYPE, r->hlsl ? r->hlsl : "?", irt_name(w->m, t));
        return NULL;
    }
    return msl_arg(w, i, 0);
}

/* A call of fn on the row's arguments, converted to the result type where
 * Metal's function gives another (popcount of int is int; HLSL's countbits
 * is uint): MSL has no implicit conversions between vector types. */
static void call_fn(MslWriter *w, IrInst *i, const char *fn, const char *first)
{
    /* the arguments' texts first (as they were when the call was built
     * in a buffer), then the call written where it goes */
    const char *small[8], **args = i->num_args <= 8 ? small : arena_alloc_raw(w->a, sizeof(char *) * i->num_args);
    for (uint32_t k = 0; k < i->num_args; k++)
        args[k] = k == 0 && first ? first : msl_arg(w, i, k);
    const IrType *rt = i->v.type;
    bool convert = false;
    if (rt->kind == IRT_VOID) { /* discard_fragment() */
        msl_indent(w);
    } else {
        convert = i->num_args && i->args[0]->type != rt && (irt_is_scalar(rt) || rt->kind == IRT_VECTOR);
        /* Integer vectors always: whatever a library's abs/clamp overload
         * returns (OpenCL's abs gives unsigned), the value has the IR's type. */
        convert |= rt->kind == IRT_VECTOR && irt_scalar_of(rt)->kind == IRT_INT;
        convert |= first && irt_scalar_of(rt)->kind == IRT_BOOL && irt_scalar_of(i->args[0]->type)->kind == IRT_BOOL;
        const char *tn = convert ? msl_type(w, rt, i->loc) : NULL;
        msl_begin_def(w, i);
        if (tn) {
            msl_put(w->o, tn);
            sb_putc(w->o, '(');
        }
    }
    StrBuf *o = w->o;
    msl_put(o, fn);
    sb_putc(o, '(');
    for (uint32_t k = 0; k < i->num_args; k++) {
        msl_put(o, k ? ", " : "");
        msl_put(o, args[k]);
    }
    sb_putc(o, ')');
    if (rt->kind == IRT_VOID) {
        msl_put(o, ";\n");
        return;
    }
    if (convert)
        sb_putc(o, ')');
    msl_end_def(w);
}

/* WaveActiveAllEqual: simd_all(x == simd_broadcast_first(x)), one bool per
 * component (as HLSL and DXC's SPIR-V give). */
static void all_equal(MslWriter *w, IrInst *i, const char *x)
{
    const IrType *t = i->args[0]->type;
    if (t->kind != IRT_VECTOR) {
        msl_def_fmt(w, i, "simd_all(%s == simd_broadcast_first(%s))", x, x);
        return;
    }
    static const char *const c[4] = {"x", "y", "z", "w"};
    StrBuf sb = {0};
    sb_printf(&sb, "bool%u(", t->count);
    for (uint32_t k = 0; k < t->count; k++)
        sb_printf(&sb, "%ssimd_all(%s.%s == simd_broadcast_first(%s.%s))", k ? ", " : "", x, c[k], x, c[k]);
    sb_putc(&sb, ')');
    msl_def(w, i, sb.data);
    sb_free(&sb);
}

/* modf / frexp give a struct of two results: MSL returns the first and
 * writes the second through a reference (spec 6.5). */
static void struct_pair(MslWriter *w, IrInst *i, const char *fn)
{
    const IrType *t = i->v.type;
    msl_declare_var(w, i);
    const char *name = w->val[i->v.id].text;
    msl_line(w, "%s.%s = %s(%s, %s.%s);", name, msl_member_name(w, t->members[0].name), fn, msl_arg(w, i, 0), name,
             msl_member_name(w, t->members[1].name));
}

static void hook(MslWriter *w, IrInst *i, const IntrinsicInfo *r)
{
    const IrType *t = i->num_args ? i->args[0]->type : NULL;
    const char *rt = msl_type(w, i->v.type, i->loc), *x = i->num_args ? msl_arg(w, i, 0) : "";
    switch ((IntrinsicId)i->imm) {
    /* Metal counts a sample's position from the pixel's corner (0 to 1),
     * D3D from its centre (-0.5 to 0.5) */
    case INTR_RT_SAMPLE_COUNT: msl_def(w, i, "get_num_samples()"); return;
    case INTR_RT_SAMPLE_POSITION: msl_def_fmt(w, i, "(get_sample_position(uint(%s)) - 0.5)", x); return;
    case INTR_CHECK_ACCESS_FULLY_MAPPED: msl_def(w, i, "true"); return; /* Metal's textures here are never sparse (msl_image.c) */
    case INTR_RADIANS: msl_def_fmt(w, i, "%s * %s(0.0174532925199432958)", x, msl_scalar_name(irt_scalar_of(t))); return;
    case INTR_DEGREES: msl_def_fmt(w, i, "%s * %s(57.295779513082320877)", x, msl_scalar_name(irt_scalar_of(t))); return;
    case INTR_SIGN: /* MSL's sign is for floats */
        if (irt_is_float(t))
            break;
        msl_def_fmt(w, i, "%s(%s(%s > %s(0)) - %s(%s < %s(0)))", rt, rt, x, rt, rt, x, rt);
        return;
    case INTR_FIRSTBITHIGH: /* 31 - clz: -1 (all ones) for 0; for negative ints, of ~x */
        if (irt_scalar_of(t)->is_signed)
            msl_def_fmt(w, i, "31u - clz(as_type<%s>(select(%s, ~%s, %s < 0)))", rt, x, x, x);
        else
            msl_def_fmt(w, i, "31u - clz(%s)", x);
        return;
    case INTR_FIRSTBITLOW: /* ctz gives 32 for 0; HLSL gives all ones */
        msl_def_fmt(w, i, "select(%s(ctz(%s)), %s(0xffffffffu), %s == 0)", rt, x, rt, x);
        return;
    case INTR_F32TOF16: msl_def_fmt(w, i, "as_type<uint>(half2(%s))", x); return;
    case INTR_F16TOF32: msl_def_fmt(w, i, "float2(as_type<half2>(%s))", x); return;
    case INTR_MODF: struct_pair(w, i, "modf"); return;
    case INTR_FREXP: struct_pair(w, i, "frexp"); return;
    case INTR_WAVE_ACTIVE_BALLOT:
        msl_need_helper(w, HELP_BALLOT);
        msl_def_fmt(w, i, "prism_ballot(%s)", x);
        return;
    case INTR_WAVE_ACTIVE_COUNT_BITS: msl_def_fmt(w, i, "simd_sum(uint(%s))", x); return;
    case INTR_WAVE_PREFIX_COUNT_BITS: msl_def_fmt(w, i, "simd_prefix_exclusive_sum(uint(%s))", x); return;
    case INTR_WAVE_ACTIVE_ALL_EQUAL: {
        const char *a = wave_arg(w, i, r);
        if (a)
            all_equal(w, i, a);
        return;
    }
    case INTR_QUAD_READ_ACROSS_X:
    case INTR_QUAD_READ_ACROSS_Y:
    case INTR_QUAD_READ_ACROSS_DIAGONAL: {
        /* quad lanes: x is bit 0 of the lane, y bit 1 (spec 6.9.3) */
        unsigned mask = i->imm == INTR_QUAD_READ_ACROSS_X ? 1 : i->imm == INTR_QUAD_READ_ACROSS_Y ? 2 : 3;
        const char *a = wave_arg(w, i, r);
        if (!a)
            return;
        const char *e = arena_printf(w->a, "quad_shuffle_xor(%s, %uu)", a, mask);
        msl_def(w, i, irt_is_bool(t) ? arena_printf(w->a, "%s(%s)", rt, e) : e);
        return;
    }
    default: break;
    }
    if (r->msl.kind == TXT_FN) {
        call_fn(w, i, r->msl.name, NULL);
        return;
    }
    diag(w->c, i->loc, D_MSL_UNSUPPORTED_INTRINSIC, r->hlsl ? r->hlsl : "(internal)", "");
}

void msl_emit_intrinsic(MslWriter *w, IrInst *i)
{
    if (i->imm >= INTR_COUNT)
        ice(w->c, "intrinsic %u out of range", i->imm);
    const IntrinsicInfo *r = &intrinsic_info[i->imm];
    if (i->imm == INTR_VK_SUBPASS_LOAD || i->imm == INTR_VK_SUBPASS_LOAD_MS) {
        msl_emit_subpass_load(w, i);
        return;
    }
    if (r->object == OBJ_RAYQUERY) { /* inline ray tracing: msl_rayquery.c */
        msl_rq_intrinsic(w, i);
        return;
    }
    if (i->imm == INTR_VK_READ_CLOCK) {
        diag(w->c, i->loc, D_MSL_UNSUPPORTED_INTRINSIC, r->hlsl, ": Metal shaders have no clock to read");
        return;
    }
    if ((r->flags & INF_DERIVATIVE) && (w->fn_st & ST_COMPUTE)) { /* Metal kernels have no quads */
        diag(w->c, i->loc, D_MSL_KERNEL_DERIVATIVES, r->hlsl);
        return;
    }
    if (i->imm == INTR_IS_HELPER_LANE && w->fn_st != ST_FRAGMENT) { /* no helpers outside pixel shaders */
        msl_def(w, i, "false");
        return;
    }
    if (r->msl.kind == TXT_HOOK || i->imm == INTR_SIGN || i->imm == INTR_QUAD_READ_ACROSS_X) {
        hook(w, i, r);
        return;
    }
    if (r->msl.kind != TXT_FN) {
        diag(w->c, i->loc, D_MSL_UNSUPPORTED_INTRINSIC, r->hlsl ? r->hlsl : "(internal)", "");
        return;
    }
    bool wave = (r->flags & INF_CONVERGENT) && i->num_args && i->imm != INTR_WAVE_ACTIVE_ANY_TRUE &&
                i->imm != INTR_WAVE_ACTIVE_ALL_TRUE;
    /* MSL's geometric functions take vectors only (MSL 2.4 spec 6.6); on a
     * scalar HLSL's length(x) is |x| and distance(a, b) is |a - b|. */
    if ((i->imm == INTR_LENGTH || i->imm == INTR_DISTANCE) && irt_is_scalar(i->args[0]->type)) {
        msl_def(w, i,
            i->imm == INTR_LENGTH ? arena_printf(w->a, "abs(%s)", msl_arg(w, i, 0))
                                  : arena_printf(w->a, "abs(%s - %s)", msl_arg(w, i, 0), msl_arg(w, i, 1)));
        return;
    }
    if (!wave) {
        call_fn(w, i, r->msl.name, NULL);
        return;
    }
    const char *a = wave_arg(w, i, r);
    if (a)
        call_fn(w, i, r->msl.name, a);
}
