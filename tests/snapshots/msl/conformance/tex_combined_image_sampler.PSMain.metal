#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Samp [[sampler(0)]],
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
    const uint _19 = _16 * 2u;
    const uint _20 = _19 + 0u;
    const float4 _25 = Tex.sample(Samp, _6);
    Out[_20] = _25;
    const uint _28 = _16 * 2u;
    const uint _29 = _28 + 1u;
    const float4 _34 = Tex.sample(Samp, _6, level(1.0f));
    Out[_29] = _34;
    const float4 _39 = Tex.sample(Samp, _6);
    out.out_SV_Target = _39;
    const PSMain_out _44 = out;
    return _44;
}

