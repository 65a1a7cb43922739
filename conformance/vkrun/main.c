/* vkrun: compile a .test's shaders, run its passes on a Vulkan device,
 * compare its buffers with the expected ones.
 *
 *   vkrun [options] FILE.test
 *   vkrun [options] --compiled DIR FILE.test     (DIR/sK.spv, DIR/sK.json)
 *   vkrun [options] --spv X.spv [--reflect X.json] (FILE.test | --yaml P.yaml [--ext prism.yaml])
 *                   (without --reflect: another compiler's SPIR-V, read as spirv.c reads it)
 *   vkrun --compile-only [--compiler C] -o DIR FILE.test
 *   vkrun --offloader [options] PIPELINE.yaml [OBJ...] [-r NAME -o FILE.png]
 *   vkrun --list-devices | --features
 */
#include "vk.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct options {
    const char *test, *spv, *reflect, *yaml, *ext, *prism, *out_dir, *compiled;
    const char *device, *device_type, *compiler, *image_name, *image_out;
    const char *objs[8];
    int nobjs;
    int validate, list, features, compile_only, verbose, offloader;
};

static int usage(void)
{
    fprintf(stderr,
            "usage: vkrun [options] FILE.test\n"
            "       vkrun [options] --compiled DIR FILE.test\n"
            "       vkrun [options] --spv X.spv [--reflect X.json] (FILE.test | --yaml P.yaml [--ext prism.yaml])\n"
            "       vkrun --compile-only [--compiler prism|glslang] -o DIR FILE.test\n"
            "       vkrun --offloader [options] PIPELINE.yaml [OBJ...] [-r NAME -o FILE.png]\n"
            "       vkrun --list-devices | --features\n"
            "options:\n"
            "  --prism PATH       the compiler (default $PRISM, else build/prism)\n"
            "  --compiler C       prism (default) or glslang (glslangValidator's HLSL)\n"
            "  --device TEXT      the first device whose name contains TEXT\n"
            "  --device-type T    cpu or gpu\n"
            "  --validate         enable VK_LAYER_KHRONOS_validation; any error fails\n"
            "  -v                 print validation warnings too\n"
            "environment: VKRUN_WITHOUT_FEATURES=a,b  take the device to lack these features\n"
            "             (shaderBufferInt64Atomics, shaderSharedInt64Atomics)\n"
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
                             : strcmp(a, "--compiler") == 0    ? &o->compiler
                             : strcmp(a, "--compiled") == 0    ? &o->compiled
                             : strcmp(a, "-o") == 0            ? &o->out_dir
                             : strcmp(a, "-r") == 0            ? &o->image_name
                             : strcmp(a, "--device") == 0      ? &o->device
                             : strcmp(a, "--device-type") == 0 ? &o->device_type
                                                               : NULL;
        if (value && i + 1 < argc)
            *value = argv[++i];
        else if (value)
            return -1;
        else if (strcmp(a, "--validate") == 0 || strcmp(a, "-validation-layer") == 0 ||
                 strcmp(a, "--validation-layer") == 0)
            o->validate = 1;
        else if (strcmp(a, "--list-devices") == 0)
            o->list = 1;
        else if (strcmp(a, "--features") == 0)
            o->features = 1;
        else if (strcmp(a, "--compile-only") == 0)
            o->compile_only = 1;
        else if (strcmp(a, "--offloader") == 0)
            o->offloader = 1;
        else if (strcmp(a, "-v") == 0)
            o->verbose = 1;
        else if (a[0] == '-')
            return -1;
        else if (!o->test)
            o->test = a;
        else if (o->offloader && o->nobjs < 8)
            o->objs[o->nobjs++] = a;
        else
            return -1;
    }
    if (!o->prism)
        o->prism = getenv("PRISM") ? getenv("PRISM") : "build/prism";
    if (!o->compiler)
        o->compiler = "prism";
    if (strcmp(o->compiler, "prism") && strcmp(o->compiler, "glslang"))
        return -1;
    if (o->list || o->features)
        return 0;
    if (o->offloader) {
        o->image_out = o->out_dir;
        return o->test && !o->image_name == !o->image_out ? 0 : -1;
    }
    if (o->compile_only)
        return o->test && o->out_dir ? 0 : -1;
    if (!o->test == !o->yaml || (o->reflect && !o->spv) || (o->yaml && !o->spv) ||
        (o->compiled && o->spv))
        return -1;
    return 0;
}

static int load_test(struct vr_arena *a, const struct options *o, struct vr_test *t)
{
    if (o->offloader)
        return vr_test_load_pipeline_file(a, t, o->test, NULL);
    if (o->test)
        return vr_test_load(a, t, o->test);
    if (vr_test_load_pipeline_file(a, t, o->yaml, o->ext))
        return -1;
    struct vr_shader *s = vr_test_shader(t, 0);
    s->source = "";
    return 0;
}

/* The compiled shaders, in vr_test_shader() order: given (--compiled,
 * --spv, the offloader's objects), or compiled now into a temporary
 * folder, removed at the end. */
struct shaders {
    char dir[256];
    int temp;
    struct vr_module *mods;
    int n;
};

static int read_module(struct vr_arena *a, struct vr_test *t, int k, const char *spv_path,
                       const char *json_path, struct vr_module *m)
{
    char *spv = vr_read_file(a, spv_path, &m->len);
    if (!spv || m->len % 4 || m->len < 20) {
        fprintf(stderr, "vkrun: cannot read the SPIR-V %s\n", spv_path);
        return VR_BAD;
    }
    m->spv = (const uint32_t *)(void *)spv; /* the arena's blocks are max_align_t-aligned */
    const char *json = json_path && access(json_path, R_OK) == 0
                           ? vr_read_file(a, json_path, NULL) : NULL;
    if (json)
        return vr_refl_load(a, &m->refl, json) ? VR_BAD : VR_PASS;
    /* another compiler's SPIR-V: what the module itself says */
    struct vr_shader *s = vr_test_shader(t, k);
    m->refl.stage = s->stage_name;
    if (vr_spirv_scan(a, &m->refl, m->spv, m->len)) {
        fprintf(stderr, "vkrun: %s is not a SPIR-V module with an entry point\n", spv_path);
        return VR_BAD;
    }
    return VR_PASS;
}

static int get_shaders(struct vr_arena *a, const struct options *o, struct vr_test *t,
                       struct shaders *s)
{
    s->n = vr_test_nshaders(t);
    s->mods = vr_alloc(a, (size_t)(s->n + 1) * sizeof *s->mods);
    if (o->spv) {
        if (s->n != 1) {
            fprintf(stderr, "vkrun: --spv gives one shader; the test has %d\n", s->n);
            return VR_BAD;
        }
        return read_module(a, t, 0, o->spv, o->reflect, &s->mods[0]);
    }
    if (o->offloader) {
        if (o->nobjs != s->n) {
            fprintf(stderr, "gpu-exec: error: the pipeline has %d shaders, %d objects "
                            "given\n", s->n, o->nobjs);
            return VR_BAD;
        }
        for (int k = 0; k < s->n; k++) {
            char json[4096];
            snprintf(json, sizeof json, "%s.json", o->objs[k]);
            int rc = read_module(a, t, k, o->objs[k], json, &s->mods[k]);
            if (rc != VR_PASS)
                return rc;
        }
        return VR_PASS;
    }
    if (o->compiled) {
        snprintf(s->dir, sizeof s->dir, "%s", o->compiled);
    } else {
        snprintf(s->dir, sizeof s->dir, "%s/vkrun.XXXXXX",
                 getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
        if (!mkdtemp(s->dir)) {
            fprintf(stderr, "vkrun: cannot make a temporary folder\n");
            return VR_BAD;
        }
        s->temp = 1;
        int rc = vr_compile_all(t, o->compiler, o->prism, s->dir);
        if (rc != VR_PASS)
            return rc;
    }
    for (int k = 0; k < s->n; k++) {
        char spv[300], json[300];
        snprintf(spv, sizeof spv, "%s/s%d.spv", s->dir, k);
        snprintf(json, sizeof json, "%s/s%d.json", s->dir, k);
        int rc = read_module(a, t, k, spv, json, &s->mods[k]);
        if (rc != VR_PASS)
            return rc;
    }
    return VR_PASS;
}

static void remove_temp(struct shaders *s)
{
    if (!s->temp)
        return;
    char p[300];
    for (int k = 0; k < s->n; k++) {
        static const char *const ext[] = {"hlsl", "spv", "json"};
        for (int i = 0; i < 3; i++) {
            snprintf(p, sizeof p, "%s/s%d.%s", s->dir, k, ext[i]);
            unlink(p);
        }
    }
    rmdir(s->dir);
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

/* A driver that crashes (a shader's out-of-bounds access without robust
 * buffer access may do that) fails the test with a line that says so,
 * instead of a bare "Segmentation fault" (async-signal-safe: write, _exit). */
static void on_crash(int sig)
{
    static const char segv[] = "FAIL: vkrun: the Vulkan driver crashed (SIGSEGV) while vkrun ran the test\n";
    static const char bus[] = "FAIL: vkrun: the Vulkan driver crashed (SIGBUS) while vkrun ran the test\n";
    static const char fpe[] = "FAIL: vkrun: the Vulkan driver crashed (SIGFPE) while vkrun ran the test\n";
    const char *msg = sig == SIGBUS ? bus : sig == SIGFPE ? fpe : segv;
    size_t len = sig == SIGBUS ? sizeof bus - 1 : sig == SIGFPE ? sizeof fpe - 1 : sizeof segv - 1;
    ssize_t n = write(STDOUT_FILENO, msg, len);
    (void)n;
    _exit(VR_FAIL);
}

static void catch_crashes(void)
{
    struct sigaction sa = {0};
    sa.sa_handler = on_crash;
    sigemptyset(&sa.sa_mask);
    int sigs[] = {SIGSEGV, SIGBUS, SIGFPE};
    for (size_t i = 0; i < sizeof sigs / sizeof *sigs; i++)
        sigaction(sigs[i], &sa, NULL);
}

int main(int argc, char **argv)
{
    struct options o = {0};
    if (parse_options(argc, argv, &o))
        return usage();
    setvbuf(stdout, NULL, _IOLBF, 0);
    catch_crashes();
    if (o.list)
        return list_devices(&o);
    if (o.features)
        return vr_print_features(o.device, o.device_type);
    /* offloader mode: stdout carries the YAML alone (FileCheck reads it);
     * every other message goes to stderr */
    if (o.offloader && vr_offload_stdout(dup(STDOUT_FILENO)) == 0)
        dup2(STDERR_FILENO, STDOUT_FILENO);
    struct vr_arena a = {0};
    struct vr_test t = {0};
    int rc = load_test(&a, &o, &t) ? VR_BAD : VR_PASS;
    if (rc == VR_PASS && o.compile_only) {
        rc = vr_compile_all(&t, o.compiler, o.prism, o.out_dir);
    } else if (rc == VR_PASS) {
        struct shaders s = {0};
        rc = get_shaders(&a, &o, &t, &s);
        if (rc == VR_PASS)
        {
            struct vr_run_opts ro = {o.device, o.device_type, o.image_name, o.image_out,
                                     o.validate, o.verbose, o.offloader};
            rc = vr_run_test(&ro, &t, s.mods, &a);
        }
        remove_temp(&s);
    }
    vr_arena_free(&a);
    return rc;
}
