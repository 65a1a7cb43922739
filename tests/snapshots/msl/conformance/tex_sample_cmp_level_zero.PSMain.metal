#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    depth2d<float> Shadow [[texture(0)]],
    sampler Less [[sampler(0)]],
    sampler GreaterEqual [[sampler(1)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float2 _5 = gl_FragCoord.xy;
    const float2 _6 = _5 / float2(4.0f, 4.0f);
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
    const float _27 = _26 + 0.5f;
    const float _28 = _27 / 16.0f;
    const float _34 = Shadow.sample_compare(Less, _6, 0.5f, level(0.0f));
    const float _41 = Shadow.sample_compare(GreaterEqual, _6, _28, level(0.0f), int2((-1), 0));
    const float4 _47 = float4(_34, _41, 0.0f, 1.0f);
    Out[_16] = _47;
    const float4 _51 = float4(_34, _41, 0.0f, 1.0f);
    out.out_SV_Target = _51;
    const PSMain_out _56 = out;
    return _56;
}

