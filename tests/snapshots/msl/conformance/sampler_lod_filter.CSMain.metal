#include <metal_stdlib>
using namespace metal;

kernel void CSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler AtLeast1 [[sampler(0)]],
    sampler AtMost1 [[sampler(1)]],
    sampler Trilinear [[sampler(2)]],
    sampler MagLinear [[sampler(3)]],
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
    const uint _16 = _2 * 5u;
    const uint _17 = _16 + 0u;
    const float4 _22 = Tex.sample(AtLeast1, _13, level(0.0f));
    Out[_17] = _22;
    const uint _25 = _2 * 5u;
    const uint _26 = _25 + 1u;
    const float4 _31 = Tex.sample(AtMost1, _13, level(2.0f));
    Out[_26] = _31;
    const uint _34 = _2 * 5u;
    const uint _35 = _34 + 2u;
    const float4 _40 = Tex.sample(Trilinear, _13, level(0.5f));
    Out[_35] = _40;
    const uint _43 = _2 * 5u;
    const uint _44 = _43 + 3u;
    const float2 _49 = _13 + float2(0.125f, 0.0f);
    const float4 _50 = Tex.sample(MagLinear, _49, level((-1.0f)));
    Out[_44] = _50;
    const uint _53 = _2 * 5u;
    const uint _54 = _53 + 4u;
    const float2 _59 = _13 + float2(0.125f, 0.0f);
    const float4 _60 = Tex.sample(MagLinear, _59, level(1.0f));
    Out[_54] = _60;
    return;
}

