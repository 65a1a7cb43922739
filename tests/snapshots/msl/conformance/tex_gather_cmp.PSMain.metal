#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    depth2d<float> Shadow [[texture(0)]],
    sampler Less [[sampler(0)]],
    sampler GreaterEqual [[sampler(1)]],
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
    const uint _26 = _16 * 2u;
    const uint _27 = _26 + 0u;
    const float4 _32 = Shadow.gather_compare(Less, _23, 0.5f);
    Out[_27] = _32;
    const uint _35 = _16 * 2u;
    const uint _36 = _35 + 1u;
    const float4 _41 = Shadow.gather_compare(GreaterEqual, _23, 0.5f);
    Out[_36] = _41;
    const uint _44 = _16 * 2u;
    const uint _45 = _44 + 0u;
    const float4 _47 = Out[_45];
    out.out_SV_Target = _47;
    const PSMain_out _52 = out;
    return _52;
}

