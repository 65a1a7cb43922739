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
    raytracing::instance_acceleration_structure Scene [[buffer(0)]],
    device uint* Output [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> g_query;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> local_query;
    g_query.reset(raytracing::ray(float3(0.0f, 0.0f, 1.0f), float3(0.0f, 0.0f, (-1.0f)), 0.0f, 100.0f), Scene, 255u & 0xffu, prism_rq_params(0u));
    const bool _4 = g_query.next();
    const uint _6 = uint(g_query.get_committed_intersection_type());
    local_query.reset(raytracing::ray(float3(0.0f, 0.0f, 1.0f), float3(0.0f, 0.0f, (-1.0f)), 0.0f, 100.0f), Scene, 15u & 0xffu, prism_rq_params(16u));
    const bool _32 = local_query.next();
    const uint _33 = uint(local_query.get_committed_intersection_type());
    const uint _9 = _33 * 4u;
    const uint _10 = _6 + _9;
    Output[0] = _10;
    return;
}

