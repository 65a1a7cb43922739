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
    const bool4 _13 = _7 < float4((-5.0f), (-5.0f), (-5.0f), (-5.0f));
    const bool4 _14 = _11 || _13;
    const bool4 _18 = _7 != float4(0.0f, 0.0f, 0.0f, 0.0f);
    const bool4 _19 = _18 && bool4(true, true, false, true);
    const bool4 _23 = _7 > float4(0.5f, 0.5f, 0.5f, 0.5f);
    const float4 _26 = -_7;
    const float4 _27 = select(_26, _7, _23);
    const uint _31 = gl_GlobalInvocationID.x;
    const bool _32 = touch(_31, Count);
    const bool _33 = false && _32;
    const uint _36 = gl_GlobalInvocationID.x;
    const float4 _40 = select(float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f), _14);
    const float4 _41 = _27 + _40;
    const float4 _43 = select(float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f), _19);
    const float4 _44 = _41 + _43;
    const int _46 = _33 ? 1 : 0;
    const float _47 = float(_46);
    const float4 _48 = float4(_47);
    const float4 _49 = _44 + _48;
    Out[_36] = _49;
    return;
}

