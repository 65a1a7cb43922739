#include <metal_stdlib>
using namespace metal;

struct Counter_float
{
    float value;
};

struct Counter_int
{
    int value;
};

Counter_float Counter_float_make(float v)
{
    Counter_float c;
    c.value = v;
    const Counter_float _7 = c;
    return _7;
}

Counter_int Counter_int_make(int v)
{
    Counter_int c;
    c.value = v;
    const Counter_int _7 = c;
    return _7;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint calls = 0u;
    uint calls0 = 0u;
    Counter_float a;
    Counter_int b;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.5f;
    const Counter_float _8 = Counter_float_make(_7);
    a = _8;
    const Counter_int _11 = Counter_int_make((-3));
    b = _11;
    const uint _13 = calls;
    const uint _14 = _13 + 2u;
    calls = _14;
    const uint _16 = calls0;
    const uint _17 = _16 + 1u;
    calls0 = _17;
    const uint _20 = gl_GlobalInvocationID.x;
    const float _23 = a.value;
    const int _25 = b.value;
    const float _26 = float(_25);
    const float _27 = _23 + _26;
    const uint _28 = calls;
    const uint _29 = _28 * 10u;
    const float _30 = float(_29);
    const float _31 = _27 + _30;
    const uint _32 = calls0;
    const float _33 = float(_32);
    const float _34 = _31 + _33;
    Out[_20] = _34;
    return;
}

