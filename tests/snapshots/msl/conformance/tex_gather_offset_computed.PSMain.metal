#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Rep [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float _5 = gl_FragCoord.y;
    const uint _6 = uint(_5);
    const uint _7 = _6 * 4u;
    const float _9 = gl_FragCoord.x;
    const uint _10 = uint(_9);
    const uint _11 = _7 + _10;
    const float2 _15 = gl_FragCoord.xy;
    const float2 _16 = floor(_15);
    const float2 _17 = _16 + float2(1.0f, 1.0f);
    const float2 _18 = _17 / float2(4.0f, 4.0f);
    const float2 _22 = gl_FragCoord.xy;
    const int2 _23 = int2(_22);
    const int2 _24 = _23 % int2(3, 3);
    const int2 _25 = _24 - int2(1, 1);
    const uint _28 = _11 * 4u;
    const uint _29 = _28 + 0u;
    const float4 _35 = Tex.gather(Rep, _18, _25);
    Out[_29] = _35;
    const uint _38 = _11 * 4u;
    const uint _39 = _38 + 1u;
    const float4 _44 = Tex.gather(Rep, _18, int2((-9), 8), component::y);
    Out[_39] = _44;
    const uint _47 = _11 * 4u;
    const uint _48 = _47 + 2u;
    const int2 _54 = _25 * int2(5, 5);
    const float4 _55 = Tex.gather(Rep, _18, _54, component::w);
    Out[_48] = _55;
    const uint _58 = _11 * 4u;
    const uint _59 = _58 + 3u;
    const int2 _66 = -_25;
    const float4 _67 = Tex.gather(Rep, _18, _25);
    const float _68 = _67.w;
    const float4 _69 = Tex.gather(Rep, _18, int2(9, (-9)));
    const float _70 = _69.w;
    const float4 _71 = Tex.gather(Rep, _18, _66);
    const float _72 = _71.w;
    const float4 _73 = Tex.gather(Rep, _18, int2(1, 1));
    const float _74 = _73.w;
    const float4 _75 = float4(_68, _70, _72, _74);
    Out[_59] = _75;
    const float4 _81 = Tex.gather(Rep, _18, _25);
    out.out_SV_Target = _81;
    const PSMain_out _86 = out;
    return _86;
}

