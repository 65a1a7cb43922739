#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float* OutF [[buffer(0)]],
    device int* OutI [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const uint _5 = _4 * 4u;
    const uint _6 = _5 + 0u;
    const uint _9 = gl_GlobalInvocationID.x;
    const int _10 = int(_9);
    const int _11 = clamp(_10, 127, 1);
    OutI[_6] = _11;
    const uint _14 = gl_GlobalInvocationID.x;
    const uint _15 = _14 * 4u;
    const uint _16 = _15 + 0u;
    const uint _19 = gl_GlobalInvocationID.x;
    const float _20 = float(_19);
    const float _21 = simd_shuffle(_20, 200u);
    OutF[_16] = _21;
    const uint _24 = gl_GlobalInvocationID.x;
    const uint _25 = _24 * 4u;
    const uint _26 = _25 + 1u;
    const float _28 = abs((-3.0f));
    const float _29 = abs(1.0f - 4.0f);
    const float _30 = _28 + _29;
    OutF[_26] = _30;
    const uint _35 = gl_GlobalInvocationID.x;
    const uint _36 = _35 * 4u;
    const uint _37 = _36 + 2u;
    const float _41 = 3.39999995e+38f * 3.39999995e+38f;
    const float _42 = fmod(2.5f, 0.0f);
    const float _43 = _41 + _42;
    OutF[_37] = _43;
    const uint _46 = gl_GlobalInvocationID.x;
    const uint _47 = _46 * 4u;
    const uint _48 = _47 + 1u;
    OutI[_48] = (-1);
    const uint _52 = gl_GlobalInvocationID.x;
    const uint _53 = _52 * 4u;
    const uint _54 = _53 + 2u;
    const uint _56 = popcount(1u);
    const int _57 = int(_56);
    const int _59 = _57 >> 8;
    OutI[_54] = _59;
    return;
}

