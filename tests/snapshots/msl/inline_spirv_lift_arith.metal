#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    device int* I [[buffer(1)]],
    device float* F [[buffer(2)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _6 = U[gl_LocalInvocationIndex];
    const int _11 = I[gl_LocalInvocationIndex];
    const float _16 = F[gl_LocalInvocationIndex];
    const uint _77 = as_type<uint>(_11);
    const uint _78 = _6 + _77;
    const uint _79 = _6 * 3u;
    const uint _25 = _78 + _79;
    const uint _80 = _6 / 7u;
    const uint _28 = _25 + _80;
    const uint _81 = _6 % 5u;
    const uint _31 = _28 + _81;
    U[gl_LocalInvocationIndex] = _31;
    const int _82 = _11 - 2;
    const int _83 = _11 / (-3);
    const int _40 = _82 + _83;
    const int _84 = _11 % 4;
    const int _43 = _40 + _84;
    const int _85 = -_11;
    const int _46 = _43 + _85;
    I[gl_LocalInvocationIndex] = _46;
    const float2 _50 = float2(_16, 1.0f);
    const float2 _52 = float2(2.0f, _16);
    const float2 _86 = _50 + _52;
    const float _58 = _86.x;
    const float _87 = _16 - 1.0f;
    const float _88 = _16 * _16;
    const float _64 = _87 * _88;
    const float _65 = _58 + _64;
    const float _89 = _16 / 3.0f;
    const float _68 = _65 + _89;
    const float _90 = fmod(_16, 2.0f);
    const float _71 = _68 + _90;
    const float _91 = -_16;
    const float _74 = _71 + _91;
    F[gl_LocalInvocationIndex] = _74;
    return;
}

