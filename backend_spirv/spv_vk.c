/* The Vulkan-specific parts of a SPIR-V module (the front end's
 * [[vk::...]] declarations and DXC's -fspv-* / -fvk-* options):
 * specialization constants (OpSpecConstant* with SpecId, SPIR-V 2.12),
 * the target environments' SPIR-V versions, -fvk-invert-y,
 * -fvk-use-dx-position-w, -fvk-support-nonzero-base-instance/-vertex,
 * -Gis, -fspv-reflect, -fspv-enable-maximal-reconvergence,
 * -fspv-preserve-bindings/-interface and -fspv-extension. Each mirrors
 * DXC's meaning (quoted where it is DXC's -help text). */
#include <string.h>
#include "spv_internal.h"

uint32_t spv_emit_spec_constant(SpvWriter *w, IrGlobal *g)
{
    const IrType *t = g->pointee;
    IrConst *k = g->init;
    uint32_t type = spv_type(w, t), id = spv_value(w, &g->v), ops[2];
    if (spv_map_get(&w->spec_emitted, g))
        return id;
    spv_map_put(w, &w->spec_emitted, g, 1);
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
    return id;
}

/* [numthreads] (or [[vk::LocalSizeId]]) with specialization constants
 * (sema_vk_spec.c). SPIR-V 1.6 takes LocalSizeId (OpExecutionModeId, the
 * mode that replaced WorkgroupSize; DXC's draft #7084 emits it for
 * vulkan1.3). Before, Vulkan needs maintenance4 for LocalSizeId, so the
 * size is a WorkgroupSize-decorated OpSpecConstantComposite, which takes
 * precedence over LocalSize (Vulkan 15.8 "WorkgroupSize"; glslang's
 * local_size_x_id does the same), with LocalSize giving the defaults. */
void spv_vk_local_size(SpvWriter *w, IrFunction *f, uint32_t fid)
{
    SpvWords *mb = &w->sec[SEC_MODES];
    uint32_t size[3], ids[3];
    bool spec = false;
    for (int i = 0; i < 3; i++) {
        size[i] = f->workgroup_size[i] ? f->workgroup_size[i] : 1;
        spec |= f->workgroup_spec[i] != NULL;
    }
    if (spec) {
        for (int i = 0; i < 3; i++)
            ids[i] = f->workgroup_spec[i] ? spv_emit_spec_constant(w, f->workgroup_spec[i]) : spv_u32(w, size[i]);
    }
    if (spec && w->version >= 0x00010600u) {
        spv_op(w, mb, SpvOpExecutionModeId, 5, fid, (uint32_t)SpvExecutionModeLocalSizeId, ids[0], ids[1], ids[2]);
        return;
    }
    spv_op(w, mb, SpvOpExecutionMode, 5, fid, (uint32_t)SpvExecutionModeLocalSize, size[0], size[1], size[2]);
    if (!spec)
        return;
    const IrType *u32 = irt_int(w->m, 32, false);
    uint32_t v3 = spv_type(w, irt_vector(w->m, u32, 3)), id = spv_id(w);
    for (int i = 0; i < 3; i++)
        if (f->workgroup_spec[i] && f->workgroup_spec[i]->pointee->is_signed) {
            /* the vector's components are uint: an int constant + 0u is
             * its bits as a uint (IAdd takes either signedness) */
            uint32_t as_uint = spv_id(w);
            spv_op(w, &w->sec[SEC_TYPES], SpvOpSpecConstantOp, 5, spv_type(w, u32), as_uint, (uint32_t)SpvOpIAdd,
                   ids[i], spv_u32(w, 0));
            ids[i] = as_uint;
        }
    spv_op(w, &w->sec[SEC_TYPES], SpvOpSpecConstantComposite, 5, v3, id, ids[0], ids[1], ids[2]);
    spv_name(w, id, "gl_WorkGroupSize");
    spv_decorate(w, id, SpvDecorationBuiltIn, 1, (uint32_t)SpvBuiltInWorkgroupSize);
}

/* DXC's environments: Vulkan 1.0 is SPIR-V 1.0, 1.1 is 1.3 (1.4 with
 * vulkan1.1spirv1.4), 1.2 is 1.5, 1.3 and 1.4 are 1.6; universal1.5 is
 * SPIR-V 1.5 with no Vulkan rules. */
uint32_t spv_target_version(int vulkan_version, unsigned spirv_version)
{
    switch (vulkan_version) {
    case 0: return spirv_version == 0x00010500u ? spirv_version : 0;
    case 100: return 0x00010000u;
    case 110: return spirv_version == 0x00010400u ? spirv_version : 0x00010300u;
    case 120: return 0x00010500u;
    case 130:
    case 140: return 0x00010600u;
    default: return 0;
    }
}

/* ---------------------------------------------------------------- stage variables */

static IrGlobal *global_of(IrValue *p)
{
    return p->vkind == IRV_GLOBAL ? (IrGlobal *)p : NULL;
}

uint32_t spv_vk_stored_value(SpvWriter *w, IrInst *store)
{
    uint32_t v = spv_value(w, store->args[1]);
    IrGlobal *g = global_of(store->args[0]);
    /* DXC: -fvk-invert-y "negate SV_Position.y before writing to stage
     * output in VS" (Vulkan's y axis points down, D3D's up). */
    if (!w->o->invert_y || !g || g->builtin != IRB_POSITION || g->space != IRS_OUTPUT ||
        !(w->fn_st & ST_VERTEX))
        return v;
    const IrType *vt = store->args[1]->type, *ft = vt->elem;
    uint32_t tf = spv_type(w, ft), tv = spv_type(w, vt);
    uint32_t y = spv_id(w), ny = spv_id(w), r = spv_id(w);
    spv_op(w, SPV_FN(w), SpvOpCompositeExtract, 4, tf, y, v, 1u);
    spv_op(w, SPV_FN(w), SpvOpFNegate, 3, tf, ny, y);
    spv_op(w, SPV_FN(w), SpvOpCompositeInsert, 5, tv, r, ny, v, 1u);
    return r;
}

/* An Input variable the options need beyond the module's (BaseInstance,
 * BaseVertex: DrawParameters, core from SPIR-V 1.3). */
static uint32_t draw_parameter(SpvWriter *w, uint32_t *slot, SpvBuiltIn bi, const char *name)
{
    if (*slot)
        return *slot;
    const IrType *u32 = irt_int(w->m, 32, false);
    uint32_t ptr = spv_type(w, irt_pointer(w->m, u32, IRS_INPUT)), id = spv_id(w);
    spv_op(w, &w->sec[SEC_TYPES], SpvOpVariable, 3, ptr, id, (uint32_t)SpvStorageClassInput);
    spv_name(w, id, name);
    spv_decorate(w, id, SpvDecorationBuiltIn, 1, (uint32_t)bi);
    spv_cap(w, SpvCapabilityDrawParameters);
    if (w->version < 0x00010300u)
        spv_ext(w, "SPV_KHR_shader_draw_parameters");
    vec_push(w->a, &w->extra_interface, id);
    return *slot = id;
}

bool spv_vk_load(SpvWriter *w, IrInst *load)
{
    IrGlobal *g = global_of(load->args[0]);
    if (!g || g->space != IRS_INPUT)
        return false;
    unsigned st = w->fn_st; /* the stages of the entries reaching the function */
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_type(w, load->v.type), p = spv_value(w, load->args[0]);
    /* DXC: -fvk-use-dx-position-w "reciprocate SV_Position.w after reading
     * from stage input in PS" (FragCoord.w is 1/w, D3D's is w). */
    if (w->o->dx_position_w && g->builtin == IRB_POSITION && (st & ST_FRAGMENT)) {
        const IrType *ft = load->v.type->elem;
        uint32_t tf = spv_type(w, ft), v = spv_id(w), wv = spv_id(w), rw = spv_id(w);
        spv_op(w, b, SpvOpLoad, 3, type, v, p);
        spv_op(w, b, SpvOpCompositeExtract, 4, tf, wv, v, 3u);
        spv_op(w, b, SpvOpFDiv, 4, tf, rw, spv_const_scalar(w, ft, 0, 1.0), wv);
        spv_op(w, b, SpvOpCompositeInsert, 5, type, spv_value(w, &load->v), rw, v, 3u);
        return true;
    }
    /* DXC: -fvk-support-nonzero-base-instance / -vertex: SV_InstanceID =
     * InstanceIndex - BaseInstance, SV_VertexID = VertexIndex - BaseVertex
     * (both count from the draw's first instance / vertex, as in D3D). */
    bool inst = g->builtin == IRB_INSTANCE_INDEX && w->o->nonzero_base_instance;
    bool vert = g->builtin == IRB_VERTEX_INDEX && w->o->nonzero_base_vertex;
    if (!(st & ST_VERTEX) || (!inst && !vert))
        return false;
    uint32_t base = inst ? draw_parameter(w, &w->base_instance, SpvBuiltInBaseInstance, "gl_BaseInstance")
                         : draw_parameter(w, &w->base_vertex, SpvBuiltInBaseVertex, "gl_BaseVertex");
    uint32_t v = spv_id(w), bv = spv_id(w);
    spv_op(w, b, SpvOpLoad, 3, type, v, p);
    spv_op(w, b, SpvOpLoad, 3, type, bv, base);
    spv_op(w, b, SpvOpISub, 4, type, spv_value(w, &load->v), v, bv);
    return true;
}

/* ---------------------------------------------------------------- -Gis */

void spv_vk_no_contraction(SpvWriter *w, IrInst *i)
{
    /* DXC (PR #6840): -Gis puts NoContraction on every arithmetic
     * instruction, so no two are fused (IEEE strictness). */
    if (!w->o->ieee_strict && !i->precise) /* -Gis: all; HLSL precise: the marked ones */
        return;
    switch (i->op) {
    case IR_ADD: case IR_SUB: case IR_MUL: case IR_DIV: case IR_REM: case IR_NEG: case IR_DOT:
    case IR_MAT_TIMES_VEC: case IR_VEC_TIMES_MAT: case IR_MAT_TIMES_MAT: case IR_MAT_TIMES_SCALAR:
        break;
    case IR_INTRINSIC: /* mad's Fma, which lower_intrinsics marks as DXC does */
        if (i->imm == INTR_MAD && i->precise)
            break;
        return;
    default: return;
    }
    uint32_t id = spv_value_id(w, &i->v);
    if (!id || spv_map_get(&w->no_contraction, (void *)(uintptr_t)id) ||
        (i->num_args && spv_value_id(w, i->args[0]) == id))
        return;
    spv_map_put(w, &w->no_contraction, (void *)(uintptr_t)id, 1);
    spv_decorate(w, id, SpvDecorationNoContraction, 0);
}

/* ---------------------------------------------------------------- -fspv-reflect */

/* DXC's UserTypeGOOGLE string: the HLSL type's name in lower case, then
 * its template arguments: "rwstructuredbuffer:<float>". */
static const char *user_type(SpvWriter *w, const char *hlsl)
{
    char *s = arena_strdup(w->a, hlsl);
    char *lt = strchr(s, '<');
    for (char *p = s; *p && p != lt; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p - 'A' + 'a');
    if (!lt)
        return s;
    *lt = 0;
    return arena_printf(w->a, "%s:<%s", s, lt + 1);
}

static void decorate_string(SpvWriter *w, uint32_t id, SpvDecoration d, const char *text)
{
    SpvWords *b = &w->sec[SEC_DECOR];
    size_t s = spv_begin(w, b, SpvOpDecorateString);
    spv_w(w, b, id);
    spv_w(w, b, (uint32_t)d);
    spv_str(w, b, text);
    spv_end(w, b, s);
}

void spv_vk_reflect_global(SpvWriter *w, IrGlobal *g, uint32_t id)
{
    if (!w->o->spv_reflect || w->o->strip_reflect)
        return;
    /* OpDecorateString is core from SPIR-V 1.4 (SPV_GOOGLE_decorate_string before) */
    if (w->version < 0x00010400u)
        spv_ext(w, "SPV_GOOGLE_decorate_string");
    if ((g->space == IRS_INPUT || g->space == IRS_OUTPUT) && g->semantic) {
        spv_ext(w, "SPV_GOOGLE_hlsl_functionality1");
        decorate_string(w, id, SpvDecorationHlslSemanticGOOGLE, g->semantic);
    } else if (g->resource != IRR_NONE && g->hlsl_type && !g->push_constant) {
        spv_ext(w, "SPV_GOOGLE_user_type");
        decorate_string(w, id, SpvDecorationUserTypeGOOGLE, user_type(w, g->hlsl_type));
    }
    /* DXC: the buffer names its counter (OpDecorateId: SPIR-V 1.2) */
    if (g->counter_of && w->version >= 0x00010200u) {
        spv_ext(w, "SPV_GOOGLE_hlsl_functionality1");
        spv_op(w, &w->sec[SEC_DECOR], SpvOpDecorateId, 3, spv_value(w, &g->counter_of->v),
               (uint32_t)SpvDecorationHlslCounterBufferGOOGLE, id);
    }
}

/* ---------------------------------------------------------------- the module */

/* SPV_KHR_maximal_reconvergence's execution mode: newer than these
 * SPIRV-Headers (added in 2024). */
enum { SPV_EXECUTION_MODE_MAXIMALLY_RECONVERGES_KHR = 6023 };

void spv_vk_entry_modes(SpvWriter *w, uint32_t fid)
{
    /* -Gis: DXC (PR #7693) also has the driver keep NaNs, infinities and
     * the sign of zero, which Vulkan otherwise lets it ignore: the
     * SignedZeroInfNanPreserve mode for 32-bit floats (SPV_KHR_float_controls,
     * core in SPIR-V 1.4; the device must report
     * shaderSignedZeroInfNanPreserveFloat32). */
    if (w->o->ieee_strict) {
        spv_cap(w, SpvCapabilitySignedZeroInfNanPreserve);
        if (w->version < 0x00010400u)
            spv_ext(w, "SPV_KHR_float_controls");
        spv_op(w, &w->sec[SEC_MODES], SpvOpExecutionMode, 3, fid,
               (uint32_t)SpvExecutionModeSignedZeroInfNanPreserve, 32u);
    }
    if (!w->o->maximal_reconvergence)
        return;
    /* DXC: -fspv-enable-maximal-reconvergence "Enables the
     * MaximallyReconvergesKHR execution mode for this module". */
    spv_ext(w, "SPV_KHR_maximal_reconvergence");
    spv_op(w, &w->sec[SEC_MODES], SpvOpExecutionMode, 2, fid, (uint32_t)SPV_EXECUTION_MODE_MAXIMALLY_RECONVERGES_KHR);
}

/* -fspv-use-vulkan-memory-model (DXC: "Generates SPIR-V modules that use the
 * Vulkan memory model instead of GLSL450"): the VulkanMemoryModel capability
 * (core in SPIR-V 1.5, SPV_KHR_vulkan_memory_model before) and the device's
 * vulkanMemoryModel feature. prism's barriers and atomics already say
 * Acquire/Release semantics and scopes that model reads alike. */
uint32_t spv_vk_memory_model(SpvWriter *w)
{
    if (!w->o->vulkan_memory_model)
        return (uint32_t)SpvMemoryModelGLSL450;
    spv_cap(w, SpvCapabilityVulkanMemoryModel);
    if (w->version < 0x00010500u)
        spv_ext(w, "SPV_KHR_vulkan_memory_model");
    w->vulkan_features |= SPV_FEATURE_VULKAN_MEMORY_MODEL;
    return (uint32_t)SpvMemoryModelVulkan;
}

/* The Device scope of an atomic or barrier: under the Vulkan memory model
 * it needs VulkanMemoryModelDeviceScope (and the device feature). */
uint32_t spv_vk_device_scope(SpvWriter *w)
{
    if (w->o->vulkan_memory_model) {
        spv_cap(w, SpvCapabilityVulkanMemoryModelDeviceScope);
        w->vulkan_features |= SPV_FEATURE_VULKAN_MEMORY_MODEL_DEVICE_SCOPE;
    }
    return spv_u32(w, SpvScopeDevice);
}

/* The memory operands of a load or store under the Vulkan memory model
 * (0 otherwise). Its non-atomic accesses are private unless they say
 * NonPrivatePointer, and only non-private ones are ordered for other
 * invocations by barriers: HLSL's groupshared and buffer memory is shared,
 * so those say it (glslang does likewise for GLSL's shared and coherent
 * memory). It also bans the Volatile decoration that SPIR-V 1.6's
 * HelperInvocation takes (spv_module.c): a load of it says Volatile instead. */
uint32_t spv_vk_memory_access(SpvWriter *w, IrValue *p, bool load)
{
    if (!w->o->vulkan_memory_model || p->type->kind != IRT_POINTER)
        return 0;
    IrAddrSpace s = p->type->space;
    if (s == IRS_WORKGROUP || s == IRS_STORAGE || s == IRS_PHYSICAL)
        return SpvMemoryAccessNonPrivatePointerMask;
    const IrGlobal *g = p->vkind == IRV_GLOBAL ? (const IrGlobal *)p : NULL;
    if (load && w->version >= 0x00010600u && g && g->builtin == IRB_HELPER_INVOCATION)
        return SpvMemoryAccessVolatileMask;
    return 0;
}

bool spv_vk_preserved(SpvWriter *w, IrGlobal *g)
{
    if (w->o->preserve_bindings && (g->resource != IRR_NONE || g->space == IRS_HANDLE))
        return true;
    if (!w->o->preserve_interface || (g->space != IRS_INPUT && g->space != IRS_OUTPUT))
        return false;
    for (uint32_t k = 0; k < w->entry->num_interface; k++) /* collect() sets w->entry to each */
        if (w->entry->interface[k] == g)
            return true;
    return false;
}

/* What an extension is for, in words: the -fspv-extension message. */
static const char *extension_use(const char *ext)
{
    static const struct {
        const char *ext, *use;
    } uses[] = {
        {"SPV_KHR_shader_draw_parameters", "BaseVertex, BaseInstance or DrawIndex"},
        {"SPV_KHR_device_group", "DeviceIndex"},
        {"SPV_NV_viewport_array2", "ViewportMaskNV"},
        {"SPV_NV_shader_subgroup_partitioned", "-fspv-partitioned-nv"},
        {"SPV_KHR_maximal_reconvergence", "-fspv-enable-maximal-reconvergence"},
        {"SPV_KHR_vulkan_memory_model", "-fspv-use-vulkan-memory-model before SPIR-V 1.5"},
        {"SPV_GOOGLE_hlsl_functionality1", "-fspv-reflect"},
        {"SPV_GOOGLE_user_type", "-fspv-reflect"},
        {"SPV_GOOGLE_decorate_string", "-fspv-reflect before SPIR-V 1.4"},
        {"SPV_KHR_non_semantic_info", "-fspv-debug=vulkan"},
        {"SPV_KHR_shader_clock", "vk::ReadClock"},
        {"SPV_KHR_physical_storage_buffer", "vk::RawBufferLoad, vk::RawBufferStore or vk::BufferPointer"},
        {"SPV_KHR_16bit_storage", "16-bit types in buffers before SPIR-V 1.3"},
        {"SPV_KHR_ray_query", "inline ray tracing (RayQuery)"},
    };
    for (size_t i = 0; i < sizeof uses / sizeof *uses; i++)
        if (!strcmp(uses[i].ext, ext))
            return uses[i].use;
    return "this shader";
}

void spv_vk_check_extensions(SpvWriter *w)
{
    const PrismOptions *o = w->o;
    if (!o->spv_extensions || !o->num_spv_extensions)
        return;
    for (int i = 0; i < w->exts.len; i++) {
        const char *e = w->exts.data[i];
        bool ok = false;
        for (int k = 0; k < o->num_spv_extensions && !ok; k++) {
            const char *a = o->spv_extensions[k];
            /* DXC: "-fspv-extension=KHR" allows every KHR extension */
            ok = !strcmp(a, e) || (!strcmp(a, "KHR") && !strncmp(e, "SPV_KHR_", 8));
        }
        if (!ok)
            diag(w->c, (SrcLoc){0, 0, 0}, D_SPV_EXTENSION_NOT_ALLOWED, extension_use(e), e, e);
    }
}

/* ---------------------------------------------------------------- vk:: intrinsics */

/* vk::ReadClock(scope) (DXC): OpReadClockKHR of a 64-bit clock at the
 * Subgroup or Device scope, the two VK_KHR_shader_clock allows (sema
 * checked the constant); reflection names the feature each needs. */
void spv_vk_read_clock(SpvWriter *w, IrInst *i)
{
    const IrConst *k = i->args[0]->vkind == IRV_CONST ? (const IrConst *)i->args[0] : NULL;
    spv_cap(w, SpvCapabilityShaderClockKHR);
    spv_ext(w, "SPV_KHR_shader_clock");
    w->vulkan_features |= k && k->u == SpvScopeSubgroup ? SPV_FEATURE_SHADER_SUBGROUP_CLOCK : SPV_FEATURE_SHADER_DEVICE_CLOCK;
    uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v), scope = spv_value(w, i->args[0]);
    spv_op(w, SPV_FN(w), SpvOpReadClockKHR, 3, type, id, scope);
}

/* vk::RawBufferLoad/Store and vk::BufferPointer (DXC, and the HLSL
 * proposal 0010's SPIR-V): a u64 device address OpBitcast to a
 * PhysicalStorageBuffer pointer, in the PhysicalStorageBuffer64 addressing
 * model (SPV_KHR_physical_storage_buffer, core in SPIR-V 1.5); Vulkan's
 * bufferDeviceAddress feature. */
void spv_vk_addr_to_ptr(SpvWriter *w, IrInst *i)
{
    spv_cap(w, SpvCapabilityPhysicalStorageBufferAddresses); /* and so PhysicalStorageBuffer64 */
    if (w->version < 0x00010500u)
        spv_ext(w, "SPV_KHR_physical_storage_buffer");
    w->vulkan_features |= SPV_FEATURE_BUFFER_DEVICE_ADDRESS;
    uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
    spv_op(w, SPV_FN(w), SpvOpBitcast, 3, type, id, spv_value(w, i->args[0]));
}

/* Loads and stores through PhysicalStorageBuffer pointers carry Aligned
 * (SPIR-V 2.18.1): the address's alignment at the address itself; inside
 * it (an access chain), the size of the scalars reached, which the layout
 * aligns them to at least. */
uint32_t spv_vk_physical_align(const IrValue *ptr)
{
    const IrType *t = ptr->type;
    if (t->kind != IRT_POINTER || t->space != IRS_PHYSICAL || ptr->vkind != IRV_INST)
        return 0;
    const IrInst *i = (const IrInst *)ptr;
    if (i->op == IR_ADDR_TO_PTR)
        return i->imm;
    const IrType *s = t->elem;
    while (s->kind == IRT_ARRAY || s->kind == IRT_RUNTIME_ARRAY || s->kind == IRT_VECTOR || s->kind == IRT_MATRIX)
        s = s->elem;
    return s->kind == IRT_INT || s->kind == IRT_FLOAT ? (uint32_t)s->bits / 8 : 4;
}

/* SubpassLoad() (DXC): OpImageRead of the SubpassData image at (0, 0),
 * which Vulkan reads as this fragment's own texel (coordinates relative to
 * it: SPIR-V 3.8 "SubpassData"); SubpassLoad(s) adds Sample s. */
void spv_vk_subpass_load(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    const IrType *v2 = irt_vector(w->m, irt_int(w->m, 32, true), 2);
    uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v), img = spv_value(w, i->args[0]);
    uint32_t coord = spv_value(w, &ir_const_null(w->m, v2)->v);
    if (i->num_args > 1)
        spv_op(w, b, SpvOpImageRead, 6, type, id, img, coord, (uint32_t)SpvImageOperandsSampleMask,
               spv_value(w, i->args[1]));
    else
        spv_op(w, b, SpvOpImageRead, 4, type, id, img, coord);
}
