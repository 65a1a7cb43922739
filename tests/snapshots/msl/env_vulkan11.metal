#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _7 = In[_5];
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _13 = simd_sum(_7);
    const uint _15 = simd_prefix_exclusive_sum(_7);
    const uint _16 = _13 + _15;
    Out[_10] = _16;
    return;
}

