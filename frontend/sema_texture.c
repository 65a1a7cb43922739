/* Textures and samplers in sema: the texture types (Texture2D<float4>,
 * Texture2DMS<float4, 8>, RWTexture3D<uint>, ...), the types of the texture
 * letters of the intrinsic signatures (intrinsics.h), the checks after a
 * method resolved, and the views t.mips[level][coord], t.sample[i][coord]
 * and t[coord].
 *
 * DXC's rules mirrored (utils/hct/gen_intrin_main.txt, SemaHLSL.cpp):
 *   - a texture without template arguments holds float4;
 *   - elements are scalars or vectors of up to 4 numbers; bools and structs
 *     are refused, and so are 64-bit texels, except one int64_t or uint64_t
 *     (SM 6.6's 64-bit typed resources; DXC's SPIR-V: an image of a 64-bit
 *     int, R64i / R64ui when storage, SPV_EXT_shader_image_int64), which
 *     Load, [] and the atomics read but no Gather does;
 *   - t[coord] takes an unsigned vector of the dim's coordinates (layer
 *     included) and gives the element: an lvalue on RWTexture*;
 *   - Sample* and CalculateLevelOfDetail* filter, so they need float
 *     textures; Load, [] and Gather read integer ones too. */
#include <string.h>
#include "sema.h"
#include "texture.h"

static Type *fail(Sema *s, Node *n)
{
    n->type = type_error(s->tt);
    return n->type;
}

/* n components of k: a scalar for 1 (float<1> is float in DXC's tables). */
static Type *vec(Sema *s, ScalarKind k, int n)
{
    return n == 1 ? type_scalar(s->tt, k) : type_vector(s->tt, k, n);
}

/* One int64_t or uint64_t: the only 64-bit texel (R64i, R64ui). */
static bool is_int64_texel(const Type *t)
{
    const ScalarInfo *si = &scalar_info[t->scalar];
    return type_component_count(t) == 1 && si->bits == 64 && (si->cls == SCLASS_SINT || si->cls == SCLASS_UINT);
}

Type *sema_texture_type(Sema *s, TypeSpec *spec, ResourceKind r)
{
    const ResourceInfo *ri = &resource_info[r];
    const char *spelled = spec->name ? spec->name : ri->name; /* RasterizerOrderedTexture2D for RWTexture2D */
    const TextureInfo *ti = texture_info(r);
    bool ms = ir_image_dim_info[ti->dim].multisampled;
    int max_args = ms ? 2 : 1;
    if (spec->num_args == 0) /* DXC: Texture2D alone holds float4 */
        return type_resource(s->tt, r, type_vector(s->tt, SC_FLOAT, 4));
    if (spec->num_args > max_args || !spec->args[0].type) {
        diag(s->c, spec->loc, D_SEMA_TEMPLATE_ARGS, spelled,
             ms ? "an element type and an optional sample count" : "one element type",
             arena_printf(s->c->arena, ms ? "%s<float4, 4>" : "%s<float4>", spelled));
        return type_error(s->tt);
    }
    Type *elem = sema_resolve_type(s, spec->args[0].type, NULL, 0);
    if (elem->kind == TY_ERROR)
        return elem;
    if (spec->num_args == 2) {
        /* Texture2DMS<T, N>: N is the sample count, which the targets take
         * from the bound texture; it is checked, then not needed. */
        Node **ne = &spec->args[1].expr;
        int64_t n = 0;
        if (!*ne) {
            diag(s->c, spec->loc, D_SEMA_TEMPLATE_ARGS, spelled, "a sample count here", "a number such as 4");
            return type_error(s->tt);
        }
        sema_expr(s, ne);
        if (!sema_eval_int(s, *ne, &n))
            return type_error(s->tt);
        if (n < 1 || n > 128) {
            diag(s->c, (*ne)->loc, D_SEMA_TEXTURE_SAMPLES, spelled, (long long)n);
            return type_error(s->tt);
        }
    }
    const char *tname = type_name(s->c, elem);
    SrcLoc at = spec->args[0].type->loc; /* the element type is at fault */
    if ((elem->kind != TY_SCALAR && elem->kind != TY_VECTOR) || elem->scalar == SC_BOOL) {
        diag(s->c, at, D_SEMA_TEXTURE_ELEM, spelled, tname);
        return type_error(s->tt);
    }
    if (scalar_info[elem->scalar].bits > 32 && !is_int64_texel(elem)) {
        diag(s->c, at, D_SEMA_TEXTURE_64BIT, spelled, tname);
        return type_error(s->tt);
    }
    return type_resource(s->tt, r, elem);
}

Type *sema_texture_param(Sema *s, const Type *obj, char letter)
{
    if (!type_is_texture(obj))
        return NULL;
    const TextureInfo *ti = texture_info(obj->res);
    const IrImageDimInfo *d = &ir_image_dim_info[ti->dim];
    ScalarKind k = obj->elem->scalar;
    switch (letter) {
    case 'K': return type_scalar(s->tt, k);
    case 'V': return type_vector(s->tt, k, 4);
    case 'C': return vec(s, SC_FLOAT, d->coords);
    case 'G': return vec(s, SC_FLOAT, d->base);
    case 'O': return vec(s, SC_INT, d->base);
    case 'L': return vec(s, SC_INT, d->coords + (ti->mips ? 1 : 0));
    default: return NULL;
    }
}

/* Rows that filter or compare with a depth reference (and so need float
 * texels: comparisons read depth formats; MSL's gather_compare and WGSL's
 * textureGatherCompare give float4 only). */
static bool filters(int id)
{
    const char *name = intrinsic_info[id].hlsl;
    return strncmp(name, "Sample", 6) == 0 || strncmp(name, "CalculateLevelOfDetail", 22) == 0 ||
           strncmp(name, "GatherCmp", 9) == 0;
}

bool sema_texture_method(Sema *s, Node *call, const Type *ot)
{
    int id = call->call.intrinsic;
    const char *name = intrinsic_info[id].hlsl;
    if (filters(id) && scalar_info[ot->elem->scalar].cls != SCLASS_FLOAT) {
        diag(s->c, call->loc, D_SEMA_TEXTURE_FILTER_INT, name, type_name(s->c, ot), type_name(s->c, ot->elem));
        return false;
    }
    /* a 64-bit texel is one R64 channel that only loads and atomics read
     * (SPV_EXT_shader_image_int64 speaks of no gather, and the R64 formats
     * need not support one): DXC's GatherRaw on uint64_t is refused too */
    if (!strncmp(name, "Gather", 6) && scalar_info[ot->elem->scalar].bits == 64) {
        diag(s->c, call->loc, D_SEMA_GATHER_64BIT, name, type_name(s->c, ot));
        return false;
    }
    /* GatherRaw reads the raw bits of integer formats (SM 6.7): DXC takes
     * uint16_t, uint and uint64_t elements only. */
    if (id == INTR_TEX_GATHER_RAW && (scalar_info[ot->elem->scalar].cls != SCLASS_UINT || ot->elem->kind != TY_SCALAR)) {
        diag(s->c, call->loc, D_SEMA_GATHER_RAW_TYPE, type_name(s->c, ot));
        return false;
    }
    /* DXC's SPIR-V back end refuses them too: OpImageDrefGather has no
     * component operand (SPIR-V 3.37.10); MSL's gather_compare and WGSL's
     * textureGatherCompare neither. */
    static const char *const channels[] = {"GatherCmpGreen", "green", "GatherCmpBlue", "blue", "GatherCmpAlpha", "alpha"};
    for (int i = 0; i < 6; i += 2)
        if (!strcmp(name, channels[i])) {
            diag(s->c, call->loc, D_SEMA_GATHER_CMP_CHANNEL, name, channels[i + 1]);
            return false;
        }
    return true;
}

Node *sema_texture_own_sampler(Sema *s, Node *obj, ResourceKind sampler)
{
    Node *n = ast_new(s->c, ND_MEMBER, obj->loc);
    n->member.object = obj;
    n->member.name = intern_cstr(s->c->strs, "sampler");
    n->member.what = MEMBER_OWN_SAMPLER;
    n->type = type_resource(s->tt, sampler, NULL);
    return n;
}

Type *sema_texture_member(Sema *s, Node *n, Type *t)
{
    const char *name = n->member.name;
    bool mips = !strcmp(name, "mips"), sample = !strcmp(name, "sample");
    if (!type_is_texture(t) || (!mips && !sample))
        return NULL;
    const TextureInfo *ti = texture_info(t->res);
    bool ms = ir_image_dim_info[ti->dim].multisampled;
    if (mips && !ti->mips) {
        diag(s->c, n->loc, D_SEMA_TEXTURE_VIEW, type_name(s->c, t), name,
             ti->storage ? "RW textures have one level; index the texture itself: t[coord]"
                         : "multisampled textures have one level; use .sample[index][coord]");
        return fail(s, n);
    }
    if (sample && !ms) {
        diag(s->c, n->loc, D_SEMA_TEXTURE_VIEW, type_name(s->c, t), name,
             "only Texture2DMS and Texture2DMSArray have samples; use .mips[level][coord] or Load");
        return fail(s, n);
    }
    n->member.what = MEMBER_TEXTURE_VIEW;
    return n->type = type_resource(s->tt, mips ? RES_MIPS : RES_SAMPLES, t);
}

/* Converts the index of n to the texel coordinate of texture t. */
static bool texel_coord(Sema *s, Node *n, const Type *t, Type *it)
{
    const TextureInfo *ti = texture_info(t->res);
    int nc = ir_image_dim_info[ti->dim].coords;
    Type *want = vec(s, SC_UINT, nc);
    bool ints = sema_is_numeric_shape(it) && it->kind != TY_MATRIX && scalar_info[it->scalar].cls != SCLASS_FLOAT &&
                it->scalar != SC_BOOL;
    if (!ints || type_component_count(it) != nc) {
        diag(s->c, n->index.index->loc, D_SEMA_TEXTURE_COORD, type_name(s->c, t), type_name(s->c, want),
             ir_image_dim_info[ti->dim].arrayed ? ", then the array layer" : "", type_name(s->c, it));
        return false;
    }
    return sema_convert(s, &n->index.index, want, "texel coordinate");
}

static bool level_index(Sema *s, Node *n, Type *it)
{
    if (!type_is_scalar_like(it) || !sema_is_numeric_shape(it) || scalar_info[it->scalar].cls == SCLASS_FLOAT ||
        it->scalar == SC_BOOL) {
        diag(s->c, n->index.index->loc, D_SEMA_INDEX_NOT_INT, type_name(s->c, it));
        return false;
    }
    return sema_convert(s, &n->index.index, type_scalar(s->tt, SC_UINT), "index");
}

Type *sema_texture_index(Sema *s, Node *n, Type *bt, Type *it)
{
    if (bt->kind != TY_RESOURCE)
        return NULL;
    switch (bt->res) {
    case RES_MIPS:
    case RES_SAMPLES: /* t.mips[level], t.sample[index] */
        if (!level_index(s, n, it))
            return fail(s, n);
        return n->type = type_resource(s->tt, bt->res == RES_MIPS ? RES_MIPS_LEVEL : RES_SAMPLES_INDEX, bt->elem);
    case RES_MIPS_LEVEL:
    case RES_SAMPLES_INDEX: /* ...[coord] */
        if (!texel_coord(s, n, bt->elem, it))
            return fail(s, n);
        return n->type = bt->elem->elem;
    default:
        if (!type_is_texture(bt))
            return NULL;
        /* Texture2DMS[coord] reads sample 0 (the HLSL reference's
         * Texture2DMS::operator[]); a cube has no texel coordinates */
        if (bt->res == RES_TEXTURECUBE || bt->res == RES_TEXTURECUBE_ARRAY) {
            diag(s->c, sema_expr_start(n), D_SEMA_NOT_INDEXABLE, type_name(s->c, bt));
            return fail(s, n);
        }
        if (!texel_coord(s, n, bt, it))
            return fail(s, n);
        return n->type = bt->elem;
    }
}

/* ---------------------------------------------------------------- declarations */

static Attribute *attr_of(Node *v, const char *name)
{
    for (int i = 0; i < v->var.attrs.len; i++)
        if (!strcmp(v->var.attrs.data[i]->name, name))
            return v->var.attrs.data[i];
    return NULL;
}

static const Type *base_of(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    return t;
}

/* Why format f cannot hold elements of type e, by width, or NULL (Vulkan:
 * the format's component width is the image's sampled type's, DXC's "the
 * image format and the sampled type are not compatible"). A 64-bit int is
 * one R64 channel; a 2-vector of them four 32-bit channels (lower_image.c). */
static const char *format_width_mismatch(const Type *e, IrImageFormat f)
{
    bool r64 = f == IR_FMT_R64UI || f == IR_FMT_R64I;
    if (scalar_info[e->scalar].bits != 64)
        return r64 ? "an R64 format holds one 64-bit int; declare the element int64_t or uint64_t" : NULL;
    if (type_component_count(e) == 1)
        return r64 ? NULL : "a 64-bit int texel is one R64 channel; use \"r64ui\" or \"r64i\", or leave the attribute out";
    return f == IR_FMT_RGBA32UI || f == IR_FMT_RGBA32I
               ? NULL
               : "a 2-vector of 64-bit ints is four 32-bit channels; use \"rgba32ui\" or \"rgba32i\", or leave the attribute out";
}

/* DXC's [[vk::image_format]] names (SPIR-V.rst "Vulkan specific
 * attributes"): the IR's format table spells them. */
static void image_format(Sema *s, Node *v, Attribute *a)
{
    const Type *t = base_of(v->type);
    bool storage = t->kind == TY_RESOURCE && (t->res == RES_RWBUFFER || (type_is_texture(t) && texture_info(t->res)->storage));
    if (!storage) {
        diag(s->c, a->loc, D_SEMA_IMAGE_FORMAT_WHERE, a->name, v->var.name);
        return;
    }
    Node *arg = a->args.len == 1 ? a->args.data[0] : NULL;
    if (!arg || arg->kind != ND_STRING_LIT) {
        diag(s->c, a->loc, D_SEMA_ATTR_ARG, a->name, "one string, the format: [[vk::image_format(\"rgba8\")]]");
        return;
    }
    int f = 0;
    while (f < IR_FMT_COUNT && strcmp(ir_image_format_info[f].name, arg->slit.value))
        f++;
    if (f == IR_FMT_COUNT) {
        StrBuf sb = {0};
        for (int k = 0; k < IR_FMT_COUNT; k++)
            sb_printf(&sb, "%s%s", k ? ", " : "", ir_image_format_info[k].name);
        diag(s->c, arg->loc, D_SEMA_IMAGE_FORMAT, arg->slit.value, sb.data);
        sb_free(&sb);
        return;
    }
    /* The format's texels are floats (unorm, snorm, float), signed or
     * unsigned ints; the element must be of that kind (Vulkan: the image's
     * sampled type matches the format's numeric type). */
    char kind = ir_image_format_info[f].kind;
    ScalarClass cls = scalar_info[t->elem->scalar].cls;
    char have = cls == SCLASS_FLOAT ? 'f' : cls == SCLASS_SINT ? 'i' : 'u';
    if (kind && kind != have) {
        diag(s->c, arg->loc, D_SEMA_IMAGE_FORMAT_KIND, arg->slit.value,
             kind == 'f' ? "float" : kind == 'i' ? "signed integer" : "unsigned integer", type_name(s->c, t),
             type_name(s->c, t->elem));
        return;
    }
    const char *why = format_width_mismatch(t->elem, (IrImageFormat)f);
    if (why)
        diag(s->c, arg->loc, D_SEMA_IMAGE_FORMAT_WIDTH, arg->slit.value, type_name(s->c, t), why);
}

void sema_texture_decl(Sema *s, Node *v)
{
    Attribute *a = attr_of(v, "vk::image_format");
    if (a)
        image_format(s, v, a);
    a = attr_of(v, "vk::combinedImageSampler");
    if (!a)
        return;
    const Type *t = base_of(v->type);
    if (!(type_is_sampler(t) || (type_is_texture(t) && !texture_info(t->res)->storage)) || t != v->type) {
        diag(s->c, a->loc, D_SEMA_IMAGE_FORMAT_WHERE, a->name, v->var.name);
        return;
    }
    if (!attr_of(v, "vk::binding"))
        diag(s->c, a->loc, D_SEMA_COMBINED_BINDING, v->var.name);
}

static bool is_combined(const Node *d)
{
    return d && d->kind == ND_VAR && d->var.is_resource && attr_of((Node *)d, "vk::combinedImageSampler") &&
           attr_of((Node *)d, "vk::binding");
}

bool sema_combined_pair(const Node *a, const Node *b)
{
    return is_combined(a) && is_combined(b) && type_is_sampler(a->type) != type_is_sampler(b->type);
}

static void collect_combined(NodeList *decls, NodeList *out, Arena *a)
{
    for (int i = 0; i < decls->len; i++) {
        Node *d = decls->data[i];
        if (d && d->kind == ND_NAMESPACE)
            collect_combined(&d->ns.decls, out, a);
        else if (is_combined(d))
            vec_push(a, out, d);
    }
}

void sema_check_combined(Sema *s, NodeList *decls)
{
    NodeList all = {0};
    collect_combined(decls, &all, s->c->scratch);
    for (int i = 0; i < all.len; i++) {
        Node *v = all.data[i];
        int textures = 0, samplers = 0;
        for (int j = 0; j < all.len; j++) {
            Node *u = all.data[j];
            if (u->var.vk_set == v->var.vk_set && u->var.vk_binding == v->var.vk_binding)
                type_is_sampler(u->type) ? samplers++ : textures++;
        }
        if (textures != 1 || samplers != 1)
            diag(s->c, attr_of(v, "vk::combinedImageSampler")->loc, D_SEMA_COMBINED_PAIR, v->var.name, v->var.vk_binding,
                 v->var.vk_set, textures, samplers);
    }
}

/* ---------------------------------------------------------------- helper lanes */

/* [WaveOpsIncludeHelperLanes] (SM 6.7): wave operations of a pixel shader
 * count its helper lanes. SPIR-V says so with SPV_KHR_quad_control and
 * SPV_KHR_maximal_reconvergence (as DXC does since 2025), which the
 * SPIR-V tools Prism validates with predate; Metal and WebGPU have no
 * such guarantee. The attribute is checked, and a warning says that
 * whether helper lanes join wave operations is left to the device. */
void sema_helper_lanes_attr(Sema *s, Node *f, Attribute *a)
{
    if (a->args.len) {
        diag(s->c, a->loc, D_SEMA_ATTR_ARG, a->name, "no arguments");
        return;
    }
    if (!sema_require_sm(s, a->loc, 67, "[WaveOpsIncludeHelperLanes]"))
        return;
    diag(s->c, a->loc, D_SEMA_HELPER_LANES_ATTR, f->func.name);
}
