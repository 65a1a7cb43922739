/* Device buffers from the YAML's Buffers, and the descriptor sets that
 * bind them: set index = position in DescriptorSets (as the suite's Vulkan
 * runtime does), binding = VulkanBinding. */
#include "vk.h"

#include <string.h>

static VkDescriptorType descriptor_type(enum vr_rkind k)
{
    switch (k) {
    case VR_R_ConstantBuffer: return VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
    case VR_R_Buffer: return VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case VR_R_RWBuffer: return VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER;
    default: return VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    }
}

static VkBufferUsageFlags usage(enum vr_rkind k)
{
    switch (k) {
    case VR_R_ConstantBuffer: return VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
    case VR_R_Buffer: return VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT;
    case VR_R_RWBuffer: return VK_BUFFER_USAGE_STORAGE_TEXEL_BUFFER_BIT;
    default: return VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    }
}

/* The texel format of a typed buffer: the YAML's Format and Channels. */
static VkFormat texel_format(const struct vr_buffer *b)
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
    static const VkFormat s16[] = {VK_FORMAT_R16_SINT, VK_FORMAT_R16G16_SINT,
                                   VK_FORMAT_R16G16B16_SINT, VK_FORMAT_R16G16B16A16_SINT};
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
    case VR_F_UInt16: case VR_F_Hex16: return u16[c];
    case VR_F_Int16: return s16[c];
    case VR_F_UInt64: case VR_F_Hex64: return u64[c];
    case VR_F_Int64: return s64[c];
    case VR_F_Float64: return f64[c];
    default: return VK_FORMAT_UNDEFINED;
    }
}

static int memory_type(struct vr_vk *vk, uint32_t bits)
{
    VkMemoryPropertyFlags want =
        VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    for (uint32_t i = 0; i < vk->mem.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (vk->mem.memoryTypes[i].propertyFlags & want) == want)
            return (int)i;
    return -1;
}

static int make_buffer(struct vr_vk *vk, struct vr_gbuf *g, VkBufferUsageFlags use,
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
    int type = memory_type(vk, req.memoryTypeBits);
    VkMemoryAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                               .allocationSize = req.size,
                               .memoryTypeIndex = (uint32_t)type};
    if (type < 0 || vkAllocateMemory(vk->device, &ai, NULL, &g->memory) != VK_SUCCESS ||
        vkBindBufferMemory(vk->device, g->buffer, g->memory, 0) != VK_SUCCESS ||
        vkMapMemory(vk->device, g->memory, 0, VK_WHOLE_SIZE, 0, &g->map) != VK_SUCCESS)
        return -1;
    memset(g->map, 0, bytes);
    memcpy(g->map, data, size);
    return 0;
}

static int make_view(struct vr_vk *vk, struct vr_gbuf *g, const struct vr_buffer *b,
                     enum vr_rkind kind)
{
    VkFormat f = texel_format(b);
    VkFormatProperties fp;
    vkGetPhysicalDeviceFormatProperties(vk->phys, f, &fp);
    VkFormatFeatureFlags need = kind == VR_R_RWBuffer
                                    ? VK_FORMAT_FEATURE_STORAGE_TEXEL_BUFFER_BIT
                                    : VK_FORMAT_FEATURE_UNIFORM_TEXEL_BUFFER_BIT;
    if (f == VK_FORMAT_UNDEFINED || !(fp.bufferFeatures & need)) {
        printf("SKIP: the device has no %s texel buffer of %s x%d\n",
               kind == VR_R_RWBuffer ? "storage" : "uniform",
               vr_formats[b->format].name, b->channels);
        return VR_SKIP;
    }
    VkBufferViewCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO,
                                 .buffer = g->buffer,
                                 .format = f,
                                 .range = VK_WHOLE_SIZE};
    if (vkCreateBufferView(vk->device, &vi, NULL, &g->view) != VK_SUCCESS) {
        printf("FAIL: vkCreateBufferView for %s\n", b->name);
        return VR_FAIL;
    }
    return VR_PASS;
}

/* The device buffers of one resource's test buffer (once per buffer, even
 * if two resources name it). */
static int resource_buffers(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                            struct vr_resource *r, struct vr_arena *a)
{
    int bi = (int)(r->buf - t->bufs);
    if (g->bufs[bi])
        return VR_PASS;
    g->bufs[bi] = vr_alloc(a, r->buf->array_size * sizeof **g->bufs);
    for (uint32_t k = 0; k < r->buf->array_size; k++) {
        struct vr_gbuf *gb = &g->bufs[bi][k];
        if (make_buffer(vk, gb, usage(r->kind), r->buf->data[k], r->buf->size)) {
            printf("FAIL: cannot create a %zu-byte buffer for %s\n", r->buf->size,
                   r->name);
            return VR_FAIL;
        }
        int rc = vr_rkinds[r->kind].raw ? VR_PASS : make_view(vk, gb, r->buf, r->kind);
        if (rc != VR_PASS)
            return rc;
    }
    return VR_PASS;
}

static int set_layout(struct vr_vk *vk, struct vr_gpu *g, const struct vr_set *s,
                      int si, struct vr_arena *a)
{
    VkDescriptorSetLayoutBinding *b = vr_alloc(a, (size_t)(s->nres + 1) * sizeof *b);
    for (int i = 0; i < s->nres; i++)
        b[i] = (VkDescriptorSetLayoutBinding){
            .binding = s->res[i].binding,
            .descriptorType = descriptor_type(s->res[i].kind),
            .descriptorCount = s->res[i].buf->array_size,
            .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT};
    VkDescriptorSetLayoutCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
        .bindingCount = (uint32_t)s->nres,
        .pBindings = b};
    return vkCreateDescriptorSetLayout(vk->device, &ci, NULL, &g->layouts[si]) ==
                   VK_SUCCESS ? 0 : -1;
}

static int make_pool(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t)
{
    VkDescriptorPoolSize sizes[4] = {
        {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 0}, {VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, 0},
        {VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER, 0},
        {VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER, 0}};
    for (int s = 0; s < t->nsets; s++)
        for (int i = 0; i < t->sets[s].nres; i++)
            for (int k = 0; k < 4; k++)
                if (sizes[k].type == descriptor_type(t->sets[s].res[i].kind))
                    sizes[k].descriptorCount += t->sets[s].res[i].buf->array_size;
    VkDescriptorPoolSize used[4];
    uint32_t n = 0;
    for (int k = 0; k < 4; k++)
        if (sizes[k].descriptorCount)
            used[n++] = sizes[k];
    VkDescriptorPoolCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                     .maxSets = (uint32_t)t->nsets + 1,
                                     .poolSizeCount = n,
                                     .pPoolSizes = used};
    return vkCreateDescriptorPool(vk->device, &ci, NULL, &g->pool) == VK_SUCCESS ? 0 : -1;
}

static void write_set(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, int si,
                      struct vr_arena *a)
{
    const struct vr_set *s = &t->sets[si];
    for (int i = 0; i < s->nres; i++) {
        const struct vr_resource *r = &s->res[i];
        struct vr_gbuf *gb = g->bufs[r->buf - t->bufs];
        uint32_t n = r->buf->array_size;
        VkDescriptorBufferInfo *infos = vr_alloc(a, n * sizeof *infos);
        VkBufferView *views = vr_alloc(a, n * sizeof *views);
        for (uint32_t k = 0; k < n; k++) {
            infos[k] = (VkDescriptorBufferInfo){gb[k].buffer, 0, VK_WHOLE_SIZE};
            views[k] = gb[k].view;
        }
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                  .dstSet = g->sets[si],
                                  .dstBinding = r->binding,
                                  .descriptorCount = n,
                                  .descriptorType = descriptor_type(r->kind),
                                  .pBufferInfo = infos,
                                  .pTexelBufferView = views};
        if (vr_rkinds[r->kind].raw)
            w.pTexelBufferView = NULL;
        else
            w.pBufferInfo = NULL;
        vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
    }
}

int vr_gpu_resources(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                     struct vr_arena *a)
{
    g->bufs = vr_alloc(a, (size_t)(t->nbufs + 1) * sizeof *g->bufs);
    g->nsets = t->nsets;
    g->layouts = vr_alloc(a, (size_t)(t->nsets + 1) * sizeof *g->layouts);
    g->sets = vr_alloc(a, (size_t)(t->nsets + 1) * sizeof *g->sets);
    for (int s = 0; s < t->nsets; s++)
        for (int i = 0; i < t->sets[s].nres; i++) {
            int rc = resource_buffers(vk, g, t, &t->sets[s].res[i], a);
            if (rc != VR_PASS)
                return rc;
        }
    for (int s = 0; s < t->nsets; s++)
        if (set_layout(vk, g, &t->sets[s], s, a)) {
            printf("FAIL: vkCreateDescriptorSetLayout for set %d\n", s);
            return VR_FAIL;
        }
    if (t->nsets && make_pool(vk, g, t)) {
        printf("FAIL: vkCreateDescriptorPool\n");
        return VR_FAIL;
    }
    VkDescriptorSetAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                      .descriptorPool = g->pool,
                                      .descriptorSetCount = (uint32_t)t->nsets,
                                      .pSetLayouts = g->layouts};
    if (t->nsets && vkAllocateDescriptorSets(vk->device, &ai, g->sets) != VK_SUCCESS) {
        printf("FAIL: vkAllocateDescriptorSets\n");
        return VR_FAIL;
    }
    for (int s = 0; s < t->nsets; s++)
        write_set(vk, g, t, s, a);
    return VR_PASS;
}

void vr_gpu_read_back(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t)
{
    (void)vk; /* coherent memory: no vkInvalidateMappedMemoryRanges */
    for (int b = 0; b < t->nbufs; b++)
        for (uint32_t k = 0; g->bufs[b] && k < t->bufs[b].array_size; k++)
            memcpy(t->bufs[b].data[k], g->bufs[b][k].map, t->bufs[b].size);
}
