// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    float2 in_TEXCOORD0 [[user(locn2)]];
    float in_TEXCOORD1 [[user(locn5)]];
};

struct ps_main_out
{
    float4 out_SV_Target0 [[color(0)]];
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]])
{
    ps_main_out out;
    const float2 _8 = float2(in.in_TEXCOORD1);
    const float2 _9 = in.in_TEXCOORD0 * _8;
    const float4 _10 = float4(_9, 0.0f, 1.0f);
    out.out_SV_Target0 = _10;
    const ps_main_out _15 = out;
    return _15;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float3 in_POSITION [[attribute(3)]];
    float2 in_TEXCOORD0 [[attribute(1)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD0 [[user(locn2)]];
    float out_TEXCOORD1 [[user(locn5)]];
};

struct VSIn
{
    float3 pos;
    float2 uv;
};

struct VSOut
{
    float4 pos;
    float2 uv;
    float shade;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]])
{
    VSIn v;
    VSOut o;
    vs_main_out out;
    v.pos = in.in_POSITION;
    v.uv = in.in_TEXCOORD0;
    const float3 _10 = v.pos;
    const float4 _11 = float4(_10, 1.0f);
    o.pos = _11;
    const float2 _15 = v.uv;
    o.uv = _15;
    const float3 _19 = v.pos;
    const float _20 = _19.z;
    o.shade = _20;
    const VSOut _22 = o;
    const float4 _23 = _22.pos;
    out.gl_Position = _23;
    const float2 _25 = _22.uv;
    out.out_TEXCOORD0 = _25;
    const float _27 = _22.shade;
    out.out_TEXCOORD1 = _27;
    const vs_main_out _34 = out;
    return _34;
}

