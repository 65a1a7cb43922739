/* gen_hlsl: writes a random but type-correct HLSL compute or pixel shader
 * from a seed.
 *
 *   gen_hlsl SEED [SIZE [cs|ps]]   the shader on stdout; SIZE (1-5, default 3)
 *                                  scales it; the stage as asked, or one in
 *                                  three a pixel shader (gen_hlsl_pixel.c)
 *
 * The same seed gives the same shader. Every shader it writes must compile
 * with prism (tests/fuzz/gen-check.sh checks that, and that the outputs
 * validate): a compile error is a bug of the generator or of the compiler.
 *
 * What it writes: a struct; resources (RWStructuredBuffer of uint, float4, int
 * and the struct, StructuredBuffer, ByteAddressBuffer and RWByteAddressBuffer,
 * a cbuffer); groupshared arrays with barriers; helper functions with in, out
 * and inout parameters, called from main; statements (declarations,
 * assignments, compound assignments, swizzle writes, if/else, for, while,
 * do-while, switch with fallthrough, break and continue, interlocked ops); and
 * expressions of every operator over int, uint and float scalars and vectors,
 * with casts, constructors, swizzles, ternaries, intrinsics and wave and quad
 * ops; and from gen_lang.c, templates, namespaces, operators,
 * inheritance and resources in structs, parameters and locals, used in
 * functions that expressions call. Values that could
 * make a constant expression an error are avoided: divisors are (x | 1), array indices are reduced modulo the length. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "gen_hlsl.h"

static const char *const kind_name[] = {"int", "uint", "float", "bool"};

/* ---- randomness: xorshift64* -------------------------------------------- */

static uint32_t rnd(Gen *g)
{
    g->rng ^= g->rng >> 12;
    g->rng ^= g->rng << 25;
    g->rng ^= g->rng >> 27;
    return (uint32_t)((g->rng * 2685821657736338717ull) >> 32);
}
int below(Gen *g, int n) { return n > 0 ? (int)(rnd(g) % (uint32_t)n) : 0; }
int chance(Gen *g, int percent) { return below(g, 100) < percent; }

/* ---- output --------------------------------------------------------------- */

void out(Gen *g, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(g->out, fmt, ap);
    va_end(ap);
}
void line(Gen *g) { out(g, "%*s", g->indent * 4, ""); }

const char *tyname(Ty t, char *buf)
{
    if (t.n == 1)
        snprintf(buf, 16, "%s", kind_name[t.k]);
    else
        snprintf(buf, 16, "%s%d", kind_name[t.k], t.n);
    return buf;
}

static Ty rand_ty(Gen *g)
{
    Ty t = {(enum Kind)below(g, 3), chance(g, 50) ? 1 : 2 + below(g, 3)};
    return t;
}

/* ---- variables ------------------------------------------------------------ */

Var *add_var(Gen *g, Ty t, int array, const char *prefix)
{
    if (g->nvars == MAX_VARS) {
        fprintf(stderr, "gen_hlsl: more than %d variables in scope\n", MAX_VARS);
        exit(1);
    }
    Var *v = &g->vars[g->nvars++];
    snprintf(v->name, sizeof v->name, "%s%d", prefix, g->next_id++);
    v->t = t;
    v->array = array;
    v->readonly = 0;
    return v;
}

/* A variable (not an array) of kind k with at least min components, or NULL. */
static Var *pick_var(Gen *g, enum Kind k, int min_n, int writable)
{
    int cand[MAX_VARS], n = 0;
    for (int i = 0; i < g->nvars; i++) {
        Var *v = &g->vars[i];
        if (v->t.k == k && v->t.n >= min_n && !v->array && !(writable && v->readonly))
            cand[n++] = i;
    }
    return n ? &g->vars[cand[below(g, n)]] : NULL;
}

static Var *pick_array(Gen *g)
{
    int cand[MAX_VARS], n = 0;
    for (int i = 0; i < g->nvars; i++)
        if (g->vars[i].array)
            cand[n++] = i;
    return n ? &g->vars[cand[below(g, n)]] : NULL;
}

/* A swizzle of n components from a vector of m (".x", ".zyx", ".xxyy"). */
static void swizzle(Gen *g, int n, int m, int distinct)
{
    static const char comps[] = "xyzw";
    int used = 0;
    out(g, ".");
    for (int i = 0; i < n; i++) {
        int c;
        do
            c = below(g, m);
        while (distinct && (used >> c & 1));
        used |= 1 << c;
        out(g, "%c", comps[c]);
    }
}

/* ---- expressions ---------------------------------------------------------- */


static void literal(Gen *g, enum Kind k)
{
    static const char *const ints[] = {"0", "1", "2", "3", "7", "-1", "-5", "100", "2147483647",
                                       "(-2147483647 - 1)", "0x7f", "65535"};
    static const char *const uints[] = {"0u", "1u", "2u", "3u", "31u", "32u", "255u", "0xffffffffu",
                                        "0x80000000u", "4294967295u", "12345u"};
    static const char *const floats[] = {"0.0", "1.0", "-1.0", "0.5", "2.5f", "-0.0", "1e30", "-3.25",
                                         "1e-30", "65504.0", "3.4e38", "0.1"};
    switch (k) {
    case K_INT: out(g, "%s", ints[below(g, 12)]); break;
    case K_UINT: out(g, "%s", uints[below(g, 11)]); break;
    case K_FLOAT: out(g, "%s", floats[below(g, 12)]); break;
    case K_BOOL: out(g, "%s", chance(g, 50) ? "true" : "false"); break;
    }
}

void scalar_of(Gen *g, enum Kind k, int depth) { expr(g, (Ty){k, 1}, depth); }

/* An index into an array of len elements: any uint, reduced. */
static void index_expr(Gen *g, int len, int depth)
{
    out(g, "(");
    scalar_of(g, K_UINT, depth);
    out(g, ") %% %du", len);
}

/* A value of type t from somewhere: a variable (swizzled, widened, cast), an
 * array element, a buffer, the cbuffer, or a literal. */
static void leaf(Gen *g, Ty t, int depth)
{
    int r = below(g, 10);
    if (t.k == K_BOOL) {
        literal(g, K_BOOL);
        return;
    }
    if (r < 4) {
        Var *v = pick_var(g, t.k, t.n, 0);
        if (v) {
            out(g, "%s", v->name);
            if (v->t.n > t.n || (v->t.n > 1 && chance(g, 20)))
                swizzle(g, t.n, v->t.n, 0);
            return;
        }
        v = pick_var(g, (enum Kind)below(g, 3), 1, 0);
        if (v) { /* another kind: an explicit cast, after narrowing */
            out(g, "(%s)", TN(t));
            out(g, "%s", v->name);
            if (v->t.n > 1)
                swizzle(g, v->t.n >= t.n ? t.n : 1, v->t.n, 0);
            return;
        }
    } else if (r == 4) {
        Var *a = pick_array(g);
        if (a && a->t.n == 1 && a->t.k == t.k && t.n == 1 && depth > 0) {
            out(g, "%s[", a->name);
            index_expr(g, a->array, depth - 1);
            out(g, "]");
            return;
        }
    } else if (r == 5 && depth > 0) {
        /* buffers and the cbuffer; typed resources, textures, derivatives */
        int b = below(g, 7);
        if (b >= 5 && resource_leaf(g, t, depth - 1))
            return;
        switch (b) {
        case 0:
            out(g, "(%s)InF[", TN(t));
            index_expr(g, 64, depth - 1);
            out(g, "]");
            if (t.n < 4)
                swizzle(g, t.n, 4, 0);
            return;
        case 1:
            if (t.n == 1) {
                out(g, "(%s)Raw.Load((", TN(t));
                index_expr(g, 256, depth - 1);
                out(g, ") * 4u)");
                return;
            }
            out(g, "(%s)Raw.Load%d((", TN(t), t.n);
            index_expr(g, 64, depth - 1);
            out(g, ") * 16u)");
            return;
        case 2: /* cbuffer members are global names */
            out(g, "(%s)scale", TN(t));
            if (t.n < 4)
                swizzle(g, t.n, 4, 0);
            return;
        case 3:
            out(g, "(%s)bias", TN(t));
            if (t.n != 3)
                swizzle(g, t.n < 3 ? t.n : 1, 3, 0);
            return;
        default:
            out(g, "(%s)Recs[", TN(t));
            index_expr(g, 16, depth - 1);
            out(g, "].%s", t.n == 1 ? "a" : t.n == 2 ? "b" : t.n == 3 ? "c.xyz" : "c");
            return;
        }
    }
    if (t.n == 1) {
        literal(g, t.k);
        return;
    }
    if (chance(g, 30)) { /* a splat: (float3)1.5 */
        out(g, "(%s)", TN(t));
        literal(g, t.k);
        return;
    }
    out(g, "%s(", TN(t));
    for (int i = 0; i < t.n; i++) {
        out(g, i ? ", " : "");
        literal(g, t.k);
    }
    out(g, ")");
}

/* A scalar bool for a condition. */
void condition(Gen *g, int depth)
{
    static const char *const cmp[] = {"<", "<=", ">", ">=", "==", "!="};
    int r = below(g, 8);
    if (depth <= 0 || r == 0) {
        Var *v = pick_var(g, K_UINT, 1, 0);
        if (v && chance(g, 70))
            out(g, "(%s%s %s %uu)", v->name, v->t.n > 1 ? ".x" : "", cmp[below(g, 6)], (unsigned)below(g, 50));
        else
            literal(g, K_BOOL);
        return;
    }
    Ty t = rand_ty(g);
    switch (r) {
    case 1: case 2: case 3:
        out(g, t.n > 1 ? (chance(g, 50) ? "all(" : "any(") : "(");
        expr(g, t, depth - 1);
        out(g, " %s ", cmp[below(g, 6)]);
        expr(g, t, depth - 1);
        out(g, ")");
        return;
    case 4:
        out(g, "(");
        condition(g, depth - 1);
        out(g, chance(g, 50) ? " && " : " || ");
        condition(g, depth - 1);
        out(g, ")");
        return;
    case 5:
        out(g, "!");
        condition(g, depth - 1);
        return;
    case 6:
        out(g, chance(g, 50) ? "WaveActiveAnyTrue(" : "WaveActiveAllTrue(");
        condition(g, depth - 1);
        out(g, ")");
        return;
    default:
        if (chance(g, 30)) {
            out(g, "WaveIsFirstLane()");
            return;
        }
        out(g, "(bool)(");
        scalar_of(g, (enum Kind)below(g, 3), depth - 1);
        out(g, ")");
        return;
    }
}

static void call_helper(Gen *g, Ty t, int depth);
static void call_lang(Gen *g, Ty t, int depth);

void expr(Gen *g, Ty t, int depth)
{
    if (depth <= 0 || chance(g, 20)) {
        leaf(g, t, depth);
        return;
    }
    int r = below(g, 20);
    if (r < 7) { /* binary arithmetic */
        static const char *const iops[] = {"+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>"};
        static const char *const fops[] = {"+", "-", "*", "/", "%"};
        const char *op = t.k == K_FLOAT ? fops[below(g, 5)] : iops[below(g, 10)];
        out(g, "(");
        expr(g, t, depth - 1);
        out(g, " %s ", op);
        if (t.k != K_FLOAT && (op[0] == '/' || op[0] == '%')) {
            out(g, "(");
            expr(g, t, depth - 1);
            out(g, " | %s)", t.k == K_INT ? "1" : "1u");
        } else if (op[0] == '<' || op[0] == '>') {
            /* a shift count of the other type and any size: HLSL masks it */
            Ty c = {chance(g, 50) ? K_UINT : K_INT, chance(g, 70) ? t.n : 1};
            expr(g, c, depth - 1);
        } else {
            expr(g, t, depth - 1);
        }
        out(g, ")");
    } else if (r == 7) { /* unary */
        out(g, t.k == K_FLOAT ? (chance(g, 80) ? "-" : "+") : chance(g, 50) ? "~" : "-");
        out(g, "(");
        expr(g, t, depth - 1);
        out(g, ")");
    } else if (r == 8) {
        out(g, "(");
        condition(g, depth - 1);
        out(g, " ? ");
        expr(g, t, depth - 1);
        out(g, " : ");
        expr(g, t, depth - 1);
        out(g, ")");
    } else if (r == 9) { /* conversion from another kind or width */
        Ty from = {(enum Kind)below(g, 3), t.n};
        if (chance(g, 30))
            from.n = 1;
        out(g, "(%s)(", TN(t));
        expr(g, from, depth - 1);
        out(g, ")");
    } else if (r == 10 && t.n > 1) { /* constructor from parts */
        out(g, "%s(", TN(t));
        int left = t.n;
        while (left > 0) {
            int part = 1 + below(g, left);
            expr(g, (Ty){t.k, part}, depth - 1);
            left -= part;
            out(g, left ? ", " : "");
        }
        out(g, ")");
    } else if (r == 11 && t.n < 4) { /* swizzle of a wider value */
        int m = t.n + 1 + below(g, 4 - t.n);
        out(g, "(");
        expr(g, (Ty){t.k, m}, depth - 1);
        out(g, ")");
        swizzle(g, t.n, m, 0);
    } else if (r == 12 || r == 13) {
        wave_op(g, t, depth - 1);
    } else if (r == 14 || r == 15) {
        intrinsic(g, t, depth - 1);
    } else if (r == 16 && g->nfuncs) {
        call_helper(g, t, depth - 1);
    } else if (r == 18 && g->lang.nfns && t.k != K_BOOL) {
        call_lang(g, t, depth - 1);
    } else if (r == 17) { /* a comparison as a value: (float3)(a < b) */
        Ty c = {(enum Kind)below(g, 3), t.n};
        out(g, "(%s)(", TN(t));
        expr(g, c, depth - 1);
        out(g, chance(g, 50) ? " < " : " == ");
        expr(g, c, depth - 1);
        out(g, ")");
    } else {
        leaf(g, t, depth);
    }
}

/* A call of a helper, f(in, inout, out), in an expression: its lvalue
 * arguments are variables of the parameter type; without two, a value from
 * a literal instead. */
static void call_helper(Gen *g, Ty t, int depth)
{
    Func *f = &g->funcs[below(g, g->nfuncs)];
    Var *b = NULL, *c = NULL;
    for (int i = 0; i < g->nvars; i++) {
        Var *v = &g->vars[i];
        if (v->t.k == f->param.k && v->t.n == f->param.n && !v->array && !v->readonly)
            (b ? (c ? (void)0 : (void)(c = v)) : (void)(b = v));
    }
    if (!b || !c || b == c) {
        leaf(g, t, depth);
        return;
    }
    out(g, "(%s)%s(", TN(t), f->name);
    expr(g, f->param, depth);
    out(g, ", %s, %s)", b->name, c->name);
    if (f->ret.n > 1 && t.n == 1)
        out(g, ".x");
    else if (f->ret.n > 1 && f->ret.n != t.n)
        out(g, ".%.*s", t.n <= f->ret.n ? t.n : 1, "xyzw");
}

/* A call of one of gen_lang's wrappers, K Ln(K x), cast to t. */
static void call_lang(Gen *g, Ty t, int depth)
{
    LangFn *f = &g->lang.fns[below(g, g->lang.nfns)];
    out(g, "(%s)%s(", TN(t), f->name);
    expr(g, (Ty){(enum Kind)f->kind, 1}, depth);
    out(g, ")");
}

/* ---- statements ----------------------------------------------------------- */

void block(Gen *g, int nstmts);
static void declare(Gen *g);

static void assign(Gen *g)
{
    Var *v = pick_var(g, (enum Kind)below(g, 3), 1, 1);
    if (!v) {
        declare(g);
        return;
    }
    static const char *const iops[] = {"=", "+=", "-=", "*=", "&=", "|=", "^=", "<<=", ">>=", "/=", "%="};
    static const char *const fops[] = {"=", "+=", "-=", "*=", "/="};
    line(g);
    Ty t = v->t;
    out(g, "%s", v->name);
    if (t.n > 1 && chance(g, 30)) { /* a write mask: distinct components */
        int n = 1 + below(g, t.n);
        swizzle(g, n, t.n, 1);
        t.n = n;
    }
    const char *op = t.k == K_FLOAT ? fops[below(g, 5)] : iops[below(g, 11)];
    out(g, " %s ", op);
    if (op[0] == '/' || op[0] == '%') {
        out(g, "(");
        expr(g, t, g->depth);
        out(g, t.k == K_FLOAT ? ")" : t.k == K_INT ? " | 1)" : " | 1u)");
    } else {
        expr(g, t, g->depth);
    }
    out(g, ";\n");
}

static void declare(Gen *g)
{
    Ty t = rand_ty(g);
    if (chance(g, 15)) { /* a local array, filled in a loop */
        int len = 2 + below(g, 6);
        t.n = 1;
        Var *a = add_var(g, t, len, "a");
        line(g);
        out(g, "%s %s[%d];\n", TN(t), a->name, len);
        line(g);
        out(g, "for (uint i%d = 0; i%d < %du; i%d++) %s[i%d] = (%s)(i%d * 3u);\n", g->next_id, g->next_id,
            len, g->next_id, a->name, g->next_id, TN(t), g->next_id);
        g->next_id++;
        return;
    }
    line(g);
    out(g, "%s", TN(t));
    Var *v = add_var(g, t, 0, "v");
    out(g, " %s = ", v->name);
    v->t.k = K_BOOL; /* not usable in its own initializer */
    expr(g, t, g->depth);
    v->t = t;
    out(g, ";\n");
}

/* Folds a variable into the running result, so that nothing is dead code. */
void accumulate(Gen *g)
{
    Var *v = pick_var(g, (enum Kind)below(g, 3), 1, 0);
    if (!v || !g->in_main)
        return;
    line(g);
    out(g, "acc += (uint)(%s%s);\n", v->name, v->t.n > 1 ? ".x" : "");
}

static void statement(Gen *g)
{
    int saved_vars = g->nvars;
    int nest = g->indent < 2 + g->size;
    int r = below(g, 31);
    if (r >= 24 && g->in_main) {
        if (r < 27)
            wide_statement(g);
        else if (r > 27)
            resource_statement(g);
        else if (g->loop_depth == g->barrier_loop_depth && chance(g, 50)) {
            /* an early return only some threads take, before barriers
             * (pixel shaders: before derivatives) */
            line(g);
            out(g, "if (");
            condition(g, 1);
            out(g, ") ");
            pixel_return(g);
        }
        g->nvars = saved_vars;
        return;
    }
    if (r < 5) {
        declare(g);
        return; /* the new variable stays in scope */
    }
    if (r < 10 || !nest) {
        assign(g);
        return;
    }
    switch (r) {
    case 10: case 11:
        line(g);
        out(g, "if (");
        condition(g, 2);
        out(g, ") {\n");
        block(g, 1 + below(g, 3));
        if (chance(g, 50)) {
            line(g);
            out(g, "} else {\n");
            block(g, 1 + below(g, 3));
        }
        line(g);
        out(g, "}\n");
        break;
    case 12: case 13: {
        int id = g->next_id++;
        line(g);
        int up = chance(g, 70);
        if (up)
            out(g, "for (uint i%d = 0; i%d < %du; i%d++) {\n", id, id, 1 + below(g, 8), id);
        else
            out(g, "for (int i%d = %d; i%d >= 0; --i%d) {\n", id, below(g, 8), id, id);
        Var *iv = add_var(g, (Ty){up ? K_UINT : K_INT, 1}, 0, "i");
        snprintf(iv->name, sizeof iv->name, "i%d", id);
        iv->readonly = 1;
        g->loop_depth++;
        block(g, 1 + below(g, 4));
        g->loop_depth--;
        line(g);
        out(g, "}\n");
        break;
    }
    case 14: { /* while with its own counter */
        int id = g->next_id++;
        line(g);
        out(g, "uint w%d = 0;\n", id);
        line(g);
        out(g, "while (w%d < %du) {\n", id, 1 + below(g, 5));
        g->indent++;
        line(g);
        out(g, "w%d++;\n", id);
        g->indent--;
        g->loop_depth++;
        block(g, 1 + below(g, 3));
        g->loop_depth--;
        line(g);
        out(g, "}\n");
        break;
    }
    case 15: {
        int id = g->next_id++;
        line(g);
        out(g, "uint d%d = %du;\n", id, below(g, 4));
        line(g);
        out(g, "do {\n");
        g->loop_depth++;
        block(g, 1 + below(g, 3));
        g->loop_depth--;
        line(g);
        out(g, "} while (++d%d < 4u);\n", id);
        break;
    }
    case 16: case 17: { /* switch with fallthrough and default */
        line(g);
        out(g, "switch (");
        scalar_of(g, chance(g, 50) ? K_INT : K_UINT, 2);
        out(g, ") {\n");
        int ncase = 1 + below(g, 4), used = 0;
        g->switch_depth++;
        for (int i = 0; i < ncase; i++) {
            int val = below(g, 8);
            if (used >> val & 1)
                continue;
            used |= 1 << val;
            line(g);
            out(g, "case %d:\n", val);
            block(g, 1 + below(g, 2));
            if (chance(g, 75)) {
                g->indent++;
                line(g);
                out(g, "break;\n");
                g->indent--;
            }
        }
        if (chance(g, 60)) {
            line(g);
            out(g, "default:\n");
            block(g, 1);
            g->indent++;
            line(g);
            out(g, "break;\n");
            g->indent--;
        }
        g->switch_depth--;
        line(g);
        out(g, "}\n");
        break;
    }
    case 18:
        if (g->loop_depth > g->barrier_loop_depth) {
            line(g);
            out(g, "if (");
            condition(g, 1);
            /* in a switch inside a loop, break leaves the switch only; continue the loop */
            out(g, ") %s;\n", chance(g, 50) && !g->switch_depth ? "break" : "continue");
        } else {
            assign(g);
        }
        break;
    case 19:
        line(g);
        out(g, "{\n");
        block(g, 1 + below(g, 3));
        line(g);
        out(g, "}\n");
        break;
    case 20: { /* interlocked */
        static const char *const ops[] = {"InterlockedAdd", "InterlockedMin", "InterlockedMax",
                                          "InterlockedOr", "InterlockedAnd", "InterlockedXor"};
        line(g);
        int gs = !g->pixel && chance(g, 50); /* groupshared: compute shaders only */
        out(g, "%s(%s[", ops[below(g, 6)], gs ? "gsCount" : "Counters");
        index_expr(g, gs ? 8 : 16, 1);
        out(g, "], ");
        scalar_of(g, K_UINT, 2);
        out(g, ");\n");
        break;
    }
    case 21: /* a raw store */
        line(g);
        if (chance(g, 50)) {
            out(g, "RawOut.Store((");
            index_expr(g, 256, 1);
            out(g, ") * 4u, ");
            scalar_of(g, K_UINT, g->depth);
        } else {
            out(g, "RawOut.Store<float2>((");
            index_expr(g, 128, 1);
            out(g, ") * 8u, ");
            expr(g, (Ty){K_FLOAT, 2}, g->depth);
        }
        out(g, ");\n");
        break;
    case 22: /* a struct record */
        line(g);
        out(g, "{\n");
        g->indent++;
        line(g);
        out(g, "Rec r = Recs[");
        index_expr(g, 16, 1);
        out(g, "];\n");
        line(g);
        out(g, "r.a += ");
        scalar_of(g, K_FLOAT, g->depth);
        out(g, ";\n");
        line(g);
        out(g, "r.b.y ^= ");
        scalar_of(g, K_UINT, g->depth);
        out(g, ";\n");
        line(g);
        out(g, "r.arr[");
        index_expr(g, 3, 1);
        out(g, "] = ");
        scalar_of(g, K_INT, g->depth);
        out(g, ";\n");
        line(g);
        out(g, "RecOut[");
        index_expr(g, 16, 1);
        out(g, "] = r;\n");
        g->indent--;
        line(g);
        out(g, "}\n");
        break;
    default:
        accumulate(g);
        break;
    }
    g->nvars = saved_vars;
}

void block(Gen *g, int nstmts)
{
    int saved = g->nvars;
    g->indent++;
    for (int i = 0; i < nstmts; i++)
        statement(g);
    accumulate(g);
    g->indent--;
    g->nvars = saved;
}

/* ---- the shader ----------------------------------------------------------- */

static void helper(Gen *g, Func *f)
{
    out(g, "%s %s(%s a, inout %s b, out %s c)\n{\n", TN(f->ret), f->name, TN(f->param), TN(f->param), TN(f->param));
    int saved = g->nvars;
    g->nvars = 0;
    Var *a = add_var(g, f->param, 0, "p");
    snprintf(a->name, sizeof a->name, "a");
    a->readonly = 1;
    g->indent = 1;
    line(g);
    out(g, "c = ");
    expr(g, f->param, 2);
    out(g, ";\n");
    Var *b = add_var(g, f->param, 0, "p");
    snprintf(b->name, sizeof b->name, "b");
    Var *c = add_var(g, f->param, 0, "p");
    snprintf(c->name, sizeof c->name, "c");
    for (int i = 0, n = 1 + below(g, 3); i < n; i++)
        statement(g);
    line(g);
    out(g, "return ");
    expr(g, f->ret, g->depth);
    out(g, ";\n}\n\n");
    g->nvars = saved;
    g->indent = 0;
}

static void shader(Gen *g)
{
    wide_header(g);
    out(g, "// Generated by tests/fuzz/gen_hlsl (seed and size in the file name).\n");
    out(g, "struct Rec { float a; uint2 b; float4 c; int arr[3]; };\n");
    out(g, "RWStructuredBuffer<uint> Out : register(u0);\n");
    out(g, "RWStructuredBuffer<uint> Counters : register(u1);\n");
    out(g, "RWStructuredBuffer<Rec> RecOut : register(u2);\n");
    out(g, "RWByteAddressBuffer RawOut : register(u3);\n");
    out(g, "StructuredBuffer<float4> InF : register(t4);\n");
    out(g, "StructuredBuffer<Rec> Recs : register(t5);\n");
    out(g, "ByteAddressBuffer Raw : register(t6);\n");
    out(g, "cbuffer Params : register(b0, space1) { float4 scale; int3 bias; uint count; };\n");
    /* pixel shaders have no groupshared memory: private arrays instead */
    out(g, "%s uint gsCount[8];\n", g->pixel ? "static" : "groupshared");
    out(g, "%s float gsData[64];\n", g->pixel ? "static" : "groupshared");
    wide_declarations(g);
    pixel_declarations(g);
    out(g, "\n");

    lang_decls(&g->lang, g->out, rnd(g), g->size);
    g->depth = 1 + g->size / 2;
    g->nfuncs = below(g, 1 + (g->size + 1) / 2);
    for (int i = 0; i < g->nfuncs; i++) {
        Func *f = &g->funcs[i];
        snprintf(f->name, sizeof f->name, "f%d", i);
        f->ret = rand_ty(g);
        f->param = rand_ty(g);
    }
    int nfuncs = g->nfuncs;
    for (int i = 0; i < nfuncs; i++) {
        g->nfuncs = i; /* a helper calls only the ones before it */
        helper(g, &g->funcs[i]);
    }
    g->nfuncs = nfuncs;

    g->nvars = 0;
    g->in_main = 1;
    g->indent = 1;
    if (g->pixel)
        pixel_main_head(g);
    else {
        out(g, "[shader(\"compute\")]\n[numthreads(64, 1, 1)]\n");
        out(g, "void main(uint3 dtid : SV_DispatchThreadID, uint gi : SV_GroupIndex)\n{\n");
    }
    Var *v = add_var(g, (Ty){K_UINT, 3}, 0, "p");
    snprintf(v->name, sizeof v->name, "dtid");
    v->readonly = 1;
    v = add_var(g, (Ty){K_UINT, 1}, 0, "p");
    snprintf(v->name, sizeof v->name, "gi");
    v->readonly = 1;
    line(g);
    out(g, "uint acc = 0u;\n");
    line(g);
    out(g, "if (gi < 8u) gsCount[gi] = 0u;\n");
    line(g);
    out(g, "gsData[gi] = InF[dtid.x %% 64u].x;\n");
    if (!g->pixel) {
        line(g);
        out(g, "GroupMemoryBarrierWithGroupSync();\n");
    }
    if (chance(g, g->pixel ? 50 : 30)) { /* the n-body shape: threads past the end leave first */
        line(g);
        out(g, "if (dtid.x >= count %% 64u + 16u) ");
        pixel_return(g);
    }
    for (int i = 0, n = 2 + g->size * 2 + below(g, 3 * g->size); i < n; i++) {
        statement(g);
        if (chance(g, 8))
            barrier_loop(g);
        if (g->pixel && chance(g, 20)) { /* derivatives at the top level */
            pixel_top_statement(g);
        } else if (!g->pixel && chance(g, 15)) { /* barriers at the top level only: uniform control flow */
            line(g);
            out(g, "gsData[(gi + %du) %% 64u] += (float)acc;\n", 1 + below(g, 63));
            line(g);
            out(g, "%s;\n", chance(g, 50) ? "GroupMemoryBarrierWithGroupSync()" : "AllMemoryBarrierWithGroupSync()");
            line(g);
            out(g, "acc += (uint)gsData[(gi + 1u) %% 64u] + gsCount[gi %% 8u];\n");
        }
    }
    accumulate(g);
    line(g);
    out(g, "Out[dtid.x] = acc;\n");
    if (g->pixel) {
        line(g);
        pixel_return(g);
    }
    out(g, "}\n");
}

int main(int argc, char **argv)
{
    if (argc < 2 || argc > 4) {
        fprintf(stderr, "usage: gen_hlsl SEED [SIZE 1-5 [cs|ps]]\n");
        return 2;
    }
    Gen g;
    memset(&g, 0, sizeof g);
    g.out = stdout;
    g.rng = strtoull(argv[1], NULL, 0) * 0x9E3779B97F4A7C15ull + 0x2545F4914F6CDD1Dull;
    g.size = argc == 3 ? atoi(argv[2]) : 3;
    if (g.size < 1)
        g.size = 1;
    if (g.size > 5)
        g.size = 5;
    for (int i = 0; i < 4; i++)
        rnd(&g);
    /* the stage: as asked, or one shader in three a pixel shader */
    g.pixel = argc == 4 ? strcmp(argv[3], "ps") == 0 : chance(&g, 33);
    g.mrt = g.pixel && chance(&g, 30);
    shader(&g);
    return 0;
}
