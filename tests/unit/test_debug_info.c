/* -Zi and -fspv-debug: the debug information read back from the SPIR-V.
 * The line table (NonSemantic.Shader.DebugInfo.100's DebugLine, or OpLine)
 * must name exactly the source lines that hold code, the embedded source
 * must be the file's text, every local variable must be described, and
 * spirv-val must accept the module. Run from the repository root as
 * BUILD/tests/test_debug_info. */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "../../include/prism.h"
#include "unit.h"

static const char source[] =
    "RWStructuredBuffer<float> Out : register(u0);\n" /* 1 */
    "\n"                                              /* 2 */
    "float twice(float x)\n"                          /* 3: the parameter's copy */
    "{\n"                                             /* 4 */
    "    float y = x * 2;\n"                          /* 5 */
    "    return y;\n"                                 /* 6 */
    "}\n"                                             /* 7 */
    "\n"                                              /* 8 */
    "[numthreads(4, 1, 1)]\n"                         /* 9 */
    "void main(uint3 id : SV_DispatchThreadID)\n"     /* 10: the input's copy */
    "{\n"                                             /* 11 */
    "    float s = 0;\n"                              /* 12 */
    "    for (uint i = 0; i < id.x; i++)\n"           /* 13 */
    "        s += twice(float(i));\n"                 /* 14 */
    "    if (s > 10)\n"                               /* 15 */
    "        s = 10;\n"                               /* 16 */
    "    Out[id.x] = s;\n"                            /* 17 */
    "}\n";                                            /* 18 */

static const int code_lines[] = {3, 5, 6, 10, 12, 13, 14, 15, 16, 17};

static char *compile_listing(int debug, const char *env, int vulkan_version, int optimize)
{
    PrismOptions o = prism_default_options();
    o.optimize = optimize;
    o.entry = "main";
    o.profile = "cs_6_0";
    o.debug_info = debug;
    o.vulkan_version = vulkan_version;
    PrismResult *r = prism_compile(source, strlen(source), "lines.hlsl", &o);
    char *text = NULL;
    if (r && prism_success(r)) {
        const PrismBlob *b = prism_find(r, "main", PRISM_TARGET_SPIRV);
        text = b ? prism_disassemble_spirv(b->data, b->size) : NULL;
        FILE *f = b ? fopen("/tmp/prism-debug-info.spv", "wb") : NULL;
        if (f) {
            fwrite(b->data, 1, b->size, f);
            fclose(f);
            char cmd[256];
            snprintf(cmd, sizeof cmd, "spirv-val --target-env %s /tmp/prism-debug-info.spv", env);
            CHECK(system(cmd) == 0);
            unlink("/tmp/prism-debug-info.spv");
        }
    } else {
        for (int i = 0; r && i < prism_diagnostic_count(r); i++)
            printf("  %s\n", prism_diagnostic(r, i)->message);
    }
    prism_free(r);
    return text;
}

/* The value of each 32-bit unsigned OpConstant of a listing, by id. */
typedef struct Consts {
    uint32_t val[4096];
    bool have[4096];
} Consts;

static void read_consts(const char *text, Consts *c)
{
    memset(c, 0, sizeof *c);
    unsigned uint_type = 0, id, ty, v;
    for (const char *p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        int end = 0;
        if (sscanf(p, " %%%u = OpTypeInt 32 0%n", &id, &end) == 1 && end > 0)
            uint_type = id;
        else if (sscanf(p, " %%%u = OpConstant %%%u %u", &id, &ty, &v) == 3 && ty == uint_type && id < 4096)
            c->val[id] = v, c->have[id] = true;
    }
}

/* Lines named by the line table: DebugLine's start line, or OpLine's. */
static void lines_of(const char *text, bool vulkan, bool *seen, int max)
{
    Consts c;
    read_consts(text, &c);
    for (const char *p = text; p && *p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL) {
        unsigned id, src, l0, l1, file, line;
        const char *dl = strstr(p, "DebugLine %");
        const char *eol = strchr(p, '\n');
        if (vulkan && dl && (!eol || dl < eol) && sscanf(dl, "DebugLine %%%u %%%u %%%u", &src, &l0, &l1) == 3) {
            CHECK(l0 < 4096 && c.have[l0] && c.have[l1] && c.val[l0] == c.val[l1]);
            if (l0 < 4096 && c.have[l0] && (int)c.val[l0] < max)
                seen[c.val[l0]] = true;
        } else if (!vulkan && sscanf(p, " OpLine %%%u %u", &file, &line) == 2 && (int)line < max) {
            seen[line] = true;
        }
        (void)id;
    }
}

static void check_lines(const char *text, bool vulkan)
{
    bool seen[64] = {0}, want[64] = {0};
    lines_of(text, vulkan, seen, 64);
    for (size_t i = 0; i < sizeof code_lines / sizeof *code_lines; i++)
        want[code_lines[i]] = true;
    for (int l = 1; l < 64; l++)
        if (seen[l] != want[l]) {
            printf("  line %d: %s in the line table\n", l, seen[l] ? "is" : "is not");
            unit_case_failed = 1;
        }
}

static void vulkan_with_source_line_table(void)
{
    char *t = compile_listing(PRISM_DEBUG_FILE | PRISM_DEBUG_SOURCE | PRISM_DEBUG_LINE | PRISM_DEBUG_VULKAN,
                              "vulkan1.2", 120, 1);
    CHECK(t != NULL);
    if (!t)
        return;
    check_lines(t, true);
    /* the source, in the OpString DebugSource names (the listing escapes only quotes) */
    CHECK(strstr(t, "OpString \"RWStructuredBuffer<float> Out : register(u0);\n\nfloat twice(float x)\n") != NULL);
    CHECK(strstr(t, "DebugSource") && strstr(t, "DebugCompilationUnit") && strstr(t, "DebugEntryPoint"));
    CHECK(strstr(t, "OpExtInstImport \"NonSemantic.Shader.DebugInfo.100\""));
    CHECK(strstr(t, "OpExtension \"SPV_KHR_non_semantic_info\""));
    /* every local, the parameters' copies too, a DebugLocalVariable with a DebugDeclare */
    static const char *const locals[] = {"\"s\"", "\"i\"", "\"y\"", "\"x\"", "\"id\""};
    for (int k = 0; k < 5; k++)
        CHECK(strstr(t, locals[k]) != NULL);
    int vars = 0, decls = 0;
    for (const char *p = t; (p = strstr(p, "DebugLocalVariable")); p++)
        vars++;
    for (const char *p = t; (p = strstr(p, "DebugDeclare")); p++)
        decls++;
    CHECK(vars == 5 && decls == 5);
    CHECK(strstr(t, "DebugFunction") && strstr(t, "DebugFunctionDefinition") && strstr(t, "DebugScope"));
    free(t);
}

/* SPIR-V 1.6: NonSemantic info is core, no extension. */
static void vulkan_debug_info_in_spirv_16(void)
{
    char *t = compile_listing(PRISM_DEBUG_FILE | PRISM_DEBUG_LINE | PRISM_DEBUG_VULKAN, "vulkan1.3", 130, 1);
    CHECK(t && !strstr(t, "SPV_KHR_non_semantic_info") && strstr(t, "DebugLine"));
    if (t)
        check_lines(t, true);
    /* without "source": no text, only the file's name */
    CHECK(t && !strstr(t, "float twice(float x)"));
    free(t);
}

/* -Zi alone (DXC: file, source, line, tool): OpSource with the text,
 * OpLine, OpModuleProcessed. Optimized, the constant stores and copies
 * fold away and their lines with them, so this reads -Od's table. */
static void zi_opline_table(void)
{
    char *t = compile_listing(PRISM_DEBUG_FILE | PRISM_DEBUG_SOURCE | PRISM_DEBUG_LINE | PRISM_DEBUG_TOOL,
                              "vulkan1.2", 120, 0);
    CHECK(t != NULL);
    if (!t)
        return;
    check_lines(t, false);
    CHECK(strstr(t, "OpSource HLSL 600 %") && strstr(t, "float twice(float x)"));
    CHECK(strstr(t, "OpModuleProcessed \"prism " PRISM_VERSION "\""));
    CHECK(strstr(t, "OpModuleProcessed \"-T cs_6_0 -E main"));
    CHECK(!strstr(t, "NonSemantic"));
    free(t);
}

int main(void)
{
    RUN(vulkan_with_source_line_table);
    RUN(vulkan_debug_info_in_spirv_16);
    RUN(zi_opline_table);
    return UNIT_END();
}
