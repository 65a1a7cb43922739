#include <metal_stdlib>
#include <metal_raytracing>
using namespace metal;

static inline raytracing::intersection_params prism_rq_params(uint flags)
{
    raytracing::intersection_params p;
    if ((flags & 1u) != 0u)
        p.force_opacity(raytracing::forced_opacity::opaque);
    if ((flags & 2u) != 0u)
        p.force_opacity(raytracing::forced_opacity::non_opaque);
    if ((flags & 4u) != 0u)
        p.accept_any_intersection(true);
    if ((flags & 16u) != 0u)
        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::back);
    if ((flags & 32u) != 0u)
        p.set_triangle_cull_mode(raytracing::triangle_cull_mode::front);
    if ((flags & 64u) != 0u)
        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::opaque);
    if ((flags & 128u) != 0u)
        p.set_opacity_cull_mode(raytracing::opacity_cull_mode::non_opaque);
    if ((flags & 256u) != 0u)
        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::triangle);
    if ((flags & 512u) != 0u)
        p.set_geometry_cull_mode(raytracing::geometry_cull_mode::bounding_box);
    return p;
}

kernel void main0(
    raytracing::instance_acceleration_structure Near [[buffer(0)]],
    raytracing::instance_acceleration_structure Far [[buffer(1)]],
    device uint* Output [[buffer(2)]])
{
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q0;
    q.reset(raytracing::ray(float3(0.0f, 0.0f, 1.0f), float3(0.0f, 0.0f, (-1.0f)), 0.0f, 100.0f), Near, 255u & 0xffu, prism_rq_params(0u));
    const bool _33 = q.next();
    const uint _34 = uint(q.get_committed_intersection_type());
    Output[0] = _34;
    q0.reset(raytracing::ray(float3(0.0f, 0.0f, 50.0f), float3(0.0f, 0.0f, (-1.0f)), 0.0f, 100.0f), Far, 255u & 0xffu, prism_rq_params(0u));
    const bool _63 = q0.next();
    const uint _64 = uint(q0.get_committed_intersection_type());
    Output[1] = _64;
    return;
}

