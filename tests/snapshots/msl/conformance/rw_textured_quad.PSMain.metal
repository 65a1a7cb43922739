#include <metal_stdlib>
using namespace metal;

struct PSMain_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    PSMain_in in [[stage_in]],
    texture2d<float> Albedo [[texture(0)]],
    sampler Point [[sampler(0)]])
{
    PSMain_out out;
    const float4 _9 = Albedo.sample(Point, in.in_TEXCOORD0);
    out.out_SV_Target = _9;
    const PSMain_out _14 = out;
    return _14;
}

