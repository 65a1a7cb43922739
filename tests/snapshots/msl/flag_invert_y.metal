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

vertex main_out main0(
    main_in in [[stage_in]])
{
    main_out out;
    const float4 _4 = float4(in.in_POSITION, 1.0f);
    out.gl_Position = _4;
    const main_out _9 = out;
    return _9;
}

