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
    const SparseTexel _25 = SparseTexel{0u, Tiled.sample(Smp, in.in_TEXCOORD0, level(1.0f), int2(1, 0))};
    const uint _26 = _25.code;
    const float4 _27 = _25.texel;
    const float4 _30 = _19 + _27;
    const SparseTexel _35 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(0, 0))};
    const uint _36 = _35.code;
    const float4 _37 = _35.texel;
    const float _38 = _37.w;
    const SparseTexel _39 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(1, 0))};
    const uint _40 = _39.code;
    const float4 _41 = _39.texel;
    const float _42 = _41.w;
    const SparseTexel _43 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(0, 1))};
    const uint _44 = _43.code;
    const float4 _45 = _43.texel;
    const float _46 = _45.w;
    const SparseTexel _47 = SparseTexel{0u, Tiled.gather(Smp, in.in_TEXCOORD0, int2(1, 1))};
    const uint _48 = _47.code;
    const float4 _49 = _47.texel;
    const float _50 = _49.w;
    const float4 _51 = float4(_38, _42, _46, _50);
    const bool _52 = true;
    const uint _53 = _52 ? _48 : _44;
    const bool _54 = true;
    const uint _55 = _54 ? _53 : _40;
    const bool _56 = true;
    const uint _57 = _56 ? _55 : _36;
    const float4 _60 = _30 + _51;
    const float2 _64 = gl_FragCoord.xy;
    const int2 _65 = int2(_64);
    const int3 _66 = int3(_65, 0);
    const int2 _67 = _66.xy;
    const int _68 = _66.z;
    const SparseTexel _69 = SparseTexel{0u, Tiled.read(uint2(_67 + int2(0, 0)), uint(_68))};
    const uint _70 = _69.code;
    const float4 _71 = _69.texel;
    const float4 _74 = _60 + _71;
    const float2 _78 = gl_FragCoord.xy;
    const uint2 _79 = uint2(_78);
    const int2 _80 = int2(_79);
    const SparseTexel _81 = SparseTexel{0u, Target.read(uint2(_80))};
    const uint _82 = _81.code;
    const float4 _83 = _81.texel;
    const float4 _86 = _74 + _83;
    const SparseTexel0 _92 = SparseTexel0{0u, Shadow.sample_compare(Cmp, in.in_TEXCOORD0, 0.5f, min_lod_clamp(0.0f), int2(0, 0))};
    const uint _93 = _92.code;
    const float _94 = _92.texel;
    const SparseTexel0 _99 = SparseTexel0{0u, Shadow.sample_compare(Cmp, in.in_TEXCOORD0, 0.5f, level(0.0f), int2(1, 1))};
    const uint _100 = _99.code;
    const float _101 = _99.texel;
    const float _103 = _94 + _101;
    const bool _113 = true;
    if (_113)
    {
        const bool _116 = true;
        and0 = _116;
    }
    else
    {
        and0 = _113;
    }
    const bool and6 = and0;
    if (and6)
    {
        const bool _121 = true;
        and1 = _121;
    }
    else
    {
        and1 = and6;
    }
    const bool and7 = and1;
    if (and7)
    {
        const bool _126 = true;
        and2 = _126;
    }
    else
    {
        and2 = and7;
    }
    const bool and8 = and2;
    if (and8)
    {
        const bool _131 = true;
        and3 = _131;
    }
    else
    {
        and3 = and8;
    }
    const bool and9 = and3;
    if (and9)
    {
        const bool _136 = true;
        and4 = _136;
    }
    else
    {
        and4 = and9;
    }
    const bool and10 = and4;
    if (and10)
    {
        const bool _141 = true;
        and5 = _141;
    }
    else
    {
        and5 = and10;
    }
    const bool and11 = and5;
    if (and11)
    {
        const float4 _149 = float4(_103);
        const float4 _150 = _86 + _149;
        cond = _150;
    }
    else
    {
        cond = float4(1.0f, 0.0f, 1.0f, 1.0f);
    }
    const float4 cond0 = cond;
    out.out_SV_Target = cond0;
    const main_out _193 = out;
    return _193;
}

