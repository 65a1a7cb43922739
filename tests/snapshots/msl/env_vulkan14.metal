#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup atomic_uint sTotal;
    const bool _7 = gl_LocalInvocationIndex == 0u;
    if (_7)
    {
        atomic_store_explicit(&sTotal, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 & 1u;
    const bool _13 = _12 != 0u;
    const uint _14 = simd_sum(uint(_13));
    const uint _15 = atomic_fetch_add_explicit(&sTotal, _14, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _20 = atomic_load_explicit(&sTotal, memory_order_relaxed);
    Out[_18] = _20;
    return;
}

