/* Expands intrinsics.def into the table every phase reads. */
#include "intrinsics.h"
#include <stdint.h>
#include <string.h>
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>
#include "../ir/ir.h"
#include "intrinsic_index.h"

#define NOSPV {SPV_NONE, {0, 0, 0, 0}, -1, 0, "lowered by the front end"}
#define OP(op) {SPV_OP, {SpvOp##op, 0, 0, 0}, -1, 0, "Op" #op}
#define SPVOP(op, cap, bits) {SPV_OP, {SpvOp##op, 0, 0, 0}, SpvCapability##cap, bits, "Op" #op}
#define OP3(f, s, u) {SPV_OP3, {SpvOp##f, SpvOp##s, SpvOp##u, 0}, -1, 0, "Op" #f " / Op" #s " / Op" #u}
#define GLSL(f, s, u) {SPV_GLSL, {GLSLstd450##f, GLSLstd450##s, GLSLstd450##u, 0}, -1, 0, "GLSL.std.450 " #f " / " #s " / " #u}
#define GROUP(f, s, u, g, cap, bits) \
    {SPV_GROUP, {SpvOpGroupNonUniform##f, SpvOpGroupNonUniform##s, SpvOpGroupNonUniform##u, SpvGroupOperation##g}, \
     SpvCapability##cap, bits, "OpGroupNonUniform" #f " / " #s " / " #u " " #g}
#define SPVHOOK(cap, bits) {SPV_HOOK, {0, 0, 0, 0}, SpvCapability##cap, bits, "backend code"}
/* A hook whose docs say what it emits. */
#define SPVHOOKS(cap, bits, text) {SPV_HOOK, {0, 0, 0, 0}, SpvCapability##cap, bits, text}
/* A partitioned exclusive scan (SPV_NV_shader_subgroup_partitioned), with
 * the mask as the Ballot operand; only with -fspv-partitioned-nv, else
 * ir_lower_wave_match has lowered the call. */
#define PGROUP(f, s, u) \
    {SPV_GROUP, {SpvOpGroupNonUniform##f, SpvOpGroupNonUniform##s, SpvOpGroupNonUniform##u, \
                 SpvGroupOperationPartitionedExclusiveScanNV}, \
     SpvCapabilityGroupNonUniformPartitionedNV, VK_SG_PARTITIONED_NV, \
     "OpGroupNonUniform" #f " / " #s " / " #u " PartitionedExclusiveScanNV (-fspv-partitioned-nv; else ir_lower_wave_match)"}
#define FN(name) {TXT_FN, name}
#define PASS(pass) {TXT_PASS, pass}
#define HOOK {TXT_HOOK, NULL}
#define NONE {TXT_NONE, NULL}
/* SpvOpNop is 0: a typed cell with Nop means "not for that element type". */
#define SpvOpGroupNonUniformNop SpvOpNop

const IntrinsicInfo intrinsic_info[INTR_COUNT] = {
#define INTRINSIC(id, hlsl, obj, sig, tc, ts, stages, flags, lower, ir_op, imm, spv, msl, wgsl) \
    [INTR_##id] = {hlsl, obj, sig, tc, ts, stages, flags, lower, ir_op, imm, spv, msl, wgsl},
#include "intrinsics.def"
#undef INTRINSIC
};

/* The rows by name, computed at build time (intrinsic_index.h). */
#include "intrinsic_index.inc"
_Static_assert((int)INTRINSIC_INDEX_ROWS == (int)INTR_COUNT, "intrinsic_index.inc is not of this intrinsics.def");

/* The slot of name's first row, or of the empty slot where it goes. */
static uint32_t index_slot(const char *name)
{
    uint32_t j = intrinsic_name_hash(name) & (INTRINSIC_INDEX_CAP - 1);
    while (intrinsic_first_row[j] && strcmp(intrinsic_info[intrinsic_first_row[j] - 1].hlsl, name) != 0)
        j = (j + 1) & (INTRINSIC_INDEX_CAP - 1);
    return j;
}

static bool object_ok(const IntrinsicInfo *r, unsigned object)
{
    return object ? (r->object & object) != 0 : r->object == 0;
}

IntrinsicId intrinsic_lookup(const char *name, unsigned object, int *count)
{
    /* Rows of one name are consecutive in the table (checked by the unit
     * test), so the first match and the run after it are the overloads. */
    *count = 0;
    for (int i = intrinsic_first_row[index_slot(name)] - 1; i >= 0; i = intrinsic_next_row[i] - 1) {
        if (!object_ok(&intrinsic_info[i], object))
            continue;
        int n = 1;
        while (intrinsic_next_row[i + n - 1] == i + n + 1 && object_ok(&intrinsic_info[i + n], object))
            n++;
        *count = n;
        return (IntrinsicId)i;
    }
    return INTR_COUNT;
}
