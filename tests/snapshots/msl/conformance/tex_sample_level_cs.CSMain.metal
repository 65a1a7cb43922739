#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Point [[sampler(0)]],
    sampler Bilinear [[sampler(1)]],
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _2 = gl_GlobalInvocationID.x;
    const uint _6 = _2 % 4u;
    const float _7 = float(_6);
    const uint _9 = _2 / 4u;
    const float _10 = float(_9);
    const float2 _11 = float2(_7, _10);
    const float2 _12 = _11 + float2(0.5f, 0.5f);
    const float2 _13 = _12 / float2(4.0f, 4.0f);
    const uint _16 = _2 * 4u;
    const uint _17 = _16 + 0u;
    const float4 _22 = Tex.sample(Point, _13, level(0.0f));
    Out[_17] = _22;
    const uint _25 = _2 * 4u;
    const uint _26 = _25 + 1u;
    const float2 _31 = _13 + float2(0.125f, 0.0f);
    const float4 _32 = Tex.sample(Bilinear, _31, level(0.0f));
    Out[_26] = _32;
    const uint _35 = _2 * 4u;
    const uint _36 = _35 + 2u;
    const float4 _41 = Tex.sample(Point, _13, level(1.0f), int2(1, 0));
    Out[_36] = _41;
    const uint _44 = _2 * 4u;
    const uint _45 = _44 + 3u;
    const float4 _50 = Tex.sample(Point, _13, gradient2d(float2(1.0f, 0.0f), float2(0.0f, 1.0f)));
    Out[_45] = _50;
    return;
}

