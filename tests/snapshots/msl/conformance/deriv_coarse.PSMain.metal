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
    const float _31 = _29 + _24;
    const float _32 = dfdx(_31);
    const float _35 = _24 * _24;
    const float _37 = _35 + _20;
    const float _38 = dfdy(_37);
    const float _40 = 4.0f * _20;
    const float _41 = dfdx(_40);
    const float _43 = (-2.0f) * _24;
    const float _44 = dfdy(_43);
    const float4 _45 = float4(_32, _38, _41, _44);
    Out[_16] = _45;
    out.out_SV_Target = _45;
    const PSMain_out _56 = out;
    return _56;
}

