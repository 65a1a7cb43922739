/* Indentation kept as (position, spaces) marks beside a text instead of
 * spaces in it, and expanded only when the text is handed out piece by
 * piece: deeply nested code is mostly indentation (100k lines of nested
 * loops: 60 of MSL's 73 MB), which then is never in memory at once. */
#ifndef PRISM_INDENT_LOG_H
#define PRISM_INDENT_LOG_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "strbuf.h"

typedef struct IndentMark {
    uint32_t at;     /* byte offset in the text the spaces go before */
    uint32_t spaces;
} IndentMark;

typedef struct IndentLog {
    IndentMark *data; /* malloc'd, by increasing at */
    size_t len, cap;
} IndentLog;

/* Where a text goes piece by piece. */
typedef void (*TextPieceFn)(void *user, const char *data, size_t size);

/* Records spaces at offset at (at least the last mark's). False when at
 * does not fit a mark: the caller writes the spaces into the text. */
bool indent_log_add(IndentLog *l, size_t at, size_t spaces);
/* by bytes were inserted at offset from: the marks at or after it move. */
void indent_log_shift(IndentLog *l, size_t from, size_t by);
/* text[0, len) with the spaces put back, to put in pieces of at most
 * INDENT_LOG_PIECE bytes; the marks' offsets count from text. */
#define INDENT_LOG_PIECE ((size_t)1 << 20)
void indent_log_expand(const IndentLog *l, const char *text, size_t len, TextPieceFn put, void *user);
/* The bytes the expanded text has. */
size_t indent_log_expanded_size(const IndentLog *l, size_t len);
void indent_log_free(IndentLog *l);

#endif
