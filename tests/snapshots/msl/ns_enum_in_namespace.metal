#include <metal_stdlib>
using namespace metal;

uint weight(uint m)
{
    uint cond;
    const bool _4 = m == 2u;
    if (_4)
    {
        cond = 3u;
    }
    else
    {
        cond = 1u;
    }
    const uint cond0 = cond;
    return cond0;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint r;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 3u;
    const uint _10 = weight(_6);
    switch (_6)
    {
    case 0u:
    {
        const uint _14 = _10 + 1u;
        r = _14;
        break;
    }
    case 1u:
    {
        const uint _18 = _10 + 2u;
        r = _18;
        break;
    }
    default:
    {
        const uint _22 = _10 + 0u;
        r = _22;
        break;
    }
    }
    const uint r0 = r;
    const uint _26 = gl_GlobalInvocationID.x;
    Out[_26] = r0;
    return;
}

