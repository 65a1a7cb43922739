#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint r;
    uint r0;
    uint r1;
    uint r2;
    uint r3;
    const uint _5 = gl_GlobalInvocationID.x;
    const bool _6 = _5 < 16u;
    if (_6)
    {
        r2 = 1u;
    }
    else
    {
        const uint _9 = gl_GlobalInvocationID.x;
        const bool _10 = _9 < 32u;
        if (_10)
        {
            r1 = 2u;
        }
        else
        {
            const uint _13 = gl_GlobalInvocationID.x;
            const bool _14 = _13 < 48u;
            if (_14)
            {
                const uint _16 = gl_GlobalInvocationID.x;
                const uint _17 = _16 & 1u;
                const bool _18 = _17 != 0u;
                if (_18)
                {
                    r = 3u;
                }
                else
                {
                    r = 4u;
                }
                const uint r4 = r;
                r0 = r4;
            }
            else
            {
                r0 = 5u;
            }
            const uint r5 = r0;
            r1 = r5;
        }
        const uint r6 = r1;
        r2 = r6;
    }
    const uint r7 = r2;
    const bool _23 = r7 == 5u;
    if (_23)
    {
        const uint _25 = gl_GlobalInvocationID.x;
        const uint _27 = r7 + _25;
        r3 = _27;
    }
    else
    {
        r3 = r7;
    }
    const uint r8 = r3;
    const uint _30 = gl_GlobalInvocationID.x;
    Out[_30] = r8;
    return;
}

