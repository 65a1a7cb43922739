/* Arrays of arrays of resources, flattened as DXC flattens them for
 * Vulkan (one binding of descriptors, row-major): `RWStructuredBuffer<int>
 * In[4][2]` is one global of 8 elements and In[i][j] its element
 * i * 2 + j. A sub-array (In[i], of type RWStructuredBuffer<int>[2]) is
 * a place with no pointer of its own: the flat global and the index of
 * its first element (LValue.flat_off), so that indexing it further, or
 * using it as a value (an argument `RWStructuredBuffer<int> A[2]`), picks
 * elements of the flat global. NonUniformResourceIndex on any of the
 * indices marks the element's access.
 *
 * -fspv-flatten-resource-arrays (DXC's meaning) goes further: every
 * element is a global of its own, "B[k]", at the array's binding + k
 * (sema_bindings.c keeps those bindings free), so an index must be a
 * constant once lowered (PRISM4160 otherwise). */
#include <string.h>
#include "lower_internal.h"
#include "sema.h" /* sema_expr_start */

/* How many resources one value of type t holds. */
static uint32_t resources_in(const Type *t)
{
    uint32_t n = 1;
    for (; t->kind == TY_ARRAY; t = t->elem)
        n *= t->len;
    return n;
}

Type *lower_flat_array_type(Lower *L, Type *t)
{
    if (t->kind != TY_ARRAY || t->elem->kind != TY_ARRAY)
        return NULL;
    Type *leaf = t->elem;
    for (; leaf->kind == TY_ARRAY; leaf = leaf->elem)
        if (!leaf->len)
            return NULL; /* only the outermost dimension may be unbounded */
    if (leaf->kind != TY_RESOURCE)
        return NULL;
    /* T B[][2] stays unbounded: an unbounded array of the leaves */
    return type_array(L->tt, leaf, t->len ? resources_in(t) : 0);
}

static bool is_zero(const IrValue *v)
{
    return v->vkind == IRV_CONST && ((const IrConst *)v)->u == 0;
}

/* a + b, leaving out a constant 0 (the first row, the first element) */
static IrValue *add(Lower *L, IrValue *a, IrValue *b)
{
    return is_zero(a) ? b : is_zero(b) ? a : lx_op2(L, IR_ADD, a->type, a, b);
}

/* The name of the array whose elements are split (its element 0's "B[0]"). */
static const char *split_name(Lower *L, IrGlobal *const *split)
{
    const char *n = split[0]->v.name;
    size_t len = strlen(n);
    return arena_strndup(L->c->arena, n, len > 3 ? len - 3 : len);
}

/* The element (an IR access of the flat global) or sub-array at off;
 * false when the element is one of split globals and off is known only at
 * run time (the caller reports PRISM4160; element 0 stands in). */
static bool flat_place(Lower *L, LValue *out, IrValue *root, IrValue *off, bool nonuniform, const Type *t)
{
    out->type = t;
    if (t->kind != TY_RESOURCE) {
        out->ptr = root;
        out->flat_off = off;
        out->flat_nonuniform = nonuniform;
        return true;
    }
    bool known = true;
    if (out->flat_split) { /* -fspv-flatten-resource-arrays: element k's own global */
        uint32_t k = 0;
        known = off->vkind == IRV_CONST;
        if (known && ((IrConst *)off)->u < out->flat_count)
            k = (uint32_t)((IrConst *)off)->u;
        out->ptr = &out->flat_split[k]->v;
        out->root = out->flat_split[k];
        out->flat_split = NULL;
    } else {
        out->ptr = lx_access(L, root, off);
        if (nonuniform && out->ptr->vkind == IRV_INST)
            ((IrInst *)out->ptr)->imm |= IR_ACCESS_NONUNIFORM;
    }
    out->flat_off = NULL;
    lower_resource_place(L, out);
    return known;
}

void lower_flat_index(Lower *L, Node *e, const LValue *base, IrValue *i, LValue *out)
{
    const Type *u32 = type_scalar(L->tt, SC_UINT);
    IrValue *ui = lower_convert(L, i, e->index.index->type, u32);
    const IrType *it = ui->type;
    uint32_t stride = resources_in(e->type);
    IrValue *off = add(L, base->flat_off, stride == 1 ? ui : lx_op2(L, IR_MUL, it, ui, lx_u32(L, stride)));
    *out = *base;
    IrGlobal *const *split = base->flat_split;
    if (!flat_place(L, out, base->ptr, off, base->flat_nonuniform || lower_nonuniform_index(L, e->index.index), e->type))
        diag(L->c, sema_expr_start(e->index.index), D_LOWER_FLATTEN_DYNAMIC, split_name(L, split));
}

IrValue *lower_flat_value(Lower *L, const LValue *lv)
{
    const Type *t = lv->type, *et = t->elem;
    const IrType *vt = layout_type(L, t, LAYOUT_NONE, false);
    if (t->kind != TY_ARRAY || !t->len || !vt)
        ice(L->c, "lowering: a flattened resource array of type %s as a value", type_name(L->c, t));
    IrValue **parts = ARENA_ARRAY(L->c->arena, IrValue *, t->len);
    for (uint32_t k = 0; k < t->len; k++) {
        LValue el = {0};
        el.flat_split = lv->flat_split;
        el.flat_count = lv->flat_count;
        IrValue *off = add(L, lv->flat_off, lx_u32(L, k * resources_in(et)));
        if (!flat_place(L, &el, lv->ptr, off, lv->flat_nonuniform, et))
            diag(L->c, L->b.loc, D_LOWER_FLATTEN_DYNAMIC, split_name(L, lv->flat_split));
        parts[k] = el.flat_off ? lower_flat_value(L, &el) : lower_resource_value(L, &el);
    }
    return lx_construct(L, vt, parts, (int)t->len);
}

void lower_split_resource_array(Lower *L, Node *v, VarInfo *vi)
{
    IrGlobal *g = vi->global;
    const PrismOptions *o = L->c->opts;
    if (!o || !o->flatten_resource_arrays || !g || v->type->kind != TY_ARRAY || g->descriptor_heap)
        return;
    const char *why = g->pointee->kind == IRT_RUNTIME_ARRAY ? "an unbounded array has no count of bindings"
                      : vi->own_sampler || g->combined   ? "a combined image sampler's pair"
                      : g->pointee->kind != IRT_ARRAY    ? "not an array of descriptors"
                                                          : NULL;
    if (why) {
        lower_error(L, v, D_LOWER_FLATTEN_ARRAY, v->var.name, type_name(L->c, v->type), why);
        vi->unsupported = vi->reported = true;
        return;
    }
    uint32_t n = g->pointee->count;
    const IrType *elem = g->pointee->elem;
    const char *name = g->v.name;
    int binding = g->binding, reg = g->reg_index;
    IrGlobal **els = ARENA_ARRAY(L->c->arena, IrGlobal *, n);
    g->pointee = elem;
    g->v.type = irt_pointer(L->m, elem, g->space);
    for (uint32_t k = 0; k < n; k++) {
        IrGlobal *e = g;
        if (k) {
            e = ir_global_new(L->m, "", elem, g->space);
            IrValue own = e->v;
            *e = *g;
            e->v = own;
        }
        e->v.name = arena_printf(L->c->arena, "%s[%u]", name, k); /* DXC's OpName */
        e->binding = binding + (int)k;
        e->reg_index = reg >= 0 ? reg + (int)k : reg;
        els[k] = e;
    }
    vi->split = els;
    vi->nsplit = n;
    vi->flat = true;
}
