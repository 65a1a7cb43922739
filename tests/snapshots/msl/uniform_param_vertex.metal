#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
};

struct type_Globals
{
    float4x4 WorldViewProj;
};

vertex main_out main0(
    main_in in [[stage_in]],
    constant type_Globals& u_Globals [[buffer(0)]])
{
    main_out out;
    const float4 _4 = float4(in.in_POSITION, 1.0f);
    const float4x4 _6 = transpose(u_Globals.WorldViewProj);
    const float4 _7 = _6 * _4;
    out.gl_Position = _7;
    const main_out _12 = out;
    return _12;
}

