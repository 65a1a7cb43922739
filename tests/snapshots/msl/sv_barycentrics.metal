#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    float4 gl_FragCoord [[position]],
    float3 gl_BaryCoordEXT [[barycentric_coord]])
{
    main_out out;
    const float _11 = in.in_TEXCOORD0.x;
    const float3 _12 = float3(_11);
    const float3 _13 = gl_BaryCoordEXT * _12;
    const float _15 = gl_FragCoord.z;
    const float4 _16 = float4(_13, _15);
    out.out_SV_Target = _16;
    const main_out _21 = out;
    return _21;
}

