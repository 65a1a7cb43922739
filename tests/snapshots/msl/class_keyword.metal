#include <metal_stdlib>
using namespace metal;

struct Accum
{
    float sum;
    uint n;
};

struct Weighted
{
    Accum Accum;
    float w;
};

Accum Accum_empty()
{
    return Accum{0.0f, 0u};
}

void Accum_add(thread Accum& this0, float v)
{
    const float _6 = this0.sum;
    const float _7 = _6 + v;
    this0.sum = _7;
    const uint _10 = this0.n;
    const uint _11 = _10 + 1u;
    this0.n = _11;
    return;
}

float Accum_mean(thread Accum& this0)
{
    float cond;
    const uint _2 = this0.n;
    const bool _3 = _2 != 0u;
    if (_3)
    {
        const float _6 = this0.sum;
        const uint _8 = this0.n;
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
    Accum a;
    Weighted w;
    Accum this0;
    uint i;
    uint i0;
    const Accum _4 = Accum_empty();
    a = _4;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const uint _10 = gl_GlobalInvocationID.x;
            const bool _11 = i0 <= _10;
            if (!_11)
            {
                break;
            }
            const float _14 = float(i0);
            Accum_add(a, _14);
        }
        const uint _17 = i0 + 1u;
        i = _17;
    }
    w = Weighted{Accum{1.0f, 2u}, 0.5f};
    const uint _22 = gl_GlobalInvocationID.x;
    const float _24 = Accum_mean(a);
    const Accum _27 = w.Accum;
    this0 = _27;
    const float _29 = Accum_mean(this0);
    const Accum _30 = this0;
    w.Accum = _30;
    const float _33 = w.w;
    const float _34 = _29 * _33;
    const float _35 = _24 + _34;
    Out[_22] = _35;
    return;
}

