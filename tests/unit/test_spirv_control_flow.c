/* The SPIR-V writer's structured control flow and calls: if/else with phis
 * and a skipped else, loops with break, continue and phis, switches with
 * fall-through and default, the edge cases of the structured rules, and
 * calls with pointer parameters; every module through spirv-val. Moved out
 * of test_spirv.c. */
#include "spirv_unit.h"

static void if_else_with_phi_and_skipped_else(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.u32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    IrValue *cond = bin(&x, IR_LT, x.bl, tx, cu(&x, 10));
    IrBlock *header = x.b.block;
    (void)header;
    IrIf *i = ir_build_if(&x.b, cond);
    i->hints = IR_HINT_BRANCH;
    ir_builder_set_region(&x.b, &i->then_);
    IrValue *a = bin(&x, IR_ADD, x.u32, tx, cu(&x, 1));
    IrBlock *then_end = x.b.block;
    ir_builder_set_region(&x.b, &i->else_);
    IrValue *bv = bin(&x, IR_MUL, x.u32, tx, cu(&x, 2));
    IrBlock *else_end = x.b.block;
    ir_builder_after(&x.b, &i->n);
    IrInst *phi = ir_build_phi(&x.b, x.u32, 2);
    phi->args[0] = a;
    phi->preds[0] = then_end;
    phi->args[1] = bv;
    phi->preds[1] = else_end;
    phi->v.name = "r";

    /* if (r > 5) r2 = r - 5 (empty else: the header stands in for it in the phi) */
    IrValue *c2 = bin(&x, IR_GT, x.bl, &phi->v, cu(&x, 5));
    IrIf *i2 = ir_build_if(&x.b, c2);
    i2->hints = IR_HINT_FLATTEN;
    ir_builder_set_region(&x.b, &i2->then_);
    IrValue *r2 = bin(&x, IR_SUB, x.u32, &phi->v, cu(&x, 5));
    IrBlock *t2 = x.b.block;
    ir_builder_after(&x.b, &i2->n);
    IrInst *phi2 = ir_build_phi(&x.b, x.u32, 2);
    phi2->args[0] = r2;
    phi2->preds[0] = t2;
    phi2->args[1] = &phi->v;
    phi2->preds[1] = (IrBlock *)i2->else_.first;
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), &phi2->v);

    /* an if whose branches both return: the merge is unreachable */
    IrIf *i3 = ir_build_if(&x.b, c2);
    ir_builder_set_region(&x.b, &i3->then_);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    ir_builder_set_region(&x.b, &i3->else_);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    ir_builder_after(&x.b, &i3->n);
    CHECK(emit_valid(&x, "ifelse", VK_ALL, NULL));
    fx_free(&x);
}

static void loop_with_break_continue_break_if_and_phis(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.u32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    IrBlock *pre = x.b.block;
    IrLoop *l = ir_build_loop(&x.b);
    l->hints = IR_HINT_DONT_UNROLL;
    IrBlock *merge = x.b.block;
    IrBlock *cl = (IrBlock *)l->continuing.first;

    ir_builder_set_region(&x.b, &l->body);
    IrInst *i = ir_build_phi(&x.b, x.u32, 2);
    IrInst *acc = ir_build_phi(&x.b, x.u32, 2);
    i->v.name = "i";
    acc->v.name = "acc";
    /* if (i == 5 + tx) break; */
    IrValue *c1 = bin(&x, IR_EQ, x.bl, &i->v, bin(&x, IR_ADD, x.u32, tx, cu(&x, 5)));
    IrIf *if1 = ir_build_if(&x.b, c1);
    ir_builder_set_region(&x.b, &if1->then_);
    IrBlock *t1 = x.b.block;
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_after(&x.b, &if1->n);
    /* if (i == 3) continue; */
    IrValue *c2 = bin(&x, IR_EQ, x.bl, &i->v, cu(&x, 3));
    IrIf *if2 = ir_build_if(&x.b, c2);
    ir_builder_set_region(&x.b, &if2->then_);
    IrBlock *t2 = x.b.block;
    ir_build_jump(&x.b, IR_CONTINUE, NULL);
    ir_builder_after(&x.b, &if2->n);
    IrValue *acc2 = bin(&x, IR_ADD, x.u32, &acc->v, &i->v);
    IrBlock *b2 = x.b.block;

    ir_builder_set_region(&x.b, &l->continuing);
    IrInst *accc = ir_build_phi(&x.b, x.u32, 2);
    accc->args[0] = acc2;
    accc->preds[0] = b2;
    accc->args[1] = &acc->v;
    accc->preds[1] = t2;
    IrValue *inext = bin(&x, IR_ADD, x.u32, &i->v, cu(&x, 1));
    l->break_if = bin(&x, IR_GE, x.bl, inext, cu(&x, 10));

    i->args[0] = cu(&x, 0);
    i->preds[0] = pre;
    i->args[1] = inext;
    i->preds[1] = cl;
    acc->args[0] = cu(&x, 0);
    acc->preds[0] = pre;
    acc->args[1] = &accc->v;
    acc->preds[1] = cl;

    ir_builder_set_block(&x.b, merge);
    IrInst *res = ir_build_phi(&x.b, x.u32, 2);
    res->args[0] = &acc->v;
    res->preds[0] = t1;
    res->args[1] = &accc->v;
    res->preds[1] = cl;
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), &res->v);

    /* a second loop: only a break (no break_if), unrolled */
    IrLoop *l2 = ir_build_loop(&x.b);
    l2->hints = IR_HINT_UNROLL;
    ir_builder_set_region(&x.b, &l2->body);
    IrIf *if3 = ir_build_if(&x.b, bin(&x, IR_NE, x.bl, tx, cu(&x, 7)));
    ir_builder_set_region(&x.b, &if3->then_);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_set_region(&x.b, &if3->else_);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), cu(&x, 1));
    ir_builder_after(&x.b, &l2->n);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "loop", VK_ALL, NULL));
    fx_free(&x);
}

static void switch_with_fallthrough_and_default(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.i32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    IrValue *sel = ir_build1(&x.b, IR_CONVERT, x.i32, bin(&x, IR_AND, x.u32, tx, cu(&x, 3)));
    IrValue *var = ir_build_var(&x.b, x.i32, "t");
    ir_build_store(&x.b, var, ci(&x, 0));
    IrSwitch *s = ir_build_switch(&x.b, sel, 4);
    int64_t v0 = 0, v1 = 1, v3 = 3, v4[2] = {4, -5};
    ir_case_set_values(x.m, &s->cases[0], &v0, 1);
    ir_case_set_values(x.m, &s->cases[1], &v1, 1);
    s->cases[2].is_default = true;
    ir_case_set_values(x.m, &s->cases[3], &v3, 1);
    (void)v4;
    /* case 0: t = 10; fall through */
    ir_builder_set_region(&x.b, &s->cases[0].body);
    ir_build_store(&x.b, var, ci(&x, 10));
    /* case 1: break */
    ir_builder_set_region(&x.b, &s->cases[1].body);
    IrBlock *c1 = x.b.block;
    ir_build_store(&x.b, var, bin(&x, IR_ADD, x.i32, ir_build_load(&x.b, var), ci(&x, 1)));
    ir_build_jump(&x.b, IR_BREAK, NULL);
    /* default: break */
    ir_builder_set_region(&x.b, &s->cases[2].body);
    IrBlock *cd = x.b.block;
    ir_build_jump(&x.b, IR_BREAK, NULL);
    /* case 3: falls out to the merge */
    ir_builder_set_region(&x.b, &s->cases[3].body);
    IrBlock *c3 = x.b.block;
    ir_builder_after(&x.b, &s->n);
    IrInst *phi = ir_build_phi(&x.b, x.i32, 3);
    phi->args[0] = ci(&x, 1);
    phi->preds[0] = c1;
    phi->args[1] = ci(&x, 2);
    phi->preds[1] = cd;
    phi->args[2] = ci(&x, 3);
    phi->preds[2] = c3;
    IrValue *sum = bin(&x, IR_ADD, x.i32, &phi->v, ir_build_load(&x.b, var));
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), sum);

    /* a switch without default, with a multi-value case, in a loop with a continue */
    IrLoop *l = ir_build_loop(&x.b);
    ir_builder_set_region(&x.b, &l->body);
    IrSwitch *s2 = ir_build_switch(&x.b, sel, 2);
    ir_case_set_values(x.m, &s2->cases[0], v4, 2);
    ir_case_set_values(x.m, &s2->cases[1], &v1, 1);
    ir_builder_set_region(&x.b, &s2->cases[0].body);
    ir_build_jump(&x.b, IR_CONTINUE, NULL);
    ir_builder_set_region(&x.b, &s2->cases[1].body);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_after(&x.b, &s2->n);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_set_region(&x.b, &l->continuing);
    ir_builder_after(&x.b, &l->n);
    CHECK(emit_valid(&x, "switch", VK_ALL, NULL));
    fx_free(&x);
}

static void function_calls_with_pointer_params(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrModule *m = x.m;
    IrGlobal *buf = storage_buffer(&x, "Out", x.u32, 4, 0, true);
    const IrType *pu = irt_pointer(m, x.u32, IRS_FUNCTION);
    /* void inc(inout uint p, uint v) { p += v; } */
    IrFunction *inc = ir_function_new(m, "inc", x.vd, (const IrType *[]){pu, x.u32}, 2);
    inc->params[0]->v.name = "p";
    inc->params[1]->v.name = "v";
    IrBuilder ib;
    ir_builder_init(&ib, m, inc);
    ir_build_store(&ib, &inc->params[0]->v,
                   ir_build2(&ib, IR_ADD, x.u32, ir_build_load(&ib, &inc->params[0]->v), &inc->params[1]->v));
    /* uint twice(uint a) { return a * 2; }  (no explicit return in inc: implicit) */
    IrFunction *twice = ir_function_new(m, "twice", x.u32, (const IrType *[]){x.u32}, 1);
    IrBuilder tb;
    ir_builder_init(&tb, m, twice);
    ir_build_jump(&tb, IR_RETURN, ir_build2(&tb, IR_MUL, x.u32, &twice->params[0]->v, &ir_const_uint(m, 2)->v));
    /* a function nobody calls is not emitted */
    IrFunction *dead = ir_function_new(m, "dead_function", x.vd, NULL, 0);
    (void)dead;

    IrValue *tx = thread_x(&x);
    IrValue *var = ir_build_var(&x.b, x.u32, "acc");
    IrInst *vi = (IrInst *)var;
    vi->num_args = 1;
    vi->args = ARENA_ARRAY(m->arena, IrValue *, 1);
    vi->args[0] = cu(&x, 1);
    ir_build_call(&x.b, inc, (IrValue *[]){var, tx}, 2);
    IrValue *t = ir_build_call(&x.b, twice, (IrValue *[]){ir_build_load(&x.b, var)}, 1);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), t);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    CHECK(emit_valid(&x, "calls", VK_ALL, NULL));
    StrBuf out = {0};
    CHECK(emit(&x, 120, &out, NULL));
    CHECK(contains(&out, "twice"));
    CHECK(!contains(&out, "dead_function"));
    sb_free(&out);
    fx_free(&x);
}

/* Shapes that stress the structured rules: unreachable merges and continue
 * targets, nested loops, loops in switches, default in the middle with
 * fall-through both ways, an empty then. */
static void control_flow_edge_cases(void)
{
    Fx x;
    fx_init(&x, IR_STAGE_COMPUTE);
    IrGlobal *buf = storage_buffer(&x, "Out", x.u32, 4, 0, true);
    IrValue *tx = thread_x(&x);
    IrValue *c = bin(&x, IR_LT, x.bl, tx, cu(&x, 3));
    IrValue *sel = ir_build1(&x.b, IR_CONVERT, x.i32, tx);

    /* loop { if (c) break; else continue; } : the if's merge is unreachable */
    IrLoop *l1 = ir_build_loop(&x.b);
    ir_builder_set_region(&x.b, &l1->body);
    IrIf *i1 = ir_build_if(&x.b, c);
    ir_builder_set_region(&x.b, &i1->then_);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_set_region(&x.b, &i1->else_);
    ir_build_jump(&x.b, IR_CONTINUE, NULL);
    ir_builder_after(&x.b, &l1->n);

    /* outer { inner { if (c) break; store } if (!c) break; } continuing { break if c } */
    IrLoop *outer = ir_build_loop(&x.b);
    ir_builder_set_region(&x.b, &outer->body);
    IrLoop *inner = ir_build_loop(&x.b);
    ir_builder_set_region(&x.b, &inner->body);
    IrIf *i2 = ir_build_if(&x.b, c);
    ir_builder_set_region(&x.b, &i2->then_);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_after(&x.b, &i2->n);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), cu(&x, 4));
    ir_builder_after(&x.b, &inner->n);
    IrIf *i3 = ir_build_if(&x.b, ir_build1(&x.b, IR_NOT, x.bl, c));
    ir_builder_set_region(&x.b, &i3->then_);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_set_region(&x.b, &outer->continuing);
    outer->break_if = c;
    ir_builder_after(&x.b, &outer->n);

    /* switch: case 0 falls into default (in the middle), default falls into
     * case 3; case 1 holds a loop that breaks, then breaks the switch */
    IrSwitch *s = ir_build_switch(&x.b, sel, 4);
    int64_t v0 = 0, v1 = 1, v3 = 3;
    ir_case_set_values(x.m, &s->cases[0], &v0, 1);
    s->cases[1].is_default = true;
    ir_case_set_values(x.m, &s->cases[2], &v3, 1);
    ir_case_set_values(x.m, &s->cases[3], &v1, 1);
    ir_builder_set_region(&x.b, &s->cases[0].body);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), cu(&x, 0));
    ir_builder_set_region(&x.b, &s->cases[1].body);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), cu(&x, 1));
    ir_builder_set_region(&x.b, &s->cases[2].body);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_set_region(&x.b, &s->cases[3].body);
    IrLoop *l3 = ir_build_loop(&x.b);
    ir_builder_set_region(&x.b, &l3->body);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_after(&x.b, &l3->n);
    IrIf *i4 = ir_build_if(&x.b, c); /* a break out of a selection in a case */
    ir_builder_set_region(&x.b, &i4->then_);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_after(&x.b, &i4->n);
    ir_build_jump(&x.b, IR_BREAK, NULL);
    ir_builder_after(&x.b, &s->n);

    /* if (c) {} else { store } : an empty then */
    IrIf *i5 = ir_build_if(&x.b, c);
    ir_builder_set_region(&x.b, &i5->else_);
    ir_build_store(&x.b, elem_ptr(&x, buf, tx), cu(&x, 9));
    ir_builder_after(&x.b, &i5->n);

    /* an if in continuing: the continue target is a selection header and
     * the back edge leaves from that if's merge */
    IrLoop *l5 = ir_build_loop(&x.b);
    IrBlock *pre5 = (IrBlock *)l5->n.prev;
    ir_builder_set_region(&x.b, &l5->body);
    IrInst *j = ir_build_phi(&x.b, x.u32, 2);
    ir_builder_set_region(&x.b, &l5->continuing);
    IrIf *i6 = ir_build_if(&x.b, bin(&x, IR_LT, x.bl, &j->v, cu(&x, 2)));
    ir_builder_set_region(&x.b, &i6->then_);
    IrValue *j1 = bin(&x, IR_ADD, x.u32, &j->v, cu(&x, 1));
    IrBlock *t6 = x.b.block;
    ir_builder_set_region(&x.b, &i6->else_);
    IrValue *j2 = bin(&x, IR_ADD, x.u32, &j->v, cu(&x, 2));
    IrBlock *e6 = x.b.block;
    ir_builder_after(&x.b, &i6->n);
    IrInst *jn = ir_build_phi(&x.b, x.u32, 2);
    jn->args[0] = j1;
    jn->preds[0] = t6;
    jn->args[1] = j2;
    jn->preds[1] = e6;
    l5->break_if = bin(&x, IR_GT, x.bl, &jn->v, tx);
    j->args[0] = cu(&x, 0);
    j->preds[0] = pre5;
    j->args[1] = &jn->v;
    j->preds[1] = x.b.block;
    ir_builder_after(&x.b, &l5->n);

    /* loop { return; } : the continue target is unreachable */
    IrLoop *l4 = ir_build_loop(&x.b);
    ir_builder_set_region(&x.b, &l4->body);
    ir_build_jump(&x.b, IR_RETURN, NULL);
    ir_builder_after(&x.b, &l4->n);
    CHECK(emit_valid(&x, "edges", VK_ALL, NULL));
    fx_free(&x);
}

int main(void)
{
    RUN(if_else_with_phi_and_skipped_else);
    RUN(loop_with_break_continue_break_if_and_phis);
    RUN(switch_with_fallthrough_and_default);
    RUN(function_calls_with_pointer_params);
    RUN(control_flow_edge_cases);
    return UNIT_END();
}
