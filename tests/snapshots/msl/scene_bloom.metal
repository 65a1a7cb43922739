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
    const float2 _20 = _19 * float2((-1.0f), (-1.0f));
    const float2 _21 = _10 + _20;
    const float3 _22 = tap(_21, Source, LinearClamp);
    const float2 _25 = Pass.TexelSize;
    const float2 _26 = _25 * float2(1.0f, (-1.0f));
    const float2 _27 = _10 + _26;
    const float3 _28 = tap(_27, Source, LinearClamp);
    const float3 _29 = _22 + _28;
    const float2 _32 = Pass.TexelSize;
    const float2 _33 = _32 * float2((-1.0f), 1.0f);
    const float2 _34 = _10 + _33;
    const float3 _35 = tap(_34, Source, LinearClamp);
    const float3 _36 = _29 + _35;
    const float2 _39 = Pass.TexelSize;
    const float2 _40 = _39 * float2(1.0f, 1.0f);
    const float2 _41 = _10 + _40;
    const float3 _42 = tap(_41, Source, LinearClamp);
    const float3 _43 = _36 + _42;
    const float3 _44 = _43 * float3(0.125f, 0.125f, 0.125f);
    const float3 _46 = _15 + _44;
    const float2 _50 = Pass.TexelSize;
    const float2 _51 = _50 * float2((-2.0f), 0.0f);
    const float2 _52 = _10 + _51;
    const float3 _53 = tap(_52, Source, LinearClamp);
    const float2 _56 = Pass.TexelSize;
    const float2 _57 = _56 * float2(2.0f, 0.0f);
    const float2 _58 = _10 + _57;
    const float3 _59 = tap(_58, Source, LinearClamp);
    const float3 _60 = _53 + _59;
    const float2 _63 = Pass.TexelSize;
    const float2 _64 = _63 * float2(0.0f, (-2.0f));
    const float2 _65 = _10 + _64;
    const float3 _66 = tap(_65, Source, LinearClamp);
    const float3 _67 = _60 + _66;
    const float2 _70 = Pass.TexelSize;
    const float2 _71 = _70 * float2(0.0f, 2.0f);
    const float2 _72 = _10 + _71;
    const float3 _73 = tap(_72, Source, LinearClamp);
    const float3 _74 = _67 + _73;
    const float3 _75 = _74 * float3(0.0625f, 0.0625f, 0.0625f);
    const float3 _77 = _46 + _75;
    const float _81 = _77.x;
    const float _83 = _77.y;
    const float _85 = _77.z;
    const float _86 = max(_83, _85);
    const float _87 = max(_81, _86);
    const uint2 _90 = gl_GlobalInvocationID.xy;
    const float _94 = Pass.Threshold;
    const float _95 = _87 - _94;
    const float _96 = clamp(_95, 0.0f, 1.0f);
    const float3 _97 = float3(_96);
    const float3 _98 = _77 * _97;
    const float4 _99 = float4(_98, 1.0f);
    Dest.write(_99, uint2(_90));
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

