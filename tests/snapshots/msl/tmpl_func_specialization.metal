#include <metal_stdlib>
using namespace metal;

float quantize_float(float x)
{
    const float _4 = x * 4.0f;
    const float _5 = floor(_4);
    const float _6 = _5 / 4.0f;
    return _6;
}

int quantize_int(int x)
{
    const int _5 = x % 4;
    const int _6 = x - _5;
    return _6;
}

uint quantize_uint(uint x)
{
    const uint _5 = x & 4294967292u;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = float(_7);
    const float _9 = _8 * 0.300000012f;
    const float _10 = quantize_float(_9);
    const uint _12 = gl_GlobalInvocationID.x;
    const int _13 = int(_12);
    const int _14 = _13 + 5;
    const int _15 = quantize_int(_14);
    const float _16 = float(_15);
    const float _17 = _10 + _16;
    const uint _19 = gl_GlobalInvocationID.x;
    const uint _20 = _19 * 7u;
    const uint _21 = quantize_uint(_20);
    const float _22 = float(_21);
    const float _23 = _17 + _22;
    Out[_4] = _23;
    return;
}

