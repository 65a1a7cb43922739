#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    float4 Albedo [[color(0)]],
    float4 Normal [[color(1)]],
    uint4 Material [[color(2)]])
{
    main_out out;
    const float2 _10 = Normal.xy;
    const uint _15 = Material.x;
    const float _19 = _10.x;
    const float4 _20 = float4(_19);
    const float4 _21 = Albedo * _20;
    const float _23 = _10.y;
    const float4 _24 = float4(_23);
    const float4 _25 = _21 + _24;
    const uint _27 = _15 & 255u;
    const float _28 = float(_27);
    const float _29 = _28 / 255.0f;
    const float4 _30 = float4(_29);
    const float4 _31 = _25 + _30;
    out.out_SV_Target = _31;
    const main_out _36 = out;
    return _36;
}

