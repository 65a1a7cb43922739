#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    depth2d<float> ShadowMap [[texture(0)]],
    sampler Shadow [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float2 _5 = gl_FragCoord.xy;
    const float2 _6 = _5 / float2(8.0f, 8.0f);
    const float _12 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2((-1), (-1)));
    const float _16 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2(0, (-1)));
    const float _17 = _12 + _16;
    const float _21 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2(1, (-1)));
    const float _22 = _17 + _21;
    const float _26 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2((-1), 0));
    const float _27 = _22 + _26;
    const float _31 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2(0, 0));
    const float _32 = _27 + _31;
    const float _36 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2(1, 0));
    const float _37 = _32 + _36;
    const float _41 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2((-1), 1));
    const float _42 = _37 + _41;
    const float _46 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2(0, 1));
    const float _47 = _42 + _46;
    const float _51 = ShadowMap.sample_compare(Shadow, _6, 0.5f, level(0.0f), int2(1, 1));
    const float _52 = _47 + _51;
    const float _56 = _52 / 9.0f;
    const float4 _61 = float4(_56, _56, _56, 1.0f);
    out.out_SV_Target = _61;
    const PSMain_out _66 = out;
    return _66;
}

