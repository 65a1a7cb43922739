/* prism --jobs FILE [-j N] [--jobs-stats] [FLAGS...]: a list of compiles
 * run in one process on N threads (docs/jobs.md). Each line of FILE is
 * one job, "INPUT [FLAGS...] OUTPUT", compiled as `prism FLAGS... FLAGS
 * INPUT -Fo OUTPUT` would be (the command line's flags first; OUTPUT '-':
 * no -Fo, standard output). The jobs share one PrismContext: each file is
 * read once, and jobs whose preprocessing inputs are equal share one
 * preprocessing (lib/context.c). Each job's standard output and error go to
 * buffers printed in job order, so the run prints what the jobs run one
 * after another would; its exit status is the worst of theirs. The whole
 * list is checked before anything runs: a malformed line (PRISM6080-6087,
 * with its line and column) is exit status 2 with nothing compiled. */
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../util/diag.h"
#include "driver.h"

typedef struct Job {
    int line;
    char **words;        /* the line's words, then the argv built from them */
    int nwords;
    char **argv;
    Args args;
    bool parsed;
    char *out, *err;     /* what it printed */
    size_t out_len, err_len;
    int rc;
    bool done;
} Job;

typedef struct Runner {
    const char *list;    /* the job list's name, for diagnostics */
    Job *jobs;
    int njobs, cap;
    int threads;
    bool stats;
    char **common;       /* the command line's flags, given to every job */
    int ncommon;
    bool bad;            /* a line was malformed */
    PrismContext *x;
    pthread_mutex_t lock;
    pthread_cond_t done;
    int next;            /* the next job to start */
} Runner;

/* "LIST(line,col): error PRISMnnnn: message", the form of every diagnostic. */
static void line_error(Runner *r, int line, int col, DiagId id, ...)
{
    va_list ap;
    va_start(ap, id);
    char msg[1024];
    vsnprintf(msg, sizeof msg, diag_info[id].format, ap);
    va_end(ap);
    fprintf(stderr, "%s(%d,%d): error PRISM%04d: %s\n", r->list, line, col, diag_info[id].code, msg);
    r->bad = true;
}

/* ---- reading the list ------------------------------------------------------- */

typedef struct Words {
    char **data;
    int *cols;
    int len, cap;
} Words;

static void push_word(Words *w, char *s, int col)
{
    if (w->len == w->cap) {
        w->cap = w->cap ? w->cap * 2 : 8;
        w->data = realloc(w->data, sizeof *w->data * (size_t)w->cap);
        w->cols = realloc(w->cols, sizeof *w->cols * (size_t)w->cap);
        if (!w->data || !w->cols)
            abort();
    }
    w->data[w->len] = s;
    w->cols[w->len++] = col;
}

/* Splits a line into words, the shell's way for what a job needs: blanks
 * separate, '...' is literal, "..." takes \" and \\ (any other \ stays),
 * \ outside quotes takes the next character as it is, and a word that
 * starts with # begins a comment. Returns false having reported why. */
static bool split_line(Runner *r, int lineno, const char *s, size_t n, Words *w)
{
    char *buf = malloc(n + 1);
    if (!buf)
        abort();
    size_t i = 0;
    while (i < n) {
        while (i < n && (s[i] == ' ' || s[i] == '\t'))
            i++;
        if (i == n || s[i] == '#')
            break;
        int col = (int)i + 1;
        size_t k = 0;
        while (i < n && s[i] != ' ' && s[i] != '\t') {
            char q = s[i];
            if (q == '\'' || q == '"') {
                size_t open = i++;
                while (i < n && s[i] != q) {
                    if (q == '"' && s[i] == '\\' && i + 1 < n && (s[i + 1] == '"' || s[i + 1] == '\\'))
                        i++;
                    buf[k++] = s[i++];
                }
                if (i == n) {
                    line_error(r, lineno, (int)open + 1, D_JOB_UNTERMINATED_QUOTE);
                    free(buf);
                    return false;
                }
                i++;
            } else if (q == '\\') {
                if (i + 1 == n) {
                    line_error(r, lineno, (int)i + 1, D_JOB_TRAILING_ESCAPE);
                    free(buf);
                    return false;
                }
                buf[k++] = s[i + 1];
                i += 2;
            } else {
                buf[k++] = s[i++];
            }
        }
        char *word = malloc(k + 1);
        if (!word)
            abort();
        memcpy(word, buf, k);
        word[k] = 0;
        push_word(w, word, col);
    }
    free(buf);
    return true;
}

static bool runner_flag(const char *s)
{
    return strcmp(s, "--jobs") == 0 || strncmp(s, "--jobs=", 7) == 0 || strcmp(s, "--jobs-stats") == 0 ||
           strncmp(s, "-j", 2) == 0 || strcmp(s, "--help") == 0 || strcmp(s, "--version") == 0;
}

/* args_parse prints its complaints to stderr: while it parses a job's
 * flags, stderr is a temporary file (loading runs before any thread). */
typedef struct Capture {
    FILE *file;
    int saved;  /* the real stderr */
    off_t seen; /* bytes of file already taken */
} Capture;

static int parse_captured(Capture *cap, Args *a, int argc, char **argv, bool *done)
{
    fflush(stderr);
    dup2(fileno(cap->file), 2);
    int rc = args_parse(a, argc, argv, done);
    fflush(stderr);
    dup2(cap->saved, 2);
    return rc;
}

/* What args_parse printed last: its first line, without "prism: ". */
static char *captured_message(Capture *cap)
{
    struct stat st;
    off_t end = fstat(fileno(cap->file), &st) == 0 ? st.st_size : cap->seen;
    size_t n = end > cap->seen ? (size_t)(end - cap->seen) : 0;
    char *msg = calloc(n + 1, 1);
    if (!msg)
        abort();
    if (n && pread(fileno(cap->file), msg, n, cap->seen) < 0)
        msg[0] = 0;
    cap->seen = end;
    char *nl = strchr(msg, '\n');
    if (nl)
        *nl = 0;
    if (strncmp(msg, "prism: ", 7) == 0)
        memmove(msg, msg + 7, strlen(msg + 7) + 1);
    return msg;
}

/* The job of one line's words: argv "prism COMMON... FLAGS... INPUT [-Fo OUTPUT]". */
static void add_job(Runner *r, int lineno, Words *w, Capture *cap)
{
    if (w->len < 2) {
        line_error(r, lineno, w->len ? w->cols[0] : 1, D_JOB_NO_OUTPUT);
        return;
    }
    for (int i = 1; i < w->len - 1; i++) {
        if (runner_flag(w->data[i])) {
            line_error(r, lineno, w->cols[i], D_JOB_RUNNER_FLAG, w->data[i]);
            return;
        }
        if (strncmp(w->data[i], "-Fo", 3) == 0) {
            line_error(r, lineno, w->cols[i], D_JOB_OUTPUT_FLAG);
            return;
        }
    }
    if (r->njobs == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 64;
        r->jobs = realloc(r->jobs, sizeof *r->jobs * (size_t)r->cap);
        if (!r->jobs)
            abort();
    }
    Job *j = &r->jobs[r->njobs++];
    memset(j, 0, sizeof *j);
    j->line = lineno;
    j->words = w->data;
    j->nwords = w->len;
    w->data = NULL;
    w->len = w->cap = 0;
    int argc = 0;
    j->argv = calloc((size_t)(r->ncommon + j->nwords + 4), sizeof *j->argv);
    if (!j->argv)
        abort();
    j->argv[argc++] = "prism";
    for (int i = 0; i < r->ncommon; i++)
        j->argv[argc++] = r->common[i];
    for (int i = 1; i < j->nwords - 1; i++)
        j->argv[argc++] = j->words[i];
    j->argv[argc++] = j->words[0];
    const char *out = j->words[j->nwords - 1];
    if (strcmp(out, "-") != 0) {
        j->argv[argc++] = "-Fo";
        j->argv[argc++] = (char *)out;
    }
    bool done = false;
    int rc = parse_captured(cap, &j->args, argc, j->argv, &done);
    j->parsed = true;
    if (rc || done) {
        char *msg = captured_message(cap);
        line_error(r, lineno, j->nwords > 2 ? w->cols[1] : w->cols[0], D_JOB_BAD_FLAGS,
                   msg[0] ? msg : "(no message)");
        free(msg);
    }
}

/* A file some job writes: -Fo, --reflect, -Fc and -MF paths, as given. */
typedef struct Written {
    const char *path;
    int job;
} Written;

static int by_path_then_job(const void *a, const void *b)
{
    const Written *x = a, *y = b;
    int c = strcmp(x->path, y->path);
    return c ? c : (x->job > y->job) - (x->job < y->job);
}

/* Two jobs must not write one file (the run would keep one of them); no
 * job reads standard input when the list is standard input. Sorted, so a
 * list of any length is checked in n log n. */
static void check_jobs(Runner *r, bool list_on_stdin)
{
    Written *w = calloc((size_t)r->njobs * 4 + 1, sizeof *w);
    int *dup_of = calloc((size_t)r->njobs + 1, sizeof *dup_of); /* the first job that writes it, + 1 */
    const char **dup_path = calloc((size_t)r->njobs + 1, sizeof *dup_path);
    if (!w || !dup_of || !dup_path)
        abort();
    int n = 0;
    for (int k = 0; k < r->njobs; k++) {
        const Args *a = &r->jobs[k].args;
        const char *mine[] = {a->output, a->reflect, a->disassembly, a->depfile};
        for (size_t t = 0; t < sizeof mine / sizeof *mine; t++)
            if (mine[t] && strcmp(mine[t], "-") != 0)
                w[n++] = (Written){mine[t], k};
    }
    qsort(w, (size_t)n, sizeof *w, by_path_then_job);
    for (int i = 1, first = 0; i < n; i++) {
        if (strcmp(w[first].path, w[i].path) != 0) {
            first = i;
            continue;
        }
        if (w[first].job != w[i].job && !dup_of[w[i].job]) {
            dup_of[w[i].job] = w[first].job + 1;
            dup_path[w[i].job] = w[i].path;
        }
    }
    for (int k = 0; k < r->njobs; k++) {
        const Job *j = &r->jobs[k];
        if (list_on_stdin && strcmp(j->args.input, "-") == 0)
            line_error(r, j->line, 1, D_JOB_STDIN_TWICE);
        if (dup_of[k])
            line_error(r, j->line, 1, D_JOB_SAME_OUTPUT, dup_path[k], r->jobs[dup_of[k] - 1].line);
    }
    free(w);
    free(dup_of);
    free(dup_path);
}

static int load(Runner *r, const char *path)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "%s: error PRISM%04d: ", path, diag_info[D_DRV_CANNOT_READ].code);
        fprintf(stderr, diag_info[D_DRV_CANNOT_READ].format, path, strerror(errno));
        fputc('\n', stderr);
        return 2;
    }
    Capture cap = {tmpfile(), dup(2), 0};
    if (!cap.file || cap.saved < 0) {
        fprintf(stderr, "prism: cannot make a temporary file: %s\n", strerror(errno));
        return 2;
    }
    char *line = NULL;
    size_t cap_len = 0;
    ssize_t n;
    Words w = {0};
    for (int lineno = 1; (n = getline(&line, &cap_len, f)) >= 0; lineno++) {
        while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
            n--;
        for (int i = 0; i < w.len; i++)
            free(w.data[i]);
        w.len = 0;
        if (!split_line(r, lineno, line, (size_t)n, &w) || w.len == 0)
            continue;
        add_job(r, lineno, &w, &cap);
    }
    for (int i = 0; i < w.len; i++)
        free(w.data[i]);
    free(w.data);
    free(w.cols);
    free(line);
    close(cap.saved);
    fclose(cap.file);
    if (f != stdin)
        fclose(f);
    return 0;
}

/* ---- running ---------------------------------------------------------------- */

static void run_job(Runner *r, Job *j)
{
    FILE *out = open_memstream(&j->out, &j->out_len), *err = open_memstream(&j->err, &j->err_len);
    if (!out || !err)
        abort();
    DriverIO io = {out, err, isatty(1), isatty(2)};
    j->rc = driver_compile(&j->args, &io, r->x);
    fclose(out);
    fclose(err);
}

static void *worker(void *arg)
{
    Runner *r = arg;
    for (;;) {
        pthread_mutex_lock(&r->lock);
        int k = r->next < r->njobs ? r->next++ : -1;
        pthread_mutex_unlock(&r->lock);
        if (k < 0)
            return NULL;
        run_job(r, &r->jobs[k]);
        pthread_mutex_lock(&r->lock);
        r->jobs[k].done = true;
        pthread_cond_broadcast(&r->done);
        pthread_mutex_unlock(&r->lock);
    }
}

/* A thread's stack as large as the main thread's (RLIMIT_STACK): a job
 * nests as deep as it would alone. */
static size_t stack_size(void)
{
    struct rlimit rl;
    size_t size = (size_t)8 << 20;
    if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur > size)
        size = (size_t)rl.rlim_cur;
    else if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur == RLIM_INFINITY)
        size = (size_t)64 << 20;
    return size;
}

/* Runs every job; prints each one's output in job order as soon as it and
 * those before it are done. Returns the worst exit status. */
static int run_all(Runner *r)
{
    int nthreads = r->threads < r->njobs ? r->threads : r->njobs;
    pthread_t *threads = calloc((size_t)nthreads + 1, sizeof *threads);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack_size());
    int started = 0;
    for (; started < nthreads; started++)
        if (pthread_create(&threads[started], &attr, worker, r) != 0)
            break;
    pthread_attr_destroy(&attr);
    if (started == 0) /* no thread to be had: this one does the work */
        worker(r);
    int worst = 0;
    for (int k = 0; k < r->njobs; k++) {
        Job *j = &r->jobs[k];
        pthread_mutex_lock(&r->lock);
        while (!j->done)
            pthread_cond_wait(&r->done, &r->lock);
        pthread_mutex_unlock(&r->lock);
        fwrite(j->out, 1, j->out_len, stdout);
        fflush(stdout);
        fwrite(j->err, 1, j->err_len, stderr);
        fflush(stderr);
        free(j->out);
        free(j->err);
        j->out = j->err = NULL;
        if (j->rc > worst)
            worst = j->rc;
    }
    for (int t = 0; t < started; t++)
        pthread_join(threads[t], NULL);
    free(threads);
    return worst;
}

/* ---- the command line --------------------------------------------------------- */

bool jobs_requested(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (strcmp(argv[i], "--jobs") == 0 || strncmp(argv[i], "--jobs=", 7) == 0)
            return true;
    return false;
}

static int jobs_usage(const char *fmt, const char *arg)
{
    fprintf(stderr, "prism: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n(run 'prism --help' for the options)\n");
    return 2;
}

/* -j N: 1 to 1024 threads. */
static bool parse_threads(const char *s, int *out)
{
    char *end;
    errno = 0;
    long v = s && *s ? strtol(s, &end, 10) : 0;
    if (!s || !*s || *end || errno || v < 1 || v > 1024)
        return false;
    *out = (int)v;
    return true;
}

static void free_runner(Runner *r)
{
    for (int k = 0; k < r->njobs; k++) {
        Job *j = &r->jobs[k];
        if (j->parsed)
            args_free(&j->args);
        for (int i = 0; i < j->nwords; i++)
            free(j->words[i]);
        free(j->words);
        free(j->argv);
        free(j->out);
        free(j->err);
    }
    free(r->jobs);
    free(r->common);
}

int jobs_main(int argc, char **argv)
{
    Runner r;
    memset(&r, 0, sizeof r);
    r.common = calloc((size_t)argc + 1, sizeof *r.common);
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    r.threads = cores > 0 ? (cores > 1024 ? 1024 : (int)cores) : 1;
    const char *list = NULL;
    int rc = 0;
    for (int i = 1; i < argc && !rc; i++) {
        const char *s = argv[i];
        if (strcmp(s, "--jobs") == 0 || strncmp(s, "--jobs=", 7) == 0) {
            const char *v = s[6] == '=' ? s + 7 : i + 1 < argc ? argv[++i] : NULL;
            if (!v || !*v)
                rc = jobs_usage("%s needs the job list's file (or - for standard input)", "--jobs");
            else if (list)
                rc = jobs_usage("more than one job list ('%s')", v);
            list = v;
        } else if (strncmp(s, "-j", 2) == 0) {
            const char *v = s[2] ? s + 2 : i + 1 < argc ? argv[++i] : NULL;
            if (!parse_threads(v, &r.threads))
                rc = jobs_usage("-j takes a number of threads from 1 to 1024, not '%s'", v ? v : "");
        } else if (strcmp(s, "--jobs-stats") == 0) {
            r.stats = true;
        } else if (strcmp(s, "--help") == 0 || strcmp(s, "--version") == 0) {
            rc = jobs_usage("%s does not go with --jobs", s);
        } else {
            r.common[r.ncommon++] = argv[i]; /* every job's first flags */
        }
    }
    if (rc) {
        free_runner(&r);
        return rc;
    }
    r.list = list;
    rc = load(&r, list);
    if (rc == 0)
        check_jobs(&r, strcmp(list, "-") == 0);
    if (rc == 0 && r.bad)
        rc = 2;
    if (rc == 0) {
        r.x = prism_context_new();
        pthread_mutex_init(&r.lock, NULL);
        pthread_cond_init(&r.done, NULL);
        rc = run_all(&r);
        if (r.stats) {
            PrismContextStats st = prism_context_stats(r.x);
            fprintf(stderr,
                    "prism: %d jobs on %d threads: %ld files read, %ld reads from the cache; %ld preprocessings "
                    "run, %ld shared, %ld jobs preprocessed alone\n",
                    r.njobs, r.threads < r.njobs ? r.threads : r.njobs, st.file_reads, st.file_hits,
                    st.preprocess_runs, st.preprocess_shared, st.preprocess_own);
        }
        pthread_cond_destroy(&r.done);
        pthread_mutex_destroy(&r.lock);
        prism_context_free(r.x);
    }
    free_runner(&r);
    return rc;
}
