/* Expands intrinsics.def into the table every phase reads. */
#include "intrinsics.h"
#include <string.h>
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>
#include "../ir/ir.h"

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

IntrinsicId intrinsic_lookup(const char *name, unsigned object, int *count)
{
    /* Rows of one name are consecutive in the table (checked by the unit
     * test), so the first match and the run after it are the overloads. */
    *count = 0;
    for (int i = 0; i < INTR_COUNT; i++) {
        const IntrinsicInfo *r = &intrinsic_info[i];
        bool obj_ok = object ? (r->object & object) != 0 : r->object == 0;
        if (!r->hlsl || !obj_ok || strcmp(r->hlsl, name) != 0)
            continue;
        int n = 1;
        while (i + n < INTR_COUNT && intrinsic_info[i + n].hlsl &&
               strcmp(intrinsic_info[i + n].hlsl, name) == 0 &&
               (object ? (intrinsic_info[i + n].object & object) != 0 : intrinsic_info[i + n].object == 0))
            n++;
        *count = n;
        return (IntrinsicId)i;
    }
    return INTR_COUNT;
}
