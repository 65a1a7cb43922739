#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Tex [[texture(0)]],
    sampler Point [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float _10 = gl_FragCoord.y;
    const uint _11 = uint(_10);
    const uint _12 = _11 * 4u;
    const float _14 = gl_FragCoord.x;
    const uint _15 = uint(_14);
    const uint _16 = _12 + _15;
    const float2 _20 = gl_FragCoord.xy;
    const float2 _21 = floor(_20);
    const float2 _22 = _21 + float2(1.0f, 1.0f);
    const float2 _23 = _22 / float2(4.0f, 4.0f);
    const uint _26 = _16 * 2u;
    const uint _27 = _26 + 0u;
    const float4 _32 = Tex.gather(Point, _23, int2(1, 0), component::z);
    const float _33 = _32.w;
    const float4 _34 = Tex.gather(Point, _23, int2(0, 1), component::z);
    const float _35 = _34.w;
    const float4 _36 = Tex.gather(Point, _23, int2((-1), (-1)), component::z);
    const float _37 = _36.w;
    const float4 _38 = Tex.gather(Point, _23, int2(2, 1), component::z);
    const float _39 = _38.w;
    const float4 _40 = float4(_33, _35, _37, _39);
    Out[_27] = _40;
    const uint _43 = _16 * 2u;
    const uint _44 = _43 + 1u;
    const float4 _49 = Tex.gather(Point, _23, int2(1, 0), component::w);
    const float _50 = _49.w;
    const float4 _51 = Tex.gather(Point, _23, int2(0, 1), component::w);
    const float _52 = _51.w;
    const float4 _53 = Tex.gather(Point, _23, int2((-1), (-1)), component::w);
    const float _54 = _53.w;
    const float4 _55 = Tex.gather(Point, _23, int2(2, 1), component::w);
    const float _56 = _55.w;
    const float4 _57 = float4(_50, _52, _54, _56);
    Out[_44] = _57;
    const uint _60 = _16 * 2u;
    const uint _61 = _60 + 0u;
    const float4 _63 = Out[_61];
    out.out_SV_Target = _63;
    const PSMain_out _68 = out;
    return _68;
}

