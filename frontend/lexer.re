/* lexer.re: the raw preprocessing tokens of one source file (C11 6.4), for
 * the preprocessor. Generated into build/lexer.c by re2c.
 *
 * Line splices (backslash-newline, C11 5.1.1.2 phase 2) are removed up front
 * into a copy of the text, but only for files that have one; the offsets where
 * they were are kept, so positions stay those of the physical lines. The text
 * ends in a NUL, which re2c uses as its sentinel: no pattern may run past one. */
#include <string.h>
#include "token.h"

/* Where a file has line splices: a copy without them, and where they were. */
static void remove_splices(Lexer *lx, Ctx *c, const char *text, size_t len)
{
    char *copy = arena_alloc(c->arena, len + 1);
    VEC(uint32_t) at = {0};
    size_t n = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\\' && text[i + 1] == '\n') {
            i += 1;
        } else if (text[i] == '\\' && text[i + 1] == '\r' && text[i + 2] == '\n') {
            i += 2;
        } else {
            copy[n++] = text[i];
            continue;
        }
        vec_push(c->arena, &at, (uint32_t)n);
    }
    copy[n] = 0;
    lx->base = lx->cur = lx->line_start = copy;
    lx->lim = copy + n;
    lx->splices = at.data;
    lx->nsplices = (uint32_t)at.len;
}

static int has_splice(const char *text, size_t len)
{
    const char *end = text + len;
    for (const char *p = memchr(text, '\\', len); p; p = memchr(p + 1, '\\', (size_t)(end - p - 1)))
        if (p[1] == '\n' || (p[1] == '\r' && p[2] == '\n'))
            return 1;
    return 0;
}

void lexer_init_text(Lexer *lx, Ctx *c, uint32_t file, const char *text, size_t len)
{
    memset(lx, 0, sizeof *lx);
    lx->c = c;
    lx->file = file;
    lx->base = lx->cur = lx->line_start = text;
    lx->lim = text + len;
    lx->line = 1;
    lx->bol = 1;
    lx->quiet = 2;
}

void lexer_init(Lexer *lx, Ctx *c, uint32_t file)
{
    const SourceFile *f = &c->files.data[file];
    lexer_init_text(lx, c, file, f->text, f->len);
    lx->quiet = 0;
    if (has_splice(f->text, f->len))
        remove_splices(lx, c, f->text, f->len);
    if (f->len >= 3 && memcmp(lx->cur, "\xEF\xBB\xBF", 3) == 0) /* UTF-8 byte order mark */
        lx->cur = lx->line_start = lx->cur + 3;
}

static void newline(Lexer *lx, const char *after)
{
    lx->line++;
    lx->line_start = after;
    lx->bol = 1;
}

/* Counts the spliced physical lines before pos (lazily: positions only
 * matter at token starts). A splice starts a physical line, not a logical one. */
static void pass_splices(Lexer *lx, const char *pos)
{
    while (lx->next_splice < lx->nsplices && lx->base + lx->splices[lx->next_splice] <= pos) {
        const char *start = lx->base + lx->splices[lx->next_splice++];
        lx->line++;
        if (start > lx->line_start)
            lx->line_start = start;
    }
}

static SrcLoc loc_at(Lexer *lx, const char *p)
{
    pass_splices(lx, p);
    SrcLoc l = {lx->file, lx->line, (uint32_t)(p - lx->line_start) + 1};
    return l;
}

/* Skips a block comment whose "/ *" ends at p; returns the end of it. */
static const char *skip_block_comment(Lexer *lx, const char *start, const char *p)
{
    SrcLoc opened = loc_at(lx, start); /* before the loop moves to later lines */
    for (; p < lx->lim; p++) {
        if (*p == '\n') { /* a new physical line, but the same logical one (C11 5.1.1.2p1.3) */
            lx->line++;
            lx->line_start = p + 1;
        }
        else if (*p == '*' && p[1] == '/')
            return p + 2;
    }
    if (lx->quiet < 2)
        diag(lx->c, opened, D_LEX_UNTERMINATED_COMMENT);
    return lx->lim;
}

/* C11 6.4.8: a pp-number is an integer or a floating constant once the
 * preprocessor is done; the suffixes f, h and L (HLSL) mark floats too. */
static TokKind number_kind(const char *s, size_t n)
{
    int hex = n > 1 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    for (size_t i = 0; i < n; i++) {
        char ch = s[i];
        if (ch == '.' || (!hex && (ch == 'e' || ch == 'E')) || (hex && (ch == 'p' || ch == 'P')))
            return TK_FLOAT_LIT;
    }
    char last = s[n - 1];
    if (!hex && (last == 'f' || last == 'F' || last == 'h' || last == 'H'))
        return TK_FLOAT_LIT;
    return TK_INT_LIT;
}

/* A header name <...> on the line of an #include; NULL if there is none. */
static const char *header_name_end(const Lexer *lx, const char *p)
{
    for (p++; p < lx->lim && *p != '\n'; p++)
        if (*p == '>')
            return p + 1;
    return NULL;
}

void lexer_next(Lexer *lx, Token *t)
{
    const unsigned char *cur = (const unsigned char *)lx->cur, *mar;
    const char *tok;
    int space = 0;
    TokKind kind;
    for (;;) {
        tok = (const char *)cur;
        if (lx->header_name_ok && *cur == '<') {
            const char *end = header_name_end(lx, tok);
            if (end) {
                cur = (const unsigned char *)end;
                kind = TK_HEADER_NAME;
                goto done;
            }
        }
        /*!re2c
        re2c:yyfill:enable = 0;
        re2c:define:YYCTYPE = "unsigned char";
        re2c:define:YYCURSOR = cur;
        re2c:define:YYMARKER = mar;

        ident = [a-zA-Z_][a-zA-Z0-9_]*;
        ppnum = "."? [0-9] ([0-9a-zA-Z_.] | [eEpP][+-])*;
        schar = [^"\\\n\x00] | "\\" [^\n\x00];
        cchar = [^'\\\n\x00] | "\\" [^\n\x00];

        "\x00" {
            if ((const char *)cur - 1 < lx->lim) { kind = TK_OTHER; goto done; }
            cur--;
            kind = TK_EOF;
            goto done;
        }
        [ \t\v\f\r]+ { space = 1; continue; }
        "\n" { newline(lx, (const char *)cur); space = 1; continue; }
        "//" [^\n\x00]* { space = 1; continue; }
        "/*" {
            cur = (const unsigned char *)skip_block_comment(lx, tok, (const char *)cur);
            space = 1;
            continue;
        }
        ident { kind = TK_IDENT; goto done; }
        ppnum { kind = number_kind(tok, (size_t)((const char *)cur - tok)); goto done; }
        ["] schar* ["] { kind = TK_STRING_LIT; goto done; }
        ["] schar* {
            if (!lx->quiet) diag(lx->c, loc_at(lx, tok), D_LEX_UNTERMINATED_STRING);
            kind = TK_STRING_LIT;
            goto done;
        }
        ['] cchar* ['] { kind = TK_CHAR_LIT; goto done; }
        ['] cchar* {
            if (!lx->quiet) diag(lx->c, loc_at(lx, tok), D_LEX_UNTERMINATED_CHAR);
            kind = TK_CHAR_LIT;
            goto done;
        }
        "(" { kind = TK_LPAREN; goto done; }
        ")" { kind = TK_RPAREN; goto done; }
        "[" { kind = TK_LBRACKET; goto done; }
        "]" { kind = TK_RBRACKET; goto done; }
        "{" { kind = TK_LBRACE; goto done; }
        "}" { kind = TK_RBRACE; goto done; }
        ";" { kind = TK_SEMI; goto done; }
        "," { kind = TK_COMMA; goto done; }
        ":" { kind = TK_COLON; goto done; }
        "::" { kind = TK_COLONCOLON; goto done; }
        "?" { kind = TK_QUESTION; goto done; }
        "." { kind = TK_DOT; goto done; }
        "..." { kind = TK_ELLIPSIS; goto done; }
        "+" { kind = TK_PLUS; goto done; }
        "-" { kind = TK_MINUS; goto done; }
        "*" { kind = TK_STAR; goto done; }
        "/" { kind = TK_SLASH; goto done; }
        "%" { kind = TK_PERCENT; goto done; }
        "&" { kind = TK_AMP; goto done; }
        "|" { kind = TK_PIPE; goto done; }
        "^" { kind = TK_CARET; goto done; }
        "~" { kind = TK_TILDE; goto done; }
        "!" { kind = TK_BANG; goto done; }
        "<" { kind = TK_LT; goto done; }
        ">" { kind = TK_GT; goto done; }
        "<=" { kind = TK_LE; goto done; }
        ">=" { kind = TK_GE; goto done; }
        "==" { kind = TK_EQEQ; goto done; }
        "!=" { kind = TK_NE; goto done; }
        "&&" { kind = TK_AMPAMP; goto done; }
        "||" { kind = TK_PIPEPIPE; goto done; }
        "<<" { kind = TK_SHL; goto done; }
        ">>" { kind = TK_SHR; goto done; }
        "++" { kind = TK_PLUSPLUS; goto done; }
        "--" { kind = TK_MINUSMINUS; goto done; }
        "=" { kind = TK_ASSIGN; goto done; }
        "+=" { kind = TK_PLUS_ASSIGN; goto done; }
        "-=" { kind = TK_MINUS_ASSIGN; goto done; }
        "*=" { kind = TK_STAR_ASSIGN; goto done; }
        "/=" { kind = TK_SLASH_ASSIGN; goto done; }
        "%=" { kind = TK_PERCENT_ASSIGN; goto done; }
        "&=" { kind = TK_AMP_ASSIGN; goto done; }
        "|=" { kind = TK_PIPE_ASSIGN; goto done; }
        "^=" { kind = TK_CARET_ASSIGN; goto done; }
        "<<=" { kind = TK_SHL_ASSIGN; goto done; }
        ">>=" { kind = TK_SHR_ASSIGN; goto done; }
        "#" { kind = TK_HASH; goto done; }
        "##" { kind = TK_HASHHASH; goto done; }
        /* A stray character is no error yet: # may stringize it (C11 6.10.3.2).
           The preprocessor reports those that reach its output. */
        * { kind = TK_OTHER; goto done; }
        */
    }
done:
    lx->cur = (const char *)cur;
    lx->header_name_ok = 0;
    t->kind = kind;
    t->flags = (uint8_t)((lx->bol ? TOKF_BOL : 0) | (space ? TOKF_SPACE : 0));
    lx->bol = 0;
    t->len = (uint32_t)((const char *)cur - tok);
    /* A punctuator has one spelling: intern it once, not at every use. */
    if (lx->spellings && kind >= TK_LPAREN && kind <= TK_ELLIPSIS) {
        if (!lx->spellings[kind])
            lx->spellings[kind] = intern(lx->c->strs, tok, t->len);
        t->text = lx->spellings[kind];
    } else {
        t->text = intern(lx->c->strs, tok, t->len);
    }
    t->loc = loc_at(lx, tok);
    t->pp = 0;
}
