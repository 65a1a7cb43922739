#include <metal_stdlib>
using namespace metal;

uint Apply(int m, uint a, uint b)
{
    switch (m)
    {
    case 0:
    {
        const uint _12 = a + b;
        return _12;
    }
    case 4:
    {
        const uint _16 = a * b;
        return _16;
    }
    default:
    {
        const uint _20 = max(a, b);
        return _20;
    }
    }
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 % 3u;
    const bool _7 = _6 == 2u;
    if (_7)
    {
        cond = 5u;
    }
    else
    {
        const uint _11 = gl_GlobalInvocationID.x;
        const uint _12 = _11 % 3u;
        const uint _13 = _12 * 4u;
        cond = _13;
    }
    const uint cond0 = cond;
    const int _16 = int(cond0);
    const uint _21 = gl_GlobalInvocationID.x;
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _26 = Apply(_16, _25, 3u);
    const uint _28 = _26 + 2u;
    const uint _29 = _28 + 5u;
    Out[_21] = _29;
    return;
}

