#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    uint out_TEXCOORD0 [[user(locn0)]];
};

struct VSOut
{
    float4 pos;
    uint ids;
};

vertex main_out main0(
    main_in in [[stage_in]],
    uint gl_VertexIndex [[vertex_id]],
    uint gl_InstanceIndex [[instance_id]])
{
    VSOut o;
    main_out out;
    const float4 _12 = float4(in.in_POSITION, 1.0f);
    o.pos = _12;
    const uint _16 = gl_VertexIndex * 1000u;
    const uint _18 = _16 + gl_InstanceIndex;
    o.ids = _18;
    const VSOut _20 = o;
    const float4 _21 = _20.pos;
    out.gl_Position = _21;
    const uint _23 = _20.ids;
    out.out_TEXCOORD0 = _23;
    const main_out _29 = out;
    return _29;
}

