#include <metal_stdlib>
using namespace metal;

struct Cell
{
    float value;
    uint hits;
};

Cell Cell_touched(thread Cell& this0)
{
    Cell c;
    const Cell _2 = this0;
    c = _2;
    const uint _5 = c.hits;
    const uint _6 = _5 + 1u;
    c.hits = _6;
    const Cell _8 = c;
    return _8;
}

void Cell_absorb(thread Cell& this0, Cell o)
{
    Cell o0;
    o0 = o;
    const float _6 = o0.value;
    const float _7 = this0.value;
    const float _8 = _7 + _6;
    this0.value = _8;
    const uint _12 = o0.hits;
    const uint _13 = this0.hits;
    const uint _14 = _13 + _12;
    this0.hits = _14;
    return;
}

float Cell_mean(thread Cell& this0)
{
    float cond;
    const uint _2 = this0.hits;
    const bool _3 = _2 != 0u;
    if (_3)
    {
        const float _6 = this0.value;
        const uint _8 = this0.hits;
        const float _9 = float(_8);
        const float _10 = _6 / _9;
        cond = _10;
    }
    else
    {
        cond = 0.0f;
    }
    const float cond0 = cond;
    return cond0;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Cell a;
    Cell b;
    a = Cell{4.0f, 1u};
    const uint _7 = gl_GlobalInvocationID.x;
    const float _8 = float(_7);
    const Cell _9 = Cell{_8, 2u};
    b = _9;
    const Cell _11 = Cell_touched(b);
    Cell_absorb(a, _11);
    const uint _14 = gl_GlobalInvocationID.x;
    const float _16 = Cell_mean(a);
    Out[_14] = _16;
    return;
}

