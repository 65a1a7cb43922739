/* The compute pipeline from prism's SPIR-V, one dispatch, and cleanup. */
#include "vk.h"

int vr_gpu_pipeline(struct vr_vk *vk, struct vr_gpu *g, const uint32_t *spv,
                    size_t len, const char *entry, uint32_t subgroup_size)
{
    VkShaderModuleCreateInfo mi = {.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
                                   .codeSize = len,
                                   .pCode = spv};
    if (vkCreateShaderModule(vk->device, &mi, NULL, &g->module) != VK_SUCCESS) {
        printf("FAIL: vkCreateShaderModule\n");
        return VR_FAIL;
    }
    VkPipelineLayoutCreateInfo li = {.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
                                     .setLayoutCount = (uint32_t)g->nsets,
                                     .pSetLayouts = g->layouts};
    if (vkCreatePipelineLayout(vk->device, &li, NULL, &g->playout) != VK_SUCCESS) {
        printf("FAIL: vkCreatePipelineLayout\n");
        return VR_FAIL;
    }
    /* [WaveSize(N)]: SPIR-V cannot say it, the pipeline does */
    VkPipelineShaderStageRequiredSubgroupSizeCreateInfo req = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_REQUIRED_SUBGROUP_SIZE_CREATE_INFO,
        .requiredSubgroupSize = subgroup_size};
    VkComputePipelineCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
        .stage = {.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
                  .pNext = subgroup_size ? &req : NULL,
                  .stage = VK_SHADER_STAGE_COMPUTE_BIT,
                  .module = g->module,
                  .pName = entry},
        .layout = g->playout};
    VkResult res = vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &ci, NULL,
                                            &g->pipeline);
    if (res != VK_SUCCESS) {
        printf("FAIL: vkCreateComputePipelines: VkResult %d\n", res);
        return VR_FAIL;
    }
    return VR_PASS;
}

static void record(struct vr_gpu *g, VkCommandBuffer cb, const uint32_t groups[3])
{
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    vkBeginCommandBuffer(cb, &bi);
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, g->pipeline);
    if (g->nsets)
        vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, g->playout, 0,
                                (uint32_t)g->nsets, g->sets, 0, NULL);
    vkCmdDispatch(cb, groups[0], groups[1], groups[2]);
    /* make the shader's writes visible to the host's reads of the mapping */
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                          .srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT,
                          .dstAccessMask = VK_ACCESS_HOST_READ_BIT};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT,
                         VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, NULL, 0, NULL);
    vkEndCommandBuffer(cb);
}

int vr_gpu_dispatch(struct vr_vk *vk, struct vr_gpu *g, const uint32_t groups[3])
{
    VkCommandPoolCreateInfo pi = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                  .queueFamilyIndex = vk->queue_family};
    VkFenceCreateInfo fi = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    VkCommandBuffer cb;
    if (vkCreateCommandPool(vk->device, &pi, NULL, &g->cmdpool) != VK_SUCCESS ||
        vkCreateFence(vk->device, &fi, NULL, &g->fence) != VK_SUCCESS) {
        printf("FAIL: cannot create a command pool and a fence\n");
        return VR_FAIL;
    }
    VkCommandBufferAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                      .commandPool = g->cmdpool,
                                      .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                      .commandBufferCount = 1};
    if (vkAllocateCommandBuffers(vk->device, &ai, &cb) != VK_SUCCESS) {
        printf("FAIL: vkAllocateCommandBuffers\n");
        return VR_FAIL;
    }
    record(g, cb, groups);
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
                       .commandBufferCount = 1,
                       .pCommandBuffers = &cb};
    if (vkQueueSubmit(vk->queue, 1, &si, g->fence) != VK_SUCCESS) {
        printf("FAIL: vkQueueSubmit\n");
        return VR_FAIL;
    }
    /* a shader that never ends (a wrong loop exit) must not hang the run */
    VkResult res = vkWaitForFences(vk->device, 1, &g->fence, VK_TRUE, 20000000000ull);
    if (res != VK_SUCCESS) {
        printf("FAIL: the dispatch did not finish (VkResult %d)\n", res);
        return VR_FAIL;
    }
    return VR_PASS;
}

void vr_gpu_destroy(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t)
{
    VkDevice d = vk->device;
    if (!d)
        return;
    vkDeviceWaitIdle(d);
    if (g->fence)
        vkDestroyFence(d, g->fence, NULL);
    if (g->cmdpool)
        vkDestroyCommandPool(d, g->cmdpool, NULL);
    if (g->pipeline)
        vkDestroyPipeline(d, g->pipeline, NULL);
    if (g->module)
        vkDestroyShaderModule(d, g->module, NULL);
    if (g->playout)
        vkDestroyPipelineLayout(d, g->playout, NULL);
    if (g->pool)
        vkDestroyDescriptorPool(d, g->pool, NULL);
    for (int s = 0; g->layouts && s < g->nsets; s++)
        if (g->layouts[s])
            vkDestroyDescriptorSetLayout(d, g->layouts[s], NULL);
    for (int b = 0; g->bufs && b < t->nbufs; b++)
        for (uint32_t k = 0; g->bufs[b] && k < t->bufs[b].array_size; k++) {
            struct vr_gbuf *gb = &g->bufs[b][k];
            if (gb->view)
                vkDestroyBufferView(d, gb->view, NULL);
            if (gb->buffer)
                vkDestroyBuffer(d, gb->buffer, NULL);
            if (gb->memory)
                vkFreeMemory(d, gb->memory, NULL);
        }
}
