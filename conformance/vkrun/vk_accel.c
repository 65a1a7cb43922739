/* The pipeline's AccelerationStructures (accel.h) on a Vulkan device, as the
 * suite's D3D12 runner builds them and vkd3d-proton maps D3D12's onto
 * Vulkan's:
 *
 * - the device: VK_KHR_acceleration_structure, VK_KHR_ray_query,
 *   VK_KHR_deferred_host_operations (the first one's dependency), with
 *   accelerationStructure, rayQuery and bufferDeviceAddress, enabled only
 *   for a test that has acceleration structures or ray queries; a device
 *   without them is a SKIP that names the first it lacks (run.c);
 * - each BLAS: its triangle geometries (RGB32Float vertices of the
 *   geometry's stride, an optional Uint16/Uint32 index buffer, the Opaque
 *   flag, the 3x4 row-major Transform in a transformData buffer: a
 *   VkTransformMatrixKHR is D3D12's 3x4 row-major matrix) or its AABB
 *   geometries (a VkAabbPositionsKHR is D3D12_RAYTRACING_AABB);
 * - each TLAS, one per array element: its instances as
 *   VkAccelerationStructureInstanceKHR (the same 64 bytes as
 *   D3D12_RAYTRACING_INSTANCE_DESC: transform, instanceCustomIndex =
 *   InstanceID, mask, SBT record offset = the contribution to the hit group
 *   index, flags: D3D12's instance flag bits are Vulkan's);
 * - built on the device (vkCmdBuildAccelerationStructuresKHR) at the start
 *   of the test's command buffer, each build with its own part of one
 *   scratch buffer (minAccelerationStructureScratchOffsetAlignment apart),
 *   a barrier between the BLAS and the TLAS builds and one from the TLAS
 *   builds to the shaders; bound as VK_DESCRIPTOR_TYPE_ACCELERATION_
 *   STRUCTURE_KHR (vk_descriptors.c, VkWriteDescriptorSetAcceleration-
 *   StructureKHR), one TLAS per array element.
 *
 * The build inputs (vertices, indices, transforms, boxes, instances) are
 * copies of the test's buffers in host-visible memory, each its own
 * VkBuffer: its device address is its memory's start, aligned beyond what
 * any input needs (16 bytes for transforms and instances, 8 for boxes). */
#include "vk.h"
#include "accel.h"

#include <string.h>

static const char *const extensions[] = {
    VK_KHR_ACCELERATION_STRUCTURE_EXTENSION_NAME,
    VK_KHR_RAY_QUERY_EXTENSION_NAME,
    VK_KHR_DEFERRED_HOST_OPERATIONS_EXTENSION_NAME,
};
enum { NEXTS = sizeof extensions / sizeof *extensions };

int vr_accel_extension(const char *name)
{
    for (int i = 0; i < NEXTS; i++)
        if (strcmp(name, extensions[i]) == 0)
            return 1;
    return 0;
}

void vr_accel_device(struct vr_vk *vk, const char **exts, uint32_t *next, uint32_t max)
{
    for (int i = 0; i < NEXTS; i++)
        if (!vr_has_device_ext(vk->phys, extensions[i])) {
            vk->accel_missing = extensions[i];
            return;
        }
    VkPhysicalDeviceAccelerationStructureFeaturesKHR asf = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR};
    VkPhysicalDeviceRayQueryFeaturesKHR rqf = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR, .pNext = &asf};
    VkPhysicalDeviceFeatures2 q = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &rqf};
    vkGetPhysicalDeviceFeatures2(vk->phys, &q);
    vk->accel_missing = !vk->f12.bufferDeviceAddress ? "bufferDeviceAddress"
                        : !asf.accelerationStructure ? "accelerationStructure"
                        : !rqf.rayQuery              ? "rayQuery"
                                                     : NULL;
    if (vk->accel_missing)
        return;
    if (*next + NEXTS > max) { /* cannot happen: vk_setup.c keeps room */
        vk->accel_missing = "room in vkrun's extension list (vk_setup.c)";
        return;
    }
    for (int i = 0; i < NEXTS; i++)
        exts[(*next)++] = extensions[i];
    /* the two features alone: capture-replay, indirect and host builds are
     * not used */
    vk->as_features = (VkPhysicalDeviceAccelerationStructureFeaturesKHR){
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_FEATURES_KHR,
        .pNext = vk->f.pNext,
        .accelerationStructure = VK_TRUE};
    vk->rayq = (VkPhysicalDeviceRayQueryFeaturesKHR){
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_RAY_QUERY_FEATURES_KHR,
        .pNext = &vk->as_features,
        .rayQuery = VK_TRUE};
    vk->f.pNext = &vk->rayq;
    vk->as_props = (VkPhysicalDeviceAccelerationStructurePropertiesKHR){
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ACCELERATION_STRUCTURE_PROPERTIES_KHR};
    VkPhysicalDeviceProperties2 p2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
                                      .pNext = &vk->as_props};
    vkGetPhysicalDeviceProperties2(vk->phys, &p2);
    vk->accel_on = 1;
}

/* A buffer with a device address. */
struct vr_abuf {
    VkBuffer buffer;
    VkDeviceMemory memory;
    VkDeviceAddress addr;
    void *map;               /* host-visible ones */
};

/* One acceleration structure and its build. */
struct vr_gas {
    VkAccelerationStructureKHR as;
    struct vr_abuf store;
    VkAccelerationStructureBuildGeometryInfoKHR info;
    VkAccelerationStructureGeometryKHR *geoms;
    VkAccelerationStructureBuildRangeInfoKHR *ranges;
    uint32_t *max_prims;
    VkDeviceSize scratch_size, scratch_at;
};

struct vr_gaccel {
    PFN_vkGetBufferDeviceAddress buffer_address;
    PFN_vkGetAccelerationStructureBuildSizesKHR build_sizes;
    PFN_vkCreateAccelerationStructureKHR create;
    PFN_vkDestroyAccelerationStructureKHR destroy;
    PFN_vkCmdBuildAccelerationStructuresKHR cmd_build;
    PFN_vkGetAccelerationStructureDeviceAddressKHR as_address;
    struct vr_abuf *inputs;  /* vertices, indices, transforms, boxes, instances */
    int ninputs, maxinputs;
    struct vr_gas *blas;
    int nblas;
    struct vr_gas **tlas;    /* [TLAS][array element] */
    VkAccelerationStructureKHR **handles; /* the same, for descriptors */
    int ntlas;
    uint32_t *tlas_size;
    struct vr_abuf scratch;
    VkDeviceAddress scratch_base; /* its address, aligned */
};

/* A buffer of `size` bytes (at least 16) with a device address: host
 * visible and filled with data (or zeros), or device local. */
static int make_abuf(struct vr_vk *vk, struct vr_gaccel *ga, struct vr_abuf *b,
                     VkBufferUsageFlags use, const void *data, VkDeviceSize size, int host)
{
    VkDeviceSize bytes = size < 16 ? 16 : (size + 15) & ~(VkDeviceSize)15;
    VkBufferCreateInfo bi = {.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
                             .size = bytes,
                             .usage = use | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT,
                             .sharingMode = VK_SHARING_MODE_EXCLUSIVE};
    if (vkCreateBuffer(vk->device, &bi, NULL, &b->buffer) != VK_SUCCESS)
        return -1;
    VkMemoryRequirements req;
    vkGetBufferMemoryRequirements(vk->device, b->buffer, &req);
    VkMemoryPropertyFlags want = host ? VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT
                                      : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
    int type = vr_memory_type(vk, req.memoryTypeBits, want);
    if (type < 0 && !host) /* a device of host memory only */
        type = vr_memory_type(vk, req.memoryTypeBits, 0);
    if (type < 0)
        return -1;
    /* VUID-vkBindBufferMemory-bufferDeviceAddress-03339 */
    VkMemoryAllocateFlagsInfo fi = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO,
                                    .flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT};
    VkMemoryAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                               .pNext = &fi,
                               .allocationSize = req.size,
                               .memoryTypeIndex = (uint32_t)type};
    if (vkAllocateMemory(vk->device, &ai, NULL, &b->memory) != VK_SUCCESS ||
        vkBindBufferMemory(vk->device, b->buffer, b->memory, 0) != VK_SUCCESS)
        return -1;
    if (host) {
        if (vkMapMemory(vk->device, b->memory, 0, VK_WHOLE_SIZE, 0, &b->map) != VK_SUCCESS)
            return -1;
        memset(b->map, 0, bytes);
        if (data)
            memcpy(b->map, data, size);
    }
    VkBufferDeviceAddressInfo di = {.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO,
                                    .buffer = b->buffer};
    b->addr = ga->buffer_address(vk->device, &di);
    return b->addr ? 0 : -1;
}

/* A build input: a host-visible copy of data, its device address (0 on
 * failure, printed). */
static VkDeviceAddress input(struct vr_vk *vk, struct vr_gaccel *ga, const void *data,
                             VkDeviceSize size, const char *what, const char *name)
{
    if (ga->ninputs == ga->maxinputs) {
        printf("FAIL: vkrun: too many acceleration structure inputs\n");
        return 0;
    }
    struct vr_abuf *b = &ga->inputs[ga->ninputs++];
    if (make_abuf(vk, ga, b, VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_BUILD_INPUT_READ_ONLY_BIT_KHR,
                  data, size, 1)) {
        printf("FAIL: cannot create the %s buffer (%llu bytes) of %s with a device address\n", what,
               (unsigned long long)size, name);
        return 0;
    }
    return b->addr;
}

static int triangles(struct vr_vk *vk, struct vr_gaccel *ga, const struct vr_blas *b,
                     const struct vr_triangles *tr, VkAccelerationStructureGeometryKHR *geom,
                     VkAccelerationStructureBuildRangeInfoKHR *range, uint32_t *max_prims)
{
    VkDeviceAddress v = input(vk, ga, tr->vertices->data[0], tr->vertices->size, "vertex", b->name);
    VkDeviceAddress ix = 0, xf = 0;
    if (!v)
        return VR_FAIL;
    if (tr->indices && !(ix = input(vk, ga, tr->indices->data[0], tr->indices->size, "index", b->name)))
        return VR_FAIL;
    if (tr->has_transform) {
        VkTransformMatrixKHR m; /* 3x4 row-major, as the YAML's */
        memcpy(m.matrix, tr->transform, sizeof m.matrix);
        if (!(xf = input(vk, ga, &m, sizeof m, "transform", b->name)))
            return VR_FAIL;
    }
    *geom = (VkAccelerationStructureGeometryKHR){
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
        .geometryType = VK_GEOMETRY_TYPE_TRIANGLES_KHR,
        .geometry.triangles = {
            .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_TRIANGLES_DATA_KHR,
            .vertexFormat = VK_FORMAT_R32G32B32_SFLOAT,
            .vertexData.deviceAddress = v,
            .vertexStride = tr->vertex_stride,
            .maxVertex = tr->vertex_count ? tr->vertex_count - 1 : 0, /* the highest index */
            .indexType = !tr->indices          ? VK_INDEX_TYPE_NONE_KHR
                         : tr->index_size == 2 ? VK_INDEX_TYPE_UINT16
                                               : VK_INDEX_TYPE_UINT32,
            .indexData.deviceAddress = ix,
            .transformData.deviceAddress = xf,
        },
        .flags = tr->opaque ? VK_GEOMETRY_OPAQUE_BIT_KHR : 0,
    };
    /* triangles, not vertices or indices (testfile_accel.c: a multiple of 3) */
    *max_prims = (tr->indices ? tr->index_count : tr->vertex_count) / 3;
    *range = (VkAccelerationStructureBuildRangeInfoKHR){.primitiveCount = *max_prims};
    return VR_PASS;
}

static int aabbs(struct vr_vk *vk, struct vr_gaccel *ga, const struct vr_blas *b,
                 const struct vr_aabbs *ab, VkAccelerationStructureGeometryKHR *geom,
                 VkAccelerationStructureBuildRangeInfoKHR *range, uint32_t *max_prims)
{
    VkDeviceAddress a = input(vk, ga, ab->boxes->data[0], ab->boxes->size, "AABB", b->name);
    if (!a)
        return VR_FAIL;
    *geom = (VkAccelerationStructureGeometryKHR){
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
        .geometryType = VK_GEOMETRY_TYPE_AABBS_KHR,
        .geometry.aabbs = {
            .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_AABBS_DATA_KHR,
            .data.deviceAddress = a,
            .stride = ab->stride, /* a multiple of 8 (testfile_accel.c) */
        },
        .flags = ab->opaque ? VK_GEOMETRY_OPAQUE_BIT_KHR : 0,
    };
    *max_prims = ab->count;
    *range = (VkAccelerationStructureBuildRangeInfoKHR){.primitiveCount = ab->count};
    return VR_PASS;
}

/* Sizes, storage and the VkAccelerationStructureKHR of a build whose
 * geometries are filled in; its part of the scratch buffer. */
static int create_as(struct vr_vk *vk, struct vr_gaccel *ga, struct vr_gas *s,
                     VkAccelerationStructureTypeKHR type, uint32_t ngeoms, const char *name,
                     VkDeviceSize *scratch_total)
{
    s->info = (VkAccelerationStructureBuildGeometryInfoKHR){
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_GEOMETRY_INFO_KHR,
        .type = type,
        .flags = VK_BUILD_ACCELERATION_STRUCTURE_PREFER_FAST_TRACE_BIT_KHR,
        .mode = VK_BUILD_ACCELERATION_STRUCTURE_MODE_BUILD_KHR,
        .geometryCount = ngeoms,
        .pGeometries = s->geoms,
    };
    VkAccelerationStructureBuildSizesInfoKHR sz = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_BUILD_SIZES_INFO_KHR};
    ga->build_sizes(vk->device, VK_ACCELERATION_STRUCTURE_BUILD_TYPE_DEVICE_KHR, &s->info,
                    s->max_prims, &sz);
    const char *what = type == VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR ? "TLAS" : "BLAS";
    if (!sz.accelerationStructureSize) {
        printf("FAIL: vkGetAccelerationStructureBuildSizesKHR gave no size for %s '%s'\n", what, name);
        return VR_FAIL;
    }
    if (make_abuf(vk, ga, &s->store, VK_BUFFER_USAGE_ACCELERATION_STRUCTURE_STORAGE_BIT_KHR, NULL,
                  sz.accelerationStructureSize, 0)) {
        printf("FAIL: cannot create the %llu-byte storage of %s '%s'\n",
               (unsigned long long)sz.accelerationStructureSize, what, name);
        return VR_FAIL;
    }
    VkAccelerationStructureCreateInfoKHR ci = {
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_CREATE_INFO_KHR,
        .buffer = s->store.buffer,
        .offset = 0, /* a multiple of 256 */
        .size = sz.accelerationStructureSize,
        .type = type,
    };
    VkResult res = ga->create(vk->device, &ci, NULL, &s->as);
    if (res != VK_SUCCESS) {
        printf("FAIL: vkCreateAccelerationStructureKHR for %s '%s': VkResult %d\n", what, name, res);
        return VR_FAIL;
    }
    s->info.dstAccelerationStructure = s->as;
    VkDeviceSize align = vk->as_props.minAccelerationStructureScratchOffsetAlignment;
    if (!align)
        align = 1;
    s->scratch_size = sz.buildScratchSize;
    s->scratch_at = *scratch_total;
    *scratch_total += (sz.buildScratchSize + align - 1) / align * align;
    return VR_PASS;
}

static int build_blas(struct vr_vk *vk, struct vr_gaccel *ga, const struct vr_blas *b,
                      struct vr_gas *s, struct vr_arena *a, VkDeviceSize *scratch)
{
    uint32_t n = (uint32_t)(b->ntris + b->naabbs);
    s->geoms = vr_alloc(a, (n + 1) * sizeof *s->geoms);
    s->ranges = vr_alloc(a, (n + 1) * sizeof *s->ranges);
    s->max_prims = vr_alloc(a, (n + 1) * sizeof *s->max_prims);
    for (int i = 0; i < b->ntris; i++)
        if (triangles(vk, ga, b, &b->tris[i], &s->geoms[i], &s->ranges[i], &s->max_prims[i]))
            return VR_FAIL;
    for (int i = 0; i < b->naabbs; i++)
        if (aabbs(vk, ga, b, &b->aabbs[i], &s->geoms[b->ntris + i], &s->ranges[b->ntris + i],
                  &s->max_prims[b->ntris + i]))
            return VR_FAIL;
    return create_as(vk, ga, s, VK_ACCELERATION_STRUCTURE_TYPE_BOTTOM_LEVEL_KHR, n, b->name, scratch);
}

/* One TLAS element: its instances, each a VkAccelerationStructureInstanceKHR
 * pointing at its BLAS (created, so its address is known). */
static int build_tlas(struct vr_vk *vk, struct vr_gaccel *ga, const struct vr_tlas *t, uint32_t e,
                      struct vr_gas *s, struct vr_arena *a, VkDeviceSize *scratch)
{
    uint32_t n = (uint32_t)t->ninst[e];
    VkAccelerationStructureInstanceKHR *in = vr_alloc(a, (n + 1) * sizeof *in);
    for (uint32_t i = 0; i < n; i++) {
        const struct vr_instance *src = &t->inst[e][i];
        VkAccelerationStructureDeviceAddressInfoKHR ai = {
            .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_DEVICE_ADDRESS_INFO_KHR,
            .accelerationStructure = ga->blas[src->blas].as};
        memcpy(in[i].transform.matrix, src->transform, sizeof in[i].transform.matrix);
        in[i].instanceCustomIndex = src->id & 0xFFFFFF;
        in[i].mask = src->mask & 0xFF;
        in[i].instanceShaderBindingTableRecordOffset = src->contribution & 0xFFFFFF;
        in[i].flags = src->flags & 0xFF; /* D3D12_RAYTRACING_INSTANCE_FLAGS = VkGeometryInstanceFlagBitsKHR */
        in[i].accelerationStructureReference = ga->as_address(vk->device, &ai);
    }
    /* VUID-vkCmdBuildAccelerationStructuresKHR-pInfos-03715: 16-byte aligned (a buffer's start) */
    VkDeviceAddress ia = input(vk, ga, in, (VkDeviceSize)(n ? n : 1) * sizeof *in, "instance", t->name);
    if (!ia)
        return VR_FAIL;
    s->geoms = vr_alloc(a, sizeof *s->geoms);
    s->ranges = vr_alloc(a, sizeof *s->ranges);
    s->max_prims = vr_alloc(a, sizeof *s->max_prims);
    s->geoms[0] = (VkAccelerationStructureGeometryKHR){
        .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_KHR,
        .geometryType = VK_GEOMETRY_TYPE_INSTANCES_KHR,
        .geometry.instances = {
            .sType = VK_STRUCTURE_TYPE_ACCELERATION_STRUCTURE_GEOMETRY_INSTANCES_DATA_KHR,
            .arrayOfPointers = VK_FALSE,
            .data.deviceAddress = ia,
        },
    };
    s->max_prims[0] = n;
    s->ranges[0] = (VkAccelerationStructureBuildRangeInfoKHR){.primitiveCount = n};
    return create_as(vk, ga, s, VK_ACCELERATION_STRUCTURE_TYPE_TOP_LEVEL_KHR, 1, t->name, scratch);
}

/* A device function: the extensions' (and vkGetBufferDeviceAddress, core
 * in 1.2) from the device, as the loader need not export them. */
#define LOAD(field, fn)                                                                 \
    ((ga->field = (PFN_##fn)vkGetDeviceProcAddr(vk->device, #fn)) != NULL               \
         ? 0 : (printf("FAIL: vkGetDeviceProcAddr gave no %s\n", #fn), -1))

int vr_gpu_accel(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, struct vr_arena *a)
{
    const struct vr_accel *acc = t->accel;
    if (!acc || !vk->accel_on)
        return VR_PASS;
    struct vr_gaccel *ga = g->accel = vr_alloc(a, sizeof *ga);
    if (LOAD(buffer_address, vkGetBufferDeviceAddress) ||
        LOAD(build_sizes, vkGetAccelerationStructureBuildSizesKHR) ||
        LOAD(create, vkCreateAccelerationStructureKHR) ||
        LOAD(destroy, vkDestroyAccelerationStructureKHR) ||
        LOAD(cmd_build, vkCmdBuildAccelerationStructuresKHR) ||
        LOAD(as_address, vkGetAccelerationStructureDeviceAddressKHR))
        return VR_FAIL;
    int ninputs = 0, nelems = 0;
    for (int i = 0; i < acc->nblas; i++)
        ninputs += 3 * acc->blas[i].ntris + acc->blas[i].naabbs;
    for (int i = 0; i < acc->ntlas; i++)
        nelems += (int)acc->tlas[i].array_size;
    ga->maxinputs = ninputs + nelems;
    ga->inputs = vr_alloc(a, (size_t)(ga->maxinputs + 1) * sizeof *ga->inputs);
    ga->nblas = acc->nblas;
    ga->blas = vr_alloc(a, (size_t)(acc->nblas + 1) * sizeof *ga->blas);
    ga->ntlas = acc->ntlas;
    ga->tlas = vr_alloc(a, (size_t)(acc->ntlas + 1) * sizeof *ga->tlas);
    ga->handles = vr_alloc(a, (size_t)(acc->ntlas + 1) * sizeof *ga->handles);
    ga->tlas_size = vr_alloc(a, (size_t)(acc->ntlas + 1) * sizeof *ga->tlas_size);
    VkDeviceSize scratch = 0;
    for (int i = 0; i < acc->nblas; i++)
        if (build_blas(vk, ga, &acc->blas[i], &ga->blas[i], a, &scratch))
            return VR_FAIL;
    for (int i = 0; i < acc->ntlas; i++) {
        const struct vr_tlas *tl = &acc->tlas[i];
        ga->tlas[i] = vr_alloc(a, tl->array_size * sizeof **ga->tlas);
        ga->handles[i] = vr_alloc(a, tl->array_size * sizeof **ga->handles);
        ga->tlas_size[i] = tl->array_size;
        for (uint32_t e = 0; e < tl->array_size; e++) {
            if (build_tlas(vk, ga, tl, e, &ga->tlas[i][e], a, &scratch))
                return VR_FAIL;
            ga->handles[i][e] = ga->tlas[i][e].as;
        }
    }
    VkDeviceSize align = vk->as_props.minAccelerationStructureScratchOffsetAlignment;
    if (!align)
        align = 1;
    if (make_abuf(vk, ga, &ga->scratch, VK_BUFFER_USAGE_STORAGE_BUFFER_BIT, NULL, scratch + align, 0)) {
        printf("FAIL: cannot create the %llu-byte scratch buffer of the acceleration structure builds\n",
               (unsigned long long)(scratch + align));
        return VR_FAIL;
    }
    ga->scratch_base = (ga->scratch.addr + align - 1) / align * align;
    for (int i = 0; i < ga->nblas; i++)
        ga->blas[i].info.scratchData.deviceAddress = ga->scratch_base + ga->blas[i].scratch_at;
    for (int i = 0; i < ga->ntlas; i++)
        for (uint32_t e = 0; e < ga->tlas_size[i]; e++)
            ga->tlas[i][e].info.scratchData.deviceAddress = ga->scratch_base + ga->tlas[i][e].scratch_at;
    return VR_PASS;
}

static void barrier(VkCommandBuffer cb, VkPipelineStageFlags dst, VkAccessFlags access)
{
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                          .srcAccessMask = VK_ACCESS_ACCELERATION_STRUCTURE_WRITE_BIT_KHR,
                          .dstAccessMask = access};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR, dst, 0, 1, &mb,
                         0, NULL, 0, NULL);
}

static void build(const struct vr_gaccel *ga, VkCommandBuffer cb, const struct vr_gas *s)
{
    const VkAccelerationStructureBuildRangeInfoKHR *ranges = s->ranges;
    ga->cmd_build(cb, 1, &s->info, &ranges);
}

void vr_record_accel(struct vr_gpu *g)
{
    const struct vr_gaccel *ga = g->accel;
    if (!ga)
        return;
    /* the build inputs were written by the host before the submission
     * (vkQueueSubmit makes host writes visible) */
    for (int i = 0; i < ga->nblas; i++)
        build(ga, g->cmd, &ga->blas[i]);
    /* the TLAS builds read the BLAS */
    barrier(g->cmd, VK_PIPELINE_STAGE_ACCELERATION_STRUCTURE_BUILD_BIT_KHR,
            VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR);
    for (int i = 0; i < ga->ntlas; i++)
        for (uint32_t e = 0; e < ga->tlas_size[i]; e++)
            build(ga, g->cmd, &ga->tlas[i][e]);
    /* the shaders' ray queries read them all: every stage (a compute-only
     * queue has no vertex or fragment stage to name) */
    barrier(g->cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
            VK_ACCESS_ACCELERATION_STRUCTURE_READ_BIT_KHR | VK_ACCESS_SHADER_READ_BIT);
}

const VkAccelerationStructureKHR *vr_accel_handles(const struct vr_gpu *g, const struct vr_test *t,
                                                   const struct vr_resource *r)
{
    if (!g->accel || !r->tlas || !t->accel)
        return NULL;
    return g->accel->handles[r->tlas - t->accel->tlas];
}

static void free_abuf(VkDevice d, struct vr_abuf *b)
{
    if (b->buffer)
        vkDestroyBuffer(d, b->buffer, NULL);
    if (b->memory)
        vkFreeMemory(d, b->memory, NULL);
}

static void free_as(VkDevice d, const struct vr_gaccel *ga, struct vr_gas *s)
{
    if (s->as)
        ga->destroy(d, s->as, NULL);
    free_abuf(d, &s->store);
}

void vr_accel_destroy(struct vr_vk *vk, struct vr_gpu *g)
{
    struct vr_gaccel *ga = g->accel;
    VkDevice d = vk->device;
    if (!ga || !ga->destroy) /* no function: nothing was created */
        return;
    for (int i = 0; i < ga->ntlas; i++)
        for (uint32_t e = 0; ga->tlas[i] && e < ga->tlas_size[i]; e++)
            free_as(d, ga, &ga->tlas[i][e]);
    for (int i = 0; i < ga->nblas; i++)
        free_as(d, ga, &ga->blas[i]);
    for (int i = 0; i < ga->ninputs; i++)
        free_abuf(d, &ga->inputs[i]);
    free_abuf(d, &ga->scratch);
}
