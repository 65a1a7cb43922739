/* A graphics pass: a render pass over the render target (and an optional
 * depth buffer, prism.yaml Depth), the pipeline from the vertex and pixel
 * shaders with the YAML's vertex attributes and topology, a viewport the
 * size of the target, blending off; and its draw. */
#include "vk.h"

#include <strings.h>

void vr_record_push_constants(struct vr_gpu *g, const struct vr_test *t, int pi);

static VkFormat attribute_format(const struct vr_vattr *va)
{
    struct vr_buffer b = {.format = va->format, .channels = va->channels};
    return vr_vk_format(&b);
}

static int render_pass(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, int pi)
{
    struct vr_pass *p = &t->passes[pi];
    struct vr_gpass *gp = &g->passes[pi];
    struct vr_gimage *rt = &g->images[p->target - t->bufs][0];
    struct vr_gimage *ds = p->depth ? &g->images[p->depth - t->bufs][0] : NULL;
    VkAttachmentDescription att[2] = {
        {.format = rt->format, .samples = (VkSampleCountFlagBits)rt->samples,
         .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR, .storeOp = VK_ATTACHMENT_STORE_OP_STORE,
         .stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE,
         .stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE,
         .initialLayout = VK_IMAGE_LAYOUT_GENERAL, .finalLayout = VK_IMAGE_LAYOUT_GENERAL},
        {.format = VK_FORMAT_D32_SFLOAT, .samples = (VkSampleCountFlagBits)(ds ? ds->samples : 1),
         .loadOp = VK_ATTACHMENT_LOAD_OP_CLEAR, .storeOp = VK_ATTACHMENT_STORE_OP_STORE,
         .stencilLoadOp = VK_ATTACHMENT_LOAD_OP_DONT_CARE,
         .stencilStoreOp = VK_ATTACHMENT_STORE_OP_DONT_CARE,
         .initialLayout = VK_IMAGE_LAYOUT_GENERAL, .finalLayout = VK_IMAGE_LAYOUT_GENERAL}};
    VkAttachmentReference color = {0, VK_IMAGE_LAYOUT_GENERAL};
    VkAttachmentReference depth = {1, VK_IMAGE_LAYOUT_GENERAL};
    VkSubpassDescription sub = {.pipelineBindPoint = VK_PIPELINE_BIND_POINT_GRAPHICS,
                                .colorAttachmentCount = 1,
                                .pColorAttachments = &color,
                                .pDepthStencilAttachment = ds ? &depth : NULL};
    VkRenderPassCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_RENDER_PASS_CREATE_INFO,
                                 .attachmentCount = ds ? 2 : 1,
                                 .pAttachments = att,
                                 .subpassCount = 1,
                                 .pSubpasses = &sub};
    if (vkCreateRenderPass(vk->device, &ci, NULL, &gp->render_pass) != VK_SUCCESS)
        return VR_FAIL;
    VkImageView views[2] = {vr_image_view(vk, rt, VR_D_NONE, p->target),
                            ds ? vr_image_view(vk, ds, VR_D_NONE, p->depth) : VK_NULL_HANDLE};
    if (p->layer) { /* prism.yaml Layer: that layer of an array target, as a 2D view */
        if (p->layer >= rt->layers) {
            printf("FAIL: Layer %u of %s, which has %u layer%s as this test binds it\n", p->layer,
                   p->target->name, rt->layers, rt->layers == 1 ? "" : "s");
            return VR_FAIL;
        }
        VkImageViewCreateInfo vi = {.sType = VK_STRUCTURE_TYPE_IMAGE_VIEW_CREATE_INFO,
                                    .image = rt->image,
                                    .viewType = VK_IMAGE_VIEW_TYPE_2D,
                                    .format = rt->format,
                                    .subresourceRange = {rt->aspect, 0, 1, p->layer, 1}};
        if (vkCreateImageView(vk->device, &vi, NULL, &gp->layer_view) != VK_SUCCESS)
            return VR_FAIL;
        views[0] = gp->layer_view;
    }
    VkFramebufferCreateInfo fi = {.sType = VK_STRUCTURE_TYPE_FRAMEBUFFER_CREATE_INFO,
                                  .renderPass = gp->render_pass,
                                  .attachmentCount = ds ? 2 : 1,
                                  .pAttachments = views,
                                  .width = p->target->img.width,
                                  .height = p->target->img.height,
                                  .layers = 1};
    if (!views[0] || (ds && !views[1]) ||
        vkCreateFramebuffer(vk->device, &fi, NULL, &gp->framebuffer) != VK_SUCCESS)
        return VR_FAIL;
    return VR_PASS;
}

/* Attribute i's location: the vertex shader's input of that semantic (our
 * reflection), else the attributes' order, as DXC numbers its inputs. */
static uint32_t location(const struct vr_pass *p, const struct vr_module *vs, int i)
{
    for (int k = 0; vs && k < vs->refl.ninputs; k++)
        if (vs->refl.inputs[k].location >= 0 &&
            strcasecmp(vs->refl.inputs[k].semantic, p->vattrs[i].name) == 0)
            return (uint32_t)vs->refl.inputs[k].location;
    return (uint32_t)i;
}

int vr_graphics_pipeline(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, int pi,
                         const struct vr_module *mods,
                         const VkPipelineShaderStageCreateInfo *stages, int nstages)
{
    struct vr_pass *p = &t->passes[pi];
    struct vr_gpass *gp = &g->passes[pi];
    if (render_pass(vk, g, t, pi) != VR_PASS) {
        printf("FAIL: cannot create the render pass and framebuffer\n");
        return VR_FAIL;
    }
    const struct vr_module *vs = NULL;
    for (int i = 0; i < p->nshaders; i++)
        if (p->shaders[i].stage == VR_ST_VERTEX && mods[i].refl.present)
            vs = &mods[i];
    VkVertexInputAttributeDescription attrs[16];
    uint32_t stride = 0, nattrs = 0;
    for (int i = 0; i < p->nvattrs && i < 16; i++) {
        attrs[nattrs++] = (VkVertexInputAttributeDescription){
            location(p, vs, i), 0, attribute_format(&p->vattrs[i]),
            (uint32_t)p->vattrs[i].offset};
        stride += vr_formats[p->vattrs[i].format].bytes * (uint32_t)p->vattrs[i].channels;
    }
    VkVertexInputBindingDescription binding = {0, stride, VK_VERTEX_INPUT_RATE_VERTEX};
    VkPipelineVertexInputStateCreateInfo vi = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_VERTEX_INPUT_STATE_CREATE_INFO,
        .vertexBindingDescriptionCount = p->vertex_buf ? 1 : 0,
        .pVertexBindingDescriptions = &binding,
        .vertexAttributeDescriptionCount = p->vertex_buf ? nattrs : 0,
        .pVertexAttributeDescriptions = attrs};
    static const VkPrimitiveTopology topo[] = {VK_PRIMITIVE_TOPOLOGY_TRIANGLE_LIST,
                                               VK_PRIMITIVE_TOPOLOGY_POINT_LIST,
                                               VK_PRIMITIVE_TOPOLOGY_LINE_LIST,
                                               VK_PRIMITIVE_TOPOLOGY_PATCH_LIST};
    VkPipelineInputAssemblyStateCreateInfo ia = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_INPUT_ASSEMBLY_STATE_CREATE_INFO,
        .topology = topo[p->topology]};
    /* the target's whole area with clip-space y up, as HLSL means it (D3D)
     * and WebGPU has it: a negative height (Vulkan 1.1, VK_KHR_maintenance1)
     * does for the viewport what DXC's -fvk-invert-y does in the shader.
     * Framebuffer coordinates (SV_Position) keep their top-left origin. */
    float h = (float)p->target->img.height;
    VkViewport vp = {0, h, (float)p->target->img.width, -h, 0, 1};
    VkRect2D scissor = {{0, 0}, {p->target->img.width, p->target->img.height}};
    VkPipelineViewportStateCreateInfo vps = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_VIEWPORT_STATE_CREATE_INFO,
        .viewportCount = 1, .pViewports = &vp, .scissorCount = 1, .pScissors = &scissor};
    VkPipelineRasterizationStateCreateInfo rs = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_RASTERIZATION_STATE_CREATE_INFO,
        .polygonMode = VK_POLYGON_MODE_FILL, .cullMode = VK_CULL_MODE_NONE,
        .frontFace = vk->ccw_front ? VK_FRONT_FACE_COUNTER_CLOCKWISE : VK_FRONT_FACE_CLOCKWISE,
        .lineWidth = 1.0f};
    /* a multisampled target (prism.yaml Images: Samples); a pixel shader that
     * reads SV_SampleIndex runs once a sample (SampleRateShading) */
    VkPipelineMultisampleStateCreateInfo ms = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_MULTISAMPLE_STATE_CREATE_INFO,
        .rasterizationSamples = (VkSampleCountFlagBits)g->images[p->target - t->bufs][0].samples};
    VkPipelineDepthStencilStateCreateInfo dss = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_DEPTH_STENCIL_STATE_CREATE_INFO,
        .depthTestEnable = VK_TRUE, .depthWriteEnable = VK_TRUE,
        .depthCompareOp = (VkCompareOp)p->depth_compare};
    VkPipelineColorBlendAttachmentState blend = {
        .colorWriteMask = VK_COLOR_COMPONENT_R_BIT | VK_COLOR_COMPONENT_G_BIT |
                          VK_COLOR_COMPONENT_B_BIT | VK_COLOR_COMPONENT_A_BIT};
    VkPipelineColorBlendStateCreateInfo cb = {
        .sType = VK_STRUCTURE_TYPE_PIPELINE_COLOR_BLEND_STATE_CREATE_INFO,
        .attachmentCount = 1, .pAttachments = &blend};
    VkGraphicsPipelineCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_GRAPHICS_PIPELINE_CREATE_INFO,
        .stageCount = (uint32_t)nstages, .pStages = stages,
        .pVertexInputState = &vi, .pInputAssemblyState = &ia, .pViewportState = &vps,
        .pRasterizationState = &rs, .pMultisampleState = &ms,
        .pDepthStencilState = p->depth ? &dss : NULL, .pColorBlendState = &cb,
        .layout = gp->playout, .renderPass = gp->render_pass};
    VkResult res = vkCreateGraphicsPipelines(vk->device, VK_NULL_HANDLE, 1, &ci, NULL,
                                             &gp->pipeline);
    if (res != VK_SUCCESS) {
        printf("FAIL: vkCreateGraphicsPipelines: VkResult %d\n", res);
        return VR_FAIL;
    }
    return VR_PASS;
}

void vr_record_draw(struct vr_gpu *g, const struct vr_test *t, int pi)
{
    const struct vr_pass *p = &t->passes[pi];
    const struct vr_gpass *gp = &g->passes[pi];
    VkClearValue clear[2];
    for (int i = 0; i < 4; i++)
        clear[0].color.float32[i] = p->clear[i];
    clear[1].depthStencil = (VkClearDepthStencilValue){p->depth_clear, 0};
    VkRenderPassBeginInfo bi = {
        .sType = VK_STRUCTURE_TYPE_RENDER_PASS_BEGIN_INFO,
        .renderPass = gp->render_pass, .framebuffer = gp->framebuffer,
        .renderArea = {{0, 0}, {p->target->img.width, p->target->img.height}},
        .clearValueCount = p->depth ? 2 : 1, .pClearValues = clear};
    vkCmdBeginRenderPass(g->cmd, &bi, VK_SUBPASS_CONTENTS_INLINE);
    vkCmdBindPipeline(g->cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, gp->pipeline);
    if (gp->nsets)
        vkCmdBindDescriptorSets(g->cmd, VK_PIPELINE_BIND_POINT_GRAPHICS, gp->playout, 0,
                                (uint32_t)gp->nsets, gp->sets, 0, NULL);
    vr_record_push_constants(g, t, pi);
    if (p->vertex_buf) {
        VkDeviceSize off = 0;
        vkCmdBindVertexBuffers(g->cmd, 0, 1, &g->bufs[p->vertex_buf - t->bufs][0].buffer,
                               &off);
    }
    vkCmdDraw(g->cmd, p->vertex_count, 1, 0, 0);
    vkCmdEndRenderPass(g->cmd);
}
