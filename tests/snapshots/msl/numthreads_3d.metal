#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint3 gl_LocalInvocationID [[thread_position_in_threadgroup]])
{
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _10 = gl_GlobalInvocationID.y;
    const uint _11 = _10 * 8u;
    const uint _12 = _8 + _11;
    const uint _14 = gl_GlobalInvocationID.z;
    const uint _15 = _14 * 64u;
    const uint _16 = _12 + _15;
    const uint _21 = gl_LocalInvocationID.x;
    const uint _23 = gl_LocalInvocationID.y;
    const uint _25 = _23 << 8u;
    const uint _26 = _21 | _25;
    const uint _28 = gl_LocalInvocationID.z;
    const uint _30 = _28 << 16u;
    const uint _31 = _26 | _30;
    Out[_16] = _31;
    return;
}

