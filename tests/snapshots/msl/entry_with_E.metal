#include <metal_stdlib>
using namespace metal;

kernel void Second(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 * 3u;
    Out[_4] = _8;
    return;
}

