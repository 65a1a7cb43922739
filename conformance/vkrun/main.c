/* vkrun: compile a .test's shader with prism, run it on a Vulkan device,
 * compare its buffers with the expected ones.
 *
 *   vkrun [options] FILE.test
 *   vkrun [options] --spv X.spv --reflect X.json FILE.test   (compiled already)
 *   vkrun [options] --spv X.spv --reflect X.json --yaml pipeline.yaml [--ext prism.yaml]
 *   vkrun --compile-only -o DIR FILE.test   (DIR/shader.spv, DIR/shader.json)
 *   vkrun --list-devices
 */
#include "vk.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options {
    const char *test, *spv, *reflect, *yaml, *ext, *prism, *out_dir;
    const char *device, *device_type;
    int validate, list, compile_only, verbose;
};

static int usage(void)
{
    fprintf(stderr,
            "usage: vkrun [options] FILE.test\n"
            "       vkrun [options] --spv X.spv --reflect X.json (FILE.test | --yaml P.yaml [--ext prism.yaml])\n"
            "       vkrun --compile-only -o DIR FILE.test\n"
            "       vkrun --list-devices\n"
            "options:\n"
            "  --prism PATH       the compiler (default $PRISM, else build/prism)\n"
            "  --device TEXT      the first device whose name contains TEXT\n"
            "  --device-type T    cpu or gpu\n"
            "  --validate         enable VK_LAYER_KHRONOS_validation; any error fails\n"
            "  -v                 print validation warnings too\n"
            "exit status: 0 pass, 1 fail, 77 skip, 2 bad usage or test, 3 not compiled\n");
    return VR_BAD;
}

static int parse_options(int argc, char **argv, struct options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char **value = strcmp(a, "--spv") == 0           ? &o->spv
                             : strcmp(a, "--reflect") == 0     ? &o->reflect
                             : strcmp(a, "--yaml") == 0        ? &o->yaml
                             : strcmp(a, "--ext") == 0         ? &o->ext
                             : strcmp(a, "--prism") == 0       ? &o->prism
                             : strcmp(a, "-o") == 0            ? &o->out_dir
                             : strcmp(a, "--device") == 0      ? &o->device
                             : strcmp(a, "--device-type") == 0 ? &o->device_type
                                                               : NULL;
        if (value && i + 1 < argc)
            *value = argv[++i];
        else if (value)
            return -1;
        else if (strcmp(a, "--validate") == 0)
            o->validate = 1;
        else if (strcmp(a, "--list-devices") == 0)
            o->list = 1;
        else if (strcmp(a, "--compile-only") == 0)
            o->compile_only = 1;
        else if (strcmp(a, "-v") == 0)
            o->verbose = 1;
        else if (a[0] == '-' || o->test)
            return -1;
        else
            o->test = a;
    }
    if (!o->prism)
        o->prism = getenv("PRISM") ? getenv("PRISM") : "build/prism";
    if (o->list)
        return 0;
    if (o->compile_only)
        return o->test && o->out_dir ? 0 : -1;
    if (!o->test == !o->yaml || !o->spv != !o->reflect || (o->yaml && !o->spv))
        return -1;
    return 0;
}

static int load_test(struct vr_arena *a, const struct options *o, struct vr_test *t)
{
    if (o->test)
        return vr_test_load(a, t, o->test);
    const char *pipe = vr_read_file(a, o->yaml, NULL);
    const char *ext = o->ext ? vr_read_file(a, o->ext, NULL) : NULL;
    if (!pipe || (o->ext && !ext)) {
        fprintf(stderr, "vkrun: cannot read %s\n", pipe ? o->ext : o->yaml);
        return -1;
    }
    t->path = o->yaml;
    return vr_test_load_yaml(a, t, pipe, ext);
}

/* The compiled shader: given (--spv, --reflect), or compiled now into a
 * temporary folder, removed at the end. */
struct shader {
    char dir[256];
    const char *spv_path, *json_path;
    uint32_t *spv;
    size_t spv_len;
    struct vr_refl refl;
};

static int get_shader(struct vr_arena *a, const struct options *o,
                      const struct vr_test *t, struct shader *s)
{
    s->spv_path = o->spv;
    s->json_path = o->reflect;
    if (!o->spv) {
        snprintf(s->dir, sizeof s->dir, "%s/vkrun.XXXXXX",
                 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
        if (!mkdtemp(s->dir)) {
            fprintf(stderr, "vkrun: cannot make a temporary folder\n");
            s->dir[0] = 0;
            return VR_BAD;
        }
        int rc = vr_compile(t, o->prism, s->dir);
        if (rc != VR_PASS)
            return rc;
        char *p = vr_alloc(a, 2 * 300);
        snprintf(p, 300, "%s/shader.spv", s->dir);
        snprintf(p + 300, 300, "%s/shader.json", s->dir);
        s->spv_path = p;
        s->json_path = p + 300;
    }
    char *spv = vr_read_file(a, s->spv_path, &s->spv_len);
    const char *json = vr_read_file(a, s->json_path, NULL);
    if (!spv || !json || s->spv_len % 4) {
        fprintf(stderr, "vkrun: cannot read %s and %s\n", s->spv_path, s->json_path);
        return VR_BAD;
    }
    /* the arena's blocks are max_align_t-aligned */
    s->spv = (uint32_t *)(void *)spv;
    return vr_refl_load(a, &s->refl, json) ? VR_BAD : VR_PASS;
}

static void remove_temp(struct shader *s)
{
    if (!s->dir[0])
        return;
    static const char *const files[] = {"source.hlsl", "shader.spv", "shader.json"};
    char p[300];
    for (int i = 0; i < 3; i++) {
        snprintf(p, sizeof p, "%s/%s", s->dir, files[i]);
        unlink(p);
    }
    rmdir(s->dir);
}

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

static int check_device(const struct vr_vk *vk, const struct vr_refl *r)
{
    VkSubgroupFeatureFlags missing = r->subgroup_ops & ~vk->subgroup_ops;
    if (missing) {
        printf("SKIP: the device lacks subgroup operations 0x%x (needs 0x%x, has 0x%x)\n",
               missing, r->subgroup_ops, vk->subgroup_ops);
        return VR_SKIP;
    }
    if (r->subgroup_ops && !(vk->subgroup_stages & VK_SHADER_STAGE_COMPUTE_BIT)) {
        printf("SKIP: the device has no subgroup operations in compute shaders\n");
        return VR_SKIP;
    }
    const char *feature = vr_vk_missing_feature(vk, r);
    if (feature) {
        printf("SKIP: the device lacks the feature %s\n", feature);
        return VR_SKIP;
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

static int run_on_device(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                         struct shader *s, struct vr_arena *a)
{
    uint32_t req, w;
    int rc = known_bug(vk, t);
    if (rc == VR_PASS)
        rc = check_device(vk, &s->refl);
    if (rc == VR_PASS)
        rc = choose_subgroup_size(vk, t, &s->refl, &req);
    if (rc == VR_PASS)
        rc = vr_gpu_resources(vk, g, t, a);
    if (rc == VR_PASS)
        rc = vr_gpu_pipeline(vk, g, s->spv, s->spv_len, s->refl.entry, req);
    if (rc == VR_PASS)
        rc = vr_gpu_dispatch(vk, g, t->dispatch);
    if (rc != VR_PASS)
        return rc;
    vr_gpu_read_back(vk, g, t);
    rc = subgroup_size_seen(vk, t, req, &w);
    if (rc == VR_PASS)
        rc = vr_ext_apply(t, w);
    if (rc == VR_PASS)
        rc = compare_all(t, w);
    return rc;
}

static int run(const struct options *o, struct vr_test *t, struct shader *s,
               struct vr_arena *a)
{
    if (t->unsupported) {
        printf("SKIP: vkrun does not run %s\n", t->unsupported);
        return VR_SKIP;
    }
    int rc = vr_check_bindings(t, &s->refl);
    if (rc != VR_PASS)
        return rc;
    struct vr_vk vk = {.verbose = o->verbose};
    vk.want_exts = s->refl.device_exts;
    vk.nwant_exts = s->refl.ndevice_exts;
    struct vr_gpu g = {0};
    rc = vr_vk_instance(&vk, o->validate);
    if (rc == VR_PASS)
        rc = vr_vk_pick(&vk, o->device, o->device_type);
    if (rc == VR_PASS)
        rc = vr_vk_device(&vk);
    if (rc == VR_PASS) {
        vr_vk_describe(&vk);
        rc = run_on_device(&vk, &g, t, s, a);
    }
    vr_gpu_destroy(&vk, &g, t);
    int errors = vk.validation_errors;
    vr_vk_destroy(&vk);
    if (errors && rc != VR_SKIP) {
        printf("FAIL: %d validation error%s\n", errors, errors > 1 ? "s" : "");
        rc = VR_FAIL;
    }
    return rc;
}

static int list_devices(const struct options *o)
{
    struct vr_vk vk = {0};
    int rc = vr_vk_instance(&vk, o->validate);
    if (rc == VR_PASS)
        rc = vr_vk_list(&vk);
    vr_vk_destroy(&vk);
    return rc;
}

int main(int argc, char **argv)
{
    struct options o = {0};
    if (parse_options(argc, argv, &o))
        return usage();
    setvbuf(stdout, NULL, _IOLBF, 0);
    if (o.list)
        return list_devices(&o);
    struct vr_arena a = {0};
    struct vr_test t = {0};
    int rc = load_test(&a, &o, &t) ? VR_BAD : VR_PASS;
    if (rc == VR_PASS && o.compile_only) {
        rc = vr_compile(&t, o.prism, o.out_dir);
    } else if (rc == VR_PASS) {
        struct shader s = {0};
        rc = get_shader(&a, &o, &t, &s);
        if (rc == VR_PASS)
            rc = run(&o, &t, &s, &a);
        remove_temp(&s);
    }
    vr_arena_free(&a);
    return rc;
}
