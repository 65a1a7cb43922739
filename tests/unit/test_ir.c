/* The IR library: interning, the builder, the CFG, the verifier (accepts
 * good IR, rejects each broken invariant), the text form, and the passes
 * vars_to_ssa, constant_fold and dce (the text targets' lowerings are in
 * test_ir_text_lowerings.c). Dumps are compared as whole strings. */
#include <setjmp.h>
#include <time.h>
#include "../../intrinsics/intrinsics.h"
#include "../../ir/ir.h"
#include "ir_unit.h"

/* ---------------------------------------------------------------- types and constants */

static void types_are_interned(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    CHECK(irt_int(m, 32, false) == t->u32);
    CHECK(irt_vector(m, t->f32, 4) == irt_vector(m, irt_float(m, 32), 4));
    CHECK(irt_vector(m, t->f32, 1) == t->f32);
    CHECK(irt_pointer(m, t->u32, IRS_STORAGE) != irt_pointer(m, t->u32, IRS_UNIFORM));
    CHECK(irt_array(m, t->f32, 4, 16) != irt_array(m, t->f32, 4, 0));
    const IrType *ps[2] = {t->u32, t->f32};
    CHECK(irt_function(m, t->b, ps, 2) == irt_function(m, t->b, ps, 2));
    CHECK(irt_relaxed(m, irt_vector(m, t->f32, 2)) == irt_vector(m, irt_relaxed(m, t->f32), 2));
    CHECK_STR(irt_name(m, irt_matrix(m, irt_vector(m, t->f32, 4), 3)), "mat3x4<f32>");
    CHECK_STR(irt_name(m, irt_pointer(m, irt_runtime_array(m, t->u32, 4), IRS_STORAGE)),
              "ptr<storage, array<u32, stride=4>>");
    CHECK_STR(irt_name(m, irt_int(m, 16, true)), "i16");
    IrType *s1 = irt_struct_new(m, "S", 0), *s2 = irt_struct_new(m, "S", 0);
    CHECK(s1 != s2);
    CHECK_STR(irt_name(m, s1), "S");
    CHECK_STR(irt_name(m, s2), "S.1");
    CHECK(s2->id == s1->id + 1);
    t_free(t);
}

static void constants_are_interned_and_normalized(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    CHECK(ir_const_uint(m, 7) == ir_const_int(m, t->u32, 7));
    CHECK(ir_const_int(m, t->u32, 0x1FFFFFFFFull)->u == 0xFFFFFFFFu); /* masked to the width */
    CHECK(ir_const_i32(m, -1)->u == UINT64_MAX);                       /* sign-extended */
    CHECK(ir_const_int(m, irt_int(m, 16, true), 0xFFFF) == ir_const_int(m, irt_int(m, 16, true), UINT64_MAX));
    CHECK(ir_const_int(m, irt_int(m, 16, false), UINT64_MAX)->u == 0xFFFF);
    CHECK(ir_const_float(m, t->f32, 0.1)->f == (double)0.1f);       /* rounded to float */
    CHECK(ir_const_float(m, irt_float(m, 16), 0.1)->f == 0.0999755859375); /* nearest half */
    CHECK(ir_const_float(m, irt_float(m, 16), 70000.0)->f > 1e300);  /* overflows to inf */
    CHECK(ir_const_float(m, irt_float(m, 64), 0.1)->f == 0.1);
    const IrType *v3 = irt_vector(m, t->f32, 3);
    IrConst *parts[3] = {ir_const_float(m, t->f32, 1), ir_const_float(m, t->f32, 2), ir_const_float(m, t->f32, 3)};
    CHECK(ir_const_composite(m, v3, parts, 3) == ir_const_composite(m, v3, parts, 3));
    CHECK(ir_const_splat(m, v3, parts[0])->parts[2] == parts[0]);
    CHECK(ir_const_null(m, t->u32) == ir_const_uint(m, 0));
    CHECK(ir_const_null(m, v3)->is_null);
    CHECK(ir_const_part(m, ir_const_null(m, v3), 1) == ir_const_float(m, t->f32, 0));
    CHECK(ir_undef(m, t->u32) == ir_undef(m, t->u32));
    CHECK(ir_undef(m, t->u32) != ir_undef(m, t->i32));
    t_free(t);
}

/* ---------------------------------------------------------------- builder, dump, verifier */

static void if_else_with_phi_dumps_and_verifies(void)
{
    T *t = t_new();
    build_if_phi(t, NULL);
    CHECK(verify_ok(t));
    dump_free_check(t, "fn @sel(%1: bool, %2: u32) -> u32 {\n"
                       "  b0:\n"
                       "    if %1 {\n"
                       "    b1:\n"
                       "      %3 = add u32 %2, 1u\n"
                       "    } else {\n"
                       "    b2:\n"
                       "      %4 = mul u32 %2, 2u\n"
                       "    }\n"
                       "  b3:\n"
                       "    %5 = phi u32 [b1: %3], [b2: %4]\n"
                       "    return %5\n"
                       "}\n");
    t_free(t);
}

static void globals_structs_and_entries_dump(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrType *s = irt_struct_new(m, "Values_block", 1);
    s->members[0] = (IrMember){"data", irt_runtime_array(m, t->f32, 4), 0, 0, false};
    s->block = s->explicit_layout = true;
    IrGlobal *buf = ir_global_new(m, "Values", s, IRS_STORAGE);
    buf->resource = IRR_STRUCTURED;
    buf->set = 0;
    buf->binding = 0;
    buf->hlsl_type = "StructuredBuffer<float>";
    buf->reg_class = 't';
    buf->reg_index = 0;
    IrGlobal *id = ir_global_new(m, "gl_GlobalInvocationID", irt_vector(m, t->u32, 3), IRS_INPUT);
    id->builtin = IRB_GLOBAL_INVOCATION_ID;
    IrGlobal *sh = ir_global_new(m, "shared", irt_array(m, t->f32, 64, 0), IRS_WORKGROUP);
    IrFunction *f = ir_function_new(m, "CSMain", irt_void(m), NULL, 0);
    f->stage = IR_STAGE_COMPUTE;
    f->workgroup_size[0] = 64;
    f->workgroup_size[1] = f->workgroup_size[2] = 1;
    vec_push(m->arena, &m->entries, f);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *gid = ir_build_load(&b, V(id));
    IrValue *x = ir_build_extract(&b, gid, 0);
    IrValue *idx[2] = {V(ir_const_uint(m, 0)), x};
    IrValue *p = ir_build_access(&b, V(buf), idx, 2);
    IrValue *val = ir_build_load(&b, p);
    IrValue *idx2[1] = {x};
    ir_build_store(&b, ir_build_access(&b, V(sh), idx2, 1), val);
    ir_build(&b, IR_BARRIER, NULL, NULL, 0)->imm = IR_BARRIER_EXEC | IR_MEM_WORKGROUP;
    IrValue *args[1] = {val};
    ir_build_intrinsic(&b, INTR_WAVE_ACTIVE_SUM, t->f32, args, 1);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_ok(t));
    dump_free_check(t, "struct Values_block block layout {\n"
                       "  data : array<f32, stride=4> offset(0)\n"
                       "}\n"
                       "\n"
                       "global @Values : ptr<storage, Values_block> structured set(0) binding(0) readonly  ;"
                       " StructuredBuffer<float> register(t0, space0)\n"
                       "global @gl_GlobalInvocationID : ptr<input, vec3<u32>> builtin(global_invocation_id)\n"
                       "global @shared : ptr<workgroup, array<f32, 64>>\n"
                       "\n"
                       "fn @CSMain() -> void  compute workgroup_size(64,1,1) {\n"
                       "  b0:\n"
                       "    %1 = load vec3<u32> @gl_GlobalInvocationID\n"
                       "    %2 = extract u32 %1, 0\n"
                       "    %3 = access ptr<storage, f32> @Values, 0u, %2\n"
                       "    %4 = load f32 %3\n"
                       "    %5 = access ptr<workgroup, f32> @shared, %2\n"
                       "    store %5, %4\n"
                       "    barrier exec|workgroup\n"
                       "    %6 = intrinsic f32 WaveActiveSum(%4)\n"
                       "    return\n"
                       "}\n");
    t_free(t);
}

/* fn @loops(n: u32) -> void:
 *   loop { b_body: c = lt i?.. ; if c { continue } else {} ; merge: switch ... ; } continuing { break_if } */
typedef struct LoopShape {
    IrFunction *f;
    IrLoop *l;
    IrIf *i;
    IrSwitch *s;
} LoopShape;

static LoopShape build_loop_shape(T *t)
{
    IrModule *m = t->m;
    const IrType *params[1] = {t->u32};
    LoopShape ls;
    IrFunction *f = ls.f = ir_function_new(m, "loops", irt_void(m), params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *n = V(f->params[0]);
    IrLoop *l = ls.l = ir_build_loop(&b);
    ir_builder_set_region(&b, &l->body);
    IrValue *c = ir_build2(&b, IR_LT, t->b, n, U(t, 10));
    IrIf *i = ls.i = ir_build_if(&b, c);
    ir_builder_set_region(&b, &i->then_);
    ir_build_jump(&b, IR_CONTINUE, NULL);
    ir_builder_after(&b, &i->n);
    IrSwitch *s = ls.s = ir_build_switch(&b, n, 3);
    int64_t v1[2] = {1, 2}, v2[1] = {3};
    ir_case_set_values(m, &s->cases[0], v1, 2);
    ir_case_set_values(m, &s->cases[1], v2, 1); /* case 1, 2 falls through into case 3 */
    s->cases[2].is_default = true;
    ir_builder_set_region(&b, &s->cases[1].body);
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_set_region(&b, &s->cases[2].body);
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_after(&b, &s->n);
    ir_builder_set_region(&b, &l->continuing);
    l->break_if = ir_build2(&b, IR_EQ, t->b, n, U(t, 0));
    ir_builder_after(&b, &l->n);
    ir_build_jump(&b, IR_RETURN, NULL);
    return ls;
}

static bool has_edge(IrCfg *cfg, IrNode *from, IrNode *to)
{
    bool s = false, p = false;
    for (int k = 0; k < cfg->succs[from->id].len; k++)
        s |= &cfg->succs[from->id].data[k]->n == to;
    for (int k = 0; k < cfg->preds[to->id].len; k++)
        p |= &cfg->preds[to->id].data[k]->n == from;
    return s && p;
}

static void cfg_edges_follow_the_tree(void)
{
    T *t = t_new();
    LoopShape ls = build_loop_shape(t);
    CHECK(verify_ok(t));
    Arena *a = arena_new();
    IrCfg *cfg = ir_cfg_build(ls.f, a);
    IrNode *entry = ls.f->body.first, *exit = ls.l->n.next;
    IrNode *body = ls.l->body.first, *cont = ls.l->continuing.first;
    IrNode *then_ = ls.i->then_.first, *else_ = ls.i->else_.first, *if_merge = ls.i->n.next;
    IrNode *c0 = ls.s->cases[0].body.first, *c1 = ls.s->cases[1].body.first, *c2 = ls.s->cases[2].body.first;
    IrNode *sw_merge = ls.s->n.next;
    CHECK(has_edge(cfg, entry, body));
    CHECK(has_edge(cfg, body, then_) && has_edge(cfg, body, else_));
    CHECK(has_edge(cfg, then_, cont));       /* continue */
    CHECK(cfg->succs[then_->id].len == 1);
    CHECK(has_edge(cfg, else_, if_merge));
    CHECK(has_edge(cfg, if_merge, c0) && has_edge(cfg, if_merge, c1) && has_edge(cfg, if_merge, c2));
    CHECK(!has_edge(cfg, if_merge, sw_merge)); /* there is a default */
    CHECK(has_edge(cfg, c0, c1));             /* fall-through */
    CHECK(has_edge(cfg, c1, sw_merge) && has_edge(cfg, c2, sw_merge)); /* break */
    CHECK(has_edge(cfg, sw_merge, cont));
    CHECK(has_edge(cfg, cont, body));         /* back edge */
    CHECK(has_edge(cfg, cont, exit));         /* break_if */
    CHECK(cfg->succs[exit->id].len == 0);
    CHECK(cfg->num_rpo == 11);
    CHECK(cfg->rpo[0] == entry->id);
    CHECK(cfg->idom[body->id] == (IrBlock *)entry);
    CHECK(cfg->idom[cont->id] == (IrBlock *)body);
    CHECK(cfg->idom[sw_merge->id] == (IrBlock *)if_merge);
    CHECK(cfg->idom[c1->id] == (IrBlock *)if_merge);
    CHECK(ir_cfg_dominates(cfg, (IrBlock *)body, (IrBlock *)exit));
    CHECK(!ir_cfg_dominates(cfg, (IrBlock *)c0, (IrBlock *)c1));
    arena_free(a);
    t_free(t);
}

static void loop_switch_dump(void)
{
    T *t = t_new();
    build_loop_shape(t);
    dump_free_check(t, "fn @loops(%1: u32) -> void {\n"
                       "  b0:\n"
                       "    loop {\n"
                       "    b1:\n"
                       "      %2 = lt bool %1, 10u\n"
                       "      if %2 {\n"
                       "      b2:\n"
                       "        continue\n"
                       "      } else {\n"
                       "      b3:\n"
                       "      }\n"
                       "    b4:\n"
                       "      switch %1 {\n"
                       "      case 1, 2 {\n"
                       "      b5:\n"
                       "      }\n"
                       "      case 3 {\n"
                       "      b6:\n"
                       "        break\n"
                       "      }\n"
                       "      default {\n"
                       "      b7:\n"
                       "        break\n"
                       "      }\n"
                       "      }\n"
                       "    b8:\n"
                       "    } continuing {\n"
                       "    b9:\n"
                       "      %3 = eq bool %1, 0u\n"
                       "      break_if %3\n"
                       "    }\n"
                       "  b10:\n"
                       "    return\n"
                       "}\n");
    t_free(t);
}

static void code_after_a_jump_is_dropped(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *v = ir_build_var(&b, t->u32, "x");
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(ir_builder_terminated(&b));
    ir_build_store(&b, v, U(t, 1)); /* dead: dropped */
    IrIf *i = ir_build_if(&b, V(ir_const_bool(m, true)));
    ir_builder_set_region(&b, &i->then_);
    ir_build_store(&b, v, U(t, 2));
    ir_builder_after(&b, &i->n);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_ok(t));
    dump_free_check(t, "fn @f() -> void {\n"
                       "  b0:\n"
                       "    %1 = var ptr<function, u32>  ; x\n"
                       "    return\n"
                       "}\n");
    t_free(t);
}

/* A hand-made module with an id past its function's count: the dump marks it
 * instead of reading past its numbering table (the verifier reports it). */
static void dump_marks_a_value_id_out_of_range(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *v = ir_build_var(&b, t->u32, "x");
    ir_build_jump(&b, IR_RETURN, NULL);
    v->id = 5000;
    dump_free_check(t, "fn @f() -> void {\n"
                       "  b0:\n"
                       "    %?" "5000 = var ptr<function, u32>  ; x\n"
                       "    return\n"
                       "}\n");
    t_free(t);
}

static void verifier_rejects_phi_with_wrong_preds(void)
{
    T *t = t_new();
    IrInst *phi;
    IrFunction *f = build_if_phi(t, &phi);
    phi->preds[1] = (IrBlock *)f->body.first; /* b0 is not a predecessor of the merge */
    CHECK(verify_fails(t, "not a predecessor"));
    t_free(t);
    t = t_new();
    build_if_phi(t, &phi);
    phi->num_args = 1;
    CHECK(verify_fails(t, "predecessors"));
    t_free(t);
}

static void verifier_rejects_use_before_def(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", t->u32, NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *x = ir_build2(&b, IR_ADD, t->u32, U(t, 1), U(t, 2));
    IrInst *y = (IrInst *)ir_build2(&b, IR_ADD, t->u32, x, U(t, 3));
    ir_build_jump(&b, IR_RETURN, V(y));
    y->args[0] = V(y); /* uses itself */
    CHECK(verify_fails(t, "before its definition"));
    t_free(t);

    /* A value of the then branch used after the if: then does not dominate the merge. */
    t = t_new();
    m = t->m;
    const IrType *params[1] = {t->b};
    f = ir_function_new(m, "g", t->u32, params, 1);
    ir_builder_init(&b, m, f);
    IrIf *i = ir_build_if(&b, V(f->params[0]));
    ir_builder_set_region(&b, &i->then_);
    x = ir_build2(&b, IR_ADD, t->u32, U(t, 1), U(t, 2));
    ir_builder_after(&b, &i->n);
    ir_build_jump(&b, IR_RETURN, x);
    CHECK(verify_fails(t, "does not dominate"));
    t_free(t);
}

static void verifier_rejects_jump_not_last(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    ir_build_jump(&b, IR_RETURN, NULL);
    IrInst *x = ir_inst_new(f, IR_ADD, t->u32, 2);
    x->args[0] = x->args[1] = U(t, 1);
    ir_inst_append((IrBlock *)f->body.first, x);
    CHECK(verify_fails(t, "not the last instruction"));
    t_free(t);

    /* A block ending in a jump must be the last node of its region. */
    t = t_new();
    m = t->m;
    f = ir_function_new(m, "g", irt_void(m), NULL, 0);
    ir_builder_init(&b, m, f);
    IrIf *i = ir_build_if(&b, V(ir_const_bool(m, true)));
    ir_builder_after(&b, &i->n);
    ir_build_jump(&b, IR_RETURN, NULL);
    IrInst *r = ir_inst_new(f, IR_RETURN, NULL, 0);
    ir_inst_append((IrBlock *)f->body.first, r);
    CHECK(verify_fails(t, "not the last node"));
    t_free(t);
}

static void verifier_rejects_break_outside_loop(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrIf *i = ir_build_if(&b, V(ir_const_bool(m, true)));
    ir_builder_set_region(&b, &i->then_);
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_after(&b, &i->n);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "break outside"));
    t_free(t);

    /* continue in a switch that is not in a loop */
    t = t_new();
    m = t->m;
    f = ir_function_new(m, "g", irt_void(m), NULL, 0);
    ir_builder_init(&b, m, f);
    IrSwitch *s = ir_build_switch(&b, V(ir_const_i32(m, 1)), 1);
    s->cases[0].is_default = true;
    ir_builder_set_region(&b, &s->cases[0].body);
    ir_build_jump(&b, IR_CONTINUE, NULL);
    ir_builder_after(&b, &s->n);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "continue outside"));
    t_free(t);
}

static void verifier_rejects_type_mismatch_in_add(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    ir_build2(&b, IR_ADD, t->u32, U(t, 1), V(ir_const_float(m, t->f32, 1)));
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "operand types differ"));
    t_free(t);

    t = t_new();
    m = t->m;
    f = ir_function_new(m, "g", irt_void(m), NULL, 0);
    ir_builder_init(&b, m, f);
    ir_build2(&b, IR_LT, t->u32, U(t, 1), U(t, 2)); /* compare must give bool */
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "compare of u32 gives u32"));
    t_free(t);
}

static void verifier_rejects_store_of_wrong_type(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *v = ir_build_var(&b, t->f32, "x");
    ir_build_store(&b, v, U(t, 1));
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "store of u32 to ptr<function, f32>"));
    t_free(t);
}

static void verifier_rejects_var_outside_first_block(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrLoop *l = ir_build_loop(&b);
    IrInst *var = ir_inst_new(f, IR_VAR, irt_pointer(m, t->u32, IRS_FUNCTION), 0);
    ir_inst_append((IrBlock *)l->body.first, var);
    ir_builder_set_region(&b, &l->body);
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_after(&b, &l->n);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "var outside the first block"));
    t_free(t);
}

static void verifier_rejects_missing_return(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", t->u32, NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    ir_build2(&b, IR_ADD, t->u32, U(t, 1), U(t, 2));
    CHECK(verify_fails(t, "without a return"));
    t_free(t);

    t = t_new();
    m = t->m;
    f = ir_function_new(m, "g", t->u32, NULL, 0);
    ir_builder_init(&b, m, f);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "return of nothing"));
    t_free(t);
}

static void verifier_rejects_broken_structure(void)
{
    /* use of a removed instruction */
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", t->u32, NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *x = ir_build2(&b, IR_ADD, t->u32, U(t, 1), U(t, 2));
    ir_build_jump(&b, IR_RETURN, x);
    ir_inst_remove((IrInst *)x);
    CHECK(verify_fails(t, "not in the function"));
    t_free(t);

    /* alternation: two control nodes in a row */
    t = t_new();
    m = t->m;
    f = ir_function_new(m, "g", irt_void(m), NULL, 0);
    ir_builder_init(&b, m, f);
    IrIf *i = ir_build_if(&b, V(ir_const_bool(m, true)));
    ir_build_jump(&b, IR_RETURN, NULL);
    IrNode *merge = i->n.next;
    f->body.last = &i->n;
    i->n.next = NULL;
    (void)merge;
    CHECK(verify_fails(t, "start and end with a block"));
    t_free(t);

    /* if condition not bool */
    t = t_new();
    m = t->m;
    f = ir_function_new(m, "h", irt_void(m), NULL, 0);
    ir_builder_init(&b, m, f);
    ir_build_if(&b, U(t, 1));
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "if condition is u32"));
    t_free(t);

    /* call with a wrong argument type */
    t = t_new();
    m = t->m;
    const IrType *ps[1] = {t->f32};
    IrFunction *g = ir_function_new(m, "callee", irt_void(m), ps, 1);
    ir_builder_init(&b, m, g);
    ir_build_jump(&b, IR_RETURN, NULL);
    f = ir_function_new(m, "caller", irt_void(m), NULL, 0);
    ir_builder_init(&b, m, f);
    IrValue *args[1] = {U(t, 1)};
    ir_build_call(&b, g, args, 1);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "argument 0 is u32, expected f32"));
    t_free(t);
}

/* ---------------------------------------------------------------- vars_to_ssa */

/* u32 sum(n): i = 0; s = 0; loop { if !(i < n) break; s = s + i; } continuing { i = i + 1 } return s */
static void vars_to_ssa_loop_carried(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "sum", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *n = V(f->params[0]);
    IrValue *i = ir_build_var(&b, t->u32, "i");
    IrValue *s = ir_build_var(&b, t->u32, "s");
    ir_build_store(&b, i, U(t, 0));
    ir_build_store(&b, s, U(t, 0));
    IrLoop *l = ir_build_loop(&b);
    ir_builder_set_region(&b, &l->body);
    IrValue *c = ir_build2(&b, IR_LT, t->b, ir_build_load(&b, i), n);
    IrIf *br = ir_build_if(&b, c);
    ir_builder_set_region(&b, &br->else_);
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_after(&b, &br->n);
    ir_build_store(&b, s, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, s), ir_build_load(&b, i)));
    ir_builder_set_region(&b, &l->continuing);
    ir_build_store(&b, i, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, i), U(t, 1)));
    ir_builder_after(&b, &l->n);
    ir_build_jump(&b, IR_RETURN, ir_build_load(&b, s));
    CHECK(verify_ok(t));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    dump_free_check(t, "fn @sum(%1: u32) -> u32 {\n"
                       "  b0:\n"
                       "    loop {\n"
                       "    b1:\n"
                       "      %2 = phi u32 [b0: 0u], [b5: %6]  ; i\n"
                       "      %3 = phi u32 [b0: 0u], [b5: %5]  ; s\n"
                       "      %4 = lt bool %2, %1\n"
                       "      if %4 {\n"
                       "      b2:\n"
                       "      } else {\n"
                       "      b3:\n"
                       "        break\n"
                       "      }\n"
                       "    b4:\n"
                       "      %5 = add u32 %3, %2\n"
                       "    } continuing {\n"
                       "    b5:\n"
                       "      %6 = add u32 %2, 1u\n"
                       "    }\n"
                       "  b6:\n"
                       "    return %3\n"
                       "}\n");
    t_free(t);
}

/* x = a; if c { x = 1 } else if d { x = 2 }; return x */
static void vars_to_ssa_if_else(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[3] = {t->b, t->b, t->u32};
    IrFunction *f = ir_function_new(m, "pick", t->u32, params, 3);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *x = ir_build_var(&b, t->u32, "x");
    IrValue *unused = ir_build_var(&b, t->f32, "unused");
    (void)unused;
    ir_build_store(&b, x, V(f->params[2]));
    IrIf *i1 = ir_build_if(&b, V(f->params[0]));
    ir_builder_set_region(&b, &i1->then_);
    ir_build_store(&b, x, U(t, 1));
    ir_builder_set_region(&b, &i1->else_);
    IrIf *i2 = ir_build_if(&b, V(f->params[1]));
    ir_builder_set_region(&b, &i2->then_);
    ir_build_store(&b, x, U(t, 2));
    ir_builder_after(&b, &i1->n);
    ir_build_jump(&b, IR_RETURN, ir_build_load(&b, x));
    CHECK(verify_ok(t));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    dump_free_check(t, "fn @pick(%1: bool, %2: bool, %3: u32) -> u32 {\n"
                       "  b0:\n"
                       "    if %1 {\n"
                       "    b1:\n"
                       "    } else {\n"
                       "    b2:\n"
                       "      if %2 {\n"
                       "      b3:\n"
                       "      } else {\n"
                       "      b4:\n"
                       "      }\n"
                       "    b5:\n"
                       "      %4 = phi u32 [b3: 2u], [b4: %3]  ; x\n"
                       "    }\n"
                       "  b6:\n"
                       "    %5 = phi u32 [b1: 1u], [b5: %4]  ; x\n"
                       "    return %5\n"
                       "}\n");
    t_free(t);
}

static void vars_to_ssa_keeps_escaping_vars(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "f", t->u32, NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    const IrType *arr = irt_array(m, t->u32, 4, 0);
    IrValue *a = ir_build_var(&b, arr, "a");
    IrValue *w = ir_build_var(&b, arr, "whole");
    IrValue *idx[1] = {U(t, 1)};
    ir_build_store(&b, ir_build_access(&b, a, idx, 1), U(t, 5));
    ir_build_store(&b, w, V(ir_const_null(m, arr)));
    IrValue *e = ir_build_extract(&b, ir_build_load(&b, w), 2);
    IrValue *r = ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, ir_build_access(&b, a, idx, 1)), e);
    ir_build_jump(&b, IR_RETURN, r);
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    dump_free_check(t, "fn @f() -> u32 {\n"
                       "  b0:\n"
                       "    %1 = var ptr<function, array<u32, 4>>  ; a\n"
                       "    %2 = access ptr<function, u32> %1, 1u\n"
                       "    store %2, 5u\n"
                       "    %3 = extract u32 null<array<u32, 4>>, 2\n"
                       "    %4 = access ptr<function, u32> %1, 1u\n"
                       "    %5 = load u32 %4\n"
                       "    %6 = add u32 %5, %3\n"
                       "    return %6\n"
                       "}\n");
    t_free(t);
}

/* Stores everywhere in a loop with continue, a switch with fall-through and
 * an unreachable continuing: the result must verify, and stay correct in shape. */
static void vars_to_ssa_nested_constructs_verify(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "nest", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *n = V(f->params[0]);
    IrValue *x = ir_build_var(&b, t->u32, "x");
    IrValue *y = ir_build_var(&b, t->u32, "y");
    ir_build_store(&b, x, U(t, 0));
    IrLoop *l = ir_build_loop(&b);
    ir_builder_set_region(&b, &l->body);
    IrIf *i = ir_build_if(&b, ir_build2(&b, IR_LT, t->b, ir_build_load(&b, x), n));
    ir_builder_set_region(&b, &i->then_);
    ir_build_store(&b, x, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, x), U(t, 2)));
    ir_build_jump(&b, IR_CONTINUE, NULL);
    ir_builder_after(&b, &i->n);
    IrSwitch *s = ir_build_switch(&b, V(ir_const_i32(m, 1)), 2);
    int64_t v1[1] = {1};
    ir_case_set_values(m, &s->cases[0], v1, 1);
    s->cases[1].is_default = true;
    ir_builder_set_region(&b, &s->cases[0].body);
    ir_build_store(&b, y, U(t, 7)); /* falls through */
    ir_builder_set_region(&b, &s->cases[1].body);
    ir_build_store(&b, x, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, x), U(t, 1)));
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_after(&b, &s->n);
    IrLoop *inner = ir_build_loop(&b); /* its continuing is unreachable */
    ir_builder_set_region(&b, &inner->body);
    ir_build_store(&b, y, ir_build_load(&b, x));
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_set_region(&b, &inner->continuing);
    ir_build_store(&b, x, ir_build_load(&b, y));
    ir_builder_set_region(&b, &l->continuing);
    l->break_if = ir_build2(&b, IR_GT, t->b, ir_build_load(&b, x), U(t, 100));
    ir_builder_after(&b, &l->n);
    ir_build_jump(&b, IR_RETURN, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, x), ir_build_load(&b, y)));
    CHECK(verify_ok(t));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    ir_opt_constant_fold(m);
    CHECK(verify_ok(t));
    ir_opt_dce(m);
    CHECK(verify_ok(t));
    char *d = dump(m);
    if (getenv("IR_TEST_SHOW"))
        fputs(d, stdout);
    CHECK(!strstr(d, "var ") && !strstr(d, "load") && !strstr(d, "store"));
    /* the continuing (reached from the continue and the body's end) merges x */
    CHECK(strstr(d, "} continuing {\n    b") && strstr(d, "phi u32"));
    free(d);
    t_free(t);
}

/* ---------------------------------------------------------------- constant folding */

static IrValue *fold1(T *t, IrOp op, const IrType *type, IrValue *a, IrValue *c)
{
    IrModule *m = t->m;
    IrFunction *f = ir_function_new(m, "k", type, NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *r = c ? ir_build2(&b, op, type, a, c) : ir_build1(&b, op, type, a);
    ir_build_jump(&b, IR_RETURN, r);
    ir_opt_constant_fold(m);
    if (!ir_verify(m, "fold"))
        printf("  %s\n", last_diag(t));
    m->functions.len--;
    return ((IrBlock *)f->body.first)->last->args[0];
}

static void constant_fold_wraps_and_rounds(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *u16 = irt_int(m, 16, false), *i16 = irt_int(m, 16, true), *i64 = irt_int(m, 64, true);
    CHECK(fold1(t, IR_ADD, t->u32, U(t, 0xFFFFFFFFu), U(t, 1)) == U(t, 0));
    CHECK(fold1(t, IR_SUB, t->u32, U(t, 0), U(t, 1)) == U(t, 0xFFFFFFFFu));
    CHECK(fold1(t, IR_MUL, t->i32, V(ir_const_i32(m, 0x10000)), V(ir_const_i32(m, 0x10000))) ==
          V(ir_const_i32(m, 0)));
    CHECK(fold1(t, IR_ADD, u16, V(ir_const_int(m, u16, 0xFFFF)), V(ir_const_int(m, u16, 2))) ==
          V(ir_const_int(m, u16, 1)));
    CHECK(fold1(t, IR_ADD, i16, V(ir_const_int(m, i16, 0x7FFF)), V(ir_const_int(m, i16, 1))) ==
          V(ir_const_int(m, i16, (uint64_t)-32768)));
    CHECK(fold1(t, IR_DIV, t->i32, V(ir_const_i32(m, -7)), V(ir_const_i32(m, 2))) == V(ir_const_i32(m, -3)));
    CHECK(fold1(t, IR_REM, t->i32, V(ir_const_i32(m, -7)), V(ir_const_i32(m, 2))) == V(ir_const_i32(m, -1)));
    CHECK(fold1(t, IR_DIV, t->u32, U(t, 0xFFFFFFFEu), U(t, 2)) == U(t, 0x7FFFFFFFu));
    CHECK(fold1(t, IR_SHR, t->i32, V(ir_const_i32(m, -8)), V(ir_const_i32(m, 1))) == V(ir_const_i32(m, -4)));
    CHECK(fold1(t, IR_SHR, t->u32, U(t, 0x80000000u), U(t, 31)) == U(t, 1));
    CHECK(fold1(t, IR_LT, t->b, V(ir_const_i32(m, -1)), V(ir_const_i32(m, 0))) == V(ir_const_bool(m, true)));
    CHECK(fold1(t, IR_LT, t->b, U(t, 0xFFFFFFFFu), U(t, 0)) == V(ir_const_bool(m, false)));
    CHECK(fold1(t, IR_NEG, i64, V(ir_const_int(m, i64, 5)), NULL) == V(ir_const_int(m, i64, (uint64_t)-5)));
    /* not folded: undefined on the GPU */
    CHECK(fold1(t, IR_DIV, t->u32, U(t, 1), U(t, 0))->vkind == IRV_INST);
    CHECK(fold1(t, IR_DIV, t->i32, V(ir_const_i32(m, INT32_MIN)), V(ir_const_i32(m, -1)))->vkind == IRV_INST);
    CHECK(fold1(t, IR_SHL, t->u32, U(t, 1), U(t, 32))->vkind == IRV_INST);
    /* floats in their own precision */
    IrValue *r = fold1(t, IR_ADD, t->f32, V(ir_const_float(m, t->f32, 0.1)), V(ir_const_float(m, t->f32, 0.2)));
    CHECK(r->vkind == IRV_CONST && ((IrConst *)r)->f == (double)(0.1f + 0.2f));
    CHECK(((IrConst *)r)->f != 0.1 + 0.2);
    r = fold1(t, IR_DIV, t->f32, V(ir_const_float(m, t->f32, 1)), V(ir_const_float(m, t->f32, 3)));
    CHECK(r->vkind == IRV_CONST && ((IrConst *)r)->f == (double)(1.0f / 3.0f));
    CHECK(fold1(t, IR_CONVERT, t->i32, V(ir_const_float(m, t->f32, -2.75)), NULL) == V(ir_const_i32(m, -2)));
    CHECK(fold1(t, IR_CONVERT, t->u32, V(ir_const_float(m, t->f32, -1)), NULL)->vkind == IRV_INST);
    CHECK(fold1(t, IR_CONVERT, t->u32, V(ir_const_i32(m, -1)), NULL) == U(t, 0xFFFFFFFFu));
    CHECK(fold1(t, IR_BITCAST, t->u32, V(ir_const_float(m, t->f32, 1.0)), NULL) == U(t, 0x3F800000u));
    t_free(t);
}

static void constant_fold_composites_and_select(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *v3 = irt_vector(m, t->u32, 3), *v2 = irt_vector(m, t->u32, 2);
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "f", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *x = V(f->params[0]);
    IrValue *parts[3] = {U(t, 1), U(t, 2), U(t, 3)};
    IrValue *v = &ir_build(&b, IR_CONSTRUCT, v3, parts, 3)->v;
    IrValue *sp = ir_build1(&b, IR_SPLAT, v3, U(t, 10));
    IrValue *sum = ir_build2(&b, IR_ADD, v3, v, sp);
    uint32_t lits[2] = {2, 3};
    IrValue *sh_args[2] = {sum, v};
    IrValue *sh = &ir_build_lits(&b, IR_SHUFFLE, v2, sh_args, 2, lits, 2)->v;
    IrValue *e = ir_build_extract(&b, sh, 1);
    IrValue *sel_args[3] = {V(ir_const_bool(m, false)), x, e};
    IrValue *sel = &ir_build(&b, IR_SELECT, t->u32, sel_args, 3)->v;
    IrValue *sel2_args[3] = {V(ir_const_bool(m, true)), x, e};
    IrValue *sel2 = &ir_build(&b, IR_SELECT, t->u32, sel2_args, 3)->v;
    ir_build_jump(&b, IR_RETURN, ir_build2(&b, IR_ADD, t->u32, sel, sel2));
    CHECK(ir_opt_constant_fold(m));
    CHECK(verify_ok(t));
    dump_free_check(t, "fn @f(%1: u32) -> u32 {\n"
                       "  b0:\n"
                       "    %2 = add u32 1u, %1\n"
                       "    return %2\n"
                       "}\n");
    t_free(t);
}

/* ---------------------------------------------------------------- dce */

static void dce_removes_unused_keeps_effects(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrGlobal *buf = ir_global_new(m, "buf", irt_runtime_array(m, t->u32, 4), IRS_STORAGE);
    IrGlobal *unused_g = ir_global_new(m, "unused", t->u32, IRS_PRIVATE);
    (void)unused_g;
    IrFunction *dead = ir_function_new(m, "dead", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, dead);
    ir_build_jump(&b, IR_RETURN, NULL);
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "main", irt_void(m), params, 1);
    f->stage = IR_STAGE_COMPUTE;
    f->workgroup_size[0] = f->workgroup_size[1] = f->workgroup_size[2] = 1;
    vec_push(m->arena, &m->entries, f);
    ir_builder_init(&b, m, f);
    IrValue *x = V(f->params[0]);
    ir_build_var(&b, t->f32, "never_used");
    IrValue *stored = ir_build_var(&b, t->u32, "only_stored");
    IrValue *a = ir_build2(&b, IR_ADD, t->u32, x, U(t, 1));
    ir_build2(&b, IR_MUL, t->u32, a, a); /* unused: goes, and then a goes */
    IrValue *args[1] = {x};
    ir_build_intrinsic(&b, INTR_WAVE_ACTIVE_SUM, t->u32, args, 1); /* unused wave op: goes */
    ir_build_store(&b, stored, x);
    IrValue *idx[1] = {x};
    IrValue *p = ir_build_access(&b, V(buf), idx, 1);
    IrValue *aargs[2] = {p, U(t, 1)};
    ir_build(&b, IR_ATOMIC, t->u32, aargs, 2)->imm = IR_ATOMIC_ADD; /* result unused: stays */
    ir_build(&b, IR_BARRIER, NULL, NULL, 0)->imm = IR_BARRIER_EXEC | IR_MEM_DEVICE;
    ir_build_store(&b, p, x);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_ok(t));
    CHECK(ir_opt_dce(m));
    CHECK(verify_ok(t));
    CHECK(!ir_opt_dce(m)); /* fixed point in one run */
    dump_free_check(t, "global @buf : ptr<storage, array<u32, stride=4>>\n"
                       "\n"
                       "fn @main(%1: u32) -> void  compute workgroup_size(1,1,1) {\n"
                       "  b0:\n"
                       "    %2 = var ptr<function, u32>  ; only_stored\n"
                       "    store %2, %1\n"
                       "    %3 = access ptr<storage, u32> @buf, %1\n"
                       "    %4 = atomic add u32 %3, 1u\n"
                       "    barrier exec|device\n"
                       "    store %3, %1\n"
                       "    return\n"
                       "}\n");
    t_free(t);
}

/* ---------------------------------------------------------------- scale */

/* 20000 ifs in a row, each assigning a var, then a 2000-deep loop nest:
 * every pass and the verifier must stay near-linear. */
static void big_function_is_fast(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "big", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *x = ir_build_var(&b, t->u32, "x");
    ir_build_store(&b, x, V(f->params[0]));
    for (int k = 0; k < 20000; k++) {
        IrValue *v = ir_build_load(&b, x);
        IrValue *c = ir_build2(&b, IR_LT, t->b, v, U(t, (uint32_t)k));
        IrIf *i = ir_build_if(&b, c);
        ir_builder_set_region(&b, &i->then_);
        ir_build_store(&b, x, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, x), U(t, 1)));
        ir_builder_after(&b, &i->n);
    }
    IrLoop *loops[2000];
    for (int k = 0; k < 2000; k++) {
        loops[k] = ir_build_loop(&b);
        ir_builder_set_region(&b, &loops[k]->body);
        ir_build_store(&b, x, ir_build2(&b, IR_MUL, t->u32, ir_build_load(&b, x), U(t, 3)));
    }
    ir_build_jump(&b, IR_BREAK, NULL);
    for (int k = 1999; k >= 0; k--) {
        ir_builder_after(&b, &loops[k]->n);
        if (k)
            ir_build_jump(&b, IR_BREAK, NULL);
    }
    ir_build_jump(&b, IR_RETURN, ir_build_load(&b, x));
    clock_t t0 = clock();
    CHECK(verify_ok(t));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    ir_opt_constant_fold(m);
    ir_opt_dce(m);
    CHECK(verify_ok(t));
    char *d = dump(m);
    free(d);
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (secs > 2.0)
        printf("  too slow: %.2f s\n", secs);
    CHECK(secs < 2.0);
    t_free(t);
}

int main(void)
{
    RUN(types_are_interned);
    RUN(constants_are_interned_and_normalized);
    RUN(if_else_with_phi_dumps_and_verifies);
    RUN(globals_structs_and_entries_dump);
    RUN(cfg_edges_follow_the_tree);
    RUN(loop_switch_dump);
    RUN(code_after_a_jump_is_dropped);
    RUN(dump_marks_a_value_id_out_of_range);
    RUN(verifier_rejects_phi_with_wrong_preds);
    RUN(verifier_rejects_use_before_def);
    RUN(verifier_rejects_jump_not_last);
    RUN(verifier_rejects_break_outside_loop);
    RUN(verifier_rejects_type_mismatch_in_add);
    RUN(verifier_rejects_store_of_wrong_type);
    RUN(verifier_rejects_var_outside_first_block);
    RUN(verifier_rejects_missing_return);
    RUN(verifier_rejects_broken_structure);
    RUN(vars_to_ssa_loop_carried);
    RUN(vars_to_ssa_if_else);
    RUN(vars_to_ssa_keeps_escaping_vars);
    RUN(vars_to_ssa_nested_constructs_verify);
    RUN(constant_fold_wraps_and_rounds);
    RUN(constant_fold_composites_and_select);
    RUN(dce_removes_unused_keeps_effects);
    RUN(big_function_is_fast);
    return UNIT_END();
}
