#include <metal_stdlib>
using namespace metal;

struct DepthPS_out
{
    float gl_FragDepth [[depth(any)]];
};

fragment DepthPS_out DepthPS(
    float4 gl_FragCoord [[position]])
{
    DepthPS_out out;
    const float _4 = gl_FragCoord.x;
    const float _5 = floor(_4);
    const float _7 = gl_FragCoord.y;
    const float _8 = floor(_7);
    const float _9 = 4.0f * _8;
    const float _10 = _5 + _9;
    const float _11 = _10 + 0.5f;
    const float _12 = _11 / 16.0f;
    out.gl_FragDepth = _12;
    const DepthPS_out _17 = out;
    return _17;
}

