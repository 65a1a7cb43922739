/* A loaded test and its compiled shaders on one device: the bindings
 * against the reflection, the device's limits (SKIP), the subgroup size,
 * resources (acceleration structures too), every pass, the expectations
 * that depend on the subgroup size, the comparison; in offloader mode, the
 * suite's offloader output. */
#include "vk.h"

#include <string.h>

static int is_pow2(uint32_t x)
{
    return x && !(x & (x - 1));
}

/* The required subgroup size: prism.yaml's WaveSize, else reflection's
 * [WaveSize(min, max, preferred)]; 0 when none is needed. */
static int choose_subgroup_size(const struct vr_vk *vk, const struct vr_test *t,
                                const struct vr_refl *r, uint32_t *req)
{
    uint32_t lo = t->wave_size ? t->wave_size : r->wave_min;
    uint32_t hi = t->wave_size ? t->wave_size : r->wave_max;
    uint32_t pref = t->wave_size ? t->wave_size : r->wave_preferred;
    *req = 0;
    if (!lo)
        return VR_PASS;
    int control = vk->size_control && (vk->size_control_stages & VK_SHADER_STAGE_COMPUTE_BIT);
    uint32_t dlo = control ? vk->subgroup_min : vk->subgroup_size;
    uint32_t dhi = control ? vk->subgroup_max : vk->subgroup_size;
    for (uint32_t w = pref >= lo && pref <= hi ? pref : lo; w <= hi; w *= 2)
        if (is_pow2(w) && w >= dlo && w <= dhi) {
            *req = control ? w : 0;
            uint32_t threads = r->workgroup[0] * r->workgroup[1] * r->workgroup[2];
            if (control && threads > (uint64_t)vk->max_subgroups * w) {
                printf("SKIP: %u threads at subgroup size %u exceed "
                       "maxComputeWorkgroupSubgroups %u\n", threads, w, vk->max_subgroups);
                return VR_SKIP;
            }
            return VR_PASS;
        }
    if (control)
        printf("SKIP: the shader needs subgroup size %u..%u; the device allows %u..%u\n",
               lo, hi, dlo, dhi);
    else
        printf("SKIP: the shader needs subgroup size %u..%u; the device has %u and no "
               "subgroup size control for compute\n", lo, hi, vk->subgroup_size);
    return VR_SKIP;
}

static int known_bug(const struct vr_vk *vk, const struct vr_test *t)
{
    for (int i = 0; i < t->nbugs; i++) {
        const struct vr_driver_bug *b = &t->bugs[i];
        if (strstr(vk->props.deviceName, b->device) &&
            (!b->driver || strstr(vk->driver.driverInfo, b->driver) ||
             strstr(vk->driver.driverName, b->driver))) {
            printf("SKIP: known issue of this driver: %s\n", b->note);
            return VR_SKIP;
        }
    }
    return VR_PASS;
}

static VkShaderStageFlags stage_bit(enum vr_stage s)
{
    return s == VR_ST_VERTEX  ? VK_SHADER_STAGE_VERTEX_BIT
           : s == VR_ST_PIXEL ? VK_SHADER_STAGE_FRAGMENT_BIT
                              : VK_SHADER_STAGE_COMPUTE_BIT;
}

/* A pass whose stage writes a resource needs the stores feature of its
 * stage (Vulkan: vertexPipelineStoresAndAtomics, fragmentStoresAndAtomics). */
static int writes(const struct vr_pass *p)
{
    for (int s = 0; s < p->nsets; s++)
        for (int i = 0; i < p->sets[s].nres; i++)
            if (vr_rkinds[p->sets[s].res[i].kind].rw)
                return 1;
    return 0;
}

static int check_device(const struct vr_vk *vk, const struct vr_pass *p,
                        const struct vr_module *mods)
{
    for (int i = 0; i < p->nshaders; i++) {
        const struct vr_refl *r = &mods[i].refl;
        VkShaderStageFlags bit = stage_bit(p->shaders[i].stage);
        VkSubgroupFeatureFlags missing = r->subgroup_ops & ~vk->subgroup_ops;
        if (missing) {
            printf("SKIP: the device lacks subgroup operations 0x%x (needs 0x%x, has 0x%x)\n",
                   missing, r->subgroup_ops, vk->subgroup_ops);
            return VR_SKIP;
        }
        if (r->subgroup_ops && !(vk->subgroup_stages & bit)) {
            printf("SKIP: the device has no subgroup operations in %s shaders\n",
                   p->shaders[i].stage_name);
            return VR_SKIP;
        }
        const VkPhysicalDeviceLimits *lim = &vk->props.limits;
        const uint32_t *wg = r->workgroup;
        if (p->shaders[i].stage == VR_ST_COMPUTE &&
            ((uint64_t)wg[0] * wg[1] * wg[2] > lim->maxComputeWorkGroupInvocations ||
             wg[0] > lim->maxComputeWorkGroupSize[0] || wg[1] > lim->maxComputeWorkGroupSize[1] ||
             wg[2] > lim->maxComputeWorkGroupSize[2])) {
            printf("SKIP: workgroup %ux%ux%u is over the device's limits "
                   "(maxComputeWorkGroupInvocations %u)\n", wg[0], wg[1], wg[2],
                   lim->maxComputeWorkGroupInvocations);
            return VR_SKIP;
        }
        const char *feature = vr_vk_missing_feature(vk, r);
        if (feature) {
            printf("SKIP: the device lacks the %s %s\n",
                   strncmp(feature, "VK_", 3) ? "feature" : "extension", feature);
            return VR_SKIP;
        }
        if (writes(p) && p->shaders[i].stage == VR_ST_PIXEL &&
            !vk->f.features.fragmentStoresAndAtomics) {
            printf("SKIP: the device lacks the feature fragmentStoresAndAtomics\n");
            return VR_SKIP;
        }
        if (writes(p) && p->shaders[i].stage == VR_ST_VERTEX &&
            !vk->f.features.vertexPipelineStoresAndAtomics) {
            printf("SKIP: the device lacks the feature vertexPipelineStoresAndAtomics\n");
            return VR_SKIP;
        }
    }
    return VR_PASS;
}

/* W, the subgroup size expectations are computed for. With LaneCount the
 * shader reports it (devices may vary it per pipeline); it must be a size
 * the device can have. */
static int subgroup_size_seen(const struct vr_vk *vk, const struct vr_test *t,
                              uint32_t req, uint32_t *w)
{
    *w = req ? req : vk->subgroup_size;
    if (!t->lane_buf)
        return VR_PASS;
    uint32_t seen;
    memcpy(&seen, t->lane_buf->data[0] + 4 * t->lane_index, 4);
    int ok = req ? seen == req
                 : is_pow2(seen) && seen >= vk->subgroup_min && seen <= vk->subgroup_max;
    if (!ok) {
        printf("FAIL: WaveGetLaneCount() gave %u; the device's subgroup size is %u "
               "(%u..%u)\n", seen, *w, vk->subgroup_min, vk->subgroup_max);
        return VR_FAIL;
    }
    *w = seen;
    return VR_PASS;
}

static int compare_all(const struct vr_test *t, uint32_t w)
{
    int bad = 0;
    for (int i = 0; i < t->nresults; i++)
        bad += !vr_compare(&t->results[i]);
    if (bad) {
        printf("FAIL: %d of %d results differ (subgroup size %u)\n", bad, t->nresults, w);
        return VR_FAIL;
    }
    printf("PASS: %d results (subgroup size %u)\n", t->nresults, w);
    return VR_PASS;
}

/* The suite's offloader: the pipeline's buffers on stdout, each failed
 * result on stderr, exit 1 if any failed. */
static int offloader_output(const struct vr_run_opts *o, const struct vr_test *t)
{
    vr_offload_dump(vr_offload_out(), t);
    fflush(vr_offload_out());
    int bad = 0;
    for (int i = 0; i < t->nresults; i++) {
        if (vr_compare_quiet(&t->results[i]))
            continue;
        vr_offload_report(stderr, &t->results[i]);
        bad++;
    }
    if (o->image_name) {
        struct vr_buffer *b = vr_test_buffer((struct vr_test *)t, o->image_name);
        if (!b || !b->has_props || vr_write_png(b, o->image_out)) {
            fprintf(stderr, "gpu-exec: error: cannot write %s as an image to %s\n",
                    o->image_name, o->image_out);
            return VR_FAIL;
        }
    }
    return bad ? VR_FAIL : VR_PASS;
}

static int run_on_device(const struct vr_run_opts *o, struct vr_vk *vk, struct vr_gpu *g,
                         struct vr_test *t, struct vr_module *mods, struct vr_arena *a)
{
    uint32_t req = 0, w;
    if (vk->accel_missing) {
        printf("SKIP: the device lacks %s %s, which acceleration structures and ray queries need "
               "(VK_KHR_acceleration_structure, VK_KHR_ray_query, VK_KHR_deferred_host_operations; "
               "accelerationStructure, rayQuery, bufferDeviceAddress)\n",
               strncmp(vk->accel_missing, "VK_", 3) ? "the feature" : "the extension", vk->accel_missing);
        return VR_SKIP;
    }
    int rc = known_bug(vk, t);
    struct vr_module *m = mods;
    for (int p = 0; p < t->npasses && rc == VR_PASS; m += t->passes[p++].nshaders)
        rc = check_device(vk, &t->passes[p], m);
    if (rc == VR_PASS)
        rc = vr_gpu_buffers(vk, g, t, a);
    if (rc == VR_PASS)
        rc = vr_gpu_images(vk, g, t, a);
    if (rc == VR_PASS)
        rc = vr_gpu_accel(vk, g, t, a);
    g->passes = vr_alloc(a, (size_t)(t->npasses + 1) * sizeof *g->passes);
    m = mods;
    for (int p = 0; p < t->npasses && rc == VR_PASS; m += t->passes[p++].nshaders) {
        uint32_t r = 0;
        if (!t->passes[p].graphics)
            rc = choose_subgroup_size(vk, t, &m[0].refl, &r);
        if (r)
            req = r;
        if (rc == VR_PASS)
            rc = vr_pass_pipeline(vk, g, t, p, m, r, a);
    }
    if (rc == VR_PASS)
        rc = vr_gpu_run(vk, g, t);
    if (rc != VR_PASS)
        return rc;
    rc = subgroup_size_seen(vk, t, req, &w);
    if (rc == VR_PASS)
        rc = vr_ext_apply(t, w);
    if (rc == VR_PASS)
        rc = o->offloader ? offloader_output(o, t) : compare_all(t, w);
    return rc;
}

int vr_run_test(const struct vr_run_opts *o, struct vr_test *t, struct vr_module *mods,
                struct vr_arena *a)
{
    if (t->unsupported) {
        printf("SKIP: vkrun does not run %s\n", t->unsupported);
        return VR_SKIP;
    }
    if (vr_check_specs(t) != VR_PASS)
        return VR_FAIL;
    struct vr_module *m = mods;
    for (int p = 0; p < t->npasses; m += t->passes[p++].nshaders) {
        struct vr_refl refl[4];
        int n = t->passes[p].nshaders < 4 ? t->passes[p].nshaders : 4;
        for (int i = 0; i < n; i++)
            refl[i] = m[i].refl;
        int rc = vr_check_bindings(a, &t->passes[p], refl, n);
        if (rc != VR_PASS)
            return rc;
    }
    /* the suite's tests (--offloader) are written for D3D, where an
     * out-of-bounds buffer access is defined, and for its runners' front
     * face; ours keep Vulkan's strict rules, so a wrong index shows, and
     * D3D's default front face */
    struct vr_vk vk = {.verbose = o->verbose, .d3d_bounds = o->offloader, .ccw_front = o->offloader};
    /* the device extensions every shader's inline SPIR-V needs */
    const char **exts = vr_alloc(a, 16 * sizeof *exts);
    int nexts = 0;
    for (int k = 0; k < vr_test_nshaders(t); k++) {
        for (int i = 0; i < mods[k].refl.ndevice_exts && nexts < 16; i++)
            exts[nexts++] = mods[k].refl.device_exts[i];
        nexts = vr_cap_extensions(&mods[k].refl, exts, nexts, 16); /* and their capabilities' */
    }
    vk.want_exts = exts;
    vk.nwant_exts = nexts;
    /* acceleration structures: the pipeline's, or a shader's ray queries
     * (their capability's extension, VK_KHR_ray_query, is among exts) */
    vk.want_accel = t->accel != NULL;
    for (int k = 0; k < vr_test_nshaders(t); k++)
        vk.want_accel |= mods[k].refl.accel;
    struct vr_gpu g = {0};
    int rc = vr_vk_instance(&vk, o->validate);
    if (rc == VR_PASS)
        rc = vr_vk_pick(&vk, o->device, o->device_type);
    if (rc == VR_PASS)
        rc = vr_vk_device(&vk);
    if (rc == VR_PASS) {
        if (!o->offloader)
            vr_vk_describe(&vk);
        rc = run_on_device(o, &vk, &g, t, mods, a);
    }
    vr_gpu_destroy(&vk, &g, t);
    int errors = vk.validation_errors;
    vr_vk_destroy(&vk);
    if (errors && rc != VR_SKIP) {
        printf("FAIL: %d validation error%s\n", errors, errors > 1 ? "s" : "");
        if (o->offloader)
            fprintf(stderr, "gpu-exec: error: %d validation error%s\n", errors,
                    errors > 1 ? "s" : "");
        rc = VR_FAIL;
    }
    return rc;
}
