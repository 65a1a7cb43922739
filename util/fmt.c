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
static char *put_digits(char *end, unsigned long long v, unsigned base)
{
    do {
        *--end = "0123456789abcdef"[v % base];
        v /= base;
    } while (v);
    return end;
}

int fmt_fast(char *out, size_t cap, const char *fmt, va_list ap)
{
    size_t n = 0;
    for (const char *p = fmt; *p; p++) {
        const char *s;
        size_t len;
        char num[24];
        if (*p != '%') {
            const char *q = strchr(p, '%');
            len = q ? (size_t)(q - p) : strlen(p);
            s = p;
            p += len - 1;
        } else {
            p++;
            int size = 0; /* 0 int, 1 long, 2 long long, 3 size_t */
            if (*p == 'l' && p[1] == 'l')
                size = 2, p += 2;
            else if (*p == 'l')
                size = 1, p++;
            else if (*p == 'z')
                size = 3, p++;
            switch (*p) {
            case 's':
                s = va_arg(ap, const char *);
                len = strlen(s);
                break;
            case 'c':
                num[0] = (char)va_arg(ap, int);
                s = num, len = 1;
                break;
            case '%':
                s = "%", len = 1;
                break;
            case 'd': case 'i': {
                long long v = size == 0 ? va_arg(ap, int) : size == 1 ? va_arg(ap, long)
                            : size == 2 ? va_arg(ap, long long) : (long long)va_arg(ap, size_t);
                unsigned long long u = v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v;
                char *b = put_digits(num + sizeof num, u, 10);
                if (v < 0)
                    *--b = '-';
                s = b, len = (size_t)(num + sizeof num - b);
                break;
            }
            default: { /* u, x */
                unsigned long long v = size == 0 ? va_arg(ap, unsigned) : size == 1 ? va_arg(ap, unsigned long)
                                     : size == 2 ? va_arg(ap, unsigned long long) : va_arg(ap, size_t);
                char *b = put_digits(num + sizeof num, v, *p == 'x' ? 16 : 10);
                s = b, len = (size_t)(num + sizeof num - b);
                break;
            }
            }
        }
        if (n + len >= cap)
            return -1;
        memcpy(out + n, s, len);
        n += len;
    }
    out[n] = 0;
    return (int)n;
}

int fmt_vsnprintf(char *out, size_t cap, const char *fmt, va_list ap)
{
    if (cap && fmt_is_simple(fmt)) {
        va_list cp;
        va_copy(cp, ap);
        int n = fmt_fast(out, cap, fmt, cp);
        va_end(cp);
        if (n >= 0)
            return n;
    }
    return vsnprintf(out, cap, fmt, ap);
}
