/* Small writers for reflection's JSON (lib/reflect*.c): each piece goes
 * straight into the buffer, with no format string to read (sb_printf's
 * fmt_fast was most of the cost of writing a small shader's reflection). */
#ifndef PRISM_REFLECT_WRITE_H
#define PRISM_REFLECT_WRITE_H
#include <stdbool.h>
#include <stddef.h>
#include <string.h>
#include "../util/strbuf.h"

/* Appends n bytes of p, keeping the buffer NUL-terminated as sb_* do. */
static inline void rw_putn(StrBuf *out, const char *p, size_t n)
{
    if (out->len + n + 1 > out->cap)
        sb_reserve(out, n);
    memcpy(out->data + out->len, p, n);
    out->len += n;
    out->data[out->len] = 0;
}

/* A string literal, its length known when compiling. */
#define rw_lit(out, lit) rw_putn((out), "" lit, sizeof(lit) - 1)
/* "key": (key a literal) */
#define rw_key(out, key) rw_lit((out), "\"" key "\": ")

static inline void rw_puts(StrBuf *out, const char *s)
{
    rw_putn(out, s, strlen(s));
}

static inline void rw_char(StrBuf *out, char c)
{
    rw_putn(out, &c, 1);
}

/* "s", with no escapes: for the names the compiler itself spells. */
static inline void rw_quoted(StrBuf *out, const char *s)
{
    rw_char(out, '"');
    rw_puts(out, s);
    rw_char(out, '"');
}

/* Decimal, as %llu and %lld print. */
static inline void rw_uint(StrBuf *out, unsigned long long v)
{
    char digits[24], *p = digits + sizeof digits;
    do
        *--p = (char)('0' + v % 10);
    while (v /= 10);
    rw_putn(out, p, (size_t)(digits + sizeof digits - p));
}

static inline void rw_int(StrBuf *out, long long v)
{
    if (v < 0)
        rw_char(out, '-');
    rw_uint(out, v < 0 ? 0ull - (unsigned long long)v : (unsigned long long)v);
}

/* A JSON string with the escapes names can need: \" and \\, and \u00xx
 * for the control characters. NULL writes "". */
static inline void rw_str(StrBuf *out, const char *s)
{
    static const char hex[] = "0123456789abcdef";
    rw_char(out, '"');
    while (s && *s) {
        size_t plain = 0; /* a run that needs no escape goes in at once */
        while (s[plain] && s[plain] != '"' && s[plain] != '\\' && (unsigned char)s[plain] >= 0x20)
            plain++;
        rw_putn(out, s, plain);
        s += plain;
        if (!*s)
            break;
        unsigned char ch = (unsigned char)*s++;
        if (ch == '"' || ch == '\\') {
            char esc[2] = {'\\', (char)ch};
            rw_putn(out, esc, 2);
        } else {
            char esc[6] = {'\\', 'u', '0', '0', hex[ch >> 4], hex[ch & 15]};
            rw_putn(out, esc, 6);
        }
    }
    rw_char(out, '"');
}

/* ", " before every item of a list but its first. */
static inline void rw_sep(StrBuf *out, bool not_first)
{
    if (not_first)
        rw_lit(out, ", ");
}

#endif
