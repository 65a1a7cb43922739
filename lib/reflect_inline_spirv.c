/* Reflection of inline SPIR-V (docs/reflection.md, "inlineSpirv"): per
 * entry point, the capabilities, extensions and execution modes its inline
 * SPIR-V declares (what its call tree reaches: the instructions, the
 * functions, the globals and the inline types it uses), the built-ins it
 * adds, and the Vulkan features and device extensions those imply where
 * the Vulkan spec's "SPIR-V Environment" appendix ties them to one (shader
 * clock, buffer device address, 8/16/64-bit types ...). Subgroup
 * capabilities also set the entry's subgroupOperations bits. */
#include <spirv/unified1/spirv.h>
#include <string.h>
#include "../intrinsics/intrinsics.h"
#include "../ir/ir_spirv.h"
#include "../ir/spirv_grammar.h"
#include "reflect.h"

/* Capabilities and what a device must enable for them (Vulkan spec,
 * "SPIR-V Environment", capabilities table). */
static const struct {
    uint32_t cap;
    const char *feature;   /* Vk...Features::member, or NULL */
    const char *extension; /* the device extension, when not core in Vulkan 1.2 */
    unsigned subgroup;     /* VkSubgroupFeatureFlagBits */
} cap_table[] = {
    {SpvCapabilityFloat16, "VkPhysicalDeviceVulkan12Features::shaderFloat16", NULL, 0},
    {SpvCapabilityFloat64, "VkPhysicalDeviceFeatures::shaderFloat64", NULL, 0},
    {SpvCapabilityInt64, "VkPhysicalDeviceFeatures::shaderInt64", NULL, 0},
    {SpvCapabilityInt64Atomics, "VkPhysicalDeviceVulkan12Features::shaderBufferInt64Atomics", NULL, 0},
    {SpvCapabilityInt16, "VkPhysicalDeviceFeatures::shaderInt16", NULL, 0},
    {SpvCapabilityInt8, "VkPhysicalDeviceVulkan12Features::shaderInt8", NULL, 0},
    {SpvCapabilitySampleRateShading, "VkPhysicalDeviceFeatures::sampleRateShading", NULL, 0},
    {SpvCapabilityDrawParameters, "VkPhysicalDeviceVulkan11Features::shaderDrawParameters", NULL, 0},
    {SpvCapabilityStorageBuffer16BitAccess, "VkPhysicalDeviceVulkan11Features::storageBuffer16BitAccess", NULL, 0},
    {SpvCapabilityUniformAndStorageBuffer16BitAccess,
     "VkPhysicalDeviceVulkan11Features::uniformAndStorageBuffer16BitAccess", NULL, 0},
    {SpvCapabilityStoragePushConstant16, "VkPhysicalDeviceVulkan11Features::storagePushConstant16", NULL, 0},
    {SpvCapabilityStorageInputOutput16, "VkPhysicalDeviceVulkan11Features::storageInputOutput16", NULL, 0},
    {SpvCapabilityStorageBuffer8BitAccess, "VkPhysicalDeviceVulkan12Features::storageBuffer8BitAccess", NULL, 0},
    {SpvCapabilityUniformAndStorageBuffer8BitAccess,
     "VkPhysicalDeviceVulkan12Features::uniformAndStorageBuffer8BitAccess", NULL, 0},
    {SpvCapabilityStoragePushConstant8, "VkPhysicalDeviceVulkan12Features::storagePushConstant8", NULL, 0},
    {SpvCapabilityVulkanMemoryModel, "VkPhysicalDeviceVulkan12Features::vulkanMemoryModel", NULL, 0},
    {SpvCapabilityVulkanMemoryModelDeviceScope, "VkPhysicalDeviceVulkan12Features::vulkanMemoryModelDeviceScope",
     NULL, 0},
    {SpvCapabilityPhysicalStorageBufferAddresses, "VkPhysicalDeviceVulkan12Features::bufferDeviceAddress", NULL, 0},
    {SpvCapabilityDemoteToHelperInvocation, "VkPhysicalDeviceVulkan13Features::shaderDemoteToHelperInvocation",
     "VK_EXT_shader_demote_to_helper_invocation", 0},
    {SpvCapabilityStencilExportEXT, NULL, "VK_EXT_shader_stencil_export", 0},
    {SpvCapabilityRayQueryKHR, "VkPhysicalDeviceRayQueryFeaturesKHR::rayQuery", "VK_KHR_ray_query", 0},
    {SpvCapabilityAtomicFloat32AddEXT, "VkPhysicalDeviceShaderAtomicFloatFeaturesEXT::shaderBufferFloat32AtomicAdd",
     "VK_EXT_shader_atomic_float", 0},
    {SpvCapabilityFragmentShaderPixelInterlockEXT,
     "VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT::fragmentShaderPixelInterlock",
     "VK_EXT_fragment_shader_interlock", 0},
    {SpvCapabilityGroupNonUniform, NULL, NULL, VK_SG_BASIC},
    {SpvCapabilityGroupNonUniformVote, NULL, NULL, VK_SG_VOTE},
    {SpvCapabilityGroupNonUniformArithmetic, NULL, NULL, VK_SG_ARITHMETIC},
    {SpvCapabilityGroupNonUniformBallot, NULL, NULL, VK_SG_BALLOT},
    {SpvCapabilityGroupNonUniformShuffle, NULL, NULL, VK_SG_SHUFFLE},
    {SpvCapabilityGroupNonUniformShuffleRelative, NULL, NULL, VK_SG_SHUFFLE_RELATIVE},
    {SpvCapabilityGroupNonUniformClustered, NULL, NULL, VK_SG_CLUSTERED},
    {SpvCapabilityGroupNonUniformQuad, NULL, NULL, VK_SG_QUAD},
    {SpvCapabilityGroupNonUniformPartitionedNV, NULL, "VK_NV_shader_subgroup_partitioned", VK_SG_PARTITIONED_NV},
};

typedef struct Collect {
    IrModule *m;
    InlineSpirvReflection *r;
    bool clock_subgroup, clock_device;
} Collect;

static void add_u32(IrModule *m, ReflectWords *v, uint32_t x)
{
    for (int i = 0; i < v->len; i++)
        if (v->data[i] == x)
            return;
    vec_push(m->arena, v, x);
}

static void add_str(IrModule *m, ReflectNames *v, const char *s)
{
    for (int i = 0; i < v->len; i++)
        if (strcmp(v->data[i], s) == 0)
            return;
    vec_push(m->arena, v, s);
}

static void needs(Collect *c, const IrSpirvNeeds *n)
{
    for (uint32_t i = 0; n && i < n->num_caps; i++)
        add_u32(c->m, &c->r->capabilities, n->caps[i]);
    for (uint32_t i = 0; n && i < n->num_exts; i++)
        add_str(c->m, &c->r->extensions, n->exts[i]);
}

static void type_needs(Collect *c, const IrType *t)
{
    for (; t; t = t->elem) {
        if (t->kind == IRT_SPIRV) {
            needs(c, &t->spirv->needs);
            for (uint32_t k = 0; k < t->spirv->num_operands; k++)
                if (t->spirv->operands[k].kind == IR_SPV_TYPE)
                    type_needs(c, t->spirv->operands[k].type);
            return;
        }
        if (t->kind == IRT_STRUCT) {
            for (uint32_t k = 0; k < t->num_members; k++) {
                if (t->member_spirv && t->member_spirv[k])
                    needs(c, &t->member_spirv[k]->needs); /* a field's ext_capability */
                type_needs(c, t->members[k].type);
            }
            return;
        }
        if (t->kind == IRT_FUNCTION)
            return;
    }
}

static void inst(IrInst *i, void *user)
{
    Collect *c = user;
    type_needs(c, i->v.type);
    for (uint32_t k = 0; k < i->num_args; k++)
        if (i->args[k])
            type_needs(c, i->args[k]->type);
    const IrSpirvInst *s = ir_spirv_inst(c->m, i);
    if (!s)
        return;
    needs(c, &s->needs);
    if (s->kind == IR_SPV_EXECUTION_MODE || s->kind == IR_SPV_EXECUTION_MODE_ID)
        add_u32(c->m, &c->r->execution_modes, s->opcode);
    /* OpReadClockKHR's scope says which clock feature it needs. */
    if (s->kind == IR_SPV_CORE && s->opcode == SpvOpReadClockKHR && s->num_operands &&
        s->operands[0].kind == IR_SPV_ARG) {
        IrValue *scope = i->args[s->operands[0].index];
        uint64_t v = scope->vkind == IRV_CONST ? ((IrConst *)scope)->u : 0;
        c->clock_subgroup |= scope->vkind != IRV_CONST || v == SpvScopeSubgroup;
        c->clock_device |= scope->vkind != IRV_CONST || v == SpvScopeDevice;
    }
}

void reflect_inline_spirv(IrModule *m, IrFunction *entry, const bool *global_used, InlineSpirvReflection *r)
{
    memset(r, 0, sizeof *r);
    Collect c = {m, r, false, false};
    IrFunctionList reached = {0};
    ir_reachable_functions(m, entry, IR_ORDER_DISCOVERY, m->c->scratch, &reached);
    for (int f = 0; f < reached.len; f++)
        needs(&c, reached.data[f]->spirv_needs);
    ir_walk_entry_insts(m, entry, inst, &c);
    for (int g = 0; g < m->globals.len; g++) {
        IrGlobal *gl = m->globals.data[g];
        if (!global_used[gl->v.id])
            continue;
        type_needs(&c, gl->pointee);
        if (!gl->spirv)
            continue;
        needs(&c, &gl->spirv->needs);
        if (gl->spirv->builtin >= 0)
            add_u32(m, &r->builtins, (uint32_t)gl->spirv->builtin);
    }
    for (int i = 0; i < r->capabilities.len; i++)
        for (size_t k = 0; k < sizeof cap_table / sizeof *cap_table; k++) {
            if (cap_table[k].cap != r->capabilities.data[i])
                continue;
            if (cap_table[k].feature)
                add_str(m, &r->features, cap_table[k].feature);
            if (cap_table[k].extension)
                add_str(m, &r->device_extensions, cap_table[k].extension);
            r->subgroup_ops |= cap_table[k].subgroup;
        }
    for (int i = 0; i < r->capabilities.len; i++)
        if (r->capabilities.data[i] == SpvCapabilityShaderClockKHR) {
            if (c.clock_subgroup)
                add_str(m, &r->features, "VkPhysicalDeviceShaderClockFeaturesKHR::shaderSubgroupClock");
            if (c.clock_device)
                add_str(m, &r->features, "VkPhysicalDeviceShaderClockFeaturesKHR::shaderDeviceClock");
            add_str(m, &r->device_extensions, "VK_KHR_shader_clock");
        }
    for (int i = 0; i < r->execution_modes.len; i++)
        if (r->execution_modes.data[i] == SpvExecutionModeSubgroupUniformControlFlowKHR) {
            add_str(m, &r->features,
                    "VkPhysicalDeviceShaderSubgroupUniformControlFlowFeaturesKHR::shaderSubgroupUniformControlFlow");
            add_str(m, &r->device_extensions, "VK_KHR_shader_subgroup_uniform_control_flow");
        }
}

static void json_names(StrBuf *out, const char *key, SpirvEnumKind kind, const uint32_t *v, int n, const char *sep)
{
    sb_printf(out, "%s\"%s\": [", sep, key);
    for (int i = 0; i < n; i++) {
        const char *name = spirv_enum_name(kind, v[i]);
        if (name)
            sb_printf(out, "%s\"%s\"", i ? ", " : "", name);
        else
            sb_printf(out, "%s\"%u\"", i ? ", " : "", v[i]);
    }
    sb_putc(out, ']');
}

static void json_strs(StrBuf *out, const char *key, const char *const *v, int n, const char *sep)
{
    sb_printf(out, "%s\"%s\": [", sep, key);
    for (int i = 0; i < n; i++)
        sb_printf(out, "%s\"%s\"", i ? ", " : "", v[i]);
    sb_putc(out, ']');
}

const char *reflect_inline_builtin(const IrGlobal *g)
{
    if (!g->spirv || g->spirv->builtin < 0)
        return NULL;
    const char *name = spirv_enum_name(SPIRV_ENUM_BUILTIN, (uint32_t)g->spirv->builtin);
    return name ? name : "?";
}

bool reflect_inline_spirv_empty(const InlineSpirvReflection *r)
{
    return !r->capabilities.len && !r->extensions.len && !r->execution_modes.len && !r->builtins.len;
}

void reflect_inline_spirv_json(const InlineSpirvReflection *r, StrBuf *out)
{
    sb_puts(out, "      \"inlineSpirv\": {");
    json_names(out, "capabilities", SPIRV_ENUM_CAPABILITY, r->capabilities.data, r->capabilities.len, "");
    json_strs(out, "extensions", r->extensions.data, r->extensions.len, ", ");
    json_names(out, "executionModes", SPIRV_ENUM_EXECUTIONMODE, r->execution_modes.data, r->execution_modes.len, ", ");
    json_names(out, "builtins", SPIRV_ENUM_BUILTIN, r->builtins.data, r->builtins.len, ", ");
    json_strs(out, "vulkanFeatures", r->features.data, r->features.len, ",\n        ");
    json_strs(out, "vulkanExtensions", r->device_extensions.data, r->device_extensions.len, ", ");
    sb_puts(out, "},\n");
}
