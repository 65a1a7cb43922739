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
    const uint _22 = uint(_15);
    const uint _24 = uint(_19);
    const uint _25 = _22 + _24;
    const uint _26 = _25 % 2u;
    const bool _27 = _26 == 1u;
    if (_27)
    {
        discard_fragment();
    }
    const float _32 = _15 * _15;
    const float _33 = dfdx(_32);
    const float _36 = _19 * _19;
    const float _37 = dfdy(_36);
    const float _39 = quad_shuffle_xor(_15, 1u);
    const float _41 = quad_shuffle_xor(_19, 2u);
    const float4 _42 = float4(_33, _37, _39, _41);
    Out[_11] = _42;
    out.out_SV_Target = _42;
    const PSMain_out _53 = out;
    return _53;
}

