/* Reading prism's reflection JSON (docs/reflection.md): the first entry
 * point's workgroup size, wave size, resources and required features. */
#include "vkrun.h"

#include <string.h>

static int load_resource(struct vr_arena *a, yaml_document_t *d, yaml_node_t *n,
                         struct vr_refl_res *r)
{
    const char *name = y_str(y_get(d, n, "name"));
    const char *reg = y_str(y_get(d, n, "register"));
    yaml_node_t *vk = y_get(d, n, "vulkan");
    const char *type = y_str(y_get(d, vk, "descriptorType"));
    if (!name || !reg || !reg[0] || !type || y_u32(y_get(d, n, "space"), &r->space) ||
        y_u32(y_get(d, vk, "set"), &r->set) ||
        y_u32(y_get(d, vk, "binding"), &r->binding))
        return -1;
    r->name = vr_strdup(a, name);
    r->reg = reg[0];
    r->reg_no = 0;
    for (const char *p = reg + 1; *p >= '0' && *p <= '9'; p++)
        r->reg_no = r->reg_no * 10 + (uint32_t)(*p - '0');
    r->descriptor = vr_strdup(a, type);
    return 0;
}

static int load_entry(struct vr_arena *a, struct vr_refl *r, yaml_document_t *d,
                      yaml_node_t *e)
{
    const char *name = y_str(y_get(d, e, "name"));
    yaml_node_t *wg = y_get(d, e, "workgroupSize");
    if (!name)
        return -1;
    r->entry = vr_strdup(a, name);
    for (int i = 0; i < 3; i++)
        if (y_u32(y_item(d, wg, i), &r->workgroup[i]))
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
    yaml_node_t *in = y_get(d, e, "inlineSpirv"); /* only when the shader has inline SPIR-V */
    yaml_node_t *exts = in ? y_get(d, in, "vulkanExtensions") : NULL;
    for (int i = 0; i < y_len(exts) && r->ndevice_exts < 16; i++)
        if (y_str(y_item(d, exts, i)))
            r->device_exts[r->ndevice_exts++] = vr_strdup(a, y_str(y_item(d, exts, i)));
    yaml_node_t *feats = in ? y_get(d, in, "vulkanFeatures") : NULL;
    for (int i = 0; i < y_len(feats) && r->nfeatures < 16; i++)
        if (y_str(y_item(d, feats, i)))
            r->features[r->nfeatures++] = vr_strdup(a, y_str(y_item(d, feats, i)));
    yaml_node_t *res = y_get(d, e, "resources");
    r->nres = y_len(res);
    r->res = vr_alloc(a, (size_t)(r->nres + 1) * sizeof *r->res);
    for (int i = 0; i < r->nres; i++)
        if (load_resource(a, d, y_item(d, res, i), &r->res[i]))
            return -1;
    return 0;
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
