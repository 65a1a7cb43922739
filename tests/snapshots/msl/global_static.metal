#include <metal_stdlib>
using namespace metal;

void Accumulate(float v, thread uint& gCalls, thread float4& gAccum)
{
    const uint _3 = gCalls;
    const uint _4 = _3 + 1u;
    gCalls = _4;
    const float3 _7 = float3(v);
    const float4 _8 = gAccum;
    const float3 _9 = _8.xyz;
    const float3 _10 = _9 + _7;
    const float4 _11 = gAccum;
    const float4 _12 = float4(_10.x, _10.y, _10.z, _11.w);
    gAccum = _12;
    return;
}

kernel void main0(
    device float4* Out [[buffer(0)]],
    uint3 gl_GlobalInvocationID [[thread_position_in_grid]])
{
    uint gCalls = 0u;
    float4 gAccum = float4(0.0f, 0.0f, 0.0f, 1.0f);
    uint i;
    uint i0;
    gCalls = 0u;
    i = 0u;
    for (;;)
    {
        {
            i0 = i;
            const uint _8 = gl_GlobalInvocationID.x;
            const uint _9 = _8 % 4u;
            const bool _10 = i0 < _9;
            if (!_10)
            {
                break;
            }
            const float _13 = float(i0);
            Accumulate(_13, gCalls, gAccum);
        }
        const uint _16 = i0 + 1u;
        i = _16;
    }
    const uint _19 = gl_GlobalInvocationID.x;
    const float4 _21 = gAccum;
    const uint _22 = gCalls;
    const float _23 = float(_22);
    const float4 _24 = float4(_23);
    const float4 _25 = _21 + _24;
    Out[_19] = _25;
    return;
}

