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
    const uint _26 = _16 * 3u;
    const uint _27 = _26 + 0u;
    const float4 _32 = Tex.gather(Point, _23, int2(1, 0));
    Out[_27] = _32;
    const uint _35 = _16 * 3u;
    const uint _36 = _35 + 1u;
    const float4 _41 = Tex.gather(Point, _23, int2((-1), 1));
    Out[_36] = _41;
    const uint _44 = _16 * 3u;
    const uint _45 = _44 + 2u;
    const float4 _50 = Tex.gather(Point, _23, int2(0, (-1)), component::y);
    Out[_45] = _50;
    const float4 _55 = Tex.gather(Point, _23, int2(1, 0));
    out.out_SV_Target = _55;
    const PSMain_out _60 = out;
    return _60;
}

