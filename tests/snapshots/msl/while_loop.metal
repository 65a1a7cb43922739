#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint n;
    uint steps;
    bool and0;
    uint cond;
    uint steps0;
    uint cond0;
    uint _33;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 + 1u;
    n = _6;
    steps = 0u;
    for (;;)
    {
        {
            const uint n0 = n;
            steps0 = steps;
            const bool _12 = n0 != 1u;
            if (_12)
            {
                const bool _15 = steps0 < 1000u;
                and0 = _15;
            }
            else
            {
                and0 = _12;
            }
            const bool and1 = and0;
            if (!and1)
            {
                break;
            }
            const uint _20 = n0 & 1u;
            const bool _21 = _20 != 0u;
            if (_21)
            {
                const uint _24 = 3u * n0;
                const uint _25 = _24 + 1u;
                cond = _25;
            }
            else
            {
                const uint _28 = n0 / 2u;
                cond = _28;
            }
            cond0 = cond;
            _33 = steps0 + 1u;
        }
        n = cond0;
        steps = _33;
    }
    const uint _36 = gl_GlobalInvocationID.x;
    Out[_36] = steps0;
    return;
}

