#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device int4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _8 = _6 * (-1.75f);
    const int _12 = int(_8);
    const float _16 = abs(_8);
    const uint _17 = uint(_16);
    const bool _21 = _12 != 0;
    const int _25 = _21 ? 1 : 0;
    const bool _27 = _17 != 0u;
    const int _28 = _27 ? 1 : 0;
    const int _29 = _25 + _28;
    const float _34 = -_8;
    const float4 _36 = float4(_8, _34, 0.5f, (-0.5f));
    const int4 _40 = int4(_36);
    const uint _46 = uint(_12);
    const float _47 = float(_46);
    const uint _50 = gl_GlobalInvocationID.x;
    const int _55 = int(_17);
    const int _58 = int(_47);
    const int4 _59 = int4(_12, _55, _29, _58);
    const int4 _60 = _40 + _59;
    const int4 _64 = _60 + int4(2, 3, 0, 0);
    Out[_50] = _64;
    return;
}

