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
    float3 in_RAYDESC0 [[attribute(0)]];
    float in_RAYDESC1 [[attribute(1)]];
    float3 in_RAYDESC2 [[attribute(2)]];
    float in_RAYDESC3 [[attribute(3)]];
    float4 in_POSITION [[attribute(4)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    float out_HIT [[user(locn0)]];
};

struct RayDesc
{
    float3 Origin;
    float TMin;
    float3 Direction;
    float TMax;
};

struct VsOut
{
    float4 pos;
    float hit;
};

vertex main_out main0(
    main_in in [[stage_in]],
    raytracing::instance_acceleration_structure Bvh [[buffer(0)]])
{
    RayDesc rayDesc;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    VsOut o;
    float cond;
    main_out out;
    rayDesc.Origin = in.in_RAYDESC0;
    rayDesc.TMin = in.in_RAYDESC1;
    rayDesc.Direction = in.in_RAYDESC2;
    rayDesc.TMax = in.in_RAYDESC3;
    const RayDesc _19 = rayDesc;
    const float3 _20 = _19.Origin;
    const float _21 = _19.TMin;
    const float3 _22 = _19.Direction;
    const float _23 = _19.TMax;
    q.reset(raytracing::ray(_20, _22, _21, _23), Bvh, 1u & 0xffu, prism_rq_params(513u));
    const bool _25 = q.next();
    o.pos = in.in_POSITION;
    const uint _30 = uint(q.get_committed_intersection_type());
    const bool _31 = _30 == 1u;
    if (_31)
    {
        const float _33 = q.get_committed_distance();
        cond = _33;
    }
    else
    {
        cond = (-1.0f);
    }
    const float cond0 = cond;
    o.hit = cond0;
    const VsOut _38 = o;
    const float4 _39 = _38.pos;
    out.gl_Position = _39;
    const float _41 = _38.hit;
    out.out_HIT = _41;
    const main_out _52 = out;
    return _52;
}

