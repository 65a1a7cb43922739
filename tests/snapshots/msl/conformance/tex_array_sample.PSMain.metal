#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d_array<float> Arr [[texture(0)]],
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
    const uint _19 = _16 * 4u;
    const uint _20 = _19 + 0u;
    const float3 _25 = float3(_6, 0.0f);
    const float4 _26 = Arr.sample(Point, _25.xy, uint(rint(_25.z)));
    Out[_20] = _26;
    const uint _29 = _16 * 4u;
    const uint _30 = _29 + 1u;
    const float3 _35 = float3(_6, 2.0f);
    const float4 _36 = Arr.sample(Point, _35.xy, uint(rint(_35.z)));
    Out[_30] = _36;
    const uint _39 = _16 * 4u;
    const uint _40 = _39 + 2u;
    const float3 _45 = float3(_6, 1.0f);
    const float4 _46 = Arr.sample(Point, _45.xy, uint(rint(_45.z)), level(1.0f));
    Out[_40] = _46;
    const uint _49 = _16 * 4u;
    const uint _50 = _49 + 3u;
    const float2 _54 = gl_FragCoord.xy;
    const int2 _55 = int2(_54);
    const int2 _56 = _55 / int2(2, 2);
    const int4 _57 = int4(_56, 2, 1);
    const int3 _58 = _57.xyz;
    const int _59 = _57.w;
    const float4 _60 = Arr.read(uint2(_58.xy), uint(_58.z), uint(_59));
    Out[_50] = _60;
    const float3 _65 = float3(_6, 0.0f);
    const float4 _66 = Arr.sample(Point, _65.xy, uint(rint(_65.z)));
    out.out_SV_Target = _66;
    const PSMain_out _71 = out;
    return _71;
}

