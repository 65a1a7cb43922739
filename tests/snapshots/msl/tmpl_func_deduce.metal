#include <metal_stdlib>
using namespace metal;

int add_int(int a, int b)
{
    const int _8 = a + b;
    return _8;
}

float add_float(float a, float b)
{
    const float _8 = a + b;
    return _8;
}

float3 add_float3(float3 a, float3 b)
{
    const float3 _8 = a + b;
    return _8;
}

uint2 add_uint2(uint2 a, uint2 b)
{
    const uint2 _8 = a + b;
    return _8;
}

float mad3_float(float a, float b, float c)
{
    const float _11 = a * b;
    const float _13 = _11 + c;
    return _13;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const int _6 = int(_5);
    const int _7 = add_int(_6, 3);
    const float _10 = add_float(0.5f, 1.25f);
    const uint _14 = gl_GlobalInvocationID.x;
    const float _15 = float(_14);
    const float3 _16 = float3(_15);
    const float3 _17 = add_float3(float3(1.0f, 2.0f, 3.0f), _16);
    const uint2 _21 = gl_GlobalInvocationID.xy;
    const uint2 _22 = add_uint2(_21, uint2(4u, 5u));
    const float _27 = float(_7);
    const float _28 = mad3_float(_10, 2.0f, _27);
    const uint _31 = gl_GlobalInvocationID.x;
    const float4 _35 = float4(_17, _28);
    const float2 _37 = float2(_22);
    const float _39 = float(_7);
    const float4 _41 = float4(_37, _39, _10);
    const float4 _42 = _35 + _41;
    Out[_31] = _42;
    return;
}

