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
    device uint* Output [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    RayDesc ray;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const float3 _8 = float3(_7, 0.0f, 1.0f);
    ray.Origin = _8;
    ray.Direction = float3(0.0f, 0.0f, (-1.0f));
    ray.TMin = 0.0f;
    ray.TMax = 100.0f;
    const RayDesc _17 = ray;
    const float3 _39 = _17.Origin;
    const float _40 = _17.TMin;
    const float3 _41 = _17.Direction;
    const float _42 = _17.TMax;
    q.reset(raytracing::ray(_39, _41, _40, _42), Scene, 255u & 0xffu, prism_rq_params(1u));
    for (;;)
    {
        const bool _46 = q.next();
        if (!_46)
        {
            break;
        }
        q.commit_triangle_intersection();
    }
    const uint _51 = q.get_committed_primitive_id();
    const uint _53 = uint(q.get_committed_intersection_type());
    const uint _27 = gl_GlobalInvocationID.x;
    const uint _30 = _53 * 16u;
    const uint _32 = _30 + _51;
    Output[_27] = _32;
    return;
}

