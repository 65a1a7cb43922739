#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    device int* Ints [[buffer(1)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float3x3 m;
    const float3 _5 = float3(gl_GlobalInvocationID);
    const float4 _6 = float4(_5, 1.5f);
    const float3 _10 = _6.xyz;
    const float2 _14 = _6.xy;
    const float4x4 _21 = float4x4(_6, _6, _6, _6);
    const float4 _22 = _21[0];
    const float3 _23 = _22.xyz;
    const float4 _24 = _21[1];
    const float3 _25 = _24.xyz;
    const float4 _26 = _21[2];
    const float3 _27 = _26.xyz;
    const float3x3 _28 = float3x3(_23, _25, _27);
    m = _28;
    const float _32 = _6.x;
    const half _33 = half(_32);
    const float _47 = _6.z;
    const int _48 = int(_47);
    const uint _56 = uint(_48);
    const float _59 = _6.w;
    const float _61 = float(_48);
    const float _62 = _61 + _59;
    const int _63 = int(_62);
    const bool _67 = _56 != 0u;
    const float _71 = _67 ? 1.0f : 0.0f;
    const uint _74 = gl_GlobalInvocationID.x;
    const float3 _78 = m[1];
    const float3 _79 = _10 + _78;
    const float _81 = _14.x;
    const float _83 = float(_33);
    const float _84 = _81 + _83;
    const float _87 = _84 + 0.25f;
    const float4 _88 = float4(_79, _87);
    const float4 _90 = float4(_71);
    const float4 _91 = _88 + _90;
    const float4 _94 = _91 + float4(2.0f, 2.0f, 2.0f, 2.0f);
    Out[_74] = _94;
    const uint _97 = gl_GlobalInvocationID.x;
    const int _110 = 100 + _63;
    const int _112 = int(_56);
    const int _113 = _110 + _112;
    Ints[_97] = _113;
    return;
}

