#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const float4 _5 = Out[0];
    const float4 _9 = Out[1];
    const float4 _13 = Out[2];
    const float4 _18 = _5 * _9;
    const float4 _20 = _18 + _13;
    const float3 _24 = _5.xyz;
    const float3 _26 = _9.xyz;
    const float _27 = dot(_24, _26);
    const float _28 = _27 * 2.0f;
    const float _31 = _5.w;
    const float _33 = _13.w;
    const float _34 = _31 * _33;
    const float _36 = _28 + _34;
    const float _40 = _5.x;
    const float _42 = _9.x;
    const float _43 = _40 * _42;
    const float _45 = _13.x;
    const float _46 = _43 + _45;
    const uint _49 = gl_GlobalInvocationID.x;
    const float4 _53 = float4(_36);
    const float4 _54 = _20 + _53;
    const float4 _56 = float4(_46);
    const float4 _57 = _54 + _56;
    Out[_49] = _57;
    return;
}

