/* globallycoherent, and what -fspv-use-vulkan-memory-model makes of
 * coherent memory.
 *
 * Under GLSL450 a globallycoherent resource is decorated Coherent (as DXC
 * does). The Vulkan memory model bans that decoration and says it per
 * access instead, as spirv-opt's upgrade-memory-model pass (which DXC runs
 * for -fspv-use-vulkan-memory-model) rewrites it: a load through coherent
 * memory is NonPrivatePointer|MakePointerVisible, a store
 * NonPrivatePointer|MakePointerAvailable, each with its scope; a storage
 * image read NonPrivateTexel|MakeTexelVisible, a write
 * NonPrivateTexel|MakeTexelAvailable. Groupshared memory is coherent in the
 * workgroup (Workgroup scope, as that pass treats Workgroup storage);
 * globallycoherent resources across the device's queue family: QueueFamily
 * scope, DXC's (its test decoration.coherent.hlsl: `OpLoad %uint %ac
 * MakePointerVisible|NonPrivatePointer %uint_5`), which needs no
 * VulkanMemoryModelDeviceScope.
 * Storage images that are not coherent are still NonPrivateTexel, as
 * buffers are NonPrivatePointer (spv_vk.c): barriers order them.
 * Barriers keep DXC's semantics (spv_inst.c). */
#include "spv_internal.h"

/* The global v reaches memory of: v itself, an access chain into it, or
 * an image loaded from it; NULL for anything else. */
const IrGlobal *spv_root_global(const IrValue *v)
{
    for (int depth = 0; v && depth < 64; depth++) {
        if (v->vkind == IRV_GLOBAL)
            return (const IrGlobal *)v;
        if (v->vkind != IRV_INST)
            return NULL;
        const IrInst *i = (const IrInst *)v;
        if (!i->num_args || (i->op != IR_ACCESS && i->op != IR_LOAD))
            return NULL;
        const IrType *pt = i->args[0]->type;
        if (i->op == IR_LOAD && !(pt->kind == IRT_POINTER && pt->space == IRS_HANDLE))
            return NULL; /* a value read from memory; only an image handle leads on */
        v = i->args[0];
    }
    return NULL;
}

void spv_coherent_decorate(SpvWriter *w, const IrGlobal *g, uint32_t id)
{
    if (g->coherent && !w->o->vulkan_memory_model)
        spv_decorate(w, id, SpvDecorationCoherent, 0);
}

/* The scope id of coherent accesses through p (0: not coherent). */
static uint32_t coherent_scope(SpvWriter *w, const IrValue *p)
{
    if (!w->o->vulkan_memory_model || p->type->kind != IRT_POINTER)
        return 0;
    if (p->type->space == IRS_WORKGROUP)
        return spv_u32(w, SpvScopeWorkgroup);
    if (p->type->space != IRS_STORAGE)
        return 0; /* an image's handle: its texels say it (spv_coherent_texel) */
    const IrGlobal *g = spv_root_global(p);
    return g && g->coherent ? spv_u32(w, SpvScopeQueueFamily) : 0;
}

uint32_t spv_coherent_access(SpvWriter *w, const IrValue *p, bool load, uint32_t *scope)
{
    *scope = coherent_scope(w, p);
    if (!*scope)
        return 0;
    return SpvMemoryAccessNonPrivatePointerMask |
           (load ? SpvMemoryAccessMakePointerVisibleMask : SpvMemoryAccessMakePointerAvailableMask);
}

uint32_t spv_coherent_texel(SpvWriter *w, const IrValue *img, bool read, uint32_t *scope)
{
    *scope = 0;
    if (!w->o->vulkan_memory_model)
        return 0;
    const IrGlobal *g = spv_root_global(img);
    if (!g || !g->coherent)
        return SpvImageOperandsNonPrivateTexelMask;
    *scope = spv_u32(w, SpvScopeQueueFamily);
    return SpvImageOperandsNonPrivateTexelMask |
           (read ? SpvImageOperandsMakeTexelVisibleMask : SpvImageOperandsMakeTexelAvailableMask);
}
