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
    texture2d<float> Color [[texture(0)]],
    texture2d<float> Mask [[texture(1)]],
    texture2d<float, access::write> Out [[texture(2)]],
    sampler Smp [[sampler(0)]],
    float4 gl_FragCoord [[position]])
{
    main_out out;
    const float4 _10 = Color.sample(Smp, in.in_TEXCOORD0);
    const half4 _11 = half4(_10);
    const float4 _15 = Mask.sample(Smp, in.in_TEXCOORD0, level(0.0f));
    const float _16 = _15.x;
    const half _17 = half(_16);
    const half4 _18 = half4(_17);
    const half4 _19 = _11 * _18;
    const float2 _22 = gl_FragCoord.xy;
    const uint2 _23 = uint2(_22);
    const float4 _25 = float4(_19);
    Out.write(_25, uint2(_23));
    const float4 _30 = Color.read(uint2(int2(0, 0)), uint(0));
    const half4 _31 = half4(_30);
    const half4 _32 = _19 + _31;
    const float4 _33 = float4(_32);
    out.out_SV_Target = _33;
    const main_out _38 = out;
    return _38;
}

