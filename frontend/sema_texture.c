/* Textures and samplers in sema: the texture types (Texture2D<float4>,
 * Texture2DMS<float4, 8>, RWTexture3D<uint>, ...), the types of the texture
 * letters of the intrinsic signatures (intrinsics.h), the checks after a
 * method resolved, and the views t.mips[level][coord], t.sample[i][coord]
 * and t[coord].
 *
 * DXC's rules mirrored (utils/hct/gen_intrin_main.txt, SemaHLSL.cpp):
 *   - a texture without template arguments holds float4;
 *   - elements are scalars or vectors of up to 4 numbers; bools and structs
 *     are refused, and so are 64-bit texels, which no target can hold;
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

Type *sema_texture_type(Sema *s, TypeSpec *spec, ResourceKind r)
{
    const ResourceInfo *ri = &resource_info[r];
    const TextureInfo *ti = texture_info(r);
    bool ms = ir_image_dim_info[ti->dim].multisampled;
    int max_args = ms ? 2 : 1;
    if (spec->num_args == 0) /* DXC: Texture2D alone holds float4 */
        return type_resource(s->tt, r, type_vector(s->tt, SC_FLOAT, 4));
    if (spec->num_args > max_args || !spec->args[0].type) {
        diag(s->c, spec->loc, D_SEMA_TEMPLATE_ARGS, ri->name,
             ms ? "an element type and an optional sample count" : "one element type",
             arena_printf(s->c->arena, ms ? "%s<float4, 4>" : "%s<float4>", ri->name));
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
            diag(s->c, spec->loc, D_SEMA_TEMPLATE_ARGS, ri->name, "a sample count here", "a number such as 4");
            return type_error(s->tt);
        }
        sema_expr(s, ne);
        if (!sema_eval_int(s, *ne, &n))
            return type_error(s->tt);
        if (n < 1 || n > 128) {
            diag(s->c, (*ne)->loc, D_SEMA_TEXTURE_SAMPLES, ri->name, (long long)n);
            return type_error(s->tt);
        }
    }
    const char *tname = type_name(s->c, elem);
    if ((elem->kind != TY_SCALAR && elem->kind != TY_VECTOR) || elem->scalar == SC_BOOL) {
        diag(s->c, spec->loc, D_SEMA_TEXTURE_ELEM, ri->name, tname);
        return type_error(s->tt);
    }
    if (scalar_info[elem->scalar].bits > 32) {
        diag(s->c, spec->loc, D_SEMA_TEXTURE_64BIT, ri->name, tname);
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

/* Rows that filter (and so need float texels). */
static bool filters(int id)
{
    const char *name = intrinsic_info[id].hlsl;
    return strncmp(name, "Sample", 6) == 0 || strncmp(name, "CalculateLevelOfDetail", 22) == 0;
}

bool sema_texture_method(Sema *s, Node *call, const Type *ot)
{
    int id = call->call.intrinsic;
    const char *name = intrinsic_info[id].hlsl;
    if (filters(id) && scalar_info[ot->elem->scalar].cls != SCLASS_FLOAT) {
        diag(s->c, call->loc, D_SEMA_TEXTURE_FILTER_INT, name, type_name(s->c, ot), type_name(s->c, ot->elem));
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
        if (ir_image_dim_info[texture_info(bt->res)->dim].multisampled || bt->res == RES_TEXTURECUBE ||
            bt->res == RES_TEXTURECUBE_ARRAY) {
            diag(s->c, sema_expr_start(n), D_SEMA_NOT_INDEXABLE, type_name(s->c, bt));
            return fail(s, n);
        }
        if (!texel_coord(s, n, bt, it))
            return fail(s, n);
        return n->type = bt->elem;
    }
}
