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

struct main_in
{
    float3 in_WORLD [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct RayDesc
{
    float3 Origin;
    float TMin;
    float3 Direction;
    float TMax;
};

struct BuiltInTriangleIntersectionAttributes
{
    float2 barycentrics;
};

fragment main_out main0(
    main_in in [[stage_in]],
    raytracing::instance_acceleration_structure Scene [[buffer(0)]])
{
    RayDesc ray;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    BuiltInTriangleIntersectionAttributes attr;
    float cond;
    main_out out;
    ray.Origin = in.in_WORLD;
    const float3 _11 = normalize(float3(1.0f, 1.0f, 1.0f));
    ray.Direction = _11;
    ray.TMin = 0.00100000005f;
    ray.TMax = 1000.0f;
    const RayDesc _20 = ray;
    const float3 _21 = _20.Origin;
    const float _22 = _20.TMin;
    const float3 _23 = _20.Direction;
    const float _24 = _20.TMax;
    q.reset(raytracing::ray(_21, _23, _22, _24), Scene, 255u & 0xffu, prism_rq_params(13u));
    const bool _26 = q.next();
    const float2 _28 = q.get_committed_triangle_barycentric_coord();
    attr.barycentrics = _28;
    const uint _31 = uint(q.get_committed_intersection_type());
    const bool _32 = _31 == 0u;
    if (_32)
    {
        cond = 1.0f;
    }
    else
    {
        cond = 0.25f;
    }
    const float cond0 = cond;
    const float2 _39 = attr.barycentrics;
    const float4 _41 = float4(_39, cond0, 1.0f);
    out.out_SV_Target = _41;
    const main_out _51 = out;
    return _51;
}

