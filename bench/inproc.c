/* In-process compile time through libprism: no process start, no file I/O.
 * Compiles each shader N times and reports the median time per shader, then
 * where the time goes: the phases of prism_time_report (options.time_passes),
 * each shader's fastest run of each phase, summed over the shaders.
 *
 *   inproc [-n N] [-spirv] [-csv FILE] LIST
 *
 * LIST has one shader a line: a path, then prism's options for it (the subset
 * -T -E -D -HV -enable-16bit-types -fspv-target-env= -fvk-X-shift N S -I),
 * separated by spaces or tabs. It compiles to every target the library has
 * (SPIR-V, MSL, WGSL, with reflection); where MSL or WGSL are not built yet
 * (PRISM6005) it compiles SPIR-V alone and says so. -spirv: SPIR-V alone.
 *
 * Each shader is timed twice: through prism_compile (the "ms" columns, the
 * phases) and through one PrismContext (the "ctx ms" columns: what a build
 * system or an engine that keeps a context pays per compile; the context
 * keeps arena memory and the preprocessing between compiles), with the
 * page faults per compile of each (getrusage's minor faults). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include "../include/prism.h"
#include "../driver/driver.h"

enum { MAX_ARGS = 64, MAX_PHASES = 64, CODE_TARGET_NOT_BUILT = 6005 };

typedef struct Phase {
    char name[128];
    double ms;      /* summed over the shaders: each shader's fastest run */
    double run;     /* this run (a name repeated in one report adds up) */
    double best;    /* this shader's fastest run so far */
} Phase;

static Phase phases[MAX_PHASES];
static int nphases;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b);

static long minor_faults(void)
{
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    return ru.ru_minflt;
}

static double median_of(double *times, int runs)
{
    qsort(times, (size_t)runs, sizeof *times, cmp_double);
    return runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        free(buf);
        return NULL;
    }
    buf[n] = 0;
    fclose(f);
    *len = (size_t)n;
    return buf;
}

/* "name   1.234 ms" lines; repeated names (one emitter per entry) add up. */
static void add_report(const char *report)
{
    const char *p = report;
    while (p && *p) {
        const char *eol = strchr(p, '\n');
        size_t n = eol ? (size_t)(eol - p) : strlen(p);
        char line[128];
        if (n >= sizeof line)
            n = sizeof line - 1;
        memcpy(line, p, n);
        line[n] = 0;
        p = eol ? eol + 1 : NULL;
        /* The name may hold spaces ("emit spirv"): the number is the last
         * field but one. */
        /* The unit ends the line (a name may hold " ms": "emit msl"). */
        size_t len = strlen(line);
        if (len < 3 || strcmp(line + len - 3, " ms") != 0)
            continue;
        line[len - 3] = 0;
        char *num = strrchr(line, ' ');
        if (!num)
            continue;
        double v = atof(num + 1);
        while (num > line && num[-1] == ' ')
            num--;
        *num = 0;
        int i = 0;
        while (i < nphases && strcmp(phases[i].name, line) != 0)
            i++;
        if (i == nphases) {
            if (nphases == MAX_PHASES)
                continue;
            snprintf(phases[nphases++].name, sizeof phases[0].name, "%s", line);
        }
        phases[i].run += v;
    }
}

/* The minimum over runs is what the machine's load disturbs least. */
static void end_run(int first)
{
    for (int i = 0; i < nphases; i++) {
        if (first || phases[i].run < phases[i].best)
            phases[i].best = phases[i].run;
        phases[i].run = 0;
    }
}

static void end_shader(void)
{
    for (int i = 0; i < nphases; i++)
        phases[i].ms += phases[i].best, phases[i].best = 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

typedef struct Shader {
    char path[512];
    char *argv[MAX_ARGS];
    int argc;
    Args args; /* the driver's reading of argv (args_free when done) */
    PrismOptions o;
} Shader;

/* A list line's flags, read by the driver's own parser (driver/args.c), so
 * every flag prism takes means the same here. */
static int parse_options(Shader *s)
{
    char *argv[MAX_ARGS + 2];
    int argc = 0;
    argv[argc++] = "prism";
    for (int i = 0; i < s->argc; i++)
        argv[argc++] = s->argv[i];
    argv[argc++] = s->path;
    bool done = false;
    if (args_parse(&s->args, argc, argv, &done) || done) {
        fprintf(stderr, "inproc: %s: its flags are not a compile\n", s->path);
        return 0;
    }
    s->o = s->args.o;
    s->o.time_passes = 1;
    return 1;
}

static int split_line(Shader *s, char *line)
{
    char *save = NULL;
    char *tok = strtok_r(line, " \t\r\n", &save);
    if (!tok || tok[0] == '#')
        return 0;
    snprintf(s->path, sizeof s->path, "%s", tok);
    s->argc = 0;
    while ((tok = strtok_r(NULL, " \t\r\n", &save)) && s->argc < MAX_ARGS)
        s->argv[s->argc++] = tok;
    return 1;
}

static int has_code(const PrismResult *r, int code)
{
    for (int i = 0; i < prism_diagnostic_count(r); i++)
        if (prism_diagnostic(r, i)->code == code)
            return 1;
    return 0;
}

int main(int argc, char **argv)
{
    int runs = 20, spirv_only = 0;
    const char *list = NULL, *csv_path = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
            runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "-spirv") == 0)
            spirv_only = 1;
        else if (strcmp(argv[i], "-csv") == 0 && i + 1 < argc)
            csv_path = argv[++i];
        else
            list = argv[i];
    }
    if (!list || runs < 1) {
        fprintf(stderr, "usage: inproc [-n N] [-spirv] [-csv FILE] LIST\n");
        return 2;
    }
    FILE *lf = fopen(list, "r");
    if (!lf) {
        perror(list);
        return 2;
    }
    FILE *csv = csv_path ? fopen(csv_path, "w") : NULL;
    if (csv)
        fprintf(csv, "file,runs,targets,median_ms,min_ms,faults,context_median_ms,context_min_ms,context_faults\n");

    unsigned all = PRISM_TARGET_SPIRV | PRISM_TARGET_MSL | PRISM_TARGET_WGSL;
    unsigned targets = spirv_only ? PRISM_TARGET_SPIRV : all;
    int shaders = 0, failed = 0;
    double total_median = 0, total_context_median = 0;
    double *times = calloc((size_t)runs, sizeof *times);
    char line[4096];
    printf("%-44s %10s %10s %7s %10s %10s %7s\n", "in process (median of runs)", "ms", "min ms", "faults", "ctx ms",
           "ctx min", "faults");
    while (fgets(line, sizeof line, lf)) {
        Shader s;
        if (!split_line(&s, line))
            continue;
        memset(&s.args, 0, sizeof s.args);
        if (!parse_options(&s)) {
            args_free(&s.args);
            failed++;
            continue;
        }
        size_t len;
        char *src = read_file(s.path, &len);
        if (!src) {
            fprintf(stderr, "inproc: cannot read %s\n", s.path);
            args_free(&s.args);
            failed++;
            continue;
        }
        /* One untimed compile: it finds the targets this build has and
         * warms the caches, like hyperfine's warm-up runs. */
        for (;;) {
            s.o.targets = targets;
            s.o.time_passes = 0;
            PrismResult *r = prism_compile(src, len, s.path, &s.o);
            int ok = prism_success(r);
            int retry = !ok && targets == all && has_code(r, CODE_TARGET_NOT_BUILT);
            prism_free(r);
            if (retry) {
                targets = PRISM_TARGET_SPIRV;
                continue;
            }
            if (!ok) {
                fprintf(stderr, "inproc: %s does not compile; left out\n", s.path);
                failed++;
            }
            s.o.time_passes = ok;
            break;
        }
        if (!s.o.time_passes) {
            free(src);
            args_free(&s.args);
            continue;
        }
        long faults = minor_faults();
        for (int k = 0; k < runs; k++) {
            double t = now_ms();
            PrismResult *r = prism_compile(src, len, s.path, &s.o);
            times[k] = now_ms() - t;
            add_report(prism_time_report(r));
            end_run(k == 0);
            prism_free(r);
        }
        double plain_faults = (double)(minor_faults() - faults) / runs;
        end_shader();
        double median = median_of(times, runs), fastest = times[0];
        /* The same compiles through one context, after one untimed compile
         * that fills it, as a long-lived context would be. */
        PrismContext *x = prism_context_new();
        prism_free(prism_context_compile(x, src, len, s.path, &s.o));
        faults = minor_faults();
        for (int k = 0; k < runs; k++) {
            double t = now_ms();
            PrismResult *r = prism_context_compile(x, src, len, s.path, &s.o);
            times[k] = now_ms() - t;
            prism_free(r);
        }
        double context_faults = (double)(minor_faults() - faults) / runs;
        prism_context_free(x);
        double context_median = median_of(times, runs);
        total_median += median;
        total_context_median += context_median;
        shaders++;
        printf("%-44s %10.3f %10.3f %7.1f %10.3f %10.3f %7.1f\n", s.path, median, fastest, plain_faults,
               context_median, times[0], context_faults);
        if (csv)
            fprintf(csv, "%s,%d,%s,%.4f,%.4f,%.2f,%.4f,%.4f,%.2f\n", s.path, runs, targets == all ? "all" : "spirv",
                    median, fastest, plain_faults, context_median, times[0], context_faults);
        free(src);
        args_free(&s.args);
    }
    fclose(lf);
    free(times);

    double sum = 0;
    for (int i = 0; i < nphases; i++)
        sum += phases[i].ms;
    printf("\n%d shaders, %d runs each, targets: %s\n", shaders, runs,
           targets == all ? "all (SPIR-V, MSL, WGSL, reflection)"
           : spirv_only   ? "SPIR-V + reflection"
                          : "SPIR-V + reflection (MSL and WGSL not built yet: PRISM6005)");
    printf("sum of the medians: %.3f ms (through a context: %.3f ms)\n\n", total_median, total_context_median);
    printf("%-28s %12s %8s\n", "phase (fastest run, summed)", "ms", "share");
    for (int i = 0; i < nphases; i++)
        printf("%-28s %12.3f %7.1f%%\n", phases[i].name, phases[i].ms, sum > 0 ? 100 * phases[i].ms / sum : 0);
    printf("%-28s %12.3f\n", "total", sum);
    if (csv) {
        fprintf(csv, "\nphase,ms,share\n");
        for (int i = 0; i < nphases; i++)
            fprintf(csv, "%s,%.4f,%.2f\n", phases[i].name, phases[i].ms, sum > 0 ? 100 * phases[i].ms / sum : 0);
        fclose(csv);
    }
    return failed ? 1 : 0;
}
