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
    const float _5 = gl_FragCoord.y;
    const uint _6 = uint(_5);
    const uint _7 = _6 * 4u;
    const float _9 = gl_FragCoord.x;
    const uint _10 = uint(_9);
    const uint _11 = _7 + _10;
    const float _15 = gl_FragCoord.x;
    const float _19 = gl_FragCoord.y;
    const float _24 = _15 * _15;
    const float _25 = dfdx(_24);
    const float _28 = _19 * _19;
    const float _29 = dfdy(_28);
    const float _31 = quad_shuffle_xor(_15, 1u);
    const float _33 = quad_shuffle_xor(_19, 2u);
    const float4 _34 = float4(_25, _29, _31, _33);
    Out[_11] = _34;
    out.out_SV_Target = _34;
    const PSMain_out _45 = out;
    return _45;
}

