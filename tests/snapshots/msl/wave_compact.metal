#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    const device float* Values [[buffer(0)]],
    device float* Kept [[buffer(1)]],
    device atomic_uint* Count [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint waveBase;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _7 = Values[_5];
    const bool _11 = _7 > 0.5f;
    const uint _15 = simd_prefix_exclusive_sum(uint(_11));
    const uint _19 = simd_sum(uint(_11));
    const bool _23 = simd_is_first();
    if (_23)
    {
        const uint _27 = atomic_fetch_add_explicit(&Count[0u], _19, memory_order_relaxed);
        waveBase = _27;
    }
    else
    {
        waveBase = 0u;
    }
    const uint waveBase0 = waveBase;
    const uint _30 = simd_broadcast_first(waveBase0);
    if (_11)
    {
        const uint _35 = _30 + _15;
        Kept[_35] = _7;
    }
    return;
}

