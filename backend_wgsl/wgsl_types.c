/* Value types, struct declarations and literals.
 *
 * Matrices: an IR matrix of R rows of vecC (HLSL's row view) is the WGSL
 * matRxC<f32>: R "columns" of vecC (WGSL 6.2.7: matCxR has C columns of
 * R-vectors, and m[i] is column i). WGSL's columns are HLSL's rows, the same
 * trick as the SPIR-V backend's, so m[i] is HLSL row i; wgsl_expr.c swaps
 * the operands of products accordingly. WGSL matrices hold floats only:
 * int and bool matrices are arrays of their row vectors (as in SPIR-V). */
#include <math.h>
#include <string.h>
#include "wgsl_internal.h"

void wgsl_use_f16(WgslWriter *w)
{
    w->info.f16 = true;
}

/* A byte-address buffer with a 64-bit view (lower_bab64.c) is the target of
 * SM 6.6 64-bit atomics: said once, at the buffer's declaration. */
bool wgsl_check_bab_atomic64(WgslWriter *w)
{
    int before = w->c->errors;
    for (int g = 0; g < w->m->globals.len; g++) {
        IrGlobal *gl = w->m->globals.data[g];
        if (gl->aliased && !gl->alias_of)
            diag(w->c, gl->decl_loc, D_WGSL_BAB_ATOMIC64, gl->v.name ? gl->v.name : "?");
    }
    return w->c->errors == before;
}

/* WGSL has no 64-bit types and no 16-bit integers (WGSL 6.2.1-6.2.6). One
 * diagnostic per kind and module, at the first place that needs it. */
bool wgsl_check_type(WgslWriter *w, const IrType *t, SrcLoc loc)
{
    switch (t->kind) {
    case IRT_INT:
        if (t->bits == 64) {
            if (!w->said_64bit)
                diag(w->c, loc, D_WGSL_64BIT, irt_name(w->m, t));
            w->said_64bit = true;
            return false;
        }
        if (t->bits == 16) {
            if (!w->said_int16)
                diag(w->c, loc, D_WGSL_INT16, irt_name(w->m, t));
            w->said_int16 = true;
            return false;
        }
        return true;
    case IRT_FLOAT:
        if (t->bits == 64) {
            if (!w->said_64bit)
                diag(w->c, loc, D_WGSL_64BIT, irt_name(w->m, t));
            w->said_64bit = true;
            return false;
        }
        if (t->bits == 16)
            wgsl_use_f16(w);
        return true;
    case IRT_VECTOR:
    case IRT_MATRIX:
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY:
    case IRT_POINTER: return wgsl_check_type(w, t->elem, loc);
    case IRT_STRUCT:
        if (!t->num_members && t->explicit_layout) {
            /* WGSL 6.2.10: a structure has at least one member; HLSL's
             * `struct E {};` (an empty base, a tag) has none. A value gets
             * a member never read (struct_type); in a buffer that member
             * would move what follows off its HLSL offset (size 0 there). */
            if (!w->said_empty_struct)
                diag(w->c, loc, D_WGSL_EMPTY_STRUCT, t->name ? t->name : "(anonymous)");
            w->said_empty_struct = true;
            return false;
        }
        for (uint32_t i = 0; i < t->num_members; i++)
            if (!wgsl_check_type(w, t->members[i].type, loc))
                return false;
        return true;
    default: return true;
    }
}

const char *wgsl_scalar_name(WgslWriter *w, const IrType *s)
{
    switch (s->kind) {
    case IRT_BOOL: return "bool";
    case IRT_INT: wgsl_check_type(w, s, (SrcLoc){0, 0, 0}); return s->is_signed ? "i32" : "u32";
    case IRT_FLOAT:
        wgsl_check_type(w, s, (SrcLoc){0, 0, 0});
        return s->bits == 16 ? "f16" : "f32";
    default: ice(w->c, "wgsl: %s is not a scalar", irt_name(w->m, s));
    }
}

/* A struct's value form: members in their value types, no layout. Laid-out
 * structs whose memory form is already a value type share it. */
static const char *struct_type(WgslWriter *w, const IrType *t)
{
    const char *name = ptrmap_get(&w->type_names, t);
    if (name)
        return name;
    if (t->explicit_layout) {
        const MemDesc *d = wgsl_mem_desc(w, t, false, false);
        if (!d->special) {
            ptrmap_put(w->a, &w->type_names, t, (void *)d->type_name);
            return d->type_name;
        }
    }
    name = wgsl_name(w, t->name ? t->name : "S", false);
    ptrmap_put(w->a, &w->type_names, t, (void *)name);
    WBuf sb = WB(w);
    wb_printf(&sb, "struct %s {\n", name);
    /* The entry's outputs (ir_lower_outputs_to_return): each member with
     * its builtin or location. */
    IrFunction *entry = w->entry;
    for (int e = 0; e < w->num_entries; e++)
        if (w->entries[e]->ret == t && w->entries[e]->outputs)
            w->entry = w->entries[e];
    bool io = t == w->entry->ret && w->entry->outputs;
    for (uint32_t i = 0; i < t->num_members; i++)
        wb_printf(&sb, "    %s%s: %s,\n", io ? wgsl_io_attrs(w, w->entry->outputs[i]) : "", wgsl_field(w, t, i),
                  wgsl_type(w, t->members[i].type));
    if (!t->num_members) /* a struct of methods only: WGSL wants a member (never read) */
        wb_puts(&sb, "    unused: u32,\n");
    w->entry = entry;
    wb_puts(&sb, "}\n\n");
    wb_append(&w->types, &sb);
    return name;
}

static const char *type_text(WgslWriter *w, const IrType *t);

/* Each type's spelling is made once per module: types are interned, and
 * the same few are spelled at nearly every instruction. */
const char *wgsl_type(WgslWriter *w, const IrType *t)
{
    const char *s = ptrmap_get(&w->type_text, t);
    if (!s) {
        s = type_text(w, t);
        ptrmap_put(w->a, &w->type_text, t, (void *)s);
    }
    return s;
}

static const char *type_text(WgslWriter *w, const IrType *t)
{
    switch (t->kind) {
    case IRT_VOID: return "void";
    case IRT_BOOL:
    case IRT_INT:
    case IRT_FLOAT: return wgsl_scalar_name(w, t);
    case IRT_VECTOR: return wgsl_fmt(w, "vec%u<%s>", t->count, wgsl_scalar_name(w, t->elem));
    case IRT_MATRIX:
        if (irt_scalar_of(t)->kind == IRT_FLOAT)
            return wgsl_fmt(w, "mat%ux%u<%s>", t->count, t->elem->count, wgsl_scalar_name(w, t->elem->elem));
        return wgsl_fmt(w, "array<%s, %u>", wgsl_type(w, t->elem), t->count);
    case IRT_ARRAY:
        if (t->spec_count) /* an override (wgsl_vk.c checks where) */
            return wgsl_fmt(w, "array<%s, %s>", wgsl_type(w, t->elem),
                                (const char *)ptrmap_get(&w->global_names, t->spec_count));
        return wgsl_fmt(w, "array<%s, %u>", wgsl_type(w, t->elem), t->count);
    case IRT_RUNTIME_ARRAY: return wgsl_fmt(w, "array<%s>", wgsl_type(w, t->elem));
    case IRT_STRUCT: return struct_type(w, t);
    case IRT_POINTER: return wgsl_fmt(w, "ptr<function, %s>", wgsl_type(w, t->elem));
    case IRT_FUNCTION:
    case IRT_IMAGE:
    case IRT_SAMPLER: break;
    case IRT_SPIRV: break; /* ir_lift_spirv reports inline SPIR-V types */
    case IRT_ACCEL_STRUCT:
    case IRT_RAY_QUERY: break; /* inline ray tracing: reported first (wgsl_vk.c) */
    }
    ice(w->c, "wgsl: no WGSL type for %s", irt_name(w->m, t));
}

/* Field names live in the struct's own scope (WGSL 6.2.10): a member keeps
 * its source name unless that is no valid identifier there, or looks like
 * our own `_mN`; then it is `_mN`. HLSL member names are unique. */
const char *wgsl_field(WgslWriter *w, const IrType *s, uint32_t i)
{
    const char *f = s->members[i].name;
    bool ok = f && *f && !wgsl_is_reserved(f) && !(f[0] == '_' && (!f[1] || f[1] == '_')) &&
              !(f[0] == '_' && f[1] == 'm' && f[2] >= '0' && f[2] <= '9');
    return ok ? f : wgsl_fmt(w, "_m%u", i);
}

/* ---------------------------------------------------------------- literals */

/* printf's "%.<digits>g" of f, then suffix. Where f is N / 10^k for an
 * integer N of at most `digits` digits and 1e-4 <= |f| (most literals
 * written in a shader: 1, 0.5, 16, 0.0625), %g prints N's digits with the
 * point k places from the right, which is done here; the rest through
 * printf. f * 10^k is within half an ulp of N when it rounds to N, so N is
 * what %g rounds f to. */
static const char *float_lit(WgslWriter *w, double f, int digits, char suffix)
{
    double a = fabs(f), limit = digits == 9 ? 1e9 : 1e5, scale = 1;
    if (a == 0 || (a >= 1e-4 && a < limit)) {
        for (int k = 0; k < digits; k++, scale *= 10) {
            double n = a * scale;
            if (n >= limit)
                break;
            if (n != floor(n))
                continue;
            char buf[32], *end = buf + sizeof buf, *d = end;
            *--d = 0;
            *--d = suffix;
            uint64_t u = (uint64_t)n;
            for (; k && u % 10 == 0; k--) /* a double may be integral first at a larger k */
                u /= 10;
            for (int i = 0; i < k; i++, u /= 10)
                *--d = (char)('0' + u % 10);
            if (k)
                *--d = '.';
            do
                *--d = (char)('0' + u % 10);
            while (u /= 10);
            if (signbit(f))
                *--d = '-';
            size_t len = (size_t)(end - d);
            char *s = arena_alloc_raw(w->a, len);
            memcpy(s, d, len);
            return s;
        }
    }
    return digits == 9 ? wgsl_fmt(w, "%.9g%c", f, suffix) : wgsl_fmt(w, "%.5g%c", f, suffix);
}

/* WGSL 5.x "Literals": i32 `5i`, u32 `5u`, f32 `1.5f`, f16 `1.5h`. The most
 * negative i32 is not a literal (its magnitude is out of range), and
 * non-finite floats have no literal at all: both are built from bits (the
 * latter read from a var<private>: wgsl_nonfinite.c). */
const char *wgsl_lit(WgslWriter *w, const IrType *s, uint64_t u, double f)
{
    switch (s->kind) {
    case IRT_BOOL: return u ? "true" : "false";
    case IRT_INT:
        if (!s->is_signed)
            return wgsl_fmt(w, "%uu", (uint32_t)u);
        if ((int32_t)u == INT32_MIN)
            return "i32(-2147483648)";
        return wgsl_fmt(w, "%di", (int32_t)u);
    case IRT_FLOAT:
        if (s->bits == 16) {
            wgsl_use_f16(w);
            if (!isfinite(f))
                return wgsl_nonfinite_lit(w, s, f);
            return float_lit(w, f, 5, 'h');
        }
        if (!isfinite(f))
            return wgsl_nonfinite_lit(w, s, f);
        return float_lit(w, f, 9, 'f');
    default: ice(w->c, "wgsl: literal of %s", irt_name(w->m, s));
    }
}

const char *wgsl_zero(WgslWriter *w, const IrType *t)
{
    return wgsl_fmt(w, "%s()", wgsl_type(w, t));
}

static const char *const_text(WgslWriter *w, IrConst *k);

/* A constant's text is made once per module (constants are interned),
 * but not in a module-scope initializer: there a NaN or an infinity is
 * spelled otherwise (wgsl_nonfinite.c). */
const char *wgsl_const(WgslWriter *w, IrConst *k)
{
    if (w->const_init)
        return const_text(w, k);
    const char *s = ptrmap_get(&w->const_text, k);
    if (!s) {
        s = const_text(w, k);
        ptrmap_put(w->a, &w->const_text, k, (void *)s);
    }
    return s;
}

static const char *const_text(WgslWriter *w, IrConst *k)
{
    const IrType *t = k->v.type;
    if (irt_is_scalar(t))
        return wgsl_lit(w, t, k->is_null ? 0 : k->u, k->is_null ? 0.0 : k->f);
    if (k->is_null)
        return wgsl_zero(w, t);
    uint32_t n = t->kind == IRT_STRUCT ? t->num_members : t->count;
    /* A vector of one repeated value is the splat constructor. */
    bool splat = t->kind == IRT_VECTOR && n > 1;
    for (uint32_t i = 1; splat && i < n; i++)
        splat = ir_const_part(w->m, k, i) == ir_const_part(w->m, k, 0);
    WBuf sb = WB(w);
    wb_printf(&sb, "%s(", wgsl_type(w, t));
    for (uint32_t i = 0; i < (splat ? 1 : n); i++)
        wb_printf(&sb, "%s%s", i ? ", " : "", wgsl_const(w, ir_const_part(w->m, k, i)));
    wb_putc(&sb, ')');
    const char *r = sb.data;
    return r;
}
