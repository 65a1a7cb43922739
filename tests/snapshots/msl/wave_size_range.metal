#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_SubgroupSize [[threads_per_simdgroup]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _6 = gl_GlobalInvocationID.y;
    const uint _7 = _6 * 16u;
    const uint _8 = _4 + _7;
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = simd_prefix_exclusive_sum(_11);
    const uint _14 = _12 + gl_SubgroupSize;
    Out[_8] = _14;
    return;
}

