/* What the three libFuzzer targets share (tests/fuzz/fuzz_*.c):
 *
 *   - options from the input's own "// ARGS:" line, as the test files spell
 *     them (-T, -E, -HV, -fspv-target-env=, -enable-16bit-types, -O0, -D,
 *     -fvk-X-shift N S), so that a seed from tests/ compiles as its test does
 *     and the fuzzer mutates the options along with the code;
 *   - #include served from memory: "self..." is the input itself (include
 *     depth, #pragma once), "inc..." a small fixed header, anything else is
 *     missing; the file system is never read;
 *   - the rule that an internal error (PRISM9000, PRISM9002) on any input is
 *     a bug: fuzz_die() aborts, and libFuzzer keeps the input.
 *
 * No global state: everything lives in a FuzzInput on the caller's stack. */
#ifndef PRISM_FUZZ_COMMON_H
#define PRISM_FUZZ_COMMON_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../include/prism.h"

enum { FUZZ_MAX_ARGS = 16, FUZZ_ARGS_BYTES = 512 };

typedef struct FuzzInput {
    const char *text; /* the input, NUL-terminated copy */
    size_t len;
    PrismOptions o;
    char args[FUZZ_ARGS_BYTES]; /* the ARGS line, split in place */
    const char *defines[FUZZ_MAX_ARGS];
    struct PrismBindingShift shifts[FUZZ_MAX_ARGS];
} FuzzInput;

static const char fuzz_header[] =
    "#pragma once\n"
    "#define INC_SCALE 3\n"
    "static const uint inc_k = 7;\n"
    "uint inc_twice(uint x) { return x * 2u; }\n";

static inline char *fuzz_read_file(void *user, const char *path, size_t *len)
{
    const FuzzInput *in = user;
    const char *base = strrchr(path, '/');
    base = base ? base + 1 : path;
    const char *text;
    size_t n;
    if (strncmp(base, "self", 4) == 0)
        text = in->text, n = in->len;
    else if (strncmp(base, "inc", 3) == 0)
        text = fuzz_header, n = sizeof fuzz_header - 1;
    else
        return NULL;
    char *copy = malloc(n + 1);
    if (!copy)
        abort();
    memcpy(copy, text, n);
    copy[n] = 0;
    *len = n;
    return copy;
}

/* The next blank-separated word of *s, NUL-terminated in place, or NULL. */
static inline char *fuzz_word(char **s)
{
    char *p = *s;
    while (*p == ' ' || *p == '\t')
        p++;
    if (!*p)
        return NULL;
    char *w = p;
    while (*p && *p != ' ' && *p != '\t')
        p++;
    if (*p)
        *p++ = 0;
    *s = p;
    return w;
}

static inline void fuzz_parse_args(FuzzInput *in)
{
    const char *a = strstr(in->text, "// ARGS:");
    if (!a || a - in->text > 4096)
        return;
    a += 8;
    size_t n = strcspn(a, "\r\n");
    if (n >= sizeof in->args)
        n = sizeof in->args - 1;
    memcpy(in->args, a, n);
    in->args[n] = 0;
    char *s = in->args, *w;
    while ((w = fuzz_word(&s))) {
        if (strcmp(w, "-T") == 0)
            in->o.profile = fuzz_word(&s);
        else if (strcmp(w, "-E") == 0)
            in->o.entry = fuzz_word(&s);
        else if (strcmp(w, "-HV") == 0) {
            const char *v = fuzz_word(&s);
            in->o.hlsl_version = v && strcmp(v, "2018") == 0 ? 2018 : 2021;
        } else if (strncmp(w, "-fspv-target-env=vulkan1.", 25) == 0)
            in->o.vulkan_version = w[25] == '1' ? 110 : w[25] == '3' ? 130 : 120;
        else if (strcmp(w, "-enable-16bit-types") == 0)
            in->o.enable_16bit_types = 1;
        else if (strcmp(w, "-O0") == 0)
            in->o.optimize = 0;
        else if (strncmp(w, "-D", 2) == 0 && in->o.num_defines < FUZZ_MAX_ARGS) {
            const char *d = w[2] ? w + 2 : fuzz_word(&s);
            if (d)
                in->defines[in->o.num_defines++] = d;
        } else if (strncmp(w, "-fvk-", 5) == 0 && strlen(w) == 12 && strcmp(w + 6, "-shift") == 0 &&
                   in->o.num_binding_shifts < FUZZ_MAX_ARGS) {
            const char *sh = fuzz_word(&s), *sp = fuzz_word(&s);
            if (sh && sp) {
                struct PrismBindingShift *b = &in->shifts[in->o.num_binding_shifts++];
                b->reg_class = w[5];
                b->shift = atoi(sh);
                b->space = strcmp(sp, "all") == 0 ? -1 : atoi(sp);
            }
        }
    }
}

/* The targets of the input's "// TARGETS: spirv msl" line (gen_hlsl writes
 * one: a shader with 16- or 64-bit types cannot go to WGSL or MSL), else
 * all three. */
static inline unsigned fuzz_targets(const FuzzInput *in)
{
    const char *t = strstr(in->text, "// TARGETS:");
    if (!t || t - in->text > 4096)
        return PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    size_t n = strcspn(t, "\r\n");
    unsigned m = 0;
    for (size_t i = 11; i < n; i++) {
        if (strncmp(t + i, "spirv", 5) == 0)
            m |= PRISM_TARGET_SPIRV;
        else if (strncmp(t + i, "msl", 3) == 0)
            m |= PRISM_TARGET_MSL;
        else if (strncmp(t + i, "wgsl", 4) == 0)
            m |= PRISM_TARGET_WGSL;
    }
    return m ? m : PRISM_TARGET_SPIRV;
}

/* Fills in from the fuzzer's bytes. Returns 0 when the input is not worth
 * compiling (too large for a fast iteration); free with fuzz_input_free. */
static inline int fuzz_input_init(FuzzInput *in, const unsigned char *data, size_t size)
{
    memset(in, 0, sizeof *in);
    if (size > 256 * 1024)
        return 0;
    char *text = malloc(size + 1);
    if (!text)
        abort();
    memcpy(text, data, size);
    text[size] = 0;
    in->text = text;
    in->len = size;
    in->o = prism_default_options();
    in->o.verify_ir = 1;
    in->o.max_errors = 20;
    in->o.read_file = fuzz_read_file;
    in->o.read_file_user = in;
    fuzz_parse_args(in);
    in->o.defines = in->defines;
    in->o.binding_shifts = in->shifts;
    return 1;
}

static inline void fuzz_input_free(FuzzInput *in) { free((void *)in->text); }

/* A bug found: says what, shows the input's first lines, aborts. */
static inline void fuzz_die(const FuzzInput *in, const char *what, const char *detail)
{
    fprintf(stderr, "\n==== prism fuzz: %s\n%s\n==== input (%zu bytes):\n%.*s\n", what,
            detail ? detail : "", in->len, in->len > 2000 ? 2000 : (int)in->len, in->text);
    abort();
}

/* Internal errors are bugs whatever the input; PRISM9001 (too many errors) is not. */
static inline int fuzz_is_internal(int code) { return code >= 9000 && code != 9001; }

#endif
