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
    int cond;
    PSMain_out out;
    const float _5 = gl_FragCoord.y;
    const uint _6 = uint(_5);
    const uint _7 = _6 * 4u;
    const float _9 = gl_FragCoord.x;
    const uint _10 = uint(_9);
    const uint _11 = _7 + _10;
    const bool _14 = simd_is_helper_thread();
    if (_14)
    {
        cond = 1;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const float _19 = float(cond0);
    const float _24 = quad_shuffle_xor(_19, 1u);
    const float _26 = quad_shuffle_xor(_19, 2u);
    const float _28 = quad_shuffle_xor(_19, 3u);
    const float4 _29 = float4(_19, _24, _26, _28);
    Out[_11] = _29;
    out.out_SV_Target = _29;
    const PSMain_out _45 = out;
    return _45;
}

