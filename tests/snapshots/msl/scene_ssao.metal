#include <metal_stdlib>
using namespace metal;

struct type_SSAO
{
    float4x4 Proj;
    float4x4 InvProj;
    float4 Kernel[16];
    float2 NoiseScale;
    float Radius;
    float Bias;
};

struct main_in
{
    float2 in_TEXCOORD0 [[user(locn0)]];
};

struct main_out
{
    float out_SV_Target [[color(0)]];
};

float3 view_pos(float2 uv, constant type_SSAO& SSAO, texture2d<float> Depth, sampler PointClamp)
{
    const float4 _7 = Depth.sample(PointClamp, uv, level(0.0f));
    const float _8 = _7.x;
    const float4x4 _12 = transpose(SSAO.InvProj);
    const float2 _14 = uv * float2(2.0f, (-2.0f));
    const float2 _15 = _14 + float2((-1.0f), 1.0f);
    const float4 _17 = float4(_15, _8, 1.0f);
    const float4 _18 = _17 * _12;
    const float3 _21 = _18.xyz;
    const float _23 = _18.w;
    const float3 _24 = float3(_23);
    const float3 _25 = _21 / _24;
    return _25;
}

fragment main_out main0(
    main_in in [[stage_in]],
    constant type_SSAO& SSAO [[buffer(0)]],
    texture2d<float> Depth [[texture(0)]],
    texture2d<float> Normals [[texture(1)]],
    texture2d<float> Noise [[texture(2)]],
    sampler PointClamp [[sampler(0)]],
    sampler PointWrap [[sampler(1)]])
{
    float occlusion;
    int i;
    float cond;
    main_out out;
    float occlusion0;
    int i0;
    float _121;
    const float3 _8 = view_pos(in.in_TEXCOORD0, SSAO, Depth, PointClamp);
    const float4 _14 = Normals.sample(PointClamp, in.in_TEXCOORD0);
    const float3 _15 = _14.xyz;
    const float3 _16 = _15 * float3(2.0f, 2.0f, 2.0f);
    const float3 _17 = _16 - float3(1.0f, 1.0f, 1.0f);
    const float3 _18 = normalize(_17);
    const float2 _25 = SSAO.NoiseScale;
    const float2 _26 = in.in_TEXCOORD0 * _25;
    const float4 _27 = Noise.sample(PointWrap, _26);
    const float2 _28 = _27.xy;
    const float2 _29 = _28 * float2(2.0f, 2.0f);
    const float2 _30 = _29 - float2(1.0f, 1.0f);
    const float3 _31 = float3(_30, 0.0f);
    const float _38 = dot(_31, _18);
    const float3 _39 = float3(_38);
    const float3 _40 = _18 * _39;
    const float3 _41 = _31 - _40;
    const float3 _42 = normalize(_41);
    const float3 _48 = cross(_18, _42);
    const float3x3 _50 = float3x3(_42, _48, _18);
    occlusion = 0.0f;
    i = 0;
    for (;;)
    {
        {
            occlusion0 = occlusion;
            i0 = i;
            const bool _57 = i0 < 16;
            if (!_57)
            {
                break;
            }
            const float4 _64 = SSAO.Kernel[i0];
            const float3 _65 = _64.xyz;
            const float3 _67 = _50 * _65;
            const float _69 = SSAO.Radius;
            const float3 _70 = float3(_69);
            const float3 _71 = _67 * _70;
            const float3 _72 = _8 + _71;
            const float4x4 _76 = transpose(SSAO.Proj);
            const float4 _78 = float4(_72, 1.0f);
            const float4 _79 = _78 * _76;
            const float2 _83 = _79.xy;
            const float _85 = _79.w;
            const float2 _86 = float2(_85);
            const float2 _87 = _83 / _86;
            const float2 _88 = _87 * float2(0.5f, (-0.5f));
            const float2 _89 = _88 + float2(0.5f, 0.5f);
            const float3 _93 = view_pos(_89, SSAO, Depth, PointClamp);
            const float _94 = _93.z;
            const float _98 = SSAO.Radius;
            const float _100 = _8.z;
            const float _102 = _100 - _94;
            const float _103 = abs(_102);
            const float _104 = _98 / _103;
            const float _105 = smoothstep(0.0f, 1.0f, _104);
            const float _109 = _72.z;
            const float _111 = SSAO.Bias;
            const float _112 = _109 + _111;
            const bool _113 = _94 >= _112;
            if (_113)
            {
                cond = 1.0f;
            }
            else
            {
                cond = 0.0f;
            }
            const float cond0 = cond;
            const float _119 = cond0 * _105;
            _121 = occlusion0 + _119;
        }
        const int _124 = i0 + 1;
        occlusion = _121;
        i = _124;
    }
    const float _127 = occlusion0 / 16.0f;
    const float _128 = 1.0f - _127;
    out.out_SV_Target = _128;
    const main_out _150 = out;
    return _150;
}

