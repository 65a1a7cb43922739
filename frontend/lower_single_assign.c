/* Locals written once: found before a function body is lowered, so that
 * lower_local_var binds them straight to their initializer's SSA value,
 * with no variable, store or loads (ir_opt_vars_to_ssa would have removed
 * those anyway, after ~4 IR instructions a local on a long straight body).
 *
 * A local qualifies when it is a numeric scalar, vector or matrix declared
 * with an initializer and no qualifier but `const`, and every use of it is
 * a plain read that the lowering takes with lower_expr: an operand, an
 * initializer, an `in` argument of a user function, an argument of an
 * intrinsic without out/ref parameters, an index. Anything that reaches it
 * as a place disqualifies it: assignment, ++/--, out/inout arguments, a
 * member, swizzle or element of it (read or written: those go through
 * lx_lv_impl), method objects. Its uses must sit inside its scope, after
 * the declaration (so the value dominates them): HLSL 2018 reads of a
 * for-init variable after the loop keep the variable.
 *
 * The output must stay the one the variable gave, ids included (MSL and
 * WGSL name values by id). ir_opt_vars_to_ssa takes an id for every phi
 * it places at the iterated dominance frontier of a variable's store,
 * even one it then drops; a declaration outside every if and loop has an
 * empty frontier, so only those qualify. Passes before it that restructure
 * code and spill values crossing the new regions (early returns, switch
 * fall-through, resources chosen at run time) name and place what they
 * make differently for values and variables, and a function inlined
 * before it is copied with fresh ids: functions with those keep all their
 * variables. So do functions with `precise` (its NoContraction
 * mark walks back through operands up to loads, so a direct value would
 * extend it), with inline SPIR-V calls, or with a node kind not listed
 * here; and -O0 and -fspv-debug=vulkan, whose outputs keep locals. */
#include <string.h>
#include "lower_internal.h"
#include "sema_inline_spirv.h"

/* A declaration's state in L->single_assign. */
enum {
    SA_OPEN = 1, /* qualifies so far; its scope is still open */
    SA_CLOSED,   /* qualifies; out of scope (a later use disqualifies it) */
    SA_KEPT,     /* stays a variable */
};

typedef struct Scan {
    Lower *L;
    NodeList open; /* the qualifying declarations whose scope is open, innermost last */
    Node *last;    /* the body's last statement: the one return that needs no restructuring */
    int candidates; /* declarations that qualified when declared */
    int depth;     /* the ifs and loops around the statement being scanned */
    bool give_up;  /* keep every variable of the function */
} Scan;

static uintptr_t state(Scan *s, const Node *v)
{
    return (uintptr_t)ptrmap_get(&s->L->single_assign, v);
}

static void set_state(Scan *s, const Node *v, uintptr_t st)
{
    ptrmap_put(s->L->scratch, &s->L->single_assign, v, (void *)st);
}

/* Empties the map for the next function: a small table is cleared and
 * kept (a table each would cost 1 KiB a function), a big one dropped
 * (clearing it for every small function after would cost its size). */
static void reset_states(Lower *L)
{
    PtrMap *m = &L->single_assign;
    if (m->cap && m->cap <= 1024) {
        memset(m->keys, 0, m->cap * sizeof *m->keys);
        memset(m->vals, 0, m->cap * sizeof *m->vals);
        m->len = 0;
    } else {
        memset(m, 0, sizeof *m);
    }
}

static void expr(Scan *s, Node *e, bool value);
static void stmt(Scan *s, Node *st);

/* Ends the scopes opened since mark: their declarations are closed. */
static void close_scope(Scan *s, int mark)
{
    for (int i = mark; i < s->open.len; i++)
        if (state(s, s->open.data[i]) == SA_OPEN)
            set_state(s, s->open.data[i], SA_CLOSED);
    s->open.len = mark;
}

/* The body of an if or a loop: a scope, and code that may not run. */
static void scoped(Scan *s, Node *st)
{
    int mark = s->open.len;
    s->depth++;
    stmt(s, st);
    s->depth--;
    close_scope(s, mark);
}

static bool is_precise(const Node *d)
{
    return (d->kind == ND_VAR && (d->var.mods & MOD_PRECISE)) || (d->kind == ND_PARAM && (d->param.mods & MOD_PRECISE));
}

/* A name used: as a value (read through lower_expr), or as a place. */
static void use(Scan *s, Node *e, bool value)
{
    Node *d = e->ident.decl;
    if (e->ident.sym == SYM_ENUMERATOR || !d)
        return;
    if (is_precise(d))
        s->give_up = true;
    if (d->kind != ND_VAR || d->var.is_global || d->var.owner)
        return; /* not a local of a function body */
    if (!value || state(s, d) != SA_OPEN)
        set_state(s, d, SA_KEPT);
}

static bool numeric(const Type *t)
{
    return t && (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX);
}

static void decl(Scan *s, Node *v)
{
    if (v->kind != ND_VAR)
        return; /* a local struct or typedef */
    if (v->var.mods & MOD_PRECISE)
        s->give_up = true;
    expr(s, v->var.init, true); /* before the name is in scope */
    bool ok = v->var.init && s->depth == 0 && (v->var.mods & ~(unsigned)MOD_CONST) == 0 && !v->var.spirv &&
              !v->var.attrs.len && !v->var.dims_expr.len && !v->var.bit_width && numeric(v->type) &&
              !ptrmap_get(&s->L->nonuniform, v);
    if (state(s, v) || !ok) { /* (seen before its declaration: keep it) */
        set_state(s, v, SA_KEPT);
        return;
    }
    set_state(s, v, SA_OPEN);
    s->candidates++;
    vec_push(s->L->scratch, &s->open, v);
}

/* Whether the call's argument k is read as a value (lower_expr), not as a
 * place; give_up for calls the lowering treats specially. */
static bool arg_is_value(Scan *s, Node *e, int k)
{
    if (e->call.is_constructor)
        return true;
    if (e->call.spirv) {
        s->give_up = true;
        return false;
    }
    Node *f = e->call.func;
    if (f) {
        Node *def = f->func.definition ? f->func.definition : f;
        if (f->func.spirv || def->func.spirv || lower_spirv_is_wrapper(s->L, def)) {
            s->give_up = true;
            return false;
        }
        if (k >= def->func.params.len)
            return false;
        Node *p = def->func.params.data[k];
        return !(p->param.mods & (MOD_OUT | MOD_INOUT)) && !(p->type && p->type->kind == TY_RAYQUERY);
    }
    int id = e->call.intrinsic;
    if (id < 0 || id >= INTR_COUNT) { /* vk::ext_execution_mode and the like */
        s->give_up = true;
        return false;
    }
    const char *sig = intrinsic_info[id].signature;
    return sig && !strstr(sig, "out ") && !strstr(sig, "ref ") && !lower_has_load_status(e);
}

static void list(Scan *s, NodeList *l, bool value)
{
    for (int i = 0; i < l->len; i++)
        expr(s, l->data[i], value);
}

static void expr(Scan *s, Node *e, bool value)
{
    if (!e || s->give_up)
        return;
    switch (e->kind) {
    case ND_INT_LIT:
    case ND_FLOAT_LIT:
    case ND_BOOL_LIT:
    case ND_STRING_LIT:
        break;
    case ND_IDENT:
        use(s, e, value);
        break;
    case ND_UNARY: {
        AstOp op = e->op.op;
        bool steps = op == OP_PRE_INC || op == OP_PRE_DEC || op == OP_POST_INC || op == OP_POST_DEC;
        expr(s, e->op.lhs, !steps);
        break;
    }
    case ND_BINARY:
        expr(s, e->op.lhs, true);
        expr(s, e->op.rhs, true);
        break;
    case ND_ASSIGN:
        expr(s, e->op.lhs, false);
        expr(s, e->op.rhs, true);
        break;
    case ND_COND:
        expr(s, e->cond.cond, true);
        expr(s, e->cond.then_, true);
        expr(s, e->cond.else_, true);
        break;
    case ND_COMMA:
        expr(s, e->comma.lhs, true);
        expr(s, e->comma.rhs, true);
        break;
    case ND_CALL:
        expr(s, e->call.callee, false);
        expr(s, e->call.object, false);
        for (int k = 0; k < e->call.args.len; k++)
            expr(s, e->call.args.data[k], arg_is_value(s, e, k));
        break;
    case ND_MEMBER: /* read or written through the place (lower_member, lx_lv_impl) */
        expr(s, e->member.object, false);
        break;
    case ND_INDEX:
        if (e->index.base->type && type_holds_resource(e->index.base->type) &&
            e->index.base->type->kind != TY_RESOURCE)
            s->give_up = true; /* a resource chosen at run time: the handle passes copy its index */
        expr(s, e->index.base, false);
        expr(s, e->index.index, true);
        break;
    case ND_CAST: /* a cast of a place can be a place: (Base)derived, out arguments */
        expr(s, e->cast.expr, value);
        list(s, &e->cast.dims_expr, true);
        break;
    case ND_INIT_LIST:
        list(s, &e->init.items, true);
        break;
    case ND_SIZEOF: /* only its type is read */
        expr(s, e->size_of.expr, true);
        break;
    default:
        s->give_up = true;
        break;
    }
}

static void stmt(Scan *s, Node *st)
{
    if (!st || s->give_up)
        return;
    switch (st->kind) {
    case ND_BLOCK: {
        int mark = s->open.len;
        for (int i = 0; i < st->block.stmts.len; i++)
            stmt(s, st->block.stmts.data[i]);
        close_scope(s, mark);
        break;
    }
    case ND_DECL_STMT:
        for (int i = 0; i < st->decl.vars.len; i++)
            decl(s, st->decl.vars.data[i]);
        break;
    case ND_EXPR_STMT:
        expr(s, st->expr_stmt.expr, true);
        break;
    case ND_IF:
        expr(s, st->ctl.cond, true);
        scoped(s, st->ctl.body);
        scoped(s, st->ctl.else_);
        break;
    case ND_FOR: { /* the init's names: only inside the loop (later reads keep them) */
        int mark = s->open.len;
        stmt(s, st->ctl.init);
        expr(s, st->ctl.cond, true);
        expr(s, st->ctl.step, true);
        scoped(s, st->ctl.body);
        close_scope(s, mark);
        break;
    }
    case ND_WHILE:
        expr(s, st->ctl.cond, true);
        scoped(s, st->ctl.body);
        break;
    case ND_DO:
        scoped(s, st->ctl.body);
        expr(s, st->ctl.cond, true);
        break;
    case ND_SWITCH: /* a case that falls through is restructured (ir_lower_switch_fallthrough) */
        s->give_up = true;
        break;
    case ND_RETURN: /* an early return is restructured (ir_lower_divergent_returns) */
        if (st != s->last)
            s->give_up = true;
        expr(s, st->ret.value, true);
        break;
    case ND_CASE: /* a constant label */
    case ND_EMPTY:
    case ND_BREAK:
    case ND_CONTINUE:
    case ND_DISCARD:
    case ND_STRUCT:
    case ND_TYPEDEF:
    case ND_ENUM:
    case ND_USING:
        break;
    default: /* an expression used as a statement (lower_stmt's default) */
        expr(s, st, true);
        break;
    }
}

/* ir_lower_resource_handles inlines a function whose parameters or result
 * hold resources (or a RayQuery), a method of a struct that holds one, and
 * one that uses a static holding resources, directly or through a call.
 * The copy takes fresh ids in its caller, so a copy without the variable's
 * instructions would shift the caller's: such functions keep their
 * variables. Decided here from the AST, more widely than the pass (any call
 * of such a function counts), memoized in L->inlined_fns; asked only
 * for functions with candidates. */
enum { INLINED_NO = 1, INLINED_YES, INLINED_BUSY };

static bool may_be_inlined(Lower *L, Node *fn);

static bool holds_handles(const Type *t)
{
    return t && (t->kind == TY_RAYQUERY || type_holds_resource(t));
}

static bool reaches_handles(Node *n, void *user)
{
    Lower *L = user;
    if (n->kind == ND_IDENT && n->ident.decl && n->ident.decl->kind == ND_VAR)
        n = n->ident.decl;
    if (n->kind == ND_VAR)
        return (n->var.mods & MOD_STATIC) && holds_handles(n->type);
    return n->kind == ND_CALL && n->call.func && may_be_inlined(L, n->call.func);
}

static bool may_be_inlined(Lower *L, Node *fn)
{
    Node *def = fn->func.definition ? fn->func.definition : fn;
    uintptr_t memo = (uintptr_t)ptrmap_get(&L->inlined_fns, def);
    if (memo)
        return memo == INLINED_YES; /* (a recursive call, busy: no) */
    ptrmap_put(L->scratch, &L->inlined_fns, def, (void *)(uintptr_t)INLINED_BUSY);
    bool yes = holds_handles(def->type) ||
               (def->func.owner && !def->func.is_static_method && holds_handles(def->func.owner->type));
    for (int i = 0; i < def->func.params.len && !yes; i++)
        yes = holds_handles(def->func.params.data[i]->type);
    yes = yes || lower_any_node(def->func.body, reaches_handles, L);
    ptrmap_put(L->scratch, &L->inlined_fns, def, (void *)(uintptr_t)(yes ? INLINED_YES : INLINED_NO));
    return yes;
}

/* Whether the pipeline keeps locals as variables in its output anyway
 * (lib/compile.c: -O0 runs no ir_opt_vars_to_ssa; -fspv-debug=vulkan
 * describes the locals). */
static bool locals_stay(const Lower *L)
{
    const PrismOptions *o = L->c->opts;
    return !o || !o->optimize || ((o->debug_info & PRISM_DEBUG_VULKAN) && !o->strip_debug);
}

void lower_single_assign_scan(Lower *L, Node *fn)
{
    reset_states(L);
    if (locals_stay(L) || !fn->func.body)
        return;
    for (int i = 0; i < fn->func.params.len; i++)
        if (is_precise(fn->func.params.data[i]))
            return;
    Scan s = {.L = L, .open = L->single_assign_open}; /* the list's array, reused */
    s.open.len = 0;
    NodeList *top = &fn->func.body->block.stmts;
    s.last = fn->func.body->kind == ND_BLOCK && top->len ? top->data[top->len - 1] : NULL;
    stmt(&s, fn->func.body);
    L->single_assign_open = s.open;
    if (s.give_up || (s.candidates && may_be_inlined(L, fn)))
        reset_states(L);
}

bool lower_single_assign(Lower *L, const Node *v)
{
    uintptr_t st = (uintptr_t)ptrmap_get(&L->single_assign, v);
    return st == SA_OPEN || st == SA_CLOSED;
}
