/* libFuzzer target: the front end, preprocess + parse + sema + lower, then
 * the IR verifier (ir/verify.c) on what lowering made and after each
 * optional pass. No backend: this target spends its time where most bugs
 * live. A crash, a sanitizer report, an internal error (PRISM9000) or a
 * verifier failure (PRISM9002) is a bug. */
#include <setjmp.h>
#include "../../frontend/frontend.h"
#include "../../frontend/token.h"
#include "../../util/ctx.h"
#include "fuzz_common.h"

static void front_end(Ctx *c, const FuzzInput *in)
{
    uint32_t file = ctx_add_file(c, "input.hlsl", "input.hlsl", in->text, in->len);
    TokenVec toks = {0};
    if (!preprocess(c, file, &toks))
        return;
    Ast ast = {0};
    if (!parse(c, &toks, &ast) || !sema_check(c, &ast) || c->errors)
        return;
    IrModule *m = lower_to_ir(c, &ast);
    if (!m || c->errors || !ir_verify(m, "lower_to_ir"))
        return;
    /* The optional passes in lib/compile.c's order, each verified. */
    static const struct { const char *name; bool (*run)(IrModule *); } passes[] = {
        {"ir_opt_vars_to_ssa", ir_opt_vars_to_ssa},
        {"ir_opt_constant_fold", ir_opt_constant_fold},
        {"ir_opt_dce", ir_opt_dce},
    };
    for (size_t i = 0; i < sizeof passes / sizeof passes[0]; i++) {
        passes[i].run(m);
        arena_reset(c->scratch);
        if (!ir_verify(m, passes[i].name))
            return;
    }
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);
int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
    FuzzInput in;
    if (!fuzz_input_init(&in, data, size))
        return -1;
    /* prism_compile rejects other profiles (PRISM6002) before sema sees them;
     * this target calls the phases directly, so it drops them itself. */
    const char *t = in.o.profile;
    if (t && !(strlen(t) == 6 && (strncmp(t, "cs_6_", 5) == 0 || strncmp(t, "vs_6_", 5) == 0 ||
                                  strncmp(t, "ps_6_", 5) == 0) && t[5] >= '0' && t[5] <= '8'))
        in.o.profile = NULL;
    Ctx *c = ctx_new(&in.o);
    jmp_buf jb;
    c->bail = &jb;
    if (setjmp(jb) == 0)
        front_end(c, &in);
    for (int i = 0; i < c->diags.len; i++)
        if (fuzz_is_internal(c->diags.data[i].code))
            fuzz_die(&in, "internal error in the front end", c->diags.data[i].message);
    ctx_free(c);
    fuzz_input_free(&in);
    return 0;
}
