#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    U[gl_LocalInvocationIndex] = gl_LocalInvocationIndex;
    return;
}

