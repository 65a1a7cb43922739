/* The parser's driver: feeds preprocessed tokens to the Lemon grammar
 * (parser.y), telling type names from other identifiers, template brackets
 * from comparisons, and recovering from syntax errors.
 *
 * Positions (SrcLoc) of the nodes it builds:
 *   ND_BINARY, ND_ASSIGN   the operator token ("a + b": the '+')
 *   ND_MEMBER              the member name ("s.x": the 'x')
 *   ND_INDEX               the '['
 *   ND_CALL                the callee's position: the function name, the
 *                          method name of obj.m(), the type of float3(...)
 *   declarations           the declared name (ND_FUNC, ND_PARAM, ND_VAR,
 *                          ND_STRUCT, ND_TYPEDEF, ND_ENUM, ND_ENUMERATOR,
 *                          ND_CBUFFER, ND_NAMESPACE); an anonymous struct
 *                          and an unnamed parameter: their first token
 *   everything else        its first token: the keyword of a statement, the
 *                          '(' of a cast, the '{' of a block or init list,
 *                          the first token of its operand for x++ and of
 *                          its condition for a ? b : c. (A parenthesised
 *                          expression keeps the position of what is inside
 *                          the parentheses.) An attributed statement keeps
 *                          its keyword's position, not the '['.
 *   TypeSpec, Attribute    the type / attribute name; Register: its first
 *                          argument.
 *
 * The type-name table (the "lexer hack"): identifiers that name types in the
 * current scope reach the grammar as TYPE_NAME. Built-in types are the
 * process's built-in words (builtin_words.c, tagged once, not bound per
 * compile); struct, class, enum and typedef names go in as the grammar
 * reduces their declarations, in the scope of the enclosing braces (the
 * feeder opens a scope after handing Lemon a '{' and closes it after the
 * '}'). A variable declared with a type's name hides the type until its
 * scope closes. Names declared in a namespace or struct body are also
 * reachable as ns::T from anywhere after. Known gap: a for-init
 * declaration's hiding lasts to the end of the enclosing block. */
#include "parse_internal.h"
#include <stdio.h>
#include <string.h>
#include "builtin_words.h"
#include "parser.h"
#include "suggest.h"

/* ------------------------------------------------------------- terminals */

/* The grammar's terminal for each token kind; 0: handled by the feeder. */
static const uint8_t term_of_kind[TK_COUNT] = {
    [TK_IDENT] = T_IDENT, [TK_INT_LIT] = T_INT_LIT, [TK_FLOAT_LIT] = T_FLOAT_LIT,
    [TK_STRING_LIT] = T_STRING_LIT, [TK_CHAR_LIT] = T_CHAR_LIT,
    [TK_HEADER_NAME] = T_UNSUPPORTED, [TK_OTHER] = T_UNSUPPORTED,
    [TK_LPAREN] = T_LPAREN, [TK_RPAREN] = T_RPAREN, [TK_LBRACKET] = T_LBRACKET,
    [TK_RBRACKET] = T_RBRACKET, [TK_LBRACE] = T_LBRACE, [TK_RBRACE] = T_RBRACE,
    [TK_SEMI] = T_SEMI, [TK_COMMA] = T_COMMA, [TK_COLON] = T_COLON,
    [TK_COLONCOLON] = T_COLONCOLON, [TK_QUESTION] = T_QUESTION, [TK_DOT] = T_DOT,
    [TK_PLUS] = T_PLUS, [TK_MINUS] = T_MINUS, [TK_STAR] = T_STAR, [TK_SLASH] = T_SLASH,
    [TK_PERCENT] = T_PERCENT, [TK_AMP] = T_AMP, [TK_PIPE] = T_PIPE, [TK_CARET] = T_CARET,
    [TK_TILDE] = T_TILDE, [TK_BANG] = T_BANG, [TK_LT] = T_LT, [TK_GT] = T_GT,
    [TK_LE] = T_LE, [TK_GE] = T_GE, [TK_EQEQ] = T_EQEQ, [TK_NE] = T_NE,
    [TK_AMPAMP] = T_ANDAND, [TK_PIPEPIPE] = T_OROR, [TK_SHL] = T_SHL, [TK_SHR] = T_SHR,
    [TK_PLUSPLUS] = T_PLUSPLUS, [TK_MINUSMINUS] = T_MINUSMINUS,
    [TK_ASSIGN] = T_ASSIGN, [TK_PLUS_ASSIGN] = T_PLUS_ASSIGN, [TK_MINUS_ASSIGN] = T_MINUS_ASSIGN,
    [TK_STAR_ASSIGN] = T_STAR_ASSIGN, [TK_SLASH_ASSIGN] = T_SLASH_ASSIGN,
    [TK_PERCENT_ASSIGN] = T_PERCENT_ASSIGN, [TK_AMP_ASSIGN] = T_AMP_ASSIGN,
    [TK_PIPE_ASSIGN] = T_PIPE_ASSIGN, [TK_CARET_ASSIGN] = T_CARET_ASSIGN,
    [TK_SHL_ASSIGN] = T_SHL_ASSIGN, [TK_SHR_ASSIGN] = T_SHR_ASSIGN,
    [TK_HASH] = T_UNSUPPORTED, [TK_HASHHASH] = T_UNSUPPORTED, [TK_ELLIPSIS] = T_ELLIPSIS,
    [TK_KW_IF] = T_IF, [TK_KW_ELSE] = T_ELSE, [TK_KW_FOR] = T_FOR, [TK_KW_WHILE] = T_WHILE,
    [TK_KW_DO] = T_DO, [TK_KW_SWITCH] = T_SWITCH, [TK_KW_CASE] = T_CASE,
    [TK_KW_DEFAULT] = T_DEFAULT, [TK_KW_BREAK] = T_BREAK, [TK_KW_CONTINUE] = T_CONTINUE,
    [TK_KW_RETURN] = T_RETURN, [TK_KW_DISCARD] = T_DISCARD, [TK_KW_STRUCT] = T_STRUCT,
    [TK_KW_CLASS] = T_CLASS, [TK_KW_INTERFACE] = T_INTERFACE, [TK_KW_CBUFFER] = T_CBUFFER,
    [TK_KW_TBUFFER] = T_TBUFFER, [TK_KW_TYPEDEF] = T_TYPEDEF, [TK_KW_ENUM] = T_ENUM,
    [TK_KW_NAMESPACE] = T_NAMESPACE, [TK_KW_TEMPLATE] = T_TEMPLATE,
    [TK_KW_TYPENAME] = T_TYPENAME, [TK_KW_USING] = T_USING,
    [TK_KW_STATIC] = T_STATIC, [TK_KW_CONST] = T_CONST, [TK_KW_UNIFORM] = T_UNIFORM,
    [TK_KW_EXTERN] = T_EXTERN, [TK_KW_VOLATILE] = T_VOLATILE, [TK_KW_INLINE] = T_INLINE,
    [TK_KW_EXPORT] = T_EXPORT, [TK_KW_PRECISE] = T_PRECISE, [TK_KW_SHARED] = T_SHARED,
    [TK_KW_GROUPSHARED] = T_GROUPSHARED, [TK_KW_GLOBALLYCOHERENT] = T_GLOBALLYCOHERENT,
    [TK_KW_IN] = T_IN, [TK_KW_OUT] = T_OUT, [TK_KW_INOUT] = T_INOUT,
    [TK_KW_ROW_MAJOR] = T_ROW_MAJOR, [TK_KW_COLUMN_MAJOR] = T_COLUMN_MAJOR,
    [TK_KW_NOINTERPOLATION] = T_NOINTERPOLATION, [TK_KW_LINEAR] = T_LINEAR,
    [TK_KW_CENTROID] = T_CENTROID, [TK_KW_NOPERSPECTIVE] = T_NOPERSPECTIVE,
    [TK_KW_SAMPLE] = T_SAMPLE, [TK_KW_SNORM] = T_SNORM, [TK_KW_UNORM] = T_UNORM,
    [TK_KW_REGISTER] = T_REGISTER, [TK_KW_PACKOFFSET] = T_PACKOFFSET,
    [TK_KW_TRUE] = T_TRUE, [TK_KW_FALSE] = T_FALSE, [TK_KW_SIZEOF] = T_SIZEOF,
    [TK_KW_THIS] = T_THIS, [TK_KW_OPERATOR] = T_OPERATOR, [TK_KW_DECLTYPE] = T_DECLTYPE,
};

static bool is_keyword(TokKind k)
{
    return k >= TK_KW_IF && k < TK_COUNT;
}

/* Modifier keywords that are also common variable names (sample, linear ...):
 * a modifier only when a type or another modifier follows. */
static bool is_soft_modifier(TokKind k)
{
    switch (k) {
    case TK_KW_SAMPLE: case TK_KW_LINEAR: case TK_KW_CENTROID: case TK_KW_NOPERSPECTIVE:
    case TK_KW_NOINTERPOLATION: case TK_KW_SNORM: case TK_KW_UNORM: case TK_KW_SHARED:
    case TK_KW_PRECISE:
        return true;
    default:
        return false;
    }
}

static bool is_modifier(TokKind k)
{
    switch (k) {
    case TK_KW_STATIC: case TK_KW_CONST: case TK_KW_UNIFORM: case TK_KW_EXTERN:
    case TK_KW_VOLATILE: case TK_KW_INLINE: case TK_KW_EXPORT: case TK_KW_GROUPSHARED:
    case TK_KW_GLOBALLYCOHERENT: case TK_KW_IN: case TK_KW_OUT: case TK_KW_INOUT:
    case TK_KW_ROW_MAJOR: case TK_KW_COLUMN_MAJOR: case TK_KW_UNSIGNED:
        return true;
    default:
        return is_soft_modifier(k);
    }
}

static Token *synth(Parser *p, const Token *like, TokKind kind, const char *text)
{
    Token *t = ARENA_NEW(parse_arena(p), Token);
    *t = *like;
    t->kind = kind;
    t->text = text;
    t->len = (uint32_t)strlen(text);
    return t;
}

typedef struct Term {
    int code;
    const Token *tok;
} Term;

/* a::b::c as one interned name; *end is the raw position after it. */
static const char *qualified_name(Parser *p, int start, int *end)
{
    const Token *t = p->toks;
    int i = start;
    while (t[i + 1].kind == TK_COLONCOLON && t[i + 2].kind == TK_IDENT)
        i += 2;
    *end = i + 1;
    if (i == start)
        return t[start].text;
    char *buf = arena_strdup(p->c->arena, t[start].text);
    for (int k = start + 2; k <= i; k += 2)
        buf = arena_printf(p->c->arena, "%s::%s", buf, t[k].text);
    return intern_cstr(p->c->strs, buf);
}

/* After obj.name: is '<' at raw position i the start of template arguments
 * followed by '(' (buf.Load<float4>(a)), rather than a comparison? */
static bool template_call_follows(Parser *p, int i)
{
    const Token *t = p->toks;
    int j = i + 1, end;
    if (t[j].kind == TK_KW_UNSIGNED)
        j++;
    else if (t[j].kind == TK_IDENT && parse_is_type_name(p, qualified_name(p, j, &end)))
        j = end;
    else
        return false;
    for (int depth = 1; j < p->ntoks && j - i < 64; j++) {
        switch (t[j].kind) {
        case TK_LT: depth++; break;
        case TK_GT: depth--; break;
        case TK_SHR: depth -= 2; break;
        case TK_IDENT: case TK_INT_LIT: case TK_COMMA: case TK_COLONCOLON:
        case TK_KW_UNSIGNED: case TK_KW_SNORM: case TK_KW_UNORM:
            break;
        default:
            return false;
        }
        if (depth == 0)
            return t[j + 1].kind == TK_LPAREN;
        if (depth < 0)
            return false;
    }
    return false;
}

static bool closes_template(Parser *p)
{
    return p->templates.len && vec_last(&p->templates).depth == p->brackets.len;
}

static void open_template(Parser *p, const char *name)
{
    TemplateOpen t = {p->brackets.len, name};
    vec_push(parse_arena(p), &p->templates, t);
}

static void close_template(Parser *p)
{
    p->closed_template = vec_pop(&p->templates).name;
}

/* 1.xxx and 1.0.rg are swizzles of a literal (fxc, DXC), lexed as one
 * pp-number: the number ends at the last '.' that starts 1-4 of xyzw or of
 * rgba. The '.' and the swizzle wait in the queue. */
static Term split_swizzle(Parser *p, const Token *t, Term r)
{
    const char *s = t->text, *dot = strrchr(s, '.');
    if (!dot || dot == s || dot[-1] == '.')
        return r;
    size_t n = strlen(dot + 1);
    bool xyzw = n >= 1 && n <= 4 && strspn(dot + 1, "xyzw") == n;
    bool rgba = n >= 1 && n <= 4 && strspn(dot + 1, "rgba") == n;
    if (!xyzw && !rgba)
        return r;
    const char *num = intern(p->c->strs, s, (size_t)(dot - s));
    Token *nt = synth(p, t, strchr(num, '.') || strpbrk(num, "eE") ? TK_FLOAT_LIT : TK_INT_LIT, num);
    Token *dt = synth(p, t, TK_DOT, ".");
    Token *st = synth(p, t, TK_IDENT, intern_cstr(p->c->strs, dot + 1));
    dt->loc.col += (uint32_t)(dot - s);
    st->loc.col += (uint32_t)(dot - s) + 1;
    p->queued_code[0] = T_DOT;
    p->queued_tok[0] = dt;
    p->queued_code[1] = T_IDENT;
    p->queued_tok[1] = st;
    p->nqueued = 2;
    p->queue_head = 0;
    return (Term){nt->kind == TK_INT_LIT ? T_INT_LIT : T_FLOAT_LIT, nt};
}

/* The next terminal for the grammar, from the raw tokens at p->pos. */
/* C++'s words that HLSL reserves and does not use (DXC: "'new' is a
 * reserved keyword in HLSL"): reported, then skipped, an access
 * specifier's ':' with it, so that what follows parses as HLSL. */
static bool skip_reserved_word(Parser *p, const Token *t)
{
    if (!(intern_base_tag(p->words, t->text) & WORD_IS_RESERVED)) /* builtin_words.c's list */
        return false;
    diag(p->c, t->loc, D_PARSE_RESERVED_WORD, t->text);
    p->errors++;
    p->pos++;
    if (t->text[0] == 'p' && p->toks[p->pos].kind == TK_COLON) /* public: */
        p->pos++;
    return true;
}

static Term next_terminal(Parser *p)
{
    if (p->has_pending) {
        p->has_pending = false;
        return (Term){p->pending_code, p->pending_tok};
    }
    if (p->nqueued) {
        p->nqueued--;
        int i = p->queue_head++;
        return (Term){p->queued_code[i], p->queued_tok[i]};
    }
    if (p->has_pack_pending) {
        p->has_pack_pending = false;
        p->pack_matrix = p->pack_pending;
    }
    while (p->toks[p->pos].kind == TK_IDENT &&
           (p->toks[p->pos].text == p->s_pack_row || p->toks[p->pos].text == p->s_pack_col)) {
        p->pack_pending = p->toks[p->pos].text == p->s_pack_row ? MOD_ROW_MAJOR : MOD_COLUMN_MAJOR;
        p->has_pack_pending = true;
        p->pos++;
    }
    while (p->toks[p->pos].kind == TK_IDENT && p->prev_code != T_DOT && skip_reserved_word(p, &p->toks[p->pos]))
        continue; /* reported and skipped */
    const Token *t = &p->toks[p->pos];
    Term r = {term_of_kind[t->kind], t};
    if (t->kind == TK_EOF)
        return (Term){0, t};
    p->pos++;
    /* obj.template f<T>(): the keyword only says that f is a template */
    if (p->prev_code == T_DOT && t->kind == TK_KW_TEMPLATE && p->toks[p->pos].kind == TK_IDENT) {
        t = &p->toks[p->pos++];
        r = (Term){T_IDENT, t};
        p->force_tlt = p->toks[p->pos].kind == TK_LT;
        return r;
    }
    /* after '.': a member name, whatever the word */
    if (p->prev_code == T_DOT && (t->kind == TK_IDENT || is_keyword(t->kind))) {
        r.code = T_IDENT;
        if (t->kind != TK_IDENT)
            r.tok = synth(p, t, TK_IDENT, t->text ? t->text : token_spelling[t->kind]);
        if (p->toks[p->pos].kind == TK_LT &&
            (template_call_follows(p, p->pos) || parse_is_template_func(p, r.tok->text)))
            p->force_tlt = true;
        return r;
    }
    /* S<T>::name: the member of a template-id, a type when S declares one */
    bool after_template_id = p->prev_code == T_COLONCOLON && p->prev2_code == T_TGT;
    switch (t->kind) {
    case TK_IDENT: {
        int end;
        const char *name = qualified_name(p, p->pos - 1, &end);
        if (end != p->pos) {
            r.tok = synth(p, t, TK_IDENT, name);
            p->pos = end;
        }
        if (after_template_id && p->closed_template) {
            const char *q = intern_cstr(p->c->strs, arena_printf(p->c->arena, "%s::%s", p->closed_template, name));
            r.code = parse_is_type_name(p, q) ? T_TYPE_NAME : T_IDENT;
            if (r.code == T_IDENT && p->toks[p->pos].kind == TK_LT && parse_is_template_func(p, q))
                p->force_tlt = true; /* S<T>::f<U>(x): DXC's vk/opcode_selector.h */
            return r;
        }
        r.code = parse_is_type_name(p, name) ? T_TYPE_NAME : T_IDENT;
        if (r.code == T_IDENT && p->toks[p->pos].kind == TK_LT &&
            (parse_is_template_func(p, name) || (!strncmp(name, "vk::", 4) && template_call_follows(p, p->pos))))
            p->force_tlt = true; /* f<float>(x); vk::RawBufferLoad<T>(...), whose template argument the vk::
                                    functions take (DXC's SPIR-V.rst) */
        return r;
    }
    case TK_COLONCOLON:
        if (p->prev_code != T_TGT && p->toks[p->pos].kind == TK_IDENT) {
            /* ::x, ::ns::T: from the global scope */
            int end;
            const char *name = qualified_name(p, p->pos, &end);
            const char *full = intern_cstr(p->c->strs, arena_printf(p->c->arena, "::%s", name));
            p->pos = end;
            r.tok = synth(p, t, TK_IDENT, full);
            r.code = parse_is_type_name(p, name) ? T_TYPE_NAME : T_IDENT;
        }
        return r;
    case TK_FLOAT_LIT:
        return split_swizzle(p, t, r);
    case TK_KW_TEMPLATE:
        if (p->toks[p->pos].kind == TK_LT) {
            parse_push_template_scope(p);
            p->force_tlt = true;
        }
        return r;
    case TK_KW_UNSIGNED:
        /* unsigned int, unsigned: uint */
        if (p->toks[p->pos].kind == TK_IDENT && p->toks[p->pos].text == p->s_int)
            p->pos++;
        return (Term){T_TYPE_NAME, synth(p, t, TK_IDENT, p->s_uint)};
    case TK_LT:
        if (p->prev_code == T_TYPE_NAME || p->force_tlt) {
            p->force_tlt = false;
            open_template(p, p->prev_code == T_TYPE_NAME || p->prev_code == T_IDENT ? p->prev_tok->text : NULL);
            r.code = T_TLT;
        }
        return r;
    case TK_GT:
        if (closes_template(p)) {
            close_template(p);
            r.code = T_TGT;
        }
        return r;
    case TK_SHR:
        /* vector<vector<float, 2>> closes two template argument lists */
        if (closes_template(p)) {
            close_template(p);
            Token *first = synth(p, t, TK_GT, ">"), *second = synth(p, t, TK_GT, ">");
            second->loc.col++;
            p->has_pending = true;
            p->pending_tok = second;
            p->pending_code = T_GT;
            if (closes_template(p)) {
                close_template(p);
                p->pending_code = T_TGT;
            }
            return (Term){T_TGT, first};
        }
        return r;
    case TK_SEMI: case TK_LBRACE: case TK_RBRACE:
        p->templates.len = 0; /* template arguments never span these */
        return r;
    default:
        if (is_soft_modifier(t->kind)) {
            const Token *n = &p->toks[p->pos];
            int end;
            bool modifier = is_modifier(n->kind) || n->kind == TK_KW_STRUCT ||
                            (n->kind == TK_IDENT && parse_is_type_name(p, qualified_name(p, p->pos, &end)));
            if (!modifier)
                return (Term){T_IDENT, synth(p, t, TK_IDENT, t->text ? t->text : token_spelling[t->kind])};
        }
        return r;
    }
}

/* Brackets and scopes, for a token handed to Lemon or skipped in recovery. */
static void track(Parser *p, Term t)
{
    switch (t.code) {
    case T_LPAREN: case T_LBRACKET: case T_LBRACE:
        if (p->brackets.len >= PARSE_MAX_NESTING) {
            diag(p->c, t.tok->loc, D_PARSE_NESTING, PARSE_MAX_NESTING);
            p->errors++;
            p->stop = true;
            return;
        }
        vec_push(parse_arena(p), &p->brackets, (uint8_t)(t.code == T_LPAREN ? '(' : t.code == T_LBRACKET ? '[' : '{'));
        if (t.code == T_LBRACE)
            parse_push_scope(p);
        break;
    case T_RPAREN: case T_RBRACKET: case T_RBRACE:
        if (p->brackets.len)
            p->brackets.len--;
        if (t.code == T_RBRACE) {
            parse_pop_scope(p);
            parse_end_template_scopes(p, t.code);
        }
        break;
    case T_SEMI:
        parse_end_template_scopes(p, t.code);
        break;
    default:
        break;
    }
    p->next_scope_prefix = NULL;
}

static void feed(Parser *p, Term t)
{
    p->error = false;
    hlslParse(p->lemon, t.code, t.tok, p);
    p->prev2_code = p->prev_code;
    p->prev_code = t.code;
    p->prev_tok = t.tok;
}

static void unget(Parser *p, Term t)
{
    /* only ever one token back, and never over a pending '>' */
    p->has_pending = true;
    p->pending_code = t.code;
    p->pending_tok = t.tok;
}

static bool top_is_paren(Parser *p, int floor)
{
    return p->brackets.len > floor && vec_last(&p->brackets) != '{';
}

/* After a syntax error at `bad`: Lemon has popped its stack to a statement,
 * member or declaration list and shifted the error symbol; the `error SEMI`
 * rules wait for a ';'. Skip to the ';' or '}' that ends the broken
 * statement at that nesting, and hand over the ';' (a synthetic one when a
 * '}' ends it). Brackets the statement left open are closed as they come;
 * a '{' or a line-ending ';' gives up on its unclosed '(' and '['. One error
 * per statement, and every path consumes a token, so this always ends. */
static void recover(Parser *p, Term bad)
{
    p->error = false;
    p->templates.len = 0;
    p->force_tlt = false;
    if (bad.code == 0 || p->stop)
        return;
    if (!hlsl_parser_in_error(p->lemon)) {
        /* the bad token itself ended the broken statement (';') */
        track(p, bad);
        hlsl_parser_error_done(p->lemon);
        return;
    }
    bool repeated = p->last_error_pos == p->pos;
    p->last_error_pos = p->pos;
    /* floor: brackets.len at the list Lemon resynchronised in (after its
     * last open '{'); the brackets above it belong to the broken statement */
    int base = hlsl_parser_open_braces(p->lemon), floor = 0;
    for (int i = 0, braces = 0; i < p->brackets.len && braces < base; i++)
        if (p->brackets.data[i] == '{' && ++braces == base)
            floor = i + 1;
    Term semi = {T_SEMI, NULL};
    for (Term t = bad;; t = next_terminal(p)) {
        semi.tok = synth(p, t.tok, TK_SEMI, ";");
        if (t.code == 0) {
            feed(p, semi);
            unget(p, t);
            break;
        }
        const Token *next = &p->toks[p->pos];
        if (t.code == T_SEMI) {
            /* for (a; b; c) keeps its ';' on one line; f(a; ends one */
            if (p->brackets.len > floor && !(next->loc.line > t.tok->loc.line || next->kind == TK_EOF))
                continue;
            while (top_is_paren(p, floor))
                p->brackets.len--;
            if (p->brackets.len == floor) {
                feed(p, t);
                break;
            }
            continue;
        }
        if (t.code == T_LPAREN || t.code == T_LBRACKET) {
            track(p, t);
            if (p->stop)
                return;
            continue;
        }
        if (t.code == T_LBRACE) {
            while (top_is_paren(p, floor)) /* if (a > b { : the '(' stays unclosed */
                p->brackets.len--;
            track(p, t);
            if (p->stop)
                return;
            continue;
        }
        if (t.code == T_RPAREN || t.code == T_RBRACKET) {
            if (top_is_paren(p, floor))
                track(p, t);
            continue;
        }
        if (t.code == T_RBRACE) {
            while (top_is_paren(p, floor))
                p->brackets.len--;
            if (p->brackets.len > floor) {
                track(p, t);
                if (p->brackets.len == floor && next->kind != TK_SEMI && next->kind != TK_KW_ELSE &&
                    next->kind != TK_KW_WHILE) {
                    /* a '}' closing what the broken statement opened ends it */
                    feed(p, semi);
                    break;
                }
            } else if (base > 0 && !repeated) {
                /* the '}' of the enclosing block: end the statement, then close it */
                feed(p, semi);
                unget(p, t);
                break;
            }
            continue;
        }
    }
    hlsl_parser_error_done(p->lemon);
}

/* --------------------------------------------------------- syntax errors */

const char *parse_token_desc(Parser *p, const Token *t)
{
    if (!t || t->kind == TK_EOF)
        return "end of file";
    const char *text = t->text && *t->text ? t->text : token_spelling[t->kind];
    if (t->kind == TK_STRING_LIT || t->kind == TK_CHAR_LIT)
        return arena_printf(p->c->arena, "%s", text);
    return arena_printf(p->c->arena, "'%s'", text);
}

static const char *const term_spelling[] = {
    [T_ASSIGN] = "'='", [T_PLUS_ASSIGN] = "'+='", [T_MINUS_ASSIGN] = "'-='",
    [T_STAR_ASSIGN] = "'*='", [T_SLASH_ASSIGN] = "'/='", [T_PERCENT_ASSIGN] = "'%='",
    [T_AMP_ASSIGN] = "'&='", [T_PIPE_ASSIGN] = "'|='", [T_CARET_ASSIGN] = "'^='",
    [T_SHL_ASSIGN] = "'<<='", [T_SHR_ASSIGN] = "'>>='", [T_QUESTION] = "'?'",
    [T_OROR] = "'||'", [T_ANDAND] = "'&&'", [T_PIPE] = "'|'", [T_CARET] = "'^'",
    [T_AMP] = "'&'", [T_EQEQ] = "'=='", [T_NE] = "'!='", [T_LT] = "'<'", [T_GT] = "'>'",
    [T_LE] = "'<='", [T_GE] = "'>='", [T_SHL] = "'<<'", [T_SHR] = "'>>'", [T_PLUS] = "'+'",
    [T_MINUS] = "'-'", [T_STAR] = "'*'", [T_SLASH] = "'/'", [T_PERCENT] = "'%'",
    [T_ELSE] = "'else'", [T_SEMI] = "';'", [T_LBRACE] = "'{'", [T_RBRACE] = "'}'",
    [T_TLT] = "'<'", [T_TGT] = "'>'", [T_COMMA] = "','", [T_LBRACKET] = "'['",
    [T_RBRACKET] = "']'", [T_COLON] = "':'", [T_LPAREN] = "'('", [T_RPAREN] = "')'",
    [T_DOT] = "'.'", [T_REGISTER] = "'register'", [T_PACKOFFSET] = "'packoffset'",
    [T_WHILE] = "'while'", [T_IDENT] = "a name", [T_TYPE_NAME] = "a type",
    [T_INT_LIT] = "an integer", [T_STRING_LIT] = "a string",
};

static bool expr_start(int t)
{
    switch (t) {
    case T_IDENT: case T_THIS: case T_INT_LIT: case T_FLOAT_LIT: case T_STRING_LIT: case T_TRUE:
    case T_FALSE: case T_LPAREN: case T_MINUS: case T_PLUS: case T_BANG: case T_TILDE:
    case T_PLUSPLUS: case T_MINUSMINUS: case T_SIZEOF: case T_TYPE_NAME: case T_STRUCT: case T_ENUM:
        return true;
    default:
        return false;
    }
}

static bool decl_start(int t)
{
    return (t >= T_STATIC && t <= T_UNORM) || t == T_TYPE_NAME || t == T_STRUCT || t == T_CLASS ||
           t == T_TYPEDEF || t == T_ENUM || t == T_CBUFFER || t == T_TBUFFER || t == T_NAMESPACE ||
           t == T_LBRACKET || t == T_SEMI;
}

static bool stmt_start(int t)
{
    return expr_start(t) || decl_start(t) || (t >= T_IF && t <= T_RETURN) || t == T_LBRACE;
}

static bool operator_token(int t)
{
    return (t >= T_ASSIGN && t <= T_PERCENT) || t == T_LBRACKET || t == T_LPAREN || t == T_DOT ||
           t == T_PLUSPLUS || t == T_MINUSMINUS;
}

/* "expected ';', found 'return'": the expected terminals, grouped into what
 * a reader thinks in (a statement, an expression, a type). */
/* "did you mean 'float4'?": the nearest name the table holds as a type
 * (built-in ones and those declared so far); slots are visited in table
 * order, which depends on interned pointers, so the nearest is chosen by
 * distance, then by name, never by place. */
static void suggest_type(Parser *p, const Token *t)
{
    Suggest sg;
    suggest_init(&sg, t->text, false);
    const char *best = NULL;
    int dist = sg.dist;
    size_t cap = (size_t)p->names.cap;
    for (size_t i = 0; i < cap + builtin_type_count(); i++) {
        const char *n = i < cap ? p->names.slots[i].name : builtin_type_name(i - cap);
        if (!n || strstr(n, "::") || !parse_is_type_name(p, n))
            continue;
        int d = suggest_distance(t->text, n, false, sg.dist - 1);
        if (d >= sg.dist || d == 0)
            continue;
        if (d < dist || (d == dist && best && strcmp(n, best) < 0)) {
            best = n;
            dist = d;
        }
    }
    if (best && dist < sg.dist)
        diag(p->c, t->loc, D_PARSE_DID_YOU_MEAN, best);
}

/* Where a statement starts: an identifier here followed by another one was
 * meant as a type. */
static bool starts_declaration_after(int code)
{
    return code == 0 || code == T_SEMI || code == T_LBRACE || code == T_RBRACE ||
           (code >= T_STATIC && code <= T_UNORM);
}

void parse_syntax_error(Parser *p, int code, const Token *tok, const int *expected, int n)
{
    p->error = true;
    const char *found = parse_token_desc(p, tok);
    SrcLoc loc = tok ? tok->loc : (SrcLoc){0, 0, 0};
    if (code == T_RBRACE && (!p->brackets.len || !memchr(p->brackets.data, '{', (size_t)p->brackets.len))) {
        diag(p->c, loc, D_PARSE_STRAY_BRACE);
        return;
    }
    if (code == T_GT && p->prev_code == T_MINUS && p->prev_tok->loc.line == loc.line &&
        p->prev_tok->loc.col + 1 == loc.col) { /* this->x */
        diag(p->c, p->prev_tok->loc, D_PARSE_ARROW);
        return;
    }
    if (code == 0 && p->prev_tok && p->prev_tok->loc.file) {
        /* end of file: point just after the last token */
        loc = p->prev_tok->loc;
        loc.col += p->prev_tok->len;
    }
    /* flot x = 1; (two names where a statement starts) and static flot x;
     * void f(flot x) (a name where only a type fits) */
    bool type_expected = false, expr_expected = false;
    for (int i = 0; i < n; i++) {
        type_expected |= expected[i] == T_TYPE_NAME;
        expr_expected |= expected[i] == T_INT_LIT;
    }
    if (p->prev_code == T_IDENT && (code == T_IDENT || code == T_TYPE_NAME) &&
        starts_declaration_after(p->prev2_code)) {
        diag(p->c, p->prev_tok->loc, D_PARSE_UNKNOWN_TYPE, p->prev_tok->text);
        suggest_type(p, p->prev_tok);
        return;
    }
    bool name_follows = p->toks[p->pos].kind == TK_IDENT;
    if (code == T_IDENT && name_follows &&
        ((type_expected && !expr_expected) || p->prev_code == T_LPAREN || p->prev_code == T_COMMA)) {
        diag(p->c, loc, D_PARSE_UNKNOWN_TYPE, tok->text);
        suggest_type(p, tok);
        return;
    }
    bool has[T_SIZEOF + 1] = {0};
    for (int i = 0; i < n; i++)
        if (expected[i] <= T_SIZEOF)
            has[expected[i]] = true;
    has[T_UNARY] = has[T_LOWER_THAN_ELSE] = false;
    const char *groups[4];
    int ngroups = 0;
    if (has[T_IF]) {
        groups[ngroups++] = "a statement";
        for (int t = 1; t <= T_SIZEOF; t++)
            if (stmt_start(t))
                has[t] = false;
    } else if (has[T_TYPEDEF]) {
        groups[ngroups++] = "a declaration";
        for (int t = 1; t <= T_SIZEOF; t++)
            if (decl_start(t))
                has[t] = false;
    }
    if (has[T_INT_LIT]) {
        groups[ngroups++] = "an expression";
        for (int t = 1; t <= T_SIZEOF; t++)
            if (expr_start(t))
                has[t] = false;
    }
    if (has[T_TYPE_NAME]) {
        groups[ngroups++] = "a type";
        for (int t = T_STATIC; t <= T_TYPE_NAME; t++)
            has[t] = false;
        has[T_STRUCT] = has[T_ENUM] = false; /* struct S, enum E: elaborated types */
    }
    if (has[T_SEMI] || has[T_RPAREN] || has[T_RBRACKET] || has[T_COLON])
        has[T_COMMA] = false; /* the comma operator: noise next to these */
    if (has[T_SEMI]) {
        /* "expected ';'" is what helps; operators would be noise */
        has[T_COMMA] = false;
        for (int t = 1; t <= T_SIZEOF; t++)
            if (operator_token(t))
                has[t] = false;
    } else if (has[T_PLUS]) {
        groups[ngroups++] = "an operator";
        for (int t = 1; t <= T_SIZEOF; t++)
            if (operator_token(t))
                has[t] = false;
    }
    bool has_semi = has[T_SEMI];
    static const int order[] = {
        T_SEMI, T_RPAREN, T_RBRACKET, T_RBRACE, T_TGT, T_COLON, T_COMMA, T_LBRACE, T_LPAREN,
        T_ASSIGN, T_WHILE, T_IDENT, T_INT_LIT, T_STRING_LIT, T_REGISTER, T_PACKOFFSET, T_DOT,
    };
    const char *items[8];
    int nitems = 0, extra = 0;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        if (has[order[i]] && nitems < 8)
            items[nitems++] = term_spelling[order[i]];
        has[order[i]] = false;
    }
    for (int t = 1; t <= T_SIZEOF; t++)
        extra += has[t];
    for (int i = 0; i < ngroups && nitems < 8; i++)
        items[nitems++] = groups[i];
    p->errors++;
    if (has_semi && p->prev_tok && p->prev_tok->loc.file == loc.file) {
        /* a missing ';' belongs just after the statement it ends */
        loc = p->prev_tok->loc;
        loc.col += p->prev_tok->len;
    }
    if (nitems == 0 || nitems + extra > 4) {
        diag(p->c, loc, D_PARSE_UNEXPECTED, found);
        return;
    }
    StrBuf sb = {0};
    for (int i = 0; i < nitems; i++) {
        if (i)
            sb_puts(&sb, i == nitems - 1 ? " or " : ", ");
        sb_puts(&sb, items[i]);
    }
    const char *what = arena_strdup(p->c->arena, sb.data);
    sb_free(&sb);
    diag(p->c, loc, D_PARSE_EXPECTED, what, found);
}

void parse_stack_overflow(Parser *p)
{
    const Token *t = &p->toks[p->pos > 0 ? p->pos - 1 : 0];
    p->errors++;
    p->stop = true;
    diag(p->c, t->loc, D_PARSE_STACK);
}

/* ------------------------------------------------------------------ parse */

bool parse(Ctx *c, const TokenVec *toks, Ast *out)
{
    int errors_before = c->errors;
    Parser *p = ARENA_NEW(c->arena, Parser);
    p->c = c;
    p->words = interner_base(c->strs);
    p->ast = out;
    p->toks = toks->data;
    p->ntoks = toks->len;
    p->last_error_pos = -1;
    p->s_int = intern_cstr(c->strs, "int");
    p->s_uint = intern_cstr(c->strs, "uint");
    p->s_this = intern_cstr(c->strs, "this");
    p->s_void = intern_cstr(c->strs, "void");
    p->s_pack_row = intern_cstr(c->strs, PP_PRAGMA_ROW_MAJOR);
    p->s_pack_col = intern_cstr(c->strs, PP_PRAGMA_COLUMN_MAJOR);
    parse_push_scope(p);
    parse_push_target(p, &out->decls);
    p->lemon = hlsl_parser_new(c->arena);
    Token eof = {.kind = TK_EOF};
    if (!toks->len || toks->data[toks->len - 1].kind != TK_EOF) {
        /* the preprocessor always ends with TK_EOF; a hand-made vector may not */
        TokenVec *copy = ARENA_NEW(c->arena, TokenVec);
        for (int i = 0; i < toks->len; i++)
            vec_push(c->arena, copy, toks->data[i]);
        if (toks->len)
            eof.loc = toks->data[toks->len - 1].loc;
        vec_push(c->arena, copy, eof);
        p->toks = copy->data;
        p->ntoks = copy->len;
    }
    while (!p->stop) {
        Term t = next_terminal(p);
        feed(p, t);
        if (t.code == 0 || p->stop)
            break;
        if (p->error)
            recover(p, t);
        else
            track(p, t);
    }
    return c->errors == errors_before;
}
