#include <metal_stdlib>
using namespace metal;

uint pack(float x)
{
    const float _4 = clamp(x, 0.0f, 1.0f);
    const float _5 = _4 * 255.0f;
    const uint _6 = uint(_5);
    return _6;
}

uint pack0(float2 v)
{
    const float _4 = v.x;
    const uint _5 = pack(_4);
    const float _7 = v.y;
    const uint _8 = pack(_7);
    const uint _10 = _8 << 8u;
    const uint _11 = _5 | _10;
    return _11;
}

uint pack4(float4 v)
{
    const float2 _4 = v.xy;
    const uint _5 = pack0(_4);
    const float2 _7 = v.zw;
    const uint _8 = pack0(_7);
    const uint _10 = _8 << 16u;
    const uint _11 = _5 | _10;
    return _11;
}

kernel void main0(
    device uint* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float _7 = _6 / 8.0f;
    const float4 _8 = float4(_7, 0.5f, 1.0f, 0.0f);
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _14 = pack4(_8);
    const uint _15 = pack(0.25f);
    const uint _16 = _14 ^ _15;
    Out[_11] = _16;
    return;
}

