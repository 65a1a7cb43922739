#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float _20 = gl_FragCoord.x;
    const float _24 = gl_FragCoord.y;
    const float _29 = _20 * _20;
    const float _31 = 3.0f * _24;
    const float _32 = _29 + _31;
    const float _33 = fwidth(_32);
    const float _35 = (-2.0f) * _20;
    const float _38 = _24 * _24;
    const float2 _39 = float2(_35, _38);
    const float2 _40 = fwidth(_39);
    const float _41 = fwidth(7.0f);
    const float4 _42 = float4(_33, _40, _41);
    Out[_16] = _42;
    out.out_SV_Target = _42;
    const PSMain_out _53 = out;
    return _53;
}

