/* The seed program (OneShader's Program.cs) in C, through Prism's API:
 * compiles a shader to SPIR-V, MSL and WGSL, writes the three files, and
 * prints what the device must support.
 *
 *   make examples && build/reflect_demo examples/compact.hlsl CSMain
 */
#include <prism.h>
#include <stdio.h>
#include <stdlib.h>

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    *len = (size_t)n;
    return buf;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "examples/compact.hlsl";
    const char *entry = argc > 2 ? argv[2] : "CSMain";
    size_t len;
    char *src = read_file(path, &len);
    if (!src) {
        fprintf(stderr, "cannot read %s\n", path);
        return 2;
    }

    PrismOptions o = prism_default_options();
    o.targets = PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    PrismResult *r = prism_compile(src, len, path, &o);
    free(src);
    for (int i = 0; i < prism_diagnostic_count(r); i++) {
        char *d = prism_format_diagnostic(r, i, 0);
        fputs(d, stdout);
        free(d);
    }
    if (!prism_success(r)) {
        prism_free(r);
        return 1;
    }

    static const struct { PrismTarget target; const char *label, *file; } outs[] = {
        {PRISM_TARGET_SPIRV, "SpirV", "compact.spv"},
        {PRISM_TARGET_MSL, "Msl", "compact.metal"},
        {PRISM_TARGET_WGSL, "Wgsl", "compact.wgsl"},
    };
    for (int i = 0; i < 3; i++) {
        const PrismBlob *b = prism_find(r, entry, outs[i].target);
        if (!b)
            continue;
        printf("%s: %zu bytes\n", outs[i].label, b->size);
        FILE *f = fopen(outs[i].file, "wb");
        if (f) {
            fwrite(b->data, 1, b->size, f);
            fclose(f);
        }
    }

    /* What the device must support: Vulkan subgroup operations, and the
     * WebGPU features to request. */
    for (int i = 0; i < prism_entry_count(r); i++) {
        const PrismEntryInfo *e = prism_entry_info(r, i);
        printf("SubgroupOperations: %s (0x%x)\n", e->subgroup_operation_names, e->subgroup_operations);
        printf("WebGPU requiredFeatures: [");
        for (int k = 0; k < e->num_webgpu_features; k++)
            printf("%s%s", k ? ", " : "", e->webgpu_features[k]);
        printf("]\n");
    }
    prism_free(r);
    return 0;
}
