/* Textures and samplers as the front end sees them: which IR image dim
 * each HLSL texture type is, and the OBJ_* bit (intrinsics.h) its methods
 * are found by. One row per texture kind of types.h's RESOURCE_LIST. */
#ifndef PRISM_TEXTURE_H
#define PRISM_TEXTURE_H
#include "../intrinsics/intrinsics.h"
#include "../ir/ir.h"
#include "types.h"

/*      kind                              ir dim              methods            storage mips   combined */
#define TEXTURE_LIST(X)                                                                              \
    X(RES_TEXTURE1D,                    IR_DIM_1D,          OBJ_TEX1D,         false,  true,  false) \
    X(RES_TEXTURE1D_ARRAY,              IR_DIM_1D_ARRAY,    OBJ_TEX1D_ARRAY,   false,  true,  false) \
    X(RES_TEXTURE2D,                    IR_DIM_2D,          OBJ_TEX2D,         false,  true,  false) \
    X(RES_TEXTURE2D_ARRAY,              IR_DIM_2D_ARRAY,    OBJ_TEX2D_ARRAY,   false,  true,  false) \
    X(RES_TEXTURE2DMS,                  IR_DIM_2D_MS,       OBJ_TEX2DMS,       false,  false, false) \
    X(RES_TEXTURE2DMS_ARRAY,            IR_DIM_2D_MS_ARRAY, OBJ_TEX2DMS_ARRAY, false,  false, false) \
    X(RES_TEXTURE3D,                    IR_DIM_3D,          OBJ_TEX3D,         false,  true,  false) \
    X(RES_TEXTURECUBE,                  IR_DIM_CUBE,        OBJ_TEXCUBE,       false,  true,  false) \
    X(RES_TEXTURECUBE_ARRAY,            IR_DIM_CUBE_ARRAY,  OBJ_TEXCUBE_ARRAY, false,  true,  false) \
    X(RES_RWTEXTURE1D,                  IR_DIM_1D,          OBJ_RWTEX1D,       true,   false, false) \
    X(RES_RWTEXTURE1D_ARRAY,            IR_DIM_1D_ARRAY,    OBJ_RWTEX1D_ARRAY, true,   false, false) \
    X(RES_RWTEXTURE2D,                  IR_DIM_2D,          OBJ_RWTEX2D,       true,   false, false) \
    X(RES_RWTEXTURE2D_ARRAY,            IR_DIM_2D_ARRAY,    OBJ_RWTEX2D_ARRAY, true,   false, false) \
    X(RES_RWTEXTURE3D,                  IR_DIM_3D,          OBJ_RWTEX3D,       true,   false, false) \
    X(RES_VK_SAMPLED_TEXTURE1D,         IR_DIM_1D,          OBJ_TEX1D,         false,  true,  true)  \
    X(RES_VK_SAMPLED_TEXTURE1D_ARRAY,   IR_DIM_1D_ARRAY,    OBJ_TEX1D_ARRAY,   false,  true,  true)  \
    X(RES_VK_SAMPLED_TEXTURE2D,         IR_DIM_2D,          OBJ_TEX2D,         false,  true,  true)  \
    X(RES_VK_SAMPLED_TEXTURE2D_ARRAY,   IR_DIM_2D_ARRAY,    OBJ_TEX2D_ARRAY,   false,  true,  true)  \
    X(RES_VK_SAMPLED_TEXTURE2DMS,       IR_DIM_2D_MS,       OBJ_TEX2DMS,       false,  false, true)  \
    X(RES_VK_SAMPLED_TEXTURE2DMS_ARRAY, IR_DIM_2D_MS_ARRAY, OBJ_TEX2DMS_ARRAY, false,  false, true)  \
    X(RES_VK_SAMPLED_TEXTURE3D,         IR_DIM_3D,          OBJ_TEX3D,         false,  true,  true)  \
    X(RES_VK_SAMPLED_TEXTURECUBE,       IR_DIM_CUBE,        OBJ_TEXCUBE,       false,  true,  true)  \
    X(RES_VK_SAMPLED_TEXTURECUBE_ARRAY, IR_DIM_CUBE_ARRAY,  OBJ_TEXCUBE_ARRAY, false,  true,  true)

typedef struct TextureInfo {
    IrImageDim dim;
    unsigned obj;  /* OBJ_* */
    bool storage;  /* RWTexture*: read and written, no sampler */
    bool mips;     /* has mip levels: sampled and not multisampled */
    bool combined; /* vk::SampledTexture*: its sampler is part of it (the methods take none) */
} TextureInfo;

/* The row of a texture kind, or NULL for any other resource. */
const TextureInfo *texture_info(ResourceKind r);
/* t is a texture (TY_RESOURCE of a TEXTURE_LIST kind). */
bool type_is_texture(const Type *t);
/* t is SamplerState or SamplerComparisonState. */
bool type_is_sampler(const Type *t);
struct Register;
/* The register class of a resource of type t declared with register r:
 * resource_info's, except that a vk::SampledTexture* answers to t and s. */
char texture_reg_class(const Type *t, const struct Register *r);

#endif
