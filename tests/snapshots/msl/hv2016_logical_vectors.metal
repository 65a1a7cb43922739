#include <metal_stdlib>
using namespace metal;

bool touch(uint i, device uint* Count)
{
    const uint _5 = Count[i];
    const uint _6 = _5 + 1u;
    Count[i] = _6;
    return true;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    device uint* Count [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 0.0f, 1.0f, 2.0f);
    const bool4 _11 = _7 > float4(0.0f, 0.0f, 0.0f, 0.0f);
    const bool4 _16 = _7 < float4((-5.0f), (-5.0f), (-5.0f), (-5.0f));
    const bool4 _17 = _11 || _16;
    const bool4 _21 = _7 != float4(0.0f, 0.0f, 0.0f, 0.0f);
    const bool4 _22 = _21 && bool4(true, true, false, true);
    const bool4 _26 = _7 > float4(0.5f, 0.5f, 0.5f, 0.5f);
    const float4 _29 = -_7;
    const float4 _30 = select(_29, _7, _26);
    const uint _34 = gl_GlobalInvocationID.x;
    const bool _35 = touch(_34, Count);
    const bool _36 = false && _35;
    const uint _39 = gl_GlobalInvocationID.x;
    const float4 _43 = select(float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f), _17);
    const float4 _44 = _30 + _43;
    const float4 _46 = select(float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f), _22);
    const float4 _47 = _44 + _46;
    const int _49 = _36 ? 1 : 0;
    const float _50 = float(_49);
    const float4 _51 = float4(_50);
    const float4 _52 = _47 + _51;
    Out[_39] = _52;
    return;
}

