#include <metal_stdlib>
using namespace metal;

struct VSMain_out
{
    float4 gl_Position [[position]];
};

vertex VSMain_out VSMain(
    uint gl_VertexIndex [[vertex_id]])
{
    VSMain_out out;
    const uint _6 = gl_VertexIndex << 1u;
    const uint _7 = _6 & 2u;
    const float _8 = float(_7);
    const uint _10 = gl_VertexIndex & 2u;
    const float _11 = float(_10);
    const float2 _12 = float2(_8, _11);
    const float2 _15 = _12 * float2(2.0f, 2.0f);
    const float2 _16 = _15 - float2(1.0f, 1.0f);
    const float4 _17 = float4(_16, 0.0f, 1.0f);
    out.gl_Position = _17;
    const VSMain_out _22 = out;
    return _22;
}

