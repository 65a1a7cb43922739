#include <metal_stdlib>
using namespace metal;

struct type_C
{
    uint n;
    uint mode;
};

float work(uint i, threadgroup float (&g)[32])
{
    bool returned;
    float return_value;
    float value;
    float return_value0;
    const bool _4 = i > 5u;
    if (_4)
    {
        returned = true;
        return_value = 1.0f;
    }
    else
    {
        returned = false;
        return_value = 0.0f;
    }
    const bool returned0 = returned;
    const float return_value1 = return_value;
    const bool _24 = !returned0;
    if (_24)
    {
        const float _9 = float(i);
        g[i] = _9;
    }
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const bool _26 = !returned0;
    if (_26)
    {
        const uint _13 = i + 1u;
        const uint _14 = _13 % 32u;
        const float _16 = g[_14];
        value = _16;
    }
    else
    {
        value = 0.0f;
    }
    const float value0 = value;
    const bool _31 = !returned0;
    if (_31)
    {
        return_value0 = value0;
    }
    else
    {
        return_value0 = return_value1;
    }
    const float return_value2 = return_value0;
    return return_value2;
}

uint bound(constant type_C& C)
{
    const uint _1 = C.n;
    const uint _2 = _1 * 2u;
    return _2;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    constant type_C& C [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    threadgroup float g[32];
    bool returned;
    float r;
    uint i;
    bool returned0;
    bool returned1;
    bool returned2;
    bool returned3;
    float r0;
    float r1;
    uint i0;
    bool returned5;
    bool returned8;
    float r2;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = work(_5, g);
    const uint _9 = gl_GlobalInvocationID.x;
    const bool _10 = _9 == 3u;
    if (_10)
    {
        returned = true;
    }
    else
    {
        returned = false;
    }
    const bool returned4 = returned;
    r = _6;
    i = 0u;
    returned0 = returned4;
    for (;;)
    {
        {
            r1 = r;
            i0 = i;
            returned5 = returned0;
            const uint _15 = bound(C);
            const bool _16 = i0 < _15;
            if (!_16)
            {
                break;
            }
            const uint _19 = C.mode;
            switch (_19)
            {
            case 0u:
            {
                const bool _54 = !returned5;
                if (_54)
                {
                    const uint _21 = gl_GlobalInvocationID.x;
                    g[_21] = r1;
                }
                threadgroup_barrier(mem_flags::mem_threadgroup);
                returned3 = returned5;
                break;
            }
            case 1u:
            {
                const bool _56 = !returned5;
                if (_56)
                {
                    const uint _28 = gl_GlobalInvocationID.x;
                    const bool _29 = _28 == 7u;
                    if (_29)
                    {
                        returned1 = true;
                    }
                    else
                    {
                        returned1 = returned5;
                    }
                    const bool returned6 = returned1;
                    returned2 = returned6;
                }
                else
                {
                    returned2 = returned5;
                }
                const bool returned7 = returned2;
                threadgroup_barrier(mem_flags::mem_threadgroup);
                returned3 = returned7;
                break;
            }
            default:
            {
                returned3 = returned5;
                break;
            }
            }
            returned8 = returned3;
            const bool _59 = !returned8;
            if (_59)
            {
                const uint _35 = i0 % 32u;
                const float _37 = g[_35];
                const float _39 = r1 + _37;
                r0 = _39;
            }
            else
            {
                r0 = r1;
            }
            r2 = r0;
        }
        const uint _42 = i0 + 1u;
        r = r2;
        i = _42;
        returned0 = returned8;
    }
    const bool _61 = !returned5;
    if (_61)
    {
        const uint _45 = gl_GlobalInvocationID.x;
        Out[_45] = r1;
    }
    return;
}

