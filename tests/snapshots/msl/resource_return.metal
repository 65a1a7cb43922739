#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* g [[buffer(0)]],
    device uint* o [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _6 = gl_GlobalInvocationID.x;
    const uint _7 = _6 >> 2u;
    const uint _9 = g[_7];
    o[0] = _9;
    return;
}

