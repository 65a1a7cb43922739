/* The texture table of texture.h, expanded. */
#include "texture.h"
#include "ast.h"

static const TextureInfo texture_rows[RES_COUNT] = {
#define TEX_ROW_(k, d, o, st, mi, c) [k] = {d, o, st, mi, c},
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

char texture_reg_class(const Type *t, const struct Register *r)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    char cls = resource_info[t->res].reg_class;
    if (type_is_texture(t) && texture_info(t->res)->combined && r && r->cls == 's')
        return 's'; /* the offload-test-suite's tests bind them at s registers, as DXC allows */
    return cls;
}
