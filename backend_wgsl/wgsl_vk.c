/* Vulkan's specialization constants in WGSL: pipeline-overridable
 * constants (WGSL 7.2 "override Declarations"), `@id(N) override NAME: T =
 * DEFAULT;`, with N the SpecId, so that the application's constants map as
 * they do on Vulkan. WGSL forbids two overrides with one id (a shader-
 * creation error), so HLSL constants that share a SpecId (DXC allows it)
 * become one override when their defaults agree, a diagnostic otherwise.
 * Push constants need nothing here: ir_lower_push_constants made them
 * uniform buffers, at the binding reflection reports. */
#include "wgsl_internal.h"

/* The constant before g in the entry's globals that has g's SpecId, or NULL. */
static IrGlobal *earlier(WgslWriter *w, IrGlobal *g)
{
    for (int k = 0; k < w->globals_list.len; k++) {
        IrGlobal *o = w->globals_list.data[k];
        if (o == g)
            return NULL;
        if (o->space == IRS_SPEC_CONSTANT && o->spec_id == g->spec_id)
            return o;
    }
    return NULL;
}

const char *wgsl_spec_constant_name(WgslWriter *w, IrGlobal *g)
{
    IrGlobal *o = earlier(w, g);
    if (!o)
        return wgsl_name(w, g->v.name, false);
    if (o->pointee != g->pointee || o->init != g->init) /* constants are interned */
        diag(w->c, g->loc, D_WGSL_SPEC_ID_SHARED, o->v.name ? o->v.name : "?", g->v.name ? g->v.name : "?",
             g->spec_id);
    return ptrmap_get(&w->global_names, o);
}

void wgsl_spec_constant(WgslWriter *w, IrGlobal *g)
{
    if (earlier(w, g))
        return;
    wb_printf(&w->globals, "@id(%d) override %s: %s = %s;\n", g->spec_id, (const char *)ptrmap_get(&w->global_names, g),
              wgsl_type(w, g->pointee), wgsl_const(w, g->init));
}
