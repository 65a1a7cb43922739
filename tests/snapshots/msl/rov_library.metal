#include <metal_stdlib>
using namespace metal;

struct vs_out
{
    float4 gl_Position [[position]];
    float out_WEIGHT [[user(locn0)]];
};

struct V
{
    float4 pos;
    float w;
};

struct ps_in
{
    float in_WEIGHT [[user(locn0)]];
};

struct ps_out
{
    float4 out_SV_Target [[color(0)]];
};

kernel void cs(
    device float* Shared [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    Shared[_4] = 0.0f;
    return;
}

vertex vs_out vs(
    device float* Shared [[buffer(0)]],
    uint gl_VertexIndex [[vertex_id]])
{
    V o;
    vs_out out;
    const float _6 = float(gl_VertexIndex);
    const float4 _7 = float4(_6, 0.0f, 0.0f, 1.0f);
    o.pos = _7;
    const float _12 = Shared[gl_VertexIndex];
    o.w = _12;
    const V _14 = o;
    const float4 _15 = _14.pos;
    out.gl_Position = _15;
    const float _17 = _14.w;
    out.out_WEIGHT = _17;
    const vs_out _23 = out;
    return _23;
}

fragment ps_out ps(
    ps_in in [[stage_in]],
    device float* Shared [[buffer(0), raster_order_group(0)]],
    float4 gl_FragCoord [[position]])
{
    V i;
    ps_out out;
    i.pos = gl_FragCoord;
    i.w = in.in_WEIGHT;
    const float4 _9 = i.pos;
    const float _10 = _9.x;
    const uint _11 = uint(_10);
    const float _16 = Shared[_11];
    const float _22 = i.w;
    const float _23 = _16 + _22;
    Shared[_11] = _23;
    const float4 _26 = float4(_16);
    out.out_SV_Target = _26;
    const ps_out _31 = out;
    return _31;
}

