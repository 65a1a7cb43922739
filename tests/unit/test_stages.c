/* Libraries and system values through the public API: a lib_6_x profile
 * gives one blob per target (entry ""), found by any of its entries'
 * names; every entry is in the reflection with the module's capabilities;
 * the system values' reflection (builtins, the clip distance array, the
 * WebGPU features they need); two entries of one library compile the same
 * twice; the profiles of other stages and the shader models 6.9 and 6.10. */
#include <string.h>
#include "../../include/prism.h"
#include "unit.h"

static PrismResult *compile(const char *src, const char *profile, const char *entry, unsigned targets)
{
    PrismOptions o = prism_default_options();
    o.profile = profile;
    o.entry = entry;
    o.targets = targets;
    return prism_compile(src, strlen(src), "test.hlsl", &o);
}

static int count_of(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = hay; hay && (p = strstr(p, needle)); p += strlen(needle))
        n++;
    return n;
}

static const char library[] =
    "RWStructuredBuffer<uint> Out : register(u0);\n"
    "uint twice(uint x) { return x * 2; }\n"
    "[shader(\"compute\")] [numthreads(8, 1, 1)]\n"
    "void cs_main(uint3 id : SV_DispatchThreadID) { Out[id.x] = twice(id.x); }\n"
    "struct V { float4 pos : SV_Position; float clip : SV_ClipDistance0; float2 more : SV_ClipDistance1; };\n"
    "[shader(\"vertex\")]\n"
    "V vs_main(uint id : SV_VertexID) { V v; v.pos = float4(twice(id), 0, 0, 1); v.clip = 1; v.more = 2; return v; }\n"
    "[shader(\"pixel\")]\n"
    "float4 ps_main(float4 p : SV_Position, uint prim : SV_PrimitiveID) : SV_Target { return p + prim; }\n";

static void library_is_one_blob_per_target(void)
{
    PrismResult *r = compile(library, "lib_6_3", NULL,
                             PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL);
    CHECK(prism_success(r));
    CHECK(prism_blob_count(r) == 3);
    for (int i = 0; i < prism_blob_count(r); i++)
        CHECK(strcmp(prism_blob(r, i)->entry, "") == 0);
    const PrismBlob *spv = prism_find(r, "vs_main", PRISM_TARGET_SPIRV);
    CHECK(spv && spv == prism_find(r, "ps_main", PRISM_TARGET_SPIRV));
    CHECK(prism_find(r, "cs_main", PRISM_TARGET_WGSL) != NULL);
    CHECK(prism_find(r, "nothing", PRISM_TARGET_MSL) == NULL);
    const PrismBlob *wgsl = prism_find(r, NULL, PRISM_TARGET_WGSL);
    CHECK(wgsl && count_of((const char *)wgsl->data, "fn twice(") == 1);
    CHECK(wgsl && strstr((const char *)wgsl->data, "@vertex") && strstr((const char *)wgsl->data, "@fragment") &&
          strstr((const char *)wgsl->data, "@compute"));
    const PrismBlob *msl = prism_find(r, "cs_main", PRISM_TARGET_MSL);
    CHECK(msl && count_of((const char *)msl->data, "uint twice(") == 1);
    CHECK(prism_entry_count(r) == 3);
    const char *json = prism_reflection_json(r);
    CHECK(json && count_of(json, "\"name\": \"") == 4); /* three entries, one resource */
    /* one module: every entry lists its capabilities */
    CHECK(json && count_of(json, "\"Geometry\"") == 3 && count_of(json, "\"ClipDistance\"") == 3);
    CHECK(json && strstr(json, "{\"semantic\": \"SV_ClipDistance\", \"builtin\": \"clip_distances\", "
                               "\"type\": \"array<f32, 3>\"}"));
    CHECK(json && strstr(json, "{\"semantic\": \"SV_PrimitiveID\", \"builtin\": \"primitive_index\""));
    CHECK(json && strstr(json, "\"clip-distances\"") && strstr(json, "\"primitive-index\""));
    prism_free(r);
}

static void library_entry_alone(void)
{
    PrismResult *r = compile(library, "lib_6_8", "ps_main", PRISM_TARGET_SPIRV);
    CHECK(prism_success(r));
    CHECK(prism_blob_count(r) == 1 && prism_entry_count(r) == 1);
    CHECK(prism_find(r, "ps_main", PRISM_TARGET_SPIRV) != NULL);
    prism_free(r);
}

static void library_compiles_the_same_twice(void)
{
    PrismResult *a = compile(library, "lib_6_3", NULL, PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL);
    PrismResult *b = compile(library, "lib_6_3", NULL, PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL);
    CHECK(prism_blob_count(a) == prism_blob_count(b));
    for (int i = 0; i < prism_blob_count(a) && i < prism_blob_count(b); i++)
        CHECK(prism_blob(a, i)->size == prism_blob(b, i)->size &&
              memcmp(prism_blob(a, i)->data, prism_blob(b, i)->data, prism_blob(a, i)->size) == 0);
    prism_free(a);
    prism_free(b);
}

static int first_code(PrismResult *r)
{
    return prism_diagnostic_count(r) ? prism_diagnostic(r, 0)->code : 0;
}

static void profiles(void)
{
    static const char cs[] = "RWStructuredBuffer<uint> O; [numthreads(1,1,1)] void main() { O[0] = 1; }\n";
    static const struct { const char *profile; int code; } cases[] = {
        {"cs_6_9", 0},    {"cs_6_10", 0},   {"lib_6_10", 3054}, {"gs_6_0", 6060}, {"hs_6_5", 6060},
        {"ds_6_0", 6060}, {"ms_6_5", 6060}, {"as_6_6", 6060},       {"lib_6_2", 6061}, {"cs_6_11", 6002},
        {"cs_7_0", 6002}, {"vs_6", 6002},   {"lib_6_3x", 6002},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
        PrismResult *r = compile(cs, cases[i].profile, cases[i].profile[0] == 'l' ? NULL : "main", PRISM_TARGET_SPIRV);
        int want = cases[i].code; /* lib_6_10: accepted, and a library of no [shader] function has no entry */
        if (first_code(r) != want) {
            printf("  -T %s: got PRISM%d, want PRISM%d\n", cases[i].profile, first_code(r), want);
            unit_case_failed = 1;
        }
        prism_free(r);
    }
}

int main(void)
{
    RUN(library_is_one_blob_per_target);
    RUN(library_entry_alone);
    RUN(library_compiles_the_same_twice);
    RUN(profiles);
    return UNIT_END();
}
