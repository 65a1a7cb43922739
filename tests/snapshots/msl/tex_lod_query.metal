#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float3 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    texture2d_array<float> Arr [[texture(1)]],
    texturecube<float> Sky [[texture(2)]],
    texture3d<float> Vol [[texture(3)]],
    sampler Smp [[sampler(0)]],
    sampler Cmp [[sampler(1)]])
{
    main_out out;
    const float2 _10 = in.in_TEXCOORD0.xy;
    const float _11 = Tex.calculate_clamped_lod(Smp, _10);
    const float2 _17 = in.in_TEXCOORD0.xy;
    const float _18 = Tex.calculate_unclamped_lod(Smp, _17);
    const float2 _24 = in.in_TEXCOORD0.xy;
    const float _25 = Arr.calculate_clamped_lod(Cmp, _24);
    const float _31 = Sky.calculate_unclamped_lod(Smp, in.in_TEXCOORD0);
    const float _37 = Vol.calculate_clamped_lod(Smp, in.in_TEXCOORD0);
    const float _41 = _11 + _37;
    const float4 _45 = float4(_41, _18, _25, _31);
    out.out_SV_Target = _45;
    const main_out _50 = out;
    return _50;
}

