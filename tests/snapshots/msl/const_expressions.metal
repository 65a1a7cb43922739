#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float cells[32];
    uint i;
    uint i0;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const bool _7 = i0 < 32u;
            if (!_7)
            {
                break;
            }
            const float _12 = float(i0);
            cells[i0] = _12;
        }
        const uint _15 = i0 + 1u;
        i = _15;
    }
    const float _18 = sin(1.57079637f);
    const float _19 = sqrt(16.0f);
    const float _20 = _18 + _19;
    const float _23 = _20 + 2.0f;
    const int _24 = max(2, 3);
    const float _25 = float(_24);
    const float _26 = _23 + _25;
    const uint _29 = gl_GlobalInvocationID.x;
    const uint _32 = gl_GlobalInvocationID.x;
    const uint _33 = _32 % 32u;
    const float _35 = cells[_33];
    const float _37 = _35 * _26;
    const float _38 = _37 + 16.0f;
    const float _39 = _38 + 15.0f;
    Out[_29] = _39;
    return;
}

