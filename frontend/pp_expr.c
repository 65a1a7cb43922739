/* pp_expr.c: the controlling expression of #if and #elif (C11 6.10.1):
 * 'defined' first, then macro expansion, then every remaining word is 0
 * ('true' is 1: DXC's preprocessor is C++'s). Arithmetic is 64-bit, signed
 * or unsigned by the usual conversions (C11 6.10.1p4). */
#include <stdint.h>
#include <string.h>
#include "pp_internal.h"

typedef struct Val {
    uint64_t v; /* the bits; signed values are read back as int64_t */
    int uns;
} Val;

typedef struct Eval {
    PP *pp;
    const Token *t;
    size_t n, i;
    SrcLoc end; /* where "at the end of the line" points */
    int failed;
    int depth;  /* of nested operands, bounded so no input overflows the stack */
} Eval;

static void fail(Eval *e, const Token *at, const char *what)
{
    if (!e->failed)
        diag(e->pp->c, at ? at->loc : e->end, D_PP_IF_SYNTAX, what);
    e->failed = 1;
}

static const Token *peek(const Eval *e) { return e->i < e->n ? &e->t[e->i] : NULL; }

static int accept(Eval *e, TokKind k)
{
    const Token *t = peek(e);
    if (!t || t->kind != k)
        return 0;
    e->i++;
    return 1;
}

static const char *found(Eval *e)
{
    const Token *t = peek(e);
    return t ? arena_printf(e->pp->c->arena, "'%s'", t->text) : "the end of the line";
}

static void expect(Eval *e, TokKind k, const char *what)
{
    if (!accept(e, k))
        fail(e, peek(e), arena_printf(e->pp->c->arena, "expected %s, found %s", what, found(e)));
}

static Val int_val(int64_t v) { return (Val){(uint64_t)v, 0}; }

/* An integer constant (C11 6.4.4.1): 0x, 0b, octal, suffixes u and l. */
static Val parse_int(Eval *e, const Token *t)
{
    const char *s = t->text, *end = s + t->len;
    unsigned base = 10;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        base = 16, s += 2;
    else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
        base = 2, s += 2;
    else if (s[0] == '0')
        base = 8;
    uint64_t v = 0;
    int digits = 0, overflow = 0;
    for (; s < end; s++, digits++) {
        unsigned d;
        if (*s >= '0' && *s <= '9')
            d = (unsigned)(*s - '0');
        else if (*s >= 'a' && *s <= 'f')
            d = (unsigned)(*s - 'a' + 10);
        else if (*s >= 'A' && *s <= 'F')
            d = (unsigned)(*s - 'A' + 10);
        else
            break;
        if (d >= base)
            break;
        if (v > (UINT64_MAX - d) / base)
            overflow = 1;
        v = v * base + d;
    }
    int uns = 0;
    for (; s < end && (*s == 'u' || *s == 'U' || *s == 'l' || *s == 'L'); s++)
        uns |= *s == 'u' || *s == 'U';
    if (!digits || s != end || overflow) {
        fail(e, t, arena_printf(e->pp->c->arena, "'%s' is not a valid integer", t->text));
        return int_val(0);
    }
    return (Val){v, uns || v > INT64_MAX};
}

static Val char_val(const Token *t)
{
    const char *s = t->text + 1;
    if (*s != '\\')
        return int_val((unsigned char)*s);
    s++;
    switch (*s) {
    case 'n': return int_val('\n');
    case 't': return int_val('\t');
    case 'r': return int_val('\r');
    case 'a': return int_val('\a');
    case 'b': return int_val('\b');
    case 'f': return int_val('\f');
    case 'v': return int_val('\v');
    case 'x': {
        int64_t v = 0;
        for (s++; (*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f') || (*s >= 'A' && *s <= 'F'); s++)
            v = v * 16 + (*s <= '9' ? *s - '0' : (*s | 32) - 'a' + 10);
        return int_val(v & 0xff);
    }
    default:
        if (*s >= '0' && *s <= '7') {
            int64_t v = 0;
            for (int k = 0; k < 3 && *s >= '0' && *s <= '7'; k++, s++)
                v = v * 8 + (*s - '0');
            return int_val(v & 0xff);
        }
        return int_val((unsigned char)*s);
    }
}

static int is_defined(PP *pp, const char *word)
{
    NameInfo *n = pp_name(pp, word, 0);
    return n && n->macro;
}

static Val eval_comma(Eval *e, int live);

/* 'defined' that came out of a macro expansion (undefined in C11; done as GCC does). */
static Val eval_defined(Eval *e)
{
    int paren = accept(e, TK_LPAREN);
    const Token *name = peek(e);
    if (!name || name->kind != TK_IDENT) {
        fail(e, name, "'defined' expects a macro name");
        return int_val(0);
    }
    e->i++;
    if (paren)
        expect(e, TK_RPAREN, "')' after 'defined(NAME'");
    return int_val(is_defined(e->pp, name->text));
}

static Val eval_primary(Eval *e, int live)
{
    const Token *t = peek(e);
    if (!t) {
        fail(e, NULL, "expected a value, found the end of the line");
        return int_val(0);
    }
    e->i++;
    switch (t->kind) {
    case TK_INT_LIT: return parse_int(e, t);
    case TK_CHAR_LIT: return char_val(t);
    case TK_LPAREN: {
        Val v = eval_comma(e, live);
        expect(e, TK_RPAREN, "')'");
        return v;
    }
    case TK_IDENT:
        if (t->text == e->pp->w_defined)
            return eval_defined(e);
        return int_val(t->text == e->pp->w_true); /* C11 6.10.1p4: other words are 0 */
    case TK_FLOAT_LIT:
        fail(e, t, arena_printf(e->pp->c->arena, "floating-point literal '%s' in #if; use an integer", t->text));
        return int_val(0);
    default:
        fail(e, t, arena_printf(e->pp->c->arena, "expected a value, found '%s'", t->text));
        return int_val(0);
    }
}

static Val eval_unary_ops(Eval *e, int live);

static Val eval_unary(Eval *e, int live)
{
    if (e->depth >= 1000) {
        fail(e, peek(e), "expression nested more than 1000 deep");
        e->i = e->n;
        return int_val(0);
    }
    e->depth++;
    Val v = eval_unary_ops(e, live);
    e->depth--;
    return v;
}

static Val eval_unary_ops(Eval *e, int live)
{
    const Token *t = peek(e);
    if (!t)
        return eval_primary(e, live);
    switch (t->kind) {
    case TK_PLUS: e->i++; return eval_unary(e, live);
    case TK_MINUS: {
        e->i++;
        Val v = eval_unary(e, live);
        return (Val){0 - v.v, v.uns};
    }
    case TK_TILDE: {
        e->i++;
        Val v = eval_unary(e, live);
        return (Val){~v.v, v.uns};
    }
    case TK_BANG: e->i++; return int_val(eval_unary(e, live).v == 0);
    default: return eval_primary(e, live);
    }
}

static int binary_prec(TokKind k)
{
    switch (k) {
    case TK_STAR: case TK_SLASH: case TK_PERCENT: return 10;
    case TK_PLUS: case TK_MINUS: return 9;
    case TK_SHL: case TK_SHR: return 8;
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: return 7;
    case TK_EQEQ: case TK_NE: return 6;
    case TK_AMP: return 5;
    case TK_CARET: return 4;
    case TK_PIPE: return 3;
    case TK_AMPAMP: return 2;
    case TK_PIPEPIPE: return 1;
    default: return 0;
    }
}

static Val shift(Val l, Val r, int left)
{
    int64_t count = (int64_t)r.v;
    if (r.uns && r.v > 63)
        count = 64;
    if (count < 0) /* a negative count shifts the other way, as GCC does */
        left = !left, count = -count;
    if (left)
        return (Val){count >= 64 ? 0 : l.v << count, l.uns};
    if (l.uns)
        return (Val){count >= 64 ? 0 : l.v >> count, 1};
    int64_t s = (int64_t)l.v;
    if (count >= 64)
        return int_val(s < 0 ? -1 : 0);
    return int_val(s < 0 ? ~(~s >> count) : s >> count);
}

static Val divide(Eval *e, const Token *op, Val l, Val r, int live)
{
    int uns = l.uns || r.uns;
    if (r.v == 0) {
        if (live && !e->failed)
            diag(e->pp->c, op->loc, D_PP_IF_DIV_ZERO);
        if (live)
            e->failed = 1;
        return (Val){0, uns};
    }
    int rem = op->kind == TK_PERCENT;
    if (uns)
        return (Val){rem ? l.v % r.v : l.v / r.v, 1};
    int64_t a = (int64_t)l.v, b = (int64_t)r.v;
    if (a == INT64_MIN && b == -1) /* overflows: wraps */
        return rem ? int_val(0) : l;
    return int_val(rem ? a % b : a / b);
}

static Val compare(TokKind k, Val l, Val r)
{
    int uns = l.uns || r.uns;
    int lt = uns ? l.v < r.v : (int64_t)l.v < (int64_t)r.v;
    int gt = uns ? l.v > r.v : (int64_t)l.v > (int64_t)r.v;
    switch (k) {
    case TK_LT: return int_val(lt);
    case TK_GT: return int_val(gt);
    case TK_LE: return int_val(!gt);
    case TK_GE: return int_val(!lt);
    case TK_EQEQ: return int_val(l.v == r.v);
    default: return int_val(l.v != r.v);
    }
}

static Val apply(Eval *e, const Token *op, Val l, Val r, int live)
{
    int uns = l.uns || r.uns;
    switch (op->kind) {
    case TK_STAR: return (Val){l.v * r.v, uns};
    case TK_SLASH:
    case TK_PERCENT: return divide(e, op, l, r, live);
    case TK_PLUS: return (Val){l.v + r.v, uns};
    case TK_MINUS: return (Val){l.v - r.v, uns};
    case TK_SHL: return shift(l, r, 1);
    case TK_SHR: return shift(l, r, 0);
    case TK_AMP: return (Val){l.v & r.v, uns};
    case TK_CARET: return (Val){l.v ^ r.v, uns};
    case TK_PIPE: return (Val){l.v | r.v, uns};
    default: return compare(op->kind, l, r);
    }
}

/* Binary operators by precedence climbing; live is 0 in the operand that
 * && || ?: do not evaluate, where division by zero is no error. */
static Val eval_binary(Eval *e, int min_prec, int live)
{
    Val l = eval_unary(e, live);
    for (;;) {
        const Token *op = peek(e);
        int prec = op ? binary_prec(op->kind) : 0;
        if (prec == 0 || prec < min_prec)
            return l;
        e->i++;
        if (op->kind == TK_AMPAMP) {
            Val r = eval_binary(e, prec + 1, live && l.v);
            l = int_val(l.v && r.v);
        } else if (op->kind == TK_PIPEPIPE) {
            Val r = eval_binary(e, prec + 1, live && !l.v);
            l = int_val(l.v || r.v);
        } else {
            Val r = eval_binary(e, prec + 1, live);
            l = apply(e, op, l, r, live);
        }
    }
}

static Val eval_cond(Eval *e, int live)
{
    Val c = eval_binary(e, 1, live);
    if (!accept(e, TK_QUESTION))
        return c;
    Val a = eval_comma(e, live && c.v);
    expect(e, TK_COLON, "':' of '?:'");
    Val b = eval_cond(e, live && !c.v);
    Val r = c.v ? a : b;
    r.uns = a.uns || b.uns;
    return r;
}

static Val eval_comma(Eval *e, int live)
{
    Val v = eval_cond(e, live);
    while (accept(e, TK_COMMA))
        v = eval_cond(e, live);
    return v;
}

/* 'defined X' or 'defined ( X )' on the directive's line, read before
 * expansion so X is not expanded; *out becomes 1 or 0. Returns 0 after an error. */
static int read_defined(PP *pp, Token *out)
{
    Token t, name;
    SrcLoc at = out->loc;
    int has = pp_line_token(pp, &t);
    int paren = has && t.kind == TK_LPAREN;
    if (paren)
        has = pp_line_token(pp, &t);
    if (!has || t.kind != TK_IDENT) {
        diag(pp->c, has ? t.loc : at, D_PP_DEFINED_NAME);
        return 0;
    }
    name = t;
    if (paren && (!pp_line_token(pp, &t) || t.kind != TK_RPAREN)) {
        diag(pp->c, (t.flags & TOKF_BOL) || t.kind == TK_EOF ? name.loc : t.loc, D_PP_DEFINED_PAREN, name.text);
        return 0;
    }
    out->kind = TK_INT_LIT;
    out->text = is_defined(pp, name.text) ? pp->w_one : pp->w_zero;
    out->len = 1;
    return 1;
}

int pp_eval_if(PP *pp, const Token *dir)
{
    TokBuf *line = pp_buf(pp);
    Token t;
    int ok = 1;
    while (ok && pp_line_token(pp, &t)) {
        if (t.kind == TK_IDENT && t.text == pp->w_defined)
            ok = read_defined(pp, &t);
        pp_push(line, &t);
    }
    int result = 0;
    if (!ok) {
        pp_skip_line(pp);
    } else if (line->len == 0) {
        diag(pp->c, dir->loc, D_PP_IF_SYNTAX,
             arena_printf(pp->c->arena, "#%s needs an expression", dir->text));
    } else {
        TokBuf *x = pp_expand_if_line(pp, line->data, line->len, dir->loc);
        Eval e = {pp, x->data, x->len, 0, line->data[line->len - 1].loc, 0, 0};
        Val v = eval_comma(&e, 1);
        if (e.i < e.n)
            fail(&e, &e.t[e.i], arena_printf(pp->c->arena, "unexpected '%s' after the expression", e.t[e.i].text));
        result = !e.failed && v.v != 0;
        pp_buf_put(pp, x);
    }
    pp_buf_put(pp, line);
    return result;
}
