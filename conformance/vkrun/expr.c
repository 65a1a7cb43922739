/* The integer expressions of prism.yaml: C's operators and precedence on
 * int64 values (wrapping; shifts by 64 or more give 0), names from a
 * table, min(a, b), max(a, b), abs(a), pow(a, b), popcount(a), and folds
 * over a range, which mirror what a wave operation computes:
 *   sum(j, lo, hi, e)   e summed for j = lo .. hi-1 (product, minof, maxof,
 *                       andof, orof, xorof alike; count(j, lo, hi, cond)).
 * The fold's body is parsed again for each j: simple, and fast enough for
 * a wave of 64 lanes. */
#include "vkrun.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct ex {
    const char *p;
    struct vr_vars *vars;
    char *err;
    size_t errlen;
    int failed;
    int dead; /* > 0 inside the branch of ?: not taken: no value errors */
};

static void fail(struct ex *x, const char *fmt, ...)
{
    if (x->failed++)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(x->err, x->errlen, fmt, ap);
    va_end(ap);
}

static void skip_space(struct ex *x)
{
    while (isspace((unsigned char)*x->p))
        x->p++;
}

/* Consumes op if it comes next (and is not the start of a longer one). */
static int accept(struct ex *x, const char *op)
{
    skip_space(x);
    size_t n = strlen(op);
    if (strncmp(x->p, op, n) != 0)
        return 0;
    char next = x->p[n];
    if (n == 1 && strchr("<>&|=", op[0]) && (next == op[0] || next == '='))
        return 0;
    if (n == 1 && op[0] == '!' && next == '=')
        return 0;
    x->p += n;
    return 1;
}

static int64_t ternary(struct ex *x);


static int is(const char *name, size_t len, const char *want)
{
    return strlen(want) == len && strncmp(name, want, len) == 0;
}

/* Folds: the identity and the step of each. */
static const struct {
    const char *name;
    int64_t identity;
    char op; /* '+', '*', '<', '>', '&', '|', '^', 'c' (count) */
} folds[] = {
    {"sum", 0, '+'},  {"product", 1, '*'},       {"minof", INT64_MAX, '<'},
    {"maxof", INT64_MIN, '>'}, {"andof", -1, '&'}, {"orof", 0, '|'},
    {"xorof", 0, '^'}, {"count", 0, 'c'},
};

static int64_t step(char op, int64_t acc, int64_t v)
{
    switch (op) {
    case '+': return (int64_t)((uint64_t)acc + (uint64_t)v);
    case '*': return (int64_t)((uint64_t)acc * (uint64_t)v);
    case '<': return v < acc ? v : acc;
    case '>': return v > acc ? v : acc;
    case '&': return acc & v;
    case '|': return acc | v;
    case '^': return acc ^ v;
    default: return acc + (v != 0);
    }
}

/* NAME(var, lo, hi, body): after "NAME(". */
static int64_t fold(struct ex *x, int f)
{
    skip_space(x);
    const char *var = x->p;
    while (isalnum((unsigned char)*x->p) || *x->p == '_')
        x->p++;
    size_t len = (size_t)(x->p - var);
    int64_t lo = 0, hi = 0;
    if (!len || !accept(x, ","))
        fail(x, "%s(var, lo, hi, expression): expected a name", folds[f].name);
    lo = ternary(x);
    if (!accept(x, ","))
        fail(x, "%s: expected ','", folds[f].name);
    hi = ternary(x);
    if (!accept(x, ","))
        fail(x, "%s: expected ','", folds[f].name);
    if (x->vars->n >= 40 || x->failed) {
        fail(x, "%s: too many names", folds[f].name);
        return 0;
    }
    const char *body = x->p, *after = NULL;
    int slot = x->vars->n++;
    x->vars->names[slot] = var; /* in the source: see same_name() */
    int64_t acc = folds[f].identity;
    x->dead += lo >= hi; /* parse the body once even for an empty range */
    for (int64_t j = lo; (j < hi || !after) && !x->failed; j++) {
        x->p = body;
        x->vars->values[slot] = j;
        int64_t v = ternary(x);
        if (j < hi)
            acc = step(folds[f].op, acc, v);
        after = x->p;
    }
    x->dead -= lo >= hi;
    x->vars->n--;
    if (after)
        x->p = after;
    if (!accept(x, ")"))
        fail(x, "%s: expected ')'", folds[f].name);
    return acc;
}

static int64_t call(struct ex *x, const char *name, size_t len)
{
    for (size_t f = 0; f < sizeof folds / sizeof *folds; f++)
        if (is(name, len, folds[f].name))
            return fold(x, (int)f);
    int two = is(name, len, "min") || is(name, len, "max") || is(name, len, "pow");
    int64_t a = ternary(x), b = 0;
    if (two && !accept(x, ","))
        fail(x, "%.*s takes two arguments", (int)len, name);
    if (two)
        b = ternary(x);
    if (!accept(x, ")"))
        fail(x, "expected ')' after the arguments of %.*s", (int)len, name);
    if (is(name, len, "min"))
        return a < b ? a : b;
    if (is(name, len, "max"))
        return a > b ? a : b;
    if (is(name, len, "abs"))
        return a < 0 ? -a : a;
    if (is(name, len, "pow")) {
        int64_t r = 1;
        for (int64_t k = 0; k < b; k++)
            r = (int64_t)((uint64_t)r * (uint64_t)a);
        return r;
    }
    if (is(name, len, "popcount")) {
        int n = 0;
        for (uint64_t u = (uint64_t)a; u; u &= u - 1)
            n++;
        return n;
    }
    fail(x, "unknown function %.*s", (int)len, name);
    return 0;
}

/* A table name ends at its NUL, or (a fold's variable, which points into
 * the expression) at the first character that cannot be in a name. */
static int same_name(const char *table, const char *name, size_t len)
{
    char end = table[strncmp(table, name, len) == 0 ? len : 0];
    return strncmp(table, name, len) == 0 && !isalnum((unsigned char)end) && end != '_';
}

static int64_t name_value(struct ex *x, const char *name, size_t len)
{
    for (int i = x->vars->n - 1; i >= 0; i--)
        if (same_name(x->vars->names[i], name, len))
            return x->vars->values[i];
    fail(x, "unknown name %.*s", (int)len, name);
    return 0;
}

static int64_t unary(struct ex *x)
{
    skip_space(x);
    if (accept(x, "-"))
        return (int64_t)(0 - (uint64_t)unary(x));
    if (accept(x, "!"))
        return !unary(x);
    if (accept(x, "~"))
        return ~unary(x);
    if (accept(x, "(")) {
        int64_t v = ternary(x);
        if (!accept(x, ")"))
            fail(x, "expected ')'");
        return v;
    }
    if (isdigit((unsigned char)*x->p)) {
        char *end;
        int64_t v = (int64_t)strtoull(x->p, &end, 0);
        x->p = end;
        return v;
    }
    if (isalpha((unsigned char)*x->p) || *x->p == '_') {
        const char *name = x->p;
        while (isalnum((unsigned char)*x->p) || *x->p == '_')
            x->p++;
        size_t len = (size_t)(x->p - name);
        return accept(x, "(") ? call(x, name, len) : name_value(x, name, len);
    }
    fail(x, "unexpected '%s'", *x->p ? x->p : "end");
    return 0;
}

static int64_t apply(struct ex *x, int op, int64_t a, int64_t b)
{
    uint64_t ua = (uint64_t)a, ub = (uint64_t)b;
    switch (op) {
    case '*': return (int64_t)(ua * ub);
    case '/': case '%':
        if (b == 0 || (a == INT64_MIN && b == -1)) {
            if (!x->dead)
                fail(x, "division by zero");
            return 0;
        }
        return op == '/' ? a / b : a % b;
    case '+': return (int64_t)(ua + ub);
    case '-': return (int64_t)(ua - ub);
    case 'l': return ub >= 64 ? 0 : (int64_t)(ua << ub);
    case 'r': return ub >= 64 ? 0 : (int64_t)(ua >> ub); /* logical */
    case '<': return a < b;
    case 'L': return a <= b;
    case '>': return a > b;
    case 'G': return a >= b;
    case '=': return a == b;
    case 'N': return a != b;
    case '&': return a & b;
    case '^': return a ^ b;
    case '|': return a | b;
    case 'A': return a && b;
    case 'O': return a || b;
    }
    return 0;
}

/* Binary operators by precedence level, loosest first (C's order). */
static const struct {
    const char *text;
    int op, level;
} binops[] = {
    {"||", 'O', 1}, {"&&", 'A', 2}, {"|", '|', 3}, {"^", '^', 4}, {"&", '&', 5},
    {"==", '=', 6}, {"!=", 'N', 6}, {"<=", 'L', 7}, {">=", 'G', 7}, {"<<", 'l', 8},
    {">>", 'r', 8}, {"<", '<', 7}, {">", '>', 7}, {"+", '+', 9}, {"-", '-', 9},
    {"*", '*', 10}, {"/", '/', 10}, {"%", '%', 10},
};

static int64_t binary(struct ex *x, int level)
{
    if (level > 10)
        return unary(x);
    int64_t v = binary(x, level + 1);
    for (;;) {
        int op = 0;
        for (size_t i = 0; i < sizeof binops / sizeof *binops && !op; i++)
            if (binops[i].level == level && accept(x, binops[i].text))
                op = binops[i].op;
        if (!op || x->failed)
            return v;
        v = apply(x, op, v, binary(x, level + 1));
    }
}

static int64_t ternary(struct ex *x)
{
    int64_t c = binary(x, 1);
    if (!accept(x, "?"))
        return c;
    x->dead += !c;
    int64_t a = ternary(x);
    x->dead -= !c;
    if (!accept(x, ":"))
        fail(x, "expected ':'");
    x->dead += !!c;
    int64_t b = ternary(x);
    x->dead -= !!c;
    return c ? a : b;
}

int vr_expr_eval(const char *src, const struct vr_vars *v, int64_t *out, char *err,
                 size_t errlen)
{
    struct vr_vars scope = *v; /* folds add their variable here */
    struct ex x = {src, &scope, err, errlen, 0, 0};
    *out = ternary(&x);
    skip_space(&x);
    if (*x.p)
        fail(&x, "unexpected '%s'", x.p);
    if (x.failed)
        snprintf(err + strlen(err), errlen - strlen(err), " in \"%s\"", src);
    return x.failed ? -1 : 0;
}
