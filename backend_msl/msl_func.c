/* Functions and structured control flow.
 *
 * Values: every instruction result is a named local, `const T x = expr;`
 * where it is computed. A value used outside the C++ block it would be
 * declared in (a loop body's value read in continuing, a value read after
 * the if or switch that computed it: legal SSA when the other paths leave)
 * is declared at the top of the function instead and assigned where it is
 * computed ("hoisted").
 *
 * Loops: the IR's `loop { body } continuing { ...; break if c }` is
 *
 *     for (;;)
 *     {
 *         { body }          // braced only when continuing has code
 *         cont:;            // only when a `continue` jumps here
 *         continuing
 *         if (c) break;
 *     }
 *
 * A `continue` must run the continuing code, so it is `goto cont;` (a plain
 * `continue;` when continuing is empty). The goto only leaves blocks, and
 * nothing is declared between the body's closing brace and the label, so it
 * never jumps past an initialization (C++14 [stmt.dcl]p3). Switch cases are
 * braced for the same reason; fall-through is C++'s own. */
#include <stdarg.h>
#include <stdio.h>
#include "msl_internal.h"
#include "../util/fmt.h"

typedef struct LoopCtx {
    const char *label; /* NULL: `continue;` is enough */
    bool used;
} LoopCtx;

typedef struct FnState {
    LoopCtx *loop; /* innermost loop */
} FnState;

/* ---------------------------------------------------------------- hoisting */

static bool encloses(IrRegion *outer, IrRegion *r)
{
    for (; r; r = r->parent && r->parent->parent ? r->parent->parent : NULL)
        if (r == outer)
            return true;
    return false;
}

static void use_at(MslWriter *w, IrValue *v, IrRegion *where)
{
    if (!v || v->vkind != IRV_INST || v->id >= w->nvals)
        return;
    IrInst *d = (IrInst *)v;
    if (!encloses(d->block->n.parent, where))
        w->hoist[v->id] = 1;
}

/* ---------------------------------------------------------------- values */

const char *msl_tmp(MslWriter *w, const char *base)
{
    return msl_unique(w, base);
}

const char *msl_value(MslWriter *w, IrValue *v, SrcLoc loc)
{
    switch (v->vkind) {
    case IRV_CONST: return msl_const(w, (IrConst *)v, loc);
    case IRV_UNDEF: return msl_const(w, ir_const_null(w->m, v->type), loc);
    case IRV_FUNC: return "";
    case IRV_GLOBAL:
        ice(w->c, "global '%s' used after ir_lower_globals_to_params", v->name ? v->name : "?");
    case IRV_PARAM:
    case IRV_INST: break;
    }
    if (v->id >= w->nvals || !w->val[v->id].text)
        ice(w->c, "value %%%u used before its definition in MSL output", v->id);
    return w->val[v->id].text;
}

MslVal *msl_ptr(MslWriter *w, IrValue *v)
{
    if ((v->vkind != IRV_INST && v->vkind != IRV_PARAM) || v->id >= w->nvals || !w->val[v->id].text)
        ice(w->c, "pointer %%%u has no MSL lvalue", v->id);
    return &w->val[v->id];
}

/* Whether i's result is a named local (not an lvalue, not void). */
static bool is_named(const IrInst *i)
{
    const IrType *t = i->v.type;
    if (!t || t->kind == IRT_VOID || t->kind == IRT_POINTER || t->kind == IRT_IMAGE)
        return false;
    return i->op != IR_VAR && i->op != IR_PHI;
}

const char *msl_begin_def(MslWriter *w, IrInst *i)
{
    const char *name = w->val[i->v.id].text;
    const IrType *t = i->v.type;
    msl_indent(w);
    if (w->hoist[i->v.id]) {
        msl_put(w->o, name);
    } else if (t->kind != IRT_ARRAY && t->kind != IRT_RUNTIME_ARRAY) { /* msl_decl's text, unbuilt */
        msl_put(w->o, "const ");
        msl_put(w->o, msl_type(w, t, i->loc));
        sb_putc(w->o, ' ');
        msl_put(w->o, name);
    } else {
        msl_put(w->o, msl_decl(w, t, name, "const ", false, i->loc));
    }
    msl_put(w->o, " = ");
    return name;
}

void msl_end_def(MslWriter *w)
{
    msl_put(w->o, ";\n");
}

void msl_def(MslWriter *w, IrInst *i, const char *expr)
{
    msl_begin_def(w, i);
    msl_put(w->o, expr);
    msl_end_def(w);
}

void msl_def_cat(MslWriter *w, IrInst *i, ...)
{
    va_list ap;
    msl_begin_def(w, i);
    va_start(ap, i);
    for (const char *p; (p = va_arg(ap, const char *));)
        msl_put(w->o, p);
    va_end(ap);
    msl_end_def(w);
}

static void put_piece(void *sink, const char *s, size_t len)
{
    sb_putn(sink, s, len);
}

void msl_def_fmt(MslWriter *w, IrInst *i, const char *fmt, ...)
{
    va_list ap;
    msl_begin_def(w, i);
    va_start(ap, fmt);
    if (fmt_is_simple(fmt)) { /* straight into the function text */
        fmt_each(fmt, ap, put_piece, w->o);
    } else {
        va_list cp;
        va_copy(cp, ap);
        int n = vsnprintf(NULL, 0, fmt, cp);
        va_end(cp);
        char *s = arena_alloc_raw(w->a, (size_t)n + 1);
        vsnprintf(s, (size_t)n + 1, fmt, ap);
        sb_putn(w->o, s, (size_t)n);
    }
    va_end(ap);
    msl_end_def(w);
}

const char *msl_arg(MslWriter *w, IrInst *i, uint32_t k)
{
    return msl_value(w, i->args[k], i->loc);
}

/* ---------------------------------------------------------------- control flow */

static void emit_region(MslWriter *w, FnState *st, IrRegion *r);

static bool region_empty(const IrRegion *r)
{
    return r->first == r->last && r->first->kind == IRN_BLOCK && !((IrBlock *)r->first)->first;
}

static void emit_jump(MslWriter *w, FnState *st, IrInst *i)
{
    switch (i->op) {
    case IR_BREAK: msl_line(w, "break;"); break;
    case IR_CONTINUE:
        if (st->loop && st->loop->label) {
            st->loop->used = true;
            msl_line_cat(w, "goto ", st->loop->label, ";", NULL);
        } else {
            msl_line(w, "continue;");
        }
        break;
    case IR_RETURN:
        if (i->num_args && i->args[0])
            msl_line_cat(w, "return ", msl_value(w, i->args[0], i->loc), ";", NULL);
        else
            msl_line(w, "return;");
        break;
    case IR_DISCARD: msl_line(w, "discard_fragment();"); break;
    default: break; /* unreachable: nothing to say in C++ */
    }
}

static void emit_block(MslWriter *w, FnState *st, IrBlock *b)
{
    IR_FOR_EACH_INST(b, i)
    {
        if (ir_op_is_jump(i->op))
            emit_jump(w, st, i);
        else if (i->op != IR_VAR)
            msl_emit_inst(w, i);
    }
}

static void emit_if(MslWriter *w, FnState *st, IrIf *n)
{
    const char *c = msl_value(w, n->cond, (SrcLoc){0, 0, 0});
    bool no_then = region_empty(&n->then_), no_else = region_empty(&n->else_);
    if (no_then && no_else)
        return;
    msl_line_cat(w, no_then ? "if (!" : "if (", c, ")", NULL);
    msl_line(w, "{");
    w->ind++;
    emit_region(w, st, no_then ? &n->else_ : &n->then_);
    w->ind--;
    msl_line(w, "}");
    if (no_then || no_else)
        return;
    msl_line(w, "else");
    msl_line(w, "{");
    w->ind++;
    emit_region(w, st, &n->else_);
    w->ind--;
    msl_line(w, "}");
}

static void emit_loop(MslWriter *w, FnState *st, IrLoop *l)
{
    bool plain = region_empty(&l->continuing) && !l->break_if;
    LoopCtx ctx = {plain ? NULL : msl_tmp(w, "cont"), false};
    LoopCtx *outer = st->loop;
    st->loop = &ctx;
    msl_line(w, "for (;;)");
    msl_line(w, "{");
    w->ind++;
    if (plain) {
        emit_region(w, st, &l->body);
    } else {
        msl_line(w, "{");
        w->ind++;
        emit_region(w, st, &l->body);
        w->ind--;
        msl_line(w, "}");
    }
    st->loop = outer;
    if (ctx.used)
        msl_line_cat(w, ctx.label, ":;", NULL);
    emit_region(w, st, &l->continuing);
    if (l->break_if)
        msl_line_cat(w, "if (", msl_value(w, l->break_if, (SrcLoc){0, 0, 0}), ") break;", NULL);
    w->ind--;
    msl_line(w, "}");
}

static void emit_switch(MslWriter *w, FnState *st, IrSwitch *s)
{
    msl_line(w, "switch (%s)", msl_value(w, s->selector, (SrcLoc){0, 0, 0}));
    msl_line(w, "{");
    for (uint32_t k = 0; k < s->num_cases; k++) {
        IrCase *cs = &s->cases[k];
        for (uint32_t v = 0; v < cs->num_values; v++)
            msl_line_cat(w, "case ",
                         msl_const(w, ir_const_int(w->m, s->selector->type, (uint64_t)cs->values[v]), (SrcLoc){0, 0, 0}),
                         ":", NULL);
        if (cs->is_default)
            msl_line(w, "default:");
        msl_line(w, "{");
        w->ind++;
        emit_region(w, st, &cs->body);
        w->ind--;
        msl_line(w, "}");
    }
    msl_line(w, "}");
}

static void emit_region(MslWriter *w, FnState *st, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK: emit_block(w, st, (IrBlock *)n); break;
        case IRN_IF: emit_if(w, st, (IrIf *)n); break;
        case IRN_LOOP: emit_loop(w, st, (IrLoop *)n); break;
        case IRN_SWITCH: emit_switch(w, st, (IrSwitch *)n); break;
        }
    }
}

/* ---------------------------------------------------------------- declarations */

/* The walk before a function is written: names its values in block
 * order (the order they are declared in), marks those used outside the
 * C++ block they would be declared in (use_at: the same regions as
 * ir_walk_uses), and lists the named values in that order for
 * declare_hoisted. A large function's IR is far larger than the cache:
 * one walk reads it once where three walks read it three times. */
typedef struct FnScan {
    IrInst **named; /* the named values, in block order */
    uint32_t num_named;
} FnScan;

static void name_value(MslWriter *w, FnScan *sc, IrInst *i)
{
    if (i->op == IR_VAR) {
        w->val[i->v.id].text = msl_unique(w, i->v.name ? i->v.name : "v");
    } else if (is_named(i)) {
        w->val[i->v.id].text = i->v.name ? msl_unique(w, i->v.name) : msl_unique_anon(w, i->v.id);
        sc->named[sc->num_named++] = i;
    }
}

static void scan_region(MslWriter *w, FnScan *sc, IrRegion *r)
{
    for (IrNode *n = r->first; n; n = n->next) {
        switch (n->kind) {
        case IRN_BLOCK:
            IR_FOR_EACH_INST((IrBlock *)n, i)
            {
                name_value(w, sc, i);
                for (uint32_t k = 0; k < i->num_args; k++)
                    use_at(w, i->args[k], r);
            }
            break;
        case IRN_IF:
            use_at(w, ((IrIf *)n)->cond, r);
            scan_region(w, sc, &((IrIf *)n)->then_);
            scan_region(w, sc, &((IrIf *)n)->else_);
            break;
        case IRN_LOOP: {
            IrLoop *l = (IrLoop *)n;
            scan_region(w, sc, &l->body);
            scan_region(w, sc, &l->continuing);
            if (l->break_if)
                use_at(w, l->break_if, &l->continuing);
            break;
        }
        case IRN_SWITCH: {
            IrSwitch *sw = (IrSwitch *)n;
            use_at(w, sw->selector, r);
            for (uint32_t c = 0; c < sw->num_cases; c++)
                scan_region(w, sc, &sw->cases[c].body);
            break;
        }
        }
    }
}

/* Locals (IR vars, all in the first block) and hoisted values, declared at
 * the top of the body. */
static void declare_locals(MslWriter *w, IrFunction *f)
{
    IrBlock *first = (IrBlock *)f->body.first;
    IR_FOR_EACH_INST(first, i)
    {
        if (i->op != IR_VAR)
            continue;
        const IrType *t = i->v.type->elem;
        if (t->kind == IRT_RAY_QUERY) { /* msl_rayquery.c */
            msl_rq_declare(w, i);
            continue;
        }
        msl_check_type(w, t, i->loc, w->val[i->v.id].text);
        const char *d = msl_decl(w, t, w->val[i->v.id].text, "", false, i->loc);
        if (i->num_args && i->args[0])
            msl_line_cat(w, d, " = ", msl_value(w, i->args[0], i->loc), ";", NULL);
        else
            msl_line_cat(w, d, ";", NULL);
    }
}

static void declare_hoisted(MslWriter *w, const FnScan *sc)
{
    for (uint32_t k = 0; k < sc->num_named; k++) {
        IrInst *i = sc->named[k];
        if (!w->hoist[i->v.id])
            continue;
        const IrType *t = i->v.type;
        if (t->kind != IRT_ARRAY && t->kind != IRT_RUNTIME_ARRAY) /* msl_decl's text, unbuilt */
            msl_line_cat(w, msl_type(w, t, i->loc), " ", w->val[i->v.id].text, ";", NULL);
        else
            msl_line_cat(w, msl_decl(w, t, w->val[i->v.id].text, "", false, i->loc), ";", NULL);
    }
}

static const char *param_decl(MslWriter *w, IrFunction *f, IrParam *p, bool kernel)
{
    if (p->global)
        return msl_global_param(w, f, p, kernel);
    const char *name = w->val[p->v.id].text;
    const IrType *t = p->v.type;
    SrcLoc loc = {0, 0, 0};
    msl_check_type(w, t, loc, name);
    if (t->kind == IRT_POINTER) {
        static const char *const q[IRS_COUNT] = {
            [IRS_FUNCTION] = "thread ", [IRS_PRIVATE] = "thread ", [IRS_WORKGROUP] = "threadgroup ",
            [IRS_STORAGE] = "device ",  [IRS_UNIFORM] = "constant ", [IRS_INPUT] = "thread ",
            [IRS_OUTPUT] = "thread ",   [IRS_HANDLE] = "thread ",   [IRS_IMAGE] = "device ",
        };
        return msl_decl(w, t->elem, name, q[t->space], true, loc);
    }
    if (t->kind == IRT_ARRAY) /* C++ arrays are not values: a const reference reads the same */
        return msl_decl(w, t, name, "thread const ", true, loc);
    return msl_decl(w, t, name, "", false, loc);
}

/* A vertex or fragment function's inputs at locations are the members of
 * one struct passed as [[stage_in]] (MSL 2.4 spec 5.2.3.1, 5.2.3.4): the
 * struct is defined here, each such parameter reads as `in.member`, and
 * the parameter's declaration is returned (NULL when there are none). */
static const char *stage_in_struct(MslWriter *w, IrFunction *f)
{
    if (f->stage == IR_STAGE_COMPUTE)
        return NULL;
    StrBuf sb = {0};
    const char *sname = NULL, *pname = NULL;
    for (uint32_t k = 0; k < f->num_params; k++) {
        IrGlobal *g = f->params[k]->global;
        if (!g || g->space != IRS_INPUT || g->builtin != IRB_NONE)
            continue;
        if (!sname) {
            IrFunction *fn = w->fn;
            w->fn = NULL; /* a file-scope name */
            sname = msl_unique(w, arena_printf(w->a, "%s_in", f->name ? f->name : "stage"));
            w->fn = fn;
            pname = msl_unique(w, "in");
            sb_printf(&sb, "struct %s\n{\n", sname);
        }
        const char *m = msl_member_name(w, g->v.name ? g->v.name : arena_printf(w->a, "m%u", k));
        sb_printf(&sb, "    %s%s;\n", msl_decl(w, g->pointee, m, "", false, (SrcLoc){0, 0, 0}), msl_io_attr(w, g));
        w->val[f->params[k]->v.id].text = arena_printf(w->a, "%s.%s", pname, m);
    }
    if (!sname)
        return NULL;
    sb_puts(&sb, "};\n\n");
    sb_putn(&w->types, sb.data, sb.len);
    sb_free(&sb);
    return arena_printf(w->a, "%s %s [[stage_in]]", sname, pname);
}

static void count_named(IrBlock *b, void *user)
{
    IR_FOR_EACH_INST(b, i)
    *(uint32_t *)user += i->v.name != NULL;
}

void msl_emit_function(MslWriter *w, IrFunction *f)
{
    bool kernel = false; /* an entry point: the one msl_emit_module made w->entry */
    for (int e = 0; e < w->num_entries; e++)
        kernel |= w->entries[e] == f;
    Arena *outer = w->a;
    w->a = w->c->scratch;
    w->fn = f;
    w->local = (MslNameSet){0};
    /* Its local names at once (about one per named value): the largest
     * functions' sets otherwise leave twice their size in old tables. */
    uint32_t named = f->num_params;
    ir_walk_blocks(&f->body, count_named, &named);
    nameset_reserve(w->a, &w->local.set, named);
    w->nvals = f->next_value_id + 1;
    w->val = ARENA_ARRAY(w->a, MslVal, w->nvals);
    w->hoist = ARENA_ARRAY(w->a, uint8_t, w->nvals);
    w->anon = ARENA_ARRAY(w->a, uint8_t, w->nvals);
    w->o = &w->funcs;
    w->ind = 0;
    for (uint32_t k = 0; k < f->num_params; k++) {
        IrParam *p = f->params[k];
        IrGlobal *g = p->global;
        const char *name;
        if (kernel && g && g->space == IRS_PRIVATE && w->global_is_const[g->v.id])
            name = w->global_name[g->v.id];
        else
            name = msl_unique(w, p->v.name ? p->v.name : g && g->v.name ? g->v.name : "p");
        w->val[p->v.id] = g ? msl_global_val(w, g, name) : (MslVal){.text = name};
    }
    /* every entry is written before it is read */
    FnScan scan = {arena_alloc_raw(w->a, sizeof(IrInst *) * w->nvals), 0};
    scan_region(w, &scan, &f->body);

    if (f->ret->kind == IRT_ARRAY)
        diag(w->c, (SrcLoc){0, 0, 0}, D_MSL_ARRAY_VALUE, "return", irt_name(w->m, f->ret));
    msl_check_type(w, f->ret, (SrcLoc){0, 0, 0}, msl_func_name(w, f));
    const char *stage_in = kernel ? stage_in_struct(w, f) : NULL;
    if (kernel && f->stage == IR_STAGE_VERTEX && f->ret->kind != IRT_VOID && !ir_entry_outputs(f, IRB_POSITION))
        diag(w->c, f->loc, D_MSL_NO_POSITION, f->name);
    StrBuf sig = {0};
    if (kernel && f->stage == IR_STAGE_COMPUTE)
        sb_printf(&sig, "kernel void %s(", msl_func_name(w, f));
    else if (kernel) /* [earlydepthstencil]: MSL 2.4 spec 5.1.2 */
        sb_printf(&sig, "%s%s %s %s(", f->early_fragment_tests ? "[[early_fragment_tests]] " : "",
                  f->stage == IR_STAGE_VERTEX ? "vertex" : "fragment", msl_type(w, f->ret, (SrcLoc){0, 0, 0}),
                  msl_func_name(w, f));
    else
        sb_printf(&sig, "%s %s(", msl_type(w, f->ret, (SrcLoc){0, 0, 0}), msl_func_name(w, f));
    int n = 0;
    if (stage_in)
        sb_printf(&sig, "\n    %s", stage_in), n++;
    for (uint32_t k = 0; k < f->num_params; k++) {
        const char *d = param_decl(w, f, f->params[k], kernel);
        if (d)
            sb_printf(&sig, "%s%s", n++ ? (kernel ? ",\n    " : ", ") : (kernel ? "\n    " : ""), d);
    }
    if (msl_func_sizes(w, f)) {
        const char *d = kernel ? arena_printf(w->a, "constant uint* prism_buffer_sizes [[buffer(%d)]]",
                                              w->info->buffer_sizes_index)
                               : "constant uint* prism_buffer_sizes";
        sb_printf(&sig, "%s%s", n++ ? (kernel ? ",\n    " : ", ") : (kernel ? "\n    " : ""), d);
    }
    sb_puts(&sig, ")\n{\n");
    sb_putn(w->o, sig.data, sig.len);
    sb_free(&sig);
    w->ind = 1;
    if (kernel)
        msl_entry_locals(w, f);
    declare_locals(w, f);
    declare_hoisted(w, &scan);
    FnState st = {NULL};
    emit_region(w, &st, &f->body);
    w->ind = 0;
    sb_puts(w->o, "}\n\n");
    w->fn = NULL;
    w->anon = NULL;
    w->val = NULL;
    w->hoist = NULL;
    w->local = (MslNameSet){0};
    w->a = outer;
    arena_reset(w->c->scratch); /* everything of this function but its text */
}
