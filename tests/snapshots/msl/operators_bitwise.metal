#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device uint4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const uint _6 = _5 * 16843009u;
    const uint _10 = gl_GlobalInvocationID.x;
    const int _11 = int(_10);
    const int _12 = -_11;
    const uint _16 = _6 & 61680u;
    const uint _18 = _6 ^ 3855u;
    const uint _19 = _16 | _18;
    uint4 _21 = uint4(0u);
    _21.x = _19;
    const uint _24 = ~_6;
    uint4 _26 = _21;
    _26.y = _24;
    const uint _30 = _6 << 3u;
    const uint _33 = _6 >> 29u;
    const uint _34 = _30 | _33;
    const uint _37 = gl_GlobalInvocationID.x;
    const uint _38 = _37 & 31u;
    const uint _39 = _38 & 31u;
    const uint _40 = _6 >> _39;
    const uint _41 = _34 | _40;
    uint4 _43 = _26;
    _43.z = _41;
    const int _47 = _12 >> 2;
    const uint _48 = uint(_47);
    const int _51 = _12 << 1;
    const uint _52 = uint(_51);
    const uint _53 = _48 ^ _52;
    uint4 _55 = _43;
    _55.w = _53;
    const uint _60 = ~_6;
    const uint2 _61 = uint2(_6, _60);
    const uint2 _62 = _61 & uint2(255u, 65280u);
    const uint2 _66 = _62 << uint2(1u, 2u);
    const uint2 _68 = ~_62;
    const uint2 _69 = _66 | _68;
    const uint _72 = gl_GlobalInvocationID.x;
    const uint _73 = _72 * 2u;
    Out[_73] = _55;
    const uint _78 = gl_GlobalInvocationID.x;
    const uint _79 = _78 * 2u;
    const uint _80 = _79 + 1u;
    const uint _84 = _69.x;
    const uint _86 = _69.y;
    const uint _87 = _84 ^ _86;
    const int _89 = ~_12;
    const uint _90 = uint(_89);
    const uint4 _91 = uint4(_69, _87, _90);
    Out[_80] = _91;
    return;
}

