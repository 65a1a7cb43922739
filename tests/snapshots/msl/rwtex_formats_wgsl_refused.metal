#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture2d<float, access::write> NoFormat [[texture(0)]],
    texture2d<float, access::write> Packed [[texture(1)]],
    texture2d<float, access::read_write> ReadWrite [[texture(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _4 = gl_GlobalInvocationID.xy;
    const float3 _6 = float3(gl_GlobalInvocationID);
    const float4 _7 = float4(_6, 0.0f);
    NoFormat.write(_7, uint2(_4));
    const uint2 _11 = gl_GlobalInvocationID.xy;
    const float3 _13 = float3(gl_GlobalInvocationID);
    const float3 _14 = _13 * float3(0.5f, 0.5f, 0.5f);
    const float4 _15 = float4(_14, 0.0f);
    Packed.write(_15, uint2(_11));
    const uint2 _19 = gl_GlobalInvocationID.xy;
    const uint2 _21 = gl_GlobalInvocationID.xy;
    const float4 _23 = ReadWrite.read(uint2(_21));
    const float4 _24 = _23 * float4(2.0f, 2.0f, 2.0f, 2.0f);
    ReadWrite.write(_24, uint2(_19));
    return;
}

