#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint* In [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _9 = In[_7];
    const uint _10 = simd_max(_9);
    Out[_4] = _10;
    return;
}

