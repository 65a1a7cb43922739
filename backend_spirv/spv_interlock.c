/* Rasterizer-ordered views in pixel shaders: SPV_EXT_fragment_shader_interlock.
 *
 * DXC wraps every access to a RasterizerOrdered* resource of a pixel
 * shader in OpBeginInvocationInterlockEXT / OpEndInvocationInterlockEXT,
 * declares PixelInterlockOrderedEXT (SampleInterlockOrderedEXT when the
 * shader runs per sample, that is reads SV_SampleIndex), then lets
 * spirv-opt's interlock placement pass merge the pairs into one critical
 * section that each invocation enters once and leaves once, in the entry
 * function. We place that one section directly: it opens before the first
 * statement of the entry's body that reaches an ordered resource (an
 * access, or a call to a function that makes one) and closes after the
 * last, both at the top level of the entry function, so every invocation
 * executes each exactly once; a return or discard inside the section
 * closes it first. In other stages the resources are their RW twins (as in
 * DXC) and nothing is added. */
#include "spv_internal.h"

struct SpvInterlock {
    IrNode *first, *last;         /* the top-level nodes of the entry body holding the first and last access */
    IrInst *first_inst, *last_inst; /* in those nodes when they are blocks: the accesses themselves */
    bool open;                    /* begun and not yet closed where planned */
};

/* Whether v is a rasterizer-ordered resource, or a pointer into one or
 * its image handle. */
static bool from_ordered(IrValue *v)
{
    const IrGlobal *g = spv_root_global(v);
    return g && g->rasterizer_ordered;
}

static bool region_touches(IrRegion *r, int depth);

static bool function_touches(IrFunction *f, int depth)
{
    return depth < 32 && region_touches(&f->body, depth + 1);
}

/* An instruction that reads, writes or queries an ordered resource (an
 * access chain alone computes an address and waits for its use). */
static bool inst_touches(IrInst *i, int depth)
{
    if (i->op == IR_CALL)
        return i->callee && function_touches(i->callee, depth);
    if (i->op == IR_ACCESS)
        return false;
    for (uint32_t k = 0; k < i->num_args; k++)
        if (from_ordered(i->args[k]))
            return true;
    return false;
}

static bool node_touches(IrNode *n, int depth)
{
    switch (n->kind) {
    case IRN_BLOCK:
        IR_FOR_EACH_INST((IrBlock *)n, i)
        {
            if (inst_touches(i, depth))
                return true;
        }
        return false;
    case IRN_IF: return region_touches(&((IrIf *)n)->then_, depth) || region_touches(&((IrIf *)n)->else_, depth);
    case IRN_LOOP:
        return region_touches(&((IrLoop *)n)->body, depth) || region_touches(&((IrLoop *)n)->continuing, depth);
    case IRN_SWITCH:
        for (uint32_t k = 0; k < ((IrSwitch *)n)->num_cases; k++)
            if (region_touches(&((IrSwitch *)n)->cases[k].body, depth))
                return true;
        return false;
    }
    return false;
}

static bool region_touches(IrRegion *r, int depth)
{
    for (IrNode *n = r->first; n; n = n->next)
        if (node_touches(n, depth))
            return true;
    return false;
}

/* DXC: an entry that declares SV_SampleIndex (used or not) runs per
 * sample and takes SampleInterlockOrderedEXT. */
static bool reads_sample_index(IrFunction *f)
{
    for (uint32_t k = 0; k < f->num_interface; k++)
        if (f->interface[k]->space == IRS_INPUT && f->interface[k]->builtin == IRB_SAMPLE_INDEX)
            return true;
    return false;
}

static bool is_entry(SpvWriter *w, IrFunction *f)
{
    for (int e = 0; e < w->num_entries; e++)
        if (w->entries[e] == f)
            return true;
    return false;
}

void spv_interlock_plan(SpvWriter *w, IrFunction *f)
{
    w->lock = NULL;
    if (f->stage != IR_STAGE_FRAGMENT || !is_entry(w, f))
        return;
    struct SpvInterlock *lk = NULL;
    for (IrNode *n = f->body.first; n; n = n->next) {
        if (!node_touches(n, 0))
            continue;
        if (!lk) {
            lk = ARENA_NEW(w->a, struct SpvInterlock);
            lk->first = n;
        }
        lk->last = n;
    }
    if (!lk)
        return;
    if (lk->first->kind == IRN_BLOCK)
        IR_FOR_EACH_INST((IrBlock *)lk->first, i)
        {
            if (inst_touches(i, 0)) {
                lk->first_inst = i;
                break;
            }
        }
    if (lk->last->kind == IRN_BLOCK)
        IR_FOR_EACH_INST((IrBlock *)lk->last, i)
        {
            if (inst_touches(i, 0))
                lk->last_inst = i;
        }
    w->lock = lk;
    bool per_sample = reads_sample_index(f);
    spv_ext(w, "SPV_EXT_fragment_shader_interlock");
    spv_cap(w, per_sample ? SpvCapabilityFragmentShaderSampleInterlockEXT
                          : SpvCapabilityFragmentShaderPixelInterlockEXT);
    w->vulkan_features |= per_sample ? SPV_FEATURE_FRAGMENT_SHADER_SAMPLE_INTERLOCK
                                     : SPV_FEATURE_FRAGMENT_SHADER_PIXEL_INTERLOCK;
    spv_op(w, &w->sec[SEC_MODES], SpvOpExecutionMode, 2, spv_value(w, &f->v),
           (uint32_t)(per_sample ? SpvExecutionModeSampleInterlockOrderedEXT
                                 : SpvExecutionModePixelInterlockOrderedEXT));
}

static void begin(SpvWriter *w)
{
    spv_op(w, SPV_FN(w), SpvOpBeginInvocationInterlockEXT, 0);
    w->lock->open = true;
}

static void end(SpvWriter *w)
{
    spv_op(w, SPV_FN(w), SpvOpEndInvocationInterlockEXT, 0);
    w->lock->open = false;
}

void spv_interlock_before(SpvWriter *w, IrBlock *blk, IrInst *i)
{
    struct SpvInterlock *lk = w->lock;
    if (!lk)
        return;
    /* the merge block after a last node that is a construct: after its phis */
    if (lk->open && lk->last->kind != IRN_BLOCK && lk->last->next == &blk->n)
        end(w);
    if (i && i == lk->first_inst)
        begin(w);
    /* a header block before a first node that is a construct: at its end */
    if (!i && lk->first->kind != IRN_BLOCK && blk->n.next == lk->first && !lk->open)
        begin(w);
}

void spv_interlock_after(SpvWriter *w, IrInst *i)
{
    if (w->lock && w->lock->open && i == w->lock->last_inst)
        end(w);
}

void spv_interlock_leave(SpvWriter *w)
{
    if (w->lock && w->lock->open)
        spv_op(w, SPV_FN(w), SpvOpEndInvocationInterlockEXT, 0); /* this path leaves; the others go on */
}
