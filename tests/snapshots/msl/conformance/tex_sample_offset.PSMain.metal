#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Point [[sampler(0)]],
    sampler Bilinear [[sampler(1)]],
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
    const float4 _22 = Tex.sample(Point, _6, int2(1, (-1)));
    const float4 _28 = Tex.sample(Point, _6, int2((-2), 3));
    const float2 _34 = _6 + float2(0.125f, 0.0f);
    const float4 _35 = Tex.sample(Bilinear, _34, int2(0, 1));
    const uint _38 = _16 * 3u;
    const uint _39 = _38 + 0u;
    Out[_39] = _22;
    const uint _44 = _16 * 3u;
    const uint _45 = _44 + 1u;
    Out[_45] = _28;
    const uint _50 = _16 * 3u;
    const uint _51 = _50 + 2u;
    Out[_51] = _35;
    out.out_SV_Target = _22;
    const PSMain_out _60 = out;
    return _60;
}

