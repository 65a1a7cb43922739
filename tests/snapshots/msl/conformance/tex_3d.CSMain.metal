#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture3d<float> Vol [[texture(0)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const uint _8 = _2 / 4u;
    const uint _9 = _8 % 4u;
    const uint _11 = _2 / 16u;
    const uint3 _12 = uint3(_6, _9, _11);
    const float3 _16 = float3(_12);
    const float3 _17 = _16 + float3(0.5f, 0.5f, 0.5f);
    const float3 _18 = _17 / float3(4.0f, 4.0f, 4.0f);
    const uint _21 = _2 * 3u;
    const uint _22 = _21 + 0u;
    const float4 _27 = Vol.sample(Point, _18, level(0.0f));
    Out[_22] = _27;
    const uint _30 = _2 * 3u;
    const uint _31 = _30 + 1u;
    const float4 _36 = Vol.sample(Point, _18, level(1.0f));
    Out[_31] = _36;
    const uint _39 = _2 * 3u;
    const uint _40 = _39 + 2u;
    const int3 _44 = int3(_12);
    const int4 _45 = int4(_44, 0);
    const int3 _46 = _45.xyz;
    const int _47 = _45.w;
    const float4 _48 = Vol.read(uint3(_46), uint(_47));
    Out[_40] = _48;
    return;
}

