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

struct RayDesc
{
    float3 Origin;
    float TMin;
    float3 Direction;
    float TMax;
};

kernel void main0(
    raytracing::instance_acceleration_structure Scene [[buffer(0)]],
    device uint* Output [[buffer(1)]])
{
    RayDesc Ray;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> Q;
    int cond;
    Ray.Origin = float3(0.0f, 0.0f, 1.0f);
    Ray.Direction = float3(0.0f, 0.0f, (-1.0f));
    Ray.TMin = 0.0f;
    Ray.TMax = 100.0f;
    const RayDesc _11 = Ray;
    const float3 _12 = _11.Origin;
    const float _13 = _11.TMin;
    const float3 _14 = _11.Direction;
    const float _15 = _11.TMax;
    Q.reset(raytracing::ray(_12, _14, _13, _15), Scene, 255u & 0xffu, prism_rq_params(0u));
    const bool _17 = Q.next();
    const uint _19 = uint(Q.get_committed_intersection_type());
    const bool _20 = _19 == 1u;
    if (_20)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const uint _25 = uint(cond0);
    Output[0] = _25;
    return;
}

