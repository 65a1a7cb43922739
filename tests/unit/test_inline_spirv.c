/* Inline SPIR-V through the public API: in-process validation and -Vd
 * (PrismOptions.skip_validation), the reflection of what inline SPIR-V
 * declares, the grammar names messages use, and two compilations on two
 * threads giving the same bytes. */
#include <pthread.h>
#include "../../include/prism.h"
#include "../../ir/spirv_grammar.h"
#include "unit.h"

static const char *const bitreverse64 =
    "[[vk::ext_instruction(/* OpBitReverse */ 204)]]\n"
    "uint64_t myBitReverse(uint64_t v);\n"
    "RWStructuredBuffer<uint64_t> buf;\n"
    "[numthreads(64, 1, 1)] [shader(\"compute\")]\n"
    "void main(uint gi : SV_GroupIndex) { buf[gi] = myBitReverse(buf[gi]); }\n";

static const char *const clock_src =
    "[[vk::ext_capability(/* ShaderClockKHR */ 5055)]]\n"
    "[[vk::ext_extension(\"SPV_KHR_shader_clock\")]]\n"
    "[[vk::ext_instruction(/* OpReadClockKHR */ 5056)]]\n"
    "uint2 readClock(uint scope);\n"
    "RWStructuredBuffer<uint2> buf;\n"
    "[numthreads(1, 1, 1)] [shader(\"compute\")]\n"
    "void main() { buf[0] = readClock(/* Device */ 1); }\n";

static PrismResult *compile(const char *src, int skip_validation)
{
    PrismOptions o = prism_default_options();
    o.profile = "cs_6_0";
    o.skip_validation = skip_validation;
    return prism_compile(src, strlen(src), "t.hlsl", &o);
}

/* The seed's uint64_t OpBitReverse: invalid, so no output and PRISM5080
 * with the validator's reason at the declaration; with -Vd, written. */
static void validation_and_vd(void)
{
    PrismResult *r;
#ifndef PRISM_HAVE_SPIRV_TOOLS
    /* Built with SPIRV_TOOLS=0: written, with warning PRISM5081 at the
     * first inline declaration (nothing checked it); -Vd silences it. */
    r = compile(bitreverse64, 0);
    CHECK(prism_success(r) && prism_blob_count(r) == 1 && prism_diagnostic_count(r) == 1);
    const PrismDiagnostic *w = prism_diagnostic(r, 0);
    CHECK(w && w->code == 5081 && w->severity == PRISM_WARNING && w->line == 2);
    prism_free(r);
    r = compile(bitreverse64, 1);
    CHECK(prism_success(r) && prism_diagnostic_count(r) == 0);
    prism_free(r);
    return;
#endif
    r = compile(bitreverse64, 0);
    CHECK(!prism_success(r));
    CHECK(prism_blob_count(r) == 0);
    CHECK(prism_diagnostic_count(r) == 1);
    const PrismDiagnostic *d = prism_diagnostic(r, 0);
    CHECK(d && d->code == 5080 && d->line == 2 && d->column == 10);
    CHECK(d && strstr(d->message, "generated SPIR-V is invalid: ") == d->message);
    CHECK(d && strstr(d->message, "Expected 32-bit int type for Base operand: BitReverse"));
    prism_free(r);
    r = compile(bitreverse64, 1);
    CHECK(prism_success(r));
    CHECK(prism_blob_count(r) == 1);
    const PrismBlob *b = prism_blob(r, 0);
    CHECK(b && b->size > 20 && b->data[0] == 0x03 && b->data[3] == 0x07); /* the magic number */
    prism_free(r);
}

static void reflection_names_what_inline_spirv_needs(void)
{
    PrismResult *r = compile(clock_src, 0);
    CHECK(prism_success(r));
    const char *j = prism_reflection_json(r);
    CHECK(j && strstr(j, "\"inlineSpirv\": {\"capabilities\": [\"ShaderClockKHR\"], \"extensions\": "
                         "[\"SPV_KHR_shader_clock\"]"));
    CHECK(j && strstr(j, "\"vulkanFeatures\": [\"VkPhysicalDeviceShaderClockFeaturesKHR::shaderDeviceClock\"], "
                         "\"vulkanExtensions\": [\"VK_KHR_shader_clock\"]"));
    CHECK(j && strstr(j, "\"capabilities\": [\"Shader\", \"ShaderClockKHR\"]"));
    prism_free(r);
    /* A shader without inline SPIR-V has no inlineSpirv object. */
    const char *plain = "RWStructuredBuffer<uint> b; [numthreads(1,1,1)] [shader(\"compute\")] void main() { b[0] = 1; }";
    r = compile(plain, 0);
    CHECK(prism_success(r) && !strstr(prism_reflection_json(r), "inlineSpirv"));
    prism_free(r);
    /* [[vk::spvexecutionmode]]: the entry's own modes. */
    const char *modes = "RWStructuredBuffer<uint> b;\n"
                        "[[vk::ext_extension(\"SPV_KHR_subgroup_uniform_control_flow\")]]\n"
                        "[[vk::spvexecutionmode(4421)]] [numthreads(1,1,1)] [shader(\"compute\")] void main() { b[0] = 1; }";
    r = compile(modes, 0);
    j = prism_success(r) ? prism_reflection_json(r) : NULL;
    CHECK(j && strstr(j, "\"extensions\": [\"SPV_KHR_subgroup_uniform_control_flow\"], "
                         "\"executionModes\": [\"SubgroupUniformControlFlowKHR\"]"));
    prism_free(r);
    /* A stage input made a built-in by [[vk::ext_decorate(BuiltIn, B)]]
     * (and an ext_builtin_input variable) is listed by its SPIR-V name. */
    const char *fragsize = "[[vk::ext_extension(\"SPV_EXT_fragment_invocation_density\"), vk::ext_capability(5291)]]\n"
                           "[[vk::ext_builtin_input(/* FragInvocationCountEXT */ 5293)]] static const uint Count;\n"
                           "[shader(\"pixel\")] float4 main([[vk::ext_decorate(11, 5292)]] uint2 s : FRAGSIZE) : SV_Target "
                           "{ return s.x + Count; }";
    PrismOptions o = prism_default_options();
    o.profile = "ps_6_0";
    r = prism_compile(fragsize, strlen(fragsize), "t.hlsl", &o);
    j = prism_success(r) ? prism_reflection_json(r) : NULL;
    CHECK(j && strstr(j, "{\"semantic\": \"FRAGSIZE\", \"builtin\": \"FragSizeEXT\", \"type\": \"vec2<u32>\""));
    CHECK(j && strstr(j, "\"builtin\": \"FragInvocationCountEXT\""));
    prism_free(r);
}

static void grammar_names(void)
{
    CHECK_STR(spirv_opcode_name(5056), "OpReadClockKHR");
    CHECK_STR(spirv_opcode_name(204), "OpBitReverse");
    CHECK(spirv_opcode_name(6999) == NULL);
    CHECK(spirv_opcode_results(204) == 3);  /* a result type and id */
    CHECK(spirv_opcode_results(228) == 0);  /* OpAtomicStore: none */
    CHECK(spirv_opcode_results(6999) == -1);
    CHECK_STR(spirv_enum_name(SPIRV_ENUM_CAPABILITY, 5055), "ShaderClockKHR");
    CHECK_STR(spirv_enum_name(SPIRV_ENUM_EXECUTIONMODE, 4421), "SubgroupUniformControlFlowKHR");
    CHECK_STR(spirv_enum_name(SPIRV_ENUM_BUILTIN, 16), "PointCoord");
    CHECK_STR(spirv_enum_name(SPIRV_ENUM_STORAGECLASS, 4), "Workgroup");
    CHECK_STR(spirv_enum_name(SPIRV_ENUM_DECORATION, 19), "Restrict");
    CHECK_STR(spirv_ext_inst_name("GLSL.std.450", 13), "Sin");
    CHECK_STR(spirv_ext_inst_name("SPV_AMD_shader_trinary_minmax", 1), "FMin3AMD");
    CHECK(spirv_ext_inst_name("NoSuchSet", 1) == NULL);
}

/* The validator runs in each compilation's own context: two threads at once. */
static void *compile_thread(void *arg)
{
    PrismResult *r = compile(clock_src, 0);
    const PrismBlob *b = prism_blob(r, 0);
    unsigned char *copy = NULL;
    size_t *out = arg;
    if (b) {
        copy = malloc(b->size);
        memcpy(copy, b->data, b->size);
        out[1] = b->size;
    }
    out[0] = (size_t)copy;
    prism_free(r);
    return NULL;
}

static void two_threads(void)
{
    pthread_t t[2];
    size_t out[2][2] = {{0, 0}, {0, 0}};
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, compile_thread, out[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    CHECK(out[0][0] && out[1][0] && out[0][1] == out[1][1]);
    CHECK(out[0][0] && out[1][0] && memcmp((void *)out[0][0], (void *)out[1][0], out[0][1]) == 0);
    free((void *)out[0][0]);
    free((void *)out[1][0]);
}

int main(void)
{
    RUN(validation_and_vd);
    RUN(reflection_names_what_inline_spirv_needs);
    RUN(grammar_names);
    RUN(two_threads);
    return UNIT_END();
}
