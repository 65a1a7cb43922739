#include <metal_stdlib>
using namespace metal;

struct FixedArray_uint_4
{
    uint items[4];
};

struct FixedArray_int_2
{
    int items[2];
};

void FixedArray_uint_4_fill(thread FixedArray_uint_4& this0, uint v)
{
    uint i;
    uint i0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 4u;
            if (!_7)
            {
                break;
            }
            const uint _14 = v + i0;
            this0.items[i0] = _14;
        }
        const uint _17 = i0 + 1u;
        i = _17;
    }
    return;
}

void FixedArray_int_2_fill(thread FixedArray_int_2& this0, int v)
{
    uint i;
    uint i0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 2u;
            if (!_7)
            {
                break;
            }
            const int _14 = int(i0);
            const int _15 = v + _14;
            this0.items[i0] = _15;
        }
        const uint _18 = i0 + 1u;
        i = _18;
    }
    return;
}

uint FixedArray_uint_4_operator_index(thread FixedArray_uint_4& this0, uint i)
{
    const uint _7 = this0.items[i];
    return _7;
}

int FixedArray_int_2_operator_index(thread FixedArray_int_2& this0, uint i)
{
    const int _7 = this0.items[i];
    return _7;
}

uint FixedArray_uint_4_size()
{
    return 4u;
}

uint FixedArray_float_9_size()
{
    return 9u;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    FixedArray_uint_4 a;
    FixedArray_int_2 b;
    const uint _5 = gl_GlobalInvocationID.x;
    FixedArray_uint_4_fill(a, _5);
    FixedArray_int_2_fill(b, (-1));
    const uint _10 = gl_GlobalInvocationID.x;
    const uint _12 = FixedArray_uint_4_operator_index(a, 3u);
    const int _13 = FixedArray_int_2_operator_index(b, 1u);
    const uint _14 = uint(_13);
    const uint _15 = _12 + _14;
    const uint _16 = FixedArray_uint_4_size();
    const uint _17 = _15 + _16;
    const uint _18 = FixedArray_float_9_size();
    const uint _19 = _17 + _18;
    Out[_10] = _19;
    return;
}

