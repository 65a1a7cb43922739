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
    const float _34 = Shadow.sample_compare(Less, _6, 0.5f);
    const float _41 = Shadow.sample_compare(Less, _6, _28);
    const float _48 = Shadow.sample_compare(GreaterEqual, _6, _28);
    const float _55 = _28 - 0.0625f;
    const float _56 = Shadow.sample_compare(Less, _6, _55, int2(1, 0));
    const float4 _64 = float4(_34, _41, _48, _56);
    Out[_16] = _64;
    const float4 _70 = float4(_34, _41, _48, _56);
    out.out_SV_Target = _70;
    const PSMain_out _75 = out;
    return _75;
}

