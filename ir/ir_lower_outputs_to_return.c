/* ir_lower_outputs_to_return: an entry point's stage outputs become its
 * return value (required by the text targets: WGSL entry points return
 * their outputs, WGSL 13.3.1 "Entry Point IO"; MSL vertex and fragment
 * functions return them, MSL 2.4 spec 5.2.3.3-4; neither has
 * module-scope output variables).
 *
 * For each entry E, outs(E) are the IRS_OUTPUT globals E stores to, in
 * m->globals order. When there are any, E gets
 *   - a struct type S "E.out" with one member per output (named after the
 *     global, of its pointee type): E->outputs[k] is member k's global;
 *   - a local `var o: S` in its first block;
 *   - every `store @out_k, v` becomes `store (access o, k), v` (a load of an
 *     output, which the front end never makes, reads the member the same way;
 *     an access into an output array, a clip distance, points into the member);
 *   - every `return` becomes `%r = load o; return %r`, and E->ret is S.
 * The front end writes outputs only in the entry wrapper (frontend/lower.c,
 * lower_entry_return), so no other function uses them; one that did is a
 * compiler bug (ice). Afterwards no instruction names an output global:
 * m->globals_lowered_mask gets the IRS_OUTPUT bit, which the verifier
 * enforces. */
#include "ir.h"

typedef struct O {
    IrModule *m;
    IrFunction *f;
    int32_t *member_of; /* by global id: member index in f's struct, or -1 */
    IrValue *var;
    const IrType *st;
    bool foreign;       /* an output used outside an entry */
} O;

static int32_t member(O *o, const IrValue *v)
{
    if (!v || v->vkind != IRV_GLOBAL || v->id >= o->m->next_global_id)
        return -1;
    return o->member_of[v->id];
}

static bool is_output(const IrValue *v)
{
    return v && v->vkind == IRV_GLOBAL && ((const IrGlobal *)v)->space == IRS_OUTPUT;
}

/* Collects the outputs a block names (member_of[id] = -2: used). */
static void find_block(IrBlock *b, void *user)
{
    O *o = user;
    IR_FOR_EACH_INST(b, i)
    for (uint32_t k = 0; k < i->num_args; k++)
        if (is_output(i->args[k]))
            o->member_of[i->args[k]->id] = -2;
}

static void foreign_block(IrBlock *b, void *user)
{
    O *o = user;
    IR_FOR_EACH_INST(b, i)
    for (uint32_t k = 0; k < i->num_args; k++)
        o->foreign |= is_output(i->args[k]);
}

static void rewrite_block(IrBlock *b, void *user)
{
    O *o = user;
    for (IrInst *i = b->first, *next; i; i = next) {
        next = i->next;
        for (uint32_t k = 0; k < i->num_args; k++) {
            int32_t mi = member(o, i->args[k]);
            if (mi < 0)
                continue;
            const IrType *mt = o->st->members[mi].type;
            IrInst *acc = ir_inst_new(o->f, IR_ACCESS, irt_pointer(o->m, mt, IRS_FUNCTION), 2);
            acc->args[0] = o->var;
            acc->args[1] = &ir_const_uint(o->m, (uint32_t)mi)->v;
            acc->loc = i->loc;
            ir_inst_insert_before(i, acc);
            i->args[k] = &acc->v;
        }
        /* An element of an output array (a clip distance): the access now
         * points into the function variable. */
        if (i->op == IR_ACCESS && i->v.type->kind == IRT_POINTER && i->v.type->space == IRS_OUTPUT &&
            i->args[0]->type->kind == IRT_POINTER && i->args[0]->type->space == IRS_FUNCTION)
            i->v.type = irt_pointer(o->m, i->v.type->elem, IRS_FUNCTION);
        if (i->op == IR_RETURN) {
            IrInst *ld = ir_inst_new(o->f, IR_LOAD, o->st, 1);
            ld->args[0] = o->var;
            ld->loc = i->loc;
            ir_inst_insert_before(i, ld);
            IrValue **args = ARENA_ARRAY(o->m->arena, IrValue *, 1);
            args[0] = &ld->v;
            i->args = args;
            i->num_args = 1;
        }
    }
}

static bool lower_entry(O *o, IrFunction *f)
{
    IrModule *m = o->m;
    for (uint32_t g = 0; g <= m->next_global_id; g++)
        o->member_of[g] = -1;
    ir_walk_blocks(&f->body, find_block, o);
    uint32_t n = 0;
    for (int g = 0; g < m->globals.len; g++)
        if (o->member_of[m->globals.data[g]->v.id] == -2)
            n++;
    if (!n)
        return false;
    if (f->ret->kind != IRT_VOID)
        ice(m->c, "ir_lower_outputs_to_return: entry @%s returns a value", f->name ? f->name : "?");
    IrType *st = irt_struct_new(m, arena_printf(ir_names_arena(m), "%s_out", f->name ? f->name : "entry"), (int)n);
    f->outputs = ARENA_ARRAY(m->arena, IrGlobal *, n);
    f->num_outputs = n;
    uint32_t k = 0;
    for (int g = 0; g < m->globals.len; g++) {
        IrGlobal *gl = m->globals.data[g];
        if (o->member_of[gl->v.id] != -2)
            continue;
        o->member_of[gl->v.id] = (int32_t)k;
        st->members[k].name = gl->v.name;
        st->members[k].type = gl->pointee;
        f->outputs[k++] = gl;
    }
    o->f = f;
    o->st = st;
    IrBuilder b;
    ir_builder_init(&b, m, f);
    o->var = ir_build_var(&b, st, "out");
    ir_walk_blocks(&f->body, rewrite_block, o);
    /* The function's type follows its new return type. */
    const IrType **pt = ARENA_ARRAY(m->arena, const IrType *, f->num_params + 1);
    for (uint32_t p = 0; p < f->num_params; p++)
        pt[p] = f->params[p]->v.type;
    f->ret = st;
    f->v.type = irt_function(m, st, pt, (int)f->num_params);
    return true;
}

bool ir_lower_outputs_to_return(IrModule *m)
{
    O o = {.m = m};
    o.member_of = ARENA_ARRAY(m->arena, int32_t, m->next_global_id + 1);
    bool progress = false;
    for (int e = 0; e < m->entries.len; e++)
        progress |= lower_entry(&o, m->entries.data[e]);
    /* The check below walks every other function: not needed when the
     * module has no stage output (a compute shader) for them to name. */
    bool outputs = false;
    for (int k = 0; k < m->globals.len && !outputs; k++)
        outputs = m->globals.data[k]->space == IRS_OUTPUT;
    for (int k = 0; outputs && k < m->functions.len; k++) {
        IrFunction *f = m->functions.data[k];
        bool entry = false;
        for (int e = 0; e < m->entries.len; e++)
            entry |= m->entries.data[e] == f;
        if (!entry)
            ir_walk_blocks(&f->body, foreign_block, &o);
    }
    if (o.foreign)
        ice(m->c, "ir_lower_outputs_to_return: a stage output is used outside an entry point");
    m->globals_lowered_mask |= 1u << IRS_OUTPUT;
    return progress;
}

bool ir_entry_outputs(const IrFunction *f, IrBuiltin b)
{
    for (uint32_t k = 0; k < f->num_outputs; k++)
        if (f->outputs[k]->builtin == b)
            return true;
    return false;
}
