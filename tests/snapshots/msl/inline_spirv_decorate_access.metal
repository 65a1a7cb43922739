#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture2d<float> Input [[texture(0)]],
    texture2d<float, access::write> Output [[texture(1)]],
    device float* Scale [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _4 = gl_GlobalInvocationID.xy;
    const uint2 _7 = gl_GlobalInvocationID.xy;
    const int2 _8 = int2(_7);
    const int3 _9 = int3(_8, 0);
    const int2 _10 = _9.xy;
    const int _11 = _9.z;
    const float4 _12 = Input.read(uint2(_10), uint(_11));
    const float _14 = Scale[0];
    const float4 _15 = float4(_14);
    const float4 _16 = _12 * _15;
    Output.write(_16, uint2(_4));
    return;
}

