/* SM 6.6 dynamic resources: ResourceDescriptorHeap[i] and
 * SamplerDescriptorHeap[i], as DXC compiles them for Vulkan (its
 * SPIR-V.rst, "Dynamic resources"; PRs 6650, 6919).
 *
 * An element of a heap has no type of its own: it becomes a resource where
 * it is converted to one (an initializer, an assignment, an argument, a
 * return value, a cast). There sema rewrites Heap[i] into H[i], H an
 * unbounded global array of that resource type made once per type and
 * heap (DXC: an OpTypeRuntimeArray per type), so that resource arrays,
 * resources as values and RuntimeDescriptorArray do the rest. Every array
 * of one heap shares one set and binding (sema_bindings.c gives them after
 * all the others, or where -fvk-bind-resource-heap/-sampler-heap say);
 * that aliasing of different descriptor types is what
 * VK_EXT_mutable_descriptor_type allows, which reflection then names.
 * Below SM 6.6 either name is the shader model it needs, as in DXC. */
#include <string.h>
#include "sema.h"
#include "texture.h"

static int heap_of(const char *name)
{
    return !strcmp(name, "ResourceDescriptorHeap") ? 1 : !strcmp(name, "SamplerDescriptorHeap") ? 2 : 0;
}

static const char *const heap_names[3] = {"", "ResourceDescriptorHeap", "SamplerDescriptorHeap"};

/* The type of the heap itself (k 1, 2) and of an element (k 3, 4): empty
 * structs of those names, which nothing converts to or from. */
static Type *heap_type(Sema *s, int k)
{
    static const char *const names[5] = {"", "ResourceDescriptorHeap", "SamplerDescriptorHeap",
                                         "ResourceDescriptorHeap element", "SamplerDescriptorHeap element"};
    if (!s->heap_types[k]) {
        Type *t = type_struct_new(s->tt, names[k], NULL);
        t->complete = true;
        s->heap_types[k] = t;
    }
    return s->heap_types[k];
}

/* Which heap's element t is (1, 2), or 0. */
static int element_heap(const Sema *s, const Type *t)
{
    return t && t == s->heap_types[3] ? 1 : t && t == s->heap_types[4] ? 2 : 0;
}

bool sema_is_heap_element(const Sema *s, const Type *t)
{
    return element_heap(s, t) != 0;
}

bool sema_descriptor_heap_name(Sema *s, Node *n)
{
    const char *name = n->ident.name;
    int heap = ident_qualifier(n) ? 0 : heap_of(name);
    if (!heap)
        return false;
    if (!sema_require_sm(s, n->loc, 66, name)) {
        n->type = type_error(s->tt);
        return true;
    }
    if (s->heap_base != n) { /* the heap is only indexed */
        diag(s->c, n->loc, D_SEMA_HEAP_NOT_INDEXED, name, name);
        n->type = type_error(s->tt);
        return true;
    }
    n->ident.sym = SYM_VAR;
    n->ident.decl = NULL;
    n->type = heap_type(s, heap);
    return true;
}

Type *sema_descriptor_heap_index(Sema *s, Node *n, Type *base)
{
    int heap = base == s->heap_types[1] ? 1 : base == s->heap_types[2] ? 2 : 0;
    if (!heap)
        return NULL;
    Type *u = type_scalar(s->tt, SC_UINT);
    if (!sema_convert(s, &n->index.index, u, "descriptor heap index"))
        return n->type = type_error(s->tt);
    return n->type = heap_type(s, heap + 2);
}

/* What an element of heap may become: DXC's SPIR-V.rst lists buffers,
 * textures and samplers; the views (t.mips), the combined vk::SampledTexture*
 * and subpass inputs are no heap's. The counters of its structured buffers
 * are the counter heap's (sema_bindings.c, assign_counter_heap). */
static bool heap_takes(int heap, const Type *t)
{
    if (t->kind != TY_RESOURCE)
        return false;
    if (heap == 2)
        return t->res == RES_SAMPLER || t->res == RES_SAMPLER_CMP;
    const TextureInfo *ti = texture_info(t->res);
    switch (t->res) {
    case RES_SAMPLER: case RES_SAMPLER_CMP: case RES_SUBPASS_INPUT: case RES_SUBPASS_INPUT_MS:
    case RES_MIPS: case RES_MIPS_LEVEL: case RES_SAMPLES: case RES_SAMPLES_INDEX:
        return false;
    default: return !(ti && ti->combined);
    }
}

ConvRank sema_heap_rank(const Sema *s, const Type *from, const Type *to)
{
    int heap = element_heap(s, from);
    return heap && heap_takes(heap, to) ? CONV_CONVERSION : CONV_NONE;
}

/* The unbounded global array of heap's elements of type t. */
static Node *heap_array(Sema *s, int heap, Type *t, SrcLoc loc)
{
    for (int i = 0; i < s->heap_vars.len; i++) {
        Node *v = s->heap_vars.data[i];
        if (v->var.heap == heap && v->type->elem == t)
            return v;
    }
    Node *v = ast_new(s->c, ND_VAR, loc);
    v->var.name = heap_names[heap]; /* DXC names every array so */
    v->type = type_array(s->tt, t, 0);
    v->var.is_global = v->var.is_resource = true;
    v->var.field_index = -1;
    v->var.heap = (uint8_t)heap;
    vec_push(s->c->arena, &s->heap_vars, v);
    vec_push(s->c->arena, &s->ast->decls, v); /* after the others: sema_decl has seen them */
    return v;
}

bool sema_heap_convert(Sema *s, Node **e, Type *to, const char *what)
{
    Node *n = *e;
    while (n->kind == ND_CAST && n->cast.implicit && n->type == n->cast.expr->type)
        n = n->cast.expr;
    int heap = element_heap(s, n->type);
    SrcLoc at = n->kind == ND_INDEX ? n->index.base->loc : n->loc; /* the heap's name */
    if (to->kind == TY_ERROR)
        return true;
    if (!heap_takes(heap, to)) {
        diag(s->c, at, D_SEMA_HEAP_ELEMENT, heap_names[heap], type_name(s->c, to), what,
             heap == 1 ? "a buffer or a texture (Texture2D<float4> t = ResourceDescriptorHeap[i];)"
                       : "a SamplerState or a SamplerComparisonState");
        return false;
    }
    if (n->kind == ND_COND) { /* c ? Heap[a] : Heap[b]: each arm, a choice of elements of one array */
        if (!sema_heap_convert(s, &n->cond.then_, to, what) || !sema_heap_convert(s, &n->cond.else_, to, what))
            return false;
        n->type = to;
        *e = n;
        return true;
    }
    if (n->kind != ND_INDEX) {
        diag(s->c, at, D_SEMA_HEAP_INDIRECT, heap_names[heap],
             n->kind == ND_COMMA ? "comma expression" : n->kind == ND_ASSIGN ? "assignment" : "function");
        return false;
    }
    Node *id = ast_new(s->c, ND_IDENT, n->index.base->loc);
    Node *arr = heap_array(s, heap, to, n->index.base->loc);
    id->ident.name = arr->var.name;
    id->ident.sym = SYM_VAR;
    id->ident.decl = arr;
    id->type = arr->type;
    n->index.base = id;
    n->type = to;
    *e = n;
    return true;
}
