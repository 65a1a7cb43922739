#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Source [[texture(0)]],
    sampler Bilinear [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float2 _6 = gl_FragCoord.xy;
    const float2 _7 = _6 + float2(0.5f, 0.0f);
    const float2 _8 = _7 / float2(4.0f, 4.0f);
    const float4 _9 = Source.sample(Bilinear, _8);
    out.out_SV_Target = _9;
    const PSMain_out _14 = out;
    return _14;
}

