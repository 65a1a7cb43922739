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
    const float3 _17 = float3((-1.0f), _7, 0.5f);
    const float3 _21 = float3(0.0f, 1.0f, _7);
    const float3 _22 = normalize(_21);
    const float _27 = dot(_12, _17);
    const float2 _29 = _12.xy;
    const float2 _31 = _17.xy;
    const float _32 = dot(_29, _31);
    const float _33 = _27 + _32;
    const float4 _35 = float4(_12, 1.0f);
    const float4 _37 = float4(_17, 1.0f);
    const float _38 = dot(_35, _37);
    const float _39 = _33 + _38;
    const float3 _44 = cross(_12, _17);
    const float _48 = float(length(_12));
    const float2 _50 = _12.xy;
    const float _51 = float(length(_50));
    const float _52 = _48 + _51;
    const float _55 = float(distance(_12, _17));
    const float _56 = _52 + _55;
    const float3 _61 = reflect(_12, _22);
    const float3 _63 = normalize(_12);
    const float3 _65 = refract(_63, _22, 0.75f);
    const float3 _66 = _61 + _65;
    const float3 _70 = faceforward(_22, _12, _17);
    const float3 _71 = _66 + _70;
    const uint _74 = gl_GlobalInvocationID.x;
    const float3 _78 = _44 + _71;
    const float _81 = _39 + _56;
    const float4 _82 = float4(_78, _81);
    Out[_74] = _82;
    return;
}

