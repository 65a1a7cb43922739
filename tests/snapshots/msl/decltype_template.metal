#include <metal_stdlib>
using namespace metal;

float sum_uint_float(uint a, float b)
{
    const float _7 = float(a);
    const float _9 = _7 + b;
    return _9;
}

uint sum_uint_uint(uint a, uint b)
{
    const uint _8 = a + b;
    return _8;
}

int sum_int_int(int a, int b)
{
    const int _8 = a + b;
    return _8;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = sum_uint_float(_5, 0.5f);
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _11 = sum_uint_uint(_10, 2u);
    const uint _15 = gl_GlobalInvocationID.x;
    const int _16 = int(_15);
    const int _17 = sum_int_int((-3), _16);
    const uint _20 = gl_GlobalInvocationID.x;
    const float _24 = float(_11);
    const float _25 = _6 + _24;
    const float _27 = float(_17);
    const float _28 = _25 + _27;
    Out[_20] = _28;
    return;
}

