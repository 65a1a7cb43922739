/* The pipeline's bindings against prism's reflection: the YAML states
 * where the test binds each buffer, the reflection where the shader looks.
 * Any disagreement is a failure of the compiler (or of the test). */
#include "vkrun.h"

#include <string.h>

static struct vr_refl_res *find(const struct vr_refl *r, char reg, uint32_t no,
                                uint32_t space)
{
    for (int i = 0; i < r->nres; i++)
        if (r->res[i].reg == reg && r->res[i].reg_no == no && r->res[i].space == space)
            return &r->res[i];
    return NULL;
}

static int check_one(struct vr_resource *y, uint32_t set, const struct vr_refl *r)
{
    const struct vr_rkind_info *k = &vr_rkinds[y->kind];
    struct vr_refl_res *s = find(r, k->reg, y->reg, y->space);
    if (!s) {
        /* unused by the entry point: bound anyway, where the YAML says */
        if (!y->has_vk_binding)
            y->binding = y->reg;
        return 0;
    }
    if (!y->has_vk_binding)
        y->binding = s->binding; /* ours: VulkanBinding may be left out */
    if (s->set != set || s->binding != y->binding) {
        printf("FAIL: %s (%c%u, space%u): the pipeline binds set %u binding %u, "
               "the reflection says set %u binding %u\n", y->name, k->reg, y->reg,
               y->space, set, y->binding, s->set, s->binding);
        return -1;
    }
    if (strcmp(s->descriptor, k->descriptor) != 0) {
        printf("FAIL: %s: a %s is a %s descriptor, the reflection says %s\n", y->name,
               k->name, k->descriptor, s->descriptor);
        return -1;
    }
    return 0;
}

static int bound(const struct vr_test *t, const struct vr_refl_res *s)
{
    for (int si = 0; si < t->nsets; si++)
        for (int i = 0; i < t->sets[si].nres; i++) {
            const struct vr_resource *y = &t->sets[si].res[i];
            if (vr_rkinds[y->kind].reg == s->reg && y->reg == s->reg_no &&
                y->space == s->space)
                return 1;
        }
    return 0;
}

int vr_check_bindings(struct vr_test *t, const struct vr_refl *r)
{
    for (int si = 0; si < t->nsets; si++)
        for (int i = 0; i < t->sets[si].nres; i++)
            if (check_one(&t->sets[si].res[i], (uint32_t)si, r))
                return VR_FAIL;
    for (int i = 0; i < r->nres; i++)
        if (!bound(t, &r->res[i])) {
            printf("FAIL: the shader uses %s (%c%u, space%u), which the pipeline "
                   "does not bind\n", r->res[i].name, r->res[i].reg, r->res[i].reg_no,
                   r->res[i].space);
            return VR_FAIL;
        }
    return VR_PASS;
}
