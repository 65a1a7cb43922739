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
    const float _21 = floor(_20);
    const float _23 = gl_FragCoord.y;
    const float _24 = floor(_23);
    const float _25 = 4.0f * _24;
    const float _26 = _21 + _25;
    const float _30 = quad_shuffle_xor(_26, 1u);
    const float _32 = quad_shuffle_xor(_26, 2u);
    const float _34 = quad_shuffle_xor(_26, 3u);
    const float _36 = quad_broadcast(_26, 3u);
    const float4 _37 = float4(_30, _32, _34, _36);
    const float _41 = quad_broadcast(_26, 0u);
    const float2 _43 = gl_FragCoord.xy;
    const float2 _44 = quad_broadcast(_43, 2u);
    const float4 _46 = float4(_41, _44, _26);
    const uint _49 = _16 * 2u;
    const uint _50 = _49 + 0u;
    Out[_50] = _37;
    const uint _55 = _16 * 2u;
    const uint _56 = _55 + 1u;
    Out[_56] = _46;
    out.out_SV_Target = _37;
    const PSMain_out _65 = out;
    return _65;
}

