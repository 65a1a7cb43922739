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
    const uint _7 = _6 + 1u;
    const float _8 = float(_7);
    const uint _10 = _2 / 4u;
    const uint _11 = _10 + 1u;
    const float _12 = float(_11);
    const float2 _13 = float2(_8, _12);
    const float2 _14 = _13 / float2(4.0f, 4.0f);
    const uint _17 = _2 * 3u;
    const uint _18 = _17 + 0u;
    const float4 _23 = Tex.gather(Point, _14);
    Out[_18] = _23;
    const uint _26 = _2 * 3u;
    const uint _27 = _26 + 1u;
    const float4 _32 = Tex.gather(Point, _14, int2((-1), 0), component::w);
    Out[_27] = _32;
    const uint _35 = _2 * 3u;
    const uint _36 = _35 + 2u;
    const float4 _41 = Tex.gather(Bilinear, _14, int2(0), component::y);
    Out[_36] = _41;
    return;
}

