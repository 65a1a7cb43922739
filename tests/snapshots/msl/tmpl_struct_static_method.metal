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
    const Counter_int _12 = Counter_int_make((-3));
    b = _12;
    const uint _14 = calls;
    const uint _15 = _14 + 2u;
    calls = _15;
    const uint _17 = calls0;
    const uint _18 = _17 + 1u;
    calls0 = _18;
    const uint _21 = gl_GlobalInvocationID.x;
    const float _24 = a.value;
    const int _26 = b.value;
    const float _27 = float(_26);
    const float _28 = _24 + _27;
    const uint _29 = calls;
    const uint _30 = _29 * 10u;
    const float _31 = float(_30);
    const float _32 = _28 + _31;
    const uint _33 = calls0;
    const float _34 = float(_33);
    const float _35 = _32 + _34;
    Out[_21] = _35;
    return;
}

