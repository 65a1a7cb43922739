/* Memory forms of host-shareable types, and loads and stores through them.
 *
 * HLSL's packing (IrMember.offset, array and matrix strides, made by the
 * front end: cbuffer rules or DXC's relaxed std430) must be kept exactly,
 * and WGSL 13.4 "Memory Layout" decides where a member lands: at the next
 * multiple of its type's alignment (AlignOf) after the previous member, with
 * @size/@align as the only controls, arrays with their element's natural
 * stride (no @stride), and in the uniform address space (13.4.4) arrays and
 * structs 16-aligned, array strides multiples of 16. So:
 *
 *   a member after a gap        @size on the member before it (or a pad
 *                               field `_mN_pad`) so the next lands there;
 *   a vector at an offset that  split into scalar fields `_mN_k`, rebuilt
 *   WGSL's alignment refuses    on load (HLSL's float3 at offset 4);
 *   (vec3 at 4)
 *   an array whose stride is    elements wrapped in a struct
 *   not the element's natural   `{ @size(stride) v: T }` (a float array in a
 *   stride                      cbuffer: stride 16), or split into scalar
 *                               fields when the element's alignment does not
 *                               divide the stride (float3 at stride 12);
 *   a matrix                    HLSL rows (row_major) or columns
 *                               (column_major, the default) at matrix_stride:
 *                               rows at their natural stride are the WGSL
 *                               matRxC itself; columns at their natural stride
 *                               a matCxR read through transpose(); anything
 *                               else an array of wrapped vectors;
 *   32-bit ints of a global     atomic<T> (WGSL 6.2.8): every load and store
 *   used atomically             is atomicLoad / atomicStore;
 *   a block struct with one     that array itself: `var<storage> b: array<T>`.
 *   runtime array
 *
 * Types whose memory form differs from the value form ("special") get a
 * second struct (the value twin, wgsl_types.c) and are converted member by
 * member on whole loads and stores. */
#include <string.h>
#include "wgsl_internal.h"

static uint32_t round_up(uint32_t a, uint32_t x)
{
    return a ? (x + a - 1) / a * a : x;
}

static MemDesc *new_desc(WgslWriter *w, MdKind k, const IrType *t)
{
    MemDesc *d = ARENA_NEW(w->a, MemDesc);
    d->kind = k;
    d->t = t;
    return d;
}

/* WGSL 13.4.1 AlignOf / SizeOf of scalars and vectors. */
static void vec_layout(const IrType *t, uint32_t *align, uint32_t *size)
{
    uint32_t s = irt_scalar_of(t)->bits == 16 ? 2 : 4;
    uint32_t n = t->kind == IRT_VECTOR ? t->count : 1;
    *size = n * s;
    *align = n == 1 ? s : n == 2 ? 2 * s : 4 * s;
}

static const char *scalar_of_name(WgslWriter *w, const IrType *t)
{
    return wgsl_scalar_name(w, irt_scalar_of(t));
}

/* The desc of a value type stored as itself (locals, private, workgroup). */
static const MemDesc *plain(WgslWriter *w, const IrType *t)
{
    MemDesc *d = new_desc(w, MD_PLAIN, t);
    d->type_name = wgsl_type(w, t);
    if (irt_is_scalar(t) || t->kind == IRT_VECTOR)
        vec_layout(t, &d->align, &d->size);
    return d;
}

const MemDesc *wgsl_plain_desc(WgslWriter *w, const IrType *t)
{
    return plain(w, t);
}

static void layout_error(WgslWriter *w, const IrType *s, uint32_t i, bool uniform, const char *why)
{
    const IrMember *mb = &s->members[i];
    diag(w->c, (SrcLoc){0, 0, 0}, D_WGSL_LAYOUT, mb->name ? mb->name : "?", s->name ? s->name : "?", mb->offset,
         uniform ? "uniform" : "storage", why);
}

static const MemDesc *desc(WgslWriter *w, const IrType *t, bool atomic, bool uniform, const IrMember *mi);

/* A struct of one field of e at `stride` bytes, or of e's scalars when e's
 * alignment does not divide the stride (WGSL arrays take the element's
 * natural stride, 13.4.2). Deduplicated by element type and stride. */
static MemDesc *wrap(WgslWriter *w, const MemDesc *e, uint32_t stride, bool *ok)
{
    const char *key = wgsl_fmt(w, "%s@%u", e->type_name, stride);
    const char *ikey = intern_cstr(w->c->strs, key);
    MemDesc *d = ptrmap_get(&w->global_descs, ikey);
    if (d)
        return d;
    bool split = stride % e->align != 0;
    if (split && !(e->kind == MD_PLAIN && e->t->kind == IRT_VECTOR)) {
        *ok = false;
        return NULL;
    }
    const char *name = wgsl_name(w, wgsl_fmt(w, "Stride%u_%s", stride, e->type_name), false);
    WBuf sb = WB(w);
    wb_printf(&sb, "struct %s {\n", name);
    d = new_desc(w, split ? MD_SPLIT : MD_PLAIN, e->t);
    d->type_name = name;
    if (split) {
        uint32_t a, s;
        vec_layout(e->t->elem, &a, &s);
        static const char *const xyzw[4] = {"x", "y", "z", "w"};
        for (uint32_t k = 0; k < e->t->count; k++) {
            d->names[k] = xyzw[k];
            uint32_t sz = k + 1 == e->t->count ? stride - k * s : s;
            wb_printf(&sb, "    %s%s: %s,\n", sz != s ? wgsl_fmt(w, "@size(%u) ", sz) : "", xyzw[k],
                      scalar_of_name(w, e->t));
        }
        d->align = a;
    } else {
        wb_printf(&sb, "    @size(%u) v: %s,\n", stride, e->type_name);
        d->align = e->align;
    }
    wb_puts(&sb, "}\n\n");
    wb_append(&w->types, &sb);
    d->size = stride;
    ptrmap_put(w->a, &w->global_descs, ikey, d);
    return d;
}

/* WGSL 13.4.1 AlignOf of a laid-out type (its members' largest). */
static uint32_t natural_align(const IrType *t)
{
    uint32_t a = 4, s;
    switch (t->kind) {
    case IRT_VECTOR: vec_layout(t, &a, &s); return a;
    case IRT_MATRIX: vec_layout(t->elem, &a, &s); return a;
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY: return natural_align(t->elem);
    case IRT_STRUCT:
        for (uint32_t i = 0; i < t->num_members; i++)
            if (natural_align(t->members[i].type) > a)
                a = natural_align(t->members[i].type);
        return a;
    default: return irt_scalar_of(t)->bits == 16 ? 2 : 4;
    }
}

/* A struct an array packs tighter than WGSL would align it
 * (-fvk-use-dx-layout's float3 member: 12 bytes, WGSL's vec3 16-aligned)
 * has its vectors as scalar fields, so that it is aligned to its scalars;
 * the structs in it likewise. Marked before any desc is made: a struct
 * type has one form in the module. */
static void mark_packed(WgslWriter *w, const IrType *t, bool inside)
{
    if (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY) {
        const IrType *e = t->elem;
        bool tight = e->kind == IRT_STRUCT && t->stride &&
                     t->stride < round_up(natural_align(e), ir_layout_size(e, 0, false));
        mark_packed(w, e, inside || tight);
    } else if (t->kind == IRT_STRUCT) {
        if (inside)
            ptrmap_put(w->a, &w->packed_types, t, (void *)t);
        for (uint32_t i = 0; i < t->num_members; i++)
            mark_packed(w, t->members[i].type, inside);
    }
}

void wgsl_find_packed(WgslWriter *w)
{
    for (int g = 0; g < w->globals_list.len; g++) {
        IrGlobal *gl = w->globals_list.data[g];
        if (gl->space == IRS_STORAGE)
            mark_packed(w, gl->pointee, false);
    }
}

static const MemDesc *array_desc(WgslWriter *w, const IrType *t, bool atomic, bool uniform, const IrMember *mi)
{
    const MemDesc *e = desc(w, t->elem, atomic, uniform, mi);
    uint32_t natural = round_up(e->align, e->size);
    uint32_t stride = t->stride ? t->stride : natural;
    MemDesc *d = new_desc(w, MD_ARRAY, t);
    d->elem = e;
    d->count = t->kind == IRT_ARRAY ? t->count : 0;
    const char *ename = e->type_name;
    d->align = e->align;
    if (stride != natural || (uniform && stride % 16)) {
        bool ok = true;
        MemDesc *wr = wrap(w, e, stride, &ok);
        if (!ok || stride < e->size || (uniform && stride % 16)) {
            diag(w->c, (SrcLoc){0, 0, 0}, D_WGSL_LAYOUT, "(element)", irt_name(w->m, t), 0u,
                 uniform ? "uniform" : "storage",
                 wgsl_fmt(w, "an array stride of %u bytes cannot hold its element there", stride));
            d->type_name = "u32";
            return d;
        }
        ename = wr->type_name;
        d->align = wr->align;
        if (wr->kind == MD_SPLIT) {
            MemDesc *sp = new_desc(w, MD_SPLIT, e->t);
            memcpy(sp->names, wr->names, sizeof sp->names);
            d->elem = sp;
        } else {
            d->wrap_field = "v";
        }
        d->special = true;
    }
    d->special |= e->special;
    if (!d->special)
        d->kind = MD_PLAIN;
    if (uniform)
        d->align = round_up(16, d->align);
    d->size = d->count * stride;
    d->type_name = d->count ? wgsl_fmt(w, "array<%s, %u>", ename, d->count) : wgsl_fmt(w, "array<%s>", ename);
    return d;
}

/* HLSL rows (row_major) or columns (column_major) at matrix_stride. */
static const MemDesc *matrix_desc(WgslWriter *w, const IrType *t, bool uniform, const IrMember *mi)
{
    bool by_rows = mi && mi->row_major;
    uint32_t rows = t->count, cols = t->elem->count;
    uint32_t nvec = by_rows ? rows : cols, vn = by_rows ? cols : rows;
    const IrType *vt = irt_vector(w->m, t->elem->elem, (int)vn);
    uint32_t va, vs;
    vec_layout(vt, &va, &vs);
    uint32_t stride = mi && mi->matrix_stride ? mi->matrix_stride : round_up(va, vs);
    const char *sc = scalar_of_name(w, t);
    MemDesc *d = new_desc(w, MD_MATRIX, t);
    d->by_rows = by_rows;
    d->count = nvec;
    d->elem = plain(w, vt);
    d->align = va;
    d->size = nvec * stride;
    if (stride == round_up(va, vs)) {
        /* WGSL matNxM: N columns of vecM, contiguous at vecM's stride. */
        d->type_name = wgsl_fmt(w, "mat%ux%u<%s>", nvec, vn, sc);
        if (by_rows)
            d->kind = MD_PLAIN;
        else
            d->special = true;
        return d;
    }
    bool ok = true;
    MemDesc *wr = wrap(w, d->elem, stride, &ok);
    if (!ok) {
        diag(w->c, (SrcLoc){0, 0, 0}, D_WGSL_LAYOUT, "(matrix)", irt_name(w->m, t), 0u, uniform ? "uniform" : "storage",
             "its matrix stride cannot hold its vectors");
        d->type_name = "u32";
        return d;
    }
    d->wrap_field = wr->kind == MD_SPLIT ? NULL : "v";
    if (wr->kind == MD_SPLIT) {
        MemDesc *sp = new_desc(w, MD_SPLIT, vt);
        memcpy(sp->names, wr->names, sizeof sp->names);
        d->elem = sp;
    }
    d->align = wr->align;
    d->type_name = wgsl_fmt(w, "array<%s, %u>", wr->type_name, nvec);
    d->special = true;
    return d;
}

typedef struct Field {
    const char *name, *type;
    uint32_t offset, size, align, size_attr;
} Field;

/* Places the members of a struct at their IR offsets (see the header). */
static const MemDesc *struct_desc(WgslWriter *w, const IrType *t, bool atomic, bool uniform)
{
    MemDesc *d = new_desc(w, MD_STRUCT, t);
    d->members = ARENA_ARRAY(w->a, const MemDesc *, t->num_members + 1);
    d->fields = ARENA_ARRAY(w->a, const char *, t->num_members + 1);
    bool packed = ptrmap_get(&w->packed_types, t) != NULL;
    ptrmap_put(w->a, &w->mem_descs[atomic], t, d); /* before members: no recursion in HLSL types */
    VEC(Field) fs = {0};
    uint32_t cur = 0, maxal = 1;
    bool special = false;
    for (uint32_t i = 0; i < t->num_members; i++) {
        const IrMember *mb = &t->members[i];
        const MemDesc *md = desc(w, mb->type, atomic, uniform, mb);
        d->members[i] = md;
        d->fields[i] = wgsl_field(w, t, i);
        special |= md->special;
        uint32_t al = md->align, off = t->explicit_layout ? mb->offset : round_up(al, cur);
        bool aggregate = uniform && (mb->type->kind == IRT_STRUCT || mb->type->kind == IRT_ARRAY);
        if (aggregate)
            al = round_up(16, al);
        Field parts[4];
        int np = 0;
        bool split = packed && md->kind == MD_PLAIN && mb->type->kind == IRT_VECTOR;
        if (off % al == 0 && !split) {
            parts[np++] = (Field){d->fields[i], md->type_name, off, md->size, al, 0};
        } else if (md->kind == MD_PLAIN && mb->type->kind == IRT_VECTOR) {
            MemDesc *sp = new_desc(w, MD_SPLIT, mb->type);
            uint32_t sa, ss;
            vec_layout(mb->type->elem, &sa, &ss);
            if (off % sa) {
                layout_error(w, t, i, uniform, "its offset is not a multiple of its scalar size");
                continue;
            }
            for (uint32_t k = 0; k < mb->type->count; k++) {
                sp->names[k] = wgsl_fmt(w, "_m%u_%u", i, k);
                parts[np++] = (Field){sp->names[k], scalar_of_name(w, mb->type), off + k * ss, ss, sa, 0};
            }
            d->members[i] = sp;
            special = true;
        } else {
            layout_error(w, t, i, uniform,
                         wgsl_fmt(w, "its offset is not a multiple of its WGSL alignment %u", al));
            continue;
        }
        for (int k = 0; k < np; k++) {
            Field f = parts[k];
            if (f.offset < cur) {
                layout_error(w, t, i, uniform, "it overlaps the member before it");
                break;
            }
            /* WGSL places a member at its type's own AlignOf; uniform's
             * 16 for arrays and structs (13.4.4) is a constraint, not a
             * placement: an aggregate after a gap needs the explicit size. */
            if (round_up(f.align, cur) != f.offset || (aggregate && cur != f.offset)) {
                if (fs.len)
                    vec_last(&fs).size_attr = f.offset - vec_last(&fs).offset;
                else
                    vec_push(w->a, &fs, ((Field){wgsl_fmt(w, "_m%u_pad", i), "u32", 0, 4, 4, f.offset}));
            }
            vec_push(w->a, &fs, f);
            cur = f.offset + f.size;
            maxal = f.align > maxal ? f.align : maxal;
        }
        /* WGSL 13.4.4: in uniform memory a struct member takes at least
         * roundUp(16, its size) bytes before the next member. */
        if (uniform && mb->type->kind == IRT_STRUCT && i + 1 < t->num_members &&
            t->members[i + 1].offset - off < round_up(16, md->size))
            layout_error(w, t, i + 1, uniform, "it follows a struct within 16-byte-rounded size of it");
    }
    d->special = special;
    d->align = uniform ? round_up(16, maxal) : maxal;
    d->size = round_up(maxal, cur);
    if (!special && !atomic)
        d->kind = MD_PLAIN;
    d->type_name = wgsl_name(w, wgsl_fmt(w, "%s%s", t->name ? t->name : "S",
                                             packed ? "_packed" : special ? "_mem" : ""), false);
    WBuf sb = WB(w);
    wb_printf(&sb, "struct %s {\n", d->type_name);
    for (int k = 0; k < fs.len; k++) {
        Field *f = &fs.data[k];
        wb_printf(&sb, "    %s%s: %s,\n", f->size_attr ? wgsl_fmt(w, "@size(%u) ", f->size_attr) : "", f->name,
                  f->type);
    }
    wb_puts(&sb, "}\n\n");
    wb_append(&w->types, &sb);
    return d;
}

static const MemDesc *desc(WgslWriter *w, const IrType *t, bool atomic, bool uniform, const IrMember *mi)
{
    MemDesc *d;
    switch (t->kind) {
    case IRT_INT:
        if (atomic && t->bits == 32) {
            d = new_desc(w, MD_ATOMIC, t);
            d->type_name = t->is_signed ? "atomic<i32>" : "atomic<u32>";
            d->align = d->size = 4;
            d->special = true;
            return d;
        }
        /* fall through */
    case IRT_BOOL:
    case IRT_FLOAT:
    case IRT_VECTOR:
        d = (MemDesc *)plain(w, t);
        vec_layout(t, &d->align, &d->size);
        return d;
    case IRT_MATRIX:
        if (irt_scalar_of(t)->kind != IRT_FLOAT)
            break;
        return matrix_desc(w, t, uniform, mi);
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY: return array_desc(w, t, atomic, uniform, mi);
    case IRT_STRUCT: {
        const MemDesc *c = ptrmap_get(&w->mem_descs[atomic], t);
        if (c)
            return c;
        if (t->block && t->num_members == 1 && t->members[0].type->kind == IRT_RUNTIME_ARRAY) {
            d = new_desc(w, MD_BLOCK, t);
            d->elem = desc(w, t->members[0].type, atomic, uniform, &t->members[0]);
            d->type_name = d->elem->type_name;
            d->special = true;
            ptrmap_put(w->a, &w->mem_descs[atomic], t, d);
            return d;
        }
        return struct_desc(w, t, atomic, uniform);
    }
    default: break;
    }
    ice(w->c, "wgsl: %s in host-shareable memory", irt_name(w->m, t));
}

const MemDesc *wgsl_mem_desc(WgslWriter *w, const IrType *t, bool atomic, bool uniform)
{
    return desc(w, t, atomic, uniform, NULL);
}

const MemDesc *wgsl_global_desc(WgslWriter *w, IrGlobal *g)
{
    const MemDesc *d = ptrmap_get(&w->global_descs, g);
    if (d)
        return d;
    bool shared = g->space == IRS_STORAGE || g->space == IRS_UNIFORM;
    if (shared || g->used_atomically)
        d = desc(w, g->pointee, g->used_atomically, g->space == IRS_UNIFORM, NULL);
    else
        d = plain(w, g->pointee);
    ptrmap_put(w->a, &w->global_descs, g, (void *)d);
    return d;
}

/* ---------------------------------------------------------------- references */

static WRef mk(const char *e, const MemDesc *d, bool value_only)
{
    return (WRef){e, d, value_only, NULL};
}

static int64_t const_index(WgslWriter *w, IrValue *v)
{
    if (!v || v->vkind != IRV_CONST)
        return -1;
    return (int64_t)((IrConst *)v)->u;
}

/* Element i (an expression) of an array or matrix stored as vectors. */
static WRef elem_ref(WgslWriter *w, WRef r, const char *i)
{
    const MemDesc *d = r.d;
    const char *e = wgsl_tmp(w, "%s[%s]", r.expr, i);
    if (d->elem->kind == MD_SPLIT)
        return mk(e, d->elem, r.value_only);
    if (d->wrap_field)
        e = wgsl_tmp(w, "%s.%s", e, d->wrap_field);
    return mk(e, d->elem, r.value_only);
}

/* Component i (r.row) of column c of a column-major matrix. */
static WRef row_part(WgslWriter *w, WRef r, const char *c)
{
    WRef col = elem_ref(w, (WRef){r.expr, r.d, false, NULL}, c);
    if (col.d->kind == MD_SPLIT)
        return mk(wgsl_tmp(w, "%s(%s)[%s]", wgsl_type(w, col.d->t), wgsl_load(w, col), r.row), plain(w, col.d->t->elem),
                  true);
    return mk(wgsl_tmp(w, "%s[%s]", col.expr, r.row), plain(w, col.d->t->elem), false);
}

WRef wgsl_ref_index(WgslWriter *w, WRef r, const IrType *unused, IrValue *index)
{
    (void)unused;
    const MemDesc *d = r.d;
    const IrType *t = d->t;
    int64_t k = const_index(w, index);
    if (r.row) /* element j of row i of a column-major matrix: column j, component i */
        return row_part(w, r, wgsl_value(w, index));
    if (d->kind == MD_BLOCK)
        return mk(r.expr, d->elem, r.value_only);
    if (d->kind == MD_PLAIN || r.value_only) {
        const IrType *sub = t->kind == IRT_STRUCT ? t->members[k].type : t->elem;
        if (t->kind == IRT_STRUCT)
            return mk(wgsl_tmp(w, "%s.%s", r.expr, wgsl_field(w, t, (uint32_t)k)), plain(w, sub), r.value_only);
        return mk(wgsl_tmp(w, "%s[%s]", r.expr, wgsl_value(w, index)), plain(w, sub), r.value_only);
    }
    switch (d->kind) {
    case MD_STRUCT: {
        const MemDesc *md = d->members[k];
        if (md->kind == MD_SPLIT)
            return mk(r.expr, md, false);
        return mk(wgsl_tmp(w, "%s.%s", r.expr, d->fields[k]), md, false);
    }
    case MD_ARRAY: return elem_ref(w, r, wgsl_value(w, index));
    case MD_SPLIT:
        if (k >= 0)
            return mk(wgsl_tmp(w, "%s.%s", r.expr, d->names[k]), plain(w, t->elem), false);
        return mk(wgsl_tmp(w, "%s[%s]", wgsl_load(w, r), wgsl_value(w, index)), plain(w, t->elem), true);
    case MD_MATRIX:
        if (d->by_rows)
            return elem_ref(w, r, wgsl_value(w, index));
        /* Row i of a column-major matrix is component i of every column. */
        r.row = wgsl_value(w, index);
        return r;
    default: break;
    }
    ice(w->c, "wgsl: cannot index a %s stored as kind %d", irt_name(w->m, t), d->kind);
}

const char *wgsl_load(WgslWriter *w, WRef r)
{
    const MemDesc *d = r.d;
    WBuf sb = WB_FN(w);
    if (r.row) {
        wb_printf(&sb, "%s(", wgsl_type(w, d->t->elem));
        for (uint32_t c = 0; c < d->count; c++)
            wb_printf(&sb, "%s%s", c ? ", " : "", row_part(w, r, wgsl_tmp(w, "%u", c)).expr);
        wb_putc(&sb, ')');
        const char *s = sb.data;
        return s;
    }
    if (r.value_only || d->kind == MD_PLAIN)
        return r.expr;
    switch (d->kind) {
    case MD_ATOMIC: return wgsl_tmp(w, "atomicLoad(&%s)", r.expr);
    case MD_SPLIT:
        wb_printf(&sb, "%s(", wgsl_type(w, d->t));
        for (uint32_t k = 0; k < d->t->count; k++)
            wb_printf(&sb, "%s%s.%s", k ? ", " : "", r.expr, d->names[k]);
        break;
    case MD_ARRAY:
    case MD_MATRIX: {
        if (d->kind == MD_MATRIX && !d->by_rows && !d->wrap_field && d->elem->kind != MD_SPLIT)
            return wgsl_tmp(w, "transpose(%s)", r.expr);
        if (!d->count)
            ice(w->c, "wgsl: load of a whole runtime array");
        bool cols = d->kind == MD_MATRIX && !d->by_rows;
        if (cols)
            wb_printf(&sb, "transpose(mat%ux%u<%s>(", d->count, d->elem->t->count, scalar_of_name(w, d->t));
        else
            wb_printf(&sb, "%s(", wgsl_type(w, d->t));
        for (uint32_t i = 0; i < d->count; i++)
            wb_printf(&sb, "%s%s", i ? ", " : "", wgsl_load(w, elem_ref(w, r, wgsl_tmp(w, "%u", i))));
        if (cols)
            wb_putc(&sb, ')');
        break;
    }
    case MD_STRUCT:
        wb_printf(&sb, "%s(", wgsl_type(w, d->t));
        for (uint32_t k = 0; k < d->t->num_members; k++) {
            WRef m = d->members[k]->kind == MD_SPLIT ? mk(r.expr, d->members[k], false)
                                                     : mk(wgsl_tmp(w, "%s.%s", r.expr, d->fields[k]), d->members[k], false);
            wb_printf(&sb, "%s%s", k ? ", " : "", wgsl_load(w, m));
        }
        break;
    default: ice(w->c, "wgsl: load of a block");
    }
    wb_putc(&sb, ')');
    const char *s = sb.data;
    return s;
}

void wgsl_store(WgslWriter *w, WRef r, const char *v)
{
    const MemDesc *d = r.d;
    if (r.row) {
        for (uint32_t c = 0; c < d->count; c++)
            wgsl_store(w, row_part(w, r, wgsl_tmp(w, "%u", c)), wgsl_tmp(w, "%s[%u]", v, c));
        return;
    }
    if (r.value_only) {
        diag(w->c, (SrcLoc){0, 0, 0}, D_WGSL_UNSUPPORTED_OP, "store to a component of a split vector",
             irt_name(w->m, d->t));
        return;
    }
    switch (d->kind) {
    case MD_PLAIN: wgsl_line(w, "%s = %s;", r.expr, v); return;
    case MD_ATOMIC: wgsl_line(w, "atomicStore(&%s, %s);", r.expr, v); return;
    case MD_SPLIT:
        for (uint32_t k = 0; k < d->t->count; k++)
            wgsl_line(w, "%s.%s = %s[%u];", r.expr, d->names[k], v, k);
        return;
    case MD_ARRAY:
    case MD_MATRIX: {
        if (d->kind == MD_MATRIX && !d->by_rows) {
            v = wgsl_tmp(w, "transpose(%s)", v);
            if (!d->wrap_field && d->elem->kind != MD_SPLIT) {
                wgsl_line(w, "%s = %s;", r.expr, v);
                return;
            }
        }
        if (!d->count)
            ice(w->c, "wgsl: store of a whole runtime array");
        for (uint32_t i = 0; i < d->count; i++)
            wgsl_store(w, elem_ref(w, r, wgsl_tmp(w, "%u", i)), wgsl_tmp(w, "%s[%u]", v, i));
        return;
    }
    case MD_STRUCT:
        for (uint32_t k = 0; k < d->t->num_members; k++) {
            WRef m = d->members[k]->kind == MD_SPLIT ? mk(r.expr, d->members[k], false)
                                                     : mk(wgsl_tmp(w, "%s.%s", r.expr, d->fields[k]), d->members[k], false);
            wgsl_store(w, m, wgsl_tmp(w, "%s.%s", v, wgsl_field(w, d->t, k)));
        }
        return;
    default: ice(w->c, "wgsl: store of a block");
    }
}
