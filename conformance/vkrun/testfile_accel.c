/* AccelerationStructures of a pipeline.yaml (accel.h): the offloader's
 * schema and checks (offload-test-suite lib/Support/Pipeline.cpp:
 * TriangleGeometry, AABBGeometry, BLASDesc, InstanceDesc, TLASDesc, with its
 * messages for missing buffers and BLAS), plus what a Vulkan build would
 * reject later with a less clear message: buffers too small for the
 * counts, a BLAS mixing triangles and boxes (VkAccelerationStructure-
 * BuildGeometryInfoKHR-type-03791), a triangle list whose count is not a
 * multiple of 3, a vertex format other than RGB32Float (the one every
 * test uses; the others would need their own size and format checks). */
#include <stdio.h>
#include <string.h>
#include "vkrun.h"
#include "accel.h"

static const float identity[12] = {1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0};

static int opt_u32(yaml_document_t *d, yaml_node_t *n, const char *key, uint32_t def,
                   uint32_t *out, const char *where)
{
    yaml_node_t *v = y_get(d, n, key);
    *out = def;
    if (v && y_u32(v, out)) {
        fprintf(stderr, "vkrun: %s: %s must be a non-negative integer\n", where, key);
        return -1;
    }
    return 0;
}

static int opt_bool(yaml_document_t *d, yaml_node_t *n, const char *key, int *out,
                    const char *where)
{
    const char *s = y_str(y_get(d, n, key));
    *out = 1;
    if (!s)
        return y_get(d, n, key) ? (fprintf(stderr, "vkrun: %s: %s is true or false\n", where, key), -1) : 0;
    if (strcmp(s, "true") && strcmp(s, "false")) {
        fprintf(stderr, "vkrun: %s: %s is true or false, not '%s'\n", where, key, s);
        return -1;
    }
    *out = strcmp(s, "true") == 0;
    return 0;
}

/* A 3x4 row-major Transform: absent (keeps *has = 0) or 12 numbers. */
static int transform(yaml_document_t *d, yaml_node_t *n, float out[12], int *has,
                     const char *where)
{
    yaml_node_t *list = y_get(d, n, "Transform");
    if (!list)
        return 0;
    if (y_len(list) != 12) {
        fprintf(stderr, "vkrun: %s: Transform must have exactly 12 floats (3x4 row-major), got %d\n",
                where, y_len(list));
        return -1;
    }
    for (int i = 0; i < 12; i++) {
        double v;
        const char *s = y_str(y_item(d, list, i));
        if (!s || vr_parse_float(s, &v)) {
            fprintf(stderr, "vkrun: %s: Transform element %d is not a number\n", where, i);
            return -1;
        }
        out[i] = (float)v;
    }
    *has = 1;
    return 0;
}

/* Whether buf holds count elements of elem bytes, stride apart. */
static int fits(const struct vr_buffer *buf, uint32_t count, uint32_t stride, uint32_t elem)
{
    return count == 0 || (uint64_t)(count - 1) * stride + elem <= buf->size;
}

static struct vr_buffer *buffer(struct vr_test *t, yaml_document_t *d, yaml_node_t *n,
                                const char *key, const char *blas, const char *what)
{
    const char *name = y_str(y_get(d, n, key));
    struct vr_buffer *b = name ? vr_test_buffer(t, name) : NULL;
    if (!name)
        fprintf(stderr, "vkrun: BLAS '%s': a geometry needs %s\n", blas, key);
    else if (!b)
        fprintf(stderr, "vkrun: BLAS '%s': referenced %s buffer '%s' not found!\n", blas, what, name);
    return b;
}

static int load_triangles(struct vr_test *t, yaml_document_t *d, yaml_node_t *n,
                          const char *blas, struct vr_triangles *g)
{
    if (!(g->vertices = buffer(t, d, n, "VertexBuffer", blas, "vertex")))
        return -1;
    const char *fmt = y_str(y_get(d, n, "VertexFormat"));
    if (fmt && strcmp(fmt, "RGB32Float")) {
        fprintf(stderr, "vkrun: BLAS '%s': VertexFormat %s is not supported (vkrun builds "
                        "triangles from RGB32Float vertices only)\n", blas, fmt);
        return -1;
    }
    if (!y_get(d, n, "VertexCount")) {
        fprintf(stderr, "vkrun: BLAS '%s': a triangle geometry needs VertexCount\n", blas);
        return -1;
    }
    if (opt_u32(d, n, "VertexStride", 12, &g->vertex_stride, blas) ||
        opt_u32(d, n, "VertexCount", 0, &g->vertex_count, blas) ||
        opt_u32(d, n, "IndexCount", 0, &g->index_count, blas) ||
        opt_bool(d, n, "Opaque", &g->opaque, blas) ||
        transform(d, n, g->transform, &g->has_transform, blas))
        return -1;
    if (g->vertex_stride < 12 || g->vertex_stride % 4) {
        fprintf(stderr, "vkrun: BLAS '%s': VertexStride %u must be a multiple of 4 of at least 12\n",
                blas, g->vertex_stride);
        return -1;
    }
    if (!fits(g->vertices, g->vertex_count, g->vertex_stride, 12)) {
        fprintf(stderr, "vkrun: BLAS '%s': vertex buffer '%s' (%zu bytes) holds fewer than %u vertices "
                        "of stride %u\n", blas, g->vertices->name, g->vertices->size, g->vertex_count,
                g->vertex_stride);
        return -1;
    }
    uint32_t prims = g->vertex_count;
    if (y_get(d, n, "IndexBuffer")) {
        if (!(g->indices = buffer(t, d, n, "IndexBuffer", blas, "index")))
            return -1;
        const char *ifmt = y_str(y_get(d, n, "IndexFormat"));
        if (ifmt && strcmp(ifmt, "Uint16") && strcmp(ifmt, "Uint32")) {
            fprintf(stderr, "vkrun: BLAS '%s': IndexFormat is Uint16 or Uint32, not '%s'\n", blas, ifmt);
            return -1;
        }
        g->index_size = ifmt && !strcmp(ifmt, "Uint16") ? 2 : 4;
        if (!fits(g->indices, g->index_count, g->index_size, g->index_size)) {
            fprintf(stderr, "vkrun: BLAS '%s': index buffer '%s' (%zu bytes) holds fewer than %u indices\n",
                    blas, g->indices->name, g->indices->size, g->index_count);
            return -1;
        }
        prims = g->index_count;
    } else if (g->index_count) {
        fprintf(stderr, "vkrun: BLAS '%s': IndexCount without IndexBuffer\n", blas);
        return -1;
    }
    if (prims == 0 || prims % 3) {
        fprintf(stderr, "vkrun: BLAS '%s': a triangle list needs a positive multiple of 3 %s, got %u\n",
                blas, g->indices ? "indices" : "vertices", prims);
        return -1;
    }
    return 0;
}

static int load_aabbs(struct vr_test *t, yaml_document_t *d, yaml_node_t *n, const char *blas,
                      struct vr_aabbs *g)
{
    if (!(g->boxes = buffer(t, d, n, "AABBBuffer", blas, "AABB")))
        return -1;
    if (!y_get(d, n, "AABBCount")) {
        fprintf(stderr, "vkrun: BLAS '%s': an AABB geometry needs AABBCount\n", blas);
        return -1;
    }
    if (opt_u32(d, n, "AABBCount", 0, &g->count, blas) || opt_u32(d, n, "AABBStride", 24, &g->stride, blas) ||
        opt_bool(d, n, "Opaque", &g->opaque, blas))
        return -1;
    /* VUID-VkAccelerationStructureGeometryAabbsDataKHR-stride-03545 */
    if (g->stride < 24 || g->stride % 8) {
        fprintf(stderr, "vkrun: BLAS '%s': AABBStride %u must be a multiple of 8 of at least 24\n",
                blas, g->stride);
        return -1;
    }
    if (g->count == 0 || !fits(g->boxes, g->count, g->stride, 24)) {
        fprintf(stderr, "vkrun: BLAS '%s': AABB buffer '%s' (%zu bytes) must hold AABBCount (%u, at "
                        "least 1) boxes of stride %u\n", blas, g->boxes->name, g->boxes->size, g->count,
                g->stride);
        return -1;
    }
    return 0;
}

static int load_blas(struct vr_arena *a, struct vr_test *t, yaml_document_t *d, yaml_node_t *n,
                     struct vr_blas *b)
{
    const char *name = y_str(y_get(d, n, "Name"));
    if (!name) {
        fprintf(stderr, "vkrun: a BLAS needs a Name\n");
        return -1;
    }
    b->name = vr_strdup(a, name);
    yaml_node_t *tris = y_get(d, n, "Triangles"), *boxes = y_get(d, n, "AABBs");
    b->ntris = y_len(tris);
    b->naabbs = y_len(boxes);
    if (b->ntris && b->naabbs) {
        fprintf(stderr, "vkrun: BLAS '%s': Vulkan builds a BLAS of triangles or of AABBs, not both; "
                        "make two BLAS\n", name);
        return -1;
    }
    if (!b->ntris && !b->naabbs) {
        fprintf(stderr, "vkrun: BLAS '%s': needs Triangles or AABBs\n", name);
        return -1;
    }
    b->tris = vr_alloc(a, (size_t)(b->ntris + 1) * sizeof *b->tris);
    b->aabbs = vr_alloc(a, (size_t)(b->naabbs + 1) * sizeof *b->aabbs);
    for (int i = 0; i < b->ntris; i++)
        if (load_triangles(t, d, y_item(d, tris, i), name, &b->tris[i]))
            return -1;
    for (int i = 0; i < b->naabbs; i++)
        if (load_aabbs(t, d, y_item(d, boxes, i), name, &b->aabbs[i]))
            return -1;
    return 0;
}

static int instance_flags(yaml_document_t *d, yaml_node_t *list, uint32_t *out, const char *tlas)
{
    static const char *const names[] = {"TriangleCullDisable", "TriangleFrontCounterclockwise",
                                        "ForceOpaque", "ForceNonOpaque"};
    *out = 0;
    if (!list)
        return 0;
    if (list->type != YAML_SEQUENCE_NODE) {
        fprintf(stderr, "vkrun: TLAS '%s': InstanceFlags is a list ([ForceOpaque, ...])\n", tlas);
        return -1;
    }
    for (int i = 0; i < y_len(list); i++) {
        const char *s = y_str(y_item(d, list, i));
        int bit = -1;
        for (int k = 0; s && k < 4; k++)
            if (!strcmp(s, names[k]))
                bit = k;
        if (bit < 0) {
            fprintf(stderr, "vkrun: TLAS '%s': unknown instance flag '%s' (TriangleCullDisable, "
                            "TriangleFrontCounterclockwise, ForceOpaque, ForceNonOpaque)\n",
                    tlas, s ? s : "?");
            return -1;
        }
        *out |= 1u << bit;
    }
    return 0;
}

static int load_instance(struct vr_accel *acc, yaml_document_t *d, yaml_node_t *n, const char *tlas,
                         struct vr_instance *in)
{
    const char *blas = y_str(y_get(d, n, "BLAS"));
    in->blas = -1;
    for (int i = 0; blas && i < acc->nblas; i++)
        if (!strcmp(acc->blas[i].name, blas))
            in->blas = i;
    if (in->blas < 0) {
        fprintf(stderr, "vkrun: TLAS '%s': referenced BLAS '%s' not found!\n", tlas, blas ? blas : "");
        return -1;
    }
    int has = 0;
    memcpy(in->transform, identity, sizeof identity);
    if (transform(d, n, in->transform, &has, tlas) || opt_u32(d, n, "InstanceID", 0, &in->id, tlas) ||
        opt_u32(d, n, "InstanceMask", 255, &in->mask, tlas) ||
        opt_u32(d, n, "InstanceContributionToHitGroupIndex", 0, &in->contribution, tlas) ||
        instance_flags(d, y_get(d, n, "InstanceFlags"), &in->flags, tlas))
        return -1;
    /* VkAccelerationStructureInstanceKHR: 24-bit index and offset, 8-bit mask */
    if (in->id > 0xFFFFFF || in->contribution > 0xFFFFFF || in->mask > 255) {
        fprintf(stderr, "vkrun: TLAS '%s': InstanceID and InstanceContributionToHitGroupIndex take "
                        "24 bits, InstanceMask 8\n", tlas);
        return -1;
    }
    return 0;
}

static int load_instances(struct vr_arena *a, struct vr_accel *acc, yaml_document_t *d,
                          yaml_node_t *list, const char *tlas, struct vr_instance **out, int *n)
{
    *n = y_len(list);
    if (!list || list->type != YAML_SEQUENCE_NODE) {
        fprintf(stderr, "vkrun: TLAS '%s': Instances is a list\n", tlas);
        return -1;
    }
    *out = vr_alloc(a, (size_t)(*n + 1) * sizeof **out);
    for (int i = 0; i < *n; i++)
        if (load_instance(acc, d, y_item(d, list, i), tlas, &(*out)[i]))
            return -1;
    return 0;
}

static int load_tlas(struct vr_arena *a, struct vr_accel *acc, yaml_document_t *d, yaml_node_t *n,
                     struct vr_tlas *t)
{
    const char *name = y_str(y_get(d, n, "Name"));
    if (!name) {
        fprintf(stderr, "vkrun: a TLAS needs a Name\n");
        return -1;
    }
    t->name = vr_strdup(a, name);
    if (opt_u32(d, n, "ArraySize", 1, &t->array_size, name))
        return -1;
    if (t->array_size == 0) {
        fprintf(stderr, "vkrun: TLAS '%s': ArraySize is at least 1\n", name);
        return -1;
    }
    yaml_node_t *list = y_get(d, n, "Instances");
    t->inst = vr_alloc(a, (size_t)t->array_size * sizeof *t->inst);
    t->ninst = vr_alloc(a, (size_t)t->array_size * sizeof *t->ninst);
    if (t->array_size == 1) /* one element: a flat list, as the offloader reads it */
        return load_instances(a, acc, d, list, name, &t->inst[0], &t->ninst[0]);
    if (y_len(list) != (int)t->array_size) {
        fprintf(stderr, "vkrun: TLAS '%s': Expected %u instance lists, found %d\n", name, t->array_size,
                y_len(list));
        return -1;
    }
    for (uint32_t e = 0; e < t->array_size; e++)
        if (y_item(d, list, (int)e)->type != YAML_SEQUENCE_NODE) {
            fprintf(stderr, "vkrun: TLAS '%s': with ArraySize %u, Instances is a list of %u instance lists\n",
                    name, t->array_size, t->array_size);
            return -1;
        }
    for (uint32_t e = 0; e < t->array_size; e++)
        if (load_instances(a, acc, d, y_item(d, list, (int)e), name, &t->inst[e], &t->ninst[e]))
            return -1;
    return 0;
}

int vr_load_accel(struct vr_arena *a, struct vr_test *t, yaml_document_t *d, yaml_node_t *node)
{
    struct vr_accel *acc = t->accel = vr_alloc(a, sizeof *acc);
    yaml_node_t *blas = y_get(d, node, "BLAS"), *tlas = y_get(d, node, "TLAS");
    acc->nblas = y_len(blas);
    acc->ntlas = y_len(tlas);
    acc->blas = vr_alloc(a, (size_t)(acc->nblas + 1) * sizeof *acc->blas);
    acc->tlas = vr_alloc(a, (size_t)(acc->ntlas + 1) * sizeof *acc->tlas);
    for (int i = 0; i < acc->nblas; i++)
        if (load_blas(a, t, d, y_item(d, blas, i), &acc->blas[i]))
            return -1;
    for (int i = 0; i < acc->ntlas; i++)
        if (load_tlas(a, acc, d, y_item(d, tlas, i), &acc->tlas[i]))
            return -1;
    for (int i = 0; i < acc->ntlas; i++)
        for (int j = 0; j < i; j++)
            if (!strcmp(acc->tlas[i].name, acc->tlas[j].name)) {
                fprintf(stderr, "vkrun: two TLAS are named '%s'\n", acc->tlas[i].name);
                return -1;
            }
    return 0;
}

const struct vr_tlas *vr_find_tlas(const struct vr_test *t, const char *name)
{
    for (int i = 0; t->accel && i < t->accel->ntlas; i++)
        if (!strcmp(t->accel->tlas[i].name, name))
            return &t->accel->tlas[i];
    return NULL;
}
