#include <metal_stdlib>
using namespace metal;

struct type_C
{
    float4x4 m;
    float3x3 n;
};

struct S
{
    float2x3 a;
};

struct type_D
{
    float4x4 k;
    S s;
    float4 r[2];
};

struct type_Globals
{
    float4x4 g0;
};

kernel void main0(
    constant type_C& C [[buffer(0)]],
    constant type_D& D [[buffer(1)]],
    device float4* o [[buffer(2)]],
    constant type_Globals& u_Globals [[buffer(3)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _4 = gl_GlobalInvocationID.x;
    const float4x4 _7 = C.m;
    const float4 _8 = float4(1.0f, 2.0f, 3.0f, 4.0f) * _7;
    const float3 _11 = float3(C.n[0][0], C.n[1][0], C.n[2][0]);
    const float4 _12 = _11.xyzz;
    const float4 _13 = _8 + _12;
    const float4x4 _15 = transpose(D.k);
    const float4 _18 = float4(u_Globals.g0[0][0], u_Globals.g0[1][0], u_Globals.g0[2][0], u_Globals.g0[3][0]);
    const float4 _19 = _18 * _15;
    const float4 _20 = _13 + _19;
    const float3 _24 = D.s.a[1];
    const float4 _25 = _24.xyzz;
    const float4 _26 = _20 + _25;
    const float2 _29 = D.r[1].xy;
    const float4 _30 = _29.xyxy;
    const float4 _31 = _26 + _30;
    o[_4] = _31;
    return;
}

