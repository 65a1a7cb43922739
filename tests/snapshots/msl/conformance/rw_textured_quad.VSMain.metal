#include <metal_stdlib>
using namespace metal;

struct VSMain_in
{
    float2 in_POSITION [[attribute(0)]];
    float2 in_TEXCOORD0 [[attribute(1)]];
};

struct VSMain_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD0 [[user(locn0)]];
};

struct VSOut
{
    float4 pos;
    float2 uv;
};

vertex VSMain_out VSMain(
    VSMain_in in [[stage_in]])
{
    VSOut o;
    VSMain_out out;
    const float4 _9 = float4(in.in_POSITION, 0.0f, 1.0f);
    o.pos = _9;
    o.uv = in.in_TEXCOORD0;
    const VSOut _14 = o;
    const float4 _15 = _14.pos;
    out.gl_Position = _15;
    const float2 _17 = _14.uv;
    out.out_TEXCOORD0 = _17;
    const VSMain_out _23 = out;
    return _23;
}

