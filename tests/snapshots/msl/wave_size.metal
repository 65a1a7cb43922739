#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_SubgroupSize [[threads_per_simdgroup]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = simd_sum(_7);
    const uint _10 = _8 + gl_SubgroupSize;
    Out[_4] = _10;
    return;
}

