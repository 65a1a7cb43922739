#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _8 = float4(_6, 1.0f, (-2.0f), 3.0f);
    const bool4 _12 = _8 > float4(0.0f, 0.0f, 0.0f, 0.0f);
    const bool4 _16 = _8 > float4(2.0f, 2.0f, 2.0f, 2.0f);
    const bool4 _21 = _12 && _16;
    const bool4 _26 = !_16;
    const bool4 _27 = _12 || _26;
    const float4 _33 = -_8;
    const float4 _34 = select(_33, _8, _21);
    const float4 _36 = select(float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f), _27);
    const float4 _37 = _34 + _36;
    const uint _41 = gl_GlobalInvocationID.x;
    const bool _42 = _41 > 3u;
    const float _43 = _42 ? 10.0f : 20.0f;
    const uint _46 = gl_GlobalInvocationID.x;
    const float4 _50 = float4(_43);
    const float4 _51 = _37 + _50;
    Out[_46] = _51;
    return;
}

