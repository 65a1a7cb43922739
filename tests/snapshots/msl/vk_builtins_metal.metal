#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    float gl_PointSize [[point_size]];
};

struct VSOut
{
    float4 pos;
    float size;
};

vertex main_out main0(
    main_in in [[stage_in]],
    uint gl_VertexIndex [[vertex_id]],
    uint gl_BaseVertex [[base_vertex]],
    uint gl_BaseInstance [[base_instance]])
{
    VSOut o;
    main_out out;
    const uint _17 = gl_VertexIndex - gl_BaseVertex;
    const uint _19 = _17 + gl_BaseInstance;
    const float _20 = float(_19);
    const float4 _21 = float4(in.in_POSITION, _20);
    o.pos = _21;
    o.size = 4.0f;
    const VSOut _25 = o;
    const float4 _26 = _25.pos;
    out.gl_Position = _26;
    const float _28 = _25.size;
    out.gl_PointSize = _28;
    const main_out _34 = out;
    return _34;
}

