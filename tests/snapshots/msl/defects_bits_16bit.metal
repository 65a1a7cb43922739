#include <metal_stdlib>
using namespace metal;

kernel void main0(
    const device uint4* In [[buffer(0)]],
    device uint4* Out [[buffer(1)]],
    device ushort4* Out16 [[buffer(2)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint4 _7 = In[_5];
    const ushort4 _11 = ushort4(_7);
    const uint2 _15 = _7.xy;
    const short2 _16 = short2(_15);
    const uint _19 = gl_GlobalInvocationID.x;
    const uint _20 = _19 * 4u;
    const uint _21 = _20 + 0u;
    const uint4 _24 = uint4(_11);
    const uint4 _25 = uint4(popcount(_24));
    Out[_21] = _25;
    const uint _28 = gl_GlobalInvocationID.x;
    const uint _29 = _28 * 4u;
    const uint _30 = _29 + 1u;
    const uint4 _33 = uint4(_11);
    const uint4 _34 = 31u - clz(_33);
    Out[_30] = _34;
    const uint _37 = gl_GlobalInvocationID.x;
    const uint _38 = _37 * 4u;
    const uint _39 = _38 + 2u;
    const ushort3 _42 = _11.xyz;
    const uint3 _43 = uint3(_42);
    const uint3 _44 = select(uint3(ctz(_43)), uint3(0xffffffffu), _43 == 0);
    const short _46 = _16.x;
    const ushort _47 = as_type<ushort>(_46);
    const uint _48 = uint(_47);
    const uint _49 = popcount(_48);
    const uint4 _50 = uint4(_44, _49);
    Out[_39] = _50;
    const uint _53 = gl_GlobalInvocationID.x;
    const uint _54 = _53 * 4u;
    const uint _55 = _54 + 3u;
    const int2 _58 = int2(_16);
    const uint2 _59 = 31u - clz(as_type<uint2>(select(_58, ~_58, _58 < 0)));
    const ushort2 _61 = as_type<ushort2>(_16);
    const uint2 _62 = uint2(_61);
    const uint2 _63 = select(uint2(ctz(_62)), uint2(0xffffffffu), _62 == 0);
    const uint4 _64 = uint4(_59, _63);
    Out[_55] = _64;
    const uint _67 = gl_GlobalInvocationID.x;
    const ushort2 _70 = _11.xy;
    const uint2 _71 = uint2(_70);
    const uint2 _72 = uint2(reverse_bits(_71));
    const uint2 _73 = _72 >> uint2(16u, 16u);
    const ushort2 _74 = ushort2(_73);
    const ushort2 _76 = as_type<ushort2>(_16);
    const uint2 _77 = uint2(_76);
    const uint2 _78 = uint2(reverse_bits(_77));
    const uint2 _79 = _78 >> uint2(16u, 16u);
    const ushort2 _80 = ushort2(_79);
    const short2 _81 = as_type<short2>(_80);
    const ushort2 _82 = ushort2(_81);
    const ushort4 _83 = ushort4(_74, _82);
    Out16[_67] = _83;
    return;
}

