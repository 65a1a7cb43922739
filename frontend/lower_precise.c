/* HLSL `precise` (DXC's SPIR-V: NoContraction): the arithmetic that computes
 * a value stored to a precise variable must not be fused or reassociated.
 * Like DXC, the mark goes back along the value's operands, through every
 * arithmetic instruction, up to loads, calls and anything not arithmetic.
 * The SPIR-V writer decorates marked instructions (spv_vk_no_contraction);
 * MSL and WGSL have no per-operation control. */
#include "lower_internal.h"

static bool is_arith(IrOp op)
{
    switch (op) {
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_REM: case IR_NEG: case IR_DOT:
    case IR_MAT_TIMES_VEC: case IR_VEC_TIMES_MAT: case IR_MAT_TIMES_MAT: case IR_MAT_TIMES_SCALAR:
        return true;
    default:
        return false;
    }
}

/* Also through the shuffles, constructions and conversions between them. */
static bool passes_through(IrOp op)
{
    return op == IR_CONSTRUCT || op == IR_EXTRACT || op == IR_SHUFFLE || op == IR_SPLAT || op == IR_CONVERT ||
           op == IR_SELECT;
}

static void mark(IrValue *v, int depth)
{
    if (!v || v->vkind != IRV_INST || depth > 64)
        return;
    IrInst *i = (IrInst *)v;
    if (i->precise || (!is_arith(i->op) && !passes_through(i->op)))
        return;
    i->precise = is_arith(i->op);
    for (uint32_t k = 0; k < i->num_args; k++)
        mark(i->args[k], depth + 1);
}

void lower_mark_precise(Node *target, IrValue *v)
{
    Node *d = target && target->kind == ND_IDENT ? target->ident.decl : target;
    unsigned mods = !d ? 0 : d->kind == ND_VAR ? d->var.mods : d->kind == ND_PARAM ? d->param.mods : 0;
    if (mods & MOD_PRECISE)
        mark(v, 0);
}
