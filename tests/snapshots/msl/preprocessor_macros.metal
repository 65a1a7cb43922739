#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint cond;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 + 1u;
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _9 = _8 + 1u;
    const uint _10 = _6 * _9;
    const uint _11 = _10 * 3u;
    const uint _14 = gl_GlobalInvocationID.x;
    const bool _17 = _11 > 10u;
    if (_17)
    {
        cond = _11;
    }
    else
    {
        cond = 10u;
    }
    const uint cond0 = cond;
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _25 = 3u + _24;
    const uint _26 = cond0 + _25;
    Out[_14] = _26;
    return;
}

