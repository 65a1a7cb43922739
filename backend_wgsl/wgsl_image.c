/* Textures and samplers in WGSL (WGSL 6.5 "Texture and Sampler Types",
 * 17.7 "Texture Built-in Functions"): their declarations and the IR's
 * image ops as texture builtins.
 *
 *   IR image                       WGSL
 *   1d, 2d, 2d_array, 3d, cube,    texture_1d<T>, texture_2d<T>, texture_2d_array<T>, texture_3d<T>,
 *   cube_array, 2d_ms              texture_cube<T>, texture_cube_array<T>, texture_multisampled_2d<T>
 *   the same, depth                texture_depth_2d, _2d_array, _cube, _cube_array, _multisampled_2d
 *   storage                        texture_storage_1d/2d/2d_array/3d<format, write | read | read_write>
 *   sampler[_comparison]           sampler, sampler_comparison
 *
 *   image_sample    textureSample, textureSampleBias, textureSampleLevel, textureSampleGrad;
 *                   dref: textureSampleCompare, textureSampleCompareLevel (level 0 only)
 *   image_gather    textureGather(component, ...); dref: textureGatherCompare
 *   image_read      textureLoad(t, coord + offset[, layer], level | sample)
 *   image_write     textureStore(t, coord[, layer], v)
 *   image_query     textureDimensions (+ textureNumLayers), textureNumLevels, textureNumSamples
 * Array layers are separate i32 arguments; a sampling layer is the float
 * coordinate's last component rounded to nearest even, as Vulkan and D3D
 * round it. Offsets are const-expressions in [-8, 7] (WGSL 17.7).
 *
 * What WGSL lacks is a diagnostic with the HLSL to write instead: 1D array
 * and multisampled array textures, arrays of textures (binding_array is
 * not in WebGPU), storage textures without a WebGPU format, lod clamps,
 * lod queries, comparison sampling at a level other than 0, with a bias or
 * gradients, and implicit-lod sampling in compute shaders. */
#include <string.h>
#include "wgsl_internal.h"

/* ---------------------------------------------------------------- types */

static const char *dim_suffix(const IrType *t)
{
    static const char *const s[IR_DIM_COUNT] = {
        [IR_DIM_1D] = "1d", [IR_DIM_2D] = "2d", [IR_DIM_2D_ARRAY] = "2d_array", [IR_DIM_2D_MS] = "multisampled_2d",
        [IR_DIM_3D] = "3d", [IR_DIM_CUBE] = "cube", [IR_DIM_CUBE_ARRAY] = "cube_array",
    };
    return s[t->dim];
}

/* The WGSL type of a texture or sampler global; NULL after a diagnostic. */
static const char *handle_type(WgslWriter *w, IrGlobal *g)
{
    const IrType *t = g->pointee;
    const char *name = g->v.name ? g->v.name : "?";
    SrcLoc none = g->decl_loc;
    if (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY) {
        diag(w->c, none, D_WGSL_TEXTURE_ARRAY, name);
        return NULL;
    }
    if (g->combined_image) { /* a vk::SampledTexture's sampler: said of the texture */
        diag(w->c, g->decl_loc, D_WGSL_OWN_SAMPLER, g->combined_image->v.name, g->combined_image->hlsl_type);
        return NULL;
    }
    if (g->combined && t->kind == IRT_SAMPLER) { /* reported once, with the pair's sampler */
        diag(w->c, g->decl_loc, D_WGSL_COMBINED, name);
        return NULL;
    }
    if (t->kind == IRT_SAMPLER)
        return t->depth ? "sampler_comparison" : "sampler";
    const char *dim = dim_suffix(t);
    if (!dim) {
        diag(w->c, none, D_WGSL_TEXTURE_DIM, name, ir_image_dim_info[t->dim].name,
             t->dim == IR_DIM_1D_ARRAY ? "a Texture2DArray of height 1" : "a Texture2DMS per layer");
        return NULL;
    }
    if (t->elem->bits == 64) { /* Texture2D<uint64_t> & co (lower_image.c): said once, here */
        diag(w->c, none, D_WGSL_TEXTURE64, name, g->hlsl_type ? g->hlsl_type : "texture");
        return NULL;
    }
    const char *s = wgsl_scalar_name(w, t->elem);
    if (t->sampled == IR_IMAGE_STORAGE) {
        const char *fmt = ir_image_format_info[t->format].wgsl;
        if (t->dim == IR_DIM_CUBE || t->dim == IR_DIM_CUBE_ARRAY || t->dim == IR_DIM_2D_MS) {
            diag(w->c, none, D_WGSL_TEXTURE_DIM, name, ir_image_dim_info[t->dim].name, "a storage texture of 2D (array) dim");
            return NULL;
        }
        if (!fmt) {
            diag(w->c, none, D_WGSL_STORAGE_FORMAT, name, ir_image_format_info[t->format].name);
            return NULL;
        }
        /* WebGPU: read_write storage textures take r32float, r32sint and r32uint only */
        bool rw = g->image_read && g->image_written;
        if (rw && t->format != IR_FMT_R32F && t->format != IR_FMT_R32I && t->format != IR_FMT_R32UI) {
            diag(w->c, none, D_WGSL_STORAGE_READ_WRITE, name, fmt);
            return NULL;
        }
        const char *access = rw ? "read_write" : g->image_written ? "write" : "read";
        return wgsl_fmt(w, "texture_storage_%s<%s, %s>", dim, fmt, access);
    }
    if (t->depth) {
        if (t->dim == IR_DIM_1D || t->dim == IR_DIM_3D) {
            diag(w->c, none, D_WGSL_DEPTH_DIM, name, ir_image_dim_info[t->dim].name);
            return NULL;
        }
        return wgsl_fmt(w, "texture_depth_%s", dim);
    }
    return wgsl_fmt(w, "texture_%s<%s>", dim, s);
}

bool wgsl_emit_handle_global(WgslWriter *w, IrGlobal *g, const char *name)
{
    if (g->resource == IRR_TYPED_BUFFER) { /* reported where used (wgsl_expr.c); an array, here */
        if (g->pointee->kind == IRT_ARRAY || g->pointee->kind == IRT_RUNTIME_ARRAY)
            diag(w->c, g->decl_loc, D_WGSL_BUFFER_ARRAY, g->v.name ? g->v.name : "?");
        return false;
    }
    const char *t = handle_type(w, g);
    if (t)
        wb_printf(&w->globals, "@group(%d) @binding(%d) var %s: %s;\n", g->set > 0 ? g->set : 0,
                  g->binding > 0 ? g->binding : 0, name, t);
    return true;
}

/* ---------------------------------------------------------------- operands */

static const char *A(WgslWriter *w, IrInst *i, uint32_t k)
{
    return wgsl_value(w, i->args[k]);
}

static void refuse(WgslWriter *w, IrInst *i, const char *what, const char *instead)
{
    diag(w->c, i->loc, D_WGSL_TEXTURE_OP, what, instead);
}

static const char *swz(int from, int n)
{
    static const char *const s[4][4] = {{"x", "xy", "xyz", "xyzw"}, {"y", "yz", "yzw", ""}, {"z", "zw", "", ""}, {"w", "", "", ""}};
    return s[from][n - 1];
}

/* The coordinate without its layer, and the layer as i32 (NULL when the
 * image has none); round: a float sampling coordinate. */
static const char *split_coord(WgslWriter *w, IrValue *c, const IrType *img, bool round, const char **layer)
{
    const IrImageDimInfo *d = &ir_image_dim_info[img->dim];
    const char *t = wgsl_value(w, c);
    *layer = NULL;
    if (!d->arrayed)
        return t;
    int n = d->coords - 1;
    const char *l = wgsl_tmp(w, "%s.%s", t, swz(n, 1));
    *layer = round ? wgsl_tmp(w, "i32(round(%s))", l) : wgsl_tmp(w, "i32(%s)", l);
    return n == 1 ? wgsl_tmp(w, "%s.x", t) : wgsl_tmp(w, "%s.%s", t, swz(0, n));
}

typedef struct Ops {
    IrValue *dref, *bias, *lod, *gx, *gy, *sample, *offset, *min_lod;
} Ops;

static void operands(IrInst *i, uint32_t k, Ops *o)
{
    memset(o, 0, sizeof *o);
    if (i->imm & IR_IMG_DREF)
        o->dref = i->args[k++];
    if (i->imm & IR_IMG_BIAS)
        o->bias = i->args[k++];
    if (i->imm & IR_IMG_LOD)
        o->lod = i->args[k++];
    if (i->imm & IR_IMG_GRAD)
        o->gx = i->args[k], o->gy = i->args[k + 1], k += 2;
    if (i->imm & IR_IMG_SAMPLE)
        o->sample = i->args[k++];
    if (i->imm & IR_IMG_OFFSET)
        o->offset = i->args[k++];
    if (i->imm & IR_IMG_MIN_LOD)
        o->min_lod = i->args[k++];
}

/* Whether off is an offset WGSL takes: a constant with components in [-8, 7]. */
static bool wgsl_const_offset(WgslWriter *w, IrValue *off)
{
    if (off->vkind != IRV_CONST)
        return false;
    IrConst *k = (IrConst *)off;
    int n = irt_components(off->type);
    for (int c = 0; c < n; c++) {
        int64_t v = (int64_t)(n == 1 ? k->u : ir_const_part(w->m, k, (uint32_t)c)->u);
        if (v < -8 || v > 7)
            return false;
    }
    return true;
}

/* An offset: a constant vector of components in [-8, 7]; NULL after a diagnostic. */
static const char *offset_text(WgslWriter *w, IrInst *i, IrValue *off)
{
    if (off->vkind != IRV_CONST) {
        refuse(w, i, "a computed texel offset", "constant offsets (WGSL takes const-expressions only)");
        return NULL;
    }
    IrConst *k = (IrConst *)off;
    int n = irt_components(off->type);
    for (int c = 0; c < n; c++) {
        int64_t v = (int64_t)(n == 1 ? k->u : ir_const_part(w->m, k, (uint32_t)c)->u);
        if (v < -8 || v > 7) {
            refuse(w, i, wgsl_tmp(w, "the texel offset %lld", (long long)v),
                   "offsets from -8 to 7 (WGSL 17.7); move the rest into the coordinate");
            return NULL;
        }
    }
    return wgsl_const(w, k);
}

static bool is_zero(const IrValue *v)
{
    return v->vkind == IRV_CONST && ((const IrConst *)v)->f == 0.0;
}

/* "t, s, coord[, layer]" of a sampling builtin. */
static const char *sample_head(WgslWriter *w, IrInst *i, bool with_sampler)
{
    const char *layer, *c = split_coord(w, i->args[2], i->args[0]->type, true, &layer);
    const char *h = with_sampler ? wgsl_tmp(w, "%s, %s, %s", A(w, i, 0), A(w, i, 1), c) : c;
    return layer ? wgsl_tmp(w, "%s, %s", h, layer) : h;
}

/* Binds a texel result; tiled resources: WebGPU has no sparse textures,
 * so every access is resident (code 0; CheckAccessFullyMapped is true). */
static void bind_texel(WgslWriter *w, IrInst *i, const char *e)
{
    if (i->imm & IR_IMG_SPARSE)
        e = wgsl_tmp(w, "%s(0u, %s)", wgsl_type(w, i->v.type), e);
    wgsl_bind(w, i, e);
}

/* ---------------------------------------------------------------- ops */

static void emit_sample(WgslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    Ops o;
    operands(i, 3, &o);
    bool implicit = !(i->imm & IR_IMG_EXPLICIT_LOD);
    if (implicit && (w->fn_st & ~(unsigned)ST_FRAGMENT)) {
        refuse(w, i, "sampling with an implicit level outside a pixel shader",
               "SampleLevel, SampleGrad or SampleCmpLevelZero (WGSL has derivatives in fragment shaders only)");
        return;
    }
    /* A lod clamp of 0 or less changes nothing (the lod is never below the
     * base level): the status overloads need one written. */
    if (o.min_lod && !(o.min_lod->vkind == IRV_CONST && ((IrConst *)o.min_lod)->f <= 0.0)) {
        refuse(w, i, "a lod clamp", "the overload without the clamp, or SampleLevel");
        return;
    }
    if (img->dim == IR_DIM_1D && (o.bias || o.lod || o.gx || o.offset)) {
        refuse(w, i, "sampling a 1D texture with a level, bias, gradients or offset",
               "Sample, or a Texture2D of height 1 (WGSL samples texture_1d with textureSample only)");
        return;
    }
    const char *fn, *extra = NULL;
    if (o.dref) {
        if (o.bias || o.gx) {
            refuse(w, i, o.bias ? "SampleCmpBias" : "SampleCmpGrad", "SampleCmp or SampleCmpLevelZero");
            return;
        }
        if (o.lod && !is_zero(o.lod)) {
            refuse(w, i, "comparison sampling at a level other than 0", "SampleCmpLevelZero or SampleCmp");
            return;
        }
        fn = o.lod ? "textureSampleCompareLevel" : "textureSampleCompare";
        extra = A(w, i, 3);
    } else if (img->depth && (o.bias || o.gx)) {
        refuse(w, i, wgsl_tmp(w, "%s on a texture that is also compared (a depth texture in WGSL)",
                                  o.bias ? "SampleBias" : "SampleGrad"),
               "Sample or SampleLevel, or a second Texture2D bound to the same image");
        return;
    } else if (o.bias) {
        fn = "textureSampleBias", extra = wgsl_value(w, o.bias);
    } else if (o.lod) {
        fn = "textureSampleLevel";
        extra = wgsl_value(w, o.lod);
        if (img->depth) { /* a depth texture's level is an integer */
            if (o.lod->vkind != IRV_CONST || ((IrConst *)o.lod)->f != (double)(int32_t)((IrConst *)o.lod)->f) {
                refuse(w, i, "SampleLevel at a computed or fractional level of a texture that is also compared",
                       "an integral constant level, or a second Texture2D bound to the same image");
                return;
            }
            extra = wgsl_tmp(w, "%di", (int)((IrConst *)o.lod)->f);
        }
    } else if (o.gx) {
        fn = "textureSampleGrad", extra = wgsl_tmp(w, "%s, %s", wgsl_value(w, o.gx), wgsl_value(w, o.gy));
    } else {
        fn = "textureSample";
    }
    if (implicit)
        w->info.derivatives = true;
    const char *off = NULL;
    if (o.offset && !(off = offset_text(w, i, o.offset)))
        return;
    WBuf b = WB_FN(w);
    wb_printf(&b, "%s(%s", fn, sample_head(w, i, true));
    if (extra)
        wb_printf(&b, ", %s", extra);
    if (off)
        wb_printf(&b, ", %s", off);
    wb_putc(&b, ')');
    const char *e = b.data;
    if (img->depth && !o.dref) /* a depth texture gives its depth: HLSL's float4 is (d, 0, 0, 1) */
        e = wgsl_tmp(w, "vec4<f32>(%s, 0.0f, 0.0f, 1.0f)", e);
    bind_texel(w, i, e);
}

static void emit_gather(WgslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    unsigned comp = (i->imm >> IR_IMG_COMPONENT_SHIFT) & 3;
    Ops o;
    operands(i, 3, &o);
    if (img->depth && comp && !o.dref) {
        /* a depth texture reads as (d, 0, 0, 1) on Vulkan and D3D alike, and
         * WebGPU has no border colour: green and blue gather 0, alpha 1 */
        bind_texel(w, i, comp == 3 ? "vec4<f32>(1.0f)" : "vec4<f32>(0.0f)");
        return;
    }
    /* WGSL's offsets are constants in [-8, 7]; HLSL's gathers take computed
     * ones and D3D's wider range. A gather reads level 0, so an offset of o
     * texels is o / size in the coordinate, which moves its footprint by
     * exactly o (Vulkan applies ConstOffset to the same i, j), up to the
     * sub-texel precision the filtering already has. */
    const char *off = NULL, *layer, *c = split_coord(w, i->args[2], img, true, &layer);
    if (o.offset && wgsl_const_offset(w, o.offset))
        off = wgsl_const(w, (IrConst *)o.offset);
    else if (o.offset)
        c = wgsl_tmp(w, "(%s + vec2<f32>(%s) / vec2<f32>(textureDimensions(%s)))", c,
                         wgsl_value(w, o.offset), A(w, i, 0));
    const char *head = wgsl_tmp(w, "%s, %s, %s%s%s", A(w, i, 0), A(w, i, 1), c, layer ? ", " : "",
                                    layer ? layer : "");
    WBuf b = WB_FN(w);
    if (o.dref)
        wb_printf(&b, "textureGatherCompare(%s, %s", head, A(w, i, 3));
    else if (img->depth)
        wb_printf(&b, "textureGather(%s", head);
    else
        wb_printf(&b, "textureGather(%ui, %s", comp, head);
    if (off)
        wb_printf(&b, ", %s", off);
    wb_putc(&b, ')');
    bind_texel(w, i, b.data);
}

static void emit_read(WgslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    Ops o;
    operands(i, 2, &o);
    const char *layer, *c = split_coord(w, i->args[1], img, false, &layer);
    if (o.offset) /* Load's offset moves the texel: the same as adding it to the coordinate */
        c = wgsl_tmp(w, "(%s + %s)", c, wgsl_value(w, o.offset));
    WBuf b = WB_FN(w);
    wb_printf(&b, "textureLoad(%s, %s", A(w, i, 0), c);
    if (layer)
        wb_printf(&b, ", %s", layer);
    if (o.sample)
        wb_printf(&b, ", %s", wgsl_value(w, o.sample));
    else if (o.lod)
        wb_printf(&b, ", %s", wgsl_value(w, o.lod));
    wb_putc(&b, ')');
    const char *e = b.data;
    if (img->depth)
        e = wgsl_tmp(w, "vec4<f32>(%s, 0.0f, 0.0f, 1.0f)", e);
    bind_texel(w, i, e);
}

static void emit_write(WgslWriter *w, IrInst *i)
{
    const char *layer, *c = split_coord(w, i->args[1], i->args[0]->type, false, &layer);
    if (layer)
        wgsl_line(w, "textureStore(%s, %s, %s, %s);", A(w, i, 0), c, layer, A(w, i, 2));
    else
        wgsl_line(w, "textureStore(%s, %s, %s);", A(w, i, 0), c, A(w, i, 2));
}

static void emit_query(WgslWriter *w, IrInst *i)
{
    const IrType *img = i->args[0]->type;
    const char *t = A(w, i, 0);
    switch ((IrImageQuery)i->imm) {
    case IR_QUERY_SIZE: {
        const char *d = i->num_args > 1 ? wgsl_tmp(w, "textureDimensions(%s, %s)", t, A(w, i, 1))
                                        : wgsl_tmp(w, "textureDimensions(%s)", t);
        if (ir_image_dim_info[img->dim].arrayed) /* the layers are not a dimension in WGSL */
            d = wgsl_tmp(w, "vec3<u32>(%s, textureNumLayers(%s))", d, t);
        wgsl_bind(w, i, d);
        return;
    }
    case IR_QUERY_LEVELS: wgsl_bind(w, i, wgsl_tmp(w, "textureNumLevels(%s)", t)); return;
    case IR_QUERY_SAMPLES: wgsl_bind(w, i, wgsl_tmp(w, "textureNumSamples(%s)", t)); return;
    default:
        if (img->dim == IR_DIM_1D && i->imm == IR_QUERY_LOD) { /* WebGPU's 1D textures have one level */
            wgsl_bind(w, i, "0.0f");
            return;
        }
        refuse(w, i, i->imm == IR_QUERY_LOD ? "CalculateLevelOfDetail" : "CalculateLevelOfDetailUnclamped",
               "SampleLevel with a level of your own: WGSL has no lod query");
        return;
    }
}

void wgsl_emit_image(WgslWriter *w, IrInst *i)
{
    switch (i->op) {
    case IR_IMAGE_SAMPLE: emit_sample(w, i); break;
    case IR_IMAGE_GATHER: emit_gather(w, i); break;
    case IR_IMAGE_READ: emit_read(w, i); break;
    case IR_IMAGE_WRITE: emit_write(w, i); break;
    case IR_IMAGE_QUERY: emit_query(w, i); break;
    default: /* texel pointers: only atomics take one (on a 64-bit image its declaration said why: 5390) */
        if (i->v.type->elem->bits != 64)
            diag(w->c, i->loc, D_WGSL_TEXEL_ATOMIC);
        break;
    }
}
