#include <metal_stdlib>
using namespace metal;

struct Acc
{
    float total;
    uint n;
};

Acc Acc_operator_comma(thread Acc& this0, float v)
{
    Acc r;
    const float _7 = this0.total;
    const float _9 = _7 + v;
    r.total = _9;
    const uint _13 = this0.n;
    const uint _14 = _13 + 1u;
    r.n = _14;
    const Acc _16 = r;
    return _16;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Acc a;
    Acc b;
    Acc this0;
    Acc this1;
    a = Acc{0.0f, 0u};
    const Acc _8 = Acc_operator_comma(a, 1.0f);
    this1 = _8;
    const Acc _10 = Acc_operator_comma(this1, 2.0f);
    this0 = _10;
    const uint _13 = gl_GlobalInvocationID.x;
    const float _14 = float(_13);
    const Acc _15 = Acc_operator_comma(this0, _14);
    b = _15;
    const uint _18 = gl_GlobalInvocationID.x;
    const float _21 = b.total;
    const uint _23 = b.n;
    const float _24 = float(_23);
    const float _25 = _21 / _24;
    Out[_18] = _25;
    return;
}

