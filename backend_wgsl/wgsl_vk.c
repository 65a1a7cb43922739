/* Vulkan's specialization constants in WGSL: pipeline-overridable
 * constants (WGSL 7.2 "override Declarations"), `@id(N) override NAME: T =
 * DEFAULT;`, with N the SpecId, so that the application's constants map as
 * they do on Vulkan. WGSL forbids two overrides with one id (a shader-
 * creation error), so HLSL constants that share a SpecId (DXC allows it)
 * become one override when their defaults agree, a diagnostic otherwise.
 * A constant that sizes an array (sema_vk_spec.c) names the override in
 * its type, which WGSL allows only for var<workgroup> (WGSL 6.2.9 "Array
 * Types": an override-sized array is the store type of a workgroup
 * variable only); one that is a [numthreads] axis is an argument of
 * @workgroup_size (WGSL 12.3.1: const- or override-expressions of one type:
 * all u32 here). Push constants need nothing here: ir_lower_push_constants
 * made them uniform buffers, at the binding reflection reports. */
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
    w->const_init = g;
    wb_printf(&w->globals, "@id(%d) override %s: %s = %s;\n", g->spec_id, (const char *)ptrmap_get(&w->global_names, g),
              wgsl_type(w, g->pointee), wgsl_const(w, g->init));
    w->const_init = NULL;
}

bool wgsl_check_spec_array(WgslWriter *w, const IrType *t, const char *name, SrcLoc loc)
{
    for (; t->kind == IRT_ARRAY; t = t->elem)
        if (t->spec_count) {
            diag(w->c, loc, D_WGSL_SPEC_ARRAY, name ? name : "?", t->spec_count->v.name ? t->spec_count->v.name : "?");
            return false;
        }
    return true;
}

const char *wgsl_workgroup_size(WgslWriter *w, IrFunction *f)
{
    const char *arg[3];
    for (int i = 0; i < 3; i++) {
        IrGlobal *g = f->workgroup_spec[i];
        uint32_t n = f->workgroup_size[i] ? f->workgroup_size[i] : 1;
        const char *name = g ? ptrmap_get(&w->global_names, g) : NULL;
        if (!name)
            arg[i] = wgsl_fmt(w, "%u", n);
        else if (g->pointee->is_signed)
            arg[i] = wgsl_fmt(w, "u32(%s)", name);
        else
            arg[i] = name;
    }
    bool spec = f->workgroup_spec[0] || f->workgroup_spec[1] || f->workgroup_spec[2];
    if (spec) /* one type for all three */
        for (int i = 0; i < 3; i++)
            if (!f->workgroup_spec[i])
                arg[i] = wgsl_fmt(w, "%su", arg[i]);
    return wgsl_fmt(w, "%s, %s, %s", arg[0], arg[1], arg[2]);
}

/* Device addresses (vk::RawBufferLoad, vk::BufferPointer): none in WGSL,
 * which makes no pointer from an integer; input attachments: WebGPU has no
 * subpasses. Each is reported before anything is emitted. */
static void find_addresses(IrBlock *b, void *user)
{
    WgslWriter *w = user;
    IR_FOR_EACH_INST(b, i)
    if (i->op == IR_ADDR_TO_PTR)
        diag(w->c, i->loc, D_WGSL_DEVICE_ADDRESS);
}

/* Inline ray tracing: WebGPU has no ray queries and no acceleration
 * structures (WGSL's ray_query is a proposal no browser ships): each
 * TraceRayInline is reported (what starts a query; the other methods
 * follow from it), or the first method of a query that has none here. */
static void find_ray_queries(IrBlock *b, void *user)
{
    WgslWriter *w = user;
    IR_FOR_EACH_INST(b, i)
    {
        if (i->op != IR_INTRINSIC || i->imm >= INTR_COUNT || intrinsic_info[i->imm].object != OBJ_RAYQUERY)
            continue;
        bool again = w->ray_query_reported && i->loc.file == w->ray_query_loc.file &&
                     i->loc.line == w->ray_query_loc.line && i->loc.col == w->ray_query_loc.col; /* an unrolled copy */
        if ((i->imm == INTR_RQ_TRACE_RAY_INLINE || !w->ray_query_reported) && !again) {
            diag(w->c, i->loc, D_WGSL_RAY_QUERY, intrinsic_info[i->imm].hlsl);
            w->ray_query_loc = i->loc;
        }
        w->ray_query_reported = true;
    }
}

bool wgsl_check_vulkan_only(WgslWriter *w)
{
    int before = w->c->errors;
    for (int g = 0; g < w->globals_list.len; g++) {
        IrGlobal *gl = w->globals_list.data[g];
        if (gl->resource == IRR_INPUT_ATTACHMENT)
            diag(w->c, gl->loc, D_WGSL_INPUT_ATTACHMENT, gl->hlsl_type ? gl->hlsl_type : "SubpassInput");
    }
    for (int f = 0; f < w->funcs_list.len; f++)
        ir_walk_blocks(&w->funcs_list.data[f]->body, find_addresses, w);
    for (int f = 0; f < w->funcs_list.len; f++)
        ir_walk_blocks(&w->funcs_list.data[f]->body, find_ray_queries, w);
    for (int g = 0; g < w->globals_list.len && !w->ray_query_reported; g++) { /* an acceleration structure alone */
        IrGlobal *gl = w->globals_list.data[g];
        if (gl->resource == IRR_ACCEL_STRUCT) {
            diag(w->c, gl->decl_loc, D_WGSL_RAY_QUERY, gl->v.name ? gl->v.name : "RaytracingAccelerationStructure");
            w->ray_query_reported = true;
        }
    }
    return w->c->errors == before;
}
