#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device atomic_uint* Buf [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint o[9];
    uint sum;
    uint k;
    uint _41;
    uint sum0;
    uint k0;
    uint _104;
    const uint _7 = atomic_fetch_add_explicit(&Buf[0u], 1u, memory_order_relaxed);
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = atomic_fetch_add_explicit(&Buf[1u], _11, memory_order_relaxed);
    o[0] = _12;
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _19 = atomic_fetch_min_explicit(&Buf[2u], _18, memory_order_relaxed);
    o[1] = _19;
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _26 = atomic_fetch_max_explicit(&Buf[3u], _25, memory_order_relaxed);
    o[2] = _26;
    const uint _32 = gl_GlobalInvocationID.x;
    const int _33 = int(_32);
    const int _34 = _33 - 32;
    for (;;)
    {
        const uint _36 = atomic_load_explicit(&Buf[4u], memory_order_relaxed);
        const int _37 = as_type<int>(_36);
        const bool _38 = _34 < _37;
        const int _39 = _38 ? _34 : _37;
        const uint _40 = as_type<uint>(_39);
        _41 = _36;
        while (!atomic_compare_exchange_weak_explicit(&Buf[4u], &_41, _40, memory_order_relaxed, memory_order_relaxed) && _41 == _36)
        {
        }
        const bool _43 = _41 == _36;
        if (_43)
        {
            break;
        }
    }
    const int _46 = as_type<int>(_41);
    const uint _51 = gl_GlobalInvocationID.x;
    const uint _52 = ~_51;
    const uint _53 = atomic_fetch_and_explicit(&Buf[5u], _52, memory_order_relaxed);
    o[3] = _53;
    const uint _59 = gl_GlobalInvocationID.x;
    const uint _60 = atomic_fetch_or_explicit(&Buf[6u], _59, memory_order_relaxed);
    o[4] = _60;
    const uint _66 = gl_GlobalInvocationID.x;
    const uint _67 = atomic_fetch_xor_explicit(&Buf[7u], _66, memory_order_relaxed);
    o[5] = _67;
    const uint _73 = gl_GlobalInvocationID.x;
    const uint _74 = atomic_exchange_explicit(&Buf[8u], _73, memory_order_relaxed);
    o[6] = _74;
    const uint _80 = gl_GlobalInvocationID.x;
    uint _81 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&Buf[9u], &_81, _80, memory_order_relaxed, memory_order_relaxed) && _81 == 0u)
    {
    }
    o[7] = _81;
    const uint _87 = gl_GlobalInvocationID.x;
    uint _88 = 0u;
    while (!atomic_compare_exchange_weak_explicit(&Buf[10u], &_88, _87, memory_order_relaxed, memory_order_relaxed) && _88 == 0u)
    {
    }
    const uint _91 = uint(_46);
    o[8] = _91;
    sum = 0u;
    k = 0u;
    for (;;)
    {
        {
            sum0 = sum;
            k0 = k;
            const bool _98 = k0 < 9u;
            if (!_98)
            {
                break;
            }
            const uint _102 = o[k0];
            _104 = sum0 + _102;
        }
        const uint _107 = k0 + 1u;
        sum = _104;
        k = _107;
    }
    const uint _110 = gl_GlobalInvocationID.x;
    Out[_110] = sum0;
    return;
}

