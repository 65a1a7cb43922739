/* The kernel's interface. After ir_lower_globals_to_params every global a
 * function uses is one of its parameters (IrParam.global); here they get
 * their MSL form:
 *
 *   storage buffer, one runtime array   device T* name [[buffer(n)]]
 *     (read-only: const device T*; atomic targets: device atomic_uint*)
 *   storage buffer, other blocks        device S& name [[buffer(n)]]
 *   cbuffer                             constant S& name [[buffer(n)]]
 *   typed buffer                        texture_buffer<T, access> name [[texture(n)]]
 *   texture, sampler (and arrays)       texture2d<float> name [[texture(n)]], sampler s [[sampler(n)]]
 *                                       (msl_image.c); an array takes N consecutive indices
 *   builtin input                       uint3 name [[thread_position_in_grid]] ...
 *   groupshared                         threadgroup T name; in the kernel body
 *   static                              T name = init; in the kernel body, or a
 *                                       program-scope `constant` table when
 *                                       nothing writes it
 *
 * MSL 2.4 spec 4 (address spaces): only `constant` variables may be declared
 * at program scope, and threadgroup variables only in a kernel's body
 * (4.4), so the kernel declares them and passes them down by reference.
 * Helpers take the same things as plain parameters (device T*, constant S&,
 * threadgroup T&, thread T&).
 *
 * Indices (5.2.1 "Locating buffer, texture, and sampler arguments"): each
 * class ([[buffer]], [[texture]], [[sampler]]) counts from 0, in the order
 * of m->globals (HLSL declaration order) over the resources the entry uses.
 * Reflection reports the same numbers (MslInfo). */
#include "msl_internal.h"

bool msl_global_atomic(const IrGlobal *g)
{
    return g->used_atomically && (g->space == IRS_STORAGE || g->space == IRS_WORKGROUP);
}

/* A storage block that is one runtime array: the buffer is that array, and
 * MSL gets a pointer to its first element. */
bool msl_elem_ptr_block(const IrType *t)
{
    return t->kind == IRT_STRUCT && t->num_members == 1 && t->members[0].type->kind == IRT_RUNTIME_ARRAY;
}

MslVal msl_global_val(MslWriter *w, IrGlobal *g, const char *name)
{
    MslVal v = {0};
    v.text = name;
    if (msl_global_atomic(g))
        v.flags |= V_ATOMIC;
    if (g->space == IRS_STORAGE && msl_elem_ptr_block(g->pointee))
        v.flags |= V_ELEMPTR;
    return v;
}

/* The element type of an element-pointer buffer (the runtime array's). */
static const char *elem_type(MslWriter *w, IrGlobal *g, SrcLoc loc)
{
    const IrMember *mb = &g->pointee->members[0];
    const IrType *rt = mb->type, *e = rt->elem;
    if (msl_global_atomic(g)) {
        if (e->kind != IRT_INT || e->bits != 32) {
            diag(w->c, loc, D_MSL_ATOMIC_TYPE, g->v.name ? g->v.name : "?", irt_name(w->m, e));
            return "uint";
        }
        return e->is_signed ? "atomic_int" : "atomic_uint";
    }
    if (e->kind == IRT_VECTOR && e->count == 3 && rt->stride == 3 * msl_size(e->elem))
        return arena_printf(w->a, "packed_%s", msl_type(w, e, loc)); /* StructuredBuffer<float3>: 12 bytes */
    if (e->kind == IRT_MATRIX) {
        uint8_t vec;
        MslMatMode md = msl_mat_mode(e, mb->matrix_stride, mb->row_major, &vec);
        if (md == MAT_TRANSPOSED)
            return arena_printf(w->a, "%s%ux%u", msl_scalar_name(irt_scalar_of(e)), e->elem->count, e->count);
        if (md != MAT_NATURAL)
            diag(w->c, loc, D_MSL_LAYOUT, g->v.name ? g->v.name : "?", irt_name(w->m, e), 0u,
                 ": a buffer of matrices whose columns MSL would pad differently");
        return msl_type(w, e, loc);
    }
    if (e->kind == IRT_ARRAY || (e->kind != IRT_STRUCT && rt->stride && rt->stride != msl_size(e)))
        diag(w->c, loc, D_MSL_LAYOUT, g->v.name ? g->v.name : "?", irt_name(w->m, e), 0u,
             ": buffer elements of this type have another stride in MSL");
    return msl_type(w, e, loc);
}

/* The attribute of a builtin input or output in a function of a stage, or
 * NULL where the stage has none: kernels, MSL 2.4 spec 5.2.3.6 (table
 * 5.8); vertex functions 5.2.3.1 (inputs) and 5.2.3.3 (outputs); fragment
 * functions 5.2.3.4 (table 5.5) and 5.2.3.5 (outputs). The SIMD-group
 * lane index and width exist in kernels and fragment functions only;
 * SV_ViewID is the vertex amplification index (5.2.3.1, 5.2.3.4: Metal's
 * multiview, which MoltenVK builds on). SPIRV-Cross maps the rest the same
 * way. */
static const char *builtin_attr(IrBuiltin b, IrStage st, IrAddrSpace space)
{
    bool cs = st == IR_STAGE_COMPUTE, vs = st == IR_STAGE_VERTEX, fs = st == IR_STAGE_FRAGMENT;
    bool in = space == IRS_INPUT;
    switch (b) {
    case IRB_GLOBAL_INVOCATION_ID: return cs ? "thread_position_in_grid" : NULL;
    case IRB_LOCAL_INVOCATION_ID: return cs ? "thread_position_in_threadgroup" : NULL;
    case IRB_WORKGROUP_ID: return cs ? "threadgroup_position_in_grid" : NULL;
    case IRB_LOCAL_INVOCATION_INDEX: return cs ? "thread_index_in_threadgroup" : NULL;
    case IRB_NUM_WORKGROUPS: return cs ? "threadgroups_per_grid" : NULL;
    case IRB_SUBGROUP_SIZE: return cs || fs ? "threads_per_simdgroup" : NULL;
    case IRB_SUBGROUP_INVOCATION_ID: return cs || fs ? "thread_index_in_simdgroup" : NULL;
    case IRB_NUM_SUBGROUPS: return cs ? "simdgroups_per_threadgroup" : NULL;
    case IRB_SUBGROUP_ID: return cs ? "simdgroup_index_in_threadgroup" : NULL;
    case IRB_VERTEX_INDEX: return vs && in ? "vertex_id" : NULL;
    case IRB_INSTANCE_INDEX: return vs && in ? "instance_id" : NULL;
    case IRB_POSITION: return (vs && !in) || (fs && in) ? "position" : NULL;
    case IRB_FRONT_FACING: return fs && in ? "front_facing" : NULL;
    case IRB_FRAG_DEPTH: return fs && !in ? "depth(any)" : NULL;
    case IRB_CLIP_DISTANCE: return vs && !in ? "clip_distance" : NULL;
    case IRB_PRIMITIVE_ID: return fs && in ? "primitive_id" : NULL;
    case IRB_SAMPLE_INDEX: return fs && in ? "sample_id" : NULL;
    case IRB_BARY_COORD: return fs && in ? "barycentric_coord" : NULL; /* MSL 2.2: perspective-correct */
    case IRB_SAMPLE_MASK: return fs ? "sample_mask" : NULL;
    case IRB_FRAG_STENCIL_REF: return fs && !in ? "stencil" : NULL;
    case IRB_VIEW_INDEX: return (vs || fs) && in ? "amplification_id" : NULL;
    case IRB_LAYER: return (vs && !in) || (fs && in) ? "render_target_array_index" : NULL;
    case IRB_VIEWPORT_INDEX: return (vs && !in) || (fs && in) ? "viewport_array_index" : NULL;
    /* [[vk::builtin]]: those Metal has (table 5.2, 5.3); DrawIndex,
     * DeviceIndex, ViewportMaskNV and HelperInvocation have no attribute */
    case IRB_POINT_SIZE: return vs && !in ? "point_size" : NULL;
    case IRB_BASE_VERTEX: return vs && in ? "base_vertex" : NULL;
    case IRB_BASE_INSTANCE: return vs && in ? "base_instance" : NULL;
    default: return NULL;
    }
}

static const char *stage_word(IrStage st)
{
    return st == IR_STAGE_VERTEX ? "vertex" : st == IR_STAGE_FRAGMENT ? "fragment" : "kernel";
}

/* What Metal lacks, where SPIRV-Cross also gives up, and what to do. */
static const char *missing_builtin(IrBuiltin b, IrAddrSpace space)
{
    switch (b) {
    case IRB_CULL_DISTANCE: return "Metal has no cull distances; clip with SV_ClipDistance instead (it clips per pixel where a cull distance drops the whole primitive)";
    case IRB_CLIP_DISTANCE:
        return space == IRS_INPUT ? "Metal's clip distances are vertex outputs only; pass the value the pixel shader "
                                    "needs in a user semantic (TEXCOORDn) too"
                                  : NULL;
    default: return NULL;
    }
}

const char *msl_io_attr(MslWriter *w, IrGlobal *g)
{
    IrStage st = w->entry->stage;
    if (g->builtin != IRB_NONE) {
        const char *a = builtin_attr(g->builtin, st, g->space);
        if (!a) {
            const char *why = missing_builtin(g->builtin, g->space);
            const char *sem = g->semantic ? g->semantic : ir_builtin_name[g->builtin];
            if (why)
                diag(w->c, g->decl_loc, D_MSL_SYSTEM_VALUE, sem, why);
            else
                diag(w->c, g->decl_loc, D_MSL_BUILTIN, sem, stage_word(st));
            return "";
        }
        if (g->builtin == IRB_FRAG_DEPTH && w->entry->depth_mode != IR_DEPTH_ANY) /* conservative depth */
            a = w->entry->depth_mode == IR_DEPTH_GREATER ? "depth(greater)" : "depth(less)";
        return arena_printf(w->a, " [[%s]]", a);
    }
    int n = g->location > 0 ? g->location : 0;
    if (g->space == IRS_OUTPUT && st == IR_STAGE_FRAGMENT && g->blend_index >= 0) /* dual-source blending */
        return arena_printf(w->a, " [[color(%d), index(%d)]]", n, g->blend_index);
    if (g->space == IRS_OUTPUT && st == IR_STAGE_FRAGMENT)
        return arena_printf(w->a, " [[color(%d)]]", n); /* SV_Target n */
    if (g->space == IRS_INPUT && st == IR_STAGE_VERTEX)
        return arena_printf(w->a, " [[attribute(%d)]]", n); /* a vertex attribute */
    /* Between the stages: user(locnN) on both sides (5.2.3.3-4); the
     * interpolation qualifier on the fragment input (table 5.6). */
    const char *q = "";
    unsigned ip = g->space == IRS_INPUT ? g->interp : 0;
    bool np = ip & IR_INTERP_NOPERSPECTIVE;
    if (ip & IR_INTERP_FLAT)
        q = ", flat";
    else if (ip & IR_INTERP_SAMPLE)
        q = np ? ", sample_no_perspective" : ", sample_perspective";
    else if (ip & IR_INTERP_CENTROID)
        q = np ? ", centroid_no_perspective" : ", centroid_perspective";
    else if (np)
        q = ", center_no_perspective";
    return arena_printf(w->a, " [[user(locn%d)%s]]", n, q);
}

/* RasterizerOrdered* in a fragment function: one raster order group
 * (MSL 2.4 spec 5.8, "Rasterization Order Groups"), as SPIR-V's one
 * interlocked section; in other stages it is its RW twin. */
static const char *ordered(const IrFunction *f, const IrGlobal *g)
{
    return g->rasterizer_ordered && f->stage == IR_STAGE_FRAGMENT ? ", raster_order_group(0)" : "";
}

/* An index's text without a printf call: these parameter lists are
 * written for every entry point. */
static const char *int_text(MslWriter *w, int k)
{
    return k >= 0 ? msl_uint_text(w, (uint32_t)k) : arena_printf(w->a, "%d", k);
}

const char *msl_global_param(MslWriter *w, IrFunction *f, IrParam *p, bool kernel)
{
    IrGlobal *g = p->global;
    const char *name = w->val[p->v.id].text;
    SrcLoc loc = {0, 0, 0};
    const IrType *t = g->pointee;
    int id = (int)g->v.id;
    if (g->descriptor_heap) { /* ResourceDescriptorHeap[i]: argument buffers, which prism does not write */
        diag(w->c, g->decl_loc, D_MSL_DESCRIPTOR_HEAP, g->v.name ? g->v.name : "?");
        return name;
    }
    if ((g->space == IRS_STORAGE || g->space == IRS_UNIFORM) &&
        (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)) { /* StructuredBuffer<T> b[4] */
        diag(w->c, g->decl_loc, D_MSL_BUFFER_ARRAY, g->v.name ? g->v.name : "?");
        return name;
    }
    if (g->space != IRS_HANDLE) /* a specialized length says where (its declaration) */
        msl_check_type(w, t, irt_has_spec_count(t) ? g->loc : loc, g->v.name ? g->v.name : name);
    switch (g->space) {
    case IRS_INPUT: {
        const char *decl = msl_decl(w, t, name, "", false, loc);
        if (!kernel)
            return decl;
        if (g->builtin == IRB_NONE)
            return NULL; /* a member of the [[stage_in]] struct (msl_func.c) */
        return msl_cat(w, decl, msl_io_attr(w, g), NULL);
    }
    case IRS_STORAGE: {
        const char *q = g->writable || msl_global_atomic(g) ? "device " : "const device ";
        const char *decl = msl_elem_ptr_block(t) ? msl_cat(w, q, elem_type(w, g, loc), "* ", name, NULL)
                                                 : msl_cat(w, q, msl_type(w, t, loc), "& ", name, NULL);
        if (msl_global_atomic(g) && !msl_elem_ptr_block(t))
            diag(w->c, loc, D_MSL_ATOMIC_TYPE, g->v.name ? g->v.name : "?", irt_name(w->m, t));
        return kernel ? msl_cat(w, decl, " [[buffer(", int_text(w, w->info->buffer_index[id]), ")", ordered(f, g), "]]", NULL)
                      : decl;
    }
    case IRS_UNIFORM: {
        const char *decl = msl_cat(w, "constant ", msl_type(w, t, loc), "& ", name, NULL);
        return kernel ? msl_cat(w, decl, " [[buffer(", int_text(w, w->info->buffer_index[id]), ")]]", NULL) : decl;
    }
    case IRS_HANDLE: {
        if (g->resource == IRR_INPUT_ATTACHMENT)
            return msl_input_attachment_param(w, g, name, kernel);
        if (g->resource == IRR_ACCEL_STRUCT) { /* in the buffer argument table (msl_rayquery.c) */
            const char *decl = arena_printf(w->a, "%s %s", msl_rq_accel_type(w, g, loc), name);
            return kernel ? arena_printf(w->a, "%s [[buffer(%d)]]", decl, w->info->buffer_index[id]) : decl;
        }
        const char *decl = arena_printf(w->a, "%s %s", msl_image_type(w, t, g, loc), name);
        if (!kernel)
            return decl;
        if (w->info->sampler_index[id] >= 0)
            return arena_printf(w->a, "%s [[sampler(%d)]]", decl, w->info->sampler_index[id]);
        return arena_printf(w->a, "%s [[texture(%d)%s]]", decl, w->info->texture_index[id], ordered(f, g));
    }
    case IRS_WORKGROUP:
        if (kernel)
            return NULL;
        if (msl_global_atomic(g)) {
            const IrType *e = t;
            while (e->kind == IRT_ARRAY)
                e = e->elem;
            const char *at = e->kind == IRT_INT && e->is_signed ? "atomic_int" : "atomic_uint";
            return msl_decl_base(w, t, at, name, "threadgroup ", true, loc);
        }
        return msl_decl(w, t, name, "threadgroup ", true, loc);
    case IRS_PRIVATE:
        if (kernel)
            return NULL;
        return msl_decl(w, t, name, w->global_is_const[id] ? "constant " : "thread ", true, loc);
    default: break;
    }
    (void)f;
    ice(w->c, "global '%s' in %s memory reached the MSL kernel interface", g->v.name ? g->v.name : "?",
        ir_space_name[g->space]);
}

/* threadgroup and thread variables, at the top of the kernel's body. */
void msl_entry_locals(MslWriter *w, IrFunction *f)
{
    SrcLoc loc = {0, 0, 0};
    for (uint32_t k = 0; k < f->num_params; k++) {
        IrParam *p = f->params[k];
        IrGlobal *g = p->global;
        if (!g)
            continue;
        const char *name = w->val[p->v.id].text;
        if (g->space == IRS_WORKGROUP) {
            /* MSL 2.4 spec 4.4: threadgroup variables take no initializer. */
            const IrType *e = g->pointee;
            while (e->kind == IRT_ARRAY)
                e = e->elem;
            if (msl_global_atomic(g) && (e->kind != IRT_INT || e->bits != 32)) {
                diag(w->c, loc, D_MSL_ATOMIC_TYPE, g->v.name ? g->v.name : "?", irt_name(w->m, e));
                continue;
            }
            const char *base = !msl_global_atomic(g) ? NULL : e->is_signed ? "atomic_int" : "atomic_uint";
            msl_line(w, "%s;", msl_decl_base(w, g->pointee, base, name, "threadgroup ", false, loc));
        } else if (g->space == IRS_PRIVATE && !w->global_is_const[g->v.id]) {
            const char *init = g->init ? msl_const(w, g->init, loc) : "{}";
            msl_line(w, "%s = %s;", msl_decl(w, g->pointee, name, "", false, loc), init);
        }
    }
}

void msl_entry_indices(MslWriter *w)
{
    IrFunction *e = w->entry;
    bool *used = ARENA_ARRAY(w->a, bool, w->m->next_global_id + 1);
    for (uint32_t k = 0; k < e->num_params; k++)
        if (e->params[k]->global)
            used[e->params[k]->global->v.id] = true;
    int nb = 0, nt = 0, ns = 0;
    for (int k = 0; k < w->m->globals.len; k++) {
        IrGlobal *g = w->m->globals.data[k];
        if (!used[g->v.id])
            continue;
        if (g->space == IRS_STORAGE || g->space == IRS_UNIFORM || g->resource == IRR_ACCEL_STRUCT)
            w->info->buffer_index[g->v.id] = nb++;
        else if (g->space == IRS_HANDLE) {
            const IrType *e = g->pointee;
            while (e->kind == IRT_ARRAY || e->kind == IRT_RUNTIME_ARRAY)
                e = e->elem;
            /* Metal arrays of textures have a size (a heap's: PRISM5540) */
            if (g->pointee->kind == IRT_RUNTIME_ARRAY && !g->combined_image && !g->descriptor_heap)
                diag(w->c, g->decl_loc, D_MSL_TEXTURE_UNBOUNDED, g->v.name ? g->v.name : "?");
            if (e->kind == IRT_SAMPLER) {
                w->info->sampler_index[g->v.id] = ns;
                ns += msl_image_slots(g->pointee);
            } else {
                w->info->texture_index[g->v.id] = nt;
                nt += msl_image_slots(g->pointee);
            }
        }
        /* A static nothing writes, with an initializer: a program-scope
         * `constant` table (MSL 2.4 spec 4.2). */
        if (g->space == IRS_PRIVATE && g->init && !w->global_written[g->v.id] && !w->global_is_const[g->v.id]) {
            w->global_is_const[g->v.id] = true;
            w->global_name[g->v.id] = msl_unique(w, g->v.name ? g->v.name : "table");
            sb_printf(&w->consts, "%s = %s;\n\n",
                      msl_decl(w, g->pointee, w->global_name[g->v.id], "constant ", false, (SrcLoc){0, 0, 0}),
                      msl_const(w, g->init, (SrcLoc){0, 0, 0}));
        }
    }
    if (msl_func_sizes(w, e)) /* after every resource buffer */
        w->info->buffer_sizes_index = nb;
}
