#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target0 [[color(0)]];
};

fragment main_out main0(
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float2 _4 = gl_FragCoord.xy;
    const float _6 = gl_FragCoord.w;
    const float4 _7 = float4(_4, 0.0f, _6);
    out.out_SV_Target0 = _7;
    const main_out _12 = out;
    return _12;
}

