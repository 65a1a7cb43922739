#include <metal_stdlib>
using namespace metal;

kernel void main0(
    device float4* OutF [[buffer(0)]],
    device int4* OutI [[buffer(1)]],
    device float3x2* OutM [[buffer(2)]],
    const device float4* In [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float4 _7 = In[_5];
    const uint _11 = gl_GlobalInvocationID.x;
    const uint _12 = _11 + 4u;
    const float4 _14 = In[_12];
    const uint _18 = gl_GlobalInvocationID.x;
    const uint _19 = _18 + 8u;
    const float4 _21 = In[_19];
    const uint _24 = gl_GlobalInvocationID.x;
    const float4 _29 = fma(_7, _14, _21);
    const float4 _32 = _7 * _14;
    const float4 _33 = _29 + _32;
    OutF[_24] = _33;
    const int4 _37 = int4(_7);
    const int4 _41 = int4(_14);
    const uint _44 = gl_GlobalInvocationID.x;
    const uint4 _49 = gl_GlobalInvocationID.xxxx;
    const int4 _50 = int4(_49);
    const int4 _51 = _37 * _41;
    const int4 _52 = _51 + _50;
    OutI[_44] = _52;
    const float3 _56 = _7.xyz;
    const float3 _58 = _14.xyz;
    const float2x3 _59 = float2x3(_56, _58);
    const float3 _63 = _21.xyz;
    const float3 _65 = _7.yzw;
    const float2x3 _66 = float2x3(_63, _65);
    const uint _69 = gl_GlobalInvocationID.x;
    const float3 _74 = _59[0];
    const float3 _75 = _66[0];
    const float3 _76 = _59[0];
    const float3 _77 = fma(_74, _75, _76);
    const float3 _78 = _59[1];
    const float3 _79 = _66[1];
    const float3 _80 = _59[1];
    const float3 _81 = fma(_78, _79, _80);
    const float2x3 _82 = float2x3(_77, _81);
    OutM[_69] = transpose(_82);
    return;
}

