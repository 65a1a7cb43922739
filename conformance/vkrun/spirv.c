/* What a SPIR-V module says about itself, for SPIR-V that comes without our
 * reflection (another compiler's: run.sh's PENDING=glslang, the reference
 * renders of run-offload.sh): its capabilities (for the device features
 * they need), the first entry point's name and its LocalSize. */
#include "vkrun.h"

#include <string.h>

enum { OP_CAPABILITY = 17, OP_ENTRY_POINT = 15, OP_EXECUTION_MODE = 16,
       MODE_LOCAL_SIZE = 17 };

/* The capability names vr_vk_missing_feature() knows (spirv.h numbers). */
static const char *cap_name(uint32_t c)
{
    switch (c) {
    case 9: return "Float16";
    case 10: return "Float64";
    case 11: return "Int64";
    case 12: return "Int64Atomics";
    case 22: return "Int16";
    case 39: return "Int8";
    case 25: return "ImageGatherExtended";
    case 27: return "StorageImageMultisample";
    case 34: return "ImageCubeArray";
    case 35: return "SampleRateShading";
    case 42: return "MinLod";
    case 45: return "SampledCubeArray";
    case 55: return "StorageImageExtendedFormats";
    case 56: return "StorageImageReadWithoutFormat";
    case 57: return "StorageImageWriteWithoutFormat";
    case 4433: return "StorageBuffer16BitAccess";
    case 4434: return "UniformAndStorageBuffer16BitAccess";
    case 4448: return "StorageBuffer8BitAccess";
    case 5345: return "VulkanMemoryModel";
    case 5379: return "DemoteToHelperInvocation";
    default: return NULL;
    }
}

int vr_spirv_scan(struct vr_arena *a, struct vr_refl *r, const uint32_t *spv, size_t len)
{
    size_t n = len / 4;
    if (n < 5 || spv[0] != 0x07230203u)
        return -1;
    uint32_t entry_id = 0;
    for (size_t i = 5; i < n;) {
        uint32_t words = spv[i] >> 16, op = spv[i] & 0xffffu;
        if (!words || i + words > n)
            return -1;
        if (op == OP_CAPABILITY && words >= 2 && cap_name(spv[i + 1]) && r->ncaps < 64)
            r->caps[r->ncaps++] = cap_name(spv[i + 1]);
        if (op == OP_ENTRY_POINT && words >= 4 && !r->entry) {
            entry_id = spv[i + 2];
            r->entry = vr_strndup(a, (const char *)&spv[i + 3], strnlen((const char *)&spv[i + 3], (words - 3) * 4));
        }
        if (op == OP_EXECUTION_MODE && words >= 6 && spv[i + 1] == entry_id &&
            spv[i + 2] == MODE_LOCAL_SIZE)
            for (int k = 0; k < 3; k++)
                r->workgroup[k] = spv[i + 3 + k];
        i += words;
    }
    return r->entry ? 0 : -1;
}
