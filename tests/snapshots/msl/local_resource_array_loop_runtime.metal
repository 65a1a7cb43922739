#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int* A [[buffer(0)]],
    device int* B [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint i;
    uint j;
    uint i0;
    uint j0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const uint _10 = gl_GlobalInvocationID.x;
            const bool _11 = i0 < _10;
            if (!_11)
            {
                break;
            }
            switch (i0)
            {
            case 0u:
            {
                A[0] = 1;
                break;
            }
            case 1u:
            default:
            {
                B[0] = 1;
                break;
            }
            }
        }
        const uint _19 = i0 + 1u;
        i = _19;
    }
    j = 0u;
    for (;;)
    {
        {
            j0 = j;
            const bool _24 = j0 < 2u;
            if (!_24)
            {
                break;
            }
            const int _29 = A[1];
            const bool _30 = _29 == 7;
            if (_30)
            {
                break;
            }
            switch (j0)
            {
            case 0u:
            {
                A[1] = 2;
                break;
            }
            case 1u:
            default:
            {
                B[1] = 2;
                break;
            }
            }
        }
        const uint _38 = j0 + 1u;
        j = _38;
    }
    return;
}

