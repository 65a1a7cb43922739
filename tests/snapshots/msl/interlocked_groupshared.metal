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
    const uint _21 = atomic_fetch_add_explicit(&sCount, 1u, memory_order_relaxed);
    const uint _24 = gl_LocalInvocationIndex / 32u;
    const uint _27 = gl_LocalInvocationIndex % 32u;
    const uint _28 = _27 & 31u;
    const uint _29 = 1u << _28;
    const uint _30 = atomic_fetch_or_explicit(&sBits[_24], _29, memory_order_relaxed);
    const uint _33 = atomic_fetch_xor_explicit(&sBits[2], gl_LocalInvocationIndex, memory_order_relaxed);
    const uint _36 = gl_LocalInvocationIndex % 32u;
    const uint _37 = _36 & 31u;
    const uint _38 = 1u << _37;
    const uint _39 = ~_38;
    const uint _40 = atomic_fetch_and_explicit(&sBits[3], _39, memory_order_relaxed);
    const int _42 = int(gl_LocalInvocationIndex);
    const int _43 = _42 - 64;
    const int _44 = atomic_fetch_min_explicit(&sMin, _43, memory_order_relaxed);
    const int _46 = int(gl_LocalInvocationIndex);
    const int _47 = _46 - 64;
    const int _48 = atomic_fetch_max_explicit(&sMax, _47, memory_order_relaxed);
    uint _51 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&sBits[2], &_51, 1u, memory_order_relaxed, memory_order_relaxed) && _51 == 0u)
    {
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const bool _55 = gl_LocalInvocationIndex == 0u;
    if (_55)
    {
        const uint _57 = gl_GlobalInvocationID.x;
        const uint _58 = _57 / 128u;
        const uint _60 = atomic_load_explicit(&sCount, memory_order_relaxed);
        const uint _62 = atomic_load_explicit(&sBits[0], memory_order_relaxed);
        const uint _63 = _60 + _62;
        const uint _65 = atomic_load_explicit(&sBits[1], memory_order_relaxed);
        const uint _66 = _63 + _65;
        const uint _68 = atomic_load_explicit(&sBits[3], memory_order_relaxed);
        const uint _69 = _66 + _68;
        const int _70 = atomic_load_explicit(&sMin, memory_order_relaxed);
        const int _71 = atomic_load_explicit(&sMax, memory_order_relaxed);
        const int _72 = _70 + _71;
        const uint _73 = uint(_72);
        const uint _74 = _69 + _73;
        const uint _76 = _74 + _51;
        Out[_58] = _76;
    }
    const uint _79 = gl_GlobalInvocationID.x;
    const uint _80 = 64u + _79;
    Out[_80] = _21;
    return;
}

