/* Images: OpTypeImage, texel reads, writes, size queries and texel
 * pointers for atomics. Today only texel buffers (Buffer<T>, RWBuffer<T>)
 * reach here; the dim and format tables already cover textures.
 *
 *   IR                        SPIR-V
 *   image<buffer, T, sampled> OpTypeImage T Buffer 0 0 0 1 Unknown  (SampledBuffer)
 *   image<buffer, T, storage> OpTypeImage T Buffer 0 0 0 2 format   (ImageBuffer)
 *   image_read, sampled       OpImageFetch
 *   image_read, storage       OpImageRead   (StorageImageReadWithoutFormat if Unknown)
 *   image_write               OpImageWrite  (StorageImageWriteWithoutFormat if Unknown)
 *   image_size                OpImageQuerySize (ImageQuery)
 *   image_texel_pointer       OpImageTexelPointer, sample 0: atomics then
 *                             run on it at Device scope (spv_inst.c) */
#include "spv_internal.h"

static SpvDim spv_dim(IrImageDim d)
{
    switch (d) {
    case IR_DIM_1D:
    case IR_DIM_1D_ARRAY: return SpvDim1D;
    case IR_DIM_3D: return SpvDim3D;
    case IR_DIM_CUBE:
    case IR_DIM_CUBE_ARRAY: return SpvDimCube;
    case IR_DIM_BUFFER: return SpvDimBuffer;
    case IR_DIM_SUBPASS:
    case IR_DIM_SUBPASS_MS: return SpvDimSubpassData;
    default: return SpvDim2D;
    }
}

static SpvImageFormat spv_format(IrImageFormat f)
{
    switch (f) {
    case IR_FMT_RGBA32F: return SpvImageFormatRgba32f;
    case IR_FMT_RG32F: return SpvImageFormatRg32f;
    case IR_FMT_R32F: return SpvImageFormatR32f;
    case IR_FMT_RGBA32I: return SpvImageFormatRgba32i;
    case IR_FMT_RG32I: return SpvImageFormatRg32i;
    case IR_FMT_R32I: return SpvImageFormatR32i;
    case IR_FMT_RGBA32UI: return SpvImageFormatRgba32ui;
    case IR_FMT_RG32UI: return SpvImageFormatRg32ui;
    case IR_FMT_R32UI: return SpvImageFormatR32ui;
    default: return SpvImageFormatUnknown;
    }
}

/* The capabilities a dim needs (SPIR-V 3.8 Dim, 3.31 Capability). */
static void dim_caps(SpvWriter *w, const IrType *t)
{
    bool storage = t->sampled == IR_IMAGE_STORAGE;
    switch ((IrImageDim)t->dim) {
    case IR_DIM_SUBPASS:
    case IR_DIM_SUBPASS_MS: spv_cap(w, SpvCapabilityInputAttachment); break;
    case IR_DIM_BUFFER: spv_cap(w, storage ? SpvCapabilityImageBuffer : SpvCapabilitySampledBuffer); break;
    case IR_DIM_1D:
    case IR_DIM_1D_ARRAY: spv_cap(w, storage ? SpvCapabilityImage1D : SpvCapabilitySampled1D); break;
    case IR_DIM_CUBE_ARRAY: spv_cap(w, storage ? SpvCapabilityImageCubeArray : SpvCapabilitySampledCubeArray); break;
    case IR_DIM_2D_MS:
        if (storage)
            spv_cap(w, SpvCapabilityStorageImageMultisample);
        break;
    case IR_DIM_2D_MS_ARRAY:
        spv_cap(w, SpvCapabilityImageMSArray);
        if (storage)
            spv_cap(w, SpvCapabilityStorageImageMultisample);
        break;
    default: break;
    }
}

int spv_image_operands(SpvWriter *w, const IrType *t, uint32_t *ops)
{
    const IrImageDimInfo *d = &ir_image_dim_info[t->dim];
    SpvImageFormat fmt = spv_format((IrImageFormat)t->format);
    /* Two-component formats are "extended" storage formats (SPIR-V 3.11). */
    if (fmt == SpvImageFormatRg32f || fmt == SpvImageFormatRg32i || fmt == SpvImageFormatRg32ui)
        spv_cap(w, SpvCapabilityStorageImageExtendedFormats);
    dim_caps(w, t);
    int n = 0;
    ops[n++] = spv_type(w, t->elem);
    ops[n++] = (uint32_t)spv_dim((IrImageDim)t->dim);
    ops[n++] = 0; /* Depth: not a depth image */
    ops[n++] = d->arrayed ? 1 : 0;
    ops[n++] = d->multisampled ? 1 : 0;
    ops[n++] = t->sampled;
    ops[n++] = (uint32_t)fmt;
    return n;
}

/* Reading or writing a storage image whose format the shader does not
 * state needs the ...WithoutFormat capability (Vulkan feature
 * shaderStorageImageRead/WriteWithoutFormat). */
static void without_format(SpvWriter *w, const IrType *img, SpvCapability cap)
{
    if (img->sampled == IR_IMAGE_STORAGE && img->format == IR_FMT_UNKNOWN)
        spv_cap(w, cap);
}

void spv_emit_image(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    IrValue *img = i->args[0];
    const IrType *it = img->type;
    uint32_t im = spv_value(w, img);
    switch (i->op) {
    case IR_IMAGE_READ: {
        bool storage = it->sampled == IR_IMAGE_STORAGE;
        without_format(w, it, SpvCapabilityStorageImageReadWithoutFormat);
        uint32_t type = spv_type(w, i->v.type), c = spv_value(w, i->args[1]), id = spv_value(w, &i->v);
        spv_op(w, b, storage ? SpvOpImageRead : SpvOpImageFetch, 4, type, id, im, c);
        break;
    }
    case IR_IMAGE_WRITE:
        without_format(w, it, SpvCapabilityStorageImageWriteWithoutFormat);
        spv_op(w, b, SpvOpImageWrite, 3, im, spv_value(w, i->args[1]), spv_value(w, i->args[2]));
        break;
    case IR_IMAGE_SIZE: {
        spv_cap(w, SpvCapabilityImageQuery);
        uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
        spv_op(w, b, SpvOpImageQuerySize, 3, type, id, im);
        break;
    }
    case IR_IMAGE_TEXEL_POINTER: {
        uint32_t type = spv_type(w, i->v.type), c = spv_value(w, i->args[1]), sample = spv_u32(w, 0);
        uint32_t id = spv_value(w, &i->v);
        spv_op(w, b, SpvOpImageTexelPointer, 5, type, id, im, c, sample);
        break;
    }
    default: ice(w->c, "%s is not an image op", ir_op_info[i->op].name);
    }
}
