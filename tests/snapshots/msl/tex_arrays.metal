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

struct type_Material
{
    uint MapIndex;
    uint SamplerIndex;
};

fragment main_out main0(
    main_in in [[stage_in]],
    array<texture2d<float>, 4> Maps [[texture(0)]],
    array<sampler, 2> Samplers [[sampler(0)]],
    constant type_Material& Material [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float4 _12 = Maps[0].sample(Samplers[0], in.in_TEXCOORD0);
    const uint _15 = Material.MapIndex;
    const uint _19 = Material.SamplerIndex;
    const float4 _23 = Maps[_15].sample(Samplers[_19], in.in_TEXCOORD0);
    const float4 _25 = _12 + _23;
    const float2 _30 = gl_FragCoord.xy;
    const int2 _31 = int2(_30);
    const int3 _32 = int3(_31, 0);
    const int2 _33 = _32.xy;
    const int _34 = _32.z;
    const float4 _35 = Maps[3].read(uint2(_33), uint(_34));
    const float4 _37 = _25 + _35;
    const uint2 _43 = uint2(Maps[1].get_width(0u), Maps[1].get_height(0u));
    const uint _44 = _43.x;
    const uint _46 = _43.y;
    const float _50 = float(_44);
    const float _52 = float(_46);
    const float4 _53 = float4(_50, _52, 0.0f, 0.0f);
    const float4 _54 = _37 + _53;
    out.out_SV_Target = _54;
    const main_out _59 = out;
    return _59;
}

