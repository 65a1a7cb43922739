/* Images and samplers: OpTypeImage, sampling, gathers, texel reads and
 * writes, queries and texel pointers for atomics.
 *
 *   IR                          SPIR-V
 *   image<2d, f32, sampled>     OpTypeImage f32 2D Depth 0 0 0 1 Unknown (Depth 1: a depth texture)
 *   image<buffer, T, storage>   OpTypeImage T Buffer 0 0 0 2 format     (ImageBuffer)
 *   sampler[_comparison]        OpTypeSampler
 *   image_sample                OpSampledImage of the image and the sampler at the use, then
 *                               OpImageSample[Dref]{Implicit,Explicit}Lod (explicit with lod or grad)
 *   image_gather                OpImageGather with the component / OpImageDrefGather
 *   image_read, sampled         OpImageFetch (Lod, ConstOffset, Sample)
 *   ..., sparse                 OpImageSparseSample* / SparseGather / SparseFetch / SparseRead
 *   image_read, storage         OpImageRead   (StorageImageReadWithoutFormat if Unknown)
 *   image_write                 OpImageWrite  (StorageImageWriteWithoutFormat if Unknown)
 *   image_query                 OpImageQuerySize[Lod], OpImageQueryLevels, OpImageQuerySamples
 *                               (ImageQuery); lod: OpImageQueryLod, component 0 (clamped) or 1
 *   image_texel_pointer         OpImageTexelPointer, sample 0: atomics then
 *                               run on it at Device scope (spv_inst.c)
 * Image operands go in the order of their mask bits (SPIR-V 3.14): Bias,
 * Lod, Grad, ConstOffset/Offset, Sample, MinLod. Offsets are constants
 * (ConstOffset) except on gathers, where Offset is allowed; any offset on
 * a gather needs ImageGatherExtended (Vulkan's shaderImageGatherExtended).
 * A [[vk::combinedImageSampler]] pair is one OpTypeSampledImage variable:
 * sampling uses it as it is, other image ops take OpImage of it.
 * A value reached through a NonUniformResourceIndex access is decorated
 * NonUniform where an instruction consumes it (the load of the image or
 * sampler, the OpSampledImage, the texel pointer), as Vulkan requires
 * (VUID-RuntimeSpirv-NonUniform-06274). */
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

/* The SPIR-V format of each IR format, and whether it is one of the
 * formats that need StorageImageExtendedFormats (SPIR-V 3.11). */
static const struct { SpvImageFormat f; bool extended; } formats[IR_FMT_COUNT] = {
    [IR_FMT_UNKNOWN] = {SpvImageFormatUnknown, false},
    [IR_FMT_RGBA32F] = {SpvImageFormatRgba32f, false},     [IR_FMT_RG32F] = {SpvImageFormatRg32f, true},
    [IR_FMT_R32F] = {SpvImageFormatR32f, false},           [IR_FMT_RGBA32I] = {SpvImageFormatRgba32i, false},
    [IR_FMT_RG32I] = {SpvImageFormatRg32i, true},          [IR_FMT_R32I] = {SpvImageFormatR32i, false},
    [IR_FMT_RGBA32UI] = {SpvImageFormatRgba32ui, false},   [IR_FMT_RG32UI] = {SpvImageFormatRg32ui, true},
    [IR_FMT_R32UI] = {SpvImageFormatR32ui, false},         [IR_FMT_RGBA16F] = {SpvImageFormatRgba16f, false},
    [IR_FMT_RG16F] = {SpvImageFormatRg16f, true},          [IR_FMT_R16F] = {SpvImageFormatR16f, true},
    [IR_FMT_R11G11B10F] = {SpvImageFormatR11fG11fB10f, true}, [IR_FMT_RGBA16] = {SpvImageFormatRgba16, true},
    [IR_FMT_RGB10A2] = {SpvImageFormatRgb10A2, true},      [IR_FMT_RGBA8] = {SpvImageFormatRgba8, false},
    [IR_FMT_RG16] = {SpvImageFormatRg16, true},            [IR_FMT_RG8] = {SpvImageFormatRg8, true},
    [IR_FMT_R16] = {SpvImageFormatR16, true},              [IR_FMT_R8] = {SpvImageFormatR8, true},
    [IR_FMT_RGBA16SNORM] = {SpvImageFormatRgba16Snorm, true}, [IR_FMT_RGBA8SNORM] = {SpvImageFormatRgba8Snorm, false},
    [IR_FMT_RG16SNORM] = {SpvImageFormatRg16Snorm, true},  [IR_FMT_RG8SNORM] = {SpvImageFormatRg8Snorm, true},
    [IR_FMT_R16SNORM] = {SpvImageFormatR16Snorm, true},    [IR_FMT_R8SNORM] = {SpvImageFormatR8Snorm, true},
    [IR_FMT_RGBA16I] = {SpvImageFormatRgba16i, false},     [IR_FMT_RGBA8I] = {SpvImageFormatRgba8i, false},
    [IR_FMT_RG16I] = {SpvImageFormatRg16i, true},          [IR_FMT_RG8I] = {SpvImageFormatRg8i, true},
    [IR_FMT_R16I] = {SpvImageFormatR16i, true},            [IR_FMT_R8I] = {SpvImageFormatR8i, true},
    [IR_FMT_RGBA16UI] = {SpvImageFormatRgba16ui, false},   [IR_FMT_RGB10A2UI] = {SpvImageFormatRgb10a2ui, true},
    [IR_FMT_RGBA8UI] = {SpvImageFormatRgba8ui, false},     [IR_FMT_RG16UI] = {SpvImageFormatRg16ui, true},
    [IR_FMT_RG8UI] = {SpvImageFormatRg8ui, true},          [IR_FMT_R16UI] = {SpvImageFormatR16ui, true},
    [IR_FMT_R8UI] = {SpvImageFormatR8ui, true},
    [IR_FMT_R64UI] = {SpvImageFormatR64ui, false},         [IR_FMT_R64I] = {SpvImageFormatR64i, false},
};

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
    case IR_DIM_2D_MS_ARRAY: /* ImageMSArray: storage images only (SPIR-V 3.31, OpTypeImage) */
        if (storage) {
            spv_cap(w, SpvCapabilityImageMSArray);
            spv_cap(w, SpvCapabilityStorageImageMultisample);
        }
        break;
    default: break;
    }
}

int spv_image_operands(SpvWriter *w, const IrType *t, uint32_t *ops)
{
    const IrImageDimInfo *d = &ir_image_dim_info[t->dim];
    if (formats[t->format].extended)
        spv_cap(w, SpvCapabilityStorageImageExtendedFormats);
    if (t->elem->kind == IRT_INT && t->elem->bits == 64) { /* RWBuffer<int64_t> & co: SPV_EXT_shader_image_int64 */
        spv_cap(w, SpvCapabilityInt64ImageEXT);
        spv_ext(w, "SPV_EXT_shader_image_int64");
    }
    dim_caps(w, t);
    int n = 0;
    ops[n++] = spv_type(w, t->elem);
    ops[n++] = (uint32_t)spv_dim((IrImageDim)t->dim);
    ops[n++] = t->depth ? 1 : 0; /* Vulkan ignores Depth (the Dref instruction decides); MSL and WGSL do not */
    ops[n++] = d->arrayed ? 1 : 0;
    ops[n++] = d->multisampled ? 1 : 0;
    ops[n++] = t->sampled;
    ops[n++] = (uint32_t)formats[t->format].f;
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

void spv_use_derivatives(SpvWriter *w, SrcLoc loc)
{
    if (!w->uses_derivatives)
        w->derivative_loc = loc;
    w->uses_derivatives = true;
    if (w->fn) /* the entries that reach it get the derivative group (spv_module.c) */
        spv_map_put(w, &w->derivative_fns, w->fn, 1);
}

void spv_descriptor_indexing(SpvWriter *w, SpvCapability cap)
{
    spv_cap(w, cap);
    if (w->version < 0x00010500u)
        spv_ext(w, "SPV_EXT_descriptor_indexing");
}

bool spv_nonuniform(const IrValue *v)
{
    while (v->vkind == IRV_INST) {
        const IrInst *i = (const IrInst *)v;
        if (i->op == IR_ACCESS)
            return (i->imm & IR_ACCESS_NONUNIFORM) != 0;
        if (i->op != IR_LOAD)
            return false;
        v = i->args[0];
    }
    return false;
}

void spv_mark_nonuniform(SpvWriter *w, const IrValue *v, uint32_t id)
{
    if (!spv_nonuniform(v))
        return;
    spv_descriptor_indexing(w, SpvCapabilityShaderNonUniform);
    const IrType *t = v->type->kind == IRT_POINTER ? v->type->elem : v->type;
    if (v->type->kind == IRT_POINTER && t->kind == IRT_STRUCT && t->block) /* an element of an array of buffers */
        spv_descriptor_indexing(w, v->type->space == IRS_UNIFORM ? SpvCapabilityUniformBufferArrayNonUniformIndexing
                                                                 : SpvCapabilityStorageBufferArrayNonUniformIndexing);
    else if (t->kind == IRT_IMAGE && t->dim == IR_DIM_BUFFER) /* texel buffers have their own (SPIR-V 3.31) */
        spv_descriptor_indexing(w, t->sampled == IR_IMAGE_STORAGE ? SpvCapabilityStorageTexelBufferArrayNonUniformIndexing
                                                                  : SpvCapabilityUniformTexelBufferArrayNonUniformIndexing);
    else if (t->kind == IRT_IMAGE && t->sampled == IR_IMAGE_STORAGE)
        spv_descriptor_indexing(w, SpvCapabilityStorageImageArrayNonUniformIndexing);
    else if (t->kind == IRT_IMAGE || t->kind == IRT_SAMPLER)
        spv_descriptor_indexing(w, SpvCapabilitySampledImageArrayNonUniformIndexing);
    spv_decorate(w, id, SpvDecorationNonUniform, 0);
}

IrGlobal *spv_combined_global(const IrValue *v)
{
    while (v->vkind == IRV_INST && (((const IrInst *)v)->op == IR_LOAD || ((const IrInst *)v)->op == IR_ACCESS))
        v = ((const IrInst *)v)->args[0];
    return v->vkind == IRV_GLOBAL && ((const IrGlobal *)v)->combined ? (IrGlobal *)v : NULL;
}

/* Whether the loaded image and sampler of a pair are one element: the
 * globals themselves, or the same indices into their arrays. */
static bool same_element(const IrValue *img, const IrValue *smp)
{
    const IrValue *a = ((const IrInst *)img)->args[0], *b = ((const IrInst *)smp)->args[0];
    if (a->vkind == IRV_GLOBAL || b->vkind == IRV_GLOBAL)
        return a->vkind == b->vkind;
    const IrInst *x = (const IrInst *)a, *y = (const IrInst *)b;
    if (x->num_args != y->num_args)
        return false;
    for (uint32_t k = 1; k < x->num_args; k++)
        if (x->args[k] != y->args[k])
            return false;
    return true;
}

/* The OpTypeImage value of an image: a combined pair's is OpImage of the
 * loaded sampled image. */
static uint32_t image_value(SpvWriter *w, IrValue *img)
{
    if (!spv_combined_global(img))
        return spv_value(w, img);
    uint32_t id = spv_id(w);
    spv_op(w, SPV_FN(w), SpvOpImage, 3, spv_type(w, img->type), id, spv_value(w, img));
    return id;
}

/* OpSampledImage of image and sampler, made at the use; a combined pair
 * is already one (with its own sampler only: D_SPV_COMBINED_SAMPLER). */
static uint32_t sampled_image(SpvWriter *w, IrInst *i, IrValue *img, IrValue *smp)
{
    IrGlobal *ci = spv_combined_global(img), *cs = spv_combined_global(smp);
    if (ci || cs) {
        if (!ci || !cs || ci->set != cs->set || ci->binding != cs->binding || !same_element(img, smp))
            diag(w->c, i->loc, D_SPV_COMBINED_SAMPLER, (ci ? ci : cs)->v.name ? (ci ? ci : cs)->v.name : "?");
        return spv_value(w, img);
    }
    uint32_t type = spv_sampled_image_type(w, img->type), im = spv_value(w, img), s = spv_value(w, smp);
    uint32_t id = spv_id(w);
    spv_op(w, SPV_FN(w), SpvOpSampledImage, 4, type, id, im, s);
    spv_mark_nonuniform(w, spv_nonuniform(img) ? img : smp, id);
    return id;
}

/* The image operands of i from operand k on (after the depth reference),
 * in SPIR-V's order: ops[0] is the mask. Returns the word count. */
static int image_operands(SpvWriter *w, IrInst *i, uint32_t k, uint32_t *ops)
{
    uint32_t bias = 0, lod = 0, gx = 0, gy = 0, sample = 0, offset = 0, min_lod = 0;
    bool const_offset = true;
    if (i->imm & IR_IMG_BIAS)
        bias = spv_value(w, i->args[k++]);
    if (i->imm & IR_IMG_LOD)
        lod = spv_value(w, i->args[k++]);
    if (i->imm & IR_IMG_GRAD) {
        gx = spv_value(w, i->args[k++]);
        gy = spv_value(w, i->args[k++]);
    }
    if (i->imm & IR_IMG_SAMPLE)
        sample = spv_value(w, i->args[k++]);
    if (i->imm & IR_IMG_OFFSET) {
        const_offset = i->args[k]->vkind == IRV_CONST;
        offset = spv_value(w, i->args[k++]);
        if (i->op == IR_IMAGE_GATHER)
            spv_cap(w, SpvCapabilityImageGatherExtended);
    }
    if (i->imm & IR_IMG_MIN_LOD) {
        min_lod = spv_value(w, i->args[k++]);
        spv_cap(w, SpvCapabilityMinLod);
    }
    uint32_t mask = 0;
    int n = 1;
    if (bias)
        mask |= SpvImageOperandsBiasMask, ops[n++] = bias;
    if (lod)
        mask |= SpvImageOperandsLodMask, ops[n++] = lod;
    if (gx)
        mask |= SpvImageOperandsGradMask, ops[n++] = gx, ops[n++] = gy;
    if (offset)
        mask |= const_offset ? SpvImageOperandsConstOffsetMask : SpvImageOperandsOffsetMask, ops[n++] = offset;
    if (sample)
        mask |= SpvImageOperandsSampleMask, ops[n++] = sample;
    if (min_lod)
        mask |= SpvImageOperandsMinLodMask, ops[n++] = min_lod;
    if (i->op == IR_IMAGE_READ && i->args[0]->type->sampled == IR_IMAGE_STORAGE) { /* Vulkan memory model */
        uint32_t scope;
        mask |= spv_coherent_texel(w, i->args[0], true, &scope);
        if (scope)
            ops[n++] = scope;
    }
    ops[0] = mask;
    return mask ? n : 0;
}

/* A sparse (tiled-resource) form: its result is a struct {residency
 * code, texel} (SPIR-V 3.37.10 OpImageSparse*; SparseResidency). */
static bool sparse(SpvWriter *w, const IrInst *i)
{
    if (!(i->imm & IR_IMG_SPARSE))
        return false;
    spv_cap(w, SpvCapabilitySparseResidency);
    return true;
}

/* `op type id a b [c] [operands]`. */
static void emit_with_operands(SpvWriter *w, SpvOp op, IrInst *i, const uint32_t *fixed, int nfixed, uint32_t k)
{
    SpvWords *b = SPV_FN(w);
    uint32_t ops[12];
    int n = image_operands(w, i, k, ops);
    uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
    size_t at = spv_begin(w, b, op);
    spv_w(w, b, type);
    spv_w(w, b, id);
    for (int j = 0; j < nfixed; j++)
        spv_w(w, b, fixed[j]);
    for (int j = 0; j < n; j++)
        spv_w(w, b, ops[j]);
    spv_end(w, b, at);
}

static void emit_sample(SpvWriter *w, IrInst *i)
{
    bool dref = i->imm & IR_IMG_DREF, explicit_lod = i->imm & IR_IMG_EXPLICIT_LOD;
    if (!explicit_lod)
        spv_use_derivatives(w, i->loc);
    uint32_t fixed[3] = {sampled_image(w, i, i->args[0], i->args[1]), spv_value(w, i->args[2])};
    int nfixed = 2;
    if (dref)
        fixed[nfixed++] = spv_value(w, i->args[3]);
    SpvOp op = dref ? (explicit_lod ? SpvOpImageSampleDrefExplicitLod : SpvOpImageSampleDrefImplicitLod)
                    : (explicit_lod ? SpvOpImageSampleExplicitLod : SpvOpImageSampleImplicitLod);
    if (sparse(w, i))
        op = dref ? (explicit_lod ? SpvOpImageSparseSampleDrefExplicitLod : SpvOpImageSparseSampleDrefImplicitLod)
                  : (explicit_lod ? SpvOpImageSparseSampleExplicitLod : SpvOpImageSparseSampleImplicitLod);
    emit_with_operands(w, op, i, fixed, nfixed, dref ? 4 : 3);
}

static void emit_gather(SpvWriter *w, IrInst *i)
{
    bool dref = i->imm & IR_IMG_DREF;
    uint32_t fixed[3] = {sampled_image(w, i, i->args[0], i->args[1]), spv_value(w, i->args[2])};
    /* the component (OpImageGather) or the depth reference (OpImageDrefGather) */
    fixed[2] = dref ? spv_value(w, i->args[3]) : spv_u32(w, (i->imm >> IR_IMG_COMPONENT_SHIFT) & 3);
    SpvOp op = dref ? SpvOpImageDrefGather : SpvOpImageGather;
    if (sparse(w, i))
        op = dref ? SpvOpImageSparseDrefGather : SpvOpImageSparseGather;
    emit_with_operands(w, op, i, fixed, 3, dref ? 4 : 3);
}

static void emit_query(SpvWriter *w, IrInst *i, uint32_t im)
{
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_type(w, i->v.type);
    spv_cap(w, SpvCapabilityImageQuery);
    switch ((IrImageQuery)i->imm) {
    case IR_QUERY_SIZE: {
        uint32_t id = spv_value(w, &i->v);
        if (i->num_args > 1) /* sampled, with levels: OpImageQuerySize is only for storage, MS and buffers */
            spv_op(w, b, SpvOpImageQuerySizeLod, 4, type, id, im, spv_value(w, i->args[1]));
        else
            spv_op(w, b, SpvOpImageQuerySize, 3, type, id, im);
        break;
    }
    case IR_QUERY_LEVELS: spv_op(w, b, SpvOpImageQueryLevels, 3, type, spv_value(w, &i->v), im); break;
    case IR_QUERY_SAMPLES: spv_op(w, b, SpvOpImageQuerySamples, 3, type, spv_value(w, &i->v), im); break;
    case IR_QUERY_LOD:
    case IR_QUERY_LOD_UNCLAMPED: {
        /* OpImageQueryLod gives (the level accessed, the lod computed) */
        spv_use_derivatives(w, i->loc);
        uint32_t si = sampled_image(w, i, i->args[0], i->args[1]), coord = spv_value(w, i->args[2]);
        uint32_t v2 = spv_type(w, irt_vector(w->m, i->v.type, 2)), pair = spv_id(w);
        spv_op(w, b, SpvOpImageQueryLod, 4, v2, pair, si, coord);
        spv_op(w, b, SpvOpCompositeExtract, 4, type, spv_value(w, &i->v), pair,
               i->imm == IR_QUERY_LOD ? 0u : 1u);
        break;
    }
    default: ice(w->c, "image_query %u", i->imm);
    }
}

void spv_emit_image(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    switch (i->op) {
    case IR_IMAGE_SAMPLE: emit_sample(w, i); return;
    case IR_IMAGE_GATHER: emit_gather(w, i); return;
    default: break;
    }
    IrValue *img = i->args[0];
    const IrType *it = img->type;
    uint32_t im = i->op == IR_IMAGE_TEXEL_POINTER ? spv_value(w, img) : image_value(w, img);
    switch (i->op) {
    case IR_IMAGE_READ: {
        bool storage = it->sampled == IR_IMAGE_STORAGE;
        without_format(w, it, SpvCapabilityStorageImageReadWithoutFormat);
        uint32_t fixed[2] = {im, spv_value(w, i->args[1])};
        SpvOp op = storage ? SpvOpImageRead : SpvOpImageFetch;
        if (sparse(w, i))
            op = storage ? SpvOpImageSparseRead : SpvOpImageSparseFetch;
        emit_with_operands(w, op, i, fixed, 2, 2);
        break;
    }
    case IR_IMAGE_WRITE:
        without_format(w, it, SpvCapabilityStorageImageWriteWithoutFormat);
    {
        uint32_t scope, texel = spv_coherent_texel(w, img, false, &scope); /* Vulkan memory model */
        uint32_t c = spv_value(w, i->args[1]), v = spv_value(w, i->args[2]);
        if (scope)
            spv_op(w, b, SpvOpImageWrite, 5, im, c, v, texel, scope);
        else if (texel)
            spv_op(w, b, SpvOpImageWrite, 4, im, c, v, texel);
        else
            spv_op(w, b, SpvOpImageWrite, 3, im, c, v);
        break;
    }
    case IR_IMAGE_QUERY: emit_query(w, i, im); break;
    case IR_IMAGE_TEXEL_POINTER: {
        uint32_t type = spv_type(w, i->v.type), c = spv_value(w, i->args[1]), sample = spv_u32(w, 0);
        uint32_t id = spv_value(w, &i->v);
        spv_op(w, b, SpvOpImageTexelPointer, 5, type, id, im, c, sample);
        spv_mark_nonuniform(w, img, id);
        break;
    }
    default: ice(w->c, "%s is not an image op", ir_op_info[i->op].name);
    }
}
