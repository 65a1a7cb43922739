/* Unit tests of sema's expression half (frontend/sema_expr.c, sema_conv.c,
 * sema_call.c, sema_const.c): each case compiles a small compute shader
 * through preprocess -> parse -> sema_check and looks at the checked tree
 * of its last statement (implicit casts included) and at the diagnostics
 * (codes and line:col). Cases are named after the HLSL rule they check. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "frontend/sema.h"

static int passed, failed;

/* ---- running a shader ---- */

typedef struct Run {
    PrismOptions o;
    Ctx *c;
    Ast ast;
    bool bailed;
    char diags[4096]; /* "E3512@14:5 message\n" per diagnostic */
} Run;

/* The fixed prelude: globals, and locals of main; the case's expression is
 * the last statement of main, on line EXPR_LINE, column 5. */
static const char *prelude_globals =
    "struct S { float a; int b; };\n"                       /* 1 */
    "StructuredBuffer<float> Values;\n"                      /* 2 */
    "RWStructuredBuffer<float> Out;\n"                       /* 3 */
    "RWStructuredBuffer<uint> Counts;\n"                     /* 4 */
    "ByteAddressBuffer bab;\n"                               /* 5 */
    "RWByteAddressBuffer rwbab;\n"                           /* 6 */
    "groupshared uint gs;\n"                                 /* 7 */
    "cbuffer CB { float cbv; };\n"                           /* 8 */
    "float uniformv;\n"                                      /* 9 */
    "static const int N = 2 * 3 + 1;\n";                     /* 10 */
static const char *prelude_locals =
    "    float f = 1; float2 f2 = 0; float3 f3 = 0; float4 f4 = 0;\n"
    "    int i = 1; uint u = 1; uint2 u2 = 0; bool b = true; bool3 b3 = true;\n"
    "    double d = 1; min16float m = 1; float2x2 m22 = 0; float3x3 m33 = 0;\n"
    "    float4x4 m44 = 0; float4x3 m43 = 0; float arr[4] = {1, 2, 3, 4}; S s = (S)0;\n"
    "    const float cf = 1; uint orig = 0; float1x3 r13 = 0;\n";
enum { PRELUDE_LINES = 10, LOCAL_LINES = 5 };

static Run *compile(const char *decls, const char *body, int hv)
{
    Run *r = calloc(1, sizeof *r);
    memset(&r->o, 0, sizeof r->o);
    r->o.entry = "main";
    r->o.profile = "cs_6_0";
    r->o.hlsl_version = hv;
    r->o.max_errors = 100;
    r->c = ctx_new(&r->o);
    char *src = malloc(16384);
    snprintf(src, 16384, "%s%s[numthreads(1, 1, 1)]\nvoid main()\n{\n%s%s\n}\n", prelude_globals, decls ? decls : "",
             prelude_locals, body);
    uint32_t file = ctx_add_file(r->c, "t.hlsl", "t.hlsl", src, strlen(src));
    free(src);
    jmp_buf jb;
    r->c->bail = &jb;
    if (setjmp(jb) == 0) {
        TokenVec toks = {0};
        if (preprocess(r->c, file, &toks) && parse(r->c, &toks, &r->ast))
            sema_check(r->c, &r->ast);
    } else {
        r->bailed = true;
    }
    r->c->bail = NULL;
    size_t n = 0;
    for (int i = 0; i < r->c->diags.len; i++) {
        Diag *d = &r->c->diags.data[i];
        n += (size_t)snprintf(r->diags + n, n < sizeof r->diags ? sizeof r->diags - n : 0, "%c%d@%u:%u %s\n",
                              d->severity == DIAG_ERROR ? 'E' : d->severity == DIAG_WARNING ? 'W' : 'N', d->code,
                              d->loc.line, d->loc.col, d->message);
    }
    return r;
}

static void run_free(Run *r)
{
    ctx_free(r->c);
    free(r);
}

static Node *find_func(NodeList *decls, const char *name)
{
    for (int i = 0; i < decls->len; i++)
        if (decls->data[i]->kind == ND_FUNC && strcmp(decls->data[i]->func.name, name) == 0 && decls->data[i]->func.body)
            return decls->data[i];
    return NULL;
}

/* The expression of main's last statement (an expression statement). */
static Node *last_expr(Run *r)
{
    Node *f = find_func(&r->ast.decls, "main");
    if (!f || !f->func.body || f->func.body->block.stmts.len == 0)
        return NULL;
    Node *st = vec_last(&f->func.body->block.stmts);
    return st->kind == ND_EXPR_STMT ? st->expr_stmt.expr : NULL;
}

/* ---- a compact printout of a checked expression ---- */

static void show(Ctx *c, const Node *n, StrBuf *sb)
{
    if (!n) {
        sb_puts(sb, "<null>");
        return;
    }
    switch (n->kind) {
    case ND_INT_LIT: sb_printf(sb, "%llu", (unsigned long long)n->ilit.value); break;
    case ND_FLOAT_LIT: sb_printf(sb, "%g", n->flit.value); break;
    case ND_BOOL_LIT: sb_puts(sb, n->blit.value ? "true" : "false"); break;
    case ND_IDENT: sb_puts(sb, n->ident.name); break;
    case ND_UNARY:
        sb_printf(sb, "(%s ", ast_op_name[n->op.op]);
        show(c, n->op.lhs, sb);
        sb_putc(sb, ')');
        break;
    case ND_BINARY:
    case ND_ASSIGN:
        sb_printf(sb, "(%s%s ", ast_op_name[n->op.op], n->kind == ND_ASSIGN && n->op.op != OP_NONE ? "=" : "");
        show(c, n->op.lhs, sb);
        sb_putc(sb, ' ');
        show(c, n->op.rhs, sb);
        sb_putc(sb, ')');
        break;
    case ND_COND:
        sb_puts(sb, "(? ");
        show(c, n->cond.cond, sb);
        sb_putc(sb, ' ');
        show(c, n->cond.then_, sb);
        sb_putc(sb, ' ');
        show(c, n->cond.else_, sb);
        sb_putc(sb, ')');
        break;
    case ND_CAST:
        sb_printf(sb, "(%s %s ", n->cast.implicit ? "cast" : "cast!", n->type ? type_name(c, n->type) : "?");
        show(c, n->cast.expr, sb);
        sb_putc(sb, ')');
        break;
    case ND_CALL:
        if (n->call.callee && n->call.callee->kind == ND_MEMBER) {
            show(c, n->call.callee->member.object, sb);
            sb_printf(sb, ".%s(", n->call.callee->member.name);
        } else if (n->call.callee) {
            sb_printf(sb, "%s(", n->call.callee->ident.name);
        } else {
            sb_printf(sb, "%s(", n->type ? type_name(c, n->type) : "?");
        }
        for (int i = 0; i < n->call.args.len; i++) {
            if (i)
                sb_puts(sb, ", ");
            show(c, n->call.args.data[i], sb);
        }
        sb_putc(sb, ')');
        break;
    case ND_MEMBER:
        show(c, n->member.object, sb);
        sb_printf(sb, ".%s", n->member.name);
        break;
    case ND_INDEX:
        show(c, n->index.base, sb);
        sb_putc(sb, '[');
        show(c, n->index.index, sb);
        sb_putc(sb, ']');
        break;
    case ND_COMMA:
        sb_puts(sb, "(, ");
        show(c, n->comma.lhs, sb);
        sb_putc(sb, ' ');
        show(c, n->comma.rhs, sb);
        sb_putc(sb, ')');
        break;
    default: sb_printf(sb, "<%s>", node_kind_name[n->kind]); break;
    }
}

/* ---- cases ---- */

typedef struct Case {
    const char *name;
    const char *decls; /* extra globals before main, or NULL */
    const char *body;  /* the last statement(s) of main */
    const char *tree;  /* the checked last expression, or NULL: not checked */
    const char *type;  /* its type, or NULL */
    const char *diag;  /* "" no errors or 35xx warnings; else "E3512" or "W3512@19:5": must appear */
} Case;                /* a name with "2018" in it compiles as HLSL 2018, else 2021 */

/* Line of the case's first body line, when the case adds no decls. */
#define L "19"

static const Case cases[] = {
    /* literals */
    {"literal_int_adopts_float", 0, "f + 1;", "(+ f (cast float 1))", "float", ""},
    {"literal_int_adopts_uint", 0, "u + 1;", "(+ u (cast uint 1))", "uint", ""},
    {"literal_float_adopts_min16float", 0, "m * 1.5;", "(* m (cast min16float 1.5))", "min16float", ""},
    {"literal_int_op_literal_stays_literal", 0, "1 + 2;", "(+ 1 2)", "literal int", ""},
    {"literal_mixed_literals_float", 0, "1 + 2.5;", "(+ (cast literal float 1) 2.5)", "literal float", ""},
    {"literal_float_with_int_gives_float", 0, "i * 1.5;", "(* (cast float i) (cast float 1.5))", "float", ""},
    {"literal_suffix_u", 0, "5u;", "5", "uint", ""},
    {"literal_suffix_l_int64", 0, "5l;", "5", "int64_t", ""},
    {"literal_suffix_f", 0, "2.5f;", "2.5", "float", ""},
    {"literal_suffix_l_double", 0, "2.5l;", "2.5", "double", ""},
    {"literal_assign_converts", 0, "f = 5;", "(= f (cast float 5))", "float", ""},
    /* usual arithmetic conversions */
    {"uac_int_uint_is_uint", 0, "i + u;", "(+ (cast uint i) u)", "uint", ""},
    {"uac_float_double_is_double", 0, "f + d;", "(+ (cast double f) d)", "double", ""},
    {"uac_scalar_splats_to_vector", 0, "i + f3;", "(+ (cast float3 i) f3)", "float3", ""},
    {"uac_bool_arith_is_int", 0, "b + b;", "(+ (cast int b) (cast int b))", "int", ""},
    {"uac_vector_truncation_warns", 0, "f4 + f3;", "(+ (cast float3 f4) f3)", "float3", "W3512@" L ":5"},
    {"uac_matrix_truncation_warns", 0, "m44 * m33;", "(* (cast float3x3 m44) m33)", "float3x3", "W3512"},
    {"uac_scalar_op_matrix", 0, "f * m22;", "(* (cast float2x2 f) m22)", "float2x2", ""},
    {"uac_vector_op_square_matrix_error", 0, "f3 + m44;", NULL, NULL, "E3502@" L ":8"},
    {"uac_star_is_componentwise", 0, "f3 * f3;", "(* f3 f3)", "float3", ""},
    {"compare_gives_bool_shape", 0, "f3 < f;", "(< f3 (cast float3 f))", "bool3", ""},
    {"bitwise_on_float_error", 0, "f & 1;", NULL, NULL, "E3504"},
    {"shift_type_is_left_operand", 0, "u << i;", "(<< u (cast uint i))", "uint", ""},
    {"int_division_by_zero_error", 0, "i / 0;", NULL, NULL, "E3527@" L ":9"},
    {"float_division_by_zero_ok", 0, "f / 0;", NULL, "float", ""},
    {"logical_vector_2021_error", 0, "b3 && b3;", NULL, NULL, "E3505"},
    {"logical_vector_2018_componentwise", 0, "b3 && b3;", "(&& b3 b3)", "bool3", ""},
    {"logical_scalar_converts_to_bool", 0, "b && f;", "(&& b (cast bool f))", "bool", ""},
    {"not_is_componentwise", 0, "!f3;", "(! (cast bool3 f3))", "bool3", ""},
    {"ternary_vector_cond_2021_error", 0, "b3 ? f3 : f3;", NULL, NULL, "E3506"},
    {"ternary_vector_cond_2018_select", 0, "b3 ? f3 : f;", "(? b3 f3 (cast float3 f))", "float3", ""},
    {"ternary_common_type", 0, "b ? i : f;", "(? b (cast float i) f)", "float", ""},
    {"comma_type_is_rhs", 0, "f, i;", "(, f i)", "int", ""},
    {"ternary_vector_cond_2018_literals", 0, "b3 ? 1 : 0;", NULL, "int3", ""},
    {"literal_float_to_int_assign", 0, "i = 2.5;", "(= i (cast int 2.5))", "int", ""},
    {"literal_suffix_h_is_float_without_16bit", 0, "2.5h;", NULL, "float", ""},
    {"uac_int64_wins", 0, "i + 5l;", "(+ (cast int64_t i) 5)", "int64_t", ""},
    {"assign_vector_truncation_warns", 0, "f3 = f4;", "(= f3 (cast float3 f4))", "float3", "W3512"},
    {"assign_vector_to_scalar_warns", 0, "f = f4;", NULL, "float", "W3512"},
    {"swizzle_too_long_error", 0, "f4.xyzwx;", NULL, NULL, "E3515"},
    {"user_function_shadows_intrinsic", "float max(float a, float b) { return a; }\n", "max(f, f);", NULL, "float", ""},
    {"static_method_call", "struct Q { static int two() { return 2; } };\n", "Q::two();", NULL, "int", ""},
    {"sizeof_struct", 0, "sizeof(S);", NULL, "uint", ""},
    {"overload_negative_literal_prefers_int",
     "float F(float x) { return x; }\nint F(int x) { return x; }\nuint F(uint x) { return x; }\n", "F(-1);", NULL, "int", ""},
    {"transpose_swaps_dimensions", 0, "transpose(m43);", NULL, "float3x4", ""},
    {"constant_buffer_template_member", "struct CBP { float4 eye; };\nConstantBuffer<CBP> cbp;\n", "cbp.eye;", "cbp.eye",
     "float4", ""},
    {"derived_converts_to_base", "struct D : S { float c; };\nfloat useS(S x) { return x.a; }\n",
     "D dd = (D)0; useS(dd);", NULL, "float", ""},
    /* assignment */
    {"compound_assign_op_type", 0, "i += 1.5;", "(+= i (cast float 1.5))", "int", ""},
    {"write_mask_assignment", 0, "f4.xy = f2;", "(= f4.xy f2)", "float2", ""},
    {"repeated_swizzle_assign_error", 0, "f4.xx = f2;", NULL, NULL, "E3509@" L ":8"},
    {"assign_const_local_error", 0, "cf = 2;", NULL, NULL, "E3508"},
    {"assign_cbuffer_member_error", 0, "cbv = 2;", NULL, NULL, "E3508"},
    {"assign_global_uniform_error", 0, "uniformv = 2;", NULL, NULL, "E3508"},
    {"assign_rvalue_error", 0, "f + 1 = 2;", NULL, NULL, "E3507"},
    {"assign_readonly_buffer_error", 0, "Values[0] = 1;", NULL, NULL, "E3510"},
    {"assign_rw_buffer_ok", 0, "Out[i] = f;", "(= Out[i] f)", "float", ""},
    {"increment_needs_lvalue", 0, "5++;", NULL, NULL, "E3507"},
    {"increment_ok", 0, "i++;", NULL, "int", ""},
    /* members */
    {"swizzle_reorder", 0, "f4.zyx;", "f4.zyx", "float3", ""},
    {"swizzle_on_scalar", 0, "f.xxx;", "f.xxx", "float3", ""},
    {"swizzle_rgba", 0, "f4.rg;", "f4.rg", "float2", ""},
    {"swizzle_mixed_sets_error", 0, "f4.xg;", NULL, NULL, "E3515"},
    {"swizzle_out_of_range_error", 0, "f2.z;", NULL, NULL, "E3515"},
    {"no_member_error", 0, "f4.foo;", NULL, NULL, "E3514"},
    {"matrix_elements_zero_based", 0, "m44._m00_m11;", "m44._m00_m11", "float2", ""},
    {"matrix_element_one_based", 0, "m44._44;", "m44._44", "float", ""},
    {"matrix_element_out_of_range", 0, "m22._m22;", NULL, NULL, "E3516"},
    {"struct_field", 0, "s.b;", "s.b", "int", ""},
    {"struct_missing_field_error", 0, "s.c;", NULL, NULL, "E3514"},
    /* indexing */
    {"index_array", 0, "arr[1];", "arr[(cast int 1)]", "float", ""},
    {"index_array_constant_out_of_range", 0, "arr[4];", NULL, NULL, "E3519"},
    {"index_vector_out_of_range", 0, "f4[N];", NULL, NULL, "E3519"},
    {"index_matrix_row", 0, "m44[1];", "m44[(cast int 1)]", "float4", ""},
    {"index_not_integer_error", 0, "arr[1.5];", NULL, NULL, "E3518"},
    {"index_byteaddress_error", 0, "bab[0];", NULL, NULL, "E3520"},
    {"index_structured_buffer", 0, "Values[u];", "Values[u]", "float", ""},
    /* mul */
    {"mul_scalar_scalar", 0, "mul(f, f);", NULL, "float", ""},
    {"mul_scalar_vector", 0, "mul(f, f3);", NULL, "float3", ""},
    {"mul_scalar_matrix", 0, "mul(2, m22);", "mul((cast float 2), m22)", "float2x2", ""},
    {"mul_vector_scalar", 0, "mul(f3, f);", NULL, "float3", ""},
    {"mul_vector_vector_is_dot", 0, "mul(f3, f3);", NULL, "float", ""},
    {"mul_vector_matrix", 0, "mul(f4, m43);", NULL, "float3", ""},
    {"mul_matrix_scalar", 0, "mul(m33, f);", NULL, "float3x3", ""},
    {"mul_matrix_vector", 0, "mul(m43, f3);", NULL, "float4", ""},
    {"mul_matrix_matrix", 0, "mul(m43, m33);", NULL, "float4x3", ""},
    {"mul_dimension_error", 0, "mul(f3, m44);", NULL, NULL, "E3534"},
    {"mul_int_vector_converts", 0, "mul(i, f3);", "mul((cast float i), f3)", "float3", ""},
    /* overloads of user functions */
    {"overload_exact_int", "int g(int x) { return x; }\nfloat g(float x) { return x; }\n", "g(i);", NULL, "int", ""},
    {"overload_literal_prefers_int", "int g(int x) { return x; }\nfloat g(float x) { return x; }\n", "g(1);", NULL, "int", ""},
    {"overload_exact_float", "int g(int x) { return x; }\nfloat g(float x) { return x; }\n", "g(f);", NULL, "float", ""},
    {"overload_ambiguous", "int g(int x) { return x; }\nfloat g(float x) { return x; }\n", "g(u);", NULL, NULL, "E3530"},
    {"overload_no_match", "int g(int x) { return x; }\n", "g(s);", NULL, NULL, "E3529"},
    {"overload_vector_arg_converts", "float3 h(float3 v) { return v; }\n", "h(i);", "h((cast float3 i))", "float3", ""},
    {"out_param_needs_lvalue", "void o(out float x) { x = 1; }\n", "o(5);", NULL, NULL, "E3507"},
    {"out_param_lvalue_ok", "void o(out float x) { x = 1; }\n", "o(f);", "o(f)", "void", ""},
    {"declared_never_defined", "float nd(float x);\n", "nd(f);", NULL, NULL, "E3531"},
    {"undeclared_function", 0, "nosuch(f);", NULL, NULL, "E3528@" L ":5"},
    {"undeclared_identifier", 0, "f + y;", NULL, NULL, "E3500@" L ":9"},
    /* intrinsics */
    {"max_literal_splats_to_T", 0, "max(f3, 0);", "max(f3, (cast float3 0))", "float3", ""},
    {"clamp_literals_adopt", 0, "clamp(f, 0, 1);", "clamp(f, (cast float 0), (cast float 1))", "float", ""},
    {"clamp_only_literals_is_int", 0, "clamp(5, 0, 1);", NULL, "int", ""},
    {"sqrt_int_converts_to_float", 0, "sqrt(i);", "sqrt((cast float i))", "float", ""},
    {"sqrt_double_ok", 0, "sqrt(d);", NULL, "double", ""},
    {"sin_double_error", 0, "sin(d);", NULL, NULL, "E3533"},
    {"asuint_vector", 0, "asuint(f3);", NULL, "uint3", ""},
    {"asuint_literal_float", 0, "asuint(1.0);", NULL, "uint", ""},
    {"asfloat_uint", 0, "asfloat(u2);", NULL, "float2", ""},
    {"asuint_double_error", 0, "asuint(d);", NULL, NULL, "E3533"},
    {"countbits_vector", 0, "countbits(u2);", NULL, "uint2", ""},
    {"dot_returns_scalar", 0, "dot(f3, f3);", NULL, "float", ""},
    {"any_takes_anything", 0, "any(f3);", NULL, "bool", ""},
    {"length_matrix_error", 0, "length(m22);", NULL, NULL, "E3533"},
    {"interlocked_groupshared_ok", 0, "InterlockedAdd(gs, 1);", "InterlockedAdd(gs, (cast uint 1))", "void", ""},
    {"interlocked_with_original", 0, "InterlockedAdd(gs, 1, orig);", NULL, "void", ""},
    {"interlocked_rw_buffer_ok", 0, "InterlockedMax(Counts[0], u);", NULL, "void", ""},
    {"interlocked_local_error", 0, "InterlockedAdd(orig, 1);", NULL, NULL, "E3532@" L ":20"},
    {"interlocked_out_needs_lvalue", 0, "InterlockedAdd(gs, 1, 5);", NULL, NULL, "E3507"},
    /* buffer methods */
    {"bab_load", 0, "bab.Load(0);", "bab.Load((cast uint 0))", "uint", ""},
    {"bab_load2", 0, "bab.Load2(u);", NULL, "uint2", ""},
    {"bab_load_template", 0, "bab.Load<float4>(0);", NULL, "float4", ""},
    {"rwbab_store_uint", 0, "rwbab.Store(0, u);", NULL, "void", ""},
    {"rwbab_store_template_deduced", 0, "rwbab.Store(0, f4);", "rwbab.Store((cast uint 0), f4)", "void", ""},
    {"bab_store_readonly_error", 0, "bab.Store(0, u);", NULL, NULL, "E3537"},
    {"rwbab_interlocked_add_out", 0, "rwbab.InterlockedAdd(0, 1, orig);", NULL, "void", ""},
    {"sb_get_dimensions", 0, "Values.GetDimensions(u, orig);", NULL, "void", ""},
    {"sb_load_element", 0, "Values.Load(1);", NULL, "float", ""},
    {"no_such_method", 0, "Values.Frob();", NULL, NULL, "E3536"},
    /* constructors and casts */
    {"ctor_flattens", 0, "float4(1, f2, f);", "float4((cast float 1), f2, f)", "float4", ""},
    {"ctor_count_error", 0, "float4(1, f2);", NULL, NULL, "E3521"},
    {"ctor_matrix_rows", 0, "float2x2(f2, f2);", NULL, "float2x2", ""},
    {"struct_ctor_error", 0, "S(1, 2);", NULL, NULL, "E3523"},
    {"cast_reshape_vector_matrix", 0, "(float2x2)f4;", "(cast! float2x2 f4)", "float2x2", ""},
    {"cast_truncation_no_warning", 0, "(float3)f4;", "(cast! float3 f4)", "float3", ""},
    {"cast_zero_to_struct", 0, "(S)0;", NULL, "S", ""},
    {"cast_vector_to_struct_error", 0, "(S)f3;", NULL, NULL, "E3513"},
    {"implicit_convert_struct_error", 0, "f4 = s;", NULL, NULL, "E3511"},
    /* constant evaluation */
    {"const_array_size", "static const uint K = (N << 1) - 4;\nstatic float carr[K];\n", "carr[9];", NULL, "float", ""},
    {"const_array_size_out_of_range", "static const uint K = (N << 1) - 4;\nstatic float carr[K];\n", "carr[10];", NULL,
     NULL, "E3519"},
    {"const_division_by_zero", "static float zarr[4 / (N - 7)];\n", "f;", NULL, NULL, "E3527@11:26"},
    {"sizeof_float4", 0, "sizeof(float4);", NULL, "uint", ""},
    /* methods (HLSL 2021) */
    {"method_call_and_implicit_this",
     "struct P { float v; float get() { return v * 2; } };\n", "P p = (P)0; p.get();", NULL, "float", ""},
};

static bool has_diag(const Run *r, const char *want)
{
    /* want: "E3512" or "E3512@16:5" */
    const char *p = r->diags;
    size_t wl = strlen(want);
    while ((p = strstr(p, want)) != NULL) {
        if (p == r->diags || p[-1] == '\n') {
            char next = p[wl];
            if (strchr(want, '@') ? next == ' ' : (next == '@'))
                return true;
        }
        p++;
    }
    return false;
}

/* No error, and no warning of the expression half. */
static bool clean(const Run *r)
{
    for (const char *p = r->diags; *p; p = strchr(p, '\n') + 1) {
        if (*p == 'E' || (*p == 'W' && p[1] == '3' && p[2] == '5'))
            return false;
        if (!strchr(p, '\n'))
            break;
    }
    return !r->bailed;
}

static void run_case(const Case *k)
{
    char body[512];
    snprintf(body, sizeof body, "    %s", k->body);
    Run *r = compile(k->decls, body, strstr(k->name, "2018") ? 2018 : 2021);
    bool ok = true;
    StrBuf why = {0};
    if (k->diag[0] == 0 && !clean(r)) {
        ok = false;
        sb_puts(&why, "    unexpected diagnostics\n");
    }
    if (k->diag[0] && !has_diag(r, k->diag)) {
        ok = false;
        sb_printf(&why, "    missing diagnostic %s\n", k->diag);
    }
    Node *e = last_expr(r);
    if (k->tree || k->type) {
        if (!e) {
            ok = false;
            sb_puts(&why, "    no expression statement found\n");
        } else {
            if (k->tree) {
                StrBuf t = {0};
                show(r->c, e, &t);
                if (!t.data || strcmp(t.data, k->tree) != 0) {
                    ok = false;
                    sb_printf(&why, "    tree: got  %s\n          want %s\n", t.data ? t.data : "", k->tree);
                }
                sb_free(&t);
            }
            if (k->type) {
                const char *tn = e->type ? type_name(r->c, e->type) : "(none)";
                if (strcmp(tn, k->type) != 0) {
                    ok = false;
                    sb_printf(&why, "    type: got %s, want %s\n", tn, k->type);
                }
            }
        }
    }
    if (ok) {
        passed++;
        printf("PASS %s\n", k->name);
    } else {
        failed++;
        printf("FAIL %s\n%s    diagnostics:\n%s", k->name, why.data ? why.data : "", r->diags);
    }
    sb_free(&why);
    run_free(r);
}

/* Extra cases that look at more than the last expression. */

static void check(const char *name, bool ok, const Run *r)
{
    if (ok) {
        passed++;
        printf("PASS %s\n", name);
    } else {
        failed++;
        printf("FAIL %s\n    diagnostics:\n%s", name, r->diags);
    }
}

static void test_readonly_message(void)
{
    Run *r = compile(NULL, "    Values[0] = 1;", 2021);
    check("readonly_buffer_message_names_type_and_fix",
          strstr(r->diags, "cannot assign to an element of read-only 'StructuredBuffer<float>' 'Values'; declare it "
                           "RWStructuredBuffer<float>") != NULL,
          r);
    run_free(r);
}

static void test_no_overload_message(void)
{
    Run *r = compile("int g(int x) { return x; }\nint g(int2 x) { return x.x; }\n", "    g(f3, i);", 2021);
    check("no_overload_message_lists_args_and_candidates",
          strstr(r->diags, "no matching overload for 'g(float3, int)'; candidates: g(int), g(int2)") != NULL, r);
    run_free(r);
}

static void test_sqrt_message(void)
{
    Run *r = compile(NULL, "    cos(d);", 2021);
    check("intrinsic_type_message", strstr(r->diags, "'cos' does not take 'double'") != NULL, r);
    run_free(r);
}

static void test_intrinsic_ids(void)
{
    Run *r = compile(NULL, "    bab.Load<float4>(0);", 2021);
    Node *e = last_expr(r);
    check("call_intrinsic_row_and_object",
          e && e->kind == ND_CALL && e->call.intrinsic == INTR_BAB_LOAD_T && e->call.object &&
              e->call.object->kind == ND_IDENT,
          r);
    run_free(r);
    r = compile(NULL, "    rwbab.Store(0, 1);", 2021);
    e = last_expr(r);
    check("store_literal_prefers_uint_row", e && e->call.intrinsic == INTR_BAB_STORE, r);
    run_free(r);
}

static void test_swizzle_comps(void)
{
    Run *r = compile(NULL, "    m44._m01_m32;", 2021);
    Node *e = last_expr(r);
    check("matrix_elements_comps_row_major",
          e && e->kind == ND_MEMBER && e->member.what == MEMBER_MATRIX_ELEMS && e->member.num_comps == 2 &&
              e->member.comps[0] == 1 && e->member.comps[1] == 14,
          r);
    run_free(r);
}

static void test_method_this(void)
{
    Run *r = compile("struct P { float v; float get() { return v; } };\n", "    f;", 2021);
    /* The method body's return value is this.v. */
    Node *st = NULL, *ret = NULL;
    for (int i = 0; i < r->ast.decls.len; i++)
        if (r->ast.decls.data[i]->kind == ND_STRUCT && r->ast.decls.data[i]->strukt.name &&
            strcmp(r->ast.decls.data[i]->strukt.name, "P") == 0)
            st = r->ast.decls.data[i];
    Node *fn = st ? find_func(&st->strukt.members, "get") : NULL;
    if (fn && fn->func.body->block.stmts.len)
        ret = fn->func.body->block.stmts.data[0]->ret.value;
    check("unqualified_field_is_this_member",
          ret && ret->kind == ND_MEMBER && ret->member.what == MEMBER_FIELD && ret->member.object->kind == ND_IDENT &&
              strcmp(ret->member.object->ident.name, "this") == 0 && clean(r),
          r);
    run_free(r);
}

static void test_logical_or_message(void)
{
    Run *r = compile(NULL, "    b3 || b3;", 2021);
    check("logical_or_2021_suggests_or", strstr(r->diags, "use or()") != NULL, r);
    run_free(r);
}

static void test_dump_shows_implicit_cast(void)
{
    Run *r = compile(NULL, "    f3 + 1;", 2021);
    StrBuf sb = {0};
    ast_dump(r->c, &r->ast, &sb);
    check("ast_dump_shows_implicit_cast", sb.data && strstr(sb.data, "(implicit)") != NULL && clean(r), r);
    sb_free(&sb);
    run_free(r);
}

int main(void)
{
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        run_case(&cases[i]);
    test_readonly_message();
    test_no_overload_message();
    test_sqrt_message();
    test_intrinsic_ids();
    test_swizzle_comps();
    test_method_this();
    test_dump_shows_implicit_cast();
    test_logical_or_message();
    printf("%d passed, %d failed\n", passed, failed);
    return failed != 0;
}
