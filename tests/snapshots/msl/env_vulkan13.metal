#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]],
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
    const uint _13 = In[_11];
    const uint _14 = atomic_fetch_add_explicit(&sTotal, _13, memory_order_relaxed);
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _19 = atomic_load_explicit(&sTotal, memory_order_relaxed);
    const uint _21 = gl_GlobalInvocationID.x;
    const uint _22 = simd_max(_21);
    const uint _23 = _19 + _22;
    Out[_17] = _23;
    return;
}

