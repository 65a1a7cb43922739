#include <metal_stdlib>
using namespace metal;

struct Money
{
    int cents;
};

Money make(int c)
{
    Money m;
    m.cents = c;
    const Money _7 = m;
    return _7;
}

Money Money_operator_add(thread Money& this0, Money o)
{
    Money o0;
    Money r;
    o0 = o;
    const int _7 = this0.cents;
    const int _9 = o0.cents;
    const int _10 = _7 + _9;
    r.cents = _10;
    const Money _12 = r;
    return _12;
}

Money Money_operator_mul(thread Money& this0, int k)
{
    Money r;
    const int _7 = this0.cents;
    const int _9 = _7 * k;
    r.cents = _9;
    const Money _11 = r;
    return _11;
}

Money Money_operator_sub(thread Money& this0, Money o)
{
    Money o0;
    Money r;
    o0 = o;
    const int _7 = this0.cents;
    const int _9 = o0.cents;
    const int _10 = _7 - _9;
    r.cents = _10;
    const Money _12 = r;
    return _12;
}

Money Money_operator_div(thread Money& this0, int k)
{
    Money r;
    const int _7 = this0.cents;
    const int _9 = _7 / k;
    r.cents = _9;
    const Money _11 = r;
    return _11;
}

Money Money_operator_mod(thread Money& this0, int k)
{
    Money r;
    const int _7 = this0.cents;
    const int _9 = _7 % k;
    r.cents = _9;
    const Money _11 = r;
    return _11;
}

kernel void main0(
    device int* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Money a;
    Money c;
    Money this0;
    Money this1;
    Money d;
    Money this2;
    const Money _4 = make(250);
    a = _4;
    const uint _8 = gl_GlobalInvocationID.x;
    const int _9 = int(_8);
    const int _10 = _9 * 10;
    const Money _11 = make(_10);
    const Money _17 = Money_operator_add(a, _11);
    this1 = _17;
    const Money _19 = Money_operator_mul(this1, 3);
    this0 = _19;
    const Money _21 = make(5);
    const Money _22 = Money_operator_sub(this0, _21);
    c = _22;
    const Money _26 = Money_operator_div(c, 4);
    this2 = _26;
    const Money _28 = Money_operator_mod(c, 7);
    const Money _29 = Money_operator_add(this2, _28);
    d = _29;
    const uint _32 = gl_GlobalInvocationID.x;
    const int _35 = d.cents;
    Out[_32] = _35;
    return;
}

