#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint sum;
    uint i;
    uint sum0;
    int j;
    uint k;
    uint sum1;
    uint a;
    uint b;
    uint sum2;
    uint i0;
    uint _14;
    uint sum3;
    int j0;
    uint _27;
    uint k0;
    uint _38;
    uint sum4;
    uint a0;
    uint b0;
    uint _52;
    sum = 0u;
    i = 0u;
    for (;;)
    {
        {
            sum2 = sum;
            i0 = i;
            const uint _9 = gl_GlobalInvocationID.x;
            const bool _10 = i0 < _9;
            if (!_10)
            {
                break;
            }
            _14 = sum2 + i0;
        }
        const uint _17 = i0 + 1u;
        sum = _14;
        i = _17;
    }
    sum0 = sum2;
    j = 10;
    for (;;)
    {
        {
            sum3 = sum0;
            j0 = j;
            const bool _22 = j0 > 0;
            if (!_22)
            {
                break;
            }
            const uint _25 = uint(j0);
            _27 = sum3 + _25;
        }
        const int _30 = j0 - 3;
        sum0 = _27;
        j = _30;
    }
    k = 0u;
    for (;;)
    {
        {
            k0 = k;
            const bool _35 = k0 < 4u;
            if (!_35)
            {
                break;
            }
            _38 = k0 + 1u;
        }
        k = _38;
    }
    sum1 = sum3;
    a = 0u;
    b = 8u;
    for (;;)
    {
        {
            sum4 = sum1;
            a0 = a;
            b0 = b;
            const bool _46 = a0 < b0;
            if (!_46)
            {
                break;
            }
            const uint _50 = a0 * b0;
            _52 = sum4 + _50;
        }
        const uint _55 = a0 + 1u;
        const uint _58 = b0 - 1u;
        sum1 = _52;
        a = _55;
        b = _58;
    }
    const uint _61 = gl_GlobalInvocationID.x;
    const uint _65 = sum4 + k0;
    Out[_61] = _65;
    return;
}

