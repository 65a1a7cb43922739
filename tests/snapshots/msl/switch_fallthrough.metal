#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint r;
    uint r0;
    uint r1;
    const uint _6 = gl_GlobalInvocationID.x;
    const uint _7 = _6 % 8u;
    r = 0u;
    r0 = 0u;
    switch (_7)
    {
    case 0u:
    {
        r = 1u;
    }
    case 1u:
    {
        const uint r2 = r;
        const uint _12 = r2 + 10u;
        r1 = _12;
        break;
    }
    case 2u:
    case 3u:
    {
        r1 = 100u;
        break;
    }
    default:
    {
        r1 = 7u;
        break;
    }
    case 5u:
    {
        const uint _20 = gl_GlobalInvocationID.x;
        const bool _21 = _20 > 20u;
        if (_21)
        {
            r1 = 0u;
            break;
        }
        r0 = 50u;
    }
    case 6u:
    {
        const uint r3 = r0;
        const uint _25 = r3 + 1000u;
        r1 = _25;
        break;
    }
    }
    const uint r4 = r1;
    const uint _29 = gl_GlobalInvocationID.x;
    Out[_29] = r4;
    return;
}

