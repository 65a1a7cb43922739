#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint tile[8];
    uint counter = 0u;
    const uint _6 = gl_LocalInvocationIndex * 3u;
    tile[gl_LocalInvocationIndex] = _6;
    counter = gl_LocalInvocationIndex;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _14 = 7u - gl_LocalInvocationIndex;
    const uint _16 = tile[_14];
    const uint _17 = counter;
    const uint _18 = _16 + _17;
    U[gl_LocalInvocationIndex] = _18;
    return;
}

