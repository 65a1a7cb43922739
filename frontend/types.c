/* HLSL types: the interning tables (pointer equality is type equality), the
 * scalar and resource tables expanded from types.h, and type names for
 * messages. Structs are nominal: type_struct_new makes a new one each call. */
#include "types.h"
#include <limits.h>
#include <string.h>
#include "../util/strbuf.h"

const ScalarInfo scalar_info[SC_COUNT] = {
#define SC_INFO_(k, s, b, cl) [k] = {s, b, cl},
    SCALAR_LIST(SC_INFO_)
#undef SC_INFO_
};

const ResourceInfo resource_info[RES_COUNT] = {
#define RES_INFO_(k, n, r, w, e) [k] = {n, r, w, e},
    RESOURCE_LIST(RES_INFO_)
#undef RES_INFO_
};

/* Arrays and resources are keyed by (element, length/kind) in one small
 * open-addressing table; the rest are fixed slots. */
typedef struct KeyedType {
    const Type *elem;
    uint32_t key;
    Type *type;
} KeyedType;

struct TypeTable {
    Ctx *c;
    uint32_t next_id;
    Type *error, *void_, *string;
    Type *scalars[SC_COUNT];
    Type *vectors[SC_COUNT][5];    /* [k][n], n = 1..4 */
    Type *matrices[SC_COUNT][5][5]; /* [k][rows][cols] */
    KeyedType *keyed;              /* arrays (key = len) and resources (key = 0x80000000 | kind) */
    uint32_t keyed_cap, keyed_len;
    Type *spec_arrays;             /* arrays of specialized length, chained by spec_next */
};

static Type *new_type(TypeTable *t, TypeKind kind)
{
    Type *ty = ARENA_NEW(t->c->arena, Type);
    ty->kind = kind;
    ty->id = t->next_id++;
    ty->scalar = SC_COUNT;
    ty->complete = true;
    return ty;
}

TypeTable *types_new(Ctx *c)
{
    TypeTable *t = ARENA_NEW(c->arena, TypeTable);
    t->c = c;
    t->error = new_type(t, TY_ERROR);
    t->void_ = new_type(t, TY_VOID);
    t->string = new_type(t, TY_STRING);
    /* Scalars get the first ids in table order, so ids are stable. */
    for (int k = 0; k < SC_COUNT; k++) {
        Type *ty = new_type(t, TY_SCALAR);
        ty->scalar = (ScalarKind)k;
        t->scalars[k] = ty;
    }
    return t;
}

Type *type_error(TypeTable *t) { return t->error; }
Type *type_void(TypeTable *t) { return t->void_; }
Type *type_string(TypeTable *t) { return t->string; }

Type *type_scalar(TypeTable *t, ScalarKind k)
{
    if ((unsigned)k >= SC_COUNT)
        return t->error;
    return t->scalars[k];
}

Type *type_vector(TypeTable *t, ScalarKind k, int n)
{
    if ((unsigned)k >= SC_COUNT || n < 1 || n > 4)
        return t->error;
    Type **slot = &t->vectors[k][n];
    if (!*slot) {
        Type *ty = new_type(t, TY_VECTOR);
        ty->scalar = k;
        ty->cols = (uint8_t)n;
        *slot = ty;
    }
    return *slot;
}

Type *type_matrix(TypeTable *t, ScalarKind k, int rows, int cols)
{
    if ((unsigned)k >= SC_COUNT || rows < 1 || rows > 4 || cols < 1 || cols > 4)
        return t->error;
    Type **slot = &t->matrices[k][rows][cols];
    if (!*slot) {
        Type *ty = new_type(t, TY_MATRIX);
        ty->scalar = k;
        ty->rows = (uint8_t)rows;
        ty->cols = (uint8_t)cols;
        *slot = ty;
    }
    return *slot;
}

static uint32_t keyed_hash(const Type *elem, uint32_t key)
{
    uint32_t h = (elem ? elem->id + 1 : 0) * 2654435761u;
    return h ^ (key * 40503u + (key >> 16));
}

/* Finds the slot of (elem, key), growing the table when it is half full. */
static KeyedType *keyed_slot(TypeTable *t, const Type *elem, uint32_t key)
{
    if (t->keyed_len * 2 >= t->keyed_cap) {
        uint32_t old_cap = t->keyed_cap;
        KeyedType *old = t->keyed;
        t->keyed_cap = old_cap ? old_cap * 2 : 64;
        t->keyed = ARENA_ARRAY(t->c->arena, KeyedType, t->keyed_cap);
        for (uint32_t i = 0; i < old_cap; i++) {
            if (!old[i].type)
                continue;
            uint32_t j = keyed_hash(old[i].elem, old[i].key) & (t->keyed_cap - 1);
            while (t->keyed[j].type)
                j = (j + 1) & (t->keyed_cap - 1);
            t->keyed[j] = old[i];
        }
    }
    uint32_t j = keyed_hash(elem, key) & (t->keyed_cap - 1);
    while (t->keyed[j].type && !(t->keyed[j].elem == elem && t->keyed[j].key == key))
        j = (j + 1) & (t->keyed_cap - 1);
    return &t->keyed[j];
}

Type *type_array(TypeTable *t, Type *elem, uint32_t len)
{
    if (!elem || elem->kind == TY_ERROR || elem->kind == TY_VOID)
        return t->error;
    uint32_t key = len & 0x7fffffffu;
    KeyedType *slot = keyed_slot(t, elem, key);
    if (!slot->type) {
        Type *ty = new_type(t, TY_ARRAY);
        ty->elem = elem;
        ty->len = key;
        slot->elem = elem;
        slot->key = key;
        slot->type = ty;
        t->keyed_len++;
    }
    return slot->type;
}

Type *type_array_spec(TypeTable *t, Type *elem, uint32_t len, struct Node *spec, const char *name)
{
    if (!elem || elem->kind == TY_ERROR || elem->kind == TY_VOID)
        return t->error;
    for (Type *a = t->spec_arrays; a; a = a->spec_next)
        if (a->elem == elem && a->spec_len == spec)
            return a;
    Type *ty = new_type(t, TY_ARRAY);
    ty->elem = elem;
    ty->len = len;
    ty->spec_len = spec;
    ty->spec_name = name;
    ty->spec_next = t->spec_arrays;
    t->spec_arrays = ty;
    return ty;
}

/* t is a resource, or an array or struct that holds one (resources as
 * values: lower_resource_values.c, sema_resource_struct.c). */
bool type_holds_resource(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    if (!t)
        return false;
    if (t->kind == TY_RESOURCE)
        return true;
    if (t->kind != TY_STRUCT)
        return false;
    for (int i = 0; i < t->num_fields; i++)
        if (type_holds_resource(t->fields[i].type))
            return true;
    return false;
}

bool type_has_spec_len(const Type *t)
{
    for (; t && t->kind == TY_ARRAY; t = t->elem)
        if (t->spec_len)
            return true;
    return false;
}

Type *type_resource(TypeTable *t, ResourceKind r, Type *elem)
{
    if ((unsigned)r >= RES_COUNT)
        return t->error;
    if (!resource_info[r].has_elem)
        elem = NULL;
    uint32_t key = 0x80000000u | (uint32_t)r;
    KeyedType *slot = keyed_slot(t, elem, key);
    if (!slot->type) {
        Type *ty = new_type(t, TY_RESOURCE);
        ty->res = r;
        ty->elem = elem;
        slot->elem = elem;
        slot->key = key;
        slot->type = ty;
        t->keyed_len++;
    }
    return slot->type;
}

Type *type_rayquery(TypeTable *t, uint32_t flags, uint32_t omm)
{
    /* sema keeps both to their bits (0x7ff, 0xff): the key never meets an
     * array's (len < 2^31, an element) or a resource's (0x80000000 | kind) */
    uint32_t key = 0xA0000000u | ((omm & 0xffu) << 16) | (flags & 0xffffu);
    KeyedType *slot = keyed_slot(t, NULL, key);
    if (!slot->type) {
        Type *ty = new_type(t, TY_RAYQUERY);
        ty->rq_flags = flags & 0xffffu;
        ty->rq_omm = omm & 0xffu;
        slot->elem = NULL;
        slot->key = key;
        slot->type = ty;
        t->keyed_len++;
    }
    return slot->type;
}

bool type_holds_rayquery(const Type *t)
{
    while (t && t->kind == TY_ARRAY)
        t = t->elem;
    if (!t)
        return false;
    if (t->kind == TY_RAYQUERY)
        return true;
    if (t->kind != TY_STRUCT)
        return false;
    for (int i = 0; i < t->num_fields; i++)
        if (type_holds_rayquery(t->fields[i].type))
            return true;
    return false;
}

Type *type_resource_rov(TypeTable *t, Type *rw)
{
    if (rw->kind != TY_RESOURCE || !resource_info[rw->res].writable || rw->rov)
        return rw;
    uint32_t key = 0xC0000000u | (uint32_t)rw->res; /* bit 30: never in a plain resource key */
    KeyedType *slot = keyed_slot(t, rw->elem, key);
    if (!slot->type) {
        Type *ty = new_type(t, TY_RESOURCE);
        ty->res = rw->res;
        ty->elem = rw->elem;
        ty->rov = true;
        slot->elem = rw->elem;
        slot->key = key;
        slot->type = ty;
        t->keyed_len++;
    }
    return slot->type;
}

Type *type_struct_new(TypeTable *t, const char *name, struct Node *decl)
{
    Type *ty = new_type(t, TY_STRUCT);
    ty->name = name;
    ty->decl = decl;
    ty->complete = false;
    return ty;
}

Type *type_enum(TypeTable *t, ScalarKind base, struct Node *decl, const char *name)
{
    Type *ty = new_type(t, TY_SCALAR);
    ty->scalar = base;
    ty->decl = decl;
    ty->name = name ? name : "<anonymous enum>";
    return ty;
}

bool type_is_enum(const Type *t)
{
    return t && t->kind == TY_SCALAR && t->decl;
}

bool type_is_base_of(const Type *base, const Type *derived)
{
    for (const Type *b = derived && derived->kind == TY_STRUCT ? derived->base : NULL; b; b = b->base)
        if (b == base)
            return true;
    return false;
}

Type *type_spirv_new(TypeTable *t, const char *name, struct SpirvTypeDesc *desc)
{
    Type *ty = new_type(t, TY_SPIRV);
    ty->name = name;
    ty->spirv = desc;
    return ty;
}

bool type_is_numeric(const Type *t)
{
    if (!t || (t->kind != TY_SCALAR && t->kind != TY_VECTOR && t->kind != TY_MATRIX))
        return false;
    return scalar_info[t->scalar].cls != SCLASS_BOOL;
}

bool type_is_scalar_like(const Type *t)
{
    if (!t)
        return false;
    switch (t->kind) {
    case TY_SCALAR: return true;
    case TY_VECTOR: return t->cols == 1;
    case TY_MATRIX: return t->rows == 1 && t->cols == 1;
    default: return false;
    }
}

int type_component_count(const Type *t)
{
    if (!t)
        return 0;
    switch (t->kind) {
    case TY_SCALAR: return 1;
    case TY_VECTOR: return t->cols;
    case TY_MATRIX: return t->rows * t->cols;
    case TY_ARRAY: { /* saturates at INT_MAX: sema reports types that large (PRISM3549) */
        long long n = (long long)t->len * type_component_count(t->elem);
        return n < INT_MAX ? (int)n : INT_MAX;
    }
    case TY_STRUCT: {
        long long n = 0;
        for (int i = 0; i < t->num_fields && n < INT_MAX; i++)
            n += type_component_count(t->fields[i].type);
        return n < INT_MAX ? (int)n : INT_MAX;
    }
    case TY_RESOURCE:
    case TY_RAYQUERY:
    case TY_SPIRV: return 1; /* one object slot in a flattened init list */
    case TY_ERROR: return 1;
    case TY_VOID:
    case TY_STRING: return 0;
    }
    return 0;
}

ScalarKind type_scalar_kind(const Type *t)
{
    if (!t)
        return SC_COUNT;
    switch (t->kind) {
    case TY_SCALAR:
    case TY_VECTOR:
    case TY_MATRIX: return t->scalar;
    case TY_ARRAY: return type_scalar_kind(t->elem);
    default: return SC_COUNT; /* no element scalar: check before indexing scalar_info */
    }
}

const char *const ray_flag_names[RAY_FLAG_BITS] = {
    "RAY_FLAG_FORCE_OPAQUE", "RAY_FLAG_FORCE_NON_OPAQUE", "RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH",
    "RAY_FLAG_SKIP_CLOSEST_HIT_SHADER", "RAY_FLAG_CULL_BACK_FACING_TRIANGLES", "RAY_FLAG_CULL_FRONT_FACING_TRIANGLES",
    "RAY_FLAG_CULL_OPAQUE", "RAY_FLAG_CULL_NON_OPAQUE", "RAY_FLAG_SKIP_TRIANGLES",
    "RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES", "RAY_FLAG_FORCE_OMM_2_STATE",
};

/* RayQuery<RAY_FLAG_FORCE_OPAQUE | RAY_FLAG_CULL_OPAQUE>: its flags by name,
 * as DXC's messages spell the argument. */
static void rayquery_name(StrBuf *sb, const Type *t)
{
    sb_puts(sb, "RayQuery<");
    if (!t->rq_flags)
        sb_puts(sb, "RAY_FLAG_NONE");
    const char *sep = "";
    for (int b = 0; b < 16; b++) {
        if (!(t->rq_flags & (1u << b)))
            continue;
        if (b < RAY_FLAG_BITS)
            sb_printf(sb, "%s%s", sep, ray_flag_names[b]);
        else
            sb_printf(sb, "%s0x%x", sep, 1u << b);
        sep = " | ";
    }
    if (t->rq_omm == 1)
        sb_puts(sb, ", RAYQUERY_FLAG_ALLOW_OPACITY_MICROMAPS");
    else if (t->rq_omm)
        sb_printf(sb, ", 0x%x", t->rq_omm);
    sb_putc(sb, '>');
}

static void put_name(StrBuf *sb, const Type *t)
{
    if (!t) {
        sb_puts(sb, "<null>");
        return;
    }
    switch (t->kind) {
    case TY_ERROR: sb_puts(sb, "<error>"); return;
    case TY_VOID: sb_puts(sb, "void"); return;
    case TY_STRING: sb_puts(sb, "string"); return;
    case TY_SCALAR: sb_puts(sb, t->name ? t->name : scalar_info[t->scalar].name); return;
    case TY_VECTOR: sb_printf(sb, "%s%d", scalar_info[t->scalar].name, t->cols); return;
    case TY_MATRIX: sb_printf(sb, "%s%dx%d", scalar_info[t->scalar].name, t->rows, t->cols); return;
    case TY_STRUCT: sb_puts(sb, t->name ? t->name : "<anonymous struct>"); return;
    case TY_SPIRV: sb_puts(sb, t->name ? t->name : "vk::SpirvType<...>"); return;
    case TY_RAYQUERY: rayquery_name(sb, t); return;
    case TY_RESOURCE:
        if (resource_info[t->res].name[0] == '.') { /* t.mips, t.sample[i]: after the texture's name */
            put_name(sb, t->elem);
            sb_puts(sb, resource_info[t->res].name);
            return;
        }
        if (t->rov) /* RWTexture2D -> RasterizerOrderedTexture2D */
            sb_puts(sb, "RasterizerOrdered");
        sb_puts(sb, resource_info[t->res].name + (t->rov ? 2 : 0));
        if (t->elem) {
            sb_putc(sb, '<');
            put_name(sb, t->elem);
            sb_putc(sb, '>');
        }
        return;
    case TY_ARRAY: {
        /* C order: int[2][3] is an array of 2 arrays of 3 ints. */
        const Type *e = t;
        while (e->kind == TY_ARRAY)
            e = e->elem;
        put_name(sb, e);
        for (e = t; e->kind == TY_ARRAY; e = e->elem) {
            if (e->spec_name)
                sb_printf(sb, "[%s]", e->spec_name);
            else if (e->len)
                sb_printf(sb, "[%u]", e->len);
            else
                sb_puts(sb, "[]");
        }
        return;
    }
    }
}

const char *type_name(Ctx *c, const Type *t)
{
    if (t && t->kind == TY_SCALAR)
        return t->name ? t->name : scalar_info[t->scalar].name;
    if (t && t->kind == TY_STRUCT && t->name)
        return t->name;
    StrBuf sb = {0};
    put_name(&sb, t);
    const char *s = arena_strndup(c->arena, sb.data ? sb.data : "", sb.len);
    sb_free(&sb);
    return s;
}
