#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6, 1.0f, (-2.0f), 3.0f);
    const bool4 _11 = _7 > float4(0.0f, 0.0f, 0.0f, 0.0f);
    const bool4 _15 = _7 > float4(2.0f, 2.0f, 2.0f, 2.0f);
    const bool4 _20 = _11 && _15;
    const bool4 _25 = !_15;
    const bool4 _26 = _11 || _25;
    const float4 _32 = -_7;
    const float4 _33 = select(_32, _7, _20);
    const float4 _35 = select(float4(0.0f, 0.0f, 0.0f, 0.0f), float4(1.0f, 1.0f, 1.0f, 1.0f), _26);
    const float4 _36 = _33 + _35;
    const uint _40 = gl_GlobalInvocationID.x;
    const bool _41 = _40 > 3u;
    const float _42 = _41 ? 10.0f : 20.0f;
    const uint _45 = gl_GlobalInvocationID.x;
    const float4 _49 = float4(_42);
    const float4 _50 = _36 + _49;
    Out[_45] = _50;
    return;
}

