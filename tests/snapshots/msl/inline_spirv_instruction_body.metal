#include <metal_stdlib>
using namespace metal;

uint2 readClock(uint scope)
{
    return uint2(0u, 0u);
}

float2 unpackHalf2x16(uint packed)
{
    const float2 _4 = float2(as_type<half2>(packed));
    const float _5 = _4.x;
    const uint _8 = packed >> 16u;
    const float2 _9 = float2(as_type<half2>(_8));
    const float _10 = _9.x;
    const float2 _11 = float2(_5, _10);
    return _11;
}

kernel void main0(
    device uint* U [[buffer(0)]],
    device float2* F [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint2 _23 = readClock(3u);
    const uint _10 = U[gl_LocalInvocationIndex];
    const float2 _24 = unpackHalf2x16(_10);
    F[gl_LocalInvocationIndex] = _24;
    const uint _25 = reverse_bits(gl_LocalInvocationIndex);
    const uint _18 = _23.x;
    const uint _19 = _18 & 0u;
    const uint _20 = _25 + _19;
    U[gl_LocalInvocationIndex] = _20;
    return;
}

