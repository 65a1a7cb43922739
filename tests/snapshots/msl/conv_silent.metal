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
    const float2 _71 = _6.xy;
    const half2 _72 = half2(_71);
    const int2 _73 = int2(_72);
    const int2 _74 = int2(0, 2) + _73;
    const uint _78 = uint(_63);
    const bool _80 = _78 < _56;
    const float _84 = _67 ? 1.0f : 0.0f;
    const uint _87 = gl_GlobalInvocationID.x;
    const float3 _91 = m[1];
    const float3 _92 = _10 + _91;
    const float _94 = _14.x;
    const float _96 = float(_33);
    const float _97 = _94 + _96;
    const float _100 = _97 + 0.25f;
    const float4 _101 = float4(_92, _100);
    const float4 _103 = float4(_84);
    const float4 _104 = _101 + _103;
    const float4 _107 = _104 + float4(2.0f, 2.0f, 2.0f, 2.0f);
    Out[_87] = _107;
    const uint _110 = gl_GlobalInvocationID.x;
    const int _123 = 100 + _63;
    const int _125 = int(_56);
    const int _126 = _123 + _125;
    const int _128 = _74.x;
    const int _129 = _126 + _128;
    const int _131 = _80 ? 1 : 0;
    const int _132 = _129 + _131;
    Ints[_110] = _132;
    return;
}

