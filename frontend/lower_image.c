/* Typed buffers (Buffer<T>, RWBuffer<T>) as images of dim buffer, and the
 * texel reads and writes textures share with them (lower_texture.c).
 *
 * The global is ptr<handle, image<buffer, S, sampled|storage, format>>,
 * where S is T's scalar widened to 32 bits (f32, i32 or u32): images hold
 * 32-bit scalars, so half, min16 and 16-bit elements convert on the way in
 * and out. An element is a texel of four S:
 *   read    load the handle, image_read (a vec4<S>), keep T's components
 *   write   pad T's components with zeros to a vec4<S>, image_write
 *   atomic  image_texel_pointer of the handle (ptr<image, S>), then atomic
 *   size    image_size (GetDimensions)
 * The format of a storage image is DXC's: R32, Rg32, Rgba32 by component
 * count (float, int, uint); 3 components and true 16-bit elements have none
 * (Unknown: the view's format rules, and SPIR-V then needs the
 * ...WithoutFormat capabilities). Sampled images are always Unknown. A
 * 64-bit int element (RWBuffer<int64_t>, <uint64_t>) is its own S, in an
 * R64i / R64ui texel (SPV_EXT_shader_image_int64; one component only). A
 * 2-vector of them is split (lower_texel_split). */
#include "lower_internal.h"

static int ncomp(const Type *t)
{
    return t->kind == TY_VECTOR ? t->cols : 1;
}

/* RWBuffer<int64_t2> / <uint64_t2> (and Buffer<>): no 64-bit format has
 * two components (SPV_EXT_shader_image_int64 has R64i and R64ui only), so
 * the texel is four 32-bit channels, Rgba32i / Rgba32ui, S the 32-bit int
 * of T's signedness, and each 64-bit component is two of them, low word
 * first: the bytes of D3D's R32G32B32A32 view of the same little-endian
 * data. Reads and writes bitcast the whole texel (SPIR-V's OpBitcast
 * between vectors of one size maps the lower-numbered components of the
 * longer vector to the low-order bits, spec 3.42.11; MSL's as_type the
 * same). 3 and 4 components would need 6 or 8 channels: no texel. */
bool lower_texel_split(const Type *t)
{
    return t && t->kind == TY_VECTOR && t->cols == 2 && scalar_info[t->scalar].bits == 64 &&
           (scalar_info[t->scalar].cls == SCLASS_SINT || scalar_info[t->scalar].cls == SCLASS_UINT);
}

/* S for element t, or NULL when t cannot be a texel (bool, 64-bit, not a
 * scalar or vector). */
const IrType *lower_texel_scalar(Lower *L, const Type *t)
{
    if (!t || (t->kind != TY_SCALAR && t->kind != TY_VECTOR) || t->cols > 4)
        return NULL;
    const ScalarInfo *si = &scalar_info[t->scalar];
    if (t->scalar == SC_LITERAL_INT || t->scalar == SC_LITERAL_FLOAT)
        return NULL;
    if (lower_texel_split(t))
        return irt_int(L->m, 32, si->cls == SCLASS_SINT);
    if (si->bits > 32) {
        /* a 64-bit int texel is one component (R64i, R64ui: Vulkan's
         * SPV_EXT_shader_image_int64 has no wider 64-bit format) */
        if (si->cls == SCLASS_FLOAT || si->cls == SCLASS_BOOL || (t->kind == TY_VECTOR && t->cols > 1))
            return NULL;
        return irt_int(L->m, 64, si->cls == SCLASS_SINT);
    }
    switch (si->cls) {
    case SCLASS_FLOAT: return irt_float(L->m, 32);
    case SCLASS_SINT: return irt_int(L->m, 32, true);
    case SCLASS_UINT: return irt_int(L->m, 32, false);
    default: return NULL;
    }
}

IrImageFormat lower_default_format(const Type *t)
{
    static const IrImageFormat by_kind[3][5] = {
        {IR_FMT_UNKNOWN, IR_FMT_R32F, IR_FMT_RG32F, IR_FMT_UNKNOWN, IR_FMT_RGBA32F},
        {IR_FMT_UNKNOWN, IR_FMT_R32I, IR_FMT_RG32I, IR_FMT_UNKNOWN, IR_FMT_RGBA32I},
        {IR_FMT_UNKNOWN, IR_FMT_R32UI, IR_FMT_RG32UI, IR_FMT_UNKNOWN, IR_FMT_RGBA32UI},
    };
    const ScalarInfo *si = &scalar_info[t->scalar];
    if (lower_texel_split(t))
        return si->cls == SCLASS_SINT ? IR_FMT_RGBA32I : IR_FMT_RGBA32UI;
    if (si->bits == 64) /* a 64-bit int texel: one component (lower_texel_scalar) */
        return si->cls == SCLASS_SINT ? IR_FMT_R64I : IR_FMT_R64UI;
    if (si->bits != 32) /* a 16-bit view is not R32 & co */
        return IR_FMT_UNKNOWN;
    int k = si->cls == SCLASS_FLOAT ? 0 : si->cls == SCLASS_SINT ? 1 : 2;
    return by_kind[k][ncomp(t)];
}

const IrType *lower_image_type(Lower *L, const Type *res)
{
    const IrType *s = lower_texel_scalar(L, res->elem);
    if (!s)
        return NULL;
    if (res->res == RES_RWBUFFER)
        return irt_image(L->m, IR_DIM_BUFFER, s, IR_IMAGE_STORAGE, lower_default_format(res->elem));
    return irt_image(L->m, IR_DIM_BUFFER, s, IR_IMAGE_SAMPLED, IR_FMT_UNKNOWN);
}

IrValue *lower_texel_coord(Lower *L, Node *index)
{
    IrValue *v = lower_expr(L, index);
    const IrType *s = irt_scalar_of(v->type);
    if (s->kind == IRT_INT && s->bits == 32 && !s->relaxed)
        return v;
    const Type *t = index->type; /* a texture's: uintN (sema) */
    const Type *u = t->kind == TY_VECTOR ? type_vector(L->tt, SC_UINT, t->cols) : type_scalar(L->tt, SC_UINT);
    return lower_convert(L, v, t, u);
}

static const IrType *image_of(const IrValue *handle)
{
    return handle->type->elem;
}

IrValue *lower_texel_to_elem(Lower *L, IrValue *texel, const Type *t)
{
    if (lower_texel_split(t)) /* vec4<S> -> vec2<[u]int64>: same 128 bits */
        return lx_op1(L, IR_BITCAST, layout_type(L, t, LAYOUT_NONE, false), texel);
    const IrType *s = texel->type->elem;
    int n = ncomp(t);
    static const uint32_t first[3] = {0, 1, 2};
    IrValue *v = n == 4 ? texel : n == 1 ? lx_extract(L, texel, 0)
                                         : lx_shuffle(L, irt_vector(L->m, s, n), texel, texel, first, n);
    const IrType *want = layout_type(L, t, LAYOUT_NONE, false);
    return want == v->type ? v : lx_op1(L, IR_CONVERT, want, v);
}

/* Sampled images with levels read level 0 unless told (SPIR-V's
 * OpImageFetch, WGSL's textureLoad and MSL's read take the level). */
IrValue *lower_texel_load_at(Lower *L, IrValue *handle, IrValue *coord, IrValue *level, IrValue *sample,
                             const Type *t)
{
    const IrType *img = image_of(handle), *s = img->elem, *v4 = irt_vector(L->m, s, 4);
    const IrImageDimInfo *d = &ir_image_dim_info[img->dim];
    IrValue *args[4] = {ir_build_load(&L->b, handle), coord};
    int n = 2;
    unsigned flags = 0;
    if (img->sampled == IR_IMAGE_SAMPLED && img->dim != IR_DIM_BUFFER && !d->multisampled)
        args[n++] = level ? level : lx_u32(L, 0), flags |= IR_IMG_LOD;
    if (d->multisampled)
        args[n++] = sample ? sample : lx_u32(L, 0), flags |= IR_IMG_SAMPLE;
    IrInst *i = ir_build(&L->b, IR_IMAGE_READ, v4, args, n);
    i->imm = flags;
    return lower_texel_to_elem(L, &i->v, t);
}

IrValue *lower_texel_load(Lower *L, IrValue *handle, IrValue *coord, const Type *t)
{
    return lower_texel_load_at(L, handle, coord, NULL, NULL, t);
}

void lower_texel_store(Lower *L, IrValue *handle, IrValue *coord, const Type *t, IrValue *v)
{
    const IrType *img = image_of(handle), *s = img->elem, *v4 = irt_vector(L->m, s, 4);
    int n = ncomp(t);
    const IrType *st = lower_texel_split(t) ? layout_type(L, t, LAYOUT_NONE, false) : irt_vector(L->m, s, n);
    if (v->type != st)
        v = lx_op1(L, IR_CONVERT, st, v);
    if (lower_texel_split(t))
        v = lx_op1(L, IR_BITCAST, v4, v);
    else if (n < 4) { /* the other components of the texel are zero */
        IrValue *parts[4] = {v};
        for (int i = 1; i <= 4 - n; i++)
            parts[i] = lx_scalar_const(L, s, 0.0, 0);
        v = lx_construct(L, v4, parts, 5 - n);
    }
    IrValue *args[3] = {ir_build_load(&L->b, handle), coord, v};
    ir_build(&L->b, IR_IMAGE_WRITE, irt_void(L->m), args, 3);
}

IrValue *lower_texel_pointer(Lower *L, IrValue *handle, IrValue *coord)
{
    const IrType *s = image_of(handle)->elem;
    IrValue *args[2] = {handle, coord};
    return &ir_build(&L->b, IR_IMAGE_TEXEL_POINTER, irt_pointer(L->m, s, IRS_IMAGE), args, 2)->v;
}

IrValue *lower_image_size(Lower *L, IrValue *handle)
{
    IrValue *img = ir_build_load(&L->b, handle);
    return lx_op1(L, IR_IMAGE_QUERY, irt_int(L->m, 32, false), img); /* imm 0: IR_QUERY_SIZE */
}
