#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _7 = simd_sum(gl_LocalInvocationIndex);
    U[gl_LocalInvocationIndex] = _7;
    return;
}

