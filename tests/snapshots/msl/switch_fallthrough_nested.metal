#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint acc;
    uint acc0;
    uint acc1;
    uint acc2;
    uint acc3;
    uint acc8;
    uint _37;
    const uint _6 = gl_GlobalInvocationID.x;
    const uint _7 = _6 & 3u;
    acc = 0u;
    switch (_7)
    {
    case 1u:
    {
        acc = 10u;
    }
    case 2u:
    case 3u:
    {
        const uint acc4 = acc;
        const uint _12 = acc4 + 100u;
        acc0 = _12;
        break;
    }
    default:
    {
        acc0 = 1000u;
        break;
    }
    }
    const uint acc5 = acc0;
    const uint _22 = gl_GlobalInvocationID.y;
    acc2 = acc5;
    switch (_22)
    {
    case 3u:
    {
        const uint _24 = gl_GlobalInvocationID.x;
        const bool _25 = _24 > 5u;
        if (_25)
        {
            const uint _27 = acc5 + 7u;
            acc1 = _27;
        }
        else
        {
            acc1 = acc5;
        }
        const uint acc6 = acc1;
        acc2 = acc6;
    }
    default:
    {
        const uint acc7 = acc2;
        const bool _30 = acc7 > 50u;
        if (_30)
        {
            const uint _32 = gl_GlobalInvocationID.x;
            const uint _34 = acc7 + _32;
            acc3 = _34;
        }
        else
        {
            acc3 = acc7;
        }
        acc8 = acc3;
        _37 = acc8 * 2u;
        break;
    }
    }
    const uint _41 = gl_GlobalInvocationID.x;
    const uint _45 = acc8 + _37;
    Out[_41] = _45;
    return;
}

