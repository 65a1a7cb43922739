#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target0 [[color(0), index(0)]];
    float4 out_SV_Target1 [[color(0), index(1)]];
};

struct PSOut
{
    float4 color;
    float4 blend;
};

fragment main_out main0(
    main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    PSOut o;
    main_out out;
    const float4 _9 = float4(in.in_TEXCOORD0, 0.0f, 1.0f);
    o.color = _9;
    const float4 _13 = gl_FragCoord * float4(0.5f, 0.5f, 0.5f, 0.5f);
    o.blend = _13;
    const PSOut _15 = o;
    const float4 _16 = _15.color;
    out.out_SV_Target0 = _16;
    const float4 _18 = _15.blend;
    out.out_SV_Target1 = _18;
    const main_out _24 = out;
    return _24;
}

