#include <metal_stdlib>
using namespace metal;

uint apply_0(uint a, uint b)
{
    if (true)
    {
        const uint _9 = a + b;
        return _9;
    }
    if (false)
    {
        const uint _14 = a * b;
        return _14;
    }
    const uint _18 = max(a, b);
    return _18;
}

uint apply_1(uint a, uint b)
{
    if (false)
    {
        const uint _9 = a + b;
        return _9;
    }
    if (true)
    {
        const uint _14 = a * b;
        return _14;
    }
    const uint _18 = max(a, b);
    return _18;
}

uint apply_2(uint a, uint b)
{
    if (false)
    {
        const uint _9 = a + b;
        return _9;
    }
    if (false)
    {
        const uint _14 = a * b;
        return _14;
    }
    const uint _18 = max(a, b);
    return _18;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = apply_0(_7, 3u);
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _11 = apply_1(_10, 4u);
    const uint _12 = _8 + _11;
    const uint _14 = gl_GlobalInvocationID.x;
    const uint _15 = apply_2(_14, 5u);
    const uint _16 = _12 + _15;
    Out[_4] = _16;
    return;
}

