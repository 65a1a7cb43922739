/* prism --jobs FILE (docs/jobs.md): every job's outputs, standard output,
 * standard error and exit status are those of the job run alone, in job
 * order; malformed lines are PRISM6080-6087 at their line and column, with
 * nothing compiled. Run from the repository root as BUILD/tests/test_jobs. */
#define _XOPEN_SOURCE 700 /* realpath, mkdtemp */
#include <libgen.h>
#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "unit.h"

static char prism[PATH_MAX], root[PATH_MAX], tmp[PATH_MAX];

/* Runs a shell command in the scratch folder with PRISM and ROOT set; its
 * stdout in *out and stderr in *err (each malloc'd, when not NULL); returns
 * the exit status. */
static int run(char **out, char **err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int run(char **out, char **err, const char *fmt, ...)
{
    char cmd[8192], full[8192 + 3 * PATH_MAX + 128];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    snprintf(full, sizeof full, "cd '%s' && PRISM='%s' ROOT='%s' && { %s ; } >out.txt 2>err.txt", tmp, prism, root,
             cmd);
    int st = system(full);
    char path[PATH_MAX + 16];
    snprintf(path, sizeof path, "%s/out.txt", tmp);
    char *o = unit_read_path(path);
    snprintf(path, sizeof path, "%s/err.txt", tmp);
    char *e = unit_read_path(path);
    if (out)
        *out = o;
    else
        free(o);
    if (err)
        *err = e;
    else
        free(e);
    return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static void write_tmp(const char *name, const char *text)
{
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/%s", tmp, name);
    FILE *f = fopen(path, "wb");
    if (f) {
        fputs(text, f);
        fclose(f);
    }
}

static bool exists(const char *name)
{
    char path[PATH_MAX + 64];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", tmp, name);
    return stat(path, &st) == 0;
}

static bool same_files(const char *a, const char *b)
{
    return run(NULL, NULL, "cmp -s '%s' '%s'", a, b) == 0;
}

static const char perm[] = "RWStructuredBuffer<uint> Out : register(u0);\n"
                           "#include \"common.hlsli\"\n"
                           "[numthreads(8, 1, 1)]\n"
                           "void main(uint3 id : SV_DispatchThreadID) {\n"
                           "#if defined(A) && B > 1\n"
                           "    Out[id.x] = twice(id.x) + B;\n"
                           "#else\n"
                           "    Out[id.x] = twice(id.x);\n"
                           "#endif\n"
                           "}\n";
static const char common[] = "uint twice(uint x) { return x * 2; }\n";
static const char broken[] = "[numthreads(1,1,1)] void main() { undefined_name = 1; }\n";

/* Good jobs: each output equals the one of the same flags run alone, for
 * several targets, macros, entries and -j values; the shared
 * preprocessings are those the keys say. */
static void outputs_match_single_runs(void)
{
    write_tmp("perm.hlsl", perm);
    write_tmp("common.hlsli", common);
    write_tmp("good.txt", "# permutations of perm.hlsl\n"
                          "perm.hlsl -T cs_6_0 -E main p0.spv\n"
                          "perm.hlsl -T cs_6_0 -E main -DA -DB=2 p1.spv\n"
                          "\n"
                          "perm.hlsl -T cs_6_0 -E main -DA -DB=2 --target all p2   # all targets\n"
                          "perm.hlsl -T cs_6_0 -E main -DA -DB=2 -fvk-u-shift 4 0 p3.spv\n"
                          "  $ROOT/examples/compact.hlsl\t-T cs_6_0 -E CSMain --target all --reflect c.json c\n");
    /* $ROOT is not expanded by prism: write the list with the path in it */
    char *list = NULL;
    run(&list, NULL, "sed \"s|\\$ROOT|$ROOT|\" good.txt");
    write_tmp("good.txt", list);
    free(list);
    char *err = NULL;
    for (int j = 1; j <= 3; j += 2) {
        int rc = run(NULL, &err, "rm -f p0.spv p1.spv p3.spv p2.* c.* && $PRISM --jobs good.txt -j %d --jobs-stats", j);
        CHECK(rc == 0);
        /* perm.hlsl, common.hlsli (once for the 3 preprocessings that
         * include it), compact.hlsl; p1 and p3 share a preprocessing
         * (-fvk-u-shift matters only after it) */
        /* on several threads two jobs may read a new file at once (both
         * from disk, lib/context.c keeps the first): the cache hits are
         * exact on one thread only */
        CHECK(err && strstr(err, "3 files read, ") && strstr(err, "4 preprocessings run, 1 shared"));
        CHECK(j > 1 || strstr(err, "3 files read, 5 reads from the cache"));
        if (unit_case_failed && err)
            printf("  %s", err);
        free(err);
        CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main perm.hlsl -Fo s0.spv") == 0);
        CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main -DA -DB=2 perm.hlsl -Fo s1.spv") == 0);
        CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main -DA -DB=2 --target all perm.hlsl -Fo s2") == 0);
        CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main -DA -DB=2 -fvk-u-shift 4 0 perm.hlsl -Fo s3.spv") == 0);
        CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E CSMain --target all --reflect s.json $ROOT/examples/compact.hlsl "
                              "-Fo s") == 0);
        CHECK(same_files("p0.spv", "s0.spv") && same_files("p1.spv", "s1.spv") && same_files("p3.spv", "s3.spv"));
        CHECK(same_files("p2.spv", "s2.spv") && same_files("p2.metal", "s2.metal") && same_files("p2.wgsl", "s2.wgsl"));
        CHECK(same_files("c.spv", "s.spv") && same_files("c.wgsl", "s.wgsl") && same_files("c.json", "s.json"));
        CHECK(!same_files("p0.spv", "p1.spv")); /* the macros do reach the code */
    }
}

/* A failing job among good ones: the others are written, the run's
 * standard error is each job's own, in job order, and the status is the
 * worst (1 for errors in a source, 2 for a file that cannot be read). */
static void a_failing_job_among_good_ones(void)
{
    write_tmp("perm.hlsl", perm);
    write_tmp("common.hlsli", common);
    write_tmp("broken.hlsl", broken);
    write_tmp("mixed.txt", "perm.hlsl -T cs_6_0 -E main m0.spv\n"
                           "broken.hlsl -T cs_6_0 -E main m1.spv\n"
                           "perm.hlsl -T cs_6_0 -E nope m2.spv\n"
                           "perm.hlsl -T cs_6_0 -E main -DA -DB=3 m3.spv\n");
    char *err = NULL, *alone = NULL;
    CHECK(run(NULL, &err, "rm -f m*.spv && $PRISM --jobs mixed.txt -j 2") == 1);
    CHECK(exists("m0.spv") && !exists("m1.spv") && !exists("m2.spv") && exists("m3.spv"));
    run(NULL, &alone, "$PRISM -T cs_6_0 -E main broken.hlsl -Fo x.spv; $PRISM -T cs_6_0 -E nope perm.hlsl -Fo x.spv");
    CHECK_STR(err, alone);
    CHECK(err && strstr(err, "PRISM"));
    free(err);
    free(alone);
    write_tmp("worse.txt", "broken.hlsl -T cs_6_0 -E main w0.spv\nmissing.hlsl -T cs_6_0 w1.spv\n"
                           "perm.hlsl -T cs_6_0 -E main w2.spv\n");
    CHECK(run(NULL, &err, "$PRISM --jobs worse.txt") == 2);
    CHECK(err && strstr(err, "cannot read 'missing.hlsl'") && exists("w2.spv"));
    free(err);
}

/* Output '-' is standard output, in job order; input '-' is standard
 * input, read once for every job that names it; the command line's flags
 * go to every job; --jobs - reads the list from standard input. */
static void standard_input_and_output(void)
{
    write_tmp("perm.hlsl", perm);
    write_tmp("common.hlsli", common);
    write_tmp("out.txt.list", "perm.hlsl -DA -DB=2 -\nperm.hlsl -\nperm.hlsl --target msl -\n");
    char *got = NULL, *want = NULL;
    CHECK(run(&got, NULL, "$PRISM --jobs out.txt.list -T cs_6_0 -E main --target wgsl") == 0);
    run(&want, NULL, "for d in '-DA -DB=2' '' '--target msl'; do $PRISM -T cs_6_0 -E main --target wgsl $d "
                     "perm.hlsl; done");
    CHECK(got && want && strlen(got) > 100 && strcmp(got, want) == 0);
    free(got);
    free(want);
    write_tmp("stdin.txt", "- -T cs_6_0 -E main -I . i0.spv\n- -T cs_6_0 -E main -I . -DA -DB=2 i1.spv\n");
    CHECK(run(NULL, NULL, "$PRISM --jobs stdin.txt <perm.hlsl") == 0);
    CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main -I . -Fo j0.spv - <perm.hlsl") == 0);
    CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main -I . -DA -DB=2 -Fo j1.spv - <perm.hlsl") == 0);
    CHECK(same_files("i0.spv", "j0.spv") && same_files("i1.spv", "j1.spv"));
    CHECK(run(NULL, NULL, "rm -f i0.spv && printf 'perm.hlsl -T cs_6_0 -E main i0.spv\\n' | $PRISM --jobs -") == 0);
    CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main perm.hlsl -Fo j2.spv") == 0 && same_files("i0.spv", "j2.spv"));
}

/* Quotes and escapes: a file name with a space and a quote in it. */
static void quoting(void)
{
    write_tmp("perm.hlsl", perm);
    write_tmp("common.hlsli", common);
    run(NULL, NULL, "cp perm.hlsl 'my \"perm\".hlsl'");
    write_tmp("quoted.txt", "\"my \\\"perm\\\".hlsl\" -T cs_6_0 -E main 'out put.spv'\n"
                            "my\\ \\\"perm\\\".hlsl -T cs_6_0 -E main -D'A' \"-DB=2\" out\\ 2.spv\n");
    CHECK(run(NULL, NULL, "$PRISM --jobs quoted.txt") == 0);
    CHECK(run(NULL, NULL, "$PRISM -T cs_6_0 -E main perm.hlsl -Fo q1.spv && "
                          "$PRISM -T cs_6_0 -E main -DA -DB=2 perm.hlsl -Fo q2.spv") == 0);
    CHECK(same_files("out put.spv", "q1.spv") && same_files("out 2.spv", "q2.spv"));
}

/* Each malformed line: its code at its line and column, every one of them
 * reported, exit status 2 and nothing compiled. */
static void malformed_lines(void)
{
    write_tmp("perm.hlsl", perm);
    write_tmp("common.hlsli", common);
    write_tmp("bad.txt", "perm.hlsl -T cs_6_0 -E main ok.spv\n"
                         "perm.hlsl -T cs_6_0 \"-DX=1 out.spv\n"
                         "perm.hlsl\n"
                         "perm.hlsl -HV 2019 o3.spv\n"
                         "perm.hlsl -j 4 o4.spv\n"
                         "perm.hlsl -Fo x.spv o5.spv\n"
                         "perm.hlsl -T cs_6_0 ok.spv\n"
                         "perm.hlsl -T cs_6_0 o7.spv \\\n"
                         "perm.hlsl --bogus o8.spv\n"
                         "perm.hlsl -T cs_6_0 --jobs x o9.spv\n");
    char *err = NULL;
    CHECK(run(NULL, &err, "rm -f ok.spv && $PRISM --jobs bad.txt") == 2);
    CHECK(!exists("ok.spv") && !exists("o7.spv"));
    static const char *const want[] = {
        "bad.txt(2,21): error PRISM6080: ",
        "bad.txt(3,1): error PRISM6081: ",
        "bad.txt(4,11): error PRISM6082: this job's flags are wrong: -HV takes",
        "bad.txt(5,11): error PRISM6083: '-j' is a flag of the whole run",
        "bad.txt(6,11): error PRISM6084: ",
        "bad.txt(8,28): error PRISM6087: ",
        "bad.txt(9,11): error PRISM6082: this job's flags are wrong: unknown option '--bogus'",
        "bad.txt(10,21): error PRISM6083: '--jobs'",
        "bad.txt(7,1): error PRISM6085: this job writes 'ok.spv', as the job of line 1 does",
    };
    for (size_t i = 0; i < sizeof want / sizeof *want; i++)
        if (!err || !strstr(err, want[i])) {
            printf("  missing: %s\n", want[i]);
            unit_case_failed = 1;
        }
    if (unit_case_failed && err)
        printf("  stderr:\n%s", err);
    free(err);
    /* a job reading standard input when the list is standard input */
    CHECK(run(NULL, &err, "printf -- '- -T cs_6_0 o.spv\\n' | $PRISM --jobs -") == 2);
    CHECK(err && strstr(err, "-(1,1): error PRISM6086: "));
    free(err);
    /* the run's own flags */
    CHECK(run(NULL, &err, "$PRISM --jobs bad.txt -j 0") == 2 && err && strstr(err, "-j takes a number"));
    free(err);
    CHECK(run(NULL, &err, "$PRISM --jobs no-such-list.txt") == 2 && err && strstr(err, "PRISM6003"));
    free(err);
    /* an empty list: nothing to do */
    write_tmp("empty.txt", "# nothing\n\n");
    CHECK(run(NULL, NULL, "$PRISM --jobs empty.txt") == 0);
}

int main(int argc, char **argv)
{
    static char dir[PATH_MAX];
    if (!realpath(argc > 0 ? argv[0] : "build/tests/x", dir))
        snprintf(dir, sizeof dir, "%s", argv[0]);
    snprintf(prism, sizeof prism, "%s/prism", dirname(dirname(dir)));
    if (!getcwd(root, sizeof root))
        return 1;
    snprintf(tmp, sizeof tmp, "%s", "/tmp/prism-jobs-XXXXXX");
    if (!mkdtemp(tmp))
        return 1;
    RUN(outputs_match_single_runs);
    RUN(a_failing_job_among_good_ones);
    RUN(standard_input_and_output);
    RUN(quoting);
    RUN(malformed_lines);
    run(NULL, NULL, "cd / && rm -rf '%s'", tmp);
    return UNIT_END();
}
