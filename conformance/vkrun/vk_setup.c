/* Vulkan instance (with the Khronos validation layer on request), the
 * physical device and what it says about subgroups, and the device. */
#include "vk.h"

#include <string.h>

#define LAYER "VK_LAYER_KHRONOS_validation"

/* Any validation error fails the test: the layer reports what a driver may
 * silently accept (a wrong descriptor type, an invalid SPIR-V use). */
static VKAPI_ATTR VkBool32 VKAPI_CALL on_message(
    VkDebugUtilsMessageSeverityFlagBitsEXT severity,
    VkDebugUtilsMessageTypeFlagsEXT type,
    const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
    struct vr_vk *vk = user;
    (void)type;
    if (severity & VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT) {
        vk->validation_errors++;
        printf("validation error: %s\n", data->pMessage);
    } else if (vk->verbose) {
        printf("validation: %s\n", data->pMessage);
    }
    return VK_FALSE;
}

static int has_layer(void)
{
    uint32_t n = 0;
    vkEnumerateInstanceLayerProperties(&n, NULL);
    VkLayerProperties props[64];
    if (n > 64)
        n = 64;
    vkEnumerateInstanceLayerProperties(&n, props);
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(props[i].layerName, LAYER) == 0)
            return 1;
    return 0;
}

static VkDebugUtilsMessengerCreateInfoEXT messenger_info(struct vr_vk *vk)
{
    return (VkDebugUtilsMessengerCreateInfoEXT){
        .sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT,
        .messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT |
                           VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT,
        .messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                       VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT,
        .pfnUserCallback = on_message,
        .pUserData = vk,
    };
}

int vr_vk_instance(struct vr_vk *vk, int validate)
{
    if (validate && !has_layer()) {
        fprintf(stderr, "vkrun: --validate: no %s (set VK_LAYER_PATH)\n", LAYER);
        return VR_BAD;
    }
    const char *layers[] = {LAYER};
    const char *exts[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
    VkDebugUtilsMessengerCreateInfoEXT dbg = messenger_info(vk);
    VkApplicationInfo app = {
        .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
        .pApplicationName = "vkrun",
        .apiVersion = VK_API_VERSION_1_3,
    };
    VkInstanceCreateInfo ci = {
        .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
        .pNext = validate ? &dbg : NULL,
        .pApplicationInfo = &app,
        .enabledLayerCount = validate ? 1 : 0,
        .ppEnabledLayerNames = layers,
        .enabledExtensionCount = validate ? 1 : 0,
        .ppEnabledExtensionNames = exts,
    };
    VkResult res = vkCreateInstance(&ci, NULL, &vk->instance);
    if (res != VK_SUCCESS) {
        printf("SKIP: no Vulkan instance (VkResult %d)\n", res);
        return VR_SKIP;
    }
    if (validate) {
        PFN_vkCreateDebugUtilsMessengerEXT create =
            (PFN_vkCreateDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
                vk->instance, "vkCreateDebugUtilsMessengerEXT");
        if (!create || create(vk->instance, &dbg, NULL, &vk->messenger) != VK_SUCCESS) {
            fprintf(stderr, "vkrun: cannot create the debug messenger\n");
            return VR_BAD;
        }
    }
    return VR_PASS;
}

static int is_cpu(VkPhysicalDevice p)
{
    VkPhysicalDeviceProperties props;
    vkGetPhysicalDeviceProperties(p, &props);
    return props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
}

int vr_vk_list(struct vr_vk *vk)
{
    uint32_t n = 16;
    VkPhysicalDevice devs[16];
    vkEnumeratePhysicalDevices(vk->instance, &n, devs);
    for (uint32_t i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(devs[i], &p);
        printf("%u: %s (%s)\n", i, p.deviceName, is_cpu(devs[i]) ? "cpu" : "gpu");
    }
    return n ? VR_PASS : VR_SKIP;
}

/* The first device whose name contains `name` and whose type is `type`
 * ("cpu" or "gpu", anything not a CPU); NULL matches any. */
int vr_vk_pick(struct vr_vk *vk, const char *name, const char *type)
{
    uint32_t n = 16;
    VkPhysicalDevice devs[16];
    vkEnumeratePhysicalDevices(vk->instance, &n, devs);
    for (uint32_t i = 0; i < n; i++) {
        VkPhysicalDeviceProperties p;
        vkGetPhysicalDeviceProperties(devs[i], &p);
        if (name && !strstr(p.deviceName, name))
            continue;
        if (type && (strcmp(type, "cpu") == 0) != is_cpu(devs[i]))
            continue;
        vk->phys = devs[i];
        vk->props = p;
        vkGetPhysicalDeviceMemoryProperties(devs[i], &vk->mem);
        return VR_PASS;
    }
    printf("SKIP: no Vulkan device%s%s%s%s\n", name ? " named *" : "",
           name ? name : "", name ? "*" : "", type ? (strcmp(type, "cpu") ? " (gpu)" : " (cpu)") : "");
    return VR_SKIP;
}

int vr_has_device_ext(VkPhysicalDevice p, const char *name)
{
    uint32_t n = 0;
    vkEnumerateDeviceExtensionProperties(p, NULL, &n, NULL);
    VkExtensionProperties props[512];
    if (n > 512)
        n = 512;
    vkEnumerateDeviceExtensionProperties(p, NULL, &n, props);
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(props[i].extensionName, name) == 0)
            return 1;
    return 0;
}

/* Subgroup properties, and subgroup size control: core in 1.3, else the
 * EXT (same structures). */
static void query_subgroups(struct vr_vk *vk)
{
    int ext = vk->props.apiVersion < VK_API_VERSION_1_3 &&
              vr_has_device_ext(vk->phys, VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME);
    int control = vk->props.apiVersion >= VK_API_VERSION_1_3 || ext;
    VkPhysicalDeviceSubgroupSizeControlProperties sc = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_PROPERTIES};
    VkPhysicalDeviceSubgroupProperties sg = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES,
        .pNext = control ? &sc : NULL};
    VkPhysicalDeviceProperties2 p2 = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &sg};
    vkGetPhysicalDeviceProperties2(vk->phys, &p2);
    vk->subgroup_size = sg.subgroupSize;
    vk->subgroup_ops = sg.supportedOperations;
    vk->subgroup_stages = sg.supportedStages;
    vk->subgroup_min = control ? sc.minSubgroupSize : sg.subgroupSize;
    vk->subgroup_max = control ? sc.maxSubgroupSize : sg.subgroupSize;
    vk->max_subgroups = control ? sc.maxComputeWorkgroupSubgroups : 0;
    vk->size_control_stages = control ? sc.requiredSubgroupSizeStages : 0;
    vk->size_control_ext = ext;
}

static void query_features(struct vr_vk *vk)
{
    vk->f13.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES;
    vk->fsize.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_SIZE_CONTROL_FEATURES;
    vk->f12.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES;
    vk->f12.pNext = vk->props.apiVersion >= VK_API_VERSION_1_3 ? (void *)&vk->f13
                    : vk->size_control_ext                     ? (void *)&vk->fsize
                                                               : NULL;
    vk->f11.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES;
    vk->f11.pNext = &vk->f12;
    vk->f.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
    vk->f.pNext = &vk->f11;
    vkGetPhysicalDeviceFeatures2(vk->phys, &vk->f);
    vk->f.features.robustBufferAccess = VK_FALSE;
    vk->f13.robustImageAccess = VK_FALSE;
    vr_cap_mask_features(vk);
    vk->size_control = vk->props.apiVersion >= VK_API_VERSION_1_3
                           ? vk->f13.subgroupSizeControl
                           : vk->size_control_ext && vk->fsize.subgroupSizeControl;
}

static void print_ops(VkSubgroupFeatureFlags ops)
{
    static const char *const names[] = {"Basic", "Vote", "Arithmetic", "Ballot",
                                        "Shuffle", "ShuffleRelative", "Clustered",
                                        "Quad"};
    for (int i = 0; i < 8; i++)
        if (ops & (1u << i))
            printf(" %s", names[i]);
}

/* One line a run's log can be read by: which device, which driver, which
 * subgroup size and operations. */
void vr_vk_describe(const struct vr_vk *vk)
{
    const VkPhysicalDeviceDriverProperties *drv = &vk->driver;
    uint32_t v = vk->props.apiVersion;
    printf("device: %s; driver: %s %s; Vulkan %u.%u.%u\n", vk->props.deviceName,
           drv->driverName, drv->driverInfo, VK_API_VERSION_MAJOR(v),
           VK_API_VERSION_MINOR(v), VK_API_VERSION_PATCH(v));
    printf("subgroup size %u", vk->subgroup_size);
    if (vk->size_control)
        printf(" (size control %u..%u)", vk->subgroup_min, vk->subgroup_max);
    printf("; ops:");
    print_ops(vk->subgroup_ops);
    printf("\n");
}

/* Out-of-bounds buffer accesses as D3D12 has them (vk->d3d_bounds):
 * robustBufferAccess2 where the device has VK_EXT_robustness2 (lavapipe),
 * which defines them as D3D does (a read gives 0, a write is dropped); else
 * robustBufferAccess (SwiftShader 5.0), which keeps them inside the buffer
 * (a read gives 0 or a value of the buffer, a write may land anywhere in it)
 * and, unlike no robustness at all, never lets one crash the driver. */
static void enable_d3d_bounds(struct vr_vk *vk, const char **exts, uint32_t *next)
{
    if (*next < 18 && vr_has_device_ext(vk->phys, VK_EXT_ROBUSTNESS_2_EXTENSION_NAME)) {
        vk->robustness2.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ROBUSTNESS_2_FEATURES_EXT;
        VkPhysicalDeviceFeatures2 q = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
                                       .pNext = &vk->robustness2};
        vkGetPhysicalDeviceFeatures2(vk->phys, &q);
        vk->robustness2.robustImageAccess2 = VK_FALSE;
        if (vk->robustness2.robustBufferAccess2) {
            vk->robustness2.pNext = vk->f.pNext;
            vk->f.pNext = &vk->robustness2;
            exts[(*next)++] = VK_EXT_ROBUSTNESS_2_EXTENSION_NAME;
            vk->robust = 2;
        }
    }
    /* robustBufferAccess2 needs robustBufferAccess on (its valid usage) */
    VkPhysicalDeviceFeatures have;
    vkGetPhysicalDeviceFeatures(vk->phys, &have);
    if (have.robustBufferAccess) {
        vk->f.features.robustBufferAccess = VK_TRUE;
        /* robust access and buffer descriptors updated after binding go
         * together only where the device says so
         * (VUID-VkDeviceCreateInfo-robustBufferAccess-10247); vkrun updates
         * none after binding */
        vk->f12.descriptorBindingUniformBufferUpdateAfterBind = VK_FALSE;
        vk->f12.descriptorBindingStorageBufferUpdateAfterBind = VK_FALSE;
        vk->f12.descriptorBindingUniformTexelBufferUpdateAfterBind = VK_FALSE;
        vk->f12.descriptorBindingStorageTexelBufferUpdateAfterBind = VK_FALSE;
        if (!vk->robust)
            vk->robust = 1;
    }
}

int vr_vk_device(struct vr_vk *vk)
{
    if (vk->props.apiVersion < VK_API_VERSION_1_2) {
        printf("SKIP: the device has Vulkan %u.%u; prism's SPIR-V 1.5 needs 1.2\n",
               VK_API_VERSION_MAJOR(vk->props.apiVersion),
               VK_API_VERSION_MINOR(vk->props.apiVersion));
        return VR_SKIP;
    }
    vk->driver.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES;
    vk->float_controls.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES;
    vk->driver.pNext = &vk->float_controls;
    VkPhysicalDeviceProperties2 p2 = {
        .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, .pNext = &vk->driver};
    vkGetPhysicalDeviceProperties2(vk->phys, &p2);
    query_subgroups(vk);
    query_features(vk);
    uint32_t n = 16;
    VkQueueFamilyProperties fams[16];
    vkGetPhysicalDeviceQueueFamilyProperties(vk->phys, &n, fams);
    /* a family that both draws and dispatches (Vulkan promises one on a
     * device with graphics), else one that dispatches */
    VkQueueFlags both = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
    for (vk->queue_family = 0; vk->queue_family < n; vk->queue_family++)
        if ((fams[vk->queue_family].queueFlags & both) == both)
            break;
    for (uint32_t i = 0; vk->queue_family == n && i < n; i++)
        if (fams[i].queueFlags & VK_QUEUE_COMPUTE_BIT)
            vk->queue_family = i;
    if (vk->queue_family == n) {
        printf("SKIP: the device has no compute queue\n");
        return VR_SKIP;
    }
    float prio = 1.0f;
    VkDeviceQueueCreateInfo q = {.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
                                 .queueFamilyIndex = vk->queue_family,
                                 .queueCount = 1,
                                 .pQueuePriorities = &prio};
    const char *exts[24];
    uint32_t next = 0;
    if (vk->size_control_ext)
        exts[next++] = VK_EXT_SUBGROUP_SIZE_CONTROL_EXTENSION_NAME;
    /* Inline SPIR-V's extensions: the shader clock with its features (the
     * only one our tests use; reflection names the features, which
     * vr_vk_missing_feature checks), the others as they are. */
    for (int i = 0; i < vk->nwant_exts && next < 18; i++) {
        const char *e = vk->want_exts[i];
        if (vr_accel_extension(e)) { /* with its features: vr_accel_device */
            vk->want_accel = 1;
            continue;
        }
        if (!vr_has_device_ext(vk->phys, e)) {
            vk->missing_ext = e;
            continue;
        }
        exts[next++] = e;
        if (strcmp(e, VK_KHR_SHADER_CLOCK_EXTENSION_NAME) == 0) {
            vk->clock.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_CLOCK_FEATURES_KHR;
            VkPhysicalDeviceFeatures2 q2 = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &vk->clock};
            vkGetPhysicalDeviceFeatures2(vk->phys, &q2);
            vk->clock.pNext = vk->f.pNext;
            vk->f.pNext = &vk->clock;
        }
        vr_cap_chain_features(vk, e);
    }
    if (vk->d3d_bounds)
        enable_d3d_bounds(vk, exts, &next);
    if (vk->want_accel)
        vr_accel_device(vk, exts, &next, 24);
    VkDeviceCreateInfo ci = {.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
                             .pNext = &vk->f,
                             .queueCreateInfoCount = 1,
                             .pQueueCreateInfos = &q,
                             .enabledExtensionCount = next,
                             .ppEnabledExtensionNames = exts};
    VkResult res = vkCreateDevice(vk->phys, &ci, NULL, &vk->device);
    if (res != VK_SUCCESS) {
        printf("FAIL: vkCreateDevice: VkResult %d\n", res);
        return VR_FAIL;
    }
    vkGetDeviceQueue(vk->device, vk->queue_family, 0, &vk->queue);
    return VR_PASS;
}

/* The device features our SPIR-V capabilities need (caps.c), the device
 * extensions they and inline SPIR-V need, and inline SPIR-V's own features;
 * NULL when the device has them all. */
const char *vr_vk_missing_feature(const struct vr_vk *vk, const struct vr_refl *r)
{
    if (vk->missing_ext)
        return vk->missing_ext;
    const char *feature = vr_cap_missing(vk, r);
    if (feature)
        return feature;
    for (int i = 0; i < r->ndevice_exts; i++)
        if (strcmp(r->device_exts[i], VK_EXT_MUTABLE_DESCRIPTOR_TYPE_EXTENSION_NAME) == 0 &&
            !vk->mutable_types.mutableDescriptorType)
            return "mutableDescriptorType";
    /* inline SPIR-V's features that vkrun knows (reflection's vulkanFeatures) */
    for (int i = 0; i < r->nfeatures; i++) {
        const char *ft = r->features[i];
        if ((strstr(ft, "::shaderSubgroupClock") && !vk->clock.shaderSubgroupClock) ||
            (strstr(ft, "::shaderDeviceClock") && !vk->clock.shaderDeviceClock))
            return ft;
    }
    return NULL;
}

void vr_vk_destroy(struct vr_vk *vk)
{
    if (vk->device)
        vkDestroyDevice(vk->device, NULL);
    if (vk->messenger) {
        PFN_vkDestroyDebugUtilsMessengerEXT destroy =
            (PFN_vkDestroyDebugUtilsMessengerEXT)vkGetInstanceProcAddr(
                vk->instance, "vkDestroyDebugUtilsMessengerEXT");
        if (destroy)
            destroy(vk->instance, vk->messenger, NULL);
    }
    if (vk->instance)
        vkDestroyInstance(vk->instance, NULL);
}
