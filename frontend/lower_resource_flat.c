/* Arrays of arrays of resources, flattened as DXC flattens them for
 * Vulkan (one binding of descriptors, row-major): `RWStructuredBuffer<int>
 * In[4][2]` is one global of 8 elements and In[i][j] its element
 * i * 2 + j. A sub-array (In[i], of type RWStructuredBuffer<int>[2]) is
 * a place with no pointer of its own: the flat global and the index of
 * its first element (LValue.flat_off), so that indexing it further, or
 * using it as a value (an argument `RWStructuredBuffer<int> A[2]`), picks
 * elements of the flat global. NonUniformResourceIndex on any of the
 * indices marks the element's access. */
#include "lower_internal.h"

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

/* The element (an IR access of the flat global) or sub-array at off. */
static void flat_place(Lower *L, LValue *out, IrValue *root, IrValue *off, bool nonuniform, const Type *t)
{
    out->type = t;
    if (t->kind != TY_RESOURCE) {
        out->ptr = root;
        out->flat_off = off;
        out->flat_nonuniform = nonuniform;
        return;
    }
    out->ptr = lx_access(L, root, off);
    if (nonuniform && out->ptr->vkind == IRV_INST)
        ((IrInst *)out->ptr)->imm |= IR_ACCESS_NONUNIFORM;
    out->flat_off = NULL;
    lower_resource_place(L, out);
}

void lower_flat_index(Lower *L, Node *e, const LValue *base, IrValue *i, LValue *out)
{
    const Type *u32 = type_scalar(L->tt, SC_UINT);
    IrValue *ui = lower_convert(L, i, e->index.index->type, u32);
    const IrType *it = ui->type;
    uint32_t stride = resources_in(e->type);
    IrValue *off = add(L, base->flat_off, stride == 1 ? ui : lx_op2(L, IR_MUL, it, ui, lx_u32(L, stride)));
    *out = *base;
    flat_place(L, out, base->ptr, off, base->flat_nonuniform || lower_nonuniform_index(L, e->index.index), e->type);
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
        IrValue *off = add(L, lv->flat_off, lx_u32(L, k * resources_in(et)));
        flat_place(L, &el, lv->ptr, off, lv->flat_nonuniform, et);
        parts[k] = el.flat_off ? lower_flat_value(L, &el) : lower_resource_value(L, &el);
    }
    return lx_construct(L, vt, parts, (int)t->len);
}
