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
/* fmt_fast's failures (out's contents are then undefined). */
enum { FMT_TOO_LONG = -1, FMT_NOT_SIMPLE = -2 };
/* Formats like vsnprintf into out (cap bytes, NUL-terminated) and returns
 * the length; FMT_TOO_LONG if the text needs cap bytes or more;
 * FMT_NOT_SIMPLE if fmt has a conversion fmt_fast does not handle (so a
 * caller need not scan fmt with fmt_is_simple first). ap is not consumed. */
int fmt_fast(char *out, size_t cap, const char *fmt, va_list ap);
/* Where fmt_each puts each piece of the text, in order. */
typedef void (*FmtSink)(void *sink, const char *s, size_t len);
/* The text of fmt with fmt_fast's conversions, piece by piece into put;
 * false at any other conversion (what was put before it stays put). One
 * formatter for a bounded buffer (fmt_fast) and for growing ones. ap is
 * not consumed. */
bool fmt_each(const char *fmt, va_list ap, FmtSink put, void *sink);
/* vsnprintf, through fmt_fast where it can: the same text and result. */
int fmt_vsnprintf(char *out, size_t cap, const char *fmt, va_list ap);

#endif
