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
    const float _29 = abs((-3.0f));
    const float _30 = abs(1.0f - 4.0f);
    const float _31 = _29 + _30;
    OutF[_26] = _31;
    const uint _36 = gl_GlobalInvocationID.x;
    const uint _37 = _36 * 4u;
    const uint _38 = _37 + 2u;
    const float _42 = 3.39999995e+38f * 3.39999995e+38f;
    const float _43 = fmod(2.5f, 0.0f);
    const float _44 = _42 + _43;
    OutF[_38] = _44;
    const uint _47 = gl_GlobalInvocationID.x;
    const uint _48 = _47 * 4u;
    const uint _49 = _48 + 1u;
    OutI[_49] = (-1);
    const uint _60 = gl_GlobalInvocationID.x;
    const uint _61 = _60 * 4u;
    const uint _62 = _61 + 2u;
    const uint _64 = popcount(1u);
    const int _65 = int(_64);
    const int _67 = _65 >> 8;
    OutI[_62] = _67;
    return;
}

