// Inline ray tracing as prism writes it (backend_msl/msl_rayquery.c): an
// instance acceleration structure by value at [[buffer(n)]], an
// intersection_query<instancing, triangle_data> reset with a mask and
// intersection_params, its candidate and committed queries.
#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;

static inline raytracing::intersection_params prism_rq_params(uint flags)
{
    raytracing::intersection_params p;
    if ((flags & 1u) != 0u)
        p.force_opacity(raytracing::forced_opacity::opaque);
    if ((flags & 4u) != 0u)
        p.accept_any_intersection(true);
    if ((flags & 16u) != 0u)
        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::back);
    if ((flags & 64u) != 0u)
        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::opaque);
    if ((flags & 256u) != 0u)
        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::triangle);
    return p;
}

kernel void main0(
    raytracing::instance_acceleration_structure Scene [[buffer(0)]],
    device uint* Output [[buffer(1)]],
    device float* Values [[buffer(2)]],
    uint3 id [[thread_position_in_grid]])
{
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> Q;
    uint Q_flags = 0u;
    Q_flags = 5u;
    Q.reset(raytracing::ray(float3(0.0f, 0.0f, 1.0f), float3(0.0f, 0.0f, -1.0f), 0.0f, 100.0f), Scene, 255u & 0xffu,
            prism_rq_params(5u));
    for (;;)
    {
        const bool more = Q.next();
        if (!more)
            break;
        const uint kind = uint(Q.get_candidate_intersection_type()) - 1u;
        if (kind == 0u && Q.is_candidate_triangle_front_facing())
            Q.commit_triangle_intersection();
        else if (kind == 1u && Q.is_candidate_non_opaque_bounding_box())
            Q.commit_bounding_box_intersection(Q.get_candidate_ray_origin().z);
        const float2 bary = Q.get_candidate_triangle_barycentric_coord();
        Values[0] = bary.x + Q.get_candidate_triangle_distance();
    }
    const uint status = uint(Q.get_committed_intersection_type());
    const float4x3 m = Q.get_committed_object_to_world_transform();
    const float4x3 w = Q.get_candidate_world_to_object_transform();
    Output[id.x] = status + Q.get_committed_instance_id() + Q.get_committed_user_instance_id() +
                   Q.get_committed_geometry_id() + Q.get_committed_primitive_id() + Q_flags;
    Values[1] = m[3].x + w[0].y + Q.get_committed_distance() + Q.get_ray_min_distance() +
                Q.get_world_space_ray_origin().x + Q.get_world_space_ray_direction().y +
                Q.get_committed_ray_direction().z + Q.get_committed_triangle_barycentric_coord().y;
    if (Q.is_committed_triangle_front_facing())
        Q.abort();
}
