#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device atomic_uint* U [[buffer(0)]],
    device atomic_int* I [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup atomic_uint shared_count;
    const bool _4 = gl_LocalInvocationIndex == 0u;
    if (_4)
    {
        atomic_store_explicit(&shared_count, 0u, memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _53 = atomic_fetch_add_explicit(&shared_count, 1u, memory_order_relaxed);
    const uint _54 = atomic_fetch_add_explicit(&U[0], 1u, memory_order_relaxed);
    const uint _55 = 0u - gl_LocalInvocationIndex;
    const uint _56 = atomic_fetch_add_explicit(&U[1], _55, memory_order_relaxed);
    const int _19 = int(gl_LocalInvocationIndex);
    const int _20 = _19 - 32;
    const int _57 = atomic_fetch_max_explicit(&I[0], _20, memory_order_relaxed);
    const uint _58 = atomic_fetch_min_explicit(&U[2], gl_LocalInvocationIndex, memory_order_relaxed);
    const uint _27 = gl_LocalInvocationIndex % 32u;
    const uint _28 = _27 & 31u;
    const uint _29 = 1u << _28;
    const uint _59 = atomic_fetch_or_explicit(&U[3], _29, memory_order_relaxed);
    const uint _60 = atomic_exchange_explicit(&U[4], gl_LocalInvocationIndex, memory_order_relaxed);
    uint _61 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&U[5], &_61, gl_LocalInvocationIndex, memory_order_relaxed, memory_order_relaxed) && _61 == 0u)
    {
    }
    const uint _40 = 8u + gl_LocalInvocationIndex;
    const uint _44 = _53 + _54;
    const uint _46 = _44 + _60;
    const uint _62 = atomic_load_explicit(&U[6], memory_order_relaxed);
    const uint _49 = _46 + _62;
    atomic_store_explicit(&U[_40], _49, memory_order_relaxed);
    return;
}

