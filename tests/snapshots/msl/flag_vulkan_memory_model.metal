#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device atomic_uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup atomic_uint Shared;
    const bool _7 = gl_LocalInvocationIndex == 0u;
    if (_7)
    {
        atomic_store_explicit(&Shared, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = atomic_fetch_add_explicit(&Shared, _11, memory_order_relaxed);
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _17 = atomic_fetch_add_explicit(&Out[0], _16, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_device);
    const uint _21 = gl_GlobalInvocationID.x;
    const uint _22 = _21 + 1u;
    const uint _25 = atomic_load_explicit(&Shared, memory_order_relaxed);
    const uint _26 = _17 + _25;
    atomic_store_explicit(&Out[_22], _26, memory_order_relaxed);
    return;
}

