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

struct type_Camera
{
    float4x4 InvViewProj;
    packed_float3 Eye;
    uint LightCount;
};

struct Light
{
    packed_float3 pos;
    float radius;
    packed_float3 color;
    float pad;
};

struct Light0
{
    float3 pos;
    float radius;
    float3 color;
    float pad;
};

fragment main_out main0(
    main_in in [[stage_in]],
    constant type_Camera& Camera [[buffer(0)]],
    texture2d<float> GAlbedo [[texture(0)]],
    texture2d<float> GNormal [[texture(1)]],
    texture2d<float> GDepth [[texture(2)]],
    const device Light* Lights [[buffer(1)]],
    float4 gl_FragCoord [[position]])
{
    Light0 l;
    float3 sum;
    uint i;
    main_out out;
    float3 sum0;
    uint i0;
    float3 _155;
    const float2 _8 = gl_FragCoord.xy;
    const int2 _9 = int2(_8);
    const int3 _10 = int3(_9, 0);
    const int2 _15 = _10.xy;
    const int _16 = _10.z;
    const float4 _17 = GAlbedo.read(uint2(_15), uint(_16));
    const int2 _22 = _10.xy;
    const int _23 = _10.z;
    const float4 _24 = GNormal.read(uint2(_22), uint(_23));
    const float3 _25 = _24.xyz;
    const float3 _26 = _25 * float3(2.0f, 2.0f, 2.0f);
    const float3 _27 = _26 - float3(1.0f, 1.0f, 1.0f);
    const float3 _28 = normalize(_27);
    const int2 _33 = _10.xy;
    const int _34 = _10.z;
    const float4 _35 = GDepth.read(uint2(_33), uint(_34));
    const float _36 = _35.x;
    const float2 _43 = in.in_TEXCOORD0 * float2(2.0f, (-2.0f));
    const float2 _47 = _43 + float2((-1.0f), 1.0f);
    const float4 _49 = float4(_47, _36, 1.0f);
    const float4x4 _53 = transpose(Camera.InvViewProj);
    const float4 _55 = _49 * _53;
    const float3 _59 = _55.xyz;
    const float _61 = _55.w;
    const float3 _62 = float3(_61);
    const float3 _63 = _59 / _62;
    const float3 _67 = float3(Camera.Eye);
    const float3 _69 = _67 - _63;
    const float3 _70 = normalize(_69);
    const float3 _74 = _17.xyz;
    const float3 _75 = _74 * float3(0.0500000007f, 0.0500000007f, 0.0500000007f);
    sum = _75;
    i = 0u;
    for (;;)
    {
        {
            sum0 = sum;
            i0 = i;
            const uint _81 = Camera.LightCount;
            const bool _82 = i0 < _81;
            if (!_82)
            {
                break;
            }
            const Light _87 = Lights[i0];
            const float3 _88 = float3(_87.pos);
            const float _89 = _87.radius;
            const float3 _90 = float3(_87.color);
            const float _91 = _87.pad;
            const Light0 _92 = Light0{_88, _89, _90, _91};
            l = _92;
            const float3 _96 = l.pos;
            const float3 _98 = _96 - _63;
            const float _102 = float(length(_98));
            const float3 _107 = float3(_102);
            const float3 _108 = _98 / _107;
            const float _113 = l.radius;
            const float _114 = _102 / _113;
            const float _115 = 1.0f - _114;
            const float _116 = clamp(_115, 0.0f, 1.0f);
            const float3 _121 = _108 + _70;
            const float3 _122 = normalize(_121);
            const float _127 = dot(_28, _122);
            const float _128 = clamp(_127, 0.0f, 1.0f);
            const float _129 = pow(_128, 32.0f);
            const float _131 = _17.w;
            const float _132 = _129 * _131;
            const float3 _135 = _17.xyz;
            const float _138 = dot(_28, _108);
            const float _139 = clamp(_138, 0.0f, 1.0f);
            const float3 _140 = float3(_139);
            const float3 _141 = _135 * _140;
            const float3 _143 = float3(_132);
            const float3 _144 = _141 + _143;
            const float3 _146 = l.color;
            const float3 _147 = _144 * _146;
            const float3 _149 = float3(_116);
            const float3 _150 = _147 * _149;
            const float3 _152 = float3(_116);
            const float3 _153 = _150 * _152;
            _155 = sum0 + _153;
        }
        const uint _158 = i0 + 1u;
        sum = _155;
        i = _158;
    }
    const float4 _161 = float4(sum0, 1.0f);
    out.out_SV_Target = _161;
    const main_out _176 = out;
    return _176;
}

