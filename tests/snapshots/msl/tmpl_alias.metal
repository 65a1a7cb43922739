#include <metal_stdlib>
using namespace metal;

struct Wrap_float
{
    float v;
};

kernel void main0(
    device float3* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    float2x4 m;
    Wrap_float w;
    const uint _7 = gl_GlobalInvocationID.x;
    const int _8 = int(_7);
    const int3 _9 = int3(_8, 1, 2);
    m = float2x4(float4(1.0f, 1.0f, 1.0f, 1.0f), float4(1.0f, 1.0f, 1.0f, 1.0f));
    w.v = 4.0f;
    const uint _17 = gl_GlobalInvocationID.x;
    const float3 _21 = float3(_9);
    const float3 _22 = float3(1.0f, 2.0f, 3.0f) + _21;
    const float4 _24 = m[1];
    const float3 _25 = _24.xyz;
    const float3 _26 = _22 + _25;
    const float _28 = w.v;
    const float3 _29 = float3(_28);
    const float3 _30 = _26 + _29;
    Out[_17] = _30;
    return;
}

