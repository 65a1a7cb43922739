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
    const float _22 = Tex.calculate_clamped_lod(Point, _6);
    const float _28 = Tex.calculate_unclamped_lod(Point, _6);
    const float2 _34 = _6 * float2(4.0f, 4.0f);
    const float _35 = Tex.calculate_clamped_lod(Point, _34);
    const float2 _41 = _6 * float2(4.0f, 4.0f);
    const float _42 = Tex.calculate_unclamped_lod(Point, _41);
    const float4 _50 = float4(_22, _28, _35, _42);
    Out[_16] = _50;
    const float4 _56 = float4(_22, _28, _35, _42);
    out.out_SV_Target = _56;
    const PSMain_out _61 = out;
    return _61;
}

