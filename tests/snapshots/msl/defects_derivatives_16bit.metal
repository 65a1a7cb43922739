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

fragment main_out main0(
    main_in in [[stage_in]],
    float4 gl_FragCoord [[position]])
{
    half2x2 c;
    half3 d;
    main_out out;
    const half2 _8 = half2(in.in_TEXCOORD0);
    const float _12 = gl_FragCoord.x;
    const half _13 = half(_12);
    const half2 _18 = _8 * half2(2.0h, 2.0h);
    const half2x2 _19 = half2x2(_8, _18);
    const float2 _23 = float2(_8);
    const float2 _24 = dfdx(_23);
    const half2 _25 = half2(_24);
    const float2 _27 = float2(_8);
    const float2 _28 = dfdy(_27);
    const half2 _29 = half2(_28);
    const half2 _30 = _25 + _29;
    const float _34 = float(_13);
    const float _35 = dfdx(_34);
    const half _36 = half(_35);
    const float _38 = float(_13);
    const float _39 = dfdy(_38);
    const half _40 = half(_39);
    const half _41 = _36 + _40;
    const float _43 = float(_13);
    const float _44 = fwidth(_43);
    const half _45 = half(_44);
    const half _46 = _41 + _45;
    const half2 _50 = _19[0];
    const float2 _51 = float2(_50);
    const half2 _52 = _19[1];
    const float2 _53 = float2(_52);
    const float2x2 _54 = float2x2(_51, _53);
    const float2 _55 = _54[0];
    const float2 _56 = fwidth(_55);
    const float2 _57 = _54[1];
    const float2 _58 = fwidth(_57);
    const float2x2 _59 = float2x2(_56, _58);
    const float2 _60 = _59[0];
    const half2 _61 = half2(_60);
    const float2 _62 = _59[1];
    const half2 _63 = half2(_62);
    const half2x2 _64 = half2x2(_61, _63);
    const half2 _66 = _19[0];
    const float2 _67 = float2(_66);
    const half2 _68 = _19[1];
    const float2 _69 = float2(_68);
    const float2x2 _70 = float2x2(_67, _69);
    const float2 _71 = _70[0];
    const float2 _72 = dfdx(_71);
    const float2 _73 = _70[1];
    const float2 _74 = dfdx(_73);
    const float2x2 _75 = float2x2(_72, _74);
    const float2 _76 = _75[0];
    const half2 _77 = half2(_76);
    const float2 _78 = _75[1];
    const half2 _79 = half2(_78);
    const half2x2 _80 = half2x2(_77, _79);
    const half2 _81 = _80[0];
    const half2 _82 = _64[0];
    const half2 _83 = _82 + _81;
    const half2 _84 = _80[1];
    const half2 _85 = _64[1];
    const half2 _86 = _85 + _84;
    const half2x2 _87 = half2x2(_83, _86);
    c = _87;
    const half3 _92 = half3(_8, _13);
    const float3 _93 = float3(_92);
    const float3 _94 = dfdy(_93);
    const half3 _95 = half3(_94);
    d = _95;
    const float2 _98 = float2(_30);
    const half _102 = c[1].x;
    const half _103 = _46 + _102;
    const float _104 = float(_103);
    const half _107 = c[0].y;
    const half _109 = d.z;
    const half _110 = _107 + _109;
    const float _111 = float(_110);
    const float4 _112 = float4(_98, _104, _111);
    out.out_SV_Target = _112;
    const main_out _117 = out;
    return _117;
}

