#include <metal_stdlib>
using namespace metal;

uint corners(uint s)
{
    switch (s)
    {
    case 0u:
    {
        return 1u;
    }
    case 1u:
    {
        return 2u;
    }
    case 2u:
    {
        return 3u;
    }
    default:
    {
        return 4u;
    }
    }
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    int cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 4u;
    const bool _10 = _6 == 2u;
    const bool _14 = _6 != 3u;
    const uint _17 = gl_GlobalInvocationID.x;
    const uint _20 = corners(_6);
    if (_10)
    {
        cond = 10;
    }
    else
    {
        cond = 0;
    }
    const int cond1 = cond;
    const uint _26 = uint(cond1);
    const uint _27 = _20 + _26;
    if (_14)
    {
        cond0 = 100;
    }
    else
    {
        cond0 = 0;
    }
    const int cond2 = cond0;
    const uint _33 = uint(cond2);
    const uint _34 = _27 + _33;
    const uint _36 = _34 + 3000u;
    Out[_17] = _36;
    return;
}

