/* What a SPIR-V module says about itself, for SPIR-V that comes without our
 * reflection (another compiler's: run.sh's PENDING=glslang, the reference
 * renders of run-offload.sh, accel-gpu.sh's GLSL ports): its capabilities
 * (for the device features they need), whether it declares an acceleration
 * structure type and where its acceleration structures are bound, the
 * first entry point's name and its LocalSize. */
#include "vkrun.h"

#include <string.h>

enum { OP_CAPABILITY = 17, OP_ENTRY_POINT = 15, OP_EXECUTION_MODE = 16,
       MODE_LOCAL_SIZE = 17, OP_TYPE_ACCELERATION_STRUCTURE_KHR = 5341,
       OP_TYPE_ARRAY = 28, OP_TYPE_RUNTIME_ARRAY = 29, OP_TYPE_POINTER = 32,
       OP_VARIABLE = 59, OP_DECORATE = 71, DEC_BINDING = 33, DEC_DESCRIPTOR_SET = 34 };

/* Where the module's acceleration structures (or arrays of them) are bound:
 * their variables' DescriptorSet and Binding, into r->accel_set/binding
 * (bindings.c checks the pipeline binds an AccelerationStructure there).
 * Decorations come before types and variables in a module (its layout). */
static void accel_bindings(struct vr_arena *a, struct vr_refl *r, const uint32_t *spv, size_t n)
{
    uint32_t bound = spv[3];
    if (!bound || bound > (1u << 22))
        return;
    unsigned char *is_as = vr_alloc(a, bound);
    uint32_t *set = vr_alloc(a, (size_t)bound * sizeof *set), *binding = vr_alloc(a, (size_t)bound * sizeof *binding);
    for (size_t i = 5; i < n;) {
        uint32_t words = spv[i] >> 16, op = spv[i] & 0xffffu;
        if (!words || i + words > n)
            return;
        const uint32_t *w = &spv[i + 1];
        if (op == OP_DECORATE && words >= 4 && w[0] < bound && w[1] == DEC_DESCRIPTOR_SET)
            set[w[0]] = w[2] + 1; /* + 1: 0 is "none" */
        if (op == OP_DECORATE && words >= 4 && w[0] < bound && w[1] == DEC_BINDING)
            binding[w[0]] = w[2] + 1;
        if (op == OP_TYPE_ACCELERATION_STRUCTURE_KHR && words >= 2 && w[0] < bound)
            is_as[w[0]] = 1;
        if ((op == OP_TYPE_ARRAY || op == OP_TYPE_RUNTIME_ARRAY) && words >= 3 && w[0] < bound && w[1] < bound)
            is_as[w[0]] = is_as[w[1]];
        if (op == OP_TYPE_POINTER && words >= 4 && w[0] < bound && w[2] < bound)
            is_as[w[0]] = is_as[w[2]];
        if (op == OP_VARIABLE && words >= 4 && w[0] < bound && w[1] < bound && is_as[w[0]] &&
            set[w[1]] && binding[w[1]] && r->naccel < 8) {
            r->accel_set[r->naccel] = set[w[1]] - 1;
            r->accel_binding[r->naccel++] = binding[w[1]] - 1;
        }
        i += words;
    }
}

int vr_spirv_scan(struct vr_arena *a, struct vr_refl *r, const uint32_t *spv, size_t len)
{
    size_t n = len / 4;
    if (n < 5 || spv[0] != 0x07230203u)
        return -1;
    accel_bindings(a, r, spv, n);
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
