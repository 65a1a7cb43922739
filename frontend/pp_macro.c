/* pp_macro.c: #define, #undef and macro expansion (C11 6.10.3).
 *
 * Expansion is Prosser's algorithm (as in chibicc's preprocess.c): every
 * token carries a hide set, the macros whose expansion produced it (in
 * Token.pp). A name in its own hide set is not expanded again, which is what
 * stops recursion. Expansions are pushed back on the stream they came from
 * and rescanned with the rest of it, so a function-like macro at the end of
 * an expansion can take its arguments from the text after it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pp_internal.h"

/* ---- hide sets ------------------------------------------------------------ */

static int hs_contains(const PP *pp, uint32_t set, const char *name)
{
    for (; set; set = pp->hide[set].parent)
        if (pp->hide[set].name == name)
            return 1;
    return 0;
}

static size_t pair_hash(uint32_t set, const char *name)
{
    uint64_t h = ((uint64_t)(uintptr_t)name ^ ((uint64_t)set << 32 | set)) * 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 29);
}

static void hs_rehash(PP *pp)
{
    size_t cap = pp->hide_index_cap ? pp->hide_index_cap * 2 : 1024;
    uint32_t *index = calloc(cap, sizeof *index);
    if (!index)
        abort();
    for (uint32_t n = 1; n < pp->hide_len; n++) {
        size_t i = pair_hash(pp->hide[n].parent, pp->hide[n].name) & (cap - 1);
        while (index[i])
            i = (i + 1) & (cap - 1);
        index[i] = n;
    }
    free(pp->hide_index);
    pp->hide_index = index;
    pp->hide_index_cap = cap;
}

/* set ∪ {name}; the same set gives the same index every time. */
static uint32_t hs_add(PP *pp, uint32_t set, const char *name)
{
    if (hs_contains(pp, set, name))
        return set;
    if (pp->hide_cap == 0) {
        pp->hide_cap = 1024;
        pp->hide = pp_xrealloc(NULL, pp->hide_cap * sizeof *pp->hide);
        pp->hide[0] = (HideNode){NULL, 0, 0}; /* node 0: the empty set */
        pp->hide_len = 1;
    }
    if ((pp->hide_len + 1) * 2 > pp->hide_index_cap)
        hs_rehash(pp);
    size_t mask = pp->hide_index_cap - 1;
    size_t i = pair_hash(set, name) & mask;
    for (; pp->hide_index[i]; i = (i + 1) & mask) {
        const HideNode *n = &pp->hide[pp->hide_index[i]];
        if (n->parent == set && n->name == name)
            return pp->hide_index[i];
    }
    if (pp->hide_len == pp->hide_cap) {
        pp->hide_cap *= 2;
        pp->hide = pp_xrealloc(pp->hide, pp->hide_cap * sizeof *pp->hide);
    }
    uint32_t n = (uint32_t)pp->hide_len++;
    pp->hide[n] = (HideNode){name, set, pp->hide[set].size + 1};
    pp->hide_index[i] = n;
    return n;
}

enum { UNION_CACHE = 4096 };

static uint32_t hs_union(PP *pp, uint32_t a, uint32_t b)
{
    if (a == b || b == 0)
        return a;
    if (a == 0)
        return b;
    if (!pp->union_cache) {
        pp->union_cache = calloc(UNION_CACHE, sizeof *pp->union_cache);
        if (!pp->union_cache)
            abort();
    }
    uint32_t *slot = pp->union_cache[(a * 31u + b * 17u) & (UNION_CACHE - 1)];
    if (slot[0] == a && slot[1] == b)
        return slot[2];
    uint32_t r = a;
    for (uint32_t s = b; s; s = pp->hide[s].parent)
        r = hs_add(pp, r, pp->hide[s].name);
    slot[0] = a;
    slot[1] = b;
    slot[2] = r;
    return r;
}

static uint32_t hs_intersect(PP *pp, uint32_t a, uint32_t b)
{
    if (a == b || a == 0 || b == 0)
        return a == b ? a : 0;
    uint32_t r = 0;
    for (uint32_t s = a; s; s = pp->hide[s].parent)
        if (hs_contains(pp, b, pp->hide[s].name))
            r = hs_add(pp, r, pp->hide[s].name);
    return r;
}

/* ---- #define and #undef -------------------------------------------------- */

static Macro *new_macro(PP *pp, const char *name, SrcLoc loc)
{
    Macro *m = ARENA_NEW(pp->c->arena, Macro);
    m->name = name;
    m->loc = loc;
    return m;
}

void pp_add_builtin(PP *pp, const char *name, Builtin b)
{
    const char *word = intern_cstr(pp->c->strs, name);
    SrcLoc none = {0, 0, 0};
    Macro *m = new_macro(pp, word, none);
    m->builtin = b;
    pp_name(pp, word, 1)->macro = m;
}

static int param_index(const Macro *m, const char *word)
{
    for (int i = 0; i < m->nparams; i++)
        if (m->params[i] == word)
            return i;
    return -1;
}

/* C11 6.10.3p6: ( identifier-list ), ( ... ) or ( identifier-list , ... ).
 * The '(' has been read. Returns 0 after reporting a bad list. */
static int read_params(PP *pp, Macro *m, const Token *lparen)
{
    TokBuf *names = pp_buf(pp);
    Token t;
    const char *problem = NULL;
    SrcLoc at = lparen->loc;
    int has = pp_line_token(pp, &t);
    if (has && t.kind == TK_RPAREN)
        goto done;
    for (;;) {
        if (!has) {
            problem = "missing ')'";
            break;
        }
        at = t.loc;
        if (t.kind == TK_ELLIPSIS) {
            m->variadic = 1;
            t.text = pp->w_va_args;
        } else if (t.kind != TK_IDENT || t.text == pp->w_va_args) {
            problem = arena_printf(pp->c->arena, "expected a parameter name, found '%s'", t.text);
            break;
        }
        for (size_t i = 0; i < names->len; i++)
            if (names->data[i].text == t.text)
                problem = arena_printf(pp->c->arena, "parameter '%s' appears twice", t.text);
        if (problem)
            break;
        pp_push(names, &t);
        has = pp_line_token(pp, &t);
        if (has && t.kind == TK_RPAREN)
            goto done;
        if (!has || t.kind != TK_COMMA || m->variadic) {
            problem = m->variadic ? "'...' must be the last parameter, followed by ')'"
                                  : "expected ',' or ')' after a parameter";
            if (has)
                at = t.loc;
            break;
        }
        has = pp_line_token(pp, &t);
    }
    diag(pp->c, at, D_PP_MACRO_PARAMS, problem);
    pp_buf_put(pp, names);
    return 0;
done:
    m->nparams = (int)names->len;
    m->params = ARENA_ARRAY(pp->c->arena, const char *, m->nparams + 1);
    for (int i = 0; i < m->nparams; i++)
        m->params[i] = names->data[i].text;
    pp_buf_put(pp, names);
    return 1;
}

/* C11 6.10.3.2p1 and 6.10.3.3p1: where # and ## may stand. */
static int check_body(PP *pp, const Macro *m)
{
    for (int i = 0; i < m->nbody; i++) {
        const Token *t = &m->body[i];
        if (t->kind == TK_HASHHASH && (i == 0 || i == m->nbody - 1)) {
            diag(pp->c, t->loc, D_PP_HASHHASH_EDGE, i == 0 ? "start" : "end");
            return 0;
        }
        if (t->kind == TK_HASH && m->is_func && (i + 1 == m->nbody || m->param_of[i + 1] < 0)) {
            diag(pp->c, t->loc, D_PP_HASH_NOT_PARAM);
            return 0;
        }
    }
    return 1;
}

static void read_body(PP *pp, Macro *m, int has, Token t)
{
    TokBuf *body = pp_buf(pp);
    for (; has; has = pp_line_token(pp, &t)) {
        t.flags &= TOKF_SPACE;
        if (body->len == 0)
            t.flags = 0;
        if (t.kind == TK_HASHHASH)
            t.flags |= TOKF_PASTE_OP;
        pp_push(body, &t);
    }
    m->nbody = (int)body->len;
    m->body = ARENA_ARRAY(pp->c->arena, Token, m->nbody + 1);
    m->param_of = ARENA_ARRAY(pp->c->arena, int16_t, m->nbody + 1);
    for (int i = 0; i < m->nbody; i++) {
        m->body[i] = body->data[i];
        m->param_of[i] = (int16_t)(m->is_func && m->body[i].kind == TK_IDENT ? param_index(m, m->body[i].text) : -1);
        if (m->body[i].kind == TK_HASHHASH)
            m->has_paste = 1;
    }
    pp_buf_put(pp, body);
}

/* C11 6.10.3p2: the same definition again is allowed, a different one not. */
static int same_definition(const Macro *a, const Macro *b)
{
    if (a->builtin || b->builtin || a->is_func != b->is_func || a->variadic != b->variadic ||
        a->nparams != b->nparams || a->nbody != b->nbody)
        return 0;
    for (int i = 0; i < a->nparams; i++)
        if (a->params[i] != b->params[i])
            return 0;
    for (int i = 0; i < a->nbody; i++)
        if (a->body[i].text != b->body[i].text ||
            (a->body[i].flags & TOKF_SPACE) != (b->body[i].flags & TOKF_SPACE))
            return 0;
    return 1;
}

void pp_define_number(PP *pp, const char *name, const char *value, SrcLoc loc)
{
    Macro *m = new_macro(pp, name, loc);
    Token *body = ARENA_ARRAY(pp->c->arena, Token, 3);
    SrcLoc at = {loc.file, loc.line, loc.col + (uint32_t)strlen(name) + 1};
    if (value[0] == '-') { /* lexed as '-' then the number, with no space */
        body[m->nbody++] = (Token){TK_MINUS, 0, 1, intern(pp->c->strs, "-", 1), at, 0};
        value++;
        at.col++;
    }
    size_t len = strlen(value);
    body[m->nbody++] = (Token){TK_INT_LIT, 0, (uint32_t)len, intern(pp->c->strs, value, len), at, 0};
    m->body = body;
    m->param_of = ARENA_ARRAY(pp->c->arena, int16_t, m->nbody + 1);
    for (int i = 0; i < m->nbody; i++)
        m->param_of[i] = -1;
    pp_name(pp, m->name, 1)->macro = m; /* made on its name's first look-up: nothing is there yet */
}

void pp_define(PP *pp, const Token *dir)
{
    Token name, t;
    if (!pp_line_token(pp, &name) || name.kind != TK_IDENT) {
        diag(pp->c, name.kind == TK_IDENT || name.kind == TK_EOF || (name.flags & TOKF_BOL) ? dir->loc : name.loc,
             D_PP_MACRO_NAME, dir->text);
        pp_skip_line(pp);
        return;
    }
    if (name.text == pp->w_defined) {
        diag(pp->c, name.loc, D_PP_DEFINE_DEFINED);
        pp_skip_line(pp);
        return;
    }
    Macro *m = new_macro(pp, name.text, name.loc);
    int has = pp_line_token(pp, &t);
    if (has && t.kind == TK_LPAREN && !(t.flags & TOKF_SPACE)) {
        m->is_func = 1;
        if (!read_params(pp, m, &t)) {
            pp_skip_line(pp);
            return;
        }
        has = pp_line_token(pp, &t);
    }
    read_body(pp, m, has, t);
    if (!check_body(pp, m))
        return;
    NameInfo *n = pp_name(pp, name.text, 1);
    if (n->macro && !same_definition(n->macro, m))
        diag(pp->c, name.loc, D_PP_MACRO_REDEFINED, name.text);
    n->macro = m;
}

void pp_undef(PP *pp, const Token *dir)
{
    Token name;
    if (!pp_line_token(pp, &name) || name.kind != TK_IDENT) {
        diag(pp->c, dir->loc, D_PP_MACRO_NAME, dir->text);
        pp_skip_line(pp);
        return;
    }
    NameInfo *n = pp_name(pp, name.text, 0);
    if (n)
        n->macro = NULL;
    pp_end_directive(pp, dir);
}

/* ---- expansion -------------------------------------------------------------- */

static void builtin_value(PP *pp, const Macro *m, Token *t)
{
    char buf[16];
    if (m->builtin == BUILTIN_LINE) {
        int n = snprintf(buf, sizeof buf, "%u", t->loc.line);
        t->kind = TK_INT_LIT;
        t->text = intern(pp->c->strs, buf, (size_t)n);
    } else {
        const char *name = t->loc.file < (uint32_t)pp->c->files.len ? pp->c->files.data[t->loc.file].name : "";
        Token as_text = {TK_STRING_LIT, 0, (uint32_t)strlen(name), name, t->loc, 0};
        const char *quoted = pp_spell(pp, &as_text, 1, 1);
        t->kind = TK_STRING_LIT;
        t->text = quoted;
    }
    t->len = (uint32_t)strlen(t->text);
}

/* The expansion of an invocation is done: give its tokens the hide set,
 * count them, and push them back to be rescanned (C11 6.10.3.4). */
static void finish(PP *pp, Stream *s, TokBuf *res, const Token *name, uint32_t hs)
{
    pp->produced += res->len;
    if (pp->produced > PP_MAX_EXPANDED_TOKENS) {
        pp_stop(pp, name->loc, D_PP_TOKEN_LIMIT, PP_MAX_EXPANDED_TOKENS);
        return;
    }
    if (res->len) {
        Token *first = &res->data[0];
        first->flags = (uint8_t)((first->flags & ~(TOKF_BOL | TOKF_SPACE)) | (name->flags & (TOKF_BOL | TOKF_SPACE)));
    }
    for (size_t i = res->len; i-- > 0;) {
        Token t = res->data[i];
        t.pp = hs_union(pp, t.pp, hs);
        t.flags &= (uint8_t)~TOKF_PASTE_OP;
        pp_push(s->pending, &t);
    }
}

/* C11 6.10.3.3: lhs ## rhs, re-lexed as one token into *lhs. Returns 0
 * (after the diagnostic) when the text is not one token. */
static int paste(PP *pp, Token *lhs, const Token *rhs, const Token *name)
{
    if (lhs->kind == TK_PLACEMARKER) {
        SrcLoc keep = lhs->loc;
        *lhs = *rhs;
        lhs->loc = rhs->kind == TK_PLACEMARKER ? keep : rhs->loc;
        return 1;
    }
    if (rhs->kind == TK_PLACEMARKER)
        return 1;
    size_t len = (size_t)lhs->len + rhs->len;
    if (len + 1 > pp->text_cap) {
        pp->text = pp_xrealloc(pp->text, len + 1);
        pp->text_cap = len + 1;
    }
    memcpy(pp->text, lhs->text, lhs->len);
    memcpy(pp->text + lhs->len, rhs->text, rhs->len);
    pp->text[len] = 0;
    Lexer lx;
    Token t;
    lexer_init_text(&lx, pp->c, lhs->loc.file, pp->text, len);
    lexer_next(&lx, &t);
    if (t.kind == TK_EOF || lx.cur != lx.lim) {
        diag(pp->c, name->loc, D_PP_BAD_PASTE, lhs->text, rhs->text);
        return 0;
    }
    lhs->kind = t.kind;
    lhs->text = t.text;
    lhs->len = t.len;
    lhs->flags &= (uint8_t)~TOKF_NOEXPAND; /* a new word: it may name a macro */
    return 1;
}

/* Applies the ## operators of a substituted body, then drops placemarkers. */
static void paste_all(PP *pp, TokBuf *res, const Token *name)
{
    size_t w = 0;
    for (size_t r = 0; r < res->len; r++) {
        Token t = res->data[r];
        if ((t.flags & TOKF_PASTE_OP) && w > 0 && r + 1 < res->len) {
            Token rhs = res->data[++r];
            if (!paste(pp, &res->data[w - 1], &rhs, name))
                res->data[w++] = rhs;
            continue;
        }
        res->data[w++] = t;
    }
    res->len = w;
    w = 0;
    for (size_t r = 0; r < res->len; r++)
        if (res->data[r].kind != TK_PLACEMARKER)
            res->data[w++] = res->data[r];
    res->len = w;
}

static void expand_object(PP *pp, Stream *s, const Macro *m, const Token *name)
{
    TokBuf *res = pp_buf(pp);
    for (int i = 0; i < m->nbody; i++) {
        Token t = m->body[i];
        t.loc = name->loc;
        pp_push(res, &t);
    }
    if (m->has_paste)
        paste_all(pp, res, name);
    finish(pp, s, res, name, hs_add(pp, name->pp, m->name));
    pp_buf_put(pp, res);
}

/* Reads the arguments after the '(' into raw, one ArgSlot each at
 * pp->slots[base...]. Returns 0 (after the diagnostic) on a bad list. */
static int collect_args(PP *pp, Stream *s, const Macro *m, const Token *name, TokBuf *raw, size_t base,
                        Token *rparen)
{
    size_t nslots = m->nparams ? (size_t)m->nparams : 1;
    if (base + nslots > pp->slots_cap) {
        size_t cap = pp->slots_cap ? pp->slots_cap * 2 : 64;
        while (cap < base + nslots)
            cap *= 2;
        pp->slots = pp_xrealloc(pp->slots, cap * sizeof *pp->slots);
        pp->slots_cap = cap;
    }
    memset(&pp->slots[base], 0, nslots * sizeof *pp->slots);
    pp->slots_len = base + nslots; /* directives read meanwhile may expand macros above */
    int argi = 0, depth = 0;
    Token t;
    for (;;) {
        if (!pp_stream_next(pp, s, &t)) {
            if (!pp->stopped)
                diag(pp->c, name->loc, D_PP_UNTERMINATED_ARGS, name->text);
            return 0;
        }
        if (depth == 0 && t.kind == TK_RPAREN)
            break;
        if (depth == 0 && t.kind == TK_COMMA && !(m->variadic && argi >= m->nparams - 1)) {
            if ((size_t)argi < nslots)
                pp->slots[base + (size_t)argi].end = raw->len;
            argi++;
            if ((size_t)argi < nslots)
                pp->slots[base + (size_t)argi].start = raw->len;
            continue;
        }
        depth += t.kind == TK_LPAREN ? 1 : t.kind == TK_RPAREN ? -1 : 0;
        pp_push(raw, &t);
    }
    *rparen = t;
    if ((size_t)argi < nslots)
        pp->slots[base + (size_t)argi].end = raw->len;
    int nargs = argi + 1;
    if (nargs == m->nparams || (m->nparams == 0 && nargs == 1 && raw->len == 0) ||
        (m->variadic && nargs == m->nparams - 1))
        return 1;
    diag(pp->c, name->loc, D_PP_ARG_COUNT, name->text, m->nparams, nargs);
    return 0;
}

static int needs_expansion(PP *pp, const Token *t, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        if (t[i].kind != TK_IDENT || (t[i].flags & TOKF_NOEXPAND))
            continue;
        NameInfo *info = pp_name(pp, t[i].text, 0);
        if (info && info->macro)
            return 1;
    }
    return 0;
}

/* An argument fully macro-replaced (C11 6.10.3.1), made once per invocation. */
static void expanded_arg(PP *pp, size_t slot, const TokBuf *raw, const Token **toks, size_t *n)
{
    ArgSlot a = pp->slots[slot];
    *toks = raw->data + a.start;
    *n = a.end - a.start;
    if (!needs_expansion(pp, *toks, *n))
        return;
    if (!a.expanded) {
        SrcLoc where = *n ? (*toks)[0].loc : (SrcLoc){0, 0, 0};
        TokBuf *x = pp_expand_list(pp, *toks, *n, where);
        pp->slots[slot].expanded = a.expanded = x;
    }
    *toks = a.expanded->data;
    *n = a.expanded->len;
}

/* Appends an argument's tokens; the first takes the parameter's spacing. */
static void push_arg(TokBuf *res, const Token *toks, size_t n, const Token *param)
{
    for (size_t i = 0; i < n; i++) {
        Token t = toks[i];
        if (i == 0)
            t.flags = (uint8_t)((t.flags & ~(TOKF_SPACE | TOKF_BOL)) | (param->flags & TOKF_SPACE));
        pp_push(res, &t);
    }
}

static int is_paste_op(const Macro *m, int i)
{
    return i >= 0 && i < m->nbody && (m->body[i].flags & TOKF_PASTE_OP);
}

/* C11 6.10.3.1-3: the body with each parameter replaced by its argument:
 * stringized after #, as written next to ##, fully expanded elsewhere. */
static void substitute(PP *pp, const Macro *m, const Token *name, const TokBuf *raw, size_t base, TokBuf *res)
{
    for (int i = 0; i < m->nbody; i++) {
        const Token *bt = &m->body[i];
        int p = m->param_of[i];
        if (bt->kind == TK_HASH && i + 1 < m->nbody && m->param_of[i + 1] >= 0) {
            ArgSlot a = pp->slots[base + (size_t)m->param_of[i + 1]];
            Token str = *bt;
            str.kind = TK_STRING_LIT;
            str.text = pp_spell(pp, raw->data + a.start, a.end - a.start, 1);
            str.len = (uint32_t)strlen(str.text);
            str.loc = name->loc;
            pp_push(res, &str);
            i++;
            continue;
        }
        if (p < 0) {
            Token t = *bt;
            t.loc = name->loc;
            pp_push(res, &t);
            continue;
        }
        ArgSlot a = pp->slots[base + (size_t)p];
        const Token *toks = raw->data + a.start;
        size_t n = a.end - a.start;
        /* GNU ", ## __VA_ARGS__": the comma goes when there are no variadic arguments. */
        if (m->variadic && p == m->nparams - 1 && i >= 2 && is_paste_op(m, i - 1) &&
            m->body[i - 2].kind == TK_COMMA && m->param_of[i - 2] < 0) {
            res->len -= n ? 1 : 2;
            push_arg(res, toks, n, bt);
            continue;
        }
        if (is_paste_op(m, i - 1) || is_paste_op(m, i + 1)) {
            if (n == 0) {
                Token pm = *bt;
                pm.kind = TK_PLACEMARKER;
                pm.loc = name->loc;
                pp_push(res, &pm);
            }
            push_arg(res, toks, n, bt);
            continue;
        }
        expanded_arg(pp, base + (size_t)p, raw, &toks, &n);
        push_arg(res, toks, n, bt);
    }
}

static void expand_call(PP *pp, Stream *s, const Macro *m, const Token *name)
{
    size_t base = pp->slots_len;
    TokBuf *raw = pp_buf(pp);
    Token rparen;
    if (collect_args(pp, s, m, name, raw, base, &rparen)) {
        uint32_t hs = hs_add(pp, hs_intersect(pp, name->pp, rparen.pp), m->name);
        TokBuf *res = pp_buf(pp);
        substitute(pp, m, name, raw, base, res);
        if (m->has_paste)
            paste_all(pp, res, name);
        finish(pp, s, res, name, hs);
        pp_buf_put(pp, res);
    }
    for (size_t i = base; i < pp->slots_len; i++)
        if (pp->slots[i].expanded)
            pp_buf_put(pp, pp->slots[i].expanded);
    pp->slots_len = base;
    pp_buf_put(pp, raw);
}

/* Expands the word t if it names a macro; returns 1 if it did (its tokens
 * are then pending on s), 0 if t stands as it is. */
static int expand_word(PP *pp, Stream *s, Token *t)
{
    NameInfo *n = pp_name(pp, t->text, 0);
    const Macro *m = n ? n->macro : NULL;
    if (!m)
        return 0;
    if (hs_contains(pp, t->pp, m->name)) {
        t->flags |= TOKF_NOEXPAND; /* C11 6.10.3.4p2: painted blue for good */
        return 0;
    }
    if (t->pp && pp->hide[t->pp].size >= PP_MAX_EXPANSION_DEPTH) {
        pp_stop(pp, t->loc, D_PP_EXPANSION_DEPTH, PP_MAX_EXPANSION_DEPTH);
        return 1;
    }
    if (m->builtin) {
        builtin_value(pp, m, t);
        return 0;
    }
    if (!m->is_func) {
        expand_object(pp, s, m, t);
        return 1;
    }
    Token lparen;
    if (!pp_stream_next(pp, s, &lparen))
        return 0;
    if (lparen.kind != TK_LPAREN) {
        pp_push(s->pending, &lparen);
        return 0;
    }
    expand_call(pp, s, m, t);
    return 1;
}

/* 'defined X' or 'defined ( X )' that a macro produced on an #if line:
 * X stays as it is (undefined in C11 6.10.1p4; GCC and Clang do this). */
static void keep_defined_operand(PP *pp, Stream *s, TokBuf *out)
{
    Token t;
    if (!pp_stream_next(pp, s, &t))
        return;
    if (t.kind == TK_LPAREN) {
        pp_push(out, &t);
        if (!pp_stream_next(pp, s, &t))
            return;
    }
    if (t.kind == TK_IDENT)
        t.flags |= TOKF_NOEXPAND;
    pp_push(s->pending, &t);
}

void pp_expand(PP *pp, Stream *s, TokBuf *out)
{
    Token t;
    while (pp_stream_next(pp, s, &t)) {
        if (t.kind == TK_IDENT && s->in_if && t.text == pp->w_defined) {
            pp_push(out, &t);
            keep_defined_operand(pp, s, out);
            continue;
        }
        if (t.kind == TK_IDENT && !(t.flags & TOKF_NOEXPAND) && expand_word(pp, s, &t))
            continue;
        pp_push(out, &t);
    }
}

static TokBuf *expand_tokens(PP *pp, const Token *toks, size_t n, SrcLoc where, int in_if)
{
    TokBuf *out = pp_buf(pp);
    if (pp->depth >= PP_MAX_EXPANSION_DEPTH) {
        pp_stop(pp, where, D_PP_EXPANSION_DEPTH, PP_MAX_EXPANSION_DEPTH);
        return out;
    }
    pp->depth++;
    Stream sub = {pp_buf(pp), 0, in_if};
    for (size_t i = n; i-- > 0;)
        pp_push(sub.pending, &toks[i]);
    pp_expand(pp, &sub, out);
    pp_buf_put(pp, sub.pending);
    pp->depth--;
    return out;
}

TokBuf *pp_expand_list(PP *pp, const Token *toks, size_t n, SrcLoc where)
{
    return expand_tokens(pp, toks, n, where, 0);
}

TokBuf *pp_expand_if_line(PP *pp, const Token *toks, size_t n, SrcLoc where)
{
    return expand_tokens(pp, toks, n, where, 1);
}
