#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_COLOR0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_Globals
{
    float4 Tint;
    float Gain;
};

fragment main_out main0(
    main_in in [[stage_in]],
    constant type_Globals& u_Globals [[buffer(0)]])
{
    main_out out;
    const float4 _5 = u_Globals.Tint;
    const float4 _6 = in.in_COLOR0 * _5;
    const float _8 = u_Globals.Gain;
    const float4 _9 = float4(_8);
    const float4 _10 = _6 * _9;
    out.out_SV_Target = _10;
    const main_out _15 = out;
    return _15;
}

