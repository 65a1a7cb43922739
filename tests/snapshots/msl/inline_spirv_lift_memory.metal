#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint tile[64];
    const uint _27 = U[gl_LocalInvocationIndex];
    tile[gl_LocalInvocationIndex] = _27;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _16 = 63u - gl_LocalInvocationIndex;
    const uint _18 = tile[_16];
    threadgroup_barrier(mem_flags::mem_device);
    U[gl_LocalInvocationIndex] = _18;
    return;
}

