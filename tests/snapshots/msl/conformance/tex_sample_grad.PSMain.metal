#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Point [[sampler(0)]],
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
    const float4 _22 = Tex.sample(Point, _6, gradient2d(float2(0.25f, 0.0f), float2(0.0f, 0.25f)));
    const float4 _28 = Tex.sample(Point, _6, gradient2d(float2(0.5f, 0.0f), float2(0.0f, 0.5f)));
    const float4 _34 = Tex.sample(Point, _6, gradient2d(float2(0.0f, 1.0f), float2(1.0f, 0.0f)));
    const float4 _40 = Tex.sample(Point, _6, gradient2d(float2(0.5f, 0.0f), float2(0.0f, 0.5f)), int2(1, 1));
    const uint _43 = _16 * 4u;
    const uint _44 = _43 + 0u;
    Out[_44] = _22;
    const uint _49 = _16 * 4u;
    const uint _50 = _49 + 1u;
    Out[_50] = _28;
    const uint _55 = _16 * 4u;
    const uint _56 = _55 + 2u;
    Out[_56] = _34;
    const uint _61 = _16 * 4u;
    const uint _62 = _61 + 3u;
    Out[_62] = _40;
    out.out_SV_Target = _28;
    const PSMain_out _71 = out;
    return _71;
}

