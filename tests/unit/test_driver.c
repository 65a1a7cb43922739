/* The prism command as a build system runs it: DXC's flags, their bad
 * values (exit status 2 naming the flag and what it takes), --help, the
 * -M/-MD/-MF depfiles and ninja rebuilding from them, -Fc, -Fre, -WX and
 * the -Wno- names, -Qstrip_debug and -fspv-enable-maximal-reconvergence.
 * Run from the repository root as BUILD/tests/test_driver. */
#define _XOPEN_SOURCE 700 /* realpath, mkdtemp */
#include <libgen.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "../../include/prism.h"
#include "unit.h"

static char prism[PATH_MAX], root[PATH_MAX], tmp[PATH_MAX];


static void write_path(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

/* Runs a shell command in the scratch folder; its stdout and stderr
 * together in *out (malloc'd), its exit status returned. */
static int sh(char **out, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int sh(char **out, const char *fmt, ...)
{
    char cmd[8192], full[8192 + PATH_MAX + 64];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    snprintf(full, sizeof full, "cd '%s' && { %s ; } 2>&1", tmp, cmd);
    FILE *p = popen(full, "r");
    if (!p)
        return -1;
    char *s = unit_read_all(p, NULL);
    int st = pclose(p);
    if (out)
        *out = s;
    else
        free(s);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static const char shader[] = "RWStructuredBuffer<uint> Out : register(u0);\n"
                             "[numthreads(1, 1, 1)]\n"
                             "void main() { Out[0] = 1; }\n";

/* --help names every profile prism compiles and each DXC SPIR-V flag. */
static void help_lists_every_profile_and_flag(void)
{
    char *out;
    CHECK(sh(&out, "'%s' --help", prism) == 0);
    static const char *const want[] = {
        "cs_6_0", "cs_6_8", "cs_6_10", "vs_6_0", "vs_6_8", "vs_6_10", "ps_6_0", "ps_6_8", "ps_6_10", "lib_6_3", "lib_6_10",
        "-fvk-use-dx-layout", "-fvk-use-gl-layout",
        "-fvk-use-scalar-layout", "-fspv-target-env", "vulkan1.0", "universal1.5", "vulkan1.4", "-fspv-extension",
        "-fspv-reflect", "-fspv-debug", "vulkan-with-source", "-fspv-enable-maximal-reconvergence",
        "-fspv-preserve-bindings", "-fspv-preserve-interface", "-fspv-entrypoint-name",
        "-fspv-use-legacy-buffer-matrix-order", "-fvk-invert-y", "-fvk-use-dx-position-w",
        "-fvk-support-nonzero-base-instance", "-fvk-support-nonzero-base-vertex", "-fvk-bind-register",
        "-fvk-bind-globals", "-fvk-auto-shift-bindings", "-fvk-stage-io-order", "-Gis", "-WX", "-no-warnings",
        "-Wno-", "-Fc", "-Fre", "-Qstrip_debug", "-Qstrip_reflect", "-MD", "-MF", "-Zi", "-Zpr", "-Vd", "-fcgl",
        "-fspv-use-vulkan-memory-model", "-fspv-max-id", "-fspv-print-all", "-fspv-reduce-load-size",
        "-fspv-fix-func-call-arguments", "-fvk-allow-rwstructuredbuffer-arrays", "-fvk-bind-{resource,sampler,counter}-heap",
        "-Wno-vk-ignored-features", "-Wno-vk-emulated-features", "-fspv-flatten-resource-arrays", "-Oconfig",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        if (!out || !strstr(out, want[i])) {
            printf("  --help lacks %s\n", want[i]);
            unit_case_failed = 1;
        }
    free(out);
}

/* Each bad value: exit 2 and a message with the flag and what it takes. */
static void bad_values_exit_2_naming_the_flag(void)
{
    static const struct {
        const char *args, *said1, *said2;
    } cases[] = {
        {"-HV 2019", "-HV", "2016, 2017, 2018, 2021 or 202x"},
        {"--target dxil", "--target", "spirv, msl, wgsl or all"},
        {"-fspv-target-env=vulkan9", "-fspv-target-env", "vulkan1.1spirv1.4"},
        {"-fvk-stage-io-order=beta", "-fvk-stage-io-order", "alpha or decl"},
        {"-fspv-debug=bogus", "-fspv-debug", "vulkan-with-source"},
        {"-fspv-debug=rich", "-fspv-debug=rich", "vulkan or vulkan-with-source"},
        {"-fspv-extension=foo", "-fspv-extension", "SPV_KHR_"},
        {"-fvk-t-shift x 0", "-fvk-t-shift", "0 to 65535"},
        {"-fvk-u-shift 4 q", "-fvk-u-shift", "'all'"},
        {"-fvk-b-shift 4", "-fvk-b-shift", "a shift and a space"},
        {"-fvk-bind-register q0 0 1 2", "-fvk-bind-register", "t, u, b or s"},
        {"-fvk-bind-register t0 0 x 2", "-fvk-bind-register", "binding"},
        {"-vkbr t0 0 1", "-vkbr", "a register"},
        {"-fvk-bind-globals 1", "-fvk-bind-globals", "a binding and a set"},
        {"-fvk-bind-globals 1 -3", "-fvk-bind-globals", "set"},
        {"--max-errors 0", "--max-errors", "1 to 1000000"},
        {"-Wno-bogus", "-Wno-bogus", "conversion"},
        {"-fvk-use-dx-layout -fvk-use-gl-layout", "-fvk-use-gl-layout", "only one of"},
        {"-fvk-t-shift 1 0 -fvk-bind-register t0 0 1 2", "-fvk-bind-register", "shift"},
        {"-T", "-T", "needs a value"},
        {"-fspv-entrypoint-name=", "-fspv-entrypoint-name", "needs a value"},
        {"-fvk-use-nothing", "-fvk-use-nothing", "unknown option"},
        {"-fspv-max-id abc", "-fspv-max-id", "1 to 2147483647"},
        {"-fspv-max-id=0", "-fspv-max-id", "1 to 2147483647"},
        {"-Oconfig=--loop-unroll", "-Oconfig", "spirv-opt"},
        {"-Wno-vk-bogus", "-Wno-vk-bogus", "vk-ignored-features"},
        {"-fvk-bind-resource-heap 1", "-fvk-bind-resource-heap", "a binding and a set"},
        {"-fvk-bind-sampler-heap 1 x", "-fvk-bind-sampler-heap", "set"},
    };
    write_path("ok.hlsl", shader);
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        char *out;
        int rc = sh(&out, "'%s' -T cs_6_0 -E main ok.hlsl -Fo ok.spv %s", prism, cases[i].args);
        if (rc != 2 || !out || !strstr(out, cases[i].said1) || !strstr(out, cases[i].said2)) {
            printf("  prism %s: exit %d, said: %s", cases[i].args, rc, out ? out : "");
            unit_case_failed = 1;
        }
        free(out);
    }
}

static void chdir_tmp(void)
{
    if (chdir(tmp) != 0)
        unit_case_failed = 1;
}

/* -M prints the make rule; -MD writes OUTPUT.d; -MF FILE names it. Spaces
 * in a path are escaped as make and ninja read them. */
static void depfiles_name_every_include(void)
{
    chdir_tmp();
    mkdir("my inc", 0755);
    write_path("my inc/common.hlsli", "#define VALUE 3\n#include \"deeper.hlsli\"\n");
    write_path("my inc/deeper.hlsli", "#define OTHER 4\n");
    write_path("dep.hlsl", "#include \"common.hlsli\"\n#include \"common.hlsli\"\n"
                           "RWStructuredBuffer<uint> Out : register(u0);\n"
                           "[numthreads(1, 1, 1)] void main() { Out[0] = VALUE + OTHER; }\n");
    char *out;
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -I 'my inc' -M dep.hlsl", prism) == 0);
    CHECK_STR(out, "dep.spv: dep.hlsl \\\n  my\\ inc/common.hlsli \\\n  my\\ inc/deeper.hlsli\n");
    free(out);
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main -I 'my inc' -MD dep.hlsl -Fo out/dep.spv || "
                   "{ mkdir -p out && '%s' -T cs_6_0 -E main -I 'my inc' -MD dep.hlsl -Fo out/dep.spv; }",
             prism, prism) == 0);
    char *d = unit_read_path("out/dep.spv.d");
    CHECK_STR(d, "out/dep.spv: dep.hlsl \\\n  my\\ inc/common.hlsli \\\n  my\\ inc/deeper.hlsli\n");
    free(d);
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main -I 'my inc' -MF rules.d dep.hlsl -Fo dep.spv", prism) == 0);
    d = unit_read_path("rules.d");
    CHECK(d && strncmp(d, "dep.spv: dep.hlsl", 17) == 0);
    free(d);
    /* a failed compile writes no rule */
    write_path("broken.hlsl", "#include \"common.hlsli\"\nvoid main() { nope(); }\n");
    CHECK(sh(NULL, "rm -f broken.d; '%s' -T cs_6_0 -E main -I 'my inc' -MD broken.hlsl -Fo broken.spv", prism) == 1);
    CHECK(access("broken.spv.d", F_OK) != 0);
}

/* ninja (deps = gcc) reads the depfile: nothing to do after a build, the
 * shader again when an included file changes. */
static void ninja_rebuilds_when_an_include_changes(void)
{
    char *out = NULL;
    if (sh(&out, "command -v ninja") != 0) {
        printf("  ninja is not installed (scripts/bootstrap.sh installs ninja-build)\n");
        unit_case_failed = 1;
        free(out);
        return;
    }
    free(out);
    mkdir("nj", 0755);
    write_path("nj/inc.hlsli", "#define VALUE 5\n");
    write_path("nj/a.hlsl", "#include \"inc.hlsli\"\nRWStructuredBuffer<uint> Out : register(u0);\n"
                            "[numthreads(1, 1, 1)] void main() { Out[0] = VALUE; }\n");
    char rules[PATH_MAX + 256];
    snprintf(rules, sizeof rules,
             "rule prism\n  command = '%s' -T cs_6_0 -E main -MD -Fo $out $in\n  depfile = $out.d\n  deps = gcc\n"
             "build a.spv: prism a.hlsl\n",
             prism);
    write_path("nj/build.ninja", rules);
    CHECK(sh(&out, "cd nj && ninja") == 0);
    free(out);
    CHECK(sh(&out, "cd nj && ninja -n") == 0 && out && strstr(out, "no work to do"));
    free(out);
    /* a later modification time than a.spv's */
    CHECK(sh(NULL, "cd nj && sleep 1 && echo '#define VALUE 6' > inc.hlsli") == 0);
    CHECK(sh(&out, "cd nj && ninja -n") == 0 && out && strstr(out, "a.spv") && !strstr(out, "no work to do"));
    free(out);
    CHECK(sh(&out, "cd nj && ninja && ninja -n") == 0 && out && strstr(out, "no work to do"));
    free(out);
}

/* -Fc writes the SPIR-V's disassembly: what spirv-dis --raw-id prints;
 * -Fre the reflection, as --reflect does. */
static void fc_is_spirv_dis_and_fre_the_reflection(void)
{
    write_path("fc.hlsl", shader);
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main fc.hlsl -Fo fc.spv -Fc fc.spvasm -Fre fc.json", prism) == 0);
    char *out;
    CHECK(sh(&out, "spirv-dis --raw-id --no-color fc.spv | diff - fc.spvasm") == 0);
    free(out);
    char *j = unit_read_path("fc.json");
    CHECK(j && strstr(j, "\"entryPoints\"") && strstr(j, "\"Out\""));
    free(j);
    /* memory operands with parameters, under the Vulkan memory model: each
     * bit's parameter once, though the grammar lists a KHR alias of it */
    write_path("vmm.hlsl", "globallycoherent RWStructuredBuffer<uint> B : register(u0);\n"
                           "[numthreads(1, 1, 1)] void main() { B[0] = B[1] + 1; }\n");
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main -fspv-use-vulkan-memory-model vmm.hlsl -Fo vmm.spv -Fc vmm.spvasm", prism) == 0);
    CHECK(sh(&out, "spirv-dis --raw-id --no-color vmm.spv | diff - vmm.spvasm && grep -q MakePointerAvailable vmm.spvasm") == 0);
    free(out);
    /* not SPIR-V: no listing (the API answers NULL) */
    CHECK(prism_disassemble_spirv((const unsigned char *)"not spirv at all....", 20) == NULL);
}

/* -WX turns a warning into an error; -no-warnings and -Wno-NAME (or
 * -Wno-PRISMnnnn) silence it. */
static void warning_flags(void)
{
    write_path("warn.hlsl", "RWStructuredBuffer<float2> Out : register(u0);\n"
                            "[numthreads(1, 1, 1)] void main() { float4 v = 1; Out[0] = v; }\n");
    char *out;
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main warn.hlsl -Fo w.spv", prism) == 0 && out && strstr(out, "warning PRISM3512"));
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -WX warn.hlsl -Fo w.spv", prism) == 1 && out && strstr(out, "error PRISM3512"));
    free(out);
    static const char *const quiet[] = {"-no-warnings", "-Wno-conversion", "-Wno-PRISM3512"};
    for (int i = 0; i < 3; i++) {
        CHECK(sh(&out, "'%s' -T cs_6_0 -E main -WX %s warn.hlsl -Fo w.spv", prism, quiet[i]) == 0 && out &&
              !*out);
        free(out);
    }
    CHECK(prism_warning_known("unknown-attributes") && !prism_warning_known("PRISM3500"));
    /* The value-losing conversions (sema_conv_warn.c): -Wno-conversion
     * silences the narrowing one with the truncation, -Wno-literal-conversion
     * the literal one, and an explicit cast never warns. */
    write_path("narrow.hlsl", "RWStructuredBuffer<float> Out : register(u0);\n"
                              "[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n"
                              "  double d = id.x; int64_t w = id.x; float f = d; int i = w; int l = 1.5;\n"
                              "  Out[0] = f + i + l + (float)d + (int)w + (int)2.5; }\n");
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main narrow.hlsl -Fo n.spv", prism) == 0 && out &&
          strstr(out, "(3,48): warning PRISM3940") && strstr(out, "(3,59): warning PRISM3940") &&
          strstr(out, "(3,70): warning PRISM3941") && !strstr(out, "(4,"));
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -WX -Wno-conversion -Wno-literal-conversion narrow.hlsl -Fo n.spv",
             prism) == 0 && out && !*out);
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -WX -Wno-PRISM3940 narrow.hlsl -Fo n.spv", prism) == 1 && out &&
          !strstr(out, "PRISM3940") && strstr(out, "error PRISM3941"));
    free(out);
    /* -Wsign-compare is off by default (as DXC); -WNAME names a warning. */
    write_path("signs.hlsl", "RWStructuredBuffer<uint> Out : register(u0);\n"
                             "[numthreads(1, 1, 1)] void main(uint3 id : SV_DispatchThreadID) {\n"
                             "  int i = (int)id.x - 1; Out[0] = i < id.y; }\n");
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -WX signs.hlsl -Fo s.spv", prism) == 0 && out && !*out);
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -Wsign-compare signs.hlsl -Fo s.spv", prism) == 0 && out &&
          strstr(out, "(3,37): warning PRISM3942"));
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -Wno-such-thing signs.hlsl -Fo s.spv", prism) == 2 && out &&
          strstr(out, "-Wno-such-thing: no warning is named"));
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -Wsuch-thing signs.hlsl -Fo s.spv", prism) == 2 && out &&
          strstr(out, "-Wsuch-thing: no warning is named"));
    free(out);
}

/* DXC's -spirv macros: __spirv__ and the environment's SPIR-V version,
 * only when SPIR-V is the one target. */
static void spirv_macros(void)
{
    write_path("mac.hlsl", "#if !defined(__spirv__) || __SPIRV_MAJOR_VERSION__ != 1 || __SPIRV_MINOR_VERSION__ != VER\n"
                           "#error wrong\n#endif\n"
                           "[numthreads(1, 1, 1)] void main() {}\n");
    write_path("nomac.hlsl", "#ifdef __spirv__\n#error spirv\n#endif\n[numthreads(1, 1, 1)] void main() {}\n");
    static const struct { const char *env; int minor; } envs[] = {
        {"vulkan1.0", 0}, {"vulkan1.1", 3}, {"vulkan1.1spirv1.4", 4}, {"vulkan1.2", 5}, {"vulkan1.3", 6},
        {"universal1.5", 5}};
    char *out;
    for (int i = 0; i < 6; i++) {
        CHECK(sh(&out, "'%s' -T cs_6_0 -E main -spirv -fspv-target-env=%s -DVER=%d mac.hlsl -Fo m.spv", prism,
                 envs[i].env, envs[i].minor) == 0);
        free(out);
    }
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main --target all nomac.hlsl -Fo m", prism) == 0);
    free(out);
}

/* -Qstrip_debug: no OpName, no debug instructions even with -Zi. */
static void strip_debug_leaves_no_names(void)
{
    write_path("sd.hlsl", shader);
    char *out;
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -Zi -Qstrip_debug sd.hlsl -Fc - | grep -c -e OpName -e OpSource -e OpLine",
             prism) == 1 && out && strcmp(out, "0\n") == 0);
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -Zi sd.hlsl -Fc - | grep -c -e OpName -e OpSource -e OpLine", prism) == 0);
    free(out);
}

/* -fspv-enable-maximal-reconvergence: SPV_KHR_maximal_reconvergence and
 * the MaximallyReconvergesKHR mode (6023). This spirv-val (2023.1) is older
 * than the extension, so the module is validated without the extension
 * and the mode, which must be all that differs. */
static void maximal_reconvergence_mode(void)
{
    write_path("mr.hlsl", "RWStructuredBuffer<uint> Out : register(u0);\n"
                          "[numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID)\n"
                          "{ if (id.x & 1) Out[id.x] = WaveActiveSum(id.x); }\n");
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main -fspv-enable-maximal-reconvergence mr.hlsl -Fo mr.spv", prism) == 0);
    char *words = unit_read_path("mr.spv");
    struct stat st;
    CHECK(words && stat("mr.spv", &st) == 0);
    if (!words)
        return;
    size_t n = (size_t)st.st_size / 4;
    uint32_t *w = (uint32_t *)(void *)words, *kept = calloc(n, 4);
    size_t k = 5;
    int modes = 0, exts = 0;
    memcpy(kept, w, 20);
    for (size_t i = 5; i < n;) {
        uint32_t wc = w[i] >> 16, op = w[i] & 0xffff;
        if (!wc)
            break;
        bool mode = op == 16 && wc == 3 && w[i + 2] == 6023;
        bool ext = op == 10 && strcmp((const char *)&w[i + 1], "SPV_KHR_maximal_reconvergence") == 0;
        modes += mode;
        exts += ext;
        if (!mode && !ext) {
            memcpy(kept + k, w + i, wc * 4);
            k += wc;
        }
        i += wc;
    }
    CHECK(modes == 1 && exts == 1);
    FILE *f = fopen("mr-without.spv", "wb");
    if (f) {
        fwrite(kept, 4, k, f);
        fclose(f);
    }
    CHECK(sh(NULL, "spirv-val --target-env vulkan1.2 mr-without.spv") == 0);
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main mr.hlsl -Fo plain.spv && cmp -s plain.spv mr-without.spv", prism) == 0);
    free(kept);
    free(words);
}

/* DXC's SPIR-V flags of driver/args_spirv.c: those that hold of prism's
 * output already change no byte of it; -fspv-max-id fails a module past its
 * limit; -fspv-print-all prints the module; -fspv-use-vulkan-memory-model
 * gives a valid module in the Vulkan model, Device scope included. */
static void dxc_spirv_flags(void)
{
    write_path("df.hlsl", "RWStructuredBuffer<uint> Out : register(u0);\n"
                          "[numthreads(8, 1, 1)] void main(uint3 id : SV_DispatchThreadID)\n"
                          "{ uint old; InterlockedAdd(Out[0], id.x, old); DeviceMemoryBarrierWithGroupSync();\n"
                          "  Out[id.x + 1] = old; }\n");
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main df.hlsl -Fo plain.spv", prism) == 0);
    static const char *const same[] = {
        "-fspv-reduce-load-size", "-fspv-fix-func-call-arguments", "-fvk-allow-rwstructuredbuffer-arrays",
        "-Wno-vk-ignored-features", "-Wno-vk-emulated-features", "-fvk-bind-resource-heap 0 1",
        "-fvk-bind-sampler-heap 1 1", "-fvk-bind-counter-heap 2 1", "-fspv-max-id 4194303", "-fspv-max-id=400"};
    for (size_t i = 0; i < sizeof same / sizeof *same; i++) {
        char *out;
        int rc = sh(&out, "'%s' -T cs_6_0 -E main %s df.hlsl -Fo f.spv && cmp plain.spv f.spv", prism, same[i]);
        if (rc != 0 || !out || *out) {
            printf("  prism %s: exit %d, said: %s", same[i], rc, out ? out : "");
            unit_case_failed = 1;
        }
        free(out);
    }
    char *out;
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -fspv-max-id 20 df.hlsl -Fo f.spv", prism) == 1 && out &&
          strstr(out, "over -fspv-max-id 20"));
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -fspv-print-all df.hlsl -Fo f.spv 2>&1 >/dev/null | grep -c OpMemoryModel",
             prism) == 0 && out && strcmp(out, "1\n") == 0);
    free(out);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -fspv-use-vulkan-memory-model df.hlsl -Fo vmm.spv -Fre vmm.json && "
                   "spirv-val --target-env vulkan1.2 vmm.spv && spirv-dis vmm.spv | grep -e 'OpMemoryModel' -e "
                   "'OpCapability VulkanMemoryModel'", prism) == 0 && out &&
          strstr(out, "OpMemoryModel Logical Vulkan") && strstr(out, "VulkanMemoryModelDeviceScope"));
    free(out);
    char *j = unit_read_path("vmm.json");
    CHECK(j && strstr(j, "\"vulkanMemoryModel\"") && strstr(j, "\"vulkanMemoryModelDeviceScope\""));
    free(j);
    CHECK(sh(&out, "'%s' -T cs_6_0 -E main -fspv-use-vulkan-memory-model -fspv-target-env=vulkan1.1 df.hlsl -Fo v11.spv "
                   "-Fre v11.json && spirv-val --target-env vulkan1.1 v11.spv && spirv-dis v11.spv | "
                   "grep -c SPV_KHR_vulkan_memory_model", prism) == 0 && out && strcmp(out, "1\n") == 0);
    free(out);
}

/* Outputs are overwritten in place (driver/output_file.c): a shorter
 * output over a longer file leaves exactly the new bytes; a symbolic link
 * is written through, not replaced; the file keeps its permissions; a file
 * that cannot be written is exit status 2 naming it; -Fo - is stdout. */
static void outputs_replace_what_was_there(void)
{
    write_path("ow.hlsl", shader);
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main ow.hlsl -Fo ref.spv", prism) == 0);
    CHECK(sh(NULL, "head -c 100000 /dev/zero | tr '\\0' x > long.spv && chmod 600 long.spv && "
                   "'%s' -T cs_6_0 -E main ow.hlsl -Fo long.spv && cmp ref.spv long.spv && "
                   "stat -c %%a long.spv | grep -qx 600", prism) == 0);
    CHECK(sh(NULL, "head -c 100000 /dev/zero > target.spv && ln -sf target.spv link.spv && "
                   "'%s' -T cs_6_0 -E main ow.hlsl -Fo link.spv && test -L link.spv && cmp ref.spv target.spv",
             prism) == 0);
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main ow.hlsl -Fo - > stdout.spv && cmp ref.spv stdout.spv", prism) == 0);
    char *out;
    CHECK(sh(&out, "mkdir -p adir && '%s' -T cs_6_0 -E main ow.hlsl -Fo adir", prism) == 2 && out &&
          strstr(out, "cannot write 'adir'"));
    free(out);
}

/* Outputs over 1 MiB (output_spool.c) go to a temporary file beside the
 * target, renamed over it on success: a link's target is replaced (the
 * link stays), the mode is kept, no temporary file is left, and a failed
 * compile leaves the old file as it was. */
static void big_outputs_replace_the_target_by_rename(void)
{
    FILE *f = fopen("big.hlsl", "wb");
    if (!f) {
        CHECK(0);
        return;
    }
    fputs("RWStructuredBuffer<float> o;\n[numthreads(1,1,1)] void main(uint3 id : SV_DispatchThreadID) {\n"
          " float acc = 0;\n", f);
    for (int c = 0; c < 60; c++) {
        for (int d = 0; d < 60; d++)
            fprintf(f, "for (uint i%d_%d = 0; i%d_%d < id.x; i%d_%d++) { acc += %d.5 * acc;\n", c, d, c, d, c, d, d);
        for (int d = 0; d < 60; d++)
            fputs("}\n", f);
    }
    fputs(" o[id.x] = acc;\n}\n", f);
    fclose(f);
    CHECK(sh(NULL, "'%s' -T cs_6_0 -E main --target msl big.hlsl -Fo ref.metal && test $(wc -c < ref.metal) -gt 1048576",
             prism) == 0);
    CHECK(sh(NULL, "echo old > t.metal && chmod 640 t.metal && ln -sf t.metal l.metal && "
                   "'%s' -T cs_6_0 -E main --target msl big.hlsl -Fo l.metal && test -L l.metal && "
                   "cmp ref.metal t.metal && stat -c %%a t.metal | grep -qx 640 && ! ls .prism-* 2>/dev/null",
             prism) == 0);
    CHECK(sh(NULL, "echo 'float x;' >> big.hlsl && echo 'void f() { nope(); }' >> big.hlsl && echo old > t2.metal && "
                   "! '%s' -T cs_6_0 -E main -HV 2021 --target msl big.hlsl -Fo t2.metal; grep -qx old t2.metal && "
                   "! ls .prism-* 2>/dev/null", prism) == 0);
}

int main(int argc, char **argv)
{
    /* BUILD/tests/test_driver -> BUILD/prism */
    static char dir[PATH_MAX];
    if (!realpath(argc > 0 ? argv[0] : "build/tests/x", dir))
        snprintf(dir, sizeof dir, "%s", argv[0]);
    snprintf(prism, sizeof prism, "%s/prism", dirname(dirname(dir)));
    if (!getcwd(root, sizeof root))
        return 1;
    snprintf(tmp, sizeof tmp, "%s", "/tmp/prism-driver-XXXXXX");
    if (!mkdtemp(tmp))
        return 1;
    if (chdir(tmp) != 0)
        return 1;
    RUN(help_lists_every_profile_and_flag);
    RUN(bad_values_exit_2_naming_the_flag);
    RUN(depfiles_name_every_include);
    RUN(ninja_rebuilds_when_an_include_changes);
    RUN(fc_is_spirv_dis_and_fre_the_reflection);
    RUN(warning_flags);
    RUN(strip_debug_leaves_no_names);
    RUN(spirv_macros);
    RUN(maximal_reconvergence_mode);
    RUN(dxc_spirv_flags);
    RUN(outputs_replace_what_was_there);
    RUN(big_outputs_replace_the_target_by_rename);
    char *out;
    sh(&out, "rm -rf '%s'", tmp);
    free(out);
    return UNIT_END();
}
