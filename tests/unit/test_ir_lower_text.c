/* The text targets' required lowerings (ir_lower_globals_to_params,
 * ir_lower_phis_to_vars) on every shader of tests/shaders: each file is
 * compiled with the options of its "// ARGS:" header (preprocess -> parse ->
 * sema_check -> lower_to_ir -> the optimisation passes), then both passes
 * run, in both orders, with the verifier after each step. Every shader that
 * the front end accepts must come out verified (so with no phi and no use of
 * a lowered global), the same in two runs. Run from the repository root
 * (tests/run.sh does); DUMP=NAME prints the lowered IR of the shaders whose
 * path contains NAME. */
#include <dirent.h>
#include <setjmp.h>
#include "../../frontend/frontend.h"
#include "../../frontend/sema.h"
#include "unit.h"

enum { MAX_ARGS = 32 };

#define TEXT_SPACES                                                                                               \
    (1u << IRS_INPUT | 1u << IRS_STORAGE | 1u << IRS_UNIFORM | 1u << IRS_WORKGROUP | 1u << IRS_PRIVATE |          \
     1u << IRS_HANDLE)

typedef struct Opts {
    PrismOptions o;
    char buf[512];
    const char *defines[MAX_ARGS];
    struct PrismBindingShift shifts[MAX_ARGS];
} Opts;

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = malloc((size_t)n + 1);
    if (!s || fread(s, 1, (size_t)n, f) != (size_t)n) {
        free(s);
        fclose(f);
        return NULL;
    }
    s[n] = 0;
    fclose(f);
    *len = (size_t)n;
    return s;
}

/* The options of the "// ARGS:" line (the driver's spelling, the flags the
 * shaders use). */
static void read_args(const char *src, Opts *op)
{
    PrismOptions *o = &op->o;
    *o = prism_default_options();
    o->verify_ir = 1;
    const char *a = strstr(src, "// ARGS:");
    if (!a)
        return;
    a += 8;
    size_t n = strcspn(a, "\n");
    if (n >= sizeof op->buf)
        n = sizeof op->buf - 1;
    memcpy(op->buf, a, n);
    op->buf[n] = 0;
    char *argv[MAX_ARGS * 3];
    int argc = 0;
    for (char *tok = strtok(op->buf, " \t\r"); tok && argc < MAX_ARGS * 3; tok = strtok(NULL, " \t\r"))
        argv[argc++] = tok;
    for (int i = 0; i < argc; i++) {
        const char *s = argv[i];
        const char *next = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(s, "-T") && next)
            o->profile = argv[++i];
        else if (!strcmp(s, "-E") && next)
            o->entry = argv[++i];
        else if (!strcmp(s, "-HV") && next)
            o->hlsl_version = atoi(argv[++i]);
        else if (!strcmp(s, "-D") && next && o->num_defines < MAX_ARGS)
            op->defines[o->num_defines++] = argv[++i];
        else if (!strncmp(s, "-D", 2) && s[2] && o->num_defines < MAX_ARGS)
            op->defines[o->num_defines++] = s + 2;
        else if (!strcmp(s, "-enable-16bit-types"))
            o->enable_16bit_types = 1;
        else if (!strncmp(s, "-fspv-target-env=vulkan1.", 25))
            o->vulkan_version = 100 + 10 * atoi(s + 25);
        else if (strlen(s) == 12 && !strncmp(s, "-fvk-", 5) && !strcmp(s + 6, "-shift") && i + 2 < argc &&
                 o->num_binding_shifts < MAX_ARGS) {
            struct PrismBindingShift *sh = &op->shifts[o->num_binding_shifts++];
            sh->reg_class = s[5];
            sh->shift = atoi(argv[i + 1]);
            sh->space = strcmp(argv[i + 2], "all") == 0 ? -1 : atoi(argv[i + 2]);
            i += 2;
        }
    }
    o->defines = op->defines;
    o->binding_shifts = op->shifts;
}

static char *dump_text(IrModule *m)
{
    StrBuf sb = {0};
    ir_dump(m, &sb);
    return sb_take(&sb, NULL);
}

/* Compiles path and runs the lowerings (phis first when phis_first). Returns
 * the final dump (NULL when the front end rejects the file: *skipped), or
 * NULL with a printed failure. */
static char *lower_file(const char *path, bool phis_first, bool *skipped)
{
    size_t len;
    char *src = read_file(path, &len);
    *skipped = false;
    if (!src) {
        printf("  %s: cannot read\n", path);
        return NULL;
    }
    Opts op;
    read_args(src, &op);
    Ctx *c = ctx_new(&op.o);
    uint32_t file = ctx_add_file(c, path, path, src, len);
    char *out = NULL;
    const char *failed = NULL;
    jmp_buf jb;
    c->bail = &jb;
    if (setjmp(jb) == 0) {
        TokenVec toks = {0};
        Ast ast = {0};
        IrModule *m = NULL;
        if (preprocess(c, file, &toks) && parse(c, &toks, &ast) && sema_check(c, &ast) && !c->errors)
            m = lower_to_ir(c, &ast);
        if (!m || c->errors) {
            *skipped = true;
        } else if (!ir_verify(m, "lower_to_ir")) {
            failed = "lower_to_ir";
        } else {
            ir_opt_vars_to_ssa(m);
            if (!ir_verify(m, "ir_opt_vars_to_ssa"))
                failed = "ir_opt_vars_to_ssa";
            else if (ir_opt_constant_fold(m), !ir_verify(m, "ir_opt_constant_fold"))
                failed = "ir_opt_constant_fold";
            else if (ir_opt_dce(m), !ir_verify(m, "ir_opt_dce"))
                failed = "ir_opt_dce";
            for (int step = 0; step < 2 && !failed; step++) {
                if ((step == 0) == phis_first) {
                    ir_lower_phis_to_vars(m);
                    if (!ir_verify(m, "ir_lower_phis_to_vars"))
                        failed = "ir_lower_phis_to_vars";
                } else {
                    ir_lower_globals_to_params(m, TEXT_SPACES);
                    if (!ir_verify(m, "ir_lower_globals_to_params"))
                        failed = "ir_lower_globals_to_params";
                }
            }
            if (!failed)
                out = dump_text(m);
        }
    } else {
        failed = "an internal error";
    }
    c->bail = NULL;
    if (failed) {
        printf("  %s: after %s:", path, failed);
        for (int k = 0; k < c->diags.len; k++)
            printf(" %s", c->diags.data[k].message);
        printf("\n");
    }
    ctx_free(c);
    free(src);
    return out;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void every_shader_lowers_for_text_targets(void)
{
    DIR *d = opendir("tests/shaders");
    CHECK(d != NULL);
    if (!d)
        return;
    char *names[1024];
    int n = 0;
    for (struct dirent *e; (e = readdir(d)) && n < 1024;) {
        size_t l = strlen(e->d_name);
        if (l > 5 && !strcmp(e->d_name + l - 5, ".hlsl")) {
            names[n] = malloc(l + 16);
            snprintf(names[n++], l + 16, "tests/shaders/%s", e->d_name);
        }
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof *names, cmp_str);
    int lowered = 0, skipped = 0;
    for (int k = 0; k < n; k++) {
        bool skip_a, skip_b, skip_c;
        char *a = lower_file(names[k], false, &skip_a);
        char *b = lower_file(names[k], true, &skip_b);
        char *again = lower_file(names[k], false, &skip_c);
        if (skip_a && skip_b) {
            skipped++;
        } else {
            CHECK(a && b && again);
            if (a && again && strcmp(a, again) != 0) {
                printf("  %s: two runs give different IR\n", names[k]);
                CHECK(!"deterministic");
            }
            if (a && b)
                lowered++;
            if (a && getenv("DUMP") && strstr(names[k], getenv("DUMP")))
                printf("%s", a);
            if (a && strstr(a, " = phi ")) {
                printf("  %s: a phi is left\n", names[k]);
                CHECK(!"no phi left");
            }
        }
        free(a);
        free(b);
        free(again);
        free(names[k]);
    }
    printf("  %d shaders lowered, %d not accepted by the front end\n", lowered, skipped);
    CHECK(lowered > 0);
}

int main(void)
{
    RUN(every_shader_lowers_for_text_targets);
    return UNIT_END();
}
