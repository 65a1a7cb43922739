/* wgsl_lower_texel_buffers: typed buffers (Buffer<T>, RWBuffer<T>) as
 * storage buffers, for WGSL, which has no texel buffers (no
 * texture_buffer; WebGPU binds none).
 *
 * A texel buffer's texels are in a format. When that format is T's own,
 * 32 bits a component (R32, Rg32, Rgba32 of float, int or uint: what DXC
 * infers for RWBuffer<T> on Vulkan, and the view format a host gives a
 * Buffer<T> of 32-bit texels), its bytes are exactly an array of T, so
 *     RWBuffer<float4> b      ->  var<storage, read_write> b: struct { data: array<vec4<f32>> }
 * holds the same data at the same binding (reflection: webgpu "buffer"
 * with "texelFormat", the format the host must give the texels in).
 * Other formats (rgba8 and the like: a conversion that only the texture
 * unit does), 3-component and 16-bit texels keep PRISM5203.
 *
 * D3D and Vulkan's robust access give out-of-range texel reads 0 and drop
 * out-of-range writes and atomics; WGSL's robustness may instead clamp the
 * index to the last element (WGSL 14.4.4). So reads select 0 when
 * index >= arrayLength, and writes and atomics are guarded by an if (the
 * block is split at them; runs after ir_lower_phis_to_vars, so no phi
 * needs its predecessor retargeted). */
#include "wgsl_internal.h"
#include <string.h>

/* The component count a typed buffer's texel has on WGSL's storage-buffer
 * form (1, 2 or 4), or 0 when the form does not hold its data. */
static int storage_components(const IrGlobal *g)
{
    if (g->resource != IRR_TYPED_BUFFER || !g->texel_type || g->pointee->kind != IRT_IMAGE)
        return 0;
    const IrType *img = g->pointee, *s = irt_scalar_of(g->texel_type);
    int n = irt_components(g->texel_type);
    if (s->bits != 32 || s->relaxed || n == 3)
        return 0;
    /* RWBuffer: the storage format must be T's R32 / Rg32 / Rgba32 */
    static const IrImageFormat by_kind[3][5] = {
        {IR_FMT_UNKNOWN, IR_FMT_R32F, IR_FMT_RG32F, IR_FMT_UNKNOWN, IR_FMT_RGBA32F},
        {IR_FMT_UNKNOWN, IR_FMT_R32I, IR_FMT_RG32I, IR_FMT_UNKNOWN, IR_FMT_RGBA32I},
        {IR_FMT_UNKNOWN, IR_FMT_R32UI, IR_FMT_RG32UI, IR_FMT_UNKNOWN, IR_FMT_RGBA32UI},
    };
    int k = img->elem->kind == IRT_FLOAT ? 0 : img->elem->is_signed ? 1 : 2;
    if (img->sampled == IR_IMAGE_STORAGE && img->format != by_kind[k][n])
        return 0;
    return n;
}

const char *wgsl_texel_buffer_format(const IrGlobal *g)
{
    static const char *const names[3][5] = {
        {NULL, "r32float", "rg32float", NULL, "rgba32float"},
        {NULL, "r32sint", "rg32sint", NULL, "rgba32sint"},
        {NULL, "r32uint", "rg32uint", NULL, "rgba32uint"},
    };
    int n = storage_components(g);
    if (!n)
        return NULL;
    const IrType *s = g->pointee->elem;
    return names[s->kind == IRT_FLOAT ? 0 : s->is_signed ? 1 : 2][n];
}

typedef struct TB {
    IrModule *m;
    IrFunction *f;
    IrBuilder b;
    PtrMap converted;            /* global -> its texel type on the storage form */
    VEC(IrInst *) insts;         /* the loads, image ops and atomics to rewrite */
} TB;

static void convert_global(TB *t, IrGlobal *g)
{
    IrModule *m = t->m;
    const IrType *elem = irt_vector(m, g->pointee->elem, storage_components(g));
    IrType *st = irt_struct_new(m, arena_printf(m->c->arena, "type_%s", g->v.name ? g->v.name : "texels"), 1);
    st->explicit_layout = true;
    st->block = true;
    st->members[0].name = "data";
    st->members[0].type = irt_runtime_array(m, elem, 4u * (uint32_t)irt_components(elem));
    st->members[0].offset = 0;
    g->pointee = st;
    g->space = IRS_STORAGE;
    g->v.type = irt_pointer(m, st, IRS_STORAGE);
    g->resource = IRR_STRUCTURED;
    ptrmap_put(m->c->arena, &t->converted, g, (void *)elem);
}

/* The global a handle operand reaches (its load's, or the global itself). */
static IrGlobal *converted_root(TB *t, IrValue *v)
{
    if (v->vkind == IRV_INST && ((IrInst *)v)->op == IR_LOAD)
        v = ((IrInst *)v)->args[0];
    if (v->vkind != IRV_GLOBAL || !ptrmap_get(&t->converted, v))
        return NULL;
    return (IrGlobal *)v;
}

static void collect(IrBlock *blk, void *user)
{
    TB *t = user;
    IR_FOR_EACH_INST(blk, i)
    {
        bool take = false;
        switch (i->op) {
        case IR_LOAD:
        case IR_IMAGE_READ:
        case IR_IMAGE_WRITE:
        case IR_IMAGE_QUERY:
        case IR_IMAGE_TEXEL_POINTER: take = i->num_args && converted_root(t, i->args[0]); break;
        case IR_ATOMIC: take = i->args[0]->vkind == IRV_INST && ((IrInst *)i->args[0])->op == IR_IMAGE_TEXEL_POINTER &&
                               converted_root(t, ((IrInst *)i->args[0])->args[0]);
            break;
        default: break;
        }
        if (take)
            vec_push(t->m->c->scratch, &t->insts, i);
    }
}

/* The texel index as a u32 (a negative int is out of range as a u32). */
static IrValue *index_u32(TB *t, IrValue *coord)
{
    const IrType *u = irt_int(t->m, 32, false);
    return coord->type == u ? coord : ir_build1(&t->b, IR_BITCAST, u, coord);
}

static IrValue *in_range(TB *t, IrGlobal *g, IrValue *idx)
{
    IrValue *arg = &g->v;
    IrInst *len = ir_build(&t->b, IR_ARRAY_LENGTH, idx->type, &arg, 1);
    len->imm = 0;
    return ir_build2(&t->b, IR_LT, irt_bool(t->m), idx, &len->v);
}

static IrValue *texel_ptr(TB *t, IrGlobal *g, IrValue *idx)
{
    IrValue *ix[2] = {&ir_const_uint(t->m, 0)->v, idx};
    return ir_build_access(&t->b, &g->v, ix, 2);
}

/* Puts inst, now detached, under `if (cond)`, and moves what followed it in
 * its block to the merge block. A result reaches its users through a
 * variable that holds 0 when cond is false. */
static void guard(TB *t, IrInst *inst, IrInst *tail, IrValue *cond)
{
    IrValue *var = NULL;
    if (inst->v.type->kind != IRT_VOID) {
        var = ir_build_var(&t->b, inst->v.type, "texel_old");
        ir_build_store(&t->b, var, &ir_const_null(t->m, inst->v.type)->v);
    }
    IrIf *iff = ir_build_if(&t->b, cond);
    ir_builder_set_region(&t->b, &iff->then_);
    ir_inst_append(t->b.block, inst);
    ir_builder_after(&t->b, &iff->n);
    IrValue *r = var ? ir_build_load(&t->b, var) : NULL;
    ir_inst_append_list(t->b.block, tail);
    if (var) { /* the users moved back first: ir_replace_uses walks the function's blocks */
        ir_replace_uses(t->f, &inst->v, r);
        ir_builder_set_region(&t->b, &iff->then_);
        ir_build_store(&t->b, var, &inst->v);
    }
}

/* Splits inst's block at inst (ir_inst_cut); the builder then appends at
 * the block's end, where inst was. */
static IrInst *cut_at(TB *t, IrInst *inst)
{
    IrBlock *blk = inst->block;
    IrInst *tail = ir_inst_cut(inst);
    ir_builder_set_block(&t->b, blk);
    t->b.loc = inst->loc;
    return tail;
}

/* vec4 of the sampled type from a texel of n components: (x, y, 0, 1)'s
 * filling, as Vulkan's texel reads fill missing components. */
static IrValue *widen(TB *t, IrValue *v)
{
    const IrType *s = irt_scalar_of(v->type), *v4 = irt_vector(t->m, s, 4);
    int n = irt_components(v->type);
    if (n == 4)
        return v;
    IrConst *zero = ir_const_null(t->m, s);
    IrConst *one = s->kind == IRT_FLOAT ? ir_const_float(t->m, s, 1.0) : ir_const_int(t->m, s, 1);
    IrValue *parts[4];
    for (int k = 0; k < 4; k++)
        parts[k] = k < n ? (n == 1 ? v : ir_build_extract(&t->b, v, (uint32_t)k)) : k == 3 ? &one->v : &zero->v;
    return &ir_build(&t->b, IR_CONSTRUCT, v4, parts, 4)->v;
}

static IrValue *narrow(TB *t, IrValue *v4, const IrType *elem)
{
    int n = irt_components(elem);
    if (n == 4)
        return v4;
    if (n == 1)
        return ir_build_extract(&t->b, v4, 0);
    static const uint32_t first[2] = {0, 1};
    IrValue *args[2] = {v4, v4};
    return &ir_build_lits(&t->b, IR_SHUFFLE, elem, args, 2, first, n)->v;
}

static void rewrite(TB *t, IrInst *i)
{
    IrModule *m = t->m;
    IrGlobal *g = i->op == IR_ATOMIC ? converted_root(t, ((IrInst *)i->args[0])->args[0]) : converted_root(t, i->args[0]);
    const IrType *elem = ptrmap_get(&t->converted, g);
    switch (i->op) {
    case IR_LOAD: break; /* the handle: its users are rewritten; removed below */
    case IR_IMAGE_READ: {
        IrInst *tail = cut_at(t, i);
        IrValue *idx = index_u32(t, i->args[1]);
        IrValue *ok = in_range(t, g, idx);
        IrValue *v = widen(t, ir_build_load(&t->b, texel_ptr(t, g, idx)));
        IrValue *args[3] = {ok, v, &ir_const_null(m, v->type)->v};
        IrValue *r = &ir_build(&t->b, IR_SELECT, v->type, args, 3)->v;
        ir_inst_append_list(t->b.block, tail);
        ir_replace_uses(t->f, &i->v, r);
        return;
    }
    case IR_IMAGE_WRITE: {
        IrInst *tail = cut_at(t, i);
        IrValue *idx = index_u32(t, i->args[1]);
        IrValue *ok = in_range(t, g, idx);
        IrValue *p = texel_ptr(t, g, idx);
        IrValue *v = narrow(t, i->args[2], elem);
        IrInst *st = ir_inst_new(t->f, IR_STORE, NULL, 2);
        st->args[0] = p;
        st->args[1] = v;
        st->loc = i->loc;
        guard(t, st, tail, ok);
        return;
    }
    case IR_IMAGE_QUERY: { /* GetDimensions(n): the element count */
        IrInst *tail = cut_at(t, i);
        IrValue *arg = &g->v;
        IrInst *len = ir_build(&t->b, IR_ARRAY_LENGTH, irt_int(m, 32, false), &arg, 1);
        len->imm = 0;
        IrValue *r = &len->v;
        if (i->v.type != r->type)
            r = ir_build1(&t->b, IR_BITCAST, i->v.type, r);
        ir_inst_append_list(t->b.block, tail);
        ir_replace_uses(t->f, &i->v, r);
        return;
    }
    case IR_IMAGE_TEXEL_POINTER: {
        IrInst *tail = cut_at(t, i);
        IrValue *p = texel_ptr(t, g, index_u32(t, i->args[1]));
        ir_inst_append_list(t->b.block, tail);
        ir_replace_uses(t->f, &i->v, p);
        return;
    }
    case IR_ATOMIC: { /* its pointer is an access now: guard it by the index it took */
        IrInst *ptr = (IrInst *)i->args[0];
        IrInst *tail = cut_at(t, i);
        IrValue *ok = in_range(t, g, ptr->args[ptr->num_args - 1]);
        guard(t, i, tail, ok);
        return;
    }
    default: return;
    }
}

bool wgsl_lower_texel_buffers(IrModule *m)
{
    TB t = {.m = m};
    for (int k = 0; k < m->globals.len; k++)
        if (wgsl_texel_buffer_format(m->globals.data[k]))
            convert_global(&t, m->globals.data[k]);
    if (!t.converted.len)
        return false;
    for (int fi = 0; fi < m->functions.len; fi++) {
        t.f = m->functions.data[fi];
        t.insts.len = 0;
        ir_walk_blocks(&t.f->body, collect, &t);
        if (!t.insts.len)
            continue;
        ir_builder_init(&t.b, m, t.f);
        /* texel pointers before their atomics (collected in order) */
        for (int k = 0; k < t.insts.len; k++)
            rewrite(&t, t.insts.data[k]);
        for (int k = 0; k < t.insts.len; k++)
            if (t.insts.data[k]->op == IR_LOAD)
                ir_inst_remove(t.insts.data[k]);
    }
    return true;
}
