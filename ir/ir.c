/* The IR's data: interned types and constants, modules, functions, globals,
 * and the name tables. Everything lives in the compilation's arena; the
 * intern tables hang off the module (no global state). */
#include "ir.h"
#include "ir_spirv.h"
#include "../util/nameset.h"
#include <math.h>
#include <string.h>

/* ---------------------------------------------------------------- name tables */

const IrOpInfo ir_op_info[IR_OP_COUNT] = {
#define IR_OP_INFO_(op, name, nargs) [op] = {name, nargs},
    IR_OP_LIST(IR_OP_INFO_)
#undef IR_OP_INFO_
};

const char *const ir_space_name[IRS_COUNT] = {
    [IRS_FUNCTION] = "function", [IRS_PRIVATE] = "private", [IRS_WORKGROUP] = "workgroup",
    [IRS_STORAGE] = "storage",   [IRS_UNIFORM] = "uniform", [IRS_INPUT] = "input",
    [IRS_OUTPUT] = "output",     [IRS_HANDLE] = "handle",   [IRS_IMAGE] = "image",
    [IRS_PUSH_CONSTANT] = "push_constant", [IRS_SPEC_CONSTANT] = "spec_constant", [IRS_PHYSICAL] = "physical",
};

const IrImageDimInfo ir_image_dim_info[IR_DIM_COUNT] = {
#define IR_DIM_INFO_(d, name, coords, size, base, arrayed, ms) [d] = {name, coords, size, base, arrayed, ms},
    IR_IMAGE_DIM_LIST(IR_DIM_INFO_)
#undef IR_DIM_INFO_
};

const IrImageFormatInfo ir_image_format_info[IR_FMT_COUNT] = {
#define IR_FMT_INFO_(f, name, comps, kind, wgsl) [f] = {name, comps, kind, wgsl},
    IR_IMAGE_FORMAT_LIST(IR_FMT_INFO_)
#undef IR_FMT_INFO_
};

const char *const ir_builtin_name[IRB_COUNT] = {
#define IRB_NAME_(k, s) [k] = s,
    IR_BUILTIN_LIST(IRB_NAME_)
#undef IRB_NAME_
};

const char *const ir_atomic_name[IR_ATOMIC_COUNT] = {
    [IR_ATOMIC_ADD] = "add", [IR_ATOMIC_MIN] = "min", [IR_ATOMIC_MAX] = "max",
    [IR_ATOMIC_AND] = "and", [IR_ATOMIC_OR] = "or", [IR_ATOMIC_XOR] = "xor",
    [IR_ATOMIC_EXCHANGE] = "exchange", [IR_ATOMIC_COMPARE_EXCHANGE] = "compare_exchange",
    [IR_ATOMIC_LOAD] = "load", [IR_ATOMIC_STORE] = "store",
};

bool ir_op_is_jump(IrOp op)
{
    return op == IR_BREAK || op == IR_CONTINUE || op == IR_RETURN || op == IR_DISCARD || op == IR_UNREACHABLE;
}

/* ---------------------------------------------------------------- hash tables */

/* Open addressing, power-of-two capacity, pointers as entries. */
typedef struct Table {
    void **slots;
    uint32_t *hashes;
    uint32_t cap, len;
} Table;

enum { SCALAR_TYPES = 11, POINTER_CACHE = 256 };

struct IrInterner {
    Table types, consts;
    uint32_t next_const_id;
    VEC(const char *) type_names; /* irt_name cache, by type id */
    VEC(IrType *) structs;        /* in creation order */
    int structs_named;            /* structs[0..structs_named) have their names */
    NameSet struct_dups;          /* per struct name, how many structs took it */
    /* Caches in front of the types table for the most asked-for types
     * (hashing a key cost a lowering 18% of its time): the scalars by
     * scalar_index, and pointers direct-mapped by pointee and space. Empty
     * in a copy (ir_interner_clone), filled as asked for. */
    const IrType *scalars[SCALAR_TYPES];
    const IrType *pointers[POINTER_CACHE];
};

static uint32_t mix(uint32_t h, uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    h ^= (uint32_t)x ^ (uint32_t)(x >> 32);
    h *= 0x9E3779B1u;
    return h ^ (h >> 15);
}

static void table_grow(Arena *a, Table *t)
{
    uint32_t ncap = t->cap ? t->cap * 2 : 64;
    void **ns = ARENA_ARRAY(a, void *, ncap);
    uint32_t *nh = ARENA_ARRAY(a, uint32_t, ncap);
    for (uint32_t i = 0; i < t->cap; i++) {
        if (!t->slots[i])
            continue;
        uint32_t j = t->hashes[i] & (ncap - 1);
        while (ns[j])
            j = (j + 1) & (ncap - 1);
        ns[j] = t->slots[i];
        nh[j] = t->hashes[i];
    }
    t->slots = ns;
    t->hashes = nh;
    t->cap = ncap;
}

/* Finds the slot of the entry equal to key (eq), or the empty slot where it goes. */
static uint32_t table_find(Arena *a, Table *t, uint32_t h, bool (*eq)(const void *, const void *), const void *key)
{
    if ((t->len + 1) * 4 >= t->cap * 3)
        table_grow(a, t);
    uint32_t j = h & (t->cap - 1);
    while (t->slots[j]) {
        if (t->hashes[j] == h && eq(t->slots[j], key))
            return j;
        j = (j + 1) & (t->cap - 1);
    }
    return j;
}

static void table_put(Table *t, uint32_t slot, uint32_t h, void *v)
{
    t->slots[slot] = v;
    t->hashes[slot] = h;
    t->len++;
}

/* ---------------------------------------------------------------- types */

static uint32_t type_hash(const IrType *t)
{
    uint32_t h = mix(0, t->kind);
    h = mix(h, (uint64_t)t->bits | (uint64_t)t->is_signed << 8 | (uint64_t)t->relaxed << 9 | (uint64_t)t->space << 10);
    h = mix(h, (uint64_t)(uintptr_t)t->elem);
    h = mix(h, (uint64_t)t->count << 32 | t->stride);
    h = mix(h, (uint64_t)(uintptr_t)t->spec_count);
    h = mix(h, (uint64_t)t->dim | (uint64_t)t->sampled << 8 | (uint64_t)t->format << 16 | (uint64_t)t->depth << 24);
    for (uint32_t i = 0; i < t->num_params; i++)
        h = mix(h, (uint64_t)(uintptr_t)t->params[i]);
    return h;
}

static bool type_eq(const void *pa, const void *pb)
{
    const IrType *a = pa, *b = pb;
    if (a->kind != b->kind || a->bits != b->bits || a->is_signed != b->is_signed || a->relaxed != b->relaxed ||
        a->elem != b->elem || a->count != b->count || a->stride != b->stride || a->spec_count != b->spec_count ||
        a->space != b->space || a->num_params != b->num_params || a->dim != b->dim || a->sampled != b->sampled ||
        a->format != b->format || a->depth != b->depth)
        return false;
    for (uint32_t i = 0; i < a->num_params; i++)
        if (a->params[i] != b->params[i])
            return false;
    return true;
}

static const IrType *intern_type(IrModule *m, const IrType *key)
{
    Table *tb = &m->interned->types;
    uint32_t h = type_hash(key);
    uint32_t slot = table_find(m->arena, tb, h, type_eq, key);
    if (tb->slots[slot])
        return tb->slots[slot];
    IrType *t = ARENA_NEW(m->arena, IrType);
    *t = *key;
    if (key->num_params) {
        t->params = ARENA_ARRAY(m->arena, const IrType *, key->num_params);
        memcpy(t->params, key->params, sizeof(*t->params) * key->num_params);
    }
    t->id = m->next_type_id++;
    table_put(tb, slot, h, t);
    return t;
}

/* key, interned through the cache slot *slot */
static const IrType *intern_cached(IrModule *m, const IrType **slot, const IrType *key)
{
    if (!*slot)
        *slot = intern_type(m, key);
    return *slot;
}

/* scalars[]: void, bool, then 16/32/64-bit unsigned and signed ints, then 16/32/64-bit floats */
static int bits_index(int bits) { return bits == 16 ? 0 : bits == 32 ? 1 : 2; }

const IrType *irt_void(IrModule *m)
{
    return intern_cached(m, &m->interned->scalars[0], &(IrType){.kind = IRT_VOID});
}

const IrType *irt_bool(IrModule *m)
{
    return intern_cached(m, &m->interned->scalars[1], &(IrType){.kind = IRT_BOOL});
}

const IrType *irt_int(IrModule *m, int bits, bool is_signed)
{
    if (bits != 16 && bits != 32 && bits != 64)
        ice(m->c, "irt_int: %d bits", bits);
    return intern_cached(m, &m->interned->scalars[2 + 2 * bits_index(bits) + is_signed],
                         &(IrType){.kind = IRT_INT, .bits = (uint8_t)bits, .is_signed = is_signed});
}

const IrType *irt_float(IrModule *m, int bits)
{
    if (bits != 16 && bits != 32 && bits != 64)
        ice(m->c, "irt_float: %d bits", bits);
    return intern_cached(m, &m->interned->scalars[8 + bits_index(bits)],
                         &(IrType){.kind = IRT_FLOAT, .bits = (uint8_t)bits});
}

const IrType *irt_relaxed(IrModule *m, const IrType *t)
{
    if (t->relaxed)
        return t;
    if (t->kind == IRT_VECTOR)
        return irt_vector(m, irt_relaxed(m, t->elem), (int)t->count);
    if ((t->kind != IRT_INT && t->kind != IRT_FLOAT) || t->bits != 32)
        ice(m->c, "irt_relaxed: not a 32-bit scalar or vector");
    IrType k = *t;
    k.relaxed = true;
    k.id = 0;
    return intern_type(m, &k);
}

const IrType *irt_vector(IrModule *m, const IrType *scalar, int n)
{
    if (n == 1)
        return scalar;
    if (!irt_is_scalar(scalar) || n < 2 || n > 4)
        ice(m->c, "irt_vector: bad element or count %d", n);
    return intern_type(m, &(IrType){.kind = IRT_VECTOR, .elem = scalar, .count = (uint32_t)n, .relaxed = scalar->relaxed});
}

const IrType *irt_matrix(IrModule *m, const IrType *row_vector, int rows)
{
    if (row_vector->kind != IRT_VECTOR || rows < 2 || rows > 4)
        ice(m->c, "irt_matrix: bad row type or %d rows", rows);
    return intern_type(m, &(IrType){.kind = IRT_MATRIX, .elem = row_vector, .count = (uint32_t)rows,
                                    .relaxed = row_vector->relaxed});
}

const IrType *irt_array(IrModule *m, const IrType *elem, uint32_t count, uint32_t stride)
{
    if (count < 1)
        ice(m->c, "irt_array: length 0");
    return intern_type(m, &(IrType){.kind = IRT_ARRAY, .elem = elem, .count = count, .stride = stride});
}

const IrType *irt_array_spec(IrModule *m, const IrType *elem, uint32_t count, IrGlobal *spec)
{
    if (count < 1 || !spec || spec->space != IRS_SPEC_CONSTANT)
        ice(m->c, "irt_array_spec: no length");
    spec->spec_size = true;
    return intern_type(m, &(IrType){.kind = IRT_ARRAY, .elem = elem, .count = count, .spec_count = spec});
}

bool irt_has_spec_count(const IrType *t)
{
    for (; t && t->kind == IRT_ARRAY; t = t->elem)
        if (t->spec_count)
            return true;
    return false;
}

void irt_mark_spec_counts(const IrType *t, bool *used)
{
    for (; t && (t->kind == IRT_ARRAY || t->kind == IRT_POINTER); t = t->elem)
        if (t->spec_count)
            used[t->spec_count->v.id] = true;
}

const IrType *irt_runtime_array(IrModule *m, const IrType *elem, uint32_t stride)
{
    return intern_type(m, &(IrType){.kind = IRT_RUNTIME_ARRAY, .elem = elem, .stride = stride});
}

const IrType *irt_pointer(IrModule *m, const IrType *pointee, IrAddrSpace space)
{
    uint32_t h = (pointee->id * 16u + (uint32_t)space) & (POINTER_CACHE - 1);
    const IrType **slot = &m->interned->pointers[h];
    if (*slot && (*slot)->elem == pointee && (*slot)->space == space)
        return *slot;
    *slot = intern_type(m, &(IrType){.kind = IRT_POINTER, .elem = pointee, .space = space});
    return *slot;
}

const IrType *irt_function(IrModule *m, const IrType *ret, const IrType *const *params, int n)
{
    return intern_type(m, &(IrType){.kind = IRT_FUNCTION, .elem = ret, .num_params = (uint32_t)n,
                                    .params = (const IrType **)params});
}

const IrType *irt_image(IrModule *m, IrImageDim dim, const IrType *sampled_type, int sampled, IrImageFormat format)
{
    /* 32-bit scalars, and 64-bit ints (SPV_EXT_shader_image_int64's R64i / R64ui) */
    bool scalar32 = (sampled_type->kind == IRT_FLOAT || sampled_type->kind == IRT_INT) && !sampled_type->relaxed &&
                    (sampled_type->bits == 32 || (sampled_type->kind == IRT_INT && sampled_type->bits == 64));
    if (!scalar32 || dim >= IR_DIM_COUNT || (sampled != IR_IMAGE_SAMPLED && sampled != IR_IMAGE_STORAGE) ||
        format >= IR_FMT_COUNT)
        ice(m->c, "irt_image: bad sampled type %s, dim %d, sampled %d or format %d", irt_name(m, sampled_type),
            (int)dim, sampled, (int)format);
    return intern_type(m, &(IrType){.kind = IRT_IMAGE, .elem = sampled_type, .dim = (uint8_t)dim,
                                    .sampled = (uint8_t)sampled, .format = (uint8_t)format});
}

const IrType *irt_image_depth(IrModule *m, const IrType *image, bool depth)
{
    IrType t = *image;
    t.depth = depth;
    return intern_type(m, &t);
}

const IrType *irt_sampler(IrModule *m, bool comparison)
{
    return intern_type(m, &(IrType){.kind = IRT_SAMPLER, .depth = comparison});
}

const IrType *irt_accel_struct(IrModule *m) { return intern_type(m, &(IrType){.kind = IRT_ACCEL_STRUCT}); }
const IrType *irt_ray_query(IrModule *m) { return intern_type(m, &(IrType){.kind = IRT_RAY_QUERY}); }

bool ir_type_is_ray_query(const IrType *t)
{
    if (t && t->kind == IRT_POINTER)
        t = t->elem;
    return t && t->kind == IRT_RAY_QUERY;
}

const char *const ir_query_name[IR_QUERY_COUNT] = {
    [IR_QUERY_SIZE] = "size", [IR_QUERY_LEVELS] = "levels", [IR_QUERY_SAMPLES] = "samples",
    [IR_QUERY_LOD] = "lod", [IR_QUERY_LOD_UNCLAMPED] = "lod_unclamped",
};

IrType *irt_struct_new(IrModule *m, const char *name, int num_members)
{
    IrType *t = ARENA_NEW(m->arena, IrType);
    t->kind = IRT_STRUCT;
    t->id = m->next_type_id++;
    t->name = name;
    t->num_members = (uint32_t)num_members;
    t->members = ARENA_ARRAY(m->arena, IrMember, num_members);
    vec_push(m->arena, &m->interned->structs, t);
    return t;
}

bool irt_is_scalar(const IrType *t) { return t->kind == IRT_BOOL || t->kind == IRT_INT || t->kind == IRT_FLOAT; }

static const IrType *sv_scalar(const IrType *t) { return t->kind == IRT_VECTOR ? t->elem : t; }
bool irt_is_int(const IrType *t) { return sv_scalar(t)->kind == IRT_INT; }
bool irt_is_float(const IrType *t) { return sv_scalar(t)->kind == IRT_FLOAT; }
bool irt_is_bool(const IrType *t) { return sv_scalar(t)->kind == IRT_BOOL; }

const IrType *irt_scalar_of(const IrType *t)
{
    if (t->kind == IRT_MATRIX)
        return t->elem->elem;
    return sv_scalar(t);
}

int irt_components(const IrType *t) { return t->kind == IRT_VECTOR ? (int)t->count : 1; }

bool ir_type_is_opaque(const IrType *t)
{
    while (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)
        t = t->elem;
    return t->kind == IRT_IMAGE || t->kind == IRT_SAMPLER || t->kind == IRT_ACCEL_STRUCT;
}

bool ir_type_is_handle(const IrType *t)
{
    if (t->kind != IRT_POINTER)
        return false;
    const IrType *p = t->elem;
    switch (t->space) {
    case IRS_STORAGE:
    case IRS_UNIFORM: return p->kind == IRT_STRUCT && p->block;
    case IRS_HANDLE: return p->kind == IRT_IMAGE || p->kind == IRT_SAMPLER || p->kind == IRT_ACCEL_STRUCT;
    default: return false;
    }
}

bool ir_type_has_handles(const IrType *t)
{
    while (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)
        t = t->elem;
    if (t->kind == IRT_STRUCT) {
        for (uint32_t k = 0; k < t->num_members; k++)
            if (ir_type_has_handles(t->members[k].type))
                return true;
        return false;
    }
    return ir_type_is_handle(t);
}

static const char *scalar_name(IrModule *m, const IrType *t)
{
    switch (t->kind) {
    case IRT_BOOL: return "bool";
    case IRT_INT: return arena_printf(ir_names_arena(m), "%s%s%d", t->relaxed ? "r" : "", t->is_signed ? "i" : "u", t->bits);
    case IRT_FLOAT: return arena_printf(ir_names_arena(m), "%sf%d", t->relaxed ? "r" : "", t->bits);
    default: return "?";
    }
}

static void cache_type_name(IrModule *m, const IrType *t, const char *s)
{
    struct IrInterner *in = m->interned;
    if (t->id >= (uint32_t)in->type_names.len) {
        vec_reserve(m->arena, &in->type_names, (int)t->id + 1);
        while ((uint32_t)in->type_names.len <= t->id)
            in->type_names.data[in->type_names.len++] = NULL;
    }
    in->type_names.data[t->id] = s;
}

/* Nominal: a name shared with earlier structs gets a suffix, in creation
 * order, so the dump stays unambiguous and deterministic. The structs are
 * named in that order, each once, with a count per name: counting the
 * earlier structs for each one was quadratic in the number of structs. */
static const char *struct_name(IrModule *m, const IrType *t)
{
    struct IrInterner *in = m->interned;
    while (in->structs_named < in->structs.len) {
        const IrType *u = in->structs.data[in->structs_named++];
        const char *base = u->name ? u->name : "struct";
        uint32_t *dup = nameset_counter(m->arena, &in->struct_dups, base);
        const char *s = (*dup || !u->name) ? arena_printf(ir_names_arena(m), "%s.%u", base, *dup) : base;
        ++*dup;
        if (u == t)
            return s;
        cache_type_name(m, u, s);
    }
    /* not a struct of the module's list (or named before a copy): count */
    const char *base = t->name ? t->name : "struct";
    int dup = 0;
    for (int i = 0; i < in->structs.len && in->structs.data[i] != t; i++) {
        const char *n = in->structs.data[i]->name ? in->structs.data[i]->name : "struct";
        if (strcmp(n, base) == 0)
            dup++;
    }
    return (dup || !t->name) ? arena_printf(ir_names_arena(m), "%s.%d", base, dup) : base;
}

const char *irt_name(IrModule *m, const IrType *t)
{
    struct IrInterner *in = m->interned;
    if (t->id < (uint32_t)in->type_names.len && in->type_names.data[t->id])
        return in->type_names.data[t->id];
    const char *s;
    switch (t->kind) {
    case IRT_VOID: s = "void"; break;
    case IRT_BOOL:
    case IRT_INT:
    case IRT_FLOAT: s = scalar_name(m, t); break;
    case IRT_VECTOR: s = arena_printf(ir_names_arena(m), "vec%u<%s>", t->count, irt_name(m, t->elem)); break;
    case IRT_MATRIX:
        s = arena_printf(ir_names_arena(m), "mat%ux%u<%s>", t->count, t->elem->count, irt_name(m, t->elem->elem));
        break;
    case IRT_ARRAY:
        if (t->spec_count) {
            s = arena_printf(ir_names_arena(m), "array<%s, @%s=%u>", irt_name(m, t->elem),
                             t->spec_count->v.name ? t->spec_count->v.name : "spec", t->count);
            break;
        }
        s = t->stride ? arena_printf(ir_names_arena(m), "array<%s, %u, stride=%u>", irt_name(m, t->elem), t->count, t->stride)
                      : arena_printf(ir_names_arena(m), "array<%s, %u>", irt_name(m, t->elem), t->count);
        break;
    case IRT_RUNTIME_ARRAY:
        s = t->stride ? arena_printf(ir_names_arena(m), "array<%s, stride=%u>", irt_name(m, t->elem), t->stride)
                      : arena_printf(ir_names_arena(m), "array<%s>", irt_name(m, t->elem));
        break;
    case IRT_POINTER:
        s = arena_printf(ir_names_arena(m), "ptr<%s, %s>", ir_space_name[t->space], irt_name(m, t->elem));
        break;
    case IRT_SPIRV: s = ir_spirv_type_name(m, t->spirv); break;
    case IRT_IMAGE:
        s = arena_printf(ir_names_arena(m), "image<%s, %s, %s, %s%s>", ir_image_dim_info[t->dim].name, irt_name(m, t->elem),
                         t->sampled == IR_IMAGE_STORAGE ? "storage" : "sampled", ir_image_format_info[t->format].name,
                         t->depth ? ", depth" : "");
        break;
    case IRT_SAMPLER: s = t->depth ? "sampler_comparison" : "sampler"; break;
    case IRT_ACCEL_STRUCT: s = "accel_struct"; break;
    case IRT_RAY_QUERY: s = "ray_query"; break;
    case IRT_FUNCTION: {
        StrBuf sb = {0};
        sb_puts(&sb, "fn(");
        for (uint32_t i = 0; i < t->num_params; i++)
            sb_printf(&sb, "%s%s", i ? ", " : "", irt_name(m, t->params[i]));
        sb_printf(&sb, ") -> %s", irt_name(m, t->elem));
        s = arena_strndup(ir_names_arena(m), sb.data, sb.len);
        sb_free(&sb);
        break;
    }
    case IRT_STRUCT: s = struct_name(m, t); break;
    default: s = "?"; break;
    }
    cache_type_name(m, t, s);
    return s;
}

/* ---------------------------------------------------------------- constants */

static uint32_t const_hash(const IrConst *k)
{
    uint32_t h = mix(k->v.vkind, (uint64_t)(uintptr_t)k->v.type);
    h = mix(h, k->u);
    h = mix(h, (uint64_t)k->is_null << 32 | k->num_parts);
    for (uint32_t i = 0; i < k->num_parts; i++)
        h = mix(h, (uint64_t)(uintptr_t)k->parts[i]);
    return h;
}

static bool const_eq(const void *pa, const void *pb)
{
    const IrConst *a = pa, *b = pb;
    if (a->v.vkind != b->v.vkind || a->v.type != b->v.type || a->u != b->u || a->is_null != b->is_null ||
        a->num_parts != b->num_parts)
        return false;
    for (uint32_t i = 0; i < a->num_parts; i++)
        if (a->parts[i] != b->parts[i])
            return false;
    return true;
}

static IrConst *intern_const(IrModule *m, const IrConst *key)
{
    Table *tb = &m->interned->consts;
    uint32_t h = const_hash(key);
    uint32_t slot = table_find(m->arena, tb, h, const_eq, key);
    if (tb->slots[slot])
        return tb->slots[slot];
    IrConst *c = ARENA_NEW(m->arena, IrConst);
    *c = *key;
    if (key->num_parts) {
        c->parts = ARENA_ARRAY(m->arena, IrConst *, key->num_parts);
        memcpy(c->parts, key->parts, sizeof(*c->parts) * key->num_parts);
    }
    c->v.id = m->interned->next_const_id++;
    table_put(tb, slot, h, c);
    return c;
}

IrConst *ir_const_bool(IrModule *m, bool v)
{
    return intern_const(m, &(IrConst){.v = {.vkind = IRV_CONST, .type = irt_bool(m)}, .u = v});
}

/* Ints are stored masked to their width, then sign-extended to 64 bits when
 * signed: (i16)-1 is 0xFFFF...FFFF, (u16)-1 is 0xFFFF. */
IrConst *ir_const_int(IrModule *m, const IrType *t, uint64_t v)
{
    if (t->kind == IRT_BOOL)
        return ir_const_bool(m, v != 0);
    if (t->kind != IRT_INT)
        ice(m->c, "ir_const_int: type %s", irt_name(m, t));
    if (t->bits < 64) {
        uint64_t mask = ((uint64_t)1 << t->bits) - 1;
        v &= mask;
        if (t->is_signed && (v >> (t->bits - 1)) & 1)
            v |= ~mask;
    }
    return intern_const(m, &(IrConst){.v = {.vkind = IRV_CONST, .type = t}, .u = v});
}

IrConst *ir_const_uint(IrModule *m, uint32_t v) { return ir_const_int(m, irt_int(m, 32, false), v); }
IrConst *ir_const_i32(IrModule *m, int32_t v) { return ir_const_int(m, irt_int(m, 32, true), (uint64_t)(int64_t)v); }

/* The double nearest to the nearest IEEE half (round to nearest even). */
static double round_half(double x)
{
    if (isnan(x) || isinf(x) || x == 0)
        return x;
    double ax = fabs(x);
    if (ax >= 65520.0) /* halfway between 65504 (max half) and 65536 rounds up to inf */
        return x > 0 ? INFINITY : -INFINITY;
    int e;
    frexp(ax, &e); /* ax = f * 2^e, f in [0.5, 1): the leading bit is 2^(e-1) */
    int q = e - 11; /* 10 fraction bits below the leading one */
    if (q < -24)
        q = -24; /* subnormal halves: quantum 2^-24 */
    double r = ldexp(nearbyint(ldexp(ax, -q)), q);
    return x < 0 ? -r : r;
}

IrConst *ir_const_float(IrModule *m, const IrType *t, double v)
{
    if (t->kind != IRT_FLOAT)
        ice(m->c, "ir_const_float: type %s", irt_name(m, t));
    if (t->bits == 32)
        v = (double)(float)v;
    else if (t->bits == 16)
        v = round_half(v);
    if (isnan(v))
        v = NAN; /* one NaN: payloads are not kept */
    IrConst k = {.v = {.vkind = IRV_CONST, .type = t}};
    k.f = v;
    return intern_const(m, &k);
}

static uint32_t num_parts_of(const IrType *t)
{
    switch (t->kind) {
    case IRT_VECTOR:
    case IRT_MATRIX:
    case IRT_ARRAY: return t->count;
    case IRT_STRUCT: return t->num_members;
    default: return 0;
    }
}

static const IrType *part_type(const IrType *t, uint32_t i)
{
    return t->kind == IRT_STRUCT ? t->members[i].type : t->elem;
}

IrConst *ir_const_composite(IrModule *m, const IrType *t, IrConst **parts, int n)
{
    uint32_t want = num_parts_of(t);
    if (!want && !n && t->kind == IRT_STRUCT)
        return ir_const_null(m, t); /* an empty struct (HLSL allows `struct E {};`) has one value */
    if (!want || (uint32_t)n != want)
        ice(m->c, "ir_const_composite: %d parts for %s", n, irt_name(m, t));
    for (int i = 0; i < n; i++)
        if (parts[i]->v.type != part_type(t, (uint32_t)i))
            ice(m->c, "ir_const_composite: part %d of %s has type %s", i, irt_name(m, t),
                irt_name(m, parts[i]->v.type));
    return intern_const(m, &(IrConst){.v = {.vkind = IRV_CONST, .type = t}, .num_parts = (uint32_t)n, .parts = parts});
}

IrConst *ir_const_splat(IrModule *m, const IrType *vec, IrConst *scalar)
{
    if (vec->kind != IRT_VECTOR)
        return scalar;
    IrConst *parts[4];
    for (uint32_t i = 0; i < vec->count; i++)
        parts[i] = scalar;
    return ir_const_composite(m, vec, parts, (int)vec->count);
}

IrConst *ir_const_null(IrModule *m, const IrType *t)
{
    switch (t->kind) {
    case IRT_BOOL: return ir_const_bool(m, false);
    case IRT_INT: return ir_const_int(m, t, 0);
    case IRT_FLOAT: return ir_const_float(m, t, 0.0);
    default: return intern_const(m, &(IrConst){.v = {.vkind = IRV_CONST, .type = t}, .is_null = true});
    }
}

uint32_t ir_num_consts(const IrModule *m) { return m->interned->next_const_id; }

IrConst *ir_const_part(IrModule *m, const IrConst *c, uint32_t i)
{
    const IrType *t = c->v.type;
    if (i >= num_parts_of(t))
        ice(m->c, "ir_const_part: part %u of %s", i, irt_name(m, t));
    if (c->is_null)
        return ir_const_null(m, part_type(t, i));
    return c->parts[i];
}

IrValue *ir_undef(IrModule *m, const IrType *t)
{
    return &intern_const(m, &(IrConst){.v = {.vkind = IRV_UNDEF, .type = t}})->v;
}

/* ---------------------------------------------------------------- module */

IrModule *ir_module_new(Ctx *c)
{
    return ir_module_new_in(c, c->arena);
}

IrModule *ir_module_new_in(Ctx *c, Arena *a)
{
    IrModule *m = ARENA_NEW(a, IrModule);
    m->c = c;
    m->arena = a;
    m->interned = ARENA_NEW(a, struct IrInterner);
    return m;
}

IrGlobal *ir_global_new(IrModule *m, const char *name, const IrType *pointee, IrAddrSpace space)
{
    IrGlobal *g = ARENA_NEW(m->arena, IrGlobal);
    g->v.vkind = IRV_GLOBAL;
    g->v.id = m->next_global_id++;
    g->v.type = irt_pointer(m, pointee, space);
    g->v.name = name;
    g->space = space;
    g->pointee = pointee;
    g->location = -1;
    g->set = g->binding = -1;
    g->reg_index = -1;
    g->spec_id = -1;
    g->blend_index = -1;
    vec_push(m->arena, &m->globals, g);
    return g;
}

IrFunction *ir_function_new(IrModule *m, const char *name, const IrType *ret, const IrType *const *param_types,
                            int num_params)
{
    IrFunction *f = ARENA_NEW(m->arena, IrFunction);
    f->m = m;
    f->v.vkind = IRV_FUNC;
    f->v.id = m->next_global_id++;
    f->v.type = irt_function(m, ret, param_types, num_params);
    f->v.name = name;
    f->name = name;
    f->ret = ret;
    f->num_params = (uint32_t)num_params;
    f->params = ARENA_ARRAY(m->arena, IrParam *, num_params);
    for (int i = 0; i < num_params; i++) {
        IrParam *p = ARENA_NEW(m->arena, IrParam);
        p->v.vkind = IRV_PARAM;
        p->v.id = f->next_value_id++;
        p->v.type = param_types[i];
        p->func = f;
        f->params[i] = p;
    }
    IrBlock *b = ir_block_new(f);
    b->n.parent = &f->body;
    f->body.first = f->body.last = &b->n;
    vec_push(m->arena, &m->functions, f);
    return f;
}

/* ---------------------------------------------------------------- cloning (ir_clone.c) */

void ir_interned_each(const IrModule *m, void (*fn)(void *user, void *obj, bool is_type), void *user)
{
    const struct IrInterner *in = m->interned;
    for (uint32_t i = 0; i < in->types.cap; i++)
        if (in->types.slots[i])
            fn(user, in->types.slots[i], true);
    for (int i = 0; i < in->structs.len; i++)
        fn(user, in->structs.data[i], true);
    for (uint32_t i = 0; i < in->consts.cap; i++)
        if (in->consts.slots[i])
            fn(user, in->consts.slots[i], false);
}

/* The hashes mix pointers, so the tables are built anew from the copies
 * (map gives the copy of each, already fixed up). */
void ir_interner_clone(IrModule *to, const IrModule *from, void *(*map)(void *user, const void *obj, bool is_type),
                       void *user)
{
    const struct IrInterner *in = from->interned;
    struct IrInterner *out = ARENA_NEW(to->arena, struct IrInterner);
    for (uint32_t i = 0; i < in->types.cap; i++) {
        if (!in->types.slots[i])
            continue;
        const IrType *t = map(user, in->types.slots[i], true);
        uint32_t h = type_hash(t);
        table_put(&out->types, table_find(to->arena, &out->types, h, type_eq, t), h, (void *)t);
    }
    for (uint32_t i = 0; i < in->consts.cap; i++) {
        if (!in->consts.slots[i])
            continue;
        const IrConst *k = map(user, in->consts.slots[i], false);
        uint32_t h = const_hash(k);
        table_put(&out->consts, table_find(to->arena, &out->consts, h, const_eq, k), h, (void *)k);
    }
    out->next_const_id = in->next_const_id;
    for (int i = 0; i < in->type_names.len; i++)
        vec_push(to->arena, &out->type_names, in->type_names.data[i]);
    for (int i = 0; i < in->structs.len; i++)
        vec_push(to->arena, &out->structs, map(user, in->structs.data[i], true));
    to->interned = out;
}
