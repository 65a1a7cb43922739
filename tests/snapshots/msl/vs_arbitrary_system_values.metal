// entry ps_main
#include <metal_stdlib>
using namespace metal;

struct ps_main_in
{
    uint in_SV_InstanceID [[user(locn0), flat]];
    float in_COLOR1 [[user(locn1)]];
};

struct ps_main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct VSOut
{
    float4 pos;
    uint instance;
    float clip;
};

fragment ps_main_out ps_main(
    ps_main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    VSOut i;
    ps_main_out out;
    i.pos = gl_FragCoord;
    i.instance = in.in_SV_InstanceID;
    i.clip = in.in_COLOR1;
    const uint _11 = i.instance;
    const float _12 = float(_11);
    const float _14 = i.clip;
    const float4 _16 = i.pos;
    const float2 _17 = _16.xy;
    const float4 _18 = float4(_12, _14, _17);
    out.out_SV_Target = _18;
    const ps_main_out _23 = out;
    return _23;
}

// entry vs_main
#include <metal_stdlib>
using namespace metal;

struct vs_main_in
{
    float4 in_SV_Position [[attribute(0)]];
    float in_SV_ClipDistance [[attribute(1)]];
    uint in_SV_RenderTargetArrayIndex [[attribute(2)]];
};

struct vs_main_out
{
    float4 gl_Position [[position]];
    uint out_SV_InstanceID [[user(locn0)]];
    float out_COLOR1 [[user(locn1)]];
};

struct VSIn
{
    float4 pos;
    float clip;
    uint slice;
};

struct VSOut
{
    float4 pos;
    uint instance;
    float clip;
};

vertex vs_main_out vs_main(
    vs_main_in in [[stage_in]],
    uint gl_InstanceIndex [[instance_id]])
{
    VSIn i;
    VSOut o;
    vs_main_out out;
    i.pos = in.in_SV_Position;
    i.clip = in.in_SV_ClipDistance;
    i.slice = in.in_SV_RenderTargetArrayIndex;
    const float4 _16 = i.pos;
    o.pos = _16;
    const uint _21 = i.slice;
    const uint _22 = gl_InstanceIndex + _21;
    o.instance = _22;
    const float _26 = i.clip;
    o.clip = _26;
    const VSOut _28 = o;
    const float4 _29 = _28.pos;
    out.gl_Position = _29;
    const uint _31 = _28.instance;
    out.out_SV_InstanceID = _31;
    const float _33 = _28.clip;
    out.out_COLOR1 = _33;
    const vs_main_out _40 = out;
    return _40;
}

