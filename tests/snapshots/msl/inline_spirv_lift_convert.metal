#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    device float* F [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _6 = U[gl_LocalInvocationIndex];
    const float _11 = F[gl_LocalInvocationIndex];
    const float _16 = -_11;
    const float2 _17 = float2(_11, _16);
    const int2 _59 = int2(_17);
    const float2 _22 = float2(_11, 2.0f);
    const uint2 _60 = as_type<uint2>(_22);
    const uint _61 = uint(_11);
    const int _30 = _59.x;
    const int _32 = _59.y;
    const int _33 = _30 + _32;
    const uint _34 = uint(_33);
    const uint _35 = _61 + _34;
    const uint _37 = _60.x;
    const uint _38 = _35 + _37;
    const uint _40 = _60.y;
    const uint _41 = _38 + _40;
    U[gl_LocalInvocationIndex] = _41;
    const int _62 = as_type<int>(_6);
    const float _63 = float(_62);
    const int _48 = int(_6);
    const uint _64 = as_type<uint>(_48);
    const float _65 = float(_64);
    const float _50 = _63 + _65;
    const float _66 = as_type<float>(_6);
    const float _53 = _50 + _66;
    const float _56 = _53 + _11;
    F[gl_LocalInvocationIndex] = _56;
    return;
}

