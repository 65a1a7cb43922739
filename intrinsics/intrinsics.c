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

/* A hash of the names, built once per process: the lookup was a strcmp scan
 * of the whole table per call (a million instructions on a large shader).
 * by_name[slot] is the first row of a name, next_row[i] the next row of
 * row i's name; both in table order, so the first match is the one the scan
 * found. */
enum { NAME_SLOTS = 1024 };
_Static_assert(NAME_SLOTS >= 2 * INTR_COUNT, "the name hash would be too full");
static short by_name[NAME_SLOTS];
static short next_row[INTR_COUNT];

/* Length and the first and last two letters: cheap, and enough to spread
 * the few hundred names (this runs for every row once per process). */
static unsigned name_hash(const char *s)
{
    size_t n = strlen(s);
    if (n < 2)
        return (unsigned)n * 31u + (unsigned char)s[0];
    return ((unsigned)n * 131u + (unsigned char)s[0] * 31u + (unsigned char)s[1]) * 37u +
           (unsigned char)s[n - 1] * 7u + (unsigned char)s[n - 2];
}

static void build_names(void)
{
    short last[NAME_SLOTS];
    unsigned prev = 0;
    for (int k = 0; k < NAME_SLOTS; k++)
        by_name[k] = -1;
    for (int i = 0; i < INTR_COUNT; i++) {
        next_row[i] = -1;
        const char *nm = intrinsic_info[i].hlsl;
        if (!nm)
            continue;
        unsigned k;
        const char *pn = i > 0 ? intrinsic_info[i - 1].hlsl : NULL;
        if (pn && (pn == nm || strcmp(pn, nm) == 0)) {
            k = prev; /* the run of one name's rows goes on */
        } else {
            k = name_hash(nm) & (NAME_SLOTS - 1);
            while (by_name[k] >= 0 && strcmp(intrinsic_info[by_name[k]].hlsl, nm) != 0)
                k = (k + 1) & (NAME_SLOTS - 1);
        }
        prev = k;
        if (by_name[k] < 0)
            by_name[k] = (short)i;
        else
            next_row[last[k]] = (short)i;
        last[k] = (short)i;
    }
}

#ifndef PRISM_NO_THREADS
#include <pthread.h>
static pthread_once_t names_once = PTHREAD_ONCE_INIT;
static void names_ready(void) { pthread_once(&names_once, build_names); }
#else
static void names_ready(void)
{
    static bool built;
    if (!built)
        build_names();
    built = true;
}
#endif

static bool obj_matches(const IntrinsicInfo *r, unsigned object)
{
    return object ? (r->object & object) != 0 : r->object == 0;
}

IntrinsicId intrinsic_lookup(const char *name, unsigned object, int *count)
{
    /* Rows of one name are consecutive in the table (checked by the unit
     * test), so the first match and the run after it are the overloads. */
    *count = 0;
    names_ready();
    unsigned k = name_hash(name) & (NAME_SLOTS - 1);
    while (by_name[k] >= 0 && strcmp(intrinsic_info[by_name[k]].hlsl, name) != 0)
        k = (k + 1) & (NAME_SLOTS - 1);
    for (int i = by_name[k]; i >= 0; i = next_row[i]) {
        if (!obj_matches(&intrinsic_info[i], object))
            continue;
        int n = 1;
        while (i + n < INTR_COUNT && intrinsic_info[i + n].hlsl && strcmp(intrinsic_info[i + n].hlsl, name) == 0 &&
               obj_matches(&intrinsic_info[i + n], object))
            n++;
        *count = n;
        return (IntrinsicId)i;
    }
    return INTR_COUNT;
}
