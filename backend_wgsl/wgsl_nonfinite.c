/* NaN and infinity in WGSL.
 *
 * WGSL has no literal for them, and a const-expression that evaluates to one
 * is a shader-creation error (WGSL 14.2 "Floating Point Evaluation": a
 * const-expression overflow or NaN is an error; Tint: "value nan cannot be
 * represented as 'f32'"), a bitcast of a constant included. So the bits go in
 * a module-scope var<private>, which is no const-expression where it is read,
 * and are bitcast at the use: HLSL's asfloat(0x7f800000) keeps its meaning
 * and its exact bits. A module-scope initializer must itself be a
 * const-expression, so a non-finite value there is a diagnostic. */
#include <math.h>
#include <string.h>
#include "wgsl_internal.h"

/* The name of a var<private> of type `type` holding `init`, one per value. */
static const char *opaque(WgslWriter *w, const char *type, const char *init)
{
    const char *key = intern_cstr(w->c->strs, wgsl_fmt(w, "%s=%s", type, init));
    const char *name = ptrmap_get(&w->opaque_names, key);
    if (name)
        return name;
    name = wgsl_name(w, "nonfinite_bits", false);
    wb_printf(&w->opaque, "var<private> %s: %s = %s;\n", name, type, init);
    ptrmap_put(w->a, &w->opaque_names, key, (void *)name);
    return name;
}

static bool in_const_context(WgslWriter *w)
{
    if (!w->const_init)
        return false;
    SrcLoc at = w->const_init->decl_loc.line ? w->const_init->decl_loc : w->const_init->loc;
    if (!w->said_const_nonfinite)
        diag(w->c, at, D_WGSL_NONFINITE_INIT,
             w->const_init->v.name ? w->const_init->v.name : "?");
    w->said_const_nonfinite = true;
    return true;
}

const char *wgsl_nonfinite_lit(WgslWriter *w, const IrType *s, double f)
{
    if (s->bits == 16) {
        uint32_t h = (signbit(f) ? 0x8000u : 0) | (isnan(f) ? 0x7e00u : 0x7c00u);
        if (in_const_context(w))
            return "0.0h";
        return wgsl_fmt(w, "bitcast<vec2<f16>>(%s).x", opaque(w, "u32", wgsl_fmt(w, "%uu", h)));
    }
    float ff = (float)f;
    uint32_t bits;
    memcpy(&bits, &ff, 4);
    if (in_const_context(w))
        return "0.0f";
    return wgsl_fmt(w, "bitcast<f32>(%s)", opaque(w, "u32", wgsl_fmt(w, "%uu", bits)));
}

/* Whether lane bits b of a float of `bits` width are NaN or infinity. */
static bool nonfinite_bits(uint64_t b, int bits)
{
    return bits == 16 ? (b & 0x7c00u) == 0x7c00u : (b & 0x7f800000u) == 0x7f800000u;
}

const char *wgsl_bitcast_operand(WgslWriter *w, IrValue *v, const IrType *to)
{
    const IrType *fe = irt_is_scalar(to) ? to : to->elem;
    if (v->vkind != IRV_CONST || fe->kind != IRT_FLOAT)
        return NULL;
    IrConst *k = (IrConst *)v;
    const IrType *t = v->type;
    uint32_t n = irt_is_scalar(t) ? 1 : t->count;
    bool bad = false;
    for (uint32_t i = 0; i < n && !bad; i++) {
        IrConst *p = n == 1 ? k : ir_const_part(w->m, k, i);
        uint64_t u = p->is_null ? 0 : p->u;
        int lanes = (irt_is_scalar(t) ? t->bits : t->elem->bits) / fe->bits;
        for (int l = 0; l < lanes; l++)
            bad |= nonfinite_bits(u >> (l * fe->bits), fe->bits);
    }
    if (!bad || in_const_context(w))
        return NULL;
    return opaque(w, wgsl_type(w, t), wgsl_const(w, k));
}
