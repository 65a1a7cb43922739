#include <metal_stdlib>
using namespace metal;

struct LeftVS_out
{
    float4 gl_Position [[position]];
};

constant float2 Corners[6] = {float2(0.0f, 0.0f), float2(1.0f, 0.0f), float2(0.0f, 1.0f), float2(1.0f, 0.0f), float2(1.0f, 1.0f), float2(0.0f, 1.0f)};

vertex LeftVS_out LeftVS(
    uint gl_VertexIndex [[vertex_id]])
{
    LeftVS_out out;
    const float2 _6 = Corners[gl_VertexIndex];
    const float _9 = _6.x;
    const float _10 = mix((-1.0f), 0.25f, _9);
    const float _12 = _6.y;
    const float _13 = _12 * 2.0f;
    const float _14 = _13 - 1.0f;
    const float4 _15 = float4(_10, _14, 0.0f, 1.0f);
    out.gl_Position = _15;
    const LeftVS_out _20 = out;
    return _20;
}

