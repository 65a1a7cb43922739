/* Helpers shared by the unit tests of the IR library on hand-built IR
 * (test_ir.c, test_ir_text_lowerings.c): a module in a fresh context whose
 * fatal errors jump back to the test, its dump, the verifier expected to
 * accept or to reject (with a message), and a small if/else with a phi;
 * inline, so that a test file may leave some unused. */
#ifndef PRISM_IR_UNIT_H
#define PRISM_IR_UNIT_H
#include <setjmp.h>
#include "../../ir/ir.h"
#include "unit.h"

typedef struct T {
    Ctx *c;
    IrModule *m;
    jmp_buf jb;
    const IrType *u32, *i32, *f32, *b;
} T;

static inline T *t_new(void)
{
    T *t = calloc(1, sizeof *t);
    t->c = ctx_new(NULL);
    t->c->bail = &t->jb;
    t->m = ir_module_new(t->c);
    t->u32 = irt_int(t->m, 32, false);
    t->i32 = irt_int(t->m, 32, true);
    t->f32 = irt_float(t->m, 32);
    t->b = irt_bool(t->m);
    return t;
}

static inline void t_free(T *t)
{
    ctx_free(t->c);
    free(t);
}

static inline char *dump(IrModule *m)
{
    StrBuf sb = {0};
    ir_dump(m, &sb);
    return sb_take(&sb, NULL);
}

static inline void dump_free_check(T *t, const char *want)
{
    char *got = dump(t->m);
    CHECK_STR(got, want);
    free(got);

}

static inline const char *last_diag(T *t) { return t->c->diags.len ? vec_last(&t->c->diags).message : "(no diagnostic)"; }

static inline bool verify_ok(T *t)
{
    bool ok = ir_verify(t->m, "test");
    if (!ok)
        printf("  unexpected verifier failure: %s\n", last_diag(t));
    return ok;
}

/* Expects the verifier to fail with a message containing `what`. */
static inline bool verify_fails(T *t, const char *what)
{
    if (setjmp(t->jb))
        return false;
    bool ok = ir_verify(t->m, "test");
    if (ok) {
        printf("  verifier accepted IR that breaks: %s\n", what);
        return false;
    }
    if (!strstr(last_diag(t), what)) {
        printf("  verifier said: %s\n  expected a message with: %s\n", last_diag(t), what);
        return false;
    }
    return true;
}

#define V(x) (&(x)->v)
#define U(t, n) V(ir_const_uint((t)->m, (n)))

/* fn @sel(c: bool, x: u32) -> u32 { if c { a = x + 1 } else { b = x * 2 }; return phi(a, b) } */
static inline IrFunction *build_if_phi(T *t, IrInst **phi_out)
{
    IrModule *m = t->m;
    const IrType *params[2] = {t->b, t->u32};
    IrFunction *f = ir_function_new(m, "sel", t->u32, params, 2);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    IrIf *i = ir_build_if(&b, V(f->params[0]));
    ir_builder_set_region(&b, &i->then_);
    IrValue *x = ir_build2(&b, IR_ADD, t->u32, V(f->params[1]), U(t, 1));
    ir_builder_set_region(&b, &i->else_);
    IrValue *y = ir_build2(&b, IR_MUL, t->u32, V(f->params[1]), U(t, 2));
    ir_builder_after(&b, &i->n);
    IrInst *phi = ir_build_phi(&b, t->u32, 2);
    phi->args[0] = x;
    phi->preds[0] = (IrBlock *)i->then_.first;
    phi->args[1] = y;
    phi->preds[1] = (IrBlock *)i->else_.first;
    ir_build_jump(&b, IR_RETURN, V(phi));
    if (phi_out)
        *phi_out = phi;
    return f;
}

#endif
