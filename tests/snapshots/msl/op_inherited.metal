#include <metal_stdlib>
using namespace metal;

struct Amount
{
    float value;
};

struct Price
{
    Amount Amount;
    uint currency;
};

bool Amount_operator_lt(thread Amount& this0, Amount o)
{
    Amount o0;
    o0 = o;
    const float _5 = this0.value;
    const float _7 = o0.value;
    const bool _8 = _5 < _7;
    return _8;
}

float Amount_operator_add(thread Amount& this0, float x)
{
    const float _5 = this0.value;
    const float _7 = _5 + x;
    return _7;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Price p;
    Amount cap;
    Amount this0;
    Amount this1;
    float cond;
    const uint _6 = gl_GlobalInvocationID.x;
    const float _7 = float(_6);
    const float _8 = _7 * 2.5f;
    p.Amount.value = _8;
    p.currency = 1u;
    cap = Amount{10.0f};
    const Amount _17 = p.Amount;
    this0 = _17;
    const Amount _19 = cap;
    const bool _20 = Amount_operator_lt(this0, _19);
    const Amount _21 = this0;
    p.Amount = _21;
    if (_20)
    {
        const Amount _26 = p.Amount;
        this1 = _26;
        const float _28 = Amount_operator_add(this1, 1.0f);
        const Amount _29 = this1;
        p.Amount = _29;
        cond = _28;
    }
    else
    {
        const float _32 = Amount_operator_add(cap, 0.0f);
        cond = _32;
    }
    const float cond0 = cond;
    const uint _37 = gl_GlobalInvocationID.x;
    const uint _41 = p.currency;
    const float _42 = float(_41);
    const float _43 = cond0 + _42;
    Out[_37] = _43;
    return;
}

