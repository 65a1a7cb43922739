/* libFuzzer target: the whole compiler through the public API
 * (prism_compile), on every target this build has, with the IR verifier on.
 *
 * The rule it enforces: if it compiles, it validates. Every SPIR-V module of
 * a successful compilation goes through SPIRV-Tools' validator in process
 * (spvValidate, for the Vulkan environment of the options: libspirv.h,
 * validation only). MSL and WGSL need their checkers (clang, Tint in node),
 * which are too slow to run per input: with FUZZ_SAVE_TEXT=DIR set, each
 * text output is written to DIR, named after a hash of the input, for
 * tests/fuzz/check-text.sh to validate in batches.
 *
 * Also a bug: a crash, a sanitizer report, an internal error, a failed
 * compilation that returns output, a text output with a NUL inside, or a
 * diagnostic that cannot be formatted. A target this build lacks (PRISM6005)
 * is dropped and the input compiled again without it. With
 * FUZZ_MUST_COMPILE=1 (tests/fuzz/gen-check.sh: generated shaders), a
 * compile error is a failure too. */
/* libspirv.h defines (not declares) kDefaultMaxIdBound, which in C has
 * external linkage: libprism's spv_validate.c includes it too, so rename
 * this unit's copy or the link fails with a duplicate symbol. */
#define kDefaultMaxIdBound fuzz_compile_kDefaultMaxIdBound
#include <spirv-tools/libspirv.h>
#undef kDefaultMaxIdBound
#include "fuzz_common.h"

static unsigned long long fnv1a(const char *s, size_t n)
{
    unsigned long long h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
    return h;
}

static void validate_spirv(const FuzzInput *in, const PrismBlob *b)
{
    spv_target_env env = in->o.vulkan_version == 110   ? SPV_ENV_VULKAN_1_1
                         : in->o.vulkan_version == 130 ? SPV_ENV_VULKAN_1_3
                                                       : SPV_ENV_VULKAN_1_2;
    if (b->size % 4)
        fuzz_die(in, "SPIR-V blob size is not a whole number of words", b->entry);
    spv_context ctx = spvContextCreate(env);
    spv_const_binary_t bin = {(const uint32_t *)(const void *)b->data, b->size / 4};
    spv_diagnostic d = NULL;
    spv_result_t r = spvValidate(ctx, &bin, &d);
    if (r != SPV_SUCCESS) {
        char msg[4096];
        snprintf(msg, sizeof msg, "entry %s, vulkan %d: %s", b->entry, in->o.vulkan_version,
                 d && d->error ? d->error : "(no message)");
        fuzz_die(in, "compiled, but the SPIR-V is invalid (spirv-val)", msg);
    }
    spvDiagnosticDestroy(d);
    spvContextDestroy(ctx);
}

static void save_text(const FuzzInput *in, const char *dir, const PrismBlob *b)
{
    char path[4096];
    snprintf(path, sizeof path, "%s/%016llx.%s.%s", dir, fnv1a(in->text, in->len), b->entry,
             b->target == PRISM_TARGET_MSL ? "metal" : "wgsl");
    FILE *f = fopen(path, "wb");
    if (!f)
        return;
    fwrite(b->data, 1, b->size, f);
    fclose(f);
}

/* The targets some diagnostic says this build lacks (PRISM6005 'msl' ...). */
static unsigned missing_targets(const PrismResult *r)
{
    unsigned t = 0;
    for (int i = 0; i < prism_diagnostic_count(r); i++) {
        const PrismDiagnostic *d = prism_diagnostic(r, i);
        if (d->code != 6005)
            continue;
        t |= strstr(d->message, "'msl'") ? PRISM_TARGET_MSL : 0;
        t |= strstr(d->message, "'wgsl'") ? PRISM_TARGET_WGSL : 0;
        t |= strstr(d->message, "'spirv'") ? PRISM_TARGET_SPIRV : 0;
    }
    return t;
}

/* A generated shader's "// TARGETS: spirv msl" line (gen_hlsl writes one:
 * 16-bit integers and 64-bit types leave WGSL out), as tests/fuzz/gen-check.sh
 * reads it; 0 when there is none. */
static unsigned header_targets(const char *text, size_t len)
{
    static const char key[] = "// TARGETS:";
    for (size_t i = 0; i + sizeof key - 1 <= len; i++) {
        if ((i && text[i - 1] != '\n') || strncmp(text + i, key, sizeof key - 1) != 0)
            continue;
        unsigned t = 0;
        size_t end = i;
        while (end < len && text[end] != '\n')
            end++;
        for (size_t k = i + sizeof key - 1; k < end; k++) {
            t |= strncmp(text + k, "spirv", 5) == 0 ? PRISM_TARGET_SPIRV : 0;
            t |= strncmp(text + k, "msl", 3) == 0 ? PRISM_TARGET_MSL : 0;
            t |= strncmp(text + k, "wgsl", 4) == 0 ? PRISM_TARGET_WGSL : 0;
        }
        return t;
    }
    return 0;
}

static void check_result(const FuzzInput *in, const PrismResult *r)
{
    if (!r)
        fuzz_die(in, "prism_compile returned NULL", NULL);
    for (int i = 0; i < prism_diagnostic_count(r); i++) {
        const PrismDiagnostic *d = prism_diagnostic(r, i);
        if (fuzz_is_internal(d->code))
            fuzz_die(in, "internal error", d->message);
        char *s = prism_format_diagnostic(r, i, 1);
        if (!s || !strstr(s, "PRISM"))
            fuzz_die(in, "a diagnostic did not format", d->message);
        free(s);
    }
    if (!prism_success(r)) {
        if (prism_blob_count(r) || prism_reflection_json(r))
            fuzz_die(in, "a failed compilation returned output", NULL);
        return;
    }
    if (!prism_reflection_json(r))
        fuzz_die(in, "a successful compilation has no reflection", NULL);
    const char *dir = getenv("FUZZ_SAVE_TEXT");
    for (int i = 0; i < prism_blob_count(r); i++) {
        const PrismBlob *b = prism_blob(r, i);
        if (b->target == PRISM_TARGET_SPIRV) {
            validate_spirv(in, b);
            continue;
        }
        if (strlen((const char *)b->data) != b->size)
            fuzz_die(in, "a text output has a NUL inside or none at its end", b->entry);
        if (dir && *dir)
            save_text(in, dir, b);
    }
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    FuzzInput in;
    if (!fuzz_input_init(&in, data, size))
        return -1;
    in.o.targets = PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    const char *must = getenv("FUZZ_MUST_COMPILE");
    bool must_compile = must && *must == '1';
    unsigned wanted = must_compile ? header_targets(in.text, in.len) : 0;
    if (wanted) /* the shader compiles for these; the others may refuse it */
        in.o.targets = wanted;
    PrismResult *r = prism_compile(in.text, in.len, "input.hlsl", &in.o);
    unsigned missing = missing_targets(r);
    if (missing && (in.o.targets & ~missing)) {
        prism_free(r);
        in.o.targets &= ~missing;
        r = prism_compile(in.text, in.len, "input.hlsl", &in.o);
    }
    check_result(&in, r);
    if (must_compile && !prism_success(r)) {
        char *first = prism_format_diagnostic(r, 0, 0);
        fuzz_die(&in, "FUZZ_MUST_COMPILE: a generated shader does not compile", first);
    }
    prism_free(r);
    fuzz_input_free(&in);
    return 0;
}
