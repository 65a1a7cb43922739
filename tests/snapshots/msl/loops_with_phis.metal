#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint a;
    uint b;
    uint fib;
    uint evens;
    uint last;
    uint i;
    uint evens0;
    uint last0;
    uint x;
    uint steps;
    uint b0;
    uint fib0;
    uint evens1;
    uint last1;
    uint i0;
    uint _23;
    uint evens2;
    uint last2;
    uint x0;
    uint steps0;
    uint _51;
    uint _56;
    a = 0u;
    b = 1u;
    fib = 0u;
    evens = 0u;
    last = 4294967295u;
    i = 0u;
    for (;;)
    {
        {
            const uint a0 = a;
            b0 = b;
            fib0 = fib;
            evens1 = evens;
            last1 = last;
            i0 = i;
            const uint _17 = gl_GlobalInvocationID.x;
            const uint _18 = _17 % 20u;
            const bool _19 = i0 < _18;
            if (!_19)
            {
                break;
            }
            _23 = a0 + b0;
            const uint _30 = _23 & 1u;
            const bool _31 = _30 == 0u;
            if (_31)
            {
                const uint _33 = evens1 + 1u;
                evens0 = _33;
                last0 = i0;
            }
            else
            {
                evens0 = evens1;
                last0 = last1;
            }
            evens2 = evens0;
            last2 = last0;
        }
        const uint _38 = i0 + 1u;
        a = b0;
        b = _23;
        fib = _23;
        evens = evens2;
        last = last2;
        i = _38;
    }
    const uint _42 = gl_GlobalInvocationID.x;
    x = _42;
    steps = 0u;
    for (;;)
    {
        {
            x0 = x;
            steps0 = steps;
            const bool _47 = x0 > 1u;
            if (!_47)
            {
                break;
            }
            _51 = x0 >> 1u;
            const uint _54 = _51 & 1u;
            _56 = steps0 + _54;
        }
        x = _51;
        steps = _56;
    }
    const uint _59 = gl_GlobalInvocationID.x;
    const uint _66 = steps0 + x0;
    const uint4 _67 = uint4(fib0, evens1, last1, _66);
    Out[_59] = _67;
    return;
}

