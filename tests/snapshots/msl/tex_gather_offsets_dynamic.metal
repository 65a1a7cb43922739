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

struct type_Params
{
    int2 Jitter;
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    sampler Smp [[sampler(0)]],
    constant type_Params& Params [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float2 _8 = gl_FragCoord.xy;
    const int2 _9 = int2(_8);
    const int2 _10 = _9 & int2(3, 3);
    const int2 _17 = Params.Jitter;
    const float4 _18 = Tex.gather(Smp, in.in_TEXCOORD0, _17);
    const int2 _25 = _10 + int2(1, 1);
    const int2 _27 = Params.Jitter;
    const int2 _29 = -_10;
    const float4 _30 = Tex.gather(Smp, in.in_TEXCOORD0, _10, component::y);
    const float _31 = _30.w;
    const float4 _32 = Tex.gather(Smp, in.in_TEXCOORD0, _25, component::y);
    const float _33 = _32.w;
    const float4 _34 = Tex.gather(Smp, in.in_TEXCOORD0, _27, component::y);
    const float _35 = _34.w;
    const float4 _36 = Tex.gather(Smp, in.in_TEXCOORD0, _29, component::y);
    const float _37 = _36.w;
    const float4 _38 = float4(_31, _33, _35, _37);
    const float4 _40 = _18 + _38;
    out.out_SV_Target = _40;
    const main_out _47 = out;
    return _47;
}

