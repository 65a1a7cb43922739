/* Unit tests of the parser (frontend/parser.y, frontend/parse*.c) and the
 * AST dump (frontend/ast.c): each test preprocesses and parses a snippet
 * and checks the tree (as ast_dump text, or as a compact s-expression for
 * precedence) or the diagnostics (code, line and column). */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "frontend/ast.h"
#include "unit.h"

static PrismOptions opts; /* all defaults; Ctx keeps a pointer to it */

typedef struct Run {
    Ctx *c;
    Ast ast;
    bool ok, bailed;
    char *dump;  /* ast_dump text */
    char *diags; /* "line:col PRISMnnnn message" lines */
} Run;

static Run run(const char *src)
{
    Run r = {0};
    r.c = ctx_new(&opts);
    jmp_buf jb;
    r.c->bail = &jb;
    if (setjmp(jb) == 0) {
        uint32_t file = ctx_add_file(r.c, "t.hlsl", NULL, src, strlen(src));
        TokenVec toks = {0};
        preprocess(r.c, file, &toks);
        r.ok = parse(r.c, &toks, &r.ast);
    } else {
        r.bailed = true;
    }
    StrBuf sb = {0};
    ast_dump(r.c, &r.ast, &sb);
    r.dump = sb_take(&sb, NULL);
    for (int i = 0; i < r.c->diags.len; i++) {
        const Diag *d = &r.c->diags.data[i];
        sb_printf(&sb, "%u:%u PRISM%04d %s\n", d->loc.line, d->loc.col, d->code, d->message);
    }
    r.diags = sb_take(&sb, NULL);
    return r;
}

static void done(Run *r)
{
    free(r->dump);
    free(r->diags);
    ctx_free(r->c);
}

/* Parses src, wants no diagnostics and the dump `want`. */
static void expect_dump(const char *src, const char *want)
{
    Run r = run(src);
    CHECK(r.ok);
    CHECK_STR(r.diags, "");
    CHECK_STR(r.dump, want);
    done(&r);
}

/* Parses src, wants exactly the diagnostics `want` ("line:col PRISMnnnn ..."
 * lines; a line may stop early: it is compared as a prefix). */
static void expect_diags(const char *src, const char *want)
{
    Run r = run(src);
    const char *g = r.diags, *w = want;
    bool same = true;
    while (*w && same) {
        const char *we = strchr(w, '\n'), *ge = strchr(g, '\n');
        size_t wl = we ? (size_t)(we - w) : strlen(w);
        if (!ge || strncmp(g, w, wl) != 0)
            same = false;
        w += wl + (we != NULL);
        g = ge ? ge + 1 : g + strlen(g);
    }
    if (!same || *g) {
        printf("  diagnostics of:\n%s\n  got:\n%s  want:\n%s\n", src, r.diags, want);
        unit_case_failed = 1;
    }
    CHECK(!r.ok);
    done(&r);
}

/* ---- expressions as s-expressions: (op lhs rhs) ------------------------ */

static void sx_spec(StrBuf *sb, const TypeSpec *t)
{
    sb_puts(sb, t->name ? t->name : "?");
    for (int i = 0; i < t->num_args; i++) {
        sb_puts(sb, i ? "," : "<");
        if (t->args[i].type)
            sx_spec(sb, t->args[i].type);
        else
            sb_printf(sb, "%llu", (unsigned long long)t->args[i].expr->ilit.value);
    }
    if (t->num_args)
        sb_putc(sb, '>');
}

static void sx(StrBuf *sb, const Node *e)
{
    switch (e->kind) {
    case ND_INT_LIT: sb_printf(sb, "%llu%s", (unsigned long long)e->ilit.value, e->ilit.suffix); break;
    case ND_FLOAT_LIT:
        sb_printf(sb, "%g", e->flit.value);
        if (e->flit.suffix)
            sb_printf(sb, "%c", e->flit.suffix);
        break;
    case ND_BOOL_LIT: sb_puts(sb, e->blit.value ? "true" : "false"); break;
    case ND_STRING_LIT: sb_printf(sb, "\"%s\"", e->slit.value); break;
    case ND_IDENT:
        if (ident_qualifier(e))
            sb_printf(sb, "%s::", ident_qualifier(e));
        sb_puts(sb, e->ident.name);
        break;
    case ND_UNARY:
        sb_printf(sb, "(%s ", ast_op_name[e->op.op]);
        sx(sb, e->op.lhs);
        sb_putc(sb, ')');
        break;
    case ND_BINARY: case ND_ASSIGN:
        sb_printf(sb, "(%s%s ", e->kind == ND_ASSIGN && e->op.op ? ast_op_name[e->op.op] : "",
                  e->kind == ND_ASSIGN ? "=" : ast_op_name[e->op.op]);
        sx(sb, e->op.lhs);
        sb_putc(sb, ' ');
        sx(sb, e->op.rhs);
        sb_putc(sb, ')');
        break;
    case ND_COND:
        sb_puts(sb, "(? ");
        sx(sb, e->cond.cond);
        sb_putc(sb, ' ');
        sx(sb, e->cond.then_);
        sb_putc(sb, ' ');
        sx(sb, e->cond.else_);
        sb_putc(sb, ')');
        break;
    case ND_COMMA:
        sb_puts(sb, "(, ");
        sx(sb, e->comma.lhs);
        sb_putc(sb, ' ');
        sx(sb, e->comma.rhs);
        sb_putc(sb, ')');
        break;
    case ND_CAST:
        sb_puts(sb, "(cast ");
        sx_spec(sb, e->cast.spec);
        for (int i = 0; i < e->cast.dims_expr.len; i++)
            sb_printf(sb, "[%llu]", (unsigned long long)e->cast.dims_expr.data[i]->ilit.value);
        sb_putc(sb, ' ');
        sx(sb, e->cast.expr);
        sb_putc(sb, ')');
        break;
    case ND_CALL:
        sb_puts(sb, "(call");
        if (e->call.template_arg) {
            sb_putc(sb, '<');
            sx_spec(sb, e->call.template_arg);
            sb_putc(sb, '>');
        }
        sb_putc(sb, ' ');
        if (e->call.callee)
            sx(sb, e->call.callee);
        else
            sx_spec(sb, e->call.ctor_spec);
        for (int i = 0; i < e->call.args.len; i++) {
            sb_putc(sb, ' ');
            sx(sb, e->call.args.data[i]);
        }
        sb_putc(sb, ')');
        break;
    case ND_MEMBER:
        sb_puts(sb, "(. ");
        sx(sb, e->member.object);
        sb_printf(sb, " %s)", e->member.name);
        break;
    case ND_INDEX:
        sb_puts(sb, "([] ");
        sx(sb, e->index.base);
        sb_putc(sb, ' ');
        sx(sb, e->index.index);
        sb_putc(sb, ')');
        break;
    case ND_SIZEOF:
        sb_puts(sb, "(sizeof ");
        if (e->size_of.spec)
            sx_spec(sb, e->size_of.spec);
        else
            sx(sb, e->size_of.expr);
        sb_putc(sb, ')');
        break;
    default:
        sb_puts(sb, node_kind_name[e->kind]);
        break;
    }
}

/* The last statement of the last function of `decls` + "void f() { stmt }". */
static void expect_expr(const char *decls, const char *stmt, const char *want)
{
    char src[2048];
    snprintf(src, sizeof src, "%s\nvoid f() { %s; }\n", decls, stmt);
    Run r = run(src);
    CHECK(r.ok);
    CHECK_STR(r.diags, "");
    if (r.ok && r.ast.decls.len) {
        Node *f = vec_last(&r.ast.decls);
        Node *s = f->kind == ND_FUNC && f->func.body ? vec_last(&f->func.body->block.stmts) : NULL;
        if (s && s->kind == ND_EXPR_STMT) {
            StrBuf sb = {0};
            sx(&sb, s->expr_stmt.expr);
            char *got = sb_take(&sb, NULL);
            CHECK_STR(got, want);
            free(got);
        } else {
            printf("  not an expression statement: %s\n", stmt);
            unit_case_failed = 1;
        }
    }
    done(&r);
}

/* ---- expressions --------------------------------------------------------- */

static void precedence_arith(void)
{
    expect_expr("", "a + b * c", "(+ a (* b c))");
    expect_expr("", "a * b + c", "(+ (* a b) c)");
    expect_expr("", "a - b - c", "(- (- a b) c)");
    expect_expr("", "a / b % c * d", "(* (% (/ a b) c) d)");
    expect_expr("", "a << b + c", "(<< a (+ b c))");
    expect_expr("", "a == b < c", "(== a (< b c))");
    expect_expr("", "a | b ^ c & d", "(| a (^ b (& c d)))");
    expect_expr("", "a || b && c", "(|| a (&& b c))");
    expect_expr("", "a && b || c && d", "(|| (&& a b) (&& c d))");
    expect_expr("", "a >= b != c <= d", "(!= (>= a b) (<= c d))");
}

static void precedence_assign_cond_comma(void)
{
    expect_expr("", "a = b = c", "(= a (= b c))");
    expect_expr("", "a += b -= c", "(+= a (-= b c))");
    expect_expr("", "a <<= 1, b >>= 2", "(, (<<= a 1) (>>= b 2))");
    expect_expr("", "a ? b : c ? d : e", "(? a b (? c d e))");
    expect_expr("", "a ? b ? c : d : e", "(? a (? b c d) e)");
    expect_expr("", "x = a || b ? c + 1 : d", "(= x (? (|| a b) (+ c 1) d))");
    expect_expr("", "a, b = c", "(, a (= b c))");
    expect_expr("", "a ? b, c : d", "(? a (, b c) d)");
    expect_expr("", "a %= b |= c &= d ^= e *= f /= g", "(%= a (|= b (&= c (^= d (*= e (/= f g))))))");
}

static void unary_postfix(void)
{
    expect_expr("", "-a * b", "(* (-u a) b)");
    expect_expr("", "!a.b", "(! (. a b))");
    expect_expr("", "-x++", "(-u (x++ x))");
    expect_expr("", "++x[1]", "(++x ([] x 1))");
    expect_expr("", "--x", "(--x x)");
    expect_expr("", "~+x", "(~ (+u x))");
    expect_expr("", "- -x", "(-u (-u x))");
    expect_expr("", "a[i][j]", "([] ([] a i) j)");
    expect_expr("", "f(a, b)[i].x", "(. ([] (call f a b) i) x)");
    expect_expr("", "s.a.b.c", "(. (. (. s a) b) c)");
    expect_expr("", "x--", "(x-- x)");
    expect_expr("", "a++ + b", "(+ (x++ a) b)");
}

static void casts_and_parens(void)
{
    expect_expr("", "(a) + b", "(+ a b)");
    expect_expr("", "(float) + b", "(cast float (+u b))");
    expect_expr("", "(float)x * 2", "(* (cast float x) 2)");
    expect_expr("", "(float3)v", "(cast float3 v)");
    expect_expr("struct MyStruct { float a; };", "(MyStruct)0", "(cast MyStruct 0)");
    expect_expr("", "(int)(float)x", "(cast int (cast float x))");
    expect_expr("", "-(float)x.y", "(-u (cast float (. x y)))");
    expect_expr("", "(float[2])a", "(cast float[2] a)");
    expect_expr("", "(vector<float, 2>)a", "(cast vector<float,2> a)");
    expect_expr("", "(a + b) * c", "(* (+ a b) c)");
    expect_expr("", "(float3(1, 2, 3)).x", "(. (call float3 1 2 3) x)");
    expect_expr("", "(unsigned int)x + (unsigned)y", "(+ (cast uint x) (cast uint y))");
}

static void constructors_calls(void)
{
    expect_expr("", "float3(1, 2, 3)", "(call float3 1 2 3)");
    expect_expr("", "float3(1, 2, 3).xy", "(. (call float3 1 2 3) xy)");
    expect_expr("", "matrix<float, 2, 3>(a, b)", "(call matrix<float,2,3> a b)");
    expect_expr("struct S { float a; };", "S(1)", "(call S 1)");
    expect_expr("", "f()", "(call f)");
    expect_expr("", "obj.m(1)", "(call (. obj m) 1)");
    expect_expr("", "ns::f(x)", "(call ns::f x)");
    expect_expr("", "a::b::c(x)", "(call a::b::c x)");
    expect_expr("enum class E { A };", "E::A", "E::A");
    expect_expr("", "this.x", "(. this x)");
    expect_expr("", "sizeof(float4) + sizeof(x)", "(+ (sizeof float4) (sizeof x))");
}

static void literals(void)
{
    expect_expr("", "x = 0x1F + 017 + 10u + 5UL + 7ll + 9ull",
                "(= x (+ (+ (+ (+ (+ 31 15) 10u) 5ul) 7ll) 9ull))");
    expect_expr("", "x = 1.5f + 2.0h + 1e3 + .5 + 3.0L + 2.5", "(= x (+ (+ (+ (+ (+ 1.5f 2h) 1000) 0.5) 3l) 2.5))");
    expect_expr("", "x = true && !false", "(= x (&& true (! false)))");
    expect_expr("", "x = 18446744073709551615ull", "(= x 18446744073709551615ull)");
    expect_expr("", "x = 0", "(= x 0)");
}

static void template_disambiguation(void)
{
    expect_expr("", "x.Load<uint2>(0)", "(call<uint2> (. x Load) 0)");
    expect_expr("", "a.b < c", "(< (. a b) c)");
    expect_expr("", "a.b < c > (d)", "(> (< (. a b) c) d)");
    expect_expr("", "a.b < c && d > e", "(&& (< (. a b) c) (> d e))");
    expect_expr("", "buf.Load<vector<float, 2> >(a)", "(call<vector<float,2>> (. buf Load) a)");
    expect_expr("", "buf.Load<vector<float, 2>>(a)", "(call<vector<float,2>> (. buf Load) a)");
    expect_expr("struct T { float a; };", "buf.Load<T>(4).a", "(. (call<T> (. buf Load) 4) a)");
    expect_expr("", "a >> b > c", "(> (>> a b) c)");
    expect_expr("", "a.b << 2", "(<< (. a b) 2)");
}

/* ---- declarations -------------------------------------------------------- */

static void globals(void)
{
    expect_dump("static const int a = 1, b[2] = {1, 2};\n"
                "groupshared float cache[64][];\n"
                "uniform row_major float4x4 m;\n"
                "extern volatile precise globallycoherent column_major uint x;\n"
                "RWStructuredBuffer<uint> Out : register(u0);\n"
                "Texture2D<float4> tex : register(t1, space2);\n"
                "SamplerState s : register(s0) : SEM;\n",
                "VAR a int static const\n"
                "    init: INT_LIT 1\n"
                "VAR b int[2] static const\n"
                "    init: INIT_LIST\n"
                "        INT_LIT 1\n"
                "        INT_LIT 2\n"
                "VAR cache float[64][] groupshared\n"
                "VAR m float4x4 uniform row_major\n"
                "VAR x uint extern volatile precise column_major globallycoherent\n"
                "VAR Out RWStructuredBuffer<uint> register(u0)\n"
                "VAR tex Texture2D<float4> register(t1, space2)\n"
                "VAR s SamplerState : SEM register(s0)\n");
}

static void init_lists(void)
{
    expect_dump("float2 a[2] = { {1, 2}, {3, 4}, };\nint b[] = {};\n",
                "VAR a float2[2]\n"
                "    init: INIT_LIST\n"
                "        INIT_LIST\n"
                "            INT_LIT 1\n"
                "            INT_LIT 2\n"
                "        INIT_LIST\n"
                "            INT_LIT 3\n"
                "            INT_LIT 4\n"
                "VAR b int[]\n"
                "    init: INIT_LIST\n");
}

static void templates(void)
{
    expect_dump("vector<float, 4> a;\nmatrix<float, 2, 3> b;\n"
                "StructuredBuffer<vector<float,4> > c;\nStructuredBuffer<vector<float,4>> d;\n"
                "RWBuffer<uint> e;\nstruct Params { float k; };\nConstantBuffer<Params> p : register(b1);\n"
                "unsigned int u; unsigned v; vector w; matrix<float,2,2> x[3];\n",
                "VAR a vector<float, 4>\n"
                "VAR b matrix<float, 2, 3>\n"
                "VAR c StructuredBuffer<vector<float, 4>>\n"
                "VAR d StructuredBuffer<vector<float, 4>>\n"
                "VAR e RWBuffer<uint>\n"
                "STRUCT Params\n"
                "    VAR k float\n"
                "VAR p ConstantBuffer<Params> register(b1)\n"
                "VAR u uint\n"
                "VAR v uint\n"
                "VAR w vector\n"
                "VAR x matrix<float, 2, 2>[3]\n");
}

static void structs(void)
{
    expect_dump("struct B { float a; };\n"
                "struct D : B {\n"
                "    float3 pos : POSITION;\n"
                "    nointerpolation float4 c : COLOR, d;\n"
                "    float get() { return a; }\n"
                "    static D make();\n"
                "    struct Inner { int i; } inner;\n"
                "};\n"
                "D::Inner di;\n"
                "class C { int x; } c1, c2[2];\n"
                "struct { int q; } anon;\n",
                "STRUCT B\n"
                "    VAR a float\n"
                "STRUCT D : B\n"
                "    VAR pos float3 : POSITION\n"
                "    VAR c float4 nointerpolation : COLOR\n"
                "    VAR d float4 nointerpolation\n"
                "    FUNC get -> float\n"
                "        BLOCK\n"
                "            RETURN\n"
                "                IDENT a\n"
                "    FUNC make -> D static (declaration)\n"
                "    STRUCT Inner\n"
                "        VAR i int\n"
                "    VAR inner Inner\n"
                "VAR di D::Inner\n"
                "STRUCT C (class)\n"
                "    VAR x int\n"
                "VAR c1 C\n"
                "VAR c2 C[2]\n"
                "STRUCT (anonymous)\n"
                "    VAR q int\n"
                "VAR anon (anonymous struct)\n");
    /* the tree links: owners, static methods, the inline definition */
    Run r = run("struct S { float x; static S make(); float f(); } s;");
    CHECK(r.ok && r.ast.decls.len == 2);
    if (r.ok && r.ast.decls.len == 2) {
        Node *s = r.ast.decls.data[0], *v = r.ast.decls.data[1];
        CHECK(s->strukt.members.data[0]->var.owner == s);
        CHECK(s->strukt.members.data[1]->func.owner == s);
        CHECK(s->strukt.members.data[1]->func.is_static_method);
        CHECK(!s->strukt.members.data[2]->func.is_static_method);
        CHECK(v->var.spec->def == s);
    }
    done(&r);
}

static void typedefs_and_scoping(void)
{
    expect_dump("typedef float4 V, A[2];\n"
                "typedef const StructuredBuffer<V> SB;\n"
                "typedef struct { int a; } T;\n"
                "V v; A a; SB sb; T t;\n",
                "TYPEDEF V float4\n"
                "TYPEDEF A float4[2]\n"
                "TYPEDEF SB StructuredBuffer<V> const\n"
                "STRUCT (anonymous)\n"
                "    VAR a int\n"
                "TYPEDEF T (anonymous struct)\n"
                "VAR v V\n"
                "VAR a A\n"
                "VAR sb SB\n"
                "VAR t T\n");
    /* a typedef in a function body is a type only inside it */
    expect_diags("void f() { typedef float T; T a = 1; { T b; } }\n"
                 "void g() { T c; }\n",
                 "2:12 PRISM2068 unknown type name 'T'\n");
    /* a variable named like a type hides it in its scope */
    expect_dump("struct S { float x; };\n"
                "void f() { int S = 1; S = S + 1; }\n"
                "S s2;\n",
                "STRUCT S\n"
                "    VAR x float\n"
                "FUNC f -> void\n"
                "    BLOCK\n"
                "        DECL_STMT\n"
                "            VAR S int\n"
                "                init: INT_LIT 1\n"
                "        EXPR_STMT\n"
                "            ASSIGN =\n"
                "                IDENT S\n"
                "                BINARY +\n"
                "                    IDENT S\n"
                "                    INT_LIT 1\n"
                "VAR s2 S\n");
    /* soft modifier keywords are names where no type follows */
    expect_dump("void f() { float sample = 1; sample += linear; }\n",
                "FUNC f -> void\n"
                "    BLOCK\n"
                "        DECL_STMT\n"
                "            VAR sample float\n"
                "                init: INT_LIT 1\n"
                "        EXPR_STMT\n"
                "            ASSIGN +=\n"
                "                IDENT sample\n"
                "                IDENT linear\n");
}

static void enums(void)
{
    expect_dump("enum Mode { A, B = 4, C, };\nenum class Ch : uint { R = 1 << 0, G };\nMode m = B; Ch c = Ch::G;\n",
                "ENUM Mode\n"
                "    ENUMERATOR A\n"
                "    ENUMERATOR B\n"
                "        INT_LIT 4\n"
                "    ENUMERATOR C\n"
                "ENUM class Ch : uint\n"
                "    ENUMERATOR R\n"
                "        BINARY <<\n"
                "            INT_LIT 1\n"
                "            INT_LIT 0\n"
                "    ENUMERATOR G\n"
                "VAR m Mode\n"
                "    init: IDENT B\n"
                "VAR c Ch\n"
                "    init: IDENT Ch::G\n");
}

static void cbuffers(void)
{
    expect_dump("cbuffer Params : register(b0) { float4 k : packoffset(c0); uint n : packoffset(c1.y); };\n"
                "tbuffer TB { float t; }\n"
                "[[vk::binding(3, 1)]] cbuffer CB2 { float z; }\n",
                "CBUFFER Params register(b0)\n"
                "    VAR k float4 packoffset(c0)\n"
                "    VAR n uint packoffset(c1.y)\n"
                "CBUFFER TB (tbuffer)\n"
                "    VAR t float\n"
                "CBUFFER CB2\n"
                "    ATTR vk::binding(3, 1)\n"
                "    VAR z float\n");
    Run r = run("cbuffer P { float a, b; };");
    CHECK(r.ok && r.ast.decls.len == 1);
    if (r.ok && r.ast.decls.len == 1) {
        Node *cb = r.ast.decls.data[0];
        CHECK(cb->cbuf.members.len == 2 && cb->cbuf.members.data[1]->var.cbuffer == cb);
    }
    done(&r);
}

static void namespaces(void)
{
    expect_dump("namespace A { struct T { int i; }; static const float k = 2; namespace B { float f(float x) { return x; } } }\n"
                "A::T t;\n"
                "float g() { return A::B::f(A::k); }\n",
                "NAMESPACE A\n"
                "    STRUCT T\n"
                "        VAR i int\n"
                "    VAR k float static const\n"
                "        init: INT_LIT 2\n"
                "    NAMESPACE B\n"
                "        FUNC f -> float\n"
                "            PARAM x float\n"
                "            BLOCK\n"
                "                RETURN\n"
                "                    IDENT x\n"
                "VAR t A::T\n"
                "FUNC g -> float\n"
                "    BLOCK\n"
                "        RETURN\n"
                "            CALL\n"
                "                callee: IDENT A::B::f\n"
                "                IDENT A::k\n");
}

static void functions(void)
{
    expect_dump("float4 main(in float4 pos : SV_Position, out float d : SV_Depth, inout uint3 a[2][3],\n"
                "            uniform float s = 1.0, nointerpolation centroid float4 c : COLOR0) : SV_Target;\n"
                "precise float h(float x);\n"
                "inline void v(void) {}\n"
                "void w(float, int);\n"
                "void io(in out float q) {}\n",
                "FUNC main -> float4 : SV_Target (declaration)\n"
                "    PARAM pos float4 in : SV_Position\n"
                "    PARAM d float out : SV_Depth\n"
                "    PARAM a uint3[2][3] inout\n"
                "    PARAM s float uniform\n"
                "        default: FLOAT_LIT 1.0\n"
                "    PARAM c float4 nointerpolation centroid : COLOR0\n"
                "FUNC h -> float precise (declaration)\n"
                "    PARAM x float\n"
                "FUNC v -> void inline\n"
                "    BLOCK\n"
                "FUNC w -> void (declaration)\n"
                "    PARAM (unnamed) float\n"
                "    PARAM (unnamed) int\n"
                "FUNC io -> void\n"
                "    PARAM q float inout\n"
                "    BLOCK\n");
}

static void attributes(void)
{
    expect_dump("[shader(\"compute\")] [numthreads(8, 8, 1)] [WaveSize(32)]\n"
                "void a() {}\n"
                "[WaveSize(16, 64, 32)] [[vk::ext_instruction(/* OpX */ 4, \"GLSL.std.450\")]]\n"
                "void b();\n"
                "[[vk::binding(0, 1)]] RWBuffer<float> buf;\n"
                "void c() { [unroll] for (;;) {} [unroll(4)] while (x) {} [loop] do {} while (y);\n"
                "  [branch] if (x) {} [flatten] [fastopt] switch (x) {} [allow_uav_condition] for (;;) {} }\n",
                "FUNC a -> void\n"
                "    ATTR shader(\"compute\")\n"
                "    ATTR numthreads(8, 8, 1)\n"
                "    ATTR WaveSize(32)\n"
                "    BLOCK\n"
                "FUNC b -> void (declaration)\n"
                "    ATTR WaveSize(16, 64, 32)\n"
                "    ATTR vk::ext_instruction(4, \"GLSL.std.450\")\n"
                "VAR buf RWBuffer<float>\n"
                "    ATTR vk::binding(0, 1)\n"
                "FUNC c -> void\n"
                "    BLOCK\n"
                "        FOR\n"
                "            ATTR unroll\n"
                "            body: BLOCK\n"
                "        WHILE\n"
                "            ATTR unroll(4)\n"
                "            cond: IDENT x\n"
                "            body: BLOCK\n"
                "        DO\n"
                "            ATTR loop\n"
                "            body: BLOCK\n"
                "            cond: IDENT y\n"
                "        IF\n"
                "            ATTR branch\n"
                "            cond: IDENT x\n"
                "            then: BLOCK\n"
                "        SWITCH\n"
                "            ATTR flatten\n"
                "            ATTR fastopt\n"
                "            cond: IDENT x\n"
                "            body: BLOCK\n"
                "        FOR\n"
                "            ATTR allow_uav_condition\n"
                "            body: BLOCK\n");
    /* an attribute with nothing to apply to is a warning */
    Run r = run("void f() { [unroll] x = 1; }");
    CHECK(r.ok);
    CHECK_STR(r.diags, "1:13 PRISM2066 attribute 'unroll' has no effect on this statement; it is ignored\n");
    done(&r);
}

/* ---- statements ---------------------------------------------------------- */

static void statements(void)
{
    expect_dump("void f() {\n"
                "  ;\n"
                "  if (a) b = 1; else if (c) { d(); } else return;\n"
                "  if (x) if (y) p(); else q();\n"
                "  for (int i = 0, j = 1; i < n; i++, j++) continue;\n"
                "  for (i = 0; ; ) break;\n"
                "  while (k--) discard;\n"
                "  do { k++; } while (k < 3);\n"
                "  return a + 1;\n"
                "}\n",
                "FUNC f -> void\n"
                "    BLOCK\n"
                "        EMPTY\n"
                "        IF\n"
                "            cond: IDENT a\n"
                "            then: EXPR_STMT\n"
                "                ASSIGN =\n"
                "                    IDENT b\n"
                "                    INT_LIT 1\n"
                "            else: IF\n"
                "                cond: IDENT c\n"
                "                then: BLOCK\n"
                "                    EXPR_STMT\n"
                "                        CALL\n"
                "                            callee: IDENT d\n"
                "                else: RETURN\n"
                "        IF\n"
                "            cond: IDENT x\n"
                "            then: IF\n"
                "                cond: IDENT y\n"
                "                then: EXPR_STMT\n"
                "                    CALL\n"
                "                        callee: IDENT p\n"
                "                else: EXPR_STMT\n"
                "                    CALL\n"
                "                        callee: IDENT q\n"
                "        FOR\n"
                "            init: DECL_STMT\n"
                "                VAR i int\n"
                "                    init: INT_LIT 0\n"
                "                VAR j int\n"
                "                    init: INT_LIT 1\n"
                "            cond: BINARY <\n"
                "                IDENT i\n"
                "                IDENT n\n"
                "            step: COMMA\n"
                "                UNARY x++\n"
                "                    IDENT i\n"
                "                UNARY x++\n"
                "                    IDENT j\n"
                "            body: CONTINUE\n"
                "        FOR\n"
                "            init: EXPR_STMT\n"
                "                ASSIGN =\n"
                "                    IDENT i\n"
                "                    INT_LIT 0\n"
                "            body: BREAK\n"
                "        WHILE\n"
                "            cond: UNARY x--\n"
                "                IDENT k\n"
                "            body: DISCARD\n"
                "        DO\n"
                "            body: BLOCK\n"
                "                EXPR_STMT\n"
                "                    UNARY x++\n"
                "                        IDENT k\n"
                "            cond: BINARY <\n"
                "                IDENT k\n"
                "                INT_LIT 3\n"
                "        RETURN\n"
                "            BINARY +\n"
                "                IDENT a\n"
                "                INT_LIT 1\n");
}

static void switch_layout(void)
{
    expect_dump("void f() { switch (x) { case 1: case 2: a(); break; default: { b(); } case E::A: c(); } }\n",
                "FUNC f -> void\n"
                "    BLOCK\n"
                "        SWITCH\n"
                "            cond: IDENT x\n"
                "            body: BLOCK\n"
                "                CASE\n"
                "                    INT_LIT 1\n"
                "                CASE\n"
                "                    INT_LIT 2\n"
                "                EXPR_STMT\n"
                "                    CALL\n"
                "                        callee: IDENT a\n"
                "                BREAK\n"
                "                CASE default\n"
                "                BLOCK\n"
                "                    EXPR_STMT\n"
                "                        CALL\n"
                "                            callee: IDENT b\n"
                "                CASE\n"
                "                    IDENT E::A\n"
                "                EXPR_STMT\n"
                "                    CALL\n"
                "                        callee: IDENT c\n");
}

static void local_declarations(void)
{
    expect_dump("void f() { struct L { int a; } l; typedef L M[2]; M m; static const uint k = 3u; }\n",
                "FUNC f -> void\n"
                "    BLOCK\n"
                "        DECL_STMT\n"
                "            STRUCT L\n"
                "                VAR a int\n"
                "            VAR l L\n"
                "        DECL_STMT\n"
                "            TYPEDEF M L[2]\n"
                "        DECL_STMT\n"
                "            VAR m M\n"
                "        DECL_STMT\n"
                "            VAR k uint static const\n"
                "                init: INT_LIT 3u\n");
}

/* ---- positions ----------------------------------------------------------- */

static void positions(void)
{
    Run r = run("void f()\n{\n  x = a + b.c[i];\n  g(1);\n}\n");
    CHECK(r.ok);
    if (r.ok) {
        Node *f = r.ast.decls.data[0];
        CHECK(f->loc.line == 1 && f->loc.col == 6);
        Node *body = f->func.body;
        CHECK(body->loc.line == 2 && body->loc.col == 1);
        Node *s = body->block.stmts.data[0];
        CHECK(s->loc.line == 3 && s->loc.col == 3);            /* statement: first token */
        Node *as = s->expr_stmt.expr;
        CHECK(as->kind == ND_ASSIGN && as->loc.col == 5);      /* '=' */
        Node *add = as->op.rhs;
        CHECK(add->kind == ND_BINARY && add->loc.col == 9);    /* '+' */
        Node *idx = add->op.rhs;
        CHECK(idx->kind == ND_INDEX && idx->loc.col == 14);   /* '[' */
        Node *mem = idx->index.base;
        CHECK(mem->kind == ND_MEMBER && mem->loc.col == 13);  /* member name */
        Node *call = body->block.stmts.data[1]->expr_stmt.expr;
        CHECK(call->kind == ND_CALL && call->loc.line == 4 && call->loc.col == 3);
    }
    done(&r);
}

/* ---- errors -------------------------------------------------------------- */

static void syntax_errors(void)
{
    /* a missing ';' is reported just after the statement it ends */
    expect_diags("void f() {\n  uint a = 1\n  b = a;\n}\n", "2:13 PRISM2050 expected ';', found 'b'\n");
    expect_diags("void f() { x = ); }", "1:16 PRISM2050 expected an expression, found ')'\n");
    expect_diags("void f() { if (x > 1 { y = 1; } }", "1:22 PRISM2050 expected ')', found '{'\n");
    expect_diags("void f() {}\n}\n", "2:1 PRISM2067 unexpected '}' at file scope\n");
    expect_diags("void f() { flot x = 1.0; }", "1:12 PRISM2068 unknown type name 'flot'\n1:12 PRISM2103 did you mean 'float'?\n");
    expect_diags("static flot x;", "1:8 PRISM2068 unknown type name 'flot'\n1:8 PRISM2103 did you mean 'float'?\n");
    expect_diags("void f() { x = 1; ", "1:18 PRISM2050 expected '}' or a statement, found end of file\n");
    expect_diags("int a = 1 int b;", "1:10 PRISM2050 expected ';', found 'int'\n");
    expect_diags("void f() { template x; }", "1:12 PRISM2050 expected '}' or a statement, found 'template'\n");
    expect_diags("void f(flot x) {}", "1:8 PRISM2068 unknown type name 'flot'\n1:8 PRISM2103 did you mean 'float'?\n");
    expect_diags("void f(int a, flot x) {}", "1:15 PRISM2068 unknown type name 'flot'\n1:15 PRISM2103 did you mean 'float'?\n");
    expect_diags("void f() { return a b; }", "1:20 PRISM2050 expected ';', found 'b'\n");
    expect_diags("struct S { flot x; };", "1:12 PRISM2068 unknown type name 'flot'\n1:12 PRISM2103 did you mean 'float'?\n");
    expect_diags("void f() { x = a ? b c; }", "1:22 PRISM2050 expected ':', found 'c'\n");
    expect_diags("void f() { g(1 2); }", "1:16 PRISM2050 expected ')', found '2'\n");
    expect_diags("Buffer<float> b : register(t0, ;", "1:32 PRISM2050 expected a name, found ';'\n");
}

static void recovery(void)
{
    /* two broken statements, two errors; the good code around them is kept */
    Run r = run("void f() {\n  a = 1 +;\n  b = 2;\n  c = (3;\n  d = 4;\n}\nvoid g() { e = 5; }\n");
    CHECK_STR(r.diags, "2:10 PRISM2050 expected an expression, found ';'\n"
                       "4:9 PRISM2050 expected ')', found ';'\n");
    CHECK(!r.ok);
    CHECK(r.ast.decls.len == 2);
    if (r.ast.decls.len == 2) {
        Node *f = r.ast.decls.data[0];
        CHECK(f->func.body && f->func.body->block.stmts.len == 2); /* b = 2; d = 4; */
        CHECK(r.ast.decls.data[1]->kind == ND_FUNC);
    }
    done(&r);
    /* errors in declarations, struct members and function headers */
    expect_diags("struct S { float a b; int c; };\nvoid f(int a b) { return; }\nint ok;\nfloat g( { }\nint ok2;\n",
                 "1:19 PRISM2050 expected ';'\n2:14 PRISM2050 expected ')'\n4:10 PRISM2050 expected ')'\n");
    /* a broken if condition with a block and an else: one error */
    expect_diags("void f() { if (a b) { x; } else { y; } z = 1; }", "1:18 PRISM2050 expected ')', found 'b'\n");
    /* a broken for header: one error */
    expect_diags("void f() { for (i = 0 i < 3; i++) { x; } y = 1; }", "1:22 PRISM2050 expected ';', found 'i'\n");
    /* a broken initializer list */
    expect_diags("int a[2] = {1 2};\nint b = 3;\n", "1:15 PRISM2050\n");
    /* one error a statement, even for garbage */
    expect_diags("void f() { ) ] ) ; x = 1; }", "1:12 PRISM2050\n");
    /* token soup always ends */
    Run soup = run(") ] } { ( [ ;;; }}} {{{ ((( ]]] ::: ... template < > >> typedef ; case : : default");
    CHECK(!soup.ok);
    CHECK(soup.c->errors > 0 && soup.c->errors < 12);
    done(&soup);
}

static void literal_errors(void)
{
    expect_diags("int a = 09;", "1:9 PRISM2056 invalid digit '9' in literal '09'\n");
    expect_diags("int a = 18446744073709551616;", "1:9 PRISM2057 integer literal '18446744073709551616' does not fit in 64 bits\n");
    expect_diags("int a = 12q;", "1:9 PRISM2055 invalid suffix 'q' on integer literal '12q'\n");
    expect_diags("int a = 0x;", "1:9 PRISM2054\n");
    expect_diags("float a = 1.2.3;", "1:11 PRISM2058\n");
    expect_diags("float a = 1e999;", "1:11 PRISM2059\n");
}

static void register_errors(void)
{
    expect_diags("Buffer<float> b : register(x0);", "1:28 PRISM2060 'x0' is not a register\n");
    expect_diags("Buffer<float> b : register(t0, spc1);", "1:32 PRISM2061 'spc1' is not a register space\n");
    expect_diags("float b : packoffset(c1.q);", "1:22 PRISM2062 'c1.q' is not a packoffset\n");
    expect_diags("float b : register(t0) : register(t1);", "1:35 PRISM2063\n");
    expect_diags("void f() : register(t0);", "1:21 PRISM2064\n");
    expect_diags("cbuffer C { void f(); float a; }", "1:18 PRISM2065 function 'f' cannot be declared inside a cbuffer\n");
    /* the profile form */
    expect_dump("Buffer<float> b : register(ps_5_0, t3);", "VAR b Buffer<float> register(ps_5_0, t3)\n");
}

static void limits(void)
{
    /* brackets nested past the limit: one diagnostic, then parsing stops */
    char *src = malloc(4096);
    strcpy(src, "int a = ");
    for (int i = 0; i < 300; i++)
        strcat(src, "(");
    strcat(src, "1;");
    Run r = run(src);
    CHECK_STR(r.diags, "1:265 PRISM2052 brackets nested more than 256 deep; split the expression or the code into smaller parts\n");
    CHECK(!r.ok);
    done(&r);
    /* 256 levels still parse */
    strcpy(src, "void f() { a = ");
    for (int i = 0; i < 255; i++)
        strcat(src, "(");
    strcat(src, "1");
    for (int i = 0; i < 255; i++)
        strcat(src, ")");
    strcat(src, "; }");
    r = run(src);
    CHECK(r.ok);
    done(&r);
    free(src);
    /* a long right-recursive chain overflows Lemon's stack: reported, no crash */
    StrBuf sb = {0};
    sb_puts(&sb, "void f() { a");
    for (int i = 0; i < 5000; i++)
        sb_puts(&sb, " = a");
    sb_puts(&sb, "; }");
    char *chain = sb_take(&sb, NULL);
    r = run(chain);
    CHECK(!r.ok);
    CHECK(strstr(r.diags, "PRISM2053") != NULL);
    CHECK(r.c->errors == 1);
    done(&r);
    free(chain);
    /* too many errors: the compilation unwinds (max_errors), the parser with it */
    sb_puts(&sb, "void f() {\n");
    for (int i = 0; i < 100; i++)
        sb_puts(&sb, "  x = ;\n");
    sb_puts(&sb, "}\n");
    char *many = sb_take(&sb, NULL);
    r = run(many);
    CHECK(r.bailed);
    CHECK(strstr(r.diags, "PRISM9001") != NULL);
    done(&r);
    free(many);
}

/* 100,000 lines; the time is printed, not checked (sanitizer builds are slow). */
static void speed(void)
{
    StrBuf sb = {0};
    sb_puts(&sb, "struct P { float4 pos; float3 n; };\nRWStructuredBuffer<P> buf : register(u0);\n");
    for (int i = 0; i < 10000; i++)
        sb_printf(&sb, "float f%d(float a, float3 b, uint i)\n{\n    float s = a * 2.0 + b.x;\n"
                       "    for (uint k = 0; k < i; k++)\n        s += buf[k].pos.y * (float)k;\n"
                       "    if (s > 1.0) { s = -s; } else { s = s / 3.0; }\n"
                       "    return s;\n}\n",
                  i);
    char *src = sb_take(&sb, NULL);
    Ctx *c = ctx_new(&opts);
    uint32_t file = ctx_add_file(c, "big.hlsl", NULL, src, strlen(src));
    TokenVec toks = {0};
    preprocess(c, file, &toks);
    clock_t t0 = clock();
    Ast ast = {0};
    bool ok = parse(c, &toks, &ast);
    double ms = (double)(clock() - t0) * 1000.0 / CLOCKS_PER_SEC;
    CHECK(ok && ast.decls.len == 10002);
    printf("  parsed 100,002 lines (%d tokens) in %.1f ms\n", toks.len, ms);
    ctx_free(c);
    free(src);
}

/* ---- the dump ------------------------------------------------------------ */

static void dump_format(void)
{
    expect_dump("float x = -1.5e-3f + 2.0 + 1e20 + sizeof(float4) + (int)y[2];\n",
                "VAR x float\n"
                "    init: BINARY +\n"
                "        BINARY +\n"
                "            BINARY +\n"
                "                BINARY +\n"
                "                    UNARY -u\n"
                "                        FLOAT_LIT 0.0015f\n"
                "                    FLOAT_LIT 2.0\n"
                "                FLOAT_LIT 1e+20\n"
                "            SIZEOF float4\n"
                "        CAST int\n"
                "            INDEX\n"
                "                IDENT y\n"
                "                INT_LIT 2\n");
    expect_dump("int a[N + 1][sizeof(S) * 2];", "VAR a int[(N + 1)][(sizeof(S) * 2)]\n");
}

int main(void)
{
    RUN(precedence_arith);
    RUN(precedence_assign_cond_comma);
    RUN(unary_postfix);
    RUN(casts_and_parens);
    RUN(constructors_calls);
    RUN(literals);
    RUN(template_disambiguation);
    RUN(globals);
    RUN(init_lists);
    RUN(templates);
    RUN(structs);
    RUN(typedefs_and_scoping);
    RUN(enums);
    RUN(cbuffers);
    RUN(namespaces);
    RUN(functions);
    RUN(attributes);
    RUN(statements);
    RUN(switch_layout);
    RUN(local_declarations);
    RUN(positions);
    RUN(syntax_errors);
    RUN(recovery);
    RUN(literal_errors);
    RUN(register_errors);
    RUN(limits);
    RUN(speed);
    RUN(dump_format);
    return UNIT_END();
}
