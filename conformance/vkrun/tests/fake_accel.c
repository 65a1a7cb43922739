/* VK_LAYER_PRISM_fake_accel: a test layer that lets vkrun's acceleration
 * structure code (vk_accel.c) run on a device without them (lavapipe), so
 * that the Khronos validation layer, enabled above it, checks every call
 * vkrun makes (structures, sTypes, device addresses, alignments, barriers,
 * descriptor types) and this layer prints what each build was given.
 * tests/accel-fake.sh builds and runs it; nothing else uses it.
 *
 * Below the validation layer it:
 * - reports VK_KHR_acceleration_structure, VK_KHR_ray_query and
 *   VK_KHR_deferred_host_operations, the features accelerationStructure and
 *   rayQuery, and acceleration structure properties (a scratch alignment of
 *   256, to exercise vkrun's);
 * - removes them again from vkCreateDevice (extensions, feature structs);
 * - implements the acceleration structure functions on the host: a handle
 *   per structure, its device address its buffer's, build sizes, and a
 *   build that prints its geometries and instances ("fake-accel: ..." on
 *   stderr), reading the inputs through the mapped memory of the buffers
 *   whose device addresses vkrun gave;
 * - turns acceleration structure descriptors into samplers (one sampler
 *   written to each) and a shader module that declares RayQueryKHR into an empty compute
 *   shader, so lavapipe runs the pass (the results are then not the test's).
 * One instance and one device per process (it is a test tool). */
#include <vulkan/vk_layer.h>
#include <vulkan/vulkan.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXPORT __attribute__((visibility("default")))

static PFN_vkGetInstanceProcAddr next_gipa;
static PFN_vkGetDeviceProcAddr next_gdpa;
static VkDevice the_device;
/* the next layer's instance functions, found once the instance exists */
static PFN_vkEnumerateDeviceExtensionProperties next_enum_exts;
static PFN_vkGetPhysicalDeviceFeatures2 next_features2;
static PFN_vkGetPhysicalDeviceProperties2 next_props2;
static PFN_vkGetPhysicalDeviceFormatProperties next_format;
static PFN_vkGetPhysicalDeviceFormatProperties2 next_format2;

static const char *const fake_exts[] = {
    VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME,
    VK_KHR_RAY_QUERY_EXTENSION_NAME,
    VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME,
};
static const uint32_t fake_spec[] = {13, 1, 4}; /* their spec versions */

static int is_fake_ext(const char *name)
{
    for (int i = 0; i < 3; i++)
        if (!strcmp(name, fake_exts[i]))
            return 1;
    return 0;
}

/* ---- buffers: device address -> host pointer ---- */

struct fbuf {
    VkBuffer buffer;
    VkDeviceMemory memory;
    VkDeviceSize offset, size;
    VkDeviceAddress addr;
};
static struct fbuf bufs[4096];
static int nbufs;
struct fmem {
    VkDeviceMemory memory;
    void *map;
};
static struct fmem mems[4096];
static int nmems;

static struct fbuf *find_buf(VkBuffer b)
{
    for (int i = 0; i < nbufs; i++)
        if (bufs[i].buffer == b)
            return &bufs[i];
    return NULL;
}

static struct fbuf *buf_at(VkDeviceAddress a, VkDeviceSize *off)
{
    for (int i = 0; i < nbufs; i++)
        if (bufs[i].addr && a >= bufs[i].addr && a < bufs[i].addr + bufs[i].size) {
            *off = a - bufs[i].addr;
            return &bufs[i];
        }
    return NULL;
}

/* The host pointer of device address a (NULL: not in a mapped buffer). */
static const void *host(VkDeviceAddress a)
{
    VkDeviceSize off;
    struct fbuf *b = buf_at(a, &off);
    if (!b)
        return NULL;
    for (int i = 0; i < nmems; i++)
        if (mems[i].memory == b->memory && mems[i].map)
            return (const char *)mems[i].map + b->offset + off;
    return NULL;
}

/* ---- acceleration structures ---- */

struct fas {
    VkAccelerationStructureTypeKHR type;
    VkBuffer buffer;
    VkDeviceSize offset, size;
    int built;
};
static struct fas ases[1024];
static int nases;

static VkResult VKAPI_CALL fake_create_as(VkDevice d, const VkAccelerationStructureCreateInfoKHR *ci,
                                          const VkAllocationCallbacks *a, VkAccelerationStructureKHR *out)
{
    (void)d, (void)a;
    if (nases == 1024)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    ases[nases] = (struct fas){ci->type, ci->buffer, ci->offset, ci->size, 0};
    *out = (VkAccelerationStructureKHR)(uintptr_t)(0x1000 + nases++);
    fprintf(stderr, "fake-accel: create %s #%d size %llu\n",
            ci->type == VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR ? "TLAS" : "BLAS", nases - 1,
            (unsigned long long)ci->size);
    return VK_SUCCESS;
}

static int as_index(VkAccelerationStructureKHR h)
{
    int i = (int)((uintptr_t)h - 0x1000);
    return h && i >= 0 && i < nases ? i : -1;
}

static void VKAPI_CALL fake_destroy_as(VkDevice d, VkAccelerationStructureKHR h, const VkAllocationCallbacks *a)
{
    (void)d, (void)a, (void)h;
}

static VkDeviceAddress VKAPI_CALL fake_as_address(VkDevice d, const VkAccelerationStructureDeviceAddressInfoKHR *ai)
{
    (void)d;
    int i = as_index(ai->accelerationStructure);
    struct fbuf *b = i < 0 ? NULL : find_buf(ases[i].buffer);
    return b && b->addr ? b->addr + ases[i].offset : 0;
}

static void VKAPI_CALL fake_build_sizes(VkDevice d, VkAccelerationStructureBuildTypeKHR t,
                                        const VkAccelerationStructureBuildGeometryInfoKHR *bi,
                                        const uint32_t *max_prims, VkAccelerationStructureBuildSizesInfoKHR *sz)
{
    (void)d, (void)t;
    uint64_t prims = 0;
    for (uint32_t g = 0; g < bi->geometryCount; g++)
        prims += max_prims[g];
    sz->accelerationStructureSize = 1024 + 128 * prims;
    sz->buildScratchSize = 100 + 64 * prims; /* not a multiple of the alignment */
    sz->updateScratchSize = 0;
}

static int blas_at(VkDeviceAddress a)
{
    for (int i = 0; i < nases; i++) {
        struct fbuf *b = find_buf(ases[i].buffer);
        if (b && b->addr && b->addr + ases[i].offset == a)
            return i;
    }
    return -1;
}

static void print_floats(const char *what, const float *f, int n)
{
    fprintf(stderr, " %s=[", what);
    for (int i = 0; i < n; i++)
        fprintf(stderr, "%s%g", i ? " " : "", f[i]);
    fprintf(stderr, "]");
}

static void print_triangles(const VkAccelerationStructureGeometryTrianglesDataKHR *tr, uint32_t prims)
{
    fprintf(stderr, " triangles prims=%u stride=%llu maxVertex=%u index=%s", prims,
            (unsigned long long)tr->vertexStride, tr->maxVertex,
            tr->indexType == VK_INDEX_TYPE_NONE_KHR ? "none"
            : tr->indexType == VK_INDEX_TYPE_UINT16 ? "uint16"
            : tr->indexType == VK_INDEX_TYPE_UINT32 ? "uint32" : "?");
    const char *v = host(tr->vertexData.deviceAddress);
    for (uint32_t k = 0; v && k <= tr->maxVertex && k < 8; k++) {
        char what[16];
        snprintf(what, sizeof what, "v%u", k);
        print_floats(what, (const float *)(const void *)(v + k * tr->vertexStride), 3);
    }
    if (!v)
        fprintf(stderr, " vertices=UNMAPPED");
    if (tr->indexType != VK_INDEX_TYPE_NONE_KHR) {
        const void *ix = host(tr->indexData.deviceAddress);
        fprintf(stderr, " indices=[");
        for (uint32_t k = 0; ix && k < 3 * prims && k < 24; k++)
            fprintf(stderr, "%s%u", k ? " " : "",
                    tr->indexType == VK_INDEX_TYPE_UINT16 ? ((const uint16_t *)ix)[k] : ((const uint32_t *)ix)[k]);
        fprintf(stderr, "%s]", ix ? "" : "UNMAPPED");
    }
    if (tr->transformData.deviceAddress) {
        const float *m = host(tr->transformData.deviceAddress);
        if (m)
            print_floats("transform", m, 12);
        else
            fprintf(stderr, " transform=UNMAPPED");
        if (tr->transformData.deviceAddress % 16)
            fprintf(stderr, " TRANSFORM-MISALIGNED");
    }
}

static void print_instances(VkDeviceAddress a, uint32_t n)
{
    const VkAccelerationStructureInstanceKHR *in = host(a);
    fprintf(stderr, " instances=%u%s", n, a % 16 ? " INSTANCES-MISALIGNED" : "");
    if (!in) {
        fprintf(stderr, " UNMAPPED");
        return;
    }
    for (uint32_t k = 0; k < n; k++) {
        fprintf(stderr, " {id=%u mask=%u sbt=%u flags=%u blas=#%d", in[k].instanceCustomIndex, in[k].mask,
                in[k].instanceShaderBindingTableRecordOffset, in[k].flags,
                blas_at(in[k].accelerationStructureReference));
        print_floats("transform", &in[k].transform.matrix[0][0], 12);
        fprintf(stderr, "}");
    }
}

static VkPhysicalDeviceAccelerationStructurePropertiesKHR props = {
    .maxGeometryCount = 1u << 24, .maxInstanceCount = 1u << 24, .maxPrimitiveCount = 1u << 29,
    .maxPerStageDescriptorAccelerationStructures = 16, .maxDescriptorSetAccelerationStructures = 16,
    .minAccelerationStructureScratchOffsetAlignment = 256};

static void VKAPI_CALL fake_cmd_build(VkCommandBuffer cb, uint32_t n,
                                      const VkAccelerationStructureBuildGeometryInfoKHR *infos,
                                      const VkAccelerationStructureBuildRangeInfoKHR *const *ranges)
{
    (void)cb;
    for (uint32_t i = 0; i < n; i++) {
        const VkAccelerationStructureBuildGeometryInfoKHR *b = &infos[i];
        int dst = as_index(b->dstAccelerationStructure);
        fprintf(stderr, "fake-accel: build %s #%d geometries=%u",
                b->type == VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR ? "TLAS" : "BLAS", dst, b->geometryCount);
        if (b->scratchData.deviceAddress % props.minAccelerationStructureScratchOffsetAlignment)
            fprintf(stderr, " SCRATCH-MISALIGNED");
        for (uint32_t g = 0; g < b->geometryCount; g++) {
            const VkAccelerationStructureGeometryKHR *geo = b->pGeometries ? &b->pGeometries[g] : b->ppGeometries[g];
            const VkAccelerationStructureBuildRangeInfoKHR *r = &ranges[i][g];
            fprintf(stderr, " |%s", geo->flags & VK_GEOMETRY_OPAQUE_BIT_KHR ? " opaque" : "");
            if (geo->geometryType == VK_GEOMETRY_TYPE_TRIANGLES_KHR)
                print_triangles(&geo->geometry.triangles, r->primitiveCount);
            else if (geo->geometryType == VK_GEOMETRY_TYPE_AABBS_KHR) {
                const float *box = host(geo->geometry.aabbs.data.deviceAddress);
                fprintf(stderr, " aabbs prims=%u stride=%llu", r->primitiveCount,
                        (unsigned long long)geo->geometry.aabbs.stride);
                if (box)
                    print_floats("box0", box, 6);
            } else
                print_instances(geo->geometry.instances.data.deviceAddress, r->primitiveCount);
        }
        fprintf(stderr, "\n");
        if (dst >= 0)
            ases[dst].built = 1;
    }
}

/* ---- descriptors and shaders lavapipe cannot take ---- */

static VkResult VKAPI_CALL fake_create_set_layout(VkDevice d, const VkDescriptorSetLayoutCreateInfo *ci,
                                                  const VkAllocationCallbacks *a, VkDescriptorSetLayout *out)
{
    VkDescriptorSetLayoutCreateInfo c = *ci;
    VkDescriptorSetLayoutBinding b[64];
    if (c.bindingCount > 64)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    memcpy(b, ci->pBindings, c.bindingCount * sizeof *b);
    for (uint32_t i = 0; i < c.bindingCount; i++)
        if (b[i].descriptorType == VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR)
            b[i].descriptorType = VK_DESCRIPTOR_TYPE_SAMPLER;
    c.pBindings = b;
    return ((PFN_vkCreateDescriptorSetLayout)next_gdpa(d, "vkCreateDescriptorSetLayout"))(d, &c, a, out);
}

static VkResult VKAPI_CALL fake_create_pool(VkDevice d, const VkDescriptorPoolCreateInfo *ci,
                                            const VkAllocationCallbacks *a, VkDescriptorPool *out)
{
    VkDescriptorPoolCreateInfo c = *ci;
    VkDescriptorPoolSize s[32];
    if (c.poolSizeCount > 32)
        return VK_ERROR_OUT_OF_HOST_MEMORY;
    memcpy(s, ci->pPoolSizes, c.poolSizeCount * sizeof *s);
    for (uint32_t i = 0; i < c.poolSizeCount; i++)
        if (s[i].type == VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR)
            s[i].type = VK_DESCRIPTOR_TYPE_SAMPLER;
    c.pPoolSizes = s;
    return ((PFN_vkCreateDescriptorPool)next_gdpa(d, "vkCreateDescriptorPool"))(d, &c, a, out);
}

static void VKAPI_CALL fake_update_sets(VkDevice d, uint32_t nw, const VkWriteDescriptorSet *w, uint32_t nc,
                                        const VkCopyDescriptorSet *c)
{
    VkWriteDescriptorSet kept[64];
    static VkDescriptorImageInfo samplers[64]; /* lavapipe reads every bound descriptor */
    static VkSampler sampler;
    if (!sampler) {
        VkSamplerCreateInfo si = {.sType = VK_STRUCTURE_TYPE_SAMPLER_CREATE_INFO};
        ((PFN_vkCreateSampler)next_gdpa(d, "vkCreateSampler"))(d, &si, NULL, &sampler);
    }
    for (int i = 0; i < 64; i++)
        samplers[i].sampler = sampler;
    uint32_t n = 0;
    for (uint32_t i = 0; i < nw && n < 64; i++) {
        kept[n++] = w[i];
        if (w[i].descriptorType != VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR)
            continue;
        kept[n - 1].pNext = NULL;
        kept[n - 1].descriptorType = VK_DESCRIPTOR_TYPE_SAMPLER;
        kept[n - 1].pImageInfo = samplers;
        if (w[i].descriptorCount > 64)
            n--;
        const VkWriteDescriptorSetAccelerationStructureKHR *wa = w[i].pNext;
        fprintf(stderr, "fake-accel: descriptor binding %u element %u:", w[i].dstBinding, w[i].dstArrayElement);
        for (uint32_t k = 0; wa && k < wa->accelerationStructureCount; k++)
            fprintf(stderr, " #%d", as_index(wa->pAccelerationStructures[k]));
        fprintf(stderr, "\n");
    }
    ((PFN_vkUpdateDescriptorSets)next_gdpa(d, "vkUpdateDescriptorSets"))(d, n, kept, nc, c);
}

static const uint32_t empty_compute[] = { /* #version 450, local_size_x = 1, void main() {} */
    0x07230203, 0x00010500, 0x0008000b, 0x0000000a, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0005000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x00060010, 0x00000004, 0x00000011,
    0x00000001, 0x00000001, 0x00000001, 0x00030003, 0x00000002, 0x000001c2, 0x00040005, 0x00000004,
    0x6e69616d, 0x00000000, 0x00040047, 0x00000009, 0x0000000b, 0x00000019, 0x00020013, 0x00000002,
    0x00030021, 0x00000003, 0x00000002, 0x00040015, 0x00000006, 0x00000020, 0x00000000, 0x00040017,
    0x00000007, 0x00000006, 0x00000003, 0x0004002b, 0x00000006, 0x00000008, 0x00000001, 0x0006002c,
    0x00000007, 0x00000009, 0x00000008, 0x00000008, 0x00000008, 0x00050036, 0x00000002, 0x00000004,
    0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x000100fd, 0x00010038};

static VkResult VKAPI_CALL fake_create_module(VkDevice d, const VkShaderModuleCreateInfo *ci,
                                              const VkAllocationCallbacks *a, VkShaderModule *out)
{
    VkShaderModuleCreateInfo c = *ci;
    for (size_t i = 5; i + 1 < ci->codeSize / 4;) {
        uint32_t words = ci->pCode[i] >> 16, op = ci->pCode[i] & 0xffff;
        if (!words)
            break;
        if (op == 17 && ci->pCode[i + 1] == 4472) { /* OpCapability RayQueryKHR */
            c.pCode = empty_compute;
            c.codeSize = sizeof empty_compute;
            fprintf(stderr, "fake-accel: a ray query module, run as an empty shader\n");
            break;
        }
        i += words;
    }
    return ((PFN_vkCreateShaderModule)next_gdpa(d, "vkCreateShaderModule"))(d, &c, a, out);
}

/* ---- buffer tracking ---- */

static VkResult VKAPI_CALL fake_create_buffer(VkDevice d, const VkBufferCreateInfo *ci,
                                              const VkAllocationCallbacks *a, VkBuffer *out)
{
    VkBufferCreateInfo c = *ci;
    /* lavapipe 22.3 does not know the acceleration structure usage bits */
    c.usage &= ~(VkBufferUsageFlags)(VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR |
                                     VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR);
    if (!c.usage)
        c.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    VkResult r = ((PFN_vkCreateBuffer)next_gdpa(d, "vkCreateBuffer"))(d, &c, a, out);
    if (r == VK_SUCCESS && nbufs < 4096)
        bufs[nbufs++] = (struct fbuf){.buffer = *out, .size = ci->size};
    return r;
}

static VkResult VKAPI_CALL fake_bind_buffer(VkDevice d, VkBuffer b, VkDeviceMemory m, VkDeviceSize off)
{
    struct fbuf *f = find_buf(b);
    if (f)
        f->memory = m, f->offset = off;
    return ((PFN_vkBindBufferMemory)next_gdpa(d, "vkBindBufferMemory"))(d, b, m, off);
}

static VkResult VKAPI_CALL fake_map(VkDevice d, VkDeviceMemory m, VkDeviceSize off, VkDeviceSize size,
                                    VkMemoryMapFlags fl, void **out)
{
    VkResult r = ((PFN_vkMapMemory)next_gdpa(d, "vkMapMemory"))(d, m, off, size, fl, out);
    if (r == VK_SUCCESS && off == 0 && nmems < 4096)
        mems[nmems++] = (struct fmem){m, *out};
    return r;
}

static VkDeviceAddress VKAPI_CALL fake_buffer_address(VkDevice d, const VkBufferDeviceAddressInfo *ai)
{
    VkDeviceAddress a = ((PFN_vkGetBufferDeviceAddress)next_gdpa(d, "vkGetBufferDeviceAddress"))(d, ai);
    struct fbuf *f = find_buf(ai->buffer);
    if (f)
        f->addr = a;
    return a;
}

/* ---- the physical device's answers ---- */

static VkResult VKAPI_CALL fake_enum_exts(VkPhysicalDevice p, const char *layer, uint32_t *n,
                                          VkExtensionProperties *out)
{
    PFN_vkEnumerateDeviceExtensionProperties down = next_enum_exts;
    if (!down)
        return VK_ERROR_INITIALIZATION_FAILED;
    if (layer && !strcmp(layer, "VK_LAYER_PRISM_fake_accel")) {
        *n = 0;
        return VK_SUCCESS;
    }
    if (layer)
        return down(p, layer, n, out);
    uint32_t have = 0;
    down(p, NULL, &have, NULL);
    VkExtensionProperties *all = calloc(have + 3, sizeof *all);
    down(p, NULL, &have, all);
    for (int i = 0; i < 3; i++) {
        snprintf(all[have].extensionName, sizeof all[have].extensionName, "%s", fake_exts[i]);
        all[have++].specVersion = fake_spec[i];
    }
    VkResult r = VK_SUCCESS;
    if (!out) {
        *n = have;
    } else {
        if (*n < have)
            r = VK_INCOMPLETE;
        else
            *n = have;
        memcpy(out, all, *n * sizeof *out);
    }
    free(all);
    return r;
}

static void VKAPI_CALL fake_features2(VkPhysicalDevice p, VkPhysicalDeviceFeatures2 *f)
{
    next_features2(p, f);
    for (VkBaseOutStructure *s = f->pNext; s; s = s->pNext) {
        if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR)
            ((VkPhysicalDeviceAccelerationStructureFeaturesKHR *)s)->accelerationStructure = VK_TRUE;
        if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR)
            ((VkPhysicalDeviceRayQueryFeaturesKHR *)s)->rayQuery = VK_TRUE;
    }
}

static void VKAPI_CALL fake_props2(VkPhysicalDevice p, VkPhysicalDeviceProperties2 *pr)
{
    next_props2(p, pr);
    for (VkBaseOutStructure *s = pr->pNext; s; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR) {
            VkPhysicalDeviceAccelerationStructurePropertiesKHR *a = (void *)s;
            void *next = a->pNext;
            *a = props;
            a->sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR;
            a->pNext = next;
        }
}

/* RGB32Float vertices of a BLAS (a format every such device supports) */
static void VKAPI_CALL fake_format(VkPhysicalDevice p, VkFormat f, VkFormatProperties *out)
{
    next_format(p, f, out);
    if (f == VK_FORMAT_R32G32B32_SFLOAT)
        out->bufferFeatures |= VK_FORMAT_FEATURE_ACCELERATION_STRUCTURE_VERTEX_BUFFER_BIT_KHR;
}

static void VKAPI_CALL fake_format2(VkPhysicalDevice p, VkFormat f, VkFormatProperties2 *out)
{
    next_format2(p, f, out);
    if (f != VK_FORMAT_R32G32B32_SFLOAT)
        return;
    out->formatProperties.bufferFeatures |= VK_FORMAT_FEATURE_ACCELERATION_STRUCTURE_VERTEX_BUFFER_BIT_KHR;
    for (VkBaseOutStructure *s = out->pNext; s; s = s->pNext)
        if (s->sType == VK_STRUCTURE_TYPE_FORMAT_PROPERTIES_3)
            ((VkFormatProperties3 *)s)->bufferFeatures |= VK_FORMAT_FEATURE_2_ACCELERATION_STRUCTURE_VERTEX_BUFFER_BIT_KHR;
}

static VkResult VKAPI_CALL fake_create_device(VkPhysicalDevice p, const VkDeviceCreateInfo *ci,
                                              const VkAllocationCallbacks *a, VkDevice *out)
{
    VkLayerDeviceCreateInfo *link = (VkLayerDeviceCreateInfo *)ci->pNext;
    while (link && !(link->sType == VK_STRUCTURE_TYPE_LOADER_DEVICE_CREATE_INFO && link->function == VK_LAYER_LINK_INFO))
        link = (VkLayerDeviceCreateInfo *)link->pNext;
    if (!link)
        return VK_ERROR_INITIALIZATION_FAILED;
    PFN_vkGetInstanceProcAddr gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    next_gdpa = link->u.pLayerInfo->pfnNextGetDeviceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    VkDeviceCreateInfo c = *ci;
    const char *exts[64];
    c.enabledExtensionCount = 0;
    for (uint32_t i = 0; i < ci->enabledExtensionCount && i < 64; i++)
        if (!is_fake_ext(ci->ppEnabledExtensionNames[i]))
            exts[c.enabledExtensionCount++] = ci->ppEnabledExtensionNames[i];
        else
            fprintf(stderr, "fake-accel: device extension %s\n", ci->ppEnabledExtensionNames[i]);
    c.ppEnabledExtensionNames = exts;
    /* the feature structs lavapipe does not know: unlinked for the call */
    VkBaseOutStructure *removed[8], *prevs[8];
    int nremoved = 0;
    for (VkBaseOutStructure *prev = (VkBaseOutStructure *)&c, *s = prev->pNext; s; s = prev->pNext) {
        if ((s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR ||
             s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR) && nremoved < 8) {
            fprintf(stderr, "fake-accel: feature %s\n",
                    s->sType == VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR
                        ? (((VkPhysicalDeviceRayQueryFeaturesKHR *)s)->rayQuery ? "rayQuery" : "rayQuery OFF")
                        : (((VkPhysicalDeviceAccelerationStructureFeaturesKHR *)s)->accelerationStructure
                               ? "accelerationStructure" : "accelerationStructure OFF"));
            removed[nremoved] = s;
            prevs[nremoved++] = prev;
            prev->pNext = s->pNext;
            continue;
        }
        prev = s;
    }
    PFN_vkCreateDevice create = (PFN_vkCreateDevice)gipa(NULL, "vkCreateDevice");
    VkResult r = create(p, &c, a, out);
    for (int i = nremoved - 1; i >= 0; i--) /* the caller's chain as it was */
        prevs[i]->pNext = removed[i];
    if (r == VK_SUCCESS)
        the_device = *out;
    return r;
}

/* ---- the layer's entry points ---- */

static VkResult VKAPI_CALL fake_create_instance(const VkInstanceCreateInfo *ci, const VkAllocationCallbacks *a,
                                                VkInstance *out)
{
    VkLayerInstanceCreateInfo *link = (VkLayerInstanceCreateInfo *)ci->pNext;
    while (link && !(link->sType == VK_STRUCTURE_TYPE_LOADER_INSTANCE_CREATE_INFO && link->function == VK_LAYER_LINK_INFO))
        link = (VkLayerInstanceCreateInfo *)link->pNext;
    if (!link)
        return VK_ERROR_INITIALIZATION_FAILED;
    next_gipa = link->u.pLayerInfo->pfnNextGetInstanceProcAddr;
    link->u.pLayerInfo = link->u.pLayerInfo->pNext;
    VkResult r = ((PFN_vkCreateInstance)next_gipa(NULL, "vkCreateInstance"))(ci, a, out);
    if (r != VK_SUCCESS)
        return r;
    /* (not next_gipa(NULL, ...): that is the loader's trampoline, the top of the chain again) */
    next_enum_exts = (PFN_vkEnumerateDeviceExtensionProperties)next_gipa(*out, "vkEnumerateDeviceExtensionProperties");
    next_features2 = (PFN_vkGetPhysicalDeviceFeatures2)next_gipa(*out, "vkGetPhysicalDeviceFeatures2");
    next_props2 = (PFN_vkGetPhysicalDeviceProperties2)next_gipa(*out, "vkGetPhysicalDeviceProperties2");
    next_format = (PFN_vkGetPhysicalDeviceFormatProperties)next_gipa(*out, "vkGetPhysicalDeviceFormatProperties");
    next_format2 = (PFN_vkGetPhysicalDeviceFormatProperties2)next_gipa(*out, "vkGetPhysicalDeviceFormatProperties2");
    return next_enum_exts && next_features2 && next_props2 && next_format && next_format2
               ? VK_SUCCESS : VK_ERROR_INITIALIZATION_FAILED;
}

EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice d, const char *name);

#define HOOK(n, f) if (!strcmp(name, n)) return (PFN_vkVoidFunction)f
static PFN_vkVoidFunction device_hook(const char *name)
{
    HOOK("vkGetDeviceProcAddr", vkGetDeviceProcAddr);
    HOOK("vkCreateAccelerationStructureKHR", fake_create_as);
    HOOK("vkDestroyAccelerationStructureKHR", fake_destroy_as);
    HOOK("vkGetAccelerationStructureDeviceAddressKHR", fake_as_address);
    HOOK("vkGetAccelerationStructureBuildSizesKHR", fake_build_sizes);
    HOOK("vkCmdBuildAccelerationStructuresKHR", fake_cmd_build);
    HOOK("vkCreateDescriptorSetLayout", fake_create_set_layout);
    HOOK("vkCreateDescriptorPool", fake_create_pool);
    HOOK("vkUpdateDescriptorSets", fake_update_sets);
    HOOK("vkCreateShaderModule", fake_create_module);
    HOOK("vkCreateBuffer", fake_create_buffer);
    HOOK("vkBindBufferMemory", fake_bind_buffer);
    HOOK("vkMapMemory", fake_map);
    HOOK("vkGetBufferDeviceAddress", fake_buffer_address);
    HOOK("vkGetBufferDeviceAddressKHR", fake_buffer_address);
    return NULL;
}

EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetDeviceProcAddr(VkDevice d, const char *name)
{
    PFN_vkVoidFunction f = device_hook(name);
    return f ? f : next_gdpa(d, name);
}

EXPORT VKAPI_ATTR PFN_vkVoidFunction VKAPI_CALL vkGetInstanceProcAddr(VkInstance inst, const char *name)
{
    HOOK("vkGetInstanceProcAddr", vkGetInstanceProcAddr);
    HOOK("vkCreateInstance", fake_create_instance);
    HOOK("vkCreateDevice", fake_create_device);
    HOOK("vkEnumerateDeviceExtensionProperties", fake_enum_exts);
    HOOK("vkGetPhysicalDeviceFeatures2", fake_features2);
    HOOK("vkGetPhysicalDeviceFeatures2KHR", fake_features2);
    HOOK("vkGetPhysicalDeviceProperties2", fake_props2);
    HOOK("vkGetPhysicalDeviceProperties2KHR", fake_props2);
    HOOK("vkGetPhysicalDeviceFormatProperties", fake_format);
    HOOK("vkGetPhysicalDeviceFormatProperties2", fake_format2);
    HOOK("vkGetPhysicalDeviceFormatProperties2KHR", fake_format2);
    /* a device function asked of the instance: ours (they call the next
     * layer's, found at device creation) */
    PFN_vkVoidFunction f = device_hook(name);
    return f ? f : next_gipa(inst, name);
}
