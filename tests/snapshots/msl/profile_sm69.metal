#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _9 = simd_sum(uint(true));
    const uint _10 = 609u + _9;
    Out[_4] = _10;
    return;
}

