#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.100000001f;
    const float _11 = 1.0f + _7;
    const float3 _12 = float3(_11, 2.0f, 3.0f);
    const float3 _16 = float3((-1.0f), _7, 0.5f);
    const float3 _20 = float3(0.0f, 1.0f, _7);
    const float3 _21 = normalize(_20);
    const float _26 = dot(_12, _16);
    const float2 _28 = _12.xy;
    const float2 _30 = _16.xy;
    const float _31 = dot(_28, _30);
    const float _32 = _26 + _31;
    const float4 _34 = float4(_12, 1.0f);
    const float4 _36 = float4(_16, 1.0f);
    const float _37 = dot(_34, _36);
    const float _38 = _32 + _37;
    const float3 _43 = cross(_12, _16);
    const float _47 = float(length(_12));
    const float2 _49 = _12.xy;
    const float _50 = float(length(_49));
    const float _51 = _47 + _50;
    const float _54 = float(distance(_12, _16));
    const float _55 = _51 + _54;
    const float3 _60 = reflect(_12, _21);
    const float3 _62 = normalize(_12);
    const float3 _64 = refract(_62, _21, 0.75f);
    const float3 _65 = _60 + _64;
    const float3 _69 = faceforward(_21, _12, _16);
    const float3 _70 = _65 + _69;
    const uint _73 = gl_GlobalInvocationID.x;
    const float3 _77 = _43 + _70;
    const float _80 = _38 + _55;
    const float4 _81 = float4(_77, _80);
    Out[_73] = _81;
    return;
}

