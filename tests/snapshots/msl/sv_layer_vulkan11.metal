#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    uint gl_Layer [[render_target_array_index]];
    uint gl_ViewportIndex [[viewport_array_index]];
};

struct VSOut
{
    float4 pos;
    uint layer;
    int vp;
};

vertex main_out main0(
    main_in in [[stage_in]],
    uint gl_InstanceIndex [[instance_id]])
{
    VSOut o;
    main_out out;
    o.pos = in.in_POSITION;
    o.layer = gl_InstanceIndex;
    const int _15 = int(gl_InstanceIndex);
    const int _16 = _15 - 1;
    o.vp = _16;
    const VSOut _18 = o;
    const float4 _19 = _18.pos;
    out.gl_Position = _19;
    const uint _21 = _18.layer;
    out.gl_Layer = _21;
    const int _23 = _18.vp;
    const uint _24 = uint(_23);
    out.gl_ViewportIndex = _24;
    const main_out _31 = out;
    return _31;
}

