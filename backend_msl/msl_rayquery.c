/* Inline ray tracing in MSL 2.4 (spec 6.18 "Ray-Tracing Functions":
 * acceleration structures, intersection_params, intersection_query; the
 * header model: conformance/msl/include/metal_raytracing).
 *
 *   RaytracingAccelerationStructure   raytracing::instance_acceleration_structure [[buffer(n)]]
 *   RayQuery<F>                       raytracing::intersection_query<instancing, triangle_data>
 *   TraceRayInline(as, f, m, ray)     q.reset(ray(Origin, Direction, TMin, TMax), as, m & 0xff,
 *                                             prism_rq_params(F | f))
 *   Proceed / Abort                   q.next() / q.abort()
 *   CommitNonOpaqueTriangleHit        q.commit_triangle_intersection()
 *   CommitProceduralPrimitiveHit(t)   q.commit_bounding_box_intersection(t)
 *   CommittedStatus                   uint(q.get_committed_intersection_type()): none 0,
 *                                     triangle 1, bounding_box 2, as COMMITTED_*
 *   CandidateType                     uint(q.get_candidate_intersection_type()) - 1: a
 *                                     candidate is a triangle (0) or a bounding box (1)
 *   Candidate*, Committed*           q.get_candidate_* / q.get_committed_* (instance_id is
 *                                     the instance's index, user_instance_id its InstanceID;
 *                                     *_distance the T; ray_origin/direction object space;
 *                                     *_to_world_transform a float4x3, HLSL's 4x3)
 *   CandidateProceduralPrimitiveNonOpaque  q.is_candidate_non_opaque_bounding_box()
 *   RayTMin, WorldRayOrigin/Direction q.get_ray_min_distance(), get_world_space_ray_origin/direction()
 *   RayFlags                          a uint kept beside the query (Metal gives its flags back
 *                                     as intersection_params only): NAME_flags
 * prism_rq_params maps the ray flags to intersection_params as SPIRV-Cross
 * does (spvMakeIntersectionParams): opacity forced, first hit accepted,
 * triangles culled by facing, by opacity, geometry skipped.
 *
 * RAY_FLAG_FORCE_OMM_2_STATE and RAY_FLAG_SKIP_CLOSEST_HIT_SHADER change
 * nothing here: Metal's acceleration structures have no opacity micromaps,
 * and a query runs no hit shader. What Metal cannot express: the
 * instance's contribution to the hit group index (Metal has no shader
 * binding table offsets: PRISM5565), an array of acceleration structures
 * as a kernel argument (Metal takes one through an argument buffer:
 * PRISM5567). */
#include "msl_internal.h"

static const char params_helper[] =
    "static inline raytracing::intersection_params prism_rq_params(uint flags)\n"
    "{\n"
    "    raytracing::intersection_params p;\n"
    "    if ((flags & 1u) != 0u)\n"
    "        p.force_opacity(raytracing::forced_opacity::opaque);\n"
    "    if ((flags & 2u) != 0u)\n"
    "        p.force_opacity(raytracing::forced_opacity::non_opaque);\n"
    "    if ((flags & 4u) != 0u)\n"
    "        p.accept_any_intersection(true);\n"
    "    if ((flags & 16u) != 0u)\n"
    "        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::back);\n"
    "    if ((flags & 32u) != 0u)\n"
    "        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::front);\n"
    "    if ((flags & 64u) != 0u)\n"
    "        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::opaque);\n"
    "    if ((flags & 128u) != 0u)\n"
    "        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::non_opaque);\n"
    "    if ((flags & 256u) != 0u)\n"
    "        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::triangle);\n"
    "    if ((flags & 512u) != 0u)\n"
    "        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::bounding_box);\n"
    "    return p;\n"
    "}\n\n";

const char *msl_rq_accel_type(MslWriter *w, const IrGlobal *g, SrcLoc loc)
{
    w->uses_raytracing = true;
    if (g->pointee->kind == IRT_ARRAY || g->pointee->kind == IRT_RUNTIME_ARRAY)
        diag(w->c, g->decl_loc, D_MSL_RQ_ACCEL_ARRAY, g->v.name ? g->v.name : "?");
    return "raytracing::instance_acceleration_structure";
}

/* ---- the flags kept beside a query (RayFlags) ---- */

typedef struct FlagScan {
    MslWriter *w;
    IrInst *var;
    bool found;
} FlagScan;

static void scan_flags(IrBlock *b, void *user)
{
    FlagScan *s = user;
    IR_FOR_EACH_INST(b, i)
    if (i->op == IR_INTRINSIC && i->imm == INTR_RQ_RAY_FLAGS && i->num_args && i->args[0] == &s->var->v)
        s->found = true;
}

void msl_rq_declare(MslWriter *w, IrInst *var)
{
    w->uses_raytracing = true;
    const char *name = w->val[var->v.id].text;
    msl_line(w, "%s %s;", msl_type(w, var->v.type->elem, var->loc), name);
    FlagScan s = {w, var, false};
    ir_walk_blocks(&w->fn->body, scan_flags, &s);
    if (s.found) {
        const char *f = msl_unique(w, arena_printf(w->a, "%s_flags", name));
        ptrmap_put(w->ma, &w->rq_flags, var, (void *)f); /* the map outlives the function */
        msl_line(w, "uint %s = 0u;", f);
    }
}

/* ---- the methods ---- */

static void trace_ray_inline(MslWriter *w, IrInst *i, const char *q)
{
    if (!(w->helpers_done & HELP_RQ_PARAMS)) {
        w->helpers_done |= HELP_RQ_PARAMS;
        sb_puts(&w->helpers, params_helper);
    }
    const char *flags = msl_arg(w, i, 2);
    const char *kept = ptrmap_get(&w->rq_flags, i->args[0]);
    if (kept)
        msl_line(w, "%s = %s;", kept, flags);
    msl_line(w, "%s.reset(raytracing::ray(%s, %s, %s, %s), %s, %s & 0xffu, prism_rq_params(%s));", q, msl_arg(w, i, 4),
             msl_arg(w, i, 6), msl_arg(w, i, 5), msl_arg(w, i, 7), msl_arg(w, i, 1), msl_arg(w, i, 3), flags);
}

/* The getters: Metal's member function, by intrinsic. */
static const char *getter(int id)
{
    switch (id) {
    case INTR_RQ_CANDIDATE_OBJECT_TO_WORLD_4X3: return "get_candidate_object_to_world_transform";
    case INTR_RQ_CANDIDATE_WORLD_TO_OBJECT_4X3: return "get_candidate_world_to_object_transform";
    case INTR_RQ_COMMITTED_OBJECT_TO_WORLD_4X3: return "get_committed_object_to_world_transform";
    case INTR_RQ_COMMITTED_WORLD_TO_OBJECT_4X3: return "get_committed_world_to_object_transform";
    case INTR_RQ_CANDIDATE_PROCEDURAL_PRIMITIVE_NON_OPAQUE: return "is_candidate_non_opaque_bounding_box";
    case INTR_RQ_CANDIDATE_TRIANGLE_FRONT_FACE: return "is_candidate_triangle_front_facing";
    case INTR_RQ_COMMITTED_TRIANGLE_FRONT_FACE: return "is_committed_triangle_front_facing";
    case INTR_RQ_CANDIDATE_TRIANGLE_BARYCENTRICS: return "get_candidate_triangle_barycentric_coord";
    case INTR_RQ_COMMITTED_TRIANGLE_BARYCENTRICS: return "get_committed_triangle_barycentric_coord";
    case INTR_RQ_WORLD_RAY_ORIGIN: return "get_world_space_ray_origin";
    case INTR_RQ_WORLD_RAY_DIRECTION: return "get_world_space_ray_direction";
    case INTR_RQ_RAY_T_MIN: return "get_ray_min_distance";
    case INTR_RQ_CANDIDATE_TRIANGLE_RAY_T: return "get_candidate_triangle_distance";
    case INTR_RQ_COMMITTED_RAY_T: return "get_committed_distance";
    case INTR_RQ_CANDIDATE_INSTANCE_INDEX: return "get_candidate_instance_id";
    case INTR_RQ_CANDIDATE_INSTANCE_ID: return "get_candidate_user_instance_id";
    case INTR_RQ_CANDIDATE_GEOMETRY_INDEX: return "get_candidate_geometry_id";
    case INTR_RQ_CANDIDATE_PRIMITIVE_INDEX: return "get_candidate_primitive_id";
    case INTR_RQ_CANDIDATE_OBJECT_RAY_ORIGIN: return "get_candidate_ray_origin";
    case INTR_RQ_CANDIDATE_OBJECT_RAY_DIRECTION: return "get_candidate_ray_direction";
    case INTR_RQ_COMMITTED_INSTANCE_INDEX: return "get_committed_instance_id";
    case INTR_RQ_COMMITTED_INSTANCE_ID: return "get_committed_user_instance_id";
    case INTR_RQ_COMMITTED_GEOMETRY_INDEX: return "get_committed_geometry_id";
    case INTR_RQ_COMMITTED_PRIMITIVE_INDEX: return "get_committed_primitive_id";
    case INTR_RQ_COMMITTED_OBJECT_RAY_ORIGIN: return "get_committed_ray_origin";
    case INTR_RQ_COMMITTED_OBJECT_RAY_DIRECTION: return "get_committed_ray_direction";
    default: return NULL;
    }
}

void msl_rq_intrinsic(MslWriter *w, IrInst *i)
{
    w->uses_raytracing = true;
    const char *hlsl = intrinsic_info[i->imm].hlsl;
    const char *q = msl_ptr(w, i->args[0])->text;
    switch ((IntrinsicId)i->imm) {
    case INTR_RQ_TRACE_RAY_INLINE: trace_ray_inline(w, i, q); return;
    case INTR_RQ_PROCEED: msl_def(w, i, arena_printf(w->a, "%s.next()", q)); return;
    case INTR_RQ_ABORT: msl_line(w, "%s.abort();", q); return;
    case INTR_RQ_COMMIT_NON_OPAQUE_TRIANGLE_HIT: msl_line(w, "%s.commit_triangle_intersection();", q); return;
    case INTR_RQ_COMMIT_PROCEDURAL_PRIMITIVE_HIT:
        msl_line(w, "%s.commit_bounding_box_intersection(%s);", q, msl_arg(w, i, 1));
        return;
    case INTR_RQ_COMMITTED_STATUS: msl_def(w, i, arena_printf(w->a, "uint(%s.get_committed_intersection_type())", q)); return;
    case INTR_RQ_CANDIDATE_TYPE:
        msl_def(w, i, arena_printf(w->a, "uint(%s.get_candidate_intersection_type()) - 1u", q));
        return;
    case INTR_RQ_RAY_FLAGS: {
        const char *kept = ptrmap_get(&w->rq_flags, i->args[0]);
        msl_def(w, i, kept ? kept : "0u");
        return;
    }
    case INTR_RQ_CANDIDATE_INSTANCE_CONTRIBUTION:
    case INTR_RQ_COMMITTED_INSTANCE_CONTRIBUTION:
        diag(w->c, i->loc, D_MSL_RQ_CONTRIBUTION, hlsl);
        return;
    default: break;
    }
    const char *fn = getter((int)i->imm);
    if (!fn)
        ice(w->c, "RayQuery intrinsic %s reached MSL", hlsl ? hlsl : "?");
    msl_def(w, i, arena_printf(w->a, "%s.%s()", q, fn));
}
