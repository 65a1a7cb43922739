#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* U [[buffer(0)]],
    device float* F [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const uint _6 = gl_LocalInvocationIndex + 1u;
    const uint2 _7 = uint2(gl_LocalInvocationIndex, _6);
    const uint2 _37 = uint2(reverse_bits(_7));
    const uint _38 = reverse_bits(gl_LocalInvocationIndex);
    const uint _15 = _37.y;
    const uint _39 = _38 + _15;
    const uint _40 = ~gl_LocalInvocationIndex;
    const uint _19 = _39 + _40;
    const int _21 = int(gl_LocalInvocationIndex);
    const int _41 = (-1) + _21;
    const uint _23 = uint(_41);
    const uint _24 = _19 + _23;
    U[gl_LocalInvocationIndex] = _24;
    const uint _30 = U[gl_LocalInvocationIndex];
    const uint _31 = _30 | 1065353216u;
    const float _42 = as_type<float>(_31);
    const float _43 = as_type<float>(1073741824);
    const float _34 = _42 + _43;
    F[gl_LocalInvocationIndex] = _34;
    return;
}

