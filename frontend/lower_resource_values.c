/* Resources as values (HLSL 2021): the front end's side.
 *
 * A resource used by its global's name is that global, as ever. Any other
 * (a local, a parameter, a return value, a struct member, an array element,
 * a static) is a handle value: the pointer to its global's block
 * (ptr<storage, Block>, ptr<uniform, Block>) or to its image or sampler
 * (ptr<handle, ...>), the same IR type for every resource of one HLSL type
 * (lower_handle_type). A vk::SampledTexture* is the pair of its image's and
 * its sampler's handles (a struct of the two). Handles live in variables
 * and struct members like any value; a place of a resource type (LValue:
 * res_type) gives its handle as ptr, whatever holds it, so the methods,
 * indexing and element access lower as for a global. ir_lower_resource_handles
 * resolves every handle to its global before any backend runs.
 *
 * A global resource array used as a value (passed whole, copied into a
 * local array) is the array of its elements' handles. */
#include <string.h>
#include "lower_internal.h"
#include "texture.h"

static bool is_pair(const Type *t)
{
    const TextureInfo *ti = t->kind == TY_RESOURCE ? texture_info(t->res) : NULL;
    return ti && ti->combined;
}

const IrType *lower_handle_type(Lower *L, const Type *t)
{
    IrModule *m = L->m;
    if (t->kind != TY_RESOURCE)
        return NULL;
    switch (t->res) {
    case RES_BUFFER:
    case RES_RWBUFFER: {
        const IrType *img = lower_image_type(L, t);
        return img ? irt_pointer(m, img, IRS_HANDLE) : NULL;
    }
    case RES_STRUCTURED:
    case RES_RWSTRUCTURED:
    case RES_APPEND_STRUCTURED:
    case RES_CONSUME_STRUCTURED:
    case RES_BYTEADDRESS:
    case RES_RWBYTEADDRESS:
    case RES_CONSTANT_BUFFER:
    case RES_TEXTURE_BUFFER: {
        const IrType *block = layout_buffer_block(L, t);
        return block ? irt_pointer(m, block, t->res == RES_CONSTANT_BUFFER ? IRS_UNIFORM : IRS_STORAGE) : NULL;
    }
    case RES_SAMPLER:
    case RES_SAMPLER_CMP: return irt_pointer(m, irt_sampler(m, t->res == RES_SAMPLER_CMP), IRS_HANDLE);
    case RES_ACCEL_STRUCT: return irt_pointer(m, irt_accel_struct(m), IRS_HANDLE);
    default: break;
    }
    if (!type_is_texture(t))
        return NULL; /* t.mips, t.sample: views, never values */
    const IrType *img = irt_pointer(m, lower_texture_image_type(L, t, NULL), IRS_HANDLE);
    if (!is_pair(t))
        return img;
    IrType *pair = irt_struct_new(m, arena_printf(L->c->arena, "%s.handles", type_name(L->c, t)), 2);
    pair->members[0].name = "image";
    pair->members[0].type = img;
    pair->members[1].name = "sampler";
    pair->members[1].type = irt_pointer(m, irt_sampler(m, false), IRS_HANDLE);
    return pair;
}

void lower_set_handle(Lower *L, LValue *lv, IrValue *h)
{
    if (is_pair(lv->res_type)) {
        lv->ptr = lx_extract(L, h, 0);
        lv->own_sampler = lx_extract(L, h, 1);
    } else {
        lv->ptr = h;
    }
    if (res_is_struct_view(lv->res_type->res))
        lv->type = lv->res_type->elem;
}

void lower_resource_place(Lower *L, LValue *lv)
{
    const Type *t = lv->type;
    lv->res_type = t;
    const IrType *ht = layout_type(L, t, LAYOUT_NONE, false);
    if (ht && lv->ptr->type->elem == ht) { /* memory that holds the handle */
        lv->slot = lv->ptr;
        lower_set_handle(L, lv, ir_build_load(&L->b, lv->slot));
        return;
    }
    if (res_is_struct_view(t->res))
        lv->type = t->elem;
}

/* The handle of a resource that is not in memory: its pointer (a global's,
 * or an element's), which must have its type's handle type. */
static IrValue *global_handle(Lower *L, IrValue *ptr, IrValue *own, const Type *t)
{
    const IrType *ht = layout_type(L, t, LAYOUT_NONE, false);
    if (!ht)
        return ir_undef(L->m, irt_int(L->m, 32, false));
    if (is_pair(t)) {
        /* an element of a global array: own is still the sampler array,
         * the element the same as the image's */
        IrInst *a = ptr->vkind == IRV_INST && ((IrInst *)ptr)->op == IR_ACCESS ? (IrInst *)ptr : NULL;
        if (own && a && own->type->elem->kind != IRT_SAMPLER) {
            own = lx_access_n(L, own, a->args + 1, (int)a->num_args - 1);
            ((IrInst *)own)->imm = a->imm;
        }
        IrValue *parts[2] = {ptr, own};
        if (ptr->type != ht->members[0].type || !own)
            return ir_undef(L->m, ht);
        return lx_construct(L, ht, parts, 2);
    }
    if (ptr->type != ht) {
        /* a storage image or texel buffer with [[vk::image_format]]: its
         * image type is not its HLSL type's */
        IrValue *root = ptr;
        while (root->vkind == IRV_INST && ((IrInst *)root)->op == IR_ACCESS)
            root = ((IrInst *)root)->args[0];
        diag(L->c, L->b.loc, D_LOWER_RESOURCE_FORMAT, root->name ? root->name : "?", type_name(L->c, t));
        return ir_undef(L->m, ht);
    }
    return ptr;
}

static IrValue *global_value(Lower *L, IrValue *ptr, IrValue *own, const Type *t)
{
    if (t->kind == TY_RESOURCE)
        return global_handle(L, ptr, own, t);
    const IrType *vt = layout_type(L, t, LAYOUT_NONE, false);
    if (t->kind == TY_ARRAY && t->len == 0) {
        IrValue *root = ptr;
        while (root->vkind == IRV_INST && ((IrInst *)root)->op == IR_ACCESS)
            root = ((IrInst *)root)->args[0];
        diag(L->c, L->b.loc, D_LOWER_RESOURCE_UNBOUNDED, root->name ? root->name : "?");
        return ir_undef(L->m, irt_int(L->m, 32, false));
    }
    if (t->kind != TY_ARRAY || !vt)
        ice(L->c, "lowering: a %s holding resources outside memory", type_name(L->c, t));
    IrValue **parts = ARENA_ARRAY(L->c->arena, IrValue *, t->len);
    for (uint32_t k = 0; k < t->len; k++)
        parts[k] = global_value(L, lx_access_const(L, ptr, k), own, t->elem);
    return lx_construct(L, vt, parts, (int)t->len);
}

/* A resource used through a globallycoherent local or parameter: its
 * handle marked so (handle_coherent), which ir_lower_resource_handles
 * carries to the global it resolves to (its accesses become coherent). */
void lower_coherent_handle(Lower *L, const Node *decl, LValue *lv)
{
    unsigned mods = decl->kind == ND_PARAM ? decl->param.mods : decl->kind == ND_VAR ? decl->var.mods : 0;
    if (!(mods & MOD_GLOBALLYCOHERENT) || !lv->slot || !lv->ptr || lv->ptr->type->kind != IRT_POINTER)
        return;
    lv->ptr = lx_op1(L, IR_HANDLE_COHERENT, lv->ptr->type, lv->ptr);
}

IrValue *lower_resource_value(Lower *L, const LValue *lv)
{
    if (lv->flat_off)
        return lower_flat_value(L, lv);
    if (lv->res_type) {
        if (lv->slot)
            return ir_build_load(&L->b, lv->slot);
        return global_handle(L, lv->ptr, lv->own_sampler, lv->res_type);
    }
    return global_value(L, lv->ptr, lv->own_sampler, lv->type);
}

bool lower_resource_object(Lower *L, Node *e, LValue *out)
{
    Node *x = e;
    while (x->kind == ND_CAST && x->cast.implicit && x->type == x->cast.expr->type)
        x = x->cast.expr;
    if (lower_is_place(x))
        return lower_lvalue(L, x, out);
    memset(out, 0, sizeof *out);
    out->type = out->res_type = x->type;
    IrValue *h = lower_expr(L, x);
    if (!h || (h->type->kind != IRT_POINTER && h->type->kind != IRT_STRUCT)) /* after an error */
        return false;
    lower_set_handle(L, out, h);
    return true;
}
