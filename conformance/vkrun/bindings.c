/* The pipeline's bindings against prism's reflection: the YAML states
 * where the test binds each resource, the reflection where the shader
 * looks. Any disagreement is a failure of the compiler (or of the test).
 * SPIR-V without reflection (another compiler's) is bound where the YAML
 * says, which must then give every VulkanBinding. A resource without
 * VulkanBinding is bound where the reflection puts it, in the set of its
 * register's space too (a D3D pipeline groups its resources in one table;
 * Vulkan's set is the space): the pass's sets are regrouped so. */
#include "vkrun.h"

#include <string.h>

/* A structured buffer's counter has no register (docs/reflection.md): the
 * pipeline binds it by its VulkanBinding, in its set; the counters of a
 * HasCounter buffer (counters.c) are its buffer's, found by name when no
 * CounterBinding says where. */
static int same_counter(const struct vr_resource *y, uint32_t set, const struct vr_refl_res *s)
{
    if (!s->counter)
        return 0;
    if (y->has_vk_binding)
        return s->set == set && s->binding == y->binding;
    return y->counter_of && y->counter_of->shader_name && strcmp(s->counter_of, y->counter_of->shader_name) == 0;
}

/* Does reflection entry s stand for YAML resource y's register? A combined
 * image sampler answers to its texture's t and its sampler's s register. */
static int same_register(const struct vr_resource *y, const struct vr_refl_res *s)
{
    const struct vr_rkind_info *k = &vr_rkinds[y->kind];
    if (s->push_constant || s->counter || s->heap || y->counter_of || y->in_heap || y->reg != s->reg_no ||
        y->space != s->space)
        return 0;
    if (k->cls == VR_C_COMBINED)
        return s->reg == 's' || s->reg == 't';
    return s->reg == k->reg;
}

/* The heap a HeapIndex resource of this kind is an element of. */
static int heap_of(const struct vr_resource *y)
{
    return vr_rkinds[y->kind].cls == VR_C_SAMPLER ? 2 : 1;
}

/* A HeapIndex resource: bound in its heap's binding, where the shader's
 * reflection has it; not bound at all when no shader reads that heap. */
static void check_heap(struct vr_resource *y, uint32_t set, const struct vr_refl *refl, int nrefl)
{
    y->heap_unused = 1;
    for (int n = 0; n < nrefl; n++)
        for (int i = 0; i < refl[n].nres; i++) {
            const struct vr_refl_res *s = &refl[n].res[i];
            if (s->heap != heap_of(y))
                continue;
            y->heap_unused = 0;
            y->binding = s->binding;
            y->has_vk_set = s->set != set;
            y->vk_set = s->set;
            /* the shader's type of this descriptor type (a texel buffer's
             * view format follows it) */
            if (strcmp(s->descriptor, vr_rkinds[y->kind].descriptor) == 0) {
                y->shader_type = s->type;
                y->shader_format = s->image_format;
            }
        }
}

static int check_one(struct vr_resource *y, uint32_t set, const struct vr_refl *refl,
                     int nrefl)
{
    const struct vr_rkind_info *k = &vr_rkinds[y->kind];
    int found = 0;
    if (y->in_heap) {
        check_heap(y, set, refl, nrefl);
        return 0;
    }
    for (int n = 0; n < nrefl; n++)
        for (int i = 0; i < refl[n].nres; i++) {
            const struct vr_refl_res *s = &refl[n].res[i];
            if (same_counter(y, set, s)) {
                if (!y->has_vk_binding) {
                    y->binding = s->binding;
                    y->has_vk_set = s->set != set;
                    y->vk_set = s->set;
                }
                found = 1;
                continue;
            }
            if (!same_register(y, s))
                continue;
            if (!y->has_vk_binding && !found) { /* ours: VulkanBinding may be left out */
                y->binding = s->binding;
                y->has_vk_set = s->set != set;
                y->vk_set = s->set;
            }
            uint32_t at = y->has_vk_set ? y->vk_set : set;
            found = 1;
            y->shader_type = s->type;
            y->shader_format = s->image_format;
            y->shader_name = s->name;
            if (s->set != at || s->binding != y->binding) {
                printf("FAIL: %s (%c%u, space%u): the pipeline binds set %u binding %u, "
                       "the %s shader's reflection says set %u binding %u\n", y->name,
                       s->reg, y->reg, y->space, at, y->binding, refl[n].stage, s->set,
                       s->binding);
                return -1;
            }
            if (strcmp(s->descriptor, k->descriptor) != 0) {
                printf("FAIL: %s: a %s is a %s descriptor, the reflection says %s (%s)\n",
                       y->name, k->name, k->descriptor, s->descriptor, s->type);
                return -1;
            }
        }
    if (!found && !y->has_vk_binding)
        y->binding = y->reg; /* unused by the shaders: bound anyway */
    return 0;
}

static int bound(const struct vr_pass *p, const struct vr_refl_res *s)
{
    for (int si = 0; si < p->nsets; si++)
        for (int i = 0; i < p->sets[si].nres; i++) {
            const struct vr_resource *y = &p->sets[si].res[i];
            if (same_register(y, s) || same_counter(y, (uint32_t)si, s) || (s->heap && y->in_heap && heap_of(y) == s->heap))
                return 1;
            /* the other half of a [[vk::combinedImageSampler]] pair */
            if (vr_rkinds[y->kind].cls == VR_C_COMBINED && (uint32_t)si == s->set &&
                y->binding == s->binding && strcmp(s->descriptor, "COMBINED_IMAGE_SAMPLER") == 0)
                return 1;
        }
    return 0;
}

/* Each resource in the set it is bound in: its reflection's where the
 * YAML gave no VulkanBinding. */
static void regroup(struct vr_arena *a, struct vr_pass *p)
{
    int nsets = p->nsets, total = 0, moved = 0;
    for (int si = 0; si < p->nsets; si++)
        for (int i = 0; i < p->sets[si].nres; i++) {
            const struct vr_resource *y = &p->sets[si].res[i];
            total++;
            if (y->has_vk_set) {
                moved = 1;
                if ((int)y->vk_set >= nsets)
                    nsets = (int)y->vk_set + 1;
            }
        }
    if (!moved || nsets > 32)
        return;
    struct vr_set *sets = vr_alloc(a, (size_t)(nsets + 1) * sizeof *sets);
    for (int si = 0; si < nsets; si++)
        sets[si].res = vr_alloc(a, (size_t)(total + 1) * sizeof *sets[si].res);
    for (int si = 0; si < p->nsets; si++)
        for (int i = 0; i < p->sets[si].nres; i++) {
            const struct vr_resource *y = &p->sets[si].res[i];
            struct vr_set *to = &sets[y->has_vk_set ? (int)y->vk_set : si];
            to->res[to->nres++] = *y;
        }
    p->sets = sets;
    p->nsets = nsets;
}

int vr_check_bindings(struct vr_arena *a, struct vr_pass *p, const struct vr_refl *r, int nrefl)
{
    int have = 0;
    for (int n = 0; n < nrefl; n++)
        have |= r[n].present;
    for (int si = 0; si < p->nsets; si++)
        for (int i = 0; i < p->sets[si].nres; i++) {
            struct vr_resource *y = &p->sets[si].res[i];
            if (!have && y->in_heap) {
                printf("FAIL: %s: SPIR-V without reflection does not say where its descriptor heap is\n", y->name);
                return VR_FAIL;
            }
            if (!have && !y->has_vk_binding) {
                printf("FAIL: %s: SPIR-V without reflection needs VulkanBinding in the "
                       "YAML\n", y->name);
                return VR_FAIL;
            }
            if (have && check_one(y, (uint32_t)si, r, nrefl))
                return VR_FAIL;
        }
    /* SPIR-V without reflection: its acceleration structures' bindings
     * (spirv.c), each an AccelerationStructure of the pipeline's */
    for (int n = 0; !have && n < nrefl; n++)
        for (int i = 0; i < r[n].naccel; i++) {
            uint32_t si = r[n].accel_set[i], b = r[n].accel_binding[i];
            int found = 0;
            for (int k = 0; si < (uint32_t)p->nsets && k < p->sets[si].nres; k++)
                found |= p->sets[si].res[k].kind == VR_R_AccelerationStructure && p->sets[si].res[k].binding == b;
            if (!found) {
                printf("FAIL: the %s shader's SPIR-V has an acceleration structure at set %u binding %u, "
                       "where the pipeline binds no AccelerationStructure\n", r[n].stage, si, b);
                return VR_FAIL;
            }
        }
    for (int n = 0; n < nrefl; n++)
        for (int i = 0; i < r[n].nres; i++)
            if (!r[n].res[i].push_constant && !bound(p, &r[n].res[i])) {
                if (r[n].res[i].heap) {
                    printf("FAIL: the %s shader reads %s (set %u binding %u), and the pipeline puts nothing in "
                           "that heap (HeapIndex)\n", r[n].stage, r[n].res[i].name, r[n].res[i].set,
                           r[n].res[i].binding);
                    return VR_FAIL;
                }
                if (r[n].res[i].counter) {
                    printf("FAIL: the %s shader uses %s (set %u binding %u), which the pipeline does not "
                           "bind\n", r[n].stage, r[n].res[i].name, r[n].res[i].set, r[n].res[i].binding);
                    return VR_FAIL;
                }
                printf("FAIL: the %s shader uses %s (%c%u, space%u), which the pipeline "
                       "does not bind\n", r[n].stage, r[n].res[i].name, r[n].res[i].reg,
                       r[n].res[i].reg_no, r[n].res[i].space);
                return VR_FAIL;
            }
    regroup(a, p);
    return VR_PASS;
}
