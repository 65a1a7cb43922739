/* Indentation marks (indent_log.h). */
#include "indent_log.h"
#include <stdlib.h>
#include <string.h>

bool indent_log_add(IndentLog *l, size_t at, size_t spaces)
{
    if (at > UINT32_MAX || spaces > UINT32_MAX)
        return false;
    if (!spaces)
        return true;
    if (l->len && l->data[l->len - 1].at == at) { /* two indents at one place */
        if ((size_t)l->data[l->len - 1].spaces + spaces > UINT32_MAX)
            return false;
        l->data[l->len - 1].spaces += (uint32_t)spaces;
        return true;
    }
    if (l->len == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 1024;
        l->data = realloc(l->data, l->cap * sizeof *l->data);
        if (!l->data)
            abort();
    }
    l->data[l->len++] = (IndentMark){(uint32_t)at, (uint32_t)spaces};
    return true;
}

/* Insertions come where the last function's text began: the marks that
 * move are the last ones, found from the end. */
void indent_log_shift(IndentLog *l, size_t from, size_t by)
{
    for (size_t k = l->len; k > 0 && l->data[k - 1].at >= from; k--)
        l->data[k - 1].at += (uint32_t)by;
}

size_t indent_log_expanded_size(const IndentLog *l, size_t len)
{
    for (size_t k = 0; k < l->len; k++)
        len += l->data[k].spaces;
    return len;
}

typedef struct Piece {
    char *buf;
    size_t len;
    TextPieceFn put;
    void *user;
} Piece;

static void piece_add(Piece *p, const char *s, char fill, size_t n)
{
    while (n) {
        size_t room = INDENT_LOG_PIECE - p->len, k = n < room ? n : room;
        if (s)
            memcpy(p->buf + p->len, s, k), s += k;
        else
            memset(p->buf + p->len, fill, k);
        p->len += k, n -= k;
        if (p->len == INDENT_LOG_PIECE) {
            p->put(p->user, p->buf, p->len);
            p->len = 0;
        }
    }
}

void indent_log_expand(const IndentLog *l, const char *text, size_t len, TextPieceFn put, void *user)
{
    Piece p = {malloc(INDENT_LOG_PIECE), 0, put, user};
    if (!p.buf)
        abort();
    size_t done = 0;
    for (size_t k = 0; k < l->len; k++) {
        size_t at = l->data[k].at < len ? l->data[k].at : len;
        piece_add(&p, text + done, 0, at - done);
        piece_add(&p, NULL, ' ', l->data[k].spaces);
        done = at;
    }
    piece_add(&p, text + done, 0, len - done);
    if (p.len)
        put(user, p.buf, p.len);
    free(p.buf);
}

void indent_log_free(IndentLog *l)
{
    free(l->data);
    *l = (IndentLog){0};
}
