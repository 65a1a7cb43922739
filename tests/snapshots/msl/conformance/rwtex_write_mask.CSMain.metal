#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d<float, access::read_write> R2 [[texture(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const uint _8 = _2 / 4u;
    const uint2 _9 = uint2(_6, _8);
    const float2 _13 = float2(_9);
    const float2 _14 = _13 * float2(10.0f, 10.0f);
    const float4 _16 = R2.read(uint2(_9));
    const float4 _17 = float4(_14.x, _14.y, _16.z, _16.w);
    R2.write(_17, uint2(_9));
    const float4 _22 = R2.read(uint2(_9));
    float4 _23 = _22;
    _23.w = 7.0f;
    R2.write(_23, uint2(_9));
    return;
}

