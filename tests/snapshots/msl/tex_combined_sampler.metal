#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float3 in_NORMAL [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Albedo [[texture(0)]],
    sampler AlbedoSampler [[sampler(0)]],
    texturecube<float> Env [[texture(1)]],
    sampler EnvSampler [[sampler(1)]])
{
    main_out out;
    const uint2 _12 = uint2(Albedo.get_width(0u), Albedo.get_height(0u));
    const uint _13 = _12.x;
    const uint _15 = _12.y;
    const float4 _21 = Albedo.sample(AlbedoSampler, in.in_TEXCOORD0);
    const float4 _25 = Env.sample(EnvSampler, in.in_NORMAL, level(2.0f));
    const float4 _26 = _21 * _25;
    const uint _31 = _13 / 2u;
    const int _32 = int(_31);
    const uint _34 = _15 / 2u;
    const int _35 = int(_34);
    const int3 _36 = int3(_32, _35, 0);
    const int2 _37 = _36.xy;
    const int _38 = _36.z;
    const float4 _39 = Albedo.read(uint2(_37), uint(_38));
    const float4 _40 = _26 + _39;
    out.out_SV_Target = _40;
    const main_out _45 = out;
    return _45;
}

