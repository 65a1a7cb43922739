/* Textures and samplers: their globals, their elements (t[coord],
 * t.mips[level][coord], t.sample[index][coord]) and their methods, lowered
 * to the IR's image ops.
 *
 * Globals: a texture is ptr<handle, image<dim, S, sampled|storage, format>>
 * with S its element's scalar widened to 32 bits (lower_image.c); a sampler
 * ptr<handle, sampler> or ptr<handle, sampler_comparison>; an array of
 * them ptr<handle, array<image, N>> (array<image> when unbounded), whose
 * element is reached by access (imm IR_ACCESS_NONUNIFORM when the index
 * went through NonUniformResourceIndex). A storage image's format is
 * [[vk::image_format("...")]] when given, else DXC's choice from the
 * element type (R32f, Rg32f, Rgba32f and the int and uint forms).
 *
 * Methods (intrinsics.def, DXC's overloads):
 *   Sample*           image_sample: the row's fixed operands (bias, lod,
 *                     gradients, depth reference), then the optional
 *                     offset, lod clamp and status in that order
 *   SampleCmpLevelZero  image_sample dref|lod with lod 0.0
 *   Gather*           image_gather, the component from the name; the
 *                     four-offset forms are four gathers, each giving the
 *                     texel i0j0 (component w) of its footprint (GLSL's
 *                     textureGatherOffsets, which D3D's gather4_po mirrors)
 *   Load, [], .mips, .sample   image_read: the level is the last component
 *                     of Load's location (0 for t[coord]), the sample index
 *                     of multisampled textures an operand
 *   GetDimensions     image_query size (level 0 unless given), levels,
 *                     samples; converted to the outputs' type
 *   CalculateLevelOfDetail[Unclamped]  image_query lod[_unclamped]
 * Offsets must be constants (HLSL's rule: immediate offsets) except for
 * gathers, whose programmable offsets SPIR-V takes as Offset
 * (ImageGatherExtended); the text targets check them again. A texel is
 * always four S: results keep the element's components and convert to
 * its type, as typed buffers do.
 *
 * The status argument (tiled resources): the op gets IR_IMG_SPARSE and
 * gives a struct {u32 residency code, texel}; status gets 0 when the code
 * says resident, else 1 (OpImageSparseTexelsResident, this row's IR
 * intrinsic), the encoding a buffer Load's status shares, which
 * CheckAccessFullyMapped reads as status == 0 (lower_load_status.c). The
 * four-offset gathers give the first code of a non-resident gather, else
 * the last one. */
#include <string.h>
#include "lower_internal.h"
#include "texture.h"

static const IrType *vt(Lower *L, const Type *t)
{
    const IrType *r = layout_type(L, t, LAYOUT_NONE, false);
    return r ? r : irt_int(L->m, 32, false);
}

/* ---------------------------------------------------------------- globals */

/* [[vk::image_format("rgba8")]] on v: the format, or IR_FMT_COUNT when not given. */
static IrImageFormat written_format(Node *v)
{
    Attribute *a = lower_find_attr(&v->var.attrs, "vk::image_format");
    if (!a || a->args.len != 1 || a->args.data[0]->kind != ND_STRING_LIT)
        return IR_FMT_COUNT;
    for (int f = 1; f < IR_FMT_COUNT; f++)
        if (!strcmp(ir_image_format_info[f].name, a->args.data[0]->slit.value))
            return (IrImageFormat)f;
    return IR_FMT_COUNT; /* reported by sema */
}

const IrType *lower_written_format(Lower *L, Node *v, const IrType *img)
{
    IrImageFormat f = written_format(v);
    if (f == IR_FMT_COUNT || !img || img->sampled != IR_IMAGE_STORAGE)
        return img;
    return irt_image(L->m, (IrImageDim)img->dim, img->elem, IR_IMAGE_STORAGE, f);
}

const IrType *lower_texture_image_type(Lower *L, const Type *t, Node *decl)
{
    const TextureInfo *ti = texture_info(t->res);
    const IrType *s = lower_texel_scalar(L, t->elem);
    if (!ti->storage)
        return irt_image(L->m, ti->dim, s, IR_IMAGE_SAMPLED, IR_FMT_UNKNOWN);
    const IrType *img = irt_image(L->m, ti->dim, s, IR_IMAGE_STORAGE, lower_default_format(t->elem));
    return decl ? lower_written_format(L, decl, img) : img;
}

/* A vk::SampledTexture*'s sampler: a second global at the image's set and
 * binding, both marked combined as a [[vk::combinedImageSampler]] pair is,
 * so SPIR-V declares one OpTypeSampledImage variable and MSL a texture and
 * a sampler (proposal 0034: the methods lower as Texture*'s do). */
static IrGlobal *own_sampler(Lower *L, IrGlobal *image, const Type *t)
{
    const IrType *pointee = irt_sampler(L->m, false);
    if (t->kind == TY_ARRAY)
        pointee = t->len ? irt_array(L->m, pointee, t->len, 0) : irt_runtime_array(L->m, pointee, 0);
    IrGlobal *g = ir_global_new(L->m, arena_printf(L->c->arena, "%s_sampler", image->v.name), pointee, IRS_HANDLE);
    g->resource = IRR_SAMPLER;
    g->hlsl_type = "SamplerState";
    g->decl_loc = image->decl_loc;
    g->reg_class = image->reg_class;
    g->reg_index = image->reg_index;
    g->reg_space = image->reg_space;
    g->location = -1;
    g->set = image->set;
    g->binding = image->binding;
    g->combined = image->combined = true;
    g->combined_image = image;
    return g;
}

bool lower_texture_global(Lower *L, Node *v, VarInfo *vi)
{
    const Type *t = v->type, *base = t;
    int dims = 0;
    while (base->kind == TY_ARRAY)
        base = base->elem, dims++;
    bool sampler = type_is_sampler(base);
    if (!sampler && !type_is_texture(base))
        return false;
    const Type *flat = dims > 1 && (sampler || !texture_info(base->res)->combined) ? lower_flat_array_type(L, v->type) : NULL;
    if (flat) { /* an array of arrays: one flat array, as DXC has it (lower_resource_flat.c) */
        t = flat, dims = 1;
        vi->flat = true;
    }
    if (dims > 1) {
        /* Vulkan binds one-dimensional arrays of descriptors only
         * (VUID-StandaloneSpirv-OpTypeArray-... : no arrays of arrays);
         * a vk::SampledTexture*'s pair is not flattened. */
        vi->unsupported = vi->reported = true; /* its uses say nothing more */
        lower_error(L, v, D_LOWER_RESOURCE_ARRAY_DIMS, v->var.name, type_name(L->c, t));
        return true;
    }
    const IrType *pointee = sampler ? irt_sampler(L->m, base->res == RES_SAMPLER_CMP)
                                    : lower_texture_image_type(L, base, v);
    if (t->kind == TY_ARRAY)
        pointee = t->len ? irt_array(L->m, pointee, t->len, 0) : irt_runtime_array(L->m, pointee, 0);
    IrGlobal *g = ir_global_new(L->m, v->var.name, pointee, IRS_HANDLE);
    g->resource = sampler ? IRR_SAMPLER : IRR_TEXTURE;
    g->writable = resource_info[base->res].writable;
    g->rasterizer_ordered = base->rov;
    g->coherent = (v->var.mods & MOD_GLOBALLYCOHERENT) != 0;
    g->hlsl_type = type_name(L->c, base);
    g->decl_loc = v->loc;
    g->combined = lower_find_attr(&v->var.attrs, "vk::combinedImageSampler") != NULL;
    lower_bind_global(g, v->var.reg ? v->var.reg : v->var.implicit_reg, texture_reg_class(base, v->var.reg),
                      v->var.vk_set, v->var.vk_binding);
    vi->ptr = &g->v;
    vi->global = g;
    if (!sampler && texture_info(base->res)->combined)
        vi->own_sampler = own_sampler(L, g, t);
    return true;
}

/* An element of a global array of resources is a handle; one of a local
 * array (or of a struct array with resource members) a pointer to what
 * holds handles, which ir_handle_split turns into a choice among the
 * globals' elements, keeping the mark for ir_handle_resolve. */
void lower_mark_nonuniform(Lower *L, Node *index_expr, IrValue *access)
{
    const IrType *t = access->type;
    bool handles = ir_type_is_handle(t) || (t->kind == IRT_POINTER && ir_type_has_handles(t->elem));
    if (access->vkind == IRV_INST && ((IrInst *)access)->op == IR_ACCESS && handles &&
        lower_nonuniform_index(L, index_expr))
        ((IrInst *)access)->imm |= IR_ACCESS_NONUNIFORM;
}

/* ---------------------------------------------------------------- elements */

bool lower_is_texel_resource(const Type *t)
{
    if (!t || t->kind != TY_RESOURCE)
        return false;
    return t->res == RES_BUFFER || t->res == RES_RWBUFFER || t->res == RES_MIPS_LEVEL ||
           t->res == RES_SAMPLES_INDEX || type_is_texture(t);
}

/* The place of texture or sampler n, a global's (or an element of a
 * global array); a parameter or a local is refused at e (4006). */
static bool handle_lvalue(Lower *L, Node *n, Node *e, LValue *out)
{
    if (!lower_resource_object(L, n, out))
        return false;
    if (!out->ptr || out->ptr->type->space != IRS_HANDLE) {
        lower_error(L, e, D_LOWER_RESOURCE_VALUE, n->kind == ND_IDENT ? n->ident.name : "?");
        return false;
    }
    return true;
}

bool lower_texture_element(Lower *L, Node *e, LValue *out)
{
    memset(out, 0, sizeof *out);
    Node *tex = e->index.base;
    const Type *bt = tex->type;
    IrValue *level = NULL, *sample = NULL;
    if (bt->res == RES_MIPS_LEVEL || bt->res == RES_SAMPLES_INDEX) {
        /* t.mips[level][coord]: tex is t.mips[level], whose base is the view */
        Node *view = tex->index.base;
        IrValue *k = lower_expr(L, tex->index.index);
        if (bt->res == RES_MIPS_LEVEL)
            level = k;
        else
            sample = k;
        tex = view->member.object;
    }
    LValue t;
    if (!handle_lvalue(L, tex, e, &t))
        return false;
    out->ptr = t.ptr;
    out->root = t.root;
    out->type = e->type;
    out->texel = lower_texel_coord(L, e->index.index);
    out->texel_level = level;
    out->texel_sample = sample;
    return true;
}

/* ---------------------------------------------------------------- methods */

/* The image or sampler value an object expression names. */
static IrValue *handle_value(Lower *L, Node *n)
{
    while (n->kind == ND_CAST && n->cast.implicit)
        n = n->cast.expr;
    LValue lv;
    return handle_lvalue(L, n, n, &lv) ? ir_build_load(&L->b, lv.ptr) : NULL;
}

/* The sampler argument an of a method on image img (a load): a
 * vk::SampledTexture*'s own sampler is the same element of its sampler
 * global, reached with the image's indices (its object is not evaluated
 * twice). */
static IrValue *sampler_value(Lower *L, Node *an, IrValue *img)
{
    if (an->kind != ND_MEMBER || an->member.what != MEMBER_OWN_SAMPLER)
        return handle_value(L, an);
    IrInst *pair = img->vkind == IRV_INST && ((IrInst *)img)->op == IR_LOAD &&
                           ((IrInst *)img)->args[0]->vkind == IRV_INST
                       ? (IrInst *)((IrInst *)img)->args[0]
                       : NULL;
    if (pair && pair->op == IR_EXTRACT && pair->num_lits == 1 && pair->lits[0] == 0) /* a handle value's pair */
        return ir_build_load(&L->b, lx_extract(L, pair->args[0], 1));
    Node *root = an->member.object;
    while (root->kind == ND_INDEX)
        root = root->index.base;
    VarInfo *vi = root->kind == ND_IDENT && root->ident.decl ? lower_var(L, root->ident.decl) : NULL;
    IrInst *load = img->vkind == IRV_INST ? (IrInst *)img : NULL;
    if (!vi || !vi->own_sampler || !load || load->op != IR_LOAD)
        ice(L->c, "lowering: the sampler of a vk::SampledTexture not found");
    IrValue *p = load->args[0], *own = &vi->own_sampler->v;
    IrInst *a = p->vkind == IRV_INST ? (IrInst *)p : NULL;
    if (a && a->op == IR_ACCESS && a->args[0] == &vi->global->v) { /* t[i]: the sampler of element i */
        own = lx_access_n(L, own, &a->args[1], a->num_args - 1);
        if (own->vkind == IRV_INST)
            ((IrInst *)own)->imm = a->imm; /* NonUniformResourceIndex marks both */
    } else if (p != &vi->global->v) {
        ice(L->c, "lowering: a vk::SampledTexture reached through %s", ir_op_info[a ? a->op : IR_LOAD].name);
    }
    return ir_build_load(&L->b, own);
}

/* An offset argument: a constant (HLSL: immediate offsets) unless dynamic
 * ones are allowed (gathers). */
static IrValue *offset_arg(Lower *L, Node *a, bool dynamic_ok)
{
    IrConst *k = lower_const_eval(L, a);
    if (k && !dynamic_ok) { /* D3D's immediate offsets are 4-bit: -8 to 7 */
        int n = irt_components(k->v.type);
        for (int c = 0; c < n; c++) {
            int64_t v = (int64_t)(n == 1 ? k->u : ir_const_part(L->m, k, (uint32_t)c)->u);
            if (v < -8 || v > 7) {
                lower_error(L, a, D_LOWER_TEXTURE_OFFSET_RANGE, (long long)v);
                break;
            }
        }
    }
    if (k)
        return &k->v;
    IrValue *v = lower_expr(L, a);
    if (!dynamic_ok) {
        lower_error(L, a, D_LOWER_TEXTURE_OFFSET);
        return ir_undef(L->m, v->type);
    }
    return v;
}

static IrValue *f32_arg(Lower *L, Node *a)
{
    return lower_convert(L, lower_expr(L, a), a->type, type_scalar(L->tt, SC_FLOAT));
}

/* The gather component of a row: its name's channel. */
static unsigned gather_component(int id)
{
    const char *name = intrinsic_info[id].hlsl;
    if (strstr(name, "Green"))
        return 1;
    if (strstr(name, "Blue"))
        return 2;
    if (strstr(name, "Alpha"))
        return 3;
    return 0;
}

/* What each argument of a texture row is, from its signature
 * (intrinsics.def): 's' sampler, 'c' coordinate, 'f' a fixed float (the
 * depth reference, then the bias or level, as the name says), 'm' the lod
 * clamp (an optional float), 'g' a gradient, 'o' an offset, 'l' Load's
 * location, 'i' a sample index, 'u' the status, '?' anything else. */
void lower_texture_arg_roles(int id, char *roles, int max)
{
    const char *p = strchr(intrinsic_info[id].signature, '(') + 1;
    int n = 0;
    while (*p && *p != ')' && n < max) {
        const char *q = p;
        while (*q && *q != ',' && *q != ')')
            q++;
        size_t len = (size_t)(q - p);
        bool opt = len && p[len - 1] == '?';
        char r = '?';
        if (!strncmp(p, "sampler", 7))
            r = 's';
        else if (!strncmp(p, "out uint", 8))
            r = 'u';
        else if (!strncmp(p, "float", 5))
            r = opt ? 'm' : 'f';
        else if (!strncmp(p, "int", 3))
            r = 'i';
        else if (len && (*p == 'C' || *p == 'G' || *p == 'O' || *p == 'L'))
            r = (char)(*p == 'C' ? 'c' : *p == 'G' ? 'g' : *p == 'O' ? 'o' : 'l');
        roles[n++] = r;
        p = *q == ',' ? q + 1 : q;
    }
}

/* The fixed float operands of a sampling row, from its name. */
static unsigned sample_fixed(const char *name)
{
    unsigned f = !strncmp(name, "SampleCmp", 9) ? IR_IMG_DREF : 0;
    if (strstr(name, "Bias"))
        f |= IR_IMG_BIAS;
    if (strstr(name, "Level")) /* SampleLevel, SampleCmpLevel, SampleCmpLevelZero */
        f |= IR_IMG_LOD;
    if (strstr(name, "Grad"))
        f |= IR_IMG_GRAD;
    return f;
}

/* The texel result of an image op (vec4 of S, or S for a comparison) as
 * the HLSL result type rt. */
static IrValue *to_result(Lower *L, IrValue *v, const Type *rt)
{
    if (v->type->kind != IRT_VECTOR) {
        const IrType *want = vt(L, rt);
        return want == v->type ? v : lx_op1(L, IR_CONVERT, want, v);
    }
    return lower_texel_to_elem(L, v, rt);
}

/* The arguments of Sample*, Gather* and Load, by role. */
typedef struct TexArgs {
    IrValue *smp, *coord, *fixed[2], *grad[2], *offsets[4], *min_lod, *level, *sample;
    Node *status;
    int nfixed, ngrad, noff;
} TexArgs;

/* The struct {u32 code, texel} of a sparse op giving texel (one per type). */
static const IrType *sparse_type(Lower *L, const IrType *texel)
{
    IrType *t = ptrmap_get(&L->sparse_types, texel);
    if (!t) {
        t = irt_struct_new(L->m, "SparseTexel", 2);
        t->members[0] = (IrMember){.name = "code", .type = irt_int(L->m, 32, false)};
        t->members[1] = (IrMember){.name = "texel", .type = texel};
        ptrmap_put(L->scratch, &L->sparse_types, texel, t);
    }
    return t;
}

/* An image op giving texel type rt; with status, the sparse form, whose
 * code goes to *code. */
static IrValue *texel_op(Lower *L, IrOp op, const IrType *rt, IrValue **ops, int n, unsigned flags, bool sparse,
                         IrValue **code)
{
    IrInst *i = ir_build(&L->b, op, sparse ? sparse_type(L, rt) : rt, ops, n);
    i->imm = flags | (sparse ? IR_IMG_SPARSE : 0);
    if (!sparse)
        return &i->v;
    *code = lx_extract(L, &i->v, 0);
    return lx_extract(L, &i->v, 1);
}

static bool collect_args(Lower *L, Node *e, int id, IrOp op, IrValue *img, const TextureInfo *ti, TexArgs *t)
{
    NodeList *a = &e->call.args;
    const IrImageDimInfo *d = &ir_image_dim_info[ti->dim];
    char roles[8];
    lower_texture_arg_roles(id, roles, 8);
    memset(t, 0, sizeof *t);
    for (int k = 0; k < a->len && k < 8; k++) {
        Node *an = a->data[k];
        switch (roles[k]) {
        case 's': t->smp = sampler_value(L, an, img); break;
        case 'c': t->coord = lower_expr(L, an); break;
        case 'f': t->fixed[t->nfixed++ & 1] = f32_arg(L, an); break;
        case 'm': t->min_lod = f32_arg(L, an); break;
        case 'g': t->grad[t->ngrad++ & 1] = lower_expr(L, an); break;
        case 'o': t->offsets[t->noff++ & 3] = offset_arg(L, an, op != IR_IMAGE_SAMPLE); break;
        case 'i': t->sample = lower_convert(L, lower_expr(L, an), an->type, type_scalar(L->tt, SC_INT)); break;
        case 'l': {
            IrValue *loc = lower_expr(L, an);
            if (!ti->mips) {
                t->coord = loc;
                break;
            }
            /* Load(int3(x, y, level)): the last component is the level */
            static const uint32_t comps[4] = {0, 1, 2, 3};
            const IrType *it = irt_int(L->m, 32, true);
            t->coord = d->coords == 1 ? lx_extract(L, loc, 0)
                                      : lx_shuffle(L, irt_vector(L->m, it, d->coords), loc, loc, comps, d->coords);
            t->level = lx_extract(L, loc, (uint32_t)d->coords);
            break;
        }
        case 'u': t->status = an; break; /* tiled resources: see the top */
        default: break;
        }
    }
    return t->coord && (op == IR_IMAGE_READ || t->smp);
}

/* Sample*, Gather* and Load: the image op with its operands in the order
 * of ir.h (the fixed ones, the offset, the lod clamp). */
static IrValue *image_access(Lower *L, Node *e, int id, IrValue *img, const TextureInfo *ti)
{
    const char *name = intrinsic_info[id].hlsl;
    IrOp op = !strncmp(name, "Sample", 6) ? IR_IMAGE_SAMPLE : !strncmp(name, "Gather", 6) ? IR_IMAGE_GATHER : IR_IMAGE_READ;
    TexArgs t;
    if (!collect_args(L, e, id, op, img, ti, &t))
        return ir_undef(L->m, vt(L, e->type));
    unsigned flags = op == IR_IMAGE_SAMPLE ? sample_fixed(name) : (op == IR_IMAGE_GATHER && strstr(name, "Cmp")) ? IR_IMG_DREF : 0;
    if (!strcmp(name, "SampleCmpLevelZero"))
        t.fixed[t.nfixed++] = lx_scalar_const(L, irt_float(L->m, 32), 0.0, 0);
    L->b.loc = e->loc;
    if (t.noff == 1 && op == IR_IMAGE_READ && t.offsets[0]->vkind != IRV_CONST) {
        /* Load(p, offset) with a computed offset reads texel p + offset
         * (SPIR-V 3.37.10: a fetch's offset is added to its integer
         * coordinate), which needs no immediate */
        const IrImageDimInfo *d = &ir_image_dim_info[ti->dim];
        IrValue *off = t.offsets[0];
        if (d->coords > d->base) { /* the layer stays */
            IrValue *parts[2] = {off, lx_scalar_const(L, irt_int(L->m, 32, true), 0.0, 0)};
            off = lx_construct(L, t.coord->type, parts, 2);
        }
        t.coord = lx_op2(L, IR_ADD, t.coord->type, t.coord, off);
        t.noff = 0;
    }
    IrValue *ops[12];
    int n = 0, fi = 0;
    ops[n++] = img;
    if (t.smp)
        ops[n++] = t.smp;
    ops[n++] = t.coord;
    if (flags & IR_IMG_DREF)
        ops[n++] = t.fixed[fi++];
    if (flags & (IR_IMG_BIAS | IR_IMG_LOD))
        ops[n++] = t.fixed[fi++];
    if (flags & IR_IMG_GRAD)
        ops[n++] = t.grad[0], ops[n++] = t.grad[1];
    if (t.level)
        ops[n++] = t.level, flags |= IR_IMG_LOD;
    if (t.sample)
        ops[n++] = t.sample, flags |= IR_IMG_SAMPLE;
    if (op == IR_IMAGE_GATHER)
        flags |= gather_component(id) << IR_IMG_COMPONENT_SHIFT;
    const IrType *v4 = irt_vector(L->m, img->type->elem, 4);
    bool sparse = t.status != NULL;
    IrValue *code = NULL, *v;
    if (t.noff == 4) { /* four gathers, each giving the texel i0j0 (w) at its offset */
        IrValue *parts[4], *codes[4] = {0};
        for (int o = 0; o < 4; o++) {
            ops[n] = t.offsets[o];
            parts[o] = lx_extract(L, texel_op(L, op, v4, ops, n + 1, flags | IR_IMG_OFFSET, sparse, &codes[o]), 3);
        }
        v = lx_construct(L, v4, parts, 4);
        if (sparse) { /* the first non-resident code, else the last: what CheckAccessFullyMapped needs */
            code = codes[3];
            for (int o = 2; o >= 0; o--) {
                IrValue *resident = ir_build_intrinsic(&L->b, INTR_CHECK_ACCESS_FULLY_MAPPED, irt_bool(L->m), &codes[o], 1);
                IrValue *sel[3] = {resident, code, codes[o]};
                code = &ir_build(&L->b, IR_SELECT, code->type, sel, 3)->v;
            }
        }
    } else {
        if (t.noff)
            ops[n++] = t.offsets[0], flags |= IR_IMG_OFFSET;
        if (t.min_lod)
            ops[n++] = t.min_lod, flags |= IR_IMG_MIN_LOD;
        const IrType *rt = (op == IR_IMAGE_SAMPLE && (flags & IR_IMG_DREF)) ? irt_float(L->m, 32) : v4;
        v = texel_op(L, op, rt, ops, n, flags, sparse, &code);
    }
    if (sparse) {
        IrValue *resident = ir_build_intrinsic(&L->b, INTR_CHECK_ACCESS_FULLY_MAPPED, irt_bool(L->m), &code, 1);
        IrValue *sel[3] = {resident, lx_u32(L, 0), lx_u32(L, 1)};
        code = &ir_build(&L->b, IR_SELECT, code->type, sel, 3)->v;
        lower_store_out(L, t.status, code, type_scalar(L->tt, SC_UINT));
    }
    return to_result(L, v, e->type);
}

/* D3D's standard sample positions, in 1/16 pixel from the centre, for 1,
 * 2, 4, 8 and 16 samples, one after the other: the positions of n samples
 * start at n - 1 (Vulkan's standard sample locations are the same). */
static const int8_t sample_positions[31][2] = {
    {0, 0},
    {4, 4}, {-4, -4},
    {-2, -6}, {6, -2}, {-6, 2}, {2, 6},
    {1, -3}, {-1, 3}, {5, 1}, {-3, -5}, {-5, 5}, {-7, -1}, {3, 7}, {7, -7},
    {1, 1}, {-1, -3}, {-3, 2}, {4, -1}, {-5, -2}, {2, 5}, {5, 3}, {3, -5},
    {-2, 6}, {0, -7}, {-4, -6}, {-6, 4}, {-8, 0}, {7, -4}, {6, 7}, {-7, -8},
};

/* GetSamplePosition(s): the table above at samples - 1 + s, read from a
 * private constant table; (0, 0) for a sample the texture does not have or
 * a count without a standard pattern (D3D's answer too). */
static IrValue *sample_position(Lower *L, Node *e, IrValue *img)
{
    IrModule *m = L->m;
    const IrType *f32 = irt_float(m, 32), *v2 = irt_vector(m, f32, 2), *u32 = irt_int(m, 32, false);
    const IrType *table_t = irt_array(m, v2, 31, 0);
    if (!L->sample_positions) {
        IrConst *rows[31];
        for (int k = 0; k < 31; k++) {
            IrConst *xy[2] = {ir_const_float(m, f32, sample_positions[k][0] / 16.0),
                              ir_const_float(m, f32, sample_positions[k][1] / 16.0)};
            rows[k] = ir_const_composite(m, v2, xy, 2);
        }
        L->sample_positions = ir_global_new(m, "prism_sample_positions", table_t, IRS_PRIVATE);
        L->sample_positions->init = ir_const_composite(m, table_t, rows, 31);
    }
    Node *sn = e->call.args.data[0];
    IrValue *s = lower_convert(L, lower_expr(L, sn), sn->type, type_scalar(L->tt, SC_UINT));
    IrInst *q = ir_build(&L->b, IR_IMAGE_QUERY, u32, &img, 1);
    q->imm = IR_QUERY_SAMPLES;
    IrValue *n = &q->v;
    /* a standard count (a power of two up to 16) and s below it */
    IrValue *pow2 = lx_op2(L, IR_EQ, irt_bool(m), lx_op2(L, IR_AND, u32, n, lx_op2(L, IR_SUB, u32, n, lx_u32(L, 1))),
                           lx_u32(L, 0));
    IrValue *ok = lx_op2(L, IR_AND, irt_bool(m), pow2, lx_op2(L, IR_LE, irt_bool(m), n, lx_u32(L, 16)));
    ok = lx_op2(L, IR_AND, irt_bool(m), ok, lx_op2(L, IR_LT, irt_bool(m), s, n));
    IrValue *at = lx_op2(L, IR_ADD, u32, lx_op2(L, IR_SUB, u32, n, lx_u32(L, 1)), s);
    IrValue *sel[3] = {ok, at, lx_u32(L, 0)};
    at = &ir_build(&L->b, IR_SELECT, u32, sel, 3)->v;
    IrValue *pos = ir_build_load(&L->b, lx_access(L, &L->sample_positions->v, at));
    IrValue *zero = &ir_const_null(m, v2)->v, *pick[3] = {ok, pos, zero};
    return &ir_build(&L->b, IR_SELECT, v2, pick, 3)->v;
}

/* GetDimensions([level,] out size components..., [out levels | out samples]). */
static void dimensions(Lower *L, Node *e, int id, IrValue *img, const TextureInfo *ti)
{
    NodeList *a = &e->call.args;
    const IrImageDimInfo *d = &ir_image_dim_info[ti->dim];
    const IrType *u32 = irt_int(L->m, 32, false);
    const Type *ut = type_scalar(L->tt, SC_UINT);
    bool with_level = id == INTR_TEX_DIMS_1 || id == INTR_TEX_DIMS_2 || id == INTR_TEX_DIMS_3;
    int k = 0;
    IrValue *ops[2] = {img};
    int n = 1;
    if (ti->mips) {
        ops[n++] = with_level ? lower_convert(L, lower_expr(L, a->data[k]), a->data[k]->type, ut) : lx_u32(L, 0);
        k += with_level;
    }
    IrInst *q = ir_build(&L->b, IR_IMAGE_QUERY, irt_vector(L->m, u32, d->size), ops, n);
    q->imm = IR_QUERY_SIZE;
    for (int c = 0; c < d->size; c++, k++)
        lower_store_out(L, a->data[k], d->size == 1 ? &q->v : lx_extract(L, &q->v, (uint32_t)c), ut);
    if (k < a->len) { /* levels (mipped) or samples (multisampled) */
        IrInst *c = ir_build(&L->b, IR_IMAGE_QUERY, u32, &img, 1);
        c->imm = d->multisampled ? IR_QUERY_SAMPLES : IR_QUERY_LEVELS;
        lower_store_out(L, a->data[k], &c->v, ut);
    }
}

static IrValue *level_of_detail(Lower *L, Node *e, int id, IrValue *img)
{
    IrValue *ops[3] = {img, sampler_value(L, e->call.args.data[0], img), lower_expr(L, e->call.args.data[1])};
    if (!ops[1])
        return ir_undef(L->m, irt_float(L->m, 32));
    bool unclamped = id == INTR_TEX_CALC_LOD_UNCLAMPED || id == INTR_TEX_CALC_LOD_UNCLAMPED_CMP;
    L->b.loc = e->loc;
    IrInst *q = ir_build(&L->b, IR_IMAGE_QUERY, irt_float(L->m, 32), ops, 3);
    q->imm = unclamped ? IR_QUERY_LOD_UNCLAMPED : IR_QUERY_LOD;
    return &q->v;
}

IrValue *lower_texture_method(Lower *L, Node *e, int id, IrValue *handle)
{
    const TextureInfo *ti = texture_info(e->call.object->type->res);
    IrValue *img = ir_build_load(&L->b, handle);
    const char *name = intrinsic_info[id].hlsl;
    if (!strncmp(name, "Sample", 6) || !strncmp(name, "Gather", 6) || !strcmp(name, "Load"))
        return image_access(L, e, id, img, ti);
    if (!strcmp(name, "GetDimensions")) {
        dimensions(L, e, id, img, ti);
        return NULL;
    }
    if (!strncmp(name, "CalculateLevelOfDetail", 22))
        return level_of_detail(L, e, id, img);
    if (id == INTR_TEX_SAMPLE_POSITION)
        return sample_position(L, e, img);
    lower_error(L, e, D_LOWER_UNSUPPORTED, arena_printf(L->c->arena, "the method '%s' of %s", name,
                                                        type_name(L->c, e->call.object->type)));
    return ir_undef(L->m, vt(L, e->type));
}
