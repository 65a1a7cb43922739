/* The pipeline's AccelerationStructures (offload-test-suite
 * lib/Support/Pipeline.cpp: BLAS with Triangles / AABBs, TLAS with
 * Instances), read and checked by testfile_accel.c; built on the device
 * with VK_KHR_acceleration_structure and bound as
 * VK_DESCRIPTOR_TYPE_ACCELERATION_STRUCTURE_KHR by vk_accel.c (a device
 * without it: a SKIP that names what it lacks). */
#ifndef VKRUN_ACCEL_H
#define VKRUN_ACCEL_H

#include <stdint.h>
#include <yaml.h>

struct vr_arena;
struct vr_test;
struct vr_buffer;

struct vr_triangles {
    struct vr_buffer *vertices;
    uint32_t vertex_stride, vertex_count; /* RGB32Float vertices only */
    struct vr_buffer *indices;             /* NULL: non-indexed */
    uint32_t index_size, index_count;      /* 2 (Uint16) or 4 (Uint32) */
    int opaque;
    int has_transform;
    float transform[12];                   /* 3x4, row-major */
};

struct vr_aabbs {
    struct vr_buffer *boxes;               /* MinX MinY MinZ MaxX MaxY MaxZ floats */
    uint32_t count, stride;
    int opaque;
};

struct vr_blas {
    const char *name;
    struct vr_triangles *tris;
    int ntris;
    struct vr_aabbs *aabbs;
    int naabbs;
};

/* InstanceFlags: the bits of D3D12_RAYTRACING_INSTANCE_FLAGS, which are
 * VkGeometryInstanceFlagBitsKHR's too. */
enum {
    VR_INST_TRIANGLE_CULL_DISABLE = 1,
    VR_INST_TRIANGLE_FRONT_CCW = 2,
    VR_INST_FORCE_OPAQUE = 4,
    VR_INST_FORCE_NON_OPAQUE = 8,
};

struct vr_instance {
    int blas;                              /* index into vr_accel.blas */
    float transform[12];                   /* 3x4, row-major; identity by default */
    uint32_t id, mask, contribution, flags;
};

struct vr_tlas {
    const char *name;
    uint32_t array_size;                   /* descriptor array elements */
    struct vr_instance **inst;             /* per element, its instances */
    int *ninst;
};

struct vr_accel {
    struct vr_blas *blas;
    int nblas;
    struct vr_tlas *tlas;
    int ntlas;
};

/* Reads the AccelerationStructures node into t->accel (after the Buffers);
 * prints the reason and returns nonzero when malformed. */
int vr_load_accel(struct vr_arena *a, struct vr_test *t, yaml_document_t *d, yaml_node_t *node);
/* The TLAS of that name, or NULL. */
const struct vr_tlas *vr_find_tlas(const struct vr_test *t, const char *name);

#endif
