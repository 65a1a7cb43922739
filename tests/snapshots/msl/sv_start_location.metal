#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float4 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    uint2 out_IDS [[user(locn0)]];
};

struct VSOut
{
    float4 pos;
    uint2 ids;
};

vertex main_out main0(
    main_in in [[stage_in]],
    uint gl_VertexIndex [[vertex_id]],
    uint gl_InstanceIndex [[instance_id]],
    uint gl_BaseVertex [[base_vertex]],
    uint gl_BaseInstance [[base_instance]])
{
    VSOut o;
    main_out out;
    const int _12 = as_type<int>(gl_BaseVertex);
    o.pos = in.in_POSITION;
    const uint _23 = uint(_12);
    const uint _24 = gl_VertexIndex - _23;
    const uint _27 = gl_InstanceIndex - gl_BaseInstance;
    const uint2 _28 = uint2(_24, _27);
    o.ids = _28;
    const VSOut _30 = o;
    const float4 _31 = _30.pos;
    out.gl_Position = _31;
    const uint2 _33 = _30.ids;
    out.out_IDS = _33;
    const main_out _39 = out;
    return _39;
}

