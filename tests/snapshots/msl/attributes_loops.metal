#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint s;
    uint i;
    uint s0;
    uint j;
    uint s1;
    uint k;
    uint s2;
    uint s3;
    uint s4;
    uint s5;
    uint s6;
    uint i0;
    uint _15;
    uint s7;
    uint j0;
    uint _27;
    uint s8;
    uint k0;
    uint _41;
    uint s9;
    uint _50;
    s = 0u;
    i = 0u;
    for (;;)
    {
        {
            s6 = s;
            i0 = i;
            const bool _8 = i0 < 4u;
            if (!_8)
            {
                break;
            }
            const uint _12 = gl_GlobalInvocationID.x;
            const uint _13 = i0 * _12;
            _15 = s6 + _13;
        }
        const uint _18 = i0 + 1u;
        s = _15;
        i = _18;
    }
    s0 = s6;
    j = 0u;
    for (;;)
    {
        {
            s7 = s0;
            j0 = j;
            const bool _23 = j0 < 2u;
            if (!_23)
            {
                break;
            }
            _27 = s7 ^ j0;
        }
        const uint _30 = j0 + 1u;
        s0 = _27;
        j = _30;
    }
    s1 = s7;
    k = 0u;
    for (;;)
    {
        {
            s8 = s1;
            k0 = k;
            const uint _36 = gl_GlobalInvocationID.x;
            const uint _37 = _36 % 7u;
            const bool _38 = k0 < _37;
            if (!_38)
            {
                break;
            }
            _41 = s8 + 3u;
        }
        const uint _44 = k0 + 1u;
        s1 = _41;
        k = _44;
    }
    s2 = s8;
    for (;;)
    {
        {
            s9 = s2;
            const bool _47 = s9 > 1000u;
            if (!_47)
            {
                break;
            }
            _50 = s9 - 1000u;
        }
        s2 = _50;
    }
    const uint _53 = gl_GlobalInvocationID.x;
    const uint _54 = _53 & 1u;
    const bool _55 = _54 != 0u;
    if (_55)
    {
        const uint _57 = s9 + 1u;
        s3 = _57;
    }
    else
    {
        s3 = s9;
    }
    const uint s10 = s3;
    const uint _60 = gl_GlobalInvocationID.x;
    const uint _61 = _60 & 2u;
    const bool _62 = _61 != 0u;
    if (_62)
    {
        const uint _64 = s10 + 2u;
        s4 = _64;
    }
    else
    {
        s4 = s10;
    }
    const uint s11 = s4;
    const uint _67 = gl_GlobalInvocationID.x;
    const uint _68 = _67 % 3u;
    switch (_68)
    {
    case 0u:
    {
        const uint _70 = s11 + 5u;
        s5 = _70;
        break;
    }
    default:
    {
        const uint _74 = s11 + 6u;
        s5 = _74;
        break;
    }
    }
    const uint s12 = s5;
    const uint _78 = gl_GlobalInvocationID.x;
    Out[_78] = s12;
    return;
}

