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
    float3 _149;
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
    const float2 _40 = in.in_TEXCOORD0 * float2(2.0f, (-2.0f));
    const float2 _41 = _40 + float2((-1.0f), 1.0f);
    const float4 _43 = float4(_41, _36, 1.0f);
    const float4x4 _47 = transpose(Camera.InvViewProj);
    const float4 _49 = _43 * _47;
    const float3 _53 = _49.xyz;
    const float _55 = _49.w;
    const float3 _56 = float3(_55);
    const float3 _57 = _53 / _56;
    const float3 _61 = float3(Camera.Eye);
    const float3 _63 = _61 - _57;
    const float3 _64 = normalize(_63);
    const float3 _68 = _17.xyz;
    const float3 _69 = _68 * float3(0.0500000007f, 0.0500000007f, 0.0500000007f);
    sum = _69;
    i = 0u;
    for (;;)
    {
        {
            sum0 = sum;
            i0 = i;
            const uint _75 = Camera.LightCount;
            const bool _76 = i0 < _75;
            if (!_76)
            {
                break;
            }
            const Light _81 = Lights[i0];
            const float3 _82 = float3(_81.pos);
            const float _83 = _81.radius;
            const float3 _84 = float3(_81.color);
            const float _85 = _81.pad;
            const Light0 _86 = Light0{_82, _83, _84, _85};
            l = _86;
            const float3 _90 = l.pos;
            const float3 _92 = _90 - _57;
            const float _96 = float(length(_92));
            const float3 _101 = float3(_96);
            const float3 _102 = _92 / _101;
            const float _107 = l.radius;
            const float _108 = _96 / _107;
            const float _109 = 1.0f - _108;
            const float _110 = clamp(_109, 0.0f, 1.0f);
            const float3 _115 = _102 + _64;
            const float3 _116 = normalize(_115);
            const float _121 = dot(_28, _116);
            const float _122 = clamp(_121, 0.0f, 1.0f);
            const float _123 = pow(_122, 32.0f);
            const float _125 = _17.w;
            const float _126 = _123 * _125;
            const float3 _129 = _17.xyz;
            const float _132 = dot(_28, _102);
            const float _133 = clamp(_132, 0.0f, 1.0f);
            const float3 _134 = float3(_133);
            const float3 _135 = _129 * _134;
            const float3 _137 = float3(_126);
            const float3 _138 = _135 + _137;
            const float3 _140 = l.color;
            const float3 _141 = _138 * _140;
            const float3 _143 = float3(_110);
            const float3 _144 = _141 * _143;
            const float3 _146 = float3(_110);
            const float3 _147 = _144 * _146;
            _149 = sum0 + _147;
        }
        const uint _152 = i0 + 1u;
        sum = _149;
        i = _152;
    }
    const float4 _155 = float4(sum0, 1.0f);
    out.out_SV_Target = _155;
    const main_out _170 = out;
    return _170;
}

