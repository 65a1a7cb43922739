/* Counters of structured buffers reached through values.
 *
 * A RWStructuredBuffer's IncrementCounter / DecrementCounter and an
 * Append/ConsumeStructuredBuffer's Append / Consume use the buffer's hidden
 * counter, which SPIR-V (DXC's SPIR-V.rst, "Counter buffers"), Metal and
 * WebGPU bind as a buffer of its own (counter_var_NAME: a block of one int,
 * an array of them for an array of buffers). Through the buffer's global
 * the front end takes the counter directly (frontend/lower_vk.c); through
 * a value (a local, a parameter, a member, an element of a local array or
 * of an array of arrays, a descriptor heap element) it writes
 * counter_of(handle), and once ir_handle_resolve has made the handle a
 * global, or an element of a global array, counter_of becomes that
 * global's counter, or the same element of its counter array, as DXC's
 * alias counters follow the buffer they alias. The buffers that may be so
 * reached got their counter bindings in sema (sema_bindings.c). */
#include <string.h>
#include "ir_counters.h"

static bool same_heap_counter(const IrGlobal *g, const IrGlobal *buf)
{
    return g->counter_of && g->descriptor_heap == buf->descriptor_heap && g->set == buf->counter_set &&
           g->binding == buf->counter_binding;
}

/* The first binding of set that no global of m takes, nor a counter sema
 * bound (for a counter bound late: sema gave it none, since only a value
 * that resolves to its buffer uses it). Every declared resource is a
 * global until DCE runs. */
static int first_free_binding(const IrModule *m, int set)
{
    for (int b = 0;; b++) {
        bool taken = false;
        for (int k = 0; k < m->globals.len && !taken; k++) {
            const IrGlobal *g = m->globals.data[k];
            taken = ((g->resource != IRR_NONE || g->space == IRS_HANDLE) && g->set == set && g->binding == b) ||
                    (g->has_counter && g->counter_set == set && g->counter_binding == b); /* made later */
        }
        if (!taken)
            return b;
    }
}

IrGlobal *ir_counter_global(IrModule *m, IrGlobal *buf, const IrType *block)
{
    for (int k = 0; k < m->globals.len; k++) {
        IrGlobal *g = m->globals.data[k];
        if (g->counter_of == buf || (buf->descriptor_heap && same_heap_counter(g, buf)))
            return g;
    }
    const IrType *pointee = block;
    if (buf->pointee->kind == IRT_ARRAY) /* DXC: an array of buffers has an array of counters, one binding */
        pointee = irt_array(m, block, buf->pointee->count, 0);
    else if (buf->pointee->kind == IRT_RUNTIME_ARRAY)
        pointee = irt_runtime_array(m, block, 0);
    int binding = buf->counter_binding >= 0 ? buf->counter_binding : first_free_binding(m, buf->counter_set);
    IrGlobal *g = ir_global_new(m, arena_printf(ir_names_arena(m), "counter_var_%s", buf->v.name), pointee, IRS_STORAGE);
    g->resource = IRR_STRUCTURED;
    g->writable = true;
    g->used_atomically = true;
    g->hlsl_type = "RWStructuredBuffer<int>";
    g->reg_class = 'u';
    g->reg_index = -1;
    g->location = -1;
    g->set = buf->counter_set;
    g->binding = binding;
    g->counter_of = buf;
    g->descriptor_heap = buf->descriptor_heap; /* the counter heap: what the targets do with heaps */
    g->loc = g->decl_loc = buf->decl_loc; /* a target without arrays of buffers names it there */
    return g;
}

typedef struct Cr {
    IrModule *m;
    IrFunction *f;
} Cr;

static IrValue *counter_for(Cr *c, IrInst *i)
{
    IrValue *h = i->args[0];
    IrInst *el = h->vkind == IRV_INST && ((IrInst *)h)->op == IR_ACCESS ? (IrInst *)h : NULL;
    IrValue *root = el ? el->args[0] : h;
    IrGlobal *buf = root->vkind == IRV_GLOBAL ? (IrGlobal *)root : NULL;
    if (!buf || (el && el->num_args != 2))
        ice(c->m->c, "counter_of a handle that ir_handle_resolve left unresolved");
    if (!buf->has_counter) /* sema gives every buffer of the value's type a counter */
        ice(c->m->c, "counter_of reaches '%s', which has no counter", buf->v.name ? buf->v.name : "?");
    IrGlobal *cg = ir_counter_global(c->m, buf, i->v.type->elem);
    if (!el)
        return &cg->v;
    IrInst *a = ir_inst_new(c->f, IR_ACCESS, i->v.type, 2); /* counter k, with k's NonUniform mark */
    a->args[0] = &cg->v;
    a->args[1] = el->args[1];
    a->imm = el->imm;
    a->loc = i->loc;
    ir_inst_insert_before(i, a);
    return &a->v;
}

typedef struct Found {
    Arena *a;
    VEC(IrInst *) list;
} Found;

static void find_block(IrBlock *b, void *user)
{
    Found *fd = user;
    IR_FOR_EACH_INST(b, i)
    if (i->op == IR_COUNTER_OF)
        vec_push(fd->a, &fd->list, i);
}

void ir_resolve_counters(IrModule *m, IrFunction *f)
{
    Cr c = {m, f};
    Found fd = {.a = arena_new()};
    ir_walk_blocks(&f->body, find_block, &fd);
    for (int k = 0; k < fd.list.len; k++) { /* a few per function: one walk each */
        IrInst *i = fd.list.data[k];
        ir_replace_uses(f, &i->v, counter_for(&c, i));
        ir_inst_remove(i);
    }
    arena_free(fd.a);
}
