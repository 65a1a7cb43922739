/* The device as the suite's lit.cfg.py sees a Vulkan device, for
 * run-offload.sh's REQUIRES / UNSUPPORTED / XFAIL: one feature a line, after
 * a "device: NAME" line. The feature names are lit.cfg.py's: Int16, Half,
 * Double, Int64, Int64GroupSharedAtomics, VulkanInt64BufferAtomics,
 * Int64TypedResourceAtomics (from the device's features), every device
 * extension's name, Lavapipe (llvmpipe), NV, AMD, Intel, QC (the name). */
#include "vk.h"

#include <stdlib.h>
#include <string.h>

static void extensions(VkPhysicalDevice p)
{
    uint32_t n = 0;
    vkEnumerateDeviceExtensionProperties(p, NULL, &n, NULL);
    VkExtensionProperties *e = calloc(n + 1, sizeof *e);
    if (!e)
        return;
    vkEnumerateDeviceExtensionProperties(p, NULL, &n, e);
    for (uint32_t i = 0; i < n; i++) {
        printf("%s\n", e[i].extensionName);
        if (strcmp(e[i].extensionName, "VK_EXT_mesh_shader") == 0)
            printf("MeshShader\n");
        if (strcmp(e[i].extensionName, "VK_KHR_acceleration_structure") == 0)
            printf("acceleration-structure\n");
    }
    free(e);
}

/* lit.cfg.py's Int64TypedResourceAtomics: shaderImageInt64Atomics of
 * VK_EXT_shader_image_atomic_int64, queried only where the device has it. */
static VkBool32 image_int64_atomics(VkPhysicalDevice p)
{
    uint32_t n = 0;
    vkEnumerateDeviceExtensionProperties(p, NULL, &n, NULL);
    VkExtensionProperties *e = calloc(n + 1, sizeof *e);
    VkBool32 have = VK_FALSE;
    if (!e)
        return VK_FALSE;
    vkEnumerateDeviceExtensionProperties(p, NULL, &n, e);
    for (uint32_t i = 0; i < n; i++)
        if (strcmp(e[i].extensionName, VK_EXT_SHADER_IMAGE_ATOMIC_INT64_EXTENSION_NAME) == 0) {
            VkPhysicalDeviceShaderImageAtomicInt64FeaturesEXT f = {
                .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_IMAGE_ATOMIC_INT64_FEATURES_EXT};
            VkPhysicalDeviceFeatures2 q = {.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, .pNext = &f};
            vkGetPhysicalDeviceFeatures2(p, &q);
            have = f.shaderImageInt64Atomics;
        }
    free(e);
    return have;
}

int vr_print_features(const char *device, const char *type)
{
    struct vr_vk vk = {0};
    int rc = vr_vk_instance(&vk, 0);
    if (rc == VR_PASS)
        rc = vr_vk_pick(&vk, device, type);
    if (rc == VR_PASS)
        rc = vr_vk_device(&vk);
    if (rc != VR_PASS) {
        vr_vk_destroy(&vk);
        return rc;
    }
    const char *name = vk.props.deviceName;
    printf("device: %s\nVulkan\n", name);
    const VkPhysicalDeviceFeatures *f = &vk.f.features;
    const struct {
        VkBool32 have;
        const char *feature;
    } fs[] = {
        {f->shaderInt16, "Int16"},
        {vk.f12.shaderFloat16, "Half"},
        {f->shaderFloat64, "Double"},
        {f->shaderInt64, "Int64"},
        {vk.f12.shaderSharedInt64Atomics, "Int64GroupSharedAtomics"},
        {vk.f12.shaderBufferInt64Atomics, "VulkanInt64BufferAtomics"},
        {image_int64_atomics(vk.phys), "Int64TypedResourceAtomics"},
        {strstr(name, "llvmpipe") != NULL, "Lavapipe"},
        {strstr(name, "NVIDIA") != NULL, "NV"},
        {strstr(name, "AMD") || strstr(name, "Radeon"), "AMD"},
        {strstr(name, "Intel") != NULL, "Intel"},
        {strstr(name, "Qualcomm") != NULL, "QC"},
    };
    for (size_t i = 0; i < sizeof fs / sizeof *fs; i++)
        if (fs[i].have)
            printf("%s\n", fs[i].feature);
    extensions(vk.phys);
    vr_vk_destroy(&vk);
    return VR_PASS;
}
