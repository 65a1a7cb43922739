// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct VSOut
{
    float4 pos;
};

fragment ps_main_out ps_main(
    float4 gl_FragCoord [[position]],
    uint gl_ViewIndex [[amplification_id]])
{
    VSOut i;
    ps_main_out out;
    i.pos = gl_FragCoord;
    const float4 _8 = i.pos;
    const float2 _9 = _8.xy;
    const float _11 = float(gl_ViewIndex);
    const float4 _12 = float4(_9, _11, 1.0f);
    out.out_SV_Target = _12;
    const ps_main_out _17 = out;
    return _17;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float4 in_POSITION [[attribute(0)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
};

struct VSOut
{
    float4 pos;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]],
    uint gl_ViewIndex [[amplification_id]])
{
    VSOut o;
    vs_main_out out;
    const float _10 = float(gl_ViewIndex);
    const float4 _11 = float4(_10, 0.0f, 0.0f, 0.0f);
    const float4 _12 = in.in_POSITION + _11;
    o.pos = _12;
    const VSOut _14 = o;
    const float4 _15 = _14.pos;
    out.gl_Position = _15;
    const vs_main_out _20 = out;
    return _20;
}

