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

void spv_w(SpvWriter *w, SpvWords *buf, uint32_t word)
{
    vec_push(w->a, buf, word);
}

size_t spv_begin(SpvWriter *w, SpvWords *buf, SpvOp op)
{
    size_t start = (size_t)buf->len;
    spv_w(w, buf, (uint32_t)op);
    return start;
}

void spv_end(SpvWriter *w, SpvWords *buf, size_t start)
{
    size_t count = (size_t)buf->len - start;
    /* SPIR-V 2.3: the word count is 16 bits; a longer instruction (a switch
     * of over 32,766 cases) cannot be written. */
    if (count > 0xffff) {
        diag(w->c, (SrcLoc){0, 0, 0}, D_SPV_INSTRUCTION_TOO_LONG, (unsigned)(buf->data[start] & 0xffffu), count);
        count = 0;
    }
    buf->data[start] = ((uint32_t)count << 16) | (buf->data[start] & 0xffffu);
}

/* A literal string: UTF-8, NUL-terminated, padded with NULs to a word. */
void spv_str(SpvWriter *w, SpvWords *buf, const char *s)
{
    size_t n = strlen(s) + 1;
    for (size_t i = 0; i < n; i += 4) {
        uint32_t word = 0;
        for (size_t j = 0; j < 4 && i + j < n; j++)
            word |= (uint32_t)(unsigned char)s[i + j] << (8 * j);
        spv_w(w, buf, word);
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
    uint32_t id = spv_map_get(&w->ids, v);
    if (!id) {
        id = spv_id(w);
        spv_map_put(w, &w->ids, v, id);
    }
    return id;
}

void spv_set_value(SpvWriter *w, IrValue *v, uint32_t id)
{
    uint32_t old = spv_map_get(&w->ids, v);
    if (!old) {
        spv_map_put(w, &w->ids, v, id);
        return;
    }
    spv_op(w, SPV_FN(w), SpvOpCopyObject, 3, spv_type(w, v->type), old, id);
}

uint32_t spv_label(SpvWriter *w, IrBlock *b)
{
    uint32_t id = spv_map_get(&w->ids, b);
    if (!id) {
        id = spv_id(w);
        spv_map_put(w, &w->ids, b, id);
    }
    return id;
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

/* ---------------------------------------------------------------- what the entry reaches */

typedef struct Reach {
    SpvWriter *w;
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

static void collect(SpvWriter *w)
{
    Reach r = {w, NULL, 0};
    r.nglobals = w->m->next_global_id;
    for (int g = 0; g < w->m->globals.len; g++)
        if (w->m->globals.data[g]->v.id >= r.nglobals)
            r.nglobals = w->m->globals.data[g]->v.id + 1;
    r.global_used = ARENA_ARRAY(w->a, bool, r.nglobals + 1);
    ir_reachable_functions(w->m, w->entry, IR_ORDER_DISCOVERY, w->a, &w->funcs);
    for (int f = 0; f < w->funcs.len; f++)
        ir_walk_blocks(&w->funcs.data[f]->body, mark_globals, &r);
    for (int g = 0; g < w->m->globals.len; g++) {
        IrGlobal *gl = w->m->globals.data[g];
        if ((r.global_used[gl->v.id] || gl->spec_size || spv_vk_preserved(w, gl)) &&
            !(gl->combined && gl->resource == IRR_SAMPLER))
            vec_push(w->a, &w->globals, gl); /* a combined sampler is its texture's variable */
    }
}

/* ---------------------------------------------------------------- globals */

static const char *stage_name(IrStage s)
{
    return s == IR_STAGE_COMPUTE ? "compute" : s == IR_STAGE_VERTEX ? "vertex" : s == IR_STAGE_FRAGMENT ? "pixel" : "library";
}

/* BuiltIn for an IR builtin in this stage, or -1. */
static int builtin_of(SpvWriter *w, IrGlobal *g)
{
    IrStage st = w->entry->stage;
    bool cs = st == IR_STAGE_COMPUTE, vs = st == IR_STAGE_VERTEX, fs = st == IR_STAGE_FRAGMENT;
    switch (g->builtin) {
    case IRB_GLOBAL_INVOCATION_ID: return cs ? SpvBuiltInGlobalInvocationId : -1;
    case IRB_LOCAL_INVOCATION_ID: return cs ? SpvBuiltInLocalInvocationId : -1;
    case IRB_WORKGROUP_ID: return cs ? SpvBuiltInWorkgroupId : -1;
    case IRB_LOCAL_INVOCATION_INDEX: return cs ? SpvBuiltInLocalInvocationIndex : -1;
    case IRB_NUM_WORKGROUPS: return cs ? SpvBuiltInNumWorkgroups : -1;
    case IRB_SUBGROUP_SIZE:
        spv_use_subgroup(w, SpvCapabilityGroupNonUniform, VK_SG_BASIC);
        return SpvBuiltInSubgroupSize;
    case IRB_SUBGROUP_INVOCATION_ID:
        spv_use_subgroup(w, SpvCapabilityGroupNonUniform, VK_SG_BASIC);
        return SpvBuiltInSubgroupLocalInvocationId;
    case IRB_POSITION:
        if (vs && g->space == IRS_OUTPUT)
            return SpvBuiltInPosition;
        return fs && g->space == IRS_INPUT ? SpvBuiltInFragCoord : -1;
    case IRB_FRAG_COORD: return fs ? SpvBuiltInFragCoord : -1;
    case IRB_VERTEX_INDEX: return vs ? SpvBuiltInVertexIndex : -1;
    case IRB_INSTANCE_INDEX: return vs ? SpvBuiltInInstanceIndex : -1;
    case IRB_FRONT_FACING: return fs ? SpvBuiltInFrontFacing : -1;
    case IRB_FRAG_DEPTH:
        w->uses_frag_depth = true;
        return fs && g->space == IRS_OUTPUT ? SpvBuiltInFragDepth : -1;
    /* [[vk::builtin]] (DXC's SPIR-V.rst, "Builtin variables") */
    case IRB_POINT_SIZE: return vs && g->space == IRS_OUTPUT ? SpvBuiltInPointSize : -1;
    case IRB_HELPER_INVOCATION: return fs && g->space == IRS_INPUT ? SpvBuiltInHelperInvocation : -1;
    case IRB_BASE_VERTEX:
    case IRB_BASE_INSTANCE:
    case IRB_DRAW_INDEX:
        if (!vs || g->space != IRS_INPUT)
            return -1;
        spv_cap(w, SpvCapabilityDrawParameters);
        if (w->version < 0x00010300u)
            spv_ext(w, "SPV_KHR_shader_draw_parameters");
        return g->builtin == IRB_BASE_VERTEX ? SpvBuiltInBaseVertex
             : g->builtin == IRB_BASE_INSTANCE ? SpvBuiltInBaseInstance : SpvBuiltInDrawIndex;
    case IRB_DEVICE_INDEX:
        if (g->space != IRS_INPUT)
            return -1;
        spv_cap(w, SpvCapabilityDeviceGroup);
        if (w->version < 0x00010300u)
            spv_ext(w, "SPV_KHR_device_group");
        return SpvBuiltInDeviceIndex;
    case IRB_VIEWPORT_MASK_NV:
        if (!vs || g->space != IRS_OUTPUT)
            return -1;
        spv_cap(w, SpvCapabilityShaderViewportMaskNV);
        spv_ext(w, "SPV_NV_viewport_array2");
        return SpvBuiltInViewportMaskNV;
    case IRB_NONE:
    case IRB_COUNT: break;
    }
    return -1;
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
    uint32_t ptr = g->combined && g->resource == IRR_TEXTURE ? spv_sampled_image_pointer(w, g->pointee)
                                                                : spv_type(w, irt_pointer(w->m, g->pointee, g->space));
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
        if (g->spirv && g->spirv->builtin >= 0) { /* vk::ext_builtin_input/output */
            spv_decorate(w, id, SpvDecorationBuiltIn, 1, (uint32_t)g->spirv->builtin);
        } else if (g->builtin != IRB_NONE) {
            int bi = builtin_of(w, g);
            if (bi < 0)
                diag(w->c, (SrcLoc){0, 0, 0}, D_SPV_UNSUPPORTED_BUILTIN, ir_builtin_name[g->builtin],
                     stage_name(w->entry->stage));
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
        bool fs_in = g->space == IRS_INPUT && w->entry->stage == IR_STAGE_FRAGMENT;
        bool vs_out = g->space == IRS_OUTPUT && w->entry->stage == IR_STAGE_VERTEX;
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

static void emit_entry(SpvWriter *w)
{
    IrFunction *f = w->entry;
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
    for (int g = 0; g < w->globals.len; g++) {
        IrGlobal *gl = w->globals.data[g];
        if (gl->space == IRS_SPEC_CONSTANT)
            continue; /* a constant, no variable */
        if (w->version >= 0x00010400u || gl->space == IRS_INPUT || gl->space == IRS_OUTPUT)
            spv_w(w, b, spv_value(w, &gl->v));
    }
    for (int k = 0; k < w->extra_interface.len; k++)
        spv_w(w, b, w->extra_interface.data[k]);
    spv_end(w, b, s);
    spv_vk_entry_modes(w, fid);

    SpvWords *mb = &w->sec[SEC_MODES];
    if (model == SpvExecutionModelGLCompute) {
        spv_vk_local_size(w, f, fid);
        uint32_t x = f->workgroup_size[0], y = f->workgroup_size[1], z = f->workgroup_size[2];
        if (w->uses_derivatives)
            compute_derivatives(w, fid, x ? x : 1, y ? y : 1, z ? z : 1);
    } else if (model == SpvExecutionModelFragment) {
        spv_op(w, mb, SpvOpExecutionMode, 2, fid, (uint32_t)SpvExecutionModeOriginUpperLeft);
        if (w->uses_frag_depth)
            spv_op(w, mb, SpvOpExecutionMode, 2, fid, (uint32_t)SpvExecutionModeDepthReplacing);
    }
    spv_inline_entry(w, fid); /* vk::ext_execution_mode(_id) */
}

/* ---------------------------------------------------------------- the module */

static void put_words(StrBuf *out, const uint32_t *words, int n)
{
    sb_reserve(out, (size_t)n * 4);
    for (int i = 0; i < n; i++) {
        unsigned char b[4] = {(unsigned char)words[i], (unsigned char)(words[i] >> 8),
                              (unsigned char)(words[i] >> 16), (unsigned char)(words[i] >> 24)};
        sb_putn(out, b, 4);
    }
}

bool spirv_emit(IrModule *m, IrFunction *entry, const SpirvOptions *opts, StrBuf *out, SpirvInfo *info)
{
    Ctx *c = m->c;
    SpvWriter W = {0}, *w = &W;
    w->c = c;
    w->m = m;
    w->entry = entry;
    w->a = c->arena;
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
    spv_debug_begin(w);
    for (int g = 0; g < w->globals.len; g++)
        emit_global(w, w->globals.data[g]);
    for (int f = 0; f < w->funcs.len; f++) {
        IrFunction *fn = w->funcs.data[f];
        spv_name(w, spv_value(w, &fn->v), fn->name);
        spv_emit_function(w, fn);
        spv_inline_function(w, fn);
    }
    emit_entry(w);
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
    size_t start = out->len;
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
