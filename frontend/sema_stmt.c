/* Statements: blocks and their scopes, conditions, loops and their
 * attributes, switch and its labels, break/continue/return, and the
 * missing-return rule of non-void functions. */
#include <strings.h>
#include "sema.h"
#include "sema_inline_spirv.h"

/* ------------------------------------------------------------ attributes */

enum { ON_IF, ON_LOOP, ON_SWITCH };

static const char *const place_name[] = {"an if statement", "a loop", "a switch statement"};

/* [unroll], [unroll(n)], [loop], [fastopt], [allow_uav_condition] on loops;
 * [branch], [flatten] on if and switch; [forcecase], [call] on switch
 * (DXC's statement attributes). Elsewhere they do nothing: a warning. */
static void stmt_attrs(Sema *s, Node *st, int place)
{
    for (int i = 0; i < st->ctl.attrs.len; i++) {
        Attribute *a = st->ctl.attrs.data[i];
        const char *n = a->name;
        bool loop = !strcasecmp(n, "unroll") || !strcasecmp(n, "loop") || !strcasecmp(n, "fastopt") ||
                    !strcasecmp(n, "allow_uav_condition");
        bool branch = !strcasecmp(n, "branch") || !strcasecmp(n, "flatten");
        bool sw = !strcasecmp(n, "forcecase") || !strcasecmp(n, "call");
        if (loop) {
            if (place != ON_LOOP) {
                diag(s->c, a->loc, D_SEMA_ATTR_MISPLACED, n, place_name[place], "loops");
                continue;
            }
            if (!strcasecmp(n, "unroll") && a->args.len > 0) {
                int64_t v = 0;
                if (a->args.len > 1)
                    diag(s->c, a->loc, D_SEMA_UNROLL_ARGS);
                else if (sema_attr_int(s, a, 0, &v) && v < 1)
                    diag(s->c, a->args.data[0]->loc, D_SEMA_UNROLL_ARGS);
            } else if (a->args.len > 0) {
                diag(s->c, a->loc, D_SEMA_ATTR_ARG, n, "no arguments");
            }
        } else if (branch) {
            if (place == ON_LOOP)
                diag(s->c, a->loc, D_SEMA_ATTR_MISPLACED, n, place_name[place], "if and switch statements");
        } else if (sw) {
            if (place != ON_SWITCH)
                diag(s->c, a->loc, D_SEMA_ATTR_MISPLACED, n, place_name[place], "switch statements");
        } else if (!sema_vk_attr(s, a, VK_SITE_STATEMENT, st)) {
            diag(s->c, a->loc, D_SEMA_UNKNOWN_ATTR, n); /* never an error */
            sema_suggest_attr(s, a->loc, n);
        }
    }
}

/* ------------------------------------------------------------ conditions */

/* if/while/do/for conditions: a scalar converted to bool. HLSL takes int
 * and float conditions (!= 0); a vector condition is an error (DXC). */
static void condition(Sema *s, Node **cond, const char *what)
{
    Type *t = sema_expr(s, cond);
    if (!t || t->kind == TY_ERROR)
        return;
    if (!type_is_scalar_like(t)) {
        diag(s->c, (*cond)->loc, D_SEMA_COND_NOT_SCALAR, what, type_name(s->c, t));
        return;
    }
    sema_convert(s, cond, type_scalar(s->tt, SC_BOOL), "condition");
}

/* A sub-statement (if branch, loop body) in a scope of its own (C11 6.8p3). */
static void sub_stmt(Sema *s, Node *st)
{
    if (!st)
        return;
    if (st->kind == ND_BLOCK) {
        sema_stmt(s, st);
        return;
    }
    sema_push_scope(s);
    sema_stmt(s, st);
    sema_pop_scope(s);
}

/* The statements of a block in the current scope (function bodies, for
 * bodies in HLSL 2021: C++ [basic.scope.block]p2 forbids redeclaring a
 * parameter or for-init name in the outermost block). */
static void stmts_here(Sema *s, Node *st)
{
    if (st && st->kind == ND_BLOCK) {
        for (int i = 0; i < st->block.stmts.len; i++)
            sema_stmt(s, st->block.stmts.data[i]);
    } else {
        sema_stmt(s, st);
    }
}

/* ------------------------------------------------------------------- for */

/* HLSL 2018 (fxc's rule): a for-init variable belongs to the enclosing
 * scope; declaring the same name again there is allowed with a warning and
 * the newest declaration wins (DXC's warn_hlsl_for_redefinition). */
static void for_init_2018(Sema *s, Node *init)
{
    for (int i = 0; i < init->decl.vars.len; i++) {
        Node *v = init->decl.vars.data[i];
        if (v->kind != ND_VAR) {
            sema_decl(s, v);
            continue;
        }
        SymKind kind;
        Node *old = sema_lookup_here(s, v->var.name, &kind);
        sema_push_scope(s); /* checked in a throwaway scope, declared below */
        sema_decl(s, v);
        sema_pop_scope(s);
        if (old && (kind == SYM_VAR || kind == SYM_PARAM)) {
            diag(s->c, v->loc, D_SEMA_FOR_REDEFINITION, v->var.name, old->loc.line);
            sema_redeclare(s, v->var.name, SYM_VAR, v);
        } else {
            sema_declare(s, v->var.name, SYM_VAR, v);
        }
    }
}

static void for_stmt(Sema *s, Node *st)
{
    stmt_attrs(s, st, ON_LOOP);
    /* HLSL 2021 (C++): the init's names are scoped to the loop. */
    if (s->hlsl2021)
        sema_push_scope(s);
    Node *init = st->ctl.init;
    if (init && init->kind == ND_DECL_STMT && !s->hlsl2021)
        for_init_2018(s, init);
    else if (init)
        sema_stmt(s, init);
    if (st->ctl.cond)
        condition(s, &st->ctl.cond, "a for loop");
    if (st->ctl.step)
        sema_expr(s, &st->ctl.step);
    s->loop_depth++;
    if (s->hlsl2021 && st->ctl.body && st->ctl.body->kind == ND_BLOCK)
        stmts_here(s, st->ctl.body);
    else
        sub_stmt(s, st->ctl.body);
    s->loop_depth--;
    if (s->hlsl2021)
        sema_pop_scope(s);
}

/* ---------------------------------------------------------------- switch */

/* The case labels of one switch, hashed by value: a switch of 10,000 cases
 * is checked in linear time. */
typedef struct LabelVec {
    Node **slots; /* open addressing on label.sema_value */
    uint32_t cap, len;
} LabelVec;

static uint32_t case_hash(int64_t v)
{
    uint64_t x = (uint64_t)v * 0x9E3779B97F4A7C15ull;
    return (uint32_t)(x >> 32);
}

/* The label with value v, or the empty slot where it goes. */
static Node **case_slot(LabelVec *cases, int64_t v)
{
    for (uint32_t i = case_hash(v) & (cases->cap - 1);; i = (i + 1) & (cases->cap - 1))
        if (!cases->slots[i] || cases->slots[i]->label.sema_value == v)
            return &cases->slots[i];
}

static void case_add(Arena *a, LabelVec *cases, Node *lab)
{
    if ((cases->len + 1) * 2 > cases->cap) {
        LabelVec old = *cases;
        cases->cap = old.cap ? old.cap * 2 : 16;
        cases->slots = ARENA_ARRAY(a, Node *, cases->cap);
        for (uint32_t i = 0; i < old.cap; i++)
            if (old.slots[i])
                *case_slot(cases, old.slots[i]->label.sema_value) = old.slots[i];
    }
    *case_slot(cases, lab->label.sema_value) = lab;
    cases->len++;
}

/* A case/default label directly in a switch body: constant, unique. */
static void case_label(Sema *s, Node *lab, LabelVec *cases, Node **first_default)
{
    if (!lab->label.value) {
        /* C11 6.8.4.2p3: at most one default label. */
        if (*first_default)
            diag(s->c, lab->loc, D_SEMA_DUP_DEFAULT, (*first_default)->loc.line);
        else
            *first_default = lab;
        return;
    }
    Type *t = sema_expr(s, &lab->label.value);
    int64_t v;
    if (!sema_try_eval_int(s, lab->label.value, &v)) {
        /* C11 6.8.4.2p3: an integer constant expression. */
        if (t && t->kind != TY_ERROR)
            diag(s->c, lab->label.value->loc, D_SEMA_CASE_NOT_CONST);
        return;
    }
    lab->label.sema_value = v;
    /* C11 6.8.4.2p3: no two case constants with the same value. */
    Node *first = cases->cap ? *case_slot(cases, v) : NULL;
    if (first) {
        diag(s->c, lab->label.value->loc, D_SEMA_DUP_CASE, (long long)v, first->loc.line);
        return;
    }
    /* sema's own arena (freed when sema ends): the compile's kept every
     * table to the end */
    Ctx *c = s->c;
    case_add(c->sema_arena ? c->sema_arena : c->ast_arena ? c->ast_arena : c->arena, cases, lab);
}

static void switch_stmt(Sema *s, Node *st)
{
    stmt_attrs(s, st, ON_SWITCH);
    Type *t = sema_expr(s, &st->ctl.cond);
    if (t && t->kind != TY_ERROR) {
        /* The selector is an integer scalar (C11 6.8.4.2p1; DXC rejects
         * float, bool vectors and objects). */
        ScalarKind k = type_is_scalar_like(t) ? type_scalar_kind(t) : SC_COUNT;
        ScalarClass cls = k < SC_COUNT ? scalar_info[k].cls : SCLASS_BOOL;
        if (k == SC_COUNT || (cls != SCLASS_SINT && cls != SCLASS_UINT))
            diag(s->c, st->ctl.cond->loc, D_SEMA_SWITCH_TYPE, type_name(s->c, t));
        else if (k == SC_LITERAL_INT || t->kind != TY_SCALAR)
            sema_convert(s, &st->ctl.cond, type_scalar(s->tt, k == SC_LITERAL_INT ? SC_INT : k), "switch selector");
    }
    s->switch_depth++;
    sema_push_scope(s);
    LabelVec cases = {0};
    Node *first_default = NULL;
    Node *body = st->ctl.body;
    if (body && body->kind == ND_BLOCK) {
        for (int i = 0; i < body->block.stmts.len; i++) {
            Node *x = body->block.stmts.data[i];
            if (x && x->kind == ND_CASE)
                case_label(s, x, &cases, &first_default);
            else
                sema_stmt(s, x);
        }
    } else if (body && body->kind == ND_CASE) {
        case_label(s, body, &cases, &first_default);
    } else {
        sema_stmt(s, body);
    }
    sema_pop_scope(s);
    s->switch_depth--;
}

/* ---------------------------------------------------------------- return */

static void return_stmt(Sema *s, Node *st)
{
    Node *f = s->func;
    Type *rt = f && f->type ? f->type : type_void(s->tt);
    const char *fname = f && f->func.name ? f->func.name : "";
    if (st->ret.value) {
        Type *vt = sema_expr(s, &st->ret.value);
        if (!vt || vt->kind == TY_ERROR || rt->kind == TY_ERROR)
            return;
        if (rt->kind == TY_VOID) {
            /* C++ [stmt.return]p2: a void function may return a void expression. */
            if (vt->kind != TY_VOID)
                diag(s->c, st->loc, D_SEMA_RETURN_IN_VOID, fname);
            return;
        }
        sema_convert(s, &st->ret.value, rt, "return value");
    } else if (rt->kind != TY_VOID && rt->kind != TY_ERROR) {
        diag(s->c, st->loc, D_SEMA_RETURN_NO_VALUE, fname, type_name(s->c, rt));
    }
}

/* Whether control cannot run off the end of st. Conservative, so that it
 * never flags code that does return: loops and switches count as
 * returning; an if returns when both branches do. */
static bool always_returns(const Node *st)
{
    if (!st)
        return false;
    switch (st->kind) {
    case ND_RETURN:
    case ND_DISCARD: return true;
    case ND_BLOCK:
        for (int i = st->block.stmts.len - 1; i >= 0; i--) {
            const Node *x = st->block.stmts.data[i];
            if (x && x->kind == ND_EMPTY)
                continue;
            return always_returns(x);
        }
        return false;
    case ND_IF: return st->ctl.else_ && always_returns(st->ctl.body) && always_returns(st->ctl.else_);
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
    case ND_SWITCH: return true;
    default: return false;
    }
}

void sema_function_body(Sema *s, Node *f)
{
    stmts_here(s, f->func.body);
    /* DXC: "not all control paths return a value". */
    Type *rt = f->type;
    if (rt && rt->kind != TY_VOID && rt->kind != TY_ERROR && !always_returns(f->func.body))
        diag(s->c, f->loc, D_SEMA_MISSING_RETURN, f->func.name ? f->func.name : "");
}

/* ------------------------------------------------------------- statements */

void sema_stmt(Sema *s, Node *st)
{
    if (!st)
        return;
    switch (st->kind) {
    case ND_BLOCK:
        sema_push_scope(s);
        stmts_here(s, st);
        sema_pop_scope(s);
        break;
    case ND_DECL_STMT:
        for (int i = 0; i < st->decl.vars.len; i++)
            sema_decl(s, st->decl.vars.data[i]);
        break;
    case ND_EXPR_STMT:
        if (st->expr_stmt.expr)
            sema_expr(s, &st->expr_stmt.expr);
        if (st->expr_stmt.attrs.len)
            sema_spirv_stmt_attrs(s, st); /* [[vk::ext_capability]] vk::ext_execution_mode(...); */
        break;
    case ND_EMPTY: break;
    case ND_IF:
        stmt_attrs(s, st, ON_IF);
        condition(s, &st->ctl.cond, "an if statement");
        sub_stmt(s, st->ctl.body);
        sub_stmt(s, st->ctl.else_);
        break;
    case ND_WHILE:
        stmt_attrs(s, st, ON_LOOP);
        condition(s, &st->ctl.cond, "a while loop");
        s->loop_depth++;
        sub_stmt(s, st->ctl.body);
        s->loop_depth--;
        break;
    case ND_DO:
        stmt_attrs(s, st, ON_LOOP);
        s->loop_depth++;
        sub_stmt(s, st->ctl.body);
        s->loop_depth--;
        condition(s, &st->ctl.cond, "a do-while loop");
        break;
    case ND_FOR: for_stmt(s, st); break;
    case ND_SWITCH: switch_stmt(s, st); break;
    case ND_CASE:
        /* Labels are taken by switch_stmt from its body; here they are misplaced. */
        if (st->label.value)
            sema_expr(s, &st->label.value);
        diag(s->c, st->loc, s->switch_depth ? D_SEMA_CASE_NESTED : D_SEMA_CASE_OUTSIDE,
             st->label.value ? "case" : "default");
        break;
    case ND_BREAK:
        /* C11 6.8.6.3p1: only in a loop or switch body. */
        if (s->loop_depth + s->switch_depth == 0)
            diag(s->c, st->loc, D_SEMA_BREAK_OUTSIDE);
        break;
    case ND_CONTINUE:
        /* C11 6.8.6.2p1: only in a loop body (a switch inside a loop is fine). */
        if (s->loop_depth == 0)
            diag(s->c, st->loc, D_SEMA_CONTINUE_OUTSIDE);
        break;
    case ND_RETURN: return_stmt(s, st); break;
    case ND_DISCARD: break; /* its stage is checked once entry points are known (sema.c) */
    case ND_VAR:
    case ND_FUNC:
    case ND_STRUCT:
    case ND_TYPEDEF:
    case ND_ENUM:
    case ND_CBUFFER:
    case ND_NAMESPACE: sema_decl(s, st); break;
    default:
        /* An expression where a statement was expected (a parser shortcut). */
        sema_expr(s, &st);
        break;
    }
}
