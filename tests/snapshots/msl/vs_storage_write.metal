#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_POSITION [[attribute(0)]];
};

struct main_out
{
    float4 gl_Position [[position]];
};

vertex main_out main0(
    main_in in [[stage_in]],
    device uint* Visits [[buffer(0)]],
    uint gl_VertexIndex [[vertex_id]])
{
    main_out out;
    const uint _9 = gl_VertexIndex + 1u;
    Visits[gl_VertexIndex] = _9;
    const float4 _12 = float4(in.in_POSITION, 0.0f, 1.0f);
    out.gl_Position = _12;
    const main_out _17 = out;
    return _17;
}

