#include <metal_stdlib>
using namespace metal;

uint code(uint k)
{
    const uint _4 = k * 3u;
    const uint _5 = _4 + 1u;
    return _5;
}

kernel void main0(
    device uint* Data [[buffer(0)]],
    device uint* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    threadgroup uint tile[64];
    bool returned;
    uint k;
    bool returned0;
    uint s;
    uint j;
    uint s0;
    bool value;
    bool returned1;
    bool returned2;
    uint k0;
    uint _40;
    uint s1;
    uint j0;
    uint _59;
    const uint _8 = gl_GlobalInvocationID.x;
    tile[gl_LocalInvocationIndex] = 0u;
    threadgroup_barrier(mem_flags::mem_threadgroup);
    const uint _15 = _8 % 4u;
    switch (_15)
    {
    case 0u:
    {
        if (true)
        {
            const uint _18 = Data[_8];
            const bool _19 = _18 > 5u;
            if (_19)
            {
                returned = true;
                break;
            }
        }
        if (false)
        {
            returned = false;
            break;
        }
        returned = false;
        break;
    }
    case 1u:
    {
        if (true)
        {
            Out[_8] = 7u;
        }
        returned = true;
        break;
    }
    default:
    {
        returned = false;
        break;
    }
    }
    const bool returned3 = returned;
    k = 0u;
    for (;;)
    {
        {
            k0 = k;
            const uint _32 = Data[_8];
            const uint _33 = _32 % 7u;
            const bool _34 = k0 < _33;
            if (!_34)
            {
                returned0 = returned3;
                break;
            }
            const bool _92 = !returned3;
            if (_92)
            {
                const bool _37 = k0 == 3u;
                if (_37)
                {
                    returned0 = true;
                    break;
                }
            }
            if (returned3)
            {
                returned0 = returned3;
                break;
            }
            _40 = k0 + 1u;
        }
        k = _40;
    }
    const bool returned4 = returned0;
    const bool _98 = !returned4;
    if (_98)
    {
        const uint _45 = code(k0);
        tile[gl_LocalInvocationIndex] = _45;
    }
    threadgroup_barrier(mem_flags::mem_device | mem_flags::mem_threadgroup);
    const bool _100 = !returned4;
    if (_100)
    {
        s = 0u;
        j = 0u;
        for (;;)
        {
            {
                s1 = s;
                j0 = j;
                const bool _53 = j0 < 64u;
                if (!_53)
                {
                    break;
                }
                const uint _57 = tile[j0];
                _59 = s1 + _57;
            }
            const uint _62 = j0 + 1u;
            s = _59;
            j = _62;
        }
        const bool _65 = s1 > 100u;
        s0 = s1;
        value = _65;
    }
    else
    {
        s0 = 0u;
        value = false;
    }
    const uint s2 = s0;
    const bool value0 = value;
    const bool _105 = !returned4;
    if (_105)
    {
        if (value0)
        {
            Out[_8] = s2;
            returned1 = true;
        }
        else
        {
            returned1 = returned4;
        }
        const bool returned5 = returned1;
        returned2 = returned5;
    }
    else
    {
        returned2 = returned4;
    }
    const bool returned6 = returned2;
    threadgroup_barrier(mem_flags::mem_device);
    const bool _108 = !returned6;
    if (_108)
    {
        const uint _76 = s2 + k0;
        Out[_8] = _76;
    }
    return;
}

