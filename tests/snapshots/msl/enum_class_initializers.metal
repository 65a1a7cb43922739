#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    uint cond0;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 & 1u;
    const bool _7 = _6 != 0u;
    if (_7)
    {
        cond = 7u;
    }
    else
    {
        cond = 2u;
    }
    const uint cond1 = cond;
    const uint _16 = gl_GlobalInvocationID.x;
    const uint _23 = cond1 + 80u;
    const bool _25 = cond1 == 7u;
    if (_25)
    {
        cond0 = 256u;
    }
    else
    {
        cond0 = 0u;
    }
    const uint cond2 = cond0;
    const uint _30 = _23 + cond2;
    Out[_16] = _30;
    return;
}

