#include <metal_stdlib>
using namespace metal;

struct Counters
{
    uint hits;
    uint misses;
};

kernel void main0(
    device atomic_uint* C [[buffer(0)]],
    const device Counters* S [[buffer(1)]],
    device uint* U [[buffer(2)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup atomic_uint bins[8];
    uint total;
    uint k;
    uint total0;
    uint k0;
    uint _29;
    const bool _4 = gl_LocalInvocationIndex < 8u;
    if (_4)
    {
        atomic_store_explicit(&bins[gl_LocalInvocationIndex], 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    total = 0u;
    k = 0u;
    for (;;)
    {
        {
            total0 = total;
            k0 = k;
            const bool _19 = k0 < 2u;
            if (!_19)
            {
                break;
            }
            const uint _24 = gl_LocalInvocationIndex + k0;
            const uint _62 = atomic_fetch_add_explicit(&C[0], _24, memory_order_relaxed);
            _29 = total0 + _62;
        }
        const uint _32 = k0 + 1u;
        total = _29;
        k = _32;
    }
    const uint _38 = gl_LocalInvocationIndex % 4u;
    const uint _63 = atomic_fetch_add_explicit(&bins[_38], 1u, memory_order_relaxed);
    const uint _64 = atomic_fetch_add_explicit(&C[1], _63, memory_order_relaxed);
    const uint _52 = total0 + _63;
    const uint _65 = S[gl_LocalInvocationIndex].misses;
    const uint _57 = _52 + _65;
    U[gl_LocalInvocationIndex] = _57;
    return;
}

