#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int cond;
    const uint _4 = gl_GlobalInvocationID.x;
    if (false)
    {
        cond = 1;
    }
    else
    {
        cond = 2;
    }
    const int cond0 = cond;
    const uint _10 = uint(cond0);
    Out[_4] = _10;
    return;
}

