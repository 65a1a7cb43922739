#include <metal_stdlib>
using namespace metal;

constant uint x = 1000u;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint total;
    uint i;
    uint total0;
    uint i0;
    uint total1;
    uint i1;
    uint _23;
    uint total2;
    uint i2;
    uint _39;
    const uint _4 = x;
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _14 = _4 + 5u;
    total = _14;
    i = 0u;
    for (;;)
    {
        {
            total1 = total;
            i1 = i;
            const bool _19 = i1 < 2u;
            if (!_19)
            {
                break;
            }
            _23 = total1 + _8;
        }
        const uint _26 = i1 + 1u;
        total = _23;
        i = _26;
    }
    total0 = total1;
    i0 = 0u;
    for (;;)
    {
        {
            total2 = total0;
            i2 = i0;
            const bool _31 = i2 < 3u;
            if (!_31)
            {
                break;
            }
            const uint _35 = i2 * 2u;
            _39 = total2 + _35;
        }
        const uint _42 = i2 + 1u;
        total0 = _39;
        i0 = _42;
    }
    const uint _48 = total2 + 7u;
    const uint _51 = gl_GlobalInvocationID.x;
    Out[_51] = _48;
    return;
}

