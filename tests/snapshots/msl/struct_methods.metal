#include <metal_stdlib>
using namespace metal;

struct Counter
{
    uint count;
    float total;
};

Counter Counter_Make()
{
    Counter c;
    c.count = 0u;
    c.total = 0.0f;
    const Counter _5 = c;
    return _5;
}

void Counter_Add(thread Counter& this0, float v)
{
    const uint _5 = this0.count;
    const uint _6 = _5 + 1u;
    this0.count = _6;
    const float _10 = this0.total;
    const float _11 = _10 + v;
    this0.total = _11;
    return;
}

float Counter_Mean(thread Counter& this0)
{
    float cond;
    const uint _2 = this0.count;
    const bool _3 = _2 > 0u;
    if (_3)
    {
        const float _6 = this0.total;
        const uint _8 = this0.count;
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
    Counter c;
    uint i;
    uint i0;
    const Counter _4 = Counter_Make();
    c = _4;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const uint _10 = gl_GlobalInvocationID.x;
            const uint _11 = _10 % 5u;
            const bool _12 = i0 <= _11;
            if (!_12)
            {
                break;
            }
            const float _15 = float(i0);
            Counter_Add(c, _15);
        }
        const uint _18 = i0 + 1u;
        i = _18;
    }
    const uint _21 = gl_GlobalInvocationID.x;
    const float _23 = Counter_Mean(c);
    const uint _25 = c.count;
    const float _26 = float(_25);
    const float _27 = _23 + _26;
    Out[_21] = _27;
    return;
}

