#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint tile[64];
    const uint _25 = U[gl_LocalInvocationIndex];
    tile[gl_LocalInvocationIndex] = _25;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _15 = 63u - gl_LocalInvocationIndex;
    const uint _17 = tile[_15];
    threadgroup_barrier(mem_flags::mem_device);
    U[gl_LocalInvocationIndex] = _17;
    return;
}

