#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint sum;
    uint i;
    uint sum0;
    uint sum1;
    uint j;
    uint j0;
    uint sum2;
    uint i0;
    uint _40;
    sum = 0u;
    i = 0u;
    for (;;)
    {
        {
            sum2 = sum;
            i0 = i;
            const bool _8 = i0 < 100u;
            if (!_8)
            {
                break;
            }
            const uint _12 = gl_GlobalInvocationID.x;
            const bool _13 = i0 == _12;
            if (_13)
            {
                break;
            }
            const uint _16 = i0 & 3u;
            const bool _17 = _16 == 1u;
            if (_17)
            {
                sum1 = sum2;
                goto cont;
            }
            const uint _20 = i0 % 3u;
            switch (_20)
            {
            case 0u:
            {
                const uint _22 = sum2 + 1u;
                sum0 = _22;
                break;
            }
            case 1u:
            {
                sum1 = sum2;
                goto cont;
            }
            default:
            {
                const uint _27 = sum2 + 2u;
                sum0 = _27;
                break;
            }
            }
            const uint sum3 = sum0;
            const uint _31 = sum3 + 10u;
            sum1 = _31;
        }
        cont:;
        const uint sum4 = sum1;
        const uint _34 = i0 + 1u;
        sum = sum4;
        i = _34;
    }
    j = 0u;
    for (;;)
    {
        {
            const uint j1 = j;
            if (!true)
            {
                j0 = j1;
                break;
            }
            _40 = j1 + 1u;
            const uint _44 = gl_GlobalInvocationID.x;
            const uint _45 = _44 % 7u;
            const bool _46 = _40 > _45;
            if (_46)
            {
                j0 = _40;
                break;
            }
        }
        j = _40;
    }
    const uint j2 = j0;
    const uint _49 = gl_GlobalInvocationID.x;
    const uint _53 = sum2 + j2;
    Out[_49] = _53;
    return;
}

