#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup atomic_uint total;
    const bool _4 = gl_LocalInvocationIndex == 0u;
    if (_4)
    {
        atomic_store_explicit(&total, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _23 = atomic_fetch_add_explicit(&total, gl_LocalInvocationIndex, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _19 = atomic_load_explicit(&total, memory_order_relaxed);
    const uint _20 = _23 + _19;
    U[gl_LocalInvocationIndex] = _20;
    return;
}

