/* Which Vulkan layout feature a block's explicit layout needs, by the
 * rules of the Vulkan spec, 15.6.4 "Offset and Stride Assignment", applied
 * to the offsets and strides the front end gave (frontend/layout.c):
 *
 *   SPV_LAYOUT_STRICT    standard layout without the relaxed vector rule
 *   SPV_LAYOUT_RELAXED   VK_KHR_relaxed_block_layout (core in Vulkan 1.1):
 *                        vectors at their scalar alignment unless they
 *                        straddle a 16-byte row
 *   SPV_LAYOUT_UBO_STD   uniformBufferStandardLayout (Vulkan 1.2): uniform
 *                        blocks with base (std430) rather than extended
 *                        (std140) alignment
 *   SPV_LAYOUT_SCALAR    scalarBlockLayout (VK_EXT_scalar_block_layout,
 *                        Vulkan 1.2): scalar alignment only, members may
 *                        sit in the padding after an array or a struct
 *
 * The default rules (relaxed std140 / std430) never need more than
 * RELAXED; -fvk-use-dx-layout and -fvk-use-scalar-layout can need SCALAR,
 * and reflection says so ("vulkanFeatures"), as spirv-val does with
 * --scalar-block-layout. */
#include "spv_internal.h"

typedef enum Regime {
    R_EXTENDED_STRICT, /* uniform blocks, no relaxed rule */
    R_BASE_STRICT,     /* storage blocks, push constants */
    R_EXTENDED,        /* the same with the relaxed vector rule */
    R_BASE,
    R_SCALAR,
} Regime;

static uint32_t round_up(uint32_t n, uint32_t a)
{
    return a ? (n + a - 1) / a * a : n;
}

static uint32_t scalar_bytes(const IrType *t)
{
    return t->kind == IRT_BOOL ? 4 : t->bits / 8;
}

/* A matrix in a buffer is an array of vectors: HLSL rows (count of them,
 * each elem) when row_major, else columns (elem->count of them, each count
 * long); the IR matrix is HLSL's row view (ir.h). */
static uint32_t matrix_vec_len(const IrType *m, bool row_major)
{
    return row_major ? m->elem->count : m->count;
}

static uint32_t vec_align(uint32_t n, uint32_t e)
{
    return n == 1 ? e : n == 2 ? 2 * e : 4 * e;
}

/* Alignment of t under the regime (the spec's scalar, base and extended
 * alignments); row_major for matrices. */
static uint32_t align_of(const IrType *t, Regime r, bool row_major)
{
    switch (t->kind) {
    case IRT_BOOL:
    case IRT_INT:
    case IRT_FLOAT: return scalar_bytes(t);
    case IRT_VECTOR: return r == R_SCALAR ? scalar_bytes(t->elem) : vec_align(t->count, scalar_bytes(t->elem));
    case IRT_MATRIX: {
        uint32_t e = scalar_bytes(t->elem->elem);
        if (r == R_SCALAR)
            return e;
        uint32_t a = vec_align(matrix_vec_len(t, row_major), e);
        return r == R_EXTENDED || r == R_EXTENDED_STRICT ? round_up(a, 16) : a;
    }
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY: {
        uint32_t a = align_of(t->elem, r, row_major);
        return r == R_EXTENDED || r == R_EXTENDED_STRICT ? round_up(a, 16) : a;
    }
    case IRT_STRUCT: {
        uint32_t a = 1;
        for (uint32_t i = 0; i < t->num_members; i++) {
            uint32_t m = align_of(t->members[i].type, r, t->members[i].row_major);
            if (m > a)
                a = m;
        }
        return r == R_EXTENDED || r == R_EXTENDED_STRICT ? round_up(a, 16) : a;
    }
    default: return 4;
    }
}

static uint32_t size_of(const IrType *t, uint32_t matrix_stride, bool row_major)
{
    return ir_layout_size(t, matrix_stride, row_major);
}

static bool check_type(const IrType *t, Regime r, uint32_t matrix_stride, bool row_major);

static bool check_struct(const IrType *t, Regime r)
{
    uint32_t pad_end = 0; /* members may not start before this (the padding after an array or struct) */
    uint32_t end = 0;     /* nor, in any layout, before the end of the member before them */
    for (uint32_t i = 0; i < t->num_members; i++) {
        const IrMember *mb = &t->members[i];
        const IrType *mt = mb->type;
        uint32_t o = mb->offset, a = align_of(mt, r, mb->row_major);
        uint32_t sz = size_of(mt, mb->matrix_stride, mb->row_major);
        bool relaxed = r == R_EXTENDED || r == R_BASE;
        if (mt->kind == IRT_VECTOR && relaxed) {
            /* the relaxed rule: scalar alignment, no improper straddle */
            uint32_t e = scalar_bytes(mt->elem);
            if (o % e || (sz <= 16 ? o / 16 != (o + sz - 1) / 16 : o % 16))
                return false;
        } else if (o % a) {
            return false;
        }
        if (o < end || (r != R_SCALAR && o < pad_end))
            return false;
        bool padded = mt->kind == IRT_ARRAY || mt->kind == IRT_STRUCT || mt->kind == IRT_MATRIX;
        pad_end = padded ? round_up(o + sz, a) : o + sz;
        end = o + sz;
        if (!check_type(mt, r, mb->matrix_stride, mb->row_major))
            return false;
    }
    return true;
}

static bool check_type(const IrType *t, Regime r, uint32_t matrix_stride, bool row_major)
{
    switch (t->kind) {
    case IRT_MATRIX: {
        uint32_t a = align_of(t, r, row_major);
        return matrix_stride % a == 0 && matrix_stride >= matrix_vec_len(t, row_major) * scalar_bytes(t->elem->elem);
    }
    case IRT_ARRAY:
    case IRT_RUNTIME_ARRAY: {
        uint32_t a = align_of(t, r, row_major);
        if (t->stride % a || t->stride < size_of(t->elem, matrix_stride, row_major))
            return false;
        return check_type(t->elem, r, matrix_stride, row_major);
    }
    case IRT_STRUCT: return check_struct(t, r);
    default: return true;
    }
}

SpvLayoutNeed spv_layout_need(const IrType *block, bool uniform)
{
    if (check_type(block, uniform ? R_EXTENDED_STRICT : R_BASE_STRICT, 0, false))
        return SPV_LAYOUT_STRICT;
    if (check_type(block, uniform ? R_EXTENDED : R_BASE, 0, false))
        return SPV_LAYOUT_RELAXED;
    if (uniform && check_type(block, R_BASE, 0, false))
        return SPV_LAYOUT_UBO_STD;
    if (check_type(block, R_SCALAR, 0, false))
        return SPV_LAYOUT_SCALAR;
    return SPV_LAYOUT_INVALID;
}

/* As reflection's entry-level vulkanFeatures names features (the member of
 * the Vk*Features structure); NULL for what is an extension only (relaxed
 * block layout, core since 1.1). */
const char *spirv_feature_name(unsigned bit)
{
    switch (bit) {
    case SPV_FEATURE_UBO_STANDARD_LAYOUT: return "uniformBufferStandardLayout";
    case SPV_FEATURE_SCALAR_BLOCK_LAYOUT: return "scalarBlockLayout";
    case SPV_FEATURE_SHADER_DEVICE_CLOCK: return "shaderDeviceClock";
    case SPV_FEATURE_SHADER_SUBGROUP_CLOCK: return "shaderSubgroupClock";
    case SPV_FEATURE_BUFFER_DEVICE_ADDRESS: return "bufferDeviceAddress";
    case SPV_FEATURE_VULKAN_MEMORY_MODEL: return "vulkanMemoryModel";
    case SPV_FEATURE_VULKAN_MEMORY_MODEL_DEVICE_SCOPE: return "vulkanMemoryModelDeviceScope";
    case SPV_FEATURE_FRAGMENT_SHADER_PIXEL_INTERLOCK: return "fragmentShaderPixelInterlock";
    case SPV_FEATURE_FRAGMENT_SHADER_SAMPLE_INTERLOCK: return "fragmentShaderSampleInterlock";
    case SPV_FEATURE_BUFFER_INT64_ATOMICS: return "shaderBufferInt64Atomics";
    case SPV_FEATURE_SHARED_INT64_ATOMICS: return "shaderSharedInt64Atomics";
    default: return NULL;
    }
}

/* The device extension a feature bit needs on a Vulkan version (110, 120
 * ...; 0: universal, none), or NULL when that version has it in core. */
const char *spirv_feature_extension(unsigned bit, int vulkan_version)
{
    bool before12 = vulkan_version && vulkan_version < 120;
    switch (bit) {
    case SPV_FEATURE_RELAXED_BLOCK_LAYOUT: return vulkan_version == 100 ? "VK_KHR_relaxed_block_layout" : NULL;
    case SPV_FEATURE_UBO_STANDARD_LAYOUT: return before12 ? "VK_KHR_uniform_buffer_standard_layout" : NULL;
    case SPV_FEATURE_SCALAR_BLOCK_LAYOUT: return before12 ? "VK_EXT_scalar_block_layout" : NULL;
    case SPV_FEATURE_SHADER_DEVICE_CLOCK:
    case SPV_FEATURE_SHADER_SUBGROUP_CLOCK: return vulkan_version ? "VK_KHR_shader_clock" : NULL;
    case SPV_FEATURE_BUFFER_DEVICE_ADDRESS: return before12 ? "VK_KHR_buffer_device_address" : NULL;
    case SPV_FEATURE_VULKAN_MEMORY_MODEL:
    case SPV_FEATURE_VULKAN_MEMORY_MODEL_DEVICE_SCOPE: return before12 ? "VK_KHR_vulkan_memory_model" : NULL;
    case SPV_FEATURE_FRAGMENT_SHADER_PIXEL_INTERLOCK:
    case SPV_FEATURE_FRAGMENT_SHADER_SAMPLE_INTERLOCK: return vulkan_version ? "VK_EXT_fragment_shader_interlock" : NULL;
    case SPV_FEATURE_BUFFER_INT64_ATOMICS:
    case SPV_FEATURE_SHARED_INT64_ATOMICS: return before12 ? "VK_KHR_shader_atomic_int64" : NULL;
    default: return NULL;
    }
}
