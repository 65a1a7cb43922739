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
    const float _35 = gl_FragCoord.w;
    const bool _36 = _35 > 0.0f;
    if (_36)
    {
        const float _38 = gl_FragCoord.x;
        const float _40 = gl_FragCoord.x;
        const float _41 = _38 * _40;
        const float _43 = gl_FragCoord.y;
        const float _45 = gl_FragCoord.y;
        const float _46 = _43 * _45;
        const float _48 = gl_FragCoord.x;
        const float _50 = gl_FragCoord.y;
        const float _51 = _48 * _50;
        const float _53 = gl_FragCoord.x;
        const float _55 = gl_FragCoord.y;
        const float _56 = _53 * _55;
        const float4 _57 = float4(_41, _46, _51, _56);
        const float2 _60 = gl_FragCoord.xy;
        const float2 _61 = _60 / float2(2.0f, 2.0f);
        f = _57;
        uv = _61;
    }
    else
    {
        f = float4(0.0f, 0.0f, 0.0f, 0.0f);
        uv = float2(0.0f, 0.0f);
    }
    const float4 f0 = f;
    const float2 uv0 = uv;
    const float _65 = f0.x;
    const float _66 = dfdx(_65);
    const float _68 = f0.y;
    const float _69 = dfdy(_68);
    const float _71 = f0.z;
    const float _72 = dfdx(_71);
    const float _74 = f0.w;
    const float _75 = dfdy(_74);
    const bool _106 = !returned0;
    if (_106)
    {
        const float4 _76 = float4(_66, _69, _72, _75);
        d = _76;
    }
    else
    {
        d = float4(0.0f);
    }
    const float4 d0 = d;
    const float4 _82 = Levels.sample(Smp, uv0);
    const bool _108 = !returned0;
    if (_108)
    {
        Out[_11] = d0;
        const float _89 = gl_FragCoord.x;
        const uint _90 = uint(_89);
        const bool _91 = _90 == 2u;
        if (_91)
        {
            discard_fragment();
        }
        const float _94 = _82.x;
        const float _96 = d0.x;
        const float _98 = d0.y;
        const float4 _99 = float4(_94, _96, _98, 1.0f);
        out.out_SV_Target = _99;
    }
    const PSMain_out _133 = out;
    return _133;
}

