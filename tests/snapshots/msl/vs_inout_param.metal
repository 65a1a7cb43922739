#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float4 in_SV_Position [[attribute(0)]];
    float2 in_TEXCOORD0 [[attribute(1)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD0 [[user(locn0)]];
};

struct ps_main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct ps_main_out
{
    uint gl_SampleMask [[sample_mask]];
    float4 out_SV_Target [[color(0)]];
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]])
{
    vs_main_out out;
    float4 _7 = in.in_SV_Position;
    _7.w = 1.0f;
    const float2 _10 = in.in_TEXCOORD0 * float2(2.0f, 2.0f);
    const float2 _11 = _10 - float2(1.0f, 1.0f);
    out.gl_Position = _7;
    out.out_TEXCOORD0 = _11;
    const vs_main_out _21 = out;
    return _21;
}

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]],
    uint gl_SampleMaskIn [[sample_mask]])
{
    ps_main_out out;
    const uint _10 = gl_SampleMaskIn & 5u;
    const float2 _14 = gl_FragCoord.xy;
    const float4 _15 = float4(in.in_TEXCOORD0, _14);
    out.gl_SampleMask = _10;
    out.out_SV_Target = _15;
    const ps_main_out _23 = out;
    return _23;
}

