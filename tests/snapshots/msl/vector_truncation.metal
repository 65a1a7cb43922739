#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float2* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 1.0f, 2.0f, 3.0f);
    const float2 _11 = _7.xy;
    const uint _14 = gl_GlobalInvocationID.x;
    Out[_14] = _11;
    return;
}

