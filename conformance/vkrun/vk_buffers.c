/* Device buffers for the YAML's Buffers that are bound as buffers, texel
 * buffers or vertex buffers: one per buffer (and array element), whatever
 * the number of passes and resources that name it. */
#include "vk.h"

#include <string.h>

static VkBufferUsageFlags usage(enum vr_rkind k)
{
    switch (k) {
    case VR_R_ConstantBuffer: return VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
    case VR_R_Buffer: return VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
    case VR_R_RWBuffer: return VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    default: return VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    }
}

int vr_memory_type(struct vr_vk *vk, uint32_t bits, VkMemoryPropertyFlags want)
{
    for (uint32_t i = 0; i < vk->mem.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (vk->mem.memoryTypes[i].propertyFlags & want) == want)
            return (int)i;
    return -1;
}

int vr_make_buffer(struct vr_vk *vk, struct vr_gbuf *g, VkBufferUsageFlags use,
                   const void *data, size_t size)
{
    /* never zero bytes; whole 16-byte rows for constant buffers */
    VkDeviceSize bytes = (size + 15) & ~(VkDeviceSize)15;
    if (!bytes)
        bytes = 16;
    VkBufferCreateInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
                             .size = bytes,
                             .usage = use,
                             .sharingMode = VK_SHARING_MODE_EXCLUSIVE};
    if (vkCreateBuffer(vk->device, &bi, NULL, &g->buffer) != VK_SUCCESS)
        return -1;
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(vk->device, g->buffer, &req);
    int type = vr_memory_type(vk, req.memoryTypeBits,
                              VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                  VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    VkMemoryAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                               .allocationSize = req.size,
                               .memoryTypeIndex = (uint32_t)type};
    if (type < 0 || vkAllocateMemory(vk->device, &ai, NULL, &g->memory) != VK_SUCCESS ||
        vkBindBufferMemory(vk->device, g->buffer, g->memory, 0) != VK_SUCCESS ||
        vkMapMemory(vk->device, g->memory, 0, VK_WHOLE_SIZE, 0, &g->map) != VK_SUCCESS)
        return -1;
    memset(g->map, 0, bytes);
    if (data)
        memcpy(g->map, data, size);
    return 0;
}

/* A texel buffer's numeric type is the shader's (RWBuffer<uint> over Int32
 * data is a uint view): Vulkan requires the view's format to match the
 * image type's sampled type, and the bytes are the same. A shader that
 * reads 64-bit data as twice as many 32-bit channels (prism's
 * RWBuffer<int64_t2>: reflection's imageFormat Rgba32i / Rgba32ui,
 * docs/reflection.md) gets that view of the same bytes. */
static VkFormat view_format(const struct vr_buffer *b, const char *shader_type,
                            const char *shader_format)
{
    struct vr_buffer as = *b;
    unsigned bytes = vr_formats[b->format].bytes;
    if (bytes == 8 && shader_format && b->channels * 2 == 4 &&
        (strcmp(shader_format, "Rgba32ui") == 0 || strcmp(shader_format, "Rgba32i") == 0)) {
        as.format = shader_format[6] == 'u' ? VR_F_UInt32 : VR_F_Int32;
        as.channels = 4;
        return vr_vk_format(&as);
    }
    const char *lt = shader_type ? strchr(shader_type, '<') : NULL;
    if (lt && vr_formats[b->format].kind != VR_K_FLOAT) {
        if (strncmp(lt, "<uint", 5) == 0)
            as.format = bytes == 2 ? VR_F_UInt16 : bytes == 8 ? VR_F_UInt64 : VR_F_UInt32;
        else if (strncmp(lt, "<int", 4) == 0)
            as.format = bytes == 2 ? VR_F_Int16 : bytes == 8 ? VR_F_Int64 : VR_F_Int32;
    }
    return vr_vk_format(&as);
}

static int make_view(struct vr_vk *vk, struct vr_gbuf *g, const struct vr_buffer *b,
                     int rw, const char *shader_type, const char *shader_format)
{
    VkFormat f = view_format(b, shader_type, shader_format);
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(vk->phys, f, &fp);
    VkFormatFeatureFlags need = rw ? VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT
                                   : VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT;
    if (f == VK_FORMAT_UNDEFINED || !(fp.bufferFeatures & need)) {
        printf("SKIP: the device has no %s texel buffer of %s x%d\n",
               rw ? "storage" : "uniform", vr_formats[b->format].name, b->channels);
        return VR_SKIP;
    }
    uint32_t texels = (uint32_t)(b->size / (vr_texel_bytes(b) ? vr_texel_bytes(b) : 1));
    if (texels > vk->props.limits.maxTexelBufferElements) {
        printf("SKIP: %s has %u texels; the device's maxTexelBufferElements is %u\n",
               b->name, texels, vk->props.limits.maxTexelBufferElements);
        return VR_SKIP;
    }
    VkBufferViewCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
                                 .buffer = g->buffer,
                                 .format = f,
                                 /* the data's size, not the buffer's (rounded up
                                  * to 16 bytes): GetDimensions counts texels */
                                 .range = b->size ? b->size : VK_WHOLE_SIZE};
    if (vkCreateBufferView(vk->device, &vi, NULL, &g->view) != VK_SUCCESS) {
        printf("FAIL: vkCreateBufferView for %s\n", b->name);
        return VR_FAIL;
    }
    return VR_PASS;
}

/* Every use of each buffer as a buffer: the union of usage bits, and
 * whether it is a texel buffer (which needs a view) and of which kind. */
static void uses(const struct vr_test *t, int bi, VkBufferUsageFlags *use, int *texel,
                 int *rw, const char **type, const char **format)
{
    const struct vr_buffer *b = &t->bufs[bi];
    for (int p = 0; p < t->npasses; p++) {
        const struct vr_pass *ps = &t->passes[p];
        if (ps->vertex_buf == b)
            *use |= VK_BUFFER_USAGE_VERTEX_BUFFER_BIT;
        for (int s = 0; s < ps->nsets; s++)
            for (int i = 0; i < ps->sets[s].nres; i++) {
                const struct vr_resource *r = &ps->sets[s].res[i];
                enum vr_rclass c = vr_rkinds[r->kind].cls;
                if (r->buf != b || (c != VR_C_BUFFER && c != VR_C_TEXEL))
                    continue;
                *use |= usage(r->kind);
                if (c == VR_C_TEXEL) {
                    *texel = 1;
                    *rw |= vr_rkinds[r->kind].rw;
                    if (r->shader_type)
                        *type = r->shader_type;
                    if (r->shader_format)
                        *format = r->shader_format;
                }
            }
    }
}

int vr_gpu_buffers(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                   struct vr_arena *a)
{
    g->bufs = vr_alloc(a, (size_t)(t->nbufs + 1) * sizeof *g->bufs);
    for (int bi = 0; bi < t->nbufs; bi++) {
        VkBufferUsageFlags use = 0;
        int texel = 0, rw = 0;
        const char *type = NULL, *format = NULL;
        uses(t, bi, &use, &texel, &rw, &type, &format);
        if (!use)
            continue;
        struct vr_buffer *b = &t->bufs[bi];
        g->bufs[bi] = vr_alloc(a, b->array_size * sizeof **g->bufs);
        for (uint32_t k = 0; k < b->array_size; k++) {
            struct vr_gbuf *gb = &g->bufs[bi][k];
            if (vr_make_buffer(vk, gb, use, b->data[k], b->size)) {
                printf("FAIL: cannot create a %zu-byte buffer for %s\n", b->size, b->name);
                return VR_FAIL;
            }
            int rc = texel ? make_view(vk, gb, b, rw, type, format) : VR_PASS;
            if (rc != VR_PASS)
                return rc;
        }
    }
    return VR_PASS;
}

void vr_gpu_read_back(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t)
{
    (void)vk; /* coherent memory: no vkInvalidateMappedMemoryRanges */
    for (int b = 0; b < t->nbufs; b++)
        for (uint32_t k = 0; g->bufs[b] && k < t->bufs[b].array_size; k++)
            memcpy(t->bufs[b].data[k], g->bufs[b][k].map, t->bufs[b].size);
    vr_images_read_back(g, t);
}
