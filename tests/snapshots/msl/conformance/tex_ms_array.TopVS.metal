#include <metal_stdlib>
using namespace metal;

struct TopVS_out
{
    float4 gl_Position [[position]];
};

constant float2 Corners[6] = {float2(0.0f, 0.0f), float2(1.0f, 0.0f), float2(0.0f, 1.0f), float2(1.0f, 0.0f), float2(1.0f, 1.0f), float2(0.0f, 1.0f)};

vertex TopVS_out TopVS(
    uint gl_VertexIndex [[vertex_id]])
{
    TopVS_out out;
    const float2 _6 = Corners[gl_VertexIndex];
    const float _9 = _6.x;
    const float _10 = _9 * 2.0f;
    const float _11 = _10 - 1.0f;
    const float _13 = _6.y;
    const float _14 = mix(0.25f, 1.0f, _13);
    const float4 _15 = float4(_11, _14, 0.0f, 1.0f);
    out.gl_Position = _15;
    const TopVS_out _20 = out;
    return _20;
}

