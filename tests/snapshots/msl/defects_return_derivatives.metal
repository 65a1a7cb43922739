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
    uint layers;
};

fragment main_out main0(
    main_in in [[stage_in]],
    texture2d<float> Tex [[texture(0)]],
    sampler Smp [[sampler(0)]],
    constant type_Params& Params [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    bool returned;
    float value;
    float d;
    float4 c;
    uint i;
    bool returned0;
    bool returned1;
    bool returned2;
    main_out out;
    float4 c0;
    uint i0;
    bool returned4;
    bool returned6;
    float4 _61;
    const float _7 = gl_FragCoord.x;
    const bool _8 = _7 < 10.0f;
    if (_8)
    {
        out.out_SV_Target = float4(1.0f, 0.0f, 0.0f, 1.0f);
        returned = true;
    }
    else
    {
        returned = false;
    }
    const bool returned3 = returned;
    const float4 _15 = Tex.sample(Smp, in.in_TEXCOORD0);
    const float _19 = in.in_TEXCOORD0.x;
    const float _20 = dfdx(_19);
    const float _22 = in.in_TEXCOORD0.y;
    const float _23 = fwidth(_22);
    const bool _79 = !returned3;
    if (_79)
    {
        const float _24 = _20 + _23;
        value = _24;
    }
    else
    {
        value = 0.0f;
    }
    const float value0 = value;
    const float _26 = _15.z;
    const float _27 = dfdy(_26);
    const bool _84 = !returned3;
    if (_84)
    {
        const float _28 = value0 + _27;
        d = _28;
    }
    else
    {
        d = 0.0f;
    }
    const float d0 = d;
    c = _15;
    i = 0u;
    returned0 = returned3;
    for (;;)
    {
        {
            c0 = c;
            i0 = i;
            returned4 = returned0;
            const uint _34 = Params.layers;
            const bool _35 = i0 < _34;
            if (!_35)
            {
                break;
            }
            const bool _86 = !returned4;
            if (_86)
            {
                const float _38 = c0.w;
                const float4 _40 = Params.tint;
                const float _41 = _40.w;
                const bool _42 = _38 > _41;
                if (_42)
                {
                    out.out_SV_Target = c0;
                    returned1 = true;
                }
                else
                {
                    returned1 = returned4;
                }
                const bool returned5 = returned1;
                returned2 = returned5;
            }
            else
            {
                returned2 = returned4;
            }
            returned6 = returned2;
            const float _50 = float(i0);
            const float _51 = _50 * 0.125f;
            const float2 _52 = float2(_51);
            const float2 _53 = in.in_TEXCOORD0 + _52;
            const float4 _54 = Tex.sample(Smp, _53, bias(0.5f));
            const float _56 = c0.x;
            const float _57 = dfdx(_56);
            const float4 _58 = float4(_57);
            const float4 _59 = _54 * _58;
            _61 = c0 + _59;
        }
        const uint _64 = i0 + 1u;
        c = _61;
        i = _64;
        returned0 = returned6;
    }
    const bool _89 = !returned4;
    if (_89)
    {
        const float4 _68 = float4(d0);
        const float4 _69 = c0 * _68;
        const float4 _71 = Params.tint;
        const float4 _72 = _69 * _71;
        out.out_SV_Target = _72;
    }
    const main_out _134 = out;
    return _134;
}

