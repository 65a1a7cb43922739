#include <metal_stdlib>
using namespace metal;

struct Bits
{
    uint v;
};

Bits Bits_operator_bitnot(thread Bits& this0)
{
    Bits r;
    const uint _4 = this0.v;
    const uint _5 = ~_4;
    r.v = _5;
    const Bits _7 = r;
    return _7;
}

Bits Bits_operator_add(thread Bits& this0)
{
    const Bits _1 = this0;
    return _1;
}

Bits Bits_operator_sub(thread Bits& this0)
{
    Bits r;
    const uint _4 = this0.v;
    const uint _5 = 0u - _4;
    r.v = _5;
    const Bits _7 = r;
    return _7;
}

bool Bits_operator_not(thread Bits& this0)
{
    const uint _2 = this0.v;
    const bool _3 = _2 == 0u;
    return _3;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Bits b;
    Bits n;
    Bits m;
    Bits this0;
    int cond;
    const uint _6 = gl_GlobalInvocationID.x;
    b.v = _6;
    const Bits _9 = Bits_operator_bitnot(b);
    n = _9;
    const Bits _13 = Bits_operator_add(b);
    this0 = _13;
    const Bits _15 = Bits_operator_sub(this0);
    m = _15;
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _21 = n.v;
    const uint _23 = m.v;
    const uint _24 = _21 ^ _23;
    const bool _25 = Bits_operator_not(b);
    if (_25)
    {
        cond = 100;
    }
    else
    {
        cond = 200;
    }
    const int cond0 = cond;
    const uint _30 = uint(cond0);
    const uint _31 = _24 ^ _30;
    Out[_18] = _31;
    return;
}

