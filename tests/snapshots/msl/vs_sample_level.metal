#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_POSITION [[attribute(0)]];
    float2 in_TEXCOORD0 [[attribute(1)]];
    uint in_BLENDINDICES [[attribute(2)]];
};

struct main_out
{
    float4 gl_Position [[position]];
    float2 out_TEXCOORD0 [[user(locn0)]];
};

struct type_Camera
{
    float4x4 ViewProj;
    float Scale;
};

struct VSOut
{
    float4 pos;
    float2 uv;
};

vertex main_out main0(
    main_in in [[stage_in]],
    texture2d<float> HeightMap [[texture(0)]],
    texture2d<float> Palette [[texture(1)]],
    sampler Smp [[sampler(0)]],
    constant type_Camera& Camera [[buffer(0)]])
{
    VSOut o;
    main_out out;
    const float4 _13 = HeightMap.sample(Smp, in.in_TEXCOORD0, level(0.0f));
    const float _14 = _13.x;
    const float _16 = Camera.Scale;
    const float _17 = _14 * _16;
    const uint2 _22 = uint2(Palette.get_width(0u), Palette.get_height(0u));
    const uint _23 = _22.x;
    const uint _31 = in.in_BLENDINDICES % _23;
    const int _32 = int(_31);
    const uint _35 = in.in_BLENDINDICES / _23;
    const int _36 = int(_35);
    const int3 _37 = int3(_32, _36, 0);
    const int2 _38 = _37.xy;
    const int _39 = _37.z;
    const float4 _40 = Palette.read(uint2(_38), uint(_39));
    const float4x4 _45 = transpose(Camera.ViewProj);
    const float3 _48 = float3(0.0f, _17, 0.0f);
    const float3 _49 = in.in_POSITION + _48;
    const float3 _51 = _40.xyz;
    const float3 _52 = _49 + _51;
    const float4 _53 = float4(_52, 1.0f);
    const float4 _54 = _53 * _45;
    o.pos = _54;
    o.uv = in.in_TEXCOORD0;
    const VSOut _59 = o;
    const float4 _60 = _59.pos;
    out.gl_Position = _60;
    const float2 _62 = _59.uv;
    out.out_TEXCOORD0 = _62;
    const main_out _68 = out;
    return _68;
}

