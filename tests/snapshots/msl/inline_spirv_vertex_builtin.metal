#include <metal_stdlib>
using namespace metal;

struct main_out
{
    float4 gl_Position [[position]];
};

vertex main_out main0(
    uint gl_VertexIndex [[vertex_id]],
    uint gl_InstanceIndex [[instance_id]])
{
    main_out out;
    const float _1 = float(gl_VertexIndex);
    const float _3 = float(gl_InstanceIndex);
    const float4 _4 = float4(_1, _3, 0.0f, 1.0f);
    out.gl_Position = _4;
    const main_out _9 = out;
    return _9;
}

