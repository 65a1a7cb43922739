/* Places (lvalues) and their loads and stores: identifiers, members, `this`,
 * indexing, swizzles and _m01 selections, typed-buffer and texture elements,
 * bit-fields. A swizzle store into function/private memory loads the vector,
 * merges with IR_SHUFFLE/IR_INSERT and stores it back; into buffers and
 * groupshared memory it stores each component through an access chain, so
 * other lanes' components are never rewritten. Moved out of lower_expr.c,
 * which lowers the expressions that read and write these places. */
#include <string.h>
#include "lower_internal.h"

static bool is_this(const Node *e)
{
    return e->kind == ND_IDENT && e->ident.name && strcmp(e->ident.name, "this") == 0 &&
           (e->ident.sym == SYM_NONE || !e->ident.decl);
}

static bool is_field_of_this(const Node *e)
{
    return e->kind == ND_IDENT && (e->ident.sym == SYM_VAR) && e->ident.decl && e->ident.decl->kind == ND_VAR &&
           e->ident.decl->var.owner && !e->ident.decl->var.is_global;
}

/* Whether e names memory (so that a part of it can be reached through an
 * access chain): decided before anything is emitted. */
static bool is_place(const Node *e)
{
    switch (e->kind) {
    case ND_IDENT:
        return is_this(e) || e->ident.sym == SYM_VAR || e->ident.sym == SYM_PARAM;
    case ND_MEMBER:
        if (e->member.what == MEMBER_METHOD)
            return false;
        return is_place(e->member.object);
    case ND_INDEX: {
        const Type *bt = e->index.base->type;
        if (bt && bt->kind == TY_RESOURCE)
            return true;
        return is_place(e->index.base);
    }
    case ND_CALL: /* p.Get(): the memory at a vk::BufferPointer */
        return e->call.intrinsic == INTR_VK_BUFFER_POINTER_GET;
    case ND_CAST: /* (Base)derived: the base part */
        return !e->cast.implicit && type_is_base_of(e->type, e->cast.expr->type) && is_place(e->cast.expr);
    default:
        return false;
    }
}

bool lower_is_place(const Node *e)
{
    return is_place(e);
}

/* A scalar, a 1-vector or a 1x1 matrix: one IR scalar, so indexing it
 * (v[0], m[0][0], float4x1's m[i][0]) is the value itself. */
bool lx_is_one_component(const Type *t)
{
    return (t->kind == TY_SCALAR || t->kind == TY_VECTOR || t->kind == TY_MATRIX) && type_component_count(t) == 1;
}

static bool report_resource(Lower *L, Node *e, VarInfo *vi, Node *decl)
{
    if (!vi->reported) {
        vi->reported = true;
        const Type *t = decl->type;
        const char *name = decl->kind == ND_VAR ? decl->var.name : decl->param.name;
        bool wide = t && t->kind == TY_RESOURCE && t->elem && (t->elem->kind == TY_SCALAR || t->elem->kind == TY_VECTOR) &&
                    scalar_info[t->elem->scalar].bits == 64 && scalar_info[t->elem->scalar].cls != SCLASS_FLOAT;
        if (t && t->kind == TY_RESOURCE && (t->res == RES_BUFFER || t->res == RES_RWBUFFER))
            lower_error(L, e, wide ? D_LOWER_TYPED_BUFFER64 : D_LOWER_TYPED_BUFFER, type_name(L->c, t), name);
        else
            lower_error(L, e, D_LOWER_RESOURCE_VALUE, name);
    }
    return false;
}

bool lx_lv_ident(Lower *L, Node *e, LValue *out)
{
    memset(out, 0, sizeof *out);
    if (is_this(e)) {
        if (!L->this_ptr || !L->func->func.owner)
            return false;
        out->ptr = L->this_ptr;
        out->type = L->func->func.owner->type;
        return true;
    }
    Node *decl = e->ident.decl;
    if (!decl)
        return false;
    if (is_field_of_this(e)) {
        if (!L->this_ptr)
            return false;
        const Type *st = L->func->func.owner ? L->func->func.owner->type : NULL;
        if (!st)
            return false;
        uint32_t path[16];
        int n = layout_field_path(st, decl->var.field_index, path, 16);
        IrValue *idx[16];
        for (int i = 0; i < n; i++)
            idx[i] = lx_u32(L, path[i]);
        out->ptr = lx_access_n(L, L->this_ptr, idx, n);
        out->type = decl->type;
        if (decl->type && decl->type->kind == TY_RESOURCE) {
            lower_resource_place(L, out);
            lower_coherent_handle(L, decl, out); /* a globallycoherent member, through this */
        }
        return true;
    }
    VarInfo *vi = lower_var(L, decl);
    if (!vi) {
        if (decl->kind == ND_PARAM && decl->type && decl->type->kind == TY_RESOURCE) {
            lower_error(L, e, D_LOWER_RESOURCE_VALUE, decl->param.name);
            return false;
        }
        ice(L->c, "lowering: '%s' used before its declaration was lowered", e->ident.name);
    }
    if (vi->unsupported)
        return report_resource(L, e, vi, decl);
    if (vi->konst) {
        out->konst = vi->konst;
        out->type = decl->type;
        return true;
    }
    if (vi->block && vi->member >= 0) {
        out->ptr = lx_access_const(L, &vi->block->v, (uint32_t)vi->member);
        out->root = vi->block;
        out->type = decl->type;
        return true;
    }
    if (!vi->ptr)
        return report_resource(L, e, vi, decl);
    out->ptr = vi->ptr;
    out->root = vi->global;
    out->type = vi->type;
    out->own_sampler = vi->own_sampler ? &vi->own_sampler->v : NULL;
    if (vi->flat) {
        out->type = decl->type;
        out->flat_off = lx_u32(L, 0);
        out->flat_split = vi->split;
        out->flat_count = vi->nsplit;
        return true;
    }
    if (decl->type && decl->type->kind == TY_RESOURCE) {
        out->type = decl->type;
        lower_resource_place(L, out);
        lower_coherent_handle(L, decl, out);
    }
    return true;
}

/* buf[i][k] for a typed buffer or texture element: .x/.y/... by a
 * constant k; a dynamic k reads the element and extracts it, and writes
 * the element whole with component k replaced (IR_INSERT_DYN), as DXC
 * goes through a temporary (the element is never a place in memory). */
static bool texel_component(Lower *L, Node *e, LValue *out, IrValue *k)
{
    if (!lx_is_k(k)) {
        out->type = e->type;
        if (e->index.base->type->kind == TY_SCALAR)
            return true;
        out->texel_vec = e->index.base->type;
        out->texel_comp = k;
        return true;
    }
    uint32_t c = (uint32_t)((IrConst *)k)->u;
    out->type = e->type;
    if (e->index.base->type->kind == TY_SCALAR)
        return true;
    out->type = e->index.base->type;
    out->nsw = 1;
    out->sw[0] = (uint8_t)(c & 3);
    return true;
}

bool lx_lv_impl(Lower *L, Node *e, LValue *out)
{
    memset(out, 0, sizeof *out);
    switch (e->kind) {
    case ND_IDENT:
        return lx_lv_ident(L, e, out);
    case ND_CALL:
        return e->call.intrinsic == INTR_VK_BUFFER_POINTER_GET && lower_vk_pointer_get(L, e, out);
    case ND_MEMBER: {
        LValue base;
        if (!lx_lv_impl(L, e->member.object, &base))
            return false;
        if (e->member.what == MEMBER_FIELD || e->member.what == MEMBER_BITFIELD) {
            if (base.nsw || !base.type || base.type->kind != TY_STRUCT)
                return false;
            uint32_t path[16];
            int n = layout_field_path(base.type, e->member.field_index, path, 16);
            *out = base;
            out->type = e->type;
            out->res_type = NULL; /* a member of a ConstantBuffer<T>'s T is data */
            out->slot = out->own_sampler = NULL;
            if (e->member.what == MEMBER_BITFIELD)
                lower_bitfield_lvalue(L, out, e, base.type->fields[e->member.field_index].type);
            if (base.konst) {
                IrValue *v = lx_extract_path(L, &base.konst->v, path, n);
                out->konst = (IrConst *)v;
                return true;
            }
            IrValue *idx[16];
            for (int i = 0; i < n; i++)
                idx[i] = lx_u32(L, path[i]);
            out->ptr = lx_access_n(L, base.ptr, idx, n);
            if (e->type && e->type->kind == TY_RESOURCE) {
                lower_resource_place(L, out);
                int fi = e->member.field_index;
                const Node *fd = fi >= 0 && fi < base.type->num_fields ? base.type->fields[fi].decl : NULL;
                IrValue *root = base.ptr;
                while (root && root->vkind == IRV_INST && ((IrInst *)root)->op == IR_ACCESS)
                    root = ((IrInst *)root)->args[0];
                /* a globallycoherent member of a local struct (a global struct's
                 * leaves have it from sema_resource_struct.c) */
                if (fd && root && root->vkind != IRV_GLOBAL)
                    lower_coherent_handle(L, fd, out);
            }
            return true;
        }
        if (e->member.what == MEMBER_SWIZZLE) {
            *out = base;
            out->nsw = e->member.num_comps;
            for (int i = 0; i < e->member.num_comps; i++)
                out->sw[i] = base.nsw ? base.sw[e->member.comps[i]] : e->member.comps[i];
            out->mat_elems = base.mat_elems;
            return true;
        }
        if (e->member.what == MEMBER_MATRIX_ELEMS) {
            if (base.nsw)
                return false;
            *out = base;
            out->nsw = e->member.num_comps;
            memcpy(out->sw, e->member.comps, 4);
            out->mat_elems = true;
            return true;
        }
        return false;
    }
    case ND_INDEX: {
        Node *bn = e->index.base;
        const Type *bt = bn->type;
        if (bt && bt->kind == TY_RESOURCE && bt->res != RES_BUFFER && bt->res != RES_RWBUFFER &&
            lower_is_texel_resource(bt))
            return lower_texture_element(L, e, out);
        if (bt && bt->kind == TY_RESOURCE) {
            LValue rb;
            if (!lower_resource_object(L, bn, &rb))
                return false;
            if (!rb.ptr) {
                lower_error(L, e, D_LOWER_RESOURCE_VALUE, bn->kind == ND_IDENT ? bn->ident.name : "?");
                return false;
            }
            if (bt->res == RES_BUFFER || bt->res == RES_RWBUFFER) {
                out->ptr = rb.ptr;
                out->texel = lower_texel_coord(L, e->index.index);
                out->root = rb.root;
                out->type = e->type;
                return true;
            }
            IrValue *idx[2] = {lx_u32(L, 0), lower_expr(L, e->index.index)};
            out->ptr = lx_access_n(L, rb.ptr, idx, 2);
            out->root = rb.root;
            out->type = e->type;
            return true;
        }
        LValue base;
        if (!lx_lv_impl(L, bn, &base))
            return false;
        if (base.nsw)
            return false;
        IrValue *i = lower_expr(L, e->index.index);
        if (base.flat_off) {
            lower_flat_index(L, e, &base, i, out);
            return true;
        }
        *out = base;
        out->type = e->type;
        if (base.texel) /* a component of a texel: a swizzle of one */
            return texel_component(L, e, out, i);
        if (base.konst) {
            if (lx_is_k(i)) {
                out->konst = (IrConst *)lx_extract(L, &base.konst->v, (uint32_t)((IrConst *)i)->u);
                return true;
            }
            /* a dynamic index into a folded constant: spill it to a variable */
            IrValue *tmp = ir_build_var(&L->b, base.konst->v.type, "const");
            ir_build_store(&L->b, tmp, &base.konst->v);
            out->konst = NULL;
            base.ptr = tmp;
        }
        if (bt && bt->kind == TY_MATRIX && bt->rows == 1) {
            out->ptr = base.ptr; /* float1xN[0]: the one row */
            return true;
        }
        if (bt && lx_is_one_component(bt)) {
            out->ptr = base.ptr; /* a scalar, float1 (an IR scalar), float4x1[i] */
            return true;
        }
        out->ptr = lx_access(L, base.ptr, i);
        lower_mark_nonuniform(L, e->index.index, out->ptr); /* t[NonUniformResourceIndex(i)] */
        if (e->type && e->type->kind == TY_RESOURCE)
            lower_resource_place(L, out);
        return true;
    }
    case ND_CAST: /* (Base)derived: a base is member 0 of its derived struct */
        if (!lx_lv_impl(L, e->cast.expr, out) || out->nsw || out->konst)
            return false;
        for (; out->type != e->type && out->type->base; out->type = out->type->base)
            out->ptr = lx_access_const(L, out->ptr, 0);
        return out->type == e->type;
    default:
        return false;
    }
}

bool lower_lvalue(Lower *L, Node *e, LValue *out)
{
    Node *x = e;
    while (x->kind == ND_CAST && x->cast.implicit && x->type == x->cast.expr->type)
        x = x->cast.expr;
    if (!is_place(x)) {
        lower_error(L, e, D_LOWER_NOT_LVALUE);
        return false;
    }
    if (!lx_lv_impl(L, x, out)) {
        if (L->c->errors == 0) /* not already explained (a typed buffer...) */
            lower_error(L, e, D_LOWER_NOT_LVALUE);
        return false;
    }
    return true;
}

IrAddrSpace lx_ptr_space(const IrValue *p)
{
    return p->type->kind == IRT_POINTER ? p->type->space : IRS_FUNCTION;
}

const IrType *lx_pointee(const IrValue *p)
{
    return p->type->elem;
}

IrValue *lx_select_comps(Lower *L, IrValue *v, const LValue *lv)
{
    const Type *t = lv->type;
    const IrType *s = layout_scalar(L, type_scalar_kind(t));
    if (lv->mat_elems) {
        IrValue *p[4];
        for (int i = 0; i < lv->nsw; i++)
            p[i] = lx_mat_elem(L, v, t, lv->sw[i] >> 2, lv->sw[i] & 3);
        return lv->nsw == 1 ? p[0] : lx_construct(L, irt_vector(L->m, s, lv->nsw), p, lv->nsw);
    }
    if (lx_ncomp(t) == 1) /* scalar.xxx */
        return lv->nsw == 1 ? v : lx_splat(L, irt_vector(L->m, s, lv->nsw), v);
    if (lv->nsw == 1)
        return lx_extract(L, v, lv->sw[0]);
    uint32_t comps[4];
    for (int i = 0; i < lv->nsw; i++)
        comps[i] = lv->sw[i];
    return lx_shuffle(L, irt_vector(L->m, s, lv->nsw), v, v, comps, lv->nsw);
}

IrValue *lower_load(Lower *L, const LValue *lv)
{
    IrValue *v;
    if (lv->bits_of)
        return lower_bitfield_load(L, lv);
    if (lv->res_type || (!lv->konst && !lv->texel && type_holds_resource(lv->type) &&
                         lx_pointee(lv->ptr) != lx_vt(L, lv->type)))
        return lower_resource_value(L, lv); /* a handle, or an array of a global's */
    if (lv->konst)
        v = &lv->konst->v;
    else if (lv->texel && lv->texel_comp) {
        v = lower_texel_load_at(L, lv->ptr, lv->texel, lv->texel_level, lv->texel_sample, lv->texel_vec);
        return lx_op2(L, IR_EXTRACT_DYN, irt_scalar_of(v->type), v, lv->texel_comp);
    } else if (lv->texel)
        v = lower_texel_load_at(L, lv->ptr, lv->texel, lv->texel_level, lv->texel_sample, lv->type);
    else
        v = lower_mem_to_val(L, ir_build_load(&L->b, lv->ptr), lv->type);
    if (lv->nsw)
        v = lx_select_comps(L, v, lv);
    return v;
}

/* The vector old with the components lv's swizzle names replaced by v's. */
static IrValue *merge_swizzle(Lower *L, const LValue *lv, IrValue *old, IrValue *v)
{
    if (lv->nsw == 1) {
        uint32_t lit = lv->sw[0];
        IrValue *args[2] = {old, v};
        return &ir_build_lits(&L->b, IR_INSERT, old->type, args, 2, &lit, 1)->v;
    }
    uint32_t comps[4];
    int n = lx_ncomp(lv->type);
    for (int j = 0; j < n; j++)
        comps[j] = (uint32_t)j;
    for (int i = 0; i < lv->nsw; i++)
        comps[lv->sw[i]] = (uint32_t)(n + i);
    return lx_shuffle(L, old->type, old, v, comps, n);
}

/* A typed buffer element is written whole: a swizzle reads it first. */
static void store_texel(Lower *L, const LValue *lv, IrValue *v)
{
    if (lv->texel_comp) {
        IrValue *old = lower_texel_load(L, lv->ptr, lv->texel, lv->texel_vec);
        IrValue *args[3] = {old, v, lv->texel_comp};
        v = &ir_build(&L->b, IR_INSERT_DYN, old->type, args, 3)->v;
        lower_texel_store(L, lv->ptr, lv->texel, lv->texel_vec, v);
        return;
    }
    if (lv->nsw && lx_ncomp(lv->type) > 1)
        v = merge_swizzle(L, lv, lower_texel_load(L, lv->ptr, lv->texel, lv->type), v);
    else if (lv->nsw > 1) /* scalar.xx = v: the last write wins */
        v = lx_extract(L, v, (uint32_t)(lv->nsw - 1));
    lower_texel_store(L, lv->ptr, lv->texel, lv->type, v);
}

void lower_store(Lower *L, const LValue *lv, IrValue *v)
{
    if (lv->konst) {
        ice(L->c, "lowering: store to a constant");
    }
    if (lv->texel) {
        store_texel(L, lv, v);
        return;
    }
    if (lv->bits_of) {
        lower_bitfield_store(L, lv, v);
        return;
    }
    if (lv->res_type) {
        if (!lv->slot)
            ice(L->c, "lowering: a store to a global resource");
        ir_build_store(&L->b, lv->slot, v);
        return;
    }
    const Type *t = lv->type;
    if (!lv->nsw) {
        ir_build_store(&L->b, lv->ptr, lower_val_to_mem(L, v, t, lx_pointee(lv->ptr)));
        return;
    }
    const Type *st = type_scalar(L->tt, type_scalar_kind(t));
    if (lv->mat_elems || lx_ncomp(t) == 1) {
        for (int i = 0; i < lv->nsw; i++) {
            IrValue *c = lv->nsw == 1 ? v : lx_extract(L, v, (uint32_t)i);
            IrValue *p = lv->ptr;
            if (lv->mat_elems && lx_is_real_matrix(t)) {
                IrValue *idx[2] = {lx_u32(L, lv->sw[i] >> 2), lx_u32(L, lv->sw[i] & 3)};
                p = lx_access_n(L, p, idx, 2);
            } else if (lv->mat_elems && t->rows * t->cols > 1) {
                p = lx_access_const(L, p, (uint32_t)((lv->sw[i] >> 2) * t->cols + (lv->sw[i] & 3)));
            }
            ir_build_store(&L->b, p, lower_val_to_mem(L, c, st, lx_pointee(p)));
        }
        return;
    }
    IrAddrSpace sp = lx_ptr_space(lv->ptr);
    if ((sp == IRS_FUNCTION || sp == IRS_PRIVATE) && lx_pointee(lv->ptr) == lx_vt(L, t)) {
        IrValue *old = ir_build_load(&L->b, lv->ptr);
        ir_build_store(&L->b, lv->ptr, merge_swizzle(L, lv, old, v));
        return;
    }
    for (int i = 0; i < lv->nsw; i++) {
        IrValue *c = lv->nsw == 1 ? v : lx_extract(L, v, (uint32_t)i);
        IrValue *p = lx_access_const(L, lv->ptr, lv->sw[i]);
        ir_build_store(&L->b, p, lower_val_to_mem(L, c, st, lx_pointee(p)));
    }
}
