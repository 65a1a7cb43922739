/* libFuzzer target: the preprocessor alone (frontend/pp*.c and the lexer).
 *
 * Preprocesses the input (options from its "// ARGS:" line, #include from
 * memory: tests/fuzz/fuzz_common.h), prints the -P form, and, when that
 * succeeded without errors, preprocesses the -P text again: the second run
 * must give no error and the same token kinds and spellings (the -P form is
 * meant to be compiled: dxc -P, then compile). A crash, a sanitizer report, an
 * internal error or a round trip that differs is a bug.
 *
 * Set FUZZ_PP_NO_ROUNDTRIP=1 to check crashes only. */
#include <setjmp.h>
#include "../../frontend/token.h"
#include "../../util/ctx.h"
#include "fuzz_common.h"

/* Preprocesses text; returns its tokens (in c's arena) or fails. */
static int pp_run(Ctx *c, const char *name, const char *text, size_t len, TokenVec *toks)
{
    jmp_buf jb;
    c->bail = &jb;
    if (setjmp(jb))
        return 0;
    uint32_t file = ctx_add_file(c, name, name, text, len);
    return preprocess(c, file, toks);
}

static void check_internal(const FuzzInput *in, Ctx *c)
{
    for (int i = 0; i < c->diags.len; i++)
        if (fuzz_is_internal(c->diags.data[i].code))
            fuzz_die(in, "internal error in the preprocessor", c->diags.data[i].message);
}

static void round_trip(const FuzzInput *in, const TokenVec *toks, const char *printed, size_t plen)
{
    PrismOptions o = prism_default_options();
    Ctx *c = ctx_new(&o);
    TokenVec again = {0};
    int ok = pp_run(c, "printed.hlsl", printed, plen, &again);
    StrBuf why = {0};
    if (!ok || c->errors) {
        sb_printf(&why, "the -P output does not preprocess again:\n%s\n%s",
                  c->diags.len ? c->diags.data[0].message : "", printed);
    } else {
        int n1 = toks->len, n2 = again.len;
        int i = 0;
        while (i < n1 && i < n2 && toks->data[i].kind == again.data[i].kind &&
               toks->data[i].len == again.data[i].len &&
               memcmp(toks->data[i].text, again.data[i].text, toks->data[i].len) == 0)
            i++;
        if (i < n1 || i < n2)
            sb_printf(&why, "token %d differs after -P: '%.*s' became '%.*s'\n%s", i,
                      i < n1 ? (int)toks->data[i].len : 3, i < n1 ? toks->data[i].text : "EOF",
                      i < n2 ? (int)again.data[i].len : 3, i < n2 ? again.data[i].text : "EOF", printed);
    }
    ctx_free(c);
    if (why.len)
        fuzz_die(in, "-P round trip", why.data);
    sb_free(&why);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    FuzzInput in;
    if (!fuzz_input_init(&in, data, size))
        return -1;
    Ctx *c = ctx_new(&in.o);
    TokenVec toks = {0};
    int ok = pp_run(c, "input.hlsl", in.text, in.len, &toks);
    check_internal(&in, c);
    if (ok && !c->errors) {
        StrBuf sb = {0};
        preprocess_print(c, &toks, &sb);
        const char *skip = getenv("FUZZ_PP_NO_ROUNDTRIP");
        if (!(skip && *skip == '1'))
            round_trip(&in, &toks, sb.data ? sb.data : "", sb.len);
        sb_free(&sb);
    }
    ctx_free(c);
    fuzz_input_free(&in);
    return 0;
}
