#include <metal_stdlib>
using namespace metal;

struct Interval
{
    float lo;
    float hi;
};

Interval Interval_operator_sub(thread Interval& this0)
{
    const float _3 = this0.hi;
    const float _4 = -_3;
    const float _6 = this0.lo;
    const float _7 = -_6;
    const Interval _8 = Interval{_4, _7};
    return _8;
}

Interval Interval_operator_add(thread Interval& this0, Interval o)
{
    Interval o0;
    o0 = o;
    const float _6 = this0.lo;
    const float _8 = o0.lo;
    const float _9 = _6 + _8;
    const float _11 = this0.hi;
    const float _13 = o0.hi;
    const float _14 = _11 + _13;
    const Interval _15 = Interval{_9, _14};
    return _15;
}

Interval Interval_operator_sub0(thread Interval& this0, Interval o)
{
    Interval o0;
    o0 = o;
    const Interval _4 = Interval_operator_sub(o0);
    const Interval _5 = Interval_operator_add(this0, _4);
    return _5;
}

Interval Interval_grown(thread Interval& this0, float d)
{
    const float _6 = -d;
    const Interval _8 = Interval{_6, d};
    const Interval _11 = Interval_operator_add(this0, _8);
    return _11;
}

float Interval_width(thread Interval& this0)
{
    const float _2 = this0.hi;
    const float _4 = this0.lo;
    const float _5 = _2 - _4;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Interval a;
    Interval c;
    Interval this0;
    a = Interval{1.0f, 3.0f};
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = float(_7);
    const Interval _9 = Interval{0.0f, _8};
    const Interval _14 = Interval_operator_sub0(a, _9);
    this0 = _14;
    const Interval _16 = Interval_grown(this0, 0.5f);
    c = _16;
    const uint _19 = gl_GlobalInvocationID.x;
    const float _21 = Interval_width(c);
    const float _23 = c.lo;
    const float _24 = _21 + _23;
    Out[_19] = _24;
    return;
}

