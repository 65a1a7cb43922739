#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* A [[buffer(0)]],
    device uint* B [[buffer(1)]],
    device uint* C [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint v;
    uint i;
    uint v0;
    uint v1;
    uint element;
    uint _81;
    uint i0;
    uint _85;
    v = 0u;
    i = 0u;
    for (;;)
    {
        {
            _81 = v;
            i0 = i;
            const uint _9 = gl_GlobalInvocationID.x;
            const bool _10 = i0 < _9;
            if (!_10)
            {
                break;
            }
            switch (_81)
            {
            case 0u:
            {
                A[i0] = 1u;
                break;
            }
            case 1u:
            default:
            {
                B[i0] = 1u;
                break;
            }
            }
            const uint _18 = i0 & 1u;
            const bool _19 = _18 != 0u;
            if (_19)
            {
                v0 = 1u;
            }
            else
            {
                v0 = _81;
            }
            _85 = v0;
        }
        const uint _28 = i0 + 1u;
        v = _85;
        i = _28;
    }
    const uint _32 = gl_GlobalInvocationID.x;
    switch (_32)
    {
    case 0u:
    {
        v1 = 0u;
        break;
    }
    case 1u:
    {
        v1 = 1u;
        break;
    }
    default:
    {
        v1 = 0u;
        break;
    }
    }
    const uint _87 = v1;
    switch (_81)
    {
    case 0u:
    {
        const uint _62 = A[1];
        element = _62;
        break;
    }
    case 1u:
    default:
    {
        const uint _66 = B[1];
        element = _66;
        break;
    }
    }
    const uint element0 = element;
    switch (_87)
    {
    case 0u:
    {
        A[0] = element0;
        break;
    }
    case 1u:
    default:
    {
        C[0] = element0;
        break;
    }
    }
    return;
}

