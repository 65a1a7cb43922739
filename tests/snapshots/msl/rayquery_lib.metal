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

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

uint cast_ray(float3 origin, raytracing::instance_acceleration_structure Scene)
{
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    const float _5 = origin.x;
    const float _6 = origin.y;
    const float _7 = origin.z;
    const float3 _8 = float3(_5, _6, _7);
    const RayDesc _9 = RayDesc{_8, 0.0f, float3(0.0f, 0.0f, (-1.0f)), 100.0f};
    const float3 _14 = _9.Origin;
    const float _15 = _9.TMin;
    const float3 _16 = _9.Direction;
    const float _17 = _9.TMax;
    q.reset(raytracing::ray(_14, _16, _15, _17), Scene, 255u & 0xffu, prism_rq_params(0u));
    const bool _19 = q.next();
    const uint _20 = uint(q.get_committed_intersection_type());
    return _20;
}

kernel void cs_main(
    raytracing::instance_acceleration_structure Scene [[buffer(0)]],
    device uint* Output [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = float(_7);
    const float3 _9 = float3(_8, 0.0f, 1.0f);
    const uint _10 = cast_ray(_9, Scene);
    Output[_4] = _10;
    return;
}

fragment ps_main_out ps_main(
    raytracing::instance_acceleration_structure Scene [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    ps_main_out out;
    const float3 _4 = gl_FragCoord.xyz;
    const uint _5 = cast_ray(_4, Scene);
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 0.0f, 0.0f, 1.0f);
    out.out_SV_Target = _7;
    const ps_main_out _12 = out;
    return _12;
}

