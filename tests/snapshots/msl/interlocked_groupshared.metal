#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup atomic_uint sCount;
    threadgroup atomic_uint sBits[4];
    threadgroup atomic_int sMin;
    threadgroup atomic_int sMax;
    const bool _7 = gl_LocalInvocationIndex == 0u;
    if (_7)
    {
        atomic_store_explicit(&sCount, 0u, memory_order_relaxed);
        atomic_store_explicit(&sBits[0], 0u, memory_order_relaxed);
        atomic_store_explicit(&sBits[1], 0u, memory_order_relaxed);
        atomic_store_explicit(&sBits[2], 0u, memory_order_relaxed);
        atomic_store_explicit(&sBits[3], 4294967295u, memory_order_relaxed);
        atomic_store_explicit(&sMin, 2147483647, memory_order_relaxed);
        atomic_store_explicit(&sMax, (-2147483647), memory_order_relaxed);
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _22 = atomic_fetch_add_explicit(&sCount, 1u, memory_order_relaxed);
    const uint _25 = gl_LocalInvocationIndex / 32u;
    const uint _28 = gl_LocalInvocationIndex % 32u;
    const uint _29 = _28 & 31u;
    const uint _30 = 1u << _29;
    const uint _31 = atomic_fetch_or_explicit(&sBits[_25], _30, memory_order_relaxed);
    const uint _34 = atomic_fetch_xor_explicit(&sBits[2], gl_LocalInvocationIndex, memory_order_relaxed);
    const uint _37 = gl_LocalInvocationIndex % 32u;
    const uint _38 = _37 & 31u;
    const uint _39 = 1u << _38;
    const uint _40 = ~_39;
    const uint _41 = atomic_fetch_and_explicit(&sBits[3], _40, memory_order_relaxed);
    const int _43 = int(gl_LocalInvocationIndex);
    const int _44 = _43 - 64;
    const int _45 = atomic_fetch_min_explicit(&sMin, _44, memory_order_relaxed);
    const int _47 = int(gl_LocalInvocationIndex);
    const int _48 = _47 - 64;
    const int _49 = atomic_fetch_max_explicit(&sMax, _48, memory_order_relaxed);
    uint _52 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&sBits[2], &_52, 1u, memory_order_relaxed, memory_order_relaxed) && _52 == 0u)
    {
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const bool _56 = gl_LocalInvocationIndex == 0u;
    if (_56)
    {
        const uint _58 = gl_GlobalInvocationID.x;
        const uint _59 = _58 / 128u;
        const uint _61 = atomic_load_explicit(&sCount, memory_order_relaxed);
        const uint _63 = atomic_load_explicit(&sBits[0], memory_order_relaxed);
        const uint _64 = _61 + _63;
        const uint _66 = atomic_load_explicit(&sBits[1], memory_order_relaxed);
        const uint _67 = _64 + _66;
        const uint _69 = atomic_load_explicit(&sBits[3], memory_order_relaxed);
        const uint _70 = _67 + _69;
        const int _71 = atomic_load_explicit(&sMin, memory_order_relaxed);
        const int _72 = atomic_load_explicit(&sMax, memory_order_relaxed);
        const int _73 = _71 + _72;
        const uint _74 = uint(_73);
        const uint _75 = _70 + _74;
        const uint _77 = _75 + _52;
        Out[_59] = _77;
    }
    const uint _80 = gl_GlobalInvocationID.x;
    const uint _81 = 64u + _80;
    Out[_81] = _22;
    return;
}

