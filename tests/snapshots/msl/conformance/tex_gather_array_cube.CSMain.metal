#include <metal_stdlib>
using namespace metal;

constant float3 axes[6] = {float3(1.0f, 0.0f, 0.0f), float3((-1.0f), 0.0f, 0.0f), float3(0.0f, 1.0f, 0.0f), float3(0.0f, (-1.0f), 0.0f), float3(0.0f, 0.0f, 1.0f), float3(0.0f, 0.0f, (-1.0f))};

kernel void CSMain(
    texture2d_array<float> Arr [[texture(0)]],
    texturecube<float> Cube [[texture(1)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const uint _7 = _6 + 1u;
    const float _8 = float(_7);
    const uint _10 = _2 / 4u;
    const uint _11 = _10 + 1u;
    const float _12 = float(_11);
    const float2 _13 = float2(_8, _12);
    const float2 _14 = _13 / float2(4.0f, 4.0f);
    const uint _17 = _2 * 3u;
    const uint _18 = _17 + 0u;
    const float3 _23 = float3(_14, 2.0f);
    const float4 _24 = Arr.gather(Point, _23.xy, uint(rint(_23.z)));
    Out[_18] = _24;
    const uint _27 = _2 * 3u;
    const uint _28 = _27 + 1u;
    const float3 _33 = float3(_14, 1.0f);
    const float4 _34 = Arr.gather(Point, _33.xy, uint(rint(_33.z)), int2(1, 0), component::z);
    Out[_28] = _34;
    const uint _37 = _2 * 3u;
    const uint _38 = _37 + 2u;
    const uint _43 = _2 % 6u;
    const float3 _45 = axes[_43];
    const float4 _46 = Cube.gather(Point, _45);
    Out[_38] = _46;
    return;
}

