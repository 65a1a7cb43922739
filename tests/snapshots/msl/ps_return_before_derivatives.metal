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
    float4 tint;
    float cutoff;
    uint steps;
};

float4 shade(float2 uv, texture2d<float> Tex, sampler Smp)
{
    const float2 _6 = uv * float2(2.0f, 2.0f);
    const float4 _7 = Tex.sample(Smp, _6);
    return _7;
}

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    depth2d<float> Shadow [[texture(1)]],
    sampler Smp [[sampler(0)]],
    sampler Cmp [[sampler(1)]],
    device uint* Hits [[buffer(0)]],
    constant type_Params& Params [[buffer(1)]],
    float4 gl_FragCoord [[position]])
{
    bool returned;
    bool returned0;
    bool returned1;
    float4 c;
    uint i;
    float4 value;
    main_out out;
    float4 c0;
    uint i0;
    float4 _88;
    const float _7 = gl_FragCoord.x;
    const bool _8 = _7 < 4.0f;
    if (_8)
    {
        out.out_SV_Target = float4(1.0f, 0.0f, 0.0f, 1.0f);
        returned = true;
    }
    else
    {
        returned = false;
    }
    const bool returned2 = returned;
    const float _13 = in.in_TEXCOORD0.x;
    const float _14 = dfdx(_13);
    const float _16 = in.in_TEXCOORD0.y;
    const float _17 = dfdy(_16);
    const float2 _18 = float2(_14, _17);
    const float2 _25 = in.in_TEXCOORD0 + _18;
    const float4 _26 = Tex.sample(Smp, _25);
    const bool _106 = !returned2;
    if (_106)
    {
        const float _29 = _26.w;
        const float _31 = Params.cutoff;
        const bool _32 = _29 < _31;
        if (_32)
        {
            const float4 _34 = _26.zyxw;
            out.out_SV_Target = _34;
            returned0 = true;
        }
        else
        {
            returned0 = returned2;
        }
        const bool returned3 = returned0;
        returned1 = returned3;
    }
    else
    {
        returned1 = returned2;
    }
    const bool returned4 = returned1;
    const float4 _40 = Tex.sample(Smp, in.in_TEXCOORD0, bias(0.5f));
    const float _45 = _26.x;
    const float _46 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, _45);
    const float4 _47 = float4(_46);
    const float4 _48 = _40 * _47;
    const float4 _50 = _26 + _48;
    const float _53 = _50.y;
    const float _54 = quad_shuffle_xor(_53, 1u);
    const float _56 = _50.z;
    const float _57 = fwidth(_56);
    const float _58 = _54 + _57;
    const float _60 = _50.y;
    const float _61 = _60 + _58;
    float4 _63 = _50;
    _63.y = _61;
    const bool _109 = !returned4;
    if (_109)
    {
        const float _66 = gl_FragCoord.y;
        const uint _67 = uint(_66);
        const float _70 = gl_FragCoord.x;
        const uint _71 = uint(_70);
        Hits[_67] = _71;
        const float _74 = _63.x;
        const bool _75 = _74 > 0.899999976f;
        if (_75)
        {
            discard_fragment();
        }
    }
    c = _63;
    i = 0u;
    for (;;)
    {
        {
            c0 = c;
            i0 = i;
            const uint _81 = Params.steps;
            const bool _82 = i0 < _81;
            if (!_82)
            {
                break;
            }
            const float4 _85 = dfdx(c0);
            const float4 _86 = _85 * float4(0.25f, 0.25f, 0.25f, 0.25f);
            _88 = c0 + _86;
        }
        const uint _91 = i0 + 1u;
        c = _88;
        i = _91;
    }
    const bool _111 = !returned4;
    if (_111)
    {
        value = c0;
    }
    else
    {
        value = float4(0.0f);
    }
    const float4 value0 = value;
    const float4 _95 = shade(in.in_TEXCOORD0, Tex, Smp);
    const bool _116 = !returned4;
    if (_116)
    {
        const float4 _96 = value0 * _95;
        const float4 _98 = Params.tint;
        const float4 _99 = _96 * _98;
        out.out_SV_Target = _99;
    }
    const main_out _151 = out;
    return _151;
}

