#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_Draw
{
    uint Material;
};

float4 sample_material(uint i, float2 uv, array<texture2d<float>, 4> Materials, array<sampler, 4> Materials_sampler)
{
    const float4 _12 = Materials[i].sample(Materials_sampler[i], uv);
    const float4 _16 = Materials[i].read(uint2(int2(0, 0)), uint(0));
    const float4 _17 = _12 + _16;
    return _17;
}

fragment main_out main0(
    main_in in [[stage_in]],
    array<texture2d<float>, 4> Materials [[texture(0)]],
    array<sampler, 4> Materials_sampler [[sampler(0)]],
    constant type_Draw& Draw [[buffer(0)]])
{
    main_out out;
    const uint _5 = Draw.Material;
    const uint _9 = _5 & 3u;
    const float4 _11 = sample_material(_9, in.in_TEXCOORD0, Materials, Materials_sampler);
    const uint _13 = _5 + 1u;
    const uint _15 = _5 & 3u;
    const float4 _21 = Materials[_15].sample(Materials_sampler[_15], in.in_TEXCOORD0, level(1.0f));
    const float4 _22 = _11 + _21;
    const uint _26 = _13 & 3u;
    const float4 _32 = Materials[_26].gather(Materials_sampler[_26], in.in_TEXCOORD0);
    const float4 _33 = _22 + _32;
    out.out_SV_Target = _33;
    const main_out _38 = out;
    return _38;
}

