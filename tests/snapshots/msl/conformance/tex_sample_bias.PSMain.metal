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
    const float4 _22 = Tex.sample(Point, _6, bias(1.0f));
    const float4 _28 = Tex.sample(Point, _6, bias(2.0f));
    const float4 _34 = Tex.sample(Point, _6, bias(1.0f), int2(1, 0));
    const uint _37 = _16 * 3u;
    const uint _38 = _37 + 0u;
    Out[_38] = _22;
    const uint _43 = _16 * 3u;
    const uint _44 = _43 + 1u;
    Out[_44] = _28;
    const uint _49 = _16 * 3u;
    const uint _50 = _49 + 2u;
    Out[_50] = _34;
    out.out_SV_Target = _22;
    const PSMain_out _59 = out;
    return _59;
}

