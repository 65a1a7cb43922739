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

bool hitAABB(float3 Origin, float3 Direction, float TMin, float TMax, thread float& THit)
{
    const float3 _15 = float3(1.0f, 1.0f, 1.0f) / Direction;
    const float3 _19 = float3((-1.0f), (-1.0f), (-1.0f)) - Origin;
    const float3 _21 = _19 * _15;
    const float3 _25 = float3(1.0f, 1.0f, 1.0f) - Origin;
    const float3 _27 = _25 * _15;
    const float _31 = _21.x;
    const float _33 = _27.x;
    const float _34 = min(_31, _33);
    const float _36 = _21.y;
    const float _38 = _27.y;
    const float _39 = min(_36, _38);
    const float _40 = max(_34, _39);
    const float _42 = _21.z;
    const float _44 = _27.z;
    const float _45 = min(_42, _44);
    const float _47 = max(_45, TMin);
    const float _48 = max(_40, _47);
    const float _52 = _21.x;
    const float _54 = _27.x;
    const float _55 = max(_52, _54);
    const float _57 = _21.y;
    const float _59 = _27.y;
    const float _60 = max(_57, _59);
    const float _61 = min(_55, _60);
    const float _63 = _21.z;
    const float _65 = _27.z;
    const float _66 = max(_63, _65);
    const float _68 = min(_66, TMax);
    const float _69 = min(_61, _68);
    THit = _48;
    const bool _75 = _48 <= _69;
    return _75;
}

kernel void main0(
    raytracing::instance_acceleration_structure Scene [[buffer(0)]],
    device uint* Output [[buffer(1)]])
{
    float3 Origins[2];
    RayDesc Ray;
    raytracing::intersection_query<raytracing::instancing, raytracing::triangle_data> Q;
    float THit;
    uint I;
    uint I0;
    const float3 k[2] = {float3(0.0f, 0.0f, 2.0f), float3(5.0f, 0.0f, 2.0f)};
    for (uint i = 0; i < 2; ++i)
    {
        Origins[i] = k[i];
    }
    I = 0u;
    for (;;)
    {
        {
            I0 = I;
            const bool _5 = I0 < 2u;
            if (!_5)
            {
                break;
            }
            const float3 _11 = Origins[I0];
            Ray.Origin = _11;
            Ray.Direction = float3(0.0f, 0.0f, (-1.0f));
            Ray.TMin = 0.0f;
            Ray.TMax = 100.0f;
            const RayDesc _21 = Ray;
            const float3 _22 = _21.Origin;
            const float _23 = _21.TMin;
            const float3 _24 = _21.Direction;
            const float _25 = _21.TMax;
            Q.reset(raytracing::ray(_22, _24, _23, _25), Scene, 255u & 0xffu, prism_rq_params(256u));
            for (;;)
            {
                const bool _27 = Q.next();
                if (!_27)
                {
                    break;
                }
                const uint _29 = uint(Q.get_candidate_intersection_type()) - 1u;
                const bool _30 = _29 == 1u;
                if (_30)
                {
                    const float3 _33 = Ray.Origin;
                    const float3 _35 = Ray.Direction;
                    const float _37 = Ray.TMin;
                    const float _39 = Ray.TMax;
                    const bool _41 = hitAABB(_33, _35, _37, _39, THit);
                    const float _42 = THit;
                    if (_41)
                    {
                        Q.commit_bounding_box_intersection(_42);
                    }
                }
            }
            const uint _48 = uint(Q.get_committed_intersection_type());
            Output[I0] = _48;
        }
        const uint _51 = I0 + 1u;
        I = _51;
    }
    return;
}

