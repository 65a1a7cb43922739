/* A fast path for the printf formats the emitters use most (%s, %d, %u,
 * %c, %x, %% with l, ll or z): glibc's vsnprintf costs about a thousand
 * instructions a call, most of them setting up a FILE, and arena_printf and
 * sb_printf called it twice. Anything else (widths, precision, flags,
 * floating point) is left to vsnprintf, so the text is always printf's. */
#ifndef PRISM_FMT_H
#define PRISM_FMT_H
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

/* Whether fmt uses only the conversions fmt_fast handles. */
bool fmt_is_simple(const char *fmt);
/* Formats like vsnprintf into out (cap bytes, NUL-terminated) and returns
 * the length, or -1 (out's contents undefined) if the text needs cap bytes
 * or more. fmt must be fmt_is_simple. */
int fmt_fast(char *out, size_t cap, const char *fmt, va_list ap);
/* vsnprintf, through fmt_fast where it can: the same text and result. */
int fmt_vsnprintf(char *out, size_t cap, const char *fmt, va_list ap);

#endif
