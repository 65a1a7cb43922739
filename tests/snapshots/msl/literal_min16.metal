#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = 0.5f + _6;
    const float _8 = float(_7);
    const float _12 = _8 * 2.0f;
    const float _13 = _12 - 0.25f;
    const uint _20 = gl_GlobalInvocationID.x;
    const int _21 = int(_20);
    const int _22 = 3 * _21;
    const uint _27 = gl_GlobalInvocationID.x;
    const float _31 = float(_22);
    const float _32 = _13 + _31;
    const float _35 = _32 + 7.0f;
    const float _36 = float(_35);
    Out[_27] = _36;
    return;
}

