#include <metal_stdlib>
using namespace metal;

struct VSMain_in
{
    float2 in_POSITION [[attribute(0)]];
};

struct VSMain_out
{
    float4 gl_Position [[position]];
};

vertex VSMain_out VSMain(
    VSMain_in in [[stage_in]])
{
    VSMain_out out;
    const float4 _4 = float4(in.in_POSITION, 0.0f, 1.0f);
    out.gl_Position = _4;
    const VSMain_out _9 = out;
    return _9;
}

