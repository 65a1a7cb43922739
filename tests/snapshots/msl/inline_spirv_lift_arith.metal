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
    const uint _76 = as_type<uint>(_11);
    const uint _77 = _6 + _76;
    const uint _78 = _6 * 3u;
    const uint _25 = _77 + _78;
    const uint _79 = _6 / 7u;
    const uint _28 = _25 + _79;
    const uint _80 = _6 % 5u;
    const uint _31 = _28 + _80;
    U[gl_LocalInvocationIndex] = _31;
    const int _81 = _11 - 2;
    const int _82 = _11 / (-3);
    const int _39 = _81 + _82;
    const int _83 = _11 % 4;
    const int _42 = _39 + _83;
    const int _84 = -_11;
    const int _45 = _42 + _84;
    I[gl_LocalInvocationIndex] = _45;
    const float2 _49 = float2(_16, 1.0f);
    const float2 _51 = float2(2.0f, _16);
    const float2 _85 = _49 + _51;
    const float _57 = _85.x;
    const float _86 = _16 - 1.0f;
    const float _87 = _16 * _16;
    const float _63 = _86 * _87;
    const float _64 = _57 + _63;
    const float _88 = _16 / 3.0f;
    const float _67 = _64 + _88;
    const float _89 = fmod(_16, 2.0f);
    const float _70 = _67 + _89;
    const float _90 = -_16;
    const float _73 = _70 + _90;
    F[gl_LocalInvocationIndex] = _73;
    return;
}

