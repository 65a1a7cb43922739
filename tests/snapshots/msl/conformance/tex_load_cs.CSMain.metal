#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d<float> Tex [[texture(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const int _7 = int(_6);
    const uint _9 = _2 / 4u;
    const int _10 = int(_9);
    const int2 _11 = int2(_7, _10);
    const uint _14 = _2 * 4u;
    const uint _15 = _14 + 0u;
    const int3 _19 = int3(_11, 0);
    const int2 _20 = _19.xy;
    const int _21 = _19.z;
    const float4 _22 = Tex.read(uint2(_20), uint(_21));
    Out[_15] = _22;
    const uint _25 = _2 * 4u;
    const uint _26 = _25 + 1u;
    const int2 _31 = _11 >> int2(1, 1);
    const int3 _32 = int3(_31, 1);
    const int2 _33 = _32.xy;
    const int _34 = _32.z;
    const float4 _35 = Tex.read(uint2(_33 + int2(0, 0)), uint(_34));
    Out[_26] = _35;
    const uint _38 = _2 * 4u;
    const uint _39 = _38 + 2u;
    const float4 _42 = Tex.read(uint2(uint2(0u, 0u)), uint(2u));
    Out[_39] = _42;
    const uint _45 = _2 * 4u;
    const uint _46 = _45 + 3u;
    const uint2 _49 = uint2(_11);
    const float4 _51 = Tex.read(uint2(_49), uint(0u));
    Out[_46] = _51;
    return;
}

