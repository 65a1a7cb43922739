/* HLSL types to IR types, with buffer layouts (layout.c). */
#ifndef PRISM_LAYOUT_H
#define PRISM_LAYOUT_H
#include "../ir/ir.h"
#include "types.h"

/* DXC's SpirvLayoutRule, one each (lib/SPIRV/AlignmentSizeCalculator.cpp);
 * which one a buffer takes is the layout policy (layout_policy.c). */
typedef enum LayoutRule {
    LAYOUT_NONE,   /* values, function/private/workgroup memory: no offsets, bool is bool */
    LAYOUT_STD430, /* DXC's default for storage buffers: "vector-relaxed std430" */
    LAYOUT_STD140, /* DXC's default for uniform buffers: "vector-relaxed std140" */
    LAYOUT_GL430,  /* -fvk-use-gl-layout: strict std430 */
    LAYOUT_GL140,  /* -fvk-use-gl-layout: strict std140 */
    LAYOUT_FXC_CB, /* -fvk-use-dx-layout for cbuffers and tbuffers: FXC's register packing */
    LAYOUT_FXC_SB, /* -fvk-use-dx-layout for structured buffers: tightly packed */
    LAYOUT_SCALAR, /* -fvk-use-scalar-layout: VK_EXT_scalar_block_layout */
    LAYOUT_COUNT
} LayoutRule;

/* What a block holds, for the policy. */
typedef enum BufferUse {
    BUF_CBUFFER,       /* cbuffer, ConstantBuffer<T>, $Globals */
    BUF_TBUFFER,       /* tbuffer */
    BUF_STORAGE,       /* structured and byte-address buffers (templated Load/Store too) */
    BUF_PUSH_CONSTANT, /* [[vk::push_constant]] */
} BufferUse;

/* The rule PrismOptions.layout gives a use (DXC's cBufferLayoutRule,
 * tBufferLayoutRule, sBufferLayoutRule; push constants take the last). */
LayoutRule layout_rule_for(const Ctx *c, BufferUse use);
/* Whether a matrix declared with mods (MOD_ROW_MAJOR, MOD_COLUMN_MAJOR)
 * is row-major: as declared, else -Zpr's default (HLSL: column_major). */
bool layout_default_row_major(const Ctx *c, unsigned mods);
/* "relaxed std140", "FXC cbuffer packing", ...: for messages. */
const char *layout_rule_name(LayoutRule r);

struct Lower;

/* The IR type of an HLSL type under a rule (cached: one IrType per struct
 * per rule). row_major applies to matrices and arrays of matrices (the
 * field's majorness); it changes strides only, so it is ignored for NONE.
 * Reports and returns NULL for types that have no IR form (resources in
 * structs, unsized arrays outside buffers). */
const IrType *layout_type(struct Lower *L, const Type *t, LayoutRule rule, bool row_major);
/* Base alignment and size of t under rule (DXC's AlignmentSizeCalculator);
 * *stride gets the matrix stride or array stride where t has one. */
void layout_align_size(const Type *t, LayoutRule rule, bool row_major, uint32_t *align, uint32_t *size,
                       uint32_t *stride);
/* Places a member of type t (size, align) after *offset by DXC's relaxed
 * rule (vectors aligned to their element unless that straddles a 16-byte
 * row); returns its offset and advances *offset past it. */
uint32_t layout_place(const Type *t, LayoutRule rule, uint32_t size, uint32_t align, uint32_t *offset);
/* The block struct of a buffer resource type (StructuredBuffer<T>:
 * { T data[]; } std430; ByteAddressBuffer: { uint data[]; }; ConstantBuffer<T>:
 * T's members std140), shared by every buffer of that type. */
const IrType *layout_buffer_block(struct Lower *L, const Type *res);
/* A block struct of struct type st's members under rule (a push constant
 * block), named name. */
const IrType *layout_struct_block(struct Lower *L, const Type *st, LayoutRule rule, const char *name);
/* The number of IR members of a struct type (its base, if any, is member 0),
 * and the HLSL type of member i. */
int layout_struct_members(const Type *t);
const Type *layout_member_type(const Type *t, int i);
bool layout_member_row_major(const Type *t, int i);
/* The IR member path to HLSL field index fi (fields of a base come first
 * in Type.fields; in IR the base is member 0): returns its length. */
int layout_field_path(const Type *t, int fi, uint32_t *path, int max);
/* The IR scalar of an HLSL scalar kind in value form. */
const IrType *layout_scalar(struct Lower *L, ScalarKind k);

#endif
