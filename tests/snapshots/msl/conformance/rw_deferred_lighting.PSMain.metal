#include <metal_stdlib>
using namespace metal;

struct PSMain_out
{
    float4 out_SV_Target [[color(0)]];
};

struct type_ConstantBuffer_Light
{
    packed_float3 position;
    float ambient;
    packed_float3 colour;
    float pad;
};

fragment PSMain_out PSMain(
    texture2d<float> GAlbedo [[texture(0)]],
    texture2d<float> GNormal [[texture(1)]],
    texture2d<float> GPosition [[texture(2)]],
    constant type_ConstantBuffer_Light& L [[buffer(0)]],
    float4 gl_FragCoord [[position]])
{
    PSMain_out out;
    const float2 _5 = gl_FragCoord.xy;
    const int2 _6 = int2(_5);
    const int3 _7 = int3(_6, 0);
    const int2 _12 = _7.xy;
    const int _13 = _7.z;
    const float4 _14 = GAlbedo.read(uint2(_12), uint(_13));
    const float3 _15 = _14.xyz;
    const int2 _20 = _7.xy;
    const int _21 = _7.z;
    const float4 _22 = GNormal.read(uint2(_20), uint(_21));
    const float3 _23 = _22.xyz;
    const int2 _27 = _7.xy;
    const uint2 _28 = uint2(_27);
    const float4 _30 = GPosition.read(uint2(_28), uint(0u));
    const float3 _31 = _30.xyz;
    const float3 _35 = float3(L.position);
    const float3 _37 = _35 - _31;
    const float _41 = float(length(_37));
    const float3 _47 = float3(_41);
    const float3 _48 = _37 / _47;
    const float _49 = dot(_23, _48);
    const float _50 = max(_49, 0.0f);
    const float _55 = _41 * _41;
    const float _56 = 1.0f + _55;
    const float _57 = 1.0f / _56;
    const float _61 = L.ambient;
    const float3 _62 = float3(_61);
    const float _65 = _50 * _57;
    const float3 _66 = float3(_65);
    const float3 _68 = float3(L.colour);
    const float3 _69 = _66 * _68;
    const float3 _70 = _62 + _69;
    const float3 _71 = _15 * _70;
    const float4 _72 = float4(_71, 1.0f);
    out.out_SV_Target = _72;
    const PSMain_out _77 = out;
    return _77;
}

