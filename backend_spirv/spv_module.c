/* The SPIR-V module: sections, ids, decorations, capabilities and
 * extensions, values, global variables, the entry point, debug names, and
 * spirv_emit, which puts them together in the order SPIR-V 2.4 requires.
 * Types and constants are in spv_types.c. */
#include <stdarg.h>
#include <string.h>
#include "../ir/ir_spirv.h"
#include "spv_internal.h"

/* ---------------------------------------------------------------- words */

uint32_t spv_id(SpvWriter *w)
{
    return w->next_id++;
}

/* Doubles a word buffer without zeroing: every word is written before
 * it is read. */
void spv_grow_words(SpvWriter *w, SpvWords *buf)
{
    int cap = buf->cap ? buf->cap * 2 : 64;
    buf->data = arena_realloc_raw(w->a, buf->data, (size_t)buf->cap * 4, (size_t)cap * 4);
    buf->cap = cap;
}

/* An instruction longer than a 16-bit word count (a switch of over 32,766
 * cases) cannot be written: said here, and spv_end writes a count of 0. */
void spv_too_long(SpvWriter *w, SpvWords *buf, size_t start, size_t count)
{
    diag(w->c, (SrcLoc){0, 0, 0}, D_SPV_INSTRUCTION_TOO_LONG, (unsigned)(buf->data[start] & 0xffffu), count);
}

/* A literal string: UTF-8, NUL-terminated, padded with NULs to a word.
 * Packed four bytes a word as it is read: one pass, no strlen. */
void spv_str(SpvWriter *w, SpvWords *buf, const char *s)
{
    for (;;) {
        uint32_t word = 0;
        for (unsigned j = 0; j < 4; j++) {
            unsigned char c = (unsigned char)s[j];
            if (!c) {
                spv_w(w, buf, word); /* the NUL and the padding are the zeros left */
                return;
            }
            word |= (uint32_t)c << (8 * j);
        }
        spv_w(w, buf, word);
        s += 4;
    }
}

void spv_op(SpvWriter *w, SpvWords *buf, SpvOp op, int n, ...)
{
    size_t s = spv_begin(w, buf, op);
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        spv_w(w, buf, va_arg(ap, uint32_t));
    va_end(ap);
    spv_end(w, buf, s);
}

uint32_t spv_op_string(SpvWriter *w, SpvWords *buf, SpvOp op, const char *s)
{
    uint32_t id = spv_id(w);
    size_t at = spv_begin(w, buf, op);
    spv_w(w, buf, id);
    spv_str(w, buf, s);
    spv_end(w, buf, at);
    return id;
}

/* ---------------------------------------------------------------- maps */

uint32_t spv_map_get(const SpvPtrMap *m, const void *key)
{
    return (uint32_t)(uintptr_t)ptrmap_get(m, key);
}

void spv_map_put(SpvWriter *w, SpvPtrMap *m, const void *key, uint32_t val)
{
    ptrmap_put(w->a, m, key, (void *)(uintptr_t)val);
}

static void dense_init(SpvWriter *w, SpvDense *d, uint32_t len)
{
    d->len = len;
    d->keys = ARENA_ARRAY(w->a, const void *, len + 1);
    d->ids = ARENA_ARRAY(w->a, uint32_t, len + 1);
}

void spv_dense_put(SpvWriter *w, SpvDense *d, uint32_t index, const void *key, uint32_t id)
{
    if (index >= d->len || (d->keys[index] && d->keys[index] != key)) {
        spv_map_put(w, &w->ids, key, id);
        return;
    }
    d->keys[index] = key;
    d->ids[index] = id;
}

/* ---------------------------------------------------------------- module bookkeeping */

void spv_cap(SpvWriter *w, SpvCapability cap)
{
    for (int i = 0; i < w->caps.len; i++)
        if (w->caps.data[i] == (int)cap)
            return;
    vec_push(w->a, &w->caps, (int)cap);
}

void spv_ext(SpvWriter *w, const char *name)
{
    for (int i = 0; i < w->exts.len; i++)
        if (strcmp(w->exts.data[i], name) == 0)
            return;
    vec_push(w->a, &w->exts, name);
}

void spv_decorate(SpvWriter *w, uint32_t id, SpvDecoration d, int n, ...)
{
    SpvWords *b = &w->sec[SEC_DECOR];
    size_t s = spv_begin(w, b, SpvOpDecorate);
    spv_w(w, b, id);
    spv_w(w, b, (uint32_t)d);
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        spv_w(w, b, va_arg(ap, uint32_t));
    va_end(ap);
    spv_end(w, b, s);
}

void spv_member_decorate(SpvWriter *w, uint32_t id, uint32_t member, SpvDecoration d, int n, ...)
{
    SpvWords *b = &w->sec[SEC_DECOR];
    size_t s = spv_begin(w, b, SpvOpMemberDecorate);
    spv_w(w, b, id);
    spv_w(w, b, member);
    spv_w(w, b, (uint32_t)d);
    va_list ap;
    va_start(ap, n);
    for (int i = 0; i < n; i++)
        spv_w(w, b, va_arg(ap, uint32_t));
    va_end(ap);
    spv_end(w, b, s);
}

void spv_name(SpvWriter *w, uint32_t id, const char *name)
{
    if (!name || !*name || w->o->strip_debug) /* -Qstrip_debug: no names */
        return;
    SpvWords *b = &w->sec[SEC_NAMES];
    size_t s = spv_begin(w, b, SpvOpName);
    spv_w(w, b, id);
    spv_str(w, b, name);
    spv_end(w, b, s);
}

uint32_t spv_glsl(SpvWriter *w)
{
    if (!w->glsl_ext)
        w->glsl_ext = spv_op_string(w, &w->sec[SEC_IMPORTS], SpvOpExtInstImport, "GLSL.std.450");
    return w->glsl_ext;
}

/* ---------------------------------------------------------------- values */

/* v's slot in the function's table, or NULL when v is not one of its
 * values (globals, functions: w->ids). */
static uint32_t *fn_value_slot(const SpvWriter *w, const IrValue *v)
{
    if ((v->vkind != IRV_INST && v->vkind != IRV_PARAM) || v->id >= w->fn_num_values)
        return NULL;
    return &w->fn_values[v->id];
}

uint32_t spv_value_id(const SpvWriter *w, const IrValue *v)
{
    uint32_t *slot = fn_value_slot(w, v);
    return slot ? *slot : spv_map_get(&w->ids, v);
}

void spv_value_put(SpvWriter *w, const IrValue *v, uint32_t id)
{
    uint32_t *slot = fn_value_slot(w, v);
    if (slot)
        *slot = id;
    else
        spv_map_put(w, &w->ids, v, id);
}

uint32_t spv_value(SpvWriter *w, IrValue *v)
{
    switch (v->vkind) {
    case IRV_CONST: return spv_const(w, (IrConst *)v);
    case IRV_UNDEF: return spv_undef(w, v->type);
    case IRV_GLOBAL:
    case IRV_PARAM:
    case IRV_INST:
    case IRV_FUNC: break;
    }
    uint32_t id = spv_value_id(w, v);
    if (!id) {
        id = spv_id(w);
        spv_value_put(w, v, id);
    }
    return id;
}

void spv_set_value(SpvWriter *w, IrValue *v, uint32_t id)
{
    uint32_t old = spv_value_id(w, v);
    if (!old) {
        spv_value_put(w, v, id);
        return;
    }
    spv_op(w, SPV_FN(w), SpvOpCopyObject, 3, spv_type(w, v->type), old, id);
}

uint32_t spv_node_label(SpvWriter *w, IrNode *n)
{
    if (n->id < w->fn_num_labels) {
        uint32_t *slot = &w->fn_labels[n->id];
        if (!*slot)
            *slot = spv_id(w);
        return *slot;
    }
    uint32_t id = spv_map_get(&w->ids, n);
    if (!id) {
        id = spv_id(w);
        spv_map_put(w, &w->ids, n, id);
    }
    return id;
}

uint32_t spv_label(SpvWriter *w, IrBlock *b)
{
    return spv_node_label(w, &b->n);
}

void spv_relaxed(SpvWriter *w, IrInst *i, uint32_t id)
{
    const IrType *t = i->v.type;
    if (!(i->relaxed || t->relaxed))
        return;
    if (t->kind != IRT_FLOAT && t->kind != IRT_INT && t->kind != IRT_VECTOR)
        return;
    spv_decorate(w, id, SpvDecorationRelaxedPrecision, 0);
}

int spv_elem_kind(const IrType *t)
{
    const IrType *s = irt_scalar_of(t);
    if (s->kind == IRT_FLOAT)
        return 0;
    if (s->kind == IRT_INT)
        return s->is_signed ? 1 : 2;
    return 3;
}

/* ---------------------------------------------------------------- what the entries reach */

typedef struct Reach {
    bool *global_used; /* by global id */
    uint32_t nglobals;
} Reach;

/* Marks the globals the block's instructions name. */
static void mark_globals(IrBlock *b, void *user)
{
    Reach *r = user;
    IR_FOR_EACH_INST(b, i)
    {
        for (uint32_t a = 0; a < i->num_args; a++) {
            IrValue *v = i->args[a];
            if (v && v->vkind == IRV_GLOBAL && v->id < r->nglobals)
                r->global_used[v->id] = true;
        }
    }
}

static unsigned stage_bit(IrStage s)
{
    return s == IR_STAGE_COMPUTE ? ST_COMPUTE : s == IR_STAGE_VERTEX ? ST_VERTEX : s == IR_STAGE_FRAGMENT ? ST_FRAGMENT : 0;
}

/* The functions each entry reaches (the first entry's first, each once),
 * the globals they name (module order), and for both the stages of the
 * entries that reach them. */
static void collect(SpvWriter *w)
{
    uint32_t ng = w->m->next_global_id;
    for (int g = 0; g < w->m->globals.len; g++)
        if (w->m->globals.data[g]->v.id >= ng)
            ng = w->m->globals.data[g]->v.id + 1;
    w->global_stages = ARENA_ARRAY(w->a, unsigned, ng + 1);
    w->num_global_stages = ng;
    w->interfaces = ARENA_ARRAY(w->a, SpvGlobals, w->num_entries);
    bool *any = ARENA_ARRAY(w->a, bool, ng + 1);
    for (int e = 0; e < w->num_entries; e++) {
        IrFunction *entry = w->entries[e];
        unsigned bit = stage_bit(entry->stage);
        Reach r = {ARENA_ARRAY(w->a, bool, ng + 1), ng};
        w->entry = entry; /* spv_vk_preserved: this entry's interface */
        IrFunctionList reached = {0};
        ir_reachable_functions(w->m, entry, IR_ORDER_DISCOVERY, w->a, &reached);
        for (int f = 0; f < reached.len; f++) {
            IrFunction *fn = reached.data[f];
            uint32_t old = spv_map_get(&w->fn_stages, fn);
            if (!old)
                vec_push(w->a, &w->funcs, fn);
            spv_map_put(w, &w->fn_stages, fn, old | bit | 0x100u); /* 0x100: listed */
            ir_walk_blocks(&fn->body, mark_globals, &r);
        }
        for (int g = 0; g < w->m->globals.len; g++) {
            IrGlobal *gl = w->m->globals.data[g];
            if (!(r.global_used[gl->v.id] || gl->spec_size || spv_vk_preserved(w, gl)) ||
                (gl->combined && gl->resource == IRR_SAMPLER))
                continue; /* a combined sampler is its texture's variable */
            vec_push(w->a, &w->interfaces[e], gl);
            w->global_stages[gl->v.id] |= bit;
            any[gl->v.id] = true;
        }
    }
    for (int g = 0; g < w->m->globals.len; g++)
        if (any[w->m->globals.data[g]->v.id])
            vec_push(w->a, &w->globals, w->m->globals.data[g]);
}

unsigned spv_fn_stages(SpvWriter *w, IrFunction *f)
{
    return spv_map_get(&w->fn_stages, f) & 0xffu;
}

/* ---------------------------------------------------------------- globals */

static const char *stage_names(unsigned st)
{
    switch (st) {
    case ST_COMPUTE: return "compute";
    case ST_VERTEX: return "vertex";
    case ST_FRAGMENT: return "pixel";
    default: return "library"; /* entries of several stages reach it */
    }
}

/* The BuiltIn an IR builtin is as g->space in entries of the stages st
 * (ST_* bits), with what it needs declared (DXC's CapabilityVisitor:
 * ClipDistance, Geometry for PrimitiveId and Layer as fragment inputs,
 * ShaderLayer/ShaderViewportIndex from SPIR-V 1.5 and the
 * SPV_EXT_shader_viewport_index_layer extension before, ...), or -1 where
 * one of those stages has none. */
static int builtin_of(SpvWriter *w, IrGlobal *g, unsigned st)
{
    bool in = g->space == IRS_INPUT;
    const unsigned cs = ST_COMPUTE, vs = ST_VERTEX, fs = ST_FRAGMENT;
#define ONLY(mask, dir_ok)                                                                                          \
    do {                                                                                                           \
        if ((st & ~(unsigned)(mask)) || !(dir_ok))                                                                 \
            return -1;                                                                                             \
    } while (0)
    switch (g->builtin) {
    case IRB_GLOBAL_INVOCATION_ID: ONLY(cs, in); return SpvBuiltInGlobalInvocationId;
    case IRB_LOCAL_INVOCATION_ID: ONLY(cs, in); return SpvBuiltInLocalInvocationId;
    case IRB_WORKGROUP_ID: ONLY(cs, in); return SpvBuiltInWorkgroupId;
    case IRB_LOCAL_INVOCATION_INDEX: ONLY(cs, in); return SpvBuiltInLocalInvocationIndex;
    case IRB_NUM_WORKGROUPS: ONLY(cs, in); return SpvBuiltInNumWorkgroups;
    case IRB_SUBGROUP_SIZE:
        spv_use_subgroup(w, SpvCapabilityGroupNonUniform, VK_SG_BASIC);
        return SpvBuiltInSubgroupSize;
    case IRB_SUBGROUP_INVOCATION_ID:
        spv_use_subgroup(w, SpvCapabilityGroupNonUniform, VK_SG_BASIC);
        return SpvBuiltInSubgroupLocalInvocationId;
    case IRB_NUM_SUBGROUPS: /* Vulkan: GLCompute (and mesh and task) only */
        ONLY(cs, in);
        spv_use_subgroup(w, SpvCapabilityGroupNonUniform, VK_SG_BASIC);
        return SpvBuiltInNumSubgroups;
    case IRB_SUBGROUP_ID:
        ONLY(cs, in);
        spv_use_subgroup(w, SpvCapabilityGroupNonUniform, VK_SG_BASIC);
        return SpvBuiltInSubgroupId;
    case IRB_POSITION:
        if (!in) {
            ONLY(vs, true);
            return SpvBuiltInPosition;
        }
        ONLY(fs, true);
        return SpvBuiltInFragCoord;
    case IRB_FRAG_COORD: ONLY(fs, in); return SpvBuiltInFragCoord;
    case IRB_VERTEX_INDEX: ONLY(vs, in); return SpvBuiltInVertexIndex;
    case IRB_INSTANCE_INDEX: ONLY(vs, in); return SpvBuiltInInstanceIndex;
    case IRB_FRONT_FACING: ONLY(fs, in); return SpvBuiltInFrontFacing;
    case IRB_FRAG_DEPTH: ONLY(fs, !in); return SpvBuiltInFragDepth;
    case IRB_CLIP_DISTANCE:
    case IRB_CULL_DISTANCE:
        ONLY(in ? fs : vs, true);
        spv_cap(w, g->builtin == IRB_CLIP_DISTANCE ? SpvCapabilityClipDistance : SpvCapabilityCullDistance);
        return g->builtin == IRB_CLIP_DISTANCE ? SpvBuiltInClipDistance : SpvBuiltInCullDistance;
    case IRB_PRIMITIVE_ID:
        ONLY(fs, in);
        spv_cap(w, SpvCapabilityGeometry);
        return SpvBuiltInPrimitiveId;
    case IRB_SAMPLE_INDEX:
        ONLY(fs, in);
        spv_cap(w, SpvCapabilitySampleRateShading);
        return SpvBuiltInSampleId;
    case IRB_SAMPLE_MASK: ONLY(fs, true); return SpvBuiltInSampleMask;
    case IRB_BARY_COORD: /* DXC: SV_Barycentrics, BaryCoordNoPerspKHR when noperspective */
    case IRB_BARY_COORD_NO_PERSP:
        ONLY(fs, in);
        spv_ext(w, "SPV_KHR_fragment_shader_barycentric");
        spv_cap(w, SpvCapabilityFragmentBarycentricKHR);
        return g->builtin == IRB_BARY_COORD ? SpvBuiltInBaryCoordKHR : SpvBuiltInBaryCoordNoPerspKHR;
    case IRB_FRAG_STENCIL_REF:
        ONLY(fs, !in);
        spv_ext(w, "SPV_EXT_shader_stencil_export");
        spv_cap(w, SpvCapabilityStencilExportEXT);
        return SpvBuiltInFragStencilRefEXT;
    case IRB_VIEW_INDEX: /* core since SPIR-V 1.3 (SPV_KHR_multiview before) */
        ONLY(vs | fs, in);
        spv_cap(w, SpvCapabilityMultiView);
        return SpvBuiltInViewIndex;
    case IRB_LAYER:
    case IRB_VIEWPORT_INDEX: {
        bool layer = g->builtin == IRB_LAYER;
        int bi = layer ? SpvBuiltInLayer : SpvBuiltInViewportIndex;
        if (in) {
            ONLY(fs, true);
            spv_cap(w, layer ? SpvCapabilityGeometry : SpvCapabilityMultiViewport);
            return bi;
        }
        ONLY(vs, true);
        if (w->version >= 0x00010500u) {
            spv_cap(w, layer ? SpvCapabilityShaderLayer : SpvCapabilityShaderViewportIndex);
        } else {
            spv_ext(w, "SPV_EXT_shader_viewport_index_layer");
            spv_cap(w, SpvCapabilityShaderViewportIndexLayerEXT);
        }
        return bi;
    }
    /* [[vk::builtin]] (DXC's SPIR-V.rst, "Builtin variables") */
    case IRB_POINT_SIZE: ONLY(vs, !in); return SpvBuiltInPointSize;
    case IRB_HELPER_INVOCATION: ONLY(fs, in); return SpvBuiltInHelperInvocation;
    case IRB_BASE_VERTEX:
    case IRB_BASE_INSTANCE:
    case IRB_DRAW_INDEX:
        ONLY(vs, in);
        spv_cap(w, SpvCapabilityDrawParameters);
        if (w->version < 0x00010300u)
            spv_ext(w, "SPV_KHR_shader_draw_parameters");
        return g->builtin == IRB_BASE_VERTEX ? SpvBuiltInBaseVertex
             : g->builtin == IRB_BASE_INSTANCE ? SpvBuiltInBaseInstance : SpvBuiltInDrawIndex;
    case IRB_DEVICE_INDEX:
        ONLY(cs | vs | fs, in);
        spv_cap(w, SpvCapabilityDeviceGroup);
        if (w->version < 0x00010300u)
            spv_ext(w, "SPV_KHR_device_group");
        return SpvBuiltInDeviceIndex;
    case IRB_VIEWPORT_MASK_NV:
        ONLY(vs, !in);
        spv_cap(w, SpvCapabilityShaderViewportMaskNV);
        spv_ext(w, "SPV_NV_viewport_array2");
        return SpvBuiltInViewportMaskNV;
    case IRB_NONE:
    case IRB_COUNT: break;
    }
#undef ONLY
    return -1;
}

/* An integer input that vertex and pixel entries of one module share
 * (WaveGetLaneIndex in a function both call): Vulkan wants it Flat in the
 * fragment stage and forbids Flat in the vertex stage
 * (VUID-StandaloneSpirv-Flat-04744, -06202), so one variable cannot serve
 * both. */
static bool flat_conflict(const IrGlobal *g, unsigned st, const IrType *scalar)
{
    return g->space == IRS_INPUT && (st & ST_FRAGMENT) && (st & ST_VERTEX) &&
           (scalar->kind == IRT_INT || (scalar->kind == IRT_FLOAT && scalar->bits == 64));
}

/* What the block's layout needs from the device (spv_layout.c). */
static void note_block_layout(SpvWriter *w, IrGlobal *g)
{
    switch (spv_layout_need(g->pointee, g->space == IRS_UNIFORM)) {
    case SPV_LAYOUT_STRICT: break;
    case SPV_LAYOUT_RELAXED:
        if (w->vulkan == 100) /* core from Vulkan 1.1 */
            w->vulkan_features |= SPV_FEATURE_RELAXED_BLOCK_LAYOUT;
        break;
    case SPV_LAYOUT_UBO_STD: w->vulkan_features |= SPV_FEATURE_UBO_STANDARD_LAYOUT; break;
    case SPV_LAYOUT_SCALAR: w->vulkan_features |= SPV_FEATURE_SCALAR_BLOCK_LAYOUT; break;
    case SPV_LAYOUT_INVALID:
        diag(w->c, (SrcLoc){0, 0, 0}, D_SPV_BLOCK_LAYOUT, g->v.name ? g->v.name : "?");
        break;
    }
}

static void emit_global(SpvWriter *w, IrGlobal *g)
{
    if (g->space == IRS_SPEC_CONSTANT) {
        spv_emit_spec_constant(w, g);
        return;
    }
    SpvStorageClass sc = spv_storage_class(w, g->space);
    if (g->space == IRS_STORAGE && w->version < 0x00010300u)
        spv_map_put(w, &w->buffer_blocks, g->pointee, 1);
    if ((g->space == IRS_FUNCTION || g->space == IRS_PRIVATE || g->space == IRS_WORKGROUP) &&
        spv_laid_out(g->pointee))
        ice(w->c, "global '%s' in %s memory has an explicitly laid-out type", g->v.name ? g->v.name : "?",
            ir_space_name[g->space]);
    /* SampleMask: an array of one u32 (mem_pointer in spv_inst.c reaches element 0). */
    const IrType *pointee = g->builtin == IRB_SAMPLE_MASK ? irt_array(w->m, g->pointee, 1, 0) : g->pointee;
    uint32_t ptr = g->combined && g->resource == IRR_TEXTURE ? spv_sampled_image_pointer(w, g->pointee)
                                                                : spv_type(w, irt_pointer(w->m, pointee, g->space));
    /* Only private variables take initializers (Vulkan forbids them on
     * workgroup memory without an extension, and on every interface). */
    if (g->init && g->space != IRS_PRIVATE)
        ice(w->c, "global '%s' in %s memory has an initializer", g->v.name ? g->v.name : "?",
            ir_space_name[g->space]);
    uint32_t init = g->init ? spv_const(w, g->init) : 0;
    uint32_t id = spv_value(w, &g->v);
    SpvWords *b = &w->sec[SEC_TYPES];
    size_t s = spv_begin(w, b, SpvOpVariable);
    spv_w(w, b, ptr);
    spv_w(w, b, id);
    spv_w(w, b, (uint32_t)sc);
    if (init)
        spv_w(w, b, init);
    spv_end(w, b, s);
    spv_name(w, id, g->v.name);

    if (g->space == IRS_INPUT || g->space == IRS_OUTPUT) {
        unsigned st = g->v.id < w->num_global_stages ? w->global_stages[g->v.id] : 0;
        if (g->spirv && g->spirv->builtin >= 0) { /* vk::ext_builtin_input/output */
            spv_decorate(w, id, SpvDecorationBuiltIn, 1, (uint32_t)g->spirv->builtin);
        } else if (g->builtin != IRB_NONE) {
            int bi = builtin_of(w, g, st);
            if (bi < 0)
                diag(w->c, g->decl_loc, D_SPV_UNSUPPORTED_BUILTIN, g->semantic ? g->semantic : ir_builtin_name[g->builtin],
                     stage_names(st));
            else
                spv_decorate(w, id, SpvDecorationBuiltIn, 1, (uint32_t)bi);
            /* From SPIR-V 1.6 a pixel may become a helper during the shader
             * (OpDemoteToHelperInvocation is core): DXC decorates it Volatile
             * for Vulkan 1.3 and later. */
            if (bi == SpvBuiltInHelperInvocation && w->version >= 0x00010600u && !w->o->vulkan_memory_model)
                spv_decorate(w, id, SpvDecorationVolatile, 0); /* the Vulkan model: Volatile loads (spv_vk.c) */
        } else {
            spv_decorate(w, id, SpvDecorationLocation, 1, (uint32_t)(g->location > 0 ? g->location : 0));
            if (g->blend_index >= 0) /* [[vk::index]]: dual-source blending */
                spv_decorate(w, id, SpvDecorationIndex, 1, (uint32_t)g->blend_index);
        }
        /* Vulkan (VUID-StandaloneSpirv-Flat-04744): integer and double
         * fragment inputs, built-ins included, must be Flat. */
        const IrType *sct = g->pointee;
        while (sct->kind == IRT_ARRAY)
            sct = sct->elem;
        sct = irt_scalar_of(sct);
        if (flat_conflict(g, st, sct))
            diag(w->c, g->decl_loc, D_SPV_SHARED_INPUT, g->v.name ? g->v.name : "?");
        bool fs_in = g->space == IRS_INPUT && (st & ST_FRAGMENT);
        bool vs_out = g->space == IRS_OUTPUT && (st & ST_VERTEX);
        unsigned interp = fs_in || vs_out ? g->interp : 0;
        if (fs_in && (sct->kind == IRT_INT || (sct->kind == IRT_FLOAT && sct->bits == 64)))
            interp |= IR_INTERP_FLAT;
        /* HLSL's interpolation modifiers (SPIR-V 3.20 Decoration; Vulkan
         * allows them on vertex outputs and fragment inputs only). */
        if (interp & IR_INTERP_FLAT)
            spv_decorate(w, id, SpvDecorationFlat, 0);
        if (interp & IR_INTERP_NOPERSPECTIVE)
            spv_decorate(w, id, SpvDecorationNoPerspective, 0);
        if (interp & IR_INTERP_CENTROID)
            spv_decorate(w, id, SpvDecorationCentroid, 0);
        if (interp & IR_INTERP_SAMPLE) {
            spv_cap(w, SpvCapabilitySampleRateShading);
            spv_decorate(w, id, SpvDecorationSample, 0);
        }
    }
    if ((g->space == IRS_STORAGE || g->space == IRS_UNIFORM || g->space == IRS_PUSH_CONSTANT) &&
        g->pointee->kind == IRT_STRUCT)
        note_block_layout(w, g);
    if (g->space == IRS_STORAGE || g->space == IRS_UNIFORM || g->space == IRS_HANDLE) {
        spv_decorate(w, id, SpvDecorationDescriptorSet, 1, (uint32_t)(g->set > 0 ? g->set : 0));
        spv_decorate(w, id, SpvDecorationBinding, 1, (uint32_t)(g->binding > 0 ? g->binding : 0));
        if (g->space == IRS_STORAGE && !g->writable)
            spv_decorate(w, id, SpvDecorationNonWritable, 0);
        if (g->aliased || g->alias_of) /* a byte-address buffer and its 64-bit view (lower_bab64.c) */
            spv_decorate(w, id, SpvDecorationAliased, 0);
        spv_coherent_decorate(w, g, id);
    }
    spv_vk_reflect_global(w, g, id);
    if (g->resource == IRR_INPUT_ATTACHMENT)
        spv_decorate(w, id, SpvDecorationInputAttachmentIndex, 1, (uint32_t)g->input_attachment_index);
    spv_inline_global(w, g, id, s);
}

/* ---------------------------------------------------------------- entry point */

/* SM 6.6 derivatives in compute shaders: SPV_NV_compute_shader_derivatives
 * (the KHR extension has the same numbers). D3D forms quads of 2x2 threads
 * when the group is two-dimensional, of four consecutive threads when it
 * is a line (numthreads(4k, 1, 1)); the execution modes say the same. */
static void compute_derivatives(SpvWriter *w, uint32_t fid, uint32_t x, uint32_t y, uint32_t z)
{
    SpvWords *mb = &w->sec[SEC_MODES];
    bool linear = y == 1 && z == 1 && x % 4 == 0, quads = x % 2 == 0 && y % 2 == 0;
    if (!linear && !quads) {
        diag(w->c, w->derivative_loc, D_SPV_DERIVATIVE_GROUP, w->entry->name, x, y, z);
        return;
    }
    spv_ext(w, "SPV_NV_compute_shader_derivatives");
    spv_cap(w, linear ? SpvCapabilityComputeDerivativeGroupLinearNV : SpvCapabilityComputeDerivativeGroupQuadsNV);
    spv_op(w, mb, SpvOpExecutionMode, 2, fid,
           (uint32_t)(linear ? SpvExecutionModeDerivativeGroupLinearNV : SpvExecutionModeDerivativeGroupQuadsNV));
}

/* Whether entry f reaches a function that takes derivatives. */
static bool reaches_derivatives(SpvWriter *w, IrFunction *f)
{
    if (!w->uses_derivatives)
        return false;
    IrFunctionList reached = {0};
    ir_reachable_functions(w->m, f, IR_ORDER_DISCOVERY, w->a, &reached);
    for (int k = 0; k < reached.len; k++)
        if (spv_map_get(&w->derivative_fns, reached.data[k]))
            return true;
    return false;
}

static bool writes_builtin(const SpvGlobals *iface, IrBuiltin b)
{
    for (int g = 0; g < iface->len; g++)
        if (iface->data[g]->space == IRS_OUTPUT && iface->data[g]->builtin == b)
            return true;
    return false;
}

/* Entry e's OpEntryPoint and execution modes (w->entry is e meanwhile). */
static void emit_entry(SpvWriter *w, int e)
{
    IrFunction *f = w->entries[e];
    const SpvGlobals *iface = &w->interfaces[e];
    w->entry = f;
    SpvExecutionModel model;
    switch (f->stage) {
    case IR_STAGE_COMPUTE: model = SpvExecutionModelGLCompute; break;
    case IR_STAGE_VERTEX: model = SpvExecutionModelVertex; break;
    case IR_STAGE_FRAGMENT: model = SpvExecutionModelFragment; break;
    default: ice(w->c, "entry point '%s' has no stage", f->name);
    }
    uint32_t fid = spv_value(w, &f->v);
    SpvWords *b = &w->sec[SEC_ENTRY];
    size_t s = spv_begin(w, b, SpvOpEntryPoint);
    spv_w(w, b, (uint32_t)model);
    spv_w(w, b, fid);
    spv_str(w, b, w->o->spv_entry_name ? w->o->spv_entry_name : f->name); /* -fspv-entrypoint-name */
    /* SPIR-V 1.4+: every global the call tree uses; before: Input/Output only. */
    for (int g = 0; g < iface->len; g++) {
        IrGlobal *gl = iface->data[g];
        if (gl->space == IRS_SPEC_CONSTANT)
            continue; /* a constant, no variable */
        if (w->version >= 0x00010400u || gl->space == IRS_INPUT || gl->space == IRS_OUTPUT)
            spv_w(w, b, spv_value(w, &gl->v));
    }
    for (int k = 0; f->stage == IR_STAGE_VERTEX && k < w->extra_interface.len; k++)
        spv_w(w, b, w->extra_interface.data[k]); /* BaseInstance, BaseVertex: vertex inputs */
    spv_end(w, b, s);
    spv_vk_entry_modes(w, fid);

    SpvWords *mb = &w->sec[SEC_MODES];
    if (model == SpvExecutionModelGLCompute) {
        spv_vk_local_size(w, f, fid);
        uint32_t x = f->workgroup_size[0], y = f->workgroup_size[1], z = f->workgroup_size[2];
        if (reaches_derivatives(w, f))
            compute_derivatives(w, fid, x ? x : 1, y ? y : 1, z ? z : 1);
    } else if (model == SpvExecutionModelFragment) {
        spv_op(w, mb, SpvOpExecutionMode, 2, fid, (uint32_t)SpvExecutionModeOriginUpperLeft);
        /* [earlydepthstencil]; Vulkan wants DepthReplacing on a shader
         * that writes FragDepth, and DXC adds DepthGreater / DepthLess for
         * SV_DepthGreaterEqual / SV_DepthLessEqual. */
        if (f->early_fragment_tests)
            spv_op(w, mb, SpvOpExecutionMode, 2, fid, (uint32_t)SpvExecutionModeEarlyFragmentTests);
        if (writes_builtin(iface, IRB_FRAG_DEPTH)) {
            spv_op(w, mb, SpvOpExecutionMode, 2, fid, (uint32_t)SpvExecutionModeDepthReplacing);
            if (f->depth_mode != IR_DEPTH_ANY)
                spv_op(w, mb, SpvOpExecutionMode, 2, fid,
                       (uint32_t)(f->depth_mode == IR_DEPTH_GREATER ? SpvExecutionModeDepthGreater
                                                                    : SpvExecutionModeDepthLess));
        }
        if (writes_builtin(iface, IRB_FRAG_STENCIL_REF))
            spv_op(w, mb, SpvOpExecutionMode, 2, fid, (uint32_t)SpvExecutionModeStencilRefReplacingEXT);
    }
    spv_inline_entry(w, fid); /* vk::ext_execution_mode(_id) */
}

/* ---------------------------------------------------------------- the module */

/* The words, little-endian, written in place (one sb_putn a word was a
 * tenth of the writer); on a little-endian host, that is a copy. */
static void put_words(StrBuf *out, const uint32_t *words, int n)
{
    sb_reserve(out, (size_t)n * 4);
    unsigned char *b = (unsigned char *)out->data + out->len;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (n)
        memcpy(b, words, (size_t)n * 4);
#else
    for (int i = 0; i < n; i++, b += 4) {
        b[0] = (unsigned char)words[i];
        b[1] = (unsigned char)(words[i] >> 8);
        b[2] = (unsigned char)(words[i] >> 16);
        b[3] = (unsigned char)(words[i] >> 24);
    }
#endif
    out->len += (size_t)n * 4;
    out->data[out->len] = 0;
}

bool spirv_emit_module(IrModule *m, IrFunction *const *entries, int num_entries, const SpirvOptions *opts,
                       StrBuf *out, SpirvInfo *info)
{
    Ctx *c = m->c;
    SpvWriter W = {0}, *w = &W;
    w->c = c;
    w->m = m;
    w->entries = entries;
    w->num_entries = num_entries;
    w->entry = entries[0];
    w->a = c->scratch; /* the writer's tables: what outlives it (info) goes to c->arena */
    dense_init(w, &w->type_ids, m->next_type_id);
    dense_init(w, &w->const_ids, ir_num_consts(m));
    w->vulkan = opts ? opts->vulkan_version : 120;
    w->version = spv_target_version(w->vulkan, opts ? opts->spirv_version : 0);
    if (!w->version) {
        diag(c, (SrcLoc){0, 0, 0}, D_SPV_BAD_VULKAN_VERSION, w->vulkan);
        return false;
    }
    w->default_opts = prism_default_options();
    w->o = c->opts ? c->opts : &w->default_opts;
    w->errors_at_start = c->errors;
    w->next_id = 1;
    spv_cap(w, SpvCapabilityShader);

    collect(w);
    w->entry = entries[0];
    spv_debug_begin(w);
    for (int g = 0; g < w->globals.len; g++)
        emit_global(w, w->globals.data[g]);
    for (int f = 0; f < w->funcs.len; f++) {
        IrFunction *fn = w->funcs.data[f];
        w->fn_st = spv_fn_stages(w, fn);
        spv_name(w, spv_value(w, &fn->v), fn->name);
        spv_emit_function(w, fn);
        spv_inline_function(w, fn);
    }
    for (int e = 0; e < num_entries; e++)
        emit_entry(w, e);
    spv_debug_end(w);
    uint32_t model = spv_vk_memory_model(w);
    spv_vk_check_extensions(w);
    spv_op(w, &w->sec[SEC_MEMMODEL], SpvOpMemoryModel, 2, spv_inline_addressing(w), model);
    for (int i = 0; i < w->caps.len; i++)
        spv_op(w, &w->sec[SEC_CAPS], SpvOpCapability, 1, (uint32_t)w->caps.data[i]);
    for (int i = 0; i < w->exts.len; i++) {
        size_t s = spv_begin(w, &w->sec[SEC_EXTS], SpvOpExtension);
        spv_str(w, &w->sec[SEC_EXTS], w->exts.data[i]);
        spv_end(w, &w->sec[SEC_EXTS], s);
    }
    if (c->errors > w->errors_at_start)
        return false;

    uint32_t header[5] = {SpvMagicNumber, w->version, 0 /* generator */, w->next_id /* bound */, 0};
    size_t start = out->len, total = 5;
    for (int s = 0; s < SEC_COUNT; s++)
        total += (size_t)w->sec[s].len;
    sb_reserve(out, total * 4); /* its final size at once, not doubled section by section */
    put_words(out, header, 5);
    for (int s = 0; s < SEC_COUNT; s++)
        put_words(out, w->sec[s].data, w->sec[s].len);
    if (spv_inline_used(w) && !(c->opts && c->opts->skip_validation)) { /* -Vd */
        StrBuf module = {out->data + start, out->len - start, 0};
        if (!spv_validate(w, &module)) {
            out->len = start;
            return false;
        }
    }

    if (info) {
        info->capabilities.len = 0;
        info->extensions.len = 0;
        for (int i = 0; i < w->caps.len; i++)
            vec_push(c->arena, &info->capabilities, w->caps.data[i]);
        for (int i = 0; i < w->exts.len; i++)
            vec_push(c->arena, &info->extensions, w->exts.data[i]);
        info->subgroup_ops = w->subgroup_ops;
        info->vulkan_features = w->vulkan_features;
    }
    return true;
}

bool spirv_emit(IrModule *m, IrFunction *entry, const SpirvOptions *opts, StrBuf *out, SpirvInfo *info)
{
    return spirv_emit_module(m, &entry, 1, opts, out, info);
}
