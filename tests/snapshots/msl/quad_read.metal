#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _10 = quad_shuffle_xor(_6, 1u);
    const float _14 = quad_shuffle_xor(_6, 2u);
    const float _18 = quad_shuffle_xor(_6, 3u);
    const float _23 = -_6;
    const float2 _24 = float2(_6, _23);
    const float2 _25 = quad_broadcast(_24, 2u);
    const uint _28 = gl_GlobalInvocationID.x;
    const float _34 = _25.x;
    const float _36 = _25.y;
    const float _37 = _34 + _36;
    const float4 _38 = float4(_10, _14, _18, _37);
    Out[_28] = _38;
    return;
}

