/* What a SPIR-V module says about itself, for SPIR-V that comes without our
 * reflection (another compiler's: run.sh's PENDING=glslang, the reference
 * renders of run-offload.sh, accel-gpu.sh's GLSL ports): its capabilities
 * (for the device features they need), whether it declares an acceleration
 * structure type, the first entry point's name and its LocalSize. */
#include "vkrun.h"

#include <string.h>

enum { OP_CAPABILITY = 17, OP_ENTRY_POINT = 15, OP_EXECUTION_MODE = 16,
       MODE_LOCAL_SIZE = 17, OP_TYPE_ACCELERATION_STRUCTURE_KHR = 5341 };

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
        if (op == OP_CAPABILITY && words >= 2 && vr_cap_name(spv[i + 1]) && r->ncaps < 64)
            r->caps[r->ncaps++] = vr_cap_name(spv[i + 1]);
        if (op == OP_TYPE_ACCELERATION_STRUCTURE_KHR) /* a device with acceleration structures */
            r->accel = 1;
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
