#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    device float4* F [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _41 = gl_GlobalInvocationID.x;
    const uint3 _11 = uint3(gl_LocalInvocationIndex, 7u, 9u);
    const uint _42 = _11.z;
    const uint _13 = _41 + _42;
    U[gl_LocalInvocationIndex] = _13;
    const float4 _18 = F[gl_LocalInvocationIndex];
    const float2 _22 = _18.xy;
    const float4 _43 = float4(_22, 1.0f, 2.0f);
    float4 _44 = _43;
    _44.w = 5.0f;
    const float3 _45 = float3(_18.x, _44.y, _44.w);
    const float3 _46 = float3(0.5f);
    const float3 _47 = _45 * _46;
    const float _48 = dot(_18, _44);
    const float4 _38 = float4(_47, _48);
    F[gl_LocalInvocationIndex] = _38;
    return;
}

