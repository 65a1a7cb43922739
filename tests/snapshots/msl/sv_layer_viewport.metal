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
    uint layer;
    uint viewport;
};

fragment ps_main_out ps_main(
    float4 gl_FragCoord [[position]],
    uint gl_Layer [[render_target_array_index]],
    uint gl_ViewportIndex [[viewport_array_index]])
{
    VSOut i;
    ps_main_out out;
    i.pos = gl_FragCoord;
    i.layer = gl_Layer;
    i.viewport = gl_ViewportIndex;
    const uint _11 = i.layer;
    const float _12 = float(_11);
    const uint _14 = i.viewport;
    const float _15 = float(_14);
    const float4 _17 = i.pos;
    const float2 _18 = _17.zw;
    const float4 _19 = float4(_12, _15, _18);
    out.out_SV_Target = _19;
    const ps_main_out _24 = out;
    return _24;
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
    uint gl_Layer [[render_target_array_index]];
    uint gl_ViewportIndex [[viewport_array_index]];
};

struct VSOut
{
    float4 pos;
    uint layer;
    uint viewport;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]],
    uint gl_InstanceIndex [[instance_id]])
{
    VSOut o;
    vs_main_out out;
    o.pos = in.in_POSITION;
    const uint _12 = gl_InstanceIndex % 6u;
    o.layer = _12;
    const uint _16 = gl_InstanceIndex / 6u;
    o.viewport = _16;
    const VSOut _18 = o;
    const float4 _19 = _18.pos;
    out.gl_Position = _19;
    const uint _21 = _18.layer;
    out.gl_Layer = _21;
    const uint _23 = _18.viewport;
    out.gl_ViewportIndex = _23;
    const vs_main_out _30 = out;
    return _30;
}

