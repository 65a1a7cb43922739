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
    const float2 _6 = _5 / float2(2.0f, 2.0f);
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 2u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float4 _22 = Tex.sample(Point, _6);
    const float2 _28 = _6 * float2(2.0f, 2.0f);
    const float4 _29 = Tex.sample(Point, _28);
    const float2 _35 = _6 * float2(4.0f, 4.0f);
    const float4 _36 = Tex.sample(Point, _35);
    const uint _39 = _16 * 3u;
    const uint _40 = _39 + 0u;
    Out[_40] = _22;
    const uint _45 = _16 * 3u;
    const uint _46 = _45 + 1u;
    Out[_46] = _29;
    const uint _51 = _16 * 3u;
    const uint _52 = _51 + 2u;
    Out[_52] = _36;
    out.out_SV_Target = _22;
    const PSMain_out _61 = out;
    return _61;
}

