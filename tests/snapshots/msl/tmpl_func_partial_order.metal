#include <metal_stdlib>
using namespace metal;

float measure_float(float3 v)
{
    const float _4 = float(length(v));
    return _4;
}

float measure_float0(float x)
{
    return 1.0f;
}

float measure_float2(float2 x)
{
    return 1.0f;
}

kernel void main0(
    device float* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    const uint _5 = gl_GlobalInvocationID.x;
    const float _6 = float(_5);
    const float3 _7 = float3(_6, 0.0f, 0.0f);
    const uint _10 = gl_GlobalInvocationID.x;
    const float _13 = measure_float(_7);
    const uint _15 = gl_GlobalInvocationID.x;
    const float _16 = float(_15);
    const float _17 = measure_float0(_16);
    const float _18 = _13 + _17;
    const float _19 = measure_float2(float2(1.0f, 2.0f));
    const float _20 = _18 + _19;
    Out[_10] = _20;
    return;
}

