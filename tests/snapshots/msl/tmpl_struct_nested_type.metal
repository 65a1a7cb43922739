#include <metal_stdlib>
using namespace metal;

struct Inner
{
    float a;
    float b;
};

struct Box_float
{
    Inner pair;
};

float first_of_float(Box_float b)
{
    Box_float b0;
    b0 = b;
    const float _5 = b0.pair.a;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Box_float b;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const Inner _8 = Inner{1.5f, _7};
    b.pair = _8;
    const Box_float _14 = b;
    const float _15 = first_of_float(_14);
    const uint _18 = gl_GlobalInvocationID.x;
    const float _23 = b.pair.b;
    const float _24 = _15 + _23;
    Out[_18] = _24;
    return;
}

