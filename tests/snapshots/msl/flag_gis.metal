#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    const device float4* In [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float4 _7 = In[_5];
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 + 4u;
    const float4 _14 = In[_12];
    const uint _17 = gl_GlobalInvocationID.x;
    const float4 _21 = _7 * _14;
    const float4 _24 = _7 / _14;
    const float4 _25 = _21 + _24;
    const float _28 = dot(_7, _14);
    const float4 _29 = float4(_28);
    const float4 _30 = _25 - _29;
    const uint _32 = gl_GlobalInvocationID.x;
    const float _33 = float(_32);
    const float _34 = _33 * 2.0f;
    const float4 _35 = float4(_34);
    const float4 _36 = _30 + _35;
    Out[_17] = _36;
    return;
}

