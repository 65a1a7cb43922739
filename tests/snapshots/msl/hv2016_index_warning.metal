#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float a[4];
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    float _7[4];
    _7[0] = 1.0f;
    _7[1] = 2.0f;
    _7[2] = 3.0f;
    _7[3] = _6;
    for (uint i = 0; i < 4; ++i)
    {
        a[i] = _7[i];
    }
    a[3] = 9.0f;
    const float _14 = a[0];
    const float _16 = 0.0f + _14;
    const uint _19 = gl_GlobalInvocationID.x;
    const float _23 = a[3];
    const float _24 = _16 + _23;
    const float _26 = a[0];
    const float _27 = _24 + _26;
    Out[_19] = _27;
    return;
}

