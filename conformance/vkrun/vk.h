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
    VkPhysicalDeviceFloatControlsProperties float_controls; /* chained after driver */
    /* VkPhysicalDeviceSubgroupProperties, VkPhysicalDeviceSubgroupSizeControlProperties */
    uint32_t subgroup_size, subgroup_min, subgroup_max, max_subgroups;
    VkSubgroupFeatureFlags subgroup_ops;
    VkShaderStageFlags subgroup_stages, size_control_stages;
    int size_control;        /* subgroupSizeControl is supported and enabled */
    int size_control_ext;    /* ... through VK_EXT_subgroup_size_control */
    /* the features the device has; vkCreateDevice enables them all but
     * robustBufferAccess, which would hide out-of-bounds accesses (unless
     * d3d_bounds asks for them) */
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
    /* Out-of-bounds buffer accesses as D3D12 defines them (a read gives 0,
     * a write is dropped): robustBufferAccess2 of VK_EXT_robustness2, for
     * the offload-test-suite's tests, written for D3D (UseCase/particle-life
     * runs 1024 threads over 32 particles), or robustBufferAccess where the
     * device lacks the extension. Set before vr_vk_device; robust says
     * which it got (2, 1, or 0: neither). */
    int d3d_bounds, robust;
    /* The suite's front face: counter-clockwise on the screen (its
     * Vulkan and D3D12 runners' convention, which Feature/Semantics/
     * GraphicsSystemValues states), where ours is D3D's default,
     * clockwise. */
    int ccw_front;
    VkPhysicalDeviceRobustness2FeaturesEXT robustness2;
    /* chained when a module's capabilities need the extension (caps.c) */
    VkPhysicalDeviceComputeShaderDerivativesFeaturesNV derivatives;
    VkPhysicalDeviceMutableDescriptorTypeFeaturesEXT mutable_types; /* a heap of several types */
    VkPhysicalDeviceFragmentShaderInterlockFeaturesEXT interlock; /* RasterizerOrdered* (caps.c) */
    VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT image_int64; /* R64 images (caps.c) */
    /* Acceleration structures (vk_accel.c): wanted when the test has
     * AccelerationStructures or a shader uses ray queries; then
     * VK_KHR_acceleration_structure, VK_KHR_ray_query and
     * VK_KHR_deferred_host_operations are enabled with the features
     * accelerationStructure and rayQuery (bufferDeviceAddress is among the
     * 1.2 features, enabled when the device has it), else accel_missing
     * names the first the device lacks. */
    int want_accel, accel_on;
    const char *accel_missing;
    VkPhysicalDeviceAccelerationStructureFeaturesKHR as_features;
    VkPhysicalDeviceRayQueryFeaturesKHR rayq;
    VkPhysicalDeviceAccelerationStructurePropertiesKHR as_props;
    VkDevice device;
    uint32_t queue_family;
    VkQueue queue;
};

/* caps.c: what a module's SPIR-V capabilities need of the device */
const char *vr_cap_missing(const struct vr_vk *vk, const struct vr_refl *r);
void vr_cap_mask_features(struct vr_vk *vk);
void vr_cap_chain_features(struct vr_vk *vk, const char *extension);

/* vk_heap.c: the descriptor heaps of a set (HeapIndex resources, one
 * binding per heap): each group's binding, descriptor count (the highest
 * HeapIndex + 1), descriptor types (several: a VK_DESCRIPTOR_TYPE_MUTABLE_EXT
 * binding listing them) and the resource that fills the indices no
 * resource takes (the binding is not partially bound). */
struct vr_heap_group {
    uint32_t binding, count;
    VkDescriptorType types[8];
    uint32_t ntypes;
    const struct vr_resource *filler;
};
VkDescriptorType vr_descriptor_type(const struct vr_resource *r);
int vr_heap_groups(const struct vr_set *s, struct vr_heap_group *out, int max);
VkDescriptorType vr_heap_type(const struct vr_heap_group *h);

/* A device buffer (host-visible, coherent, mapped) for one vr_buffer array
 * element. */
struct vr_gbuf {
    VkBuffer buffer;
    VkDeviceMemory memory;
    VkBufferView view;
    void *map;
};

/* An image for one vr_buffer array element: a texture, storage image,
 * render target or depth buffer (vk_images.c). Every use shares it, in
 * VK_IMAGE_LAYOUT_GENERAL, so a pass can read what an earlier one wrote. */
struct vr_gimage {
    VkImage image;
    VkDeviceMemory memory;
    VkImageView views[VR_D_CUBEA + 1]; /* per view type, made on first use */
    VkImageView attachment;            /* the 2D view a render pass draws to */
    VkFormat format;
    VkImageAspectFlags aspect;
    VkImageType type;
    uint32_t layers, samples;
    VkImageUsageFlags usage;
    int cube;
    struct vr_gbuf staging;            /* upload, then read back */
};

/* The Vulkan objects of one pass (vk_pass.c). */
struct vr_gpass {
    VkDescriptorSetLayout *layouts;
    VkDescriptorSet *sets;
    int nsets;
    VkPipelineLayout playout;
    VkShaderModule modules[4];
    VkPipeline pipeline;
    VkRenderPass render_pass;
    VkFramebuffer framebuffer;
    VkImageView layer_view;  /* the render target's layer, for a pass with Layer */
    VkShaderStageFlags push_stages[8];
};

struct vr_gpu {
    struct vr_gbuf **bufs;   /* [test buffer][array element], NULL if unbound */
    struct vr_gimage **images; /* [test buffer][array element], NULL if not an image */
    VkSampler *samplers;     /* [test sampler] */
    VkDescriptorPool pool;
    struct vr_gpass *passes;
    VkCommandPool cmdpool;
    VkCommandBuffer cmd;
    VkFence fence;
    struct vr_gaccel *accel; /* the built BLAS and TLAS (vk_accel.c), or NULL */
};

/* A compiled shader of the run (main.c), in vr_test_shader() order. */
struct vr_module {
    const uint32_t *spv;
    size_t len;
    struct vr_refl refl;
};

/* vk_setup.c */
int vr_vk_instance(struct vr_vk *vk, int validate);
int vr_vk_list(struct vr_vk *vk);
int vr_vk_pick(struct vr_vk *vk, const char *name, const char *type);
void vr_vk_describe(const struct vr_vk *vk);
int vr_vk_device(struct vr_vk *vk);
const char *vr_vk_missing_feature(const struct vr_vk *vk, const struct vr_refl *r);
void vr_vk_destroy(struct vr_vk *vk);

/* vk_buffers.c: buffers and texel buffer views, the descriptor pool */
int vr_memory_type(struct vr_vk *vk, uint32_t bits, VkMemoryPropertyFlags want);
int vr_make_buffer(struct vr_vk *vk, struct vr_gbuf *g, VkBufferUsageFlags use,
                   const void *data, size_t size);
int vr_gpu_buffers(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                   struct vr_arena *a);
void vr_gpu_read_back(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t);

/* vk_images.c: images, views, samplers; upload and read-back commands */
VkFormat vr_vk_format(const struct vr_buffer *b);
int vr_gpu_images(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                  struct vr_arena *a);
VkImageView vr_image_view(struct vr_vk *vk, struct vr_gimage *im, enum vr_dim dim,
                          const struct vr_buffer *b);
void vr_record_uploads(struct vr_gpu *g, const struct vr_test *t);
void vr_record_read_backs(struct vr_gpu *g, const struct vr_test *t);
void vr_images_read_back(struct vr_gpu *g, struct vr_test *t);
void vr_images_destroy(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t);

/* vk_descriptors.c: descriptor sets of a pass */
int vr_pass_descriptors(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t,
                        int pi, struct vr_arena *a);

/* vk_accel.c: acceleration structures. vr_accel_extension: whether a
 * device extension is one vr_accel_device enables (not enabled on its own,
 * without its features); vr_accel_device: the extensions and features,
 * added to exts[*next..max) and vk->f's chain (vr_vk_device, when
 * vk->want_accel); vr_gpu_accel: every BLAS and TLAS created, their inputs
 * uploaded; vr_record_accel: their builds, then a barrier to the shaders
 * (first in the command buffer); vr_accel_handles: the TLAS of an
 * AccelerationStructure resource, one per array element. */
int vr_has_device_ext(VkPhysicalDevice p, const char *name); /* vk_setup.c */
int vr_accel_extension(const char *name);
void vr_accel_device(struct vr_vk *vk, const char **exts, uint32_t *next, uint32_t max);
int vr_gpu_accel(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, struct vr_arena *a);
void vr_record_accel(struct vr_gpu *g);
const VkAccelerationStructureKHR *vr_accel_handles(const struct vr_gpu *g, const struct vr_test *t,
                                                   const struct vr_resource *r);
void vr_accel_destroy(struct vr_vk *vk, struct vr_gpu *g);

/* vk_pass.c: a pass's pipeline (compute or graphics) and its commands */
int vr_pass_pipeline(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, int pi,
                     const struct vr_module *mods, uint32_t subgroup_size,
                     struct vr_arena *a);
void vr_record_pass(struct vr_gpu *g, const struct vr_test *t, int pi);
int vr_check_specs(const struct vr_test *t);

/* vk_graphics.c: render pass, framebuffer, graphics pipeline */
int vr_graphics_pipeline(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t, int pi,
                         const struct vr_module *mods,
                         const VkPipelineShaderStageCreateInfo *stages, int nstages);
void vr_record_draw(struct vr_gpu *g, const struct vr_test *t, int pi);

/* run.c: a loaded test with its compiled shaders, on the device */
struct vr_run_opts {
    const char *device, *device_type, *image_name, *image_out;
    int validate, verbose, offloader;
};
int vr_run_test(const struct vr_run_opts *o, struct vr_test *t, struct vr_module *mods,
                struct vr_arena *a);
/* features.c: the device as lit features (run-offload.sh) */
int vr_print_features(const char *device, const char *type);

/* vk_run.c: record every pass, submit, wait; cleanup */
int vr_gpu_run(struct vr_vk *vk, struct vr_gpu *g, struct vr_test *t);
void vr_gpu_destroy(struct vr_vk *vk, struct vr_gpu *g, const struct vr_test *t);

#endif
