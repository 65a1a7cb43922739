#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    depth2d<float> Shadow [[texture(0)]],
    sampler Point [[sampler(0)]],
    sampler Less [[sampler(1)]],
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
    const float2 _20 = gl_FragCoord.xy;
    const float2 _21 = floor(_20);
    const float2 _22 = _21 + float2(1.0f, 1.0f);
    const float2 _23 = _22 / float2(4.0f, 4.0f);
    const float4 _29 = Shadow.gather(Point, _23);
    const uint _32 = _16 * 5u;
    const uint _33 = _32 + 0u;
    Out[_33] = _29;
    const uint _38 = _16 * 5u;
    const uint _39 = _38 + 1u;
    const float4 _44 = float4(0.0);
    Out[_39] = _44;
    const uint _47 = _16 * 5u;
    const uint _48 = _47 + 2u;
    const float4 _53 = float4(0.0);
    Out[_48] = _53;
    const uint _56 = _16 * 5u;
    const uint _57 = _56 + 3u;
    const float4 _62 = float4(1.0);
    Out[_57] = _62;
    const uint _65 = _16 * 5u;
    const uint _66 = _65 + 4u;
    const float _71 = Shadow.sample_compare(Less, _6, 0.5f, level(0.0f));
    const float4 _72 = float4(_71, 0.0f, 0.0f, 0.0f);
    Out[_66] = _72;
    out.out_SV_Target = _29;
    const PSMain_out _79 = out;
    return _79;
}

