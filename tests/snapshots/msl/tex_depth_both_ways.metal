#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float in_TEXCOORD1 [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment main_out main0(
    main_in in [[stage_in]],
    depth2d<float> Depth [[texture(0)]],
    sampler Cmp [[sampler(0)]],
    sampler Point [[sampler(1)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float _14 = Depth.sample_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD1);
    const float4 _19 = Depth.gather_compare(Cmp, in.in_TEXCOORD0, in.in_TEXCOORD1);
    const float _20 = _19.x;
    const float _21 = _14 + _20;
    const float4 _27 = float4(Depth.sample(Point, in.in_TEXCOORD0), 0.0, 0.0, 1.0);
    const float _28 = _27.x;
    const float4 _32 = float4(Depth.sample(Point, in.in_TEXCOORD0, level(0.0f)), 0.0, 0.0, 1.0);
    const float _33 = _32.x;
    const float _34 = _28 + _33;
    const float2 _37 = gl_FragCoord.xy;
    const int2 _38 = int2(_37);
    const int3 _39 = int3(_38, 0);
    const int2 _40 = _39.xy;
    const int _41 = _39.z;
    const float4 _42 = float4(Depth.read(uint2(_40), uint(_41)), 0.0, 0.0, 1.0);
    const float _43 = _42.x;
    const float _44 = _34 + _43;
    const float4 _50 = Depth.gather(Point, in.in_TEXCOORD0, int2(1, 1));
    const uint2 _56 = uint2(Depth.get_width(0u), Depth.get_height(0u));
    const uint _57 = _56.x;
    const uint _59 = _56.y;
    const uint _61 = Depth.get_num_mip_levels();
    const float2 _66 = gl_FragCoord.xy;
    const uint2 _67 = uint2(_66);
    const float4 _69 = float4(Depth.read(uint2(_67), uint(0u)), 0.0, 0.0, 1.0);
    const float _70 = _69.x;
    const float _71 = _44 + _70;
    const float _73 = _50.x;
    const float _75 = _50.w;
    const float _76 = _73 + _75;
    const uint _79 = _57 + _59;
    const uint _81 = _79 + _61;
    const float _82 = float(_81);
    const float4 _83 = float4(_21, _71, _76, _82);
    out.out_SV_Target = _83;
    const main_out _88 = out;
    return _88;
}

