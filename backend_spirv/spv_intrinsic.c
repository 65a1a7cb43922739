/* IR_INTRINSIC: the SPIR-V column of the intrinsic table. Each cell is one
 * core opcode (SPV_OP), a core opcode by element type (SPV_OP3), a
 * GLSL.std.450 instruction by element type (SPV_GLSL), a group arithmetic
 * opcode by element type with its group operation (SPV_GROUP), or a hook
 * here (SPV_HOOK). Wave ops run at Subgroup scope and declare
 * GroupNonUniform plus the cell's capability; their VkSubgroupFeatureFlagBits
 * are collected for reflection. */
#include "spv_internal.h"

uint32_t spv_subgroup_scope(SpvWriter *w)
{
    return spv_u32(w, SpvScopeSubgroup);
}

/* Any GroupNonUniform instruction or subgroup built-in needs the Basic
 * subgroup feature besides the cell's own. */
void spv_use_subgroup(SpvWriter *w, int capability, unsigned vk_bits)
{
    /* DXC: "trying to use features that are only available in Vulkan 1.1
     * (SPIR-V 1.3), like Shader Model 6.0 wave intrinsics, will trigger a
     * compiler error" under vulkan1.0. */
    if (w->version < 0x00010300u && !w->wave_reported) {
        IrInst *i = w->cur;
        const char *what = i && i->op == IR_INTRINSIC && i->imm < INTR_COUNT ? intrinsic_info[i->imm].hlsl
                                                                              : "WaveGetLaneIndex/WaveGetLaneCount";
        diag(w->c, i ? i->loc : (SrcLoc){0, 0, 0}, D_SPV_WAVE_VULKAN10, what);
        w->wave_reported = true;
    }
    spv_cap(w, SpvCapabilityGroupNonUniform);
    if (capability >= 0)
        spv_cap(w, (SpvCapability)capability);
    if (capability == SpvCapabilityGroupNonUniformPartitionedNV)
        spv_ext(w, "SPV_NV_shader_subgroup_partitioned");
    w->subgroup_ops |= VK_SG_BASIC | vk_bits;
}

static bool is_group_op(int op)
{
    return op >= SpvOpGroupNonUniformElect && op <= SpvOpGroupNonUniformQuadSwap;
}

static void not_supported(SpvWriter *w, IrInst *i, const IntrinsicInfo *r, const char *why)
{
    diag(w->c, i->loc, D_SPV_UNSUPPORTED_INTRINSIC, r->hlsl ? r->hlsl : "(internal)", why);
}

/* Emits `op type id [scope] [group operation] args...` or OpExtInst. */
static void emit_call_like(SpvWriter *w, IrInst *i, SpvOp op, uint32_t ext_inst, bool scope, int group_op)
{
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_type(w, i->v.type);
    uint32_t sc = scope ? spv_subgroup_scope(w) : 0;
    uint32_t set = op == SpvOpExtInst ? spv_glsl(w) : 0;
    uint32_t *ops = ARENA_ARRAY(w->a, uint32_t, i->num_args + 1);
    for (uint32_t k = 0; k < i->num_args; k++)
        ops[k] = spv_value(w, i->args[k]);
    uint32_t id = spv_value(w, &i->v);
    size_t at = spv_begin(w, b, op);
    spv_w(w, b, type);
    spv_w(w, b, id);
    if (op == SpvOpExtInst) {
        spv_w(w, b, set);
        spv_w(w, b, ext_inst);
    }
    if (scope)
        spv_w(w, b, sc);
    if (group_op >= 0)
        spv_w(w, b, (uint32_t)group_op);
    for (uint32_t k = 0; k < i->num_args; k++)
        spv_w(w, b, ops[k]);
    spv_end(w, b, at);
    spv_relaxed(w, i, id);
}

/* WaveActiveCountBits / WavePrefixCountBits: OpGroupNonUniformBallot, then
 * OpGroupNonUniformBallotBitCount Reduce / ExclusiveScan (DXC's code). */
static void emit_ballot_count(SpvWriter *w, IrInst *i, SpvGroupOperation gop)
{
    if (i->num_args != 1)
        ice(w->c, "ballot count with %u arguments", i->num_args);
    SpvWords *b = SPV_FN(w);
    uint32_t sc = spv_subgroup_scope(w);
    uint32_t uvec4 = spv_type(w, irt_vector(w->m, spv_u32_type(w), 4));
    uint32_t pred = spv_value(w, i->args[0]);
    /* Two counts of one predicate in one block (the seed's WavePrefixCountBits
     * and WaveActiveCountBits) share the ballot: in one block the same lanes
     * are active, so it is the same value. */
    uint32_t ballot = w->ballot_block == i->block && w->ballot_pred == i->args[0] ? w->ballot_id : 0;
    if (!ballot) {
        ballot = spv_id(w);
        spv_op(w, b, SpvOpGroupNonUniformBallot, 4, uvec4, ballot, sc, pred);
        w->ballot_block = i->block;
        w->ballot_pred = i->args[0];
        w->ballot_id = ballot;
    }
    uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
    spv_op(w, b, SpvOpGroupNonUniformBallotBitCount, 5, type, id, sc, (uint32_t)gop, ballot);
}

/* WaveActiveAllEqual: OpGroupNonUniformAllEqual gives one bool for the
 * whole value; HLSL gives one per component (DXC: per component too). */
static void emit_all_equal(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    uint32_t sc = spv_subgroup_scope(w), x = spv_value(w, i->args[0]);
    uint32_t bt = spv_type(w, irt_bool(w->m));
    const IrType *at = i->args[0]->type;
    if (at->kind != IRT_VECTOR) {
        spv_op(w, b, SpvOpGroupNonUniformAllEqual, 4, bt, spv_value(w, &i->v), sc, x);
        return;
    }
    uint32_t et = spv_type(w, at->elem), parts[4];
    for (uint32_t k = 0; k < at->count; k++) {
        uint32_t c = spv_id(w);
        spv_op(w, b, SpvOpCompositeExtract, 4, et, c, x, k);
        parts[k] = spv_id(w);
        spv_op(w, b, SpvOpGroupNonUniformAllEqual, 4, bt, parts[k], sc, c);
    }
    size_t at_ = spv_begin(w, b, SpvOpCompositeConstruct);
    spv_w(w, b, spv_type(w, i->v.type));
    spv_w(w, b, spv_value(w, &i->v));
    for (uint32_t k = 0; k < at->count; k++)
        spv_w(w, b, parts[k]);
    spv_end(w, b, at_);
}

/* QuadReadAcrossX/Y/Diagonal: OpGroupNonUniformQuadSwap, Direction 0/1/2
 * (SPIR-V 3.42.24); QuadReadLaneAt: OpGroupNonUniformQuadBroadcast, whose
 * Index must be a constant before SPIR-V 1.5 (we report a dynamic one there
 * rather than emit what spirv-val rejects). */
static void emit_quad(SpvWriter *w, IrInst *i, const IntrinsicInfo *r)
{
    SpvOp op = SpvOpGroupNonUniformQuadSwap;
    uint32_t third;
    switch ((IntrinsicId)i->imm) {
    case INTR_QUAD_READ_ACROSS_X: third = spv_u32(w, 0); break;
    case INTR_QUAD_READ_ACROSS_Y: third = spv_u32(w, 1); break;
    case INTR_QUAD_READ_ACROSS_DIAGONAL: third = spv_u32(w, 2); break;
    default:
        if (i->args[1]->vkind != IRV_CONST && w->version < 0x00010500u) {
            diag(w->c, i->loc, D_SPV_QUAD_LANE_CONST);
            return;
        }
        op = SpvOpGroupNonUniformQuadBroadcast;
        third = spv_value(w, i->args[1]);
        break;
    }
    spv_use_subgroup(w, r->spirv.capability, r->spirv.subgroup_ops);
    uint32_t type = spv_type(w, i->v.type), sc = spv_subgroup_scope(w), x = spv_value(w, i->args[0]);
    uint32_t id = spv_value(w, &i->v);
    spv_op(w, SPV_FN(w), op, 5, type, id, sc, x, third);
    spv_relaxed(w, i, id);
}

/* With -fspv-partitioned-nv (SPV_NV_shader_subgroup_partitioned):
 * WaveMatch is OpGroupNonUniformPartitionNV (no Scope operand: the
 * partition is of the subgroup), and WaveMultiPrefixCountBits(b, mask) an
 * OpGroupNonUniformIAdd PartitionedExclusiveScanNV of b ? 1 : 0 with mask
 * as the partition (BallotBitCount takes no partition). */
static void emit_partitioned(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    uint32_t type = spv_type(w, i->v.type), x = spv_value(w, i->args[0]);
    if (i->imm == INTR_WAVE_MATCH) {
        spv_op(w, b, SpvOpGroupNonUniformPartitionNV, 3, type, spv_value(w, &i->v), x);
        return;
    }
    uint32_t one = spv_u32(w, 1), zero = spv_u32(w, 0), mask = spv_value(w, i->args[1]);
    uint32_t sc = spv_subgroup_scope(w), bit = spv_id(w);
    spv_op(w, b, SpvOpSelect, 5, type, bit, x, one, zero);
    spv_op(w, b, SpvOpGroupNonUniformIAdd, 6, type, spv_value(w, &i->v), sc,
           (uint32_t)SpvGroupOperationPartitionedExclusiveScanNV, bit, mask);
}

/* OpDot is for floats only: an int dot product is a multiply and a sum of
 * the components. */
static void emit_int_dot(SpvWriter *w, IrInst *i)
{
    SpvWords *b = SPV_FN(w);
    const IrType *vt = i->args[0]->type;
    uint32_t st = spv_type(w, i->v.type), x = spv_value(w, i->args[0]), y = spv_value(w, i->args[1]);
    uint32_t prod = spv_id(w);
    spv_op(w, b, SpvOpIMul, 4, spv_type(w, vt), prod, x, y);
    uint32_t sum = 0;
    for (uint32_t k = 0; k < vt->count; k++) {
        uint32_t e = spv_id(w);
        spv_op(w, b, SpvOpCompositeExtract, 4, st, e, prod, k);
        if (!sum) {
            sum = e;
            continue;
        }
        uint32_t s = k + 1 == vt->count ? spv_value(w, &i->v) : spv_id(w);
        spv_op(w, b, SpvOpIAdd, 4, st, s, sum, e);
        sum = s;
    }
}

/* discard as OpDemoteToHelperInvocation (core in SPIR-V 1.6, else
 * SPV_EXT_demote_to_helper_invocation), and IsHelperLane as
 * OpIsHelperInvocationEXT, which only that extension has (in 1.6 too):
 * the HelperInvocation built-in would need Volatile once lanes demote.
 * Outside pixel shaders no lane is a helper. */
static void emit_helper(SpvWriter *w, IrInst *i)
{
    bool is_query = i->imm == INTR_IS_HELPER_LANE;
    if (is_query && w->fn_st != ST_FRAGMENT) { /* reached only from pixel entries, else false */
        spv_set_value(w, &i->v, spv_const(w, ir_const_bool(w->m, false)));
        return;
    }
    spv_cap(w, SpvCapabilityDemoteToHelperInvocation);
    if (is_query || w->version < 0x00010600u)
        spv_ext(w, "SPV_EXT_demote_to_helper_invocation");
    if (is_query) {
        uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
        spv_op(w, SPV_FN(w), SpvOpIsHelperInvocationEXT, 2, type, id);
    } else {
        w->uses_demote = true;
        spv_op(w, SPV_FN(w), SpvOpDemoteToHelperInvocation, 0);
    }
}

void spv_emit_intrinsic(SpvWriter *w, IrInst *i)
{
    if (i->imm >= INTR_COUNT)
        ice(w->c, "intrinsic %u out of range", i->imm);
    const IntrinsicInfo *r = &intrinsic_info[i->imm];
    const SpvCell *cell = &r->spirv;
    if (r->flags & INF_DERIVATIVE)
        spv_use_derivatives(w, i->loc); /* compute shaders then need a derivative group (spv_module.c) */
    int k = i->num_args ? spv_elem_kind(i->args[0]->type) : 0;
    const char *bad_type = i->num_args ? arena_printf(w->a, " for '%s'", irt_name(w->m, i->args[0]->type)) : "";
    switch (cell->kind) {
    case SPV_NONE: not_supported(w, i, r, ": it should have been lowered before the backend"); return;
    case SPV_OP: {
        bool group = is_group_op(cell->a[0]);
        /* OpAny / OpAll / OpDot take vectors: on scalars they are the value
         * itself and a product. */
        bool scalar_arg = i->num_args && irt_is_scalar(i->args[0]->type);
        if ((cell->a[0] == SpvOpAny || cell->a[0] == SpvOpAll) && scalar_arg) {
            spv_set_value(w, &i->v, spv_value(w, i->args[0]));
            return;
        }
        if (cell->a[0] == SpvOpDot && scalar_arg) {
            emit_call_like(w, i, k == 0 ? SpvOpFMul : SpvOpIMul, 0, false, -1);
            return;
        }
        if (cell->a[0] == SpvOpDot && k != 0 && i->num_args == 2) {
            emit_int_dot(w, i);
            return;
        }
        if (group)
            spv_use_subgroup(w, cell->capability, cell->subgroup_ops);
        else if (cell->capability >= 0)
            spv_cap(w, (SpvCapability)cell->capability);
        emit_call_like(w, i, (SpvOp)cell->a[0], 0, group, -1);
        return;
    }
    case SPV_OP3:
        if (k > 2 || cell->a[k] == SpvOpNop) {
            not_supported(w, i, r, bad_type);
            return;
        }
        emit_call_like(w, i, (SpvOp)cell->a[k], 0, false, -1);
        return;
    case SPV_GLSL:
        if (k > 2 || cell->a[k] == GLSLstd450Bad) {
            not_supported(w, i, r, bad_type);
            return;
        }
        emit_call_like(w, i, SpvOpExtInst, (uint32_t)cell->a[k], false, -1);
        return;
    case SPV_GROUP:
        if (k > 2 || cell->a[k] == SpvOpNop) {
            not_supported(w, i, r, bad_type);
            return;
        }
        spv_use_subgroup(w, cell->capability, cell->subgroup_ops);
        emit_call_like(w, i, (SpvOp)cell->a[k], 0, true, cell->a[3]);
        return;
    case SPV_HOOK:
        switch ((IntrinsicId)i->imm) {
        case INTR_WAVE_ACTIVE_COUNT_BITS:
            spv_use_subgroup(w, cell->capability, cell->subgroup_ops);
            emit_ballot_count(w, i, SpvGroupOperationReduce);
            return;
        case INTR_WAVE_PREFIX_COUNT_BITS:
            spv_use_subgroup(w, cell->capability, cell->subgroup_ops);
            emit_ballot_count(w, i, SpvGroupOperationExclusiveScan);
            return;
        case INTR_WAVE_ACTIVE_ALL_EQUAL:
            spv_use_subgroup(w, cell->capability, cell->subgroup_ops);
            emit_all_equal(w, i);
            return;
        case INTR_WAVE_MATCH:
        case INTR_WAVE_MULTI_PREFIX_COUNT_BITS:
            spv_use_subgroup(w, cell->capability, cell->subgroup_ops);
            emit_partitioned(w, i);
            return;
        case INTR_QUAD_READ_ACROSS_X:
        case INTR_QUAD_READ_ACROSS_Y:
        case INTR_QUAD_READ_ACROSS_DIAGONAL:
        case INTR_QUAD_READ_LANE_AT:
            emit_quad(w, i, r);
            return;
        case INTR_VK_READ_CLOCK:
            spv_vk_read_clock(w, i);
            return;
        case INTR_VK_SUBPASS_LOAD:
        case INTR_VK_SUBPASS_LOAD_MS:
            spv_vk_subpass_load(w, i);
            return;
        case INTR_DEMOTE:
        case INTR_IS_HELPER_LANE:
            emit_helper(w, i);
            return;
        case INTR_RT_SAMPLE_COUNT: /* DXC's refusal (intrinsics.get-render-target-sample-count.hlsl) */
            diag(w->c, i->loc, D_SPV_NO_EQUIVALENT, r->hlsl,
                 "pass the render target's sample count in a constant buffer (the application sets it in the "
                 "pipeline's multisample state)");
            return;
        case INTR_RT_SAMPLE_POSITION:
            diag(w->c, i->loc, D_SPV_NO_EQUIVALENT, r->hlsl,
                 "pass the sample positions in a constant buffer (Vulkan's standard sample locations are fixed for "
                 "each sample count), or read SV_Position in a 'sample' input");
            return;
        default:
            if (r->object == OBJ_RAYQUERY) { /* inline ray tracing: spv_rayquery.c */
                spv_rq_intrinsic(w, i);
                return;
            }
            not_supported(w, i, r, "");
            return;
        }
    }
}
