#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _9 = gl_GlobalInvocationID.y;
    const uint _10 = _9 * 64u;
    const uint _11 = _7 + _10;
    Out[_11] = gl_LocalInvocationIndex;
    return;
}

