/* Textures and samplers in MSL 2.4 (spec 2.9 "Textures", 6.12 "Texture
 * functions"): their types and the IR's image ops as texture methods.
 *
 *   IR image                          MSL
 *   1d, 1d_array, 2d, 2d_array, 3d,   texture1d<T>, texture1d_array<T>, texture2d<T>,
 *   cube, cube_array                  texture2d_array<T>, texture3d<T>, texturecube<T>,
 *                                     texturecube_array<T> (access::sample)
 *   the same, depth                   depth2d<float>, depth2d_array, depthcube, depthcube_array
 *   2d_ms, 2d_ms_array                texture2d_ms<T, access::read>, texture2d_ms_array<T, access::read>
 *   storage                           access::read, write or read_write as the shader uses it
 *   buffer                            texture_buffer<T, access::read | read_write>
 *   sampler[_comparison]              sampler (the comparison is the sampler's state)
 *   arrays of them                    array<texture2d<float>, N> (N consecutive indices)
 *
 *   image_sample       t.sample(s, coord[, layer][, options][, offset]); dref: sample_compare;
 *                      options bias(b), level(l), gradient2d/3d/cube(dx, dy), min_lod_clamp(m)
 *   image_gather       t.gather(s, coord[, layer], offset, component::c); dref: gather_compare
 *   image_read         t.read(coord + offset[, layer][, level | sample])
 *   image_write        t.write(v, coord[, layer])
 *   image_query        get_width/height/depth(level), get_array_size(), get_num_mip_levels(),
 *                      get_num_samples(), calculate_clamped_lod / calculate_unclamped_lod
 * Array layers are separate uint arguments in MSL: a sampling layer is
 * the float coordinate's last component rounded to nearest even (rint),
 * as Vulkan and D3D round it. A depth texture's sample, gather and read
 * give one float: HLSL's float4 is (d, 0, 0, 1), as a depth format reads
 * on Vulkan and D3D. */
#include <string.h>
#include "msl_internal.h"

/* ---------------------------------------------------------------- types */

static const char *texture_kind(const IrType *t)
{
    static const char *const plain[IR_DIM_COUNT] = {
        [IR_DIM_1D] = "texture1d", [IR_DIM_1D_ARRAY] = "texture1d_array", [IR_DIM_2D] = "texture2d",
        [IR_DIM_2D_ARRAY] = "texture2d_array", [IR_DIM_2D_MS] = "texture2d_ms", [IR_DIM_2D_MS_ARRAY] = "texture2d_ms_array",
        [IR_DIM_3D] = "texture3d", [IR_DIM_CUBE] = "texturecube", [IR_DIM_CUBE_ARRAY] = "texturecube_array",
        [IR_DIM_BUFFER] = "texture_buffer",
    };
    static const char *const depth[IR_DIM_COUNT] = {
        [IR_DIM_2D] = "depth2d", [IR_DIM_2D_ARRAY] = "depth2d_array", [IR_DIM_2D_MS] = "depth2d_ms",
        [IR_DIM_2D_MS_ARRAY] = "depth2d_ms_array", [IR_DIM_CUBE] = "depthcube", [IR_DIM_CUBE_ARRAY] = "depthcube_array",
    };
    return t->depth && depth[t->dim] ? depth[t->dim] : plain[t->dim];
}

const char *msl_image_type(MslWriter *w, const IrType *t, const IrGlobal *g, SrcLoc loc)
{
    if (t->kind == IRT_SAMPLER)
        return "sampler";
    if (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY) {
        const char *e = msl_image_type(w, t->elem, g, loc);
        if (t->kind == IRT_RUNTIME_ARRAY) { /* reported by msl_entry_indices */
            return arena_printf(w->a, "array<%s, 1>", e);
        }
        return arena_printf(w->a, "array<%s, %u>", e, t->count);
    }
    if (t->depth && (t->dim == IR_DIM_1D || t->dim == IR_DIM_1D_ARRAY || t->dim == IR_DIM_3D)) {
        diag(w->c, g ? g->decl_loc : loc, D_MSL_DEPTH_DIM, g && g->v.name ? g->v.name : "?", ir_image_dim_info[t->dim].name);
        return "texture2d<float>";
    }
    if (t->elem->bits == 64) { /* RWBuffer<int64_t>, RWTexture2D<uint64_t> & co (lower_image.c) */
        const char *name = g && g->v.name ? g->v.name : "?";
        if (t->dim == IR_DIM_BUFFER)
            diag(w->c, g ? g->decl_loc : loc, D_MSL_TEXEL64, name);
        else
            diag(w->c, g ? g->decl_loc : loc, D_MSL_TEXTURE64, name, g && g->hlsl_type ? g->hlsl_type : "texture");
        return "texture2d<uint>";
    }
    const char *kind = texture_kind(t), *s = msl_scalar_name(t->elem);
    const char *access = NULL;
    if (t->dim == IR_DIM_BUFFER)
        access = t->sampled == IR_IMAGE_STORAGE ? "read_write" : "read";
    else if (t->sampled == IR_IMAGE_STORAGE)
        /* what the shader does with it: Metal's read_write textures need
         * more of the device (MTLReadWriteTextureTier) than read or write */
        access = g && g->image_read && g->image_written ? "read_write" : g && g->image_written ? "write" : "read";
    else if (ir_image_dim_info[t->dim].multisampled)
        access = "read";
    if (t->depth)
        return access ? arena_printf(w->a, "%s<float, access::%s>", kind, access) : arena_printf(w->a, "%s<float>", kind);
    return access ? arena_printf(w->a, "%s<%s, access::%s>", kind, s, access) : arena_printf(w->a, "%s<%s>", kind, s);
}

int msl_image_slots(const IrType *t)
{
    return t->kind == IRT_ARRAY ? (int)t->count * msl_image_slots(t->elem) : 1;
}

/* ---------------------------------------------------------------- operands */

static void def(MslWriter *w, IrInst *i, const char *expr)
{
    /* tiled resources: Metal's textures here are never sparse, so every
     * access is resident (code 0; CheckAccessFullyMapped is true) */
    if (i->op != IR_IMAGE_QUERY && (i->imm & IR_IMG_SPARSE))
        expr = arena_printf(w->a, "%s{0u, %s}", msl_type(w, i->v.type, i->loc), expr);
    msl_def(w, i, expr);
}

static void refuse(MslWriter *w, IrInst *i, const char *what, const char *why)
{
    diag(w->c, i->loc, D_MSL_TEXTURE_FORM, what, ir_image_dim_info[i->args[0]->type->dim].name, why);
}

static const char *swz(int from, int n)
{
    static const char *const s[4][4] = {{"x", "xy", "xyz", "xyzw"}, {"y", "yz", "yzw", ""}, {"z", "zw", "", ""}, {"w", "", "", ""}};
    return s[from][n - 1];
}

/* The coordinate without its layer, and the layer (NULL when the image has
 * none). round: a float sampling coordinate (the layer rounds to nearest
 * even); else an int texel coordinate (the layer as it is). */
static const char *split_coord(MslWriter *w, IrValue *c, const IrType *img, bool round, const char **layer, SrcLoc loc)
{
    const IrImageDimInfo *d = &ir_image_dim_info[img->dim];
    const char *t = msl_value(w, c, loc);
    *layer = NULL;
    if (!d->arrayed)
        return t;
    int n = d->coords - 1;
    const char *l = arena_printf(w->a, "%s.%s", t, swz(n, 1));
    *layer = round ? arena_printf(w->a, "uint(rint(%s))", l) : arena_printf(w->a, "uint(%s)", l);
    return arena_printf(w->a, "%s.%s", t, swz(0, n));
}

/* uintN(coord [+ offset]) for a read or write. */
static const char *texel_coord(MslWriter *w, const char *c, int n, const char *offset)
{
    const char *u = n == 1 ? "uint" : arena_printf(w->a, "uint%d", n);
    return offset ? arena_printf(w->a, "%s(%s + %s)", u, c, offset) : arena_printf(w->a, "%s(%s)", u, c);
}

/* The operand after the fixed ones: bias, lod, grad, sample, offset, min lod. */
typedef struct Ops {
    const char *dref, *bias, *lod, *gx, *gy, *sample, *offset, *min_lod;
    IrValue *lod_v;
} Ops;

static void operands(MslWriter *w, IrInst *i, uint32_t k, Ops *o)
{
    memset(o, 0, sizeof *o);
    if (i->imm & IR_IMG_DREF)
        o->dref = msl_arg(w, i, k++);
    if (i->imm & IR_IMG_BIAS)
        o->bias = msl_arg(w, i, k++);
    if (i->imm & IR_IMG_LOD)
        o->lod_v = i->args[k], o->lod = msl_arg(w, i, k++);
    if (i->imm & IR_IMG_GRAD)
        o->gx = msl_arg(w, i, k), o->gy = msl_arg(w, i, k + 1), k += 2;
    if (i->imm & IR_IMG_SAMPLE)
        o->sample = msl_arg(w, i, k++);
    if (i->imm & IR_IMG_OFFSET)
        o->offset = msl_arg(w, i, k++);
    if (i->imm & IR_IMG_MIN_LOD)
        o->min_lod = msl_arg(w, i, k++);
}

static bool is_zero(const IrValue *v)
{
    return v && v->vkind == IRV_CONST && ((const IrConst *)v)->f == 0.0;
}

/* ---------------------------------------------------------------- ops */

static const char *grad_fn(const IrType *img)
{
    switch ((IrImageDim)img->dim) {
    case IR_DIM_3D: return "gradient3d";
    case IR_DIM_CUBE:
    case IR_DIM_CUBE_ARRAY: return "gradientcube";
    default: return "gradient2d";
    }
}

/* "t.fn(s, coord[, layer][, ref]" of a sample or gather. */
static void call_head(MslWriter *w, IrInst *i, const char *fn, const Ops *o, StrBuf *sb)
{
    const char *layer, *c = split_coord(w, i->args[2], i->args[0]->type, true, &layer, i->loc);
    sb_printf(sb, "%s.%s(%s, %s", msl_arg(w, i, 0), fn, msl_arg(w, i, 1), c);
    if (layer)
        sb_printf(sb, ", %s", layer);
    if (o->dref)
        sb_printf(sb, ", %s", o->dref);
}

static void emit_sample(MslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    bool one_d = img->dim == IR_DIM_1D || img->dim == IR_DIM_1D_ARRAY;
    Ops o;
    operands(w, i, 3, &o);
    if (!(i->imm & IR_IMG_EXPLICIT_LOD) && (w->fn_st & ST_COMPUTE)) {
        diag(w->c, i->loc, D_MSL_KERNEL_DERIVATIVES, (i->imm & IR_IMG_DREF) ? "comparison sampling" : "sampling");
        return;
    }
    if (one_d && (o.bias || o.gx || o.min_lod || (o.lod && !is_zero(o.lod_v)) || o.offset)) {
        refuse(w, i, "sampling with a level, bias, gradients, lod clamp or offset",
               "Metal's texture1d has one level and takes a coordinate only; use a Texture2D of height 1");
        return;
    }
    StrBuf sb = {0};
    call_head(w, i, o.dref ? "sample_compare" : "sample", &o, &sb);
    if (o.bias)
        sb_printf(&sb, ", bias(%s)", o.bias);
    if (o.lod && !one_d)
        sb_printf(&sb, ", level(%s)", o.lod);
    if (o.gx)
        sb_printf(&sb, ", %s(%s, %s)", grad_fn(img), o.gx, o.gy);
    if (o.min_lod)
        sb_printf(&sb, ", min_lod_clamp(%s)", o.min_lod);
    if (o.offset)
        sb_printf(&sb, ", %s", o.offset);
    sb_putc(&sb, ')');
    const char *e = arena_strndup(w->a, sb.data, sb.len);
    sb_free(&sb);
    if (img->depth && !o.dref) /* a depth texture sampled without comparison gives its depth */
        e = arena_printf(w->a, "float4(%s, 0.0, 0.0, 1.0)", e);
    def(w, i, e);
}

static void emit_gather(MslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    unsigned comp = (i->imm >> IR_IMG_COMPONENT_SHIFT) & 3;
    Ops o;
    operands(w, i, 3, &o);
    if (img->depth && comp && !o.dref) {
        /* a depth texture reads as (d, 0, 0, 1) on Vulkan and D3D alike
         * (wgsl_image.c does the same): green and blue gather 0, alpha 1 */
        def(w, i, comp == 3 ? "float4(1.0)" : "float4(0.0)");
        return;
    }
    bool cube = img->dim == IR_DIM_CUBE || img->dim == IR_DIM_CUBE_ARRAY;
    StrBuf sb = {0};
    call_head(w, i, o.dref ? "gather_compare" : "gather", &o, &sb);
    if (!cube && (o.offset || (comp && !img->depth)))
        sb_printf(&sb, ", %s", o.offset ? o.offset : "int2(0)");
    if (comp && !img->depth)
        sb_printf(&sb, ", component::%c", "xyzw"[comp]);
    sb_putc(&sb, ')');
    def(w, i, arena_strndup(w->a, sb.data, sb.len));
    sb_free(&sb);
}

static void emit_read(MslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    const IrImageDimInfo *d = &ir_image_dim_info[img->dim];
    Ops o;
    operands(w, i, 2, &o);
    if (img->dim == IR_DIM_BUFFER) {
        def(w, i, arena_printf(w->a, "%s.read(uint(%s))", msl_arg(w, i, 0), msl_arg(w, i, 1)));
        return;
    }
    const char *layer, *c = split_coord(w, i->args[1], img, false, &layer, i->loc);
    StrBuf sb = {0};
    sb_printf(&sb, "%s.read(%s", msl_arg(w, i, 0), texel_coord(w, c, d->coords - (d->arrayed ? 1 : 0), o.offset));
    if (img->dim == IR_DIM_CUBE || img->dim == IR_DIM_CUBE_ARRAY)
        ice(w->c, "image_read of a cube image");
    if (layer)
        sb_printf(&sb, ", %s", layer);
    if (o.sample)
        sb_printf(&sb, ", uint(%s)", o.sample);
    else if (o.lod)
        sb_printf(&sb, ", uint(%s)", o.lod);
    sb_putc(&sb, ')');
    const char *e = arena_strndup(w->a, sb.data, sb.len);
    sb_free(&sb);
    if (img->depth)
        e = arena_printf(w->a, "float4(%s, 0.0, 0.0, 1.0)", e);
    def(w, i, e);
}

static void emit_write(MslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    const IrImageDimInfo *d = &ir_image_dim_info[img->dim];
    if (img->dim == IR_DIM_BUFFER) {
        msl_line(w, "%s.write(%s, uint(%s));", msl_arg(w, i, 0), msl_arg(w, i, 2), msl_arg(w, i, 1));
        return;
    }
    const char *layer, *c = split_coord(w, i->args[1], img, false, &layer, i->loc);
    const char *tc = texel_coord(w, c, d->coords - (d->arrayed ? 1 : 0), NULL);
    if (layer)
        msl_line(w, "%s.write(%s, %s, %s);", msl_arg(w, i, 0), msl_arg(w, i, 2), tc, layer);
    else
        msl_line(w, "%s.write(%s, %s);", msl_arg(w, i, 0), msl_arg(w, i, 2), tc);
}

static void emit_query(MslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    const IrImageDimInfo *d = &ir_image_dim_info[img->dim];
    const char *t = msl_arg(w, i, 0);
    switch ((IrImageQuery)i->imm) {
    case IR_QUERY_SIZE: {
        if (img->dim == IR_DIM_BUFFER) {
            def(w, i, arena_printf(w->a, "%s.get_width()", t));
            return;
        }
        const char *l = i->num_args > 1 ? msl_arg(w, i, 1) : "";
        const char *parts[3];
        int n = 0;
        parts[n++] = arena_printf(w->a, "%s.get_width(%s)", t, l);
        if (img->dim != IR_DIM_1D && img->dim != IR_DIM_1D_ARRAY)
            parts[n++] = arena_printf(w->a, "%s.get_height(%s)", t, l);
        if (img->dim == IR_DIM_3D)
            parts[n++] = arena_printf(w->a, "%s.get_depth(%s)", t, l);
        if (d->arrayed)
            parts[n++] = arena_printf(w->a, "%s.get_array_size()", t);
        if (n == 1)
            def(w, i, parts[0]);
        else if (n == 2)
            def(w, i, arena_printf(w->a, "uint2(%s, %s)", parts[0], parts[1]));
        else
            def(w, i, arena_printf(w->a, "uint3(%s, %s, %s)", parts[0], parts[1], parts[2]));
        return;
    }
    case IR_QUERY_LEVELS:
        def(w, i, arena_printf(w->a, "%s.get_num_mip_levels()", t));
        return;
    case IR_QUERY_SAMPLES: def(w, i, arena_printf(w->a, "%s.get_num_samples()", t)); return;
    case IR_QUERY_LOD:
    case IR_QUERY_LOD_UNCLAMPED:
        if (w->fn_st & ST_COMPUTE) {
            diag(w->c, i->loc, D_MSL_KERNEL_DERIVATIVES, "CalculateLevelOfDetail");
            return;
        }
        if ((img->dim == IR_DIM_1D || img->dim == IR_DIM_1D_ARRAY) && i->imm == IR_QUERY_LOD) {
            /* Metal's 1D textures have one level: the clamped level is 0 */
            def(w, i, "0.0f");
            return;
        }
        if (img->dim == IR_DIM_1D || img->dim == IR_DIM_1D_ARRAY) {
            refuse(w, i, "CalculateLevelOfDetailUnclamped", "Metal's texture1d has one level and no lod query; "
                                                             "CalculateLevelOfDetail is 0");
            return;
        }
        def(w, i, arena_printf(w->a, "%s.%s(%s, %s)", t,
                               i->imm == IR_QUERY_LOD ? "calculate_clamped_lod" : "calculate_unclamped_lod", msl_arg(w, i, 1),
                               msl_arg(w, i, 2)));
        return;
    default: ice(w->c, "image_query %u", i->imm);
    }
}

void msl_emit_image(MslWriter *w, IrInst *i)
{
    switch (i->op) {
    case IR_IMAGE_SAMPLE: emit_sample(w, i); break;
    case IR_IMAGE_GATHER: emit_gather(w, i); break;
    case IR_IMAGE_READ: emit_read(w, i); break;
    case IR_IMAGE_WRITE: emit_write(w, i); break;
    case IR_IMAGE_QUERY: emit_query(w, i); break;
    default: break; /* a texel pointer: only atomics take one, and they report it */
    }
}
