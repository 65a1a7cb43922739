#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float4x4 big;
    float3x3 small;
    float2x2 splat;
    float2x2 f;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 0.0f, 0.0f, 1.0f);
    const float4x4 _8 = float4x4(float4(1.0f, 0.0f, 0.0f, 0.0f), float4(0.0f, 2.0f, 0.0f, 0.0f), float4(0.0f, 0.0f, 3.0f, 0.0f), _7);
    big = _8;
    const float4x4 _11 = big;
    const float4 _12 = _11[0];
    const float3 _13 = _12.xyz;
    const float4 _14 = _11[1];
    const float3 _15 = _14.xyz;
    const float4 _16 = _11[2];
    const float3 _17 = _16.xyz;
    const float3x3 _18 = float3x3(_13, _15, _17);
    small = _18;
    splat = float2x2(float2(0.5f, 0.5f), float2(0.5f, 0.5f));
    f = float2x2(float2(1.0f, 2.0f), float2(3.0f, 4.0f));
    const float4 _34 = big[3];
    const uint _37 = gl_GlobalInvocationID.x;
    const float3 _40 = small[1];
    const float _43 = splat[0].y;
    const float4 _44 = float4(_40, _43);
    const float2 _46 = f[1];
    const float2 _48 = f[0];
    const float4 _49 = float4(_46, _48);
    const float4 _50 = _44 + _49;
    const float4 _52 = _50 + _34;
    Out[_37] = _52;
    return;
}

