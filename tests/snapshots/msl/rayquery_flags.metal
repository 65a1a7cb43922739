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

struct type_Params
{
    uint RuntimeFlags;
    uint Mask;
};

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
    constant type_Params& Params [[buffer(2)]])
{
    RayDesc ray;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> a;
    uint a_flags = 0u;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> b;
    uint b_flags = 0u;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> c;
    uint c_flags = 0u;
    ray.Origin = float3(0.0f, 0.0f, 1.0f);
    ray.Direction = float3(0.0f, 0.0f, (-1.0f));
    ray.TMin = 0.0f;
    ray.TMax = 100.0f;
    const RayDesc _11 = ray;
    const float3 _12 = _11.Origin;
    const float _13 = _11.TMin;
    const float3 _14 = _11.Direction;
    const float _15 = _11.TMax;
    a_flags = 517u;
    a.reset(raytracing::ray(_12, _14, _13, _15), Scene, 255u & 0xffu, prism_rq_params(517u));
    const bool _17 = a.next();
    const uint _21 = Params.RuntimeFlags;
    const uint _23 = Params.Mask;
    const uint _24 = _21 | 384u;
    const RayDesc _25 = ray;
    const float3 _26 = _25.Origin;
    const float _27 = _25.TMin;
    const float3 _28 = _25.Direction;
    const float _29 = _25.TMax;
    b_flags = _24;
    b.reset(raytracing::ray(_26, _28, _27, _29), Scene, _23 & 0xffu, prism_rq_params(_24));
    const bool _31 = b.next();
    const RayDesc _36 = ray;
    const float3 _37 = _36.Origin;
    const float _38 = _36.TMin;
    const float3 _39 = _36.Direction;
    const float _40 = _36.TMax;
    c_flags = 122u;
    c.reset(raytracing::ray(_37, _39, _38, _40), Scene, 1u & 0xffu, prism_rq_params(122u));
    const bool _42 = c.next();
    const uint _44 = a_flags;
    const uint _45 = b_flags;
    const uint _46 = _44 + _45;
    const uint _47 = c_flags;
    const uint _48 = _46 + _47;
    Output[0] = _48;
    return;
}

