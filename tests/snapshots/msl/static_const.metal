#include <metal_stdlib>
using namespace metal;

constant float kTable[4] = {0.5f, 1.5f, 2.5f, 3.5f};

constant int kLocal[3] = {3, 2, 1};

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _7 = gl_GlobalInvocationID.x;
    const uint _8 = _7 % 4u;
    const float _10 = kTable[_8];
    const float _12 = _10 * 2.0f;
    const uint _15 = gl_GlobalInvocationID.x;
    const uint _16 = _15 % 3u;
    const int _18 = kLocal[_16];
    const float _19 = float(_18);
    const float _20 = 1.0f * _19;
    const float _22 = _12 + _20;
    const uint _25 = gl_GlobalInvocationID.x;
    Out[_25] = _22;
    return;
}

