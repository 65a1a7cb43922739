/* Instructions: memory, arithmetic, comparisons, conversions, composites,
 * matrices and calls. Every result with a use is a `let` (WGSL 7.x "Value
 * Declarations") named after its source name or `vN`; constants are inline
 * literals; pointers are never values here: a var, a parameter or an access
 * chain is a reference (WRef, wgsl_layout.c) spelled where it is loaded,
 * stored or passed. Operands are names or literals, so an expression is at
 * most one operator deep and WGSL's precedence rules (8.19: no mixing of
 * bitwise and other operators without parentheses) never bite. */
#include <string.h>
#include "wgsl_internal.h"

const char *wgsl_value(WgslWriter *w, IrValue *v)
{
    switch (v->vkind) {
    case IRV_CONST: return wgsl_const(w, (IrConst *)v);
    case IRV_UNDEF: return wgsl_zero(w, v->type);
    case IRV_FUNC: return ptrmap_get(&w->func_names, v);
    case IRV_GLOBAL: return wgsl_tmp(w, "&%s", wgsl_ref(w, v).expr);
    case IRV_PARAM:
    case IRV_INST: break;
    }
    if (v->type->kind == IRT_POINTER) {
        WRef r = wgsl_ref(w, v);
        /* A pointer parameter passed on is already a pointer. */
        if (v->vkind == IRV_PARAM)
            return w->vnames[v->id];
        return wgsl_tmp(w, "&%s", r.expr);
    }
    const char *n = v->id < w->fn->next_value_id ? w->vnames[v->id] : NULL;
    if (!n)
        ice(w->c, "wgsl: value %%%u has no name", v->id);
    return n;
}

WRef wgsl_ref(WgslWriter *w, IrValue *p)
{
    if (p->vkind == IRV_GLOBAL) {
        IrGlobal *g = (IrGlobal *)p;
        return (WRef){ptrmap_get(&w->global_names, g), wgsl_global_desc(w, g), false, NULL};
    }
    if ((p->vkind == IRV_INST || p->vkind == IRV_PARAM) && p->id < w->fn->next_value_id) {
        if (p->vkind == IRV_PARAM && !w->refs[p->id]) {
            IrParam *pp = (IrParam *)p;
            WRef *r = ARENA_NEW(w->fa, WRef);
            /* A carried global (ir_lower_globals_to_params) keeps its
             * memory form; another pointer parameter is a function var. */
            if (pp->global)
                r->d = wgsl_global_desc(w, pp->global);
            else
                r->d = wgsl_plain_desc(w, p->type->elem);
            r->expr = wgsl_tmp(w, "(*%s)", w->vnames[p->id]);
            w->refs[p->id] = r;
        }
        if (w->refs[p->id])
            return *w->refs[p->id];
    }
    ice(w->c, "wgsl: %%%u is not a pointer we know", p->id);
}

/* Operands that begin with `-` are parenthesised: `- -1i`, not `--1i`. */
static const char *opnd(WgslWriter *w, const char *s)
{
    return s[0] == '-' ? wgsl_tmp(w, "(%s)", s) : s;
}

const char *wgsl_splat_to(WgslWriter *w, IrValue *v, const IrType *like)
{
    if (like->kind == IRT_VECTOR && v->type->kind != IRT_VECTOR)
        return wgsl_tmp(w, "%s(%s)", wgsl_type(w, irt_vector(w->m, v->type, (int)like->count)),
                        wgsl_value(w, v));
    return opnd(w, wgsl_value(w, v));
}

static void unsupported(WgslWriter *w, IrInst *i, const IrType *t)
{
    diag(w->c, i->loc, D_WGSL_UNSUPPORTED_OP, ir_op_info[i->op].name, irt_name(w->m, t));
}

/* WGSL 8.7-8.9: arithmetic takes a scalar on either side of a vector; the
 * bitwise, comparison and shift operators take equal shapes; `<<` and `>>`
 * take a u32 amount of the left side's shape; unary `-` is for signed ints
 * and floats only. */
const char *wgsl_operand(WgslWriter *w, IrValue *v, bool all_const)
{
    if (!all_const || v->vkind != IRV_CONST)
        return wgsl_value(w, v);
    const char *t = wgsl_name(w, "k", true);
    wgsl_line(w, "let %s = %s;", t, wgsl_value(w, v));
    return t;
}

bool wgsl_all_const(const IrInst *i)
{
    for (uint32_t k = 0; k < i->num_args; k++)
        if (i->args[k]->vkind != IRV_CONST)
            return false;
    return i->num_args > 0;
}

static void emit_binary(WgslWriter *w, IrInst *i)
{
    IrValue *a = i->args[0], *b = i->args[1];
    bool is_bool = irt_scalar_of(a->type)->kind == IRT_BOOL;
    const char *op = NULL;
    bool arith = false;
    switch (i->op) {
    case IR_ADD: op = "+"; arith = true; break;
    case IR_SUB: op = "-"; arith = true; break;
    case IR_MUL: op = "*"; arith = true; break;
    case IR_DIV: op = "/"; arith = true; break;
    case IR_REM: op = "%"; arith = true; break; /* truncated: the dividend's sign, as HLSL */
    case IR_AND: op = "&"; break;
    case IR_OR: op = "|"; break;
    case IR_XOR: op = is_bool ? "!=" : "^"; break;
    case IR_EQ: op = "=="; break;
    case IR_NE: op = "!="; break;
    case IR_LT: op = "<"; break;
    case IR_LE: op = "<="; break;
    case IR_GT: op = ">"; break;
    case IR_GE: op = ">="; break;
    case IR_SHL:
    case IR_SHR: {
        const IrType *u = irt_int(w->m, 32, false);
        const IrType *ut = a->type->kind == IRT_VECTOR ? irt_vector(w->m, u, (int)a->type->count) : u;
        const char *amt = wgsl_value(w, b);
        if (irt_scalar_of(b->type) != u || b->type->kind != a->type->kind)
            amt = b->type->kind == IRT_VECTOR || a->type->kind != IRT_VECTOR
                      ? wgsl_tmp(w, "%s(%s)", wgsl_type(w, ut), amt)
                      : wgsl_tmp(w, "%s(u32(%s))", wgsl_type(w, ut), amt);
        wgsl_bind_fmt(w, i, "%s %s %s", opnd(w, wgsl_value(w, a)), i->op == IR_SHL ? "<<" : ">>", opnd(w, amt));
        return;
    }
    default: ice(w->c, "wgsl: %s is not binary", ir_op_info[i->op].name);
    }
    if (arith && is_bool) {
        unsupported(w, i, a->type);
        wgsl_bind(w, i, "false");
        return;
    }
    const char *x = arith ? opnd(w, wgsl_operand(w, a, wgsl_all_const(i))) : wgsl_splat_to(w, a, b->type);
    const char *y = arith ? opnd(w, wgsl_value(w, b)) : wgsl_splat_to(w, b, a->type);
    wgsl_bind_fmt(w, i, "%s %s %s", x, op, y);
}

static void emit_unary(WgslWriter *w, IrInst *i)
{
    IrValue *a = i->args[0];
    const IrType *s = irt_scalar_of(a->type);
    const char *x = opnd(w, wgsl_value(w, a));
    if (i->op == IR_NOT)
        wgsl_bind_fmt(w, i, "%s%s", s->kind == IRT_BOOL ? "!" : "~", x);
    else if (s->kind == IRT_INT && !s->is_signed) /* no unary minus on u32 */
        wgsl_bind_fmt(w, i, "%s() - %s", wgsl_type(w, a->type), x);
    else
        wgsl_bind_fmt(w, i, "-%s", x);
}

/* HLSL conversions (component-wise): bool -> number is 1 or 0, number ->
 * bool is `!= 0` (a NaN is true), the rest WGSL's value conversions T(x)
 * (WGSL 16.1: same-width int conversions keep the bits, float to int
 * clamps). */
static void emit_convert(WgslWriter *w, IrInst *i)
{
    IrValue *a = i->args[0];
    const IrType *to = i->v.type, *fs = irt_scalar_of(a->type), *ts = irt_scalar_of(to);
    /* a constant to f16 through a let: f16(3.4e38) is a shader-creation
     * error as a const-expression (WGSL 15.7), infinity at run time as in HLSL */
    bool narrow = ts->kind == IRT_FLOAT && ts->bits == 16 && fs->kind == IRT_FLOAT && fs->bits > 16;
    const char *x = wgsl_operand(w, a, narrow && wgsl_all_const(i));
    const char *tn = wgsl_type(w, to);
    if (strcmp(tn, wgsl_type(w, a->type)) == 0)
        wgsl_bind(w, i, x);
    else if (fs->kind == IRT_BOOL)
        wgsl_bind_fmt(w, i, "select(%s(%s), %s(%s), %s)", tn, wgsl_lit(w, ts, 0, 0.0), tn, wgsl_lit(w, ts, 1, 1.0), x);
    else if (ts->kind == IRT_BOOL)
        wgsl_bind_fmt(w, i, "%s != %s(%s)", opnd(w, x), wgsl_type(w, a->type), wgsl_lit(w, fs, 0, 0.0));
    else
        wgsl_bind_fmt(w, i, "%s(%s)", tn, x);
}

static const char *xyzw(uint32_t k)
{
    static const char *const c[4] = {"x", "y", "z", "w"};
    return k < 4 ? c[k] : "?";
}

/* The member names of WGSL's modf/frexp result structs (WGSL 17.5). */
static const char *builtin_result_field(IrValue *v, uint32_t k)
{
    if (v->vkind != IRV_INST || ((IrInst *)v)->op != IR_INTRINSIC)
        return NULL;
    uint32_t id = ((IrInst *)v)->imm;
    if (id == INTR_MODF)
        return k ? "whole" : "fract";
    if (id == INTR_FREXP)
        return k ? "exp" : "fract";
    return NULL;
}

/* The part of a composite expression at a literal path, appended to out
 * (which holds the composite's expression, or nothing). */
static void path(WgslWriter *w, WBuf *out, IrValue *base, const IrType *t, const uint32_t *lits, uint32_t n)
{
    for (uint32_t k = 0; k < n; k++) {
        uint32_t x = lits[k];
        const char *bf = k == 0 ? builtin_result_field(base, x) : NULL;
        if (bf) {
            wb_printf(out, ".%s", bf);
            t = t->members[x].type;
        } else if (t->kind == IRT_STRUCT) {
            wb_printf(out, ".%s", wgsl_field(w, t, x));
            t = t->members[x].type;
        } else if (t->kind == IRT_VECTOR) {
            wb_printf(out, ".%s", xyzw(x));
            t = t->elem;
        } else {
            wb_printf(out, "[%u]", x);
            t = t->elem;
        }
    }
}

/* The buffer one expression of several parts is built in before it is
 * bound: kept by the writer, so that building it allocates nothing once
 * it has grown (wgsl_value and the rest never write to it). */
static WBuf *expr_buf(WgslWriter *w)
{
    w->expr.a = w->a;
    w->expr.len = 0;
    if (w->expr.data)
        w->expr.data[0] = 0;
    return &w->expr;
}

static void emit_construct(WgslWriter *w, IrInst *i)
{
    WBuf *sb = expr_buf(w);
    wb_puts(sb, wgsl_type(w, i->v.type));
    wb_putc(sb, '(');
    for (uint32_t k = 0; k < i->num_args; k++) {
        const char *v = wgsl_value(w, i->args[k]);
        if (k)
            wb_puts(sb, ", ");
        wb_puts(sb, v);
    }
    wb_putc(sb, ')');
    wgsl_bind(w, i, sb->data);
}

static void emit_shuffle(WgslWriter *w, IrInst *i)
{
    IrValue *a = i->args[0], *b = i->args[1];
    uint32_t na = a->type->kind == IRT_VECTOR ? a->type->count : 1;
    bool all_a = true, all_b = true;
    for (uint32_t k = 0; k < i->num_lits; k++)
        all_a &= i->lits[k] < na, all_b &= i->lits[k] >= na;
    if ((all_a || all_b) && i->num_lits <= 4) {
        IrValue *src = all_a ? a : b;
        const char *sv = opnd(w, wgsl_value(w, src));
        WBuf *sb = expr_buf(w);
        wb_puts(sb, sv);
        wb_putc(sb, '.');
        for (uint32_t k = 0; k < i->num_lits; k++)
            wb_puts(sb, xyzw(i->lits[k] - (all_a ? 0 : na)));
        wgsl_bind(w, i, sb->data);
        return;
    }
    WBuf *sb = expr_buf(w);
    wb_puts(sb, wgsl_type(w, i->v.type));
    wb_putc(sb, '(');
    for (uint32_t k = 0; k < i->num_lits; k++) {
        uint32_t x = i->lits[k];
        IrValue *src = x < na ? a : b;
        uint32_t c = x < na ? x : x - na;
        const char *sv = wgsl_value(w, src);
        if (k)
            wb_puts(sb, ", ");
        wb_puts(sb, sv);
        if (src->type->kind == IRT_VECTOR) {
            wb_putc(sb, '.');
            wb_puts(sb, xyzw(c));
        }
    }
    wb_putc(sb, ')');
    wgsl_bind(w, i, sb->data);
}

/* IR matrices are HLSL's rows and WGSL's columns (wgsl_types.c): the WGSL
 * value S of M is M^T, so
 *   mul(M, v) = M v              = (v^T S)^T -> v * S
 *   mul(v, M) = v^T M = (S v)^T              -> S * v
 *   mul(A, B) = A B,  S_AB = (AB)^T = S_B S_A -> B * A
 *   transpose(M): S_(M^T) = M = S^T           -> transpose(S)
 * (WGSL 8.7.5: v * m multiplies by m's columns, m * v by its rows.) */
static void emit_matrix(WgslWriter *w, IrInst *i)
{
    IrValue *a = i->args[0], *b = i->num_args > 1 ? i->args[1] : NULL;
    const IrType *mt = a->type->kind == IRT_MATRIX ? a->type : b ? b->type : a->type;
    if (mt->kind != IRT_MATRIX || irt_scalar_of(mt)->kind != IRT_FLOAT) {
        unsupported(w, i, mt);
        wgsl_bind(w, i, wgsl_zero(w, i->v.type));
        return;
    }
    /* products of constants through a let: an overflow is an error when
     * WGSL const-evaluates them (WGSL 15.7), infinity at run time */
    const char *x = wgsl_operand(w, a, i->op != IR_TRANSPOSE && wgsl_all_const(i)), *y = b ? wgsl_value(w, b) : NULL;
    switch (i->op) {
    case IR_MAT_TIMES_VEC:
    case IR_VEC_TIMES_MAT:
    case IR_MAT_TIMES_MAT: wgsl_bind_fmt(w, i, "%s * %s", opnd(w, y), opnd(w, x)); break;
    case IR_MAT_TIMES_SCALAR: wgsl_bind_fmt(w, i, "%s * %s", opnd(w, x), opnd(w, y)); break;
    default: wgsl_bind_fmt(w, i, "transpose(%s)", x); break;
    }
}

static void emit_access(WgslWriter *w, IrInst *i)
{
    WRef r = wgsl_ref(w, i->args[0]);
    const IrType *t = i->args[0]->type->elem;
    for (uint32_t k = 1; k < i->num_args; k++) {
        r = wgsl_ref_index(w, r, t, i->args[k]);
        t = t->kind == IRT_STRUCT ? t->members[((IrConst *)i->args[k])->u].type : t->elem;
    }
    WRef *p = ARENA_NEW(w->fa, WRef);
    *p = r;
    w->refs[i->v.id] = p;
}

/* A composite with one part replaced: WGSL has no such expression, so
 * a var holds a copy and the part is assigned (the var is the value). */
static void emit_insert(WgslWriter *w, IrInst *i, const char *part_path)
{ /* part_path: in the expression buffer, which nothing here writes */
    const char *n = w->vnames[i->v.id];
    if (!n)
        return;
    if (w->hoisted[i->v.id])
        wgsl_line(w, "%s = %s;", n, wgsl_value(w, i->args[0]));
    else
        wgsl_line(w, "var %s = %s;", n, wgsl_value(w, i->args[0]));
    wgsl_line(w, "%s%s = %s;", n, part_path, wgsl_value(w, i->args[1]));
}

static void emit_call(WgslWriter *w, IrInst *i)
{
    WBuf *sb = expr_buf(w);
    wb_puts(sb, (const char *)ptrmap_get(&w->func_names, i->callee));
    wb_putc(sb, '(');
    uint32_t first = (i->num_args && i->args[0]->vkind == IRV_FUNC) ? 1 : 0;
    for (uint32_t k = first; k < i->num_args; k++) {
        const char *v = wgsl_value(w, i->args[k]);
        if (k > first)
            wb_puts(sb, ", ");
        wb_puts(sb, v);
    }
    wb_putc(sb, ')');
    if (i->callee->ret->kind == IRT_VOID)
        wgsl_line_of(w, 2, (const char *[]){sb->data, ";"});
    else
        wgsl_bind(w, i, sb->data);
}

/* A pointer to one texel (an atomic's). */
static bool is_texel_pointer(const IrType *t)
{
    return t->kind == IRT_POINTER && t->space == IRS_IMAGE;
}

/* A texel buffer or a pointer to one. */
static bool is_texel_buffer(const IrType *t)
{
    if (t->kind == IRT_POINTER && t->space == IRS_HANDLE)
        t = t->elem;
    return t->kind == IRT_IMAGE && t->dim == IR_DIM_BUFFER;
}

void wgsl_emit_inst(WgslWriter *w, IrInst *i)
{
    /* Texel buffers: WebGPU has none. Each is reported once, where it is
     * first used; nothing that touches one is spelled. */
    bool img = is_texel_buffer(i->v.type) || (i->op != IR_IMAGE_TEXEL_POINTER && is_texel_pointer(i->v.type));
    for (uint32_t k = 0; k < i->num_args; k++) {
        IrValue *a = i->args[k];
        if (a && is_texel_pointer(a->type))
            img = true; /* an atomic on a texel: its texel pointer was reported */
        if (!a || !is_texel_buffer(a->type))
            continue;
        img = true;
        if (a->vkind == IRV_GLOBAL && !ptrmap_get(&w->texel_reported, a)) {
            IrGlobal *g = (IrGlobal *)a;
            diag(w->c, i->loc, D_WGSL_TEXEL_BUFFER, g->hlsl_type ? g->hlsl_type : (g->v.name ? g->v.name : "?"));
            ptrmap_put(w->a, &w->texel_reported, a, a);
        }
    }
    if (img)
        return;
    if (i->op == IR_ACCESS && i->v.type->space == IRS_HANDLE)
        return; /* an element of an array of textures: reported at the declaration (wgsl_image.c) */
    if (i->v.type->kind != IRT_VOID && i->v.type->kind != IRT_POINTER)
        wgsl_check_type(w, i->v.type, i->loc);
    switch (i->op) {
    case IR_ADDR_TO_PTR: break; /* refused by wgsl_check_vulkan_only */
    case IR_LOAD:
        if (i->v.type->kind == IRT_IMAGE || i->v.type->kind == IRT_SAMPLER) { /* handles are their variable's name */
            if (i->args[0]->vkind == IRV_GLOBAL)
                w->vnames[i->v.id] = ptrmap_get(&w->global_names, i->args[0]);
            else
                w->vnames[i->v.id] = "_"; /* an element of a texture array: reported at the declaration */
            break;
        }
        wgsl_bind(w, i, wgsl_load(w, wgsl_ref(w, i->args[0])));
        break;
    case IR_STORE: wgsl_store(w, wgsl_ref(w, i->args[0]), wgsl_value(w, i->args[1])); break;
    case IR_ACCESS: emit_access(w, i); break;
    case IR_ARRAY_LENGTH: {
        WRef r = wgsl_ref(w, i->args[0]);
        if (r.d->kind != MD_BLOCK)
            r = wgsl_ref_index(w, r, NULL, &ir_const_uint(w->m, i->imm)->v);
        wgsl_bind_fmt(w, i, "arrayLength(&%s)", r.expr);
        break;
    }
    case IR_CONSTRUCT: emit_construct(w, i); break;
    case IR_EXTRACT: {
        const char *base = opnd(w, wgsl_value(w, i->args[0]));
        WBuf *e = expr_buf(w);
        wb_puts(e, base);
        path(w, e, i->args[0], i->args[0]->type, i->lits, i->num_lits);
        wgsl_bind(w, i, e->data);
        break;
    }
    case IR_INSERT: {
        WBuf *e = expr_buf(w);
        wb_puts(e, "");
        path(w, e, i->args[0], i->args[0]->type, i->lits, i->num_lits);
        emit_insert(w, i, e->data);
        break;
    }
    case IR_SHUFFLE: emit_shuffle(w, i); break;
    case IR_EXTRACT_DYN:
        wgsl_bind_fmt(w, i, "%s[%s]", opnd(w, wgsl_value(w, i->args[0])), wgsl_value(w, i->args[1]));
        break;
    case IR_INSERT_DYN: {
        /* args: vector, part, index */
        IrValue *idx = i->args[2];
        emit_insert(w, i, wgsl_tmp(w, "[%s]", wgsl_value(w, idx)));
        break;
    }
    case IR_SPLAT: wgsl_bind(w, i, wgsl_splat_to(w, i->args[0], i->v.type)); break;
    case IR_ADD:
    case IR_SUB:
    case IR_MUL:
    case IR_DIV:
    case IR_REM:
    case IR_SHL:
    case IR_SHR:
    case IR_AND:
    case IR_OR:
    case IR_XOR:
    case IR_EQ:
    case IR_NE:
    case IR_LT:
    case IR_LE:
    case IR_GT:
    case IR_GE: emit_binary(w, i); break;
    case IR_NEG:
    case IR_NOT: emit_unary(w, i); break;
    case IR_SELECT: {
        const IrType *t = i->v.type;
        if (!(irt_is_scalar(t) || t->kind == IRT_VECTOR)) {
            unsupported(w, i, t);
            break;
        }
        /* WGSL select(false_value, true_value, cond) (17.3). */
        wgsl_bind_fmt(w, i, "select(%s, %s, %s)", wgsl_value(w, i->args[2]), wgsl_value(w, i->args[1]),
                      wgsl_value(w, i->args[0]));
        break;
    }
    case IR_CONVERT: emit_convert(w, i); break;
    case IR_BITCAST: {
        const char *bits = wgsl_bitcast_operand(w, i->args[0], i->v.type); /* a constant NaN or inf */
        if (strcmp(wgsl_type(w, i->v.type), wgsl_type(w, i->args[0]->type)) == 0)
            wgsl_bind(w, i, wgsl_value(w, i->args[0]));
        else
            wgsl_bind_fmt(w, i, "bitcast<%s>(%s)", wgsl_type(w, i->v.type), bits ? bits : wgsl_value(w, i->args[0]));
        break;
    }
    case IR_DOT:
        wgsl_bind_fmt(w, i, "dot(%s, %s)", wgsl_operand(w, i->args[0], wgsl_all_const(i)), wgsl_value(w, i->args[1]));
        break;
    case IR_MAT_TIMES_VEC:
    case IR_VEC_TIMES_MAT:
    case IR_MAT_TIMES_MAT:
    case IR_MAT_TIMES_SCALAR:
    case IR_TRANSPOSE: emit_matrix(w, i); break;
    case IR_CALL: emit_call(w, i); break;
    case IR_INTRINSIC: wgsl_emit_intrinsic(w, i); break;
    case IR_ATOMIC: wgsl_emit_atomic(w, i); break;
    case IR_BARRIER: wgsl_emit_barrier(w, i); break;
    case IR_IMAGE_SAMPLE:
    case IR_IMAGE_GATHER:
    case IR_IMAGE_READ:
    case IR_IMAGE_WRITE:
    case IR_IMAGE_QUERY:
    case IR_IMAGE_TEXEL_POINTER: wgsl_emit_image(w, i); break;
    case IR_VAR:
    case IR_PHI:
    case IR_BREAK:
    case IR_CONTINUE:
    case IR_RETURN:
    case IR_DISCARD:
    case IR_UNREACHABLE:
    case IR_SPIRV: /* ir_lift_spirv lifted it or reported it */
    case IR_HANDLE_COHERENT:
    case IR_COUNTER_OF: /* ir_lower_resource_handles resolved it */
    case IR_OP_COUNT: ice(w->c, "wgsl: %s reached the instruction emitter", ir_op_info[i->op].name);
    }
}
