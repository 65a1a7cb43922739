/* The descriptor sets of a pass: set index = position in DescriptorSets
 * (as the suite's Vulkan runtime does), binding = VulkanBinding; buffers,
 * texel buffers, sampled and storage images, samplers and combined image
 * samplers. One pool serves every pass. */
#include "vk.h"

#include <string.h>

static VkDescriptorType descriptor_type(const struct vr_resource *r)
{
    const struct vr_rkind_info *k = &vr_rkinds[r->kind];
    switch (k->cls) {
    case VR_C_TEXEL:
        return k->rw ? VK_DESCRIPTOR_TYPE_STORAGE_TEXEL_BUFFER
                     : VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
    case VR_C_IMAGE:
        return k->rw ? VK_DESCRIPTOR_TYPE_STORAGE_IMAGE : VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE;
    case VR_C_SAMPLER: return VK_DESCRIPTOR_TYPE_SAMPLER;
    case VR_C_COMBINED: return VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER;
    default:
        return r->kind == VR_R_ConstantBuffer ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
                                              : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    }
}

static uint32_t count(const struct vr_resource *r)
{
    return r->buf ? r->buf->array_size : 1;
}

static int make_pool(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t)
{
    enum { NTYPES = 11 };
    uint32_t n[NTYPES] = {0}, sets = 0;
    for (int p = 0; p < t->npasses; p++)
        for (int s = 0; s < t->passes[p].nsets; s++, sets++)
            for (int i = 0; i < t->passes[p].sets[s].nres; i++) {
                const struct vr_resource *r = &t->passes[p].sets[s].res[i];
                n[descriptor_type(r)] += count(r);
            }
    VkDescriptorPoolSize used[NTYPES];
    uint32_t k = 0;
    for (uint32_t ty = 0; ty < NTYPES; ty++)
        if (n[ty])
            used[k++] = (VkDescriptorPoolSize){(VkDescriptorType)ty, n[ty]};
    if (!sets)
        return 0;
    VkDescriptorPoolCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                     .maxSets = sets,
                                     .poolSizeCount = k,
                                     .pPoolSizes = used};
    return vkCreateDescriptorPool(vk->device, &ci, NULL, &g->pool) == VK_SUCCESS ? 0 : -1;
}

static int set_layout(struct vr_vk *vk, const struct vr_set *s, VkDescriptorSetLayout *out,
                      struct vr_arena *a)
{
    VkDescriptorSetLayoutBinding *b = vr_alloc(a, (size_t)(s->nres + 1) * sizeof *b);
    for (int i = 0; i < s->nres; i++)
        b[i] = (VkDescriptorSetLayoutBinding){.binding = s->res[i].binding,
                                              .descriptorType = descriptor_type(&s->res[i]),
                                              .descriptorCount = count(&s->res[i]),
                                              .stageFlags = VK_SHADER_STAGE_ALL};
    VkDescriptorSetLayoutCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
        .bindingCount = (uint32_t)s->nres,
        .pBindings = b};
    return vkCreateDescriptorSetLayout(vk->device, &ci, NULL, out) == VK_SUCCESS ? 0 : -1;
}

static int write_resource(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                          VkDescriptorSet set, const struct vr_resource *r,
                          struct vr_arena *a)
{
    uint32_t n = count(r);
    VkDescriptorBufferInfo *infos = vr_alloc(a, n * sizeof *infos);
    VkBufferView *views = vr_alloc(a, n * sizeof *views);
    VkDescriptorImageInfo *images = vr_alloc(a, n * sizeof *images);
    enum vr_rclass c = vr_rkinds[r->kind].cls;
    int bi = r->buf ? (int)(r->buf - t->bufs) : -1;
    VkSampler sampler = r->sampler ? g->samplers[r->sampler - t->samplers] : VK_NULL_HANDLE;
    for (uint32_t k = 0; k < n; k++) {
        if (c == VR_C_BUFFER || c == VR_C_TEXEL) {
            /* a storage buffer is bound with the data's size (the buffer is
             * rounded up to 16 bytes), so GetDimensions and arrayLength see the
             * test's; a uniform one whole, as its block may be longer */
            VkDeviceSize range = r->kind != VR_R_ConstantBuffer && c == VR_C_BUFFER && r->buf->size
                                     ? r->buf->size : VK_WHOLE_SIZE;
            infos[k] = (VkDescriptorBufferInfo){g->bufs[bi][k].buffer, 0, range};
            views[k] = g->bufs[bi][k].view;
            continue;
        }
        VkImageView v = VK_NULL_HANDLE;
        if (c != VR_C_SAMPLER) {
            v = vr_image_view(vk, &g->images[bi][k], vr_rkinds[r->kind].dim, r->buf);
            if (!v) {
                printf("FAIL: vkCreateImageView for %s as a %s\n", r->name,
                       vr_rkinds[r->kind].name);
                return VR_FAIL;
            }
        }
        images[k] = (VkDescriptorImageInfo){sampler, v, VK_IMAGE_LAYOUT_GENERAL};
    }
    VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                              .dstSet = set,
                              .dstBinding = r->binding,
                              .descriptorCount = n,
                              .descriptorType = descriptor_type(r)};
    if (c == VR_C_BUFFER)
        w.pBufferInfo = infos;
    else if (c == VR_C_TEXEL)
        w.pTexelBufferView = views;
    else
        w.pImageInfo = images;
    vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
    return VR_PASS;
}

int vr_pass_descriptors(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, int pi,
                        struct vr_arena *a)
{
    const struct vr_pass *p = &t->passes[pi];
    struct vr_gpass *gp = &g->passes[pi];
    if (!g->pool && make_pool(vk, g, t)) {
        printf("FAIL: vkCreateDescriptorPool\n");
        return VR_FAIL;
    }
    gp->nsets = p->nsets;
    gp->layouts = vr_alloc(a, (size_t)(p->nsets + 1) * sizeof *gp->layouts);
    gp->sets = vr_alloc(a, (size_t)(p->nsets + 1) * sizeof *gp->sets);
    for (int s = 0; s < p->nsets; s++)
        if (set_layout(vk, &p->sets[s], &gp->layouts[s], a)) {
            printf("FAIL: vkCreateDescriptorSetLayout for set %d\n", s);
            return VR_FAIL;
        }
    if (!p->nsets)
        return VR_PASS;
    VkDescriptorSetAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
                                      .descriptorPool = g->pool,
                                      .descriptorSetCount = (uint32_t)p->nsets,
                                      .pSetLayouts = gp->layouts};
    if (vkAllocateDescriptorSets(vk->device, &ai, gp->sets) != VK_SUCCESS) {
        printf("FAIL: vkAllocateDescriptorSets\n");
        return VR_FAIL;
    }
    for (int s = 0; s < p->nsets; s++)
        for (int i = 0; i < p->sets[s].nres; i++) {
            int rc = write_resource(vk, g, t, gp->sets[s], &p->sets[s].res[i], a);
            if (rc != VR_PASS)
                return rc;
        }
    return VR_PASS;
}
