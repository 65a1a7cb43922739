/* Images for the YAML's buffers that have OutputProps and are bound as
 * textures, storage images, render targets or depth buffers; their views;
 * the samplers; and the copies that upload a buffer's Data (every mip level,
 * as docs/MipMappedTextures.md of the suite lays it out) and read the
 * written images back. Every image lives in VK_IMAGE_LAYOUT_GENERAL. */
#include "vk.h"

#include <float.h>
#include <string.h>

#define FORMATS4(F) {VK_FORMAT_R##F, VK_FORMAT_R##F##G##F, VK_FORMAT_R##F##G##F##B##F, VK_FORMAT_R##F##G##F##B##F##A##F}

/* The texel format: the suite's getVKFormat (Format x Channels), and for
 * our tests Float16, and 8/16-bit UNORM with prism.yaml's Unorm. */
VkFormat vr_vk_format(const struct vr_buffer *b)
{
    static const VkFormat f32[] = {VK_FORMAT_R32_SFLOAT, VK_FORMAT_R32G32_SFLOAT,
                                   VK_FORMAT_R32G32B32_SFLOAT, VK_FORMAT_R32G32B32A32_SFLOAT};
    static const VkFormat u32[] = {VK_FORMAT_R32_UINT, VK_FORMAT_R32G32_UINT,
                                   VK_FORMAT_R32G32B32_UINT, VK_FORMAT_R32G32B32A32_UINT};
    static const VkFormat s32[] = {VK_FORMAT_R32_SINT, VK_FORMAT_R32G32_SINT,
                                   VK_FORMAT_R32G32B32_SINT, VK_FORMAT_R32G32B32A32_SINT};
    static const VkFormat f16[] = {VK_FORMAT_R16_SFLOAT, VK_FORMAT_R16G16_SFLOAT,
                                   VK_FORMAT_R16G16B16_SFLOAT, VK_FORMAT_R16G16B16A16_SFLOAT};
    static const VkFormat u16[] = {VK_FORMAT_R16_UINT, VK_FORMAT_R16G16_UINT,
                                   VK_FORMAT_R16G16B16_UINT, VK_FORMAT_R16G16B16A16_UINT};
    static const VkFormat n16[] = {VK_FORMAT_R16_UNORM, VK_FORMAT_R16G16_UNORM,
                                   VK_FORMAT_R16G16B16_UNORM, VK_FORMAT_R16G16B16A16_UNORM};
    static const VkFormat s16[] = {VK_FORMAT_R16_SINT, VK_FORMAT_R16G16_SINT,
                                   VK_FORMAT_R16G16B16_SINT, VK_FORMAT_R16G16B16A16_SINT};
    static const VkFormat u8[] = {VK_FORMAT_R8_UINT, VK_FORMAT_R8G8_UINT,
                                  VK_FORMAT_R8G8B8_UINT, VK_FORMAT_R8G8B8A8_UINT};
    static const VkFormat n8[] = {VK_FORMAT_R8_UNORM, VK_FORMAT_R8G8_UNORM,
                                  VK_FORMAT_R8G8B8_UNORM, VK_FORMAT_R8G8B8A8_UNORM};
    static const VkFormat u64[] = {VK_FORMAT_R64_UINT, VK_FORMAT_R64G64_UINT,
                                   VK_FORMAT_R64G64B64_UINT, VK_FORMAT_R64G64B64A64_UINT};
    static const VkFormat s64[] = {VK_FORMAT_R64_SINT, VK_FORMAT_R64G64_SINT,
                                   VK_FORMAT_R64G64B64_SINT, VK_FORMAT_R64G64B64A64_SINT};
    static const VkFormat f64[] = {VK_FORMAT_R64_SFLOAT, VK_FORMAT_R64G64_SFLOAT,
                                   VK_FORMAT_R64G64B64_SFLOAT, VK_FORMAT_R64G64B64A64_SFLOAT};
    int c = b->channels - 1;
    if (c < 0 || c > 3)
        return VK_FORMAT_UNDEFINED;
    switch (b->format) {
    case VR_F_Float32: case VR_F_Depth32: return f32[c];
    case VR_F_UInt32: case VR_F_Hex32: case VR_F_Bool: return u32[c];
    case VR_F_Int32: return s32[c];
    case VR_F_Float16: return f16[c];
    case VR_F_UInt16: case VR_F_Hex16: return b->unorm ? n16[c] : u16[c];
    case VR_F_Int16: return s16[c];
    case VR_F_Hex8: return b->unorm ? n8[c] : u8[c];
    case VR_F_UInt64: case VR_F_Hex64: return u64[c];
    case VR_F_Int64: return s64[c];
    case VR_F_Float64: return f64[c];
    default: return VK_FORMAT_UNDEFINED;
    }
}

static VkFormat image_format(const struct vr_buffer *b)
{
    return b->format == VR_F_Depth32 && b->channels == 1 ? VK_FORMAT_D32_SFLOAT
                                                         : vr_vk_format(b);
}

static int layered(enum vr_dim d)
{
    return d == VR_D_1DA || d == VR_D_2DA || d == VR_D_2DMSA || d == VR_D_CUBE ||
           d == VR_D_CUBEA;
}

/* How the passes use buffer b as an image. */
struct image_use {
    VkImageUsageFlags usage;
    unsigned dims;           /* bit per enum vr_dim */
    int linear;              /* sampled through a linear-filtering sampler */
};

static void note(struct image_use *u, const struct vr_resource *r)
{
    u->dims |= 1u << vr_rkinds[r->kind].dim;
    if (vr_rkinds[r->kind].rw)
        u->usage |= VK_IMAGE_USAGE_STORAGE_BIT;
    else
        u->usage |= VK_IMAGE_USAGE_SAMPLED_BIT;
    if (r->sampler && (r->sampler->min_linear || r->sampler->mag_linear))
        u->linear = 1;
}

static struct image_use uses(const struct vr_test *t, const struct vr_buffer *b)
{
    struct image_use u = {0};
    for (int p = 0; p < t->npasses; p++) {
        const struct vr_pass *ps = &t->passes[p];
        if (ps->target == b)
            u.usage |= VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT;
        if (ps->depth == b)
            u.usage |= VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT;
        for (int s = 0; s < ps->nsets; s++)
            for (int i = 0; i < ps->sets[s].nres; i++) {
                const struct vr_resource *r = &ps->sets[s].res[i];
                enum vr_rclass c = vr_rkinds[r->kind].cls;
                if (r->buf == b && (c == VR_C_IMAGE || c == VR_C_COMBINED))
                    note(&u, r);
            }
        /* a separate sampler that filters linearly may sample any texture
         * of the pass: ask for linear filtering of all of them */
        for (int s = 0; s < ps->nsets && u.usage & VK_IMAGE_USAGE_SAMPLED_BIT; s++)
            for (int i = 0; i < ps->sets[s].nres; i++) {
                const struct vr_sampler *sm = ps->sets[s].res[i].sampler;
                if (vr_rkinds[ps->sets[s].res[i].kind].cls == VR_C_SAMPLER &&
                    (sm->min_linear || sm->mag_linear || sm->mip_linear) && !sm->comparison)
                    u.linear |= 2;
            }
    }
    return u;
}

static int check_format(struct vr_vk *vk, const struct vr_buffer *b, VkFormat f,
                        const struct image_use *u)
{
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(vk->phys, f, &fp);
    VkFormatFeatureFlags have = fp.optimalTilingFeatures, need = 0;
    if (u->usage & VK_IMAGE_USAGE_SAMPLED_BIT)
        need |= VK_FORMAT_FEATURE_SAMPLED_IMAGE_BIT;
    if (u->usage & VK_IMAGE_USAGE_STORAGE_BIT)
        need |= VK_FORMAT_FEATURE_STORAGE_IMAGE_BIT;
    if (u->usage & VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT)
        need |= VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT;
    if (u->usage & VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT)
        need |= VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT;
    if (u->linear)
        need |= VK_FORMAT_FEATURE_SAMPLED_IMAGE_FILTER_LINEAR_BIT;
    if (f == VK_FORMAT_UNDEFINED || (have & need) != need) {
        printf("SKIP: the device cannot use %s x%d images (VkFormat %d) as this test "
               "does (format features 0x%x, needs 0x%x)\n", vr_formats[b->format].name,
               b->channels, f, have, need);
        return VR_SKIP;
    }
    return VR_PASS;
}

static int make_image(struct vr_vk *vk, struct vr_gimage *im, const struct vr_buffer *b,
                      const struct image_use *u)
{
    unsigned d = u->dims;
    int lay = 0;
    for (int k = VR_D_1D; k <= VR_D_CUBEA; k++)
        lay |= (d >> k & 1) && layered((enum vr_dim)k);
    im->type = d & (1u << VR_D_1D | 1u << VR_D_1DA) ? VK_IMAGE_TYPE_1D
               : d & (1u << VR_D_3D)                ? VK_IMAGE_TYPE_3D
                                                    : VK_IMAGE_TYPE_2D;
    im->cube = (d & (1u << VR_D_CUBE | 1u << VR_D_CUBEA)) != 0;
    im->layers = lay ? b->img.depth : 1;
    im->format = image_format(b);
    im->aspect = im->format == VK_FORMAT_D32_SFLOAT ? VK_IMAGE_ASPECT_DEPTH_BIT
                                                    : VK_IMAGE_ASPECT_COLOR_BIT;
    im->usage = u->usage | VK_IMAGE_USAGE_TRANSFER_SRC_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT;
    im->samples = b->img.samples;
    VkImageCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_CREATE_INFO,
        .flags = im->cube ? VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT : 0,
        .imageType = im->type,
        .format = im->format,
        .extent = {b->img.width, im->type == VK_IMAGE_TYPE_1D ? 1 : b->img.height,
                   im->type == VK_IMAGE_TYPE_3D ? b->img.depth : 1},
        .mipLevels = b->img.mips,
        .arrayLayers = im->layers,
        .samples = (VkSampleCountFlagBits)b->img.samples,
        .tiling = VK_IMAGE_TILING_OPTIMAL,
        .usage = im->usage,
        .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
        .initialLayout = VK_IMAGE_LAYOUT_UNDEFINED};
    VkImageFormatProperties ip;
    if (vkGetPhysicalDeviceImageFormatProperties(vk->phys, ci.format, ci.imageType,
                                                 ci.tiling, ci.usage, ci.flags,
                                                 &ip) != VK_SUCCESS ||
        ip.maxMipLevels < ci.mipLevels || ip.maxArrayLayers < ci.arrayLayers ||
        !(ip.sampleCounts & ci.samples)) {
        printf("SKIP: the device has no %ux%ux%u image of VkFormat %d with %u mips, "
               "%u layers and %u samples for this use\n", ci.extent.width, ci.extent.height,
               ci.extent.depth, ci.format, ci.mipLevels, ci.arrayLayers, (unsigned)ci.samples);
        return VR_SKIP;
    }
    if (vkCreateImage(vk->device, &ci, NULL, &im->image) != VK_SUCCESS)
        return VR_FAIL;
    VkMemoryRequirements req;
    vkGetImageMemoryRequirements(vk->device, im->image, &req);
    int type = vr_memory_type(vk, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    if (type < 0)
        type = vr_memory_type(vk, req.memoryTypeBits, 0);
    VkMemoryAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                               .allocationSize = req.size,
                               .memoryTypeIndex = (uint32_t)type};
    if (type < 0 || vkAllocateMemory(vk->device, &ai, NULL, &im->memory) != VK_SUCCESS ||
        vkBindImageMemory(vk->device, im->image, im->memory, 0) != VK_SUCCESS)
        return VR_FAIL;
    return VR_PASS;
}

VkImageView vr_image_view(struct vr_vk *vk, struct vr_gimage *im, enum vr_dim dim,
                          const struct vr_buffer *b)
{
    static const VkImageViewType types[] = {
        [VR_D_1D] = VK_IMAGE_VIEW_TYPE_1D, [VR_D_1DA] = VK_IMAGE_VIEW_TYPE_1D_ARRAY,
        [VR_D_2D] = VK_IMAGE_VIEW_TYPE_2D, [VR_D_2DA] = VK_IMAGE_VIEW_TYPE_2D_ARRAY,
        [VR_D_2DMS] = VK_IMAGE_VIEW_TYPE_2D, [VR_D_2DMSA] = VK_IMAGE_VIEW_TYPE_2D_ARRAY,
        [VR_D_3D] = VK_IMAGE_VIEW_TYPE_3D, [VR_D_CUBE] = VK_IMAGE_VIEW_TYPE_CUBE,
        [VR_D_CUBEA] = VK_IMAGE_VIEW_TYPE_CUBE_ARRAY};
    VkImageView *slot = dim == VR_D_NONE ? &im->attachment : &im->views[dim];
    if (*slot)
        return *slot;
    int one_level = dim == VR_D_NONE;
    VkImageViewCreateInfo vi = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
        .image = im->image,
        .viewType = dim == VR_D_NONE ? VK_IMAGE_VIEW_TYPE_2D : types[dim],
        .format = im->format,
        .subresourceRange = {im->aspect, 0, one_level ? 1 : b->img.mips, 0,
                             layered(dim) ? im->layers : 1}};
    if (vkCreateImageView(vk->device, &vi, NULL, slot) != VK_SUCCESS)
        *slot = VK_NULL_HANDLE;
    return *slot;
}

static VkSamplerAddressMode address_mode(enum vr_address a)
{
    static const VkSamplerAddressMode m[] = {
        VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE, VK_SAMPLER_ADDRESS_MODE_REPEAT,
        VK_SAMPLER_ADDRESS_MODE_MIRRORED_REPEAT, VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_BORDER,
        VK_SAMPLER_ADDRESS_MODE_MIRROR_CLAMP_TO_EDGE};
    return m[a];
}

static int make_sampler(struct vr_vk *vk, const struct vr_sampler *s, VkSampler *out)
{
    static const VkBorderColor borders[] = {VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK,
                                            VK_BORDER_COLOR_FLOAT_OPAQUE_BLACK,
                                            VK_BORDER_COLOR_FLOAT_OPAQUE_WHITE};
    if (s->address == VR_A_MIRROR_ONCE && !vk->f12.samplerMirrorClampToEdge) {
        printf("SKIP: the device lacks the feature samplerMirrorClampToEdge (MirrorOnce)\n");
        return VR_SKIP;
    }
    VkSamplerAddressMode am = address_mode(s->address);
    VkSamplerCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO,
        .magFilter = s->mag_linear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST,
        .minFilter = s->min_linear ? VK_FILTER_LINEAR : VK_FILTER_NEAREST,
        /* the suite's runtime always filters mips Nearest (its
         * docs/MipMappedTextures.md); prism.yaml's MipFilter says otherwise */
        .mipmapMode = s->mip_linear ? VK_SAMPLER_MIPMAP_MODE_LINEAR
                                    : VK_SAMPLER_MIPMAP_MODE_NEAREST,
        .addressModeU = am,
        .addressModeV = am,
        .addressModeW = am,
        .mipLodBias = s->bias,
        .compareEnable = s->comparison ? VK_TRUE : VK_FALSE,
        .compareOp = (VkCompareOp)s->compare_op,
        .minLod = s->min_lod,
        .maxLod = s->max_lod >= FLT_MAX ? VK_LOD_CLAMP_NONE : s->max_lod,
        .borderColor = borders[s->border]};
    return vkCreateSampler(vk->device, &ci, NULL, out) == VK_SUCCESS ? VR_PASS : VR_FAIL;
}

int vr_gpu_images(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                  struct vr_arena *a)
{
    g->images = vr_alloc(a, (size_t)(t->nbufs + 1) * sizeof *g->images);
    g->samplers = vr_alloc(a, (size_t)(t->nsamplers + 1) * sizeof *g->samplers);
    for (int i = 0; i < t->nsamplers; i++) {
        int rc = make_sampler(vk, &t->samplers[i], &g->samplers[i]);
        if (rc != VR_PASS) {
            if (rc == VR_FAIL)
                printf("FAIL: vkCreateSampler for %s\n", t->samplers[i].name);
            return rc;
        }
    }
    for (int bi = 0; bi < t->nbufs; bi++) {
        struct vr_buffer *b = &t->bufs[bi];
        struct image_use u = uses(t, b);
        if (!u.usage)
            continue;
        /* a multisampled image starts cleared (no copy reaches its samples):
         * a pass draws into it first (a render target with Samples) */
        for (size_t i = 0; b->img.samples > 1 && i < b->size; i++)
            if (b->data[0][i]) {
                printf("SKIP: vkrun cannot upload data into a multisampled image (%s): "
                       "draw it in a Before pass\n", b->name);
                return VR_SKIP;
            }
        int rc = check_format(vk, b, image_format(b), &u);
        if (rc != VR_PASS)
            return rc;
        g->images[bi] = vr_alloc(a, b->array_size * sizeof **g->images);
        for (uint32_t k = 0; k < b->array_size; k++) {
            struct vr_gimage *im = &g->images[bi][k];
            rc = make_image(vk, im, b, &u);
            if (rc == VR_PASS && vr_make_buffer(vk, &im->staging,
                                                VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                                                    VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                                                b->data[k], b->size))
                rc = VR_FAIL;
            if (rc != VR_PASS) {
                if (rc == VR_FAIL)
                    printf("FAIL: cannot create the image %s\n", b->name);
                return rc;
            }
        }
    }
    return VR_PASS;
}

/* One copy region per mip level: the buffer holds the levels one after
 * the other, each W x H x D (or x layers) texels, tightly packed. */
static uint32_t regions(const struct vr_gimage *im, const struct vr_buffer *b,
                        VkBufferImageCopy *r)
{
    VkDeviceSize off = 0;
    uint32_t w = b->img.width, h = im->type == VK_IMAGE_TYPE_1D ? 1 : b->img.height;
    uint32_t d = im->type == VK_IMAGE_TYPE_3D ? b->img.depth : 1;
    for (uint32_t m = 0; m < b->img.mips && m < 16; m++) {
        r[m] = (VkBufferImageCopy){.bufferOffset = off,
                                   .imageSubresource = {im->aspect, m, 0, im->layers},
                                   .imageExtent = {w, h, d}};
        off += (VkDeviceSize)w * h * d * im->layers * vr_texel_bytes(b);
        w = w > 1 ? w / 2 : 1;
        h = h > 1 ? h / 2 : 1;
        d = d > 1 ? d / 2 : 1;
    }
    return b->img.mips < 16 ? b->img.mips : 16;
}

static void barrier(VkCommandBuffer cb, struct vr_gimage *im, VkImageLayout from)
{
    VkImageMemoryBarrier ib = {
        .sType = VK_STRUCTURE_TYPE_IMAGE_MEMORY_BARRIER,
        .srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT,
        .dstAccessMask = VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT,
        .oldLayout = from,
        .newLayout = VK_IMAGE_LAYOUT_GENERAL,
        .srcQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .dstQueueFamilyIndex = VK_QUEUE_FAMILY_IGNORED,
        .image = im->image,
        .subresourceRange = {im->aspect, 0, VK_REMAINING_MIP_LEVELS, 0,
                             VK_REMAINING_ARRAY_LAYERS}};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
                         VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 0, NULL, 0, NULL, 1, &ib);
}

void vr_record_uploads(struct vr_gpu *g, const struct vr_test *t)
{
    for (int bi = 0; bi < t->nbufs; bi++)
        for (uint32_t k = 0; g->images[bi] && k < t->bufs[bi].array_size; k++) {
            struct vr_gimage *im = &g->images[bi][k];
            VkBufferImageCopy r[16];
            barrier(g->cmd, im, VK_IMAGE_LAYOUT_UNDEFINED);
            if (im->samples > 1 && im->aspect == VK_IMAGE_ASPECT_COLOR_BIT) {
                VkClearColorValue zero = {{0}};
                VkImageSubresourceRange all = {im->aspect, 0, VK_REMAINING_MIP_LEVELS, 0,
                                               VK_REMAINING_ARRAY_LAYERS};
                vkCmdClearColorImage(g->cmd, im->image, VK_IMAGE_LAYOUT_GENERAL, &zero, 1, &all);
            } else if (im->samples == 1) {
                vkCmdCopyBufferToImage(g->cmd, im->staging.buffer, im->image,
                                       VK_IMAGE_LAYOUT_GENERAL, regions(im, &t->bufs[bi], r), r);
            }
            barrier(g->cmd, im, VK_IMAGE_LAYOUT_GENERAL);
        }
}

/* Only what a pass can write comes back: storage images and attachments
 * (not multisampled ones: no copy reads their samples). */
static int written(const struct vr_gimage *im)
{
    return im->samples == 1 && (im->usage & (VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT |
                         VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT)) != 0;
}

void vr_record_read_backs(struct vr_gpu *g, const struct vr_test *t)
{
    for (int bi = 0; bi < t->nbufs; bi++)
        for (uint32_t k = 0; g->images[bi] && k < t->bufs[bi].array_size; k++) {
            struct vr_gimage *im = &g->images[bi][k];
            if (!written(im))
                continue;
            VkBufferImageCopy r[16];
            barrier(g->cmd, im, VK_IMAGE_LAYOUT_GENERAL);
            vkCmdCopyImageToBuffer(g->cmd, im->image, VK_IMAGE_LAYOUT_GENERAL,
                                   im->staging.buffer, regions(im, &t->bufs[bi], r), r);
        }
}

void vr_images_read_back(struct vr_gpu *g, struct vr_test *t)
{
    for (int bi = 0; g->images && bi < t->nbufs; bi++)
        for (uint32_t k = 0; g->images[bi] && k < t->bufs[bi].array_size; k++)
            if (written(&g->images[bi][k]))
                memcpy(t->bufs[bi].data[k], g->images[bi][k].staging.map, t->bufs[bi].size);
}

void vr_images_destroy(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t)
{
    VkDevice d = vk->device;
    for (int i = 0; g->samplers && i < t->nsamplers; i++)
        if (g->samplers[i])
            vkDestroySampler(d, g->samplers[i], NULL);
    for (int bi = 0; g->images && bi < t->nbufs; bi++)
        for (uint32_t k = 0; g->images[bi] && k < t->bufs[bi].array_size; k++) {
            struct vr_gimage *im = &g->images[bi][k];
            for (int v = 0; v <= VR_D_CUBEA; v++)
                if (im->views[v])
                    vkDestroyImageView(d, im->views[v], NULL);
            if (im->attachment)
                vkDestroyImageView(d, im->attachment, NULL);
            if (im->image)
                vkDestroyImage(d, im->image, NULL);
            if (im->memory)
                vkFreeMemory(d, im->memory, NULL);
            if (im->staging.buffer)
                vkDestroyBuffer(d, im->staging.buffer, NULL);
            if (im->staging.memory)
                vkFreeMemory(d, im->staging.memory, NULL);
        }
}
