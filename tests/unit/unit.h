/* A tiny unit-test harness shared by the unit tests: CHECK records a
 * failure and goes on; each test function is one PASS/FAIL line. */
#ifndef PRISM_UNIT_H
#define PRISM_UNIT_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int unit_passed, unit_failed, unit_case_failed;

#define CHECK(cond)                                                               \
    do {                                                                          \
        if (!(cond)) {                                                            \
            printf("  %s:%d: check failed: %s\n", __FILE__, __LINE__, #cond);    \
            unit_case_failed = 1;                                                 \
        }                                                                         \
    } while (0)

#define CHECK_STR(got, want)                                                      \
    do {                                                                          \
        const char *g_ = (got), *w_ = (want);                                     \
        if (!g_ || strcmp(g_, w_) != 0) {                                         \
            printf("  %s:%d: got:\n%s\n  want:\n%s\n", __FILE__, __LINE__,        \
                   g_ ? g_ : "(null)", w_);                                       \
            unit_case_failed = 1;                                                 \
        }                                                                         \
    } while (0)

#define RUN(fn)                                                                   \
    do {                                                                          \
        unit_case_failed = 0;                                                     \
        fn();                                                                     \
        if (unit_case_failed)                                                     \
            unit_failed++, printf("FAIL %s\n", #fn);                              \
        else                                                                      \
            unit_passed++, printf("PASS %s\n", #fn);                              \
    } while (0)

/* A stream's (or a file's) whole text, NUL-terminated and malloc'd; its
 * length in *len when len is not NULL. */
static inline char *unit_read_all(FILE *f, size_t *len)
{
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap);
    for (size_t got; buf && (got = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
        n += got;
        if (n + 1 == cap)
            buf = realloc(buf, cap *= 2);
    }
    if (buf)
        buf[n] = 0;
    if (len)
        *len = n;
    return buf;
}

static inline char *unit_read_path(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    char *s = unit_read_all(f, NULL);
    fclose(f);
    return s;
}

#define UNIT_END()                                                                \
    (printf("%d passed, %d failed\n", unit_passed, unit_failed), unit_failed != 0)

#endif
