#include <metal_stdlib>
using namespace metal;

struct type_Constants
{
    float gain;
    packed_float3 offset;
    uint lanes[4];
};

kernel void main0(
    constant type_Constants& Constants [[buffer(0)]],
    device float4* Out [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const float3 _7 = float3(Constants.offset);
    const float _9 = Constants.gain;
    const float3 _10 = float3(_9);
    const float3 _11 = _7 * _10;
    const uint _14 = gl_GlobalInvocationID.x;
    const uint _16 = Constants.lanes[_14];
    const float _17 = float(_16);
    const float4 _18 = float4(_11, _17);
    Out[_4] = _18;
    return;
}

