/* The text targets' required lowerings on hand-built IR: lower_phis_to_vars
 * (phis at if, switch and loop merges and continuing phis become variables)
 * and lower_globals_to_params (globals become parameters along the call
 * chain), the verifier rejecting IR that still breaks their invariants, and
 * their speed on large functions. test_ir_lower_text.c runs both passes over
 * every shader of tests/shaders. Moved out of test_ir.c. */
#include <time.h>
#include "ir_unit.h"

/* ---------------------------------------------------------------- lower_phis_to_vars */

/* Counts the instructions with op in f. */
typedef struct OpCount {
    IrOp op;
    int n;
} OpCount;

static void count_op_block(IrBlock *blk, void *user)
{
    OpCount *oc = user;
    IR_FOR_EACH_INST(blk, i)
    oc->n += i->op == oc->op;
}

static int count_op(IrFunction *f, IrOp op)
{
    OpCount oc = {op, 0};
    ir_walk_blocks(&f->body, count_op_block, &oc);
    return oc.n;
}

/* The phi of an if/else merge: a store at the end of each branch. */
static void phis_to_vars_if_merge(void)
{
    T *t = t_new();
    build_if_phi(t, NULL);
    CHECK(verify_ok(t));
    CHECK(ir_lower_phis_to_vars(t->m));
    CHECK(t->m->no_phis);
    CHECK(verify_ok(t));
    dump_free_check(t, "; phis lowered\n"
                       "\n"
                       "fn @sel(%1: bool, %2: u32) -> u32 {\n"
                       "  b0:\n"
                       "    %3 = var ptr<function, u32>\n"
                       "    if %1 {\n"
                       "    b1:\n"
                       "      %4 = add u32 %2, 1u\n"
                       "      store %3, %4\n"
                       "    } else {\n"
                       "    b2:\n"
                       "      %5 = mul u32 %2, 2u\n"
                       "      store %3, %5\n"
                       "    }\n"
                       "  b3:\n"
                       "    %6 = load u32 %3\n"
                       "    return %6\n"
                       "}\n");
    CHECK(!ir_lower_phis_to_vars(t->m)); /* nothing left to do */
    t_free(t);
}

/* x = p; if c { x = 1 } (empty else); return x: the else block is the
 * predecessor that stores the value from before the if. */
static void phis_to_vars_empty_else(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[2] = {t->b, t->u32};
    IrFunction *f = ir_function_new(m, "maybe", t->u32, params, 2);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *x = ir_build_var(&b, t->u32, "x");
    ir_build_store(&b, x, V(f->params[1]));
    IrIf *i = ir_build_if(&b, V(f->params[0]));
    ir_builder_set_region(&b, &i->then_);
    ir_build_store(&b, x, U(t, 1));
    ir_builder_after(&b, &i->n);
    ir_build_jump(&b, IR_RETURN, ir_build_load(&b, x));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(count_op(f, IR_PHI) == 1);
    CHECK(ir_lower_phis_to_vars(m));
    CHECK(verify_ok(t));
    dump_free_check(t, "; phis lowered\n"
                       "\n"
                       "fn @maybe(%1: bool, %2: u32) -> u32 {\n"
                       "  b0:\n"
                       "    %3 = var ptr<function, u32>  ; x\n"
                       "    if %1 {\n"
                       "    b1:\n"
                       "      store %3, 1u\n"
                       "    } else {\n"
                       "    b2:\n"
                       "      store %3, %2\n"
                       "    }\n"
                       "  b3:\n"
                       "    %4 = load u32 %3  ; x\n"
                       "    return %4\n"
                       "}\n");
    t_free(t);
}

/* a = 1; b = 2; i = 0; loop { if !(i < n) break } continuing { t = a; a = b; b = t; i = i + 1 }
 * return a - b. The header's phis read each other on the back edge: the
 * stores at the end of continuing store the values loaded at the top. */
static void phis_to_vars_swap_in_loop(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "swap", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *n = V(f->params[0]);
    IrValue *a = ir_build_var(&b, t->u32, "a");
    IrValue *bb = ir_build_var(&b, t->u32, "b");
    IrValue *i = ir_build_var(&b, t->u32, "i");
    ir_build_store(&b, a, U(t, 1));
    ir_build_store(&b, bb, U(t, 2));
    ir_build_store(&b, i, U(t, 0));
    IrLoop *l = ir_build_loop(&b);
    ir_builder_set_region(&b, &l->body);
    IrIf *br = ir_build_if(&b, ir_build2(&b, IR_LT, t->b, ir_build_load(&b, i), n));
    ir_builder_set_region(&b, &br->else_);
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_set_region(&b, &l->continuing);
    IrValue *tmp = ir_build_load(&b, a);
    ir_build_store(&b, a, ir_build_load(&b, bb));
    ir_build_store(&b, bb, tmp);
    ir_build_store(&b, i, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, i), U(t, 1)));
    ir_builder_after(&b, &l->n);
    ir_build_jump(&b, IR_RETURN, ir_build2(&b, IR_SUB, t->u32, ir_build_load(&b, a), ir_build_load(&b, bb)));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    CHECK(count_op(f, IR_PHI) == 3);
    CHECK(ir_lower_phis_to_vars(m));
    CHECK(verify_ok(t));
    CHECK(count_op(f, IR_PHI) == 0);
    dump_free_check(t, "; phis lowered\n"
                       "\n"
                       "fn @swap(%1: u32) -> u32 {\n"
                       "  b0:\n"
                       "    %2 = var ptr<function, u32>  ; a\n"
                       "    %3 = var ptr<function, u32>  ; b\n"
                       "    %4 = var ptr<function, u32>  ; i\n"
                       "    store %2, 1u\n"
                       "    store %3, 2u\n"
                       "    store %4, 0u\n"
                       "    loop {\n"
                       "    b1:\n"
                       "      %5 = load u32 %2  ; a\n"
                       "      %6 = load u32 %3  ; b\n"
                       "      %7 = load u32 %4  ; i\n"
                       "      %8 = lt bool %7, %1\n"
                       "      if %8 {\n"
                       "      b2:\n"
                       "      } else {\n"
                       "      b3:\n"
                       "        break\n"
                       "      }\n"
                       "    b4:\n"
                       "    } continuing {\n"
                       "    b5:\n"
                       "      %9 = add u32 %7, 1u\n"
                       "      store %2, %6\n"
                       "      store %3, %5\n"
                       "      store %4, %9\n"
                       "    }\n"
                       "  b6:\n"
                       "    %10 = sub u32 %5, %6\n"
                       "    return %10\n"
                       "}\n");
    t_free(t);
}

/* s = 0; i = 0; loop { if i == 5 { s = s + 10; continue } s = s + 1 } continuing { i = i + 1; break if i == n }
 * return s: a phi in continuing's first block (from the continue and from the
 * body's end), stored before the continue jump. */
static void phis_to_vars_continuing_phi(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "cont", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *n = V(f->params[0]);
    IrValue *s = ir_build_var(&b, t->u32, "s");
    IrValue *i = ir_build_var(&b, t->u32, "i");
    ir_build_store(&b, s, U(t, 0));
    ir_build_store(&b, i, U(t, 0));
    IrLoop *l = ir_build_loop(&b);
    ir_builder_set_region(&b, &l->body);
    IrIf *br = ir_build_if(&b, ir_build2(&b, IR_EQ, t->b, ir_build_load(&b, i), U(t, 5)));
    ir_builder_set_region(&b, &br->then_);
    ir_build_store(&b, s, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, s), U(t, 10)));
    ir_build_jump(&b, IR_CONTINUE, NULL);
    ir_builder_after(&b, &br->n);
    ir_build_store(&b, s, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, s), U(t, 1)));
    ir_builder_set_region(&b, &l->continuing);
    IrValue *i2 = ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, i), U(t, 1));
    ir_build_store(&b, i, i2);
    l->break_if = ir_build2(&b, IR_EQ, t->b, i2, n);
    ir_builder_after(&b, &l->n);
    ir_build_jump(&b, IR_RETURN, ir_build_load(&b, s));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    CHECK(count_op(f, IR_PHI) == 3);
    CHECK(ir_lower_phis_to_vars(m));
    CHECK(verify_ok(t));
    dump_free_check(t, "; phis lowered\n"
                       "\n"
                       "fn @cont(%1: u32) -> u32 {\n"
                       "  b0:\n"
                       "    %2 = var ptr<function, u32>  ; s\n"
                       "    %3 = var ptr<function, u32>  ; i\n"
                       "    %4 = var ptr<function, u32>  ; s\n"
                       "    store %2, 0u\n"
                       "    store %3, 0u\n"
                       "    loop {\n"
                       "    b1:\n"
                       "      %5 = load u32 %2  ; s\n"
                       "      %6 = load u32 %3  ; i\n"
                       "      %7 = eq bool %6, 5u\n"
                       "      if %7 {\n"
                       "      b2:\n"
                       "        %8 = add u32 %5, 10u\n"
                       "        store %4, %8\n"
                       "        continue\n"
                       "      } else {\n"
                       "      b3:\n"
                       "      }\n"
                       "    b4:\n"
                       "      %9 = add u32 %5, 1u\n"
                       "      store %4, %9\n"
                       "    } continuing {\n"
                       "    b5:\n"
                       "      %10 = load u32 %4  ; s\n"
                       "      %11 = add u32 %6, 1u\n"
                       "      %12 = eq bool %11, %1\n"
                       "      store %2, %10\n"
                       "      store %3, %11\n"
                       "      break_if %12\n"
                       "    }\n"
                       "  b6:\n"
                       "    return %10\n"
                       "}\n");
    t_free(t);
}

/* switch (n) { case 1: x = 10; (falls through) case 2: x = x + 1; break; case 3: x = 30; break; }
 * (no default: the header is a predecessor of the merge) return x. */
static void phis_to_vars_switch_merge(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "sw", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *n = V(f->params[0]);
    IrValue *x = ir_build_var(&b, t->u32, "x");
    ir_build_store(&b, x, U(t, 7));
    IrSwitch *sw = ir_build_switch(&b, n, 3);
    for (int k = 0; k < 3; k++) {
        int64_t v = k + 1;
        ir_case_set_values(m, &sw->cases[k], &v, 1);
    }
    ir_builder_set_region(&b, &sw->cases[0].body);
    ir_build_store(&b, x, U(t, 10));
    ir_builder_set_region(&b, &sw->cases[1].body);
    ir_build_store(&b, x, ir_build2(&b, IR_ADD, t->u32, ir_build_load(&b, x), U(t, 1)));
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_set_region(&b, &sw->cases[2].body);
    ir_build_store(&b, x, U(t, 30));
    ir_build_jump(&b, IR_BREAK, NULL);
    ir_builder_after(&b, &sw->n);
    ir_build_jump(&b, IR_RETURN, ir_build_load(&b, x));
    CHECK(ir_opt_vars_to_ssa(m));
    CHECK(verify_ok(t));
    CHECK(count_op(f, IR_PHI) == 2);
    CHECK(ir_lower_phis_to_vars(m));
    CHECK(verify_ok(t));
    dump_free_check(t, "; phis lowered\n"
                       "\n"
                       "fn @sw(%1: u32) -> u32 {\n"
                       "  b0:\n"
                       "    %2 = var ptr<function, u32>  ; x\n"
                       "    %3 = var ptr<function, u32>  ; x\n"
                       "    store %2, 7u\n"
                       "    store %3, 7u\n"
                       "    switch %1 {\n"
                       "    case 1 {\n"
                       "    b1:\n"
                       "      store %2, 10u\n"
                       "    }\n"
                       "    case 2 {\n"
                       "    b2:\n"
                       "      %4 = load u32 %2  ; x\n"
                       "      %5 = add u32 %4, 1u\n"
                       "      store %3, %5\n"
                       "      break\n"
                       "    }\n"
                       "    case 3 {\n"
                       "    b3:\n"
                       "      store %3, 30u\n"
                       "      break\n"
                       "    }\n"
                       "    }\n"
                       "  b4:\n"
                       "    %6 = load u32 %3  ; x\n"
                       "    return %6\n"
                       "}\n");
    t_free(t);
}

/* After the pass the verifier rejects any phi. */
static void verifier_rejects_phi_after_lowering(void)
{
    T *t = t_new();
    IrInst *phi;
    build_if_phi(t, &phi);
    t->m->no_phis = true;
    CHECK(verify_fails(t, "phi after ir_lower_phis_to_vars"));
    t_free(t);
}

/* ---------------------------------------------------------------- lower_globals_to_params */

static IrFunction *new_entry(IrModule *m, const char *name)
{
    IrFunction *f = ir_function_new(m, name, irt_void(m), NULL, 0);
    f->stage = IR_STAGE_COMPUTE;
    f->workgroup_size[0] = 64;
    f->workgroup_size[1] = f->workgroup_size[2] = 1;
    vec_push(m->arena, &m->entries, f);
    return f;
}

/* Two entries and a chain of three functions:
 *   @A (entry) loads @gid twice, calls @mid(x)
 *   @B (entry) calls @leaf(1)
 *   @mid(x) stores to @shared, calls @leaf(x)
 *   @leaf(x) loads @gid, reads @buf and @cb (used only here), writes @priv
 * Each function gets the globals it uses through its calls, in m->globals
 * order; calls pass them down; @out (an output, not in the mask) stays a global. */
static void globals_to_params_call_chain(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrType *s = irt_struct_new(m, "Buf_block", 1);
    s->members[0] = (IrMember){"data", irt_runtime_array(m, t->u32, 4), 0, 0, false};
    s->block = s->explicit_layout = true;
    IrGlobal *buf = ir_global_new(m, "buf", s, IRS_STORAGE);
    buf->resource = IRR_STRUCTURED;
    buf->writable = true;
    buf->set = buf->binding = 0;
    IrGlobal *gid = ir_global_new(m, "gid", irt_vector(m, t->u32, 3), IRS_INPUT);
    gid->builtin = IRB_GLOBAL_INVOCATION_ID;
    IrGlobal *sh = ir_global_new(m, "shared", irt_array(m, t->u32, 64, 0), IRS_WORKGROUP);
    IrType *cs = irt_struct_new(m, "CB", 1);
    cs->members[0] = (IrMember){"k", t->u32, 0, 0, false};
    cs->block = cs->explicit_layout = true;
    IrGlobal *cb = ir_global_new(m, "cb", cs, IRS_UNIFORM);
    cb->resource = IRR_CBUFFER;
    cb->set = 0;
    cb->binding = 1;
    IrGlobal *priv = ir_global_new(m, "priv", t->u32, IRS_PRIVATE);
    IrGlobal *out = ir_global_new(m, "out", t->u32, IRS_OUTPUT);
    IrValue *zero = U(t, 0);

    const IrType *pu[1] = {t->u32};
    IrFunction *leaf = ir_function_new(m, "leaf", t->u32, pu, 1);
    IrBuilder b;
    ir_builder_init(&b, m, leaf);
    IrValue *y = ir_build_extract(&b, ir_build_load(&b, V(gid)), 1);
    IrValue *i2[2] = {zero, V(leaf->params[0])};
    IrValue *e = ir_build_load(&b, ir_build_access(&b, V(buf), i2, 2));
    IrValue *i1[1] = {zero};
    IrValue *k = ir_build_load(&b, ir_build_access(&b, V(cb), i1, 1));
    IrValue *r = ir_build2(&b, IR_ADD, t->u32, ir_build2(&b, IR_ADD, t->u32, e, k), y);
    ir_build_store(&b, V(priv), r);
    ir_build_store(&b, V(out), r);
    ir_build_jump(&b, IR_RETURN, r);

    IrFunction *mid = ir_function_new(m, "mid", irt_void(m), pu, 1);
    ir_builder_init(&b, m, mid);
    IrValue *ix[1] = {V(mid->params[0])};
    IrValue *la[1] = {V(mid->params[0])};
    ir_build_store(&b, ir_build_access(&b, V(sh), ix, 1), ir_build_call(&b, leaf, la, 1));
    ir_build_jump(&b, IR_RETURN, NULL);

    IrFunction *ea = new_entry(m, "A");
    ir_builder_init(&b, m, ea);
    IrValue *x = ir_build_extract(&b, ir_build_load(&b, V(gid)), 0);
    IrIf *br = ir_build_if(&b, ir_build2(&b, IR_LT, t->b, x, U(t, 8)));
    ir_builder_set_region(&b, &br->then_);
    IrValue *x2 = ir_build_extract(&b, ir_build_load(&b, V(gid)), 2);
    IrValue *ma[1] = {ir_build2(&b, IR_ADD, t->u32, x, x2)};
    ir_build_call(&b, mid, ma, 1);
    ir_builder_after(&b, &br->n);
    ir_build_jump(&b, IR_RETURN, NULL);

    IrFunction *eb = new_entry(m, "B");
    ir_builder_init(&b, m, eb);
    IrValue *one[1] = {U(t, 1)};
    ir_build_call(&b, leaf, one, 1);
    ir_build_jump(&b, IR_RETURN, NULL);

    CHECK(verify_ok(t));
    unsigned mask = 1u << IRS_INPUT | 1u << IRS_STORAGE | 1u << IRS_UNIFORM | 1u << IRS_WORKGROUP |
                    1u << IRS_PRIVATE | 1u << IRS_HANDLE;
    CHECK(ir_lower_globals_to_params(m, mask));
    CHECK(m->globals_lowered_mask == mask);
    CHECK(verify_ok(t));
    CHECK(m->globals.len == 6);
    CHECK(ea->num_params == 5 && ea->params[0]->global == buf && ea->params[1]->global == gid);
    CHECK(ea->params[1]->v.type == irt_vector(m, t->u32, 3)); /* an input: the value */
    CHECK(ea->params[0]->v.type == buf->v.type);              /* others: the pointer */
    CHECK(eb->num_params == 4 && eb->params[3]->global == priv);
    CHECK(leaf->num_params == 5 && leaf->params[4]->global == priv);
    dump_free_check(t, "; globals lowered to parameters: private workgroup storage uniform input handle\n"
                       "\n"
                       "struct Buf_block block layout {\n"
                       "  data : array<u32, stride=4> offset(0)\n"
                       "}\n"
                       "struct CB block layout {\n"
                       "  k : u32 offset(0)\n"
                       "}\n"
                       "\n"
                       "global @buf : ptr<storage, Buf_block> structured set(0) binding(0)\n"
                       "global @gid : ptr<input, vec3<u32>> builtin(global_invocation_id)\n"
                       "global @shared : ptr<workgroup, array<u32, 64>>\n"
                       "global @cb : ptr<uniform, CB> cbuffer set(0) binding(1) readonly\n"
                       "global @priv : ptr<private, u32>\n"
                       "global @out : ptr<output, u32>\n"
                       "\n"
                       "fn @leaf(%1: u32, %2: ptr<storage, Buf_block> = storage @buf, %3: vec3<u32> = input @gid, %4: ptr<uniform, CB> = uniform @cb, %5: ptr<private, u32> = private @priv) -> u32 {\n"
                       "  b0:\n"
                       "    %6 = extract u32 %3, 1\n"
                       "    %7 = access ptr<storage, u32> %2, 0u, %1\n"
                       "    %8 = load u32 %7\n"
                       "    %9 = access ptr<uniform, u32> %4, 0u\n"
                       "    %10 = load u32 %9\n"
                       "    %11 = add u32 %8, %10\n"
                       "    %12 = add u32 %11, %6\n"
                       "    store %5, %12\n"
                       "    store @out, %12\n"
                       "    return %12\n"
                       "}\n"
                       "\n"
                       "fn @mid(%1: u32, %2: ptr<storage, Buf_block> = storage @buf, %3: vec3<u32> = input @gid, %4: ptr<workgroup, array<u32, 64>> = workgroup @shared, %5: ptr<uniform, CB> = uniform @cb, %6: ptr<private, u32> = private @priv) -> void {\n"
                       "  b0:\n"
                       "    %7 = call u32 @leaf(%1, %2, %3, %5, %6)\n"
                       "    %8 = access ptr<workgroup, u32> %4, %1\n"
                       "    store %8, %7\n"
                       "    return\n"
                       "}\n"
                       "\n"
                       "fn @A(%1: ptr<storage, Buf_block> = storage @buf, %2: vec3<u32> = input @gid, %3: ptr<workgroup, array<u32, 64>> = workgroup @shared, %4: ptr<uniform, CB> = uniform @cb, %5: ptr<private, u32> = private @priv) -> void  compute workgroup_size(64,1,1) {\n"
                       "  b0:\n"
                       "    %6 = extract u32 %2, 0\n"
                       "    %7 = lt bool %6, 8u\n"
                       "    if %7 {\n"
                       "    b1:\n"
                       "      %8 = extract u32 %2, 2\n"
                       "      %9 = add u32 %6, %8\n"
                       "      call void @mid(%9, %1, %2, %3, %4, %5)\n"
                       "    } else {\n"
                       "    b2:\n"
                       "    }\n"
                       "  b3:\n"
                       "    return\n"
                       "}\n"
                       "\n"
                       "fn @B(%1: ptr<storage, Buf_block> = storage @buf, %2: vec3<u32> = input @gid, %3: ptr<uniform, CB> = uniform @cb, %4: ptr<private, u32> = private @priv) -> void  compute workgroup_size(64,1,1) {\n"
                       "  b0:\n"
                       "    %5 = call u32 @leaf(1u, %1, %2, %3, %4)\n"
                       "    return\n"
                       "}\n");
    CHECK(!ir_lower_globals_to_params(m, mask)); /* nothing left to do */
    CHECK(verify_ok(t));
    t_free(t);
}

/* An access into an input (not a whole load) reads a local copy of it. */
static void globals_to_params_input_access(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrGlobal *gid = ir_global_new(m, "gid", irt_vector(m, t->u32, 3), IRS_INPUT);
    gid->builtin = IRB_GLOBAL_INVOCATION_ID;
    IrGlobal *o = ir_global_new(m, "o", t->u32, IRS_PRIVATE);
    IrFunction *f = new_entry(m, "main");
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *idx[1] = {U(t, 1)};
    ir_build_store(&b, V(o), ir_build_load(&b, ir_build_access(&b, V(gid), idx, 1)));
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_ok(t));
    CHECK(ir_lower_globals_to_params(m, 1u << IRS_INPUT));
    CHECK(verify_ok(t));
    dump_free_check(t, "; globals lowered to parameters: input\n"
                       "\n"
                       "global @gid : ptr<input, vec3<u32>> builtin(global_invocation_id)\n"
                       "global @o : ptr<private, u32>\n"
                       "\n"
                       "fn @main(%1: vec3<u32> = input @gid) -> void  compute workgroup_size(64,1,1) {\n"
                       "  b0:\n"
                       "    %2 = var ptr<function, vec3<u32>>  ; gid\n"
                       "    store %2, %1\n"
                       "    %3 = access ptr<function, u32> %2, 1u\n"
                       "    %4 = load u32 %3\n"
                       "    store @o, %4\n"
                       "    return\n"
                       "}\n");
    t_free(t);
}

/* After the pass, a use of a lowered global is an error; and a parameter's
 * global must match its type. */
static void verifier_rejects_lowered_global_use(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    IrGlobal *gid = ir_global_new(m, "gid", irt_vector(m, t->u32, 3), IRS_INPUT);
    IrFunction *f = new_entry(m, "main");
    IrBuilder b;
    ir_builder_init(&b, m, f);
    ir_build_load(&b, V(gid));
    ir_build_jump(&b, IR_RETURN, NULL);
    m->globals_lowered_mask = 1u << IRS_INPUT;
    CHECK(verify_fails(t, "uses @gid (input memory) after ir_lower_globals_to_params"));
    t_free(t);

    t = t_new();
    m = t->m;
    gid = ir_global_new(m, "gid", irt_vector(m, t->u32, 3), IRS_INPUT);
    const IrType *pt[1] = {t->u32};
    f = ir_function_new(m, "g", irt_void(m), pt, 1);
    f->params[0]->global = gid;
    ir_builder_init(&b, m, f);
    ir_build_jump(&b, IR_RETURN, NULL);
    CHECK(verify_fails(t, "parameter 0 carries @gid but is u32"));
    t_free(t);
}

/* Both lowerings are linear: 20000 if-merge phis and 2000 nested loops in
 * one function; a chain of 2000 functions sharing 200 globals. */
static void text_lowerings_are_fast(void)
{
    T *t = t_new();
    IrModule *m = t->m;
    enum { NG = 200, NF = 2000 };
    IrGlobal *gs[NG];
    for (int k = 0; k < NG; k++)
        gs[k] = ir_global_new(m, NULL, t->u32, k % 2 ? IRS_PRIVATE : IRS_INPUT);
    IrFunction *prev = NULL;
    for (int k = 0; k < NF; k++) {
        IrFunction *f = ir_function_new(m, NULL, irt_void(m), NULL, 0);
        IrBuilder b;
        ir_builder_init(&b, m, f);
        ir_build_load(&b, V(gs[k % NG]));
        if (prev)
            ir_build_call(&b, prev, NULL, 0);
        ir_build_jump(&b, IR_RETURN, NULL);
        prev = f;
    }
    prev->stage = IR_STAGE_COMPUTE;
    vec_push(m->arena, &m->entries, prev);
    const IrType *params[1] = {t->u32};
    IrFunction *f = ir_function_new(m, "big", t->u32, params, 1);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrValue *x = ir_build_var(&b, t->u32, "x");
    ir_build_store(&b, x, V(f->params[0]));
    for (int k = 0; k < 20000; k++) {
        IrIf *i = ir_build_if(&b, ir_build2(&b, IR_LT, t->b, ir_build_load(&b, x), U(t, (uint32_t)k)));
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
    CHECK(ir_opt_vars_to_ssa(m));
    clock_t t0 = clock();
    CHECK(ir_lower_phis_to_vars(m));
    CHECK(ir_lower_globals_to_params(m, 1u << IRS_INPUT | 1u << IRS_PRIVATE));
    double secs = (double)(clock() - t0) / CLOCKS_PER_SEC;
    CHECK(verify_ok(t));
    CHECK(prev->num_params == NG);
    if (secs > 1.0)
        printf("  too slow: %.2f s\n", secs);
    CHECK(secs < 1.0);
    t_free(t);
}

int main(void)
{
    RUN(phis_to_vars_if_merge);
    RUN(phis_to_vars_empty_else);
    RUN(phis_to_vars_swap_in_loop);
    RUN(phis_to_vars_continuing_phi);
    RUN(phis_to_vars_switch_merge);
    RUN(verifier_rejects_phi_after_lowering);
    RUN(globals_to_params_call_chain);
    RUN(globals_to_params_input_access);
    RUN(verifier_rejects_lowered_global_use);
    RUN(text_lowerings_are_fast);
    return UNIT_END();
}
