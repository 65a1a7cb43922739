#include <metal_stdlib>
using namespace metal;

struct Meters
{
    float v;
};

float to_cm(Meters m)
{
    Meters m0;
    m0 = m;
    const float _4 = m0.v;
    const float _5 = _4 * 100.0f;
    return _5;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 * 0.5f;
    const Meters _8 = Meters{_7};
    const uint _11 = gl_GlobalInvocationID.x;
    const float _14 = to_cm(_8);
    const float _16 = to_cm(_8);
    const float _17 = _14 + _16;
    Out[_11] = _17;
    return;
}

