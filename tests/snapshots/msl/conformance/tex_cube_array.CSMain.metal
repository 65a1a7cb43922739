#include <metal_stdlib>
using namespace metal;

constant float3 dirs[8] = {float3(1.0f, (-0.5f), (-0.5f)), float3((-1.0f), 0.5f, (-0.5f)), float3(0.5f, 1.0f, 0.5f), float3((-0.5f), (-1.0f), 0.5f), float3(0.5f, (-0.5f), 1.0f), float3((-0.5f), 0.5f, (-1.0f)), float3(1.0f, 0.5f, 0.5f), float3((-0.5f), 0.5f, 1.0f)};

kernel void CSMain(
    texturecube_array<float> Cubes [[texture(0)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _5 = _2 * 2u;
    const uint _6 = _5 + 0u;
    const float3 _12 = dirs[_2];
    const float4 _13 = float4(_12, 0.0f);
    const float4 _14 = Cubes.sample(Point, _13.xyz, uint(rint(_13.w)), level(0.0f));
    Out[_6] = _14;
    const uint _17 = _2 * 2u;
    const uint _18 = _17 + 1u;
    const float3 _24 = dirs[_2];
    const float4 _25 = float4(_24, 1.0f);
    const float4 _26 = Cubes.sample(Point, _25.xyz, uint(rint(_25.w)), level(0.0f));
    Out[_18] = _26;
    return;
}

