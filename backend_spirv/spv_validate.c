/* Validation of modules that use inline SPIR-V, in process, as DXC does:
 * inline SPIR-V lets the user write what no Vulkan driver accepts (the
 * seed's OpBitReverse on a uint64_t), and Prism never hands out invalid
 * SPIR-V. Prism's own code is valid by construction (the fuzzers check);
 * a module that inline SPIR-V reached goes through SPIRV-Tools' validator
 * for its Vulkan environment, unless -Vd. A failure is D_SPV_INLINE_INVALID
 * at the declaration that produced the instruction the validator names
 * (its position is the instruction's ordinal in the module), and no output.
 *
 * SPIRV-Tools is C++: the Makefile links it (and libstdc++) unless
 * SPIRV_TOOLS=0, which builds libprism without it (the WebAssembly build);
 * then such modules are written unvalidated, with a warning. */
#include <string.h>
#include "spv_internal.h"
#ifdef PRISM_HAVE_SPIRV_TOOLS
#include <spirv-tools/libspirv.h>
#endif

/* Word offset of the index-th instruction (1-based), or 0. */
static size_t instruction_at(const uint32_t *words, size_t n, size_t index)
{
    size_t at = 5, count = 0;
    while (at < n) {
        uint32_t len = words[at] >> 16;
        if (++count == index)
            return at;
        if (!len)
            return 0;
        at += len;
    }
    return 0;
}

/* The validator's message on one line: "[VUID-...] What; %7 = OpBitReverse ...". */
static const char *one_line(SpvWriter *w, const char *msg)
{
    StrBuf sb = {0};
    bool space = false;
    for (const char *p = msg; *p; p++) {
        if (*p == '\n') {
            while (sb.len && sb.data[sb.len - 1] == ' ')
                sb.len--;
            if (p[1] && sb.len)
                sb_puts(&sb, "; ");
            while (p[1] == ' ')
                p++;
            space = false;
            continue;
        }
        if (*p == ' ' && space)
            continue;
        space = *p == ' ';
        sb_putc(&sb, *p);
    }
    while (sb.len && (sb.data[sb.len - 1] == ' ' || sb.data[sb.len - 1] == ';'))
        sb.len--;
    const char *r = arena_strndup(w->a, sb.data ? sb.data : "", sb.len);
    sb_free(&sb);
    return r;
}

static SrcLoc where(SpvWriter *w, const uint32_t *words, size_t n, size_t index)
{
    size_t start[SEC_COUNT];
    size_t at = 5;
    for (int s = 0; s < SEC_COUNT; s++) {
        start[s] = at;
        at += (size_t)w->sec[s].len;
    }
    SrcLoc loc = {0, 0, 0};
    size_t word = index ? instruction_at(words, n, index) : 0;
    if (word && spv_inline_where(w, start, word, &loc))
        return loc;
    spv_inline_first(w, &loc);
    return loc;
}

bool spv_validate(SpvWriter *w, const StrBuf *module)
{
    size_t n = module->len / 4;
    uint32_t *words = ARENA_ARRAY(w->a, uint32_t, n + 1);
    memcpy(words, module->data, n * 4);
#ifdef PRISM_HAVE_SPIRV_TOOLS
    spv_target_env env = w->vulkan == 110 ? SPV_ENV_VULKAN_1_1 : w->vulkan == 130 ? SPV_ENV_VULKAN_1_3 : SPV_ENV_VULKAN_1_2;
    spv_context ctx = spvContextCreate(env);
    spv_const_binary_t bin = {words, n};
    spv_diagnostic d = NULL;
    spv_result_t r = spvValidate(ctx, &bin, &d);
    bool ok = r == SPV_SUCCESS;
    if (!ok) {
        const char *msg = one_line(w, d && d->error ? d->error : "the validator gave no reason");
        diag(w->c, where(w, words, n, d ? d->position.index : 0), D_SPV_INLINE_INVALID, msg);
    }
    spvDiagnosticDestroy(d);
    spvContextDestroy(ctx);
    return ok;
#else
    (void)one_line;
    diag(w->c, where(w, words, n, 0), D_SPV_INLINE_NOT_VALIDATED);
    return true;
#endif
}
