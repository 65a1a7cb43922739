/* Unit tests of the lexer (frontend/lexer.re) and the preprocessor
 * (frontend/pp*.c). Each test preprocesses in-memory files and checks the
 * exact token texts, positions and diagnostic codes. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "frontend/token.h"

static int passed, failed, test_failed;
static const char *test_name;

#define CHECK(cond)                                                                  \
    do {                                                                             \
        if (!(cond)) {                                                               \
            printf("  %s:%d: %s: check failed: %s\n", __FILE__, __LINE__, test_name, #cond); \
            test_failed = 1;                                                         \
        }                                                                            \
    } while (0)

#define CHECK_STR(got, want)                                                         \
    do {                                                                             \
        const char *g_ = (got), *w_ = (want);                                        \
        if (strcmp(g_, w_) != 0) {                                                   \
            printf("  %s:%d: %s:\n    got:  %s\n    want: %s\n", __FILE__, __LINE__, test_name, g_, w_); \
            test_failed = 1;                                                         \
        }                                                                            \
    } while (0)

/* ---- an in-memory file system for #include -------------------------------- */

typedef struct MemFile {
    const char *path, *text;
} MemFile;

static char *mem_read(void *user, const char *path, size_t *len)
{
    for (const MemFile *f = user; f && f->path; f++) {
        if (strcmp(f->path, path) == 0) {
            *len = strlen(f->text);
            char *copy = malloc(*len + 1);
            memcpy(copy, f->text, *len + 1);
            return copy;
        }
    }
    return NULL;
}

/* One preprocessing run: the context, its output, and whether it unwound. */
typedef struct Run {
    PrismOptions o;
    Ctx *c;
    TokenVec toks;
    int ok, bailed;
    char text[8192]; /* the output's token texts, one space apart */
} Run;

static void join_texts(const TokenVec *v, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = 0;
    for (int i = 0; i < v->len && v->data[i].kind != TK_EOF; i++)
        n += (size_t)snprintf(out + n, n < cap ? cap - n : 0, "%s%s", i ? " " : "", v->data[i].text);
}

static MemFile no_files[] = {{NULL, NULL}};

/* Preprocesses src as "main.hlsl", reading includes from files; o may be NULL. */
static Run *run_pp(const char *src, MemFile *files, const PrismOptions *o)
{
    static Run r;
    memset(&r, 0, sizeof r);
    if (o)
        r.o = *o;
    else
        r.o = (PrismOptions){0};
    r.o.read_file = mem_read;
    r.o.read_file_user = files ? files : no_files;
    r.c = ctx_new(&r.o);
    jmp_buf jb;
    r.c->bail = &jb;
    if (setjmp(jb)) {
        r.bailed = 1;
        return &r;
    }
    uint32_t f = ctx_add_file(r.c, "main.hlsl", "main.hlsl", src, strlen(src));
    r.ok = preprocess(r.c, f, &r.toks);
    join_texts(&r.toks, r.text, sizeof r.text);
    return &r;
}

static void done(Run *r) { ctx_free(r->c); }

/* The texts of src's raw tokens, one space apart: how expectations are written. */
static const char *lexed(const char *src)
{
    static char out[8192];
    Ctx *c = ctx_new(NULL);
    uint32_t f = ctx_add_file(c, "want", "want", src, strlen(src));
    Lexer lx;
    lexer_init(&lx, c, f);
    size_t n = 0;
    out[0] = 0;
    for (Token t;;) {
        lexer_next(&lx, &t);
        if (t.kind == TK_EOF)
            break;
        n += (size_t)snprintf(out + n, sizeof out - n, "%s%s", n ? " " : "", t.text);
    }
    ctx_free(c);
    return out;
}

static int count_diag(const Ctx *c, int code)
{
    int n = 0;
    for (int i = 0; i < c->diags.len; i++)
        n += c->diags.data[i].code == code;
    return n;
}

/* Whether a diagnostic with this code is at line:col (of any file). */
static int has_diag(const Ctx *c, int code, uint32_t line, uint32_t col)
{
    for (int i = 0; i < c->diags.len; i++) {
        const Diag *d = &c->diags.data[i];
        if (d->code == code && d->loc.line == line && d->loc.col == col)
            return 1;
    }
    return 0;
}

static void print_diags(const Ctx *c)
{
    for (int i = 0; i < c->diags.len; i++) {
        StrBuf sb = {0};
        diag_format(c, &c->diags.data[i], 0, &sb);
        printf("    diag: %.*s", (int)sb.len, sb.data);
        sb_free(&sb);
    }
}

/* Expects the output tokens of src to be those of want, and no diagnostics. */
static void expect_output(const char *src, MemFile *files, const PrismOptions *o, const char *want)
{
    Run *r = run_pp(src, files, o);
    CHECK_STR(r->text, lexed(want));
    CHECK(r->ok && !r->bailed);
    if (r->c->diags.len) {
        printf("  %s: unexpected diagnostics:\n", test_name);
        print_diags(r->c);
        test_failed = 1;
    }
    done(r);
}

/* Expects exactly one diagnostic with code at line:col (plus any extra). */
static void expect_diag(const char *src, MemFile *files, int code, uint32_t line, uint32_t col)
{
    Run *r = run_pp(src, files, NULL);
    if (!has_diag(r->c, code, line, col)) {
        printf("  %s: no PRISM%04d at %u:%u; got:\n", test_name, code, line, col);
        print_diags(r->c);
        test_failed = 1;
    }
    done(r);
}

/* ---- the lexer --------------------------------------------------------------- */

static void lex_all(const char *src, TokenVec *out, Ctx **cp)
{
    Ctx *c = ctx_new(NULL);
    uint32_t f = ctx_add_file(c, "lex.hlsl", "lex.hlsl", src, strlen(src));
    Lexer lx;
    lexer_init(&lx, c, f);
    for (Token t;;) {
        lexer_next(&lx, &t);
        vec_push(c->arena, out, t);
        if (t.kind == TK_EOF)
            break;
    }
    *cp = c;
}

static void test_lex_numbers(void)
{
    TokenVec v = {0};
    Ctx *c;
    lex_all("1.0f 0x1Fu 1e-3 2.5h 1.0L 3ul .5 1 0x1e 1e+5 07 1f 0x1p-2", &v, &c);
    TokKind want[] = {TK_FLOAT_LIT, TK_INT_LIT, TK_FLOAT_LIT, TK_FLOAT_LIT, TK_FLOAT_LIT, TK_INT_LIT,
                      TK_FLOAT_LIT, TK_INT_LIT, TK_INT_LIT, TK_FLOAT_LIT, TK_INT_LIT, TK_FLOAT_LIT,
                      TK_FLOAT_LIT, TK_EOF};
    CHECK(v.len == (int)(sizeof want / sizeof want[0]));
    for (int i = 0; i < v.len && i < (int)(sizeof want / sizeof want[0]); i++)
        CHECK(v.data[i].kind == want[i]);
    CHECK_STR(v.data[2].text, "1e-3");
    CHECK_STR(v.data[6].text, ".5");
    CHECK(c->diags.len == 0);
    ctx_free(c);
}

static void test_lex_punct_and_positions(void)
{
    TokenVec v = {0};
    Ctx *c;
    lex_all("a::b <<= c...d ## # /* x\n y */ e // z\n\t\"s\\\"t\" 'c' ->", &v, &c);
    const char *want = "a :: b <<= c ... d ## # e \"s\\\"t\" 'c' - >";
    char got[512];
    join_texts(&v, got, sizeof got);
    CHECK_STR(got, want);
    CHECK(v.data[0].kind == TK_IDENT && (v.data[0].flags & TOKF_BOL) && !(v.data[0].flags & TOKF_SPACE));
    CHECK(v.data[1].kind == TK_COLONCOLON && !(v.data[1].flags & TOKF_SPACE));
    CHECK(v.data[3].kind == TK_SHL_ASSIGN && (v.data[3].flags & TOKF_SPACE));
    CHECK(v.data[5].kind == TK_ELLIPSIS);
    CHECK(v.data[7].kind == TK_HASHHASH && v.data[8].kind == TK_HASH);
    /* e follows a comment that spans lines: line 2, column 7, not at the start of its line. */
    CHECK(v.data[9].loc.line == 2 && v.data[9].loc.col == 7 && !(v.data[9].flags & TOKF_BOL));
    CHECK(v.data[10].kind == TK_STRING_LIT && v.data[10].loc.line == 3 && v.data[10].loc.col == 2);
    CHECK(v.data[10].flags & TOKF_BOL);
    CHECK(v.data[11].kind == TK_CHAR_LIT);
    CHECK(v.data[12].kind == TK_MINUS && v.data[13].kind == TK_GT);
    /* Interned: the same spelling is the same pointer. */
    CHECK(intern_cstr(c->strs, "a") == v.data[0].text);
    CHECK(c->diags.len == 0);
    ctx_free(c);
}

static void test_lex_splices(void)
{
    TokenVec v = {0};
    Ctx *c;
    /* fo\<nl>o is one word; the physical lines keep the positions. */
    lex_all("x fo\\\no y\\\r\n z\n  w", &v, &c);
    char got[256];
    join_texts(&v, got, sizeof got);
    CHECK_STR(got, "x foo y z w");
    CHECK(v.data[1].loc.line == 1 && v.data[1].loc.col == 3);
    CHECK(v.data[2].loc.line == 2 && v.data[2].loc.col == 3);
    CHECK(v.data[3].loc.line == 3 && v.data[3].loc.col == 2);
    CHECK(!(v.data[3].flags & TOKF_BOL));
    CHECK(v.data[4].loc.line == 4 && v.data[4].loc.col == 3 && (v.data[4].flags & TOKF_BOL));
    ctx_free(c);
}

static void test_lex_errors(void)
{
    TokenVec v = {0};
    Ctx *c;
    lex_all("a \"abc\n b 'x\n  /* never closed", &v, &c);
    CHECK(has_diag(c, 2001, 1, 3));
    CHECK(has_diag(c, 2002, 2, 4));
    CHECK(has_diag(c, 2000, 3, 3));
    CHECK(v.data[v.len - 1].kind == TK_EOF);
    ctx_free(c);
    /* A stray character is an error only where it reaches the output. */
    expect_diag("int a @ b;", NULL, 2003, 1, 7);
    expect_diag("x\n  $", NULL, 2003, 2, 3);
}

/* ---- macros --------------------------------------------------------------------- */

static void test_object_macros(void)
{
    expect_output("#define N 4\n#define M (N * 2)\nint a[M];\n", NULL, NULL, "int a[(4 * 2)];");
    expect_output("#define E\nE x E\n", NULL, NULL, "x");
    expect_output("#define a a b\na\n", NULL, NULL, "a b");
    expect_output("#define x y\n#define y x\nx y\n", NULL, NULL, "x y");
    expect_output("#define f(x) x\nf + f\n", NULL, NULL, "f + f");
    expect_output("#define f(x) x\n#define g f\ng(1)\n", NULL, NULL, "1");
}

static void test_function_macros(void)
{
    expect_output("#define ADD(a, b) ((a) + (b))\nADD(1, ADD(2, 3))\n", NULL, NULL, "((1) + (((2) + (3))))");
    expect_output("#define F(a) [a]\nF((1, 2))\nF()\n", NULL, NULL, "[(1, 2)] []");
    expect_output("#define Z() z\nZ() Z ( )\n", NULL, NULL, "z z");
    /* Arguments across lines, and a name whose '(' is on the next line. */
    expect_output("#define F(a, b) a b\nF(1,\n 2) F\n(3, 4)\n", NULL, NULL, "1 2 3 4");
    /* C11 6.10.3.4p4: the arguments of g come from after the expansion of f. */
    expect_output("#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)\n", NULL, NULL, "2*9*g");
    expect_output("#define f(x) g(x)\n#define g(x) f(x)\nf(1)\n", NULL, NULL, "f(1)");
}

static void test_variadic(void)
{
    const char *src = "#define debug(...) fprintf(stderr, __VA_ARGS__)\n"
                      "#define showlist(...) puts(#__VA_ARGS__)\n"
                      "#define report(test, ...) ((test)?puts(#test): printf(__VA_ARGS__))\n"
                      "debug(\"Flag\");\n"
                      "debug(\"X = %d\\n\", x);\n"
                      "showlist(The first, second, and third items.);\n"
                      "report(x>y, \"x is %d but y is %d\", x, y);\n";
    expect_output(src, NULL, NULL,
                  "fprintf(stderr, \"Flag\");\n"
                  "fprintf(stderr, \"X = %d\\n\", x);\n"
                  "puts(\"The first, second, and third items.\");\n"
                  "((x>y)?puts(\"x>y\"): printf(\"x is %d but y is %d\", x, y));");
    /* GNU ", ## __VA_ARGS__" drops the comma when there are no variadic arguments. */
    expect_output("#define P(fmt, ...) p(fmt, ## __VA_ARGS__)\nP(a) P(a, b, c) P(a,)\n", NULL, NULL,
                  "p(a) p(a, b, c) p(a)");
    expect_output("#define V(x, ...) x\nV(1) V(2, 3)\n", NULL, NULL, "1 2");
}

static void test_stringize_and_paste(void)
{
    expect_output("#define S(x) #x\nS(  a   +  b ) S(\"q\\n\" 'c') S()\n", NULL, NULL,
                  "\"a + b\" \"\\\"q\\\\n\\\" 'c'\" \"\"");
    expect_output("#define S(x) #x\nS(a @ b)\n", NULL, NULL, "\"a @ b\"");
    expect_output("#define CAT(a, b) a ## b\nCAT(x, 1) CAT(<, <=) CAT(, y) CAT(z, ) CAT(,)\n", NULL, NULL,
                  "x1 <<= y z");
    /* A pasted name is expanded again; the operands of ## are not expanded first. */
    expect_output("#define AB done\n#define A nope\n#define CAT(a, b) a ## b\nCAT(A, B)\n", NULL, NULL, "done");
    expect_output("#define OBJ x ## y\nOBJ\n", NULL, NULL, "xy");
    Run *r = run_pp("#define CAT(a, b) a ## b\nCAT(x, y)\n", NULL, NULL);
    CHECK(r->toks.data[0].kind == TK_IDENT && r->toks.data[0].len == 2);
    done(r);
}

/* The examples of C11 6.10.3.5. */
static void test_standard_examples(void)
{
    const char *ex3 = "#define x 3\n"
                      "#define f(a) f(x * (a))\n"
                      "#undef x\n"
                      "#define x 2\n"
                      "#define g f\n"
                      "#define z z[0]\n"
                      "#define h g(~\n"
                      "#define m(a) a(w)\n"
                      "#define w 0,1\n"
                      "#define t(a) a\n"
                      "#define p() int\n"
                      "#define q(x) x\n"
                      "#define r(x,y) x ## y\n"
                      "#define str(x) # x\n"
                      "f(y+1) + f(f(z)) % t(t(g)(0) + t)(1);\n"
                      "g(x+(3,4)-w) | h 5) & m\n"
                      "(f)^m(m);\n"
                      "p() i[q()] = { q(1), r(2,3), r(4,), r(,5), r(,) };\n"
                      "char c[2][6] = { str(hello), str() };\n";
    expect_output(ex3, NULL, NULL,
                  "f(2 * (y+1)) + f(2 * (f(2 * (z[0])))) % f(2 * (0)) + t(1);\n"
                  "f(2 * (2+(3,4)-0,1)) | f(2 * (~ 5)) & f(2 * (0,1))^m(0,1);\n"
                  "int i[] = { 1, 23, 4, 5, };\n"
                  "char c[2][6] = { \"hello\", \"\" };");

    const char *ex4 = "#define str(s) # s\n"
                      "#define xstr(s) str(s)\n"
                      "#define debug(s, t) printf(\"x\" # s \"= %d, x\" # t \"= %s\", \\\n"
                      " x ## s, x ## t)\n"
                      "#define INCFILE(n) vers ## n\n"
                      "#define glue(a, b) a ## b\n"
                      "#define xglue(a, b) glue(a, b)\n"
                      "#define HIGHLOW \"hello\"\n"
                      "#define LOW LOW \", world\"\n"
                      "debug(1, 2);\n"
                      "fputs(str(strncmp(\"abc\\0d\", \"abc\", '\\4') // this goes away\n"
                      " == 0) str(: @\\n), s);\n"
                      "#include xstr(INCFILE(2).h)\n"
                      "glue(HIGH, LOW);\n"
                      "xglue(HIGH, LOW)\n";
    MemFile files[] = {{"vers2.h", "included"}, {NULL, NULL}};
    expect_output(ex4, files, NULL,
                  "printf(\"x\" \"1\" \"= %d, x\" \"2\" \"= %s\", x1, x2);\n"
                  "fputs(\"strncmp(\\\"abc\\\\0d\\\", \\\"abc\\\", '\\\\4') == 0\" \": @\\n\", s);\n"
                  "included\n"
                  "\"hello\";\n"
                  "\"hello\" \", world\"");

    const char *ex5 = "#define t(x,y,z) x ## y ## z\n"
                      "int j[] = { t(1,2,3), t(,4,5), t(6,,7), t(8,9,),\n"
                      " t(10,,), t(,11,), t(,,12), t(,,) };\n";
    expect_output(ex5, NULL, NULL, "int j[] = { 123, 45, 67, 89, 10, 11, 12, };");

    const char *ex6 = "#define OBJ_LIKE (1-1)\n"
                      "#define OBJ_LIKE /* white space */ (1-1) /* other */\n"
                      "#define FUNC_LIKE(a) ( a )\n"
                      "#define FUNC_LIKE( a )( /* note the white space */ \\\n"
                      " a /* other stuff on this line\n"
                      " */ )\n"
                      "OBJ_LIKE FUNC_LIKE(x)\n";
    expect_output(ex6, NULL, NULL, "(1-1) ( x )");

    /* 6.10.3.3 EXAMPLE: a ## made by ## is no operator. */
    const char *hh = "#define hash_hash # ## #\n"
                     "#define mkstr(a) # a\n"
                     "#define in_between(a) mkstr(a)\n"
                     "#define join(c, d) in_between(c hash_hash d)\n"
                     "char p[] = join(x, y);\n";
    expect_output(hh, NULL, NULL, "char p[] = \"x ## y\";");
    /* A name that comes out of its own expansion through an argument stays. */
    expect_output("#define f(x) x\n#define g f(g)\ng\n", NULL, NULL, "g");
    Run *r = run_pp("#define OBJ_LIKE (1-1)\n#define OBJ_LIKE (1 - 1)\n#define F(a) a\n#define F(b) b\n",
                    NULL, NULL);
    CHECK(count_diag(r->c, 1009) == 2 && has_diag(r->c, 1009, 2, 9) && has_diag(r->c, 1009, 4, 9));
    done(r);
}

/* ---- positions after expansion ------------------------------------------------ */

static void test_locations(void)
{
    Run *r = run_pp("#define F(a) a + 1\n#define G F(zz)\n  x = F(yy);\n G;\n", NULL, NULL);
    Token *t = r->toks.data;
    CHECK_STR(r->text, lexed("x = yy + 1; zz + 1;"));
    /* yy keeps its own place; + and 1 are where F was used. */
    CHECK(t[0].loc.line == 3 && t[0].loc.col == 3 && (t[0].flags & TOKF_BOL));
    CHECK(t[2].loc.line == 3 && t[2].loc.col == 9);
    CHECK(t[3].loc.line == 3 && t[3].loc.col == 7 && t[4].loc.col == 7);
    /* Everything from G's expansion is where G was used: zz came from G's body. */
    for (int i = 6; i <= 8; i++)
        CHECK(t[i].loc.line == 4 && t[i].loc.col == 2);
    CHECK(t[6].flags & TOKF_BOL);
    CHECK(t[9].loc.line == 4 && t[9].loc.col == 3);
    CHECK(t[10].kind == TK_EOF && r->toks.len == 11);
    for (int i = 0; i < r->toks.len; i++)
        CHECK(t[i].pp == 0);
    done(r);
}

static void test_keywords(void)
{
    Run *r = run_pp("#define KW if\nKW (x) return; else float4 y;\n", NULL, NULL);
    Token *t = r->toks.data;
    CHECK(t[0].kind == TK_KW_IF && t[4].kind == TK_KW_RETURN && t[6].kind == TK_KW_ELSE);
    CHECK(t[7].kind == TK_IDENT && t[1].kind == TK_LPAREN);
    CHECK(r->toks.data[r->toks.len - 1].kind == TK_EOF);
    done(r);
}

static void test_line_and_file(void)
{
    MemFile files[] = {{"sub/b.hlsli", "__FILE__ __LINE__\n"}, {NULL, NULL}};
    expect_output("#define L __LINE__\n\nL __LINE__\n#include \"sub/b.hlsli\"\n__FILE__\n", files, NULL,
                  "3 3 \"sub/b.hlsli\" 1 \"main.hlsl\"");
    Run *r = run_pp("#line 100 \"foo.hlsl\"\nx __LINE__ __FILE__\n#line 7\ny\n# 20 \"g.h\"\nz\n", NULL, NULL);
    CHECK_STR(r->text, lexed("x 100 \"foo.hlsl\" y z"));
    Token *t = r->toks.data;
    CHECK(t[0].loc.line == 100 && strcmp(r->c->files.data[t[0].loc.file].name, "foo.hlsl") == 0);
    CHECK(t[3].loc.line == 7);
    CHECK(t[4].loc.line == 20 && strcmp(r->c->files.data[t[4].loc.file].name, "g.h") == 0);
    CHECK(r->c->diags.len == 0);
    done(r);
}

/* ---- #include ------------------------------------------------------------------ */

static void test_include(void)
{
    MemFile files[] = {
        {"sub/a.hlsli", "a1 __FILE__\n#include \"b.hlsli\"\na2\n"},
        {"sub/b.hlsli", "b\n"},
        {"b.hlsli", "wrong_b\n"},
        {"inc/lib.hlsli", "lib\n#include \"deep/c.hlsli\"\n"},
        {"inc/deep/c.hlsli", "c\n"},
        {NULL, NULL},
    };
    const char *dirs[] = {"inc"};
    PrismOptions o = {0};
    o.include_dirs = dirs;
    o.num_include_dirs = 1;
    Run *r = run_pp("#include \"sub/a.hlsli\"\n#include <lib.hlsli>\nend\n", files, &o);
    CHECK_STR(r->text, lexed("a1 \"sub/a.hlsli\" b a2 lib c end"));
    CHECK(r->c->diags.len == 0);
    Token *t = r->toks.data;
    CHECK(strcmp(r->c->files.data[t[2].loc.file].name, "sub/b.hlsli") == 0 && t[2].loc.line == 1);
    CHECK(strcmp(r->c->files.data[t[5].loc.file].name, "inc/deep/c.hlsli") == 0);
    CHECK(t[6].loc.line == 3 && strcmp(r->c->files.data[t[6].loc.file].name, "main.hlsl") == 0);
    done(r);
    /* <...> does not look next to the including file. */
    expect_diag("#include <b2.hlsli>\n", (MemFile[]){{"b2.hlsli", "x"}, {NULL, NULL}}, 1001, 1, 10);
    /* A macro that gives "name". */
    expect_output("#define H \"b.hlsli\"\n#include H\n", files, NULL, "wrong_b");
}

static void test_once_and_guards(void)
{
    MemFile files[] = {
        {"once.h", "#pragma once\nonce\n"},
        {"guard.h", "#ifndef GUARD_H\n#define GUARD_H\nguard\n#endif\n"},
        {"pack.h", "#pragma warning(disable : 3206)\n#pragma something else\npacked\n"},
        {NULL, NULL},
    };
    expect_output("#include \"once.h\"\n#include \"once.h\"\n#include \"guard.h\"\n#include \"guard.h\"\n"
                  "#include \"pack.h\"\n",
                  files, NULL, "once guard packed");
}

/* ---- #if ------------------------------------------------------------------------- */

static void test_if_expressions(void)
{
    static const struct { const char *expr; int value; } cases[] = {
        {"1", 1}, {"0", 0}, {"defined X", 1}, {"defined(X)", 1}, {"defined ( Y )", 0},
        {"!defined Y && X == 5", 1}, {"1 ? 2 : 0", 1}, {"0 ? 1 : 0", 0}, {"(1 << 62) > 0", 1},
        {"(1 << 63) < 0", 1}, {"-1 < 0", 1}, {"-1 < 0u", 0}, {"0xFFFFFFFFFFFFFFFF == -1", 1},
        {"18446744073709551615 > 0", 1}, {"(-1 >> 63) == -1", 1}, {"(-1u >> 63) == 1", 1},
        {"10 / 3 == 3 && -7 % 3 == -1 && -7 / 2 == -3", 1}, {"0 && 1 / 0", 0}, {"1 || 1 % 0", 1},
        {"0 ? 1 / 0 : 2", 1}, {"UNKNOWN == 0 && !UNKNOWN", 1}, {"'a' == 97 && '\\n' == 10", 1},
        {"true", 1}, {"false", 0}, {"3 > 2 > 1", 0}, {"~0 == -1", 1}, {"(1, 0)", 0},
        {"0b101 == 5 && 010 == 8 && 0x10 == 16", 1}, {"F(3) == 9", 1}, {"1 ? -1 : 0u > 0", 1},
        {"(2 | 4) ^ 1 & 3", 7}, {"5 - 3 - 1 == 1", 1}, {"2 * 3 + 4 * 5 == 26", 1},
        {"__HLSL_VERSION == 2021 && __SHADER_TARGET_MAJOR == 6", 1}, {"-9223372036854775807 - 1 < 0", 1},
        {"1 >= 1 && 1 <= 1 && 2 != 1", 1}, {"ALIAS", 1}, {"defined __PRISM__ && __PRISM__", 1},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char src[512];
        snprintf(src, sizeof src,
                 "#define X 5\n#define F(a) ((a) * (a))\n#define ALIAS defined(X)\n#if %s\nyes\n#else\nno\n#endif\n",
                 cases[i].expr);
        Run *r = run_pp(src, NULL, NULL);
        const char *want = cases[i].value ? "yes" : "no";
        if (strcmp(r->text, want) != 0 || r->c->diags.len) {
            printf("  %s: #if %s gave '%s', want '%s'\n", test_name, cases[i].expr, r->text, want);
            print_diags(r->c);
            test_failed = 1;
        }
        done(r);
    }
}

static void test_elif_chains(void)
{
    expect_output("#if 0\na\n#elif 0\nb\n#elif 1\nc\n#elif 1\nd\n#else\ne\n#endif\n", NULL, NULL, "c");
    expect_output("#if 1\na\n#elif 1/0\nb\n#else\nc\n#endif\n", NULL, NULL, "a");
    expect_output("#if 0\n#if 1\nx\n#else\ny\n#endif\n#elif 0\nz\n#else\nw\n#endif\n", NULL, NULL, "w");
    expect_output("#ifdef A\na\n#elif defined B\nb\n#endif\n#ifndef A\nna\n#endif\n", NULL, NULL, "na");
    /* Skipped groups may hold anything that lexes. */
    expect_output("#if 0\nit's @ \"open\n#bogus\n#else\nok\n#endif\n", NULL, NULL, "ok");
    expect_output("#if 1\n#else\n#if garbage(\n#endif\n#endif\nok\n", NULL, NULL, "ok");
}

static void test_defines_from_options(void)
{
    const char *defs[] = {"A", "B=2", "C=x y", "D="};
    const char *undefs[] = {"A"};
    PrismOptions o = {0};
    o.defines = defs;
    o.num_defines = 4;
    o.undefines = undefs;
    o.num_undefines = 1;
    o.profile = "cs_6_6";
    o.hlsl_version = 2018;
    expect_output("#ifdef A\na\n#endif\nB C [D] __SHADER_TARGET_MINOR __SHADER_TARGET_STAGE __HLSL_VERSION "
                  "__SHADER_STAGE_COMPUTE __SHADER_STAGE_VERTEX __SHADER_STAGE_PIXEL\n",
                  NULL, &o, "2 x y [] 6 5 2018 5 1 0");
    o.profile = "ps_6_2";
    o.num_defines = 0;
    o.num_undefines = 0;
    expect_output("__SHADER_TARGET_STAGE __SHADER_TARGET_MINOR\n", NULL, &o, "0 2");
    const char *bad[] = {"3X=1"};
    o.defines = bad;
    o.num_defines = 1;
    Run *r = run_pp("x\n", NULL, &o);
    CHECK(count_diag(r->c, 1026) == 1 && !r->ok);
    done(r);
}

/* The predefined macros are made on their name's first look-up (pp.c):
 * each still expands, #ifdef and defined() see them, #undef and -U remove
 * them, and redefining one (by #define or -D) warns as before. */
static void test_predefined_on_demand(void)
{
    PrismOptions o = {0};
    o.profile = "vs_6_2";
    o.hlsl_version = 2018;
    o.enable_16bit_types = 1;
    o.targets = PRISM_TARGET_SPIRV;
    o.vulkan_version = 120;
    expect_output("__HLSL_VERSION __SHADER_TARGET_MAJOR __SHADER_TARGET_MINOR __SHADER_STAGE_PIXEL "
                  "__SHADER_STAGE_VERTEX __SHADER_STAGE_GEOMETRY __SHADER_STAGE_HULL __SHADER_STAGE_DOMAIN "
                  "__SHADER_STAGE_COMPUTE __SHADER_STAGE_LIBRARY __SHADER_STAGE_MESH "
                  "__SHADER_STAGE_AMPLIFICATION __PRISM__ __SHADER_TARGET_STAGE __HLSL_ENABLE_16_BIT "
                  "__spirv__ __SPIRV_MAJOR_VERSION__ __SPIRV_MINOR_VERSION__\n",
                  NULL, &o, "2018 6 2 0 1 2 3 4 5 6 13 14 1 1 1 1 1 5");
    /* without those options: no 16-bit or SPIR-V macros, even when asked */
    expect_output("#ifdef __PRISM__\na\n#endif\n#if defined(__spirv__) || defined __HLSL_ENABLE_16_BIT\nb\n#endif\n"
                  "#ifndef __SPIRV_MAJOR_VERSION__\nc\n#endif\n__spirv__ __HLSL_VERSION\n",
                  NULL, NULL, "a c __spirv__ 2021");
    /* through another macro's body, and first seen by #ifdef then used */
    expect_output("#define V __SHADER_TARGET_MAJOR\nV\n#ifdef __SHADER_TARGET_MINOR\n__SHADER_TARGET_MINOR\n#endif\n",
                  NULL, NULL, "6 0");
    expect_output("#undef __HLSL_VERSION\n#ifdef __HLSL_VERSION\nx\n#endif\n__HLSL_VERSION __PRISM__\n", NULL, NULL,
                  "__HLSL_VERSION 1");
    expect_output("#undef __PRISM__\n#define __PRISM__ 7\n__PRISM__\n", NULL, NULL, "7");
    /* the same body again is no redefinition; another one warns, at the name */
    expect_output("#define __PRISM__ 1\n__PRISM__\n", NULL, NULL, "1");
    Run *r = run_pp("#define __SHADER_STAGE_MESH 12\n__SHADER_STAGE_MESH\n", NULL, NULL);
    CHECK_STR(r->text, lexed("12"));
    CHECK(count_diag(r->c, 1009) == 1 && has_diag(r->c, 1009, 1, 9));
    done(r);
    /* -D and -U: a different -D value warns and wins, -U removes */
    const char *defs[] = {"__HLSL_VERSION=2016", "__SHADER_TARGET_MAJOR=6"};
    const char *undefs[] = {"__PRISM__"};
    PrismOptions d = {0};
    d.defines = defs;
    d.num_defines = 2;
    d.undefines = undefs;
    d.num_undefines = 1;
    r = run_pp("__HLSL_VERSION __SHADER_TARGET_MAJOR __PRISM__\n", NULL, &d);
    CHECK_STR(r->text, lexed("2016 6 __PRISM__"));
    CHECK(count_diag(r->c, 1009) == 1);
    done(r);
}

static void test_print(void)
{
    MemFile files[] = {{"h.h", "in_h\n"}, {NULL, NULL}};
    Run *r = run_pp("#define F(x) x+1\na F( b);\n\nc\n#include \"h.h\"\nd\n\n\n\n\n\n\n\n\n\n\ne\n", files, NULL);
    StrBuf sb = {0};
    preprocess_print(r->c, &r->toks, &sb);
    sb_putc(&sb, 0);
    CHECK_STR(sb.data, "#line 2 \"main.hlsl\"\na b+1;\n\nc\n#line 1 \"h.h\"\nin_h\n#line 6 \"main.hlsl\"\nd\n"
                       "#line 17 \"main.hlsl\"\ne\n");
    sb_free(&sb);
    done(r);
}

/* ---- diagnostics: one test per code ---------------------------------------------- */

static void test_directive_diags(void)
{
    expect_diag("x\n#foo bar\n", NULL, 1000, 2, 2);
    expect_diag("#include \"nope.h\"\n", NULL, 1001, 1, 10);
    expect_diag("#include\n", NULL, 1002, 1, 2);
    expect_diag("#include nope\n", NULL, 1002, 1, 10);
    expect_diag("\n  #if 1\n", NULL, 1004, 2, 4);
    expect_diag("#ifdef X\n#else\n", NULL, 1004, 1, 2);
    expect_diag("#endif\n", NULL, 1005, 1, 2);
    expect_diag("#else\n", NULL, 1005, 1, 2);
    expect_diag("#elif 1\n", NULL, 1005, 1, 2);
    expect_diag("#if 1\n#else\n#elif 1\n#endif\n", NULL, 1006, 3, 2);
    expect_diag("#if 0\n#else\n#else\n#endif\n", NULL, 1006, 3, 2);
    expect_diag("#define 3 x\n", NULL, 1008, 1, 9);
    expect_diag("#undef\n", NULL, 1008, 1, 2);
    expect_diag("#ifdef\n#endif\n", NULL, 1008, 1, 2);
    expect_diag("#define A 1\n#define A 2\n", NULL, 1009, 2, 9);
    expect_diag("#define f(a,a) a\n", NULL, 1010, 1, 13);
    expect_diag("#define f(a b) a\n", NULL, 1010, 1, 13);
    expect_diag("#define f(a\n", NULL, 1010, 1, 11);
    expect_diag("#define f(..., a) a\n", NULL, 1010, 1, 14);
    expect_diag("#define s(x) #y\n", NULL, 1011, 1, 14);
    expect_diag("#define c ## a\n", NULL, 1012, 1, 11);
    expect_diag("#define d(a) a ##\n", NULL, 1012, 1, 16);
    expect_diag("#error stop  here\n", NULL, 1016, 1, 2);
    expect_diag("#warning careful\n", NULL, 1017, 1, 2);
    expect_diag("#line abc\n", NULL, 1023, 1, 2);
    expect_diag("#line 0\n", NULL, 1023, 1, 2);
    expect_diag("#if 1\n#endif X\n", NULL, 1024, 2, 8);
    expect_diag("#define defined 1\n", NULL, 1027, 1, 9);
    Run *r = run_pp("#error stop  here \"now\"\n#warning don't\n", NULL, NULL);
    CHECK(r->c->diags.len == 2 && strcmp(r->c->diags.data[0].message, "#error stop here \"now\"") == 0);
    CHECK(r->c->diags.data[1].severity == DIAG_WARNING && !r->ok);
    CHECK(strcmp(r->c->diags.data[1].message, "#warning don't") == 0);
    done(r);
    /* Files that end without a newline, or are empty. */
    expect_output("#define X 1\nX", NULL, NULL, "1");
    expect_output("", NULL, NULL, "");
    expect_output("#define X 1", NULL, NULL, "");
    /* The same definition again is fine (C11 6.10.3p2). */
    expect_output("#define A (1 + 2)\n#define A (1  +  2)\nA\n", NULL, NULL, "(1 + 2)");
}

static void test_macro_call_diags(void)
{
    expect_diag("#define f(a, b) a\nx f(1)\n", NULL, 1013, 2, 3);
    expect_diag("#define f(a) a\n f(1, 2)\n", NULL, 1013, 2, 2);
    expect_diag("#define f() a\nf(1)\n", NULL, 1013, 2, 1);
    expect_diag("#define f(a) a\nf(1, (2\n", NULL, 1014, 2, 1);
    expect_diag("#define P(a, b) a ## b\n\n  P(+, /)\n", NULL, 1015, 3, 3);
    expect_diag("#define P(a, b) a ## b\nP(/, /)\n", NULL, 1015, 2, 1);
}

static void test_if_diags(void)
{
    expect_diag("#if 1 +\n#endif\n", NULL, 1018, 1, 7);
    expect_diag("#if (1\n#endif\n", NULL, 1018, 1, 6);
    expect_diag("#if\n#endif\n", NULL, 1018, 1, 2);
    expect_diag("#if 1.0\n#endif\n", NULL, 1018, 1, 5);
    expect_diag("#if 1 2\n#endif\n", NULL, 1018, 1, 7);
    expect_diag("#if 099\n#endif\n", NULL, 1018, 1, 5);
    expect_diag("#if 1 ? 2\n#endif\n", NULL, 1018, 1, 9);
    expect_diag("#if 1 / 0\n#endif\n", NULL, 1019, 1, 7);
    expect_diag("#if 0\n#elif 5 % (1 - 1)\n#endif\n", NULL, 1019, 2, 9);
    expect_diag("#if defined(X\n#endif\n", NULL, 1020, 1, 13);
    expect_diag("#if defined(X Y)\n#endif\n", NULL, 1020, 1, 15);
    expect_diag("#if defined\n#endif\n", NULL, 1025, 1, 5);
    expect_diag("#if defined(3)\n#endif\n", NULL, 1025, 1, 13);
    /* An error makes the condition false. */
    Run *r = run_pp("#if 1 +\nyes\n#else\nno\n#endif\n", NULL, NULL);
    CHECK_STR(r->text, "no");
    done(r);
}

/* ---- limits: an error, then a sane stop, never a crash ------------------------- */

static void test_include_depth(void)
{
    MemFile files[] = {{"self.h", "s\n#include \"self.h\"\n#include \"self.h\"\n"}, {NULL, NULL}};
    Run *r = run_pp("#include \"self.h\"\n", files, NULL);
    CHECK(count_diag(r->c, 1003) == 1 && !r->ok && !r->bailed);
    CHECK(r->toks.len > 0 && r->toks.data[r->toks.len - 1].kind == TK_EOF);
    CHECK(has_diag(r->c, 1003, 2, 2));
    done(r);
}

static void test_if_depth(void)
{
    char src[8192];
    size_t n = 0;
    for (int i = 0; i < 300; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, "#if 1\n");
    Run *r = run_pp(src, NULL, NULL);
    CHECK(count_diag(r->c, 1007) == 1 && has_diag(r->c, 1007, 257, 2) && !r->bailed);
    done(r);
}

static void test_expansion_depth(void)
{
    static char src[16384];
    size_t n = (size_t)snprintf(src, sizeof src, "#define f(x) x\n");
    for (int i = 0; i < 300; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, "f(");
    n += (size_t)snprintf(src + n, sizeof src - n, "1");
    for (int i = 0; i < 300; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, ")");
    snprintf(src + n, sizeof src - n, "\n");
    Run *r = run_pp(src, NULL, NULL);
    CHECK(count_diag(r->c, 1021) == 1 && !r->bailed);
    done(r);
    /* 200 deep is fine. */
    n = (size_t)snprintf(src, sizeof src, "#define f(x) x\n");
    for (int i = 0; i < 200; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, "f(");
    n += (size_t)snprintf(src + n, sizeof src - n, "1");
    for (int i = 0; i < 200; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, ")");
    expect_output(src, NULL, NULL, "1");
    /* A chain of 300 object-like macros nests 300 expansions. */
    n = 0;
    for (int i = 0; i < 300; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, "#define M%d M%d\n", i, i + 1);
    snprintf(src + n, sizeof src - n, "M0\n");
    r = run_pp(src, NULL, NULL);
    CHECK(count_diag(r->c, 1021) == 1 && has_diag(r->c, 1021, 301, 1));
    done(r);
}

static void test_token_limit(void)
{
    static char src[4096];
    size_t n = (size_t)snprintf(src, sizeof src, "#define X2(x) x x\n");
    for (int i = 0; i < 30; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, "X2(");
    n += (size_t)snprintf(src + n, sizeof src - n, "a");
    for (int i = 0; i < 30; i++)
        n += (size_t)snprintf(src + n, sizeof src - n, ")");
    snprintf(src + n, sizeof src - n, "\nafter\n");
    Run *r = run_pp(src, NULL, NULL);
    CHECK(count_diag(r->c, 1022) == 1 && !r->ok && !r->bailed);
    CHECK(r->toks.len >= 1 && r->toks.data[r->toks.len - 1].kind == TK_EOF);
    done(r);
}

/* Too many errors unwind through c->bail, and the preprocessor frees its scratch. */
static void test_max_errors(void)
{
    PrismOptions o = {0};
    o.max_errors = 3;
    Run *r = run_pp("#define f(a) a\nf(1,2) f(1,2) f(1,2) f(1,2) f(1,2)\n", NULL, &o);
    CHECK(r->bailed && count_diag(r->c, 1013) == 3);
    done(r);
}

/* ---- speed: 100k lines well under 100 ms (without sanitizers) ------------------- */

static void test_speed(void)
{
    /* Shader-like lines: declarations, macro calls, #ifdef groups, comments. */
    StrBuf sb = {0};
    sb_puts(&sb, "#define ADD(a, b) ((a) + (b))\n#define K 3.0f\n#define LANES 32\n");
    for (int i = 0; i < 100000; i++) {
        switch (i % 10) {
        case 0: sb_puts(&sb, "\n"); break;
        case 1: sb_printf(&sb, "// comment about thing %d\n", i); break;
        case 2: sb_printf(&sb, "float4 color%d = tex.Sample(samp, uv * K);\n", i % 700); break;
        case 3: sb_printf(&sb, "    if (idx%d < LANES) {\n", i % 300); break;
        case 4: sb_printf(&sb, "        acc += ADD(val%d, WaveActiveSum(x));\n", i % 500); break;
        case 5: sb_puts(&sb, "    }\n"); break;
        case 6: sb_printf(&sb, "    uint tmp%d = buf[tid.x + %d];\n", i % 400, i % 64); break;
        case 7: sb_printf(&sb, "#ifdef FEATURE_%d\n    result.xyz = normalize(n);\n#endif\n", i % 50); break;
        case 8: sb_puts(&sb, "    return result;\n"); break;
        case 9: sb_printf(&sb, "void func%d(uint3 tid : SV_DispatchThreadID) {\n", i); break;
        }
    }
    sb_putc(&sb, 0);
    clock_t t0 = clock();
    Run *r = run_pp(sb.data, NULL, NULL);
    double ms = (double)(clock() - t0) * 1000.0 / CLOCKS_PER_SEC;
    /* per 10 lines: 0 + 0 + 14 + 7 + 15 + 1 + 12 + 0 + 3 + 9 tokens */
    CHECK(r->ok && r->toks.len == 10000 * 61 + 1);
    printf("  100k lines: %.1f ms, %d tokens\n", ms, r->toks.len);
    done(r);
    sb_free(&sb);
}

typedef struct Test {
    const char *name;
    void (*fn)(void);
} Test;

int main(void)
{
    static const Test tests[] = {
        {"lex_numbers", test_lex_numbers},
        {"lex_punct_and_positions", test_lex_punct_and_positions},
        {"lex_splices", test_lex_splices},
        {"lex_errors", test_lex_errors},
        {"object_macros", test_object_macros},
        {"function_macros", test_function_macros},
        {"variadic", test_variadic},
        {"stringize_and_paste", test_stringize_and_paste},
        {"standard_examples", test_standard_examples},
        {"locations", test_locations},
        {"keywords", test_keywords},
        {"line_and_file", test_line_and_file},
        {"include", test_include},
        {"once_and_guards", test_once_and_guards},
        {"if_expressions", test_if_expressions},
        {"elif_chains", test_elif_chains},
        {"defines_from_options", test_defines_from_options},
        {"predefined_on_demand", test_predefined_on_demand},
        {"print", test_print},
        {"directive_diags", test_directive_diags},
        {"macro_call_diags", test_macro_call_diags},
        {"if_diags", test_if_diags},
        {"include_depth", test_include_depth},
        {"if_depth", test_if_depth},
        {"expansion_depth", test_expansion_depth},
        {"token_limit", test_token_limit},
        {"max_errors", test_max_errors},
        {"speed", test_speed},
    };
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        test_name = tests[i].name;
        test_failed = 0;
        tests[i].fn();
        printf("%s %s\n", test_failed ? "FAIL" : "PASS", test_name);
        if (test_failed)
            failed++;
        else
            passed++;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
