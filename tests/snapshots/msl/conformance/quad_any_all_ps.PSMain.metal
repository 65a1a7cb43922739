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
    bool and0;
    PSMain_out out;
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float _20 = gl_FragCoord.x;
    const uint _21 = uint(_20);
    const float _23 = gl_FragCoord.y;
    const uint _24 = uint(_23);
    const uint _25 = _21 + _24;
    const uint _26 = _25 % 2u;
    const bool _27 = _26 == 1u;
    const float _32 = gl_FragCoord.x;
    const uint _33 = uint(_32);
    const uint _34 = _33 % 2u;
    const bool _35 = _34 == 1u;
    if (_35)
    {
        const float _38 = gl_FragCoord.y;
        const uint _39 = uint(_38);
        const uint _40 = _39 % 2u;
        const bool _41 = _40 == 1u;
        and0 = _41;
    }
    else
    {
        and0 = _35;
    }
    const bool and1 = and0;
    const bool _47 = bool(quad_shuffle_xor(uint(_27), 1u));
    const bool _48 = _27 || _47;
    const bool _49 = bool(quad_shuffle_xor(uint(_27), 2u));
    const bool _50 = _48 || _49;
    const bool _51 = bool(quad_shuffle_xor(uint(_27), 3u));
    const bool _52 = _50 || _51;
    const float _53 = _52 ? 1.0f : 0.0f;
    const bool _55 = bool(quad_shuffle_xor(uint(_27), 1u));
    const bool _56 = _27 && _55;
    const bool _57 = bool(quad_shuffle_xor(uint(_27), 2u));
    const bool _58 = _56 && _57;
    const bool _59 = bool(quad_shuffle_xor(uint(_27), 3u));
    const bool _60 = _58 && _59;
    const float _61 = _60 ? 1.0f : 0.0f;
    const bool _63 = bool(quad_shuffle_xor(uint(and1), 1u));
    const bool _64 = and1 || _63;
    const bool _65 = bool(quad_shuffle_xor(uint(and1), 2u));
    const bool _66 = _64 || _65;
    const bool _67 = bool(quad_shuffle_xor(uint(and1), 3u));
    const bool _68 = _66 || _67;
    const float _69 = _68 ? 1.0f : 0.0f;
    const float _71 = gl_FragCoord.x;
    const bool _72 = _71 >= 0.0f;
    const bool _73 = bool(quad_shuffle_xor(uint(_72), 1u));
    const bool _74 = _72 && _73;
    const bool _75 = bool(quad_shuffle_xor(uint(_72), 2u));
    const bool _76 = _74 && _75;
    const bool _77 = bool(quad_shuffle_xor(uint(_72), 3u));
    const bool _78 = _76 && _77;
    const float _79 = _78 ? 1.0f : 0.0f;
    const float4 _80 = float4(_53, _61, _69, _79);
    Out[_16] = _80;
    out.out_SV_Target = _80;
    const PSMain_out _96 = out;
    return _96;
}

