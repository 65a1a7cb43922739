#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    float4 _9 = float4(0.0f, 0.0f, 0.0f, 0.0f);
    _9.x = _7;
    const float4 _12 = float4(_9.x, float2(5.0f, 6.0f).y, float2(5.0f, 6.0f).x, _9.w);
    const float _15 = _12.x;
    const float _16 = _15 + 1.0f;
    float4 _18 = _12;
    _18.w = _16;
    const float2 _21 = _18.yx;
    const float2 _22 = _21 + float2(10.0f, 20.0f);
    const float4 _24 = float4(_22.y, _22.x, _18.z, _18.w);
    const float3 _27 = _24.xyz;
    const float3 _28 = _27 * float3(2.0f, 2.0f, 2.0f);
    const float4 _30 = float4(_28.x, _28.y, _28.z, _24.w);
    const float4 _37 = _30.wzyx;
    const uint _40 = gl_GlobalInvocationID.x;
    const uint _41 = _40 * 2u;
    Out[_41] = _30;
    const uint _46 = gl_GlobalInvocationID.x;
    const uint _47 = _46 * 2u;
    const uint _48 = _47 + 1u;
    Out[_48] = _37;
    Out[0].y = 1.0f;
    return;
}

