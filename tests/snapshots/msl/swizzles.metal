#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float4 _7 = float4(_6);
    const float4 _8 = float4(1.0f, 2.0f, 3.0f, 4.0f) + _7;
    const float4 _12 = _8.wzyx;
    const float4 _16 = _8.xxyy;
    const float3 _20 = _8.xyz;
    const float2 _24 = _8.wz;
    const uint _28 = gl_GlobalInvocationID.x;
    const float _29 = float(_28);
    const float4 _33 = float4(_29);
    const float2 _37 = _8.wz;
    const uint _40 = gl_GlobalInvocationID.x;
    const uint _41 = _40 * 3u;
    const uint _42 = _41 + 0u;
    const float4 _46 = _12 + _16;
    Out[_42] = _46;
    const uint _49 = gl_GlobalInvocationID.x;
    const uint _50 = _49 * 3u;
    const uint _51 = _50 + 1u;
    const float _55 = _24.x;
    const float4 _56 = float4(_20, _55);
    const float4 _58 = _56 + _33;
    Out[_51] = _58;
    const uint _61 = gl_GlobalInvocationID.x;
    const uint _62 = _61 * 3u;
    const uint _63 = _62 + 2u;
    const float4 _67 = float4(_24, _37);
    Out[_63] = _67;
    return;
}

