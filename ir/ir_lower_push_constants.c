/* ir_lower_push_constants: the text targets have no push constants (MSL
 * takes them as a `constant T&` buffer argument, set with setBytes; WebGPU
 * as a uniform buffer at the binding reflection reports), so every pointer
 * into IRS_PUSH_CONSTANT memory becomes one into IRS_UNIFORM: the globals
 * and the results of instructions (access chains). Nothing else holds such
 * a pointer before ir_lower_globals_to_params, which runs after this. The
 * globals keep push_constant, which reflection reads. */
#include "ir.h"

static void retype(IrModule *m, IrValue *v)
{
    const IrType *t = v->type;
    if (t && t->kind == IRT_POINTER && t->space == IRS_PUSH_CONSTANT)
        v->type = irt_pointer(m, t->elem, IRS_UNIFORM);
}

static void block(IrBlock *b, void *user)
{
    IrModule *m = user;
    IR_FOR_EACH_INST(b, i)
    retype(m, &i->v);
}

bool ir_lower_push_constants(IrModule *m)
{
    bool changed = false;
    for (int k = 0; k < m->globals.len; k++) {
        IrGlobal *g = m->globals.data[k];
        if (g->space != IRS_PUSH_CONSTANT)
            continue;
        g->space = IRS_UNIFORM;
        g->v.type = irt_pointer(m, g->pointee, IRS_UNIFORM);
        changed = true;
    }
    if (!changed)
        return false;
    for (int k = 0; k < m->functions.len; k++)
        ir_walk_blocks(&m->functions.data[k]->body, block, m);
    return true;
}
