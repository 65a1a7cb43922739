#include <metal_stdlib>
using namespace metal;

struct N
{
    int v;
};

N n(int v)
{
    const N _5 = N{v};
    return _5;
}

N N_operator_mul(thread N& this0, N o)
{
    N o0;
    o0 = o;
    const int _6 = this0.v;
    const int _8 = o0.v;
    const int _9 = _6 * _8;
    const N _10 = N{_9};
    return _10;
}

N N_operator_add(thread N& this0, N o)
{
    N o0;
    o0 = o;
    const int _6 = this0.v;
    const int _8 = o0.v;
    const int _9 = _6 + _8;
    const N _10 = N{_9};
    return _10;
}

N N_operator_sub(thread N& this0, N o)
{
    N o0;
    o0 = o;
    const int _6 = this0.v;
    const int _8 = o0.v;
    const int _9 = _6 - _8;
    const N _10 = N{_9};
    return _10;
}

bool N_operator_eq(thread N& this0, N o)
{
    N o0;
    o0 = o;
    const int _5 = this0.v;
    const int _7 = o0.v;
    const bool _8 = _5 == _7;
    return _8;
}

kernel void main0(
    device int* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    N a;
    N b;
    N d;
    N e;
    N this0;
    N this1;
    int cond;
    const N _4 = n(2);
    a = _4;
    const N _7 = n(3);
    b = _7;
    const uint _11 = gl_GlobalInvocationID.x;
    const int _12 = int(_11);
    const N _13 = n(_12);
    const N _17 = N_operator_mul(b, _13);
    const N _18 = N_operator_add(a, _17);
    d = _18;
    const N _22 = b;
    const N _23 = N_operator_sub(a, _22);
    this0 = _23;
    const N _26 = N_operator_sub(this0, _13);
    e = _26;
    const N _30 = e;
    const N _31 = N_operator_sub(d, _30);
    this1 = _31;
    const uint _34 = gl_GlobalInvocationID.x;
    const int _35 = int(_34);
    const int _36 = 4 * _35;
    const int _37 = 3 + _36;
    const int _38 = _37 + 1;
    const N _39 = n(_38);
    const bool _40 = N_operator_eq(this1, _39);
    const uint _43 = gl_GlobalInvocationID.x;
    const int _46 = d.v;
    const int _47 = _46 * 100;
    const int _49 = e.v;
    const int _50 = _47 + _49;
    if (_40)
    {
        cond = 10000;
    }
    else
    {
        cond = 0;
    }
    const int cond0 = cond;
    const int _56 = _50 + cond0;
    Out[_43] = _56;
    return;
}

