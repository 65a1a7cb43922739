#include <metal_stdlib>
using namespace metal;

struct Range_float
{
    float lo;
    float hi;
};

struct Range_int
{
    int lo;
    int hi;
};

float lerp3_float(float a, float b, float t)
{
    const float _12 = b - a;
    const float _14 = _12 * t;
    const float _15 = a + _14;
    return _15;
}

float Range_float_span(thread Range_float& this0)
{
    const float _2 = this0.hi;
    const float _4 = this0.lo;
    const float _5 = _2 - _4;
    return _5;
}

int Range_int_span(thread Range_int& this0)
{
    const int _2 = this0.hi;
    const int _4 = this0.lo;
    const int _5 = _2 - _4;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Range_float r;
    Range_int q;
    r.lo = 1.0f;
    const uint _8 = gl_GlobalInvocationID.x;
    const uint _9 = 5u + _8;
    const float _10 = float(_9);
    r.hi = _10;
    const float _14 = r.lo;
    const float _16 = r.hi;
    const float _17 = lerp3_float(_14, _16, 0.25f);
    const float _20 = lerp3_float(0.0f, 1.0f, 0.5f);
    q = Range_int{2, 9};
    const uint _25 = gl_GlobalInvocationID.x;
    const float _29 = _17 + _20;
    const float _30 = Range_float_span(r);
    const float _31 = _29 + _30;
    const int _32 = Range_int_span(q);
    const float _33 = float(_32);
    const float _34 = _31 + _33;
    Out[_25] = _34;
    return;
}

