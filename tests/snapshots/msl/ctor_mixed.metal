#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float2x2 m;
    float2x2 n;
    float3x3 r;
    float2x3 d;
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float2 _7 = float2(3.0f, _6);
    const float2x2 _8 = float2x2(float2(1.0f, 2.0f), _7);
    m = _8;
    const float2x2 _11 = m;
    const float _12 = _11[0].x;
    const float _13 = _11[0].y;
    const float _14 = _11[1].x;
    const float _15 = _11[1].y;
    const float4 _16 = float4(_12, _13, _14, _15);
    const float4 _20 = _16.wzyx;
    const float _21 = _20.x;
    const float _22 = _20.y;
    const float _23 = _20.z;
    const float _24 = _20.w;
    const float2 _25 = float2(_21, _22);
    const float2 _26 = float2(_23, _24);
    const float2x2 _27 = float2x2(_25, _26);
    n = _27;
    const float3 _31 = _16.xyz;
    const float3x3 _32 = float3x3(_31, float3(4.0f, 5.0f, 6.0f), float3(7.0f, 8.0f, 9.0f));
    r = _32;
    const float2 _36 = m[1];
    const float4 _37 = float4(_36, float2(1.0f, 0.0f));
    const uint2 _41 = gl_GlobalInvocationID.xy;
    const int2 _42 = int2(_41);
    const int4 _43 = int4(_42, 1, (-2));
    const float2x2 _46 = m;
    const float _47 = _46[0].x;
    const float _48 = _46[0].y;
    const float _49 = _46[1].x;
    const float _50 = _46[1].y;
    const float3 _51 = float3(1.0f, 2.0f, _47);
    const float3 _52 = float3(_48, _49, _50);
    const float2x3 _53 = float2x3(_51, _52);
    d = _53;
    const uint _56 = gl_GlobalInvocationID.x;
    const float2 _60 = n[0];
    const float4 _61 = _60.xyxy;
    const float4 _62 = _16 + _61;
    const float3 _64 = r[1];
    const float _67 = r[2].z;
    const float4 _68 = float4(_64, _67);
    const float4 _69 = _62 + _68;
    const float4 _71 = _69 + _37;
    const float4 _73 = float4(_43);
    const float4 _74 = _71 + _73;
    const float3 _76 = d[1];
    const float4 _77 = _76.xyzx;
    const float4 _78 = _74 + _77;
    Out[_56] = _78;
    return;
}

