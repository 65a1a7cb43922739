/* Statements to structured IR.
 *
 *   if (c) A else B      if c { A } else { B }      [branch]/[flatten]: hints
 *   while (c) S          loop { if !c { break }; S } continuing { }
 *   for (i; c; s) S      i; loop { if !c { break }; S } continuing { s }
 *   do S while (c)       loop { S } continuing { break if !c }
 *                        [unroll(n)] / [loop]: hints
 *   switch (x) { ... }   switch x: one case per run of labels, with the
 *                        statements up to the next label as its region; a
 *                        region that does not end in a jump falls through
 *   break/continue       IR_BREAK / IR_CONTINUE
 *   return [v]           IR_RETURN (in an inlined entry: from the entry)
 *   discard              the demote intrinsic (lower_discard): not a jump
 * Statements after a jump in the same block are dead: they are not lowered
 * (their declarations still get variables, in case a later case label's
 * statements use them). */
#include <string.h>
#include "lower_internal.h"

static void lower_block_list(Lower *L, NodeList *stmts);

static bool terminated(Lower *L)
{
    return ir_builder_terminated(&L->b);
}

/* A local `static`: an IRS_PRIVATE global made once. A constant
 * initializer becomes the global's initializer; any other is stored the
 * first time the declaration runs (a private bool flag remembers). */
static void lower_static_local(Lower *L, Node *v)
{
    VarInfo *vi = lower_var(L, v);
    if (!vi) {
        vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
        vi->type = v->type;
        vi->member = -1;
        lower_set_var(v, vi);
        IrConst *k = NULL;
        if (v->var.init)
            k = lower_const_eval(L, v->var.init);
        const Type *t = v->type;
        if ((v->var.mods & MOD_CONST) && k && (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX)) {
            vi->konst = k;
            return;
        }
        const IrType *it = layout_type(L, t, LAYOUT_NONE, false);
        if (!it) {
            lower_error(L, v, D_LOWER_RESOURCE_VALUE, v->var.name);
            vi->unsupported = vi->reported = true;
            return;
        }
        IrGlobal *g = ir_global_new(L->m, v->var.name, it, IRS_PRIVATE);
        g->location = -1;
        g->set = g->binding = -1;
        g->init = k ? k : ir_const_null(L->m, it);
        vi->ptr = &g->v;
        vi->global = g;
        if (t->kind == TY_RAYQUERY) { /* uninitialized; RayQuery<F>() stores nothing */
            g->init = NULL;
            return;
        }
        if (v->var.init && !k) {
            IrGlobal *flag = ir_global_new(L->m, arena_printf(L->c->arena, "%s.initialized", v->var.name),
                                           irt_bool(L->m), IRS_PRIVATE);
            flag->location = -1;
            flag->set = flag->binding = -1;
            flag->init = ir_const_bool(L->m, false);
            vi->block = flag; /* (reuses the field: the init flag of a static local) */
            vi->member = -2;
        }
    }
    if (vi->member == -2 && v->var.init && !terminated(L)) {
        IrGlobal *flag = vi->block;
        IrValue *done = ir_build_load(&L->b, &flag->v);
        IrIf *i = ir_build_if(&L->b, done);
        ir_builder_set_region(&L->b, &i->else_);
        ir_build_store(&L->b, &flag->v, lx_const(ir_const_bool(L->m, true)));
        ir_build_store(&L->b, vi->ptr, lower_init(L, v->var.init, v->type));
        ir_builder_after(&L->b, &i->n);
    }
}

/* A local that lower_single_assign.c found written once: bound to its
 * initializer's value, with no variable, store or loads. The ids those
 * would have taken stay taken (MSL and WGSL name values by id), so the
 * output is the one ir_opt_vars_to_ssa made from the variable. A constant
 * value keeps the variable: its uses would fold at once, where through a
 * load they do not. */
static void bind_value(Lower *L, Node *v, VarInfo *vi, const IrType *it)
{
    IrFunction *f = L->b.f;
    uint32_t var_id = f->next_value_id++;
    IrValue *val = lower_init(L, v->var.init, v->type);
    L->b.loc = v->loc;
    if (val->vkind == IRV_INST && val->type == it) {
        vi->value = val;
        f->next_value_id++; /* the store's id */
        return;
    }
    /* The variable, with the id and the place among the function's
     * variables it would have had: before any the initializer made. */
    IrInst *var = (IrInst *)ir_build_var(&L->b, it, v->var.name);
    var->v.id = var_id;
    f->next_value_id--;
    IrInst *before = NULL;
    for (IrInst *p = var->prev; p && p->op == IR_VAR && p->v.id > var_id; p = p->prev)
        before = p;
    if (before) {
        ir_inst_remove(var);
        ir_inst_insert_before(before, var);
    }
    vi->ptr = &var->v;
    ir_build_store(&L->b, vi->ptr, val);
}

void lower_local_var(Lower *L, Node *v)
{
    if (v->kind != ND_VAR)
        return; /* local struct / typedef declarations */
    L->b.loc = v->loc;
    if (v->var.mods & MOD_STATIC) {
        lower_static_local(L, v);
        lower_spirv_local(L, v);
        return;
    }
    VarInfo *vi = ARENA_NEW(lower_tmp_arena(L), VarInfo);
    vi->type = v->type;
    vi->member = -1;
    lower_set_var(v, vi);
    const IrType *it = v->type ? layout_type(L, v->type, LAYOUT_NONE, false) : NULL;
    if (!it) {
        lower_error(L, v, D_LOWER_RESOURCE_VALUE, v->var.name);
        vi->unsupported = vi->reported = true;
        return;
    }
    if (v->var.init && !terminated(L) && lower_single_assign(L, v) && it == lx_vt(L, v->type)) {
        bind_value(L, v, vi, it);
        return;
    }
    vi->ptr = ir_build_var(&L->b, it, v->var.name);
    lower_spirv_local(L, v); /* [[vk::ext_decorate]] on it */
    if (v->var.init && !terminated(L) && v->type->kind != TY_RAYQUERY) { /* RayQuery<F>(): a new query */
        IrValue *val = lower_init(L, v->var.init, v->type);
        lower_mark_precise(v, val);
        L->b.loc = v->loc;
        ir_build_store(&L->b, vi->ptr, val);
    }
}

static IrValue *cond_value(Lower *L, Node *e)
{
    IrValue *c = lower_expr(L, e);
    const Type *t = e->type;
    if (t && !(t->kind == TY_SCALAR && t->scalar == SC_BOOL)) {
        const Type *b = type_scalar(L->tt, SC_BOOL);
        if (t->kind != TY_SCALAR)
            c = lower_convert(L, c, t, type_scalar(L->tt, t->scalar)); /* float1 & co */
        c = lower_convert(L, c, type_scalar(L->tt, type_scalar_kind(t)), b);
    }
    return c;
}

static uint32_t if_hints(AttrList *attrs)
{
    uint32_t h = 0;
    if (lower_find_attr(attrs, "branch"))
        h |= IR_HINT_BRANCH;
    if (lower_find_attr(attrs, "flatten"))
        h |= IR_HINT_FLATTEN;
    return h;
}

static void loop_hints(IrLoop *lp, AttrList *attrs)
{
    Attribute *u = lower_find_attr(attrs, "unroll");
    if (u) {
        lp->hints |= IR_HINT_UNROLL;
        if (u->args.len)
            lp->unroll_count = (uint32_t)lower_attr_int(u->args.data[0], 0);
    }
    if (lower_find_attr(attrs, "loop"))
        lp->hints |= IR_HINT_DONT_UNROLL;
}

/* if !c { break } at the current point. */
static void break_unless(Lower *L, Node *cond)
{
    if (!cond)
        return;
    L->b.loc = cond->loc;
    IrValue *c = cond_value(L, cond);
    IrIf *i = ir_build_if(&L->b, c);
    ir_builder_set_region(&L->b, &i->else_);
    ir_build_jump(&L->b, IR_BREAK, NULL);
    ir_builder_after(&L->b, &i->n);
}

static void lower_loop(Lower *L, Node *st)
{
    if (st->kind == ND_FOR && lower_unroll_for(L, st))
        return;
    if (st->kind == ND_FOR && st->ctl.init)
        lower_stmt(L, st->ctl.init);
    if (terminated(L))
        return;
    L->b.loc = st->loc;
    IrLoop *lp = ir_build_loop(&L->b);
    loop_hints(lp, &st->ctl.attrs);
    ir_builder_set_region(&L->b, &lp->body);
    if (st->kind != ND_DO)
        break_unless(L, st->ctl.cond);
    lower_stmt(L, st->ctl.body);
    ir_builder_set_region(&L->b, &lp->continuing);
    if (st->kind == ND_FOR && st->ctl.step) {
        L->b.loc = st->ctl.step->loc;
        lower_expr(L, st->ctl.step);
    }
    if (st->kind == ND_DO && st->ctl.cond) {
        L->b.loc = st->ctl.cond->loc;
        IrValue *c = cond_value(L, st->ctl.cond);
        lp->break_if = lx_op1(L, IR_NOT, irt_bool(L->m), c);
    }
    ir_builder_after(&L->b, &lp->n);
}

static void lower_switch(Lower *L, Node *st)
{
    Node *body = st->ctl.body;
    NodeList *stmts = body && body->kind == ND_BLOCK ? &body->block.stmts : NULL;
    IrValue *sel = lower_expr(L, st->ctl.cond);
    const Type *selt = st->ctl.cond->type;
    if (selt && selt->kind == TY_SCALAR && scalar_info[selt->scalar].bits != 32)
        sel = lower_convert(L, sel, selt, type_scalar(L->tt, SC_INT));
    /* count the cases: one per run of consecutive labels */
    int ncases = 0;
    bool prev_label = false;
    for (int i = 0; stmts && i < stmts->len; i++) {
        bool lab = stmts->data[i]->kind == ND_CASE;
        if (lab && !prev_label)
            ncases++;
        prev_label = lab;
    }
    L->b.loc = st->loc;
    IrSwitch *sw = ir_build_switch(&L->b, sel, ncases);
    int ci = -1;
    prev_label = false;
    for (int i = 0; stmts && i < stmts->len; i++) {
        Node *s = stmts->data[i];
        if (s->kind == ND_CASE) {
            if (!prev_label) {
                ci++;
                IrCase *c = &sw->cases[ci];
                int nv = 0;
                for (int j = i; j < stmts->len && stmts->data[j]->kind == ND_CASE; j++)
                    nv += stmts->data[j]->label.value ? 1 : 0;
                c->values = ARENA_ARRAY(L->c->arena, int64_t, nv ? nv : 1);
                c->num_values = 0;
                ir_builder_set_region(&L->b, &c->body);
            }
            IrCase *c = &sw->cases[ci];
            if (s->label.value)
                c->values[c->num_values++] = s->label.sema_value;
            else
                c->is_default = true;
            prev_label = true;
            continue;
        }
        prev_label = false;
        if (ci < 0)
            continue; /* before the first label: never runs */
        lower_stmt(L, s);
    }
    /* the last case leaves the switch */
    if (ci >= 0 && !terminated(L))
        ir_build_jump(&L->b, IR_BREAK, NULL);
    ir_builder_after(&L->b, &sw->n);
}

static void lower_block_list(Lower *L, NodeList *stmts)
{
    for (int i = 0; i < stmts->len; i++)
        lower_stmt(L, stmts->data[i]);
}

void lower_stmt(Lower *L, Node *st)
{
    if (!st)
        return;
    if (terminated(L)) {
        /* dead code: keep declarations so later uses find a variable */
        if (st->kind == ND_DECL_STMT)
            for (int i = 0; i < st->decl.vars.len; i++)
                lower_local_var(L, st->decl.vars.data[i]);
        else if (st->kind == ND_BLOCK)
            lower_block_list(L, &st->block.stmts);
        return;
    }
    L->b.loc = st->loc;
    switch (st->kind) {
    case ND_BLOCK:
        lower_block_list(L, &st->block.stmts);
        break;
    case ND_DECL_STMT:
        for (int i = 0; i < st->decl.vars.len; i++)
            lower_local_var(L, st->decl.vars.data[i]);
        break;
    case ND_EXPR_STMT:
        if (st->expr_stmt.expr)
            lower_expr(L, st->expr_stmt.expr);
        break;
    case ND_EMPTY:
        break;
    case ND_IF: {
        IrValue *c = cond_value(L, st->ctl.cond);
        L->b.loc = st->loc;
        IrIf *i = ir_build_if(&L->b, c);
        i->hints = if_hints(&st->ctl.attrs);
        ir_builder_set_region(&L->b, &i->then_);
        lower_stmt(L, st->ctl.body);
        if (st->ctl.else_) {
            ir_builder_set_region(&L->b, &i->else_);
            lower_stmt(L, st->ctl.else_);
        }
        ir_builder_after(&L->b, &i->n);
        break;
    }
    case ND_FOR:
    case ND_WHILE:
    case ND_DO:
        lower_loop(L, st);
        break;
    case ND_SWITCH:
        lower_switch(L, st);
        break;
    case ND_CASE:
        break; /* only directly inside a switch body (lower_switch) */
    case ND_BREAK:
        ir_build_jump(&L->b, IR_BREAK, NULL);
        break;
    case ND_CONTINUE:
        ir_build_jump(&L->b, IR_CONTINUE, NULL);
        break;
    case ND_RETURN: {
        IrValue *v = NULL;
        if (st->ret.value) {
            v = lower_expr(L, st->ret.value);
            if (L->fn->ret->kind == IRT_VOID && !L->io)
                v = NULL; /* return f(); in a void function */
        }
        L->b.loc = st->loc;
        if (L->io) { /* a vertex or pixel entry: its outputs */
            lower_entry_return(L, v);
            break;
        }
        ir_build_jump(&L->b, IR_RETURN, v);
        break;
    }
    case ND_DISCARD:
        lower_discard(L, st);
        break;
    case ND_STRUCT:
    case ND_TYPEDEF:
    case ND_ENUM:
    case ND_USING:
        break;
    default:
        /* an expression used as a statement by the parser */
        lower_expr(L, st);
        break;
    }
}
