#include <metal_stdlib>
using namespace metal;

kernel void main0(
    texture2d<uint> Ids [[texture(0)]],
    texture2d<int> Offsets [[texture(1)]],
    texture3d<uint> Cells [[texture(2)]],
    sampler Point [[sampler(0)]],
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _5 = gl_GlobalInvocationID.xy;
    const uint4 _7 = Ids.read(uint2(_5), uint(0u));
    const uint _8 = _7.x;
    const uint2 _11 = gl_GlobalInvocationID.xy;
    const int2 _12 = int2(_11);
    const int3 _13 = int3(_12, 1);
    const int2 _14 = _13.xy;
    const int _15 = _13.z;
    const uint4 _16 = Ids.read(uint2(_14), uint(_15));
    const uint _17 = _16.x;
    const uint _18 = _8 + _17;
    const uint2 _23 = gl_GlobalInvocationID.xy;
    const int2 _24 = int2(_23);
    const int3 _25 = int3(_24, 0);
    const int2 _26 = _25.xy;
    const int _27 = _25.z;
    const int4 _28 = Offsets.read(uint2(_26 + int2((-1), 0)), uint(_27));
    const uint2 _30 = gl_GlobalInvocationID.xy;
    const int4 _32 = Offsets.read(uint2(_30), uint(0u));
    const int4 _33 = _28 + _32;
    const uint4 _38 = Cells.read(uint3(gl_GlobalInvocationID), uint(0u));
    const uint2 _39 = _38.xy;
    const int3 _42 = int3(gl_GlobalInvocationID);
    const int4 _43 = int4(_42, 0);
    const int3 _44 = _43.xyz;
    const int _45 = _43.w;
    const uint4 _46 = Cells.read(uint3(_44), uint(_45));
    const uint2 _47 = _46.xy;
    const uint2 _48 = _39 + _47;
    const uint2 _54 = gl_GlobalInvocationID.xy;
    const float2 _55 = float2(_54);
    const float2 _56 = _55 + float2(0.5f, 0.5f);
    const float2 _57 = _56 / float2(64.0f, 64.0f);
    const uint4 _58 = Ids.gather(Point, _57);
    const uint _61 = gl_GlobalInvocationID.x;
    const uint _63 = gl_GlobalInvocationID.y;
    const uint _64 = _63 * 8u;
    const uint _65 = _61 + _64;
    const uint4 _69 = uint4(_18, _48, 0u);
    const uint4 _71 = uint4(_33);
    const uint4 _72 = _69 + _71;
    const uint4 _74 = _72 + _58;
    Out[_65] = _74;
    return;
}

