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
    float4 _225;
    const float _18 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2((-1), (-1)));
    const float _20 = 0.0f + _18;
    const float _26 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(0, (-1)));
    const float _28 = _20 + _26;
    const float _34 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(1, (-1)));
    const float _36 = _28 + _34;
    const float _46 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2((-1), 0));
    const float _48 = _36 + _46;
    const float _54 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(0, 0));
    const float _56 = _48 + _54;
    const float _62 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(1, 0));
    const float _64 = _56 + _62;
    const float _74 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2((-1), 1));
    const float _76 = _64 + _74;
    const float _82 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(0, 1));
    const float _84 = _76 + _82;
    const float _90 = Shadow.sample_compare(Cmp, in.in_TEXCOORD0, in.in_DEPTH, level(0.0f), int2(1, 1));
    const float _92 = _84 + _90;
    const float2 _105 = Params.Texel;
    const float2 _106 = float2(0.0f, (-4.0f)) * _105;
    const float2 _107 = in.in_TEXCOORD0 + _106;
    const float4 _108 = Color.sample(Linear, _107, level(0.0f), int2((-2), 0));
    const int _109 = abs((-4));
    const int _110 = 5 - _109;
    const float _111 = float(_110);
    const float4 _112 = float4(_111);
    const float4 _113 = _108 * _112;
    const float4 _115 = float4(0.0f, 0.0f, 0.0f, 0.0f) + _113;
    const float2 _121 = Params.Texel;
    const float2 _122 = float2(0.0f, (-2.0f)) * _121;
    const float2 _123 = in.in_TEXCOORD0 + _122;
    const float4 _124 = Color.sample(Linear, _123, level(0.0f), int2((-1), 0));
    const int _125 = abs((-2));
    const int _126 = 5 - _125;
    const float _127 = float(_126);
    const float4 _128 = float4(_127);
    const float4 _129 = _124 * _128;
    const float4 _131 = _115 + _129;
    const float2 _137 = Params.Texel;
    const float2 _138 = float2(0.0f, 0.0f) * _137;
    const float2 _139 = in.in_TEXCOORD0 + _138;
    const float4 _140 = Color.sample(Linear, _139, level(0.0f), int2(0, 0));
    const int _141 = abs(0);
    const int _142 = 5 - _141;
    const float _143 = float(_142);
    const float4 _144 = float4(_143);
    const float4 _145 = _140 * _144;
    const float4 _147 = _131 + _145;
    const float2 _153 = Params.Texel;
    const float2 _154 = float2(0.0f, 2.0f) * _153;
    const float2 _155 = in.in_TEXCOORD0 + _154;
    const float4 _156 = Color.sample(Linear, _155, level(0.0f), int2(1, 0));
    const int _157 = abs(2);
    const int _158 = 5 - _157;
    const float _159 = float(_158);
    const float4 _160 = float4(_159);
    const float4 _161 = _156 * _160;
    const float4 _163 = _147 + _161;
    const float2 _169 = Params.Texel;
    const float2 _170 = float2(0.0f, 4.0f) * _169;
    const float2 _171 = in.in_TEXCOORD0 + _170;
    const float4 _172 = Color.sample(Linear, _171, level(0.0f), int2(2, 0));
    const int _173 = abs(4);
    const int _174 = 5 - _173;
    const float _175 = float(_174);
    const float4 _176 = float4(_175);
    const float4 _177 = _172 * _176;
    const float4 _179 = _163 + _177;
    const float4 _187 = Color.sample(Linear, in.in_TEXCOORD0, int2(3, (-3)));
    const float4 _189 = _179 + _187;
    const float4 _194 = Color.sample(Linear, in.in_TEXCOORD0, int2(2, (-2)));
    const float4 _196 = _189 + _194;
    const float4 _201 = Color.sample(Linear, in.in_TEXCOORD0, int2(1, (-1)));
    const float4 _203 = _196 + _201;
    blur = _203;
    t = 0u;
    for (;;)
    {
        {
            blur0 = blur;
            t0 = t;
            const uint _210 = Params.Taps;
            const bool _211 = t0 < _210;
            if (!_211)
            {
                break;
            }
            const float2 _217 = Params.Texel;
            const float _219 = float(t0);
            const float2 _220 = float2(_219);
            const float2 _221 = _217 * _220;
            const float2 _222 = in.in_TEXCOORD0 + _221;
            const float4 _223 = Color.sample(Linear, _222, int2(1, 1));
            _225 = blur0 + _223;
        }
        const uint _228 = t0 + 1u;
        blur = _225;
        t = _228;
    }
    const float _232 = _92 / 9.0f;
    const float4 _233 = float4(_232);
    const float4 _234 = blur0 * _233;
    out.out_SV_Target = _234;
    const main_out _249 = out;
    return _249;
}

