/* A pass's pipeline: shader modules, specialization constants (the
 * shader's SpecializationConstants), the pipeline layout with its push
 * constant ranges (the YAML's PushConstants), then a compute pipeline here
 * or a graphics one (vk_graphics.c); and the commands of the pass. */
#include "vk.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

static VkShaderStageFlagBits stage_bit(enum vr_stage s)
{
    return s == VR_ST_VERTEX  ? VK_SHADER_STAGE_VERTEX_BIT
           : s == VR_ST_PIXEL ? VK_SHADER_STAGE_FRAGMENT_BIT
                              : VK_SHADER_STAGE_COMPUTE_BIT;
}

/* A specialization constant's bytes: VkBool32 for Bool (SPIR-V's
 * OpSpecConstantTrue/False read 32 bits), else the Type's size. The
 * messages are the suite's offloader's. */
static int spec_value(const struct vr_specconst *c, unsigned char *out, uint32_t *size)
{
    static const char *const names[VR_F_COUNT] = {
        [VR_F_Bool] = "bool", [VR_F_Int16] = "int16", [VR_F_UInt16] = "uint16",
        [VR_F_Int32] = "int32", [VR_F_UInt32] = "uint32", [VR_F_Int64] = "int64",
        [VR_F_UInt64] = "uint64", [VR_F_Float16] = "half", [VR_F_Float32] = "float",
        [VR_F_Float64] = "double"};
    const char *v = c->value;
    char *end;
    errno = 0;
    *size = vr_formats[c->type].bytes;
    int ok;
    if (c->type == VR_F_Bool) {
        long x = strtol(v, &end, 0);
        ok = strcmp(v, "true") == 0 || strcmp(v, "false") == 0 || (*v && !*end);
        uint32_t b = strcmp(v, "true") == 0 || (*v && !*end && x != 0);
        memcpy(out, &b, 4);
    } else if (c->type == VR_F_Float32 || c->type == VR_F_Float64) {
        double d = strtod(v, &end);
        ok = *v && !*end && !errno;
        float f = (float)d;
        if (c->type == VR_F_Float32)
            memcpy(out, &f, 4);
        else
            memcpy(out, &d, 8);
    } else {
        ok = names[c->type] && vr_put_scalar(v, c->type, out) == 0;
    }
    if (!ok) {
        printf("gpu-exec: error: Invalid %s value for specialization constant '%s'\n",
               names[c->type] ? names[c->type] : vr_formats[c->type].name, v);
        return -1;
    }
    return 0;
}

static int spec_info(const struct vr_shader *s, VkSpecializationInfo *info,
                     VkSpecializationMapEntry *entries, unsigned char *data,
                     const struct vr_refl *refl)
{
    uint32_t off = 0;
    for (int i = 0; i < s->nspecs && i < 32; i++) {
        for (int k = 0; k < i; k++)
            if (s->specs[k].id == s->specs[i].id) {
                printf("gpu-exec: error: Test configuration contains multiple entries "
                       "for specialization constant ID %u.\n", s->specs[i].id);
                return VR_BAD;
            }
        uint32_t size;
        if (spec_value(&s->specs[i], data + off, &size))
            return VR_BAD;
        entries[i] = (VkSpecializationMapEntry){s->specs[i].id, off, size};
        off += 8;
    }
    /* with reflection, every id the YAML sets must be one the shader has */
    for (int i = 0; refl->present && i < s->nspecs; i++) {
        int found = 0;
        for (int k = 0; k < refl->nspecs; k++)
            found |= refl->specs[k].id == s->specs[i].id;
        if (!found) {
            printf("FAIL: the test sets specialization constant %u, which the %s shader "
                   "does not have (reflection)\n", s->specs[i].id, s->stage_name);
            return VR_FAIL;
        }
    }
    *info = (VkSpecializationInfo){(uint32_t)(s->nspecs < 32 ? s->nspecs : 32), entries,
                                   off, data};
    return VR_PASS;
}

/* The specialization constants' values and ids, checked before anything
 * runs, as the suite's offloader checks them when it reads the test. */
int vr_check_specs(const struct vr_test *t)
{
    for (int p = 0; p < t->npasses; p++)
        for (int k = 0; k < t->passes[p].nshaders; k++) {
            const struct vr_shader *s = &t->passes[p].shaders[k];
            for (int i = 0; i < s->nspecs; i++) {
                unsigned char data[8];
                uint32_t size;
                for (int j = 0; j < i; j++)
                    if (s->specs[j].id == s->specs[i].id) {
                        printf("gpu-exec: error: Test configuration contains multiple entries "
                               "for specialization constant ID %u.\n", s->specs[i].id);
                        return VR_FAIL;
                    }
                if (spec_value(&s->specs[i], data, &size))
                    return VR_FAIL;
            }
        }
    return VR_PASS;
}

/* One range per stage that has push constants: the YAML's block, at least
 * as long as the shader's (its reflection), a multiple of 4 bytes. */
static int layout(struct vr_vk *vk, struct vr_gpass *gp, const struct vr_pass *p,
                  const struct vr_module *mods)
{
    VkPushConstantRange ranges[8];
    uint32_t n = 0;
    for (int i = 0; i < p->nshaders && n < 8; i++) {
        uint32_t size = mods[i].refl.push_size;
        for (int b = 0; b < p->npushes; b++)
            if (p->pushes[b].stage == p->shaders[i].stage && p->pushes[b].size > size)
                size = p->pushes[b].size;
        if (!size)
            continue;
        size = (size + 3) & ~3u;
        if (size > vk->props.limits.maxPushConstantsSize) {
            printf("SKIP: %u bytes of push constants; the device has %u\n", size,
                   vk->props.limits.maxPushConstantsSize);
            return VR_SKIP;
        }
        gp->push_stages[n] = stage_bit(p->shaders[i].stage);
        ranges[n++] = (VkPushConstantRange){stage_bit(p->shaders[i].stage), 0, size};
    }
    VkPipelineLayoutCreateInfo li = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                     .setLayoutCount = (uint32_t)gp->nsets,
                                     .pSetLayouts = gp->layouts,
                                     .pushConstantRangeCount = n,
                                     .pPushConstantRanges = ranges};
    if (vkCreatePipelineLayout(vk->device, &li, NULL, &gp->playout) != VK_SUCCESS) {
        printf("FAIL: vkCreatePipelineLayout\n");
        return VR_FAIL;
    }
    return VR_PASS;
}

int vr_pass_pipeline(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, int pi,
                     const struct vr_module *mods, uint32_t subgroup_size,
                     struct vr_arena *a)
{
    struct vr_pass *p = &t->passes[pi];
    struct vr_gpass *gp = &g->passes[pi];
    int rc = vr_pass_descriptors(vk, g, t, pi, a);
    if (rc == VR_PASS)
        rc = layout(vk, gp, p, mods);
    if (rc != VR_PASS)
        return rc;
    VkPipelineShaderStageCreateInfo stages[4];
    VkSpecializationInfo infos[4];
    VkSpecializationMapEntry entries[4][32];
    unsigned char data[4][32 * 8];
    /* [WaveSize(N)]: SPIR-V cannot say it, the pipeline does */
    VkPipelineShaderStageRequiredSubgroupSizeCreateInfo req = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO,
        .requiredSubgroupSize = subgroup_size};
    for (int i = 0; i < p->nshaders && i < 4; i++) {
        VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                       .codeSize = mods[i].len,
                                       .pCode = mods[i].spv};
        if (vkCreateShaderModule(vk->device, &mi, NULL, &gp->modules[i]) != VK_SUCCESS) {
            printf("FAIL: vkCreateShaderModule\n");
            return VR_FAIL;
        }
        rc = spec_info(&p->shaders[i], &infos[i], entries[i], data[i], &mods[i].refl);
        if (rc != VR_PASS)
            return rc;
        stages[i] = (VkPipelineShaderStageCreateInfo){
            .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
            .pNext = subgroup_size && !p->graphics ? &req : NULL,
            .stage = stage_bit(p->shaders[i].stage),
            .module = gp->modules[i],
            .pName = mods[i].refl.entry,
            .pSpecializationInfo = infos[i].mapEntryCount ? &infos[i] : NULL};
    }
    if (p->graphics)
        return vr_graphics_pipeline(vk, g, t, pi, mods, stages, p->nshaders);
    VkComputePipelineCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
                                      .stage = stages[0],
                                      .layout = gp->playout};
    VkResult res = vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &ci, NULL,
                                            &gp->pipeline);
    if (res != VK_SUCCESS) {
        printf("FAIL: vkCreateComputePipelines: VkResult %d\n", res);
        return VR_FAIL;
    }
    return VR_PASS;
}

static void push(VkCommandBuffer cb, const struct vr_gpass *gp, const struct vr_pass *p)
{
    for (int b = 0; b < p->npushes; b++)
        if (p->pushes[b].size)
            vkCmdPushConstants(cb, gp->playout, stage_bit(p->pushes[b].stage), 0,
                               (p->pushes[b].size + 3) & ~3u, p->pushes[b].data);
}

void vr_record_pass(struct vr_gpu *g, const struct vr_test *t, int pi)
{
    const struct vr_pass *p = &t->passes[pi];
    const struct vr_gpass *gp = &g->passes[pi];
    VkPipelineBindPoint bp = p->graphics ? VK_PIPELINE_BIND_POINT_GRAPHICS
                                         : VK_PIPELINE_BIND_POINT_COMPUTE;
    if (p->graphics) {
        vr_record_draw(g, t, pi); /* binds, pushes and draws inside its render pass */
        return;
    }
    vkCmdBindPipeline(g->cmd, bp, gp->pipeline);
    if (gp->nsets)
        vkCmdBindDescriptorSets(g->cmd, bp, gp->playout, 0, (uint32_t)gp->nsets, gp->sets,
                                0, NULL);
    push(g->cmd, gp, p);
    vkCmdDispatch(g->cmd, p->dispatch[0], p->dispatch[1], p->dispatch[2]);
}

void vr_record_push_constants(struct vr_gpu *g, const struct vr_test *t, int pi)
{
    push(g->cmd, &g->passes[pi], &t->passes[pi]);
}
