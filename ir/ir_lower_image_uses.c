/* ir_lower_image_uses: settles what each image global is from how the
 * module uses it, for every target (docs/ir.md):
 *   - a sampled image that a comparison samples or gathers (dref) becomes
 *     a depth image (IrType.depth): HLSL lets one Texture2D serve Sample and
 *     SampleCmp, but MSL (depth2d) and WGSL (texture_depth_2d) fix the kind
 *     per variable, so a texture used in comparisons is a depth texture
 *     there and its other uses take the depth forms (each backend refuses
 *     the ones its depth type lacks). SPIR-V gets Depth 1, which Vulkan
 *     ignores (the Dref instruction decides).
 *   - a sampled image records whether it is filtered (sampled, gathered or
 *     its lod queried: WebGPU's "float" sample type, else "unfilterable-float");
 *   - a storage image records whether it is read (image_read, atomics) and
 *     written (image_write, atomics): MSL's access::read / write /
 *     read_write and WGSL's storage access modes, and reflection;
 *   - a sampler that samples or gathers a depth or integer texture without
 *     a comparison is unfiltered (WebGPU: a "filtering" sampler may pair
 *     with "float" textures only, so its binding is "non-filtering").
 * The global's pointee (an image, or an array of them) is retyped, and so
 * is every access into it and every load of it. Runs right after
 * lowering, before any pass that makes globals parameters. Linear. */
#include "ir.h"

/* The global an image value, a handle pointer or an access into a handle
 * array comes from, or NULL. */
static IrGlobal *root_global(IrModule *m, IrValue *v)
{
    for (;;) {
        if (v->vkind == IRV_GLOBAL)
            return (IrGlobal *)v;
        if (v->vkind != IRV_INST)
            return NULL;
        IrInst *i = (IrInst *)v;
        if (i->op != IR_LOAD && i->op != IR_ACCESS)
            return NULL;
        v = i->args[0];
    }
}

typedef struct Pair {
    IrGlobal *image, *sampler;
} Pair;

typedef struct Uses {
    IrModule *m;
    bool *depth;  /* by global id: compared against */
    VEC(Pair) plain; /* image and sampler of each sample or gather without comparison */
    bool changed;
} Uses;

static void mark_block(IrBlock *b, void *user)
{
    Uses *u = user;
    IR_FOR_EACH_INST(b, i) {
        IrGlobal *g = NULL;
        switch (i->op) {
        case IR_IMAGE_SAMPLE:
        case IR_IMAGE_GATHER:
            if ((g = root_global(u->m, i->args[0]))) {
                g->image_sampled = true;
                IrGlobal *smp = root_global(u->m, i->args[1]);
                if (i->imm & IR_IMG_DREF)
                    u->depth[g->v.id] = true;
                else if (smp)
                    vec_push(u->m->c->scratch, &u->plain, ((Pair){g, smp}));
            }
            break;
        case IR_IMAGE_QUERY:
            if (i->imm >= IR_QUERY_LOD && (g = root_global(u->m, i->args[0])))
                g->image_sampled = true;
            break;
        case IR_IMAGE_READ:
            if ((g = root_global(u->m, i->args[0])))
                g->image_read = true;
            break;
        case IR_IMAGE_WRITE:
            if ((g = root_global(u->m, i->args[0])))
                g->image_written = true;
            break;
        case IR_IMAGE_TEXEL_POINTER:
            if ((g = root_global(u->m, i->args[0])))
                g->image_read = g->image_written = true;
            break;
        default: break;
        }
    }
}

/* t with its image (the element of arrays) made a depth image. */
static const IrType *depth_type(IrModule *m, const IrType *t)
{
    switch (t->kind) {
    case IRT_IMAGE: return irt_image_depth(m, t, true);
    case IRT_ARRAY: return irt_array(m, depth_type(m, t->elem), t->count, t->stride);
    case IRT_RUNTIME_ARRAY: return irt_runtime_array(m, depth_type(m, t->elem), t->stride);
    case IRT_POINTER: return irt_pointer(m, depth_type(m, t->elem), t->space);
    default: return t;
    }
}

static void retype_block(IrBlock *b, void *user)
{
    Uses *u = user;
    IR_FOR_EACH_INST(b, i) {
        if (i->op != IR_LOAD && i->op != IR_ACCESS)
            continue;
        IrGlobal *g = root_global(u->m, i->args[0]);
        if (g && u->depth[g->v.id] && g->space == IRS_HANDLE)
            i->v.type = depth_type(u->m, i->v.type);
    }
}

static const IrType *image_of(const IrType *t)
{
    while (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)
        t = t->elem;
    return t;
}

bool ir_lower_image_uses(IrModule *m)
{
    Uses u = {m, ARENA_ARRAY(m->c->scratch, bool, m->next_global_id + 1), {0}, false};
    for (int f = 0; f < m->functions.len; f++)
        ir_walk_blocks(&m->functions.data[f]->body, mark_block, &u);
    for (int k = 0; k < u.plain.len; k++) {
        Pair *p = &u.plain.data[k];
        if (u.depth[p->image->v.id] || image_of(p->image->pointee)->elem->kind != IRT_FLOAT)
            p->sampler->sampler_unfiltered = true;
    }
    for (int k = 0; k < m->globals.len; k++) {
        IrGlobal *g = m->globals.data[k];
        if (!u.depth[g->v.id] || g->space != IRS_HANDLE)
            continue;
        const IrType *t = depth_type(m, g->pointee);
        if (t != g->pointee) {
            g->pointee = t;
            g->v.type = irt_pointer(m, t, g->space);
            u.changed = true;
        }
    }
    if (u.changed)
        for (int f = 0; f < m->functions.len; f++)
            ir_walk_blocks(&m->functions.data[f]->body, retype_block, &u);
    return u.changed;
}
