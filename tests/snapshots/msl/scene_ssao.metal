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
    const float2 _17 = uv * float2(2.0f, (-2.0f));
    const float2 _21 = _17 + float2((-1.0f), 1.0f);
    const float4 _23 = float4(_21, _8, 1.0f);
    const float4 _24 = _23 * _12;
    const float3 _27 = _24.xyz;
    const float _29 = _24.w;
    const float3 _30 = float3(_29);
    const float3 _31 = _27 / _30;
    return _31;
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
    float _123;
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
            const float2 _90 = _87 * float2(0.5f, (-0.5f));
            const float2 _91 = _90 + float2(0.5f, 0.5f);
            const float3 _95 = view_pos(_91, SSAO, Depth, PointClamp);
            const float _96 = _95.z;
            const float _100 = SSAO.Radius;
            const float _102 = _8.z;
            const float _104 = _102 - _96;
            const float _105 = abs(_104);
            const float _106 = _100 / _105;
            const float _107 = smoothstep(0.0f, 1.0f, _106);
            const float _111 = _72.z;
            const float _113 = SSAO.Bias;
            const float _114 = _111 + _113;
            const bool _115 = _96 >= _114;
            if (_115)
            {
                cond = 1.0f;
            }
            else
            {
                cond = 0.0f;
            }
            const float cond0 = cond;
            const float _121 = cond0 * _107;
            _123 = occlusion0 + _121;
        }
        const int _126 = i0 + 1;
        occlusion = _123;
        i = _126;
    }
    const float _129 = occlusion0 / 16.0f;
    const float _130 = 1.0f - _129;
    out.out_SV_Target = _130;
    const main_out _152 = out;
    return _152;
}

