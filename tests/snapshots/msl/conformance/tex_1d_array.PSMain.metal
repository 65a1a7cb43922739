#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture1d_array<float> Lines [[texture(0)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float2 _5 = gl_FragCoord.xy;
    const float2 _6 = _5 / float2(4.0f, 1.0f);
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const uint _19 = _16 * 2u;
    const uint _20 = _19 + 0u;
    const float _25 = _6.x;
    const float2 _26 = float2(_25, 1.0f);
    const float4 _27 = Lines.sample(Point, _26.x, uint(rint(_26.y)));
    Out[_20] = _27;
    const uint _30 = _16 * 2u;
    const uint _31 = _30 + 1u;
    const float _35 = gl_FragCoord.x;
    const int _36 = int(_35);
    const int3 _37 = int3(_36, 0, 0);
    const int2 _38 = _37.xy;
    const int _39 = _37.z;
    const float4 _40 = Lines.read(uint(_38.x), uint(_38.y), uint(_39));
    Out[_31] = _40;
    const float _45 = _6.x;
    const float2 _46 = float2(_45, 1.0f);
    const float4 _47 = Lines.sample(Point, _46.x, uint(rint(_46.y)));
    out.out_SV_Target = _47;
    const PSMain_out _52 = out;
    return _52;
}

