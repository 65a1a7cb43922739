#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint value;
    const bool _4 = gl_LocalInvocationIndex == 0u;
    if (_4)
    {
        value = 42u;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _18 = value;
    const uint _15 = _18 + gl_LocalInvocationIndex;
    U[gl_LocalInvocationIndex] = _15;
    return;
}

