#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    const device uint* Bounds [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint sum;
    uint i;
    uint sum0;
    uint j;
    uint sum1;
    uint k;
    uint sum2;
    uint _11;
    uint _17;
    uint sum3;
    uint j0;
    uint _34;
    uint sum4;
    uint _43;
    uint _48;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 % 10u;
    sum = 0u;
    i = _8;
    for (;;)
    {
        {
            sum2 = sum;
            const uint i0 = i;
            _11 = i0 - 1u;
            const bool _13 = i0 > 0u;
            if (!_13)
            {
                break;
            }
            _17 = sum2 + _11;
        }
        sum = _17;
        i = _11;
    }
    const uint _21 = gl_GlobalInvocationID.x;
    const uint _23 = Bounds[_21];
    sum0 = sum2;
    j = _23;
    for (;;)
    {
        {
            sum3 = sum0;
            j0 = j;
            const bool _29 = j0 != 0u;
            if (!_29)
            {
                break;
            }
            const uint _32 = j0 & 1u;
            _34 = sum3 + _32;
        }
        const uint _38 = j0 >> 1u;
        sum0 = _34;
        j = _38;
    }
    sum1 = sum3;
    k = 5u;
    for (;;)
    {
        {
            sum4 = sum1;
            const uint k0 = k;
            _43 = k0 - 1u;
            const bool _45 = k0 != 0u;
            if (!_45)
            {
                break;
            }
            _48 = sum4 * 3u;
        }
        sum1 = _48;
        k = _43;
    }
    const uint _51 = gl_GlobalInvocationID.x;
    Out[_51] = sum4;
    return;
}

