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
    const float _28 = 3.0f * _20;
    const float _30 = 5.0f * _24;
    const float _31 = _28 + _30;
    const float _32 = dfdx(_31);
    const float _34 = 3.0f * _20;
    const float _36 = 5.0f * _24;
    const float _37 = _34 + _36;
    const float _38 = dfdy(_37);
    const float _41 = _20 * _20;
    const float _42 = dfdx(_41);
    const float _45 = _24 * _24;
    const float _46 = dfdy(_45);
    const float4 _47 = float4(_32, _38, _42, _46);
    const float _52 = 2.0f * _24;
    const float2 _53 = float2(_20, _52);
    const float2 _54 = dfdx(_53);
    const float _56 = -_20;
    const float _58 = 7.0f * _24;
    const float2 _59 = float2(_56, _58);
    const float2 _60 = dfdy(_59);
    const float4 _61 = float4(_54, _60);
    const uint _64 = _16 * 2u;
    const uint _65 = _64 + 0u;
    Out[_65] = _47;
    const uint _70 = _16 * 2u;
    const uint _71 = _70 + 1u;
    Out[_71] = _61;
    out.out_SV_Target = _47;
    const PSMain_out _80 = out;
    return _80;
}

