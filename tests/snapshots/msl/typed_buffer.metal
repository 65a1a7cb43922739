#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<float, access::read> Colors [[texture(0)]],
    texture_buffer<int, access::read> Ints [[texture(1)]],
    texture_buffer<uint, access::read_write> Counts [[texture(2)]],
    texture_buffer<float, access::read_write> Results [[texture(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float4 _7 = Colors.read(uint(_5));
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 + 1u;
    const int _13 = int(_12);
    const float4 _15 = Colors.read(uint(_13));
    const uint _19 = gl_GlobalInvocationID.x;
    const int4 _21 = Ints.read(uint(_19));
    const int _22 = _21.x;
    const uint _25 = gl_GlobalInvocationID.x;
    const uint _27 = gl_GlobalInvocationID.x;
    const uint4 _29 = Counts.read(uint(_27));
    const uint _30 = _29.x;
    const uint _32 = uint(_22);
    const uint _33 = _30 + _32;
    const uint4 _34 = uint4(_33, 0u, 0u, 0u);
    Counts.write(_34, uint(_25));
    const uint _38 = gl_GlobalInvocationID.x;
    const float _41 = dot(_7, _15);
    const float4 _42 = float4(_41, 0.0f, 0.0f, 0.0f);
    Results.write(_42, uint(_38));
    return;
}

