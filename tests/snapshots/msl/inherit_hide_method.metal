#include <metal_stdlib>
using namespace metal;

struct Base
{
};

struct Derived
{
    Base Base;
};

float Derived_f(thread Derived& this0, int x)
{
    const int _5 = x * 2;
    const float _6 = float(_5);
    return _6;
}

float Base_f(thread Base& this0, float x)
{
    const float _5 = x + 0.5f;
    return _5;
}

float Base_f0(thread Base& this0)
{
    return 100.0f;
}

float Derived_g(thread Derived& this0)
{
    Base this1;
    Base this2;
    const float _1 = Derived_f(this0, 3);
    const Base _4 = this0.Base;
    this1 = _4;
    const float _6 = Base_f(this1, 1.0f);
    const Base _7 = this1;
    this0.Base = _7;
    const float _9 = _1 + _6;
    const Base _12 = this0.Base;
    this2 = _12;
    const float _14 = Base_f0(this2);
    const Base _15 = this2;
    this0.Base = _15;
    const float _17 = _9 + _14;
    return _17;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Derived d;
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _8 = gl_GlobalInvocationID.x;
    const int _9 = int(_8);
    const float _10 = Derived_f(d, _9);
    const float _11 = Derived_g(d);
    const float _12 = _10 + _11;
    Out[_5] = _12;
    return;
}

