/* Inline ray tracing (Shader Model 6.5: RayQuery, RayDesc,
 * RaytracingAccelerationStructure, the RAY_FLAG_* / COMMITTED_* / CANDIDATE_*
 * constants) is not compiled yet on any target (docs/rayquery.md says what
 * is planned: SPV_KHR_ray_query on SPIR-V as DXC writes it, Metal 2.4's
 * intersection_query, a refusal on WGSL). Until then a shader that uses it
 * gets a diagnostic that says so at each use of its names, instead
 * of "unknown type name" with a "did you mean" that would send the user
 * looking for a typo. */
#include <string.h>
#include "sema.h"

/* The types of DXC's inline ray tracing (hlsl/HlslTypes, DXIL 1.5). */
static const char *const rayquery_types[] = {
    "RayQuery", "RayDesc", "RaytracingAccelerationStructure", "BuiltInTriangleIntersectionAttributes",
};

/* The constants DXC declares for it (RAY_FLAG enum, COMMITTED_STATUS,
 * CANDIDATE_TYPE; DXIL spec "Inline raytracing"). */
static const char *const rayquery_constants[] = {
    "RAY_FLAG_NONE",
    "RAY_FLAG_FORCE_OPAQUE",
    "RAY_FLAG_FORCE_NON_OPAQUE",
    "RAY_FLAG_ACCEPT_FIRST_HIT_AND_END_SEARCH",
    "RAY_FLAG_SKIP_CLOSEST_HIT_SHADER",
    "RAY_FLAG_CULL_BACK_FACING_TRIANGLES",
    "RAY_FLAG_CULL_FRONT_FACING_TRIANGLES",
    "RAY_FLAG_CULL_OPAQUE",
    "RAY_FLAG_CULL_NON_OPAQUE",
    "RAY_FLAG_SKIP_TRIANGLES",
    "RAY_FLAG_SKIP_PROCEDURAL_PRIMITIVES",
    "RAY_FLAG_FORCE_OMM_2_STATE",
    "COMMITTED_NOTHING",
    "COMMITTED_TRIANGLE_HIT",
    "COMMITTED_PROCEDURAL_PRIMITIVE_HIT",
    "CANDIDATE_NON_OPAQUE_TRIANGLE",
    "CANDIDATE_PROCEDURAL_PRIMITIVE",
};

static bool listed(const char *const *list, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(name, list[i]))
            return true;
    return false;
}

bool sema_rayquery_refuse_type(Sema *s, SrcLoc loc, const char *name)
{
    if (!listed(rayquery_types, sizeof rayquery_types / sizeof *rayquery_types, name))
        return false;
    diag(s->c, loc, D_SEMA_RAYQUERY_TYPE, name);
    return true;
}

bool sema_rayquery_refuse_constant(Sema *s, SrcLoc loc, const char *name)
{
    if (!listed(rayquery_constants, sizeof rayquery_constants / sizeof *rayquery_constants, name))
        return false;
    diag(s->c, loc, D_SEMA_RAYQUERY_CONSTANT, name, name);
    return true;
}
