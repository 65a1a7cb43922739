#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* F [[buffer(0)]],
    device int* I [[buffer(1)]],
    uint gl_LocalInvocationIndex [[thread_index_in_threadgroup]])
{
    const float4 _6 = F[gl_LocalInvocationIndex];
    const int _11 = I[gl_LocalInvocationIndex];
    const float _15 = _6.x;
    const float _108 = sin(_15);
    const float _18 = _6.y;
    const float _109 = rsqrt(_18);
    const float _20 = _108 + _109;
    const float _22 = _6.z;
    const float _24 = _6.w;
    const float _110 = min(_22, _24);
    const float _26 = _20 + _110;
    const float _28 = _6.x;
    const float _111 = clamp(_28, 0.0f, 1.0f);
    const float _30 = _26 + _111;
    const float _32 = _6.x;
    const float _34 = _6.y;
    const float _36 = _6.z;
    const float _112 = fma(_32, _34, _36);
    const float _38 = _30 + _112;
    const float2 _42 = _6.xy;
    const float2 _44 = _6.zw;
    const float2 _113 = pow(_42, _44);
    const float3 _49 = _6.xyz;
    const float3 _51 = _6.yzw;
    const float3 _114 = mix(_49, _51, float3(0.25f, 0.25f, 0.25f));
    const float3 _54 = _6.xyz;
    const float3 _56 = _6.wzy;
    const float3 _115 = cross(_54, _56);
    const float3 _58 = _114 + _115;
    const float3 _60 = _6.xyz;
    const float3 _62 = _6.yzw;
    const float3 _116 = refract(_60, _62, 0.699999988f);
    const float3 _64 = _58 + _116;
    const float _71 = _113.x;
    const float _72 = _38 + _71;
    const float _74 = _113.y;
    const float _75 = _72 + _74;
    const float3 _77 = _6.xyz;
    const float _117 = float(length(_77));
    const float _79 = _75 + _117;
    const float _81 = _6.w;
    const bool _118 = _81 > 0.0f;
    const bool _119 = _81 < 0.0f;
    const float _120 = _119 ? (-1.0f) : 0.0f;
    const float _121 = _118 ? 1.0f : _120;
    const float _83 = _79 + _121;
    const float4 _84 = float4(_64, _83);
    const float4 _122 = floor(_84);
    F[gl_LocalInvocationIndex] = _122;
    const uint _123 = as_type<uint>(_11);
    const uint _124 = min(_123, 3u);
    const int _125 = as_type<int>(_124);
    const int _126 = max(_11, (-3));
    const int _94 = _125 + _126;
    const uint _96 = uint(_11);
    const uint _127 = 31u - clz(_96);
    const int _98 = int(_127);
    const int _99 = _94 + _98;
    const uint _128 = as_type<uint>(_11);
    const uint _129 = select(uint(ctz(_128)), uint(0xffffffffu), _128 == 0);
    const int _130 = as_type<int>(_129);
    const int _102 = _99 + _130;
    const bool _131 = _11 > 0;
    const bool _132 = _11 < 0;
    const int _133 = _132 ? (-1) : 0;
    const int _134 = _131 ? 1 : _133;
    const int _105 = _102 + _134;
    I[gl_LocalInvocationIndex] = _105;
    return;
}

