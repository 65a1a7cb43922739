#include <metal_stdlib>
using namespace metal;

struct SceneParams
{
    float4x4 viewProj;
    float3 eye;
    uint frame;
    float4 tint;
};

struct type_ConstantBuffer_SceneParams
{
    float4x4 viewProj;
    packed_float3 eye;
    uint frame;
    float4 tint;
};

float4 Shade(SceneParams p, float4 v)
{
    SceneParams p0;
    p0 = p;
    const float4x4 _7 = p0.viewProj;
    const float4 _9 = v * _7;
    const float4 _11 = p0.tint;
    const float4 _12 = _9 * _11;
    return _12;
}

kernel void main0(
    constant type_ConstantBuffer_SceneParams& Scene [[buffer(0)]],
    constant type_ConstantBuffer_SceneParams& Other [[buffer(1)]],
    device float4* Out [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const float3 _5 = float3(Scene.eye);
    const uint _7 = Scene.frame;
    const uint _9 = gl_GlobalInvocationID.x;
    const uint _10 = _7 + _9;
    const float _11 = float(_10);
    const float4 _12 = float4(_5, _11);
    const type_ConstantBuffer_SceneParams _15 = Other;
    const float4x4 _16 = transpose(_15.viewProj);
    const float3 _17 = float3(_15.eye);
    const uint _18 = _15.frame;
    const float4 _19 = _15.tint;
    const SceneParams _20 = SceneParams{_16, _17, _18, _19};
    const uint _23 = gl_GlobalInvocationID.x;
    const type_ConstantBuffer_SceneParams _25 = Scene;
    const float4x4 _26 = transpose(_25.viewProj);
    const float3 _27 = float3(_25.eye);
    const uint _28 = _25.frame;
    const float4 _29 = _25.tint;
    const SceneParams _30 = SceneParams{_26, _27, _28, _29};
    const float4 _32 = Shade(_30, _12);
    const float4 _35 = _12.wzyx;
    const float4 _36 = Shade(_20, _35);
    const float4 _37 = _32 + _36;
    Out[_23] = _37;
    return;
}

