/* SPIR-V types and constants, each emitted once: non-aggregate types and
 * constants are deduplicated by their encoding (SPIR-V forbids two
 * OpTypeFloat 32, and the relaxed-precision twin of an IR type is the same
 * SPIR-V type), structs by identity (they are nominal in the IR). */
#include <string.h>
#include "spv_internal.h"

/* ---------------------------------------------------------------- the encoding map */

static uint32_t hash_words(const uint32_t *k, int n)
{
    uint32_t h = 2166136261u;
    for (int i = 0; i < n; i++) {
        h ^= k[i];
        h *= 16777619u;
    }
    return h ^ (h >> 15);
}

static uint32_t *key_slot(SpvKeyMap *m, const uint32_t *k, int n, uint32_t *index)
{
    for (uint32_t i = hash_words(k, n) & (m->cap - 1);; i = (i + 1) & (m->cap - 1)) {
        uint32_t *e = m->keys[i];
        if (!e || (e[0] == (uint32_t)n && memcmp(e + 1, k, (size_t)n * 4) == 0)) {
            *index = i;
            return e;
        }
    }
}

static uint32_t keymap_get(SpvKeyMap *m, const uint32_t *k, int n)
{
    uint32_t i;
    if (!m->cap)
        return 0;
    return key_slot(m, k, n, &i) ? m->vals[i] : 0;
}

static void keymap_put(SpvWriter *w, SpvKeyMap *m, const uint32_t *k, int n, uint32_t val)
{
    uint32_t i;
    if ((m->len + 1) * 2 > m->cap) {
        SpvKeyMap old = *m;
        /* a small shader has a few dozen types and constants: start small,
         * and leave vals unzeroed (read only where a key is set) */
        m->cap = old.cap ? old.cap * 2 : 64;
        m->len = 0;
        m->keys = ARENA_ARRAY(w->a, uint32_t *, m->cap);
        m->vals = arena_alloc_raw(w->a, sizeof *m->vals * m->cap);
        for (uint32_t j = 0; j < old.cap; j++)
            if (old.keys[j]) {
                key_slot(m, old.keys[j] + 1, (int)old.keys[j][0], &i);
                m->keys[i] = old.keys[j];
                m->vals[i] = old.vals[j];
                m->len++;
            }
    }
    key_slot(m, k, n, &i);
    uint32_t *e = ARENA_ARRAY(w->a, uint32_t, n + 1);
    e[0] = (uint32_t)n;
    memcpy(e + 1, k, (size_t)n * 4);
    m->keys[i] = e;
    m->vals[i] = val;
    m->len++;
}

/* ---------------------------------------------------------------- types */

SpvStorageClass spv_storage_class(const SpvWriter *w, IrAddrSpace s)
{
    switch (s) {
    case IRS_FUNCTION: return SpvStorageClassFunction;
    case IRS_PRIVATE: return SpvStorageClassPrivate;
    case IRS_WORKGROUP: return SpvStorageClassWorkgroup;
    /* core since SPIR-V 1.3; before, DXC's Uniform with BufferBlock */
    case IRS_STORAGE: return w->version >= 0x00010300u ? SpvStorageClassStorageBuffer : SpvStorageClassUniform;
    case IRS_UNIFORM: return SpvStorageClassUniform;
    case IRS_INPUT: return SpvStorageClassInput;
    case IRS_OUTPUT: return SpvStorageClassOutput;
    case IRS_HANDLE: return SpvStorageClassUniformConstant;
    case IRS_IMAGE: return SpvStorageClassImage;
    case IRS_PUSH_CONSTANT: return SpvStorageClassPushConstant;
    case IRS_PHYSICAL: return SpvStorageClassPhysicalStorageBuffer;
    case IRS_SPEC_CONSTANT: break; /* no variable: a spec constant's uses are its id */
    case IRS_COUNT: break;
    }
    return SpvStorageClassFunction;
}

const IrType *spv_u32_type(SpvWriter *w)
{
    return irt_int(w->m, 32, false);
}

/* A type instruction (no result type) deduplicated by its encoding. `tag`
 * words after the n operands take part in the key but are not emitted
 * (the stride of an array, which lives in a decoration). */
static uint32_t dedup_type(SpvWriter *w, SpvOp op, const uint32_t *ops, int n, int tags, bool *fresh)
{
    uint32_t key[64];
    if (n + tags + 1 > (int)(sizeof key / sizeof key[0]))
        ice(w->c, "SPIR-V type with %d operands", n);
    key[0] = (uint32_t)op;
    if (n + tags)
        memcpy(key + 1, ops, (size_t)(n + tags) * 4);
    uint32_t id = keymap_get(&w->dedup, key, n + tags + 1);
    *fresh = !id;
    if (id)
        return id;
    id = spv_id(w);
    keymap_put(w, &w->dedup, key, n + tags + 1, id);
    SpvWords *b = &w->sec[SEC_TYPES];
    size_t s = spv_begin(w, b, op);
    spv_w(w, b, id);
    for (int i = 0; i < n; i++)
        spv_w(w, b, ops[i]);
    spv_end(w, b, s);
    return id;
}

uint32_t spv_type_instruction(SpvWriter *w, SpvOp op, const uint32_t *ops, int n, bool *fresh)
{
    return dedup_type(w, op, ops, n, 0, fresh);
}

/* A constant instruction deduplicated by opcode, type and operands. */
static uint32_t dedup_const(SpvWriter *w, SpvOp op, uint32_t type, const uint32_t *ops, int n)
{
    uint32_t small[16];
    uint32_t *key = n + 2 <= 16 ? small : ARENA_ARRAY(w->a, uint32_t, n + 2);
    key[0] = (uint32_t)op;
    key[1] = type;
    if (n)
        memcpy(key + 2, ops, (size_t)n * 4);
    uint32_t id = keymap_get(&w->dedup, key, n + 2);
    if (id)
        return id;
    id = spv_id(w);
    keymap_put(w, &w->dedup, key, n + 2, id);
    SpvWords *b = &w->sec[SEC_TYPES];
    size_t s = spv_begin(w, b, op);
    spv_w(w, b, type);
    spv_w(w, b, id);
    for (int i = 0; i < n; i++)
        spv_w(w, b, ops[i]);
    spv_end(w, b, s);
    return id;
}

static bool has_16bit(const IrType *t)
{
    switch (t->kind) {
    case IRT_INT:
    case IRT_FLOAT: return t->bits == 16;
    case IRT_VECTOR:
    case IRT_MATRIX:
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY: return has_16bit(t->elem);
    case IRT_STRUCT:
        for (uint32_t i = 0; i < t->num_members; i++)
            if (has_16bit(t->members[i].type))
                return true;
        return false;
    default: return false;
    }
}

/* The matrix a member is, or holds through arrays; NULL if none. */
static const IrType *member_matrix(const IrType *t)
{
    while (t->kind == IRT_ARRAY || t->kind == IRT_RUNTIME_ARRAY)
        t = t->elem;
    return t->kind == IRT_MATRIX ? t : NULL;
}

/* The id of t (0: not made yet), and recording it. */
static uint32_t type_id(const SpvWriter *w, const IrType *t)
{
    return spv_dense_get(w, &w->type_ids, t->id, t);
}

static void put_type_id(SpvWriter *w, const IrType *t, uint32_t id)
{
    spv_dense_put(w, &w->type_ids, t->id, t, id);
}

static uint32_t struct_type(SpvWriter *w, const IrType *t)
{
    uint32_t *mids = ARENA_ARRAY(w->a, uint32_t, t->num_members + 1);
    for (uint32_t i = 0; i < t->num_members; i++)
        mids[i] = spv_type(w, t->members[i].type);
    uint32_t id = spv_id(w);
    put_type_id(w, t, id);
    SpvWords *b = &w->sec[SEC_TYPES];
    size_t s = spv_begin(w, b, SpvOpTypeStruct);
    spv_w(w, b, id);
    for (uint32_t i = 0; i < t->num_members; i++)
        spv_w(w, b, mids[i]);
    spv_end(w, b, s);

    spv_name(w, id, t->name);
    for (uint32_t i = 0; i < t->num_members; i++) {
        const char *mn = t->members[i].name;
        if (!mn || !*mn)
            continue;
        SpvWords *nb = &w->sec[SEC_NAMES];
        size_t ns = spv_begin(w, nb, SpvOpMemberName);
        spv_w(w, nb, id);
        spv_w(w, nb, i);
        spv_str(w, nb, mn);
        spv_end(w, nb, ns);
    }
    if (t->block) /* SPIR-V before 1.3: storage blocks are BufferBlock (spv_module.c marks them) */
        spv_decorate(w, id, spv_map_get(&w->buffer_blocks, t) ? SpvDecorationBufferBlock : SpvDecorationBlock, 0);
    if (t->explicit_layout) {
        for (uint32_t i = 0; i < t->num_members; i++) {
            const IrMember *mb = &t->members[i];
            spv_member_decorate(w, id, i, SpvDecorationOffset, 1, mb->offset);
            const IrType *mat = member_matrix(mb->type);
            if (!mat)
                continue;
            if (irt_scalar_of(mat)->kind != IRT_FLOAT) {
                diag(w->c, (SrcLoc){0, 0, 0}, D_SPV_INT_MATRIX_LAYOUT, irt_name(w->m, irt_scalar_of(mat)));
                continue;
            }
            /* HLSL rows are SPIR-V columns, so HLSL row_major is SPIR-V
             * ColMajor and column_major is RowMajor (DXC's rule). */
            spv_member_decorate(w, id, i, mb->row_major ? SpvDecorationColMajor : SpvDecorationRowMajor, 0);
            spv_member_decorate(w, id, i, SpvDecorationMatrixStride, 1, mb->matrix_stride);
        }
    }
    spv_inline_members(w, t, id); /* the fields' [[vk::ext_decorate]] & co */
    return id;
}

uint32_t spv_type(SpvWriter *w, const IrType *t)
{
    uint32_t id = type_id(w, t);
    if (id)
        return id;
    uint32_t ops[64];
    int n = 0, tags = 0;
    SpvOp op = SpvOpNop;
    uint32_t stride = 0;
    switch (t->kind) {
    case IRT_VOID: op = SpvOpTypeVoid; break;
    case IRT_BOOL: op = SpvOpTypeBool; break;
    case IRT_INT:
        op = SpvOpTypeInt;
        ops[n++] = t->bits;
        ops[n++] = t->is_signed ? 1 : 0;
        if (t->bits == 16)
            spv_cap(w, SpvCapabilityInt16);
        else if (t->bits == 64)
            spv_cap(w, SpvCapabilityInt64);
        else if (t->bits == 8)
            spv_cap(w, SpvCapabilityInt8);
        break;
    case IRT_FLOAT:
        op = SpvOpTypeFloat;
        ops[n++] = t->bits;
        if (t->bits == 16)
            spv_cap(w, SpvCapabilityFloat16);
        else if (t->bits == 64)
            spv_cap(w, SpvCapabilityFloat64);
        break;
    case IRT_VECTOR:
        op = SpvOpTypeVector;
        ops[n++] = spv_type(w, t->elem);
        ops[n++] = t->count;
        break;
    case IRT_MATRIX:
        if (irt_scalar_of(t)->kind == IRT_FLOAT) {
            op = SpvOpTypeMatrix;
            ops[n++] = spv_type(w, t->elem);
            ops[n++] = t->count;
        } else {
            /* SPIR-V matrices hold floats only: an int or bool matrix is
             * an array of its row vectors (as DXC does). */
            op = SpvOpTypeArray;
            ops[n++] = spv_type(w, t->elem);
            ops[n++] = spv_u32(w, t->count);
            ops[n++] = 0;
            tags = 1;
        }
        break;
    case IRT_ARRAY:
        op = SpvOpTypeArray;
        ops[n++] = spv_type(w, t->elem);
        ops[n++] = t->spec_count ? spv_emit_spec_constant(w, t->spec_count) : spv_u32(w, t->count);
        ops[n++] = stride = t->stride;
        tags = 1;
        break;
    case IRT_RUNTIME_ARRAY:
        op = SpvOpTypeRuntimeArray;
        ops[n++] = spv_type(w, t->elem);
        ops[n++] = stride = t->stride;
        tags = 1;
        if (ir_type_is_opaque(t) || (t->elem->kind == IRT_STRUCT && t->elem->block)) /* Texture2D t[], Buf b[] */
            spv_descriptor_indexing(w, SpvCapabilityRuntimeDescriptorArray);
        break;
    case IRT_POINTER: {
        SpvStorageClass sc = spv_storage_class(w, t->space);
        op = SpvOpTypePointer;
        ops[n++] = (uint32_t)sc;
        ops[n++] = spv_type(w, t->elem);
        if (has_16bit(t->elem)) {
            /* 16-bit types in interface memory (core since SPIR-V 1.3, but
             * the capability must still be declared). */
            if (sc == SpvStorageClassStorageBuffer || t->space == IRS_STORAGE)
                spv_cap(w, SpvCapabilityStorageBuffer16BitAccess);
            else if (sc == SpvStorageClassPushConstant)
                spv_cap(w, SpvCapabilityStoragePushConstant16);
            else if (sc == SpvStorageClassUniform)
                spv_cap(w, SpvCapabilityUniformAndStorageBuffer16BitAccess);
            else if (sc == SpvStorageClassInput || sc == SpvStorageClassOutput)
                spv_cap(w, SpvCapabilityStorageInputOutput16);
        }
        break;
    }
    case IRT_FUNCTION:
        op = SpvOpTypeFunction;
        ops[n++] = spv_type(w, t->elem);
        if (t->num_params > 60)
            ice(w->c, "function type with %u parameters", t->num_params);
        for (uint32_t i = 0; i < t->num_params; i++)
            ops[n++] = spv_type(w, t->params[i]);
        break;
    case IRT_IMAGE:
        op = SpvOpTypeImage;
        n = spv_image_operands(w, t, ops);
        break;
    case IRT_SAMPLER: op = SpvOpTypeSampler; break; /* comparison or not is the sampler's state */
    case IRT_ACCEL_STRUCT: /* inline ray tracing (spv_rayquery.c) */
        spv_rq_needs(w);
        op = SpvOpTypeAccelerationStructureKHR;
        break;
    case IRT_RAY_QUERY:
        spv_rq_needs(w);
        op = SpvOpTypeRayQueryKHR;
        break;
    case IRT_STRUCT: return struct_type(w, t);
    case IRT_SPIRV: /* vk::SpirvType & co: spv_inline.c */
        id = spv_inline_type(w, t);
        put_type_id(w, t, id);
        return id;
    }
    bool fresh;
    id = dedup_type(w, op, ops, n - tags, tags, &fresh);
    if (fresh && stride)
        spv_decorate(w, id, SpvDecorationArrayStride, 1, stride);
    put_type_id(w, t, id);
    return id;
}

/* ---------------------------------------------------------------- constants */

static uint16_t f32_to_f16(float f)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    uint32_t sign = (x >> 16) & 0x8000u;
    int exp = (int)((x >> 23) & 0xffu);
    uint32_t mant = x & 0x7fffffu;
    if (exp == 0xff)
        return (uint16_t)(sign | 0x7c00u | (mant ? 0x200u : 0));
    int e = exp - 127 + 15;
    if (e >= 31)
        return (uint16_t)(sign | 0x7c00u);
    if (e <= 0) { /* a half subnormal, or zero */
        if (e < -10)
            return (uint16_t)sign;
        mant |= 0x800000u;
        int shift = 14 - e;
        uint32_t h = mant >> shift, rem = mant & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rem > half || (rem == half && (h & 1)))
            h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = sign | ((uint32_t)e << 10) | (mant >> 13), rem = mant & 0x1fffu;
    if (rem > 0x1000u || (rem == 0x1000u && (h & 1))) /* round to nearest even */
        h++;
    return (uint16_t)h;
}

int spv_scalar_words(SpvWriter *w, const IrType *t, uint64_t u, double f, uint32_t ops[2])
{
    int n = 1;
    switch (t->kind) {
    case IRT_BOOL: return 0;
    case IRT_INT:
        if (t->bits == 64) {
            ops[0] = (uint32_t)u;
            ops[1] = (uint32_t)(u >> 32);
            n = 2;
        } else if (t->bits == 32) {
            ops[0] = (uint32_t)u;
        } else { /* narrower: sign-extended if signed, else zero-extended (SPIR-V 2.2.1) */
            uint32_t mask = (1u << t->bits) - 1;
            uint32_t v = (uint32_t)u & mask;
            if (t->is_signed && (v >> (t->bits - 1)))
                v |= ~mask;
            ops[0] = v;
        }
        break;
    case IRT_FLOAT:
        if (t->bits == 64) {
            uint64_t bits;
            memcpy(&bits, &f, 8);
            ops[0] = (uint32_t)bits;
            ops[1] = (uint32_t)(bits >> 32);
            n = 2;
        } else if (t->bits == 32) {
            float g = (float)f;
            memcpy(&ops[0], &g, 4);
        } else {
            ops[0] = f32_to_f16((float)f);
        }
        break;
    default: ice(w->c, "scalar constant of type %s", irt_name(w->m, t));
    }
    return n;
}

uint32_t spv_const_scalar(SpvWriter *w, const IrType *t, uint64_t u, double f)
{
    uint32_t type = spv_type(w, t), ops[2];
    if (t->kind == IRT_BOOL)
        return dedup_const(w, u ? SpvOpConstantTrue : SpvOpConstantFalse, type, NULL, 0);
    int n = spv_scalar_words(w, t, u, f, ops);
    return dedup_const(w, SpvOpConstant, type, ops, n);
}

uint32_t spv_const_splat(SpvWriter *w, const IrType *t, uint64_t u, double f)
{
    if (t->kind != IRT_VECTOR)
        return spv_const_scalar(w, t, u, f);
    uint32_t s = spv_const_scalar(w, t->elem, u, f), parts[4];
    for (uint32_t i = 0; i < t->count; i++)
        parts[i] = s;
    return dedup_const(w, SpvOpConstantComposite, spv_type(w, t), parts, (int)t->count);
}

uint32_t spv_u32(SpvWriter *w, uint32_t v)
{
    if (v < 16)
        return w->small_u32[v] ? w->small_u32[v] : (w->small_u32[v] = spv_const_scalar(w, spv_u32_type(w), v, 0));
    return spv_const_scalar(w, spv_u32_type(w), v, 0);
}

uint32_t spv_undef(SpvWriter *w, const IrType *t)
{
    return dedup_const(w, SpvOpUndef, spv_type(w, t), NULL, 0);
}

uint32_t spv_const(SpvWriter *w, IrConst *k)
{
    uint32_t id = spv_dense_get(w, &w->const_ids, k->v.id, k);
    if (id)
        return id;
    const IrType *t = k->v.type;
    if (irt_is_scalar(t)) {
        id = k->is_null ? spv_const_scalar(w, t, 0, 0.0) : spv_const_scalar(w, t, k->u, k->f);
    } else if (k->is_null || k->num_parts == 0) {
        id = dedup_const(w, SpvOpConstantNull, spv_type(w, t), NULL, 0);
    } else {
        uint32_t *parts = ARENA_ARRAY(w->a, uint32_t, k->num_parts);
        for (uint32_t i = 0; i < k->num_parts; i++)
            parts[i] = spv_const(w, k->parts[i]);
        id = dedup_const(w, SpvOpConstantComposite, spv_type(w, t), parts, (int)k->num_parts);
    }
    spv_dense_put(w, &w->const_ids, k->v.id, k, id);
    return id;
}

/* Whether t carries explicit layout (offsets, strides, Block): such types
 * belong to buffers and never to Function, Private or Workgroup memory. */
bool spv_laid_out(const IrType *t)
{
    switch (t->kind) {
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY: return t->stride != 0 || spv_laid_out(t->elem);
    case IRT_STRUCT:
        if (t->explicit_layout || t->block)
            return true;
        for (uint32_t i = 0; i < t->num_members; i++)
            if (spv_laid_out(t->members[i].type))
                return true;
        return false;
    default: return false;
    }
}

uint32_t spv_sampled_image_type(SpvWriter *w, const IrType *image)
{
    uint32_t img = spv_type(w, image);
    bool fresh;
    return dedup_type(w, SpvOpTypeSampledImage, &img, 1, 0, &fresh);
}

/* OpTypeSampledImage of t, or arrays of it (no stride: descriptors). */
static uint32_t combined_type(SpvWriter *w, const IrType *t)
{
    if (t->kind == IRT_IMAGE)
        return spv_sampled_image_type(w, t);
    uint32_t ops[2] = {combined_type(w, t->elem), 0};
    bool fresh;
    if (t->kind == IRT_ARRAY) {
        ops[1] = spv_u32(w, t->count);
        return dedup_type(w, SpvOpTypeArray, ops, 2, 0, &fresh);
    }
    spv_descriptor_indexing(w, SpvCapabilityRuntimeDescriptorArray);
    return dedup_type(w, SpvOpTypeRuntimeArray, ops, 1, 0, &fresh);
}

uint32_t spv_sampled_image_pointer(SpvWriter *w, const IrType *image)
{
    uint32_t ops[2] = {(uint32_t)SpvStorageClassUniformConstant, combined_type(w, image)};
    bool fresh;
    return dedup_type(w, SpvOpTypePointer, ops, 2, 0, &fresh);
}
