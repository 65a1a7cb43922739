/* HLSL types to IR types, and buffer layouts.
 *
 * The rules are DXC's defaults for Vulkan (no -fvk-use-dx-layout /
 * -fvk-use-gl-layout / -fvk-use-scalar-layout), from DXC's
 * docs/SPIR-V.rst, "Memory layout rules": "vector-relaxed OpenGL std140 for
 * uniform buffers and vector-relaxed OpenGL std430 for storage buffers",
 * where vector-relaxed means
 *   1. the alignment of a vector type is the alignment of its element type;
 *   2. if that causes an improper straddle (a vector of up to 16 bytes
 *      crossing a 16-byte boundary, or a larger one not starting on one), the
 *      alignment is 16.
 * The sizes and alignments follow DXC's AlignmentSizeCalculator
 * (lib/SPIRV/AlignmentSizeCalculator.cpp):
 *   scalar      size and alignment = its bytes (bool 4; min16* 4 without
 *               -enable-16bit-types; 64-bit 8)
 *   vectorN     size N*s, alignment (N == 3 ? 4 : N) * s (the relaxation is
 *               applied where a member is placed, layout_place)
 *   matrix RxC  an array of vectors: column-major (HLSL's default) C vectors
 *               of R, row-major R vectors of C; vector alignment rounded to
 *               16 in std140; stride = that alignment; size = count * stride
 *   array       element alignment (rounded to 16 in std140); stride = element
 *               size rounded up to that alignment; size = stride * length
 *   struct      members placed in order; alignment = the largest member
 *               alignment (rounded to 16 in std140); size rounded up to it
 * The checks in the doc's table hold: struct T { float a; float3 b; S c;
 * float2x3 d; row_major float2x3 e; int f[3]; float2 g[2]; } gives uniform
 * offsets 0 4 16 32 80 112 160 and storage offsets 0 4 16 32 64 96 112.
 *
 * A runtime array (StructuredBuffer<T>) follows the array rule: stride = T's
 * size rounded up to T's alignment, so StructuredBuffer<float3> has
 * ArrayStride 16 (12 only under -fvk-use-dx-layout: DXC issue #3031; 12 also
 * fails spirv-val's relaxed block layout check).
 *
 * Matrices whose element is not a float have no SPIR-V matrix type; like
 * DXC they are arrays of row vectors, laid out as if row_major (documented
 * difference: DXC honours column_major for them in offsets).
 * Mx1 and 1xN matrices are vectors, 1x1 a scalar (DXC's mapping). */
#include "layout.h"
#include <string.h>
#include "lower_internal.h"
#include "sema_inline_spirv.h"

static uint32_t round_up(uint32_t n, uint32_t a)
{
    return a ? (n + a - 1) / a * a : n;
}

static uint32_t scalar_bytes(ScalarKind k)
{
    switch (k) {
    case SC_BOOL: case SC_MIN16FLOAT: case SC_MIN16INT: case SC_MIN16UINT:
    case SC_LITERAL_INT: case SC_LITERAL_FLOAT:
        return 4;
    default:
        return (uint32_t)scalar_info[k].bits / 8;
    }
}

int layout_struct_members(const Type *t)
{
    int nb = t->base ? t->base->num_fields : 0;
    return (t->base ? 1 : 0) + t->num_fields - nb;
}

const Type *layout_member_type(const Type *t, int i)
{
    if (t->base) {
        if (i == 0)
            return t->base;
        return t->fields[t->base->num_fields + i - 1].type;
    }
    return t->fields[i].type;
}

bool layout_member_row_major(const Type *t, int i)
{
    if (t->base) {
        if (i == 0)
            return false;
        return t->fields[t->base->num_fields + i - 1].row_major;
    }
    return t->fields[i].row_major;
}

static const char *member_name(const Type *t, int i)
{
    if (t->base) {
        if (i == 0)
            return t->base->name;
        return t->fields[t->base->num_fields + i - 1].name;
    }
    return t->fields[i].name;
}

int layout_field_path(const Type *t, int fi, uint32_t *path, int max)
{
    int n = 0;
    while (t->base && n < max) {
        int nb = t->base->num_fields;
        if (fi < nb) {
            path[n++] = 0;
            t = t->base;
            continue;
        }
        path[n++] = (uint32_t)(fi - nb + 1);
        return n;
    }
    if (n < max)
        path[n++] = (uint32_t)fi;
    return n;
}

static bool is_real_matrix(const Type *t)
{
    return t->kind == TY_MATRIX && t->rows > 1 && t->cols > 1;
}

/* The rules' three ways of differing from std140 (DXC's comment above
 * AlignmentSizeCalculator::getAlignmentAndSize):
 *   std140-like: arrays, matrix vectors and structs 16-aligned;
 *   relaxed: vectors placed at their element's alignment unless that
 *            straddles a 16-byte row (alignUsingHLSLRelaxedLayout);
 *   packed: vectors, matrices and arrays take their element's alignment,
 *           arrays and matrices are tightly packed (FXC structured buffers,
 *           scalar layout). */
static bool rule_140(LayoutRule r)
{
    return r == LAYOUT_STD140 || r == LAYOUT_GL140 || r == LAYOUT_FXC_CB;
}

static bool rule_relaxed(LayoutRule r)
{
    return r == LAYOUT_STD140 || r == LAYOUT_STD430 || r == LAYOUT_FXC_CB;
}

static bool rule_packed(LayoutRule r)
{
    return r == LAYOUT_FXC_SB || r == LAYOUT_SCALAR;
}

/* The field declaration of struct member i (NULL for a base). */
static Node *member_decl(const Type *t, int i)
{
    int fi = t->base ? (i == 0 ? -1 : t->base->num_fields + i - 1) : i;
    return fi >= 0 && fi < t->num_fields ? t->fields[fi].decl : NULL;
}

/* [[vk::offset(N)]] on struct member i (DXC: the member is placed at N,
 * whatever the rule says; sema checked N). */
static bool member_offset_attr(const Type *t, int i, uint32_t *off)
{
    const Node *d = member_decl(t, i);
    if (!d || d->kind != ND_VAR)
        return false;
    for (int k = 0; k < d->var.attrs.len; k++) {
        Attribute *a = d->var.attrs.data[k];
        if (a->name && strcmp(a->name, "vk::offset") == 0 && a->args.len == 1) {
            int v = lower_attr_int(a->args.data[0], -1);
            if (v >= 0) {
                *off = (uint32_t)v;
                return true;
            }
        }
    }
    return false;
}

/* FXC's constant buffers (-fvk-use-dx-layout) keep a matrix as its vectors,
 * one register each, even when they are single scalars: a column_major 1xN
 * or a row_major Nx1 matrix takes N registers (D3D's layout; the suite's
 * Feature/CBuffer/Matrix tests), so it is an array of N scalars, stride 16. */
static bool fxc_scalar_per_register(const Type *t, LayoutRule rule, bool row_major)
{
    if (rule != LAYOUT_FXC_CB || t->kind != TY_MATRIX || t->rows * t->cols < 2 || is_real_matrix(t))
        return false;
    bool rm = row_major || scalar_info[t->scalar].cls != SCLASS_FLOAT;
    return rm ? t->cols == 1 : t->rows == 1;
}

static bool is_vector_like(const Type *t)
{
    return t->kind == TY_VECTOR || (t->kind == TY_MATRIX && !is_real_matrix(t) && t->rows * t->cols > 1);
}

static bool straddles(uint32_t off, uint32_t size)
{
    return size <= 16 ? off / 16 != (off + size - 1) / 16 : off % 16 != 0;
}

/* The relaxed rule (layout_place) aligns a vector to its element, and
 * checks for a straddle at the vector's offset in its struct, as if the
 * struct began on a 16-byte boundary. A struct of alignment below 16 may
 * begin elsewhere (in an array, after another member), where such a vector
 * straddles a 16-byte row after all: Vulkan's "Offset and Stride
 * Assignment" counts a member's offset from the start of the block, through
 * every enclosing struct and array element (spirv-val: "improperly
 * straddling vector"; DXC has the same bug, its issue #2639). So a struct whose
 * vectors would straddle at some offset its alignment allows is aligned to
 * 16 instead: it then begins on a row, where the rule placed them. Nested
 * structs need no look: each is valid wherever its own alignment puts it. */
static bool straddles_when_moved(const Type *t, LayoutRule rule, uint32_t align)
{
    uint32_t off = 0;
    int n = layout_struct_members(t);
    for (int i = 0; i < n; i++) {
        const Type *mt = layout_member_type(t, i);
        uint32_t ma, ms, mst;
        layout_align_size(mt, rule, layout_member_row_major(t, i), &ma, &ms, &mst);
        uint32_t at = layout_place(mt, rule, ms, ma, &off);
        if (member_offset_attr(t, i, &at))
            off = at + ms;
        if (!is_vector_like(mt))
            continue;
        for (uint32_t start = align; start < 16; start += align)
            if (straddles(start + at, ms))
                return true;
    }
    return false;
}

/* A matrix in a buffer: an array of its vectors (HLSL rows when row_major,
 * columns otherwise). */
static void matrix_align_size(const Type *t, LayoutRule rule, bool row_major, uint32_t *align, uint32_t *size,
                              uint32_t *stride)
{
    uint32_t e = scalar_bytes(t->scalar);
    bool rm = row_major || scalar_info[t->scalar].cls != SCLASS_FLOAT;
    uint32_t vec = rm ? t->cols : t->rows, nvec = rm ? t->rows : t->cols;
    if (rule_packed(rule)) {
        *align = e;
        *stride = vec * e;
        *size = vec * nvec * e;
        return;
    }
    uint32_t a = e * (vec == 3 ? 4 : vec);
    if (rule_140(rule))
        a = round_up(a, 16);
    *align = a;
    *stride = a;
    /* FXC: the last vector is not padded to its register */
    *size = rule == LAYOUT_FXC_CB ? 16 * (nvec - 1) + vec * e : nvec * a;
}

void layout_align_size(const Type *t, LayoutRule rule, bool row_major, uint32_t *align, uint32_t *size,
                       uint32_t *stride)
{
    uint32_t a = 4, s = 4, st = 0;
    switch (t->kind) {
    case TY_SCALAR:
        a = s = scalar_bytes(t->scalar);
        break;
    case TY_VECTOR:
    case TY_MATRIX: {
        if (is_real_matrix(t)) {
            matrix_align_size(t, rule, row_major, &a, &s, &st);
            break;
        }
        if (fxc_scalar_per_register(t, rule, row_major)) {
            a = st = 16;
            s = 16 * (uint32_t)(t->rows * t->cols - 1) + scalar_bytes(t->scalar);
            break;
        }
        /* a vector (Mx1 and 1xN matrices too) or a scalar (1x1) */
        uint32_t e = scalar_bytes(t->scalar);
        uint32_t n = t->kind == TY_VECTOR ? t->cols : (uint32_t)t->rows * t->cols;
        a = n == 1 || rule_packed(rule) || rule == LAYOUT_FXC_CB ? e : (n == 3 ? 4 : n) * e;
        s = n * e;
        break;
    }
    case TY_ARRAY: {
        uint32_t ea, es, est;
        layout_align_size(t->elem, rule, row_major, &ea, &es, &est);
        if (rule_packed(rule)) {
            a = ea;
            st = es ? es : ea; /* an empty struct's elements: as below */
            s = st * t->len;
            break;
        }
        if (rule_140(rule))
            ea = round_up(ea, 16);
        a = ea;
        st = round_up(es, ea);
        if (!st)
            st = ea; /* elements of an empty struct (size 0): SPIR-V takes no ArrayStride 0 */
        /* FXC: arrays do not pad their last element (what follows packs into it) */
        s = rule == LAYOUT_FXC_CB ? (t->len ? es + st * (t->len - 1) : 0) : round_up(st * t->len, ea);
        break;
    }
    case TY_STRUCT: {
        uint32_t off = 0, maxa = 1;
        int n = layout_struct_members(t);
        if (t->pointee) { /* vk::BufferPointer: a uint64_t (proposal 0010) */
            a = s = 8;
            break;
        }
        if (n == 0) { /* DXC: an empty struct has size 0 and alignment 1 */
            a = 1, s = 0;
            break;
        }
        for (int i = 0; i < n; i++) {
            const Type *mt = layout_member_type(t, i);
            uint32_t ma, ms, mst;
            layout_align_size(mt, rule, layout_member_row_major(t, i), &ma, &ms, &mst);
            layout_place(mt, rule, ms, ma, &off);
            uint32_t at;
            if (member_offset_attr(t, i, &at))
                off = at + ms;
            if (ma > maxa)
                maxa = ma;
        }
        if (rule == LAYOUT_SCALAR) {
            a = maxa, s = off;
            break;
        }
        if (rule_140(rule))
            maxa = round_up(maxa, 16);
        if (rule == LAYOUT_STD430 && maxa < 16 && straddles_when_moved(t, rule, maxa))
            maxa = 16;
        a = maxa;
        s = rule == LAYOUT_FXC_CB ? off : round_up(off, maxa);
        break;
    }
    case TY_SPIRV: /* vk::SpirvType<opcode, size, alignment, ...> (opaque types: 0) */
        a = t->spirv->alignment ? t->spirv->alignment : 1;
        s = t->spirv->size;
        break;
    default:
        break;
    }
    *align = a;
    *size = s;
    if (stride)
        *stride = st;
}

/* DXC's alignUsingHLSLRelaxedLayout and improperStraddle for the relaxed
 * rules; the others align the member to its alignment. */
uint32_t layout_place(const Type *t, LayoutRule rule, uint32_t size, uint32_t align, uint32_t *offset)
{
    bool relaxed = is_vector_like(t) && rule_relaxed(rule);
    if (relaxed) {
        uint32_t e = scalar_bytes(t->scalar);
        if (e <= 4)
            align = e;
    }
    uint32_t off = round_up(*offset, align);
    if (relaxed && straddles(off, size))
        off = round_up(off, 16);
    *offset = off + size;
    return off;
}

static const IrType *scalar_of(Lower *L, ScalarKind k)
{
    IrModule *m = L->m;
    switch (k) {
    case SC_BOOL: return irt_bool(m);
    case SC_INT: case SC_LITERAL_INT: return irt_int(m, 32, true);
    case SC_UINT: return irt_int(m, 32, false);
    case SC_INT16: return irt_int(m, 16, true);
    case SC_UINT16: return irt_int(m, 16, false);
    case SC_INT64: return irt_int(m, 64, true);
    case SC_UINT64: return irt_int(m, 64, false);
    case SC_HALF: return irt_float(m, 16);
    case SC_FLOAT: case SC_LITERAL_FLOAT: return irt_float(m, 32);
    case SC_DOUBLE: return irt_float(m, 64);
    case SC_MIN16FLOAT: return irt_relaxed(m, irt_float(m, 32));
    case SC_MIN16INT: return irt_relaxed(m, irt_int(m, 32, true));
    case SC_MIN16UINT: return irt_relaxed(m, irt_int(m, 32, false));
    default: return irt_int(m, 32, true);
    }
}

/* Cached per kind: interning by hash costs a few hundred instructions, and
 * lowering asks for scalars thousands of times (the first ask interns, so
 * type ids come out as before). */
const IrType *layout_scalar(Lower *L, ScalarKind k)
{
    if ((unsigned)k >= SC_COUNT)
        return scalar_of(L, k);
    if (!L->scalars[k])
        L->scalars[k] = scalar_of(L, k);
    return L->scalars[k];
}

static const IrType *mem_scalar(Lower *L, ScalarKind k, LayoutRule rule)
{
    if (k == SC_BOOL && rule != LAYOUT_NONE)
        return irt_int(L->m, 32, false); /* DXC: bool in buffers is a uint */
    return layout_scalar(L, k);
}

static const IrType *make_struct(Lower *L, const Type *t, LayoutRule rule, bool block, const char *name)
{
    int n = layout_struct_members(t);
    IrType *st = irt_struct_new(L->m, name ? name : t->name ? ast_output_name(L->c, t->name) : "anon", n);
    st->explicit_layout = rule != LAYOUT_NONE;
    st->block = block;
    uint32_t off = 0;
    for (int i = 0; i < n; i++) {
        const Type *mt = layout_member_type(t, i);
        bool rm = layout_member_row_major(t, i);
        IrMember *mb = &st->members[i];
        mb->name = t->base && i == 0 ? ast_output_name(L->c, member_name(t, i)) : member_name(t, i);
        mb->type = layout_type(L, mt, rule, rm);
        if (!mb->type)
            return NULL;
        if (!t->base || i > 0) /* a field's [[vk::ext_decorate]] & co (lower_inline_spirv.c) */
            lower_spirv_member(L, st, i, t->fields[t->base ? t->base->num_fields + i - 1 : i].decl);
        if (rule != LAYOUT_NONE) {
            uint32_t a, s, stride, at;
            layout_align_size(mt, rule, rm, &a, &s, &stride);
            mb->offset = layout_place(mt, rule, s, a, &off);
            if (member_offset_attr(t, i, &at)) {
                uint32_t prev_end = i ? st->members[i - 1].offset + ir_layout_size(st->members[i - 1].type,
                                                                                   st->members[i - 1].matrix_stride,
                                                                                   st->members[i - 1].row_major)
                                      : 0;
                if (at < prev_end)
                    lower_error(L, member_decl(t, i), D_LOWER_VK_OFFSET_OVERLAP, at, mb->name, prev_end,
                                layout_rule_name(rule), prev_end);
                mb->offset = at;
                off = at + s;
            }
            const Type *base = mt;
            while (base->kind == TY_ARRAY)
                base = base->elem;
            if (is_real_matrix(base) && scalar_info[base->scalar].cls == SCLASS_FLOAT) {
                uint32_t ma, ms, mst;
                layout_align_size(base, rule, rm, &ma, &ms, &mst);
                mb->matrix_stride = mst;
                mb->row_major = rm;
            }
        }
    }
    return st;
}

const IrType *layout_type(Lower *L, const Type *t, LayoutRule rule, bool row_major)
{
    if (rule == LAYOUT_NONE)
        row_major = false;
    PtrMap *cache = &L->layouts[rule * 2 + (row_major ? 1 : 0)];
    const IrType *hit = ptrmap_get(cache, t);
    if (hit)
        return hit;
    const IrType *r = NULL;
    IrModule *m = L->m;
    switch (t->kind) {
    case TY_VOID:
        r = irt_void(m);
        break;
    case TY_SCALAR:
        r = mem_scalar(L, t->scalar, rule);
        break;
    case TY_VECTOR:
        r = irt_vector(m, mem_scalar(L, t->scalar, rule), t->cols);
        break;
    case TY_MATRIX: {
        const IrType *s = mem_scalar(L, t->scalar, rule);
        if (fxc_scalar_per_register(t, rule, row_major)) {
            r = irt_array(m, s, (uint32_t)(t->rows * t->cols), 16);
            break;
        }
        if (!is_real_matrix(t)) {
            r = irt_vector(m, s, t->rows * t->cols);
            break;
        }
        const IrType *row = irt_vector(m, s, t->cols);
        if (scalar_info[t->scalar].cls == SCLASS_FLOAT) {
            r = irt_matrix(m, row, t->rows);
        } else {
            uint32_t a = 0, sz, stride = 0;
            if (rule != LAYOUT_NONE)
                layout_align_size(t, rule, true, &a, &sz, &stride);
            r = irt_array(m, row, t->rows, stride);
        }
        break;
    }
    case TY_ARRAY: {
        const IrType *e = layout_type(L, t->elem, rule, row_major);
        if (!e)
            return NULL;
        if (t->len == 0) {
            ice(L->c, "unsized array outside a buffer reached lowering");
        }
        uint32_t a, s, stride = 0;
        if (rule != LAYOUT_NONE)
            layout_align_size(t, rule, row_major, &a, &s, &stride);
        r = t->spec_len ? irt_array_spec(m, e, t->len, lower_spec_global(L, t->spec_len))
                        : irt_array(m, e, t->len, stride);
        break;
    }
    case TY_STRUCT:
        r = t->pointee ? irt_int(m, 64, false) /* vk::BufferPointer: its address */
                       : make_struct(L, t, rule, false, NULL);
        break;
    case TY_SPIRV:
        r = lower_spirv_type(L, t); /* vk::SpirvType & co: lower_inline_spirv.c */
        break;
    case TY_RESOURCE: /* a handle (lower_resource_values.c); never in a buffer */
        r = rule == LAYOUT_NONE ? lower_handle_type(L, t) : NULL;
        break;
    case TY_RAYQUERY: /* the query's variable holds one (lower_rayquery.c); never in a buffer */
        r = rule == LAYOUT_NONE ? irt_ray_query(m) : NULL;
        break;
    case TY_STRING:
    case TY_ERROR:
        return NULL;
    }
    if (r)
        ptrmap_put(L->scratch, cache, t, (void *)r);
    return r;
}

const IrType *layout_struct_block(Lower *L, const Type *st, LayoutRule rule, const char *name)
{
    IrType *b = (IrType *)make_struct(L, st, rule, true, name);
    if (b)
        b->explicit_layout = true;
    return b;
}

const IrType *layout_buffer_block(Lower *L, const Type *res)
{
    const IrType *hit = ptrmap_get(&L->blocks, res);
    if (hit)
        return hit;
    IrModule *m = L->m;
    const char *name = arena_printf(L->c->arena, "type_%s", resource_info[res->res].name);
    IrType *st = NULL;
    switch (res->res) {
    case RES_BYTEADDRESS:
    case RES_RWBYTEADDRESS:
        st = irt_struct_new(m, name, 1);
        st->members[0].name = "data";
        st->members[0].type = irt_runtime_array(m, irt_int(m, 32, false), 4);
        break;
    case RES_STRUCTURED:
    case RES_RWSTRUCTURED:
    case RES_APPEND_STRUCTURED:
    case RES_CONSUME_STRUCTURED: {
        const Type *e = res->elem;
        LayoutRule rule = layout_rule_for(L->c, BUF_STORAGE);
        bool rm = layout_default_row_major(L->c, 0);
        const IrType *et = layout_type(L, e, rule, rm);
        if (!et)
            return NULL;
        uint32_t a, s, stride;
        layout_align_size(e, rule, rm, &a, &s, &stride);
        name = arena_printf(L->c->arena, "type_%s_%s", resource_info[res->res].name, type_name(L->c, e));
        for (char *p = (char *)name; *p; p++)
            if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_'))
                *p = '_';
        st = irt_struct_new(m, name, 1);
        st->members[0].name = "data";
        st->members[0].type = irt_runtime_array(m, et, round_up(s, a));
        const Type *base = e;
        while (base->kind == TY_ARRAY)
            base = base->elem;
        if (is_real_matrix(base) && scalar_info[base->scalar].cls == SCLASS_FLOAT) {
            layout_align_size(base, rule, rm, &a, &s, &stride);
            st->members[0].matrix_stride = stride;
            st->members[0].row_major = rm;
        }
        break;
    }
    case RES_CONSTANT_BUFFER:
    case RES_TEXTURE_BUFFER: { /* TextureBuffer<T>: a tbuffer's storage layout (DXC) */
        const Type *e = res->elem;
        bool tb = res->res == RES_TEXTURE_BUFFER;
        if (!e || e->kind != TY_STRUCT)
            return NULL;
        if (e->name)
            name = arena_printf(L->c->arena, tb ? "type_TextureBuffer_%s" : "type_ConstantBuffer_%s", e->name);
        st = (IrType *)make_struct(L, e, layout_rule_for(L->c, tb ? BUF_TBUFFER : BUF_CBUFFER), true, name);
        if (!st)
            return NULL;
        break;
    }
    default:
        return NULL;
    }
    st->explicit_layout = true;
    st->block = true;
    ptrmap_put(L->scratch, &L->blocks, res, st);
    return st;
}
