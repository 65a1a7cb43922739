/* The descriptor sets of a pass: set index = position in DescriptorSets
 * (as the suite's Vulkan runtime does), binding = VulkanBinding; buffers,
 * texel buffers, sampled and storage images, samplers and combined image
 * samplers, acceleration structures (vk_accel.c's TLAS); the descriptor
 * heaps of HeapIndex resources (vk_heap.c). One pool serves every pass. */
#include "vk.h"
#include "accel.h"

#include <string.h>

VkDescriptorType vr_descriptor_type(const struct vr_resource *r)
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
    case VR_C_ACCEL: return VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR;
    default:
        return r->kind == VR_R_ConstantBuffer ? VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER
                                              : VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    }
}

static uint32_t count(const struct vr_resource *r)
{
    return r->tlas ? r->tlas->array_size : r->buf ? r->buf->array_size : 1;
}

static int make_pool(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t)
{
    enum { NTYPES = 11 };
    uint32_t n[NTYPES] = {0}, sets = 0, mutable_n = 0, accel_n = 0;
    VkDescriptorType mutable_types[NTYPES]; /* the union of the mutable heaps' types */
    uint32_t nmutable_types = 0;
    for (int p = 0; p < t->npasses; p++)
        for (int s = 0; s < t->passes[p].nsets; s++, sets++) {
            const struct vr_set *set = &t->passes[p].sets[s];
            for (int i = 0; i < set->nres; i++) {
                const struct vr_resource *r = &set->res[i];
                if (vr_rkinds[r->kind].cls == VR_C_ACCEL) /* never in a heap (testfile_pipeline.c) */
                    accel_n += count(r);
                else if (!r->in_heap)
                    n[vr_descriptor_type(r)] += count(r);
            }
            struct vr_heap_group h[4];
            for (int k = vr_heap_groups(set, h, 4) - 1; k >= 0; k--) {
                if (h[k].ntypes == 1) {
                    n[h[k].types[0]] += h[k].count;
                    continue;
                }
                mutable_n += h[k].count;
                for (uint32_t j = 0; j < h[k].ntypes; j++) {
                    uint32_t m = 0;
                    while (m < nmutable_types && mutable_types[m] != h[k].types[j])
                        m++;
                    if (m == nmutable_types && m < NTYPES)
                        mutable_types[nmutable_types++] = h[k].types[j];
                }
            }
        }
    VkDescriptorPoolSize used[NTYPES + 2];
    VkMutableDescriptorTypeListEXT lists[NTYPES + 2] = {{0}};
    uint32_t k = 0;
    for (uint32_t ty = 0; ty < NTYPES; ty++)
        if (n[ty])
            used[k++] = (VkDescriptorPoolSize){(VkDescriptorType)ty, n[ty]};
    if (accel_n)
        used[k++] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR, accel_n};
    if (mutable_n) {
        lists[k] = (VkMutableDescriptorTypeListEXT){nmutable_types, mutable_types};
        used[k++] = (VkDescriptorPoolSize){VK_DESCRIPTOR_TYPE_MUTABLE_EXT, mutable_n};
    }
    if (!sets)
        return 0;
    VkMutableDescriptorTypeCreateInfoEXT mi = {.sType = VK_STRUCTURE_TYPE_MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT,
                                               .mutableDescriptorTypeListCount = k,
                                               .pMutableDescriptorTypeLists = lists};
    VkDescriptorPoolCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
                                     .pNext = mutable_n ? &mi : NULL,
                                     .maxSets = sets,
                                     .poolSizeCount = k,
                                     .pPoolSizes = used};
    return vkCreateDescriptorPool(vk->device, &ci, NULL, &g->pool) == VK_SUCCESS ? 0 : -1;
}

static int set_layout(struct vr_vk *vk, const struct vr_set *s, VkDescriptorSetLayout *out,
                      struct vr_arena *a)
{
    VkDescriptorSetLayoutBinding *b = vr_alloc(a, (size_t)(s->nres + 1) * sizeof *b);
    VkMutableDescriptorTypeListEXT *lists = vr_alloc(a, (size_t)(s->nres + 1) * sizeof *lists);
    uint32_t nb = 0;
    for (int i = 0; i < s->nres; i++)
        if (!s->res[i].in_heap)
            b[nb++] = (VkDescriptorSetLayoutBinding){.binding = s->res[i].binding,
                                                     .descriptorType = vr_descriptor_type(&s->res[i]),
                                                     .descriptorCount = count(&s->res[i]),
                                                     .stageFlags = VK_SHADER_STAGE_ALL};
    struct vr_heap_group h[4];
    int nh = vr_heap_groups(s, h, 4), mutable_heaps = 0;
    VkDescriptorType *types = vr_alloc(a, 4 * 8 * sizeof *types);
    for (int k = 0; k < nh; k++) {
        if (h[k].ntypes > 1) { /* VK_EXT_mutable_descriptor_type: the types it may hold */
            memcpy(types + 8 * k, h[k].types, h[k].ntypes * sizeof *types);
            lists[nb] = (VkMutableDescriptorTypeListEXT){h[k].ntypes, types + 8 * k};
            mutable_heaps++;
        }
        b[nb++] = (VkDescriptorSetLayoutBinding){.binding = h[k].binding,
                                                 .descriptorType = vr_heap_type(&h[k]),
                                                 .descriptorCount = h[k].count,
                                                 .stageFlags = VK_SHADER_STAGE_ALL};
    }
    VkMutableDescriptorTypeCreateInfoEXT mi = {.sType = VK_STRUCTURE_TYPE_MUTABLE_DESCRIPTOR_TYPE_CREATE_INFO_EXT,
                                               .mutableDescriptorTypeListCount = nb,
                                               .pMutableDescriptorTypeLists = lists};
    VkDescriptorSetLayoutCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
        .pNext = mutable_heaps ? &mi : NULL,
        .bindingCount = nb,
        .pBindings = b};
    return vkCreateDescriptorSetLayout(vk->device, &ci, NULL, out) == VK_SUCCESS ? 0 : -1;
}

/* r's descriptors, from element `at` of its binding (a heap's: its HeapIndex). */
static int write_resource(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                          VkDescriptorSet set, const struct vr_resource *r, uint32_t at,
                          struct vr_arena *a)
{
    uint32_t n = count(r);
    if (vr_rkinds[r->kind].cls == VR_C_ACCEL) { /* one TLAS per array element (vk_accel.c) */
        const VkAccelerationStructureKHR *as = vr_accel_handles(g, t, r);
        if (!as) {
            printf("FAIL: %s: its acceleration structure was not built\n", r->name);
            return VR_FAIL;
        }
        VkWriteDescriptorSetAccelerationStructureKHR wa = {
            .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET_ACCELERATION_STRUCTURE_KHR,
            .accelerationStructureCount = n, /* = descriptorCount (VUID-...-02236) */
            .pAccelerationStructures = as};
        VkWriteDescriptorSet w = {.sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
                                  .pNext = &wa,
                                  .dstSet = set,
                                  .dstBinding = r->binding,
                                  .dstArrayElement = at,
                                  .descriptorCount = n,
                                  .descriptorType = VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR};
        vkUpdateDescriptorSets(vk->device, 1, &w, 0, NULL);
        return VR_PASS;
    }
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
                              .dstArrayElement = at,
                              .descriptorCount = n,
                              .descriptorType = vr_descriptor_type(r)};
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
    for (int s = 0; s < p->nsets; s++) {
        for (int i = 0; i < p->sets[s].nres; i++) {
            const struct vr_resource *r = &p->sets[s].res[i];
            if (r->in_heap && (r->heap_unused || count(r) != 1)) {
                if (r->heap_unused)
                    continue;
                printf("FAIL: %s: a heap element (HeapIndex) is one resource, not an array of %u\n", r->name, count(r));
                return VR_FAIL;
            }
            int rc = write_resource(vk, g, t, gp->sets[s], r, r->in_heap ? r->heap_index : 0, a);
            if (rc != VR_PASS)
                return rc;
        }
        /* the heap indices no resource takes: its first resource again */
        struct vr_heap_group h[4];
        int nh = vr_heap_groups(&p->sets[s], h, 4);
        for (int k = 0; k < nh; k++)
            for (uint32_t at = 0; at < h[k].count; at++) {
                int taken = 0;
                for (int i = 0; i < p->sets[s].nres && !taken; i++) {
                    const struct vr_resource *r = &p->sets[s].res[i];
                    taken = r->in_heap && !r->heap_unused && r->binding == h[k].binding && r->heap_index == at;
                }
                int rc = taken ? VR_PASS : write_resource(vk, g, t, gp->sets[s], h[k].filler, at, a);
                if (rc != VR_PASS)
                    return rc;
            }
    }
    return VR_PASS;
}
