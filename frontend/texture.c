/* The texture table of texture.h, expanded. */
#include "texture.h"

static const TextureInfo texture_rows[RES_COUNT] = {
#define TEX_ROW_(k, d, o, st, mi) [k] = {d, o, st, mi},
    TEXTURE_LIST(TEX_ROW_)
#undef TEX_ROW_
};

const TextureInfo *texture_info(ResourceKind r)
{
    return (unsigned)r < RES_COUNT && texture_rows[r].obj ? &texture_rows[r] : NULL;
}

bool type_is_texture(const Type *t)
{
    return t && t->kind == TY_RESOURCE && texture_info(t->res) != NULL;
}

bool type_is_sampler(const Type *t)
{
    return t && t->kind == TY_RESOURCE && (t->res == RES_SAMPLER || t->res == RES_SAMPLER_CMP);
}
