/* Expands intrinsics.def into the table every phase reads. */
#include "intrinsics.h"
#include <stdint.h>
#include <string.h>
#include <spirv/unified1/GLSL.std.450.h>
#include <spirv/unified1/spirv.h>
#include "../ir/ir.h"
#include "../util/threads.h"

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

/* The rows by name, built once a process (the table is constant): a hash
 * of each name's first row, and each row's next row of the same name, so
 * a look-up reads the rows of its name only, in table order, as a scan of
 * the whole table would. */
enum { INDEX_CAP = 1024 }; /* a power of 2, over twice the names */
static int16_t first_row[INDEX_CAP]; /* row + 1; 0: empty */
static int16_t next_row[INTR_COUNT]; /* row + 1; 0: the last of its name */
static pthread_once_t index_once = PTHREAD_ONCE_INIT;

static uint32_t name_hash(const char *s)
{
    uint32_t h = 2166136261u;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* The slot of name's first row, or of the empty slot where it goes. */
static uint32_t index_slot(const char *name)
{
    uint32_t j = name_hash(name) & (INDEX_CAP - 1);
    while (first_row[j] && strcmp(intrinsic_info[first_row[j] - 1].hlsl, name) != 0)
        j = (j + 1) & (INDEX_CAP - 1);
    return j;
}

static void build_index(void)
{
    int16_t last[INDEX_CAP] = {0}; /* per slot: the last row of the name so far */
    for (int i = 0; i < INTR_COUNT; i++) {
        if (!intrinsic_info[i].hlsl)
            continue;
        uint32_t j = index_slot(intrinsic_info[i].hlsl);
        if (!first_row[j])
            first_row[j] = (int16_t)(i + 1);
        else
            next_row[last[j] - 1] = (int16_t)(i + 1);
        last[j] = (int16_t)(i + 1);
    }
}

static bool object_ok(const IntrinsicInfo *r, unsigned object)
{
    return object ? (r->object & object) != 0 : r->object == 0;
}

IntrinsicId intrinsic_lookup(const char *name, unsigned object, int *count)
{
    /* Rows of one name are consecutive in the table (checked by the unit
     * test), so the first match and the run after it are the overloads. */
    pthread_once(&index_once, build_index);
    *count = 0;
    for (int i = first_row[index_slot(name)] - 1; i >= 0; i = next_row[i] - 1) {
        if (!object_ok(&intrinsic_info[i], object))
            continue;
        int n = 1;
        while (next_row[i + n - 1] == i + n + 1 && object_ok(&intrinsic_info[i + n], object))
            n++;
        *count = n;
        return (IntrinsicId)i;
    }
    return INTR_COUNT;
}
