/* PrismContext (include/prism.h): compiles in one context, from several
 * threads at once, give byte for byte what prism_compile gives alone
 * (every blob, diagnostic, dump, reflection and dependency), share what
 * they should (each file read once, one preprocessing per key) and not
 * what they should not (different macros, profiles, targets). Run from the
 * repository root as BUILD/tests/test_context. */
#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include "../../include/prism.h"
#include "unit.h"

/* ---- the compiles ----------------------------------------------------------- */

/* Headers served by a read_file callback, counted: the context must call
 * it once per path. */
static const char header_a[] = "#define SCALE 3\nuint scale(uint x) { return x * SCALE; }\n";
static const char header_b[] = "#pragma once\nstatic const uint Bias = 7;\n";
static int header_calls;
static pthread_mutex_t header_lock = PTHREAD_MUTEX_INITIALIZER;

static char *read_header(void *user, const char *path, size_t *len)
{
    (void)user;
    pthread_mutex_lock(&header_lock);
    header_calls++;
    pthread_mutex_unlock(&header_lock);
    const char *text = strcmp(path, "inc/a.hlsli") == 0 ? header_a : strcmp(path, "inc/b.hlsli") == 0 ? header_b : NULL;
    if (!text)
        return NULL;
    *len = strlen(text);
    char *copy = malloc(*len + 1);
    memcpy(copy, text, *len + 1);
    return copy;
}

static const char with_includes[] =
    "#include \"a.hlsli\"\n#include \"b.hlsli\"\n#include \"b.hlsli\"\n"
    "RWStructuredBuffer<uint> Out : register(u0);\n"
    "#ifdef TWICE\n#define N 2\n#else\n#define N 1\n#endif\n"
    "[numthreads(8, 1, 1)]\nvoid main(uint3 id : SV_DispatchThreadID) { Out[id.x] = scale(id.x) * N + Bias; }\n";
/* a warning of the preprocessor (macro redefined) and one of sema */
static const char with_warning[] = "#define K 1\n#define K 2\nRWStructuredBuffer<uint> Out : register(u0);\n"
                                   "[numthreads(1, 1, 1)]\nvoid main() { int i = 3u; Out[0] = K + i; }\n";
static const char pp_error[] = "#if\n#endif\n[numthreads(1,1,1)] void main() {}\n";
static const char sema_error[] = "[numthreads(1,1,1)] void main() { undefined_name = 1; }\n";
static const char *const includes[] = {"inc"};
static const char *const twice[] = {"TWICE"};
static const char *const twice_value[] = {"TWICE=1"};

typedef struct Case {
    const char *name;
    const char *file;   /* read from the repository, or NULL: text */
    const char *text;
    unsigned targets;
    const char *profile, *entry;
    const char *const *defines;
    int ndefines;
    bool headers;       /* #include through read_header */
    unsigned dumps;
} Case;

static const Case cases[] = {
    {"compact spirv", "examples/compact.hlsl", NULL, PRISM_TARGET_SPIRV, "cs_6_0", "CSMain", NULL, 0, false, 0},
    {"compact all", "examples/compact.hlsl", NULL, 7, "cs_6_0", "CSMain", NULL, 0, false, PRISM_DUMP_IR},
    {"compact all again", "examples/compact.hlsl", NULL, 7, "cs_6_0", "CSMain", NULL, 0, false, 0},
    {"compact -P", "examples/compact.hlsl", NULL, 7, "cs_6_0", "CSMain", NULL, 0, false, PRISM_DUMP_PREPROCESSED},
    {"groupsum", "examples/groupsum.hlsl", NULL, 7, NULL, NULL, NULL, 0, false, 0},
    {"lighting", "bench/corpus/tiled_lighting.hlsl", NULL, 7, "cs_6_0", NULL, NULL, 0, false, 0},
    {"particles", "bench/corpus/particles.hlsl", NULL, PRISM_TARGET_SPIRV, NULL, NULL, NULL, 0, false, 0},
    {"includes", NULL, with_includes, 7, "cs_6_0", "main", NULL, 0, true, PRISM_DUMP_PREPROCESSED},
    {"includes TWICE", NULL, with_includes, 7, "cs_6_0", "main", twice, 1, true, 0},
    {"includes TWICE=1", NULL, with_includes, 7, "cs_6_0", "main", twice_value, 1, true, 0},
    {"includes cs_6_5", NULL, with_includes, 7, "cs_6_5", "main", NULL, 0, true, 0},
    {"warning", NULL, with_warning, 7, "cs_6_0", "main", NULL, 0, false, 0},
    {"warning spirv", NULL, with_warning, PRISM_TARGET_SPIRV, "cs_6_0", "main", NULL, 0, false, 0},
    {"pp error", NULL, pp_error, 7, "cs_6_0", "main", NULL, 0, false, 0},
    {"sema error", NULL, sema_error, 7, "cs_6_0", "main", NULL, 0, false, 0},
};
enum { NCASES = sizeof cases / sizeof *cases, NTHREADS = 4 };

static char *sources[NCASES];
static size_t source_len[NCASES];

static PrismOptions options_of(const Case *k)
{
    PrismOptions o = prism_default_options();
    o.targets = k->targets;
    o.profile = k->profile;
    o.entry = k->entry;
    o.defines = k->defines;
    o.num_defines = k->ndefines;
    o.dumps = k->dumps;
    if (k->headers) {
        o.include_dirs = includes;
        o.num_include_dirs = 1;
        o.read_file = read_header;
    }
    return o;
}

/* Everything a result says, as one string: two results are the same
 * when their strings are. */
static char *describe(const PrismResult *r)
{
    size_t cap = 1 << 16, n = 0;
    char *s = malloc(cap);
#define PUT(p, len)                                                         \
    do {                                                                    \
        size_t l_ = (len);                                                  \
        while (n + l_ + 64 > cap)                                           \
            s = realloc(s, cap *= 2);                                       \
        memcpy(s + n, (p), l_);                                             \
        n += l_;                                                            \
        s[n++] = '\n';                                                      \
    } while (0)
    PUT(prism_success(r) ? "ok" : "failed", prism_success(r) ? 2 : 6);
    for (int i = 0; i < prism_blob_count(r); i++) {
        const PrismBlob *b = prism_blob(r, i);
        PUT(b->entry, strlen(b->entry));
        if (b->target == PRISM_TARGET_SPIRV) { /* words, NULs among them: in hex */
            char *hex = malloc(b->size * 2 + 1);
            for (size_t k = 0; k < b->size; k++)
                snprintf(hex + 2 * k, 3, "%02x", b->data[k]);
            PUT(hex, b->size * 2);
            free(hex);
        } else {
            PUT(b->data, b->size);
        }
    }
    for (int i = 0; i < prism_diagnostic_count(r); i++) {
        char *d = prism_format_diagnostic(r, i, 1);
        PUT(d, strlen(d));
        free(d);
    }
    static const PrismDump dumps[] = {PRISM_DUMP_PREPROCESSED, PRISM_DUMP_AST, PRISM_DUMP_IR};
    for (int i = 0; i < 3; i++)
        if (prism_dump(r, dumps[i]))
            PUT(prism_dump(r, dumps[i]), strlen(prism_dump(r, dumps[i])));
    if (prism_reflection_json(r))
        PUT(prism_reflection_json(r), strlen(prism_reflection_json(r)));
    for (int i = 0; i < prism_dependency_count(r); i++)
        PUT(prism_dependency(r, i), strlen(prism_dependency(r, i)));
#undef PUT
    s[n] = 0;
    return s;
}

static char *expected[NCASES];

typedef struct Worker {
    PrismContext *x;
    int first;      /* each thread starts at another case */
    int rounds;
    int mismatches;
} Worker;

static void *compile_all(void *arg)
{
    Worker *w = arg;
    for (int round = 0; round < w->rounds; round++)
        for (int i = 0; i < NCASES; i++) {
            int k = (w->first + i) % NCASES;
            PrismOptions o = options_of(&cases[k]);
            PrismResult *r = prism_context_compile(w->x, sources[k], source_len[k], cases[k].file ? cases[k].file : "text.hlsl", &o);
            char *got = describe(r);
            if (strcmp(got, expected[k]) != 0) {
                w->mismatches++;
                printf("  mismatch: %s\n", cases[k].name);
            }
            free(got);
            prism_free(r);
        }
    return NULL;
}

/* Runs every case on NTHREADS threads in one context; returns the
 * mismatches. */
static int run_threads(PrismContext *x, int rounds)
{
    pthread_t t[NTHREADS];
    Worker w[NTHREADS];
    for (int i = 0; i < NTHREADS; i++) {
        w[i] = (Worker){x, i * 3, rounds, 0};
        pthread_create(&t[i], NULL, compile_all, &w[i]);
    }
    int bad = 0;
    for (int i = 0; i < NTHREADS; i++) {
        pthread_join(t[i], NULL);
        bad += w[i].mismatches;
    }
    return bad;
}

/* ---- the tests ------------------------------------------------------------------ */

static void threads_give_what_prism_compile_gives(void)
{
    PrismContext *x = prism_context_new();
    header_calls = 0;
    CHECK(run_threads(x, 2) == 0);
    PrismContextStats st = prism_context_stats(x);
    /* each path once, however many compiles include it: a.hlsli and
     * b.hlsli next to text.hlsl (none), then in inc/ */
    CHECK(header_calls == 4);
    /* one preprocessing per key: compact spirv; compact all (its -P and
     * --dump-ir do not count); groupsum; lighting; particles; includes;
     * TWICE; TWICE=1 (another -D text); cs_6_5; warning (all); warning
     * (spirv: __spirv__); pp error; sema error */
    CHECK(st.preprocess_runs == 13);
    /* the pp error's compiles preprocess alone: 2 rounds x NTHREADS */
    CHECK(st.preprocess_own == 2 * NTHREADS);
    CHECK(st.preprocess_shared == (long)NCASES * 2 * NTHREADS - st.preprocess_runs - st.preprocess_own + 1);
    prism_context_free(x);
}

static void the_cases_mean_what_they_say(void)
{
    for (int k = 0; k < 13; k++)
        CHECK(strncmp(expected[k], "ok", 2) == 0);
    CHECK(strstr(expected[11], "warning PRISM1009"));
    CHECK(strstr(expected[7], "inc/a.hlsli") && strstr(expected[7], "inc/b.hlsli"));
    CHECK(strncmp(expected[13], "failed", 6) == 0 && strncmp(expected[14], "failed", 6) == 0);
    CHECK(strcmp(expected[7], expected[8]) != 0 && strcmp(expected[7], expected[10]) != 0);
}

/* With no room for a cached preprocessing, each is dropped after use: the
 * results do not change. */
static void a_full_cache_drops_and_redoes(void)
{
    PrismContext *x = prism_context_new();
    prism_context_set_cache_limit(x, 1);
    CHECK(run_threads(x, 1) == 0);
    PrismContextStats st = prism_context_stats(x);
    CHECK(st.preprocess_runs >= 13);
    prism_context_free(x);
}

/* 0 turns the sharing off: every compile preprocesses by itself, even two
 * running at once, and the results do not change. */
static void a_cache_limit_of_0_shares_nothing(void)
{
    PrismContext *x = prism_context_new();
    prism_context_set_cache_limit(x, 0);
    CHECK(run_threads(x, 1) == 0);
    PrismContextStats st = prism_context_stats(x);
    CHECK(st.preprocess_runs == 0 && st.preprocess_shared == 0);
    prism_context_free(x);
}

/* The memory a context keeps between compiles changes no output, whatever
 * its limit (none kept, the default, more than a compile needs). */
static void the_memory_limit_changes_no_output(void)
{
    size_t limits[] = {0, 64 * 1024, (size_t)64 << 20};
    for (int i = 0; i < 3; i++) {
        PrismContext *x = prism_context_new();
        prism_context_set_memory_limit(x, limits[i]);
        CHECK(run_threads(x, 1) == 0);
        CHECK(run_threads(x, 1) == 0); /* now from what the first round gave back */
        prism_context_free(x);
    }
}

/* prism_context_read_file: one read, the same bytes each time, errno for
 * a missing file (kept too). */
static void read_file_is_cached(void)
{
    PrismContext *x = prism_context_new();
    size_t n1 = 0, n2 = 0;
    const char *a = prism_context_read_file(x, "examples/compact.hlsl", &n1);
    const char *b = prism_context_read_file(x, "examples/compact.hlsl", &n2);
    CHECK(a && a == b && n1 == n2 && n1 == source_len[0] && memcmp(a, sources[0], n1) == 0 && a[n1] == 0);
    errno = 0;
    CHECK(!prism_context_read_file(x, "no/such/file.hlsl", &n1) && errno == ENOENT);
    errno = 0;
    CHECK(!prism_context_read_file(x, "no/such/file.hlsl", &n1) && errno == ENOENT);
    PrismContextStats st = prism_context_stats(x);
    CHECK(st.file_reads == 2 && st.file_hits == 2);
    prism_context_free(x);
}

/* A NULL context is prism_compile. */
static void no_context_is_prism_compile(void)
{
    PrismOptions o = options_of(&cases[1]);
    PrismResult *r = prism_context_compile(NULL, sources[1], source_len[1], cases[1].file, &o);
    char *got = describe(r);
    CHECK_STR(got, expected[1]);
    free(got);
    prism_free(r);
}

int main(void)
{
    for (int k = 0; k < NCASES; k++) {
        if (cases[k].file) {
            sources[k] = unit_read_path(cases[k].file);
            if (!sources[k]) {
                printf("cannot read %s (run from the repository root)\n", cases[k].file);
                return 1;
            }
        } else {
            sources[k] = strdup(cases[k].text);
        }
        source_len[k] = strlen(sources[k]);
        PrismOptions o = options_of(&cases[k]);
        PrismResult *r = prism_compile(sources[k], source_len[k], cases[k].file ? cases[k].file : "text.hlsl", &o);
        expected[k] = describe(r);
        prism_free(r);
    }
    RUN(the_cases_mean_what_they_say);
    RUN(threads_give_what_prism_compile_gives);
    RUN(a_full_cache_drops_and_redoes);
    RUN(a_cache_limit_of_0_shares_nothing);
    RUN(the_memory_limit_changes_no_output);
    RUN(read_file_is_cached);
    RUN(no_context_is_prism_compile);
    for (int k = 0; k < NCASES; k++)
        free(sources[k]), free(expected[k]);
    return UNIT_END();
}
