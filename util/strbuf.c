#include "strbuf.h"
#include "fmt.h"
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void sb_reserve(StrBuf *sb, size_t extra)
{
    if (sb->len + extra + 1 <= sb->cap)
        return;
    size_t ncap = sb->cap ? sb->cap * 2 : 256;
    while (ncap < sb->len + extra + 1)
        ncap *= 2;
    char *p = realloc(sb->data, ncap);
    if (!p) {
        fputs("prism: out of memory\n", stderr);
        abort();
    }
    sb->data = p;
    sb->cap = ncap;
}

void sb_putn(StrBuf *sb, const void *p, size_t n)
{
    sb_reserve(sb, n);
    memcpy(sb->data + sb->len, p, n);
    sb->len += n;
    sb->data[sb->len] = 0;
}

void sb_putc(StrBuf *sb, char c) { sb_putn(sb, &c, 1); }
void sb_puts(StrBuf *sb, const char *s) { sb_putn(sb, s, strlen(s)); }

void sb_printf(StrBuf *sb, const char *fmt, ...)
{
    va_list ap;
    sb_reserve(sb, 255);
    for (;;) {
        va_start(ap, fmt);
        int n = fmt_fast(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
        va_end(ap);
        if (n >= 0) {
            sb->len += (size_t)n;
            return;
        }
        if (n == FMT_NOT_SIMPLE)
            break;
        sb_reserve(sb, sb->cap); /* too long: twice the room, again */
    }
    va_start(ap, fmt);
    int n = vsnprintf(sb->data + sb->len, sb->cap - sb->len, fmt, ap);
    va_end(ap);
    if ((size_t)n >= sb->cap - sb->len) {
        sb_reserve(sb, (size_t)n);
        va_start(ap, fmt);
        vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
        va_end(ap);
    }
    sb->len += (size_t)n;
}

void sb_indent(StrBuf *sb, int levels)
{
    for (int i = 0; i < levels; i++)
        sb_puts(sb, "    ");
}

char *sb_take(StrBuf *sb, size_t *len)
{
    if (!sb->data)
        sb_reserve(sb, 0), sb->data[0] = 0;
    char *p = sb->data;
    if (len)
        *len = sb->len;
    sb->data = NULL;
    sb->len = sb->cap = 0;
    return p;
}

void sb_free(StrBuf *sb)
{
    free(sb->data);
    sb->data = NULL;
    sb->len = sb->cap = 0;
}
