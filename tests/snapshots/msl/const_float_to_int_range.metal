#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* OutI [[buffer(0)]],
    device uint4* OutU [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const int _7 = int((-1.00000002e+30f));
    const int4 _10 = int4((-1024), _7, 2, (-7));
    OutI[_4] = _10;
    const uint _13 = gl_GlobalInvocationID.x;
    OutU[_13] = uint4(4294966272u, 1410065408u, 7u, 4294966272u);
    return;
}

