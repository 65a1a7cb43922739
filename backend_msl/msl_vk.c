/* Vulkan's specialization constants in MSL: function constants (MSL 2.4
 * spec 5.8.1), which have no default value, so each [[vk::constant_id(N)]]
 * becomes (as SPIRV-Cross writes them)
 *
 *   constant T NAME_tmp [[function_constant(N)]];
 *   constant T NAME = is_function_constant_defined(NAME_tmp) ? NAME_tmp : DEFAULT;
 *
 * one NAME_tmp per index N (two HLSL constants may share a SpecId: both
 * read it). Loads of the constant are NAME. Push constants need nothing
 * here: ir_lower_push_constants made them uniform buffers, `constant S&`
 * arguments the application sets with setBytes. */
#include "msl_internal.h"

void msl_spec_constants(MslWriter *w)
{
    IrModule *m = w->m;
    const bool *used = w->spec_used;
    SrcLoc none = {0, 0, 0};
    for (int k = 0; k < m->globals.len; k++) {
        IrGlobal *g = m->globals.data[k];
        if (!used[g->v.id])
            continue;
        const char *tmp = NULL;
        for (int j = 0; j < k && !tmp; j++) { /* an index declared already */
            IrGlobal *o = m->globals.data[j];
            if (used[o->v.id] && o->spec_id == g->spec_id)
                tmp = w->global_name[o->v.id] ? arena_printf(w->a, "%s_tmp", w->global_name[o->v.id]) : NULL;
        }
        const char *type = msl_type(w, g->pointee, none);
        const char *name = msl_unique(w, g->v.name ? g->v.name : "spec");
        w->global_name[g->v.id] = name;
        if (!tmp) {
            tmp = msl_unique(w, arena_printf(w->a, "%s_tmp", name));
            sb_printf(&w->consts, "constant %s %s [[function_constant(%d)]];\n", type, tmp, g->spec_id);
        }
        sb_printf(&w->consts, "constant %s %s = is_function_constant_defined(%s) ? %s : %s;\n\n", type, name, tmp,
                  tmp, msl_const(w, g->init, none));
    }
}

bool msl_load_spec_constant(MslWriter *w, IrInst *i)
{
    IrValue *p = i->args[0];
    if (p->vkind != IRV_GLOBAL || ((IrGlobal *)p)->space != IRS_SPEC_CONSTANT)
        return false;
    w->val[i->v.id].text = w->global_name[p->id];
    w->val[i->v.id].flags = 0;
    return true;
}

/* Vulkan's buffer device addresses are Metal's GPU addresses (a buffer's
 * gpuAddress): the u64 cast to a device pointer names the memory, read and
 * written through like a device buffer's. */
void msl_emit_addr_to_ptr(MslWriter *w, IrInst *i)
{
    const IrType *t = i->v.type->elem;
    MslVal v = {0};
    v.text = arena_printf(w->a, "(*reinterpret_cast<device %s*>(%s))", msl_type(w, t, i->loc),
                          msl_value(w, i->args[0], i->loc));
    w->val[i->v.id] = v;
}

/* Vulkan input attachments are Metal's framebuffer fetch (MSL 2.4 spec
 * 5.2.3.4: a fragment function argument [[color(n)]] holds colour
 * attachment n's value at this fragment), attachment n being the
 * [[vk::input_attachment_index(n)]]: the render pass must make the input
 * attachment colour attachment n too. Helper functions get the value. */
const char *msl_input_attachment_param(MslWriter *w, IrGlobal *g, const char *name, bool entry)
{
    const IrType *v4 = irt_vector(w->m, g->pointee->elem, 4);
    const char *t = msl_type(w, v4, g->loc);
    return entry ? arena_printf(w->a, "%s %s [[color(%d)]]", t, name, g->input_attachment_index)
                 : arena_printf(w->a, "%s %s", t, name);
}

void msl_emit_subpass_load(MslWriter *w, IrInst *i)
{
    if (i->num_args > 1) { /* SubpassInputMS.SubpassLoad(sample) */
        diag(w->c, i->loc, D_MSL_SUBPASS_SAMPLE, i->args[0]->name ? i->args[0]->name : "SubpassLoad");
        return;
    }
    w->val[i->v.id].text = msl_value(w, i->args[0], i->loc);
}
