/* Literals as the lexer spelled them (pp-numbers, quoted strings) into
 * values. A bad literal is reported and gives a node with value 0, so the
 * parse goes on. */
#include "parse_internal.h"
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

static int digit_value(char ch)
{
    if (ch >= '0' && ch <= '9')
        return ch - '0';
    if (ch >= 'a' && ch <= 'f')
        return ch - 'a' + 10;
    if (ch >= 'A' && ch <= 'F')
        return ch - 'A' + 10;
    return 99;
}

/* Integer suffixes HLSL accepts (DXC: u, l, ul, ll, ull in either order of
 * u and l, any case); h as ast.h allows, for sema to judge. */
static bool valid_int_suffix(const char *s)
{
    static const char *const ok[] = {"", "u", "l", "ul", "lu", "ll", "ull", "llu", "h", "uh"};
    for (size_t i = 0; i < sizeof ok / sizeof ok[0]; i++)
        if (strcmp(s, ok[i]) == 0)
            return true;
    return false;
}

/* 42, 0x2A, 052, 42u, 42ull */
Node *parse_int_lit(Parser *p, const Token *t)
{
    Node *n = ast_new(p->c, ND_INT_LIT, t->loc);
    n->ilit.suffix = "";
    const char *s = t->text;
    size_t len = strlen(s), i = 0;
    int base = 10;
    if (len > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        i = 2;
    } else if (len > 1 && s[0] == '0' && isdigit((unsigned char)s[1])) {
        base = 8;
        i = 1;
    }
    size_t digits = i;
    while (digits < len && (isdigit((unsigned char)s[digits]) || (base == 16 && digit_value(s[digits]) < 16)))
        digits++;
    /* Lower-cased in a stack buffer (it is interned below): a copy in the
     * arena for every literal stayed until the end of the compile. */
    char small[16];
    size_t slen = len - digits;
    char *suffix = slen < sizeof small ? memcpy(small, s + digits, slen + 1) : arena_strdup(p->c->arena, s + digits);
    for (char *q = suffix; *q; q++)
        *q = (char)tolower((unsigned char)*q);
    if (digits == i) {
        diag(p->c, t->loc, D_PARSE_BAD_INT, s);
        return n;
    }
    if (!valid_int_suffix(suffix)) {
        diag(p->c, t->loc, D_PARSE_INT_SUFFIX, s + digits, s);
        return n;
    }
    uint64_t v = 0;
    for (size_t k = i; k < digits; k++) {
        int d = digit_value(s[k]);
        if (d >= base) {
            diag(p->c, t->loc, D_PARSE_BAD_DIGIT, s[k], s);
            return n;
        }
        if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base) {
            diag(p->c, t->loc, D_PARSE_INT_OVERFLOW, s);
            return n;
        }
        v = v * (uint64_t)base + (uint64_t)d;
    }
    n->ilit.value = v;
    n->ilit.nondecimal = base != 10;
    n->ilit.suffix = intern_cstr(p->c->strs, suffix);
    return n;
}

/* 1.5, 1.5f, .5h, 1e-3, 2.0L */
Node *parse_float_lit(Parser *p, const Token *t)
{
    Node *n = ast_new(p->c, ND_FLOAT_LIT, t->loc);
    size_t len = strlen(t->text);
    /* A copy to drop the suffix from, on the stack when short (nearly
     * always; else with the AST): one in the compilation's arena for every
     * literal stayed to the end. */
    char small[64];
    Arena *a = p->c->ast_arena ? p->c->ast_arena : p->c->arena;
    char *s = len < sizeof small ? memcpy(small, t->text, len + 1) : arena_strndup(a, t->text, len);
    char last = len ? s[len - 1] : 0;
    if (last && strchr("fFhHlL", last)) {
        n->flit.suffix = (char)tolower((unsigned char)last);
        s[--len] = 0;
    }
    char *end;
    errno = 0;
    double v = strtod(s, &end);
    if (!len || *end || !(isdigit((unsigned char)s[0]) || s[0] == '.')) {
        diag(p->c, t->loc, D_PARSE_BAD_FLOAT, t->text);
        return n;
    }
    if (errno == ERANGE && (v > 1.0 || v < -1.0)) {
        diag(p->c, t->loc, D_PARSE_FLOAT_RANGE, t->text);
        return n;
    }
    n->flit.value = v;
    return n;
}

/* "text" with C's escapes resolved; only attribute arguments use strings. */
Node *parse_string_lit(Parser *p, const Token *t)
{
    Node *n = ast_new(p->c, ND_STRING_LIT, t->loc);
    const char *s = t->text;
    size_t len = strlen(s);
    if (len >= 2 && s[0] == '"' && s[len - 1] == '"') {
        s++;
        len -= 2;
    }
    char *out = arena_alloc(p->c->arena, len + 1);
    size_t o = 0;
    for (size_t i = 0; i < len; i++) {
        char ch = s[i];
        if (ch != '\\' || i + 1 >= len) {
            out[o++] = ch;
            continue;
        }
        ch = s[++i];
        switch (ch) {
        case 'n': out[o++] = '\n'; break;
        case 't': out[o++] = '\t'; break;
        case 'r': out[o++] = '\r'; break;
        case 'a': out[o++] = '\a'; break;
        case 'b': out[o++] = '\b'; break;
        case 'f': out[o++] = '\f'; break;
        case 'v': out[o++] = '\v'; break;
        case 'x': {
            unsigned v = 0;
            while (i + 1 < len && digit_value(s[i + 1]) < 16)
                v = v * 16 + (unsigned)digit_value(s[++i]);
            out[o++] = (char)v;
            break;
        }
        default:
            if (ch >= '0' && ch <= '7') {
                unsigned v = (unsigned)(ch - '0');
                for (int k = 0; k < 2 && i + 1 < len && s[i + 1] >= '0' && s[i + 1] <= '7'; k++)
                    v = v * 8 + (unsigned)(s[++i] - '0');
                out[o++] = (char)v;
            } else {
                out[o++] = ch; /* \\ \" \' \? and unknown escapes: the character */
            }
            break;
        }
    }
    n->slit.value = intern(p->c->strs, out, o);
    return n;
}
