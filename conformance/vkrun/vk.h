/* vkrun's Vulkan state: one instance, one device, one test's objects. */
#ifndef VKRUN_VK_H
#define VKRUN_VK_H

#include "vkrun.h"

#include <vulkan/vulkan.h>

struct vr_vk {
    VkInstance instance;
    VkDebugUtilsMessengerEXT messenger;
    int validation_errors;   /* counted by the messenger callback */
    int verbose;
    VkPhysicalDevice phys;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    VkPhysicalDeviceDriverProperties driver;
    /* VkPhysicalDeviceSubgroupProperties, VkPhysicalDeviceSubgroupSizeControlProperties */
    uint32_t subgroup_size, subgroup_min, subgroup_max, max_subgroups;
    VkSubgroupFeatureFlags subgroup_ops;
    VkShaderStageFlags subgroup_stages, size_control_stages;
    int size_control;        /* subgroupSizeControl is supported and enabled */
    int size_control_ext;    /* ... through VK_EXT_subgroup_size_control */
    /* the features the device has; vkCreateDevice enables them all but
     * robustBufferAccess, which would hide out-of-bounds accesses */
    VkPhysicalDeviceFeatures2 f;
    VkPhysicalDeviceVulkan11Features f11;
    VkPhysicalDeviceVulkan12Features f12;
    VkPhysicalDeviceVulkan13Features f13;
    VkPhysicalDeviceSubgroupSizeControlFeatures fsize; /* the EXT, before 1.3 */
    /* Device extensions the shader's inline SPIR-V needs (reflection's
     * inlineSpirv.vulkanExtensions): enabled when the device has them (the
     * shader clock with its features), else missing_ext names one. */
    const char *const *want_exts;
    int nwant_exts;
    const char *missing_ext;
    VkPhysicalDeviceShaderClockFeaturesKHR clock;
    VkDevice device;
    uint32_t queue_family;
    VkQueue queue;
};

/* A device buffer (host-visible, coherent, mapped) for one vr_buffer array
 * element, and the objects of one dispatch. */
struct vr_gbuf {
    VkBuffer buffer;
    VkDeviceMemory memory;
    VkBufferView view;
    void *map;
};

struct vr_gpu {
    struct vr_gbuf **bufs;   /* [test buffer][array element], NULL if unbound */
    VkDescriptorSetLayout *layouts;
    VkDescriptorPool pool;
    VkDescriptorSet *sets;
    int nsets;
    VkPipelineLayout playout;
    VkShaderModule module;
    VkPipeline pipeline;
    VkCommandPool cmdpool;
    VkFence fence;
};

/* vk_setup.c */
int vr_vk_instance(struct vr_vk *vk, int validate);
int vr_vk_list(struct vr_vk *vk);
int vr_vk_pick(struct vr_vk *vk, const char *name, const char *type);
void vr_vk_describe(const struct vr_vk *vk);
int vr_vk_device(struct vr_vk *vk);
const char *vr_vk_missing_feature(const struct vr_vk *vk, const struct vr_refl *r);
void vr_vk_destroy(struct vr_vk *vk);

/* vk_buffers.c */
int vr_gpu_resources(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                     struct vr_arena *a);
void vr_gpu_read_back(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t);

/* vk_run.c */
int vr_gpu_pipeline(struct vr_vk *vk, struct vr_gpu *g, const uint32_t *spv,
                    size_t len, const char *entry, uint32_t subgroup_size);
int vr_gpu_dispatch(struct vr_vk *vk, struct vr_gpu *g, const uint32_t groups[3]);
void vr_gpu_destroy(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t);

#endif
