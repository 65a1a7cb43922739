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

RayDesc MakeRayDesc()
{
    RayDesc desc;
    desc.Origin = float3(0.0f, 0.0f, 0.0f);
    desc.Direction = float3(1.0f, 0.0f, 0.0f);
    desc.TMin = 0.0f;
    desc.TMax = 9999.0f;
    const RayDesc _9 = desc;
    return _9;
}

kernel void main0(
    raytracing::instance_acceleration_structure AccelerationStructure [[buffer(0)]],
    device uint* Log [[buffer(1)]])
{
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> q;
    uint q_flags = 0u;
    float3x4 m34;
    float4x3 m43;
    uint sum;
    float fsum;
    uint sum0;
    float fsum0;
    int cond;
    uint sum1;
    float fsum1;
    uint sum2;
    float fsum2;
    uint sum3;
    float fsum3;
    const RayDesc _2 = MakeRayDesc();
    m34 = float3x4(float4(0.0f, 0.0f, 0.0f, 0.0f), float4(0.0f, 0.0f, 0.0f, 0.0f), float4(0.0f, 0.0f, 0.0f, 0.0f));
    m43 = float4x3(float3(0.0f, 0.0f, 0.0f), float3(0.0f, 0.0f, 0.0f), float3(0.0f, 0.0f, 0.0f), float3(0.0f, 0.0f, 0.0f));
    const float3 _14 = _2.Origin;
    const float _15 = _2.TMin;
    const float3 _16 = _2.Direction;
    const float _17 = _2.TMax;
    q_flags = 5u;
    q.reset(raytracing::ray(_14, _16, _15, _17), AccelerationStructure, 255u & 0xffu, prism_rq_params(5u));
    sum = 0u;
    fsum = 0.0f;
    for (;;)
    {
        {
            sum2 = sum;
            fsum2 = fsum;
            const bool _19 = q.next();
            if (!_19)
            {
                break;
            }
            const uint _21 = uint(q.get_candidate_intersection_type()) - 1u;
            sum0 = sum2;
            fsum0 = fsum2;
            switch (_21)
            {
            case 0u:
            {
                const float4x3 _22 = q.get_candidate_object_to_world_transform();
                const float3x4 _23 = transpose(_22);
                m34 = _23;
                const float4x3 _25 = q.get_candidate_object_to_world_transform();
                m43 = _25;
                const bool _27 = q.is_candidate_triangle_front_facing();
                if (_27)
                {
                    q.commit_triangle_intersection();
                }
                const float2 _29 = q.get_candidate_triangle_barycentric_coord();
                const float _30 = _29.x;
                const float _31 = q.get_candidate_triangle_distance();
                const float _32 = _30 + _31;
                const float _34 = fsum2 + _32;
                const uint _36 = q.get_candidate_geometry_id();
                const uint _37 = q.get_candidate_user_instance_id();
                const uint _38 = _36 + _37;
                const uint _39 = q.get_candidate_instance_id();
                const uint _40 = _38 + _39;
                const uint _41 = q.get_candidate_primitive_id();
                const uint _42 = _40 + _41;
                const uint _44 = sum2 + _42;
                const float3 _46 = q.get_candidate_ray_direction();
                const float _47 = _46.x;
                const float3 _48 = q.get_candidate_ray_origin();
                const float _49 = _48.y;
                const float _50 = _47 + _49;
                const float _52 = _34 + _50;
                sum0 = _44;
                fsum0 = _52;
                break;
            }
            case 1u:
            {
                const float4x3 _55 = q.get_candidate_world_to_object_transform();
                const float3x4 _56 = transpose(_55);
                m34 = _56;
                const float4x3 _58 = q.get_candidate_world_to_object_transform();
                m43 = _58;
                const bool _60 = q.is_candidate_non_opaque_bounding_box();
                if (_60)
                {
                    q.commit_bounding_box_intersection(0.5f);
                }
                else
                {
                    q.abort();
                }
                sum0 = sum2;
                fsum0 = fsum2;
                break;
            }
            }
            sum3 = sum0;
            fsum3 = fsum0;
        }
        sum = sum3;
        fsum = fsum3;
    }
    const uint _64 = uint(q.get_committed_intersection_type());
    sum1 = sum2;
    fsum1 = fsum2;
    switch (_64)
    {
    case 0u:
    {
        const float4x3 _65 = q.get_committed_object_to_world_transform();
        const float3x4 _66 = transpose(_65);
        m34 = _66;
        const float4x3 _68 = q.get_committed_object_to_world_transform();
        m43 = _68;
        sum1 = sum2;
        fsum1 = fsum2;
        break;
    }
    case 1u:
    {
        const float4x3 _71 = q.get_committed_world_to_object_transform();
        const float3x4 _72 = transpose(_71);
        m34 = _72;
        const float4x3 _74 = q.get_committed_world_to_object_transform();
        m43 = _74;
        const bool _76 = q.is_committed_triangle_front_facing();
        if (_76)
        {
            cond = 1;
        }
        else
        {
            cond = 0;
        }
        const int cond0 = cond;
        const uint _81 = uint(cond0);
        const uint _83 = sum2 + _81;
        const float2 _85 = q.get_committed_triangle_barycentric_coord();
        const float _86 = _85.y;
        const float _88 = fsum2 + _86;
        sum1 = _83;
        fsum1 = _88;
        break;
    }
    case 2u:
    {
        const uint _91 = q.get_committed_geometry_id();
        const uint _92 = q.get_committed_user_instance_id();
        const uint _93 = _91 + _92;
        const uint _94 = q.get_committed_instance_id();
        const uint _95 = _93 + _94;
        const uint _96 = q.get_committed_primitive_id();
        const uint _97 = _95 + _96;
        const uint _99 = sum2 + _97;
        const float3 _101 = q.get_committed_ray_direction();
        const float _102 = _101.z;
        const float3 _103 = q.get_committed_ray_origin();
        const float _104 = _103.x;
        const float _105 = _102 + _104;
        const float _106 = q.get_committed_distance();
        const float _107 = _105 + _106;
        const float _109 = fsum2 + _107;
        sum1 = _99;
        fsum1 = _109;
        break;
    }
    }
    const uint sum4 = sum1;
    const float fsum4 = fsum1;
    const uint _112 = q_flags;
    const uint _114 = sum4 + _112;
    const float _116 = q.get_ray_min_distance();
    const float3 _117 = q.get_world_space_ray_direction();
    const float _118 = _117.x;
    const float _119 = _116 + _118;
    const float3 _120 = q.get_world_space_ray_origin();
    const float _121 = _120.z;
    const float _122 = _119 + _121;
    const float _125 = m34[0].w;
    const float _126 = _122 + _125;
    const float _129 = m43[3].x;
    const float _130 = _126 + _129;
    const float _132 = fsum4 + _130;
    Log[0u] = _114;
    const uint _140 = as_type<uint>(_132);
    Log[1u] = _140;
    return;
}

