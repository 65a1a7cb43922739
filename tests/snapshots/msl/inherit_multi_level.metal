#include <metal_stdlib>
using namespace metal;

struct A
{
    float a;
};

struct B
{
    A A;
    float b;
};

struct C
{
    B B;
    float c;
};

float A_get_a(thread A& this0)
{
    const float _2 = this0.a;
    return _2;
}

float B_sum_b(thread B& this0)
{
    A this1;
    const A _3 = this0.A;
    this1 = _3;
    const float _5 = A_get_a(this1);
    const A _6 = this1;
    this0.A = _6;
    const float _9 = this0.b;
    const float _10 = _5 + _9;
    return _10;
}

float C_sum_c(thread C& this0)
{
    B this1;
    const B _3 = this0.B;
    this1 = _3;
    const float _5 = B_sum_b(this1);
    const B _6 = this1;
    this0.B = _6;
    const float _9 = this0.c;
    const float _10 = _5 + _9;
    return _10;
}

float of_a(A x)
{
    A x0;
    x0 = x;
    const float _4 = x0.a;
    const float _5 = _4 * 10.0f;
    return _5;
}

float of_b(B x)
{
    B x0;
    x0 = x;
    const float _3 = B_sum_b(x0);
    const float _4 = _3 * 100.0f;
    return _4;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    C c;
    c.B.A.a = 1.0f;
    c.B.b = 2.0f;
    const uint _10 = gl_GlobalInvocationID.x;
    const float _11 = float(_10);
    c.c = _11;
    const uint _14 = gl_GlobalInvocationID.x;
    const float _16 = C_sum_c(c);
    const C _17 = c;
    const B _18 = _17.B;
    const A _19 = _18.A;
    const float _20 = of_a(_19);
    const float _21 = _16 + _20;
    const C _22 = c;
    const B _23 = _22.B;
    const float _24 = of_b(_23);
    const float _25 = _21 + _24;
    Out[_14] = _25;
    return;
}

