/* ir_clone_module finds copies by the originals' dense ids (ir/ir_clone.c):
 * an instruction whose id is outside its function's range is still copied
 * faithfully (found by its address instead); two instructions of one
 * function with the same id, which the id map cannot tell apart, are copied
 * faithfully too (the function again, by address), and reported by
 * ir_clone_check (--verify-ir), as the verifier forbids them. */
#include <setjmp.h>
#include "../../frontend/frontend.h"
#include "../../ir/ir_clone.h"
#include "unit.h"

/* A function that loads a private float g twice and stores the second load
 * back: two instructions with results, the store using the second. */
static IrFunction *two_loads(IrModule *m, IrInst **first, IrInst **second)
{
    IrGlobal *g = ir_global_new(m, "g", irt_float(m, 32), IRS_PRIVATE);
    IrFunction *f = ir_function_new(m, "f", irt_void(m), NULL, 0);
    IrBuilder b;
    ir_builder_init(&b, m, f);
    *first = (IrInst *)ir_build_load(&b, &g->v);
    *second = (IrInst *)ir_build_load(&b, &g->v);
    ir_build_store(&b, &g->v, &(*second)->v);
    ir_build_jump(&b, IR_RETURN, NULL);
    return f;
}

/* The store of the clone's only function: the block's third instruction. */
static IrInst *copied_store(IrModule *copy)
{
    IrBlock *blk = (IrBlock *)copy->functions.data[0]->body.first;
    return blk->first->next->next;
}

static void out_of_range_id(Ctx *c)
{
    IrModule *m = ir_module_new(c);
    IrInst *first, *second;
    IrFunction *f = two_loads(m, &first, &second);
    second->v.id = f->next_value_id + 7; /* beyond the function's map */
    IrModule *copy = ir_clone_module(m, NULL);
    /* (not ir_clone_check: the dump it compares reads a table by that id) */
    CHECK(c->errors == 0);
    IrInst *store = copied_store(copy);
    CHECK(store->op == IR_STORE && store->args[1] == &store->prev->v);
    CHECK(store->prev != second && store->prev->v.id == second->v.id && store->prev->prev != first);
    CHECK(store->prev->prev->next == store->prev && store->block == store->prev->block);
}

static void shared_id(Ctx *c)
{
    IrModule *m = ir_module_new(c);
    IrInst *first, *second;
    two_loads(m, &first, &second);
    second->v.id = first->v.id;
    IrModule *copy = ir_clone_module(m, NULL);
    IrInst *store = copied_store(copy);
    CHECK(store->op == IR_STORE && store->args[1] == &store->prev->v && store->prev->prev->prev == NULL);
    CHECK(store->next && store->next->op == IR_RETURN && !store->next->next);
    CHECK(!ir_clone_check(m, copy));
    CHECK(c->errors == 1 && c->diags.data[0].code == 9002);
    CHECK(c->errors == 1 && strstr(c->diags.data[0].message, "an id of the module finds another object"));
}

static void with_ctx(void (*body)(Ctx *c))
{
    Ctx *c = ctx_new(NULL);
    jmp_buf jb;
    c->bail = &jb;
    if (setjmp(jb) == 0)
        body(c);
    else
        CHECK(!"bailed out");
    ctx_free(c);
}

static void out_of_range_id_is_copied(void) { with_ctx(out_of_range_id); }
static void shared_id_is_reported(void) { with_ctx(shared_id); }

int main(void)
{
    RUN(out_of_range_id_is_copied);
    RUN(shared_id_is_reported);
    return UNIT_END();
}
