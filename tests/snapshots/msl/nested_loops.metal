#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint count;
    uint a;
    uint count0;
    uint b;
    uint count1;
    uint c;
    uint count2;
    uint count3;
    uint count4;
    uint a0;
    uint count6;
    uint _16;
    uint _34;
    uint _37;
    count = 0u;
    a = 0u;
    for (;;)
    {
        {
            const uint count5 = count;
            a0 = a;
            const bool _8 = a0 < 4u;
            if (!_8)
            {
                count4 = count5;
                break;
            }
            count0 = count5;
            b = 0u;
            for (;;)
            {
                {
                    count6 = count0;
                    const uint b0 = b;
                    const bool _13 = b0 < 4u;
                    if (!_13)
                    {
                        break;
                    }
                    _16 = b0 + 1u;
                    const bool _19 = _16 == 2u;
                    if (_19)
                    {
                        count3 = count6;
                        goto cont0;
                    }
                    count1 = count6;
                    c = 0u;
                    for (;;)
                    {
                        {
                            const uint count7 = count1;
                            const uint c0 = c;
                            const uint _25 = a0 + _16;
                            const uint _27 = _25 + c0;
                            const uint _29 = gl_GlobalInvocationID.x;
                            const uint _30 = _29 % 9u;
                            const bool _31 = _27 > _30;
                            if (_31)
                            {
                                count2 = count7;
                                break;
                            }
                            _34 = count7 + 1u;
                            _37 = c0 + 1u;
                        }
                        const bool _40 = _37 < 3u;
                        const bool _41 = !_40;
                        count1 = _34;
                        c = _37;
                        count2 = _34;
                        if (_41) break;
                    }
                    const uint count8 = count2;
                    count3 = count8;
                }
                cont0:;
                const uint count9 = count3;
                count0 = count9;
                b = _16;
            }
            const bool _43 = count6 > 40u;
            if (_43)
            {
                count4 = count6;
                break;
            }
        }
        const uint _46 = a0 + 1u;
        count = count6;
        a = _46;
    }
    const uint count10 = count4;
    const uint _49 = gl_GlobalInvocationID.x;
    Out[_49] = count10;
    return;
}

