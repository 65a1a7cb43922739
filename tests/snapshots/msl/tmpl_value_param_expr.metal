#include <metal_stdlib>
using namespace metal;

struct Arr_7
{
    float v[7];
};

struct Arr_4
{
    float v[4];
};

uint Arr_7_size(thread Arr_7& this0)
{
    return 7u;
}

uint Arr_4_size(thread Arr_4& this0)
{
    return 4u;
}

float flipSign_true(float x)
{
    float cond;
    if (true)
    {
        const float _5 = -x;
        cond = _5;
    }
    else
    {
        cond = x;
    }
    const float cond0 = cond;
    return cond0;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    Arr_7 a;
    Arr_4 b;
    Arr_4 c;
    uint i;
    uint i0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const uint _9 = Arr_7_size(a);
            const bool _10 = i0 < _9;
            if (!_10)
            {
                break;
            }
            const float _16 = float(i0);
            a.v[i0] = _16;
        }
        const uint _19 = i0 + 1u;
        i = _19;
    }
    const uint _22 = gl_GlobalInvocationID.x;
    const uint _26 = gl_GlobalInvocationID.x;
    const uint _27 = Arr_7_size(a);
    const uint _28 = _26 % _27;
    const float _30 = a.v[_28];
    const uint _31 = Arr_4_size(b);
    const uint _32 = _31 * 10u;
    const uint _33 = Arr_4_size(c);
    const uint _34 = _33 * 100u;
    const uint _35 = _32 + _34;
    const float _36 = float(_35);
    const float _37 = _30 + _36;
    const float _38 = flipSign_true(1.0f);
    const float _39 = _37 + _38;
    Out[_22] = _39;
    return;
}

