/* Types: MSL names, declarators, and structs laid out exactly as HLSL laid
 * them out (IrMember.offset, array strides, matrix strides).
 *
 * MSL sizes and alignments (MSL 2.4 spec 2.2 table 2.2, 2.3 table 2.3):
 * a 2-vector is 2 scalars in size and alignment, 3- and 4-vectors 4
 * scalars; packed_ vectors (2.2.3) are n scalars, aligned to the scalar;
 * a matrix is its columns (each a vector as above). So a member goes where
 * HLSL put it when its offset is a multiple of its MSL alignment; a vector
 * that is not, or a 3-vector that HLSL gave fewer than 16 bytes, becomes
 * packed_; gaps become `char _padN[n]` members.
 *
 * Matrices (IR: R rows of C-vectors, HLSL's view) are MSL floatRxC: R
 * "columns" of C-vectors, so MSL's m[i] is HLSL's row i (the choice DXC
 * makes for SPIR-V). In buffers (msl_mat_mode): HLSL row_major storage is
 * rows, so floatRxC when the matrix stride is a C-vector's MSL size;
 * column_major (HLSL's default) stores columns, so floatCxR, transposed on
 * load; any other stride (2-component vectors in 16-byte cbuffer slots) is
 * an array of 4-vectors, rebuilt on load. */
#include <string.h>
#include "msl_internal.h"

const char *msl_scalar_name(const IrType *s)
{
    switch (s->kind) {
    case IRT_BOOL: return "bool";
    case IRT_INT:
        if (s->bits == 16)
            return s->is_signed ? "short" : "ushort";
        if (s->bits == 64)
            return s->is_signed ? "long" : "ulong"; /* MSL 2.3+, spec 2.1 */
        if (s->bits == 8)
            return s->is_signed ? "char" : "uchar";
        return s->is_signed ? "int" : "uint";
    case IRT_FLOAT: return s->bits == 16 ? "half" : "float";
    default: return "void";
    }
}

static uint32_t scalar_size(const IrType *s)
{
    return s->kind == IRT_BOOL ? 1 : s->bits / 8;
}

uint32_t msl_size(const IrType *t)
{
    switch (t->kind) {
    case IRT_BOOL:
    case IRT_INT:
    case IRT_FLOAT: return scalar_size(t);
    case IRT_VECTOR: return scalar_size(t->elem) * (t->count == 3 ? 4 : t->count);
    case IRT_MATRIX: return t->count * msl_size(t->elem);
    case IRT_ARRAY: return t->count * msl_size(t->elem);
    default: return 0;
    }
}

uint32_t msl_align(const IrType *t)
{
    switch (t->kind) {
    case IRT_VECTOR:
    case IRT_BOOL:
    case IRT_INT:
    case IRT_FLOAT: return msl_size(t);
    case IRT_MATRIX:
    case IRT_ARRAY: return msl_align(t->elem);
    default: return 1;
    }
}

MslMatMode msl_mat_mode(const IrType *mt, uint32_t stride, bool row_major, uint8_t *vec)
{
    const IrType *s = irt_scalar_of(mt);
    uint32_t rows = mt->count, cols = mt->elem->count, b = scalar_size(s);
    uint32_t stored = row_major ? cols : rows; /* components of each stored vector */
    uint32_t natural = b * (stored == 3 ? 4 : stored);
    *vec = (uint8_t)stored;
    if (stride == 0 || stride == natural)
        return row_major ? MAT_NATURAL : MAT_TRANSPOSED;
    *vec = (uint8_t)(stride / b);
    return row_major ? MAT_ROWS : MAT_COLS;
}

bool msl_array_widened(const IrType *arr)
{
    const IrType *e = arr->elem;
    if (!arr->stride || !(irt_is_scalar(e) || (e->kind == IRT_VECTOR && e->count <= 2)))
        return false;
    return arr->stride == 4 * scalar_size(irt_scalar_of(e)) && arr->stride != msl_size(e);
}

bool msl_array_packed(const IrType *arr)
{
    const IrType *e = arr->elem;
    return arr->stride && e->kind == IRT_VECTOR && e->count == 3 && arr->stride == 3 * scalar_size(e->elem);
}

const char *msl_widen_swizzle(const IrType *elem)
{
    return elem->kind == IRT_VECTOR ? ".xy" : ".x";
}

/* A byte-address buffer with a 64-bit view (lower_bab64.c) is the target of
 * SM 6.6 64-bit atomics: said once, at the buffer's declaration. */
bool msl_check_bab_atomic64(MslWriter *w)
{
    int before = w->c->errors;
    for (int g = 0; g < w->m->globals.len; g++) {
        IrGlobal *gl = w->m->globals.data[g];
        if (gl->aliased && !gl->alias_of)
            diag(w->c, gl->decl_loc, D_MSL_BAB_ATOMIC64, gl->v.name ? gl->v.name : "?");
    }
    return w->c->errors == before;
}

static bool check_type(MslWriter *w, const IrType *t, SrcLoc loc, const char *what);

/* A type found fine once is fine at every use (nothing to report): only
 * that is remembered, so every report is made exactly as before. */
bool msl_check_type(MslWriter *w, const IrType *t, SrcLoc loc, const char *what)
{
    if (t->id < w->ntypes && w->type_ok[t->id])
        return true;
    bool ok = check_type(w, t, loc, what);
    if (ok && t->id < w->ntypes)
        w->type_ok[t->id] = 1;
    return ok;
}

static bool check_type(MslWriter *w, const IrType *t, SrcLoc loc, const char *what)
{
    while (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY || t->kind == IRT_POINTER) {
        if (t->spec_count) {
            /* MSL 5.8.1: a function constant is no constant expression
             * (it is set when the pipeline state is made), and C++ array
             * bounds must be. */
            diag(w->c, loc, D_MSL_SPEC_ARRAY, what, t->spec_count->v.name ? t->spec_count->v.name : "?");
            return false;
        }
        t = t->elem;
    }
    if (t->kind == IRT_STRUCT) {
        for (uint32_t k = 0; k < t->num_members; k++)
            if (!msl_check_type(w, t->members[k].type, loc, what))
                return false;
        return true;
    }
    const IrType *s = (t->kind == IRT_VECTOR || t->kind == IRT_MATRIX || irt_is_scalar(t)) ? irt_scalar_of(t) : t;
    if (s->kind == IRT_FLOAT && s->bits == 64) {
        if (!w->double_reported) /* once per file: every use of a double would repeat it */
            diag(w->c, loc, D_MSL_DOUBLE, what);
        w->double_reported = true;
        return false;
    }
    if (t->kind == IRT_MATRIX && s->kind != IRT_FLOAT) {
        diag(w->c, loc, D_MSL_INT_MATRIX, msl_scalar_name(s));
        return false;
    }
    return true;
}

static const char *struct_def(MslWriter *w, const IrType *t, SrcLoc loc);

const char *msl_reserve_struct(MslWriter *w, const IrType *t)
{
    if (t->id >= w->ntypes)
        ice(w->c, "struct type %u created during MSL emission", t->id);
    if (!w->struct_label[t->id]) {
        IrFunction *fn = w->fn;
        w->fn = NULL; /* a file-scope name */
        w->struct_label[t->id] = msl_unique(w, t->name ? t->name : "S");
        w->fn = fn;
    }
    return w->struct_label[t->id];
}

/* A vector's, matrix's or texel buffer's spelling, made once per type: a
 * shader names float4 at nearly every definition. */
static const char *spelled(MslWriter *w, const IrType *t)
{
    switch (t->kind) {
    case IRT_VECTOR: return arena_printf(w->ma, "%s%u", msl_scalar_name(t->elem), t->count);
    case IRT_MATRIX: return arena_printf(w->ma, "%s%ux%u", msl_scalar_name(irt_scalar_of(t)), t->count, t->elem->count);
    default:
        /* MSL 2.4 spec 2.9.1: texture_buffer<T, access>; read_write texture
         * buffers exist since MSL 2.1. */
        return arena_printf(w->ma, "texture_buffer<%s, access::%s>", msl_scalar_name(t->elem),
                            t->sampled == IR_IMAGE_STORAGE ? "read_write" : "read");
    }
}

static const char *spelling(MslWriter *w, const IrType *t)
{
    if (t->id >= w->ntypes)
        return spelled(w, t);
    if (!w->type_spell[t->id])
        w->type_spell[t->id] = spelled(w, t);
    return w->type_spell[t->id];
}

const char *msl_type(MslWriter *w, const IrType *t, SrcLoc loc)
{
    switch (t->kind) {
    case IRT_VOID: return "void";
    case IRT_BOOL:
    case IRT_INT:
    case IRT_FLOAT: return msl_scalar_name(t);
    case IRT_VECTOR:
    case IRT_MATRIX:
    case IRT_IMAGE: return spelling(w, t);
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY: return msl_type(w, t->elem, loc);
    case IRT_STRUCT: return struct_def(w, t, loc);
    case IRT_SAMPLER: return "sampler";
    /* inline ray tracing (msl_rayquery.c): MSL 2.4 spec 6.18 */
    case IRT_ACCEL_STRUCT: return "raytracing::instance_acceleration_structure";
    case IRT_RAY_QUERY: return "raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data>";
    case IRT_POINTER: return msl_type(w, t->elem, loc);
    case IRT_FUNCTION:
    case IRT_SPIRV: break; /* ir_lift_spirv reports inline SPIR-V types */
    }
    return "void";
}

const char *msl_decl_base(MslWriter *w, const IrType *t, const char *base, const char *name, const char *prefix,
                          bool ref, SrcLoc loc)
{
    if (t->kind != IRT_ARRAY && t->kind != IRT_RUNTIME_ARRAY) /* most declarations: "T name" */
        return msl_cat(w, prefix, base ? base : msl_type(w, t, loc), ref ? "& " : " ", name, NULL);
    uint32_t depth = 0;
    for (const IrType *a = t; a->kind == IRT_ARRAY || a->kind == IRT_RUNTIME_ARRAY; a = a->elem)
        depth++;
    char *dims = arena_alloc_raw(w->a, 12 * (size_t)depth + 1), *dp = dims; /* "[4294967295]" a level */
    const IrType *e = t;
    while (e->kind == IRT_ARRAY || e->kind == IRT_RUNTIME_ARRAY) {
        /* A runtime array that is not the whole buffer (a block with other
         * members) is declared with one element and indexed past it, as
         * SPIRV-Cross does: C++ has no flexible array members. */
        const char *n = msl_uint_text(w, e->kind == IRT_ARRAY ? e->count : 1);
        *dp++ = '[';
        while (*n)
            *dp++ = *n++;
        *dp++ = ']';
        if (!base && msl_array_widened(e)) {
            base = msl_cat(w, msl_scalar_name(irt_scalar_of(e->elem)), "4", NULL);
            break;
        }
        if (!base && msl_array_packed(e)) {
            base = msl_cat(w, "packed_", msl_type(w, e->elem, loc), NULL);
            break;
        }
        e = e->elem;
    }
    *dp = 0;
    if (!base && ref && e->kind == IRT_VECTOR) /* vec<float, 2> (&a)[2]: MSL's own template */
        base = msl_cat(w, "vec<", msl_type(w, e->elem, loc), ", ", msl_uint_text(w, e->count), ">", NULL);
    if (!base)
        base = msl_type(w, e, loc);
    if (ref)
        return msl_cat(w, prefix, base, " (&", name, ")", dims, NULL);
    return msl_cat(w, prefix, base, " ", name, dims, NULL);
}

const char *msl_decl(MslWriter *w, const IrType *t, const char *name, const char *prefix, bool ref, SrcLoc loc)
{
    return msl_decl_base(w, t, NULL, name, prefix, ref, loc);
}

/* ---------------------------------------------------------------- laid-out members */

/* The MSL size and alignment of a member as declared by msl_member_decl. */
static void stored_size(MslWriter *w, const IrType *t, const IrMember *mb, bool packed, uint32_t *size,
                        uint32_t *align, SrcLoc loc)
{
    const IrType *s = irt_is_scalar(t) ? t : irt_scalar_of(t);
    switch (t->kind) {
    case IRT_VECTOR:
        *size = packed ? scalar_size(s) * t->count : msl_size(t);
        *align = packed ? scalar_size(s) : msl_size(t);
        return;
    case IRT_MATRIX: {
        uint8_t vec;
        MslMatMode md = msl_mat_mode(t, mb ? mb->matrix_stride : 0, mb && mb->row_major, &vec);
        uint32_t n = (md == MAT_NATURAL || md == MAT_ROWS) ? t->count : t->elem->count;
        uint32_t vs = scalar_size(s) * (vec == 3 ? 4 : vec);
        *size = n * vs;
        *align = vs;
        return;
    }
    case IRT_ARRAY: {
        uint32_t es, ea;
        if (msl_array_widened(t)) {
            es = ea = 4 * scalar_size(irt_scalar_of(t->elem));
        } else if (msl_array_packed(t)) {
            es = t->stride;
            ea = scalar_size(irt_scalar_of(t->elem));
        } else {
            stored_size(w, t->elem, mb, false, &es, &ea, loc);
            es = (es + ea - 1) / ea * ea;
        }
        *size = es * t->count;
        *align = ea;
        return;
    }
    case IRT_RUNTIME_ARRAY: stored_size(w, t->elem, mb, false, size, align, loc); return;
    case IRT_STRUCT:
        struct_def(w, t, loc);
        *size = w->struct_size[t->id];
        *align = w->struct_align[t->id];
        return;
    default: *size = *align = msl_size(t); return;
    }
}

const char *msl_member_decl(MslWriter *w, const IrType *t, const char *name, const IrMember *mb, bool packed,
                            bool atomic, SrcLoc loc)
{
    if (t->kind == IRT_VECTOR && packed)
        return arena_printf(w->a, "packed_%s %s", msl_type(w, t, loc), name);
    const IrType *base = t;
    while (base->kind == IRT_ARRAY || base->kind == IRT_RUNTIME_ARRAY)
        base = base->elem;
    if (atomic && base->kind == IRT_INT) /* MSL 2.4 spec 2.5: atomic_int, atomic_uint */
        return msl_decl_base(w, t, base->is_signed ? "atomic_int" : "atomic_uint", name, "", false, loc);
    if (base->kind == IRT_MATRIX && mb) {
        uint8_t vec;
        MslMatMode md = msl_mat_mode(base, mb->matrix_stride, mb->row_major, &vec);
        const char *sn = msl_scalar_name(irt_scalar_of(base));
        StrBuf dims = {0};
        for (const IrType *e = t; e != base; e = e->elem)
            sb_printf(&dims, "[%u]", e->kind == IRT_ARRAY ? e->count : 1);
        const char *d = dims.len ? dims.data : "", *r;
        if (md == MAT_TRANSPOSED)
            r = arena_printf(w->a, "%s%ux%u %s%s", sn, base->elem->count, base->count, name, d);
        else if (md == MAT_ROWS)
            r = arena_printf(w->a, "%s%u %s%s[%u]", sn, vec, name, d, base->count);
        else if (md == MAT_COLS)
            r = arena_printf(w->a, "%s%u %s%s[%u]", sn, vec, name, d, base->elem->count);
        else
            r = msl_decl(w, t, name, "", false, loc);
        sb_free(&dims);
        return r;
    }
    return msl_decl(w, t, name, "", false, loc);
}

/* A 3-vector (or a misaligned vector) becomes packed_ where HLSL gave it
 * fewer bytes than MSL's vector, or an offset MSL's vector cannot have. */
bool msl_needs_packed(const IrType *t, uint32_t off, uint32_t room)
{
    if (t->kind != IRT_VECTOR)
        return false;
    uint32_t al = msl_align(t);
    return off % al != 0 || (t->count == 3 && room < msl_size(t));
}

/* Defines a struct once (member structs first) and returns its name. */
static const char *struct_def(MslWriter *w, const IrType *t, SrcLoc loc)
{
    if (t->id < w->ntypes && w->type_name[t->id])
        return w->type_name[t->id];
    if (t->id >= w->ntypes)
        ice(w->c, "struct type %u created during MSL emission", t->id);
    if (w->type_name[t->id])
        return w->type_name[t->id];
    const char *name = msl_reserve_struct(w, t);
    StrBuf sb = {0};
    sb_printf(&sb, "struct %s\n{\n", name);
    uint32_t cur = 0, maxal = 1, want = w->want_size[t->id];
    int npad = 0;
    /* The entry's outputs (ir_lower_outputs_to_return): members with their attributes. */
    IrFunction *entry = w->entry; /* the entry this struct is the return type of, meanwhile */
    for (int e = 0; e < w->num_entries; e++)
        if (w->entries[e]->ret == t && w->entries[e]->outputs)
            w->entry = w->entries[e];
    bool io = t == w->entry->ret && w->entry->outputs;
    for (uint32_t k = 0; k < t->num_members; k++) {
        const IrMember *mb = &t->members[k];
        const char *mname = msl_member_name(w, mb->name ? mb->name : arena_printf(w->a, "m%u", k));
        if (!t->explicit_layout) {
            /* An attribute goes after the name, before an array's bounds:
             * float gl_ClipDistance [[clip_distance]] [2]; */
            const char *attr = io ? msl_io_attr(w, w->entry->outputs[k]) : "";
            if (mb->type->kind == IRT_ARRAY)
                sb_printf(&sb, "    %s;\n", msl_decl(w, mb->type, arena_printf(w->a, "%s%s", mname, attr), "", false, loc));
            else
                sb_printf(&sb, "    %s%s;\n", msl_decl(w, mb->type, mname, "", false, loc), attr);
            uint32_t sz, al;
            stored_size(w, mb->type, mb, false, &sz, &al, loc);
            cur = (cur + al - 1) / al * al + sz;
            maxal = al > maxal ? al : maxal;
            continue;
        }
        const IrType *mt = mb->type;
        while (mt->kind == IRT_ARRAY || mt->kind == IRT_RUNTIME_ARRAY)
            mt = mt->elem;
        if (mt->kind == IRT_MATRIX) {
            uint8_t vec;
            MslMatMode md = msl_mat_mode(mt, mb->matrix_stride, mb->row_major, &vec);
            uint32_t stored = mb->row_major ? mt->elem->count : mt->count;
            if ((md == MAT_ROWS || md == MAT_COLS) &&
                (mb->matrix_stride % scalar_size(irt_scalar_of(mt)) || vec < stored || (vec != 2 && vec != 4))) {
                diag(w->c, loc, D_MSL_LAYOUT, mb->name ? mb->name : "?", irt_name(w->m, mb->type), mb->offset,
                     ": its matrix stride fits no MSL vector");
                continue;
            }
        }
        uint32_t next = k + 1 < t->num_members ? t->members[k + 1].offset : want ? want : mb->offset + 16;
        bool packed = msl_needs_packed(mb->type, mb->offset, next - mb->offset);
        uint32_t sz, al;
        stored_size(w, mb->type, mb, packed, &sz, &al, loc);
        if (mb->offset < cur || mb->offset % al != 0) {
            diag(w->c, loc, D_MSL_LAYOUT, mb->name ? mb->name : "?", irt_name(w->m, mb->type), mb->offset,
                 mb->offset < cur ? ": it overlaps the member before it in MSL's layout" : ": MSL aligns it further");
            continue;
        }
        if (mb->offset > cur) {
            sb_printf(&sb, "    char _pad%d[%u];\n", npad++, mb->offset - cur);
            if (k < 63)
                w->pad_mask[t->id] |= 1ull << k;
        }
        sb_printf(&sb, "    %s;\n", msl_member_decl(w, mb->type, mname, mb, packed, false, loc));
        cur = mb->offset + sz;
        maxal = al > maxal ? al : maxal;
    }
    if (want > cur) {
        sb_printf(&sb, "    char _pad%d[%u];\n", npad++, want - cur);
        cur = want;
        w->pad_mask[t->id] |= 1ull << 63;
    }
    uint32_t size = (cur + maxal - 1) / maxal * maxal;
    if (want && size != want)
        diag(w->c, loc, D_MSL_LAYOUT, name, "struct", want, ": its MSL size differs from HLSL's array stride");
    sb_puts(&sb, "};\n\n");
    w->struct_size[t->id] = size;
    w->struct_align[t->id] = maxal;
    sb_putn(&w->types, sb.data, sb.len);
    sb_free(&sb);
    w->type_name[t->id] = name;
    w->entry = entry;
    return name;
}
