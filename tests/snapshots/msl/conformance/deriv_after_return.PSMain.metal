#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

fragment PSMain_out PSMain(
    texture2d<float> Levels [[texture(0)]],
    sampler Smp [[sampler(0)]],
    device float4* Out [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    bool returned;
    float4 f;
    float2 uv;
    float4 d;
    PSMain_out out;
    const float _5 = gl_FragCoord.y;
    const uint _6 = uint(_5);
    const uint _7 = _6 * 4u;
    const float _9 = gl_FragCoord.x;
    const uint _10 = uint(_9);
    const uint _11 = _7 + _10;
    const float _18 = gl_FragCoord.x;
    const uint _19 = uint(_18);
    const float _21 = gl_FragCoord.y;
    const uint _22 = uint(_21);
    const uint _23 = _19 | _22;
    const uint _24 = _23 & 1u;
    const bool _25 = _24 == 0u;
    if (_25)
    {
        Out[_11] = float4((-1.0f), (-1.0f), (-1.0f), (-1.0f));
        out.out_SV_Target = float4(9.0f, 9.0f, 9.0f, 9.0f);
        returned = true;
    }
    else
    {
        returned = false;
    }
    const bool returned0 = returned;
    const float _32 = gl_FragCoord.w;
    const bool _33 = _32 > 0.0f;
    if (_33)
    {
        const float _35 = gl_FragCoord.x;
        const float _37 = gl_FragCoord.x;
        const float _38 = _35 * _37;
        const float _40 = gl_FragCoord.y;
        const float _42 = gl_FragCoord.y;
        const float _43 = _40 * _42;
        const float _45 = gl_FragCoord.x;
        const float _47 = gl_FragCoord.y;
        const float _48 = _45 * _47;
        const float _50 = gl_FragCoord.x;
        const float _52 = gl_FragCoord.y;
        const float _53 = _50 * _52;
        const float4 _54 = float4(_38, _43, _48, _53);
        const float2 _57 = gl_FragCoord.xy;
        const float2 _58 = _57 / float2(2.0f, 2.0f);
        f = _54;
        uv = _58;
    }
    else
    {
        f = float4(0.0f, 0.0f, 0.0f, 0.0f);
        uv = float2(0.0f, 0.0f);
    }
    const float4 f0 = f;
    const float2 uv0 = uv;
    const float _62 = f0.x;
    const float _63 = dfdx(_62);
    const float _65 = f0.y;
    const float _66 = dfdy(_65);
    const float _68 = f0.z;
    const float _69 = dfdx(_68);
    const float _71 = f0.w;
    const float _72 = dfdy(_71);
    const bool _103 = !returned0;
    if (_103)
    {
        const float4 _73 = float4(_63, _66, _69, _72);
        d = _73;
    }
    else
    {
        d = float4(0.0f);
    }
    const float4 d0 = d;
    const float4 _79 = Levels.sample(Smp, uv0);
    const bool _105 = !returned0;
    if (_105)
    {
        Out[_11] = d0;
        const float _86 = gl_FragCoord.x;
        const uint _87 = uint(_86);
        const bool _88 = _87 == 2u;
        if (_88)
        {
            discard_fragment();
        }
        const float _91 = _79.x;
        const float _93 = d0.x;
        const float _95 = d0.y;
        const float4 _96 = float4(_91, _93, _95, 1.0f);
        out.out_SV_Target = _96;
    }
    const PSMain_out _130 = out;
    return _130;
}

