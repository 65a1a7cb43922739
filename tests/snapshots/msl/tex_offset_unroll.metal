#include <metal_stdlib>
using namespace metal;

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
    float in_DEPTH [[user(locn1)]];
};

struct main_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_Params
{
    float2 Texel;
    uint Taps;
};

fragment main_out main0(
    main_in in [[stage_in]],
    depth2d<float> Shadow [[texture(0)]],
    texture2d<float> Color [[texture(1)]],
    sampler Cmp [[sampler(0)]],
    sampler Linear [[sampler(1)]],
    constant type_Params& Params [[buffer(0)]])
{
    float4 blur;
    uint t;
    main_out out;
    float4 blur0;
    uint t0;
    float4 _220;
    const float _16 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2((-1), (-1)));
    const float _18 = 0.0f + _16;
    const float _24 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(0, (-1)));
    const float _26 = _18 + _24;
    const float _32 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(1, (-1)));
    const float _34 = _26 + _32;
    const float _43 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2((-1), 0));
    const float _45 = _34 + _43;
    const float _51 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(0, 0));
    const float _53 = _45 + _51;
    const float _59 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(1, 0));
    const float _61 = _53 + _59;
    const float _70 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2((-1), 1));
    const float _72 = _61 + _70;
    const float _78 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(0, 1));
    const float _80 = _72 + _78;
    const float _86 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(1, 1));
    const float _88 = _80 + _86;
    const float2 _100 = Params.Texel;
    const float2 _101 = float2(0.0f, (-4.0f)) * _100;
    const float2 _102 = in.in_TEXCOORD0 + _101;
    const float4 _103 = Color.sample(Linear, _102, level(0.0f), int2((-2), 0));
    const int _104 = abs((-4));
    const int _105 = 5 - _104;
    const float _106 = float(_105);
    const float4 _107 = float4(_106);
    const float4 _108 = _103 * _107;
    const float4 _110 = float4(0.0f, 0.0f, 0.0f, 0.0f) + _108;
    const float2 _116 = Params.Texel;
    const float2 _117 = float2(0.0f, (-2.0f)) * _116;
    const float2 _118 = in.in_TEXCOORD0 + _117;
    const float4 _119 = Color.sample(Linear, _118, level(0.0f), int2((-1), 0));
    const int _120 = abs((-2));
    const int _121 = 5 - _120;
    const float _122 = float(_121);
    const float4 _123 = float4(_122);
    const float4 _124 = _119 * _123;
    const float4 _126 = _110 + _124;
    const float2 _132 = Params.Texel;
    const float2 _133 = float2(0.0f, 0.0f) * _132;
    const float2 _134 = in.in_TEXCOORD0 + _133;
    const float4 _135 = Color.sample(Linear, _134, level(0.0f), int2(0, 0));
    const int _136 = abs(0);
    const int _137 = 5 - _136;
    const float _138 = float(_137);
    const float4 _139 = float4(_138);
    const float4 _140 = _135 * _139;
    const float4 _142 = _126 + _140;
    const float2 _148 = Params.Texel;
    const float2 _149 = float2(0.0f, 2.0f) * _148;
    const float2 _150 = in.in_TEXCOORD0 + _149;
    const float4 _151 = Color.sample(Linear, _150, level(0.0f), int2(1, 0));
    const int _152 = abs(2);
    const int _153 = 5 - _152;
    const float _154 = float(_153);
    const float4 _155 = float4(_154);
    const float4 _156 = _151 * _155;
    const float4 _158 = _142 + _156;
    const float2 _164 = Params.Texel;
    const float2 _165 = float2(0.0f, 4.0f) * _164;
    const float2 _166 = in.in_TEXCOORD0 + _165;
    const float4 _167 = Color.sample(Linear, _166, level(0.0f), int2(2, 0));
    const int _168 = abs(4);
    const int _169 = 5 - _168;
    const float _170 = float(_169);
    const float4 _171 = float4(_170);
    const float4 _172 = _167 * _171;
    const float4 _174 = _158 + _172;
    const float4 _182 = Color.sample(Linear, in.in_TEXCOORD0, int2(3, (-3)));
    const float4 _184 = _174 + _182;
    const float4 _189 = Color.sample(Linear, in.in_TEXCOORD0, int2(2, (-2)));
    const float4 _191 = _184 + _189;
    const float4 _196 = Color.sample(Linear, in.in_TEXCOORD0, int2(1, (-1)));
    const float4 _198 = _191 + _196;
    blur = _198;
    t = 0u;
    for (;;)
    {
        {
            blur0 = blur;
            t0 = t;
            const uint _205 = Params.Taps;
            const bool _206 = t0 < _205;
            if (!_206)
            {
                break;
            }
            const float2 _212 = Params.Texel;
            const float _214 = float(t0);
            const float2 _215 = float2(_214);
            const float2 _216 = _212 * _215;
            const float2 _217 = in.in_TEXCOORD0 + _216;
            const float4 _218 = Color.sample(Linear, _217, int2(1, 1));
            _220 = blur0 + _218;
        }
        const uint _223 = t0 + 1u;
        blur = _220;
        t = _223;
    }
    const float _227 = _88 / 9.0f;
    const float4 _228 = float4(_227);
    const float4 _229 = blur0 * _228;
    out.out_SV_Target = _229;
    const main_out _244 = out;
    return _244;
}

