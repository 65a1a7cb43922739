#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    int i;
    uint found;
    int i0;
    int i1;
    uint found0;
    int i2;
    uint _30;
    i = 0;
    for (;;)
    {
        {
            i1 = i;
            const bool _8 = i1 < 10;
            if (!_8)
            {
                break;
            }
            const int _12 = i1 * i1;
            const uint _14 = gl_GlobalInvocationID.x;
            const int _15 = int(_14);
            const bool _16 = _12 > _15;
            if (_16)
            {
                break;
            }
        }
        const int _19 = i1 + 1;
        i = _19;
    }
    const uint _22 = uint(i1);
    found = _22;
    i0 = 0;
    for (;;)
    {
        {
            found0 = found;
            i2 = i0;
            const bool _27 = i2 < 3;
            if (!_27)
            {
                break;
            }
            _30 = found0 + 1u;
        }
        const int _33 = i2 + 1;
        found = _30;
        i0 = _33;
    }
    const uint _36 = gl_GlobalInvocationID.x;
    const uint _40 = uint(i2);
    const uint _41 = found0 + _40;
    Out[_36] = _41;
    return;
}

