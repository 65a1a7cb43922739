#include <metal_stdlib>
using namespace metal;

struct Tri
{
    int v;
};

Tri Tri_operator_and(thread Tri& this0, Tri o)
{
    Tri o0;
    Tri r;
    o0 = o;
    const int _7 = this0.v;
    const int _9 = o0.v;
    const int _10 = min(_7, _9);
    r.v = _10;
    const Tri _12 = r;
    return _12;
}

Tri Tri_operator_not(thread Tri& this0)
{
    Tri r;
    const int _4 = this0.v;
    const int _5 = -_4;
    r.v = _5;
    const Tri _7 = r;
    return _7;
}

Tri Tri_operator_or(thread Tri& this0, Tri o)
{
    Tri o0;
    Tri r;
    o0 = o;
    const int _7 = this0.v;
    const int _9 = o0.v;
    const int _10 = max(_7, _9);
    r.v = _10;
    const Tri _12 = r;
    return _12;
}

kernel void main0(
    device int* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Tri a;
    Tri c;
    Tri this0;
    const uint _5 = gl_GlobalInvocationID.x;
    const int _6 = int(_5);
    const int _7 = _6 % 3;
    const int _8 = _7 - 1;
    const Tri _9 = Tri{_8};
    a = _9;
    const Tri _16 = Tri_operator_and(a, Tri{1});
    this0 = _16;
    const Tri _18 = Tri_operator_not(a);
    const Tri _19 = Tri_operator_or(this0, _18);
    c = _19;
    const uint _22 = gl_GlobalInvocationID.x;
    const int _25 = c.v;
    Out[_22] = _25;
    return;
}

