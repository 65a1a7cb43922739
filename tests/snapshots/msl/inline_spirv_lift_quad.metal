#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* F [[buffer(0)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const float _6 = F[gl_LocalInvocationIndex];
    const float _26 = quad_shuffle_xor(_6, 1u);
    const float _27 = quad_shuffle_xor(_6, 2u);
    const float _14 = _27 * 2.0f;
    const float _15 = _26 + _14;
    const float _28 = quad_shuffle_xor(_6, 3u);
    const float _18 = _28 * 4.0f;
    const float _19 = _15 + _18;
    const float _29 = quad_broadcast(_6, 2u);
    const float _22 = _29 * 8.0f;
    const float _23 = _19 + _22;
    F[gl_LocalInvocationIndex] = _23;
    return;
}

