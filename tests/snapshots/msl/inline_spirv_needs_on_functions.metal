#include <metal_stdlib>
using namespace metal;

uint helper(uint x)
{
    const uint _4 = x * 2u;
    return _4;
}

kernel void main0(
    device uint* U [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _6 = helper(gl_LocalInvocationIndex);
    U[gl_LocalInvocationIndex] = _6;
    return;
}

