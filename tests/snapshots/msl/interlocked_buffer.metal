#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device atomic_uint* U [[buffer(0)]],
    device atomic_int* I [[buffer(1)]],
    device uint* Orig [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _12 = atomic_fetch_add_explicit(&U[0], 1u, memory_order_relaxed);
    const uint _15 = gl_GlobalInvocationID.x;
    const uint _16 = atomic_fetch_add_explicit(&U[1], _15, memory_order_relaxed);
    const uint _20 = gl_GlobalInvocationID.x;
    const uint _21 = atomic_fetch_min_explicit(&U[2], _20, memory_order_relaxed);
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _26 = atomic_fetch_max_explicit(&U[3], _25, memory_order_relaxed);
    const uint _30 = gl_GlobalInvocationID.x;
    const uint _31 = _30 & 31u;
    const uint _32 = _31 & 31u;
    const uint _33 = 1u << _32;
    const uint _34 = ~_33;
    const uint _35 = atomic_fetch_and_explicit(&U[4], _34, memory_order_relaxed);
    const uint _39 = gl_GlobalInvocationID.x;
    const uint _40 = _39 & 31u;
    const uint _41 = _40 & 31u;
    const uint _42 = 1u << _41;
    const uint _43 = atomic_fetch_or_explicit(&U[5], _42, memory_order_relaxed);
    const uint _47 = gl_GlobalInvocationID.x;
    const uint _48 = atomic_fetch_xor_explicit(&U[6], _47, memory_order_relaxed);
    const uint _52 = gl_GlobalInvocationID.x;
    const uint _53 = atomic_exchange_explicit(&U[7], _52, memory_order_relaxed);
    const uint _57 = gl_GlobalInvocationID.x;
    uint _58 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&U[8], &_58, _57, memory_order_relaxed, memory_order_relaxed) && _58 == 0u)
    {
    }
    const uint _62 = gl_GlobalInvocationID.x;
    uint _63 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&U[9], &_63, _62, memory_order_relaxed, memory_order_relaxed) && _63 == 0u)
    {
    }
    const uint _66 = gl_GlobalInvocationID.x;
    const int _67 = int(_66);
    const int _68 = _67 - 32;
    const int _75 = atomic_fetch_add_explicit(&I[0], _68, memory_order_relaxed);
    const int _79 = atomic_fetch_min_explicit(&I[1], _68, memory_order_relaxed);
    const int _83 = atomic_fetch_max_explicit(&I[2], _68, memory_order_relaxed);
    const int _86 = atomic_exchange_explicit(&I[3], _68, memory_order_relaxed);
    const int _90 = atomic_fetch_min_explicit(&I[4], _68, memory_order_relaxed);
    const uint _92 = gl_GlobalInvocationID.x;
    const uint _96 = _16 + _21;
    const uint _98 = _96 + _26;
    const uint _100 = _98 + _35;
    const uint _102 = _100 + _43;
    const uint _104 = _102 + _48;
    const uint _106 = _104 + _53;
    const uint _108 = _106 + _58;
    const int _111 = _75 + _79;
    const int _113 = _111 + _86;
    const uint _114 = uint(_113);
    const uint _115 = _108 + _114;
    Orig[_92] = _115;
    return;
}

