#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float3 in_TEXCOORD1 [[user(locn1)]];
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
    texturecube_array<float> Probes [[texture(3)]],
    texture2d<uint> Ids [[texture(4)]],
    sampler Smp [[sampler(0)]])
{
    main_out out;
    const float4 _13 = Tex.gather(Smp, in.in_TEXCOORD0);
    const float4 _18 = Tex.gather(Smp, in.in_TEXCOORD0, int2(1, 1));
    const float4 _20 = _13 + _18;
    const float4 _25 = Tex.gather(Smp, in.in_TEXCOORD0, int2((-2), 0));
    const float4 _27 = _20 + _25;
    const float4 _32 = Tex.gather(Smp, in.in_TEXCOORD0, int2(0), component::y);
    const float4 _34 = _27 + _32;
    const float4 _39 = Tex.gather(Smp, in.in_TEXCOORD0, int2(0, 1), component::z);
    const float4 _41 = _34 + _39;
    const float4 _46 = Tex.gather(Smp, in.in_TEXCOORD0, int2(0, 0), component::w);
    const float _47 = _46.w;
    const float4 _48 = Tex.gather(Smp, in.in_TEXCOORD0, int2(1, 0), component::w);
    const float _49 = _48.w;
    const float4 _50 = Tex.gather(Smp, in.in_TEXCOORD0, int2(0, 1), component::w);
    const float _51 = _50.w;
    const float4 _52 = Tex.gather(Smp, in.in_TEXCOORD0, int2(1, 1), component::w);
    const float _53 = _52.w;
    const float4 _54 = float4(_47, _49, _51, _53);
    const float4 _56 = _41 + _54;
    const float4 _61 = Tex.gather(Smp, in.in_TEXCOORD0, int2((-1), (-1)));
    const float _62 = _61.w;
    const float4 _63 = Tex.gather(Smp, in.in_TEXCOORD0, int2(2, (-1)));
    const float _64 = _63.w;
    const float4 _65 = Tex.gather(Smp, in.in_TEXCOORD0, int2((-1), 2));
    const float _66 = _65.w;
    const float4 _67 = Tex.gather(Smp, in.in_TEXCOORD0, int2(2, 2));
    const float _68 = _67.w;
    const float4 _69 = float4(_62, _64, _66, _68);
    const float4 _71 = _56 + _69;
    const float3 _76 = float3(in.in_TEXCOORD0, 1.0f);
    const float4 _77 = Arr.gather(Smp, _76.xy, uint(rint(_76.z)));
    const float4 _79 = _71 + _77;
    const float3 _84 = float3(in.in_TEXCOORD0, 2.0f);
    const float4 _85 = Arr.gather(Smp, _84.xy, uint(rint(_84.z)), int2(1, 0), component::y);
    const float4 _87 = _79 + _85;
    const float4 _92 = Sky.gather(Smp, in.in_TEXCOORD1);
    const float4 _94 = _87 + _92;
    const float4 _99 = Sky.gather(Smp, in.in_TEXCOORD1, component::z);
    const float4 _101 = _94 + _99;
    const float4 _106 = float4(in.in_TEXCOORD1, 1.0f);
    const float4 _107 = Probes.gather(Smp, _106.xyz, uint(rint(_106.w)), component::w);
    const float4 _109 = _101 + _107;
    const uint4 _115 = Ids.gather(Smp, in.in_TEXCOORD0, int2(0), component::y);
    const float4 _118 = _109 / float4(12.0f, 12.0f, 12.0f, 12.0f);
    const uint4 _120 = _115 & uint4(1u, 1u, 1u, 1u);
    const float4 _121 = float4(_120);
    const float4 _122 = _118 + _121;
    out.out_SV_Target = _122;
    const main_out _127 = out;
    return _127;
}

