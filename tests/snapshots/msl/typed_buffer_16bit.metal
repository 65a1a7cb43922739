#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture_buffer<float, access::read> In [[texture(0)]],
    texture_buffer<uint, access::read> Pairs [[texture(1)]],
    texture_buffer<float, access::read_write> Out [[texture(2)]],
    texture_buffer<int, access::read_write> Small [[texture(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float4 _7 = In.read(uint(_5));
    const half4 _8 = half4(_7);
    const uint _12 = gl_GlobalInvocationID.x;
    const int _13 = int(_12);
    const uint4 _15 = Pairs.read(uint(_13));
    const uint2 _16 = _15.xy;
    const ushort2 _17 = ushort2(_16);
    const uint _20 = gl_GlobalInvocationID.x;
    const half2 _22 = _8.xy;
    const ushort _24 = _17.x;
    const half _25 = half(_24);
    const half2 _26 = half2(_25);
    const half2 _27 = _22 * _26;
    const float2 _28 = float2(_27);
    const float4 _29 = float4(_28, 0.0f, 0.0f);
    Out.write(_29, uint(_20));
    const uint _33 = gl_GlobalInvocationID.x;
    const ushort _35 = _17.y;
    const short _36 = short(_35);
    const int4 _38 = Small.read(uint(_33));
    const int _39 = _38.x;
    const short _40 = short(_39);
    const short _41 = short(_40 + _36);
    const int _42 = int(_41);
    const int4 _43 = int4(_42, 0, 0, 0);
    Small.write(_43, uint(_33));
    return;
}

