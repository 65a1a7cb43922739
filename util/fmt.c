#include "fmt.h"
#include <stdio.h>
#include <string.h>

bool fmt_is_simple(const char *fmt)
{
    for (const char *p = fmt; (p = strchr(p, '%')); p++) {
        p++;
        if (*p == 'l')
            p += p[1] == 'l' ? 2 : 1;
        else if (*p == 'z')
            p++;
        switch (*p) {
        case 'd': case 'i': case 'u': case 'x': break;
        case 's': case 'c': case '%':
            if (p[-1] != '%')
                return false; /* %ls, %lc: wide */
            break;
        default: return false;
        }
    }
    return true;
}

/* Digits of v in base 10 or 16 (lowercase), written backwards from end. */
static inline char *put_digits(char *end, unsigned long long v, unsigned base)
{
    do {
        *--end = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    return end;
}

/* fmt_each's formatter, inlined into each caller so that fmt_fast's sink
 * (a constant) is inlined too: one definition of the conversions for the
 * bounded buffer and for growing ones. va_list is passed on by pointer, as
 * callers that go on formatting after a failure do not need. */
static inline __attribute__((always_inline)) bool format_each(const char *fmt, va_list *ap, FmtSink put,
                                                               void *sink)
{
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') {
            const char *q = strchr(p, '%');
            size_t len = q ? (size_t)(q - p) : strlen(p);
            put(sink, p, len);
            if (!q)
                return true;
            p = q;
        }
        p++;
        int size = 0; /* 0 int, 1 long, 2 long long, 3 size_t */
        if (*p == 'l' && p[1] == 'l')
            size = 2, p += 2;
        else if (*p == 'l')
            size = 1, p++;
        else if (*p == 'z')
            size = 3, p++;
        char num[24], *end = num + sizeof num, *d;
        switch (*p) {
        case 's':
        case 'c':
        case '%':
            if (size)
                return false; /* %ls, %lc: wide */
            if (*p == 's') {
                const char *str = va_arg(*ap, const char *);
                put(sink, str, strlen(str));
            } else {
                num[0] = *p == 'c' ? (char)va_arg(*ap, int) : '%';
                put(sink, num, 1);
            }
            continue;
        case 'd':
        case 'i': {
            long long v = size == 0 ? va_arg(*ap, int) : size == 1 ? va_arg(*ap, long)
                        : size == 2 ? va_arg(*ap, long long) : (long long)va_arg(*ap, size_t);
            unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
            d = put_digits(end, u, 10);
            if (v < 0)
                *--d = '-';
            break;
        }
        case 'u':
        case 'x': {
            unsigned long long v = size == 0 ? va_arg(*ap, unsigned) : size == 1 ? va_arg(*ap, unsigned long)
                                 : size == 2 ? va_arg(*ap, unsigned long long) : va_arg(*ap, size_t);
            d = *p == 'x' ? put_digits(end, v, 16) : put_digits(end, v, 10);
            break;
        }
        default: return false;
        }
        put(sink, d, (size_t)(end - d));
    }
    return true;
}

bool fmt_each(const char *fmt, va_list ap, FmtSink put, void *sink)
{
    va_list cp;
    va_copy(cp, ap);
    bool done = format_each(fmt, &cp, put, sink);
    va_end(cp);
    return done;
}

/* fmt_fast's sink: a bounded buffer that notes when the text does not fit. */
typedef struct Bounded {
    char *out;
    size_t cap, n;
    bool over;
} Bounded;

static inline void put_bounded(void *sink, const char *s, size_t len)
{
    Bounded *b = sink;
    if (b->n + len >= b->cap) {
        b->over = true;
        b->n = b->cap; /* nothing more fits */
        return;
    }
    memcpy(b->out + b->n, s, len);
    b->n += len;
}

int fmt_fast(char *out, size_t cap, const char *fmt, va_list ap)
{
    Bounded b = {out, cap, 0, false};
    va_list cp;
    va_copy(cp, ap);
    bool done = format_each(fmt, &cp, put_bounded, &b);
    va_end(cp);
    if (!done)
        return FMT_NOT_SIMPLE;
    if (b.over)
        return FMT_TOO_LONG;
    out[b.n] = 0;
    return (int)b.n;
}

int fmt_vsnprintf(char *out, size_t cap, const char *fmt, va_list ap)
{
    if (cap) {
        int n = fmt_fast(out, cap, fmt, ap);
        if (n >= 0)
            return n;
    }
    return vsnprintf(out, cap, fmt, ap);
}
