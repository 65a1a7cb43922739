/* The public API (include/prism.h) as an application uses it, the seed
 * program's output, and the generated docs being current. Run from the
 * repository root as BUILD/tests/test_api. */
#define _XOPEN_SOURCE 700 /* realpath */
#include <libgen.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "../../include/prism.h"
#include "unit.h"

static const char *build_dir; /* where the test binary's tests/ folder is */


static char *run_command(const char *cmd)
{
    FILE *p = popen(cmd, "r");
    if (!p)
        return NULL;
    char *s = unit_read_all(p, NULL);
    if (pclose(p) != 0) {
        free(s);
        return NULL;
    }
    return s;
}

static PrismResult *compile_file(const char *path, unsigned targets)
{
    char *src = unit_read_path(path);
    if (!src)
        return NULL;
    PrismOptions o = prism_default_options();
    o.targets = targets;
    PrismResult *r = prism_compile(src, strlen(src), path, &o);
    free(src);
    return r;
}

static void compact_gives_one_blob_per_target_and_the_seed_reflection(void)
{
    PrismResult *r = compile_file("examples/compact.hlsl", PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL);
    CHECK(r && prism_success(r));
    CHECK(prism_blob_count(r) == 3);
    const PrismBlob *spv = prism_find(r, "CSMain", PRISM_TARGET_SPIRV);
    CHECK(spv && spv->size % 4 == 0 && spv->size <= 1576 && ((const unsigned *)(const void *)spv->data)[0] == 0x07230203u);
    const PrismBlob *wgsl = prism_find(r, "CSMain", PRISM_TARGET_WGSL);
    CHECK(wgsl && strncmp((const char *)wgsl->data, "enable subgroups;\ndiagnostic(off, subgroup_uniformity);", 55) == 0);
    CHECK(prism_find(r, "CSMain", PRISM_TARGET_MSL) != NULL);
    CHECK(prism_find(r, "NoSuchEntry", PRISM_TARGET_MSL) == NULL);
    CHECK(prism_entry_count(r) == 1);
    const PrismEntryInfo *e = prism_entry_info(r, 0);
    CHECK(e && strcmp(e->name, "CSMain") == 0 && strcmp(e->stage, "compute") == 0);
    CHECK(e && e->workgroup_size[0] == 64 && e->workgroup_size[1] == 1 && e->workgroup_size[2] == 1);
    CHECK(e && e->subgroup_operations == 0x9);
    CHECK_STR(e ? e->subgroup_operation_names : NULL, "Basic, Ballot");
    CHECK(e && e->num_webgpu_features == 1 && strcmp(e->webgpu_features[0], "subgroups") == 0);
    CHECK(prism_reflection_json(r) && strstr(prism_reflection_json(r), "\"text\": \"Basic, Ballot (0x9)\""));
    prism_free(r);
}

static void errors_give_diagnostics_and_no_blobs(void)
{
    const char *src = "[numthreads(1,1,1)] void main() { undeclared = 1; }\n";
    PrismOptions o = prism_default_options();
    o.entry = "main";
    PrismResult *r = prism_compile(src, strlen(src), "bad.hlsl", &o);
    CHECK(r && !prism_success(r));
    CHECK(prism_blob_count(r) == 0 && prism_reflection_json(r) == NULL && prism_entry_count(r) == 0);
    CHECK(prism_diagnostic_count(r) >= 1);
    const PrismDiagnostic *d = prism_diagnostic(r, 0);
    CHECK(d && d->severity == PRISM_ERROR && d->code == 3500 && d->line == 1 && d->column == 35);
    char *text = prism_format_diagnostic(r, 0, 1);
    CHECK(text && strncmp(text, "bad.hlsl(1,35): error PRISM3500:", 32) == 0 && strstr(text, "\n"));
    free(text);
    CHECK(prism_diagnostic(r, 99) == NULL && prism_format_diagnostic(r, 99, 0) == NULL);
    prism_free(r);
}

/* PRISM_DUMP_IR_PASSES: each pass that ran, once per module, headed by
 * its name; SPIR-V's last dump is the module --dump-ir prints. */
static void ir_pass_dumps_name_each_pass_and_end_at_the_final_ir(void)
{
    char *src = unit_read_path("examples/compact.hlsl");
    PrismOptions o = prism_default_options();
    o.targets = PRISM_TARGET_SPIRV | PRISM_TARGET_WGSL | PRISM_TARGET_MSL;
    o.dumps = PRISM_DUMP_IR | PRISM_DUMP_IR_PASSES;
    PrismResult *r = src ? prism_compile(src, strlen(src), "compact.hlsl", &o) : NULL;
    const char *all = r ? prism_dump(r, PRISM_DUMP_IR_PASSES) : NULL, *final = r ? prism_dump(r, PRISM_DUMP_IR) : NULL;
    CHECK(all && final);
    static const char *const order[] = {
        "; ---- after lower_to_ir (common)\n", "; ---- after ir_lower_resource_handles (common)\n",
        "; ---- after ir_opt_dce (spirv)\n", "; ---- after ir_lower_wave_match (wgsl)\n",
        "; ---- after wgsl_prepare (wgsl)\n", "; ---- after msl_prepare (msl)\n",
    };
    const char *at = all, *last_spirv = NULL;
    for (size_t i = 0; at && i < sizeof order / sizeof *order; i++) {
        at = strstr(at, order[i]);
        CHECK(at != NULL);
        if (at && strstr(order[i], "(spirv)"))
            last_spirv = at + strlen(order[i]);
    }
    const char *next = last_spirv ? strstr(last_spirv, "; ---- after ") : NULL;
    CHECK(next && final && (size_t)(next - last_spirv) == strlen(final) &&
          strncmp(last_spirv, final, strlen(final)) == 0);
    o.dumps = 0; /* not asked for: no dump */
    PrismResult *plain = src ? prism_compile(src, strlen(src), "compact.hlsl", &o) : NULL;
    CHECK(plain && prism_success(plain) && prism_dump(plain, PRISM_DUMP_IR_PASSES) == NULL);
    prism_free(plain);
    prism_free(r);
    free(src);
}

static void two_compilations_give_the_same_bytes(void)
{
    PrismResult *a = compile_file("examples/groupsum.hlsl", PRISM_TARGET_SPIRV | PRISM_TARGET_WGSL | PRISM_TARGET_MSL);
    PrismResult *b = compile_file("examples/groupsum.hlsl", PRISM_TARGET_SPIRV | PRISM_TARGET_WGSL | PRISM_TARGET_MSL);
    CHECK(a && b && prism_success(a) && prism_blob_count(a) == 3 && prism_blob_count(a) == prism_blob_count(b));
    for (int i = 0; a && b && i < prism_blob_count(a); i++) {
        const PrismBlob *x = prism_blob(a, i), *y = prism_blob(b, i);
        CHECK(x->size == y->size && memcmp(x->data, y->data, x->size) == 0);
    }
    prism_free(a);
    prism_free(b);
}

/* The seed's Program.cs output, from the C example through the API. */
static void reflect_demo_prints_the_seed_lines(void)
{
    char cmd[512];
    snprintf(cmd, sizeof cmd, "cd \"$(mktemp -d)\" && \"%s/reflect_demo\" \"%s/examples/compact.hlsl\" CSMain",
             build_dir, getenv("PWD") ? getenv("PWD") : ".");
    char *out = run_command(cmd);
    CHECK(out != NULL);
    CHECK(out && strstr(out, "SubgroupOperations: Basic, Ballot (0x9)\nWebGPU requiredFeatures: [subgroups]\n"));
    CHECK(out && strstr(out, "SpirV: ") && strstr(out, "Msl: ") && strstr(out, "Wgsl: "));
    free(out);
}

/* docs/intrinsics.md and docs/diagnostics.md are generated: the committed
 * files must be what the generators print now (make docs). */
static void generated_docs_are_current(void)
{
    static const char *const docs[][2] = {{"gen_intrinsic_docs", "docs/intrinsics.md"},
                                          {"gen_diag_docs", "docs/diagnostics.md"}};
    for (int i = 0; i < 2; i++) {
        char cmd[512];
        snprintf(cmd, sizeof cmd, "\"%s/%s\"", build_dir, docs[i][0]);
        char *now = run_command(cmd), *committed = unit_read_path(docs[i][1]);
        if (!now || !committed || strcmp(now, committed) != 0) {
            printf("  %s is out of date: run make docs\n", docs[i][1]);
            CHECK(0);
        }
        free(now);
        free(committed);
    }
}

int main(int argc, char **argv)
{
    /* BUILD/tests/test_api -> BUILD */
    static char dir[4096];
    if (!realpath(argc > 0 ? argv[0] : "build/tests/x", dir))
        snprintf(dir, sizeof dir, "%s", argv[0]);
    build_dir = dirname(dirname(dir));
    RUN(compact_gives_one_blob_per_target_and_the_seed_reflection);
    RUN(errors_give_diagnostics_and_no_blobs);
    RUN(ir_pass_dumps_name_each_pass_and_end_at_the_final_ir);
    RUN(two_compilations_give_the_same_bytes);
    RUN(reflect_demo_prints_the_seed_lines);
    RUN(generated_docs_are_current);
    return UNIT_END();
}
