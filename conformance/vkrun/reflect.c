/* Reading prism's reflection JSON (docs/reflection.md): the first entry
 * point's stage, workgroup size, wave size, stage inputs, resources, push
 * constants, specialization constants and required features. */
#include "vkrun.h"

#include <string.h>

static int load_resource(struct vr_arena *a, yaml_document_t *d, yaml_node_t *n,
                         struct vr_refl_res *r)
{
    const char *name = y_str(y_get(d, n, "name"));
    const char *reg = y_str(y_get(d, n, "register"));
    const char *type = y_str(y_get(d, n, "type"));
    yaml_node_t *vk = y_get(d, n, "vulkan");
    if (!name)
        return -1;
    r->name = vr_strdup(a, name);
    r->type = vr_strdup(a, type ? type : "");
    const char *pc = y_str(y_get(d, vk, "pushConstant"));
    if (pc && strcmp(pc, "true") == 0) {
        r->push_constant = 1;
        r->descriptor = "PUSH_CONSTANT";
        return y_u32(y_get(d, vk, "size"), &r->push_size);
    }
    const char *desc = y_str(y_get(d, vk, "descriptorType"));
    const char *heap = y_str(y_get(d, n, "descriptorHeap"));
    if (heap) { /* an array of a descriptor heap's elements: no register, the heap's binding */
        r->heap = strcmp(heap, "sampler") == 0 ? 2 : strcmp(heap, "counter") == 0 ? 3 : 1;
        r->descriptor = vr_strdup(a, desc ? desc : "");
        return desc && !y_u32(y_get(d, vk, "set"), &r->set) && !y_u32(y_get(d, vk, "binding"), &r->binding) ? 0 : -1;
    }
    if (y_get(d, n, "counterOf") && y_is_null(y_get(d, n, "register"))) {
        /* a structured buffer's counter: no register, bound by its binding */
        r->counter = 1;
        r->counter_of = vr_strdup(a, y_str(y_get(d, n, "counterOf")) ? y_str(y_get(d, n, "counterOf")) : "");
        r->reg = 0;
        r->descriptor = vr_strdup(a, desc ? desc : "");
        return desc && !y_u32(y_get(d, vk, "set"), &r->set) && !y_u32(y_get(d, vk, "binding"), &r->binding) ? 0 : -1;
    }
    if (!reg || !reg[0] || !desc || y_u32(y_get(d, n, "space"), &r->space) ||
        y_u32(y_get(d, vk, "set"), &r->set) || y_u32(y_get(d, vk, "binding"), &r->binding))
        return -1;
    r->reg = reg[0];
    r->reg_no = 0;
    for (const char *p = reg + 1; *p >= '0' && *p <= '9'; p++)
        r->reg_no = r->reg_no * 10 + (uint32_t)(*p - '0');
    r->descriptor = vr_strdup(a, desc);
    const char *fmt = y_str(y_get(d, vk, "imageFormat"));
    r->image_format = fmt ? vr_strdup(a, fmt) : NULL;
    return 0;
}

static void load_inputs(struct vr_arena *a, struct vr_refl *r, yaml_document_t *d,
                        yaml_node_t *list)
{
    r->ninputs = y_len(list);
    r->inputs = vr_alloc(a, (size_t)(r->ninputs + 1) * sizeof *r->inputs);
    for (int i = 0; i < r->ninputs; i++) {
        yaml_node_t *n = y_item(d, list, i);
        const char *sem = y_str(y_get(d, n, "semantic"));
        uint32_t loc;
        r->inputs[i].semantic = vr_strdup(a, sem ? sem : "");
        r->inputs[i].location = y_get(d, n, "location") && !y_u32(y_get(d, n, "location"), &loc)
                                    ? (int)loc : -1;
    }
}

static int load_specs(struct vr_arena *a, struct vr_refl *r, yaml_document_t *d,
                      yaml_node_t *list)
{
    r->nspecs = y_len(list);
    r->specs = vr_alloc(a, (size_t)(r->nspecs + 1) * sizeof *r->specs);
    for (int i = 0; i < r->nspecs; i++) {
        yaml_node_t *n = y_item(d, list, i);
        const char *name = y_str(y_get(d, n, "name")), *type = y_str(y_get(d, n, "type"));
        if (!name || !type || y_u32(y_get(d, n, "id"), &r->specs[i].id))
            return -1;
        r->specs[i].name = vr_strdup(a, name);
        r->specs[i].type = vr_strdup(a, type);
    }
    return 0;
}

static int load_entry(struct vr_arena *a, struct vr_refl *r, yaml_document_t *d,
                      yaml_node_t *e)
{
    const char *name = y_str(y_get(d, e, "name"));
    const char *stage = y_str(y_get(d, e, "stage"));
    yaml_node_t *wg = y_get(d, e, "workgroupSize");
    if (!name)
        return -1;
    r->present = 1;
    r->entry = vr_strdup(a, name);
    r->stage = vr_strdup(a, stage ? stage : "compute");
    for (int i = 0; i < 3; i++)
        if (!y_is_null(wg) && y_u32(y_item(d, wg, i), &r->workgroup[i]))
            return -1;
    yaml_node_t *ws = y_get(d, e, "waveSize");
    if (!y_is_null(ws) &&
        (y_u32(y_get(d, ws, "min"), &r->wave_min) ||
         y_u32(y_get(d, ws, "max"), &r->wave_max) ||
         y_u32(y_get(d, ws, "preferred"), &r->wave_preferred)))
        return -1;
    if (y_u32(y_get(d, y_get(d, e, "subgroupOperations"), "mask"), &r->subgroup_ops))
        return -1;
    yaml_node_t *caps = y_get(d, y_get(d, e, "spirv"), "capabilities");
    for (int i = 0; i < y_len(caps) && r->ncaps < 64; i++)
        if (y_str(y_item(d, caps, i)))
            r->caps[r->ncaps++] = vr_strdup(a, y_str(y_item(d, caps, i)));
    load_inputs(a, r, d, y_get(d, e, "inputs"));
    yaml_node_t *in = y_get(d, e, "inlineSpirv"); /* only when the shader has inline SPIR-V */
    yaml_node_t *exts = in ? y_get(d, in, "vulkanExtensions") : NULL;
    for (int i = 0; i < y_len(exts) && r->ndevice_exts < 16; i++)
        if (y_str(y_item(d, exts, i)))
            r->device_exts[r->ndevice_exts++] = vr_strdup(a, y_str(y_item(d, exts, i)));
    yaml_node_t *feats = in ? y_get(d, in, "vulkanFeatures") : NULL;
    for (int i = 0; i < y_len(feats) && r->nfeatures < 16; i++)
        if (y_str(y_item(d, feats, i)))
            r->features[r->nfeatures++] = vr_strdup(a, y_str(y_item(d, feats, i)));
    /* the entry point's device features: which of shaderBufferInt64Atomics
     * and shaderSharedInt64Atomics its Int64Atomics needs (caps.c) */
    yaml_node_t *efeats = y_get(d, e, "vulkanFeatures");
    for (int i = 0; i < y_len(efeats) && r->nentry_features < 16; i++)
        if (y_str(y_item(d, efeats, i)))
            r->entry_features[r->nentry_features++] = vr_strdup(a, y_str(y_item(d, efeats, i)));
    /* VK_EXT_mutable_descriptor_type: a descriptor heap of several types
     * (the entry point's own vulkanExtensions; the others come from the
     * capabilities) */
    yaml_node_t *vexts = y_get(d, e, "vulkanExtensions");
    for (int i = 0; i < y_len(vexts) && r->ndevice_exts < 16; i++)
        if (y_str(y_item(d, vexts, i)) && strcmp(y_str(y_item(d, vexts, i)), "VK_EXT_mutable_descriptor_type") == 0)
            r->device_exts[r->ndevice_exts++] = "VK_EXT_mutable_descriptor_type";
    yaml_node_t *res = y_get(d, e, "resources");
    r->nres = y_len(res);
    r->res = vr_alloc(a, (size_t)(r->nres + 1) * sizeof *r->res);
    for (int i = 0; i < r->nres; i++) {
        if (load_resource(a, d, y_item(d, res, i), &r->res[i]))
            return -1;
        if (r->res[i].push_constant && r->res[i].push_size > r->push_size)
            r->push_size = r->res[i].push_size;
        if (strcmp(r->res[i].descriptor, "ACCELERATION_STRUCTURE") == 0) /* vk_accel.c */
            r->accel = 1;
    }
    yaml_node_t *pcs = y_get(d, e, "pushConstants");
    for (int i = 0; i < y_len(pcs); i++) {
        uint32_t off = 0, size = 0;
        yaml_node_t *n = y_item(d, pcs, i);
        if (y_u32(y_get(d, n, "offset"), &off) || y_u32(y_get(d, n, "size"), &size))
            return -1;
        if (off + size > r->push_size)
            r->push_size = off + size;
    }
    return load_specs(a, r, d, y_get(d, e, "specializationConstants"));
}

int vr_refl_load(struct vr_arena *a, struct vr_refl *r, const char *json)
{
    yaml_document_t d;
    if (y_load(&d, json, "reflection JSON"))
        return -1;
    yaml_node_t *eps = y_get(&d, y_root(&d), "entryPoints");
    int rc = y_len(eps) == 1 ? load_entry(a, r, &d, y_item(&d, eps, 0)) : -1;
    yaml_document_delete(&d);
    if (rc)
        fprintf(stderr, "vkrun: the reflection JSON is not what docs/reflection.md "
                        "describes (one entry point)\n");
    return rc;
}
