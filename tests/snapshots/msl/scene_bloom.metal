// entry downsample
#include <metal_stdlib>
using namespace metal;

struct type_Pass
{
    float2 TexelSize;
    float Threshold;
    float Intensity;
};

float3 tap(float2 uv, texture2d<float> Source, sampler LinearClamp)
{
    const float4 _6 = Source.sample(LinearClamp, uv, level(0.0f));
    const float3 _7 = _6.xyz;
    return _7;
}

kernel void downsample(
    constant type_Pass& Pass [[buffer(0)]],
    texture2d<float> Source [[texture(0)]],
    texture2d<float, access::write> Dest [[texture(1)]],
    sampler LinearClamp [[sampler(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _5 = gl_GlobalInvocationID.xy;
    const float2 _6 = float2(_5);
    const float2 _7 = _6 + float2(0.5f, 0.5f);
    const float2 _9 = Pass.TexelSize;
    const float2 _10 = _7 * _9;
    const float3 _14 = tap(_10, Source, LinearClamp);
    const float3 _15 = _14 * float3(0.125f, 0.125f, 0.125f);
    const float2 _19 = Pass.TexelSize;
    const float2 _25 = _19 * float2((-1.0f), (-1.0f));
    const float2 _26 = _10 + _25;
    const float3 _27 = tap(_26, Source, LinearClamp);
    const float2 _30 = Pass.TexelSize;
    const float2 _34 = _30 * float2(1.0f, (-1.0f));
    const float2 _35 = _10 + _34;
    const float3 _36 = tap(_35, Source, LinearClamp);
    const float3 _37 = _27 + _36;
    const float2 _40 = Pass.TexelSize;
    const float2 _44 = _40 * float2((-1.0f), 1.0f);
    const float2 _45 = _10 + _44;
    const float3 _46 = tap(_45, Source, LinearClamp);
    const float3 _47 = _37 + _46;
    const float2 _50 = Pass.TexelSize;
    const float2 _51 = _50 * float2(1.0f, 1.0f);
    const float2 _52 = _10 + _51;
    const float3 _53 = tap(_52, Source, LinearClamp);
    const float3 _54 = _47 + _53;
    const float3 _55 = _54 * float3(0.125f, 0.125f, 0.125f);
    const float3 _57 = _15 + _55;
    const float2 _61 = Pass.TexelSize;
    const float2 _65 = _61 * float2((-2.0f), 0.0f);
    const float2 _66 = _10 + _65;
    const float3 _67 = tap(_66, Source, LinearClamp);
    const float2 _70 = Pass.TexelSize;
    const float2 _71 = _70 * float2(2.0f, 0.0f);
    const float2 _72 = _10 + _71;
    const float3 _73 = tap(_72, Source, LinearClamp);
    const float3 _74 = _67 + _73;
    const float2 _77 = Pass.TexelSize;
    const float2 _81 = _77 * float2(0.0f, (-2.0f));
    const float2 _82 = _10 + _81;
    const float3 _83 = tap(_82, Source, LinearClamp);
    const float3 _84 = _74 + _83;
    const float2 _87 = Pass.TexelSize;
    const float2 _88 = _87 * float2(0.0f, 2.0f);
    const float2 _89 = _10 + _88;
    const float3 _90 = tap(_89, Source, LinearClamp);
    const float3 _91 = _84 + _90;
    const float3 _92 = _91 * float3(0.0625f, 0.0625f, 0.0625f);
    const float3 _94 = _57 + _92;
    const float _98 = _94.x;
    const float _100 = _94.y;
    const float _102 = _94.z;
    const float _103 = max(_100, _102);
    const float _104 = max(_98, _103);
    const uint2 _107 = gl_GlobalInvocationID.xy;
    const float _111 = Pass.Threshold;
    const float _112 = _104 - _111;
    const float _113 = clamp(_112, 0.0f, 1.0f);
    const float3 _114 = float3(_113);
    const float3 _115 = _94 * _114;
    const float4 _116 = float4(_115, 1.0f);
    Dest.write(_116, uint2(_107));
    return;
}

// entry upsample
#include <metal_stdlib>
using namespace metal;

struct type_Pass
{
    float2 TexelSize;
    float Threshold;
    float Intensity;
};

kernel void upsample(
    constant type_Pass& Pass [[buffer(0)]],
    texture2d<float> Source [[texture(0)]],
    texture2d<float> Lower [[texture(1)]],
    texture2d<float, access::write> Dest [[texture(2)]],
    sampler LinearClamp [[sampler(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint2 _5 = gl_GlobalInvocationID.xy;
    const float2 _6 = float2(_5);
    const float2 _7 = _6 + float2(0.5f, 0.5f);
    const float2 _9 = Pass.TexelSize;
    const float2 _10 = _7 * _9;
    const float4 _16 = Lower.sample(LinearClamp, _10, level(0.0f));
    const float4 _17 = _16 * float4(4.0f, 4.0f, 4.0f, 4.0f);
    const float4 _22 = Lower.sample(LinearClamp, _10, level(0.0f), int2((-1), 0));
    const float4 _26 = Lower.sample(LinearClamp, _10, level(0.0f), int2(1, 0));
    const float4 _27 = _22 + _26;
    const float4 _29 = _17 + _27;
    const float4 _34 = Lower.sample(LinearClamp, _10, level(0.0f), int2(0, (-1)));
    const float4 _38 = Lower.sample(LinearClamp, _10, level(0.0f), int2(0, 1));
    const float4 _39 = _34 + _38;
    const float4 _41 = _29 + _39;
    const uint2 _44 = gl_GlobalInvocationID.xy;
    const uint2 _47 = gl_GlobalInvocationID.xy;
    const int2 _48 = int2(_47);
    const int3 _49 = int3(_48, 0);
    const int2 _50 = _49.xy;
    const int _51 = _49.z;
    const float4 _52 = Source.read(uint2(_50), uint(_51));
    const float4 _54 = _41 / float4(8.0f, 8.0f, 8.0f, 8.0f);
    const float _56 = Pass.Intensity;
    const float4 _57 = float4(_56);
    const float4 _58 = _54 * _57;
    const float4 _59 = _52 + _58;
    Dest.write(_59, uint2(_44));
    return;
}

