/* The offload-test-suite's UAV counters (Pipeline.cpp: HasCounter,
 * VulkanBinding.CounterBinding, and the output's Counter/Counters). The
 * counters of a buffer (one per array element, as DXC binds an array of
 * counters for an array of buffers) live in a hidden buffer of UInt32s,
 * zero at the start, bound by a resource of their own at the end of the
 * set; bindings.c matches it with the reflection's counter of the buffer,
 * and offload.c prints it with its buffer. */
#include "vkrun.h"

#include <string.h>

static struct vr_buffer *counter_buffer(struct vr_arena *a, struct vr_test *t, struct vr_buffer *of)
{
    if (of->counter)
        return of->counter;
    struct vr_buffer *c = &t->bufs[t->nbufs++];
    size_t len = strlen(of->name);
    char *name = vr_alloc(a, len + 9);
    memcpy(name, of->name, len);
    memcpy(name + len, ".counter", 9);
    c->name = name;
    c->format = VR_F_UInt32;
    c->channels = 1;
    c->stride = 4;
    c->array_size = of->array_size;
    c->size = 4;
    c->data = vr_alloc(a, c->array_size * sizeof *c->data);
    for (uint32_t k = 0; k < c->array_size; k++)
        c->data[k] = vr_alloc(a, 4);
    c->hidden = 1;
    of->counter = c;
    return c;
}

int vr_counter_resource(struct vr_arena *a, struct vr_test *t, struct vr_set *set,
                        const struct vr_resource *r)
{
    if (!r->buf || vr_rkinds[r->kind].cls != VR_C_BUFFER) {
        fprintf(stderr, "vkrun: resource %s: HasCounter needs a structured buffer\n", r->name);
        return -1;
    }
    struct vr_resource *c = &set->res[set->nres++];
    memset(c, 0, sizeof *c);
    c->name = r->name;
    c->kind = VR_R_RWStructuredBuffer;
    c->has_vk_binding = r->has_counter_binding;
    c->binding = r->counter_binding;
    c->counter_of = r;
    c->buf = counter_buffer(a, t, r->buf);
    /* a heap element's counter: element HeapIndex of the counter heap
     * (DXC's -fvk-bind-counter-heap), which the reflection places */
    c->in_heap = r->in_heap;
    c->heap_index = r->heap_index;
    return 0;
}
