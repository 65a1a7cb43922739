/* Reflection of SM 6.6 descriptor heaps (sema_descriptor_heap.c): each
 * array of a heap's elements is an entry of "resources" with no register,
 * "descriptorHeap": "resource" or "sampler", "arraySize": 0 and the heap's
 * Vulkan set and binding, which every array of that heap shares. Where the
 * arrays of the resource heap an entry point uses have different
 * descriptor types, the one binding holds descriptors of several types:
 * VK_EXT_mutable_descriptor_type's mutableDescriptorType, which the entry
 * point's vulkanFeatures and vulkanExtensions then name, and the
 * application binds a VK_DESCRIPTOR_TYPE_MUTABLE_EXT binding whose list
 * holds those types. */
#include "reflect.h"
#include <string.h>

static const char *heap_descriptor(const IrGlobal *g, const char *buffer_descriptor)
{
    if (!reflect_is_handle(g))
        return buffer_descriptor;
    const IrType *t = g->pointee;
    while (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)
        t = t->elem;
    return t->kind == IRT_SAMPLER ? "SAMPLER" : t->sampled == IR_IMAGE_STORAGE ? "STORAGE_IMAGE" : "SAMPLED_IMAGE";
}

void reflect_heap_resource(const IrGlobal *g, const char *buffer_descriptor, ReflectHeaps *seen, StrBuf *out)
{
    const char *desc = heap_descriptor(g, buffer_descriptor);
    if (g->descriptor_heap == 1) {
        if (!seen->first)
            seen->first = desc;
        else if (strcmp(seen->first, desc))
            seen->mutable_types = true;
    }
    sb_printf(out, ", \"register\": null, \"space\": null, \"access\": \"%s\", \"descriptorHeap\": \"%s\"",
              g->writable ? "read-write" : "read-only", g->descriptor_heap == 1 ? "resource" : "sampler");
    if (g->resource == IRR_CBUFFER)
        reflect_block_members(g, out);
    sb_puts(out, ", \"arraySize\": 0,\n         ");
    if (reflect_is_handle(g))
        reflect_vulkan_handle(g, out);
    else
        sb_printf(out, "\"vulkan\": {\"set\": %d, \"binding\": %d, \"descriptorType\": \"%s\"}", g->set, g->binding,
                  desc);
    sb_puts(out, ",\n         \"webgpu\": {\"unsupported\": \"descriptor heaps: WebGPU has no bindless resources\"},\n"
                 "         \"metal\": {\"unsupported\": \"descriptor heaps: prism's MSL has no argument buffers\"}}");
}

/* The counter heap (-fvk-bind-counter-heap; sema_bindings.c): the counters
 * of the structured buffers taken from the resource heap, counter i that of
 * heap element i, an unbounded array at a binding of its own. */
void reflect_heap_counter(const IrGlobal *g, StrBuf *out)
{
    sb_puts(out, ", \"register\": null, \"space\": null, \"access\": \"read-write\", \"counterOf\": ");
    reflect_json_string(out, g->counter_of->v.name);
    sb_printf(out, ", \"descriptorHeap\": \"counter\", \"arraySize\": 0,\n         \"vulkan\": {\"set\": %d, "
                   "\"binding\": %d, \"descriptorType\": \"STORAGE_BUFFER\"},\n", g->set, g->binding);
    sb_puts(out, "         \"webgpu\": {\"unsupported\": \"descriptor heaps: WebGPU has no bindless resources\"},\n"
                 "         \"metal\": {\"unsupported\": \"descriptor heaps: prism's MSL has no argument buffers\"}}");
}
