/* The integer expressions of prism.yaml: C's operators and precedence on
 * int64 values (wrapping; shifts by 64 or more give 0), names from a
 * table, and min(a, b), max(a, b), abs(a), popcount(a). */
#include "vkrun.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

struct ex {
    const char *p;
    const struct vr_vars *vars;
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

static int64_t call(struct ex *x, const char *name, size_t len)
{
    int64_t a = ternary(x), b = 0;
    int two = len == 3 && (strncmp(name, "min", 3) == 0 || strncmp(name, "max", 3) == 0);
    if (two && !accept(x, ","))
        fail(x, "%.*s takes two arguments", (int)len, name);
    if (two)
        b = ternary(x);
    if (!accept(x, ")"))
        fail(x, "expected ')' after the arguments of %.*s", (int)len, name);
    if (len == 3 && strncmp(name, "min", 3) == 0)
        return a < b ? a : b;
    if (len == 3 && strncmp(name, "max", 3) == 0)
        return a > b ? a : b;
    if (len == 3 && strncmp(name, "abs", 3) == 0)
        return a < 0 ? -a : a;
    if (len == 8 && strncmp(name, "popcount", 8) == 0) {
        int n = 0;
        for (uint64_t u = (uint64_t)a; u; u &= u - 1)
            n++;
        return n;
    }
    fail(x, "unknown function %.*s", (int)len, name);
    return 0;
}

static int64_t name_value(struct ex *x, const char *name, size_t len)
{
    for (int i = x->vars->n - 1; i >= 0; i--)
        if (strlen(x->vars->names[i]) == len &&
            strncmp(x->vars->names[i], name, len) == 0)
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
    struct ex x = {src, v, err, errlen, 0, 0};
    *out = ternary(&x);
    skip_space(&x);
    if (*x.p)
        fail(&x, "unexpected '%s'", x.p);
    if (x.failed)
        snprintf(err + strlen(err), errlen - strlen(err), " in \"%s\"", src);
    return x.failed ? -1 : 0;
}
