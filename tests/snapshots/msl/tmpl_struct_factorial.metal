#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint table[6];
    uint i;
    uint i0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 6u;
            if (!_7)
            {
                break;
            }
            const uint _12 = i0 * 24u;
            table[i0] = _12;
        }
        const uint _15 = i0 + 1u;
        i = _15;
    }
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _21 = gl_GlobalInvocationID.x;
    const uint _22 = _21 % 6u;
    const uint _24 = table[_22];
    const uint _25 = _24 + 120u;
    Out[_18] = _25;
    return;
}

