/* Inline ray tracing as DXC writes it (docs/rayquery.md; DXC's SPIR-V.rst
 * "RayQuery", its tests rayquery_*.hlsl): SPV_KHR_ray_query.
 *
 * A RaytracingAccelerationStructure is an OpTypeAccelerationStructureKHR
 * in UniformConstant memory, loaded where TraceRayInline uses it; a
 * RayQuery an OpTypeRayQueryKHR in Function memory. The methods
 * (frontend/lower_rayquery.c made each an intrinsic of the query's
 * pointer):
 *   TraceRayInline     OpRayQueryInitializeKHR q as flags mask origin tmin dir tmax
 *   Proceed            OpRayQueryProceedKHR %bool q
 *   Abort              OpRayQueryTerminateKHR q
 *   CommitNonOpaqueTriangleHit  OpRayQueryConfirmIntersectionKHR q
 *   CommitProceduralPrimitiveHit(t)  OpRayQueryGenerateIntersectionKHR q t
 *   CandidateType / CommittedStatus  OpRayQueryGetIntersectionTypeKHR q 0 / 1
 *   Candidate* / Committed*          OpRayQueryGetIntersection*KHR q 0 / 1
 *   RayFlags, RayTMin, WorldRayOrigin/Direction  OpRayQueryGet*KHR q
 *   CandidateProceduralPrimitiveNonOpaque  OpLogicalNot of
 *       OpRayQueryGetIntersectionCandidateAABBOpaqueKHR q
 * RayTraversalPrimitiveCullingKHR is declared where the flags may hold
 * RAY_FLAG_SKIP_TRIANGLES or RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES: the
 * template's, or constant run-time ones (DXC's rule: its hasCullFlags). */
#include "spv_internal.h"

void spv_rq_needs(SpvWriter *w)
{
    if (w->rq_used)
        return;
    w->rq_used = true;
    spv_cap(w, SpvCapabilityRayQueryKHR);
    spv_ext(w, "SPV_KHR_ray_query");
    w->vulkan_features |= SPV_FEATURE_RAY_QUERY | SPV_FEATURE_ACCELERATION_STRUCTURE;
    /* VK_KHR_ray_query requires VK_KHR_spirv_1_4 (DXC requests
     * vulkan1.1spirv1.4 at least) */
    if (w->version < 0x00010400u)
        diag(w->c, (SrcLoc){0, 0, 0}, D_SPV_RAYQUERY_VERSION);
}

/* The getters: op, and whether they take the Intersection operand (candidate
 * 0, committed 1), by intrinsic. */
static bool getter(int id, SpvOp *op, int *inter)
{
    static const struct {
        int id;
        SpvOp op;
        int inter; /* -1: none */
    } rows[] = {
        {INTR_RQ_COMMITTED_STATUS, SpvOpRayQueryGetIntersectionTypeKHR, 1},
        {INTR_RQ_CANDIDATE_TYPE, SpvOpRayQueryGetIntersectionTypeKHR, 0},
        {INTR_RQ_CANDIDATE_OBJECT_TO_WORLD_4X3, SpvOpRayQueryGetIntersectionObjectToWorldKHR, 0},
        {INTR_RQ_CANDIDATE_WORLD_TO_OBJECT_4X3, SpvOpRayQueryGetIntersectionWorldToObjectKHR, 0},
        {INTR_RQ_COMMITTED_OBJECT_TO_WORLD_4X3, SpvOpRayQueryGetIntersectionObjectToWorldKHR, 1},
        {INTR_RQ_COMMITTED_WORLD_TO_OBJECT_4X3, SpvOpRayQueryGetIntersectionWorldToObjectKHR, 1},
        {INTR_RQ_CANDIDATE_TRIANGLE_FRONT_FACE, SpvOpRayQueryGetIntersectionFrontFaceKHR, 0},
        {INTR_RQ_COMMITTED_TRIANGLE_FRONT_FACE, SpvOpRayQueryGetIntersectionFrontFaceKHR, 1},
        {INTR_RQ_CANDIDATE_TRIANGLE_BARYCENTRICS, SpvOpRayQueryGetIntersectionBarycentricsKHR, 0},
        {INTR_RQ_COMMITTED_TRIANGLE_BARYCENTRICS, SpvOpRayQueryGetIntersectionBarycentricsKHR, 1},
        {INTR_RQ_RAY_FLAGS, SpvOpRayQueryGetRayFlagsKHR, -1},
        {INTR_RQ_WORLD_RAY_ORIGIN, SpvOpRayQueryGetWorldRayOriginKHR, -1},
        {INTR_RQ_WORLD_RAY_DIRECTION, SpvOpRayQueryGetWorldRayDirectionKHR, -1},
        {INTR_RQ_RAY_T_MIN, SpvOpRayQueryGetRayTMinKHR, -1},
        {INTR_RQ_CANDIDATE_TRIANGLE_RAY_T, SpvOpRayQueryGetIntersectionTKHR, 0},
        {INTR_RQ_COMMITTED_RAY_T, SpvOpRayQueryGetIntersectionTKHR, 1},
        {INTR_RQ_CANDIDATE_INSTANCE_INDEX, SpvOpRayQueryGetIntersectionInstanceIdKHR, 0},
        {INTR_RQ_CANDIDATE_INSTANCE_ID, SpvOpRayQueryGetIntersectionInstanceCustomIndexKHR, 0},
        {INTR_RQ_CANDIDATE_GEOMETRY_INDEX, SpvOpRayQueryGetIntersectionGeometryIndexKHR, 0},
        {INTR_RQ_CANDIDATE_PRIMITIVE_INDEX, SpvOpRayQueryGetIntersectionPrimitiveIndexKHR, 0},
        {INTR_RQ_CANDIDATE_OBJECT_RAY_ORIGIN, SpvOpRayQueryGetIntersectionObjectRayOriginKHR, 0},
        {INTR_RQ_CANDIDATE_OBJECT_RAY_DIRECTION, SpvOpRayQueryGetIntersectionObjectRayDirectionKHR, 0},
        {INTR_RQ_COMMITTED_INSTANCE_INDEX, SpvOpRayQueryGetIntersectionInstanceIdKHR, 1},
        {INTR_RQ_COMMITTED_INSTANCE_ID, SpvOpRayQueryGetIntersectionInstanceCustomIndexKHR, 1},
        {INTR_RQ_COMMITTED_GEOMETRY_INDEX, SpvOpRayQueryGetIntersectionGeometryIndexKHR, 1},
        {INTR_RQ_COMMITTED_PRIMITIVE_INDEX, SpvOpRayQueryGetIntersectionPrimitiveIndexKHR, 1},
        {INTR_RQ_COMMITTED_OBJECT_RAY_ORIGIN, SpvOpRayQueryGetIntersectionObjectRayOriginKHR, 1},
        {INTR_RQ_COMMITTED_OBJECT_RAY_DIRECTION, SpvOpRayQueryGetIntersectionObjectRayDirectionKHR, 1},
        {INTR_RQ_CANDIDATE_INSTANCE_CONTRIBUTION, SpvOpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
         0},
        {INTR_RQ_COMMITTED_INSTANCE_CONTRIBUTION, SpvOpRayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR,
         1},
    };
    for (size_t k = 0; k < sizeof rows / sizeof *rows; k++)
        if (rows[k].id == id) {
            *op = rows[k].op;
            *inter = rows[k].inter;
            return true;
        }
    return false;
}

enum {
    RAY_FLAG_CULL_PRIMITIVES = 0x300,   /* SKIP_TRIANGLES | SKIP_PROCEDURAL_PRIMITIVES */
    RAY_FLAG_FORCE_OMM_2_STATE = 0x400, /* SM 6.9's opacity micromaps */
};

static void trace_ray_inline(SpvWriter *w, IrInst *i)
{
    if (i->num_args != 9)
        ice(w->c, "TraceRayInline with %u operands", i->num_args);
    uint32_t cull = (uint32_t)((const IrConst *)i->args[8])->u;
    if (i->args[2]->vkind == IRV_CONST)
        cull |= (uint32_t)((const IrConst *)i->args[2])->u;
    if (cull & RAY_FLAG_FORCE_OMM_2_STATE) { /* SPV_EXT_opacity_micromap is not declared yet */
        diag(w->c, i->loc, D_SPV_RAYQUERY_OMM);
        return;
    }
    if (cull & RAY_FLAG_CULL_PRIMITIVES)
        spv_cap(w, SpvCapabilityRayTraversalPrimitiveCullingKHR);
    uint32_t ops[8];
    for (int k = 0; k < 8; k++)
        ops[k] = spv_value(w, i->args[k]);
    spv_op(w, SPV_FN(w), SpvOpRayQueryInitializeKHR, 8, ops[0], ops[1], ops[2], ops[3], ops[4], ops[5], ops[6],
           ops[7]);
}

void spv_rq_intrinsic(SpvWriter *w, IrInst *i)
{
    spv_rq_needs(w);
    SpvWords *b = SPV_FN(w);
    uint32_t q = spv_value(w, i->args[0]);
    switch ((IntrinsicId)i->imm) {
    case INTR_RQ_TRACE_RAY_INLINE: trace_ray_inline(w, i); return;
    case INTR_RQ_ABORT: spv_op(w, b, SpvOpRayQueryTerminateKHR, 1, q); return;
    case INTR_RQ_COMMIT_NON_OPAQUE_TRIANGLE_HIT: spv_op(w, b, SpvOpRayQueryConfirmIntersectionKHR, 1, q); return;
    case INTR_RQ_COMMIT_PROCEDURAL_PRIMITIVE_HIT:
        spv_op(w, b, SpvOpRayQueryGenerateIntersectionKHR, 2, q, spv_value(w, i->args[1]));
        return;
    case INTR_RQ_PROCEED: {
        uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
        spv_op(w, b, SpvOpRayQueryProceedKHR, 3, type, id, q);
        return;
    }
    case INTR_RQ_CANDIDATE_PROCEDURAL_PRIMITIVE_NON_OPAQUE: {
        uint32_t type = spv_type(w, i->v.type), opaque = w->next_id++, id = spv_value(w, &i->v);
        spv_op(w, b, SpvOpRayQueryGetIntersectionCandidateAABBOpaqueKHR, 3, type, opaque, q);
        spv_op(w, b, SpvOpLogicalNot, 3, type, id, opaque);
        return;
    }
    default: break;
    }
    SpvOp op;
    int inter;
    if (!getter((int)i->imm, &op, &inter))
        ice(w->c, "RayQuery intrinsic %s reached SPIR-V", intrinsic_info[i->imm].hlsl);
    uint32_t type = spv_type(w, i->v.type), id = spv_value(w, &i->v);
    if (inter < 0)
        spv_op(w, b, op, 3, type, id, q);
    else
        spv_op(w, b, op, 4, type, id, q, spv_u32(w, (uint32_t)inter));
}
