#include <metal_stdlib>
using namespace metal;

int convert_int_float(float x)
{
    const int _4 = int(x);
    return _4;
}

uint convert_uint_float(float x)
{
    const uint _4 = uint(x);
    return _4;
}

float half_of_float(float x)
{
    const float _4 = x / 2.0f;
    return _4;
}

int half_of_int(int x)
{
    const int _4 = x / 2;
    return _4;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = 2.75f + _6;
    const int _8 = convert_int_float(_7);
    const uint _11 = convert_uint_float(3.5f);
    const uint _15 = gl_GlobalInvocationID.x;
    const float _16 = float(_15);
    const float _17 = half_of_float(_16);
    const int _20 = half_of_int(7);
    const uint _23 = gl_GlobalInvocationID.x;
    const uint _26 = uint(_8);
    const uint _28 = _26 + _11;
    const float _29 = float(_28);
    const float _31 = _29 + _17;
    const float _33 = float(_20);
    const float _34 = _31 + _33;
    Out[_23] = _34;
    return;
}

