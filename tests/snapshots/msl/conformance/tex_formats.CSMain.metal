#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d<float> Unorm8 [[texture(0)]],
    texture2d<uint> U32 [[texture(1)]],
    texture2d<int> I32 [[texture(2)]],
    texture2d<float> F16 [[texture(3)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const int _7 = int(_6);
    const uint _9 = _2 / 4u;
    const int _10 = int(_9);
    const int3 _11 = int3(_7, _10, 0);
    const uint _14 = _2 * 3u;
    const uint _15 = _14 + 0u;
    const int2 _19 = _11.xy;
    const int _20 = _11.z;
    const float4 _21 = Unorm8.read(uint2(_19), uint(_20));
    Out[_15] = _21;
    const uint _24 = _2 * 3u;
    const uint _25 = _24 + 1u;
    const int2 _29 = _11.xy;
    const int _30 = _11.z;
    const uint4 _31 = U32.read(uint2(_29), uint(_30));
    const uint _32 = _31.x;
    const float _33 = float(_32);
    const int2 _36 = _11.xy;
    const int _37 = _11.z;
    const int4 _38 = I32.read(uint2(_36), uint(_37));
    const int2 _39 = _38.xy;
    const float2 _40 = float2(_39);
    const float4 _41 = float4(_33, _40, 0.0f);
    Out[_25] = _41;
    const uint _44 = _2 * 3u;
    const uint _45 = _44 + 2u;
    const int2 _49 = _11.xy;
    const int _50 = _11.z;
    const float4 _51 = F16.read(uint2(_49), uint(_50));
    Out[_45] = _51;
    return;
}

