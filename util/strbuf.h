/* A malloc-backed growable byte buffer, for text output (dumps, MSL, WGSL) and
 * binary output (SPIR-V words). Outputs outlive the compilation's arena. */
#ifndef PRISM_STRBUF_H
#define PRISM_STRBUF_H
#include <stddef.h>
#include <stdint.h>

typedef struct StrBuf {
    char *data;
    size_t len, cap;
} StrBuf;

void sb_reserve(StrBuf *sb, size_t extra);
void sb_putc(StrBuf *sb, char c);
void sb_puts(StrBuf *sb, const char *s);
void sb_putn(StrBuf *sb, const void *p, size_t n);
void sb_printf(StrBuf *sb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void sb_indent(StrBuf *sb, int levels); /* 4 spaces a level */
/* Returns the NUL-terminated contents and leaves sb empty; caller frees. */
char *sb_take(StrBuf *sb, size_t *len);
void sb_free(StrBuf *sb);

#endif
