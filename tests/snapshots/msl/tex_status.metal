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

struct SparseTexel
{
    uint code;
    float4 texel;
};

struct SparseTexel0
{
    uint code;
    float texel;
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Tiled [[texture(0)]],
    depth2d<float> Shadow [[texture(1)]],
    texture2d<float, access::read> Target [[texture(2)]],
    sampler Smp [[sampler(0)]],
    sampler Cmp [[sampler(1)]],
    float4 gl_FragCoord [[position]])
{
    bool and0;
    bool and1;
    bool and2;
    bool and3;
    bool and4;
    bool and5;
    float4 cond;
    main_out out;
    const SparseTexel _17 = SparseTexel{0u, Tiled.sample(Smp, in.in_TEXCOORD0, min_lod_clamp(0.0f), int2(0, 0))};
    const uint _18 = _17.code;
    const float4 _19 = _17.texel;
    const bool _20 = true;
    const uint _21 = _20 ? 0u : 1u;
    const SparseTexel _27 = SparseTexel{0u, Tiled.sample(Smp, in.in_TEXCOORD0, level(1.0f), int2(1, 0))};
    const uint _28 = _27.code;
    const float4 _29 = _27.texel;
    const bool _30 = true;
    const uint _31 = _30 ? 0u : 1u;
    const float4 _34 = _19 + _29;
    const SparseTexel _39 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(0, 0))};
    const uint _40 = _39.code;
    const float4 _41 = _39.texel;
    const float _42 = _41.w;
    const SparseTexel _43 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(1, 0))};
    const uint _44 = _43.code;
    const float4 _45 = _43.texel;
    const float _46 = _45.w;
    const SparseTexel _47 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(0, 1))};
    const uint _48 = _47.code;
    const float4 _49 = _47.texel;
    const float _50 = _49.w;
    const SparseTexel _51 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(1, 1))};
    const uint _52 = _51.code;
    const float4 _53 = _51.texel;
    const float _54 = _53.w;
    const float4 _55 = float4(_42, _46, _50, _54);
    const bool _56 = true;
    const uint _57 = _56 ? _52 : _48;
    const bool _58 = true;
    const uint _59 = _58 ? _57 : _44;
    const bool _60 = true;
    const uint _61 = _60 ? _59 : _40;
    const bool _62 = true;
    const uint _63 = _62 ? 0u : 1u;
    const float4 _66 = _34 + _55;
    const float2 _70 = gl_FragCoord.xy;
    const int2 _71 = int2(_70);
    const int3 _72 = int3(_71, 0);
    const int2 _73 = _72.xy;
    const int _74 = _72.z;
    const SparseTexel _75 = SparseTexel{0u, Tiled.read(uint2(_73 + int2(0, 0)), uint(_74))};
    const uint _76 = _75.code;
    const float4 _77 = _75.texel;
    const bool _78 = true;
    const uint _79 = _78 ? 0u : 1u;
    const float4 _82 = _66 + _77;
    const float2 _86 = gl_FragCoord.xy;
    const uint2 _87 = uint2(_86);
    const int2 _88 = int2(_87);
    const SparseTexel _89 = SparseTexel{0u, Target.read(uint2(_88))};
    const uint _90 = _89.code;
    const float4 _91 = _89.texel;
    const bool _92 = true;
    const uint _93 = _92 ? 0u : 1u;
    const float4 _96 = _82 + _91;
    const SparseTexel0 _102 = SparseTexel0{0u, Shadow.sample_compare(Cmp, in.in_TEXCOORD0, 0.5f, min_lod_clamp(0.0f), int2(0, 0))};
    const uint _103 = _102.code;
    const float _104 = _102.texel;
    const bool _105 = true;
    const uint _106 = _105 ? 0u : 1u;
    const SparseTexel0 _111 = SparseTexel0{0u, Shadow.sample_compare(Cmp, in.in_TEXCOORD0, 0.5f, level(0.0f), int2(1, 1))};
    const uint _112 = _111.code;
    const float _113 = _111.texel;
    const bool _114 = true;
    const uint _115 = _114 ? 0u : 1u;
    const float _117 = _104 + _113;
    const bool _127 = _21 == 0u;
    if (_127)
    {
        const bool _130 = _31 == 0u;
        and0 = _130;
    }
    else
    {
        and0 = _127;
    }
    const bool and6 = and0;
    if (and6)
    {
        const bool _135 = _63 == 0u;
        and1 = _135;
    }
    else
    {
        and1 = and6;
    }
    const bool and7 = and1;
    if (and7)
    {
        const bool _140 = _79 == 0u;
        and2 = _140;
    }
    else
    {
        and2 = and7;
    }
    const bool and8 = and2;
    if (and8)
    {
        const bool _145 = _93 == 0u;
        and3 = _145;
    }
    else
    {
        and3 = and8;
    }
    const bool and9 = and3;
    if (and9)
    {
        const bool _150 = _106 == 0u;
        and4 = _150;
    }
    else
    {
        and4 = and9;
    }
    const bool and10 = and4;
    if (and10)
    {
        const bool _155 = _115 == 0u;
        and5 = _155;
    }
    else
    {
        and5 = and10;
    }
    const bool and11 = and5;
    if (and11)
    {
        const float4 _163 = float4(_117);
        const float4 _164 = _96 + _163;
        cond = _164;
    }
    else
    {
        cond = float4(1.0f, 0.0f, 1.0f, 1.0f);
    }
    const float4 cond0 = cond;
    out.out_SV_Target = cond0;
    const main_out _207 = out;
    return _207;
}

