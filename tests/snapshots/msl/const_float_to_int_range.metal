#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* OutI [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    OutI[_4] = int4((-1024), 0, 2, (-7));
    const uint _8 = gl_GlobalInvocationID.x;
    OutU[_8] = uint4(4294966272u, 1410065408u, 7u, 4294966272u);
    return;
}

