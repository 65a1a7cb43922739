#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_POSITION [[attribute(0)]];
    float4 in_COLOR [[attribute(1)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    float4 out_COLOR [[user(locn0)]];
    uint out_TEXCOORD0 [[user(locn1)]];
};

struct type_Transform
{
    float4x4 mvp;
    float4 tint;
};

vertex main_out main0(
    main_in in [[stage_in]],
    constant type_Transform& Transform [[buffer(0)]],
    uint gl_VertexIndex [[vertex_id]],
    uint gl_InstanceIndex [[instance_id]])
{
    main_out out;
    const int _14 = as_type<int>(gl_InstanceIndex);
    const float4x4 _17 = transpose(Transform.mvp);
    const float _20 = float(_14);
    const float3 _21 = float3(_20, 0.0f, 0.0f);
    const float3 _22 = in.in_POSITION + _21;
    const float4 _23 = float4(_22, 1.0f);
    const float4 _24 = _23 * _17;
    const float4 _28 = Transform.tint;
    const float4 _29 = in.in_COLOR * _28;
    out.gl_Position = _24;
    out.out_COLOR = _29;
    out.out_TEXCOORD0 = gl_VertexIndex;
    const main_out _44 = out;
    return _44;
}

