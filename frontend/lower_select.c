/* select(cond, a, b) on a struct or an array (sema_select.c): both arms
 * are evaluated, as select always does (it is not ?:, which short-circuits
 * in HLSL 2021), then a branch stores the chosen one in a temporary: OpSelect
 * takes no composites before SPIR-V 1.4, and WGSL's select and MSL's ?:
 * take no structs. */
#include "lower_internal.h"

IrValue *lower_select_composite(Lower *L, Node *e)
{
    Node **args = e->call.args.data;
    IrValue *c = lower_convert(L, lower_expr(L, args[0]), args[0]->type, type_scalar(L->tt, SC_BOOL));
    IrValue *a = lower_expr(L, args[1]);
    IrValue *b = lower_expr(L, args[2]);
    IrValue *tmp = ir_build_var(&L->b, layout_type(L, e->type, LAYOUT_NONE, false), "select");
    IrIf *i = ir_build_if(&L->b, c);
    ir_builder_set_region(&L->b, &i->then_);
    ir_build_store(&L->b, tmp, a);
    ir_builder_set_region(&L->b, &i->else_);
    ir_build_store(&L->b, tmp, b);
    ir_builder_after(&L->b, &i->n);
    return ir_build_load(&L->b, tmp);
}
