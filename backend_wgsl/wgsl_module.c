/* The WGSL module of one entry point, or of several (a library): what they reach, the enables
 * and diagnostics it needs (WGSL 4.1 "Enable Extensions", 2.3
 * "Diagnostics"), struct declarations, module-scope variables with their
 * bindings, then the functions. Module-scope declarations may come in any
 * order (WGSL 5.1), so each part is collected in its own buffer and they
 * are joined at the end, enables first. */
#include <string.h>
#include "wgsl_internal.h"

typedef struct Uses {
    WgslWriter *w;
    bool *used; /* by global id */
} Uses;

/* Marks the globals the block's instructions name. */
static void mark_globals(IrBlock *b, void *user)
{
    Uses *u = user;
    IR_FOR_EACH_INST(b, i)
    {
        for (uint32_t a = 0; a < i->num_args; a++) {
            IrValue *v = i->args[a];
            if (v && v->vkind == IRV_GLOBAL && v->id < u->w->m->next_global_id)
                u->used[v->id] = true;
        }
    }
}

static unsigned stage_bit(IrStage s)
{
    return s == IR_STAGE_COMPUTE ? ST_COMPUTE : s == IR_STAGE_VERTEX ? ST_VERTEX : s == IR_STAGE_FRAGMENT ? ST_FRAGMENT : 0;
}

bool wgsl_is_entry(const WgslWriter *w, const IrFunction *f)
{
    for (int e = 0; e < w->num_entries; e++)
        if (w->entries[e] == f)
            return true;
    return false;
}

/* Functions reached from the entries (the first entry first, callees in
 * discovery order, each once), the globals they name or receive as carried
 * parameters, and for both the stages of the entries reaching them. */
static void collect(WgslWriter *w)
{
    uint32_t ng = w->m->next_global_id + 1;
    bool *any = ARENA_ARRAY(w->a, bool, ng);
    w->global_stages = ARENA_ARRAY(w->a, unsigned, ng);
    for (int e = 0; e < w->num_entries; e++) {
        unsigned bit = stage_bit(w->entries[e]->stage);
        bool *used = ARENA_ARRAY(w->a, bool, ng);
        Uses u = {w, used};
        IrFunctionList reached = {0};
        ir_reachable_functions(w->m, w->entries[e], IR_ORDER_DISCOVERY, w->a, &reached);
        for (int f = 0; f < reached.len; f++) {
            IrFunction *fn = reached.data[f];
            unsigned old = (unsigned)(uintptr_t)ptrmap_get(&w->fn_stages, fn);
            if (!old)
                vec_push(w->a, &w->funcs_list, fn);
            ptrmap_put(w->a, &w->fn_stages, fn, (void *)(uintptr_t)(old | bit | 0x100u));
            for (uint32_t k = 0; k < fn->num_params; k++)
                if (fn->params[k]->global && fn->params[k]->global->v.id < w->m->next_global_id)
                    used[fn->params[k]->global->v.id] = true;
            ir_walk_blocks(&fn->body, mark_globals, &u);
        }
        for (uint32_t g = 0; g < ng; g++)
            if (used[g]) {
                any[g] = true;
                w->global_stages[g] |= bit;
            }
    }
    for (int g = 0; g < w->m->globals.len; g++) {
        IrGlobal *gl = w->m->globals.data[g];
        if (any[gl->v.id] || gl->spec_size)
            vec_push(w->a, &w->globals_list, gl);
    }
}

/* WGSL 7.3 "var Declarations": resources take @group/@binding (WebGPU
 * group = Vulkan set); storage buffers are read or read_write; private
 * variables may have a constant initializer, workgroup ones may not (they
 * start zeroed). */
static void emit_global(WgslWriter *w, IrGlobal *g)
{
    const char *name = ptrmap_get(&w->global_names, g);
    WBuf *b = &w->globals;
    if (g->descriptor_heap) { /* ResourceDescriptorHeap[i]: no bindless in WebGPU */
        diag(w->c, g->decl_loc, D_WGSL_DESCRIPTOR_HEAP, g->v.name ? g->v.name : "?");
        return;
    }
    if (!wgsl_check_type(w, g->pointee, (SrcLoc){0, 0, 0}))
        return;
    if (g->rasterizer_ordered && (w->global_stages[g->v.id] & ST_FRAGMENT)) {
        /* "RasterizerOrderedTexture2D<float4>": its RW twin is "RWTexture2D<float4>" */
        const char *t = g->hlsl_type ? g->hlsl_type : "RasterizerOrdered";
        const char *rest = strncmp(t, "RasterizerOrdered", 17) ? t : t + 17;
        diag(w->c, g->decl_loc, D_WGSL_RASTER_ORDERED, g->v.name ? g->v.name : "?", t, "RW", rest);
        return;
    }
    if (g->space != IRS_WORKGROUP && g->space != IRS_SPEC_CONSTANT &&
        !wgsl_check_spec_array(w, g->pointee, g->v.name, g->loc))
        return;
    switch (g->space) {
    case IRS_STORAGE:
    case IRS_UNIFORM: {
        if (g->pointee->kind == IRT_ARRAY || g->pointee->kind == IRT_RUNTIME_ARRAY) { /* ConstantBuffer<T> cb[4] */
            diag(w->c, g->decl_loc, D_WGSL_BUFFER_ARRAY, g->v.name ? g->v.name : "?");
            return;
        }
        const MemDesc *d = wgsl_global_desc(w, g);
        /* WebGPU, GPUPipelineLayout rules: no writable storage buffer is
         * visible to the vertex stage. */
        if (g->space == IRS_STORAGE && (g->writable || g->used_atomically) && (w->global_stages[g->v.id] & ST_VERTEX))
            diag(w->c, (SrcLoc){0, 0, 0}, D_WGSL_VERTEX_STORAGE, g->v.name ? g->v.name : "?");
        wb_printf(b, "@group(%d) @binding(%d) ", g->set > 0 ? g->set : 0, g->binding > 0 ? g->binding : 0);
        if (g->space == IRS_UNIFORM)
            wb_printf(b, "var<uniform> %s: %s;\n", name, d->type_name);
        else
            wb_printf(b, "var<storage, %s> %s: %s;\n", g->writable || g->used_atomically ? "read_write" : "read", name,
                      d->type_name);
        break;
    }
    case IRS_WORKGROUP:
        wb_printf(b, "var<workgroup> %s: %s;\n", name, wgsl_global_desc(w, g)->type_name);
        break;
    case IRS_PRIVATE:
        if (g->init) {
            w->const_init = g;
            wb_printf(b, "var<private> %s: %s = %s;\n", name, wgsl_type(w, g->pointee), wgsl_const(w, g->init));
            w->const_init = NULL;
        } else
            wb_printf(b, "var<private> %s: %s;\n", name, wgsl_type(w, g->pointee));
        break;
    case IRS_SPEC_CONSTANT: wgsl_spec_constant(w, g); break;
    case IRS_HANDLE: wgsl_emit_handle_global(w, g, name); break;
    case IRS_INPUT: break; /* entry parameters (ir_lower_globals_to_params) */
    case IRS_OUTPUT: break; /* the entry's return value (ir_lower_outputs_to_return) */
    default:
        diag(w->c, (SrcLoc){0, 0, 0}, D_WGSL_BUILTIN, g->v.name ? g->v.name : "?",
             g->space == IRS_OUTPUT ? "output" : "this");
        break;
    }
}

bool wgsl_emit(IrModule *m, IrFunction *entry, StrBuf *out, WgslInfo *info)
{
    return wgsl_emit_module(m, &entry, 1, out, info);
}

static bool emit_module(IrModule *m, IrFunction *const *entries, int num_entries, StrBuf *out, TextPieceFn put,
                        void *user, WgslInfo *info);

bool wgsl_emit_module(IrModule *m, IrFunction *const *entries, int num_entries, StrBuf *out, WgslInfo *info)
{
    return emit_module(m, entries, num_entries, out, NULL, NULL, info);
}

bool wgsl_emit_module_streamed(IrModule *m, IrFunction *const *entries, int num_entries, StrBuf *out, TextPieceFn put,
                               void *user, WgslInfo *info)
{
    return emit_module(m, entries, num_entries, out, put, user, info);
}

/* Streamed: the front part, then the functions spaced out as they go. */
static void put_streamed(WBuf *head, WBuf *f, size_t start, TextPieceFn put, void *user)
{
    if (head->len)
        put(user, head->data, head->len);
    /* the marks count from the module's first function */
    for (size_t k = 0; k < f->log->len; k++)
        f->log->data[k].at -= (uint32_t)start;
    indent_log_expand(f->log, f->data + start, f->len - start, put, user);
}

/* Into out, or to put when streamed (out then holds the unindented functions while they are written). */
static bool emit_module(IrModule *m, IrFunction *const *entries, int num_entries, StrBuf *out, TextPieceFn put,
                        void *user, WgslInfo *info)
{
    Ctx *c = m->c;
    WgslWriter W = {0}, *w = &W;
    IndentLog log = {0};
    w->c = c;
    w->m = m;
    w->entries = entries;
    w->num_entries = num_entries;
    w->entry = entries[0];
    w->a = m->arena; /* with the module: freed with it (a target's copy, lib/compile.c) */
    w->fa = c->scratch;
    w->errors_at_start = c->errors;
    w->types = w->globals = w->opaque = WB(w);
    /* The functions go straight into out, their final place (at 100k
     * lines their text was 45 MiB, and its copy into out the writer's
     * peak); what goes in front of them is inserted at the end. */
    size_t start = out->len;
    w->funcs = (WBuf){NULL, out->data, out->len, out->cap, out, put ? &log : NULL};
    if (m->globals_lowered_mask != (1u << IRS_INPUT | 1u << IRS_OUTPUT) || !m->no_phis)
        ice(c, "wgsl: wgsl_prepare has not run");

    collect(w);
    if (!wgsl_check_vulkan_only(w) || !wgsl_check_bab_atomic64(w))
        return false;
    wgsl_find_packed(w);
    /* Module-scope names first, in a fixed order: globals, functions. */
    for (int g = 0; g < w->globals_list.len; g++) {
        IrGlobal *gl = w->globals_list.data[g];
        if (gl->space == IRS_SPEC_CONSTANT)
            ptrmap_put(w->a, &w->global_names, gl, (void *)wgsl_spec_constant_name(w, gl));
        else if (gl->space != IRS_INPUT)
            ptrmap_put(w->a, &w->global_names, gl, (void *)wgsl_name(w, gl->v.name, false));
    }
    for (int f = 0; f < w->funcs_list.len; f++) {
        IrFunction *fn = w->funcs_list.data[f];
        ptrmap_put(w->a, &w->func_names, fn, (void *)wgsl_name(w, fn->name, false));
        ptrmap_put(w->a, &w->func_names, &fn->v, ptrmap_get(&w->func_names, fn));
    }
    /* Functions first: what WGSL lacks is then reported where it is used.
     * Each entry's own run of funcs_list (it starts with the entry) is
     * written callees first, the entries in their order. */
    for (int start = 0; start < w->funcs_list.len;) {
        int end = start + 1;
        while (end < w->funcs_list.len && !wgsl_is_entry(w, w->funcs_list.data[end]))
            end++;
        for (int f = end - 1; f >= start; f--) {
            IrFunction *fn = w->funcs_list.data[f];
            w->fn_st = (unsigned)(uintptr_t)ptrmap_get(&w->fn_stages, fn) & 0xffu;
            if (wgsl_is_entry(w, fn))
                w->entry = fn;
            wgsl_emit_function(w, fn);
        }
        start = end;
    }
    for (int g = 0; g < w->globals_list.len; g++)
        emit_global(w, w->globals_list.data[g]);

    WBuf head = WB(w), *h = &head;
    if (w->info.f16)
        wb_puts(h, "enable f16;\n");
    if (w->info.dual_source_blending)
        wb_puts(h, "enable dual_source_blending;\n");
    if (w->info.subgroups)
        wb_puts(h, "enable subgroups;\n");
    if (w->info.subgroup_size_control)
        wb_puts(h, "enable subgroup_size_control;\n");
    if (w->info.clip_distances)
        wb_puts(h, "enable clip_distances;\n");
    if (w->info.primitive_index)
        wb_puts(h, "enable primitive_index;\n");
    if (w->info.subgroup_id) /* WGSL 4.1.2 "Language Extensions" */
        wb_puts(h, "requires subgroup_id;\n");
    /* HLSL does not require wave ops in uniform control flow (2.3.2). */
    if (w->info.subgroups)
        wb_puts(h, "diagnostic(off, subgroup_uniformity);\n");
    /* Nor derivatives and implicit-lod sampling: in divergent flow their
     * results are undefined, as in HLSL (WGSL 15.2.2 "derivative_uniformity").
     * Off only where some may be in such flow (wgsl_derivative_uniform.c). */
    bool deriv_off = w->info.derivatives && wgsl_derivatives_may_diverge(w);
    if (deriv_off)
        wb_puts(h, "diagnostic(off, derivative_uniformity);\n");
    if (w->info.f16 || w->info.subgroups || w->info.dual_source_blending || deriv_off ||
        w->info.clip_distances || w->info.primitive_index)
        wb_putc(h, '\n');
    wb_append(h, &w->types);
    wb_append(h, &w->globals);
    wb_append(h, &w->opaque);
    if (w->globals.len || w->opaque.len)
        wb_putc(h, '\n');
    WBuf *f = &w->funcs;
    if (!put)
        wb_insert(f, start, h);
    /* No trailing blank line. */
    while (f->len - start >= 2 && f->data[f->len - 1] == '\n' && f->data[f->len - 2] == '\n')
        f->data[--f->len] = 0;
    out->len = f->len;
    bool ok = c->errors == w->errors_at_start;
    if (put && ok)
        put_streamed(h, f, start, put, user);
    if (put)
        out->len = start;
    indent_log_free(&log);
    arena_reset(w->fa);
    if (info)
        *info = w->info;
    return ok;
}
