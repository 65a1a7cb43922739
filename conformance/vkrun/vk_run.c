/* One command buffer for the whole test: upload the images, build the
 * acceleration structures, run every pass in order (a full memory barrier
 * between two), copy the written images back, make it all visible to the
 * host; submit, wait; cleanup. */
#include "vk.h"

static void full_barrier(VkCommandBuffer cb, VkPipelineStageFlags dst, VkAccessFlags access)
{
    VkMemoryBarrier mb = {.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
                          .srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT,
                          .dstAccessMask = access};
    vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, dst, 0, 1, &mb, 0, NULL, 0,
                         NULL);
}

static void record(struct vr_gpu *g, const struct vr_test *t)
{
    VkCommandBufferBeginInfo bi = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
                                   .flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT};
    vkBeginCommandBuffer(g->cmd, &bi);
    vr_record_uploads(g, t);
    vr_record_accel(g); /* BLAS, TLAS builds (vk_accel.c) */
    for (int p = 0; p < t->npasses; p++) {
        full_barrier(g->cmd, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
                     VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT);
        vr_record_pass(g, t, p);
    }
    vr_record_read_backs(g, t);
    /* make the shaders' and copies' writes visible to the host's reads */
    full_barrier(g->cmd, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
    vkEndCommandBuffer(g->cmd);
}

int vr_gpu_run(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t)
{
    VkCommandPoolCreateInfo pi = {.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
                                  .queueFamilyIndex = vk->queue_family};
    VkFenceCreateInfo fi = {.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    if (vkCreateCommandPool(vk->device, &pi, NULL, &g->cmdpool) != VK_SUCCESS ||
        vkCreateFence(vk->device, &fi, NULL, &g->fence) != VK_SUCCESS) {
        printf("FAIL: cannot create a command pool and a fence\n");
        return VR_FAIL;
    }
    VkCommandBufferAllocateInfo ai = {.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
                                      .commandPool = g->cmdpool,
                                      .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
                                      .commandBufferCount = 1};
    if (vkAllocateCommandBuffers(vk->device, &ai, &g->cmd) != VK_SUCCESS) {
        printf("FAIL: vkAllocateCommandBuffers\n");
        return VR_FAIL;
    }
    record(g, t);
    VkSubmitInfo si = {.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
                       .commandBufferCount = 1,
                       .pCommandBuffers = &g->cmd};
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
    vr_gpu_read_back(vk, g, t);
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
    for (int p = 0; g->passes && p < t->npasses; p++) {
        struct vr_gpass *gp = &g->passes[p];
        if (gp->pipeline)
            vkDestroyPipeline(d, gp->pipeline, NULL);
        for (int i = 0; i < 4; i++)
            if (gp->modules[i])
                vkDestroyShaderModule(d, gp->modules[i], NULL);
        if (gp->playout)
            vkDestroyPipelineLayout(d, gp->playout, NULL);
        if (gp->framebuffer)
            vkDestroyFramebuffer(d, gp->framebuffer, NULL);
        if (gp->layer_view)
            vkDestroyImageView(d, gp->layer_view, NULL);
        if (gp->render_pass)
            vkDestroyRenderPass(d, gp->render_pass, NULL);
        for (int s = 0; gp->layouts && s < gp->nsets; s++)
            if (gp->layouts[s])
                vkDestroyDescriptorSetLayout(d, gp->layouts[s], NULL);
    }
    if (g->pool)
        vkDestroyDescriptorPool(d, g->pool, NULL);
    vr_accel_destroy(vk, g);
    vr_images_destroy(vk, g, t);
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
