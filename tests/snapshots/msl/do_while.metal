#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint digits;
    uint n;
    uint odd;
    uint odd0;
    uint _13;
    uint _16;
    uint odd2;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 * 12345u;
    digits = 0u;
    n = _8;
    odd = 0u;
    for (;;)
    {
        {
            const uint digits0 = digits;
            const uint n0 = n;
            const uint odd1 = odd;
            _13 = digits0 + 1u;
            _16 = n0 / 10u;
            const uint _19 = _16 & 1u;
            const bool _20 = _19 == 0u;
            if (_20)
            {
                odd0 = odd1;
                goto cont;
            }
            const uint _23 = odd1 + 1u;
            odd0 = _23;
        }
        cont:;
        odd2 = odd0;
        const bool _26 = _16 != 0u;
        const bool _27 = !_26;
        digits = _13;
        n = _16;
        odd = odd2;
        if (_27) break;
    }
    const uint _29 = gl_GlobalInvocationID.x;
    const uint _32 = _13 * 100u;
    const uint _34 = _32 + odd2;
    Out[_29] = _34;
    return;
}

