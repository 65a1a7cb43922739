#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target0 [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    const device float4* Used [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float4 _10 = Used[0];
    const float2 _13 = gl_FragCoord.xy;
    const float4 _14 = float4(in.in_TEXCOORD0, _13);
    const float4 _15 = _10 + _14;
    out.out_SV_Target0 = _15;
    const main_out _20 = out;
    return _20;
}

