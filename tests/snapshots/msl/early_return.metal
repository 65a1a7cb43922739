#include <metal_stdlib>
using namespace metal;

uint FirstSetAbove(uint bits, uint start)
{
    uint i;
    uint i0;
    i = start;
    for (;;)
    {
        {
            i0 = i;
            const bool _10 = i0 < 32u;
            if (!_10)
            {
                break;
            }
            const uint _14 = i0 & 31u;
            const uint _15 = 1u << _14;
            const uint _16 = bits & _15;
            const bool _17 = _16 != 0u;
            if (_17)
            {
                return i0;
            }
        }
        const uint _21 = i0 + 1u;
        i = _21;
    }
    return 32u;
}

uint Classify(uint x)
{
    const bool _4 = x == 0u;
    if (_4)
    {
        return 0u;
    }
    const bool _7 = x < 10u;
    if (_7)
    {
        return 1u;
    }
    return 2u;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const bool _5 = _4 >= 60u;
    if (_5)
    {
        return;
    }
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 * 37u;
    const uint _14 = gl_GlobalInvocationID.x;
    const uint _15 = _14 % 8u;
    const uint _16 = FirstSetAbove(_12, _15);
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _19 = Classify(_18);
    const uint _20 = _19 * 100u;
    const uint _21 = _16 + _20;
    Out[_8] = _21;
    const uint _24 = gl_GlobalInvocationID.x;
    const bool _25 = _24 == 7u;
    if (_25)
    {
        return;
    }
    const uint _28 = gl_GlobalInvocationID.x;
    const uint _29 = _28 + 64u;
    Out[_29] = 1u;
    return;
}

