/* The Vulkan-specific parts of a SPIR-V module (the front end's
 * [[vk::...]] declarations and DXC's -fspv-* / -fvk-* options):
 * specialization constants (OpSpecConstant* with SpecId, SPIR-V 2.12). */
#include "spv_internal.h"

void spv_emit_spec_constant(SpvWriter *w, IrGlobal *g)
{
    const IrType *t = g->pointee;
    IrConst *k = g->init;
    uint32_t type = spv_type(w, t), id = spv_value(w, &g->v), ops[2];
    SpvWords *b = &w->sec[SEC_TYPES];
    size_t s;
    if (t->kind == IRT_BOOL) {
        s = spv_begin(w, b, k && !k->is_null && k->u ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse);
        spv_w(w, b, type);
        spv_w(w, b, id);
    } else {
        int n = spv_scalar_words(w, t, k && !k->is_null ? k->u : 0, k && !k->is_null ? k->f : 0.0, ops);
        s = spv_begin(w, b, SpvOpSpecConstant);
        spv_w(w, b, type);
        spv_w(w, b, id);
        for (int i = 0; i < n; i++)
            spv_w(w, b, ops[i]);
    }
    spv_end(w, b, s);
    spv_name(w, id, g->v.name);
    spv_decorate(w, id, SpvDecorationSpecId, 1, (uint32_t)(g->spec_id > 0 ? g->spec_id : 0));
}
