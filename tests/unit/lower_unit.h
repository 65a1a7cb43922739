/* Helpers of the lowering unit tests (test_lower.c, test_lower_resources.c):
 * compiling a small program through preprocess -> parse -> sema_check ->
 * lower_to_ir -> ir_verify (its IR dump kept), the optimisation passes and
 * spirv_emit + spirv-val, and reading the result: a function's text, a part
 * of the dump (CHECK_HAS), a global and a struct member by name; inline, so
 * that a test file may leave some unused. */
#ifndef PRISM_LOWER_UNIT_H
#define PRISM_LOWER_UNIT_H
#include <setjmp.h>
#include <unistd.h>
#include "../../backend_spirv/spirv.h"
#include "../../frontend/layout.h"
#include "../../frontend/sema.h"
#include "unit.h"

typedef struct Run {
    PrismOptions o;
    Ctx *c;
    Ast ast;
    IrModule *m;
    bool bailed;
    char *dump;       /* the IR as lowered */
    char diags[2048]; /* "E4001 message\n" per diagnostic */
} Run;

static inline void run_diags(Run *r)
{
    size_t n = 0;
    for (int i = 0; i < r->c->diags.len; i++) {
        Diag *d = &r->c->diags.data[i];
        n += (size_t)snprintf(r->diags + n, n < sizeof r->diags ? sizeof r->diags - n : 0, "%c%d %s\n",
                              d->severity == DIAG_ERROR ? 'E' : 'W', d->code, d->message);
        if (n >= sizeof r->diags)
            break;
    }
}

/* optimize: the options' optimize (the default pipeline's is 1; the tests
 * lower at 0 unless they test what the optional lowering does). */
static inline Run *compile_opt(const char *src, int hv, int optimize)
{
    Run *r = calloc(1, sizeof *r);
    r->o.hlsl_version = hv;
    r->o.optimize = optimize;
    r->o.vulkan_version = 120;
    r->o.profile = "cs_6_6";
    r->o.entry = strstr(src, "[shader(") ? NULL : "main";
    r->o.max_errors = 50;
    r->c = ctx_new(&r->o);
    uint32_t file = ctx_add_file(r->c, "t.hlsl", "t.hlsl", src, strlen(src));
    jmp_buf jb;
    r->c->bail = &jb;
    if (setjmp(jb) == 0) {
        TokenVec toks = {0};
        if (preprocess(r->c, file, &toks) && parse(r->c, &toks, &r->ast) && sema_check(r->c, &r->ast)) {
            r->m = lower_to_ir(r->c, &r->ast);
            if (r->m) {
                StrBuf sb = {0};
                ir_dump(r->m, &sb);
                r->dump = sb_take(&sb, NULL);
                if (getenv("DUMP"))
                    printf("%s", r->dump);
            }
        }
    } else {
        r->bailed = true;
        r->m = NULL;
    }
    r->c->bail = NULL;
    run_diags(r);
    return r;
}

static inline Run *compile_hv(const char *src, int hv) { return compile_opt(src, hv, 0); }

static inline Run *compile(const char *src)
{
    return compile_hv(src, 2021);
}

static inline void run_free(Run *r)
{
    free(r->dump);
    ctx_free(r->c);
    free(r);
}

static inline bool have_spirv_val(void)
{
    return system("command -v spirv-val >/dev/null 2>&1") == 0;
}

/* Verifies the lowered module, runs the passes (verifying after each),
 * emits every entry and validates it. Returns the bytes of the first
 * entry's SPIR-V (0 on failure). */
static inline size_t check_module(Run *r)
{
    if (!r->m) {
        printf("  no module; diagnostics:\n%s", r->diags);
        return 0;
    }
    bool ok = ir_verify(r->m, "lower_to_ir");
    if (!ok) {
        run_diags(r);
        printf("  verifier: %s\n%s", r->diags, r->dump);
        return 0;
    }
    ok = ir_opt_vars_to_ssa(r->m), ok = ir_verify(r->m, "ir_opt_vars_to_ssa");
    ok = ok && (ir_opt_constant_fold(r->m), ir_verify(r->m, "ir_opt_constant_fold"));
    ok = ok && (ir_opt_dce(r->m), ir_verify(r->m, "ir_opt_dce"));
    if (!ok) {
        run_diags(r);
        printf("  verifier after passes: %s\n", r->diags);
        return 0;
    }
    size_t first = 0;
    for (int i = 0; i < r->m->entries.len; i++) {
        SpirvOptions so = {.vulkan_version = 120};
        StrBuf w = {0};
        SpirvInfo info;
        memset(&info, 0, sizeof info);
        jmp_buf jb;
        r->c->bail = &jb;
        bool emitted = false;
        if (setjmp(jb) == 0)
            emitted = spirv_emit(r->m, r->m->entries.data[i], &so, &w, &info);
        r->c->bail = NULL;
        if (!emitted) {
            run_diags(r);
            printf("  spirv_emit failed: %s\n", r->diags);
            sb_free(&w);
            return 0;
        }
        if (i == 0)
            first = w.len;
        if (have_spirv_val()) {
            char path[64];
            snprintf(path, sizeof path, "/tmp/prism_test_lower_%d.spv", (int)getpid());
            FILE *f = fopen(path, "wb");
            if (f) {
                fwrite(w.data, 1, w.len, f);
                fclose(f);
                char cmd[160];
                snprintf(cmd, sizeof cmd, "spirv-val --target-env vulkan1.2 %s", path);
                if (system(cmd) != 0) {
                    printf("  spirv-val failed for entry %s\n", r->m->entries.data[i]->name);
                    first = 0;
                }
                remove(path);
            }
        }
        sb_free(&w);
    }
    return first;
}

/* The text of function `name` in the dump (from "fn @name(" to the next
 * blank line), into buf. */
static inline const char *fn_text(const Run *r, const char *name, char *buf, size_t cap)
{
    char head[128];
    snprintf(head, sizeof head, "fn @%s(", name);
    const char *p = r->dump ? strstr(r->dump, head) : NULL;
    if (!p)
        return "";
    const char *end = strstr(p, "\n\n");
    size_t n = end ? (size_t)(end - p) + 1 : strlen(p);
    if (n >= cap)
        n = cap - 1;
    memcpy(buf, p, n);
    buf[n] = 0;
    return buf;
}

#define CHECK_HAS(run, s)                                                          \
    do {                                                                           \
        if (!(run)->dump || !strstr((run)->dump, (s))) {                          \
            printf("  %s:%d: missing: %s\n", __FILE__, __LINE__, (s));           \
            unit_case_failed = 1;                                                  \
        }                                                                          \
    } while (0)

static inline const IrMember *member(const IrType *st, const char *name)
{
    for (uint32_t i = 0; st && i < st->num_members; i++)
        if (strcmp(st->members[i].name, name) == 0)
            return &st->members[i];
    return NULL;
}

static inline const IrGlobal *global(const Run *r, const char *name)
{
    for (int i = 0; r->m && i < r->m->globals.len; i++)
        if (r->m->globals.data[i]->v.name && strcmp(r->m->globals.data[i]->v.name, name) == 0)
            return r->m->globals.data[i];
    return NULL;
}

#endif
