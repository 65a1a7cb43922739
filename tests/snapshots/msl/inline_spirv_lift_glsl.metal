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
    const float _107 = sin(_15);
    const float _18 = _6.y;
    const float _108 = rsqrt(_18);
    const float _20 = _107 + _108;
    const float _22 = _6.z;
    const float _24 = _6.w;
    const float _109 = min(_22, _24);
    const float _26 = _20 + _109;
    const float _28 = _6.x;
    const float _110 = clamp(_28, 0.0f, 1.0f);
    const float _30 = _26 + _110;
    const float _32 = _6.x;
    const float _34 = _6.y;
    const float _36 = _6.z;
    const float _111 = fma(_32, _34, _36);
    const float _38 = _30 + _111;
    const float2 _42 = _6.xy;
    const float2 _44 = _6.zw;
    const float2 _112 = pow(_42, _44);
    const float3 _49 = _6.xyz;
    const float3 _51 = _6.yzw;
    const float3 _113 = mix(_49, _51, float3(0.25f, 0.25f, 0.25f));
    const float3 _54 = _6.xyz;
    const float3 _56 = _6.wzy;
    const float3 _114 = cross(_54, _56);
    const float3 _58 = _113 + _114;
    const float3 _60 = _6.xyz;
    const float3 _62 = _6.yzw;
    const float3 _115 = refract(_60, _62, 0.699999988f);
    const float3 _64 = _58 + _115;
    const float _71 = _112.x;
    const float _72 = _38 + _71;
    const float _74 = _112.y;
    const float _75 = _72 + _74;
    const float3 _77 = _6.xyz;
    const float _116 = float(length(_77));
    const float _79 = _75 + _116;
    const float _81 = _6.w;
    const bool _117 = _81 > 0.0f;
    const bool _118 = _81 < 0.0f;
    const float _119 = _118 ? (-1.0f) : 0.0f;
    const float _120 = _117 ? 1.0f : _119;
    const float _83 = _79 + _120;
    const float4 _84 = float4(_64, _83);
    const float4 _121 = floor(_84);
    F[gl_LocalInvocationIndex] = _121;
    const uint _122 = as_type<uint>(_11);
    const uint _123 = min(_122, 3u);
    const int _124 = as_type<int>(_123);
    const int _125 = max(_11, (-3));
    const int _93 = _124 + _125;
    const uint _95 = uint(_11);
    const uint _126 = 31u - clz(_95);
    const int _97 = int(_126);
    const int _98 = _93 + _97;
    const uint _127 = as_type<uint>(_11);
    const uint _128 = select(uint(ctz(_127)), uint(0xffffffffu), _127 == 0);
    const int _129 = as_type<int>(_128);
    const int _101 = _98 + _129;
    const bool _130 = _11 > 0;
    const bool _131 = _11 < 0;
    const int _132 = _131 ? (-1) : 0;
    const int _133 = _130 ? 1 : _132;
    const int _104 = _101 + _133;
    I[gl_LocalInvocationIndex] = _104;
    return;
}

