/* The suite's descriptor heaps (Pipeline.cpp: a resource with HeapIndex
 * instead of DirectXBinding): on Vulkan, as DXC compiles
 * ResourceDescriptorHeap / SamplerDescriptorHeap, each heap is one binding
 * (bindings.c finds it in the reflection) whose element HeapIndex is the
 * resource. Resources of several descriptor types in one heap need a
 * VK_DESCRIPTOR_TYPE_MUTABLE_EXT binding (VK_EXT_mutable_descriptor_type,
 * which the reflection then names, so a device without it SKIPs); indices
 * no resource takes hold a copy of the heap's first resource, since the
 * binding is not partially bound. */
#include "vk.h"

int vr_heap_groups(const struct vr_set *s, struct vr_heap_group *out, int max)
{
    int n = 0;
    for (int i = 0; i < s->nres; i++) {
        const struct vr_resource *r = &s->res[i];
        if (!r->in_heap || r->heap_unused)
            continue;
        struct vr_heap_group *h = NULL;
        for (int k = 0; k < n; k++)
            if (out[k].binding == r->binding)
                h = &out[k];
        if (!h) {
            if (n == max)
                continue;
            h = &out[n++];
            *h = (struct vr_heap_group){.binding = r->binding, .filler = r};
        }
        if (r->heap_index + 1 > h->count)
            h->count = r->heap_index + 1;
        VkDescriptorType t = vr_descriptor_type(r);
        uint32_t k = 0;
        while (k < h->ntypes && h->types[k] != t)
            k++;
        if (k == h->ntypes && h->ntypes < 8)
            h->types[h->ntypes++] = t;
    }
    return n;
}

VkDescriptorType vr_heap_type(const struct vr_heap_group *h)
{
    return h->ntypes == 1 ? h->types[0] : VK_DESCRIPTOR_TYPE_MUTABLE_EXT;
}
